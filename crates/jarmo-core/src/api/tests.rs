//! The API natively: the views the page draws from (captured archers in order, redo,
//! the comparison, a set-up start), the JSON text itself, the errors' codes and
//! params, and every shape against www/contract.js, the one description of them.

use std::collections::BTreeMap;

use super::*;
#[cfg(feature = "engine")]
use crate::json::ToJson;
use crate::position::PlayError;

// ---------------------------------------------------------------------------
// Reading JSON back (the writer's output must be valid JSON) and contract.js.

/// A JSON value, read strictly: what `JSON.parse` accepts, nothing more.
#[derive(Clone, Debug, PartialEq)]
enum Json {
    Null,
    Bool(bool),
    Number(f64),
    Str(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    fn parse(text: &str) -> Json {
        let mut reader = Reader {
            bytes: text.as_bytes(),
            at: 0,
        };
        let value = reader.value();
        reader.space();
        assert_eq!(reader.at, text.len(), "text after the JSON value: {text}");
        value
    }

    /// The object's field `name` (there must be one).
    fn get(&self, name: &str) -> &Json {
        match self {
            Json::Object(fields) => fields
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v)
                .unwrap_or_else(|| panic!("no field {name} in {self:?}")),
            _ => panic!("{self:?} is not an object"),
        }
    }

    fn keys(&self) -> Vec<&str> {
        match self {
            Json::Object(fields) => fields.iter().map(|(n, _)| n.as_str()).collect(),
            _ => panic!("{self:?} is not an object"),
        }
    }

    fn items(&self) -> &[Json] {
        match self {
            Json::Array(items) => items,
            _ => panic!("{self:?} is not an array"),
        }
    }

    fn str(&self) -> &str {
        match self {
            Json::Str(s) => s,
            _ => panic!("{self:?} is not a string"),
        }
    }

    fn num(&self) -> f64 {
        match self {
            Json::Number(n) => *n,
            _ => panic!("{self:?} is not a number"),
        }
    }

    /// The object without `name`: for comparing answers whose times differ.
    #[cfg(feature = "engine")]
    fn without(&self, name: &str) -> Json {
        match self {
            Json::Object(fields) => {
                Json::Object(fields.iter().filter(|(n, _)| n != name).cloned().collect())
            }
            _ => panic!("{self:?} is not an object"),
        }
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn space(&mut self) {
        while matches!(self.bytes.get(self.at), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, text: &str) -> bool {
        let found = self.bytes[self.at..].starts_with(text.as_bytes());
        if found {
            self.at += text.len();
        }
        found
    }

    fn value(&mut self) -> Json {
        self.space();
        let value = match self.bytes.get(self.at) {
            Some(b'{') => {
                self.at += 1;
                let mut fields = Vec::new();
                self.space();
                if !self.eat("}") {
                    loop {
                        self.space();
                        let Json::Str(name) = self.value() else {
                            panic!("a field name must be a string at {}", self.at)
                        };
                        self.space();
                        assert!(self.eat(":"), "':' expected at {}", self.at);
                        fields.push((name, self.value()));
                        self.space();
                        if self.eat("}") {
                            break;
                        }
                        assert!(self.eat(","), "',' or '}}' expected at {}", self.at);
                    }
                }
                Json::Object(fields)
            }
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                self.space();
                if !self.eat("]") {
                    loop {
                        items.push(self.value());
                        self.space();
                        if self.eat("]") {
                            break;
                        }
                        assert!(self.eat(","), "',' or ']' expected at {}", self.at);
                    }
                }
                Json::Array(items)
            }
            Some(b'"') => {
                self.at += 1;
                let mut s = String::new();
                loop {
                    let rest = std::str::from_utf8(&self.bytes[self.at..]).unwrap();
                    let c = rest.chars().next().expect("an unterminated string");
                    self.at += c.len_utf8();
                    match c {
                        '"' => break,
                        '\\' => {
                            let e = self.bytes[self.at];
                            self.at += 1;
                            s.push(match e {
                                b'"' => '"',
                                b'\\' => '\\',
                                b'/' => '/',
                                b'n' => '\n',
                                b't' => '\t',
                                b'r' => '\r',
                                b'b' => '\u{8}',
                                b'f' => '\u{c}',
                                b'u' => {
                                    let hex =
                                        std::str::from_utf8(&self.bytes[self.at..self.at + 4]);
                                    self.at += 4;
                                    char::from_u32(u32::from_str_radix(hex.unwrap(), 16).unwrap())
                                        .unwrap()
                                }
                                _ => panic!("a bad escape at {}", self.at),
                            });
                        }
                        c if c < ' ' => panic!("a raw control character in a string"),
                        c => s.push(c),
                    }
                }
                Json::Str(s)
            }
            _ if self.eat("null") => Json::Null,
            _ if self.eat("true") => Json::Bool(true),
            _ if self.eat("false") => Json::Bool(false),
            _ => {
                let start = self.at;
                while matches!(
                    self.bytes.get(self.at),
                    Some(b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
                ) {
                    self.at += 1;
                }
                let text = std::str::from_utf8(&self.bytes[start..self.at]).unwrap();
                let digits = text.trim_start_matches('-');
                assert!(
                    digits.starts_with(|c: char| c.is_ascii_digit())
                        && !(digits.starts_with('0')
                            && digits[1..].starts_with(|c: char| c.is_ascii_digit())),
                    "not a JSON number: '{text}' at {start}"
                );
                Json::Number(
                    text.parse()
                        .unwrap_or_else(|_| panic!("not a number: '{text}'")),
                )
            }
        };
        value
    }
}

/// www/contract.js, the one description of what the core sends.
fn contract() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/contract.js");
    std::fs::read_to_string(path).expect("www/contract.js")
}

/// The `@property` names of contract.js's `@typedef {object} NAME`.
fn declared(name: &str) -> Vec<String> {
    let text = contract();
    let block = text
        .split("/**")
        .find(|b| b.contains(&format!("@typedef {{object}} {name}\n")))
        .unwrap_or_else(|| panic!("contract.js has no @typedef {{object}} {name}"));
    let mut fields = Vec::new();
    for part in block.split("@property {").skip(1) {
        // The type may hold braces of its own: skip to the one that closes it.
        let mut depth = 1;
        let end = part
            .char_indices()
            .find(|&(_, c)| {
                depth += match c {
                    '{' => 1,
                    '}' => -1,
                    _ => 0,
                };
                depth == 0
            })
            .map(|(i, _)| i)
            .unwrap();
        let name = part[end + 1..].split_whitespace().next().unwrap();
        fields.push(name.to_string());
    }
    fields
}

/// `value` has exactly the fields contract.js declares for `typedef`, in any order.
fn assert_declared(value: &Json, typedef: &str) {
    let mut sent: Vec<&str> = value.keys();
    sent.sort_unstable();
    let mut fields = declared(typedef);
    fields.sort();
    assert_eq!(sent, fields, "the fields of {typedef}");
}

/// Every object in a state has exactly the fields of its type in contract.js.
fn assert_state_declared(state: &Json) {
    assert_declared(state, "GameState");
    for archer in state
        .get("circles")
        .items()
        .iter()
        .filter(|a| **a != Json::Null)
    {
        assert_declared(archer, "Archer");
    }
    for per_side in ["captured", "points"] {
        assert_declared(state.get(per_side), "PerSide");
    }
    for side in ["white", "black"] {
        for captured in state.get("captured").get(side).items() {
            assert_declared(captured, "Captured");
        }
    }
    for m in state.get("moves").items() {
        assert_declared(m, "Move");
    }
    for list in ["history", "redo"] {
        for played in state.get(list).items() {
            assert_declared(played, "PlayedMove");
        }
    }
    for (name, typedef) in [("lastMove", "Move"), ("result", "Result")] {
        if *state.get(name) != Json::Null {
            assert_declared(state.get(name), typedef);
        }
    }
}

/// The error table of contract.js (`CoreError`): each code's params, and the params
/// an error in a record adds (the row "in a record").
fn error_table() -> (BTreeMap<String, Vec<String>>, Vec<String>) {
    let mut codes = BTreeMap::new();
    let mut in_record = Vec::new();
    for line in contract().lines() {
        let Some(row) = line.trim_start().strip_prefix("* |") else {
            continue;
        };
        let columns: Vec<&str> = row.split('|').collect();
        if columns.len() < 3 || columns[0].contains("---") || columns[0].trim() == "code" {
            continue;
        }
        let ticked = |column: &str| -> Vec<String> {
            column
                .split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect()
        };
        let params = ticked(columns[1]);
        if columns[0].trim() == "in a record" {
            in_record = params;
            continue;
        }
        for code in ticked(columns[0]) {
            assert!(
                codes.insert(code.clone(), params.clone()).is_none(),
                "{code} twice in contract.js"
            );
        }
    }
    assert!(codes.len() >= 40, "contract.js lists {} codes", codes.len());
    assert_eq!(in_record, ["line", "moveNumber"]);
    (codes, in_record)
}

// ---------------------------------------------------------------------------
// Helpers.

/// JavaScript's `String(x)` for a number (ECMAScript's Number::toString), for the
/// tests' host: what src/wasm.rs asks of JavaScript itself.
fn js_number_text(x: f64) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x == 0.0 {
        return "0".into();
    }
    if x < 0.0 {
        return format!("-{}", js_number_text(-x));
    }
    if x.is_infinite() {
        return "Infinity".into();
    }
    // The shortest digits that read back as x, and the exponent: x = 0.DIGITS * 10^n.
    let scientific = format!("{x:e}");
    let (mantissa, exponent) = scientific.split_once('e').unwrap();
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    let k = digits.len() as i32;
    let n = exponent.parse::<i32>().unwrap() + 1;
    if k <= n && n <= 21 {
        format!("{digits}{}", "0".repeat((n - k) as usize))
    } else if 0 < n && n <= 21 {
        format!("{}.{}", &digits[..n as usize], &digits[n as usize..])
    } else if -6 < n && n <= 0 {
        format!("0.{}{digits}", "0".repeat((-n) as usize))
    } else {
        let e = n - 1;
        let sign = if e < 0 { '-' } else { '+' };
        let rest = if k == 1 {
            String::new()
        } else {
            format!(".{}", &digits[1..])
        };
        format!("{}{rest}e{sign}{}", &digits[..1], e.abs())
    }
}

