//! A random solution grid: the three diagonal boxes filled at random, then
//! a depth-first search that branches on the cell the engine would choose
//! (a cell with two candidates where there is one) and tries its digits in
//! a random order, with propagation after each placement. The propagation
//! leaves out the triad check, which pays where a search must prove dead
//! ends: here nearly every branch leads to a grid.
//!
//! Every one of the 6.67e21 grids can come out (every digit of a chosen
//! cell is tried in turn, so the search tree holds every grid), and no grid
//! is a relabelling of a few fixed shapes; but the draw is not uniform: a grid's odds follow the search
//! tree (how many of its cells propagation forces after the choices before).
//! Exactly uniform sampling would need counting completions, which is far
//! too slow for a generator; for puzzles, what matters is that the grids
//! and the cells removed from them vary without pattern.

use super::state::{Choice, State};
use crate::board::{Digits, CELLS};
use crate::rng::Rng;

/// A random complete grid.
#[inline(always)]
pub(super) fn random_grid(rng: &mut Rng) -> Digits {
    // The three boxes on the diagonal share no row or column, so any three
    // permutations of 1-9 fill them consistently: a third of the grid with
    // no search, and every grid still reachable.
    let mut start = [0u8; CELLS];
    for corner in [0, 30, 60] {
        let mut digits: [u8; 9] = std::array::from_fn(|k| k as u8 + 1);
        rng.shuffle(&mut digits);
        for (k, &digit) in digits.iter().enumerate() {
            start[corner + 9 * (k / 3) + k % 3] = digit;
        }
    }
    let Ok(Some(root)) = State::from_givens(&start) else {
        unreachable!("the diagonal boxes share no row or column")
    };
    // An explicit stack of (state, digits left to try at its cell, cell):
    // a branch per placement, at most 81 deep. The slots start empty:
    // filling them with copies of the root (11 KB) cost more than the
    // search.
    let mut stack: [Option<(State, u16, u8)>; CELLS] = [None; CELLS];
    let mut depth = 0;
    let mut state = root;
    loop {
        if state.is_solved() {
            return state.digits();
        }
        // The engine's choice of cell (two candidates where it can): which
        // cell does not matter for which grids can come out, since every
        // digit of it is tried; the digits' order is what is random.
        let best = match state.choose_cell() {
            Choice::Cell { cell, .. } => cell,
            Choice::Layout { .. } => unreachable!("choose_cell chooses a cell"),
        };
        stack[depth] = Some((state, state.candidates(best), best as u8));
        depth += 1;
        // Try the digits left at the top of the stack, a random one at a
        // time; pop the cells that have none left.
        loop {
            let Some((at, left, cell)) = &mut stack[depth - 1] else {
                unreachable!("the slots below `depth` are filled")
            };
            if *left == 0 {
                depth -= 1;
                assert!(depth > 0, "the diagonal boxes leave solutions");
                continue;
            }
            let pick = rng.below(left.count_ones());
            let mut rest = *left;
            for _ in 0..pick {
                rest &= rest - 1;
            }
            let bit = rest & rest.wrapping_neg();
            *left &= !bit;
            let mut next = *at;
            if next.take(&Choice::cell(*cell as usize, bit), false) {
                state = next;
                break;
            }
        }
    }
}
