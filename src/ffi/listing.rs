//! Questions about all the solutions: each cell's candidates, and the
//! solutions themselves in order.

use std::ptr;

use super::{
    guard, read_board, status_of, SUDOKU_ERR_INTERNAL, SUDOKU_ERR_NULL, SUDOKU_ERR_OPTIONS,
    SUDOKU_OK,
};
use crate::{CandidateKind, CELLS};

/// `sudoku_candidates`: what a player pencils in, the digits no given in
/// the cell's row, column or box holds.
pub const SUDOKU_CANDIDATES_BASIC: u32 = 0;
/// `sudoku_candidates`: the digits the cell holds in at least one solution
/// (the true candidates).
pub const SUDOKU_CANDIDATES_SOLUTIONS: u32 = 1;

/// Writes each cell's candidates to `candidates` (81 entries): bit d-1 of
/// `candidates[i]` is set when digit d may go in empty cell i, and givens
/// get 0. `kind` is `SUDOKU_CANDIDATES_BASIC` (digits no given sees) or
/// `SUDOKU_CANDIDATES_SOLUTIONS` (digits that appear in the cell in at
/// least one solution; all 0, with `SUDOKU_OK`, when there is none).
///
/// Returns `SUDOKU_OK`, `SUDOKU_ERR_NULL`, `SUDOKU_ERR_BAD_CELL`,
/// `SUDOKU_ERR_CONFLICT`, `SUDOKU_ERR_OPTIONS` (an unknown `kind`) or
/// `SUDOKU_ERR_INTERNAL`; on error `candidates` is unchanged.
///
/// # Safety
/// `board` is NULL or points to 81 readable bytes; `candidates` is NULL or
/// points to 81 writable `uint16_t`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_candidates(
    board: *const u8,
    kind: u32,
    candidates: *mut u16,
) -> i32 {
    guard(SUDOKU_ERR_INTERNAL, || {
        if candidates.is_null() {
            return SUDOKU_ERR_NULL;
        }
        // SAFETY: forwarded from this function's contract.
        let Some(bytes) = (unsafe { read_board(board) }) else {
            return SUDOKU_ERR_NULL;
        };
        let kind = match kind {
            SUDOKU_CANDIDATES_BASIC => CandidateKind::Basic,
            SUDOKU_CANDIDATES_SOLUTIONS => CandidateKind::Solutions,
            _ => return SUDOKU_ERR_OPTIONS,
        };
        match crate::candidates(&bytes, kind) {
            Ok(found) => {
                // SAFETY: the caller guarantees 81 writable `u16` there.
                unsafe { ptr::copy_nonoverlapping(found.as_ptr(), candidates, CELLS) };
                SUDOKU_OK
            }
            Err(e) => status_of(&e),
        }
    })
}

/// Writes up to `limit` solutions of `board`, 81 bytes each, to `out` (room
/// for `limit * 81` bytes), in lexicographic order (the first is
/// `sudoku_solve`'s answer), in the board's style, and their number to
/// `*count`. A valid board with no solution gives `SUDOKU_OK` and 0; `out`
/// may be NULL when `limit` is 0.
///
/// Returns `SUDOKU_OK`, `SUDOKU_ERR_NULL`, `SUDOKU_ERR_BAD_CELL`,
/// `SUDOKU_ERR_CONFLICT` or `SUDOKU_ERR_INTERNAL`. On error `out` is
/// unchanged and `*count` is 0 (when `count` is not NULL). The solutions
/// are gathered before any is written, in memory the library allocates
/// (81 bytes per solution found) and frees before returning.
///
/// # Safety
/// `board` is NULL or points to 81 readable bytes; `out` is NULL or points
/// to `limit * 81` writable bytes; `count` is NULL or points to a writable
/// `uint32_t`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solutions(
    board: *const u8,
    limit: u32,
    out: *mut u8,
    count: *mut u32,
) -> i32 {
    guard(SUDOKU_ERR_INTERNAL, || {
        if count.is_null() {
            return SUDOKU_ERR_NULL;
        }
        // SAFETY: forwarded from this function's contract.
        let board = unsafe { read_board(board) };
        let (status, found) = match board {
            _ if out.is_null() && limit > 0 => (SUDOKU_ERR_NULL, Vec::new()),
            None => (SUDOKU_ERR_NULL, Vec::new()),
            Some(bytes) => match crate::solutions(&bytes, limit) {
                Ok(found) => (SUDOKU_OK, found),
                Err(e) => (status_of(&e), Vec::new()),
            },
        };
        for (k, solution) in found.iter().enumerate() {
            // SAFETY: k < limit, and the caller guarantees `limit * 81`
            // writable bytes at `out`.
            unsafe { ptr::copy_nonoverlapping(solution.as_ptr(), out.add(k * CELLS), CELLS) };
        }
        // SAFETY: non-NULL, and the caller guarantees it is writable.
        unsafe { count.write(found.len() as u32) };
        status
    })
}
