//! The Python package's tests (python/tests, run by pytest), from `cargo test`:
//! a virtual environment under `target/python-venv` with the pinned packages of
//! `python/requirements-test.txt` from the Python package index (installed
//! again only when that file changes), the native module built into it by
//! `maturin develop`, then `pytest python/tests -q` with `LUDOSCOPE_BIN` set to
//! the built `ludoscope` binary. Needs CPython 3.9+ with `venv` and `pip`
//! (`python3`, or the interpreter `LUDOSCOPE_PYTHON` names) and the package
//! index reachable the first time; without them it fails and says so.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Instant;

/// Runs `cmd`, failing the test with `what` and the command's output when it
/// cannot start or ends in failure.
fn run(cmd: &mut Command, what: &str) -> Output {
    let shown = format!("{cmd:?}");
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot run {shown}: {e}"));
    if !out.status.success() {
        panic!(
            "{what} failed ({}): {shown}\n--- stdout\n{}\n--- stderr\n{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    out
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The interpreter that makes the venv: `LUDOSCOPE_PYTHON` or `python3`.
fn system_python() -> String {
    let python = std::env::var("LUDOSCOPE_PYTHON").unwrap_or_else(|_| "python3".into());
    let check = Command::new(&python)
        .args(["-c", "import sys, venv; assert sys.version_info >= (3, 9)"])
        .output();
    match check {
        Ok(o) if o.status.success() => python,
        Ok(o) => panic!(
            "the Python tests need CPython 3.9 or later with the venv module; `{python}` \
             is older or has no venv (on Debian: apt-get install python3-venv):\n{}",
            String::from_utf8_lossy(&o.stderr)
        ),
        Err(e) => panic!(
            "the Python tests need CPython 3.9 or later (`{python}` on the PATH, or \
             LUDOSCOPE_PYTHON naming one): cannot run `{python}`: {e}"
        ),
    }
}

/// The venv with the pinned packages, made or brought up to date.
fn venv(root: &Path) -> PathBuf {
    let venv = root.join("target/python-venv");
    let python = venv.join("bin/python");
    if !python.exists() {
        run(
            Command::new(system_python())
                .args(["-m", "venv"])
                .arg(&venv),
            "making the virtual environment target/python-venv",
        );
    }
    let pins_file = root.join("python/requirements-test.txt");
    let pins = std::fs::read_to_string(&pins_file)
        .unwrap_or_else(|e| panic!("{}: {e}", pins_file.display()));
    let stamp = venv.join("ludoscope-pins.txt");
    if std::fs::read_to_string(&stamp).ok().as_deref() != Some(pins.as_str()) {
        run(
            Command::new(&python)
                .args([
                    "-m",
                    "pip",
                    "install",
                    "--quiet",
                    "--disable-pip-version-check",
                ])
                .arg("-r")
                .arg(&pins_file),
            "installing the pinned packages of python/requirements-test.txt from the \
             Python package index (is it reachable?)",
        );
        std::fs::write(&stamp, &pins).unwrap_or_else(|e| panic!("{}: {e}", stamp.display()));
    }
    venv
}

#[test]
fn python_package_passes_its_tests() {
    let root = root();
    let started = Instant::now();
    let venv = venv(&root);
    let with_venv = |cmd: &mut Command| {
        let path = std::env::var_os("PATH").unwrap_or_default();
        let mut paths = vec![venv.join("bin")];
        paths.extend(std::env::split_paths(&path));
        cmd.current_dir(&root)
            .env("VIRTUAL_ENV", &venv)
            .env("PATH", std::env::join_paths(paths).expect("PATH"))
            .env_remove("PYTHONHOME");
    };
    let mut build = Command::new(venv.join("bin/maturin"));
    build.args(["develop", "--quiet", "--manifest-path", "python/Cargo.toml"]);
    with_venv(&mut build);
    run(&mut build, "building the native module (maturin develop)");
    let built = started.elapsed();

    let mut pytest = Command::new(venv.join("bin/python"));
    pytest
        .args([
            "-m",
            "pytest",
            "python/tests",
            "-q",
            "-p",
            "no:cacheprovider",
        ])
        .env("LUDOSCOPE_BIN", env!("CARGO_BIN_EXE_ludoscope"));
    with_venv(&mut pytest);
    let out = pytest
        .output()
        .unwrap_or_else(|e| panic!("cannot run pytest: {e}"));
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    eprintln!(
        "python: venv and module in {:.1} s, pytest in {:.1} s",
        built.as_secs_f64(),
        (started.elapsed() - built).as_secs_f64()
    );
    assert!(
        out.status.success(),
        "pytest python/tests failed ({}):\n{stdout}\n{stderr}",
        out.status
    );
    let last = stdout.lines().rev().find(|l| !l.trim().is_empty());
    assert!(
        last.is_some_and(|l| l.contains(" passed")),
        "pytest ran no test:\n{stdout}"
    );
}
