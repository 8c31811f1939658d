//! `jarmo`: the Jarmo rules on the command line, for players, engine authors and
//! scripts. Run `jarmo --help`.

use std::fmt::Write as _;
use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;
use std::time::Instant;

mod tables;

use jarmo_core::engine::baseline::{self, Budget};
use jarmo_core::engine::rng::SplitMix64;
use jarmo_core::engine::search::MAX_DEPTH;
use jarmo_core::engine::{bench, Engine, Level, Limits, DEFAULT_TIME_MS, MAX_LINES};
use jarmo_core::{
    excerpt, perft, puzzle, review, Board, Colour, Game, Move, MoveText, Outcome, Position, Tree,
};

const HELP: &str = "\
jarmo: the rules of Jarmo, the Tatar board game, on the command line

USAGE:
    jarmo moves POSITION...       legal moves of each position, one line each
    jarmo moves -                 the same for positions read from standard input,
                                  one per line
    jarmo play POSITION MOVE...   play the moves in order, print the position reached
    jarmo perft DEPTH [POSITION]  count move sequences of length DEPTH
    jarmo bestmove POSITION [--level N | --ms T] [--seed S] [--tables DIR]
                                  the computer's move in POSITION
    jarmo analyse POSITION [--lines N] [--ms T | --nodes N | --depth D]
                                  the engine's N best moves in POSITION, each
                                  with its evaluation and line
    jarmo match --white P --black P --games N [--swap] [--seed S] [--ms T]
                [--random-plies K]
                                  play computer players against each other
    jarmo puzzles --count N [--seed S] [--max-plies K]
                                  puzzles from engine games, one a line
    jarmo review POSITION MOVE... [--ms T | --nodes N] [--plies B] [--tables DIR]
                                  judge each move of a game against the engine
    jarmo review - [--ms T | --nodes N] [--plies B]
                                  the same for a game record read from standard
                                  input (with variations: its main line)
    jarmo tables build --max-p K [--out DIR]
                                  endgame tables: the exact value of every
                                  position with at most K archers and marks
    jarmo tables probe [--tables DIR] POSITION
                                  a position's exact value, and every move's
    jarmo tables verify [--tables DIR] [--count N] [--seed S]
                                  the table against the exact solver
    jarmo tables prove [--tables DIR] [POSITION] --plies K [--nodes N]
                                  whether either side forces a win within
                                  1, 2, ... K plies (default: the start)
    jarmo tables puzzles [--tables DIR] --count N [--seed S] [--min-plies K]
                                  positions with one best move, from the table
    jarmo bench [records]         time perft, the search and loading long records
                                  (records: only the loading)
    jarmo --help                  this text

POSITION is a position in the notation of RULES.md, as one argument, e.g.
    'bbbbb/5/5/5/wwwww w - -'
(circles from rank 5 down to rank 1, side to move, White's and Black's shuttle
states), or the word `start` for the start position.

