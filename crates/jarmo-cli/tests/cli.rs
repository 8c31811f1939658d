//! The `jarmo` binary as a user runs it: output, results, and errors on bad input.

use std::io::Write;
use std::process::{Command, Stdio};

/// What a run of `jarmo` gave: exit status, standard output, standard error.
struct Run {
    status: i32,
    stdout: String,
    stderr: String,
}

fn jarmo_with_input(args: &[&str], input: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_jarmo"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("jarmo starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write stdin");
    let out = child.wait_with_output().expect("jarmo runs");
    Run {
        status: out.status.code().expect("exit status"),
        stdout: String::from_utf8(out.stdout).expect("utf-8 stdout"),
        stderr: String::from_utf8(out.stderr).expect("utf-8 stderr"),
    }
}

fn jarmo(args: &[&str]) -> Run {
    jarmo_with_input(args, "")
}

/// Runs `jarmo` expecting success; returns standard output.
fn ok(args: &[&str]) -> String {
    let run = jarmo(args);
    assert_eq!(run.status, 0, "jarmo {args:?} failed: {}", run.stderr);
    assert_eq!(run.stderr, "", "jarmo {args:?} wrote on stderr");
    run.stdout
}

/// Runs `jarmo` expecting a usage error: status 2, a message on stderr, nothing on
/// stdout. Returns the message.
fn usage_error(args: &[&str], input: &str) -> String {
    let run = jarmo_with_input(args, input);
    assert_eq!(run.status, 2, "jarmo {args:?}: {}", run.stderr);
    assert_eq!(run.stdout, "", "jarmo {args:?} printed on stdout");
    assert!(
        run.stderr.starts_with("jarmo: ") && run.stderr.trim().len() > "jarmo:".len(),
        "jarmo {args:?} stderr: {:?}",
        run.stderr
    );
    run.stderr
}

fn words(line: &str) -> Vec<&str> {
    let mut w: Vec<&str> = line.split(' ').collect();
    w.sort_unstable();
    w
}

#[test]
fn help_mentions_every_command() {
    let help = ok(&["--help"]);
    for command in [
        "moves", "play", "perft", "bench", "puzzles", "review", "--help",
    ] {
        assert!(help.contains(&format!("jarmo {command}")), "{command}");
    }
    assert_eq!(ok(&["-h"]), help);
    assert_eq!(ok(&["help"]), help);
}

