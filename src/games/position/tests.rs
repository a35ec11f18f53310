//! Every game's position notation: random reachable states (seeded random
//! playouts) written, read back and checked give the same state; and each
//! game refuses the set-ups its rules never reach, naming the place.

#![allow(clippy::unwrap_used)]

use crate::engine::{Actor, Game, Place, PositionError, Turn, available};
use crate::games::{Chomp, ConnectFour, Cram, Nim, PhantomTicTacToe, Pig, Tafl, TicTacToe};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Writes, reads back and checks every state of `playouts` random games.
fn round_trips<G: Game>(g: &G, playouts: usize, seed: u64) -> usize {
    let p = g.positions().unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut checked = 0;
    for _ in 0..playouts {
        let mut s = g.initial_state();
        for _ in 0..200 {
            let text = p.write_position(&s);
            let back = p.read_position(&text);
            assert_eq!(back.as_ref(), Ok(&s), "{text}");
            assert_eq!(p.state_of(&p.setup_of(&s)).as_ref(), Ok(&s));
            checked += 1;
            let actor = match g.turn(&s) {
                Turn::Terminal => break,
                Turn::Player(q) => Actor::Player(q),
                Turn::Chance => Actor::Chance,
                Turn::Simultaneous { .. } => unreachable!("no set-up game is simultaneous"),
            };
            let moves = available(g, &s, actor);
            let a = moves[rng.random_range(0..moves.len())];
            g.play(&mut s, actor, a);
        }
    }
    checked
}

#[test]
fn every_game_round_trips_random_reachable_states() {
    assert!(round_trips(&TicTacToe, 200, 1) > 1000);
    assert!(round_trips(&PhantomTicTacToe, 200, 2) > 1000);
    assert!(round_trips(&ConnectFour::new(6, 7).unwrap(), 100, 3) > 1000);
    assert!(round_trips(&ConnectFour::new(8, 8).unwrap(), 30, 4) > 500);
    assert!(round_trips(&Nim::new(&[1, 3, 5, 7]).unwrap(), 100, 5) > 300);
    assert!(round_trips(&Pig::new(30).unwrap(), 30, 6) > 1000);
    assert!(round_trips(&Chomp::new(4, 5).unwrap(), 100, 7) > 300);
    assert!(round_trips(&Cram::new(4, 5).unwrap(), 100, 8) > 300);
    assert!(round_trips(&Tafl::tablut(), 60, 9) > 100);
    assert!(round_trips(&Tafl::ard_ri(), 60, 10) > 100);
}

fn refuse<G: Game>(g: &G, text: &str) -> PositionError {
    match g.positions().unwrap().read_position(text) {
        Ok(s) => panic!("accepted {s:?} from\n{text}"),
        Err(e) => e,
    }
}

#[test]
fn tic_tac_toe_refuses_counts_and_wins_no_play_reaches() {
    let e = refuse(&TicTacToe, "XXX\nXXO\nO..");
    assert!(e.to_string().contains("5 X and 2 O"), "{e}");
    // O has a line but X has one more mark: X moved last.
    let e = refuse(&TicTacToe, "OOO\nXX.\nXX.");
    assert!(
        e.to_string().contains("O has a line, but X moved last"),
        "{e}"
    );
    // Two separate lines of X: no single last mark made both.
    let e = refuse(&TicTacToe, "XXX\nOOX\nXXX".replace("OOX", "O.O").as_str());
    assert_eq!(e.place, Place::Whole);
    let e = refuse(&TicTacToe, "XXX\n...\nXXX");
    assert!(e.to_string().contains("6 X and 0 O"), "{e}");
    // Two lines through one last mark are a real win (the fork's end).
    let p = TicTacToe.positions().unwrap();
    let s = p.read_position("XXX\nOXO\nXOO").unwrap();
    assert!(TicTacToe.turn(&s).is_terminal());
    let e = refuse(&TicTacToe, "X?.\n...\n...");
    assert_eq!(e.place, Place::Text { line: 1, column: 2 });
    let e = refuse(&TicTacToe, "X..\n...");
    assert!(e.to_string().contains("only 2 found"), "{e}");
}

