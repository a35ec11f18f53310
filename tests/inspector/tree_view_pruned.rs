//! The one tree view in the Tree tab, driven headless through egui_kittest:
//! after alpha-beta on seed 003's exercise tree, each child a cut pruned is
//! drawn greyed with the value MinMax gives it (the course tree on paper),
//! and "Hide pruned" leaves them out.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::studio_ui::inspector::{arena, harness, run};
use egui_kittest::kittest::Queryable;
use ludoscope::app::commands::Command;
use ludoscope::app::inspector::Action;
use ludoscope::inspect::rules::value_text;

#[test]
fn pruned_children_show_their_values_until_hidden() {
    let mut h = harness(arena());
    run(&mut h);
    let (last, want) = {
        let l = h.state().studio.inspector.loaded.as_ref().unwrap();
        let mut want = Vec::new();
        for node in l.tree.cut_nodes() {
            let k = l.tree.cut_at(node).unwrap();
            for (i, &a) in l.trace.trace.cut(k).iter().enumerate() {
                let v = l.pruned_values.get(k as u32, i as u32).expect("a value");
                let parent = l.trace.action_name(node);
                let name = l.trace.name(a);
                let label = format!("Pruned {name} (cut at {parent})");
                want.push((label, value_text(v)));
            }
        }
        (l.len(), want)
    };
    assert!(!want.is_empty(), "seed 003's tree has cuts");
    h.state_mut().command(Command::Inspect(Action::GoTo(last)));
    h.run();
    // Each pruned child is drawn, its value known (painted in its square).
    for (label, value) in &want {
        assert!(h.query_by_label(label).is_some(), "no {label:?} ({value})");
    }
    h.get_by_label("Hide pruned").click();
    h.run();
    assert_eq!(h.query_all_by_label_contains("Pruned ").count(), 0);
    h.get_by_label("Hide pruned").click();
    h.run();
    assert_eq!(h.query_all_by_label_contains("Pruned ").count(), want.len());
}
