//! Saving: a new file, a refused overwrite, a replacing overwrite, an interrupted
//! save (the last step fails) that leaves the old file and no temporary file, a
//! target that is a folder, and the autosave.

use super::{listing, scratch};
use ludoscope::agents::AgentSpec;
use ludoscope::engine::Actor;
use ludoscope::games::GameSpec;
use ludoscope::replay::{
    ReplayFile, SaveError, Seat, autosave, autosave_path, load, load_autosave, save,
    write_atomic_with,
};
use std::io;

fn replay(moves: &[&str]) -> ReplayFile {
    ReplayFile {
        format: 1,
        game: GameSpec::TicTacToe,
        players: vec![Seat::Human { name: None }, Seat::Agent(AgentSpec::Random)],
        created: "2026-11-25T23:10:00Z".into(),
        notes: None,
        position: None,
        actions: moves
            .iter()
            .enumerate()
            .map(|(k, m)| vec![(Actor::Player(k % 2), m.to_string())])
            .collect(),
        annotations: vec![],
        outcome: None,
    }
}

#[test]
fn save_then_refuse_then_replace() {
    let dir = scratch("save");
    let path = dir.join("game.ron");
    save(&path, &replay(&["5"]), false).unwrap();
    assert_eq!(load(&path).unwrap().file, replay(&["5"]));
    let e = save(&path, &replay(&["1"]), false).unwrap_err();
    assert!(matches!(e, SaveError::Exists { .. }));
    assert_eq!(
        e.to_string(),
        format!(
            "{} already exists; not replacing it without being asked",
            path.display()
        )
    );
    assert_eq!(load(&path).unwrap().file, replay(&["5"]));
    save(&path, &replay(&["1", "2"]), true).unwrap();
    assert_eq!(load(&path).unwrap().file, replay(&["1", "2"]));
    assert_eq!(listing(&dir), ["game.ron"]);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_interrupted_save_keeps_the_old_file() {
    let dir = scratch("interrupted");
    let path = dir.join("game.ron");
    save(&path, &replay(&["5"]), false).unwrap();
    let before = std::fs::read(&path).unwrap();
    let new_text = replay(&["5", "1"]).to_ron().unwrap();
    let mut seen_tmp = None;
    let e = write_atomic_with(&path, new_text.as_bytes(), true, |tmp, _, _| {
        // The temporary file is complete and synced when the last step runs.
        assert_eq!(std::fs::read_to_string(tmp).unwrap(), new_text);
        assert_eq!(tmp.parent(), path.parent());
        seen_tmp = Some(tmp.to_path_buf());
        Err(io::Error::other("simulated crash"))
    })
    .unwrap_err();
    assert!(e.to_string().contains("simulated crash"), "{e}");
    assert!(e.to_string().contains("renaming the temporary file"), "{e}");
    assert_eq!(std::fs::read(&path).unwrap(), before);
    assert!(!seen_tmp.unwrap().exists());
    assert_eq!(listing(&dir), ["game.ron"]);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_folder_in_the_way_is_not_replaced() {
    let dir = scratch("folder");
    let target = dir.join("game.ron");
    std::fs::create_dir(&target).unwrap();
    std::fs::write(target.join("inside"), "x").unwrap();
    // Refused whether or not replacing is allowed: it is not a file (issue 33's
    // one check of a writer's target).
    for overwrite in [false, true] {
        let e = save(&target, &replay(&["5"]), overwrite).unwrap_err();
        assert!(matches!(e, SaveError::Io { .. }), "{e}");
        assert!(e.to_string().contains("it is a folder, not a file"), "{e}");
    }
    assert_eq!(listing(&dir), ["game.ron"]);
    assert_eq!(listing(&target), ["inside"]);
    // A missing folder: nothing written anywhere.
    let e = save(&dir.join("no/such/game.ron"), &replay(&[]), false).unwrap_err();
    assert!(e.to_string().contains("writing the temporary file"), "{e}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn autosave_rewrites_in_place() {
    let dir = scratch("autosave");
    let path = dir.join("saves").join("autosave.ron");
    for k in 1..=3 {
        let moves = ["5", "1", "9"];
        let written = autosave(&replay(&moves[..k]), Some(&path)).unwrap();
        assert_eq!(written, path);
        assert_eq!(load(&path).unwrap().game.ply_count(), k);
    }
    assert_eq!(listing(&dir.join("saves")), ["autosave.ron"]);
    // Resuming: the game in progress comes back and goes on.
    let mut resumed = load_autosave(Some(&path)).unwrap().unwrap();
    assert_eq!(resumed.game.scores(), None);
    resumed
        .game
        .play_notation(&[(Actor::Player(1), "2")])
        .unwrap();
    assert_eq!(resumed.game.ply_count(), 4);
    assert!(
        load_autosave(Some(&dir.join("none.ron")))
            .unwrap()
            .is_none()
    );
    std::fs::write(&path, "(format: 1,").unwrap();
    assert!(load_autosave(Some(&path)).is_err());
    assert_eq!(autosave_path(), std::path::Path::new("saves/autosave.ron"));
    let _ = std::fs::remove_dir_all(dir);
}
