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
/// as their only one: `Err` with another solution when they do not.
#[inline(always)]
pub(super) fn still_unique(
    givens: &Digits,
    solution: &Digits,
    removed: &[u8],
) -> Result<(), Option<Digits>> {
    let Ok(Some(mut root)) = State::from_givens(givens) else {
        debug_assert!(false, "the givens are part of a solution");
        return Err(None);
    };
    for &cell in removed {
        let cell = cell as usize;
        if root.is_placed(cell) {
            continue;
        }
        let known = 1u16 << (solution[cell] - 1);
        let mut other = root;
        if other.eliminate(cell, known) && other.propagate() {
            if let Some(found) = FirstSolutions::first(&other, false) {
                return Err(Some(found));
            }
        }
        // Every solution has the known digit here: the next questions may
        // count on it.
        if !root.assign(cell, known) {
            debug_assert!(false, "the known solution survives");
            return Err(None);
        }
    }
    Ok(())
}

/// Unavoidable sets of one solution grid: sets of cells where another valid
/// grid differs from it. A puzzle with no given in such a set also fits the
/// other grid, so it is not unique; a removal that would empty a known set
/// fails with no test at all. The store starts with the grid's four-cell
/// sets (two digits swapped on a rectangle over two boxes) and learns the
/// set of every removal that failed (where the second solution found
/// differs), which is how a failed removal speeds up the next ones.
struct Unavoidable {
    sets: [u128; 64],
    len: usize,
}

impl Unavoidable {
    #[inline(always)]
    fn of(solution: &Digits) -> Unavoidable {
        let mut store = Unavoidable {
            sets: [0; 64],
            len: 0,
        };
        // Rectangles: rows r1 < r2, columns c1 < c2, with a b / b a on the
        // corners, in one band or one stack (so in one or two boxes, each
        // keeping both digits when they swap).
        for r1 in 0..9 {
            for r2 in r1 + 1..9 {
                for c1 in 0..9 {
                    for c2 in c1 + 1..9 {
                        if r1 / 3 != r2 / 3 && c1 / 3 != c2 / 3 {
                            continue;
                        }
                        let at = |r: usize, c: usize| solution[9 * r + c];
                        if at(r1, c1) == at(r2, c2) && at(r1, c2) == at(r2, c1) {
                            store.add(
                                1u128 << (9 * r1 + c1)
                                    | 1u128 << (9 * r1 + c2)
                                    | 1u128 << (9 * r2 + c1)
                                    | 1u128 << (9 * r2 + c2),
                            );
                        }
                    }
                }
            }
        }
        store
    }

    #[inline(always)]
    fn add(&mut self, set: u128) {
        if self.len < self.sets.len() {
            self.sets[self.len] = set;
            self.len += 1;
        }
    }

    /// Whether the givens `given` (a cell mask) leave some known set empty.
    #[inline(always)]
    fn misses(&self, given: u128) -> bool {
        self.sets[..self.len].iter().any(|&set| set & given == 0)
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
    let mut given: u128 = (1 << CELLS) - 1;
    let mut count = CELLS as u32;
    let mut known = Unavoidable::of(solution);
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
        let mut fewer = given;
        for &cell in cells {
            fewer &= !(1u128 << cell);
        }
        let unique = !known.misses(fewer) && {
            for &cell in cells {
                givens[cell as usize] = 0;
            }
            match still_unique(&givens, solution, cells) {
                Ok(()) => true,
                Err(other) => {
                    if let Some(other) = other {
                        let mut differ = 0u128;
                        for cell in 0..CELLS {
                            differ |= ((other[cell] != solution[cell]) as u128) << cell;
                        }
                        known.add(differ);
                    }
                    for &cell in cells {
                        givens[cell as usize] = solution[cell as usize];
                    }
                    false
                }
            }
        };
        if unique {
            given = fewer;
            count -= len as u32;
            next = end;
            run = (run / 2).max(1);
        } else if end - next == 1 {
            next = end;
        } else {
            run = (end - next) / 2;
        }
    }
    (givens, count)
}
