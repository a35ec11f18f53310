//! [`Header`]: what a replay holds besides its moves (seats, creation time,
//! notes, annotations), kept by the session beside its typed line.

use crate::engine::Actor;
use crate::replay::{Annotation, Seat};

/// What a replay holds besides its moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Header {
    /// Who plays each seat: a person (with a name, if the file gave one) or an
    /// agent with its settings.
    pub seats: Vec<Seat>,
    /// When the game was first written (UTC, RFC 3339), kept across saves.
    pub created: String,
    pub notes: Option<String>,
    pub annotations: Vec<Annotation>,
    /// The plies, in notation, that the annotations were written for: an
    /// annotation is saved only while the line still begins with its plies.
    pub(super) annotated: Vec<Vec<(Actor, String)>>,
}

impl Header {
    /// A new game's header: `seats`, created now, no notes.
    pub fn new(seats: Vec<Seat>) -> Header {
        Header {
            seats,
            created: crate::replay::rfc3339(std::time::SystemTime::now()),
            notes: None,
            annotations: Vec::new(),
            annotated: Vec::new(),
        }
    }

    /// Seat `p`, a person without a name when the list is short.
    pub fn seat(&self, p: usize) -> Seat {
        self.seats
            .get(p)
            .cloned()
            .unwrap_or(Seat::Human { name: None })
    }

    /// Sets seat `p`. A person's name is kept when the seat stays a person.
    pub fn set_seat(&mut self, p: usize, seat: Seat) {
        if self.seats.len() <= p {
            self.seats.resize(p + 1, Seat::Human { name: None });
        }
        let keep_name = matches!(
            (&self.seats[p], &seat),
            (Seat::Human { .. }, Seat::Human { name: None })
        );
        if !keep_name {
            self.seats[p] = seat;
        }
    }
}

/// `seats` with one entry per player: cut to `players`, or filled with people.
pub fn seats_for(seats: &[Seat], players: usize) -> Vec<Seat> {
    (0..players)
        .map(|p| seats.get(p).cloned().unwrap_or(Seat::Human { name: None }))
        .collect()
}
