//! The pencil-mark grid the logic solver reasons about: each cell's value
//! or candidates, kept twice — per cell (`u16`, bit `d - 1` for digit `d`)
//! for techniques that look at cells, and per digit (`u128`, bit `cell`)
//! for techniques that look at where a digit can go. Both views change
//! together in `place` and `eliminate`, so neither is ever recomputed.

use crate::board::{Digits, CELLS};
use crate::geometry::{PEER_MASKS, UNIT_MASKS};

/// All 81 cells as a mask.
pub const ALL_CELLS: u128 = (1 << CELLS) - 1;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    value: [u8; CELLS],
    cands: [u16; CELLS],
    /// Per digit (index `d - 1`): the empty cells where it is a candidate.
    places: [u128; 9],
}

impl Grid {
    /// The givens with every candidate a player would pencil in: each empty
    /// cell gets the digits none of its peers holds. `None` when the givens
    /// repeat a digit.
    pub fn from_givens(givens: &Digits) -> Option<Grid> {
        let mut grid = Grid {
            value: [0; CELLS],
            cands: [0x1FF; CELLS],
            places: [ALL_CELLS; 9],
        };
        for (cell, &digit) in givens.iter().enumerate() {
            if digit != 0 {
                if grid.cands[cell] & bit(digit) == 0 {
                    return None;
                }
                grid.place(cell, digit);
            }
        }
        Some(grid)
    }

    /// The givens with the caller's pencil marks (81 masks, bit `d - 1`;
    /// ignored for givens), as far as they agree with the givens: a mark a
    /// given's peer rules out is dropped.
    pub fn from_marks(givens: &Digits, marks: &[u16; CELLS]) -> Option<Grid> {
        let mut grid = Grid::from_givens(givens)?;
        for (cell, &mark) in marks.iter().enumerate() {
            if grid.value[cell] == 0 {
                grid.eliminate(cell, !mark & 0x1FF);
            }
        }
        Some(grid)
    }

    pub fn value(&self, cell: usize) -> u8 {
        self.value[cell]
    }

    /// The candidates of an empty cell (0 for a placed one).
    pub fn cands(&self, cell: usize) -> u16 {
        self.cands[cell]
    }

    /// The empty cells where `digit` is a candidate.
    pub fn places(&self, digit: u8) -> u128 {
        self.places[digit as usize - 1]
    }

    /// The empty cells where `digit` is a candidate, within `unit`.
    pub fn places_in(&self, digit: u8, unit: usize) -> u128 {
        self.places[digit as usize - 1] & UNIT_MASKS[unit]
    }

    pub fn empty_cells(&self) -> u128 {
        self.places.iter().fold(0, |all, &p| all | p)
    }

    pub fn is_solved(&self) -> bool {
        self.value.iter().all(|&v| v != 0)
    }

    /// Writes `digit` into the empty `cell` and takes it out of the peers'
    /// candidates.
    pub fn place(&mut self, cell: usize, digit: u8) {
        debug_assert!(self.value[cell] == 0);
        self.value[cell] = digit;
        self.cands[cell] = 0;
        let keep = !(1u128 << cell);
        for places in self.places.iter_mut() {
            *places &= keep;
        }
        let peers = PEER_MASKS[cell] & self.places[digit as usize - 1];
        for peer in cells(peers) {
            self.cands[peer] &= !bit(digit);
        }
        self.places[digit as usize - 1] &= !PEER_MASKS[cell];
    }

    /// Takes the digits of `mask` out of `cell`'s candidates.
    pub fn eliminate(&mut self, cell: usize, mask: u16) {
        let gone = self.cands[cell] & mask;
        self.cands[cell] &= !mask;
        for digit in digits(gone) {
            self.places[digit as usize - 1] &= !(1u128 << cell);
        }
    }
}

/// The bit of `digit` (1-9) in a candidate mask; 0 for 0.
pub const fn bit(digit: u8) -> u16 {
    if digit == 0 {
        0
    } else {
        1 << (digit - 1)
    }
}

/// The digits of a candidate mask, smallest first.
pub fn digits(mask: u16) -> impl Iterator<Item = u8> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        let digit = rest.trailing_zeros() as u8 + 1;
        rest &= rest - 1;
        Some(digit)
    })
}

/// The cells of a cell mask, smallest first.
pub fn cells(mask: u128) -> impl Iterator<Item = usize> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        let cell = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        Some(cell)
    })
}

/// The only cell of a one-cell mask.
pub fn only_cell(mask: u128) -> usize {
    debug_assert!(mask.count_ones() == 1);
    mask.trailing_zeros() as usize
}

/// The only digit of a one-digit mask.
pub fn only_digit(mask: u16) -> u8 {
    debug_assert!(mask.count_ones() == 1);
    mask.trailing_zeros() as u8 + 1
}

/// A grid from an 81-character board, for the techniques' unit tests.
#[cfg(test)]
pub fn parse(text: &str) -> Grid {
    let board = crate::board::Board::parse(text.as_bytes().try_into().unwrap()).unwrap();
    Grid::from_givens(board.digits()).unwrap()
}
