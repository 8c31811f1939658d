//! `jarmo`: the Jarmo rules on the command line, for players, engine authors and
//! scripts. Run `jarmo --help`.

use std::fmt::Write as _;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

use jarmo_core::{perft, Game, MoveText, Position};

const HELP: &str = "\
jarmo: the rules of Jarmo, the Tatar board game, on the command line

USAGE:
    jarmo moves POSITION...       legal moves of each position, one line each
    jarmo moves -                 the same for positions read from standard input,
                                  one per line
    jarmo play POSITION MOVE...   play the moves in order, print the position reached
    jarmo perft DEPTH [POSITION]  count move sequences of length DEPTH
    jarmo bench                   time perft and print nodes per second
    jarmo --help                  this text

POSITION is a position in the notation of RULES.md, as one argument, e.g.
    'bbbbb/5/5/5/wwwww w - -'
(circles from rank 5 down to rank 1, side to move, White's and Black's shuttle
states), or the word `start` for the start position.

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
    match command {
        "--help" | "-h" | "help" => Ok(HELP.to_string()),
        "moves" => moves(rest),
        "play" => play(rest),
        "perft" => perft_command(rest),
        "bench" => bench(rest),
        other => Err(UsageError(format!(
            "unknown command '{other}'; see jarmo --help"
        ))),
    }
}

fn parse_position(text: &str) -> Result<Position, UsageError> {
    if text == "start" {
        return Ok(Position::default());
    }
    text.parse()
        .map_err(|e| UsageError(format!("invalid position '{text}': {e}")))
}

fn moves(args: &[String]) -> Result<String, UsageError> {
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
            parse_position(t).map_err(|e| match args == ["-"] {
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

fn play(args: &[String]) -> Result<String, UsageError> {
    let (position, moves) = args
        .split_first()
        .ok_or("play needs a POSITION and then the moves")?;
    let mut game = Game::from_position(parse_position(position)?);
    for (i, text) in moves.iter().enumerate() {
        let n = i + 1;
        let parsed: MoveText = text
            .parse()
            .map_err(|e| format!("move {n} '{text}': {e}"))?;
        game.play_text(parsed)
            .map_err(|e| format!("move {n} '{text}' is not legal: {e}"))?;
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
        .ok_or_else(|| UsageError(format!("depth '{text}' is not a whole number from 0 to 30")))
}

fn perft_command(args: &[String]) -> Result<String, UsageError> {
    let (depth, position) = match args {
        [depth] => (parse_depth(depth)?, Position::default()),
        [depth, position] => (parse_depth(depth)?, parse_position(position)?),
        _ => return Err("perft takes DEPTH and an optional POSITION".into()),
    };
    Ok(format!("{}\n", perft(&position, depth)))
}

fn bench(args: &[String]) -> Result<String, UsageError> {
    if !args.is_empty() {
        return Err("bench takes no arguments".into());
    }
    let mut out = String::new();
    let start = Position::default();
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
    Ok(out)
}
