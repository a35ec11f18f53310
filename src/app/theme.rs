//! The studio's two themes: egui's dark and light visuals with the text colours
//! raised to the WCAG AA level (a contrast of at least 4.5:1 against every
//! background they are drawn on), and the players' colours for text in each
//! theme. [`text_pairs`] lists those text/background pairs and [`contrast`]
//! computes WCAG 2's contrast ratio, so a test checks every pair of both themes.
//!
//! egui's defaults that fall short and are replaced here: the weak text (its
//! normal text at 60 % opacity), the error red on both themes, and the light
//! theme's warning orange and hyperlink blue. The players' colours
//! ([`super::board::player_color`]) stay as they are for pieces; their text
//! forms ([`player_text`]) are lighter on the dark theme and darker on the light
//! one.
//!
//! Not here: which panel draws which colour (the panels call these functions).

use eframe::egui::{self, Color32, Visuals};

/// The least contrast for text (WCAG 2, success criterion 1.4.3, level AA).
pub const AA_TEXT: f32 = 4.5;

/// The least contrast for lines and shapes that carry meaning: a tree's
/// edges, outlines and rings (WCAG 2.1, success criterion 1.4.11, level AA).
pub const AA_LINE: f32 = 3.0;

/// The studio's visuals for the dark or the light theme.
pub fn visuals(dark: bool) -> Visuals {
    let mut v = if dark {
        Visuals::dark()
    } else {
        Visuals::light()
    };
    if dark {
        v.weak_text_color = Some(Color32::from_gray(150));
        v.error_fg_color = Color32::from_rgb(0xff, 0x6e, 0x6e);
    } else {
        v.weak_text_color = Some(Color32::from_gray(100));
        v.error_fg_color = Color32::from_rgb(0xbe, 0x00, 0x00);
        v.warn_fg_color = Color32::from_rgb(0xb4, 0x46, 0x00);
        v.hyperlink_color = Color32::from_rgb(0x00, 0x64, 0xb4);
    }
    v
}

/// Hands both themes' visuals to egui when they differ from [`visuals`]
/// (once, then whenever something reset them).
pub fn apply(ctx: &egui::Context) {
    for (theme, dark) in [(egui::Theme::Dark, true), (egui::Theme::Light, false)] {
        let wanted = visuals(dark);
        if ctx.style_of(theme).visuals != wanted {
            ctx.set_visuals_of(theme, wanted);
        }
    }
}

/// Player `p`'s colour for text on the dark or the light theme: the piece
/// colour, lightened or darkened until it reads on the theme's backgrounds.
pub fn player_text(dark: bool, p: usize) -> Color32 {
    const DARK: [Color32; 4] = [
        Color32::from_rgb(0xe8, 0x6a, 0x6a),
        Color32::from_rgb(0xf2, 0xc1, 0x2e),
        Color32::from_rgb(0x5f, 0xa8, 0xe8),
        Color32::from_rgb(0x5f, 0xc2, 0x6a),
    ];
    const LIGHT: [Color32; 4] = [
        Color32::from_rgb(0xb0, 0x3a, 0x3a),
        Color32::from_rgb(0x75, 0x5c, 0x14),
        Color32::from_rgb(0x2f, 0x62, 0x8e),
        Color32::from_rgb(0x35, 0x6e, 0x3c),
    ];
    let table = if dark { DARK } else { LIGHT };
    table[p % table.len()]
}

/// The number of players' colours ([`player_text`] repeats after it).
pub const PLAYER_COLORS: usize = 4;

