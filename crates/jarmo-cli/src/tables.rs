//! `jarmo tables`: build endgame tables, look positions up in them, and check them
//! against the exact solver.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use jarmo_core::engine::baseline::random_move;
use jarmo_core::engine::rng::SplitMix64;
use jarmo_core::engine::{Engine, Level};
use jarmo_core::solve::{Solver, MAX_PLIES};
use jarmo_core::tables::{layer, Table};
use jarmo_core::{excerpt, Board, Colour, Game, Position};

use crate::{native_clock, option_value, parse_number, parse_position, UsageError};

/// The folder tables are written to and read from unless --out or --tables names one.
pub const DEFAULT_DIR: &str = "tables";

/// How far `tables verify` looks for a win the table denies.
const SHORT_PLIES: u32 = 12;

/// The highest layer `tables build` accepts: P <= 5 already needs about 2e9
/// positions with their shuttle states, more than this machine's memory.
const MAX_BUILD_P: u32 = 5;

pub fn command(args: &[String], board: Board) -> Result<String, UsageError> {
    let (sub, rest) = args
        .split_first()
        .ok_or("tables needs build, probe, verify, prove or puzzles; see jarmo --help")?;
    match sub.as_str() {
        "build" => build(rest, board),
        "probe" => probe(rest, board),
        "verify" => verify(rest, board),
        "prove" => prove(rest, board),
        "puzzles" => puzzles(rest, board),
        other => Err(UsageError(format!(
            "tables has no command '{}': build, probe, verify, prove or puzzles",
            excerpt(other)
        ))),
    }
}

/// The file of `board`'s table up to layer `max_p` in `dir`.
fn file_name(dir: &Path, board: Board, max_p: u32) -> PathBuf {
    dir.join(format!("{}-p{max_p}.jtb", board.name()))
}

/// Peak resident memory of this process in MB, where Linux says it.
fn peak_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

fn build(args: &[String], board: Board) -> Result<String, UsageError> {
    let mut max_p = None;
    let mut dir = PathBuf::from(DEFAULT_DIR);
    let mut i = 0;
    while i < args.len() {
        let name = args[i].as_str();
        let value = option_value(args, i, name)?;
        match name {
            "--max-p" => {
                let k: u32 = parse_number(value, "max-p")?;
                if k > MAX_BUILD_P {
                    return Err(UsageError(format!(
                        "--max-p {k} is more than this build allows ({MAX_BUILD_P}): with \
                         shuttle states the tables above layer 5 need more memory than a \
                         machine has (docs/solving.md)"
                    )));
                }
                max_p = Some(k);
            }
            "--out" => dir = PathBuf::from(value),
            other => {
                return Err(UsageError(format!(
                    "tables build has no option '{}'",
                    excerpt(other)
                )))
            }
        }
        i += 2;
    }
    let max_p = max_p.ok_or("tables build needs --max-p K (the highest layer, 0 to 5)")?;
    std::fs::create_dir_all(&dir)
        .map_err(|e| format!("cannot make the folder {}: {e}", dir.display()))?;
    let started = Instant::now();
    let mut out = String::new();
    let table = Table::build(board, max_p, &mut |f| {
        let line = format!(
            "layer {}: {} positions, {} moves inside the layer, {:.1} s",
            f.layer, f.nodes, f.moves_inside, f.seconds
        );
        eprintln!("{line}");
        writeln!(out, "{line}").expect("a String");
    });
    let seconds = started.elapsed().as_secs_f64();
    let path = file_name(&dir, board, max_p);
    let bytes = table.to_bytes();
    std::fs::write(&path, &bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    writeln!(
        out,
        "{} board, layers 0 to {max_p}: {} positions without shuttle states, {} with them; \
         {} differ from their first ({:.2} %)",
        board.name(),
        table.bases(),
        table.nodes(),
        table.exceptions(),
        100.0 * table.exceptions() as f64 / table.nodes().max(1) as f64
    )
    .expect("a String");
    writeln!(
        out,
        "time {seconds:.1} s, peak memory {}, file {} ({} bytes)",
        peak_mb().map_or_else(|| "unknown".to_string(), |mb| format!("{mb:.0} MB")),
        path.display(),
        bytes.len()
    )
    .expect("a String");
    Ok(out)
}

/// The table of `board` in `dir` with the highest layer.
pub fn load(dir: &Path, board: Board) -> Result<Table, UsageError> {
    let prefix = format!("{}-p", board.name());
    let entries = std::fs::read_dir(dir).map_err(|e| {
        format!(
            "cannot read the tables folder {}: {e} (build one with `jarmo tables build \
             --board {} --max-p 3 --out {}`)",
            dir.display(),
            board.name(),
            dir.display()
        )
    })?;
    let best = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let k: u32 = name
                .strip_prefix(&prefix)?
                .strip_suffix(".jtb")?
                .parse()
                .ok()?;
            Some((k, e.path()))
        })
        .max_by_key(|(k, _)| *k)
        .ok_or_else(|| {
            format!(
                "no {} board table in {} (build one with `jarmo tables build --board {} \
                 --max-p 3 --out {}`)",
                board.name(),
                dir.display(),
                board.name(),
                dir.display()
            )
        })?;
    let bytes =
        std::fs::read(&best.1).map_err(|e| format!("cannot read {}: {e}", best.1.display()))?;
    Table::from_bytes(&bytes).map_err(|e| UsageError(format!("{}: {e}", best.1.display())))
}

