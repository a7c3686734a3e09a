//! W-Wing (4.4): two cells with the same two candidates x and y that do
//! not see each other, and a unit where x has exactly two places, one
//! seeing each cell (neither place one of the cells). One of the two
//! places holds x, so one cell is not x and holds y: y comes out of every
//! cell that sees both.

use super::grid::{bit, cells, digits, Grid};
use super::step::Step;
use super::technique::Technique;
use crate::geometry::{PEER_MASKS, UNIT_MASKS};

pub fn w_wing(grid: &Grid) -> Option<Step> {
    let bivalue: Vec<usize> = cells(grid.empty_cells())
        .filter(|&c| grid.cands(c).count_ones() == 2)
        .collect();
    for (i, &a) in bivalue.iter().enumerate() {
        for &b in &bivalue[i + 1..] {
            let pair = grid.cands(a);
            if grid.cands(b) != pair || PEER_MASKS[a] >> b & 1 != 0 {
                continue;
            }
            for x in digits(pair) {
                let y = pair & !bit(x);
                let targets =
                    PEER_MASKS[a] & PEER_MASKS[b] & grid.places(y.trailing_zeros() as u8 + 1);
                if targets == 0 {
                    continue;
                }
                if let Some(unit) = link(grid, x, a, b) {
                    let mut step = Step::new(Technique::WWing);
                    for cell in cells(targets) {
                        step.remove(grid, cell, y);
                    }
                    let ends = grid.places_in(x, unit);
                    step.mark(a, pair);
                    step.mark(b, pair);
                    for end in cells(ends) {
                        step.mark(end, bit(x));
                    }
                    step.base = 1 << unit;
                    step.digits = pair;
                    step.length = 4;
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The first unit where `x` has exactly two places, neither `a` nor `b`,
/// one seeing `a` and the other `b`.
fn link(grid: &Grid, x: u8, a: usize, b: usize) -> Option<usize> {
    (0..UNIT_MASKS.len()).find(|&unit| {
        let ends = grid.places_in(x, unit);
        if ends.count_ones() != 2 || ends & (1 << a | 1 << b) != 0 {
            return false;
        }
        let (p, q) = (
            ends.trailing_zeros() as usize,
            127 - ends.leading_zeros() as usize,
        );
        let sees = |c: usize, d: usize| PEER_MASKS[c] >> d & 1 != 0;
        (sees(p, a) && sees(q, b)) || (sees(p, b) && sees(q, a))
    })
}
