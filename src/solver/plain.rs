//! A plain depth-first search over states: the engine's choice of cell,
//! smallest digit first, the other side kept for later. The generator asks
//! questions that a few branches settle, where the engine's search costs
//! more to set up than that.

use super::state::{Choice, State};

/// How a search of at most `cap` branches ended.
#[derive(Debug, PartialEq)]
pub(super) enum Walk {
    /// A solution, when the search stops at the first.
    Solved,
    /// Every branch searched: this many.
    Exhausted(u32),
    /// `cap` branches taken, and more were needed.
    OutOfBranches,
}

/// Searches from the propagated `root` for at most `cap` branches (at most
/// `SLOTS`): up to the first solution when `first`, else through the whole
/// tree. `triads`: whether each branch's propagation runs the triad check
/// (see `State::propagate_with`).
#[inline(always)]
pub(super) fn walk<const SLOTS: usize>(root: &State, cap: u32, first: bool, triads: bool) -> Walk {
    debug_assert!(cap as usize <= SLOTS);
    // Each pending side is a branch taken, so `SLOTS` slots suffice.
    let mut pending: [Option<State>; SLOTS] = [None; SLOTS];
    let (mut depth, mut branches) = (0, 0);
    let mut state = *root;
    loop {
        let mut alive = !state.is_solved();
        if !alive && first {
            return Walk::Solved;
        }
        if alive {
            // Counting branches, not depth: a shallow tree can still be huge.
            if branches == cap {
                return Walk::OutOfBranches;
            }
            branches += 1;
            let cell = match state.choose_cell() {
                Choice::Cell { cell, .. } => cell,
                Choice::Layout { .. } => unreachable!("choose_cell chooses a cell"),
            };
            let choice = Choice::cell(cell, state.lowest_candidate(cell));
            let _ = pending[depth].insert(state).refuse(&choice);
            depth += 1;
            alive = state.take(&choice, triads);
        }
        while !alive {
            if depth == 0 {
                return Walk::Exhausted(branches);
            }
            depth -= 1;
            alive = match pending[depth].take() {
                Some(side) => {
                    state = side;
                    state.propagate()
                }
                None => false,
            };
        }
    }
}
