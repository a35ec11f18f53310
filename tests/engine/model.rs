//! The general model of seed 000 on a tiny test-only game with chance, simultaneous
//! moves and hidden information: a coin is flipped (only player 0 sees it), then
//! both players bid 0, 1 or 2 secretly and at once; on heads the higher bid wins,
//! on tails the lower; equal bids draw. Signals and views must carry nothing hidden.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::conformance;

use ludoscope::engine::{
    ActionError, Actor, DynMatch, Game, GameInfo, Match, Move, PlayError, PlayerSet, Prob, Scores,
    Turn, Viewer, perft_levels, transition,
};

#[derive(Clone)]
struct CoinBid;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Act {
    Heads,
    Tails,
    Bid(u8),
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct State {
    heads: Option<bool>,
    bids: [Option<u8>; 2],
}

/// What a viewer sees: whether the coin was flipped and its face if visible, the
/// bids it may see, whether it is over.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct View {
    flipped: bool,
    heads: Option<bool>,
    bids: [Option<u8>; 2],
    over: bool,
}

impl Game for CoinBid {
    type State = State;
    type Action = Act;
    type View = View;

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "CoinBid",
            players: 2,
            simultaneous: true,
            chance: true,
            perfect_information: false,
            zero_sum: true,
        }
    }
    fn initial_state(&self) -> State {
        State::default()
    }
    fn turn(&self, s: &State) -> Turn {
        match (s.heads, s.bids) {
            (None, _) => Turn::Chance,
            (Some(_), [None, None]) => Turn::Simultaneous {
                players: PlayerSet::all(2),
                chance: false,
            },
            _ => Turn::Terminal,
        }
    }
    fn legal_actions(&self, s: &State, p: usize, out: &mut Vec<Act>) {
        out.clear();
        if self.turn(s).is_active(Actor::Player(p)) {
            out.extend((0..3).map(Act::Bid));
        }
    }
    fn chance_outcomes(&self, s: &State, out: &mut Vec<(Act, Prob)>) {
        out.clear();
        if s.heads.is_none() {
            out.extend([
                (Act::Heads, Prob::uniform(2)),
                (Act::Tails, Prob::uniform(2)),
            ]);
        }
    }
    fn apply(&self, s: &mut State, joint: &[Move<Act>]) {
        for m in joint {
            match (m.actor, m.action) {
                (Actor::Chance, a) => s.heads = Some(a == Act::Heads),
                (Actor::Player(p), Act::Bid(b)) => s.bids[p] = Some(b),
                _ => {}
            }
        }
    }
    fn scores(&self, s: &State) -> Option<Scores> {
        let (Some(heads), [Some(a), Some(b)]) = (s.heads, s.bids) else {
            return None;
        };
        let winner = match a.cmp(&b) {
            std::cmp::Ordering::Equal => None,
            o => Some(usize::from((o == std::cmp::Ordering::Greater) != heads)),
        };
        Some(Scores::two_player(winner))
    }
    fn view(&self, s: &State, viewer: Viewer) -> View {
        let over = self.turn(s).is_terminal();
        let flipped = s.heads.is_some();
        match viewer {
            Viewer::Everyone => View {
                flipped,
                heads: s.heads,
                bids: s.bids,
                over,
            },
            Viewer::Public => View {
                flipped,
                heads: None,
                bids: [None, None],
                over,
            },
            Viewer::Player(p) => {
                let mut bids = [None, None];
                bids[p] = s.bids[p];
                View {
                    flipped,
                    heads: if p == 0 { s.heads } else { None },
                    bids,
                    over,
                }
            }
        }
    }
    fn action_visible(&self, _: &State, actor: Actor, _: Act, viewer: usize) -> bool {
        // The coin's face is in player 0's visibility set only; bids are secret.
        actor == Actor::Chance && viewer == 0
    }
    fn notation(&self, _: &State, a: Act) -> String {
        match a {
            Act::Heads => "heads".into(),
            Act::Tails => "tails".into(),
            Act::Bid(b) => format!("bid {b}"),
        }
    }
    fn parse_action(&self, _: &State, text: &str) -> Result<Act, ActionError> {
        match text {
            "heads" => Ok(Act::Heads),
            "tails" => Ok(Act::Tails),
            _ => text
                .strip_prefix("bid ")
                .and_then(|b| b.parse().ok())
                .filter(|&b| b <= 2)
                .map(Act::Bid)
                .ok_or(ActionError::Syntax {
                    text: text.into(),
                    expected: "heads, tails or bid 0..2".into(),
                }),
        }
    }
    fn render(&self, v: &View) -> String {
        let coin = match v.heads {
            Some(true) => "heads",
            Some(false) => "tails",
            None => "?",
        };
        let bid = |b: Option<u8>| b.map_or("?".to_string(), |b| b.to_string());
        format!("coin {coin}, bids {} {}", bid(v.bids[0]), bid(v.bids[1]))
    }
}

