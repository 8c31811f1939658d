//! A table in memory and in its file.
//!
//! Most of a base's nodes (its shuttle classes) share one value, so a table keeps
//! one value a base, that of its node with no shuttle state that matters (class 0
//! for both players), and lists the nodes whose value differs from their base's: the
//! **exceptions**, each a node number and a value.
//!
//! The file, little-endian: `JARMOTB1`, the board (0 knight, 1 traditional), the
//! highest layer, the number of bases (u64) and of exceptions (u64); a byte a base
//! (value + 10); then the exceptions, each the gap from the previous exception's node
//! as a LEB128 number and a byte (value + 10).

use std::fmt;

use crate::board::Board;

const MAGIC: &[u8; 8] = b"JARMOTB1";

/// Values by base, and the nodes that differ from their base.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Values {
    pub board: Board,
    pub max_p: u32,
    /// Each base's value for its side to move.
    pub by_base: Vec<i8>,
    /// The nodes whose value differs from their base's, in node order.
    pub exceptions: Vec<(u64, i8)>,
    /// Every node's distance.
    pub distances: Vec<u16>,
}

impl Values {
    /// The compact form of every node's `values`, numbered by `first` (a base's first
    /// node; the last entry is the total).
    #[must_use]
    pub fn compact(
        board: Board,
        max_p: u32,
        first: &[u64],
        values: &[i8],
        distances: Vec<u16>,
    ) -> Values {
        let mut by_base = Vec::with_capacity(first.len().saturating_sub(1));
        let mut exceptions = Vec::new();
        for w in first.windows(2) {
            let (lo, hi) = (to_usize(w[0]), to_usize(w[1]));
            let d = values[lo];
            by_base.push(d);
            for (i, &v) in values[lo..hi].iter().enumerate() {
                if v != d {
                    exceptions.push((w[0] + i as u64, v));
                }
            }
        }
        Values {
            board,
            max_p,
            by_base,
            exceptions,
            distances,
        }
    }

    /// The value of `node`, of the base `base`.
    #[must_use]
    pub fn get(&self, base: u64, node: u64) -> i8 {
        match self.exceptions.binary_search_by_key(&node, |e| e.0) {
            Ok(i) => self.exceptions[i].1,
            Err(_) => self.by_base[to_usize(base)],
        }
    }

    /// The file's bytes.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.by_base.len() + 3 * self.exceptions.len() + 32);
        out.extend_from_slice(MAGIC);
        out.push(u8::try_from(self.board.index()).expect("two boards"));
        out.push(u8::try_from(self.max_p).expect("a small layer"));
        out.extend_from_slice(&(self.by_base.len() as u64).to_le_bytes());
        out.extend_from_slice(&(self.exceptions.len() as u64).to_le_bytes());
        out.extend(self.by_base.iter().map(|&v| byte(v)));
        let mut last = 0u64;
        for &(node, v) in &self.exceptions {
            let mut gap = node - last;
            last = node;
            loop {
                let low = (gap & 0x7f) as u8;
                gap >>= 7;
                if gap == 0 {
                    out.push(low);
                    break;
                }
                out.push(low | 0x80);
            }
            out.push(byte(v));
        }
        let wide = self.distances.iter().any(|&d| d > 255);
        out.push(if wide { 2 } else { 1 });
        for &d in &self.distances {
            if wide {
                out.extend_from_slice(&d.to_le_bytes());
            } else {
                out.push(u8::try_from(d).expect("checked"));
            }
        }
        out
    }

    /// Reads a file's bytes.
    ///
    /// # Errors
    /// Says what is wrong: not a table, cut short, or a value out of range.
    pub fn from_bytes(bytes: &[u8]) -> Result<Values, ReadError> {
        let bad = |why: &str| ReadError(why.to_string());
        if bytes.len() < 26 || &bytes[..8] != MAGIC {
            return Err(bad(
                "not a Jarmo endgame table (it does not begin with JARMOTB1)",
            ));
        }
        let board = match bytes[8] {
            0 => Board::Knight,
            1 => Board::Traditional,
            n => return Err(ReadError(format!("unknown board number {n}"))),
        };
        let max_p = u32::from(bytes[9]);
        let word = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"));
        let bases = to_usize(word(10));
        let count = to_usize(word(18));
        let mut at = 26;
        let base_bytes = bytes
            .get(at..at + bases)
            .ok_or_else(|| bad("the file is cut short in its values"))?;
        let by_base = base_bytes
            .iter()
            .map(|&b| value(b))
            .collect::<Result<Vec<_>, _>>()?;
        at += bases;
        let mut exceptions = Vec::with_capacity(count);
        let mut last = 0u64;
        for _ in 0..count {
            let mut gap = 0u64;
            let mut shift = 0;
            loop {
                let b = *bytes
                    .get(at)
                    .ok_or_else(|| bad("the file is cut short in its exceptions"))?;
                at += 1;
                if shift > 56 {
                    return Err(bad("an exception's node number is too long"));
                }
                gap |= u64::from(b & 0x7f) << shift;
                shift += 7;
                if b & 0x80 == 0 {
                    break;
                }
            }
            last += gap;
            let v = value(
                *bytes
                    .get(at)
                    .ok_or_else(|| bad("the file is cut short in its exceptions"))?,
            )?;
            at += 1;
            exceptions.push((last, v));
        }
        let width = *bytes
            .get(at)
            .ok_or_else(|| bad("the file is cut short before its distances"))?;
        at += 1;
        let rest = &bytes[at..];
        let distances: Vec<u16> = match width {
            1 => rest.iter().map(|&b| u16::from(b)).collect(),
            2 if rest.len() % 2 == 0 => rest
                .chunks_exact(2)
                .map(|c| u16::from_le_bytes([c[0], c[1]]))
                .collect(),
            2 => return Err(bad("the file is cut short in its distances")),
            n => {
                return Err(ReadError(format!(
                    "a distance of {n} bytes is not supported"
                )))
            }
        };
        Ok(Values {
            board,
            max_p,
            by_base,
            exceptions,
            distances,
        })
    }
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
