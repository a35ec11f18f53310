//! Seed 000's "état matériel" and its visibility rule, in one place for every game.
//!
//! A state is described by a set of components (atomic symbols such as `card2`,
//! with dotted attributes such as `card2.rank`, related to their owner by seed
//! 000's "point" relation), relations between components (`in(card2, hand1)`,
//! `is(card2.rank, K)`), and for each player `j` a visibility set `V_j` of
//! components. The rule (seed 000, "Visibilité"): a relation is visible to a
//! player iff each of its components is. A game only says what its components,
//! relations and visibility sets are ([`Material`]); [`MaterialState::view`]
//! derives what any viewer sees.

use super::game::Game;
use super::player::{Player, Viewer};
use std::collections::HashMap;
use std::fmt;

/// A component's index in a [`MaterialState`].
pub type ComponentId = usize;

/// A relation between components, such as `in(card2, hand1)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Relation {
    pub name: String,
    pub args: Vec<ComponentId>,
}

/// Components, relations and visibility sets of one state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MaterialState {
    names: Vec<String>,
    index: HashMap<String, ComponentId>,
    relations: Vec<Relation>,
    /// `hidden[c]`: the players whose visibility set lacks component `c`, as a bit set.
    hidden: Vec<u16>,
    players: usize,
}

/// A component as a viewer sees it: its name, and whether it is visible.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SeenComponent {
    pub name: String,
    pub visible: bool,
}

/// What one viewer sees of a material state: every component (hidden ones marked
/// hidden, as a card's back shows that a card is there) and the visible relations,
/// written `name(a, b)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MaterialView {
    pub components: Vec<SeenComponent>,
    pub relations: Vec<String>,
}

impl MaterialState {
    /// An empty description for a game of `players` players.
    pub fn new(players: usize) -> Self {
        MaterialState {
            players,
            ..Default::default()
        }
    }

    /// The component named `name`, added (visible to all) if new. A dotted name
    /// `a.b` also adds `a` and the relation `.(a, a.b)`.
    pub fn component(&mut self, name: &str) -> ComponentId {
        if let Some(&id) = self.index.get(name) {
            return id;
        }
        let parent = name.rsplit_once('.').map(|(p, _)| self.component(p));
        let id = self.names.len();
        self.names.push(name.to_string());
        self.index.insert(name.to_string(), id);
        self.hidden.push(0);
        if let Some(p) = parent {
            self.relations.push(Relation {
                name: ".".into(),
                args: vec![p, id],
            });
        }
        id
    }

    /// Adds the relation `name(args...)`, creating the components as needed.
    pub fn relate(&mut self, name: &str, args: &[&str]) {
        let args = args.iter().map(|a| self.component(a)).collect();
        self.relations.push(Relation {
            name: name.to_string(),
            args,
        });
    }

    /// Takes component `name` out of the visibility set of every player but `owner`
    /// (`None`: out of every player's).
    pub fn private_to(&mut self, name: &str, owner: Option<Player>) {
        let id = self.component(name);
        let all = ((1u32 << self.players) - 1) as u16;
        self.hidden[id] = all & !owner.map_or(0, |p| 1 << p);
    }

    /// Puts component `name` back into player `p`'s visibility set.
    pub fn reveal_to(&mut self, name: &str, p: Player) {
        let id = self.component(name);
        self.hidden[id] &= !(1 << p);
    }

    /// Whether `viewer` sees component `c` (seed 000: `c` is in `V_j`; the public
    /// sees what every player sees; everyone sees all).
    pub fn sees(&self, viewer: Viewer, c: ComponentId) -> bool {
        match viewer {
            Viewer::Everyone => true,
            Viewer::Public => self.hidden[c] == 0,
            Viewer::Player(p) => self.hidden[c] & (1 << p) == 0,
        }
    }

    /// What `viewer` sees: the rule of seed 000, a relation is visible iff each of
    /// its components is. Components and relations are listed sorted by name, so
    /// that the order in which a game described them (which may follow hidden
    /// values) shows nothing.
    pub fn view(&self, viewer: Viewer) -> MaterialView {
        let mut components: Vec<SeenComponent> = (0..self.names.len())
            .map(|c| SeenComponent {
                name: self.names[c].clone(),
                visible: self.sees(viewer, c),
            })
            .collect();
        components.sort_by(|a, b| a.name.cmp(&b.name));
        let mut relations: Vec<String> = self
            .relations
            .iter()
            .filter(|r| r.args.iter().all(|&c| self.sees(viewer, c)))
            .map(|r| {
                let args: Vec<&str> = r.args.iter().map(|&c| self.names[c].as_str()).collect();
                format!("{}({})", r.name, args.join(", "))
            })
            .collect();
        relations.sort();
        MaterialView {
            components,
            relations,
        }
    }
}

impl fmt::Display for MaterialView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hidden: Vec<&str> = self
            .components
            .iter()
            .filter(|c| !c.visible)
            .map(|c| c.name.as_str())
            .collect();
        for r in &self.relations {
            writeln!(f, "{r}")?;
        }
        if !hidden.is_empty() {
            writeln!(f, "hidden: {}", hidden.join(", "))?;
        }
        Ok(())
    }
}

/// A game that describes its states in seed 000's terms.
pub trait Material: Game {
    fn material(&self, s: &Self::State) -> MaterialState;

    /// What `viewer` sees of `s`, by seed 000's rule.
    fn material_view(&self, s: &Self::State, viewer: Viewer) -> MaterialView {
        self.material(s).view(viewer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_example_of_a_face_down_card() {
        // Seed 000: player A holds a card face down; B sees main_de_A, la_carte,
        // la_carte.verso and Position(la_carte, main_de_A), not la_carte.recto.
        let mut m = MaterialState::new(2);
        m.relate("Position", &["la_carte", "main_de_A"]);
        m.component("la_carte.verso");
        m.relate("couleur", &["la_carte.recto", "rouge"]);
        m.private_to("la_carte.recto", Some(0));
        let b = m.view(Viewer::Player(1));
        assert!(
            b.relations
                .contains(&"Position(la_carte, main_de_A)".to_string())
        );
        assert!(
            b.relations
                .contains(&".(la_carte, la_carte.verso)".to_string())
        );
        assert!(!b.relations.iter().any(|r| r.contains("recto")));
        let recto = b
            .components
            .iter()
            .find(|c| c.name == "la_carte.recto")
            .unwrap();
        assert!(!recto.visible);
        let a = m.view(Viewer::Player(0));
        assert!(
            a.relations
                .contains(&"couleur(la_carte.recto, rouge)".to_string())
        );
        assert_eq!(
            m.view(Viewer::Public),
            b,
            "the public sees what B sees here"
        );
        m.reveal_to("la_carte.recto", 1);
        assert_eq!(m.view(Viewer::Public), m.view(Viewer::Everyone));
        assert!(
            m.view(Viewer::Player(1))
                .to_string()
                .contains("couleur(la_carte.recto, rouge)")
        );
    }
}
