//! The Exercise tab's "Export sheet…" control (`app::inspector::sheet_export`)
//! drawn headless with egui_kittest on the seed-003 exercise tree: the button
//! opens its settings, the format, the parts and the file are chosen by label,
//! Export writes the files (PNG decodes, the key's SVG has the values), a second
//! export refuses to replace them until "replace existing files" is ticked, and
//! the texts exist in French.
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ludoscope::app::i18n::Language;
use ludoscope::app::inspector::sheet_export::{self, ExportSource, SheetExport, SheetExportAction};
use ludoscope::games::Arena;
use ludoscope::inspect::exercise::{TracePair, arena_traces};
use ludoscope::search::CutRule;

struct App {
    state: SheetExport,
    arena: Arena,
    traces: TracePair<u32>,
    lang: Language,
}

fn frame(ui: &mut egui::Ui, app: &mut App) {
    let mut out = Vec::new();
    sheet_export::show(ui, &app.state, app.lang, &mut out);
    for a in out {
        let source = ExportSource {
            arena: &app.arena,
            full: &app.traces.0,
            pruned: &app.traces.1,
            cut: CutRule::Seed,
            reorder: false,
        };
        app.state.apply(a, Some(source), app.lang);
    }
}

fn harness(lang: Language) -> Harness<'static, App> {
    let path = format!(
        "{}/assets/arenas/seed-003-alpha-beta.ron",
        env!("CARGO_MANIFEST_DIR")
    );
    let arena = Arena::load(&path).unwrap();
    let traces = arena_traces(&arena, CutRule::Seed).unwrap();
    let app = App {
        state: SheetExport::default(),
        arena,
        traces,
        lang,
    };
    Harness::builder()
        .with_size(egui::vec2(1000.0, 300.0))
        .build_ui_state(frame, app)
}

#[test]
fn export_writes_the_sheet_and_key_and_keeps_existing_files() {
    let dir = std::env::temp_dir().join(format!("ludoscope-export-{}", std::process::id()));
    let stem = dir.join("seed3");
    let mut h = harness(Language::English);
    assert!(h.query_by_label("Export").is_none(), "closed at first");
    h.get_by_label("Export sheet…").click();
    h.run();
    h.get_by_label("PNG (150 dpi)").click();
    h.run();
    let field = "File (without extension)";
    h.get_by_label(field).focus();
    h.run();
    h.get_by_label(field).type_text("2");
    h.run();
    assert_eq!(h.state().state.stem, "saves/sheet2", "typed into the field");
    // A temporary folder instead (through the field's action).
    h.state_mut().state.apply(
        SheetExportAction::SetStem(stem.display().to_string()),
        None,
        Language::English,
    );
    h.run();
    h.get_by_label("Export").click();
    h.run();
    let png = dir.join("seed3.png");
    let key = dir.join("seed3-key.png");
    match &h.state().state.result {
        Some(Ok(paths)) => assert_eq!(paths, &[png.clone(), key.clone()]),
        other => panic!("{other:?}"),
    }
    assert!(
        h.query_by_label_contains("seed3-key.png").is_some(),
        "the files are named"
    );
    let reader = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&key).unwrap()));
    let info = reader.read_info().unwrap();
    assert_eq!((info.info().width, info.info().height), (1754, 1240));
    // Again: the files exist.
    h.get_by_label("Export").click();
    h.run();
    match &h.state().state.result {
        Some(Err(e)) => assert!(e.contains("already exists"), "{e}"),
        other => panic!("{other:?}"),
    }
    h.get_by_label("replace existing files").click();
    h.get_by_label("SVG (vector)").click();
    h.get_by_label("answer key").click();
    h.run();
    h.get_by_label("Export").click();
    h.run();
    let svg = std::fs::read_to_string(dir.join("seed3-key.svg")).unwrap();
    assert!(
        svg.contains(r#"data-node="B">&lt;= 0</text>"#),
        "the key's values"
    );
    assert!(!dir.join("seed3.svg").exists(), "the key only");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_control_speaks_french() {
    let mut h = harness(Language::French);
    h.get_by_label("Exporter la fiche…").click();
    h.run();
    assert!(h.query_by_label("les deux").is_some());
    assert!(
        h.query_by_label("remplacer les fichiers existants")
            .is_some()
    );
    h.state_mut()
        .state
        .apply(SheetExportAction::Export, None, Language::French);
    assert_eq!(
        h.state().state.result,
        Some(Err("Aucun arbre n'est chargé.".into()))
    );
}
