//! Chance outcomes and simultaneous moves in replays, on a small game made for
//! this test (no bundled game has chance yet): chance rolls 1..=3, then both
//! players choose `a` or `b` at once, twice over. Scores: the rolls' total to
//! player 0 if the players chose alike, to player 1 otherwise.

use ludoscope::engine::{
    ActionError, Actor, Game, GameInfo, Move, Player, PlayerSet, Prob, Scores, Turn, Viewer,
};
use ludoscope::games::{Catalogued, GameSpec};
use ludoscope::replay::{LoadError, ReplayFile, Seat, parse, replay_typed};

#[derive(Clone, Debug)]
struct Dice;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct DiceState {
    ply: u8,
    total: u8,
    alike: u8,
}

/// A replay names its game: this one borrows a specification that no game of
/// the catalog has (Nim without heaps), so that a replay file can name it.
impl Catalogued for Dice {
    fn spec(&self) -> GameSpec {
        GameSpec::Nim { heaps: vec![] }
    }
}

impl Game for Dice {
    type State = DiceState;
    type Action = u8;
    type View = DiceState;

    fn info(&self) -> GameInfo {
        GameInfo {
            name: "Dice",
            players: 2,
            simultaneous: true,
            chance: true,
            perfect_information: true,
            zero_sum: true,
        }
    }
    fn initial_state(&self) -> DiceState {
        DiceState {
            ply: 0,
            total: 0,
            alike: 0,
        }
    }
    fn turn(&self, s: &DiceState) -> Turn {
        match s.ply {
            4.. => Turn::Terminal,
            p if p % 2 == 0 => Turn::Chance,
            _ => Turn::Simultaneous {
                players: PlayerSet::all(2),
                chance: false,
            },
        }
    }
    fn legal_actions(&self, s: &DiceState, p: Player, out: &mut Vec<u8>) {
        out.clear();
        if self.turn(s).is_active(Actor::Player(p)) {
            out.extend([10, 11]);
        }
    }
    fn chance_outcomes(&self, s: &DiceState, out: &mut Vec<(u8, Prob)>) {
        out.clear();
        if self.turn(s) == Turn::Chance {
            out.extend((1..=3).map(|k| (k, Prob::uniform(3))));
        }
    }
    fn apply(&self, s: &mut DiceState, joint: &[Move<u8>]) {
        let mine: Vec<u8> = joint
            .iter()
            .filter(|m| m.actor != Actor::Chance)
            .map(|m| m.action)
            .collect();
        match joint.iter().find(|m| m.actor == Actor::Chance) {
            Some(m) => s.total += m.action,
            None => s.alike += u8::from(mine.first() == mine.get(1)),
        }
        s.ply += 1;
    }
    fn scores(&self, s: &DiceState) -> Option<Scores> {
        let t = f64::from(s.total);
        (s.ply >= 4).then(|| {
            if s.alike == 2 {
                Scores::new(&[t, -t])
            } else {
                Scores::new(&[-t, t])
            }
        })
    }
    fn view(&self, s: &DiceState, _: Viewer) -> DiceState {
        s.clone()
    }
    fn notation(&self, _: &DiceState, a: u8) -> String {
        match a {
            10 => "a".into(),
            11 => "b".into(),
            k => k.to_string(),
        }
    }
    fn parse_action(&self, _: &DiceState, text: &str) -> Result<u8, ActionError> {
        match text {
            "a" => Ok(10),
            "b" => Ok(11),
            t => t.parse().map_err(|_| ActionError::Syntax {
                text: t.into(),
                expected: "a, b or a roll".into(),
            }),
        }
    }
    fn render(&self, s: &DiceState) -> String {
        format!("{s:?}")
    }
}

fn file(actions: &str, outcome: &str) -> ReplayFile {
    let text = format!(
        "(format: 1, game: Nim(heaps: []), players: [Human(), Human(name: None)], \
         created: \"2026-11-25T23:10:00Z\", actions: [{actions}], outcome: {outcome})"
    );
    parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

const GAME: &str = r#"[(Chance, "3")], [(Player(1), "a"), (Player(0), "a")],
    [(Chance, "2")], [(Player(0), "b"), (Player(1), "b")]"#;

#[test]
fn chance_and_simultaneous_plies_replay() {
    let m = replay_typed(Dice, &file(GAME, "Some([5.0, -5.0])")).unwrap();
    assert_eq!(
        m.state(),
        &DiceState {
            ply: 4,
            total: 5,
            alike: 2
        }
    );
    // Written back, chance sits in line with the players' moves.
    let mut back = ReplayFile::from_match(&m, vec![Seat::Human { name: None }; 2]);
    back.created = "2026-11-25T23:10:00Z".into();
    let text = back.to_ron().unwrap();
    assert!(text.contains("        [(Chance, \"3\")],\n"), "{text}");
    assert!(
        text.contains("        [(Player(0), \"b\"), (Player(1), \"b\")],\n"),
        "{text}"
    );
    assert_eq!(
        replay_typed(Dice, &parse(&text).unwrap()).unwrap().state(),
        m.state()
    );
}

#[test]
fn a_typed_replay_must_be_of_its_game() {
    let e = replay_typed(ludoscope::games::TicTacToe, &file(GAME, "None")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "invalid TicTacToe: the replay is of Nim(heaps: [])"
    );
}

#[test]
fn impossible_chance_outcome_names_the_ply() {
    let bad = GAME.replace("(Chance, \"2\")", "(Chance, \"4\")");
    let e = replay_typed(Dice, &file(&bad, "None")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "ply 3: chance outcome \"4\" is impossible here; possible: 1 2 3"
    );
    let bad = GAME.replace("(Chance, \"2\")", "(Chance, \"two\")");
    let e = replay_typed(Dice, &file(&bad, "None")).unwrap_err();
    assert!(
        matches!(e, LoadError::ImpossibleChance { ply: 3, .. }),
        "{e}"
    );
}

#[test]
fn chance_missing_or_out_of_turn() {
    let bad = GAME.replace("[(Chance, \"2\")]", "[(Player(0), \"a\")]");
    let e = replay_typed(Dice, &file(&bad, "None")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "ply 3: wrong player: chance must act, but the replay has player 0"
    );
    let bad = GAME.replace("(Player(0), \"b\")", "(Chance, \"1\")");
    let e = replay_typed(Dice, &file(&bad, "None")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "ply 4: wrong player: player 0 and player 1 must act, but the replay has chance and player 1"
    );
    let bad = GAME.replace("(Player(0), \"b\")", "(Player(0), \"c\")");
    let e = replay_typed(Dice, &file(&bad, "None")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "ply 4: cannot read \"c\" as an action of player 0 (expected a, b or a roll); legal: a b"
    );
    let bad = GAME.replace("(Player(1), \"b\")", "(Player(1), \"2\")");
    let e = replay_typed(Dice, &file(&bad, "None")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "ply 4: \"2\" is not a legal action for player 1; legal: a b"
    );
}