#[test]
fn the_tests_number_text_is_javascripts() {
    for (x, text) in [
        (9.0, "9"),
        (1.5, "1.5"),
        (-0.0, "0"),
        (-2.25, "-2.25"),
        (0.1 + 0.2, "0.30000000000000004"),
        (123_456_789.0, "123456789"),
        (1e21, "1e+21"),
        (1.5e21, "1.5e+21"),
        (1e20, "100000000000000000000"),
        (0.000_001, "0.000001"),
        (1e-7, "1e-7"),
        (1.25e-7, "1.25e-7"),
        (f64::NAN, "NaN"),
        (f64::NEG_INFINITY, "-Infinity"),
    ] {
        assert_eq!(js_number_text(x), text, "{x:?}");
    }
}

fn state(game: &Game) -> Json {
    let json = Json::parse(&state_json(game));
    assert_state_declared(&json);
    json
}

fn err<T: std::fmt::Debug>(result: Result<T, ApiError>) -> ApiError {
    result.expect_err("an error")
}

/// The `text` of each entry of a list of moves.
fn texts(list: &Json) -> Vec<&str> {
    list.items().iter().map(|m| m.get("text").str()).collect()
}

/// Each captured archer as `circle@ply`, `?` for one captured before the start.
fn captured(state: &Json, side: &str) -> Vec<String> {
    state
        .get("captured")
        .get(side)
        .items()
        .iter()
        .map(|c| match (c.get("circle"), c.get("ply")) {
            (Json::Null, Json::Null) => "?".to_string(),
            (circle, ply) => format!("{}@{}", circle.str(), ply.num()),
        })
        .collect()
}

// ---------------------------------------------------------------------------
// The game's views.

