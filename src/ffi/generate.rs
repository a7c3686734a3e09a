//! Making puzzles: `sudoku_generate` and its options struct.

use std::mem::size_of;
use std::ptr;

use super::{
    guard, status_of, SUDOKU_ERR_INTERNAL, SUDOKU_ERR_NULL, SUDOKU_ERR_OPTIONS, SUDOKU_OK,
};
use crate::board::Style;
use crate::symmetry::Symmetry;
use crate::{GenerateOptions, CELLS};

/// Every cell given or left out on its own.
pub const SUDOKU_SYMMETRY_NONE: u32 = 0;
/// The default: cell i and cell 80 - i (a half-turn about the centre).
pub const SUDOKU_SYMMETRY_ROTATE180: u32 = 1;
/// The four quarter-turns about the centre.
pub const SUDOKU_SYMMETRY_ROTATE90: u32 = 2;
/// Left and right: column c and column 8 - c.
pub const SUDOKU_SYMMETRY_MIRROR: u32 = 3;
/// Top and bottom: row r and row 8 - r.
pub const SUDOKU_SYMMETRY_FLIP: u32 = 4;
/// About the main diagonal: (r, c) and (c, r).
pub const SUDOKU_SYMMETRY_DIAGONAL: u32 = 5;
/// About the anti-diagonal: (r, c) and (8 - c, 8 - r).
pub const SUDOKU_SYMMETRY_ANTIDIAGONAL: u32 = 6;
/// All eight symmetries of the square at once.
pub const SUDOKU_SYMMETRY_DIHEDRAL: u32 = 7;
/// Output boards in ASCII: '.' for empty, '1'-'9' (the default).
pub const SUDOKU_STYLE_ASCII: u32 = 0;
/// Output boards in raw bytes: 0 for empty, 1-9.
pub const SUDOKU_STYLE_RAW: u32 = 1;

/// What `sudoku_generate` makes. Fill it with `sudoku_generate_options_init`,
/// then change the fields you need.
///
/// Every struct in this header that starts with `size` follows one rule:
/// the caller sets `size` to `sizeof` the struct it was compiled with.
/// Later versions of the library only append fields, so a library reads
/// the fields that fit in `size` and takes the defaults for the rest, and a
/// `size` larger than it knows is accepted (the unknown trailing fields are
/// ignored). A `size` smaller than the struct's first version is
/// `SUDOKU_ERR_OPTIONS`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct sudoku_generate_options {
    /// `sizeof(sudoku_generate_options)`: later versions append fields.
    pub size: u32,
    /// One of the `SUDOKU_SYMMETRY_*` values: which cells are given or left
    /// out together.
    pub symmetry: u32,
    /// Nonzero: no given (no symmetric group of givens) can be taken out
    /// without losing uniqueness. Zero: groups whose removal would go below
    /// `min_givens` are skipped (more givens, easier puzzles).
    pub minimal: u32,
    /// At least this many givens; 0 for no lower bound.
    pub min_givens: u32,
    /// At most this many givens; 0 for no upper bound (else 17 or more).
    pub max_givens: u32,
    /// `SUDOKU_STYLE_*` of both output boards.
    pub style: u32,
    /// Grids to try before `SUDOKU_ERR_GAVE_UP`; 0 for the library's default
    /// (1000; 20,000 with a bound on the level or the rating, where most
    /// tries are turned down before any rating). Each try takes about
    /// 0.05 ms unrated, so this bounds the time a call can take when the
    /// bounds are rarely met.
    pub max_tries: u32,
    /// From the struct's second version (44 bytes) on: the puzzle's level is at least
    /// this `SUDOKU_LEVEL_*` (see `sudoku_rate`); 0 for no bound.
    pub min_level: u32,
    /// The puzzle's level is at most this `SUDOKU_LEVEL_*`; 0 for no bound.
    pub max_level: u32,
    /// The puzzle's Sudoku Explainer rating is at least this; 0 for no bound.
    pub min_se: f32,
    /// Its rating is at most this; 0 for no bound. With any of the four
    /// difficulty bounds set, each try is one grid (from a seed made of
    /// `seed` and the try's number) whose puzzle must meet every bound, and
    /// is rated to check (a rating stops early past an upper bound).
    pub max_se: f32,
}

