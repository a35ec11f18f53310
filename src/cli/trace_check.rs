//! `ludoscope trace check STUDENT --tree SPEC --algo minimax|alphabeta
//! [--cut-rule seed|strict] [--window infinite|heuristic] [--json] [--lang en|fr]`:
//! a student's own search trace (JSON lines, [`crate::inspect::check::parse`])
//! against the seeds' algorithm on the same tree ([`crate::inspect::check`]).
//! Exit status 0 when they agree, 1 at a divergence, 2 on bad input.

use super::CliError;
use super::search::args::CutArg;
use crate::games::{Arena, GameSpec};
use crate::inspect::check::{Algo, arena_of, check_file, text};
use crate::lang::Language;
use crate::search::{CutRule, Window};
use clap::{Args, ValueEnum};
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum AlgoArg {
    /// Seed 004's MinMax: every node (the window may be left out).
    Minimax,
    /// Seed 004's AlphaBeta.
    Alphabeta,
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The student's trace: JSON lines, {"enter": "A1", "window": [alpha, beta]}
    /// and {"leave": "A1", "value": v}.
    student: PathBuf,
    /// The tree: 'Tree(leaves: "((3, 5), (2, 9))")', an arena spec
    /// 'Arena(path: "...")', an arena file, or the bracket notation itself.
    #[arg(long, value_name = "SPEC")]
    tree: String,
    /// The search the student wrote.
    #[arg(long, value_enum)]
    algo: AlgoArg,
    /// Alpha-beta's cut test.
    #[arg(long, value_enum, default_value = "seed")]
    cut_rule: CutArg,
    /// The root's initial window.
    #[arg(long, value_enum, default_value = "infinite")]
    window: Window,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// The language of the report.
    #[arg(long, value_name = "L", value_parser = ["en", "fr"], default_value = "en")]
    lang: String,
}

/// Runs the check; exits with 1 at a divergence and 2 on bad input.
pub fn run(a: &CheckArgs) -> Result<(), CliError> {
    let lang = match a.lang.as_str() {
        "fr" => Language::French,
        _ => Language::English,
    };
    let report = match checked(a) {
        Ok(r) => r,
        Err(e) => {
            note!("error: {e}");
            std::process::exit(2);
        }
    };
    let mut out = std::io::stdout().lock();
    if a.json {
        writeln!(out, "{}", text::report_json(&report, lang))?;
    } else {
        write!(out, "{}", text::report_text(&report, lang))?;
    }
    out.flush()?;
    if report.divergence.is_some() {
        std::process::exit(1);
    }
    Ok(())
}

fn checked(a: &CheckArgs) -> Result<crate::inspect::check::Report, String> {
    let arena = tree_of(&a.tree)?;
    let algo = match a.algo {
        AlgoArg::Minimax => Algo::Minimax,
        AlgoArg::Alphabeta => Algo::AlphaBeta,
    };
    let cut = match a.cut_rule {
        CutArg::Seed => CutRule::Seed,
        CutArg::Strict => CutRule::Strict,
    };
    let path = &a.student;
    // A tree the reference cannot search is named by the flag.
    let tree = |e: String| {
        if e.starts_with(&path.display().to_string()) {
            e
        } else {
            format!("--tree {}: {e}", crate::quote::excerpt(&a.tree))
        }
    };
    check_file(path, arena, algo, cut, a.window).map_err(tree)
}

/// The arena of `--tree`: a spec, a file, or the bracket notation.
fn tree_of(text: &str) -> Result<Arena, String> {
    let t = text.trim();
    let spec = if t.starts_with('(') || t.starts_with('[') {
        GameSpec::Tree { leaves: t.into() }
    } else if Path::new(t).is_file() {
        GameSpec::Arena {
            path: t.into(),
            draw_limit: None,
        }
    } else {
        t.parse::<GameSpec>().map_err(|e| format!("--tree: {e}"))?
    };
    arena_of(&spec).map_err(|e| format!("--tree: {e}"))
}
