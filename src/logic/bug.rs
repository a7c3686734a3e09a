//! The bivalue universal grave (BUG), types 1-4 as Sudoku Explainer
//! defines them: if every empty cell had exactly two candidates and every
//! digit two places (or none) in every unit, the puzzle would have two
//! solutions; so the few candidates that spoil that pattern (the "extras")
//! cannot all be false.
//!
//! The extras are found unit by unit: a digit with neither zero nor two
//! places in a unit, only one of which is a cell with three or more
//! candidates, is an extra of that cell. With every extra taken out the
//! grid must be such a grave, else nothing follows. Then:
//! - type 1 (5.6): one cell holds extras, so it takes one of them;
//! - type 2 (5.7): the extras are one digit, which goes from every cell
//!   that sees all the cells holding it;
//! - type 3 (5.7, +0.1 for each digit of the set past one): the cells
//!   holding extras share a unit, and their extras act as one more cell of
//!   a naked set with other cells of that unit;
//! - type 4 (5.7): two such cells share a unit and a digit that is no
//!   extra, which is then a conjugate pair there: one cell holds it and the
//!   other its extra, so neither holds anything else.

use super::grid::{bit, cells, only_digit, Grid};
use super::step::Step;
use super::subsets::combinations;
use super::technique::Technique;
use crate::geometry::{PEER_MASKS, UNIT_MASKS};

/// The easiest BUG step: the lowest rating, type 1 first.
pub fn bug(grid: &Grid) -> Option<Step> {
    let empty = grid.empty_cells();
    if cells(empty).any(|c| grid.cands(c).count_ones() < 2) {
        return None;
    }
    let thick = cells(empty)
        .filter(|&c| grid.cands(c).count_ones() >= 3)
        .fold(0u128, |m, c| m | 1 << c);
    if thick == 0 {
        return None;
    }
    // Each cell's extras, and the grid without them.
    let mut extras = [0u16; 81];
    let mut grave = *grid;
    for unit in 0..27 {
        for digit in 1..=9u8 {
            let places = grid.places_in(digit, unit);
            if matches!(places.count_ones(), 0 | 2) {
                continue;
            }
            let spoilers = places & thick;
            match spoilers.count_ones() {
                0 => return None,
                // Two or more: another unit says which one it is.
                1 => {
                    let cell = spoilers.trailing_zeros() as usize;
                    extras[cell] |= bit(digit);
                    grave.eliminate(cell, bit(digit));
                }
                _ => {}
            }
        }
    }
    let holders = cells(thick)
        .filter(|&c| extras[c] != 0)
        .fold(0u128, |m, c| m | 1 << c);
    let is_grave = cells(empty).all(|c| grave.cands(c).count_ones() == 2)
        && (0..27).all(|u| (1..=9).all(|d| matches!(grave.places_in(d, u).count_ones(), 0 | 2)));
    if holders == 0 || !is_grave {
        return None;
    }
    let all_extras = cells(holders).fold(0u16, |m, c| m | extras[c]);
    let seeing_all = cells(holders).fold(u128::MAX, |m, c| m & PEER_MASKS[c]) & !holders;
    let mark = |step: &mut Step| {
        for c in cells(holders) {
            step.mark(c, extras[c]);
        }
        step.digits = all_extras;
    };
    if holders.count_ones() == 1 {
        let cell = holders.trailing_zeros() as usize;
        let mut step = Step::new(Technique::Bug);
        if all_extras.count_ones() == 1 {
            step.placed[cell] = only_digit(all_extras);
        } else {
            step.remove(grid, cell, !all_extras);
        }
        mark(&mut step);
        return (!step.is_empty()).then_some(step);
    }
    let mut best: Option<Step> = None;
    let mut offer = |step: Step| {
        if !step.is_empty()
            && best
                .as_ref()
                .map_or(true, |b| step.difficulty < b.difficulty)
        {
            best = Some(step);
        }
    };
    let shared: Vec<usize> = (0..27).filter(|&u| holders & !UNIT_MASKS[u] == 0).collect();
    let one_digit = all_extras.count_ones() == 1;
    if one_digit {
        let mut step = Step::new(Technique::Bug);
        step.difficulty += 1;
        step.remove_from(grid, seeing_all, only_digit(all_extras));
        mark(&mut step);
        offer(step);
    }
    if holders.count_ones() == 2 && (one_digit || seeing_all != 0) {
        let (a, b) = (
            holders.trailing_zeros() as usize,
            127 - holders.leading_zeros() as usize,
        );
        let common = grid.cands(a) & grid.cands(b) & !all_extras;
        if common.count_ones() == 1 && !shared.is_empty() {
            let mut step = Step::new(Technique::Bug);
            step.difficulty += 1;
            step.remove(grid, a, !(extras[a] | common));
            step.remove(grid, b, !(extras[b] | common));
            step.base = 1 << shared[0];
            mark(&mut step);
            offer(step);
        }
    }
    // Type 3 is Sudoku Explainer's answer only when the extras are two
    // digits or more and some cell sees every cell holding them.
    if one_digit || seeing_all == 0 {
        return best;
    }
    for &unit in &shared {
        let others: Vec<usize> = cells(UNIT_MASKS[unit] & empty & !holders).collect();
        for size in 2..=6usize {
            if others.len() < size {
                break;
            }
            combinations(others.len(), size - 1, &mut |chosen| {
                let set: Vec<usize> = cells(chosen as u128).map(|i| others[i]).collect();
                let union = set.iter().fold(0u16, |m, &c| m | grid.cands(c));
                if union.count_ones() as usize != size || all_extras & !union != 0 {
                    return false;
                }
                let mut step = Step::new(Technique::Bug);
                step.difficulty += size as u8;
                for &c in &others {
                    if !set.contains(&c) {
                        step.remove(grid, c, union);
                    }
                }
                for &c in &set {
                    step.mark(c, grid.cands(c));
                }
                step.base = 1 << unit;
                mark(&mut step);
                offer(step);
                false
            });
        }
    }
    best
}
