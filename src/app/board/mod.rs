//! Board painters, one per game. A painter receives only the engine's view of the
//! position for the chosen viewer (never the state), the legal actions a click may
//! choose, and the last move; it draws and returns the action a click picked.
//! Rules stay in the engine: a painter only maps pixels to the game's actions,
//! and the command that plays the action is checked by the engine again.
//!
//! Each clickable thing (a cell, a column, an object) is its own widget with an
//! accessible label, so screen readers and UI tests (egui_kittest) can click it.

pub mod arena;
mod cards;
mod connect_four;
mod goofspiel;
mod grids;
pub mod leduc;
mod nim;
mod pig;
pub mod scene;
pub mod setup;
pub mod strings;
mod tafl;
mod tictactoe;

pub use super::graph_view::text as arena_text;

use super::graph_view::GraphModel;
use super::i18n::Language;
use crate::engine::{Game, Material, Player};
use crate::games::Arena;
use eframe::egui::{self, Color32, Id, Rect, Response, Sense, Ui, Vec2};

/// The display toggles a painter honours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardOptions {
    pub hints: bool,
    pub coordinates: bool,
    pub flip: bool,
    /// The board's legend (Chomp's poisoned square), left out of miniatures.
    pub legend: bool,
    pub lang: Language,
}

/// What a painter draws.
pub struct BoardInput<'a, G: Game> {
    pub game: &'a G,
    /// The position as the chosen viewer sees it.
    pub view: &'a G::View,
    /// The actions a click may choose now (empty when no human moves here).
    pub legal: &'a [G::Action],
    /// The notation of each of `legal`.
    pub names: &'a [String],
    /// The action that led to this position, if one move did.
    pub last: Option<G::Action>,
    /// The position before `last`, as the same viewer saw it (to show what the
    /// last move took).
    pub before: Option<&'a G::View>,
    pub opts: BoardOptions,
    /// Annotations to draw over the parts that play some actions (the solver's
    /// outcome of each move); usually empty.
    pub marks: &'a [(G::Action, Mark)],
    /// The layout of the arena shown, for a game drawn as a graph (see
    /// [`crate::app::graph_view`]); without it an arena shows a line of text.
    pub graph: Option<&'a GraphModel>,
}

impl<'a, G: Game> BoardInput<'a, G> {
    /// A position to look at, not to play: no legal move, no last move, no
    /// hints, coordinates, legend or marks (the miniatures of the attractor and
    /// information-set panels).
    pub fn still(game: &'a G, view: &'a G::View, lang: Language) -> Self {
        BoardInput {
            game,
            view,
            legal: &[],
            names: &[],
            last: None,
            before: None,
            opts: BoardOptions {
                hints: false,
                coordinates: false,
                flip: false,
                legend: false,
                lang,
            },
            marks: &[],
            graph: None,
        }
    }

    /// The same, an arena laid out by `graph`.
    pub fn with_graph(self, graph: &'a GraphModel) -> Self {
        BoardInput {
            graph: Some(graph),
            ..self
        }
    }
}

/// Draws `state` as `viewer` sees it with `g`'s painter, read-only
/// ([`BoardInput::still`]), under the id `id`, in the space `ui` offers: the
/// miniatures of the attractor, information-set and ISMCTS panels.
pub fn paint_still<G: Painter>(
    ui: &mut Ui,
    g: &G,
    state: &G::State,
    viewer: crate::engine::Viewer,
    lang: Language,
    id: impl egui::AsIdSalt,
) {
    let view = g.view(state, viewer);
    let input = BoardInput::still(g, &view, lang);
    ui.push_id(id, |ui| g.paint(ui, &input));
}

/// An annotation of one action, drawn over the part of the board that plays it:
/// a colour, a short text for the board (`W3`) and the words a screen reader
/// (and a UI test) reads in the part's value (`win in 3`).
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    pub color: Color32,
    pub short: String,
    pub words: String,
}

