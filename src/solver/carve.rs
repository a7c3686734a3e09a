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
#[inline(always)]
pub(super) fn carve<'a>(
    solution: &Digits,
    order: impl Iterator<Item = &'a [u8]>,
    carving: &Carving,
) -> (Digits, u32) {
    let mut givens = *solution;
    let mut count = CELLS as u32;
    for orbit in order {
        let size = orbit.len() as u32;
        if !carving.minimal && count - size < carving.min_givens {
            continue;
        }
        for &cell in orbit {
            givens[cell as usize] = 0;
        }
        if still_unique(&givens, solution, orbit) {
            count -= size;
        } else {
            for &cell in orbit {
                givens[cell as usize] = solution[cell as usize];
            }
        }
    }
    (givens, count)
}
