//! Batch calls: one call for many boards, on as many threads as asked for.
//!
//! Every function takes `count` boards in one caller buffer, `stride` bytes
//! apart (81 for a packed array, more for records such as text lines with
//! their newline), and writes one status per board to `statuses`; a board
//! that fails never stops the others, and each board's results are exactly
//! what the single call gives. `threads` is 0 for every core, 1 for the
//! caller's thread only, N for at most N. The threads are started and
//! joined inside the call (no pool, no global state); work is handed out in
//! small chunks, so slow and fast boards mix well.
//!
//! The call's own status is `SUDOKU_OK` when the arguments were acceptable
//! (then every board has its status, whatever it is), `SUDOKU_ERR_NULL`
//! for a NULL pointer that is required when `count > 0`, and
//! `SUDOKU_ERR_OPTIONS` for a `stride` below 81 or a buffer size that
//! overflows; on those errors nothing is written. With `count == 0`
//! nothing is read or written and the pointers may be NULL.

use std::ptr;
use std::slice;

use super::generate::{read_options, sudoku_generate_options};
use super::logic::{caller_size, rate_into, sudoku_rating, RATING_SIZE};
use super::{
    guard, read_board, status_of, sudoku_conflict, SUDOKU_CELLS, SUDOKU_ERR_INTERNAL,
    SUDOKU_ERR_NULL, SUDOKU_ERR_OPTIONS, SUDOKU_OK,
};
use crate::{batch, CELLS};

/// A raw pointer into the caller's buffers that may cross to a worker
/// thread: each job writes only its own board's (or struct's) bytes
/// through it, so sending and sharing it is sound.
#[derive(Clone, Copy)]
struct Ptr(*mut u8);
// SAFETY: every job's writes through it address bytes no other job touches.
unsafe impl Send for Ptr {}
// SAFETY: as for Send; shared copies are only read.
unsafe impl Sync for Ptr {}

impl Ptr {
    /// The pointer `bytes` further on. A method, so that closures capture
    /// the whole `Ptr` (which may be sent) rather than its raw field.
    ///
    /// # Safety
    /// The result stays inside the caller's buffer.
    unsafe fn offset(self, bytes: usize) -> Ptr {
        // SAFETY: forwarded from this function's contract.
        Ptr(unsafe { self.0.add(bytes) })
    }

    fn get(self) -> *mut u8 {
        self.0
    }
}

/// The bytes `count` records of `len` bytes, `stride` apart, span; `None`
/// when the stride is below `len` or the span overflows.
fn span(count: usize, stride: usize, len: usize) -> Option<usize> {
    if stride < len {
        return None;
    }
    let span = (count - 1).checked_mul(stride)?.checked_add(len)?;
    (span <= isize::MAX as usize).then_some(span)
}

/// What a batch call returns at once, before touching anything: `SUDOKU_OK`
/// for an empty batch, `SUDOKU_ERR_NULL` when a required pointer is NULL
/// (`null`), `SUDOKU_ERR_OPTIONS` for a stride or span the boards cannot
/// have; `None` when the call goes ahead.
fn refused(count: usize, stride: usize, null: bool) -> Option<i32> {
    if count == 0 {
        Some(SUDOKU_OK)
    } else if null {
        Some(SUDOKU_ERR_NULL)
    } else if span(count, stride, SUDOKU_CELLS).is_none() {
        Some(SUDOKU_ERR_OPTIONS)
    } else {
        None
    }
}

/// The boards' first bytes, `stride` apart, as jobs for worker threads.
fn cells(first: *mut u8, count: usize, stride: usize) -> impl Iterator<Item = Ptr> + Send {
    let first = Ptr(first);
    (0..count).map(move |i| {
        // SAFETY: i < count and the caller's buffer spans
        // `span(count, stride, 81)` bytes, checked before this is called.
        unsafe { first.offset(i * stride) }
    })
}

