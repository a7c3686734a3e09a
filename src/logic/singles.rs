//! Singles: the last empty cell of a unit (full house), the only place for a
//! digit in a unit (hidden single), the only digit left in a cell (naked
//! single).

use super::grid::{cells, only_cell, only_digit, Grid};
use super::step::Step;
use super::technique::Technique;
use crate::geometry::UNIT_MASKS;

/// Boxes first, then rows and columns: the order a player scans in.
const UNIT_ORDER: [usize; 27] = {
    let mut order = [0; 27];
    let mut k = 0;
    while k < 27 {
        order[k] = (k + 18) % 27;
        k += 1;
    }
    order
};

pub fn full_house(grid: &Grid) -> Option<Step> {
    let empty = grid.empty_cells();
    for unit in UNIT_ORDER {
        let open = empty & UNIT_MASKS[unit];
        if open.count_ones() == 1 {
            let cell = only_cell(open);
            if grid.cands(cell).count_ones() != 1 {
                continue;
            }
            let mut step = Step::new(Technique::FullHouse);
            let digit = only_digit(grid.cands(cell));
            step.placed[cell] = digit;
            step.base = 1 << unit;
            step.digits = grid.cands(cell);
            step.mark(cell, grid.cands(cell));
            return Some(step);
        }
    }
    None
}

/// A digit with one place left in a box (`in_boxes`) or in a row or column.
pub fn hidden_single(grid: &Grid, in_boxes: bool) -> Option<Step> {
    let units = if in_boxes { 18..27 } else { 0..18 };
    for unit in units {
        for digit in 1..=9 {
            let places = grid.places_in(digit, unit);
            if places.count_ones() == 1 {
                let cell = only_cell(places);
                let technique = if in_boxes {
                    Technique::HiddenSingleBox
                } else {
                    Technique::HiddenSingleLine
                };
                let mut step = Step::new(technique);
                step.placed[cell] = digit;
                step.base = 1 << unit;
                step.digits = 1 << (digit - 1);
                step.mark(cell, 1 << (digit - 1));
                return Some(step);
            }
        }
    }
    None
}

pub fn naked_single(grid: &Grid) -> Option<Step> {
    for cell in cells(grid.empty_cells()) {
        let cands = grid.cands(cell);
        if cands.count_ones() == 1 {
            let mut step = Step::new(Technique::NakedSingle);
            step.placed[cell] = only_digit(cands);
            step.digits = cands;
            step.mark(cell, cands);
            return Some(step);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::grid::parse as grid;

    #[test]
    fn finds_each_single() {
        // Row 0 misses only 9 at r1c9.
        let g = grid(concat!(
            "12345678.",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "........."
        ));
        let step = full_house(&g).unwrap();
        assert_eq!(step.placed[8], 9);
        assert_eq!(step.base, 1 << 0);
        let step = naked_single(&g).unwrap();
        assert_eq!(step.placed[8], 9);
        assert!(hidden_single(&g, true).is_none());
        // 1 in box 0 can only go to r1c1: rows 2 and 3 and columns 2, 3 hold it elsewhere.
        let g = grid(concat!(
            ".........",
            "...1.....",
            "......1..",
            ".1.......",
            ".........",
            ".........",
            "..1......",
            ".........",
            "........."
        ));
        let step = hidden_single(&g, true).unwrap();
        assert_eq!(step.placed[0], 1);
        assert_eq!(step.technique, Technique::HiddenSingleBox);
        assert!(full_house(&g).is_none());
    }
}