#[test]
fn connect_four_refuses_floating_discs_counts_and_double_wins() {
    let g = ConnectFour::new(6, 7).unwrap();
    let empty = ".......\n".repeat(4);
    let e = refuse(&g, &format!("{empty}..X....\n...O...\n"));
    assert_eq!(e.place, Place::Square("column 3, row 2".into()));
    assert!(
        e.to_string().contains("floats above the empty row 1"),
        "{e}"
    );
    let e = refuse(&g, &format!("{empty}.......\nXXX....\n"));
    assert!(e.to_string().contains("3 X and 0 O"), "{e}");
    // Fours of both players.
    let e = refuse(
        &g,
        &format!(
            "{}XO.....\nXO.....\nXO.....\nXO.....\n",
            ".......\n".repeat(2)
        ),
    );
    assert!(e.to_string().contains("has a line, but"), "{e}");
    // Two fours of X that no single top disc made.
    let e = refuse(
        &g,
        &format!(
            "{}XXXX...\nOOOO...\nXXXXOOO\nOOOXXXO\n",
            ".......\n".repeat(2)
        )
        .replace("OOOO...", "OOOX..."),
    );
    assert!(matches!(e.place, Place::Whole), "{e}");
    let e = refuse(&g, &format!("{empty}.......\n...Z...\n"));
    assert_eq!(e.place, Place::Text { line: 6, column: 4 });
}

#[test]
fn connect_four_reads_a_threat_with_the_right_player_to_move() {
    let g = ConnectFour::new(6, 7).unwrap();
    let text = format!("{}..OO...\n..XXX.O\n1 2 3 4 5 6 7\n", ".......\n".repeat(4));
    let s = g.positions().unwrap().read_position(&text).unwrap();
    assert_eq!(s.plies, 6);
    assert_eq!(g.turn(&s), Turn::Player(0));
    assert!(g.is_winning_move(&s, 1) && g.is_winning_move(&s, 5));
    assert!(!g.is_winning_move(&s, 3));
}

#[test]
fn chomp_cram_nim_and_pig_refuse_what_play_never_leaves() {
    let chomp = Chomp::new(3, 3).unwrap();
    let e = refuse(&chomp, "P # #\n. # #\n. . .\n");
    assert_eq!(e.place, Place::Square("square 2,2".into()));
    let s = chomp
        .positions()
        .unwrap()
        .read_position("P # #\n# . .\n. . .\nto move: 1")
        .unwrap();
    assert_eq!(s.to_move, 1);
    assert_eq!(s.board.count_ones(), 4);
    let cram = Cram::new(3, 3).unwrap();
    let e = refuse(&cram, "# . .\n. . .\n. . .");
    assert!(e.to_string().contains("1 covered cells"), "{e}");
    let e = refuse(&cram, "# . #\n. . .\n. . .");
    assert!(matches!(e.place, Place::Square(_)), "{e}");
    let s = cram
        .positions()
        .unwrap()
        .read_position("# # .\n. . #\n. . #")
        .unwrap();
    assert_eq!(cram.turn(&s), Turn::Player(0));
    let nim = Nim::new(&[1, 3, 5, 7]).unwrap();
    let e = refuse(&nim, "1 4 5 7");
    assert_eq!(e.place, Place::Square("heap 2".into()));
    let e = refuse(&nim, "1 3 x 7");
    assert_eq!(e.place, Place::Text { line: 1, column: 5 });
    let e = refuse(&nim, "1 3 5");
    assert!(e.to_string().contains("3 heap sizes"), "{e}");
    let s = nim
        .positions()
        .unwrap()
        .read_position("1 3 0 6; to move: 1")
        .unwrap();
    assert_eq!((s.heaps[3], s.to_move), (6, 1));
    let pig = Pig::new(30).unwrap();
    let e = refuse(&pig, "scores: 10 12; turn total: 1; to move: 0");
    assert_eq!(e.place, Place::Square("turn total".into()));
    let e = refuse(&pig, "scores: 30 31");
    assert!(e.to_string().contains("both scores"), "{e}");
    let e = refuse(&pig, "score: 3 4");
    assert_eq!(e.place, Place::Text { line: 1, column: 1 });
}