#[test]
fn a_state_as_json_text() {
    // White's last archer on the board steps onto its goal row: the game is over.
    let mut game = game_from_position("5/3w1/5/1b3/5 w - -", None).unwrap();
    let played = play(&mut game, "d4-b5").unwrap();
    let step = r#"{"kind":"step","side":"white","text":"d4-b5","from":"d4","to":"b5","capture":false,"unmarks":null}"#;
    assert_eq!(played, step);
    let mut circles: Vec<&str> = vec!["null"; 25];
    // Index rank * 5 + file: b2 is 6, b5 21.
    circles[6] = r#"{"colour":"black","marked":false,"settled":false}"#;
    circles[21] = r#"{"colour":"white","marked":false,"settled":true}"#;
    let unknown = [r#"{"circle":null,"ply":null}"#; 4].join(",");
    let expected = format!(
        concat!(
            r#"{{"circles":[{circles}],"board":"knight","turn":"black","first":"white","#,
            r#""captured":{{"white":[{unknown}],"black":[{unknown}]}},"#,
            r#""points":{{"white":2,"black":1}},"moves":[],"#,
            r#""history":[{{"ply":1,"number":1,"label":"1.","side":"white","text":"d4-b5"}}],"#,
            r#""redo":[],"lastMove":{step},"position":"1w3/5/5/1b3/5 b d4b5:1 -","#,
            r#""startPosition":"5/3w1/5/1b3/5 w - -","over":true,"#,
            r#""result":{{"winner":"white","reason":"goal-row","side":"white","white":2,"black":1,"text":"white 2-1"}},"#,
            r#""repetitions":1}}"#
        ),
        circles = circles.join(","),
        unknown = unknown,
        step = step,
    );
    assert_eq!(state_json(&game), expected);
    assert_state_declared(&Json::parse(&expected));
}

#[test]
fn the_start_as_json() {
    let game = new_game(None, None).unwrap();
    let start = state(&game);
    assert_eq!(start.get("position").str(), "bbbbb/5/5/5/wwwww w - -");
    assert_eq!(start.get("circles").items().len(), 25);
    assert_eq!(
        start.get("circles").items()[0],
        Json::parse(r#"{"colour":"white","marked":false,"settled":false}"#)
    );
    // a5 is Black's, on White's goal row: only White's archers settle there.
    assert_eq!(
        start.get("circles").items()[20],
        Json::parse(r#"{"colour":"black","marked":false,"settled":false}"#)
    );
    assert_eq!(start.get("moves").items().len(), game.legal_moves().len());
    for m in start.get("moves").items() {
        assert_eq!(m.get("side").str(), "white");
    }
    for name in ["lastMove", "result"] {
        assert_eq!(*start.get(name), Json::Null);
    }
    assert_eq!(
        start.get("captured"),
        &Json::parse(r#"{"white":[],"black":[]}"#)
    );
    assert_eq!(
        start.get("points"),
        &Json::parse(r#"{"white":5,"black":5}"#)
    );
}

/// Black captures twice, White twice, then White returns: its first captured archer
/// comes back, the later one stays.
const RETURN_GAME: &str = "1. a1-b3 a5xb3 2. c1xb3 b5-c3 3. b3xc5 c3xd1 4. @a1";

#[test]
fn captured_archers_in_the_order_they_were_taken() {
    let mut game = game_from_record(RETURN_GAME).unwrap();
    let before_return = state(&game.at(6));
    assert_eq!(captured(&before_return, "white"), ["b3@1", "d1@5"]);
    assert_eq!(captured(&before_return, "black"), ["b3@2", "c5@4"]);
    let after = state(&game);
    assert_eq!(captured(&after, "white"), ["d1@5"]);
    assert_eq!(captured(&after, "black"), ["b3@2", "c5@4"]);
    let last = after.get("lastMove");
    assert_eq!(
        *last,
        Json::parse(
            r#"{"kind":"return","side":"white","text":"@a1","from":null,"to":"a1","capture":false,"unmarks":"c5"}"#
        )
    );
    // Taking the return back brings the archer back to the row.
    game.undo();
    assert_eq!(captured(&state(&game), "white"), ["b3@1", "d1@5"]);
}

#[test]
fn captured_archers_of_a_set_up_start_come_first() {
    // White has 2 archers on the board (3 captured before the start), Black 1 (4).
    let mut game = game_from_position("W3b/5/2w2/5/5 w - -", None).unwrap();
    let start = state(&game);
    assert_eq!(captured(&start, "white"), ["?"; 3]);
    assert_eq!(captured(&start, "black"), ["?"; 4]);
    play(&mut game, "@a1").unwrap();
    let after = state(&game);
    assert_eq!(captured(&after, "white"), ["?"; 2]);
    assert_eq!(captured(&after, "black"), ["?"; 4]);
    assert_eq!(
        after.get("circles").items()[0].get("marked"),
        &Json::Bool(false)
    );
    // The return unmarked a5.
    assert_eq!(
        after.get("circles").items()[20].get("marked"),
        &Json::Bool(false)
    );
}

#[test]
fn redo_lists_the_moves_taken_back_as_history_will() {
    // A pair of moves starts with whoever moved first: the same labels either way.
    let labels = ["2.", "", "3."];
    for first in [Colour::White, Colour::Black] {
        let mut game = Game::new(first);
        for m in ["a1-c2", "a5-c4", "b1-a3", "e5-d3", "c2-a1"] {
            // Whoever moves: the steps are White's and Black's alternately from
            // White's first; with Black first, mirror them.
            let m = if first == Colour::Black {
                mirror(m)
            } else {
                m.to_string()
            };
            play(&mut game, &m).unwrap();
        }
        for _ in 0..3 {
            game.undo().unwrap();
        }
        let now = state(&game);
        let redo = now.get("redo").items();
        assert_eq!(redo.len(), 3);
        for (i, entry) in redo.iter().enumerate() {
            assert_eq!(entry.get("ply").num(), (3 + i) as f64);
            assert_eq!(entry.get("label").str(), labels[i], "{first:?} {i}");
        }
        let sides: Vec<&str> = redo.iter().map(|e| e.get("side").str()).collect();
        let (one, other) = (first.name(), first.opponent().name());
        assert_eq!(sides, [one, other, one]);
        // Redo plays the first entry, which history then lists as redo did.
        let expected = redo[0].clone();
        let text = game.redo().unwrap().to_string();
        assert_eq!(text, expected.get("text").str());
        let again = state(&game);
        assert_eq!(again.get("history").items().last(), Some(&expected));
        assert_eq!(again.get("redo").items(), &redo[1..]);
        // Another move ends the redo.
        let other_move = again
            .get("moves")
            .items()
            .iter()
            .map(|m| m.get("text").str().to_string())
            .find(|m| *m != redo[1].get("text").str())
            .unwrap();
        play(&mut game, &other_move).unwrap();
        assert_eq!(state(&game).get("redo").items(), &[]);
        assert!(game.redo().is_none());
    }
}

/// The same step seen from the other side of the board (a1 <-> e5).
fn mirror(m: &str) -> String {
    m.chars()
        .map(|c| match c {
            'a'..='e' => (b'a' + b'e' - c as u8) as char,
            '1'..='5' => (b'1' + b'5' - c as u8) as char,
            c => c,
        })
        .collect()
}

#[test]
fn the_state_of_a_record_with_a_position_start() {
    // Black moves first: its moves begin the pairs.
    let record = "[Position \"W3b/5/2w2/5/5 b - -\"]\n1. e5-d3 @a1 2. d3-e5";
    let game = game_from_record(record).unwrap();
    let now = state(&game);
    assert_eq!(now.get("startPosition").str(), "W3b/5/2w2/5/5 b - -");
    assert_eq!(now.get("first").str(), "black");
    assert_eq!(now.get("turn").str(), "white");
    assert_eq!(texts(now.get("history")), ["e5-d3", "@a1", "d3-e5"]);
    let labels: Vec<&str> = now
        .get("history")
        .items()
        .iter()
        .map(|m| m.get("label").str())
        .collect();
    assert_eq!(labels, ["1.", "", "2."]);
    let sides: Vec<&str> = now
        .get("history")
        .items()
        .iter()
        .map(|m| m.get("side").str())
        .collect();
    assert_eq!(sides, ["black", "white", "black"]);
    assert_eq!(captured(&now, "white"), ["?"; 2]);
    assert_eq!(captured(&now, "black"), ["?"; 4]);
    // The record the game writes reads back to the same state.
    let again = game_from_record(&record_of(&game)).unwrap();
    assert_eq!(state_json(&again), state_json(&game));
    // The game as it was at the start (which takes nothing back: no redo).
    let start = Json::parse(&state_at_json(&game, Some(0.0)).unwrap());
    assert_state_declared(&start);
    assert_eq!(start.get("position").str(), "W3b/5/2w2/5/5 b - -");
    assert_eq!(start.get("history").items(), &[]);
    assert_eq!(start.get("redo").items(), &[]);
    assert_eq!(captured(&start, "white"), ["?"; 3]);
}

fn record_of(game: &Game) -> String {
    record(game, &[]).unwrap()
}

#[test]
fn state_at_takes_a_whole_number_of_plies_up_to_the_moves_played() {
    let game = game_from_record(RETURN_GAME).unwrap();
    for plies in 0..=7 {
        assert_eq!(
            state_at_json(&game, Some(f64::from(plies))).unwrap(),
            state_json(&game.at(plies as usize))
        );
    }
    for bad in [
        None,
        Some(-1.0),
        Some(0.5),
        Some(8.0),
        Some(f64::NAN),
        Some(f64::INFINITY),
    ] {
        let e = err(state_at_json(&game, bad));
        assert_eq!(
            (e.code(), e.params()),
            ("api.bad-ply", &[("max", "7".to_string())][..])
        );
    }
}

#[test]
fn the_comparison_of_another_record() {
    let game = game_from_record("1. a1-c2 e5-d3 2. b1-a3").unwrap();
    let compare = |other: &str| {
        let json = Json::parse(&compare_json(&game, other).unwrap());
        assert_declared(&json, "Comparison");
        json
    };
    let view = |relation: &str, ply: &str, number: &str, theirs: &str, ours: &str| {
        Json::parse(&format!(
            r#"{{"relation":"{relation}","ply":{ply},"moveNumber":{number},"theirs":{theirs},"ours":{ours}}}"#
        ))
    };
    assert_eq!(
        compare("1. a1-c2 e5-d3 2. b1-a3"),
        view("same", "null", "null", "null", "null")
    );
    // Theirs is older: it lacks our third move.
    assert_eq!(
        compare("1. a1-c2 e5-d3"),
        view("older", "3", r#""2""#, "null", r#""b1-a3""#)
    );
    // Theirs is newer: it played on.
    assert_eq!(
        compare("1. a1-c2 e5-d3 2. b1-a3 a5-c4"),
        view("newer", "4", r#""2...""#, r#""a5-c4""#, "null")
    );
    // Both went on differently from the second move.
    assert_eq!(
        compare("1. a1-c2 a5-c4"),
        view("differs", "2", r#""1...""#, r#""a5-c4""#, r#""e5-d3""#)
    );
    // Another start: not the same game.
    assert_eq!(
        compare("[Position \"bbbbb/5/5/5/wwwww b - -\"]\n1. e5-d3"),
        view("differs", "0", "null", "null", "null")
    );
    // A record that does not read says where.
    let e = err(compare_json(&game, "1. a1-c2 zz"));
    assert_eq!(e.message(), "move.shape: text zz, line 1, moveNumber 1...");
}

#[test]
fn play_refuses_and_changes_nothing() {
    let mut game = new_game(Some("black"), None).unwrap();
    let before = state_json(&game);
    for bad in ["", "  ", "a1-c2", "e1-d3", "e5-d9", "x", "pass", "@a5"] {
        err(play(&mut game, bad));
        assert_eq!(state_json(&game), before, "{bad}");
    }
    // Spaces around a move are no part of it.
    let played = Json::parse(&play(&mut game, " e5-d3 ").unwrap());
    assert_declared(&played, "Move");
    assert_eq!(played.get("side").str(), "black");
}

#[test]
fn a_new_game_takes_who_moves_first() {
    for (first, name) in [
        (None, "white"),
        (Some("white"), "white"),
        (Some("w"), "white"),
        (Some("black"), "black"),
        (Some("b"), "black"),
    ] {
        let game = new_game(first, None).unwrap();
        assert_eq!(state(&game).get("first").str(), name);
    }
    let e = err(new_game(Some("red"), None));
    assert_eq!(e.message(), "api.bad-side: text red");
    // A text refused is quoted by its first characters.
    let e = err(new_game(Some(&"r".repeat(100_000)), None));
    assert_eq!(e.params(), &[("text", format!("{}…", "r".repeat(32)))]);
}

#[test]
fn records_take_tags_of_names_and_strings() {
    let game = game_from_record("1. a1-c2").unwrap();
    let tags = |pairs: &[(&str, Option<&str>)]| -> Vec<(String, Option<String>)> {
        pairs
            .iter()
            .map(|(n, v)| (n.to_string(), v.map(str::to_string)))
            .collect()
    };
    assert_eq!(
        record(
            &game,
            &tags(&[("Date", Some("2026.11.29")), ("White", Some("A \"B\""))])
        )
        .unwrap(),
        game.record(&[("Date", "2026.11.29"), ("White", "A \"B\"")])
    );
    for (bad, detail) in [
        (tags(&[("", Some("x"))]), "'' is not a tag name"),
        (
            tags(&[("Position", Some("x"))]),
            "'Position' is not a tag name",
        ),
        (tags(&[("A b", Some("x"))]), "'A b' is not a tag name"),
        // A name of any length is quoted by its first characters.
        (
            tags(&[(&"N".repeat(41), Some("x"))]),
            &format!("'{}…' is not a tag name", "N".repeat(32)),
        ),
        (
            tags(&[("A\u{202e}b", Some("x"))]),
            "'A\u{fffd}b' is not a tag name",
        ),
        (tags(&[("Date", None)]), "the value of Date is not a string"),
    ] {
        let e = err(record(&game, &bad));
        assert_eq!(e.code(), "api.bad-tags");
        assert_eq!(e.params(), &[("detail", detail.to_string())]);
    }
}

#[test]
fn lines_are_the_boards() {
    for (name, board) in [
        (None, Board::Knight),
        (Some("knight"), Board::Knight),
        (Some("traditional"), Board::Traditional),
    ] {
        let lines = Json::parse(&lines_json(name).unwrap());
        assert_eq!(lines.items().len(), board.lines().len(), "{name:?}");
        for pair in lines.items() {
            assert_eq!(pair.items().len(), 2);
            let [a, b] = [0, 1].map(|i| pair.items()[i].str().parse().unwrap());
            assert!(board.joins(a, b), "{name:?}: {a}-{b}");
        }
    }
    assert_eq!(Board::Knight.lines().len(), 48);
    assert_eq!(Board::Traditional.lines().len(), 38);
    assert_eq!(
        err(lines_json(Some("Knight"))).message(),
        "api.bad-board: text Knight"
    );
}

#[test]
fn a_game_on_the_traditional_board_says_so_in_its_state_and_its_records() {
    let mut game = new_game(Some("black"), Some("traditional")).unwrap();
    let state = state(&game);
    assert_eq!(state.get("board").str(), "traditional");
    assert_eq!(state.get("first").str(), "black");
    // b2-c2 is a line of the traditional board only; Black's a5-b3 of both.
    play(&mut game, "a5-b3").unwrap();
    play(&mut game, "a1-c2").unwrap();
    let compact = game.compact_record();
    assert_eq!(
        compact,
        "[Board \"traditional\"]\n[Position \"bbbbb/5/5/5/wwwww b - -\"]\na5-b3 a1-c2"
    );
    let again = game_from_record(&compact).unwrap();
    assert_eq!(again.board(), Board::Traditional);
    assert_eq!(state_json(&again), state_json(&game));
    // The record read on the knight board would be another game: compare says so.
    let knight =
        compare_json(&game, "[Position \"bbbbb/5/5/5/wwwww b - -\"]\na5-b3 a1-c2").unwrap();
    assert!(knight.contains(r#""relation":"differs""#), "{knight}");
    // A set-up position is read on the board named, and its shuttle state checked there.
    let set_up = game_from_position("5/5/5/1w3/5 w b2c2:1 -", Some("traditional")).unwrap();
    assert_eq!(set_up.board(), Board::Traditional);
    assert_eq!(
        err(game_from_position("5/5/5/1w3/5 w b2c2:1 -", None)).code(),
        "position.shuttle-not-joined"
    );
    assert_eq!(
        err(new_game(None, Some("round"))).message(),
        "api.bad-board: text round"
    );
    // The record writes the Board tag itself; a caller may not.
    let tags = vec![("Board".to_string(), Some("knight".to_string()))];
    assert_eq!(err(record(&game, &tags)).code(), "api.bad-tags");
}

// ---------------------------------------------------------------------------
// The errors against contract.js.

#[test]
fn prepared_answers_are_the_answers_and_prepared_of_contract_js() {
    let mut game = game_from_record("1. a1-c2").unwrap();
    let tree = answers_json(&game, "1:e5-d3 b1-a3 d3xe1 a3-c4_d5-e3 c2-d4").unwrap();
    assert_declared(&Json::parse(&tree), "Answers");
    assert_eq!(
        tree,
        r#"{"text":"1:e5-d3 b1-a3 d3xe1 a3-c4_d5-e3 c2-d4","lines":[["e5-d3","b1-a3","d3xe1","a3-c4"],["d5-e3","c2-d4"]]}"#
    );
    play(&mut game, "e5-d3").unwrap();
    let prepared = answer_to_json(&game, "1:e5-d3 b1-a3 d3xe1 a3-c4_d5-e3 c2-d4").unwrap();
    assert_declared(&Json::parse(&prepared), "Prepared");
    assert_eq!(prepared, r#"{"answer":"b1-a3","rest":"3:d3xe1 a3-c4"}"#);
    let none = answer_to_json(&game, "").unwrap();
    assert_eq!(none, r#"{"answer":null,"rest":""}"#);
}

#[test]
fn every_error_has_the_params_contract_js_lists_for_its_code() {
    let (table, in_record) = error_table();
    let mut made: Vec<(ApiError, bool)> = Vec::new();
    let mut game = new_game(None, None).unwrap();
    for m in [
        "", "a9-b1", "hello", "b3-c3", "a5-a4", "a1-a3", "@b2", "@a1", "pass",
    ] {
        made.push((err(play(&mut game, m)), false));
    }
    let mut going = game_from_record("1. a1-c2 e5-d3").unwrap();
    for m in ["c2-e1", "@a1"] {
        made.push((err(play(&mut going, m)), false));
    }
    for (position, m) in [
        ("1w3/5/2w2/1b3/5 w - -", "b5-b4"),
        ("W3b/5/2w2/5/w4 w - -", "@a1"),
        ("4b/5/2w2/5/5 w - -", "@a1"),
        ("1w3/5/5/1b3/5 b - -", "b2-c4"),
    ] {
        let mut game = game_from_position(position, None).unwrap();
        made.push((err(play(&mut game, m)), false));
    }
    let mut shuttled = new_game(None, None).unwrap();
    for m in [
        "a1-c2", "a5-c4", "c2-a1", "c4-a5", "a1-c2", "a5-c4", "c2-a1", "c4-a5",
    ] {
        play(&mut shuttled, m).unwrap();
    }
    made.push((err(play(&mut shuttled, "a1-c2")), false));
    made.push((
        ApiError::from(PlayError::Misdescribed(game.legal_moves()[0])),
        false,
    ));
    for position in [
        "bbbbb/5/5/5/wwwww w -",
        "bbbbb/5/5/5/wwwww  w -",
        "bbbbb/5/5/wwwww w - -",
        "bbbb/5/5/5/wwwww w - -",
        "bbbbz/5/5/5/wwwww w - -",
        "bbbbb/w4/5/5/wwwww w - -",
        "bbbbb/5/5/5/wwwww x - -",
        "bbbbb/5/5/5/wwwww w zz -",
        "bbbbb/5/5/5/wwwww w a9c2:1 -",
        "bbbbb/5/5/5/wwwww w a1a3:1 -",
        "bbbbb/5/5/5/wwwww w a1c2:9 -",
    ] {
        made.push((err(game_from_position(position, None)), false));
    }
    for record in [
        "[Bad\n1. a1-c2",
        "[Position \"bbbbb/5/5/5/wwwww w - -\"]\n[Position \"bbbbb/5/5/5/wwwww w - -\"]",
        "1. a1-c2 e5-d3 3. c2-d4",
        "[Board \"hexagonal\"]",
        "[Board \"traditional\"]\n[Board \"traditional\"]",
    ] {
        made.push((err(game_from_record(record)), false));
    }
    for record in [
        "1. a1-a3",
        "1. a1-c2 zz",
        "[Position \"bbbbb/5/5/5/wwwww w - x\"]",
    ] {
        made.push((err(game_from_record(record)), true));
    }
    made.push((err(game_from_record("1. a1-c2 (1. b1-d2)")), false));
    #[cfg(feature = "analysis")]
    for (record, inside) in [
        ("1. a1-c2 (1. b1-d2", false),
        ("1. a1-c2)", false),
        ("(1. a1-c2)", false),
        ("1. a1-c2 ()", false),
        ("1. a1-c2 (1. a1-b2)", true),
    ] {
        let read = crate::tree::Tree::from_record(record).map_err(ApiError::from);
        made.push((err(read), inside));
    }
    #[cfg(feature = "analysis")]
    {
        let mut tree = analysis::from_record("").unwrap();
        made.push((err(analysis::node(&tree, Some(1.0))), false));
        made.push((err(analysis::delete(&mut tree, Some(0.0))), false));
    }
    made.push((ApiError::not_string("record"), false));
    let one = game_from_record("1. a1-c2").unwrap();
    for text in [
        &"e5-d3 b1-a3_".repeat(40),
        "e5-d3",
        "3:e5-d3 b1-a3",
        "1:e5-d3",
        "1:e5-d3 b1-a3 d3-e1 a3-c4 e1-d3 c4-a3 d3-e1 a3-c4",
        "1:e5-d3 a1-c2",
        "1:e5-d3 b1-a3_e5-d3 b1-d2",
    ] {
        made.push((err(answers_json(&one, text)), false));
    }
    let mut many = Vec::new();
    for theirs in one.legal_moves() {
        let mut next = one.at(1);
        next.play(theirs).unwrap();
        many.push(format!("{theirs} {}", next.legal_moves()[0]));
    }
    made.push((
        err(answers_json(&one, &format!("1:{}", many.join("_")))),
        false,
    ));
    let over = game_from_position("1w3/5/5/1b3/5 b - -", None).unwrap();
    made.push((err(answers_json(&over, "0:e5-d3 b1-a3")), false));
    made.push((err(new_game(Some("x"), None)), false));
    made.push((err(new_game(None, Some("round"))), false));
    made.push((err(match_json(Some(3.0), &[])), false));
    made.push((
        err(match_json(Some(2.0), &[[Some(11.0), Some(0.0)]])),
        false,
    ));
    made.push((err(state_at_json(&game, None)), false));
    made.push((ApiError::bad_tags("not an object".into()), false));
    made.push((ApiError::internal("a bug".into()), false));
    #[cfg(feature = "engine")]
    {
        let mut computer = Computer::new(host());
        made.push((err(computer.best_move(&game, 9.0, None, Some(1))), false));
        made.push((err(computer.think_for(1.0)), false));
        made.push((err(computer.analyse_for(1.0)), false));
        made.push((err(computer.start_analysis(&game, 6.0)), false));
        let over = game_from_position("1w3/5/5/1b3/5 b - -", None).unwrap();
        made.push((err(computer.best_move(&over, 1.0, None, Some(1))), false));
        made.push((err(computer.puzzle_move("1. a1-c2", "e5-d3", 0.0)), false));
        made.push((engine::out_of_nodes(crate::solve::OutOfNodes), false));
    }
    let mut seen = Vec::new();
    for (e, inside_a_record) in &made {
        let listed = table
            .get(e.code())
            .unwrap_or_else(|| panic!("{} is not in contract.js", e.message()));
        let names: Vec<&str> = e.params().iter().map(|(n, _)| *n).collect();
        let mut expected: Vec<&str> = listed.iter().map(String::as_str).collect();
        if *inside_a_record {
            expected.extend(in_record.iter().map(String::as_str));
            if names.len() < expected.len() {
                // No move at fault: no moveNumber.
                expected.pop();
            }
        }
        assert_eq!(names, expected, "{}", e.message());
        seen.push(e.code());
    }
    #[cfg(feature = "engine")]
    {
        let missing: Vec<&String> = table
            .keys()
            .filter(|c| !seen.contains(&c.as_str()))
            .collect();
        assert!(missing.is_empty(), "no test makes {missing:?}");
    }
}

#[test]
fn errors_say_their_params_in_the_message() {
    let mut game = new_game(None, None).unwrap();
    let e = err(play(&mut game, "a1-a3"));
    assert_eq!(e.code(), "play.not-joined");
    assert_eq!(e.params(), &[("from", "a1".into()), ("to", "a3".into())]);
    assert_eq!(e.message(), "play.not-joined: from a1, to a3");
    assert_eq!(
        err(play(&mut game, "pass")).message(),
        "play.pass-not-allowed"
    );
    let e = err(game_from_record("1. a1-c2 e5-d3\n2. a1-b2"));
    assert_eq!(
        e.message(),
        "play.no-archer: circle a1, line 2, moveNumber 2"
    );
    let e = err(game_from_record("2. a1-c2"));
    assert_eq!(
        e.message(),
        "record.move-number: found 2., expected 1., line 1, moveNumber 1"
    );
}

// ---------------------------------------------------------------------------
// The computer.

#[cfg(feature = "engine")]
thread_local! {
    static NOW: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) };
}

/// A clock that goes on by a millisecond each time it is read, a fixed random seed
/// and JavaScript's numbers.
#[cfg(feature = "engine")]
fn host() -> Host {
    Host {
        now_ms: || {
            NOW.with(|now| {
                now.set(now.get() + 1.0);
                now.get()
            })
        },
        random_seed: || 4242,
        number_text: js_number_text,
    }
}

#[cfg(feature = "engine")]
#[test]
fn the_engines_answer() {
    let mut computer = Computer::new(host());
    let game = game_from_record("1. a1-c2 e5-d3").unwrap();
    let before = record_of(&game);
    let answer = Json::parse(&computer.best_move(&game, 2.0, None, Some(7)).unwrap());
    assert_declared(&answer, "EngineAnswer");
    assert_declared(answer.get("move"), "Move");
    assert_eq!(answer.get("seed").num(), 7.0);
    assert_eq!(answer.get("move").get("side").str(), "white");
    let now = state(&game);
    assert!(texts(now.get("moves")).contains(&answer.get("move").get("text").str()));
    // The same request in slices answers the same; the game is only read.
    computer.start_thinking(&game, 2.0, None, Some(7)).unwrap();
    let sliced = loop {
        if let Some(json) = computer.think_for(0.5).unwrap() {
            break Json::parse(&json);
        }
    };
    assert_eq!(sliced.without("ms"), answer.without("ms"));
    assert_eq!(record_of(&game), before);
    // The search is over: nothing to think about.
    assert_eq!(err(computer.think_for(1.0)).code(), "engine.not-thinking");
    // Without a seed, the host's.
    let unseeded = Json::parse(&computer.best_move(&game, 1.0, None, None).unwrap());
    assert_eq!(unseeded.get("seed").num(), 4242.0);
}

#[cfg(feature = "engine")]
#[test]
fn a_refused_request_to_think_ends_the_search_before() {
    let mut computer = Computer::new(host());
    let game = new_game(None, None).unwrap();
    computer.start_thinking(&game, 3.0, None, Some(1)).unwrap();
    for level in [0.0, 9.0, 1.5, f64::NAN, f64::INFINITY, -1.0] {
        let e = err(computer.start_thinking(&game, level, None, Some(1)));
        assert_eq!(e.params(), &[("level", js_number_text(level))]);
        assert_eq!(err(computer.think_for(1.0)).code(), "engine.not-thinking");
    }
    assert_eq!(
        err(computer.best_move(&game, 1.5, None, None)).message(),
        "api.bad-level: level 1.5"
    );
}

/// Deepens the computer's analysis in slices of `slice_ms` until an answer.
#[cfg(feature = "engine")]
fn next_lines(computer: &mut Computer, slice_ms: f64) -> Json {
    for _ in 0..10_000 {
        if let Some(json) = computer.analyse_for(slice_ms).unwrap() {
            return Json::parse(&json);
        }
    }
    panic!("no answer from the analysis");
}

#[cfg(feature = "engine")]
#[test]
fn an_analysis_answers_its_lines_depth_by_depth() {
    let mut computer = Computer::new(host());
    // Black to move after 1. a1-c2: each line's eval is White's, each move Black's.
    let game = game_from_record("1. a1-c2").unwrap();
    let before = record_of(&game);
    computer.start_analysis(&game, 3.0).unwrap();
    let mut depth = 0.0;
    for _ in 0..4 {
        let answer = next_lines(&mut computer, 2.0);
        assert_declared(&answer, "EngineLines");
        assert!(answer.get("depth").num() > depth);
        depth = answer.get("depth").num();
        assert_eq!(answer.get("over"), &Json::Bool(false));
        assert_eq!(answer.get("done"), &Json::Bool(false));
        let lines = answer.get("lines").items();
        assert_eq!(lines.len(), 3);
        for line in lines {
            assert_declared(line, "EngineLine");
            assert_declared(line.get("move"), "Move");
            assert_declared(line.get("eval"), "Eval");
            assert_eq!(line.get("move").get("side").str(), "black");
            let moves = line.get("line").items();
            assert_eq!(moves[0].str(), line.get("move").get("text").str());
            assert!(moves.len() <= depth as usize);
        }
    }
    assert_eq!(record_of(&game), before, "the game is only read");
    // A forced win: White wins in 3 with the return (tests/solve.rs).
    let win = game_from_position("2Wb1/5/5/w4/1b3 w - -", None).unwrap();
    computer.start_analysis(&win, 2.0).unwrap();
    let answer = next_lines(&mut computer, f64::INFINITY);
    assert_eq!(
        answer.get("depth").num(),
        64.0,
        "deepened to the end at once"
    );
    assert_eq!(answer.get("done"), &Json::Bool(true));
    let best = &answer.get("lines").items()[0];
    assert_eq!(best.get("move").get("text").str(), "@d1");
    assert_eq!(
        best.get("eval"),
        &Json::parse(r#"{"points":null,"win":"white","plies":3}"#)
    );
    assert_eq!(
        computer.analyse_for(10.0).unwrap(),
        None,
        "done: nothing more"
    );
    // A game that is over: one answer that says so, with no lines.
    let over = game_from_position("ww3/5/2b2/5/4b w - -", None).unwrap();
    computer.start_analysis(&over, 3.0).unwrap();
    let answer = Json::parse(&computer.analyse_for(10.0).unwrap().unwrap());
    assert_declared(&answer, "EngineLines");
    assert_eq!(
        (answer.get("over"), answer.get("done"), answer.get("lines")),
        (&Json::Bool(true), &Json::Bool(true), &Json::Array(vec![]))
    );
    assert_eq!(computer.analyse_for(10.0).unwrap(), None);
    // Points from White's side, with two decimals at most.
    computer.start_analysis(&game, 1.0).unwrap();
    let answer = next_lines(&mut computer, 2.0);
    let eval = answer.get("lines").items()[0].get("eval");
    assert_eq!(
        (eval.get("win"), eval.get("plies")),
        (&Json::Null, &Json::Null)
    );
    let points = eval.get("points").num();
    assert!((points * 100.0 - (points * 100.0).round()).abs() < 1e-9);
}

#[cfg(feature = "engine")]
#[test]
fn an_analysis_asks_one_to_five_lines_and_forgets_a_noisy_table() {
    let mut computer = Computer::new(host());
    let game = new_game(None, None).unwrap();
    for lines in [0.0, 6.0, 2.5, f64::NAN, -1.0] {
        assert_eq!(
            err(computer.start_analysis(&game, lines)).message(),
            "api.bad-lines: max 5"
        );
        assert_eq!(
            err(computer.analyse_for(1.0)).code(),
            "engine.not-analysing"
        );
    }
    // What a whole analysis to depth 4 finds is the same after a noisy level's search
    // as on a new computer: the table of that search is forgotten.
    let until_depth_4 = |computer: &mut Computer| loop {
        let answer = next_lines(computer, 2.0);
        if answer.get("depth").num() >= 4.0 {
            break answer.without("ms");
        }
    };
    let mut fresh = Computer::new(host());
    fresh.start_analysis(&game, 3.0).unwrap();
    let expected = until_depth_4(&mut fresh);
    computer.best_move(&game, 2.0, None, Some(5)).unwrap();
    computer.start_analysis(&game, 3.0).unwrap();
    assert_eq!(until_depth_4(&mut computer), expected);
}

#[cfg(feature = "engine")]
#[test]
fn a_reviewed_move() {
    let mut computer = Computer::new(host());
    let record = "1. a1-c2 e5-d3 2. c2-d4";
    let line = Json::parse(&computer.review_ply(record, Some(2.0), Some(5.0)).unwrap());
    assert_declared(&line, "ReviewLine");
    assert_declared(line.get("eval"), "Eval");
    assert_eq!(line.get("ply").num(), 2.0);
    assert_eq!(line.get("move").get("text").str(), "e5-d3");
    assert_eq!(line.get("move").get("side").str(), "black");
    assert_eq!(line.get("best").get("side").str(), "black");
    for bad in [None, Some(0.0), Some(4.0), Some(1.5)] {
        let e = err(computer.review_ply(record, bad, Some(5.0)));
        assert_eq!(e.message(), "api.bad-ply: max 3");
    }
    assert_eq!(
        err(computer.review_ply("1. a1-a3", Some(1.0), None)).code(),
        "play.not-joined"
    );
}

/// The bytes of the knight board's table that the site ships (tables/knight-p3.jtb,
/// up to layer 3), read once for the tests that load it.
#[cfg(feature = "engine")]
fn knight_bytes() -> &'static [u8] {
    static BYTES: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    BYTES.get_or_init(|| {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tables/knight-p3.jtb");
        std::fs::read(path).expect("tables/knight-p3.jtb")
    })
}

/// The site's knight table, read once.
#[cfg(feature = "engine")]
fn knight_table() -> &'static crate::tables::Table {
    static TABLE: std::sync::OnceLock<crate::tables::Table> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| crate::tables::Table::from_bytes(knight_bytes()).unwrap())
}

/// Positions of `table` that are not over, every 997th node from the end (the
/// highest layer first).
#[cfg(feature = "engine")]
fn some_positions(table: &crate::tables::Table) -> impl Iterator<Item = Position> + '_ {
    (0..table.nodes())
        .rev()
        .step_by(997)
        .filter_map(|n| table.position_of_node(n))
        .filter(|p| p.end().is_none())
}

/// A position of `table` that the side to move wins, at least 7 plies from the end,
/// and one of its moves that throws the win away.
#[cfg(feature = "engine")]
fn a_win_thrown_away(table: &crate::tables::Table) -> (Position, crate::moves::Move) {
    use crate::tables::Verdict;
    some_positions(table)
        .filter(|p| table.probe(p).is_some_and(|(_, d)| d >= 7))
        .find_map(|p| {
            let m =
                p.legal_moves().iter().copied().find(|&m| {
                    matches!(table.verdict(&p, m), Some(Verdict::ThrewAwayWin { .. }))
                })?;
            Some((p, m))
        })
        .expect("a won position where a move throws the win away")
}

/// Level 8's answer in `game`, searching 40 ms with seed 1.
#[cfg(feature = "engine")]
fn level_8(computer: &mut Computer, game: &Game) -> Json {
    Json::parse(&computer.best_move(game, 8.0, Some(40.0), Some(1)).unwrap())
}

#[cfg(feature = "engine")]
#[test]
fn a_loaded_table_is_what_level_8_and_the_review_go_by() {
    let table = knight_table();
    let mut computer = Computer::new(host());
    // Bytes that are not a table load nothing, and say so with null.
    assert_eq!(computer.load_tables(b"not a table"), "null");
    assert_eq!(computer.load_tables(&[]), "null");
    assert_eq!(computer.load_tables(&knight_bytes()[..1000]), "null");
    let info = Json::parse(&computer.load_tables(knight_bytes()));
    assert_declared(&info, "TablesInfo");
    assert_eq!(info.get("board").str(), "knight");
    assert_eq!(info.get("maxP").num(), 3.0);

    // Level 8 takes the table's values below the root: it keeps the win, and
    // searches nothing but the root (a tabulated position is not counted as a node).
    let (p, thrown) = a_win_thrown_away(table);
    let v = table.value_to_move(&p).unwrap();
    let game = Game::from_position(p);
    assert!(table_layer(&game) <= 3);
    let searched = level_8(&mut Computer::new(host()), &game);
    assert!(searched.get("nodes").num() > 1000.0, "{p}: {searched:?}");
    let answer = level_8(&mut computer, &game);
    assert!(answer.get("nodes").num() <= 64.0, "{p}: {answer:?}");
    let chosen = answer.get("move").get("text").str();
    let after = p.play_unchecked(p.resolve(chosen.parse().unwrap()).unwrap());
    assert_eq!(
        table.value_to_move(&after),
        Some(-v),
        "{p}: {chosen} keeps the win"
    );
    // Level 7 gets no table: it plays as on a computer that never loaded one (levels
    // below 8 keep their mistakes).
    let level_7 = |computer: &mut Computer| {
        Json::parse(&computer.best_move(&game, 7.0, None, Some(3)).unwrap()).without("ms")
    };
    assert_eq!(level_7(&mut computer), level_7(&mut Computer::new(host())));

    // The review of a move that threw a win away says so, with the values for the
    // side that made it.
    let record = format!("[Position \"{p}\"]\n\n{thrown}");
    let line = Json::parse(&computer.review_ply(&record, Some(1.0), Some(5.0)).unwrap());
    assert_declared(&line, "ReviewLine");
    let verdict = line.get("table");
    assert_declared(verdict, "TableVerdict");
    assert_eq!(verdict.get("verdict").str(), "threw-away-win");
    assert_eq!(verdict.get("before").num(), f64::from(v));
    assert!(verdict.get("after").num() <= 0.0);
    // The best move keeps the value: no verdict.
    let (best, _) = table.moves(&p).unwrap()[0];
    let record = format!("[Position \"{p}\"]\n\n{best}");
    let line = Json::parse(&computer.review_ply(&record, Some(1.0), Some(5.0)).unwrap());
    assert_eq!(line.get("table"), &Json::Null);
    // Another board's game is reviewed without a table.
    let start = new_game(None, Some("traditional")).unwrap();
    let first = start.position().legal_moves()[0];
    let record = format!("[Board \"traditional\"]\n\n1. {first}");
    let line = Json::parse(&computer.review_ply(&record, Some(1.0), Some(5.0)).unwrap());
    assert_eq!(line.get("table"), &Json::Null);
}

#[cfg(feature = "engine")]
#[test]
fn a_table_of_another_board_changes_nothing() {
    let (p, _) = a_win_thrown_away(knight_table());
    let game = Game::from_position(p);
    let searched = level_8(&mut Computer::new(host()), &game).without("ms");
    let mut computer = Computer::new(host());
    let info = computer
        .load_tables(&crate::tables::Table::build(Board::Traditional, 1, &mut |_| {}).to_bytes());
    assert_eq!(info, r#"{"board":"traditional","maxP":1}"#);
    assert_eq!(level_8(&mut computer, &game).without("ms"), searched);
}

#[cfg(feature = "engine")]
#[test]
fn puzzle_info_names_the_themes_and_the_work() {
    let mut computer = Computer::new(host());
    // The file's third puzzle: Black wins with b3-a1 at once, a race.
    let record = "[Position \"1W3/5/1B3/5/2B1w b - -\"]\n\nb3-a1";
    let info = Json::parse(&computer.puzzle_info(record, 1.0).unwrap());
    assert_declared(&info, "PuzzleInfo");
    let names = |info: &Json| -> Vec<String> {
        info.get("themes")
            .items()
            .iter()
            .map(|t| t.str().to_string())
            .collect()
    };
    assert_eq!(names(&info), ["race"]);
    let work = info.get("work").num();
    assert!(work >= 1.0);
    // The same work every time, whatever was proved before.
    computer
        .puzzle_move("[Position \"1w1Wb/5/1b3/5/w1b1b w - -\"]", "a1-c2", 3.0)
        .unwrap();
    let again = Json::parse(&computer.puzzle_info(record, 1.0).unwrap());
    assert_eq!(again.get("work").num(), work);
    let captures = "[Position \"2w2/5/2b2/w4/1b3 w - -\"]\n\na2xc3";
    let info = Json::parse(&computer.puzzle_info(captures, 1.0).unwrap());
    assert_eq!(names(&info), ["capture", "block"]);
    assert_eq!(
        err(computer.puzzle_info(captures, 0.0)).message(),
        "api.bad-plies: max 60"
    );
}

#[cfg(feature = "engine")]
#[test]
fn puzzle_moves_checked() {
    let mut computer = Computer::new(host());
    // The file's third puzzle: Black wins with b3-a1 at once.
    let right = Json::parse(
        &computer
            .puzzle_move("[Position \"1W3/5/1B3/5/2B1w b - -\"]", "b3-a1", 1.0)
            .unwrap(),
    );
    assert_declared(&right, "PuzzleAnswer");
    assert_eq!(
        (
            right.get("correct"),
            right.get("solved"),
            right.get("reply")
        ),
        (&Json::Bool(true), &Json::Bool(true), &Json::Null)
    );
    // A wrong first move gets a reply, the other side's.
    let first = "[Position \"1w1Wb/5/1b3/5/w1b1b w - -\"]";
    let wrong = Json::parse(&computer.puzzle_move(first, "a1-c2", 3.0).unwrap());
    assert_eq!(wrong.get("correct"), &Json::Bool(false));
    assert_declared(wrong.get("reply"), "Move");
    assert_eq!(wrong.get("reply").get("side").str(), "black");
    assert_eq!(wrong.get("pliesLeft").num(), 1.0);
    for plies in [0.0, 61.0, 1.5, f64::NAN] {
        let e = err(computer.puzzle_move(first, "a1-c2", plies));
        assert_eq!(e.message(), "api.bad-plies: max 60");
    }
    assert_eq!(
        err(computer.puzzle_move(first, "a1-a2", 3.0)).code(),
        "play.not-joined"
    );
    assert_eq!(
        err(computer.puzzle_move(first, "zz", 3.0)).code(),
        "move.shape"
    );
}

#[cfg(feature = "engine")]
#[test]
fn an_answers_time_is_written_as_javascript_writes_it() {
    let view = |ms: f64| {
        let mut out = String::new();
        crate::json::Written::new(ms, js_number_text).write_json(&mut out);
        out
    };
    assert_eq!(view(12.0), "12");
    assert_eq!(view(0.25), "0.25");
    assert_eq!(view(f64::INFINITY), "null");
    assert_eq!(view(f64::NAN), "null");
}

#[test]
fn a_bench_line_has_the_fields_of_contract_js() {
    let line = crate::engine::bench::BenchLine {
        position: "bbbbb/5/5/5/wwwww w - -",
        nodes: 1234,
        ms: 5.5,
        best: crate::moves::Move::Pass,
        score: -20,
    };
    let json = Json::parse(&bench::lines_json(vec![line], js_number_text));
    assert_eq!(json.items().len(), 1);
    assert_declared(&json.items()[0], "BenchLine");
    assert_eq!(
        json.items()[0],
        Json::parse(
            r#"{"position":"bbbbb/5/5/5/wwwww w - -","nodes":1234,"ms":5.5,"best":"pass","score":-20}"#
        )
    );
}

// ---------------------------------------------------------------------------
// Matches.

#[test]
fn a_match_state_adds_each_players_points_with_the_sides_switched() {
    let json = Json::parse(&match_json(Some(2.0), &[[Some(7.0), Some(5.0)]]).unwrap());
    assert_declared(&json, "MatchState");
    assert_declared(json.get("totals"), "PerPlayer");
    let game = &json.get("played").items()[0];
    assert_declared(game, "MatchGame");
    assert_eq!(game.get("first").str(), "white");
    assert_eq!(json.get("totals").get("first"), &Json::Number(7.0));
    assert_eq!(json.get("next"), &Json::Number(2.0));
    assert_eq!(json.get("nextFirst").str(), "black", "the sides switch");
    assert_eq!(json.get("over"), &Json::Bool(false));
    assert_eq!(json.get("winner"), &Json::Null);
    let over = Json::parse(
        &match_json(Some(2.0), &[[Some(7.0), Some(5.0)], [Some(6.0), Some(4.0)]]).unwrap(),
    );
    assert_eq!(
        over.get("totals").get("first"),
        &Json::Number(11.0),
        "7 as White, 4 as Black"
    );
    assert_eq!(over.get("totals").get("second"), &Json::Number(11.0));
    assert_eq!(over.get("winner").str(), "draw");
    assert_eq!(over.get("next"), &Json::Null);
    // Decided early: 21 ahead with one game left.
    let early = Json::parse(
        &match_json(
            Some(4.0),
            &[
                [Some(10.0), Some(0.0)],
                [Some(0.0), Some(10.0)],
                [Some(1.0), Some(0.0)],
            ],
        )
        .unwrap(),
    );
    assert_eq!(early.get("early"), &Json::Bool(true));
    assert_eq!(early.get("remaining"), &Json::Number(0.0));
    assert_eq!(early.get("winner").str(), "first");
}

#[test]
fn a_bad_match_says_which_number_or_game() {
    for games in [
        None,
        Some(0.0),
        Some(3.0),
        Some(12.0),
        Some(2.5),
        Some(-2.0),
        Some(f64::NAN),
    ] {
        assert_eq!(
            err(match_json(games, &[])).code(),
            "api.bad-match",
            "{games:?}"
        );
    }
    assert_eq!(err(match_json(Some(3.0), &[])).message(), "api.bad-match");
    let bad = [[Some(5.0), Some(5.0)], [Some(1.5), Some(0.0)]];
    assert_eq!(
        err(match_json(Some(2.0), &bad)).message(),
        "api.bad-match-result: game 2"
    );
    let after = [
        [Some(10.0), Some(0.0)],
        [Some(0.0), Some(10.0)],
        [Some(1.0), Some(0.0)],
        [Some(0.0), Some(0.0)],
    ];
    assert_eq!(
        err(match_json(Some(4.0), &after)).message(),
        "api.bad-match-result: game 4"
    );
    assert_eq!(
        err(match_json(Some(2.0), &[[None, Some(0.0)]])).code(),
        "api.bad-match-result"
    );
}

// ---------------------------------------------------------------------------
// The analysis board (`Analysis`).

#[cfg(feature = "analysis")]
fn analysis_tree(tree: &crate::tree::Tree) -> Vec<Json> {
    let nodes = Json::parse(&analysis::tree_json(tree));
    let nodes = nodes.items().to_vec();
    for node in &nodes {
        assert_declared(node, "AnalysisNode");
        if *node.get("move") != Json::Null {
            assert_declared(node.get("move"), "PlayedMove");
        }
    }
    nodes
}

#[cfg(feature = "analysis")]
fn ids(node: &Json) -> Vec<f64> {
    node.get("children").items().iter().map(Json::num).collect()
}

#[test]
#[cfg(feature = "analysis")]
fn an_analysis_lists_its_nodes_with_their_numbered_moves() {
    let record = "1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2) 2. b1-a3";
    let tree = analysis::from_record(record).unwrap();
    let nodes = analysis_tree(&tree);
    assert_eq!(nodes.len(), 6);
    let start = &nodes[0];
    assert_eq!(start.get("id").num(), 0.0);
    assert_eq!(
        (start.get("parent"), start.get("move")),
        (&Json::Null, &Json::Null)
    );
    assert_eq!(ids(start), [1.0]);
    // The first move's children: the main continuation, then the variation.
    let first = &nodes[1];
    assert_eq!(first.get("parent").num(), 0.0);
    let [main, variation] = ids(first)[..] else {
        panic!("two moves after 1. a1-c2")
    };
    let by_id = |id: f64| nodes.iter().find(|n| n.get("id").num() == id).unwrap();
    let played = by_id(variation).get("move");
    assert_eq!(played.get("text").str(), "b5-a3");
    assert_eq!(played.get("side").str(), "black");
    assert_eq!(
        (played.get("ply").num(), played.get("number").num()),
        (2.0, 1.0)
    );
    assert_eq!(played.get("label").str(), "");
    assert_eq!(by_id(main).get("move").get("text").str(), "e5-d3");
    let after = by_id(ids(by_id(variation))[0]).get("move");
    assert_eq!(
        (after.get("label").str(), after.get("side").str()),
        ("2.", "white")
    );
    assert_eq!(analysis::record(&tree, &[]).unwrap(), record);
    assert_eq!(
        analysis::main_line(&tree, &[("White".into(), Some("Ann".into()))]).unwrap(),
        "[White \"Ann\"]\n1. a1-c2 e5-d3 2. b1-a3"
    );
}

#[test]
#[cfg(feature = "analysis")]
fn an_analysis_plays_promotes_and_deletes_by_node_id() {
    let mut tree = analysis::from_record("1. a1-c2 e5-d3").unwrap();
    let second = analysis::play(&mut tree, Some(0.0), " b1-d2 ").unwrap();
    assert_eq!(second, 3);
    assert_eq!(
        analysis::play(&mut tree, Some(0.0), "a1-c2").unwrap(),
        1,
        "already there"
    );
    let deeper = analysis::play(&mut tree, Some(3.0), "e5-d3").unwrap();
    assert_eq!(deeper, 4);
    assert_eq!(
        analysis::record(&tree, &[]).unwrap(),
        "1. a1-c2 (1. b1-d2 e5-d3) 1... e5-d3"
    );
    assert!(analysis::promote(&mut tree, Some(3.0)).unwrap());
    assert!(!analysis::promote(&mut tree, Some(3.0)).unwrap());
    assert_eq!(analysis::main_line(&tree, &[]).unwrap(), "1. b1-d2 e5-d3");
    assert!(analysis::make_main_line(&mut tree, Some(2.0)).unwrap());
    assert_eq!(analysis::main_line(&tree, &[]).unwrap(), "1. a1-c2 e5-d3");
    assert_eq!(analysis::delete(&mut tree, Some(3.0)).unwrap(), 0);
    assert_eq!(ids(&analysis_tree(&tree)[0]), [1.0]);
    for gone in [3.0, 4.0] {
        assert_eq!(
            err(analysis::state_json(&tree, Some(gone))).code(),
            "api.bad-node"
        );
    }
    // Refused moves change nothing.
    assert_eq!(
        err(analysis::play(&mut tree, Some(1.0), "a1-c2")).code(),
        "play.no-archer"
    );
    assert_eq!(
        err(analysis::play(&mut tree, Some(1.0), "zz")).code(),
        "move.shape"
    );
    assert_eq!(analysis::record(&tree, &[]).unwrap(), "1. a1-c2 e5-d3");
    assert_eq!(
        err(analysis::record(
            &tree,
            &[("Board".into(), Some("x".into()))]
        ))
        .code(),
        "api.bad-tags"
    );
}

#[test]
#[cfg(feature = "analysis")]
fn an_analysis_node_is_a_whole_number_that_names_a_node() {
    let tree = analysis::from_record("1. a1-c2").unwrap();
    assert_eq!(analysis::node(&tree, Some(1.0)).unwrap().index(), 1);
    for bad in [
        None,
        Some(-1.0),
        Some(0.5),
        Some(2.0),
        Some(f64::NAN),
        Some(1e20),
    ] {
        assert_eq!(
            err(analysis::node(&tree, bad)).code(),
            "api.bad-node",
            "{bad:?}"
        );
    }
}

#[test]
#[cfg(feature = "analysis")]
fn an_analysis_state_is_the_game_state_of_the_nodes_path() {
    let tree = analysis::from_record("1. a1-c2 e5-d3 (1... b5-a3 2. b1-d2) 2. b1-a3").unwrap();
    let path = tree.path(tree.main_line_end());
    let side = tree.children(path[0])[1];
    #[allow(clippy::cast_precision_loss)]
    let at = |node: crate::tree::NodeId| {
        Json::parse(&analysis::state_json(&tree, Some(node.index() as f64)).unwrap())
    };
    let state = at(side);
    assert_state_declared(&state);
    assert_eq!(state, Json::parse(&state_json(&tree.game_at(side))));
    assert_eq!(texts(state.get("history")), ["a1-c2", "b5-a3"]);
    assert_eq!(state.get("redo").items(), &[]);
    assert_eq!(
        at(crate::tree::Tree::START),
        Json::parse(&state_json(&Game::default()))
    );
}

#[test]
#[cfg(feature = "analysis")]
fn an_analysis_reads_a_games_record_as_its_main_line() {
    let game = game_from_record("[Board \"traditional\"]\n1. a1-c2 a5-b3").unwrap();
    let record = super::record(&game, &[]).unwrap();
    let tree = analysis::from_record(&record).unwrap();
    assert_eq!(analysis::record(&tree, &[]).unwrap(), record);
    assert_eq!(tree.main_line(), game);
    let e = err(analysis::from_record("1. a1-c2 (1. b1-d2\n1... e5-d3"));
    assert_eq!(e.code(), "record.variation-not-closed");
    assert_eq!(
        e.params(),
        &[("line", "1".into()), ("moveNumber", "1".into())]
    );
}
