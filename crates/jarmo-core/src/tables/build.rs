//! Building a table: retrograde analysis, one layer after the other.
//!
//! The layers are solved from `P = 0` up. Inside a layer the game is a graph: its
//! nodes, the moves between them, and the moves that leave it (to a lower layer,
//! whose values are known) or end the game. A value is the side to move's points
//! minus the other's at the end; play that never ends counts 0 (the repetition rule,
//! E3, makes it a draw).
//!
//! Such a graph game is solved threshold by threshold. For `t` = 10 down to 1:
//! **win(t)**, the nodes whose mover can force at least `t`, and **loss(t)**, those
//! whose opponent can force the mover down to `-t` or less. Both only grow as `t`
//! falls, so one pass serves every threshold: each node has a counter of its moves
//! not yet known to lead into win (for its opponent); at threshold `t` the moves that
//! leave the layer with a value of `t` and the game ends worth `t` are added, and then
//! the news spreads backwards along the moves (a node with a move into loss is in
//! win; a node whose counter falls to 0 is in loss). A node enters at the highest
//! threshold it belongs to, which is its value; a node in neither is worth 0. Every
//! move is followed backwards once for all thresholds together.
//!
//! Why this is the value of the game with the repetition rule. A side in win(t) has a
//! strategy that brings the game nearer to an end worth `t` with every move, so it
//! never repeats a position and the repetition rule never stops it. A side that can
//! keep the game out of the other's win set either reaches an end that is good enough
//! or goes on until a position comes a third time: a draw, 0. So the values hold for
//! a game that starts in the position. (In the middle of a game, positions already
//! seen twice can make a draw come sooner; the values do not know a game's past.)

use std::time::Instant;

use super::index::{layer, Base, Index};
use crate::board::Colour;
use crate::position::Position;

/// A value not yet known while a layer is solved.
pub const UNKNOWN: i8 = i8::MIN;

/// The largest value: five archers on the goal row against none on the board.
pub const MAX_VALUE: i8 = 10;

/// What the build says as it goes: one line for each layer.
pub struct Progress<'a>(pub &'a mut dyn FnMut(&str));

/// The nodes of every base: `first[base]` is the base's first node, and the base has
/// `classes(White) * classes(Black)` nodes from there.
pub struct Nodes {
    pub first: Vec<u64>,
}

impl Nodes {
    /// The node numbering of `index`.
    #[must_use]
    pub fn new(index: &Index) -> Nodes {
        let n = usize::try_from(index.bases()).expect("bases fit in memory");
        let mut first = Vec::with_capacity(n + 1);
        let mut at = 0u64;
        for base in 0..index.bases() {
            first.push(at);
            let b = index.unrank(base);
            at += u64::from(index.classes(&b, Colour::White))
                * u64::from(index.classes(&b, Colour::Black));
        }
        first.push(at);
        Nodes { first }
    }

    /// All nodes.
    #[must_use]
    pub fn count(&self) -> u64 {
        *self.first.last().expect("one entry at least")
    }

    /// The base and the node of a position on the index's board, turned round first
    /// where the index keeps White to move only; `None` above the index's layer.
    #[must_use]
    pub fn locate(&self, index: &Index, position: &Position) -> Option<(u64, u64)> {
        let (p, _) = index.canonical(position);
        let base = index.base_rank(&p)?;
        let b = index.unrank(base);
        Some((base, self.node_of(index, base, &b, &p)))
    }

    /// The node of the canonical position `p` whose base is `base` (`b` unpacked).
    #[must_use]
    pub fn node_of(&self, index: &Index, base: u64, b: &Base, p: &Position) -> u64 {
        let cb = u64::from(index.classes(b, Colour::Black));
        let sw = u64::from(index.class(b, Colour::White, p.shuttle(Colour::White)));
        let sb = u64::from(index.class(b, Colour::Black, p.shuttle(Colour::Black)));
        self.first[usize::try_from(base).expect("fits")] + sw * cb + sb
    }
}

/// What one node's moves lead to.
enum Next {
    /// The game is over here, worth this for the side to move.
    End(i8),
    /// Moves: nodes of the same layer, and the values (for the side to move here) of
    /// the moves that leave the layer.
    Moves,
}

/// The value of a position that is over (E1 or E2) for its side to move: its points
/// minus the other's. `None` while the game goes on.
#[must_use]
pub fn end_value(position: &Position) -> Option<i8> {
    position.end()?;
    let us = position.turn();
    let v = i64::from(position.points(us)) - i64::from(position.points(us.opponent()));
    Some(i8::try_from(v).expect("points are small"))
}