/// `--tables DIR` among `args`: the folder, and the other arguments.
pub fn take_dir(args: &[String]) -> Result<(Option<PathBuf>, Vec<String>), UsageError> {
    let mut dir = None;
    let mut rest = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--tables" {
            dir = Some(PathBuf::from(option_value(args, i, "--tables")?));
            i += 2;
        } else {
            rest.push(args[i].clone());
            i += 1;
        }
    }
    Ok((dir, rest))
}

fn probe(args: &[String], board: Board) -> Result<String, UsageError> {
    let (dir, rest) = take_dir(args)?;
    let [text] = rest.as_slice() else {
        return Err("tables probe needs one POSITION".into());
    };
    let position = parse_position(text, board)?;
    let dir = dir.unwrap_or_else(|| PathBuf::from(DEFAULT_DIR));
    let table = load(&dir, board)?;
    let moves = table.moves(&position).ok_or_else(|| {
        format!(
            "the position is outside the tables: it has {} archers and marks (layer {}), the \
             {} board's table in {} holds layers up to {}",
            layer(&position),
            layer(&position),
            board.name(),
            dir.display(),
            table.max_p()
        )
    })?;
    let mut out = String::new();
    let value = table.value(&position).expect("held");
    writeln!(out, "value: {value}").expect("a String");
    for (m, v) in moves {
        writeln!(out, "{m} {v}").expect("a String");
    }
    Ok(out)
}

/// Positions the table holds, half from play and half drawn from the table.
///
/// From play: games between computer levels 1 and 2 (with their noise, so every
/// game differs; the lowest levels, because they lose archers and so reach small
/// endings) and uniformly random games, alternately; every position of each game
/// from the first the table holds. Small endings are rare in play, so at most
/// `count` games are tried. The rest: positions drawn uniformly from the table's
/// own (a base with shuttle states of any class), each followed by up to 20 random
/// moves, every position kept.
pub fn sample(table: &Table, count: usize, seed: u64) -> (Vec<Position>, usize) {
    let board = table.board();
    let max_p = table.max_p();
    let mut rng = SplitMix64::new(seed);
    let mut out = Vec::with_capacity(count);
    let clock = native_clock();
    let mut engine = Engine::new(1);
    let half = count / 2;
    for n in 0..1000 + count as u64 / 100 {
        if out.len() >= half {
            break;
        }
        let by_engine = n % 2 == 0;
        let mut game = Game::new_on(board, Colour::White);
        let level = Level::new(1 + (n / 2 % 2) as u8).expect("1 or 2");
        while !game.is_over() && game.moves().len() < 200 && out.len() < half {
            let p = *game.position();
            if layer(&p) <= max_p {
                out.push(p);
            }
            let m = if by_engine {
                engine
                    .best_move(&game, &level.limits(rng.next_u64()), &clock)
                    .map(|r| r.best)
            } else {
                random_move(&p, &mut rng)
            };
            let Some(m) = m else { break };
            game.play(m).expect("a legal move");
        }
    }
    let from_play = out.len();
    while out.len() < count {
        let node = rng.next_u64() % table.nodes();
        let mut p = table.position_of_node(node).expect("below the count");
        for _ in 0..20 {
            out.push(p);
            if out.len() == count || p.is_over() {
                break;
            }
            p = p.play_unchecked(random_move(&p, &mut rng).expect("not over"));
        }
    }
    (out, from_play)
}