/// The statuses array as a slice.
///
/// # Safety
/// `statuses` points to `count` writable `int32_t`, `count > 0`.
unsafe fn status_slice<'a>(statuses: *mut i32, count: usize) -> &'a mut [i32] {
    // SAFETY: forwarded from this function's contract.
    unsafe { slice::from_raw_parts_mut(statuses, count) }
}

/// `sudoku_solve` on every board, in place: a board that fails is left
/// exactly as it was, and `statuses[i]` says why.
///
/// The rules of every `_batch` function: `count` boards in one buffer,
/// `stride` bytes apart (81 for a packed array, 82 for text lines with
/// their newline); one status per board, exactly what the single call
/// returns, and the single call's results, in input order; one bad board
/// never stops the others. `threads`: 0 for every core, 1 for the caller's
/// thread only, N for at most N (never more than `count`). The threads are
/// started and joined inside the call (the caller's thread works too); no
/// pool, no global state, so concurrent batch calls are safe. Work is
/// handed out in small chunks, so slow and fast boards mix. A panic on a
/// board becomes `SUDOKU_ERR_INTERNAL` for that board alone.
///
/// The call returns `SUDOKU_OK` when the arguments are acceptable (then
/// every board has its status), `SUDOKU_ERR_NULL` for a required pointer
/// that is NULL, `SUDOKU_ERR_OPTIONS` for a `stride` below 81 or a span
/// that overflows; on those errors nothing is written. With `count == 0`
/// nothing is read or written and every pointer may be NULL. Besides what
/// the single call allocates, the call allocates only for its threads
/// (nothing with `threads == 1`).
///
/// # Safety
/// `boards` points to `(count - 1) * stride + 81` readable and writable
/// bytes and `statuses` to `count` writable `int32_t` (either may be NULL
/// when `count` is 0).
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_batch(
    boards: *mut u8,
    count: usize,
    stride: usize,
    statuses: *mut i32,
    threads: u32,
) -> i32 {
    // SAFETY: forwarded from this function's contract.
    unsafe {
        solve_all(
            boards,
            count,
            stride,
            statuses,
            threads,
            super::sudoku_solve,
        )
    }
}

/// `sudoku_solve_any` on every board, in place; as `sudoku_solve_batch`.
///
/// # Safety
/// As `sudoku_solve_batch`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_any_batch(
    boards: *mut u8,
    count: usize,
    stride: usize,
    statuses: *mut i32,
    threads: u32,
) -> i32 {
    // SAFETY: forwarded from this function's contract.
    unsafe {
        solve_all(
            boards,
            count,
            stride,
            statuses,
            threads,
            super::sudoku_solve_any,
        )
    }
}

/// # Safety
/// As `sudoku_solve_batch`.
unsafe fn solve_all(
    boards: *mut u8,
    count: usize,
    stride: usize,
    statuses: *mut i32,
    threads: u32,
    solve: unsafe extern "C" fn(*mut u8) -> i32,
) -> i32 {
    guard(SUDOKU_ERR_INTERNAL, || {
        if let Some(status) = refused(count, stride, boards.is_null() || statuses.is_null()) {
            return status;
        }
        // SAFETY: the caller guarantees `count` statuses.
        let statuses = unsafe { status_slice(statuses, count) };
        let jobs = cells(boards, count, stride).zip(statuses.iter_mut());
        batch::run(jobs, count, threads, |(board, status)| {
            // SAFETY: the board's 81 bytes are the caller's and this job's
            // alone; the single call guards its own panics.
            *status = unsafe { solve(board.get()) };
        });
        SUDOKU_OK
    })
}

