//! The board questions: validity, the conflict explained, the solutions
//! (canonical or any) and their number.

use super::{
    guard, read_board, status_of, sudoku_conflict, SUDOKU_ERR_INTERNAL, SUDOKU_ERR_NULL, SUDOKU_OK,
};
use crate::{Error, CELLS};

/// Returns true when `board` is well formed and its filled cells repeat no
/// digit in any row, column or 3x3 box (the LeetCode 36 question).
///
/// Says nothing about solvability: a board with no repeats but no solution is
/// valid. Returns false for NULL and for a board with a bad cell.
///
/// # Safety
/// `board` is NULL or points to 81 readable bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_is_valid(board: *const u8) -> bool {
    guard(false, || {
        // SAFETY: forwarded from this function's contract.
        match unsafe { read_board(board) } {
            Some(bytes) => crate::is_valid(&bytes),
            None => false,
        }
    })
}

/// The same question as `sudoku_is_valid`, explained.
///
/// Returns `SUDOKU_OK`, `SUDOKU_ERR_NULL`, `SUDOKU_ERR_BAD_CELL` or
/// `SUDOKU_ERR_CONFLICT`. When `conflict` is not NULL it is always written,
/// describing where the board is wrong (see `sudoku_conflict`).
///
/// # Safety
/// `board` is NULL or points to 81 readable bytes; `conflict` is NULL or
/// points to a writable `sudoku_conflict`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_check(board: *const u8, conflict: *mut sudoku_conflict) -> i32 {
    guard(SUDOKU_ERR_INTERNAL, || {
        // SAFETY: forwarded from this function's contract.
        let (status, found) = match unsafe { read_board(board) } {
            None => (SUDOKU_ERR_NULL, sudoku_conflict::NONE),
            Some(bytes) => match crate::check(&bytes) {
                Ok(_) => (SUDOKU_OK, sudoku_conflict::NONE),
                Err(e) => (status_of(&e), sudoku_conflict::describe(&e, &bytes)),
            },
        };
        if !conflict.is_null() {
            // SAFETY: non-NULL, and the caller guarantees it is writable.
            unsafe { conflict.write(found) };
        }
        status
    })
}

/// Fills every empty cell of `board` and returns `SUDOKU_OK`.
///
/// A puzzle with several solutions gets the lexicographically smallest one
/// (cells read row-major, smallest digit first): the answer a plain row-major
/// depth-first search finds first. Filled cells are written in the board's
/// style; givens are never written. A complete valid board is its own
/// solution.
///
/// On any error (`SUDOKU_ERR_NULL`, `SUDOKU_ERR_BAD_CELL`,
/// `SUDOKU_ERR_CONFLICT`, `SUDOKU_ERR_NO_SOLUTION`, `SUDOKU_ERR_INTERNAL`)
/// all 81 bytes are left exactly as they were.
///
/// # Safety
/// `board` is NULL or points to 81 readable and writable bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve(board: *mut u8) -> i32 {
    // SAFETY: forwarded from this function's contract.
    unsafe { solve_in_place(board, crate::solve) }
}

/// Like `sudoku_solve`, but a board with several solutions gets whichever
/// solution the engine finds first: which one is unspecified and may change
/// between versions. The fastest path, for batch users who do not care which.
/// Same statuses, and the same guarantee: on any error all 81 bytes are left
/// exactly as they were.
///
/// # Safety
/// `board` is NULL or points to 81 readable and writable bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_any(board: *mut u8) -> i32 {
    // SAFETY: forwarded from this function's contract.
    unsafe { solve_in_place(board, crate::solve_any) }
}

/// The body of both solve functions: solve a copy, then write back only the
/// cells that changed, and only on success.
///
/// # Safety
/// `board` is NULL or points to 81 readable and writable bytes.
unsafe fn solve_in_place(board: *mut u8, solve: fn(&mut [u8; CELLS]) -> Result<(), Error>) -> i32 {
    guard(SUDOKU_ERR_INTERNAL, || {
        // SAFETY: forwarded from this function's contract.
        let Some(original) = (unsafe { read_board(board) }) else {
            return SUDOKU_ERR_NULL;
        };
        let mut solved = original;
        if let Err(e) = solve(&mut solved) {
            return status_of(&e);
        }
        // Every cell is stored to: the caller's byte where it changed, a
        // scratch byte elsewhere. A select per cell instead of a branch no
        // predictor could learn (which cells are empty follows no pattern):
        // 10% of a whole easy solve. Givens are still never written. The
        // stores are volatile so the compiler keeps them as stores through
        // the selected pointer rather than turning them back into branches.
        let mut scratch = 0u8;
        let scratch: *mut u8 = &mut scratch;
        for (cell, (&new, &old)) in solved.iter().zip(original.iter()).enumerate() {
            // SAFETY: cell < 81 and the caller guarantees 81 writable bytes.
            let caller = unsafe { board.add(cell) };
            let target = if new != old { caller } else { scratch };
            // SAFETY: `target` is one of the two valid, writable bytes above.
            unsafe { target.write_volatile(new) };
        }
        SUDOKU_OK
    })
}

/// Counts the solutions of `board`, stopping at `limit`, into `*count`.
///
/// `*count` is at most `limit`: a limit of 2 answers "is this a proper
/// puzzle?" (1) cheaply. A valid board with no solution gives `SUDOKU_OK` and
/// 0. On error `*count` is set to 0 (when `count` is not NULL).
///
/// # Safety
/// `board` is NULL or points to 81 readable bytes; `count` is NULL or points
/// to a writable `uint32_t`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_count_solutions(
    board: *const u8,
    limit: u32,
    count: *mut u32,
) -> i32 {
    guard(SUDOKU_ERR_INTERNAL, || {
        if count.is_null() {
            return SUDOKU_ERR_NULL;
        }
        // SAFETY: forwarded from this function's contract.
        let (status, n) = match unsafe { read_board(board) } {
            None => (SUDOKU_ERR_NULL, 0),
            Some(bytes) => match crate::count_solutions(&bytes, limit) {
                Ok(n) => (SUDOKU_OK, n),
                Err(e) => (status_of(&e), 0),
            },
        };
        // SAFETY: non-NULL, and the caller guarantees it is writable.
        unsafe { count.write(n) };
        status
    })
}