impl<G: Game> BoardInput<'_, G> {
    /// The mark of action `a`, if any.
    pub fn mark(&self, a: &G::Action) -> Option<&Mark> {
        self.marks.iter().find(|(b, _)| b == a).map(|(_, m)| m)
    }

    /// A part's accessible value with the mark of `a` appended: `- (win in 3)`.
    pub fn marked_value(&self, a: &G::Action, value: String) -> String {
        match self.mark(a) {
            Some(m) => format!("{value} ({})", m.words),
            None => value,
        }
    }

    /// Draws every mark over the rect that `place` gives for its action (none:
    /// not drawn). Painters call it last, so marks stay on top.
    pub fn paint_marks(&self, canvas: &egui::Painter, place: impl Fn(&G::Action) -> Option<Rect>) {
        for (a, mark) in self.marks {
            if let Some(rect) = place(a) {
                paint_mark(canvas, rect, mark);
            }
        }
    }
}

/// One mark: a frame of its colour inside `rect` and a pill with its short text
/// in the middle, sized to the rect.
pub fn paint_mark(canvas: &egui::Painter, rect: Rect, mark: &Mark) {
    let side = rect.width().min(rect.height());
    let width = (side * 0.06).clamp(1.5, 4.0);
    canvas.rect_stroke(
        rect.shrink(width),
        side * 0.12,
        egui::Stroke::new(width, mark.color),
        egui::StrokeKind::Inside,
    );
    // A long flat part (a Nim token) takes a text as high as it allows.
    let size = if rect.width() > 2.0 * rect.height() {
        rect.height() * 0.55
    } else {
        side * 0.3
    };
    let font = egui::FontId::proportional(fitted_text(canvas.ctx(), size, 22.0));
    let galley = canvas.layout_no_wrap(mark.short.clone(), font, Color32::from_gray(20));
    let pill = Rect::from_center_size(rect.center(), galley.size() + Vec2::new(8.0, 2.0));
    canvas.rect_filled(pill, pill.height() * 0.5, mark.color);
    canvas.galley(
        pill.center() - galley.size() * 0.5,
        galley,
        Color32::from_gray(20),
    );
}

/// How much a board's texts and the room kept for them grow: the content's
/// share of the zoom (issue 30), read by the marks, the coordinates, Pig's
/// scores and the cards' faces alike. Sizes written at zoom 1 are multiplied
/// by it.
pub fn text_scale(ctx: &egui::Context) -> f32 {
    crate::app::presentation::content(ctx).scale
}

/// A text `size` points high as a part of the board allows, held between the
/// least text ([`crate::app::presentation::MIN_TEXT`]) and `most`, both times
/// [`text_scale`]: the zoom enlarges the board's texts with its content.
pub fn fitted_text(ctx: &egui::Context, size: f32, most: f32) -> f32 {
    let k = text_scale(ctx);
    let least = crate::app::presentation::MIN_TEXT * k;
    size.clamp(least, (most * k).max(least))
}

/// The width of `text` in `font` on one line.
pub fn text_width(painter: &egui::Painter, text: &str, font: egui::FontId) -> f32 {
    painter
        .layout_no_wrap(text.to_owned(), font, Color32::WHITE)
        .size()
        .x
}

/// A proportional font of `size` points, made smaller for `text` to fit
/// `width` on one line, but never under the least text.
pub fn fit_font(painter: &egui::Painter, text: &str, size: f32, width: f32) -> egui::FontId {
    let wide = text_width(painter, text, egui::FontId::proportional(size));
    let size = if wide > width && wide > 0.0 {
        (size * width / wide).max(crate::app::presentation::MIN_TEXT)
    } else {
        size
    };
    egui::FontId::proportional(size)
}

/// A game of the catalog that the studio can draw.
pub trait Painter: crate::agents::AgentGame + Material + crate::games::Catalogued {
    /// Draws the board in the space `ui` offers; returns the action a click chose
    /// (always one of `input.legal`).
    fn paint(&self, ui: &mut Ui, input: &BoardInput<'_, Self>) -> Option<Self::Action>;

    /// Draws like [`Painter::paint`], with the moves already chosen at a
    /// simultaneous turn and not yet played (`chosen`, each shown only to who
    /// may see it); the default, for games without such turns, ignores them.
    fn paint_turn(
        &self,
        ui: &mut Ui,
        input: &BoardInput<'_, Self>,
        chosen: &[Chosen<Self::Action>],
    ) -> Option<Self::Action> {
        let _ = chosen;
        self.paint(ui, input)
    }

    /// The graph this game is drawn as, when its states are the nodes of one
    /// (an arena); `None`, the default, for a game drawn as a board.
    fn as_graph(&self) -> Option<GraphOfStates<'_, Self>> {
        None
    }
}

