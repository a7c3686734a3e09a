//! Questions about all the solutions at once: the first ones in
//! lexicographic order, and the digits each cell takes in some solution.

use super::answers::canonical_from;
use super::search::FirstSolutions;
use super::state::{Repeats, State};
use crate::board::{Digits, CELLS};

/// The first `limit` solutions of `givens` in lexicographic order, appended
/// to `found`.
///
/// The first is the canonical answer; each next one is the smallest
/// solution above the last: for the last cell (from the end) that can take
/// a larger digit with every cell before it kept, the smallest solution
/// with a larger digit there. Fixing a long prefix leaves propagation
/// little to do, so the cells near the end, which are tried first, mostly
/// fail without a search.
#[inline(always)]
pub(super) fn solutions_with(
    givens: &Digits,
    limit: u32,
    found: &mut Vec<Digits>,
) -> Result<(), Repeats> {
    let Some(root) = State::from_givens(givens)? else {
        return Ok(());
    };
    if limit == 0 {
        return Ok(());
    }
    let Some(mut current) = canonical_from(&root) else {
        return Ok(());
    };
    found.push(current);
    'next: while found.len() < limit as usize {
        for cell in (0..CELLS).rev() {
            if givens[cell] != 0 || current[cell] == 9 {
                continue;
            }
            let mut prefix = *givens;
            prefix[..cell].copy_from_slice(&current[..cell]);
            let Ok(Some(mut state)) = State::from_givens(&prefix) else {
                continue;
            };
            // Digits up to the current one (bits 0 to current - 1) go.
            let up_to_current = (1u16 << current[cell]) - 1;
            if !state.eliminate(cell, up_to_current) || !state.propagate() {
                continue;
            }
            if let Some(next) = canonical_from(&state) {
                current = next;
                found.push(next);
                continue 'next;
            }
        }
        break;
    }
    Ok(())
}

/// For each empty cell of `givens`, the digits (bit `d - 1` for digit `d`)
/// it holds in at least one solution; 0 for givens, and all 0 when there is
/// no solution.
///
/// Every solution found marks a digit in every cell, so most candidates are
/// settled by the first few searches; each one still unmarked gets a search
/// with that digit placed, which either finds a solution (marking more) or
/// proves there is none.
#[inline(always)]
pub(super) fn true_candidates_with(givens: &Digits) -> Result<[u16; CELLS], Repeats> {
    let mut marks = [0u16; CELLS];
    let Some(root) = State::from_givens(givens)? else {
        return Ok(marks);
    };
    let mark = |marks: &mut [u16; CELLS], solution: &Digits| {
        for (mark, &digit) in marks.iter_mut().zip(solution) {
            *mark |= 1 << (digit - 1);
        }
    };
    let Some(first) = FirstSolutions::first(&root, false) else {
        return Ok(marks);
    };
    mark(&mut marks, &first);
    for cell in 0..CELLS {
        if givens[cell] != 0 {
            continue;
        }
        let mut left = root.candidates(cell) & !marks[cell];
        while left != 0 {
            let bit = left & left.wrapping_neg();
            left &= left - 1;
            let mut trial = root;
            if trial.assign(cell, bit) {
                if let Some(solution) = FirstSolutions::first(&trial, false) {
                    mark(&mut marks, &solution);
                    left &= !marks[cell];
                }
            }
        }
    }
    for (mark, &given) in marks.iter_mut().zip(givens) {
        if given != 0 {
            *mark = 0;
        }
    }
    Ok(marks)
}