fn verify(args: &[String], board: Board) -> Result<String, UsageError> {
    let (dir, rest) = take_dir(args)?;
    let mut count = 1000usize;
    let mut seed = 1u64;
    let mut i = 0;
    while i < rest.len() {
        let name = rest[i].as_str();
        let value = option_value(&rest, i, name)?;
        match name {
            "--count" => count = parse_number(value, "count")?,
            "--seed" => seed = parse_number(value, "seed")?,
            other => {
                return Err(UsageError(format!(
                    "tables verify has no option '{}'",
                    excerpt(other)
                )))
            }
        }
        i += 2;
    }
    let dir = dir.unwrap_or_else(|| PathBuf::from(DEFAULT_DIR));
    let table = Arc::new(load(&dir, board)?);
    let started = Instant::now();
    let (positions, from_play) = sample(&table, count, seed);
    let mut solver = Solver::new(64);
    solver.set_node_limit(Some(2_000_000));
    let (mut proved, mut refuted, mut undecided, mut longer) = (0u64, 0u64, 0u64, 0u64);
    let mut disagreements = Vec::new();
    for p in &positions {
        let v = table.value(p).expect("sampled within the table");
        let (_, distance) = table.probe(p).expect("sampled within the table");
        let game = Game::from_position(*p);
        for attacker in Colour::ALL {
            let table_wins = if attacker == Colour::White {
                v > 0
            } else {
                v < 0
            };
            // The table's winner ends the game within its distance, so the solver
            // must find that win within as many plies; the other side (or both,
            // in a draw) must have no win within a short horizon.
            let plies = if table_wins {
                if u32::from(distance) > MAX_PLIES {
                    longer += 1;
                    continue;
                }
                u32::from(distance)
            } else {
                SHORT_PLIES
            };
            match solver.wins_within(&game, attacker, plies) {
                Ok(w) if w == table_wins => {
                    if w {
                        proved += 1;
                    } else {
                        refuted += 1;
                    }
                }
                Ok(w) => disagreements.push(format!(
                    "{p}: the table says {v} (distance {distance}), the solver says {attacker} \
                     {} within {plies} plies",
                    if w { "wins" } else { "does not win" }
                )),
                Err(_) => undecided += 1,
            }
        }
    }
    let mut out = String::new();
    writeln!(
        out,
        "{} positions of layers up to {} on the {} board (seed {seed}; {from_play} from \
         games), each asked for both \
         sides: the solver proved {proved} of the table's wins within their distance and \
         found no win within {SHORT_PLIES} plies in {refuted} where the table has none; \
         {undecided} questions ran out of nodes, {longer} wins are longer than the solver \
         looks ({MAX_PLIES} plies); {} disagreements; {:.1} s",
        positions.len(),
        table.max_p(),
        board.name(),
        disagreements.len(),
        started.elapsed().as_secs_f64()
    )
    .expect("a String");
    for d in disagreements.iter().take(10) {
        writeln!(out, "{d}").expect("a String");
    }
    if disagreements.is_empty() {
        Ok(out)
    } else {
        Err(UsageError(out))
    }
}