/// The bytes of the struct's first version: a `size` below it is refused.
const FIRST_VERSION_SIZE: u32 = 28;
const _: () = assert!(size_of::<sudoku_generate_options>() == 44);

impl sudoku_generate_options {
    const DEFAULT: sudoku_generate_options = sudoku_generate_options {
        size: size_of::<sudoku_generate_options>() as u32,
        symmetry: SUDOKU_SYMMETRY_ROTATE180,
        minimal: 1,
        min_givens: 0,
        max_givens: 0,
        style: SUDOKU_STYLE_ASCII,
        max_tries: 0,
        min_level: 0,
        max_level: 0,
        min_se: 0.0,
        max_se: 0.0,
    };

    /// The safe core's options, or `None` for a value it does not know.
    fn to_options(self) -> Option<GenerateOptions> {
        Some(GenerateOptions {
            symmetry: *Symmetry::ALL.get(self.symmetry as usize)?,
            minimal: self.minimal != 0,
            min_givens: self.min_givens,
            max_givens: self.max_givens,
            style: match self.style {
                SUDOKU_STYLE_ASCII => Style::Ascii,
                SUDOKU_STYLE_RAW => Style::Raw,
                _ => return None,
            },
            max_tries: self.max_tries,
            min_level: self.min_level,
            max_level: self.max_level,
            min_se: self.min_se,
            max_se: self.max_se,
        })
    }

    /// Reads the caller's struct: the fields that fit in its `size`, the
    /// defaults for the rest. `None` when `size` is below the first version.
    ///
    /// # Safety
    /// `options` points to a readable struct of at least `size` bytes.
    unsafe fn read(options: *const sudoku_generate_options) -> Option<sudoku_generate_options> {
        // SAFETY: every version of the struct starts with `size`.
        let size = unsafe { ptr::read_unaligned(options.cast::<u32>()) };
        if size < FIRST_VERSION_SIZE {
            return None;
        }
        let mut known = Self::DEFAULT;
        let len = (size as usize).min(size_of::<sudoku_generate_options>());
        // SAFETY: the caller's struct has `size` >= `len` readable bytes, and
        // `known` has `len` writable bytes of plain `u32` and `f32` fields.
        unsafe {
            ptr::copy_nonoverlapping(
                options.cast::<u8>(),
                ptr::addr_of_mut!(known).cast::<u8>(),
                len,
            )
        };
        Some(known)
    }
}

/// Fills `*options` with the defaults: `size` set, `SUDOKU_SYMMETRY_ROTATE180`,
/// minimal, no bounds on the givens or the difficulty, `SUDOKU_STYLE_ASCII`,
/// the default number of tries. Does nothing when `options` is NULL.
///
/// It writes the whole struct as this library knows it
/// (`sizeof(sudoku_generate_options)` of this header). A program that may
/// run against a newer library than the header it was built with should
/// call `sudoku_generate_options_init_sized(&options, sizeof options)`
/// instead, which never writes past the caller's struct.
///
/// # Safety
/// `options` is NULL or points to a writable `sudoku_generate_options`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_options_init(options: *mut sudoku_generate_options) {
    guard((), || {
        if !options.is_null() {
            // SAFETY: non-NULL, and the caller guarantees it is writable.
            unsafe { options.write_unaligned(sudoku_generate_options::DEFAULT) };
        }
    })
}