/// The position of every node of `base`, in node order.
pub fn each_node(index: &Index, b: &Base, mut f: impl FnMut(u64, Position)) {
    let cw = index.classes(b, Colour::White);
    let cb = index.classes(b, Colour::Black);
    for sw in 0..cw {
        let w = index.state(b, Colour::White, sw);
        for sb in 0..cb {
            let s = index.state(b, Colour::Black, sb);
            f(u64::from(sw * cb + sb), index.position(b, [w, s]));
        }
    }
}

/// The moves of a node: calls `inside` with each child node of the same layer and
/// `leaves` with the value, for the side to move, of each move that leaves it.
fn moves_of(
    (index, nodes): (&Index, &Nodes),
    values: &[i8],
    distances: &[u16],
    p_layer: u32,
    position: &Position,
    mut inside: impl FnMut(u64),
    mut leaves: impl FnMut(i8, u16),
) -> Next {
    if let Some(v) = end_value(position) {
        return Next::End(v);
    }
    let list = position.moves_while_not_over();
    for &m in &list {
        let child = position.play_unchecked(m);
        let (_, node) = nodes
            .locate(index, &child)
            .expect("play never raises the layer");
        if layer(&child) < p_layer {
            let at = usize::try_from(node).expect("fits");
            debug_assert_ne!(values[at], UNKNOWN);
            leaves(-values[at], distances[at]);
        } else {
            inside(node);
        }
    }
    Next::Moves
}

/// Figures of one layer's build.
#[derive(Clone, Debug, Default)]
pub struct LayerFigures {
    pub layer: u32,
    pub nodes: u64,
    pub moves_inside: u64,
    pub seconds: f64,
}

/// Solves every layer of `index` in turn; returns the value of every node for its
/// side to move, and its distance: how many plies the side that wins it (by the
/// value, not 0) needs at most to end the game so, against every defence, when it
/// always moves to a node of the same value and a smaller distance (0 for a node not
/// won: a value of 0, or an end).
///
/// Why the distances are needed: in a won position many moves keep the value, and a
/// player who picks any of them can go round in a circle for ever. The distance
/// falls with every move of the winner's strategy, so that strategy ends the game.
pub fn solve(
    index: &Index,
    nodes: &Nodes,
    progress: &mut dyn FnMut(&LayerFigures),
) -> (Vec<i8>, Vec<u16>) {
    let total = usize::try_from(nodes.count()).expect("nodes fit in memory");
    let mut values = vec![UNKNOWN; total];
    let mut distances = vec![0u16; total];
    for p in 0..=index.max_p {
        let started = Instant::now();
        let figures = solve_layer(index, nodes, &mut values, &mut distances, p);
        progress(&LayerFigures {
            seconds: started.elapsed().as_secs_f64(),
            ..figures
        });
    }
    (values, distances)
}