#[test]
fn phantom_marks_discovered_in_lower_case() {
    let g = PhantomTicTacToe;
    let p = g.positions().unwrap();
    let s = p.read_position("X o .\n. X .\n. . .").unwrap();
    assert_eq!(s.discovered, [0b10, 0]);
    assert_eq!(s.marks, [0b1_0001, 0b10]);
    assert_eq!(s.to_move, 1);
    assert_eq!(p.write_position(&s), "X o .\n. X .\n. . .\n");
}

#[test]
fn tafl_refuses_two_kings_pawns_on_fortresses_and_extra_pieces() {
    let g = Tafl::ard_ri();
    let board = |rows: [&str; 7]| rows.join("\n");
    let e = refuse(
        &g,
        &board([
            "K......", ".......", ".......", "...K...", ".......", ".......", ".......",
        ]),
    );
    assert_eq!(e.place, Place::Square("square d4".into()));
    assert!(
        e.to_string().contains("a second king (the first is on a7)"),
        "{e}"
    );
    let e = refuse(
        &g,
        &board([
            ".......", ".......", ".......", "...o...", ".......", ".......", "......K",
        ]),
    );
    assert_eq!(
        e.to_string(),
        "square d4: a simple pawn may not stand on the throne; only the king may"
    );
    let e = refuse(
        &g,
        &board([
            "x......", ".......", ".......", ".......", ".......", ".......", "K......",
        ]),
    );
    assert!(
        e.to_string()
            .contains("square a7: a simple pawn may not stand on a corner fortress"),
        "{e}"
    );
    let e = refuse(
        &g,
        &board([
            ".......", ".ooooo.", "..oooo.", ".......", ".......", ".......", ".......",
        ]),
    );
    assert!(e.to_string().contains("0 attackers and 9 defenders"), "{e}");
}

#[test]
fn tafl_reads_the_side_to_move_and_the_counter() {
    let g = Tafl::ard_ri();
    let p = g.positions().unwrap();
    let text = "7 + . . . . . +\n6 . . . . . . .\n5 . . . . . . .\n4 . . x o . . .\n3 . . . . x . .\n2 . . . . . K .\n1 + . . . . . +\n  a b c d e f g\nto move: defenders";
    let e = p.read_position(text).unwrap_err();
    assert!(e.to_string().contains("square d4"), "{e}");
    let text = text.replace("x o . . .\n3", "x . o . .\n3");
    let s = p.read_position(&text).unwrap();
    assert_eq!((s.plies(), s.to_move()), (1, 1));
    let s = p
        .read_position(&text.replace("to move: defenders", "actions: 12, attackers to move"))
        .unwrap();
    assert_eq!(s.plies(), 12);
    let e = p
        .read_position(&text.replace("to move: defenders", "actions: 12, defenders to move"))
        .unwrap_err();
    assert_eq!(e.place, Place::Text { line: 9, column: 1 });
    let e = p
        .read_position(&text.replace("to move: defenders", "actions: 301"))
        .unwrap_err();
    assert!(e.to_string().contains("past the draw limit 300"), "{e}");
}

#[test]
fn a_setup_of_another_shape_is_refused_not_a_panic() {
    let tablut = Tafl::tablut();
    let ard_ri = Tafl::ard_ri();
    let big = tablut
        .positions()
        .unwrap()
        .setup_of(&tablut.initial_state());
    let e = ard_ri.positions().unwrap().checked_state(&big).unwrap_err();
    assert!(
        e.to_string()
            .contains("49 cells and 1 numbers, not 81 and 1"),
        "{e}"
    );
    let mut bad = ard_ri
        .positions()
        .unwrap()
        .setup_of(&ard_ri.initial_state());
    bad.cells[0] = 9;
    let e = ard_ri.positions().unwrap().checked_state(&bad).unwrap_err();
    assert!(e.to_string().contains("cell 1 holds no piece"), "{e}");
}