/// Hidden parts (the coin for player 1, the other's bid) are drawn at random.
impl ludoscope::engine::Determinize for CoinBid {
    fn determinize<R: rand::Rng + ?Sized>(&self, v: &View, p: usize, rng: &mut R) -> State {
        use rand::RngExt;
        let mut s = State {
            heads: v.heads,
            bids: v.bids,
        };
        if v.flipped && s.heads.is_none() {
            s.heads = Some(rng.random());
        }
        if v.bids[p].is_some() {
            s.bids[1 - p] = Some(rng.random_range(0..3));
        }
        s
    }
}

fn flipped(heads: bool) -> State {
    State {
        heads: Some(heads),
        bids: [None, None],
    }
}

#[test]
fn random_playouts_conform() {
    // No GameSpec names a test-only game: the suite's spec checks and its
    // erased match do not apply.
    conformance::check_playouts(&CoinBid, 200, 7);
}

#[test]
fn state_checks_hold_at_every_state() {
    // The full suite needs a GameSpec; this game has none, so check every state of
    // its whole tree with the per-state contract instead.
    let g = CoinBid;
    for heads in [true, false] {
        let s = flipped(heads);
        conformance::check_state(&g, &s);
        for a in 0..3 {
            for b in 0..3 {
                let mut t = s;
                g.apply(
                    &mut t,
                    &[
                        Move::new(Actor::Player(0), Act::Bid(a)),
                        Move::new(Actor::Player(1), Act::Bid(b)),
                    ],
                );
                conformance::check_state(&g, &t);
            }
        }
    }
    conformance::check_state(&g, &g.initial_state());
}

#[test]
fn the_coin_is_seen_by_player_0_only() {
    let g = CoinBid;
    let mut s = g.initial_state();
    assert_eq!(g.turn(&s), Turn::Chance);
    let signals = transition(&g, &mut s, &[Move::new(Actor::Chance, Act::Tails)]).unwrap();
    assert_eq!(signals[0].own, None);
    assert_eq!(signals[0].seen, vec![Move::new(Actor::Chance, Act::Tails)]);
    assert_eq!(signals[0].view.heads, Some(false));
    assert!(
        signals[1].seen.is_empty(),
        "player 1 must not learn the coin"
    );
    assert_eq!(signals[1].view.heads, None);
    // Two states that differ only in the coin look the same to player 1.
    assert_eq!(
        g.view(&flipped(true), Viewer::Player(1)),
        g.view(&flipped(false), Viewer::Player(1))
    );
    assert_ne!(
        g.view(&flipped(true), Viewer::Player(0)),
        g.view(&flipped(false), Viewer::Player(0))
    );
    assert!(!g.render(&g.view(&s, Viewer::Player(1))).contains("tails"));
    assert!(g.render(&g.view(&s, Viewer::Everyone)).contains("tails"));
}

