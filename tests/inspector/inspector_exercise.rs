//! The Exercise tab (`ludoscope::app::inspector::exercise`) drawn headless with
//! egui_kittest on the bundled seed-003 alpha-beta tree, on its own: each frame
//! draws the tab, which only reads its state, then carries out what it asked
//! for, as the inspector does. Index:
//! - `a_full_step_by_step_exercise_answered_right_scores_full`: every question
//!   answered through the field beside the node (Enter, Y/N typed, Yes/No
//!   buttons, the root's moves), the focus staying in the field
//! - `a_wrong_answer_is_explained_and_the_student_goes_on`: the rule text and the
//!   right value, in English and French
//! - `each_practice_mode_asks_its_questions`: 53, 11, 22, 22 questions
//! - `whole_tree_check_marks_exactly_the_wrong_boxes_and_edges`: values typed in
//!   the boxes beside the nodes, edges clicked (and unclicked), plurals
//! - `whole_tree_fit_keeps_every_value_box_in_the_canvas`: in the studio at
//!   1024 x 768, every inner node's value box is drawn, inside the window
//! - `sources_rules_and_orders`: random tree (generated and saved), the edited
//!   tree handed over by `use_arena`, the strict rule, best first
#![cfg(feature = "gui")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use ludoscope::app::inspector::exercise::{self, ExerciseTab, Mode, Source};
use ludoscope::app::inspector::exercise_whole::mistakes_text;
use ludoscope::games::Arena;
use ludoscope::games::arena::file::parse;
use ludoscope::inspect::exercise::step::{Answer, Ask};
use ludoscope::lang::Language;
use ludoscope::search::CutRule;

/// Focuses the field named `label` and types `text` into it.
fn type_into<S>(h: &mut Harness<'_, S>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

fn harness(lang: Language) -> Harness<'static, ExerciseTab> {
    let mut state = ExerciseTab::default();
    state.start();
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
            state,
        );
    h.run();
    h
}

/// The question to answer now.
fn current(h: &Harness<'_, ExerciseTab>) -> Option<(Ask, Answer, u32)> {
    let q = h.state().step.quiz()?.current()?;
    Some((q.ask, q.answer, q.node))
}

/// The name of alpha-beta's node `id` in the loaded exercise.
fn name(h: &Harness<'_, ExerciseTab>, id: u32) -> String {
    let ex = h.state().loaded.as_ref().unwrap();
    ex.search.trace.action_name(id).to_string()
}

#[test]
fn a_full_step_by_step_exercise_answered_right_scores_full() {
    let mut h = harness(Language::English);
    let mut k = 0;
    while let Some((ask, answer, node)) = current(&h) {
        let field = h.get_by_label("Answer");
        assert!(
            field.is_focused(),
            "question {k}: the field keeps the focus"
        );
        // The field sits beside the node asked about (the root for the move).
        let asked = match ask {
            Ask::Move => "root".to_string(),
            _ => match name(&h, node).as_str() {
                "" => "root".into(),
                n => n.to_string(),
            },
        };
        let node_rect = h.get_by_label_contains(&format!("Node {asked} ")).rect();
        let field_rect = field.rect();
        assert!(
            (field_rect.center().y - node_rect.center().y).abs() < 60.0
                && (field_rect.center().x - node_rect.center().x).abs() < 320.0,
            "question {k}: the field {field_rect:?} is beside {asked} {node_rect:?}"
        );
        match answer {
            Answer::Value(v) => {
                field.type_text(&v.to_string());
                h.run();
                h.key_press(egui::Key::Enter);
            }
            // Y / N typed into the field on even questions, the buttons on odd ones.
            Answer::YesNo(yes) if k % 2 == 0 => field.type_text(if yes { "y" } else { "n" }),
            Answer::YesNo(yes) => h.get_by_label(if yes { "Yes" } else { "No" }).click(),
            Answer::Move(_) => h.get_by_label("C").click(),
        }
        h.run();
        assert!(
            h.query_by_label("Right").is_some(),
            "question {k}: {ask:?} at {asked}"
        );
        k += 1;
    }
    assert_eq!(k, 53);
    assert!(
        h.query_by_label(
            "Score: 53 / 53 · values 10 / 10 · windows 21 / 21 · cuts 21 / 21 · move 1 / 1"
        )
        .is_some()
    );
    assert!(h.query_by_label("Every step answered.").is_some());
    // The tree has advanced to the end, as the Tree tab would: the root's value.
    let root = h.get_by_label_contains("Node root MAX: ");
    assert_eq!(root.value().as_deref(), Some("1"));
}