fn solve_layer(
    index: &Index,
    nodes: &Nodes,
    values: &mut [i8],
    distances: &mut [u16],
    p: u32,
) -> LayerFigures {
    let base_lo = index.layer_first[p as usize];
    let base_hi = index.layer_first[p as usize + 1];
    let node_lo = nodes.first[usize::try_from(base_lo).expect("fits")];
    let node_hi = nodes.first[usize::try_from(base_hi).expect("fits")];
    let n = usize::try_from(node_hi - node_lo).expect("fits");
    let local = |node: u64| u32::try_from(node - node_lo).expect("a layer has < 2^32 nodes");

    // Pass 1: every node's moves. Inside moves as a forward list; counters; seeds.
    let mut forward_start: Vec<u64> = Vec::with_capacity(n + 1);
    let mut forward: Vec<u32> = Vec::new();
    let mut counter = vec![0u8; n];
    // The longest distance among a node's moves known to lose for it so far.
    let mut longest = vec![0u16; n];
    // The distance of a node seeded by a move that leaves the layer.
    let mut exit_distance: Vec<u16> = vec![0; n];
    let mut win_seed: Vec<Vec<u32>> = vec![Vec::new(); 11];
    let mut end_seed: Vec<Vec<u32>> = vec![Vec::new(); 11];
    let mut exit_wins: Vec<Vec<u32>> = vec![Vec::new(); 11];
    for base in base_lo..base_hi {
        let b = index.unrank(base);
        let first = nodes.first[usize::try_from(base).expect("fits")];
        each_node(index, &b, |offset, position| {
            let me = local(first + offset);
            forward_start.push(forward.len() as u64);
            let mut best_exit = i8::MIN;
            let mut best_exit_distance = u16::MAX;
            let mut longest_exit = 0u16;
            let mut exits = 0u32;
            let before = forward.len();
            let next = moves_of(
                (index, nodes),
                values,
                distances,
                p,
                &position,
                |child| forward.push(local(child)),
                |v, d| {
                    exits += 1;
                    if v > best_exit || (v == best_exit && d < best_exit_distance) {
                        best_exit = v;
                        best_exit_distance = d;
                    }
                    if v <= -1 {
                        longest_exit = longest_exit.max(d);
                        // The child's mover wins at least -v there: this move counts
                        // as lost from threshold -v down.
                        exit_wins[usize::from(v.unsigned_abs())].push(me);
                    }
                },
            );
            match next {
                Next::End(v) => {
                    values[usize::try_from(first + offset).expect("fits")] = v;
                    if v != 0 {
                        end_seed[usize::from(v.unsigned_abs())].push(me);
                    }
                }
                Next::Moves => {
                    let moves = forward.len() - before + exits as usize;
                    counter[me as usize] = u8::try_from(moves).expect("fewer than 256 moves");
                    if best_exit >= 1 {
                        win_seed[best_exit as usize].push(me);
                        exit_distance[me as usize] = best_exit_distance + 1;
                    }
                    longest[me as usize] = longest_exit;
                }
            }
        });
    }
    forward_start.push(forward.len() as u64);
    let moves_inside = forward.len() as u64;

    // The moves backwards: `back[back_start[x]..back_start[x + 1]]` lead to x.
    let mut back_start = vec![0u64; n + 1];
    for &c in &forward {
        back_start[c as usize + 1] += 1;
    }
    for i in 0..n {
        back_start[i + 1] += back_start[i];
    }
    let mut fill = back_start.clone();
    let mut back = vec![0u32; forward.len()];
    for x in 0..n {
        let lo = usize::try_from(forward_start[x]).expect("fits");
        let hi = usize::try_from(forward_start[x + 1]).expect("fits");
        for &c in &forward[lo..hi] {
            let at = &mut fill[c as usize];
            back[usize::try_from(*at).expect("fits")] = x as u32;
            *at += 1;
        }
    }
    drop(forward);
    drop(forward_start);
    drop(fill);

    // From here on only this layer's nodes change: its own slices, by local number.
    let lo = usize::try_from(node_lo).expect("fits");
    let vals = &mut values[lo..lo + n];
    let dist = &mut distances[lo..lo + n];
    // First in, first out: a node's distance is known when it enters.
    let mut queue: std::collections::VecDeque<u32> = std::collections::VecDeque::new();
    for t in (1..=MAX_VALUE).rev() {
        let tu = t as usize;
        for &x in &win_seed[tu] {
            if vals[x as usize] == UNKNOWN {
                vals[x as usize] = t;
                dist[x as usize] = exit_distance[x as usize];
                queue.push_back(x);
            }
        }
        // Ends worth t or -t carry their value already: they spread from here.
        queue.extend(end_seed[tu].iter().copied());
        for &x in &exit_wins[tu] {
            let c = &mut counter[x as usize];
            *c -= 1;
            if *c == 0 && vals[x as usize] == UNKNOWN {
                vals[x as usize] = -t;
                dist[x as usize] = longest[x as usize].saturating_add(1);
                queue.push_back(x);
            }
        }
        while let Some(x) = queue.pop_front() {
            let v = vals[x as usize];
            let dx = dist[x as usize];
            let from = usize::try_from(back_start[x as usize]).expect("fits");
            let to = usize::try_from(back_start[x as usize + 1]).expect("fits");
            for &q in &back[from..to] {
                let q = q as usize;
                if v > 0 {
                    longest[q] = longest[q].max(dx);
                    counter[q] -= 1;
                    if counter[q] == 0 && vals[q] == UNKNOWN {
                        vals[q] = -t;
                        dist[q] = longest[q].saturating_add(1);
                        queue.push_back(q as u32);
                    }
                } else if vals[q] == UNKNOWN {
                    vals[q] = t;
                    dist[q] = dx.saturating_add(1);
                    queue.push_back(q as u32);
                }
            }
        }
    }
    for v in vals.iter_mut() {
        if *v == UNKNOWN {
            *v = 0;
        }
    }
    LayerFigures {
        layer: p,
        nodes: n as u64,
        moves_inside,
        seconds: 0.0,
    }
}
