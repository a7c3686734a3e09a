//! Aligned pair exclusion: two cells cannot take a pair of digits that
//! would empty a common peer holding only those two (or repeat a digit in a
//! unit they share); a digit of one cell with no possible partner in the
//! other goes.

use super::grid::{bit, cells, digits, Grid};
use super::step::Step;
use super::technique::Technique;
use crate::geometry::PEER_MASKS;

pub fn aligned_pair_exclusion(grid: &Grid) -> Option<Step> {
    let empty = grid.empty_cells();
    // Sudoku Explainer leaves this to the naked single when there is one.
    if cells(empty).any(|c| grid.cands(c).count_ones() == 1) {
        return None;
    }
    for a in cells(empty) {
        for b in cells(empty & !((1u128 << (a + 1)) - 1)) {
            let excluders: Vec<u16> = cells(PEER_MASKS[a] & PEER_MASKS[b] & empty)
                .map(|c| grid.cands(c))
                .filter(|m| m.count_ones() == 2)
                .collect();
            if excluders.len() < 2 {
                continue;
            }
            let see = PEER_MASKS[a] & 1 << b != 0;
            let allowed = |x: u8, y: u8| {
                !(x == y && see || excluders.iter().any(|&m| m == (bit(x) | bit(y))))
            };
            let mut keep_a = 0u16;
            let mut keep_b = 0u16;
            for x in digits(grid.cands(a)) {
                for y in digits(grid.cands(b)) {
                    if allowed(x, y) {
                        keep_a |= bit(x);
                        keep_b |= bit(y);
                    }
                }
            }
            let mut step = Step::new(Technique::AlignedPairExclusion);
            step.remove(grid, a, !keep_a);
            step.remove(grid, b, !keep_b);
            if step.is_empty() {
                continue;
            }
            step.mark(a, grid.cands(a));
            step.mark(b, grid.cands(b));
            for c in cells(PEER_MASKS[a] & PEER_MASKS[b] & empty) {
                if grid.cands(c).count_ones() == 2 {
                    step.mark(c, grid.cands(c));
                }
            }
            return Some(step);
        }
    }
    None
}