#[test]
fn moves_lists_the_legal_moves_of_each_position() {
    let out = ok(&["moves", "start", "Wb3/5/2w2/5/1w3 w - -"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out:?}");
    assert!(out.ends_with('\n'));
    assert_eq!(
        words(lines[0]),
        words(
            "a1-b3 a1-c2 b1-a3 b1-c3 b1-d2 c1-a2 c1-b3 c1-d3 c1-e2 d1-b2 d1-c3 d1-e3 e1-c2 e1-d3"
        )
    );
    assert_eq!(
        words(lines[1]),
        words("c3-a2 c3-a4 c3xb5 c3-d1 c3-d5 c3-e2 c3-e4 b1-a3 b1-d2 @a1 @c1 @d1 @e1")
    );
}

#[test]
fn moves_of_the_start_for_black() {
    let out = ok(&["moves", "bbbbb/5/5/5/wwwww b - -"]);
    assert!(out.contains("a5-c4"), "{out}");
    assert!(!out.contains("a1-"), "{out}");
}

#[test]
fn moves_leaves_out_the_step_closed_by_the_shuttle_limit() {
    let out = ok(&["moves", "bbbbb/5/5/5/wwwww w c2a1:4 -"]);
    assert_eq!(out.split_whitespace().count(), 13);
    assert!(!out.contains("a1-c2"), "{out}");
    assert!(out.contains("a1-b3"), "{out}");
}

#[test]
fn moves_prints_an_empty_line_for_a_finished_game() {
    assert_eq!(ok(&["moves", "ww3/5/2b2/5/4b w - -"]), "\n");
    assert_eq!(
        ok(&["moves", "5/5/2w2/5/5 b - -", "start"]).lines().next(),
        Some("")
    );
}

#[test]
fn moves_reads_positions_from_standard_input() {
    let run = jarmo_with_input(
        &["moves", "-"],
        "start\nww3/5/2b2/5/4b w - -\n4b/5/5/2b2/w4 w - -\n",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{:?}", run.stdout);
    assert_eq!(lines[0].split(' ').count(), 14);
    assert_eq!(lines[1], "");
    assert_eq!(words(lines[2]), words("a1-b3 a1xc2"));
}

#[test]
fn moves_from_standard_input_names_the_bad_line() {
    let message = usage_error(&["moves", "-"], "start\nbbbbb/5/5/5/wwwww w -\n");
    assert!(message.contains("line 2"), "{message}");
    assert!(message.contains("4 fields"), "{message}");
}

#[test]
fn play_prints_the_position_reached() {
    assert_eq!(
        ok(&["play", "start", "a1-c2", "a5-c4", "C2-A1"]),
        "1bbbb/2b2/5/5/wwwww b c2a1:2 a5c4:1\n"
    );
    // No moves: the position itself, in canonical form.
    assert_eq!(
        ok(&["play", "bbbbb/23/5/5/wwwww w - -"]),
        "bbbbb/5/5/5/wwwww w - -\n"
    );
}

#[test]
fn play_prints_the_result_of_a_scored_game() {
    // White's last archer off its goal row reaches it: 4 x 2 points against 5 x 1.
    assert_eq!(
        ok(&["play", "www2/5/bbbwb/3b1/5 w - -", "d3-e5"]),
        "www1w/5/bbb1b/3b1/5 b d3e5:1 -\nresult: white 8-5\n"
    );
    // Black captures White's last archer: Black's 2 + 1 against nothing.
    assert_eq!(
        ok(&["play", "5/5/1w3/3b1/b4 b - -", "d2xb3"]),
        "5/5/1B3/5/b4 w - d2b3:1\nresult: black 0-3\n"
    );
    // Equal points: a draw, still scored.
    assert_eq!(
        ok(&["play", "w4/5/2bb1/5/5 b - -"]),
        "w4/5/2bb1/5/5 b - -\nresult: draw 2-2\n"
    );
}

#[test]
fn play_prints_a_repetition_draw() {
    let cycle = [
        "a1-c2", "a5-c4", "b1-a3", "e5-d3", "c2-a1", "c4-a5", "a3-b1", "d3-e5",
    ];
    let mut args = vec!["play", "start"];
    for i in 0..18 {
        args.push(cycle[i % 8]);
    }
    let out = ok(&args);
    assert!(out.ends_with("\nresult: draw repetition\n"), "{out}");
    // One move short of the third occurrence there is no result.
    args.pop();
    assert_eq!(ok(&args).lines().count(), 1);
}

#[test]
fn play_refuses_a_move_after_the_end() {
    let message = usage_error(&["play", "5/5/5/2b2/w4 w - -", "a1xc2", "pass"], "");
    assert!(message.contains("game is over"), "{message}");
    assert!(message.contains("move 2"), "{message}");
}

#[test]
fn play_refuses_illegal_and_malformed_moves() {
    let message = usage_error(&["play", "start", "a1-c2", "a5-c4", "c1-c2"], "");
    assert!(message.contains("move 3 'c1-c2'"), "{message}");
    assert!(message.contains("no line joins c1 and c2"), "{message}");
    let message = usage_error(&["play", "start", "a1-c9"], "");
    assert!(message.contains("move 1 'a1-c9'"), "{message}");
    let message = usage_error(&["play", "start", "pass"], "");
    assert!(message.contains("only pass"), "{message}");
}

#[test]
fn perft_counts_move_sequences() {
    assert_eq!(ok(&["perft", "0"]), "1\n");
    assert_eq!(ok(&["perft", "1"]), "14\n");
    assert_eq!(ok(&["perft", "3"]), "2904\n");
    assert_eq!(ok(&["perft", "3", "start"]), "2904\n");
    assert_eq!(ok(&["perft", "2", "Wb3/5/2w2/5/1w3 w - -"]), "36\n");
    assert_eq!(ok(&["perft", "2", "ww3/5/2b2/5/4b w - -"]), "0\n");
}

#[test]
fn bad_input_exits_with_status_2_and_prints_only_on_stderr() {
    let cases: &[(&[&str], &str)] = &[
        (&[], "no command"),
        (&["frobnicate"], "unknown command 'frobnicate'"),
        (&["moves"], "moves needs"),
        (
            &["moves", "bbbbb/5/33/5/wwwww w - -"],
            "rank 3 covers 6 circles",
        ),
        (&["moves", "start", "bbbbb/5/5/5/wwwwx w - -"], "'x'"),
        (
            &["moves", "bbbbb/5/w4/5/wwwww w - -"],
            "white has 6 archers",
        ),
        (&["moves", "bbbbb/5/5/5/wwwww w a1a2:1 -"], "not joined"),
        (&["moves", "bbbbb/5/5/5/wwwww w c2a1:5 -"], "not 1 to 4"),
        (&["moves", "bbbbb/5/5/5/wwwww x - -"], "side to move"),
        (&["play"], "play needs"),
        (
            &["play", "nonsense", "a1-c2"],
            "invalid position 'nonsense'",
        ),
        (&["perft"], "perft takes"),
        (&["perft", "x"], "depth 'x'"),
        (&["perft", "-1"], "depth '-1'"),
        (&["perft", "31"], "depth '31'"),
        (&["perft", "2", "bad"], "invalid position 'bad'"),
        (&["perft", "2", "start", "extra"], "perft takes"),
        (&["bench", "now"], "bench takes no arguments but 'records'"),
        (&["puzzles"], "puzzles needs --count N"),
        (&["puzzles", "--count", "x"], "count 'x'"),
        (
            &["puzzles", "--count", "1", "--max-plies", "0"],
            "--max-plies '0'",
        ),
        (
            &["puzzles", "--count", "1", "--max-plies", "16"],
            "--max-plies '16'",
        ),
        (
            &["puzzles", "--count", "1", "--level", "3"],
            "no option '--level'",
        ),
        (&["puzzles", "--count"], "--count needs a value"),
        (&["review"], "review needs a POSITION"),
        (&["review", "start"], "at least one MOVE"),
        (&["review", "bad", "a1-c2"], "invalid position 'bad'"),
        (&["review", "start", "a1-c3"], "move 1 'a1-c3' is not legal"),
        (&["review", "start", "a1-c2", "zz"], "move 2 'zz'"),
        (
            &["review", "start", "a1-c2", "--ms", "0"],
            "at least 1 millisecond",
        ),
        (&["review", "start", "a1-c2", "--nodes", "0"], "at least 1"),
        (
            &["review", "start", "a1-c2", "--plies", "10"],
            "--plies '10'",
        ),
        (
            &["review", "start", "a1-c2", "--depth", "3"],
            "no option '--depth'",
        ),
    ];
    for (args, expected) in cases {
        let message = usage_error(args, "");
        assert!(message.contains(expected), "jarmo {args:?}: {message}");
    }
}

#[test]
fn bad_input_is_quoted_by_its_first_characters_not_whole() {
    // Linux takes an argument of up to 128 KiB; standard input has no limit.
    let long = "q".repeat(100_000);
    let quoted = format!("'{}…'", "q".repeat(jarmo_core::EXCERPT_CHARS));
    let huge_line = format!("{}\n", "z".repeat(1 << 20));
    let runs: Vec<(Vec<&str>, &str)> = vec![
        (vec![long.as_str()], ""),
        (vec!["play", long.as_str()], ""),
        (vec!["play", "start", long.as_str()], ""),
        (vec!["perft", long.as_str()], ""),
        (vec!["bestmove", "start", "--level", long.as_str()], ""),
        (
            vec![
                "match",
                "--white",
                long.as_str(),
                "--black",
                "1",
                "--games",
                "1",
            ],
            "",
        ),
        (vec!["review", "start", "a1-c2", long.as_str()], ""),
        (vec!["puzzles", "--count", long.as_str()], ""),
    ];
    for (args, input) in &runs {
        let message = usage_error(args, input);
        assert!(
            message.len() < 300,
            "jarmo {:?}: {} bytes",
            &args[..args.len() - 1],
            message.len()
        );
        assert!(
            message.contains(&quoted),
            "jarmo {:?}: {message}",
            &args[..args.len() - 1]
        );
    }
    for args in [&["moves", "-"][..], &["review", "-"][..]] {
        let message = usage_error(args, &huge_line);
        assert!(
            message.len() < 300,
            "jarmo {args:?}: {} bytes",
            message.len()
        );
    }
}

#[test]
fn puzzles_prints_the_lines_asked_for_the_same_for_the_same_seed() {
    let out = ok(&["puzzles", "--count", "3", "--seed", "2", "--max-plies", "5"]);
    assert_eq!(out.lines().count(), 3, "{out}");
    for line in out.lines() {
        let fields: Vec<&str> = line.split(';').collect();
        assert_eq!(fields.len(), 3, "{line}");
        let plies: usize = fields[2].parse().unwrap();
        assert!((1..=5).contains(&plies), "{line}");
        assert_eq!(fields[1].split(' ').count(), plies, "{line}");
        // The position is canonical: `moves` reads it back unchanged.
        assert_eq!(ok(&["play", fields[0]]).lines().next(), Some(fields[0]));
        // The line is legal and ends the game with the solver ahead.
        assert_line_wins(&[], line);
    }
    assert_eq!(
        ok(&["puzzles", "--count", "3", "--seed", "2", "--max-plies", "5"]),
        out
    );
}

#[test]
fn review_prints_a_line_per_move() {
    let out = ok(&[
        "review", "start", "a1-c2", "e5-d3", "C1-B3", "--nodes", "2000",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    for (i, (line, played)) in lines.iter().zip(["a1-c2", "e5-d3", "c1-b3"]).enumerate() {
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields.len(), 5, "{line}");
        assert_eq!(fields[0], (i + 1).to_string());
        assert_eq!(fields[1], played, "the move in canonical notation");
        assert!(
            ["best", "good", "inaccuracy", "mistake", "blunder"].contains(&fields[2]),
            "{line}"
        );
    }
    // The same with a node budget: the review repeats exactly.
    assert_eq!(
        ok(&["review", "start", "a1-c2", "e5-d3", "c1-b3", "--nodes", "2000"]),
        out
    );
}

#[test]
fn review_names_forced_wins_and_blunders() {
    let out = ok(&[
        "review",
        "2w2/5/2b2/w4/1b3 w - -",
        "a2-b4",
        "c3-d1",
        "--nodes",
        "2000",
    ]);
    assert_eq!(out, "1 a2-b4 blunder B+1 a2xc3\n2 c3-d1 best B+0 c3-d1\n");
}

#[test]
fn review_reads_a_record_from_standard_input() {
    let record = "[Event \"test\"]\n[Position \"2w2/5/2b2/w4/1b3 w - -\"]\n1. a2-b4 c3-d1\n";
    let run = jarmo_with_input(&["review", "-", "--nodes", "2000"], record);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "1 a2-b4 blunder B+1 a2xc3\n2 c3-d1 best B+0 c3-d1\n"
    );
    let message = usage_error(&["review", "-"], "1. a1-c3\n");
    assert!(
        message.contains("standard input") && message.contains("a1-c3"),
        "{message}"
    );
}

#[test]
fn review_of_a_record_with_variations_reviews_its_main_line() {
    let record =
        "[Position \"2w2/5/2b2/w4/1b3 w - -\"]\n1. a2-b4 (1. a2xc3) (1. a2-c1)\n1... c3-d1\n";
    let run = jarmo_with_input(&["review", "-", "--nodes", "2000"], record);
    assert_eq!(run.status, 0, "{}", run.stderr);
    // As the record of the main line alone.
    assert_eq!(
        run.stdout,
        "1 a2-b4 blunder B+1 a2xc3\n2 c3-d1 best B+0 c3-d1\n"
    );
}

#[test]
fn review_refuses_a_variation_never_closed_naming_where_it_opened() {
    let message = usage_error(
        &["review", "-", "--nodes", "2000"],
        "1. a1-c2 e5-d3\n2. b1-a3 (2. b1-d2 d5-c3\n",
    );
    assert!(
        message.contains("standard input")
            && message.contains("line 2, move 2:")
            && message.contains("never closed"),
        "{message}"
    );
}

#[test]
fn review_refuses_an_illegal_move_in_a_variation_naming_its_place() {
    let message = usage_error(
        &["review", "-", "--nodes", "2000"],
        "1. a1-c2 e5-d3\n(1... b5-a3 2. a1-c2) 2. b1-a3\n",
    );
    assert!(
        message.contains("line 2, move 2: a1-c2 is not legal"),
        "{message}"
    );
}

#[test]
fn board_traditional_is_taken_anywhere_after_the_command_and_keeps_the_outputs() {
    assert_eq!(ok(&["perft", "5", "--board", "traditional"]), "206926\n");
    assert_eq!(ok(&["perft", "--board", "traditional", "3"]), "1452\n");
    assert_eq!(
        ok(&["perft", "3", "--board", "knight"]),
        ok(&["perft", "3"])
    );
    assert_eq!(
        ok(&["moves", "--board", "traditional", "start"]),
        "a1-c2 a1-b3 b1-d2 b1-a3 c1-a2 c1-e2 c1-d3 d1-b2 d1-c3 e1-c2 e1-d3\n"
    );
    // b2-c2 is a line of the traditional board only: a shuttle state along it reads there.
    let shuttle = "bbbbb/5/5/2w2/w1www b b2c2:1 -";
    assert!(ok(&["moves", "--board", "traditional", shuttle]).contains("e5-d3"));
    assert_ne!(jarmo(&["moves", shuttle]).status, 0);
    assert_eq!(
        ok(&["play", "start", "a1-c2", "--board", "traditional"]),
        "bbbbb/5/5/2w2/1wwww b a1c2:1 -\n"
    );
    let refused = jarmo(&["play", "--board", "traditional", "start", "a1-c2", "b5-c4"]);
    assert_ne!(refused.status, 0);
    assert!(
        refused.stderr.contains("no line joins b5 and c4"),
        "{}",
        refused.stderr
    );
    let bad = jarmo(&["perft", "3", "--board", "hex"]);
    assert_ne!(bad.status, 0);
    assert!(
        bad.stderr
            .contains("“hex” is not a board: use knight or traditional"),
        "{}",
        bad.stderr
    );
}

#[test]
fn a_bad_board_name_is_a_usage_error_for_every_command() {
    for command in [
        &["moves", "start"][..],
        &["play", "start"],
        &["perft", "1"],
        &["bestmove", "start"],
        &["analyse", "start"],
        &["bench", "records"],
        &["match", "--white", "1", "--black", "1", "--games", "1"],
        &["puzzles", "--count", "1"],
        &["review", "start", "a1-c2"],
        &["review", "-"],
    ] {
        let mut args = command.to_vec();
        args.extend(["--board", "x"]);
        // Nothing on standard input: the board is refused before any is read.
        let message = usage_error(&args, "");
        assert!(
            message.contains("“x” is not a board: use knight or traditional"),
            "jarmo {args:?}: {message}"
        );
    }
}

#[test]
fn match_plays_on_the_traditional_board_with_the_same_output() {
    let args = [
        "match", "--white", "3", "--black", "2", "--games", "2", "--swap",
    ];
    let mut on_traditional = args.to_vec();
    on_traditional.extend(["--board", "traditional"]);
    let out = ok(&on_traditional);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    assert!(lines[0].starts_with("game 1: seed "), "{out}");
    assert!(lines[1].starts_with("game 2: seed "), "{out}");
    assert!(
        lines[2].starts_with("level 3 vs level 2, 2 games, colours alternating: wins "),
        "{out}"
    );
    assert!(lines[3].starts_with("mean game length "), "{out}");
    assert!(lines[4].starts_with("by colour: White won "), "{out}");
    // The same seeds and levels play other games on the other board.
    assert_ne!(out, ok(&args));
    let mut on_knight = args.to_vec();
    on_knight.extend(["--board", "knight"]);
    assert_eq!(ok(&on_knight), ok(&args));
}

#[test]
fn puzzles_on_the_traditional_board_are_won_there_and_the_knight_ones_unchanged() {
    let args = ["puzzles", "--count", "4", "--seed", "2", "--max-plies", "5"];
    let mut on_knight = args.to_vec();
    on_knight.extend(["--board", "knight"]);
    assert_eq!(ok(&on_knight), ok(&args));

    let mut on_traditional = args.to_vec();
    on_traditional.extend(["--board", "traditional"]);
    let out = ok(&on_traditional);
    assert_eq!(out.lines().count(), 4, "{out}");
    assert_ne!(out, ok(&args));
    for line in out.lines() {
        let fields: Vec<&str> = line.split(';').collect();
        assert_eq!(fields.len(), 3, "{line}");
        let plies: usize = fields[2].parse().unwrap();
        assert_eq!(fields[1].split(' ').count(), plies, "{line}");
        assert_line_wins(&["--board", "traditional"], line);
    }
}

/// A puzzle line `POSITION;MOVES;K` of `jarmo puzzles`: its moves, played by `jarmo play`
/// (with `board` before the position), are legal and end the game with the side to move
/// in the position ahead.
fn assert_line_wins(board: &[&str], line: &str) {
    let fields: Vec<&str> = line.split(';').collect();
    let mut play = vec!["play"];
    play.extend(board);
    play.push(fields[0]);
    play.extend(fields[1].split(' '));
    let played = ok(&play);
    let winner = if fields[0].split(' ').nth(1) == Some("w") {
        "white"
    } else {
        "black"
    };
    assert!(
        played.contains(&format!("result: {winner} ")),
        "{line}: {played}"
    );
}

#[test]
fn review_on_the_traditional_board_by_option_or_by_the_records_tag() {
    // c2-d2 is one of the traditional board's straight lines.
    let moves = ["a1-c2", "e5-d3", "c2-d2"];
    let mut args = vec!["review", "start"];
    args.extend(moves);
    args.extend(["--nodes", "2000"]);
    let message = usage_error(&args, "");
    assert!(message.contains("no line joins c2 and d2"), "{message}");
    args.extend(["--board", "traditional"]);
    let out = ok(&args);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    for (line, played) in lines.iter().zip(moves) {
        assert_eq!(line.split(' ').count(), 5, "{line}");
        assert_eq!(line.split(' ').nth(1), Some(played), "{line}");
    }

    let record = "[Board \"traditional\"]\n1. a1-c2 e5-d3 2. c2-d2\n";
    let run = jarmo_with_input(&["review", "-", "--nodes", "2000"], record);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stdout, out);
    let run = jarmo_with_input(
        &["review", "--board", "traditional", "-", "--nodes", "2000"],
        record,
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stdout, out);
}

#[test]
fn review_refuses_a_board_that_contradicts_the_record() {
    let message = usage_error(
        &["review", "-", "--board", "knight"],
        "[Board \"traditional\"]\n1. a1-c2 e5-d3\n",
    );
    assert!(
        message.contains("a game on the traditional board (by its Board tag), not on the knight board that --board names"),
        "{message}"
    );
    let message = usage_error(
        &["review", "-", "--board", "traditional"],
        "1. a1-c2 e5-d3\n",
    );
    assert!(
        message.contains("a game on the knight board (a record without a Board tag is)"),
        "{message}"
    );
    assert!(
        message.contains("add the line [Board \"traditional\"] to the record"),
        "{message}"
    );
}

#[test]
fn bench_records_loads_records_of_the_traditional_board() {
    let out = ok(&["bench", "records", "--board", "traditional"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    for (line, plies) in lines.iter().zip([100, 1_000, 10_000]) {
        assert!(
            line.starts_with(&format!("load a record of {plies} plies: ")),
            "{line}"
        );
    }
}