/// `tables prove`: whether either side can force a scored win within K plies of a
/// position (default: the start), asked of the exact solver for K = 1, 2, ... up to
/// --plies, each answer with its nodes and time; where the table holds the position
/// its value is printed too. A bound on the value of the position: "White cannot
/// win within K plies" for every K the solver finished.
fn prove(args: &[String], board: Board) -> Result<String, UsageError> {
    let (dir, rest) = take_dir(args)?;
    let mut plies = None;
    let mut nodes = 1_000_000_000u64;
    let mut position = Position::start_on(board, Colour::White);
    let mut i = 0;
    while i < rest.len() {
        let name = rest[i].as_str();
        if !name.starts_with("--") {
            position = parse_position(name, board)?;
            i += 1;
            continue;
        }
        let value = option_value(&rest, i, name)?;
        match name {
            "--plies" => {
                let k: u32 = parse_number(value, "plies")?;
                if !(1..=MAX_PLIES).contains(&k) {
                    return Err(UsageError(format!(
                        "--plies '{}' is not a number from 1 to {MAX_PLIES}",
                        excerpt(value)
                    )));
                }
                plies = Some(k);
            }
            "--nodes" => nodes = parse_number(value, "nodes")?,
            other => {
                return Err(UsageError(format!(
                    "tables prove has no option '{}'",
                    excerpt(other)
                )))
            }
        }
        i += 2;
    }
    let plies = plies.ok_or("tables prove needs --plies K (1 to 60)")?;
    let mut out = String::new();
    if let Some(dir) = dir {
        let table = load(&dir, board)?;
        match table.value(&position) {
            Some(v) => writeln!(out, "table: value {v}"),
            None => writeln!(
                out,
                "table: does not hold it (layer {} > {})",
                layer(&position),
                table.max_p()
            ),
        }
        .expect("a String");
    }
    let game = Game::from_position(position);
    let mut solver = Solver::new(512);
    solver.set_node_limit(Some(nodes));
    for k in 1..=plies {
        for attacker in Colour::ALL {
            let started = Instant::now();
            let answer = solver.wins_within(&game, attacker, k);
            let word = match answer {
                Ok(true) => "wins",
                Ok(false) => "cannot win",
                Err(_) => "undecided (out of nodes)",
            };
            writeln!(
                out,
                "within {k} plies: {attacker} {word}; {} nodes, {:.1} s",
                solver.nodes(),
                started.elapsed().as_secs_f64()
            )
            .expect("a String");
            eprintln!("{}", out.lines().last().unwrap_or_default());
            if answer.is_err() {
                return Ok(out);
            }
        }
    }
    Ok(out)
}

