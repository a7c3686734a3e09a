//! The answers behind the entry points: counting, any one solution and the
//! canonical (lexicographically smallest) one, each over one search state
//! and the searches of `search`. Every function is `#[inline(always)]`, so
//! `isa` compiles a complete copy of them for each instruction set.

use super::carve::{carve, Carving};
use super::grid::random_grid;
use super::learn::{smallest_by_questions, ONE_QUESTION_CONFLICTS, QUESTION_CONFLICTS};
use super::search::{
    glance, middle, run, sparse_row_major, sparse_row_major_again, Counter, FirstSolutions, Lead,
    ROW_MAJOR_BUDGET,
};
use super::state::{Repeats, State};
use crate::board::{Digits, CELLS};
use crate::rng::Rng;
use crate::symmetry::Orbits;

/// Whether a board has so many givens (30 or more) that, if it needs a
/// guess at all, it most likely has several solutions: a proper puzzle with
/// that many givens nearly always falls to propagation alone (kaggle_regen,
/// 29-36 givens: all of them). Such boards are searched in row-major order
/// first, which finds solutions with fewer and cheaper branches than the
/// heuristic order (serg_benchmark, every board with several solutions:
/// see docs/engine.md). Counting what is
/// left open after propagation instead would be no signal: minimal puzzles
/// (unbiased, 17_clue) often propagate down to 36-47 open cells and are
/// slower in row-major order.
#[inline(always)]
fn many_givens(givens: &Digits) -> bool {
    givens.iter().filter(|&&digit| digit != 0).count() >= 30
}

#[inline(always)]
pub(super) fn count_solutions_with(givens: &Digits, limit: u32) -> Result<u32, Repeats> {
    Ok(match State::from_givens(givens)? {
        Some(root) if limit > 0 => {
            let mut counter = Counter { count: 0, limit };
            run(&root, many_givens(givens), &mut counter);
            counter.count
        }
        _ => 0,
    })
}

#[inline(always)]
pub(super) fn any_solution_with(givens: &Digits) -> Result<Option<Digits>, Repeats> {
    let Some(root) = State::from_givens(givens)? else {
        return Ok(None);
    };
    Ok(FirstSolutions::first(&root, many_givens(givens)))
}

#[inline(always)]
pub(super) fn canonical_solution_with(givens: &Digits) -> Result<Option<Digits>, Repeats> {
    let Some(root) = State::from_givens(givens)? else {
        return Ok(None);
    };
    Ok(canonical_from(&root))
}

/// The lexicographically smallest solution of a propagated state.
#[inline(always)]
pub(super) fn canonical_from(root: &State) -> Option<Digits> {
    // No proper puzzle: see `sparse_row_major`.
    let sparse = root.placed() <= 16;
    if sparse {
        if let Some(answer) = sparse_row_major(root) {
            return answer;
        }
    } else if let Some(found) =
        FirstSolutions::<1>::of_row_major::<ROW_MAJOR_BUDGET, ROW_MAJOR_BUDGET>(root)
    {
        return found.solutions().first().copied();
    }
    match *FirstSolutions::<2>::of(root, false).solutions() {
        [] => None,
        [only] => Some(only),
        [a, b, ..] => {
            if sparse {
                if let Some(answer) = sparse_row_major_again(root) {
                    debug_assert!(answer.is_some(), "two solutions are known");
                    return answer;
                }
            }
            let mut state = *root;
            let mut best = a.min(b);
            let (all, each) = (QUESTION_CONFLICTS, ONE_QUESTION_CONFLICTS);
            if !smallest_by_questions(&mut state, &mut best, all, each, &mut glance, &mut middle) {
                smallest_by_turns(&mut state, &mut best);
            }
            Some(best)
        }
    }
}

/// `smallest_by_questions`' way, on searches alone: each question to
/// `run_either_order`, for the boards whose questions ran the learner out
/// of its conflicts, from where the learner left them (`state`'s settled
/// cells are placed, `best` the smallest witness so far).
#[inline(always)]
fn smallest_by_turns(state: &mut State, best: &mut Digits) {
    let mut lead = Lead::default();
    for cell in 0..CELLS {
        if !state.is_placed(cell) {
            // Is there a solution with a smaller digit here? Each yes gives a
            // smaller witness; the first no settles the cell.
            loop {
                let smaller = state.candidates(cell) & ((1 << (best[cell] - 1)) - 1);
                let mut trial = *state;
                if smaller == 0 || !trial.eliminate(cell, !smaller & 0x1FF) || !trial.propagate() {
                    break;
                }
                match *FirstSolutions::<1>::of_either_order(&trial, &mut lead).solutions() {
                    [solution] => *best = solution,
                    _ => break,
                }
            }
            let fixed = state.assign(cell, 1 << (best[cell] - 1));
            debug_assert!(fixed, "the witness is a solution of this state");
        }
        debug_assert_eq!(state.candidates(cell), 1 << (best[cell] - 1));
    }
}

/// What `generate_with` is asked for.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    /// The groups of cells given or left out together.
    pub orbits: Orbits,
    pub carving: Carving,
    /// Grids to try before giving up (at least one).
    pub tries: u32,
}

/// A puzzle and its solution for `seed`: a random grid carved in a random
/// order of orbits, again with the stream going on until the bounds on
/// givens are met; `None` after `plan.tries` grids. Everything follows from
/// the seed, so both builds give the same puzzle.
#[inline(always)]
pub(super) fn generate_with(seed: u64, plan: &Plan) -> Option<(Digits, Digits)> {
    let mut rng = Rng::new(seed);
    let carving = &plan.carving;
    for _ in 0..plan.tries.max(1) {
        let solution = random_grid(&mut rng);
        let mut order: [u8; CELLS] = std::array::from_fn(|k| k as u8);
        let order = &mut order[..plan.orbits.len()];
        rng.shuffle(order);
        let mut orbits: [&[u8]; CELLS] = [&[]; CELLS];
        for (slot, &k) in orbits.iter_mut().zip(order.iter()) {
            *slot = plan.orbits.orbit(k as usize);
        }
        let (givens, count) = carve(&solution, &orbits[..order.len()], carving);
        if (carving.min_givens..=carving.max_givens).contains(&count) {
            return Some((givens, solution));
        }
    }
    None
}