#[test]
fn a_wrong_answer_is_explained_and_the_student_goes_on() {
    for (lang, question, wrong, rule, next) in [
        (
            Language::English,
            "A child has returned: what is alpha now at A1?",
            "Wrong: you answered 3, the answer is -5.",
            "At A1: A1a returned -5: alpha := max(alpha, -5) = max(-∞, -5) = -5: a MAX node keeps the best value seen",
            "Does this node cut now: A1?",
        ),
        (
            Language::French,
            "Un fils a répondu\u{a0}: que vaut alpha maintenant en A1\u{a0}?",
            "Faux\u{a0}: vous avez répondu 3, la réponse est -5.",
            "En A1 : A1a a renvoyé -5 : alpha := max(alpha, -5) = max(-∞, -5) = -5 : un nœud MAX garde la meilleure valeur vue",
            "Ce nœud coupe-t-il maintenant\u{a0}: A1\u{a0}?",
        ),
    ] {
        let mut h = harness(lang);
        let answer = if lang == Language::French {
            "Réponse"
        } else {
            "Answer"
        };
        assert!(h.query_by_label(question).is_some(), "{question}");
        h.get_by_label(answer).type_text("3");
        h.run();
        h.key_press(egui::Key::Enter);
        h.run();
        assert!(h.query_by_label(wrong).is_some(), "{wrong}");
        assert!(h.query_by_label(rule).is_some(), "{rule}");
        // The student goes on: the next question, the field still focused.
        assert!(h.query_by_label(next).is_some(), "{next}");
        assert!(h.get_by_label(answer).is_focused());
        assert_eq!(h.state().step.quiz().unwrap().score(), (0, 1));
    }
}

#[test]
fn each_practice_mode_asks_its_questions() {
    let mut h = harness(Language::English);
    assert!(h.query_by_label("(0 / 53)").is_some());
    for (mode, count, first) in [
        ("values only", 11, "What value does this node return: A1?"),
        (
            "windows only",
            22,
            "A child has returned: what is alpha now at A1?",
        ),
        ("cuts only", 22, "Does this node cut now: A1?"),
        (
            "everything",
            53,
            "A child has returned: what is alpha now at A1?",
        ),
    ] {
        h.get_by_label(mode).click();
        h.run();
        let progress = format!("(0 / {count})");
        assert!(h.query_by_label(&progress).is_some(), "{mode}: {progress}");
        assert!(h.query_by_label(first).is_some(), "{mode}: {first}");
    }
}

/// The full tree's node named `name` (`None` for the root).
fn full_node(h: &Harness<'_, ExerciseTab>, name: Option<&str>) -> usize {
    let ex = h.state().loaded.as_ref().unwrap();
    (0..ex.full.node_count() as u32)
        .find(|&i| ex.name(i) == name)
        .unwrap() as usize
}

