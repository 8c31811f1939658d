//! The puzzle files the page ships, `www/puzzles/puzzles.txt` (the knight board) and
//! `www/puzzles/puzzles-traditional.txt`, checked puzzle by puzzle with the exact
//! solver on the board the file's header names: each line is a true puzzle as
//! docs/puzzles.md promises, and the bands of its header hold every puzzle and a fair
//! share each.

use jarmo_core::puzzle::Puzzle;
use jarmo_core::solve::Solver;
use jarmo_core::{Board, Game, Outcome};

/// Each file's name and text.
const FILES: [(&str, &str); 2] = [
    (
        "puzzles.txt",
        include_str!("../../../www/puzzles/puzzles.txt"),
    ),
    (
        "puzzles-traditional.txt",
        include_str!("../../../www/puzzles/puzzles-traditional.txt"),
    ),
];

/// The board a file's header names (`# board NAME`); the knight board when it names
/// none, as every file made before there were two boards.
fn board(file: &str) -> Board {
    let names: Vec<&str> = file
        .lines()
        .filter_map(|l| l.strip_prefix("# board "))
        .collect();
    match names[..] {
        [] => Board::Knight,
        [name] => name.trim().parse().expect("# board NAME names a board"),
        _ => panic!("two # board lines"),
    }
}

/// The bound the file's header names: no first move but the puzzle's wins within
/// this many plies.
const MAX_PLIES: u32 = 9;

/// The fewest puzzles a band must hold.
const BAND_AT_LEAST: usize = 80;

/// A band of the header: `# band NAME KMIN-KMAX`.
struct Band {
    name: String,
    plies: std::ops::RangeInclusive<u32>,
}

fn bands(file: &str) -> Vec<Band> {
    file.lines()
        .filter_map(|l| l.strip_prefix("# band "))
        .map(|rest| {
            let (name, range) = rest.split_once(' ').expect("# band NAME KMIN-KMAX");
            let (low, high) = range.trim().split_once('-').expect("KMIN-KMAX");
            Band {
                name: name.to_string(),
                plies: low.parse().unwrap()..=high.parse().unwrap(),
            }
        })
        .collect()
}

/// The puzzles of a file with their line numbers, read on the file's board.
fn puzzles(file: &str) -> Vec<(usize, Puzzle)> {
    let board = board(file);
    file.lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
        .map(|(i, l)| {
            let puzzle =
                Puzzle::parse_on(l, board).unwrap_or_else(|e| panic!("line {}: {e}: {l}", i + 1));
            (i + 1, puzzle)
        })
        .collect()
}

#[test]
fn each_puzzle_file_names_its_board_unless_the_knight_board() {
    assert_eq!(board(FILES[0].1), Board::Knight);
    assert!(!FILES[0].1.contains("# board"), "the knight file as before");
    assert_eq!(board(FILES[1].1), Board::Traditional);
    for (name, file) in FILES {
        for (line, puzzle) in puzzles(file) {
            assert_eq!(puzzle.position.board(), board(file), "{name} line {line}");
        }
    }
}

#[test]
fn puzzle_file_lines_are_canonical_and_there_are_at_least_300() {
    for (name, file) in FILES {
        lines_are_canonical_and_there_are_at_least_300(name, file);
    }
}

fn lines_are_canonical_and_there_are_at_least_300(name: &str, file: &str) {
    let all = puzzles(file);
    assert!(all.len() >= 300, "{name}: {} puzzles", all.len());
    for (line, puzzle) in &all {
        let text = file.lines().nth(line - 1).unwrap();
        assert_eq!(
            puzzle.to_string(),
            text,
            "{name} line {line} is printed as the CLI prints"
        );
        // A shuttle state forbids a step the board does not show.
        assert!(
            text.split(';').next().unwrap().ends_with(" - -"),
            "{name} line {line} has a shuttle state"
        );
    }
    let mut boards: Vec<String> = all
        .iter()
        .map(|(_, p)| {
            let text = p.position.to_string();
            // The board and the side to move, without the shuttle states.
            text.split(' ').take(2).collect::<Vec<_>>().join(" ")
        })
        .collect();
    boards.sort();
    let before = boards.len();
    boards.dedup();
    assert_eq!(
        boards.len(),
        before,
        "{name}: every puzzle has a board of its own"
    );
}

#[test]
fn puzzle_header_names_the_bound_of_the_check() {
    let bound = format!("exactly one first move wins within {MAX_PLIES};");
    for (name, file) in FILES {
        assert!(
            file.lines()
                .any(|l| l.starts_with('#') && l.contains(&bound)),
            "{name}"
        );
    }
}