/// Fills the first `size` bytes of `*options` (at most the whole struct as
/// this library knows it) with the defaults, and sets `options->size` to
/// the bytes filled: the version-safe form of
/// `sudoku_generate_options_init`, for `size = sizeof *options`. Does
/// nothing when `options` is NULL or `size` is smaller than the struct's
/// first version (28 bytes).
///
/// # Safety
/// `options` is NULL or points to `size` writable bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_options_init_sized(
    options: *mut sudoku_generate_options,
    size: usize,
) {
    guard((), || {
        if options.is_null() || size < FIRST_VERSION_SIZE as usize {
            return;
        }
        let len = size.min(size_of::<sudoku_generate_options>());
        let mut defaults = sudoku_generate_options::DEFAULT;
        defaults.size = len as u32;
        // SAFETY: the caller guarantees `size` >= `len` writable bytes;
        // `defaults` is a distinct local of at least `len` bytes.
        unsafe {
            ptr::copy_nonoverlapping(
                ptr::addr_of!(defaults).cast::<u8>(),
                options.cast::<u8>(),
                len,
            )
        };
    })
}

/// The caller's options (the defaults for NULL), or `None` when they are
/// not acceptable.
///
/// # Safety
/// `options` is NULL or points to a readable struct of at least its `size`
/// bytes.
pub(super) unsafe fn read_options(
    options: *const sudoku_generate_options,
) -> Option<GenerateOptions> {
    let raw = if options.is_null() {
        sudoku_generate_options::DEFAULT
    } else {
        // SAFETY: forwarded from this function's contract.
        unsafe { sudoku_generate_options::read(options)? }
    };
    raw.to_options()
}

/// Makes a puzzle with exactly one solution from `seed` and writes it to
/// `puzzle` (81 bytes) and its solution to `solution` (81 bytes; may be
/// NULL). `options` NULL means the defaults (see
/// `sudoku_generate_options_init`).
///
/// Reproducible: the same seed and options give the same puzzle on every
/// platform, every build and every thread, within a MAJOR.MINOR version of
/// the library. Seeds that differ give unrelated puzzles.
///
/// Returns `SUDOKU_OK`, `SUDOKU_ERR_NULL` (`puzzle` NULL),
/// `SUDOKU_ERR_OPTIONS` (an unknown symmetry or style, `size` too small,
/// `min_givens` above the upper bound or above 81, `max_givens` from 1 to
/// 16, a level above `SUDOKU_LEVEL_EXTREME`, a rating outside 0-20 or NaN,
/// a lower bound above its upper bound), `SUDOKU_ERR_GAVE_UP` (no puzzle
/// met the bounds within `max_tries` grids) or `SUDOKU_ERR_INTERNAL`; on
/// every error both buffers are left unchanged. Nothing is allocated
/// unless a difficulty bound is set (rating uses the heap).
///
/// # Safety
/// `options` is NULL or points to a readable struct of at least its `size`
/// bytes; `puzzle` is NULL or points to 81 writable bytes; `solution` is
/// NULL or points to 81 writable bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate(
    seed: u64,
    options: *const sudoku_generate_options,
    puzzle: *mut u8,
    solution: *mut u8,
) -> i32 {
    guard(SUDOKU_ERR_INTERNAL, || {
        if puzzle.is_null() {
            return SUDOKU_ERR_NULL;
        }
        // SAFETY: forwarded from this function's contract.
        let Some(options) = (unsafe { read_options(options) }) else {
            return SUDOKU_ERR_OPTIONS;
        };
        let (made, solved) = match crate::generate(seed, &options) {
            Ok(pair) => pair,
            Err(e) => return status_of(&e),
        };
        // SAFETY: the caller guarantees 81 writable bytes at `puzzle`, and at
        // `solution` when it is not NULL.
        unsafe {
            ptr::copy_nonoverlapping(made.as_ptr(), puzzle, CELLS);
            if !solution.is_null() {
                ptr::copy_nonoverlapping(solved.as_ptr(), solution, CELLS);
            }
        }
        SUDOKU_OK
    })
}
