//! Making a puzzle from a solution grid: take out one orbit of givens at a
//! time, in a random order, and put it back when the puzzle would no longer
//! have one solution.
//!
//! One pass over the orbits leaves a minimal puzzle: when taking out an orbit
//! failed, the givens were a superset of the final ones, and fewer givens
//! only allow more solutions, so taking it out of the final puzzle fails too.
//!
//! Each removal is decided by the cheapest test that can: a known
//! unavoidable set it would empty (it fails, see `unavoidable`), singles on
//! the givens putting the cells back (it succeeds, see `singles`), and only
//! then a test with the engine (`still_unique`). Testing runs of orbits
//! together (as an earlier version did) makes the same puzzle: a run that
//! keeps one solution means each of its orbits, taken out in turn, did.

use super::plain::{walk, Walk};
use super::search::FirstSolutions;
use super::singles::Givens;
use super::state::State;
use super::unavoidable::Unavoidable;
use crate::board::{Digits, CELLS};

/// Whether `givens` (a subset of the solution `solution`, which was the only
/// solution before the cells `removed` were emptied) still have `solution`
/// as their only one.
///
/// The test knows the solution, which is what makes it cheap: the givens
/// were unique before the cells came out, so any other solution differs
/// from the known one in one of them. Propagation often places those cells
/// again by itself (then nothing needs a search); else each cell in turn is
/// asked for a solution with another digit there, on a grid where the cells
/// asked before keep the known digit.
#[inline(always)]
fn still_unique(givens: &Givens, solution: &Digits, removed: &[u8]) -> bool {
    // Propagation may stop once the removed cells are placed: they then
    // hold the known digits in every solution.
    let mut targets = [0u32; 3];
    for &cell in removed {
        targets[cell as usize / 27] |= 1 << (cell % 27);
    }
    let mut root = State::unpropagated_from_cells(&givens.by_digit);
    if !root.propagate_until_placed(&targets) {
        debug_assert!(false, "the givens are part of a solution");
        return false;
    }
    if root.all_placed(&targets) {
        return true;
    }
    // Else the state is at its fixpoint, and the questions start from it.
    for &cell in removed {
        let cell = cell as usize;
        if root.is_placed(cell) {
            continue;
        }
        let known = 1u16 << (solution[cell] - 1);
        let mut other = root;
        if other.eliminate(cell, known) && other.propagate() && has_solution(&other) {
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

/// Branches `has_solution` takes before handing over to the engine's
/// search, whose budgets and restarts bound the rare huge tree.
const BUDGET: usize = 24;

/// Whether the propagated `root` has a solution. A plain search first:
/// the grids asked about nearly always have one a few branches away.
#[inline(always)]
fn has_solution(root: &State) -> bool {
    match walk::<BUDGET>(root, BUDGET as u32, true, false) {
        Walk::Solved => true,
        Walk::Exhausted(_) => false,
        Walk::OutOfBranches => FirstSolutions::first(root, false).is_some(),
    }
}

/// The limits a carved puzzle must meet.
#[derive(Clone, Copy, Debug)]
pub struct Carving {
    /// Try every orbit (the result is minimal); else skip the orbits whose
    /// removal would go below `min_givens`.
    pub minimal: bool,
    /// Givens at least and at most (`max_givens` 81 for no bound).
    pub min_givens: u32,
    pub max_givens: u32,
}

/// Carves a puzzle out of `solution`, taking out the orbits in `order`
/// (each a list of cells). The givens left, as digits with 0 for empty, and
/// their number.
#[inline(always)]
pub(super) fn carve(solution: &Digits, order: &[&[u8]], carving: &Carving) -> (Digits, u32) {
    let mut givens = Givens::all(solution);
    let mut count = CELLS as u32;
    let known = Unavoidable::of(solution);
    for &orbit in order {
        let size = orbit.len() as u32;
        let cells = orbit.iter().fold(0u128, |cells, &cell| cells | 1 << cell);
        let mut without = givens;
        without.remove(cells);
        let unique = (carving.minimal || count >= carving.min_givens + size)
            && !known.misses(without.cells)
            && (without.singles_restore(solution, cells)
                || still_unique(&without, solution, orbit));
        if unique {
            givens = without;
            count -= size;
        }
    }
    (givens.digits(solution), count)
}
