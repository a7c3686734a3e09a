//! Naked and hidden sets (pairs, triples, quads) within one unit: k cells
//! holding only k digits between them (naked), or k digits confined to k
//! cells (hidden). The direct hidden pair and triple are hidden sets whose
//! eliminations leave another digit a single place in the same unit.

use super::grid::{bit, cells, digits, only_cell, Grid};
use super::step::Step;
use super::technique::Technique;
use crate::geometry::UNIT_MASKS;

/// Boxes, then columns, then rows: Sudoku Explainer's scan order for sets.
pub const SET_UNITS: [usize; 27] = {
    let mut order = [0; 27];
    let mut k = 0;
    while k < 27 {
        order[k] = if k < 9 {
            18 + k
        } else if k < 18 {
            k
        } else {
            k - 18
        };
        k += 1;
    }
    order
};

/// Calls `visit` with every `k`-element subset of `items` (as a bit mask
/// over their indices) until it returns true; true when one did.
pub fn combinations(n: usize, k: usize, visit: &mut impl FnMut(u32) -> bool) -> bool {
    fn walk(
        n: usize,
        k: usize,
        from: usize,
        chosen: u32,
        visit: &mut impl FnMut(u32) -> bool,
    ) -> bool {
        if k == 0 {
            return visit(chosen);
        }
        (from..=n - k).any(|i| walk(n, k - 1, i + 1, chosen | 1 << i, visit))
    }
    k <= n && walk(n, k, 0, 0, visit)
}

pub fn naked_set(grid: &Grid, size: usize) -> Option<Step> {
    let technique = [
        Technique::NakedPair,
        Technique::NakedTriple,
        Technique::NakedQuad,
    ][size - 2];
    for unit in SET_UNITS {
        let open: Vec<usize> = cells(grid.empty_cells() & UNIT_MASKS[unit]).collect();
        if open.len() < 2 * size {
            continue;
        }
        let small: Vec<usize> = open
            .iter()
            .copied()
            .filter(|&c| grid.cands(c).count_ones() as usize <= size)
            .collect();
        let mut found = None;
        combinations(small.len(), size, &mut |chosen| {
            let members: Vec<usize> = cells(chosen as u128).map(|i| small[i]).collect();
            let union = members.iter().fold(0u16, |u, &c| u | grid.cands(c));
            if union.count_ones() as usize != size {
                return false;
            }
            let mut step = Step::new(technique);
            for &cell in &open {
                if !members.contains(&cell) {
                    step.remove(grid, cell, union);
                }
            }
            if step.is_empty() {
                return false;
            }
            for &cell in &members {
                step.mark(cell, grid.cands(cell));
            }
            step.base = 1 << unit;
            step.digits = union;
            found = Some(step);
            true
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

/// Hidden sets of `size` digits; with `direct`, only those that leave
/// another digit one place in the unit (and the step places it).
pub fn hidden_set(grid: &Grid, size: usize, direct: bool) -> Option<Step> {
    let technique = match (size, direct) {
        (2, true) => Technique::DirectHiddenPair,
        (3, true) => Technique::DirectHiddenTriple,
        (2, false) => Technique::HiddenPair,
        (3, false) => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    };
    for unit in SET_UNITS {
        let empty = grid.empty_cells() & UNIT_MASKS[unit];
        let open = empty.count_ones() as usize;
        if (direct && open <= size) || (!direct && open <= 2 * size) {
            continue;
        }
        let missing: Vec<u8> = (1..=9).filter(|&d| grid.places_in(d, unit) != 0).collect();
        let mut found = None;
        combinations(missing.len(), size, &mut |chosen| {
            let set: Vec<u8> = cells(chosen as u128).map(|i| missing[i]).collect();
            let spots = set.iter().fold(0u128, |s, &d| s | grid.places_in(d, unit));
            if spots.count_ones() as usize != size {
                return false;
            }
            let mask = set.iter().fold(0u16, |m, &d| m | bit(d));
            let mut step = Step::new(technique);
            for cell in cells(spots) {
                step.remove(grid, cell, !mask);
                step.mark(cell, grid.cands(cell) & mask);
            }
            if step.is_empty() {
                return false;
            }
            if direct {
                let gone = digits(0x1FF & !mask).find(|&d| {
                    let places = grid.places_in(d, unit);
                    places & spots != 0 && (places & !spots).count_ones() == 1
                });
                match gone {
                    Some(d) => {
                        let cell = only_cell(grid.places_in(d, unit) & !spots);
                        step.placed[cell] = d;
                    }
                    None => return false,
                }
            }
            step.base = 1 << unit;
            step.digits = mask;
            found = Some(step);
            true
        });
        if found.is_some() {
            return found;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_visits_each_subset_once() {
        let mut seen = Vec::new();
        combinations(5, 3, &mut |c| {
            seen.push(c);
            false
        });
        assert_eq!(seen.len(), 10);
        assert!(seen.iter().all(|c| c.count_ones() == 3 && *c < 32));
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 10);
        assert!(!combinations(2, 3, &mut |_| true));
    }
}
