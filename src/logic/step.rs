//! One step of a human-style solution: which technique, how hard, what it
//! places and eliminates, and the pattern that justifies it (for an app to
//! highlight). Fixed-size and `Copy`, so finding and replaying steps never
//! allocates, and the C struct is a field-for-field copy.

use super::grid::{cells, digits, Grid};
use super::technique::Technique;
use crate::board::CELLS;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub technique: Technique,
    /// The Sudoku Explainer difficulty, in tenths (23 = 2.3).
    pub difficulty: u8,
    /// Per cell, the digit the step places there (0: none).
    pub placed: [u8; CELLS],
    /// Per cell, the candidates the step takes out.
    pub removed: [u16; CELLS],
    /// Per cell, the candidates that make up the pattern.
    pub pattern: [u16; CELLS],
    /// The cells of the pattern.
    pub cells: u128,
    /// The units the pattern lives in (bit `u`: rows 0-8, columns 9-17,
    /// boxes 18-26); for fish and locked candidates, the base units.
    pub base: u32,
    /// The units whose other cells lose candidates (fish: the cover units).
    pub cover: u32,
    /// The digits the pattern is about.
    pub digits: u16,
    /// Links in a chain, cells in a loop or wing; 0 when it means nothing.
    pub length: u8,
}

impl Step {
    pub fn new(technique: Technique) -> Step {
        Step {
            technique,
            difficulty: technique.difficulty(),
            placed: [0; CELLS],
            removed: [0; CELLS],
            pattern: [0; CELLS],
            cells: 0,
            base: 0,
            cover: 0,
            digits: 0,
            length: 0,
        }
    }

    /// True when the step changes nothing on `grid` (so it is no step).
    pub fn is_empty(&self) -> bool {
        self.placed.iter().all(|&d| d == 0) && self.removed.iter().all(|&m| m == 0)
    }

    /// Removes `mask` from `cell`, keeping only what `grid` still has.
    pub fn remove(&mut self, grid: &Grid, cell: usize, mask: u16) {
        self.removed[cell] |= grid.cands(cell) & mask;
    }

    /// Removes `digit` from every cell of `targets` that still has it.
    pub fn remove_from(&mut self, grid: &Grid, targets: u128, digit: u8) {
        for cell in cells(targets & grid.places(digit)) {
            self.removed[cell] |= 1 << (digit - 1);
        }
    }

    /// Marks `digit` in `cell` as part of the pattern.
    pub fn mark(&mut self, cell: usize, mask: u16) {
        self.pattern[cell] |= mask;
        self.cells |= 1 << cell;
    }

    pub fn placements(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        (0..CELLS)
            .filter(|&c| self.placed[c] != 0)
            .map(|c| (c, self.placed[c]))
    }

    pub fn removals(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        (0..CELLS).flat_map(|c| digits(self.removed[c]).map(move |d| (c, d)))
    }

    pub fn removal_count(&self) -> u32 {
        self.removed.iter().map(|m| m.count_ones()).sum()
    }

    /// Applies the step to `grid`.
    pub fn apply(&self, grid: &mut Grid) {
        for (cell, &mask) in self.removed.iter().enumerate() {
            if mask != 0 {
                grid.eliminate(cell, mask);
            }
        }
        for (cell, digit) in self.placements() {
            if grid.value(cell) == 0 {
                grid.place(cell, digit);
            }
        }
    }
}
