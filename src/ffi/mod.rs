//! The C ABI: thin `extern "C"` functions over the safe core.
//!
//! Every entry point follows one pattern: run inside [`guard`] so no panic
//! crosses the boundary, check each pointer for NULL, copy the caller's 81
//! bytes into a local array, call the safe core, and only on success write
//! back the cells that changed. The caller's buffer is therefore untouched on
//! every error path, a panic included, and nothing outside its 81 bytes is
//! ever read or written.

#![allow(non_camel_case_types)]

mod batch;
mod board;
mod generate;
mod listing;
mod logic;

pub use batch::*;
pub use board::*;
pub use generate::*;
pub use listing::*;
pub use logic::*;

use std::ffi::{c_char, CStr};
use std::panic::{self, AssertUnwindSafe};
use std::ptr;

use crate::{error::Unit, Error, CELLS};

/// Number of bytes in a board: 81 cells, row-major (cell = row * 9 + column).
pub const SUDOKU_CELLS: usize = 81;
const _: () = assert!(SUDOKU_CELLS == CELLS);

/// Success.
pub const SUDOKU_OK: i32 = 0;
/// A required pointer argument was NULL.
pub const SUDOKU_ERR_NULL: i32 = -1;
/// A cell holds a byte that is not a cell value (0, '0', '.', 1-9, '1'-'9'),
/// or the board mixes raw and ASCII digits.
pub const SUDOKU_ERR_BAD_CELL: i32 = -2;
/// Two givens repeat a digit in a row, column or box.
pub const SUDOKU_ERR_CONFLICT: i32 = -3;
/// The givens are consistent but the puzzle has no solution.
pub const SUDOKU_ERR_NO_SOLUTION: i32 = -4;
/// A bug inside libsudoku (a caught panic); the buffer is unchanged.
pub const SUDOKU_ERR_INTERNAL: i32 = -5;
/// An options struct with an unknown value (symmetry, style, kind), a `size`
/// smaller than the struct's first version, or bounds that cannot hold
/// (`min_givens > max_givens`, `max_givens` under 17).
pub const SUDOKU_ERR_OPTIONS: i32 = -6;
/// The bounds asked for were not met within `max_tries` attempts; the output
/// buffers are unchanged.
pub const SUDOKU_ERR_GAVE_UP: i32 = -7;
/// The board has several solutions where one is required (rating, hints,
/// explanations).
pub const SUDOKU_ERR_NOT_UNIQUE: i32 = -8;
/// An output buffer is too small (`sudoku_explain`, `sudoku_describe`); the
/// buffer is unchanged.
pub const SUDOKU_ERR_SPACE: i32 = -9;

/// `sudoku_conflict.unit` when no unit is involved (success, bad cell, NULL).
pub const SUDOKU_UNIT_NONE: u8 = 0;
/// `sudoku_conflict.unit`: the two cells share a row.
pub const SUDOKU_UNIT_ROW: u8 = 1;
/// `sudoku_conflict.unit`: the two cells share a column.
pub const SUDOKU_UNIT_COLUMN: u8 = 2;
/// `sudoku_conflict.unit`: the two cells share a 3x3 box.
pub const SUDOKU_UNIT_BOX: u8 = 3;
/// A cell field that names no cell.
pub const SUDOKU_NO_CELL: u8 = 255;

/// Where `sudoku_check` found a board wrong.
///
/// - `SUDOKU_OK` or `SUDOKU_ERR_NULL`: both cells are `SUDOKU_NO_CELL`, every
///   other field is 0.
/// - `SUDOKU_ERR_BAD_CELL`: `first_cell` is the first bad cell (row-major) and
///   `byte` the byte found there; `second_cell` is `SUDOKU_NO_CELL`.
/// - `SUDOKU_ERR_CONFLICT`: `first_cell` < `second_cell` hold the same `digit`
///   (1-9) in the row, column or box named by `unit` and `unit_index` (0-8;
///   boxes are numbered row-major). The conflict reported is the one whose
///   later cell comes first in row-major order; `byte` is the byte at
///   `second_cell`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct sudoku_conflict {
    /// The bad cell, or the earlier of the two repeating cells (0-80).
    pub first_cell: u8,
    /// The later of the two repeating cells (0-80).
    pub second_cell: u8,
    /// The repeated digit as a number 1-9, whatever the board's style.
    pub digit: u8,
    /// One of the `SUDOKU_UNIT_*` values.
    pub unit: u8,
    /// Which row, column or box, 0-8.
    pub unit_index: u8,
    /// The offending byte as found in the board.
    pub byte: u8,
}

