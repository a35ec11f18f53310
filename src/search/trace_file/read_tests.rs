//! The fast reader against RON's: the same trace from a file as saved, from one
//! rewritten by hand (comments, other whitespace, a struct name, fields moved),
//! and the same refusal of a bad file; what it does not read (an escape in a
//! string) goes to RON's reader and still gives the same trace.

use super::*;
use crate::games::TicTacToe;
use crate::search::{AlphaBetaOptions, alphabeta};

/// A saved alpha-beta trace of tic-tac-toe after 5 1, as text.
fn saved() -> (TraceFile, String) {
    let g = TicTacToe;
    let moves: Vec<String> = vec!["5".into(), "1".into()];
    let s = crate::engine::state_after(&g, &moves).unwrap();
    let mut trace = Trace::new();
    alphabeta(&g, &s, AlphaBetaOptions::default(), &mut trace).unwrap();
    let file = TraceFile::from_trace(&g, &moves, &s, "alphabeta", &trace).unwrap();
    let text = ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::default().depth_limit(2))
        .unwrap();
    (file, text)
}

/// Both readers on `text`: the fast one (None when it gives up) and RON's.
fn both(
    text: &str,
) -> (
    Option<Result<NamedTrace, String>>,
    Result<NamedTrace, String>,
) {
    let fast = Reader::new(text)
        .file()
        .map(|f| f.into_named().map_err(|e| e.to_string()));
    let slow = ron::from_str::<TraceFile>(text)
        .map_err(|e| e.to_string())
        .and_then(|f| NamedTrace::from_file(&f).map_err(|e| e.to_string()));
    (fast, slow)
}

#[test]
fn a_saved_file_reads_the_same_both_ways() {
    let (file, text) = saved();
    let (fast, slow) = both(&text);
    let fast = fast
        .expect("the fast reader reads what save writes")
        .unwrap();
    assert_eq!(fast, slow.unwrap());
    assert!(fast.trace.cut_count() > 0 && fast.trace.node_count() > 100);
    assert_eq!(fast.to_file(), file);
}

#[test]
fn a_file_edited_by_hand_reads_the_same_both_ways() {
    let (_, text) = saved();
    // A struct name, comments, tabs and no indentation; `hits` moved first.
    let body = text
        .trim_start_matches('(')
        .replace("    hits: [],\n", "")
        .replace("\n    ", "\n\t");
    let edited = format!("// a trace\nTraceFile(hits: [], // none\n{body}");
    let (fast, slow) = both(&edited);
    assert_eq!(fast.expect("read fast").unwrap(), slow.unwrap());
    // An escaped quote in an action's name: RON's reader takes over.
    let escaped = text.replacen("\"5\"", "\"\\u{35}\"", 1);
    let (fast, slow) = both(&escaped);
    assert!(fast.is_none(), "the fast reader gives up on escapes");
    assert!(slow.is_ok());
}

#[test]
fn bad_files_are_refused_alike() {
    let (_, text) = saved();
    let cases = [
        (text.replacen("version: 1", "version: 2", 1), "version 2"),
        (
            text.replacen("events: \"E", "events: \"Q", 1),
            "'Q' is not an event letter",
        ),
    ];
    for (bad, why) in cases {
        let (fast, slow) = both(&bad);
        let fast = fast.expect("well formed").unwrap_err();
        assert_eq!(fast, slow.unwrap_err());
        assert!(fast.contains(why), "{fast}");
    }
    // Not RON at all: the fast reader gives up and RON says where.
    let (fast, slow) = both("(version: 1, spec: ");
    assert!(fast.is_none());
    assert!(slow.is_err());
}