/// `tables puzzles`: positions drawn from the table (seeded; archers and marks as
/// they come, no shuttle state, as a position set up by hand) where the side to
/// move wins and exactly one move keeps all of its win, as `POSITION;LINE;K` like `jarmo
/// puzzles`: LINE the table's best line to the end (see `Table::line`), K its plies.
fn puzzles(args: &[String], board: Board) -> Result<String, UsageError> {
    let (dir, rest) = take_dir(args)?;
    let mut count = None;
    let mut seed = 1u64;
    let mut min_plies = 3usize;
    let mut i = 0;
    while i < rest.len() {
        let name = rest[i].as_str();
        let value = option_value(&rest, i, name)?;
        match name {
            "--count" => count = Some(parse_number::<usize>(value, "count")?),
            "--seed" => seed = parse_number(value, "seed")?,
            "--min-plies" => min_plies = parse_number(value, "min plies")?,
            other => {
                return Err(UsageError(format!(
                    "tables puzzles has no option '{}'",
                    excerpt(other)
                )))
            }
        }
        i += 2;
    }
    let count = count.ok_or("tables puzzles needs --count N")?;
    let table = load(&dir.unwrap_or_else(|| PathBuf::from(DEFAULT_DIR)), board)?;
    let mut rng = SplitMix64::new(seed);
    let mut out = String::new();
    let mut found = 0;
    let mut tries = 0u64;
    while found < count {
        tries += 1;
        if tries > 1000 * (count as u64 + 10) {
            return Err(UsageError(format!(
                "only {found} puzzles of at least {min_plies} plies among {tries} positions drawn"
            )));
        }
        let p = table
            .position_of_base(rng.next_u64() % table.bases())
            .expect("below the count");
        if table.unique_best(&p).is_none() {
            continue;
        }
        let line = table.line(&p).expect("a won position has a line");
        if line.len() < min_plies {
            continue;
        }
        let moves: Vec<String> = line.iter().map(ToString::to_string).collect();
        writeln!(out, "{p};{};{}", moves.join(" "), line.len()).expect("a String");
        found += 1;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    fn run(words: &[&str]) -> Result<String, String> {
        let args: Vec<String> = words.iter().map(ToString::to_string).collect();
        crate::run(&args).map_err(|e| e.0)
    }

    #[test]
    fn build_then_probe_then_verify() {
        let dir = std::env::temp_dir().join(format!("jarmo-tables-{}", std::process::id()));
        let d = dir.to_str().unwrap();
        for board in ["knight", "traditional"] {
            let out = run(&[
                "tables", "build", "--board", board, "--max-p", "2", "--out", d,
            ])
            .unwrap();
            assert!(out.contains("layer 2: "), "{out}");
            assert!(out.contains("peak memory"), "{out}");
            assert!(dir.join(format!("{board}-p2.jtb")).exists());
        }
        // White's c3 archer against Black's on e2, Black to move: every move listed.
        let out = run(&["tables", "probe", "--tables", d, "5/5/2w2/4b/5 b - -"]).unwrap();
        let mut lines = out.lines();
        let first = lines.next().unwrap();
        let value: i8 = first.strip_prefix("value: ").unwrap().parse().unwrap();
        let moves: Vec<(&str, i8)> = lines
            .map(|l| {
                let (m, v) = l.split_once(' ').unwrap();
                (m, v.parse().unwrap())
            })
            .collect();
        assert_eq!(moves.len(), 3, "{out}");
        // Best first for Black: the lowest value, which is the position's.
        assert_eq!(moves[0].1, value);
        assert!(moves.windows(2).all(|w| w[0].1 <= w[1].1), "{out}");
        let out = run(&[
            "tables",
            "probe",
            "--tables",
            d,
            "--board",
            "traditional",
            "5/5/2w2/4b/5 w - -",
        ]);
        assert!(out.unwrap().starts_with("value: "));
        // Outside: the start has layer 10; a missing folder; a bad position.
        let why = run(&["tables", "probe", "--tables", d, "start"]).unwrap_err();
        assert!(
            why.contains("outside the tables") && why.contains("layer 10"),
            "{why}"
        );
        let why = run(&["tables", "probe", "--tables", "/nonexistent/x", "start"]).unwrap_err();
        assert!(why.contains("jarmo tables build"), "{why}");
        assert!(run(&["tables", "probe", "--tables", d, "5/5/5 w - -"]).is_err());
        assert!(run(&["tables", "build", "--max-p", "9"])
            .unwrap_err()
            .contains("--max-p 9"));
        assert!(run(&["tables", "nothing"]).is_err());
        let out = run(&[
            "tables",
            "prove",
            "--tables",
            d,
            "5/5/2w2/4b/5 b - -",
            "--plies",
            "3",
        ])
        .unwrap();
        assert!(out.starts_with(&format!("table: value {value}\n")), "{out}");
        assert!(out.contains("within 3 plies: black wins"), "{out}");
        let out = run(&["tables", "prove", "--plies", "2"]).unwrap();
        assert!(out.contains("within 2 plies: white cannot win"), "{out}");
        let out = run(&[
            "tables",
            "puzzles",
            "--tables",
            d,
            "--count",
            "5",
            "--min-plies",
            "2",
        ])
        .unwrap();
        assert_eq!(out.lines().count(), 5, "{out}");
        for line in out.lines() {
            let parts: Vec<&str> = line.split(';').collect();
            let k: usize = parts[2].parse().unwrap();
            assert!(k >= 2 && parts[1].split(' ').count() == k, "{line}");
            let probe = run(&["tables", "probe", "--tables", d, parts[0]]).unwrap();
            let first = parts[1].split(' ').next().unwrap();
            assert!(
                probe
                    .lines()
                    .nth(1)
                    .unwrap()
                    .starts_with(&format!("{first} ")),
                "{probe}"
            );
        }
        let out = run(&["tables", "verify", "--tables", d, "--count", "30"]).unwrap();
        assert!(out.contains(" 0 disagreements"), "{out}");
        // The engine with the table keeps the value: its move is among the best.
        let best = run(&[
            "bestmove",
            "5/5/2w2/4b/5 b - -",
            "--tables",
            d,
            "--level",
            "8",
            "--ms",
            "50",
        ])
        .unwrap();
        let chosen = moves.iter().find(|(m, _)| *m == best.trim_end()).unwrap();
        assert_eq!(chosen.1, value, "{best} among {moves:?}");
        std::fs::remove_dir_all(&dir).ok();
    }
}
