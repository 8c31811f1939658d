//! Taking back and playing again, viewing the game's history, and reading pasted
//! text (a position or a record): what the page's takeback, move list and import use.

use jarmo_core::{Game, MoveText, Position, RecordErrorKind};

fn play(game: &mut Game, moves: &[&str]) {
    for m in moves {
        let text: MoveText = m.parse().expect("test move");
        game.play_text(text)
            .unwrap_or_else(|e| panic!("{m} should be legal: {e}"));
    }
}

fn names(game: &Game) -> Vec<String> {
    game.moves().iter().map(ToString::to_string).collect()
}

#[test]
fn undo_then_redo_plays_the_same_moves_again() {
    let mut game = Game::default();
    play(&mut game, &["a1-c2", "e5-d3", "b1-a3"]);
    let full = game.clone();
    assert_eq!(game.undo().map(|m| m.to_string()).as_deref(), Some("b1-a3"));
    assert_eq!(game.undo().map(|m| m.to_string()).as_deref(), Some("e5-d3"));
    let redo: Vec<String> = game.redo_moves().iter().map(ToString::to_string).collect();
    assert_eq!(redo, ["e5-d3", "b1-a3"]);
    assert_eq!(game.redo().map(|m| m.to_string()).as_deref(), Some("e5-d3"));
    assert_eq!(game.redo().map(|m| m.to_string()).as_deref(), Some("b1-a3"));
    assert_eq!(game.redo(), None);
    assert_eq!(game, full);
}

#[test]
fn undo_at_the_start_does_nothing() {
    let mut game = Game::default();
    assert_eq!(game.undo(), None);
    assert_eq!(game.redo(), None);
    assert_eq!(game, Game::default());
}

#[test]
fn a_different_move_after_undo_forgets_what_could_be_redone() {
    let mut game = Game::default();
    play(&mut game, &["a1-c2", "e5-d3"]);
    game.undo();
    game.undo();
    play(&mut game, &["b1-a3"]);
    assert!(game.redo_moves().is_empty());
    assert_eq!(game.redo(), None);
    assert_eq!(names(&game), ["b1-a3"]);
}

#[test]
fn replaying_the_undone_move_by_hand_keeps_the_rest_for_redo() {
    let mut game = Game::default();
    play(&mut game, &["a1-c2", "e5-d3"]);
    game.undo();
    game.undo();
    play(&mut game, &["a1-c2"]);
    let redo: Vec<String> = game.redo_moves().iter().map(ToString::to_string).collect();
    assert_eq!(redo, ["e5-d3"]);
}

#[test]
fn undo_after_the_end_lets_the_game_go_on() {
    // White's only archer steps onto its goal row: E1.
    let mut game = Game::from_position("4b/1w3/5/5/5 w - -".parse().expect("position"));
    let m = game
        .play_text("b4-d5".parse().expect("move"))
        .expect("legal");
    assert!(game.is_over());
    assert_eq!(game.undo(), Some(m));
    assert!(!game.is_over());
    assert_eq!(game.redo(), Some(m));
    assert!(game.is_over());
}

#[test]
fn the_game_at_a_move_is_the_start_and_the_first_moves() {
    let mut game = Game::default();
    play(&mut game, &["a1-c2", "e5-d3", "b1-a3"]);
    assert_eq!(game.at(0).position(), &Position::default());
    assert_eq!(game.at(0).moves(), &[]);
    assert_eq!(names(&game.at(2)), ["a1-c2", "e5-d3"]);
    assert_eq!(game.at(2).position(), &game.positions()[2]);
    assert_eq!(game.at(99), game);
    // The view is a copy: the game keeps all its moves.
    assert_eq!(game.moves().len(), 3);
}

#[test]
fn pasted_text_with_a_slash_on_one_line_is_a_position() {
    let game = Game::from_text("  bbbb1/5/3b1/2w2/1wwww b - -\n").expect("a position");
    assert_eq!(game.start().to_string(), "bbbb1/5/3b1/2w2/1wwww b - -");
    assert!(game.moves().is_empty());
}

#[test]
fn a_bad_pasted_position_names_its_line_and_reason() {
    let e = Game::from_text("\n\nbbbbb/5/5/5/wwwwx w - -").expect_err("invalid");
    assert_eq!(e.line, 3);
    assert_eq!(e.ply, None);
    assert!(matches!(e.kind, RecordErrorKind::Position(_)), "{e}");
    assert!(e.to_string().contains("line 3"), "{e}");
}

#[test]
fn pasted_text_without_a_slash_is_a_record() {
    let game = Game::from_text("[Date \"2026.11.29\"]\n1. a1-c2 e5-d3").expect("a record");
    assert_eq!(names(&game), ["a1-c2", "e5-d3"]);
    let game =
        Game::from_text("[Position \"bbbbb/5/5/5/wwwww b - -\"]\n1. e5-d3").expect("a record");
    assert_eq!(names(&game), ["e5-d3"]);
}

#[test]
fn a_bad_pasted_record_names_the_line_and_the_move() {
    let e = Game::from_text("[White \"Ann\"]\n1. a1-c2 e5-d3\n2. c2-c3").expect_err("illegal");
    assert_eq!(e.line, 3);
    assert_eq!(e.ply, Some(2));
    assert!(matches!(e.kind, RecordErrorKind::Illegal(..)), "{e}");
}
