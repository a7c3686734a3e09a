//! Why a board was refused, as safe Rust types; the ffi layer maps each to a
//! status code.

use std::fmt;

/// A byte that is not a cell value, or a digit in the other style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadCell {
    /// The cell index, 0-80.
    pub cell: u8,
    /// The byte found there.
    pub byte: u8,
}

impl BadCell {
    pub(crate) fn new(cell: usize, byte: u8) -> BadCell {
        debug_assert!(cell < 81);
        BadCell {
            cell: cell as u8,
            byte,
        }
    }
}

/// The kind of unit two conflicting cells share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Row,
    Column,
    Box,
}

/// Two givens that repeat a digit in a unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The earlier cell (row-major), 0-80.
    pub first: u8,
    /// The later cell, 0-80.
    pub second: u8,
    /// The repeated digit, 1-9.
    pub digit: u8,
    /// The unit they share.
    pub unit: Unit,
    /// Which row, column or box (boxes numbered row-major), 0-8.
    pub index: u8,
}

/// Every way a call can fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Error {
    /// The board is not well formed.
    BadCell(BadCell),
    /// The givens repeat a digit in a row, column or box.
    Conflict(Conflict),
    /// The givens are consistent but no completion exists.
    NoSolution,
    /// Options that name an unknown value, or bounds that cannot hold.
    Options,
    /// The bounds asked for were not met within the tries allowed.
    GaveUp,
    /// The board has several solutions where one is required.
    NotUnique,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::BadCell(bad) => write!(f, "cell {} holds invalid byte {}", bad.cell, bad.byte),
            Error::Conflict(c) => write!(
                f,
                "digit {} repeats in {:?} {} (cells {} and {})",
                c.digit, c.unit, c.index, c.first, c.second
            ),
            Error::NoSolution => write!(f, "the puzzle has no solution"),
            Error::Options => write!(f, "unknown option value, or bounds that cannot hold"),
            Error::GaveUp => write!(f, "no puzzle met the bounds within the tries allowed"),
            Error::NotUnique => write!(f, "the puzzle has several solutions"),
        }
    }
}

impl std::error::Error for Error {}

impl From<BadCell> for Error {
    fn from(bad: BadCell) -> Error {
        Error::BadCell(bad)
    }
}

impl From<Conflict> for Error {
    fn from(conflict: Conflict) -> Error {
        Error::Conflict(conflict)
    }
}