--board NAME, anywhere after the command's name, chooses the board: `knight` (the
default: circles joined a knight's move apart, 48 lines) or `traditional` (the 38
lines of the printed boards, RULES.md). Every command takes it and prints what it
prints on the knight board, in the same form. A game record (`review -`) names its
own board, [Board \"traditional\"] (no such line: the knight board); --board then
only checks it, and a board it contradicts is an error.

MOVE is a step `a1-c2` (or `a1xc2`; either separator for any step), a return
`@b1`, or `pass`. Circles may be written in upper case.

OUTPUT:
    moves   the legal moves separated by single spaces (a capture written a1xc2,
            `pass` when it is the only move); an empty line when the game is over
    play    the resulting position; when the game is over, a second line
            `result: white 7-5`, `result: black 4-6`, `result: draw 5-5` (White's
            points first) or `result: draw repetition`. The repetition rule
            counts from POSITION on. A move after the end is an error.
    perft   one number. Passes count as moves; a position that is over has no
            sequences; the repetition rule does not apply. Default POSITION: start.
    bestmove
            one legal move. --level N (1-8, default 8) picks the playing level;
            --ms T gives the search T milliseconds (default for level 8: 1000);
            --seed S (default 1) seeds the noise of the levels, so a level 1-7
            move is the same for the same POSITION and seed. Position only: the
            repetition rule counts from POSITION on. --tables DIR gives the search
            the board's endgame table in DIR (below): where it holds a position
            the engine plays by its exact values and never spoils a tabulated
            win or draw.
    analyse a first line `depth D nodes N ms T`: the depth of the last iteration
            the search finished, the nodes and the time of the whole analysis;
            then one line per move, best first for the side to move: `EVAL LINE`,
            EVAL as `review` writes it (White's side; `W+N` / `B+N`: the side that
            wins by force in N plies, as far as the search sees), LINE the moves
            the engine expects, this move first. --lines N (1-5, default 3; fewer
            where POSITION has fewer moves); the search stops after --ms T
            (default 1000) or N --nodes or at --depth D (1-64), keeping the last
            finished iteration; --nodes and --depth repeat exactly. Position only:
            the repetition rule counts from POSITION on.
    match   plays N games from the start. A player P is a level 1-8, `random`
            (a uniformly random legal move), `mc` (flat Monte-Carlo: 500 random
            playouts after each legal move) or a diluted level `L~R`: level L
            that plays a uniformly random legal move instead with probability
            R % (1-99), e.g. `1~50`, from the seat's own seeded random numbers. --ms T sets level 8's time per move
            (default 1000) and makes `mc` play for T ms instead of 500 playouts.
            --swap alternates colours each game (the --white player is Black in
            games 2, 4, ...). Each game gets its own seed, derived from --seed S
            (default 1) and printed, with the result, on one line per game. Then
            a summary from the --white player's side: wins, draws, losses, the
            mean game length in moves (plies), how many games differed, and the
            White / Black / draw rates.
            Draws by repetition count as draws; a game still going after 600
            moves is stopped and counted as a draw (reported as `unfinished`).
            --random-plies K (default 0) opens each game with K uniformly random
            moves, the same for both games of a --swap pair: more varied games
            than from the start alone. The game length counts them.
    puzzles N lines `POSITION;MOVES;K`: in POSITION the side to move wins by
            force within K plies (the game ends scored with it ahead, whatever
            the other side does; the repetition rule counts from POSITION on),
            not within fewer, and exactly one of its first moves wins within
            --max-plies (default 7, at most 15; K is at most that). MOVES is the
            winning line to the end of the game: the winning side's moves, each
            as fast as possible (then the largest margin), and the best defence,
            each reply holding out longest (then the smallest margin), ties to
            the first legal move. All of it is proved by an exhaustive search,
            not by the evaluation. The positions come from games between levels
            1-7 seeded from --seed S (default 1): the same S gives the same
            puzzles. Positions whose proof needs more than 2 million nodes are
            skipped. The lines do not name the board: keep --board beside them
            (scripts/puzzles.sh writes `# board NAME` above the traditional
            board's).
    review  one line per move: `PLY MOVE LABEL EVAL BEST`. PLY counts from 1;
            MOVE is the move as played, in canonical notation; LABEL is `best`,
            `good`, `inaccuracy`, `mistake` or `blunder` by the move's loss
            against the engine's best move in points: at most 0.10, 0.30, 0.80,
            2.00, more. The only move that wins by force is `best`; a move after
            which the opponent wins by force, where the mover was not lost by
            force before, is `blunder`. EVAL is the evaluation after the move from
            White's side: points with two decimals (`+0.35`, `-1.20`, `0.00`), or
            `W+N` / `B+N` when White / Black wins by force in N plies (`W+0`: the
            game is over and won). BEST is the best move in the position before.
            --ms T (default 300) is the engine's time per position; --nodes N
            limits it to N nodes instead, so that the review repeats exactly.
            --plies B (default 7, at most 9) is how far the exact solver looks
            for forced wins: B plies for the side to move, B+1 for the other.
            The repetition rule counts from POSITION on. With `-` instead of
            POSITION and the moves, a game record (as the page writes it, with
            [Position \"...\"] when it did not begin at the start) is read from
            standard input. It may hold variations in parentheses, each after the
            move it replaces (`1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2) 2. b1-a3`, as
            the page's analysis writes them): every move of them is checked, and
            the main line is reviewed.

    tables  build writes DIR/BOARD-pK.jtb (DIR default `tables`) with the value
            of every position whose P = archers on the board + marked archers is
            at most K (0 to 5; P <= 4 takes minutes and about 10 GB): White's
            points minus Black's at the end with best play, a game that would go
            round for ever counting 0 (a draw by the repetition rule), shuttle
            states included. It prints each layer's positions and time, then the
            total time, the peak memory and the file. probe prints `value: N`,
            then every legal move and the value after it (`a1-c2 -1`), best first
            for the side to move; a position above the table's layer is refused
            (status 2). verify draws N positions (default 1000) from games and
            from the table and asks the exact solver about each, for both sides:
            the table's winner must win within the table's distance, the other
            side not within 12 plies; any disagreement is printed, status 2.
            prove asks the exact solver, for K = 1 to --plies and for each side,
            whether it forces a scored win within K plies of POSITION, with the
            nodes and time of each answer (--nodes N, default 10^9, stops it).
            puzzles prints `POSITION;LINE;K` (as `puzzles`) for positions drawn
            from the table where the side to move wins and exactly one move keeps
            all of its win; LINE is the table's best line to the end, K >= --min-
            plies (default 3) its length.
            The values hold for a game that starts in the position: in the middle
            of a game, positions already seen twice can bring a draw sooner.
            With --tables DIR, review adds `table: ...` to a move that changed a
            tabulated value: `threw away a win (+2 to 0)`, `let a draw slip (0 to
            -1)`, `won less (+3 to +1)` or `lost more (-1 to -3)`, values for the
            side that moved.
ERRORS:
    Bad input (an invalid position, a malformed or illegal move, a bad depth) prints
    a message on standard error naming the problem and exits with status 2,
    printing nothing on standard output.
";

/// A problem with the command's input: printed on standard error, exit status 2.
struct UsageError(String);

impl<T: std::fmt::Display> From<T> for UsageError {
    fn from(e: T) -> Self {
        UsageError(e.to_string())
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            let mut stdout = io::stdout().lock();
            // A closed pipe (`jarmo ... | head`) is not an error worth reporting.
            let _ = stdout
                .write_all(out.as_bytes())
                .and_then(|()| stdout.flush());
            ExitCode::SUCCESS
        }
        Err(UsageError(message)) => {
            eprintln!("jarmo: {message}");
            ExitCode::from(2)
        }
    }
}

/// Runs a command and returns all it prints, so that nothing is printed on error.
fn run(args: &[String]) -> Result<String, UsageError> {
    let (command, rest) = match args.split_first() {
        None => return Err(UsageError("no command given; see jarmo --help".into())),
        Some((c, rest)) => (c.as_str(), rest),
    };
    if matches!(command, "--help" | "-h" | "help") {
        return Ok(HELP.to_string());
    }
    let (given, rest) = take_board(rest)?;
    let board = given.unwrap_or_default();
    let rest = rest.as_slice();
    match command {
        "moves" => moves(rest, board),
        "play" => play(rest, board),
        "perft" => perft_command(rest, board),
        "bench" => bench(rest, board),
        "bestmove" => bestmove(rest, board),
        "analyse" => analyse_command(rest, board),
        "match" => match_command(rest, board),
        "puzzles" => puzzles(rest, board),
        "tables" => tables::command(rest, board),
        // A record names its own board: --board only checks it.
        "review" => review_command(rest, given),
        other => Err(UsageError(format!(
            "unknown command '{}'; see jarmo --help",
            excerpt(other)
        ))),
    }
}

/// `--board NAME` anywhere in `args` (after the subcommand's name): the board, if
/// given, and the other arguments in their order.
fn take_board(args: &[String]) -> Result<(Option<Board>, Vec<String>), UsageError> {
    let mut board = None;
    let mut rest = Vec::with_capacity(args.len());
    let mut i = 0;
    while i < args.len() {
        if args[i] == "--board" {
            let value = option_value(args, i, "--board")?;
            if board.is_some() {
                return Err("--board is given twice".into());
            }
            board = Some(
                value
                    .parse::<Board>()
                    .map_err(|e| UsageError(e.to_string()))?,
            );
            i += 2;
        } else {
            rest.push(args[i].clone());
            i += 1;
        }
    }
    Ok((board, rest))
}

fn parse_position(text: &str, board: Board) -> Result<Position, UsageError> {
    if text == "start" {
        return Ok(Position::start_on(board, Colour::White));
    }
    Position::parse_on(text, board)
        .map_err(|e| UsageError(format!("invalid position '{}': {e}", excerpt(text))))
}

fn moves(args: &[String], board: Board) -> Result<String, UsageError> {
    if args.is_empty() {
        return Err("moves needs at least one POSITION (or - to read standard input)".into());
    }
    let texts: Vec<String> = if args == ["-"] {
        let mut lines = Vec::new();
        for line in io::stdin().lock().lines() {
            lines.push(line.map_err(|e| format!("cannot read standard input: {e}"))?);
        }
        lines
    } else {
        args.to_vec()
    };
    let positions = texts
        .iter()
        .enumerate()
        .map(|(i, t)| {
            parse_position(t, board).map_err(|e| match args == ["-"] {
                true => UsageError(format!("line {}: {}", i + 1, e.0)),
                false => e,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut out = String::new();
    for position in positions {
        let list: Vec<String> = position
            .legal_moves()
            .iter()
            .map(ToString::to_string)
            .collect();
        out.push_str(&list.join(" "));
        out.push('\n');
    }
    Ok(out)
}

fn play(args: &[String], board: Board) -> Result<String, UsageError> {
    let (position, moves) = args
        .split_first()
        .ok_or("play needs a POSITION and then the moves")?;
    let mut game = Game::from_position(parse_position(position, board)?);
    for (i, text) in moves.iter().enumerate() {
        let n = i + 1;
        let parsed: MoveText = text
            .parse()
            .map_err(|e| format!("move {n} '{}': {e}", excerpt(text)))?;
        game.play_text(parsed)
            .map_err(|e| format!("move {n} '{}' is not legal: {e}", excerpt(text)))?;
    }
    let mut out = format!("{}\n", game.position());
    if let Some(outcome) = game.outcome() {
        writeln!(out, "result: {outcome}").expect("writing to a String cannot fail");
    }
    Ok(out)
}

fn parse_depth(text: &str) -> Result<u32, UsageError> {
    text.parse::<u32>()
        .ok()
        .filter(|d| *d <= 30)
        .ok_or_else(|| {
            UsageError(format!(
                "depth '{}' is not a whole number from 0 to 30",
                excerpt(text)
            ))
        })
}

fn perft_command(args: &[String], board: Board) -> Result<String, UsageError> {
    let (depth, position) = match args {
        [depth] => (
            parse_depth(depth)?,
            Position::start_on(board, Colour::White),
        ),
        [depth, position] => (parse_depth(depth)?, parse_position(position, board)?),
        _ => return Err("perft takes DEPTH and an optional POSITION".into()),
    };
    Ok(format!("{}\n", perft(&position, depth)))
}

fn bench(args: &[String], board: Board) -> Result<String, UsageError> {
    let mut out = String::new();
    match args {
        [] => {}
        [only] if only == "records" => {
            bench_records(&mut out, board);
            return Ok(out);
        }
        _ => return Err("bench takes no arguments but 'records'".into()),
    }
    let start = Position::start_on(board, Colour::White);
    for depth in [6, 7] {
        let t = Instant::now();
        let nodes = perft(&start, depth);
        let secs = t.elapsed().as_secs_f64();
        writeln!(
            out,
            "perft {depth} from the start: {nodes} sequences in {:.3} s, {:.1} million per second",
            secs,
            nodes as f64 / secs / 1e6
        )
        .expect("writing to a String cannot fail");
    }
    bench_search(&mut out, board)?;
    bench_sliced(&mut out, board);
    bench_records(&mut out, board);
    Ok(out)
}

/// How long `Game::from_record` takes to load long records: games of 100, 1 000
/// and 10 000 plies that never end (`bench::endless_record`), best of 5 loads.
fn bench_records(out: &mut String, board: Board) {
    for plies in [100, 1_000, 10_000] {
        let text = bench::endless_record(board, plies, 1);
        let mut best = f64::INFINITY;
        for _ in 0..5 {
            let t = Instant::now();
            let game = Game::from_record(&text).expect("endless records are legal");
            best = best.min(t.elapsed().as_secs_f64());
            assert_eq!(
                game.moves().len(),
                plies,
                "an endless record of {plies} plies"
            );
        }
        writeln!(
            out,
            "load a record of {plies} plies: {:.2} ms (best of 5), {:.2} µs a ply",
            best * 1e3,
            best * 1e6 / plies as f64
        )
        .expect("writing to a String cannot fail");
    }
}

/// The search in slices of 10 ms, as the page runs it without a worker, against the
/// whole search: how long the slices are, and what slicing costs. The slices are
/// timed by the wall clock: on a busy machine a slice can include time the process
/// waited for a core.
fn bench_sliced(out: &mut String, board: Board) {
    let clock = native_clock();
    for l in bench::sliced(board, &clock, DEFAULT_TIME_MS, 10.0) {
        let [whole, sliced] = &l.level_8;
        writeln!(
            out,
            "level 8 ({DEFAULT_TIME_MS} ms) of '{}' in 10 ms slices: depth {} ({} nodes), {} \
             slices, median {:.1} ms, longest {:.1} ms; whole: depth {} ({} nodes)",
            l.position,
            sliced.depth,
            sliced.nodes,
            sliced.steps,
            sliced.median_ms,
            sliced.longest_ms,
            whole.depth,
            whole.nodes
        )
        .expect("writing to a String cannot fail");
        let [whole, sliced] = &l.to_depth;
        writeln!(
            out,
            "  to depth {}: whole {} nodes in {:.0} ms, in {} slices {} nodes in {:.0} ms: \
             {:+.1} % nodes, {:+.1} % time",
            whole.depth,
            whole.nodes,
            whole.ms,
            sliced.steps,
            sliced.nodes,
            sliced.ms,
            (sliced.nodes as f64 / whole.nodes as f64 - 1.0) * 100.0,
            (sliced.ms / whole.ms - 1.0) * 100.0,
        )
        .expect("writing to a String cannot fail");
    }
}

/// Search speed on the shared benchmark (`jarmo_core::engine::bench`), the same
/// workload that `tests/bench/wasm.mjs` runs in the browser.
fn bench_search(out: &mut String, board: Board) -> Result<(), UsageError> {
    let clock = native_clock();
    let lines = bench::run(board, &clock);
    for l in &lines {
        writeln!(
            out,
            "search depth {} of '{}': {} nodes in {:.3} s, best {} score {}",
            bench::DEPTH,
            l.position,
            l.nodes,
            l.ms / 1000.0,
            l.best,
            l.score
        )
        .expect("writing to a String cannot fail");
    }
    let nodes: u64 = lines.iter().map(|l| l.nodes).sum();
    let ms: f64 = lines.iter().map(|l| l.ms).sum();
    writeln!(
        out,
        "search: {:.2} million nodes per second",
        nodes as f64 / ms / 1000.0
    )
    .expect("writing to a String cannot fail");
    Ok(())
}

/// The clock of native searches: milliseconds since the first call.
fn native_clock() -> impl Fn() -> f64 {
    let origin = Instant::now();
    move || origin.elapsed().as_secs_f64() * 1000.0
}

/// The value after a `--name` option, or an error naming it.
fn option_value<'a>(args: &'a [String], i: usize, name: &str) -> Result<&'a str, UsageError> {
    args.get(i + 1)
        .map(String::as_str)
        .ok_or_else(|| UsageError(format!("{name} needs a value")))
}

fn parse_number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, UsageError> {
    text.parse().map_err(|_| {
        UsageError(format!(
            "{what} '{}' is not a valid whole number",
            excerpt(text)
        ))
    })
}

fn parse_level(text: &str) -> Result<Level, UsageError> {
    text.parse::<u8>()
        .ok()
        .and_then(Level::new)
        .ok_or_else(|| UsageError(format!("level '{}' is not a level 1 to 8", excerpt(text))))
}

fn parse_ms(text: &str) -> Result<f64, UsageError> {
    let ms: u64 = parse_number(text, "time --ms")?;
    if ms == 0 {
        return Err("time --ms must be at least 1 millisecond".into());
    }
    Ok(ms as f64)
}

fn bestmove(args: &[String], board: Board) -> Result<String, UsageError> {
    let (position, options) = args
        .split_first()
        .ok_or("bestmove needs a POSITION (or start)")?;
    let position = parse_position(position, board)?;
    let (tables_dir, options) = tables::take_dir(options)?;
    let options = options.as_slice();
    let mut level = Level::MAX;
    let mut ms = None;
    let mut seed = 1u64;
    let mut i = 0;
    while i < options.len() {
        let name = options[i].as_str();
        let value = option_value(options, i, name)?;
        match name {
            "--level" => level = parse_level(value)?,
            "--ms" => ms = Some(parse_ms(value)?),
            "--seed" => seed = parse_number(value, "seed")?,
            other => {
                return Err(UsageError(format!(
                    "bestmove has no option '{}'",
                    excerpt(other)
                )))
            }
        }
        i += 2;
    }
    let mut limits = level.limits(seed);
    if ms.is_some() {
        limits.time_ms = ms;
    }
    let game = Game::from_position(position);
    if let Some(outcome) = game.outcome() {
        return Err(UsageError(format!(
            "the game is over in this position ({outcome}): no move to find"
        )));
    }
    let clock = native_clock();
    let mut engine = Engine::new(32);
    if let Some(dir) = tables_dir {
        engine.set_tables(Some(std::sync::Arc::new(tables::load(&dir, board)?)));
    }
    let result = engine
        .best_move(&game, &limits, &clock)
        .ok_or("the game is over in this position: no move to find")?;
    Ok(format!("{}\n", result.best))
}

fn analyse_command(args: &[String], board: Board) -> Result<String, UsageError> {
    let (position, options) = args
        .split_first()
        .ok_or("analyse needs a POSITION (or start)")?;
    let position = parse_position(position, board)?;
    let mut lines = 3usize;
    let mut limits = Limits {
        time_ms: Some(DEFAULT_TIME_MS),
        ..Limits::default()
    };
    let mut i = 0;
    while i < options.len() {
        let name = options[i].as_str();
        let value = option_value(options, i, name)?;
        match name {
            "--lines" => {
                lines = parse_number(value, "lines")?;
                if !(1..=MAX_LINES).contains(&lines) {
                    return Err(format!("--lines must be 1 to {MAX_LINES}").into());
                }
            }
            "--ms" => limits.time_ms = Some(parse_ms(value)?),
            "--nodes" => {
                limits.nodes = Some(parse_number(value, "nodes")?);
                limits.time_ms = None;
            }
            "--depth" => {
                let depth: u32 = parse_number(value, "depth")?;
                if !(1..=MAX_DEPTH).contains(&depth) {
                    return Err(format!("--depth must be 1 to {MAX_DEPTH}").into());
                }
                limits.depth = Some(depth);
                limits.time_ms = None;
            }
            other => {
                return Err(UsageError(format!(
                    "analyse has no option '{}'",
                    excerpt(other)
                )))
            }
        }
        i += 2;
    }
    let game = Game::from_position(position);
    if let Some(outcome) = game.outcome() {
        return Err(UsageError(format!(
            "the game is over in this position ({outcome}): nothing to analyse"
        )));
    }
    let clock = native_clock();
    let started = Instant::now();
    let found = Engine::new(32)
        .best_moves(&game, lines, &limits, &clock)
        .ok_or("the game is over in this position: nothing to analyse")?;
    let ms = started.elapsed().as_millis();
    let mut out = format!("depth {} nodes {} ms {ms}\n", found.depth, found.nodes);
    let turn = position.turn();
    for ranked in &found.moves {
        let line: Vec<String> = ranked.pv.iter().map(ToString::to_string).collect();
        let eval = review::Eval::of_score(ranked.score, turn);
        writeln!(out, "{eval} {}", line.join(" ")).expect("writing to a String cannot fail");
    }
    Ok(out)
}

/// A computer player in `jarmo match`.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Player {
    Level(Level),
    /// `L~P`: level L, except that with probability P % (1-99) it plays a
    /// uniformly random legal move instead: a player between `random` and level L,
    /// for the rating ladder (scripts/ladder.sh).
    Diluted(Level, u8),
    Random,
    MonteCarlo,
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Level(l) => write!(f, "level {l}"),
            Player::Diluted(l, p) => write!(f, "level {l}~{p}"),
            Player::Random => f.write_str("random"),
            Player::MonteCarlo => f.write_str("mc"),
        }
    }
}

fn parse_player(text: &str) -> Result<Player, UsageError> {
    let not_a_player = || {
        UsageError(format!(
            "player '{}' is not a level 1-8, a diluted level like 1~50, random or mc",
            excerpt(text)
        ))
    };
    let level = |t: &str| t.parse::<u8>().ok().and_then(Level::new);
    match text {
        "random" => Ok(Player::Random),
        "mc" => Ok(Player::MonteCarlo),
        _ => match text.split_once('~') {
            None => level(text).map(Player::Level).ok_or_else(not_a_player),
            Some((l, p)) => {
                let l = level(l).ok_or_else(not_a_player)?;
                let p = p.parse::<u8>().ok().filter(|p| (1..=99).contains(p));
                let p = p.ok_or_else(|| {
                    UsageError(format!(
                        "player '{}': the share of random moves after ~ must be a whole \
                         percentage from 1 to 99",
                        excerpt(text)
                    ))
                })?;
                Ok(Player::Diluted(l, p))
            }
        },
    }
}

/// A player during one game, with its own engine and random numbers.
struct Seat {
    player: Player,
    engine: Option<Engine>,
    rng: SplitMix64,
    seed: u64,
    ms: Option<f64>,
}

impl Seat {
    fn new(player: Player, seed: u64, ms: Option<f64>) -> Seat {
        Seat {
            player,
            engine: matches!(player, Player::Level(_) | Player::Diluted(..))
                .then(|| Engine::new(16)),
            rng: SplitMix64::new(seed),
            seed,
            ms,
        }
    }

    fn choose(&mut self, game: &Game, clock: &dyn Fn() -> f64) -> Option<Move> {
        // A fresh seed for every move, derived from the game's seed and the ply.
        let move_seed = self.seed ^ (game.moves().len() as u64).wrapping_mul(0x9E37_79B9);
        // A diluted level: the seat's own random numbers decide, then choose the move.
        if let Player::Diluted(_, percent) = self.player {
            if self.rng.below(100) < usize::from(percent) {
                return baseline::random_move(game.position(), &mut self.rng);
            }
        }
        match self.player {
            Player::Random => baseline::random_move(game.position(), &mut self.rng),
            Player::MonteCarlo => {
                let budget = match self.ms {
                    Some(ms) => Budget::TimeMs(ms),
                    None => Budget::PlayoutsPerMove(500),
                };
                baseline::monte_carlo_move(game, budget, self.rng.next_u64(), &clock)
            }
            Player::Level(level) | Player::Diluted(level, _) => {
                let mut limits: Limits = level.limits(move_seed);
                if level == Level::MAX {
                    limits.time_ms = Some(self.ms.unwrap_or(DEFAULT_TIME_MS));
                }
                let engine = self.engine.as_mut().expect("a level player has an engine");
                engine.best_move(game, &limits, &clock).map(|r| r.best)
            }
        }
    }
}

/// Moves after which a match game is stopped and counted as a draw.
const MATCH_MOVE_LIMIT: usize = 600;

fn match_command(args: &[String], board: Board) -> Result<String, UsageError> {
    let mut white = None;
    let mut black = None;
    let mut games = None;
    let mut swap = false;
    let mut seed = 1u64;
    let mut ms = None;
    let mut random_plies = 0u32;
    let mut i = 0;
    while i < args.len() {
        let name = args[i].as_str();
        if name == "--swap" {
            swap = true;
            i += 1;
            continue;
        }
        let value = option_value(args, i, name)?;
        match name {
            "--white" => white = Some(parse_player(value)?),
            "--black" => black = Some(parse_player(value)?),
            "--games" => games = Some(parse_number::<u32>(value, "games")?),
            "--seed" => seed = parse_number(value, "seed")?,
            "--ms" => ms = Some(parse_ms(value)?),
            "--random-plies" => random_plies = parse_number::<u32>(value, "random plies")?,
            other => {
                return Err(UsageError(format!(
                    "match has no option '{}'",
                    excerpt(other)
                )))
            }
        }
        i += 2;
    }
    let white = white.ok_or("match needs --white PLAYER")?;
    let black = black.ok_or("match needs --black PLAYER")?;
    let games = games.ok_or("match needs --games N")?;
    if games == 0 {
        return Err("match needs at least one game".into());
    }

    let clock = native_clock();
    let mut out = String::new();
    let mut seeds = SplitMix64::new(seed);
    // From the --white player's side.
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    // By colour, whoever played it.
    let (mut white_wins, mut black_wins) = (0u32, 0u32);
    let (mut repetitions, mut unfinished) = (0u32, 0u32);
    let mut plies_total = 0usize;
    // Strong levels have little noise: say how many games really differed.
    let mut distinct = std::collections::HashSet::new();
    for n in 0..games {
        let game_seed = seeds.next_u64();
        let swapped = swap && n % 2 == 1;
        let (first, second) = if swapped {
            (black, white)
        } else {
            (white, black)
        };
        let mut seats = [
            Seat::new(first, game_seed, ms),
            Seat::new(second, game_seed ^ 0xB1AC_C0DE, ms),
        ];
        let mut game = Game::new_on(board, Colour::White);
        // With --swap both games of a pair open with the same random moves, so
        // each player gets each opening once with each colour.
        let mut opening = SplitMix64::new(seed ^ u64::from(if swap { n / 2 } else { n }));
        for _ in 0..random_plies {
            if let Some(m) = baseline::random_move(game.position(), &mut opening) {
                game.play(m)
                    .map_err(|e| format!("a random opening move was illegal: {e}"))?;
            }
        }
        while !game.is_over() && game.moves().len() < MATCH_MOVE_LIMIT {
            let seat = &mut seats[game.position().turn().index()];
            let m = seat
                .choose(&game, &clock)
                .ok_or("a player found no move in a game that is not over")?;
            game.play(m)
                .map_err(|e| format!("a player chose the illegal move {m}: {e}"))?;
        }
        plies_total += game.moves().len();
        distinct.insert(game.moves().to_vec());
        let outcome = game.outcome();
        let winner = outcome.and_then(Outcome::winner);
        match winner {
            Some(Colour::White) => white_wins += 1,
            Some(Colour::Black) => black_wins += 1,
            None => {}
        }
        let result = match outcome {
            Some(o) => o.to_string(),
            None => {
                unfinished += 1;
                "unfinished".to_string()
            }
        };
        if outcome == Some(Outcome::Repetition) {
            repetitions += 1;
        }
        // The --white player's colour in this game.
        let ours = if swapped {
            Colour::Black
        } else {
            Colour::White
        };
        match winner {
            Some(c) if c == ours => wins += 1,
            Some(_) => losses += 1,
            None => draws += 1,
        }
        writeln!(
            out,
            "game {}: seed {game_seed}, white {first}, black {second}: {result} in {} moves",
            n + 1,
            game.moves().len()
        )
        .expect("writing to a String cannot fail");
    }
    let total = f64::from(games);
    let pct = |k: u32| 100.0 * f64::from(k) / total;
    let colour_draws = games - white_wins - black_wins;
    writeln!(
        out,
        "{white} vs {black}, {games} games{}: wins {wins}, draws {draws}, losses {losses} \
         ({:.1} % / {:.1} % / {:.1} %, score {:.1} %)\n\
         mean game length {:.1} moves; draws by repetition {repetitions}, unfinished {unfinished}; \
         {} different games\n\
         by colour: White won {:.1} %, Black won {:.1} %, drawn {:.1} %",
        if swap { ", colours alternating" } else { "" },
        pct(wins),
        pct(draws),
        pct(losses),
        (f64::from(wins) + f64::from(draws) / 2.0) / total * 100.0,
        plies_total as f64 / total,
        distinct.len(),
        pct(white_wins),
        pct(black_wins),
        pct(colour_draws),
    )
    .expect("writing to a String cannot fail");
    Ok(out)
}

/// The most plies `jarmo review --plies` accepts: the solver's questions grow
/// about tenfold with every two plies.
const REVIEW_MAX_PLIES: u32 = 9;

/// `board` is the board --board named, if any: a record's own board decides, and one
/// that --board contradicts is an error.
fn review_command(args: &[String], board: Option<Board>) -> Result<String, UsageError> {
    let (position, rest) = args
        .split_first()
        .ok_or("review needs a POSITION and the moves")?;
    let mut game = if position == "-" {
        let mut text = String::new();
        io::stdin()
            .lock()
            .read_to_string(&mut text)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        // A record with variations (an analysis) is reviewed along its main line.
        let game = Tree::from_record(&text)
            .map_err(|e| format!("the record on standard input, {e}"))?
            .main_line();
        match board {
            Some(given) if given != game.board() => {
                let (why, fix) = match game.board() {
                    Board::Knight => (
                        "a record without a Board tag is",
                        format!("add the line [Board \"{given}\"] to the record"),
                    ),
                    Board::Traditional => ("by its Board tag", "change the tag".to_string()),
                };
                return Err(UsageError(format!(
                    "the record on standard input is a game on the {} board ({why}), not on the \
                     {given} board that --board names: {fix}, or leave out --board",
                    game.board()
                )));
            }
            _ => game,
        }
    } else {
        Game::from_position(parse_position(position, board.unwrap_or_default())?)
    };
    let (tables_dir, rest) = tables::take_dir(rest)?;
    let rest = rest.as_slice();
    let table = tables_dir
        .map(|dir| tables::load(&dir, game.board()))
        .transpose()?;
    let mut limits = review::ReviewLimits::default();
    let mut i = 0;
    let mut n = 0;
    while i < rest.len() {
        let word = rest[i].as_str();
        if word.starts_with("--") {
            let value = option_value(rest, i, word)?;
            match word {
                "--ms" => {
                    limits.search.time_ms = Some(parse_ms(value)?);
                    limits.search.nodes = None;
                }
                "--nodes" => {
                    let nodes: u64 = parse_number(value, "nodes")?;
                    if nodes == 0 {
                        return Err("--nodes must be at least 1".into());
                    }
                    limits.search.nodes = Some(nodes);
                    limits.search.time_ms = None;
                }
                "--plies" => {
                    limits.solve_plies = parse_number(value, "plies")?;
                    if !(1..=REVIEW_MAX_PLIES).contains(&limits.solve_plies) {
                        return Err(UsageError(format!(
                            "--plies '{}' is not a number from 1 to {REVIEW_MAX_PLIES}",
                            excerpt(value)
                        )));
                    }
                }
                other => {
                    return Err(UsageError(format!(
                        "review has no option '{}'",
                        excerpt(other)
                    )))
                }
            }
            i += 2;
            continue;
        }
        n += 1;
        let parsed: MoveText = word
            .parse()
            .map_err(|e| format!("move {n} '{}': {e}", excerpt(word)))?;
        game.play_text(parsed)
            .map_err(|e| format!("move {n} '{}' is not legal: {e}", excerpt(word)))?;
        i += 1;
    }
    if game.moves().is_empty() {
        return Err("review needs at least one MOVE after the POSITION".into());
    }
    let clock = native_clock();
    let mut out = String::new();
    for line in review::review_game(&game, &limits, &clock) {
        // With a table: what the move did to a value it holds, after the line.
        let verdict = table
            .as_ref()
            .and_then(|t| t.verdict(&game.positions()[line.ply - 1], line.played));
        match verdict {
            Some(v) => writeln!(out, "{line} table: {v}"),
            None => writeln!(out, "{line}"),
        }
        .expect("writing to a String cannot fail");
    }
    Ok(out)
}

/// The most plies `jarmo puzzles --max-plies` accepts: beyond it a search for
/// puzzles takes hours.
const PUZZLE_MAX_PLIES: u32 = 15;

fn puzzles(args: &[String], board: Board) -> Result<String, UsageError> {
    let mut settings = puzzle::Settings {
        board,
        ..puzzle::Settings::default()
    };
    let mut count = None;
    let mut i = 0;
    while i < args.len() {
        let name = args[i].as_str();
        let value = option_value(args, i, name)?;
        match name {
            "--count" => count = Some(parse_number::<usize>(value, "count")?),
            "--seed" => settings.seed = parse_number(value, "seed")?,
            "--max-plies" => {
                settings.max_plies = parse_number::<u32>(value, "max plies")?;
                if !(1..=PUZZLE_MAX_PLIES).contains(&settings.max_plies) {
                    return Err(UsageError(format!(
                        "--max-plies '{}' is not a number from 1 to {PUZZLE_MAX_PLIES}",
                        excerpt(value)
                    )));
                }
            }
            other => {
                return Err(UsageError(format!(
                    "puzzles has no option '{}'",
                    excerpt(other)
                )))
            }
        }
        i += 2;
    }
    let count = count.ok_or("puzzles needs --count N")?;
    let mut out = String::new();
    for p in puzzle::Generator::new(settings).take(count) {
        writeln!(out, "{p}").expect("writing to a String cannot fail");
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_words(words: &[&str]) -> Result<String, String> {
        let args: Vec<String> = words.iter().map(ToString::to_string).collect();
        run(&args).map_err(|e| e.0)
    }

    #[test]
    fn bestmove_prints_one_legal_move() {
        let out = run_words(&["bestmove", "start", "--level", "4", "--seed", "3"]).unwrap();
        let text: MoveText = out.trim_end().parse().unwrap();
        assert!(Position::default().resolve(text).is_ok());
        assert!(out.ends_with('\n') && out.lines().count() == 1);
    }

    #[test]
    fn analyse_prints_the_depth_and_a_line_per_move_best_first() {
        let out = run_words(&["analyse", "start", "--depth", "4"]).unwrap();
        let mut lines = out.lines();
        assert!(lines.next().unwrap().starts_with("depth 4 nodes "), "{out}");
        let rest: Vec<&str> = lines.collect();
        assert_eq!(rest.len(), 3, "{out}");
        for line in rest {
            let mut words = line.split(' ');
            let eval = words.next().unwrap();
            assert!(eval.starts_with(['+', '-', '0']), "{line}");
            let mut game = Game::default();
            for m in words {
                game.play_text(m.parse().unwrap()).unwrap();
            }
            assert_eq!(game.moves().len(), 4, "{line}");
        }
        // A forced win: White wins in 3 plies with the return (jarmo-core's tests/solve.rs).
        let out = run_words(&[
            "analyse",
            "2Wb1/5/5/w4/1b3 w - -",
            "--lines",
            "1",
            "--depth",
            "5",
        ]);
        let best = out.unwrap().lines().nth(1).unwrap().to_string();
        assert!(best.starts_with("W+3 @d1 "), "{best}");
        assert_eq!(best.split(' ').count(), 4, "the line to the end: {best}");
    }

    #[test]
    fn analyse_rejects_bad_options() {
        for words in [
            &["analyse", "start", "--lines", "0"][..],
            &["analyse", "start", "--lines", "6"],
            &["analyse", "start", "--depth", "65"],
            &["analyse", "start", "--level", "3"],
            &["analyse", "ww3/5/2b2/5/4b w - -"],
            &["analyse"],
        ] {
            assert!(run_words(words).is_err(), "{words:?}");
        }
    }

    #[test]
    fn bestmove_rejects_bad_options() {
        assert!(run_words(&["bestmove", "start", "--level", "0"]).is_err());
        assert!(run_words(&["bestmove", "start", "--ms"]).is_err());
        assert!(run_words(&["bestmove", "start", "--depth", "3"]).is_err());
        assert!(run_words(&["bestmove", "nonsense"]).is_err());
    }

    #[test]
    fn match_prints_a_line_per_game_and_a_summary() {
        let out = run_words(&[
            "match", "--white", "2", "--black", "random", "--games", "2", "--swap",
        ])
        .unwrap();
        assert!(out.starts_with("game 1: seed "));
        assert!(out.contains("\ngame 2: seed "));
        assert!(out.contains("level 2 vs random, 2 games, colours alternating: wins "));
        assert!(out.contains("mean game length "));
    }

    #[test]
    fn match_takes_diluted_levels_and_repeats_them_per_seed() {
        let words = [
            "match", "--white", "1~50", "--black", "2", "--games", "6", "--swap",
        ];
        let out = run_words(&words).unwrap();
        assert!(out.contains("level 1~50 vs level 2, 6 games"), "{out}");
        assert!(out.contains("white level 1~50, black level 2"), "{out}");
        assert_eq!(
            run_words(&words).unwrap(),
            out,
            "the same seed, the same games"
        );
        let seed2 = [&words[..], &["--seed", "2"]].concat();
        assert_ne!(run_words(&seed2).unwrap(), out);
        // Half its moves random: not the games of level 1 itself.
        let plain = [
            "match", "--white", "1", "--black", "2", "--games", "6", "--swap",
        ];
        let games = |out: &str| out.lines().take(6).map(str::to_owned).collect::<Vec<_>>();
        assert_ne!(
            games(
                &run_words(&plain)
                    .unwrap()
                    .replace("level 1,", "level 1~50,")
            ),
            games(&out)
        );
    }

    #[test]
    fn match_rejects_bad_diluted_levels() {
        for (player, says) in [
            ("1~0", "percentage from 1 to 99"),
            ("1~100", "percentage from 1 to 99"),
            ("1~", "percentage from 1 to 99"),
            ("1~5x", "percentage from 1 to 99"),
            ("1~-5", "percentage from 1 to 99"),
            (
                "9~50",
                "is not a level 1-8, a diluted level like 1~50, random or mc",
            ),
            ("random~50", "is not a level 1-8"),
            ("~50", "is not a level 1-8"),
        ] {
            let words = ["match", "--white", player, "--black", "1", "--games", "1"];
            let e = run_words(&words).unwrap_err();
            assert!(
                e.contains(&format!("player '{player}'")) && e.contains(says),
                "{e}"
            );
        }
    }

    #[test]
    fn match_needs_players_and_games() {
        assert!(run_words(&["match", "--white", "1", "--games", "1"]).is_err());
        assert!(run_words(&["match", "--white", "1", "--black", "9", "--games", "1"]).is_err());
        assert!(run_words(&["match", "--white", "1", "--black", "1", "--games", "0"]).is_err());
    }
}