#[test]
fn whole_tree_check_marks_exactly_the_wrong_boxes_and_edges() {
    let mut h = harness(Language::English);
    h.get_by_label("Whole tree").click();
    h.run();
    assert_eq!(h.state().mode, Mode::Whole);
    // Leaves show their values from the start.
    assert!(h.query_by_label("Leaf C3c: 5").is_some());
    // Every value typed in the box beside its node, B2 (never visited) left empty.
    let answers = [
        ("root", "1"),
        ("A", "0"),
        ("A1", "4"),
        ("A2", "0"),
        ("B", "-2"), // the minimax value: alpha-beta returns 0, an upper bound
        ("B1", "0"),
        ("C", "1"),
        ("C1", "1"),
        ("C2", "2"),
        ("C3", "3"),
    ];
    for (node, value) in answers {
        type_into(&mut h, &format!("Value of {node}"), value);
    }
    // Edges clicked: B2 and C2b (right), A2 (wrong), C3c clicked twice (unmarked).
    for edge in ["B2", "C2b", "A2", "C3c", "C3c"] {
        h.get_by_label_contains(&format!("Edge to {edge}: "))
            .click();
        h.run();
    }
    assert!(h.query_by_label("Edge to A2: marked pruned").is_some());
    assert!(h.query_by_label("Edge to C3c: not marked").is_some());
    h.get_by_label("Check").click();
    h.run();
    assert!(h.query_by_label("3 mistakes").is_some());
    // On the tree: exactly B's box, A2's and C3c's edges are marked wrong.
    let wrong: Vec<String> = h
        .query_all_by_label_contains("(wrong)")
        .map(|n| n.accesskit_node().label().unwrap_or_default())
        .collect();
    assert_eq!(
        wrong,
        [
            "Node B (wrong)",
            "Edge to A2: marked pruned (wrong)",
            "Edge to C3c: not marked (wrong)"
        ]
    );
    // Listed with the rule text of the event each is about.
    for line in [
        "B: -2 written; alpha-beta returns 0 (upper bound) — return 0 to the parent (an upper bound: the true value is <= 0)",
        "A2: this edge is explored, not pruned — play A2: v = AlphaBeta(child, alpha = -∞, beta = 4)",
        "C3c: this edge is pruned: its parent cuts before it — cut: 3 >= beta = 1; return at once, 1 child pruned: C3c",
    ] {
        assert!(h.query_by_label(line).is_some(), "{line}");
    }
    // Two put right: 1 mistake left.
    let b = full_node(&h, Some("B"));
    h.state_mut().whole.values[b] = "0".into();
    h.get_by_label_contains("Edge to A2: ").click();
    h.run();
    h.get_by_label("Check").click();
    h.run();
    assert!(h.query_by_label("1 mistake").is_some());
    assert_eq!(h.query_all_by_label_contains("(wrong)").count(), 1);
}

#[test]
fn whole_tree_fit_keeps_every_value_box_in_the_canvas() {
    use ludoscope::app::commands::Command;
    use ludoscope::app::inspector::{Action, Tab};
    use ludoscope::app::settings::Panel;
    let spec = studio_ui::inspector::arena();
    let app = studio_ui::studio(studio_ui::settings(spec, Panel::Inspector));
    let mut h = studio_ui::harness_of(app, 1024.0, 768.0);
    h.run();
    studio_ui::inspector::run(&mut h);
    h.state_mut()
        .command(Command::Inspect(Action::SetTab(Tab::Exercise)));
    h.run();
    h.get_by_label("Whole tree").click();
    h.run();
    let ex = &h.state().studio.inspector.tabs.exercise;
    assert_eq!(ex.mode, Mode::Whole);
    let full = &ex.loaded.as_ref().unwrap().full;
    let inner = (0..full.node_count() as u32)
        .filter(|&i| full.node(i).is_some_and(|n| n.leaf().is_none()))
        .count();
    assert_eq!(inner, 11, "root, A, B, C and their seven inner children");
    // A box off the canvas is not drawn: each inner node has one, in view.
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1024.0, 768.0));
    let boxes: Vec<egui::Rect> = h
        .query_all_by_label_contains("Value of ")
        .map(|n| n.rect())
        .collect();
    assert_eq!(boxes.len(), inner, "a value box for every inner node");
    for b in boxes {
        assert!(window.contains_rect(b), "{b:?} inside the window");
    }
}

