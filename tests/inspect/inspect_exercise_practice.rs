//! The exercise's practice modes on seed 003's alpha-beta tree
//! (`ludoscope::inspect::exercise`): each mode's question count (worked by hand
//! from the trace) ending on seed 004's best move, each kind scored apart; both
//! cut rules and both orders of children; and the explanations of answers in
//! the inspector's rule text, English and French.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::exercise_common;

use exercise_common::{bundled, full_node};
use ludoscope::inspect::exercise::explain::{explain, move_reason};
use ludoscope::inspect::exercise::loaded::Exercise;
use ludoscope::inspect::exercise::step::{
    Answer, Ask, Kind, Practice, Question, StepQuiz, questions,
};
use ludoscope::inspect::exercise::whole::Key;
use ludoscope::lang::Language;
use ludoscope::search::CutRule;

/// The question of `quiz` about `ask` at the node named `name` (alpha-beta's trace).
fn question_at(ex: &Exercise, ask: Ask, name: &str) -> Question {
    let qs = questions(&ex.pruned).unwrap();
    *qs.iter()
        .find(|q| q.ask == ask && ex.search.trace.action_name(q.node) == name)
        .unwrap()
}

#[test]
fn practice_modes_count_their_questions_and_end_on_the_move() {
    let ex = Exercise::new(bundled("seed-003-alpha-beta.ron"), CutRule::Seed, false).unwrap();
    // By hand from the trace: 10 inner nodes visited (R, A, A1, A2, B, B1, C, C1,
    // C2, C3) each return a value; 21 of the 22 visited nodes return to a parent,
    // each one an alpha or beta update and a "does it cut now?"; plus the move.
    let count = |p| {
        StepQuiz::practice(&ex.pruned, p, ex.best)
            .unwrap()
            .progress()
            .1
    };
    assert_eq!(count(Practice::Full), 10 + 21 + 21 + 1);
    assert_eq!(count(Practice::Values), 10 + 1);
    assert_eq!(count(Practice::Windows), 21 + 1);
    assert_eq!(count(Practice::Cuts), 21 + 1);
    // R = max(A = 0, B <= 0, C = 1): seed 004's best move is C, the third child.
    assert_eq!(ex.best, Some(2));
    let c = ex.root_moves()[2];
    assert_eq!(ex.name(c), Some("C"));
    let mut quiz = StepQuiz::practice(&ex.pruned, Practice::Cuts, ex.best).unwrap();
    let last = *quiz.questions().last().unwrap();
    assert_eq!((last.ask, last.answer), (Ask::Move, Answer::Move(2)));
    assert_eq!(last.step, ex.pruned.event_count());
    // Each kind is scored apart: every cut right but C2's, and the move wrong.
    while let Some(q) = quiz.current().copied() {
        let given = match q.answer {
            Answer::YesNo(b) if ex.search.trace.action_name(q.node) == "C2" => Answer::YesNo(!b),
            Answer::Move(_) => Answer::Move(0),
            a => a,
        };
        quiz.answer(given);
    }
    assert_eq!(quiz.score_of(Kind::Cut), (20, 1));
    assert_eq!(quiz.score_of(Kind::Move), (0, 1));
    assert_eq!(quiz.score_of(Kind::Value), (0, 0));
    assert_eq!(quiz.score(), (20, 2));
    assert_eq!(quiz.count_of(Kind::Cut), 21);
}