#[test]
fn simultaneous_secret_bids() {
    let g = CoinBid;
    let mut s = flipped(true);
    let joint = [
        Move::new(Actor::Player(0), Act::Bid(2)),
        Move::new(Actor::Player(1), Act::Bid(1)),
    ];
    let signals = transition(&g, &mut s, &joint).unwrap();
    assert_eq!(signals[0].own, Some(Act::Bid(2)));
    assert_eq!(signals[1].own, Some(Act::Bid(1)));
    assert!(signals[0].seen.is_empty() && signals[1].seen.is_empty());
    assert_eq!(signals[0].view.bids, [Some(2), None]);
    assert_eq!(signals[1].view.bids, [None, Some(1)]);
    assert_eq!(g.view(&s, Viewer::Public).bids, [None, None]);
    assert_eq!(g.scores(&s).unwrap().winner(), Some(0)); // heads: higher bid wins
    let mut t = flipped(false);
    g.apply(&mut t, &joint);
    assert_eq!(g.scores(&t).unwrap().winner(), Some(1)); // tails: lower bid wins
}

#[test]
fn bad_joint_actions_are_refused() {
    let g = CoinBid;
    let s = flipped(true);
    let mut t = s;
    let only_one = [Move::new(Actor::Player(0), Act::Bid(0))];
    assert_eq!(
        transition(&g, &mut t, &only_one),
        Err(PlayError::Missing {
            actor: Actor::Player(1)
        })
    );
    let chance_now = [
        Move::new(Actor::Player(0), Act::Bid(0)),
        Move::new(Actor::Player(1), Act::Bid(0)),
        Move::new(Actor::Chance, Act::Heads),
    ];
    assert_eq!(
        transition(&g, &mut t, &chance_now),
        Err(PlayError::Action(ActionError::NotActive {
            actor: Actor::Chance
        }))
    );
    let twice = [
        Move::new(Actor::Player(0), Act::Bid(0)),
        Move::new(Actor::Player(0), Act::Bid(1)),
    ];
    assert_eq!(
        transition(&g, &mut t, &twice),
        Err(PlayError::Twice {
            actor: Actor::Player(0)
        })
    );
    let heads_as_bid = [
        Move::new(Actor::Player(0), Act::Heads),
        Move::new(Actor::Player(1), Act::Bid(0)),
    ];
    let e = transition(&g, &mut t, &heads_as_bid)
        .unwrap_err()
        .to_string();
    assert!(e.contains("legal: bid 0 bid 1 bid 2"), "{e}");
    assert_eq!(t, s, "refused transitions leave the state alone");
}

#[test]
fn perft_counts_joint_actions() {
    let g = CoinBid;
    let levels = perft_levels(&g, &g.initial_state(), 2);
    let nodes: Vec<u64> = levels.iter().map(|l| l.nodes).collect();
    assert_eq!(nodes, [1, 2, 18]);
    assert_eq!(levels[2].terminal, 18);
    assert_eq!(levels[2].distinct, 18);
}

#[test]
fn the_erased_match_plays_joint_notation() {
    let mut m: Box<dyn DynMatch> = Box::new(Match::new(CoinBid));
    assert_eq!(m.chance().len(), 2);
    assert_eq!(m.chance()[0].1.to_string(), "1/2");
    m.play_notation(&[(Actor::Chance, "heads")]).unwrap();
    assert_eq!(m.legal(Actor::Player(1)), ["bid 0", "bid 1", "bid 2"]);
    let e = m.play_notation(&[(Actor::Player(0), "bid 3"), (Actor::Player(1), "bid 0")]);
    assert!(e.unwrap_err().to_string().contains("bid 0..2"));
    m.play_notation(&[(Actor::Player(0), "bid 0"), (Actor::Player(1), "bid 2")])
        .unwrap();
    assert_eq!(m.scores().unwrap().winner(), Some(1));
    assert_eq!(
        m.ply_notation(1),
        [
            (Actor::Player(0), "bid 0".to_string()),
            (Actor::Player(1), "bid 2".to_string())
        ]
    );
    assert_eq!(m.render(Viewer::Player(1)), "coin ?, bids ? 2");
    assert!(m.undo());
    assert_eq!(m.ply_count(), 1);
}
