//! The graph view's model as one of the studio's panel models
//! ([`crate::app::contract`]): the document's arena graph, followed with the
//! document and polled with the panels, before anything draws it. Kept apart
//! from [`super::model`], which the board's scenes read, so that the contract
//! (which names the session, whose scenes name the model) is not imported
//! back.

use super::model::{GraphModel, graph_of};
use super::pictures::PictureIntent;
use crate::app::contract::{Applies, Doc, Panel, PanelModel, Raised};
use crate::app::task::Waker;

/// The document's arena graph, laid out before anything draws it: followed
/// with the document, polled with the panels (it has no tab of its own).
impl PanelModel for GraphModel {
    fn tab(&self) -> Option<Panel> {
        None
    }

    fn set_waker(&mut self, wake: &Waker) {
        GraphModel::set_waker(self, wake.clone());
    }

    /// Only the layout's task: the graph is followed when the document
    /// changes, not every frame.
    fn poll(&mut self, _doc: &Doc<'_>) -> Vec<Raised> {
        GraphModel::poll(self);
        Vec::new()
    }

    fn follow(&mut self, doc: &Doc<'_>) {
        GraphModel::follow(self, graph_of(doc.game));
    }
}

/// The pictures of the graph (the board's and the Attractors panel's).
impl Applies for GraphModel {
    type Intent = PictureIntent;

    fn apply(&mut self, intent: PictureIntent, _doc: &Doc<'_>) -> Vec<Raised> {
        let laid = self.laid();
        self.pictures.apply(intent, laid);
        Vec::new()
    }
}