impl sudoku_conflict {
    const NONE: sudoku_conflict = sudoku_conflict {
        first_cell: SUDOKU_NO_CELL,
        second_cell: SUDOKU_NO_CELL,
        digit: 0,
        unit: SUDOKU_UNIT_NONE,
        unit_index: 0,
        byte: 0,
    };

    fn describe(error: &Error, bytes: &[u8; CELLS]) -> sudoku_conflict {
        match *error {
            Error::BadCell(bad) => sudoku_conflict {
                first_cell: bad.cell,
                byte: bad.byte,
                ..Self::NONE
            },
            Error::Conflict(c) => sudoku_conflict {
                first_cell: c.first,
                second_cell: c.second,
                digit: c.digit,
                unit: match c.unit {
                    Unit::Row => SUDOKU_UNIT_ROW,
                    Unit::Column => SUDOKU_UNIT_COLUMN,
                    Unit::Box => SUDOKU_UNIT_BOX,
                },
                unit_index: c.index,
                byte: bytes[c.second as usize],
            },
            Error::NoSolution | Error::Options | Error::GaveUp | Error::NotUnique => Self::NONE,
        }
    }
}

pub(crate) fn status_of(error: &Error) -> i32 {
    match error {
        Error::BadCell(_) => SUDOKU_ERR_BAD_CELL,
        Error::Conflict(_) => SUDOKU_ERR_CONFLICT,
        Error::NoSolution => SUDOKU_ERR_NO_SOLUTION,
        Error::Options => SUDOKU_ERR_OPTIONS,
        Error::GaveUp => SUDOKU_ERR_GAVE_UP,
        Error::NotUnique => SUDOKU_ERR_NOT_UNIQUE,
    }
}

/// Runs an entry point's body and turns a panic into `on_panic`.
///
/// `AssertUnwindSafe` is sound here: bodies write to caller memory only as
/// their last step, after the core has succeeded, and nothing a body touched
/// is observed after it unwinds.
pub(crate) fn guard<T>(on_panic: T, body: impl FnOnce() -> T) -> T {
    panic::catch_unwind(AssertUnwindSafe(body)).unwrap_or(on_panic)
}

/// Copies the caller's board, or `None` for NULL.
///
/// # Safety
/// `board` is NULL or valid for reading 81 bytes.
pub(crate) unsafe fn read_board(board: *const u8) -> Option<[u8; CELLS]> {
    if board.is_null() {
        return None;
    }
    let mut bytes = [0u8; CELLS];
    // SAFETY: the caller guarantees 81 readable bytes at `board`; `bytes` is a
    // distinct local array of exactly that size.
    unsafe { ptr::copy_nonoverlapping(board, bytes.as_mut_ptr(), CELLS) };
    Some(bytes)
}

/// A static, NUL-terminated English message for any status code, unknown
/// codes included. Never NULL; never free it.
#[no_mangle]
pub extern "C" fn sudoku_strerror(status: i32) -> *const c_char {
    guard(c"internal error".as_ptr(), || message(status).as_ptr())
}

fn message(status: i32) -> &'static CStr {
    match status {
        SUDOKU_OK => c"success",
        SUDOKU_ERR_NULL => c"a required pointer argument was NULL",
        SUDOKU_ERR_BAD_CELL => {
            c"the board holds a byte that is not a cell value, or mixes raw and ASCII digits"
        }
        SUDOKU_ERR_CONFLICT => c"a digit repeats in a row, column or box",
        SUDOKU_ERR_NO_SOLUTION => c"the puzzle has no solution",
        SUDOKU_ERR_INTERNAL => {
            c"internal error in libsudoku (please report it); the board is unchanged"
        }
        SUDOKU_ERR_OPTIONS => {
            c"an option has an unknown value, the struct's size is too small, or the bounds cannot hold"
        }
        SUDOKU_ERR_GAVE_UP => c"no puzzle met the bounds within the tries allowed",
        SUDOKU_ERR_NOT_UNIQUE => c"the puzzle has several solutions where one is required",
        SUDOKU_ERR_SPACE => c"an output buffer is too small",
        _ => c"unknown libsudoku status code",
    }
}

/// The library's version, "MAJOR.MINOR.PATCH", as a static string (compare
/// with `SUDOKU_VERSION_MAJOR`/`_MINOR`/`_PATCH` from the header you built
/// against). Never NULL; never free it.
#[no_mangle]
pub extern "C" fn sudoku_version() -> *const c_char {
    const VERSION: &CStr =
        match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
            Ok(v) => v,
            Err(_) => panic!("version contains a NUL"),
        };
    guard(VERSION.as_ptr(), || VERSION.as_ptr())
}