#[test]
fn puzzle_bands_hold_every_puzzle_and_a_fair_share_each() {
    for (name, file) in FILES {
        bands_hold_every_puzzle_and_a_fair_share_each(name, file);
    }
}

fn bands_hold_every_puzzle_and_a_fair_share_each(file_name: &str, file: &str) {
    let bands = bands(file);
    assert_eq!(
        bands.len(),
        3,
        "{file_name}: three bands by K in the header"
    );
    for (i, a) in bands.iter().enumerate() {
        for b in &bands[i + 1..] {
            assert!(
                a.plies.end() < b.plies.start(),
                "bands {} and {} overlap or are out of order",
                a.name,
                b.name
            );
        }
    }
    let all = puzzles(file);
    for band in &bands {
        let n = all
            .iter()
            .filter(|(_, p)| band.plies.contains(&p.plies))
            .count();
        assert!(
            n >= BAND_AT_LEAST,
            "{file_name}: band {} holds {n} puzzles",
            band.name
        );
    }
    for (line, p) in &all {
        assert!(
            bands.iter().any(|b| b.plies.contains(&p.plies)),
            "{file_name} line {line}: K {} is in no band",
            p.plies
        );
    }
}

/// Checks one puzzle with the solver: the line wins, is as short as the win can
/// be, starts with the only winning move, and every reply in it holds out as
/// long as any reply could.
fn check(solver: &mut Solver, at: &str, puzzle: &Puzzle) {
    let start = Game::from_position(puzzle.position);
    let us = puzzle.position.turn();
    let k = puzzle.plies;

    let mut end = start.clone();
    for m in &puzzle.moves {
        end.play(*m).unwrap();
    }
    match end.outcome() {
        Some(outcome @ Outcome::Scored { .. }) => {
            assert_eq!(outcome.winner(), Some(us), "{at}: the solver is not ahead");
        }
        other => panic!("{at}: the line ends with {other:?}"),
    }

    assert_eq!(
        solver.fastest_win(&start, us, k),
        Ok(Some(k)),
        "{at}: the win does not take exactly K plies"
    );
    assert_eq!(
        solver.winning_moves(&start, k, 2),
        Ok(vec![puzzle.moves[0]]),
        "{at}: not exactly one first move wins within K"
    );
    assert_eq!(
        solver.winning_moves(&start, MAX_PLIES, 2),
        Ok(vec![puzzle.moves[0]]),
        "{at}: another first move wins within {MAX_PLIES}"
    );

    let mut game = start;
    for (i, m) in puzzle.moves.iter().enumerate() {
        let left = k - i as u32;
        if i % 2 == 0 {
            assert_eq!(
                solver.wins_after(&game, *m, left),
                Ok(true),
                "{at}: move {} does not win within the plies left",
                i + 1
            );
        }
        game.play(*m).unwrap();
        if i % 2 == 1 && left >= 2 {
            // After the reply `left - 1` plies are left: a longest defence leaves
            // the solver no faster win.
            assert_eq!(
                solver.wins_within(&game, us, left - 2),
                Ok(false),
                "{at}: reply {} is not a longest defence",
                i + 1
            );
        }
    }
}

#[test]
fn every_puzzle_has_exactly_one_winning_first_move_and_a_best_defence() {
    // One solver for both files: the board is part of a position's key.
    let mut solver = Solver::new(32);
    for (name, file) in FILES {
        for (line, puzzle) in &puzzles(file) {
            check(&mut solver, &format!("{name} line {line}"), puzzle);
        }
    }
}

/// The themes of the shipped files as docs/puzzles.md ("Themes") counts them, and what
/// the definitions imply: a block is a capture, a race has none.
#[test]
fn the_files_themes_are_as_documented() {
    use jarmo_core::puzzle::Theme;
    // capture, return, block, shuttle, race, none
    let documented = [
        ("puzzles.txt", [213, 12, 137, 0, 69, 16]),
        ("puzzles-traditional.txt", [191, 17, 96, 0, 82, 26]),
    ];
    for ((name, file), (doc_name, counts)) in FILES.iter().zip(documented) {
        assert_eq!(*name, doc_name);
        let mut found = [0; 6];
        for (line, puzzle) in puzzles(file) {
            let themes = puzzle.themes();
            for (i, theme) in Theme::ALL.iter().enumerate() {
                found[i] += usize::from(themes.contains(theme));
            }
            found[5] += usize::from(themes.is_empty());
            if themes.contains(&Theme::Block) {
                assert!(themes.contains(&Theme::Capture), "{name}:{line}");
            }
            if themes.contains(&Theme::Race) {
                assert!(!themes.contains(&Theme::Capture), "{name}:{line}");
            }
        }
        assert_eq!(found, counts, "{name}");
    }
}
