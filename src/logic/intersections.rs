//! Locked candidates: a digit confined to where a box and a line cross.
//! Pointing: in a box, all on one line, so the rest of the line loses it.
//! Claiming: in a line, all in one box, so the rest of the box loses it.
//! The "direct" forms are the same pattern counted only when its
//! eliminations leave the digit a single place in some unit, which the step
//! then fills: Sudoku Explainer rates those below the naked single.

use super::grid::{bit, cells, only_cell, Grid};
use super::step::Step;
use super::technique::Technique;
use crate::geometry::{box_of, col_of, row_of, UNIT_MASKS};

/// Pointing (`pointing`) or claiming locked candidates; with `direct`, only
/// those that leave a hidden single, which the step places.
pub fn locked_candidates(grid: &Grid, pointing: bool, direct: bool) -> Option<Step> {
    let technique = match (pointing, direct) {
        (true, false) => Technique::Pointing,
        (false, false) => Technique::Claiming,
        (true, true) => Technique::DirectPointing,
        (false, true) => Technique::DirectClaiming,
    };
    let bases = if pointing { 18..27 } else { 0..18 };
    for base in bases {
        for digit in 1..=9 {
            let places = grid.places_in(digit, base);
            if places.count_ones() < 2 {
                continue;
            }
            let first = places.trailing_zeros() as usize;
            let covers = if pointing {
                [row_of(first), 9 + col_of(first)]
            } else {
                [18 + box_of(first), 18 + box_of(first)]
            };
            for cover in covers {
                if places & !UNIT_MASKS[cover] != 0 {
                    continue;
                }
                let targets = grid.places_in(digit, cover) & !places;
                if targets == 0 {
                    continue;
                }
                let mut step = Step::new(technique);
                step.base = 1 << base;
                step.cover = 1 << cover;
                step.digits = bit(digit);
                for cell in cells(places) {
                    step.mark(cell, bit(digit));
                }
                step.remove_from(grid, targets, digit);
                // Sudoku Explainer's direct forms look for the single in the
                // units of the base's kind: other boxes, or parallel lines.
                let kind = base / 9;
                if direct && !place_hidden_single(grid, &mut step, digit, targets, kind) {
                    continue;
                }
                return Some(step);
            }
        }
    }
    None
}

/// After `digit` leaves `targets`, a unit of `kind` (0 rows, 1 columns,
/// 2 boxes) through them where the digit has one place left: records that
/// placement in `step`. False when none.
fn place_hidden_single(
    grid: &Grid,
    step: &mut Step,
    digit: u8,
    targets: u128,
    kind: usize,
) -> bool {
    let left = grid.places(digit) & !targets;
    for cell in cells(targets) {
        let unit = [row_of(cell), 9 + col_of(cell), 18 + box_of(cell)][kind];
        {
            let places = left & UNIT_MASKS[unit];
            if places.count_ones() == 1 {
                step.placed[only_cell(places)] = digit;
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::grid::parse as grid;

    #[test]
    fn pointing_takes_the_digit_off_the_rest_of_the_line() {
        // Box 1's rows 2 and 3 are full, so its 1 is on row 1 and leaves
        // r1c4-r1c9 (and so do 8 and 9).
        let g = grid(concat!(
            ".........",
            "234......",
            "567......",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "........."
        ));
        let step = locked_candidates(&g, true, false).unwrap();
        assert_eq!(step.technique, Technique::Pointing);
        assert_eq!(step.base, 1 << 18);
        assert_eq!(step.cover, 1 << 0);
        let removed: Vec<_> = step.removals().collect();
        assert_eq!(
            removed,
            vec![(3, 1), (4, 1), (5, 1), (6, 1), (7, 1), (8, 1)]
        );
        assert!(locked_candidates(&g, true, true).is_none());
    }
}