/// `sudoku_count_solutions` of every board, each stopping at `limit`:
/// `counts[i]` is board i's count (0 when its status is an error).
///
/// # Safety
/// `boards` points to `(count - 1) * stride + 81` readable bytes, `counts`
/// to `count` writable `uint32_t` and `statuses` to `count` writable
/// `int32_t` (any may be NULL when `count` is 0).
#[no_mangle]
pub unsafe extern "C" fn sudoku_count_batch(
    boards: *const u8,
    count: usize,
    stride: usize,
    limit: u32,
    counts: *mut u32,
    statuses: *mut i32,
    threads: u32,
) -> i32 {
    guard(SUDOKU_ERR_INTERNAL, || {
        if let Some(status) = refused(
            count,
            stride,
            boards.is_null() || counts.is_null() || statuses.is_null(),
        ) {
            return status;
        }
        // SAFETY: the caller guarantees `count` of each.
        let statuses = unsafe { status_slice(statuses, count) };
        // SAFETY: as above.
        let counts = unsafe { slice::from_raw_parts_mut(counts, count) };
        let jobs = cells(boards.cast_mut(), count, stride).zip(counts.iter_mut().zip(statuses));
        batch::run(jobs, count, threads, |(board, (n, status))| {
            // SAFETY: 81 readable bytes at the board, as the caller guarantees.
            *status = unsafe { super::sudoku_count_solutions(board.0, limit, n) };
        });
        SUDOKU_OK
    })
}

/// `sudoku_check` of every board: `statuses[i]` is `SUDOKU_OK`,
/// `SUDOKU_ERR_BAD_CELL` or `SUDOKU_ERR_CONFLICT`, and when `conflicts` is
/// not NULL, `conflicts[i]` says where board i is wrong, as `sudoku_check`
/// writes it.
///
/// # Safety
/// `boards` points to `(count - 1) * stride + 81` readable bytes,
/// `statuses` to `count` writable `int32_t`, `conflicts` is NULL or points
/// to `count` writable `sudoku_conflict`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_check_batch(
    boards: *const u8,
    count: usize,
    stride: usize,
    conflicts: *mut sudoku_conflict,
    statuses: *mut i32,
    threads: u32,
) -> i32 {
    guard(SUDOKU_ERR_INTERNAL, || {
        if let Some(status) = refused(count, stride, boards.is_null() || statuses.is_null()) {
            return status;
        }
        // SAFETY: the caller guarantees `count` statuses.
        let statuses = unsafe { status_slice(statuses, count) };
        let conflicts = (!conflicts.is_null()).then_some(Ptr(conflicts.cast()));
        let jobs = cells(boards.cast_mut(), count, stride)
            .zip(statuses.iter_mut())
            .enumerate();
        batch::run(jobs, count, threads, |(i, (board, status))| {
            let conflict = match &conflicts {
                // SAFETY: i < count, and the caller guarantees `count` conflicts.
                Some(first) => unsafe { first.offset(i * size_of::<sudoku_conflict>()) }
                    .get()
                    .cast::<sudoku_conflict>(),
                None => ptr::null_mut(),
            };
            // SAFETY: 81 readable bytes at the board; `conflict` is NULL or
            // this job's own element.
            *status = unsafe { super::sudoku_check(board.0, conflict) };
        });
        SUDOKU_OK
    })
}

