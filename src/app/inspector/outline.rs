//! The Outline tab: a large trace as collapsible rows, one per node (depth
//! indentation, action, role, window at entry, value and bound, cut marker, TT
//! hit), laid out with `ScrollArea::show_rows` so that only the rows on screen
//! cost anything; and a search bar (by depth, by cut, by TT hit, by action path)
//! with next and previous match, which expands the match's ancestors and scrolls
//! to it. The rows' model is [`crate::inspect::Outline`] over the trace's one
//! [`crate::inspect::Tree`]; this module keeps the tab's state ([`OutlineTab`]),
//! carries out its requests ([`OutlineAction`]) and draws it (`outline_rows`).

use crate::inspect::{Loaded, Outline, Query, find};

/// Traces with more nodes open collapsed below depth 2.
const OPEN_ALL_UP_TO: usize = 10_000;

/// What the search bar looks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SearchKind {
    #[default]
    Path,
    Depth,
    Cuts,
    TtHits,
}

impl SearchKind {
    pub const ALL: [SearchKind; 4] = [
        SearchKind::Path,
        SearchKind::Depth,
        SearchKind::Cuts,
        SearchKind::TtHits,
    ];
}

/// The tab's state: which rows are collapsed, the selection and the search.
#[derive(Clone, Debug, Default)]
pub struct OutlineTab {
    pub outline: Outline,
    /// The selected node.
    pub selected: Option<u32>,
    pub search_kind: SearchKind,
    pub search_text: String,
    /// The current search's matches, if a search ran.
    pub matches: Option<Vec<u32>>,
    /// Why the search text was not understood.
    pub message: Option<String>,
    /// The row to scroll to on the next frame.
    pub scroll_to: Option<u32>,
}

/// A request of the tab.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OutlineAction {
    SetKind(SearchKind),
    SetText(String),
    /// Run the search and go to its first match.
    Find,
    /// Go to the next (or previous) match.
    Jump {
        forward: bool,
    },
    /// Collapse or expand a node's row.
    Toggle(u32),
    /// A row was clicked.
    Select(u32),
    ExpandAll,
    /// Show only the nodes up to this depth.
    CollapseBelow(u32),
    /// The view scrolled to the row asked.
    Scrolled,
}

impl OutlineTab {
    /// The tab of a newly loaded trace: every row shown, or a large trace
    /// collapsed below depth 2.
    pub fn new(l: &Loaded) -> OutlineTab {
        let outline = if l.trace.trace.node_count() <= OPEN_ALL_UP_TO {
            Outline::new(&l.tree)
        } else {
            Outline::expanded_to(&l.tree, &l.trace.trace, 2)
        };
        OutlineTab {
            outline,
            ..OutlineTab::default()
        }
    }

    /// The rows shown.
    pub fn visible_rows(&self) -> usize {
        self.outline.visible_count()
    }

    /// Carries out `a` on the rows of `l`; returns the node chosen (a row
    /// clicked, or a match found), which the inspector then shows.
    pub fn apply(&mut self, a: OutlineAction, l: &Loaded) -> Option<u32> {
        match a {
            OutlineAction::SetKind(k) => self.search_kind = k,
            OutlineAction::SetText(t) => self.search_text = t,
            OutlineAction::Find => {
                self.run_search(l);
                return self.jump(l, true);
            }
            OutlineAction::Jump { forward } => return self.jump(l, forward),
            OutlineAction::Toggle(id) => self.outline.toggle(&l.tree, id),
            OutlineAction::Select(id) => {
                self.selected = Some(id);
                return Some(id);
            }
            OutlineAction::ExpandAll => self.outline.expand_all(&l.tree),
            OutlineAction::CollapseBelow(d) => {
                self.outline = Outline::expanded_to(&l.tree, &l.trace.trace, d);
            }
            OutlineAction::Scrolled => self.scroll_to = None,
        }
        None
    }

    /// Runs the search typed in the bar.
    pub fn run_search(&mut self, l: &Loaded) {
        let query = match self.search_kind {
            SearchKind::Path => Ok(Query::path(&self.search_text)),
            SearchKind::Depth => Query::depth(&self.search_text),
            SearchKind::Cuts => Ok(Query::Cuts),
            SearchKind::TtHits => Ok(Query::TtHits),
        };
        match query {
            Ok(q) => {
                let name = |a: u32| l.trace.name(a).to_string();
                self.matches = Some(find::matches(&l.trace.trace, &l.tree, &q, &name));
                self.message = None;
            }
            Err(e) => self.message = Some(e.to_string()),
        }
    }

    /// Selects node `id`, expanding its ancestors and scrolling to its row.
    pub fn reveal(&mut self, l: &Loaded, id: u32) {
        self.outline.reveal(&l.tree, &l.trace.trace, id);
        self.selected = Some(id);
        self.scroll_to = Some(id);
    }

    /// Selects the next (or previous) match, expanding its ancestors; returns it.
    pub fn jump(&mut self, l: &Loaded, forward: bool) -> Option<u32> {
        let found = self.matches.as_deref()?;
        let to = if forward {
            find::next_match(found, self.selected)
        } else {
            find::previous_match(found, self.selected)
        }?;
        self.reveal(l, to);
        Some(to)
    }
}
