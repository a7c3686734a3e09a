//! Depth-first search over states, with a branch budget and a restart with
//! lookahead for the rare tree that turns out huge, reporting solutions to a
//! visitor (count them, keep the first few).

use super::state::{Choice, Lookahead, Queue, State};
use crate::board::{Digits, CELLS};
use crate::geometry::UNITS;

/// What a search reports to: each solution it finds, and a reset when it
/// starts over.
pub(super) trait Visitor {
    /// Called for each solution; true stops the search.
    fn solution(&mut self, state: &State) -> bool;
    /// Forget everything seen so far: the search restarts from the root.
    fn reset(&mut self);
}

/// Why a search ended before exhausting its tree.
enum Halt {
    /// The visitor asked to stop.
    Stopped,
    /// The branch budget ran out.
    OutOfBudget,
}

/// Branches the quick search may take before it restarts with lookahead.
/// Almost every puzzle, the hardest known included, needs far fewer; the
/// puzzles that need more are the ones lookahead wins on (see `run`).
const QUICK_BUDGET: u64 = 1000;

/// Searches every completion of a propagated root.
///
/// Search trees have a heavy tail: sparse puzzles near Norvig's "1439-second"
/// one can take the quick search 100 ms and 80,000 branches, where probing
/// every two-way choice at the root (lookahead) proves them unsolvable with no
/// branch at all. Lookahead costs tens of microseconds per node, too much to
/// pay on every puzzle, so the quick search runs first within a budget of
/// branches, and only a search that overruns it starts over with lookahead
/// at the root. The restart costs at most the budget already spent.
pub(super) fn run(root: &State, visitor: &mut impl Visitor) {
    let mut quick = Search {
        visitor: &mut *visitor,
        budget: QUICK_BUDGET,
        lookahead: false,
        row_major: false,
    };
    if let Err(Halt::OutOfBudget) = quick.explore(root, true) {
        visitor.reset();
        let mut thorough = Search {
            visitor,
            budget: u64::MAX,
            lookahead: true,
            row_major: false,
        };
        let _ = thorough.explore(root, true);
    }
}

/// `run` for the canonical answer's questions ("is there a solution with a
/// smaller digit in this cell, the cells before it fixed?"). Those have a
/// heavy tail of their own: on a sparse board, proving that no smaller digit
/// fits can take the fewest-candidates search 250,000 branches, where
/// branching on the cells in row-major order, right after the fixed prefix,
/// finds the contradiction in a few hundred, while other questions go the
/// other way. So the two orders take turns, each with a budget that grows
/// fourfold per round, which bounds the time by a small multiple of the
/// better order's.
pub(super) fn run_either_order(root: &State, visitor: &mut impl Visitor) {
    let mut budget = QUICK_BUDGET;
    loop {
        for row_major in [false, true] {
            let mut search = Search {
                visitor: &mut *visitor,
                budget,
                lookahead: budget > QUICK_BUDGET && !row_major,
                row_major,
            };
            match search.explore(root, true) {
                Err(Halt::OutOfBudget) => visitor.reset(),
                Ok(()) | Err(Halt::Stopped) => return,
            }
        }
        budget = budget.saturating_mul(4);
    }
}

struct Search<'v, V> {
    visitor: &'v mut V,
    /// Branches it may still take.
    budget: u64,
    /// Probe every two-way choice at the root before branching.
    lookahead: bool,
    /// Branch on the first undecided cell in row-major order, not on the
    /// most constrained choice.
    row_major: bool,
}

impl<V: Visitor> Search<'_, V> {
    /// Explores every completion of a propagated state: `Ok` when the subtree
    /// is exhausted, `Err` when the whole search must end.
    fn explore(&mut self, state: &State, at_root: bool) -> Result<(), Halt> {
        let mut state = *state;
        let choice = if self.lookahead && at_root {
            match state.lookahead() {
                Lookahead::Contradiction => return Ok(()),
                Lookahead::Solved => None,
                Lookahead::Branch(choice) => Some(choice),
            }
        } else if state.is_solved() {
            None
        } else if self.row_major {
            Some(Choice::Cell(state.first_open_cell()))
        } else {
            Some(state.choose())
        };
        let Some(choice) = choice else {
            return if self.visitor.solution(&state) {
                Err(Halt::Stopped)
            } else {
                Ok(())
            };
        };
        match choice {
            Choice::Cell(cell) => {
                let mut options = state.cand[cell];
                while options != 0 {
                    let bit = options & options.wrapping_neg();
                    options &= options - 1;
                    self.spend()?;
                    let mut child = state;
                    if child.assign(cell, bit) {
                        self.explore(&child, false)?;
                    }
                }
            }
            Choice::Place(unit, bit) => {
                // The digit's first place in the unit, then not there (which
                // forces its other place, so each level still decides a cell).
                let cell = UNITS[unit]
                    .iter()
                    .map(|&c| c as usize)
                    .find(|&c| !state.is_placed(c) && state.cand[c] & bit != 0)
                    .unwrap_or_default();
                self.spend()?;
                let mut child = state;
                if child.assign(cell, bit) {
                    self.explore(&child, false)?;
                }
                let mut queue = Queue::new();
                if state.eliminate(cell, bit, &mut queue).is_some() && state.propagate(&mut queue) {
                    self.explore(&state, false)?;
                }
            }
        }
        Ok(())
    }

    fn spend(&mut self) -> Result<(), Halt> {
        crate::stats::branch();
        self.budget = self.budget.checked_sub(1).ok_or(Halt::OutOfBudget)?;
        Ok(())
    }
}

/// Keeps the first `N` solutions found, then stops.
pub(super) struct FirstSolutions<const N: usize> {
    found: [Digits; N],
    len: usize,
}

impl<const N: usize> FirstSolutions<N> {
    pub(super) fn of(root: &State) -> FirstSolutions<N> {
        let mut visitor = Self::new();
        run(root, &mut visitor);
        visitor
    }

    /// `of`, searching with `run_either_order`.
    pub(super) fn of_either_order(root: &State) -> FirstSolutions<N> {
        let mut visitor = Self::new();
        run_either_order(root, &mut visitor);
        visitor
    }

    fn new() -> FirstSolutions<N> {
        FirstSolutions {
            found: [[0; CELLS]; N],
            len: 0,
        }
    }

    pub(super) fn solutions(&self) -> &[Digits] {
        &self.found[..self.len]
    }
}

impl<const N: usize> Visitor for FirstSolutions<N> {
    fn solution(&mut self, state: &State) -> bool {
        self.found[self.len] = state.digits();
        self.len += 1;
        self.len == N
    }

    fn reset(&mut self) {
        self.len = 0;
    }
}

/// Counts solutions up to a limit.
pub(super) struct Counter {
    pub(super) count: u32,
    pub(super) limit: u32,
}

impl Visitor for Counter {
    fn solution(&mut self, _: &State) -> bool {
        self.count += 1;
        self.count >= self.limit
    }

    fn reset(&mut self) {
        self.count = 0;
    }
}