#[test]
fn french_plurals_and_no_english_left() {
    assert_eq!(mistakes_text(1, Language::English), "1 mistake");
    assert_eq!(mistakes_text(2, Language::English), "2 mistakes");
    assert_eq!(mistakes_text(1, Language::French), "1 erreur");
    assert_eq!(mistakes_text(2, Language::French), "2 erreurs");
    let mut h = harness(Language::French);
    h.get_by_label("Arbre entier").click();
    h.run();
    h.get_by_label("Vérifier").click();
    h.run();
    // An empty sheet: 10 visited inner nodes without a value, 3 pruned edges unmarked.
    assert!(h.query_by_label("13 erreurs").is_some());
    assert!(
        h.query_by_label_contains("racine\u{a0}: aucune valeur\u{a0}; alpha-bêta renvoie 1 — ")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("root").is_none(),
        "no English left"
    );
    assert!(
        h.query_by_label("Arête vers B2\u{a0}: non marquée (faux)")
            .is_some()
    );
    // Filled from the answer key but for the root: 1 erreur.
    let right = h.state().loaded.as_ref().unwrap().key.answers();
    {
        let w = &mut h.state_mut().whole;
        for (i, v) in right.values.iter().enumerate().skip(1) {
            w.values[i] = v.map_or(String::new(), |v| v.to_string());
        }
        w.pruned = right.pruned.clone();
    }
    h.run();
    h.get_by_label("Vérifier").click();
    h.run();
    assert!(h.query_by_label("1 erreur").is_some());
    type_into(&mut h, "Valeur de racine", "1");
    h.get_by_label("Vérifier").click();
    h.run();
    assert!(
        h.query_by_label("Aucune erreur\u{a0}: chaque valeur et chaque arête élaguée est juste.")
            .is_some()
    );
}

#[test]
fn sources_rules_and_orders() {
    let mut h = harness(Language::English);
    // The strict rule explores B2 (B no longer cuts on 0 <= alpha = 0).
    h.get_by_label("Cut only on strict inequality").click();
    h.run();
    let ex = h.state().loaded.as_ref().unwrap();
    assert_eq!(ex.cut, CutRule::Strict);
    // 24 nodes visited, 11 of them inner: 11 + 23 + 23 questions and the move.
    assert!(h.query_by_label("(0 / 58)").is_some());
    // Best first: the same tree, its leaves reordered for the player to move.
    h.get_by_label("best first (heuristic)").click();
    h.run();
    assert!(h.state().loaded.as_ref().unwrap().reorder);
    // A random tree, saved as an arena that reads back the same.
    h.get_by_label("Random tree").click();
    h.run();
    let graph = h.state().spec.graph().unwrap();
    assert_eq!(h.state().loaded.as_ref().unwrap().arena.graph(), &graph);
    let path = std::env::temp_dir().join(format!("ludoscope-random-{}.ron", std::process::id()));
    h.state_mut().save_path = path.display().to_string();
    h.run();
    h.get_by_label("Save as arena").click();
    h.run();
    assert_eq!(
        Arena::load(&path.display().to_string()).unwrap().graph(),
        &graph
    );
    std::fs::remove_file(&path).ok();
    h.state_mut().spec.seed += 1;
    h.get_by_label("Generate").click();
    h.run();
    assert_ne!(h.state().loaded.as_ref().unwrap().arena.graph(), &graph);
    // The edited tree: nothing handed over yet, then the editor's tree.
    h.get_by_label("Edited tree").click();
    h.run();
    assert!(
        h.query_by_label("No edited tree yet: build one in the tree editor.")
            .is_some()
    );
    let text = r#"(initial: "R", nodes: [
        (name: "R", owner: 0, edges: ["A", "B"]),
        (name: "A", owner: 1, edges: ["A1", "A2"]),
        (name: "B", owner: 1, edges: ["B1", "B2"]),
        (name: "A1", value: 3), (name: "A2", value: 5),
        (name: "B1", value: 2), (name: "B2", value: 9),
    ])"#;
    let edited = Arena::from_graph("edited", parse(text).unwrap());
    h.state_mut().use_arena(edited);
    h.run();
    assert_eq!(h.state().source, Source::Edited);
    let ex = h.state().loaded.as_ref().unwrap();
    // ((3, 5), (2, 9)): value 3, B2 pruned (2 <= alpha = 3); best first kept on.
    assert_eq!(ex.key.answers().values[0], Some(3));
    assert!(h.query_by_label("Leaf B2: 9").is_none(), "step mode");
    assert!(h.query_by_label_contains("Node A MIN").is_some());
    // A trace of an arena opened in the inspector does not take the edited tree's place.
    let trace = ex.search.trace.clone();
    h.state_mut().prime(&trace);
    assert_eq!(h.state().source, Source::Edited);
    assert_eq!(
        h.state().loaded.as_ref().unwrap().key.answers().values[0],
        Some(3)
    );
}
