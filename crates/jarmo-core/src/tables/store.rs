//! A table in memory and in its file.
//!
//! Each node has a value and a distance (see [`super::build::solve`]: how many plies
//! the winner needs, so that a player who always lowers it ends the game). Most of a
//! base's nodes (its shuttle classes) share both, so a table keeps them once a base,
//! those of its node with no shuttle state that matters (class 0 for both players),
//! and lists the nodes that differ from their base: the **exceptions**.
//!
//! The file, little-endian: `JARMOTB3`, the board (0 knight, 1 traditional), the
//! highest layer, the number of bases (u64) and of exceptions (u64); for each base a
//! byte (value + 10) and its distance as a LEB128 number; then the exceptions, each
//! the gap from the previous exception's node, a byte (value + 10) and the distance;
//! last, the FNV-1a hash (64 bits) of every byte before it, so that a damaged file is
//! refused instead of giving wrong values.

use std::fmt;

use crate::board::Board;

const MAGIC: &[u8; 8] = b"JARMOTB3";

/// Values and distances by base, and the nodes that differ from their base.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Values {
    pub board: Board,
    pub max_p: u32,
    /// Each base's value for its side to move, and its distance.
    pub by_base: Vec<(i8, u16)>,
    /// The nodes that differ from their base, in node order.
    pub exceptions: Vec<(u64, i8, u16)>,
}

impl Values {
    /// The compact form of every node's `values` and `distances`, numbered by `first`
    /// (a base's first node; the last entry is the total).
    #[must_use]
    pub fn compact(
        board: Board,
        max_p: u32,
        first: &[u64],
        values: &[i8],
        distances: &[u16],
    ) -> Values {
        let mut by_base = Vec::with_capacity(first.len().saturating_sub(1));
        let mut exceptions = Vec::new();
        for w in first.windows(2) {
            let (lo, hi) = (to_usize(w[0]), to_usize(w[1]));
            let d = (values[lo], distances[lo]);
            by_base.push(d);
            for i in lo..hi {
                if (values[i], distances[i]) != d {
                    exceptions.push((i as u64, values[i], distances[i]));
                }
            }
        }
        Values {
            board,
            max_p,
            by_base,
            exceptions,
        }
    }

    /// The value and distance of `node`, of the base `base`.
    #[must_use]
    pub fn get(&self, base: u64, node: u64) -> (i8, u16) {
        match self.exceptions.binary_search_by_key(&node, |e| e.0) {
            Ok(i) => (self.exceptions[i].1, self.exceptions[i].2),
            Err(_) => self.by_base[to_usize(base)],
        }
    }

    /// The file's bytes.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(2 * self.by_base.len() + 4 * self.exceptions.len() + 32);
        out.extend_from_slice(MAGIC);
        out.push(u8::try_from(self.board.index()).expect("two boards"));
        out.push(u8::try_from(self.max_p).expect("a small layer"));
        out.extend_from_slice(&(self.by_base.len() as u64).to_le_bytes());
        out.extend_from_slice(&(self.exceptions.len() as u64).to_le_bytes());
        for &(v, d) in &self.by_base {
            out.push(byte(v));
            leb(&mut out, u64::from(d));
        }
        let mut last = 0u64;
        for &(node, v, d) in &self.exceptions {
            leb(&mut out, node - last);
            last = node;
            out.push(byte(v));
            leb(&mut out, u64::from(d));
        }
        let hash = fnv1a(&out);
        out.extend_from_slice(&hash.to_le_bytes());
        out
    }

    /// Reads a file's bytes.
    ///
    /// # Errors
    /// Says what is wrong: not a table, cut short, or a value out of range.
    pub fn from_bytes(bytes: &[u8]) -> Result<Values, ReadError> {
        if bytes.len() < 8 || &bytes[..8] != MAGIC {
            return Err(ReadError(
                "not a Jarmo endgame table (it does not begin with JARMOTB3)".into(),
            ));
        }
        if bytes.len() < 34 {
            return Err(ReadError("the file is cut short in its header".into()));
        }
        let (bytes, tail) = bytes.split_at(bytes.len() - 8);
        if fnv1a(bytes).to_le_bytes() != tail {
            return Err(ReadError(
                "the file is damaged or cut short: its checksum does not match".into(),
            ));
        }
        let board = match bytes[8] {
            0 => Board::Knight,
            1 => Board::Traditional,
            n => return Err(ReadError(format!("unknown board number {n}"))),
        };
        let max_p = u32::from(bytes[9]);
        let word = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"));
        let (bases, count) = (word(10), word(18));
        let mut r = Reader { bytes, at: 26 };
        // Each base takes two bytes at least, each exception three: a count beyond
        // the file's length is damage, not a reason to reserve memory.
        if bases
            .saturating_mul(2)
            .saturating_add(count.saturating_mul(3))
            > bytes.len() as u64
        {
            return Err(ReadError(
                "the file is cut short: it has fewer bytes than its counts need".into(),
            ));
        }
        let mut by_base = Vec::with_capacity(to_usize(bases));
        for _ in 0..bases {
            let v = value(r.byte("values")?)?;
            by_base.push((v, r.distance("values")?));
        }
        let mut exceptions = Vec::with_capacity(to_usize(count));
        let mut last = 0u64;
        for _ in 0..count {
            last += r.leb("exceptions")?;
            let v = value(r.byte("exceptions")?)?;
            exceptions.push((last, v, r.distance("exceptions")?));
        }
        if r.at != bytes.len() {
            return Err(ReadError(
                "the file has bytes after its last exception".into(),
            ));
        }
        Ok(Values {
            board,
            max_p,
            by_base,
            exceptions,
        })
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self, part: &str) -> Result<u8, ReadError> {
        let b = *self
            .bytes
            .get(self.at)
            .ok_or_else(|| ReadError(format!("the file is cut short in its {part}")))?;
        self.at += 1;
        Ok(b)
    }

    fn leb(&mut self, part: &str) -> Result<u64, ReadError> {
        let mut n = 0u64;
        let mut shift = 0;
        loop {
            let b = self.byte(part)?;
            if shift > 56 {
                return Err(ReadError(format!("a number in its {part} is too long")));
            }
            n |= u64::from(b & 0x7f) << shift;
            shift += 7;
            if b & 0x80 == 0 {
                return Ok(n);
            }
        }
    }

    fn distance(&mut self, part: &str) -> Result<u16, ReadError> {
        u16::try_from(self.leb(part)?)
            .map_err(|_| ReadError(format!("a distance in its {part} is too large")))
    }
}

fn leb(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let low = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(low);
            return;
        }
        out.push(low | 0x80);
    }
}

/// The FNV-1a hash of `bytes`, 64 bits.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn to_usize(n: u64) -> usize {
    usize::try_from(n).expect("a table fits in memory")
}

fn byte(v: i8) -> u8 {
    u8::try_from(i16::from(v) + 10).expect("values are -10..=10")
}

fn value(b: u8) -> Result<i8, ReadError> {
    if b > 20 {
        return Err(ReadError(format!("a value byte {b} is outside 0..=20")));
    }
    Ok(i8::try_from(i16::from(b) - 10).expect("small"))
}

/// A table file that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError(pub String);

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ReadError {}
