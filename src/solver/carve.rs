//! Making a puzzle from a solution grid: take out one orbit of givens at a
//! time, in a random order, and put it back when the puzzle would no longer
//! have one solution.
//!
//! One pass over the orbits leaves a minimal puzzle: when taking out an orbit
//! failed, the givens were a superset of the final ones, and fewer givens
//! only allow more solutions, so taking it out of the final puzzle fails too.
//!
//! The uniqueness test knows the solution, which is what makes it cheap:
//! the givens were unique before the orbit came out, so any other solution
//! differs from the known one in one of the orbit's cells. Propagation often
//! places those cells again by itself (then nothing needs a search); else
//! each cell in turn is asked for a solution with another digit there, on a
//! grid where the cells asked before keep the known digit. Those questions
//! mostly end in propagation too; a search runs only when they do not.

use super::search::FirstSolutions;
use super::state::State;
use crate::board::{Digits, CELLS};

/// Whether `givens` (a subset of the solution `solution`, which was the only
/// solution before the cells `removed` were emptied) still have `solution`
/// as their only one.
#[inline(always)]
pub(super) fn still_unique(givens: &Digits, solution: &Digits, removed: &[u8]) -> bool {
    let Ok(Some(mut root)) = State::from_givens(givens) else {
        debug_assert!(false, "the givens are part of a solution");
        return false;
    };
    for &cell in removed {
        let cell = cell as usize;
        if root.is_placed(cell) {
            continue;
        }
        let known = 1u16 << (solution[cell] - 1);
        let mut other = root;
        if other.eliminate(cell, known)
            && other.propagate()
            && !FirstSolutions::<1>::of(&other, false)
                .solutions()
                .is_empty()
        {
            return false;
        }
        // Every solution has the known digit here: the next questions may
        // count on it.
        if !root.assign(cell, known) {
            debug_assert!(false, "the known solution survives");
            return false;
        }
    }
    true
}

/// The limits a carved puzzle must meet.
#[derive(Clone, Copy, Debug)]
pub struct Carving {
    /// Try every orbit (the result is minimal); else stop taking out givens
    /// where the next orbit would go below `min_givens`.
    pub minimal: bool,
    /// Givens at least and at most (`max_givens` 81 for no bound).
    pub min_givens: u32,
    pub max_givens: u32,
}

/// Carves a puzzle out of `solution`, taking out the orbits in `order`
/// (each a list of cells). The givens left, as digits with 0 for empty, and
/// their number.
///
/// Orbits are taken out in runs that shrink: the first 16 orbits are
/// tested as one run, then runs of 8, 4, 2 and single orbits; a run that
/// fails is halved and tried again, down to one orbit, which is then kept.
/// With many givens nearly every orbit can go, so the first runs cost one
/// test each instead of one per orbit. An orbit is only ever kept after
/// being tested alone against a superset of the final givens, so the result
/// is still minimal.
#[inline(always)]
pub(super) fn carve(solution: &Digits, order: &[&[u8]], carving: &Carving) -> (Digits, u32) {
    let mut givens = *solution;
    let mut count = CELLS as u32;
    let (mut next, mut run) = (0, 16);
    let mut removed = [0u8; CELLS];
    while next < order.len() {
        // The next `run` orbits (fewer at the end, or where the lower bound
        // would be crossed when the puzzle need not be minimal).
        let (mut len, mut end) = (0, next);
        while end < order.len() && end - next < run {
            let size = order[end].len();
            if !carving.minimal && count < carving.min_givens + (len + size) as u32 {
                break;
            }
            removed[len..len + size].copy_from_slice(order[end]);
            len += size;
            end += 1;
        }
        if end == next {
            // The next orbit alone would cross the lower bound: skip it.
            next += 1;
            continue;
        }
        let cells = &removed[..len];
        for &cell in cells {
            givens[cell as usize] = 0;
        }
        if still_unique(&givens, solution, cells) {
            count -= len as u32;
            next = end;
            run = (run / 2).max(1);
            continue;
        }
        for &cell in cells {
            givens[cell as usize] = solution[cell as usize];
        }
        if end - next == 1 {
            next = end;
        } else {
            run = (end - next) / 2;
        }
    }
    (givens, count)
}