/// WCAG 2's relative luminance of an opaque sRGB colour (0 black, 1 white).
pub fn luminance(c: Color32) -> f32 {
    let channel = |v: u8| {
        let s = f32::from(v) / 255.0;
        if s <= 0.040_45 {
            s / 12.92
        } else {
            ((s + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(c.r()) + 0.7152 * channel(c.g()) + 0.0722 * channel(c.b())
}

/// WCAG 2's contrast ratio of two colours, from 1 (equal) to 21 (black on
/// white); a translucent `fg` is first blended over `bg`, as it is drawn.
pub fn contrast(fg: Color32, bg: Color32) -> f32 {
    let (a, b) = (luminance(over(fg, bg)), luminance(over(bg, Color32::BLACK)));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// `fg` as drawn on the opaque `bg`, moved toward black on a light `bg` (toward
/// white on a dark one) by the least step of a twentieth that gives at least
/// `ratio` against `bg`: the same hue, darker or lighter. A colour that already
/// reaches `ratio` comes back as drawn (blended over `bg`).
pub fn at_least(fg: Color32, bg: Color32, ratio: f32) -> Color32 {
    let drawn = over(fg, bg);
    let toward = if contrast(Color32::BLACK, bg) >= contrast(Color32::WHITE, bg) {
        Color32::BLACK
    } else {
        Color32::WHITE
    };
    (0..=20)
        .map(|step| drawn.lerp_to_gamma(toward, step as f32 / 20.0))
        .find(|&c| contrast(c, bg) >= ratio)
        .unwrap_or(toward)
}

/// `fg` (premultiplied, as egui keeps colours) drawn over the opaque `bg`,
/// in gamma space as egui blends; an additive colour (alpha 0) adds light.
pub fn over(fg: Color32, bg: Color32) -> Color32 {
    let a = f32::from(fg.a()) / 255.0;
    let mix = |f: u8, b: u8| (f32::from(f) + f32::from(b) * (1.0 - a)).round().min(255.0) as u8;
    Color32::from_rgb(
        mix(fg.r(), bg.r()),
        mix(fg.g(), bg.g()),
        mix(fg.b(), bg.b()),
    )
}

/// One text colour on one background, named for a test's message.
#[derive(Clone, Debug, PartialEq)]
pub struct TextPair {
    pub name: String,
    pub text: Color32,
    pub background: Color32,
}

/// Every text/background pair the studio draws with the theme `v`: the plain,
/// weak and strong texts, warnings, errors and links on the panels, windows,
/// text fields and striped rows; button texts on buttons in each state; the
/// selected text on the selection (the move list's current ply); and each
/// player's text colour ([`player_text`]) where players' names and moves are
/// written (panels, windows, striped rows of the move list).
pub fn text_pairs(v: &Visuals) -> Vec<TextPair> {
    let pair = |name: String, text: Color32, background: Color32| TextPair {
        name,
        text,
        background,
    };
    // The striped rows' colour is drawn over the panel.
    let striped = over(v.faint_bg_color, v.panel_fill);
    let grounds = [
        ("panel", v.panel_fill),
        ("window", v.window_fill),
        ("text field", v.text_edit_bg_color()),
        ("striped row", striped),
    ];
    let mut out = Vec::new();
    for (ground, bg) in grounds {
        for (what, fg) in [
            ("text", v.text_color()),
            ("weak text", v.weak_text_color()),
            ("strong text", v.strong_text_color()),
            ("warning", v.warn_fg_color),
            ("error", v.error_fg_color),
            ("link", v.hyperlink_color),
        ] {
            out.push(pair(format!("{what} on {ground}"), fg, bg));
        }
        for p in 0..PLAYER_COLORS {
            let name = format!("player {p}'s text on {ground}");
            out.push(pair(name, player_text(v.dark_mode, p), bg));
        }
    }
    let w = &v.widgets;
    for (state, look) in [
        ("inactive", w.inactive),
        ("hovered", w.hovered),
        ("active", w.active),
        ("open", w.open),
    ] {
        let name = format!("{state} button text");
        out.push(pair(
            name,
            look.text_color(),
            over(look.weak_bg_fill, v.panel_fill),
        ));
    }
    out.push(pair(
        "selected text on the selection".into(),
        v.selection.stroke.color,
        v.selection.bg_fill,
    ));
    out
}
