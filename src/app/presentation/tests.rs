//! The zoom's steps and shares, the text styles and the content's text.

use super::*;

#[test]
fn zoom_steps_stay_on_the_grid_and_in_range() {
    assert_eq!(PRESENTING.after(1.5, ZoomStep::In), 1.625);
    assert_eq!(PRESENTING.after(1.5, ZoomStep::Out), 1.375);
    assert_eq!(PRESENTING.after(1.25, ZoomStep::Out), 1.25);
    assert_eq!(PRESENTING.after(2.0, ZoomStep::In), 2.0);
    assert_eq!(PRESENTING.after(1.9, ZoomStep::Reset), 1.5);
    // Off the grid (a hand-edited file): back on it.
    assert_eq!(NORMAL.after(1.03, ZoomStep::In), 1.125);
    assert_eq!(NORMAL.after(0.75, ZoomStep::Out), 0.75);
    assert_eq!(NORMAL.after(1.0, ZoomStep::Out), 0.875);
    // Out of range or not a number: brought back.
    assert_eq!(NORMAL.clamp(9.0), 2.0);
    assert_eq!(PRESENTING.clamp(1.0), 1.25);
    assert_eq!(NORMAL.clamp(f32::NAN), 1.0);
    let mut z = NORMAL.default;
    for _ in 0..20 {
        z = NORMAL.after(z, ZoomStep::In);
    }
    assert_eq!(z, NORMAL.max);
}

#[test]
fn no_text_style_is_under_the_minimum() {
    let mut style = egui::Style::default();
    assert!(
        style.text_styles[&TextStyle::Small].size < MIN_TEXT,
        "egui's own"
    );
    text_styles(&mut style);
    assert_eq!(style.text_styles.len(), 5);
    for (s, f) in &style.text_styles {
        assert!(f.size >= MIN_TEXT, "{s:?}: {}", f.size);
    }
    assert_eq!(percent(1.5), "150 %");
}

#[test]
fn trees_reach_24_pixels_in_presentation() {
    // 1.5x: controls 1.25, so 19.2 points are 24 window pixels.
    assert!((tree_text_at(1.5, true) - 19.2).abs() < 1e-4);
    assert!((tree_text_at(1.25, true) * scales(1.25).controls - PRESENTED_TREE_PX).abs() < 1e-4);
    // 2x: the content's own 1.6 makes 22.4 points, 28 window pixels.
    assert!((tree_text_at(2.0, true) - 22.4).abs() < 1e-4);
    assert!((tree_text_at(1.5, false) - 16.8).abs() < 1e-4);
    assert_eq!(tree_text_at(1.0, false), MIN_TEXT);
    assert_eq!(tree_text_at(0.75, false), MIN_TEXT, "never under 14 points");
    let ctx = egui::Context::default();
    assert_eq!(tree_text(&ctx), MIN_TEXT, "before the first frame");
    assert_eq!(content(&ctx), Content::default());
    apply(&ctx, 1.5, true);
    assert!((tree_text(&ctx) - 19.2).abs() < 1e-4);
    assert!((content(&ctx).scale - 1.2).abs() < 1e-6);
    assert!(content(&ctx).presenting);
}

#[test]
fn the_zoom_goes_to_the_content_first() {
    let close = |a: f32, b: f32| (a - b).abs() < 1e-6;
    let s = scales(1.5);
    assert!(close(s.controls, 1.25) && close(s.content, 1.2), "{s:?}");
    let s = scales(1.25);
    assert!(
        close(s.controls, 1.125) && close(s.content, 1.25 / 1.125),
        "{s:?}"
    );
    let s = scales(2.0);
    assert!(
        close(s.controls, MAX_CONTROLS) && close(s.content, 1.6),
        "{s:?}"
    );
    // At or under 1 the whole interface shrinks alike.
    assert_eq!(
        scales(1.0),
        Scales {
            controls: 1.0,
            content: 1.0
        }
    );
    assert_eq!(
        scales(0.75),
        Scales {
            controls: 0.75,
            content: 1.0
        }
    );
    assert_eq!(scales(f32::NAN), scales(1.0));
    let mut last = scales(0.5);
    for i in 0..=40 {
        let z = 0.5 + i as f32 * 0.05;
        let s = scales(z);
        assert!(close(s.controls * s.content, z), "{z}: {s:?}");
        assert!(
            s.controls >= last.controls && s.content >= last.content - 1e-6,
            "{z}"
        );
        assert!(s.controls <= MAX_CONTROLS && s.content >= 1.0 - 1e-6 || z < 1.0);
        last = s;
    }
}

#[test]
fn a_panel_s_tables_take_the_content_share() {
    // At 1.5x in presentation a table's text was 14 points times the
    // controls' 1.25: 17.5 px. With the content's 1.2 it is 21 px again.
    let ctx = egui::Context::default();
    apply(&ctx, 1.5, true);
    let mut seen = Vec::new();
    let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
        seen.push((TextStyle::Body.resolve(ui.style()).size, text_factor(ui)));
        ui.scope(|ui| {
            content_text(ui);
            for style in [TextStyle::Body, TextStyle::Monospace, TextStyle::Small] {
                seen.push((style.resolve(ui.style()).size, text_factor(ui)));
            }
            seen.push((TextStyle::Heading.resolve(ui.style()).size, 0.0));
            controls_text(ui);
            seen.push((TextStyle::Body.resolve(ui.style()).size, text_factor(ui)));
        });
        // Outside the content's Ui the controls keep their size.
        seen.push((TextStyle::Button.resolve(ui.style()).size, text_factor(ui)));
    });
    // The font atlas is not painted here.
    output.textures_delta.clear();
    let close = |a: f32, b: f32| (a - b).abs() < 1e-4;
    let controls = scales(1.5).controls;
    assert!(
        close(seen[0].0, MIN_TEXT) && close(seen[0].1, 1.0),
        "{seen:?}"
    );
    for &(size, factor) in &seen[1..4] {
        assert!(close(size * controls, 21.0), "{seen:?}");
        assert!(close(factor, 1.2), "{seen:?}");
    }
    assert!(
        close(seen[4].0, 24.0),
        "the heading in proportion: {seen:?}"
    );
    assert!(
        close(seen[5].0, MIN_TEXT) && close(seen[5].1, 1.0),
        "a plot's: {seen:?}"
    );
    assert!(
        close(seen[6].0, MIN_TEXT) && close(seen[6].1, 1.0),
        "the controls': {seen:?}"
    );
    // At 2x: 14 x 1.6 points, 28 px.
    let mut style = egui::Style::default();
    text_styles(&mut style);
    scale_text(&mut style, scales(2.0).content);
    let body = style.text_styles[&TextStyle::Body].size;
    assert!(close(body * scales(2.0).controls, 28.0), "{body}");
    // Not a number: left as it was.
    scale_text(&mut style, f32::NAN);
    assert_eq!(style.text_styles[&TextStyle::Body].size, body);
}