#[test]
fn both_cut_rules_and_both_orders() {
    let arena = bundled("seed-003-alpha-beta.ron");
    let seed = Exercise::new(arena.clone(), CutRule::Seed, false).unwrap();
    let strict = Exercise::new(arena.clone(), CutRule::Strict, false).unwrap();
    let pruned = |ex: &Exercise| -> Vec<String> {
        (0..ex.full.node_count() as u32)
            .filter(|&i| ex.key.key(i) == Some(Key::Pruned))
            .map(|i| ex.name(i).unwrap().to_string())
            .collect()
    };
    // Seed 004 cuts at B on 0 <= alpha = 0; the strict rule does not and explores
    // B2 with the window (0, 0), where B2a = 6 > beta = 0 cuts B2b.
    assert_eq!(pruned(&seed), ["B2", "C2b", "C3c"]);
    assert_eq!(pruned(&strict), ["B2b", "C2b", "C3c"]);
    let b2a = full_node(&arena, &seed.full, &["B", "B2", "B2a"]);
    let b = seed.search.trace.trace.nodes().count(); // every alpha-beta node maps to the full tree
    assert!((0..b as u32).all(|s| seed.full_node(s).is_some()));
    assert_eq!(
        seed.key
            .cut_by(b2a)
            .map(|s| seed.search.trace.action_name(s)),
        Some("B")
    );
    assert_eq!(strict.key.cut_by(b2a), None);
    let values = |ex: &Exercise| {
        StepQuiz::practice(&ex.pruned, Practice::Values, ex.best)
            .unwrap()
            .progress()
            .1
    };
    // Strict: B2 is searched too (an inner node more), the best move is still C.
    assert_eq!(values(&strict), values(&seed) + 1);
    assert_eq!(strict.best, Some(2));
    // Best first: C3's leaves come 5, 3, -4, so C3 cuts on its first leaf.
    let ordered = Exercise::new(arena, CutRule::Seed, true).unwrap();
    assert!(ordered.reorder);
    let c3: Vec<&str> = {
        let c3 = full_node(&ordered.arena, &ordered.full, &["C", "C3"]);
        ordered
            .tree
            .tree
            .children(c3)
            .map(|c| ordered.name(c).unwrap())
            .collect()
    };
    assert_eq!(c3, ["C3c", "C3b", "C3a"]);
    assert_eq!(
        pruned(&ordered)
            .iter()
            .filter(|n| n.starts_with("C3"))
            .count(),
        2
    );
    assert_eq!(ordered.key.answers().values[0], Some(1));
}

#[test]
fn explanations_use_the_inspectors_rule_text() {
    let ex = Exercise::new(bundled("seed-003-alpha-beta.ron"), CutRule::Seed, false).unwrap();
    let en = Language::English;
    let fr = Language::French;
    let q = question_at(&ex, Ask::NewAlpha, "A1");
    assert_eq!(
        explain(&ex.search, &q, en),
        "At A1: A1a returned -5: alpha := max(alpha, -5) = max(-∞, -5) = -5: a MAX node keeps the best value seen"
    );
    assert!(explain(&ex.search, &q, fr).starts_with("En A1 : "));
    assert!(explain(&ex.search, &q, fr).ends_with(" : un nœud MAX garde la meilleure valeur vue"));
    let no = question_at(&ex, Ask::Cuts, "A1");
    assert_eq!(
        explain(&ex.search, &no, en),
        "At A1: no cut: -5 >= beta = +∞ does not hold, so the search goes on"
    );
    assert_eq!(
        explain(&ex.search, &no, fr),
        "En A1 : pas d'élagage : -5 >= beta = +∞ est faux, la recherche continue"
    );
    let qs = questions(&ex.pruned).unwrap();
    let cut = qs
        .iter()
        .find(|q| q.answer == Answer::YesNo(true) && ex.search.trace.action_name(q.node) == "C2")
        .unwrap();
    assert_eq!(
        explain(&ex.search, cut, en),
        "At C2: cut: 2 >= beta = 1; return at once, 1 child pruned: C2b"
    );
    let b = question_at(&ex, Ask::Returns, "B");
    assert_eq!(
        explain(&ex.search, &b, en),
        "At B: return 0 to the parent (an upper bound: the true value is <= 0)"
    );
    let root = question_at(&ex, Ask::Returns, "");
    assert_eq!(
        explain(&ex.search, &root, fr).split(" : ").next(),
        Some("En racine")
    );
    assert_eq!(
        move_reason("C", 1, en),
        "The root plays C: seed 004's best move is the first child whose MinMax value equals the root's (1)"
    );
}