/// A move already chosen at a simultaneous turn and not yet played (the turn
/// waits for the others): who chose, and what, when the viewer may see it
/// (its own move, or the omniscient view); `None` shows it face down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chosen<A> {
    pub player: Player,
    pub action: Option<A>,
}

/// A game drawn as a graph whose nodes are its states (an arena, seed 003
/// Definition 1.1): the arena, and the node of each state and back. The
/// attractor inspector colours this graph rather than list miniatures.
pub struct GraphOfStates<'a, G: Game> {
    pub arena: &'a Arena,
    /// The node of a state.
    pub node: fn(&G::State) -> u32,
    /// The state at a node.
    pub state: fn(u32) -> G::State,
}

/// The colour of player `p`'s pieces.
pub fn player_color(p: Player) -> Color32 {
    const COLORS: [Color32; 4] = [
        Color32::from_rgb(0xe0, 0x4f, 0x4f),
        Color32::from_rgb(0xf2, 0xc1, 0x2e),
        Color32::from_rgb(0x4f, 0x9d, 0xe0),
        Color32::from_rgb(0x5f, 0xc2, 0x6a),
    ];
    COLORS[p % COLORS.len()]
}

/// Player `p`'s colour for text, readable on the theme's backgrounds (see
/// [`crate::app::theme::player_text`]).
pub fn player_text_color(ui: &Ui, p: Player) -> Color32 {
    crate::app::theme::player_text(ui.visuals().dark_mode, p)
}

/// The colour that marks the last move.
pub fn last_move_color(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(0x9a, 0xd0, 0xff)
    } else {
        Color32::from_rgb(0x1f, 0x6f, 0xc0)
    }
}

/// The largest rect of the given aspect (width / height) that fits the space
/// left in `ui`, centred, with room for `margin` around it. Allocates the space.
/// The margin (room for the coordinates) grows with [`text_scale`] and
/// shrinks in a small space (a miniature).
pub fn board_rect(ui: &mut Ui, aspect: f32, margin: f32) -> Rect {
    let avail = ui.available_size().max(Vec2::splat(48.0));
    let margin = (margin * text_scale(ui.ctx())).min(avail.min_elem() * 0.08);
    let inner = avail - Vec2::splat(2.0 * margin);
    let (w, h) = if inner.x / inner.y > aspect {
        (inner.y * aspect, inner.y)
    } else {
        (inner.x, inner.x / aspect)
    };
    let (outer, _) = ui.allocate_exact_size(avail, Sense::hover());
    Rect::from_center_size(outer.center(), Vec2::new(w.max(24.0), h.max(24.0)))
}

/// One clickable part of the board, named for accessibility. Disabled parts are
/// still named (a screen reader reads the whole board) but cannot be clicked.
/// `id` is made unique within `ui`, so several boards (miniatures) may share a
/// window.
pub fn part(ui: &mut Ui, rect: Rect, id: Id, label: String, value: String, on: bool) -> Response {
    let sense = if on { Sense::click() } else { Sense::hover() };
    let response = ui.interact(rect, ui.make_persistent_id(id), sense);
    response.widget_info(|| {
        let mut info = egui::WidgetInfo::labeled(egui::Role::Button, on, &label);
        info.current_text_value = Some(value.clone());
        info
    });
    if on {
        response.on_hover_cursor(egui::CursorIcon::PointingHand)
    } else {
        response
    }
}

/// Text in the board's coordinate style, `size` points high (sizes written
/// at zoom 1 are to be multiplied by [`text_scale`]).
pub fn coord_text(ui: &Ui, painter: &egui::Painter, pos: egui::Pos2, text: &str, size: f32) {
    painter.text(
        pos,
        egui::Align2::CENTER_CENTER,
        text,
        egui::FontId::proportional(size),
        ui.visuals().weak_text_color(),
    );
}

/// A row's or a column's number beside a grid, in the board's coordinate
/// style, and named for accessibility ("Row 2", "Column 3"), so a screen reader
/// and a UI test find the coordinates the moves are written in.
pub fn coordinate(
    ui: &mut Ui,
    canvas: &egui::Painter,
    rect: Rect,
    id: Id,
    name: String,
    text: &str,
) {
    let size = fitted_text(ui.ctx(), rect.height().min(rect.width()) * 0.5, 22.0);
    coord_text(ui, canvas, rect.center(), text, size);
    let response = ui.interact(rect, ui.make_persistent_id(id), Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
}
