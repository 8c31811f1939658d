//! The transposition table: what earlier searches found out about a position, found
//! by its Zobrist key.

use crate::moves::Move;

/// What a stored score says about the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (the search failed low).
    Upper,
}

/// One slot: 16 bytes.
#[derive(Clone, Copy, Debug)]
struct Slot {
    key: u64,
    score: i32,
    code: u16,
    depth: i8,
    /// Bound in the low 2 bits, the search generation above.
    meta: u8,
}

const EMPTY: Slot = Slot {
    key: 0,
    score: 0,
    code: 0,
    depth: -1,
    meta: 0,
};

/// A stored result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub score: i32,
    /// The best move found, as a [`move_code`]; 0 for none.
    pub code: u16,
    pub depth: i8,
    pub bound: Bound,
}

/// A compact number for a move, unique among the legal moves of a position: steps by
/// their circles, returns by their circle, pass. Never 0.
#[must_use]
pub fn move_code(m: Move) -> u16 {
    match m {
        Move::Step { from, to, .. } => 1 + (from.index() * 25 + to.index()) as u16,
        Move::Return { to, .. } => 700 + to.index() as u16,
        Move::Pass => 800,
    }
}

/// A fixed-size table, a power of two of slots, replaced by depth and age.
pub struct Table {
    slots: Vec<Slot>,
    mask: usize,
    generation: u8,
}

impl Table {
    /// A table of about `megabytes` MB (at least 1024 slots).
    #[must_use]
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes << 20) / std::mem::size_of::<Slot>();
        let mut len = 1024;
        while len * 2 <= wanted {
            len *= 2;
        }
        Table {
            slots: vec![EMPTY; len],
            mask: len - 1,
            generation: 0,
        }
    }

    /// Forget everything.
    pub fn clear(&mut self) {
        self.slots.fill(EMPTY);
        self.generation = 0;
    }

    /// A new search begins: older entries become first to go.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 0x3F;
    }

    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let slot = self.slots[key as usize & self.mask];
        (slot.key == key && slot.depth >= 0).then_some(Entry {
            score: slot.score,
            code: slot.code,
            depth: slot.depth,
            bound: match slot.meta & 3 {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
        })
    }

    pub fn store(&mut self, key: u64, entry: Entry) {
        let slot = &mut self.slots[key as usize & self.mask];
        let old_generation = slot.meta >> 2 != self.generation;
        if slot.key != key || entry.depth >= slot.depth || old_generation {
            // Keep the old best move when the new result has none.
            let code = if entry.code == 0 && slot.key == key {
                slot.code
            } else {
                entry.code
            };
            let bound = match entry.bound {
                Bound::Exact => 0,
                Bound::Lower => 1,
                Bound::Upper => 2,
            };
            *slot = Slot {
                key,
                score: entry.score,
                code,
                depth: entry.depth,
                meta: bound | (self.generation << 2),
            };
        }
    }
}
