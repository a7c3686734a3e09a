//! Unique rectangles: a deadly pattern of two digits in four cells over
//! two boxes must be broken, which the puzzle's one solution (the rater
//! checks it first) guarantees. The bivalue universal grave is in `bug`.

use super::grid::{bit, cells, digits, only_digit, Grid};
use super::step::Step;
use super::subsets::combinations;
use super::technique::Technique;
use crate::geometry::{box_of, col_of, row_of, PEER_MASKS, UNIT_MASKS};

/// The easiest unique rectangle (types 1-4), by rating then type.
pub fn unique_rectangle(grid: &Grid) -> Option<Step> {
    let mut best: Option<(u8, u8, Step)> = None;
    let empty = grid.empty_cells();
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    let boxes = corners.iter().fold(0u16, |m, &c| m | 1 << box_of(c));
                    if boxes.count_ones() != 2 || corners.iter().any(|&c| empty & 1 << c == 0) {
                        continue;
                    }
                    let common = corners.iter().fold(0x1FF, |m, &c| m & grid.cands(c));
                    for pair in pairs(common) {
                        for (kind, step) in rectangle(grid, corners, pair) {
                            let key = (step.difficulty, kind);
                            if best.as_ref().map_or(true, |b| key < (b.0, b.1)) {
                                best = Some((key.0, key.1, step));
                            }
                        }
                    }
                }
            }
        }
    }
    best.map(|b| b.2)
}

fn pairs(mask: u16) -> impl Iterator<Item = u16> {
    let ds: Vec<u8> = digits(mask).collect();
    let mut out = Vec::new();
    for i in 0..ds.len() {
        for j in i + 1..ds.len() {
            out.push(bit(ds[i]) | bit(ds[j]));
        }
    }
    out.into_iter()
}

fn rectangle(grid: &Grid, corners: [usize; 4], pair: u16) -> Vec<(u8, Step)> {
    let mut found = Vec::new();
    let roof: Vec<usize> = corners
        .iter()
        .copied()
        .filter(|&c| grid.cands(c) != pair)
        .collect();
    let new_step = |technique| {
        let mut step = Step::new(technique);
        for &c in &corners {
            step.mark(c, pair);
        }
        step.digits = pair;
        step.length = 4;
        step
    };
    if roof.len() == 1 {
        let mut step = new_step(Technique::UniqueRectangle);
        step.remove(grid, roof[0], pair);
        found.push((1, step));
        return found;
    }
    if roof.len() != 2 {
        return found;
    }
    let (a, b) = (roof[0], roof[1]);
    let extra = (grid.cands(a) | grid.cands(b)) & !pair;
    // Type 2: one extra digit, in both roof cells.
    if extra.count_ones() == 1 && grid.cands(a) & extra != 0 && grid.cands(b) & extra != 0 {
        let mut step = new_step(Technique::UniqueRectangle);
        step.remove_from(grid, PEER_MASKS[a] & PEER_MASKS[b], only_digit(extra));
        if !step.is_empty() {
            found.push((2, step));
        }
    }
    let shared: Vec<usize> = [
        row_of(a) == row_of(b),
        col_of(a) == col_of(b),
        box_of(a) == box_of(b),
    ]
    .iter()
    .zip([row_of(a), 9 + col_of(a), 18 + box_of(a)])
    .filter_map(|(&same, unit)| same.then_some(unit))
    .collect();
    for &unit in &shared {
        let others: Vec<usize> =
            cells(grid.empty_cells() & UNIT_MASKS[unit] & !(1 << a | 1 << b)).collect();
        // Type 3: the roof's extra digits and k - 1 other cells of the unit
        // form a naked set of k digits.
        for k in 2..=4usize {
            combinations(others.len(), k - 1, &mut |chosen| {
                let set: Vec<usize> = cells(chosen as u128).map(|i| others[i]).collect();
                let union = set.iter().fold(extra, |m, &c| m | grid.cands(c));
                if union.count_ones() as usize != k {
                    return false;
                }
                let mut step = new_step(Technique::UniqueRectangle);
                for &c in &others {
                    if !set.contains(&c) {
                        step.remove(grid, c, union);
                    }
                }
                if step.is_empty() {
                    return false;
                }
                for &c in &set {
                    step.mark(c, grid.cands(c));
                }
                step.difficulty += (k - 1) as u8;
                found.push((3, step));
                true
            });
        }
        // Type 4: one of the pair has no other place in the unit, so the
        // roof cells cannot hold the other one.
        for d in digits(pair) {
            if grid.places_in(d, unit) == (1 << a | 1 << b) {
                let mut step = new_step(Technique::UniqueRectangle);
                let other = pair & !bit(d);
                step.remove(grid, a, other);
                step.remove(grid, b, other);
                step.base = 1 << unit;
                if !step.is_empty() {
                    found.push((4, step));
                }
            }
        }
    }
    found
}
