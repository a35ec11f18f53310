//! The MCTS exercise in the Exercise tab
//! (`ludoscope::app::inspector::exercise_mcts`) drawn headless with
//! egui_kittest: each frame draws the tab, then carries out what it asked for,
//! as the inspector does. Index:
//! - `the_mcts_exercise_grades_a_right_and_a_wrong_answer`: the kind chosen in
//!   the chooser, a right pick (button), a wrong pick corrected with the UCB
//!   computation, a right and a wrong count typed in the field, the score
//! - `the_french_exercise_has_its_words_and_a_real_run`: French texts
//!   (non-breaking spaces, decimal commas) on the tic-tac-toe run
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use ludoscope::app::inspector::exercise::{self, ExerciseTab};
use ludoscope::inspect::exercise::mcts::quiz::{Answer, Ask, Part};
use ludoscope::lang::Language;

fn harness(lang: Language) -> Harness<'static, ExerciseTab> {
    let mut h = Harness::builder()
        .with_size(egui::vec2(1440.0, 900.0))
        .build_ui_state(
            move |ui, state: &mut ExerciseTab| {
                let mut asked = Vec::new();
                exercise::show(ui, state, (lang, true), &mut asked);
                for a in asked {
                    state.apply(a);
                }
            },
            ExerciseTab::default(),
        );
    h.run();
    h
}

/// Clicks the (first) widget named `name`.
fn click(h: &mut Harness<'_, ExerciseTab>, name: &str) {
    h.get_all_by_label(name).next().unwrap().click();
    h.run();
}

/// Every text shown (labels, buttons, fields).
fn texts(h: &Harness<'_, ExerciseTab>) -> Vec<String> {
    h.query_all(By::new())
        .filter_map(|n| {
            let a = n.accesskit_node();
            a.label().or_else(|| a.value())
        })
        .collect()
}

/// Whether some text shown contains `part`.
fn shows(h: &Harness<'_, ExerciseTab>, part: &str) -> bool {
    texts(h).iter().any(|t| t.contains(part))
}

fn current(h: &Harness<'_, ExerciseTab>) -> (Ask, Answer) {
    let q = h.state().mcts.quiz.current().unwrap();
    (q.ask, q.answer)
}

fn type_answer(h: &mut Harness<'_, ExerciseTab>, text: &str) {
    h.get_by_label("Answer").focus();
    h.run();
    h.get_by_label("Answer").type_text(text);
    h.run();
    h.get_by_label("Check").click();
    h.run();
}

#[test]
fn the_mcts_exercise_grades_a_right_and_a_wrong_answer() {
    let mut h = harness(Language::English);
    h.get_by_label("MCTS (UCT)").click();
    h.run();
    h.run();
    assert!(h.state().mcts_kind);
    let ex = h.state().mcts.exercise().unwrap().clone();
    assert_eq!(ex.tree.check(), Ok(()));
    // 1. The root's pick, right, by its button.
    let (ask, answer) = current(&h);
    assert_eq!(ask, Ask::Pick { node: 0 });
    let Answer::Node(right) = answer else {
        panic!()
    };
    click(&mut h, ex.tree.name(right));
    assert!(shows(&h, "Right!"), "{:?}", texts(&h));
    assert_eq!(h.state().mcts.quiz.score_of(Part::Selection), (1, 0));
    // 2. The next pick wrong (when there is a wrong child to click), the
    // others right.
    let mut wronged = false;
    while let (Ask::Pick { node }, Answer::Node(right)) = current(&h) {
        let wrong = ex.tree.nodes[node]
            .children
            .iter()
            .copied()
            .find(|&c| c != right);
        match wrong.filter(|_| !wronged) {
            Some(w) => {
                wronged = true;
                click(&mut h, ex.tree.name(w));
                let wrong_line = format!(
                    "Wrong: you answered {}, the answer is {}.",
                    ex.tree.name(w),
                    ex.tree.name(right)
                );
                assert!(shows(&h, &wrong_line), "{wrong_line}");
                // The correction shows every child's UCB.
                let ucbs = texts(&h).iter().filter(|t| t.contains("UCB = ")).count();
                // Each line twice (its label and its text run).
                assert!(ucbs >= ex.tree.nodes[node].children.len(), "{ucbs}");
            }
            None => {
                click(&mut h, ex.tree.name(right));
            }
        }
    }
    let (sel_right, sel_wrong) = h.state().mcts.quiz.score_of(Part::Selection);
    assert_eq!(sel_right + sel_wrong, ex.choices.len() as u32);
    // 3. The root's new N typed right, then the next count typed wrong.
    let (ask, answer) = current(&h);
    assert_eq!(ask, Ask::Visits { node: 0 });
    assert_eq!(answer, Answer::Count(ex.tree.nodes[0].visits as i64 + 1));
    type_answer(&mut h, &(ex.tree.nodes[0].visits + 1).to_string());
    assert_eq!(h.state().mcts.quiz.score_of(Part::Backup), (1, 0));
    let (_, Answer::Count(n)) = current(&h) else {
        panic!()
    };
    type_answer(&mut h, &(n + 7).to_string());
    assert_eq!(h.state().mcts.quiz.score_of(Part::Backup), (1, 1));
    assert!(shows(&h, "+ 1 = "), "{:?}", texts(&h));
    // Not a number: not graded, said so.
    type_answer(&mut h, "lots");
    assert!(shows(&h, "type a whole number"));
    assert_eq!(h.state().mcts.quiz.score_of(Part::Backup), (1, 1));
    let score = ludoscope::app::inspector::exercise_mcts::view::score_text(
        &h.state().mcts.quiz,
        Language::English,
    );
    assert!(shows(&h, &score), "{score}");
}

#[test]
fn the_french_exercise_has_its_words_and_a_real_run() {
    let mut h = harness(Language::French);
    h.get_by_label("MCTS (UCT)").click();
    h.run();
    h.get_by_label("Partie de morpion").click();
    h.run();
    h.run();
    let ex = h.state().mcts.exercise().unwrap().clone();
    assert_eq!(ex.tree.check(), Ok(()));
    assert!(shows(
        &h,
        "À la racine, quel fils la sélection choisit-elle\u{a0}?"
    ));
    // A wrong pick at the root: the correction in French, decimal commas.
    let (_, Answer::Node(right)) = current(&h) else {
        panic!()
    };
    let wrong = ex.tree.nodes[0]
        .children
        .iter()
        .copied()
        .find(|&c| c != right);
    click(&mut h, ex.tree.name(wrong.unwrap()));
    assert_eq!(h.state().mcts.quiz.score(), (0, 1));
    assert!(shows(&h, "Faux\u{a0}: vous avez répondu"));
    let lines: Vec<String> = texts(&h)
        .into_iter()
        .filter(|t| t.contains("UCB = "))
        .collect();
    assert!(
        lines.len() >= 2 * ex.tree.nodes[0].children.len(),
        "{lines:?}"
    );
    assert!(shows(&h, "À la racine, la sélection prend"));
    for l in &lines {
        if l.contains('/') {
            assert!(l.contains(',') && !l.contains("0."), "{l}");
        }
    }
}
