//! The search benchmark for `tests/bench/wasm.mjs` (the cargo feature `bench`).

use crate::engine::bench::BenchLine;
use crate::json::{to_json, Object, ToJson, Written};

#[cfg(feature = "bench")]
use super::Host;

/// One search of the benchmark (contract.js: `BenchLine`).
struct BenchLineView {
    position: &'static str,
    nodes: u64,
    ms: Written,
    best: String,
    score: i32,
}

impl ToJson for BenchLineView {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("position", &self.position)
            .field("nodes", &self.nodes)
            .field("ms", &self.ms)
            .field("best", &self.best)
            .field("score", &self.score)
            .end();
    }
}

/// Runs the search benchmark of `jarmo bench` (see `engine::bench`) with the host's
/// clock: each search's position, nodes, milliseconds, best move and score.
#[cfg(feature = "bench")]
#[must_use]
pub fn bench_json(host: &Host) -> String {
    let clock = host.now_ms;
    lines_json(
        crate::engine::bench::run(crate::board::Board::Knight, &clock),
        host.number_text,
    )
}

/// The benchmark's searches as JSON, the times written by `number_text`.
pub(super) fn lines_json(lines: Vec<BenchLine>, number_text: fn(f64) -> String) -> String {
    let views: Vec<BenchLineView> = lines
        .into_iter()
        .map(|l| BenchLineView {
            position: l.position,
            nodes: l.nodes,
            ms: Written::new(l.ms, number_text),
            best: l.best.to_string(),
            score: l.score,
        })
        .collect();
    to_json(&views)
}