/// `sudoku_generate` for the seeds `seed`, `seed + 1`, ... `seed + count -
/// 1` (wrapping): puzzle i and its solution are exactly what
/// `sudoku_generate(seed + i, options, ...)` makes, written at byte
/// `i * stride` of `puzzles` and of `solutions` (which may be NULL). A
/// puzzle that fails (`SUDOKU_ERR_GAVE_UP`) leaves its 81 bytes unchanged.
/// Options that `sudoku_generate` refuses make the call return
/// `SUDOKU_ERR_OPTIONS` with nothing written.
///
/// # Safety
/// `options` is NULL or a readable struct of at least its `size` bytes;
/// `puzzles` points to `(count - 1) * stride + 81` writable bytes, and
/// `solutions` is NULL or points to as many; `statuses` points to `count`
/// writable `int32_t`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_batch(
    seed: u64,
    count: usize,
    options: *const sudoku_generate_options,
    puzzles: *mut u8,
    solutions: *mut u8,
    stride: usize,
    statuses: *mut i32,
    threads: u32,
) -> i32 {
    guard(SUDOKU_ERR_INTERNAL, || {
        if let Some(status) = refused(count, stride, puzzles.is_null() || statuses.is_null()) {
            return status;
        }
        // SAFETY: forwarded from this function's contract.
        let Some(options) = (unsafe { read_options(options) }) else {
            return SUDOKU_ERR_OPTIONS;
        };
        if options.validate().is_err() {
            return SUDOKU_ERR_OPTIONS;
        }
        // SAFETY: the caller guarantees `count` statuses.
        let statuses = unsafe { status_slice(statuses, count) };
        let solutions = Ptr(solutions);
        let jobs = cells(puzzles, count, stride)
            .zip(statuses.iter_mut())
            .enumerate();
        batch::run(jobs, count, threads, |(i, (puzzle, status))| {
            *status = guard(SUDOKU_ERR_INTERNAL, || {
                let (made, solved) = match crate::generate(seed.wrapping_add(i as u64), &options) {
                    Ok(pair) => pair,
                    Err(e) => return status_of(&e),
                };
                // SAFETY: this job's 81 bytes of each buffer, which the
                // caller guarantees writable (`solutions` when not NULL).
                unsafe {
                    ptr::copy_nonoverlapping(made.as_ptr(), puzzle.0, CELLS);
                    if !solutions.get().is_null() {
                        let solution = solutions.offset(i * stride).get();
                        ptr::copy_nonoverlapping(solved.as_ptr(), solution, CELLS);
                    }
                }
                SUDOKU_OK
            });
        });
        SUDOKU_OK
    })
}

/// `sudoku_rate` of every board: rating i is written to the i-th struct of
/// `ratings` on success and left unchanged on error. The caller sets
/// `ratings[0].size = sizeof(sudoku_rating)`, which is also the distance
/// between the structs; every struct written gets that size.
/// `SUDOKU_ERR_OPTIONS` (nothing written) when that size is too small or
/// not a multiple of 4.
///
/// # Safety
/// `boards` points to `(count - 1) * stride + 81` readable bytes, `ratings`
/// to `count` writable structs of `ratings[0].size` bytes each, `statuses`
/// to `count` writable `int32_t`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_rate_batch(
    boards: *const u8,
    count: usize,
    stride: usize,
    ratings: *mut sudoku_rating,
    statuses: *mut i32,
    threads: u32,
) -> i32 {
    guard(SUDOKU_ERR_INTERNAL, || {
        if let Some(status) = refused(
            count,
            stride,
            boards.is_null() || ratings.is_null() || statuses.is_null(),
        ) {
            return status;
        }
        // SAFETY: `ratings` is non-NULL and starts with its size field.
        let size = unsafe { caller_size(ratings) };
        if size < RATING_SIZE
            || size % 4 != 0
            || span(count, size as usize, size as usize).is_none()
        {
            return SUDOKU_ERR_OPTIONS;
        }
        // SAFETY: the caller guarantees `count` statuses.
        let statuses = unsafe { status_slice(statuses, count) };
        let ratings = cells(ratings.cast(), count, size as usize);
        let jobs = cells(boards.cast_mut(), count, stride).zip(ratings.zip(statuses.iter_mut()));
        batch::run(jobs, count, threads, |(board, (rating, status))| {
            *status = guard(SUDOKU_ERR_INTERNAL, || {
                // SAFETY: 81 readable bytes at the board.
                let Some(bytes) = (unsafe { read_board(board.get()) }) else {
                    return SUDOKU_ERR_NULL;
                };
                // SAFETY: this job's struct of `size` writable bytes.
                unsafe { rate_into(&bytes, rating.get().cast(), size) }
            });
        });
        SUDOKU_OK
    })
}
