//! Human-style solving: rating, hints, the whole path, and each step in
//! words.

use std::ffi::c_char;
use std::ptr;

use super::{
    guard, read_board, status_of, SUDOKU_CELLS, SUDOKU_ERR_INTERNAL, SUDOKU_ERR_NULL,
    SUDOKU_ERR_OPTIONS, SUDOKU_ERR_SPACE, SUDOKU_OK,
};
use crate::logic::technique::{EASY, EXPERT, EXTREME, HARD, MEDIUM};
use crate::{Step, Technique, CELLS};

/// `sudoku_rating.level`: singles only.
pub const SUDOKU_LEVEL_EASY: u32 = 1;
/// `sudoku_rating.level`: also locked candidates, hidden/naked pairs and triples.
pub const SUDOKU_LEVEL_MEDIUM: u32 = 2;
/// `sudoku_rating.level`: also fish, wings, quads, uniqueness.
pub const SUDOKU_LEVEL_HARD: u32 = 3;
/// `sudoku_rating.level`: also chains and loops.
pub const SUDOKU_LEVEL_EXPERT: u32 = 4;
/// `sudoku_rating.level`: also forcing chains, or a guess.
pub const SUDOKU_LEVEL_EXTREME: u32 = 5;

const _: () = assert!(
    SUDOKU_LEVEL_EASY == EASY
        && SUDOKU_LEVEL_MEDIUM == MEDIUM
        && SUDOKU_LEVEL_HARD == HARD
        && SUDOKU_LEVEL_EXPERT == EXPERT
        && SUDOKU_LEVEL_EXTREME == EXTREME
);

/// `sudoku_step.technique` when there is no step (every cell is given).
pub const SUDOKU_TECH_NONE: u32 = 0;
/// Full House.
pub const SUDOKU_TECH_FULL_HOUSE: u32 = 1;
/// Hidden Single (box).
pub const SUDOKU_TECH_HIDDEN_SINGLE_BOX: u32 = 2;
/// Hidden Single (row or column).
pub const SUDOKU_TECH_HIDDEN_SINGLE_LINE: u32 = 3;
/// Direct Pointing.
pub const SUDOKU_TECH_DIRECT_POINTING: u32 = 4;
/// Direct Claiming.
pub const SUDOKU_TECH_DIRECT_CLAIMING: u32 = 5;
/// Direct Hidden Pair.
pub const SUDOKU_TECH_DIRECT_HIDDEN_PAIR: u32 = 6;
/// Naked Single.
pub const SUDOKU_TECH_NAKED_SINGLE: u32 = 7;
/// Direct Hidden Triple.
pub const SUDOKU_TECH_DIRECT_HIDDEN_TRIPLE: u32 = 8;
/// Pointing.
pub const SUDOKU_TECH_POINTING: u32 = 9;
/// Claiming.
pub const SUDOKU_TECH_CLAIMING: u32 = 10;
/// Naked Pair.
pub const SUDOKU_TECH_NAKED_PAIR: u32 = 11;
/// X-Wing.
pub const SUDOKU_TECH_X_WING: u32 = 12;
/// Hidden Pair.
pub const SUDOKU_TECH_HIDDEN_PAIR: u32 = 13;
/// Naked Triple.
pub const SUDOKU_TECH_NAKED_TRIPLE: u32 = 14;
/// Swordfish.
pub const SUDOKU_TECH_SWORDFISH: u32 = 15;
/// Hidden Triple.
pub const SUDOKU_TECH_HIDDEN_TRIPLE: u32 = 16;
/// Strong Links.
pub const SUDOKU_TECH_STRONG_LINKS: u32 = 17;
/// XY-Wing.
pub const SUDOKU_TECH_XY_WING: u32 = 18;
/// XYZ-Wing.
pub const SUDOKU_TECH_XYZ_WING: u32 = 19;
/// Unique Rectangle.
pub const SUDOKU_TECH_UNIQUE_RECTANGLE: u32 = 20;
/// Naked Quad.
pub const SUDOKU_TECH_NAKED_QUAD: u32 = 21;
/// Jellyfish.
pub const SUDOKU_TECH_JELLYFISH: u32 = 22;
/// Hidden Quad.
pub const SUDOKU_TECH_HIDDEN_QUAD: u32 = 23;
/// WXYZ-Wing.
pub const SUDOKU_TECH_WXYZ_WING: u32 = 24;
/// BUG.
pub const SUDOKU_TECH_BUG: u32 = 25;
/// VWXYZ-Wing.
pub const SUDOKU_TECH_VWXYZ_WING: u32 = 26;
/// Aligned Pair Exclusion.
pub const SUDOKU_TECH_ALIGNED_PAIR_EXCLUSION: u32 = 27;
/// UVWXYZ-Wing.
pub const SUDOKU_TECH_UVWXYZ_WING: u32 = 28;
/// X-Cycle.
pub const SUDOKU_TECH_X_CYCLE: u32 = 29;
/// Y-Cycle.
pub const SUDOKU_TECH_Y_CYCLE: u32 = 30;
/// Forcing X-Chain.
pub const SUDOKU_TECH_FORCING_X_CHAIN: u32 = 31;
/// Cycle.
pub const SUDOKU_TECH_CYCLE: u32 = 32;
/// Forcing Chain.
pub const SUDOKU_TECH_FORCING_CHAIN: u32 = 33;
/// Nishio Forcing Chain.
pub const SUDOKU_TECH_NISHIO: u32 = 34;
/// Multiple Forcing Chains.
pub const SUDOKU_TECH_CELL_FORCING_CHAINS: u32 = 35;
/// Region Forcing Chains.
pub const SUDOKU_TECH_REGION_FORCING_CHAINS: u32 = 36;
/// Dynamic Forcing Chains.
pub const SUDOKU_TECH_DYNAMIC_FORCING_CHAINS: u32 = 37;
/// Dynamic Forcing Chains (+).
pub const SUDOKU_TECH_DYNAMIC_FORCING_CHAINS_PLUS: u32 = 38;
/// Guess.
pub const SUDOKU_TECH_GUESS: u32 = 39;
/// W-Wing (4.4, after XYZ-Wing): in hints only (see `sudoku_hint`);
/// numbered after the others because it came later.
pub const SUDOKU_TECH_W_WING: u32 = 40;

/// How hard a puzzle is, from its easiest-first human solving path.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct sudoku_rating {
    /// Set by the caller: `sizeof(sudoku_rating)`.
    pub size: u32,
    /// `SUDOKU_LEVEL_*` of the hardest step.
    pub level: u32,
    /// Sudoku Explainer-style rating: the hardest step on the path (1.0-10.0).
    pub se: f32,
    /// HoDoKu-style: the sum of the path's step scores.
    pub score: u32,
    /// Steps on the path.
    pub steps: u32,
    /// `SUDOKU_TECH_*` of the hardest step (the first, if several tie);
    /// `SUDOKU_TECH_NONE` for a board with every cell given (then `level`
    /// is `SUDOKU_LEVEL_EASY` and the rest 0).
    pub hardest: u32,
}

/// One step of a human-style solution. Cells are 0-80, row-major; digit
/// masks have bit d-1 for digit d; unit masks have bit u for unit u
/// (rows 0-8, columns 9-17, boxes 18-26, boxes numbered row-major).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct sudoku_step {
    /// Set by the caller: `sizeof(sudoku_step)`.
    pub size: u32,
    /// `SUDOKU_TECH_*`.
    pub technique: u32,
    /// This step's Sudoku Explainer rating (chains, wings and uniqueness
    /// add to their technique's base).
    pub se: f32,
    /// `SUDOKU_LEVEL_*` of the technique.
    pub level: u32,
    /// The units the pattern lives in (for locked candidates and fish, the
    /// base units; for singles, the unit the digit is single in).
    pub units: u32,
    /// The units whose other cells lose candidates (locked candidates and
    /// fish: the cover units), else 0.
    pub cover: u32,
    /// The digits the pattern is about (mask).
    pub digits: u16,
    /// Nodes of a chain (Sudoku Explainer's count, which sets its length
    /// extra), links of a strong-link pattern, cells of a wing; else 0.
    pub length: u16,
    /// Per cell, the candidates the step takes out.
    pub eliminate: [u16; SUDOKU_CELLS],
    /// Per cell, the candidates that make up the pattern (what to
    /// highlight); its cells are those with a nonzero mask.
    pub pattern: [u16; SUDOKU_CELLS],
    /// Per cell, the digit the step places (0: none).
    pub place: [u8; SUDOKU_CELLS],
    /// Zero.
    pub reserved: [u8; 3],
}

const STEP_SIZE: u32 = size_of::<sudoku_step>() as u32;
pub(super) const RATING_SIZE: u32 = size_of::<sudoku_rating>() as u32;

impl sudoku_step {
    fn from_step(step: Option<&Step>, size: u32) -> sudoku_step {
        let mut out = sudoku_step {
            size,
            technique: SUDOKU_TECH_NONE,
            se: 0.0,
            level: 0,
            units: 0,
            cover: 0,
            digits: 0,
            length: 0,
            eliminate: [0; CELLS],
            pattern: [0; CELLS],
            place: [0; CELLS],
            reserved: [0; 3],
        };
        if let Some(step) = step {
            out.technique = step.technique as u32;
            out.se = step.difficulty as f32 / 10.0;
            out.level = step.technique.level();
            out.units = step.base;
            out.cover = step.cover;
            out.digits = step.digits;
            out.length = step.length as u16;
            out.eliminate = step.removed;
            out.pattern = step.pattern;
            out.place = step.placed;
        }
        out
    }

    fn to_step(self) -> Option<Step> {
        let technique = Technique::from_number(self.technique)?;
        let mut step = Step::new(technique);
        step.difficulty = (self.se * 10.0).round().clamp(0.0, 255.0) as u8;
        step.base = self.units & 0x7FF_FFFF;
        step.cover = self.cover & 0x7FF_FFFF;
        step.digits = self.digits & 0x1FF;
        step.length = self.length.min(255) as u8;
        for cell in 0..CELLS {
            step.removed[cell] = self.eliminate[cell] & 0x1FF;
            step.pattern[cell] = self.pattern[cell] & 0x1FF;
            step.placed[cell] = if self.place[cell] <= 9 {
                self.place[cell]
            } else {
                0
            };
            if step.pattern[cell] != 0 {
                step.cells |= 1 << cell;
            }
        }
        Some(step)
    }
}

/// Reads the `size` a caller set in the struct at `at`.
///
/// # Safety
/// `at` points to at least 4 readable bytes.
pub(super) unsafe fn caller_size<T>(at: *const T) -> u32 {
    // SAFETY: every struct here starts with its `uint32_t size`.
    unsafe { ptr::read_unaligned(at.cast::<u32>()) }
}

/// Writes the first `size` bytes of `value` (at most the whole struct) to
/// `at`, so a caller compiled against an older, shorter struct gets only
/// what it has room for.
///
/// # Safety
/// `at` points to at least `min(size, size_of::<T>())` writable bytes.
unsafe fn write_sized<T>(at: *mut T, value: &T, size: u32) {
    let len = (size as usize).min(size_of::<T>());
    // SAFETY: forwarded from this function's contract; `value` is a
    // distinct local.
    unsafe { ptr::copy_nonoverlapping((value as *const T).cast::<u8>(), at.cast::<u8>(), len) };
}

/// The technique's English name ("X-Wing"), a static NUL-terminated
/// string (never free it); NULL for a number that names no technique
/// (`SUDOKU_TECH_NONE` included).
#[no_mangle]
pub extern "C" fn sudoku_technique_name(technique: u32) -> *const c_char {
    guard(ptr::null(), || match Technique::from_number(technique) {
        Some(t) => c_name(t).as_ptr(),
        None => ptr::null(),
    })
}

fn c_name(technique: Technique) -> &'static std::ffi::CStr {
    match technique {
        Technique::FullHouse => c"Full House",
        Technique::HiddenSingleBox => c"Hidden Single (box)",
        Technique::HiddenSingleLine => c"Hidden Single (row or column)",
        Technique::DirectPointing => c"Direct Pointing",
        Technique::DirectClaiming => c"Direct Claiming",
        Technique::DirectHiddenPair => c"Direct Hidden Pair",
        Technique::NakedSingle => c"Naked Single",
        Technique::DirectHiddenTriple => c"Direct Hidden Triple",
        Technique::Pointing => c"Pointing",
        Technique::Claiming => c"Claiming",
        Technique::NakedPair => c"Naked Pair",
        Technique::XWing => c"X-Wing",
        Technique::HiddenPair => c"Hidden Pair",
        Technique::NakedTriple => c"Naked Triple",
        Technique::Swordfish => c"Swordfish",
        Technique::HiddenTriple => c"Hidden Triple",
        Technique::StrongLinks => c"Strong Links",
        Technique::XyWing => c"XY-Wing",
        Technique::XyzWing => c"XYZ-Wing",
        Technique::UniqueRectangle => c"Unique Rectangle",
        Technique::NakedQuad => c"Naked Quad",
        Technique::Jellyfish => c"Jellyfish",
        Technique::HiddenQuad => c"Hidden Quad",
        Technique::WxyzWing => c"WXYZ-Wing",
        Technique::Bug => c"BUG",
        Technique::VwxyzWing => c"VWXYZ-Wing",
        Technique::AlignedPairExclusion => c"Aligned Pair Exclusion",
        Technique::UvwxyzWing => c"UVWXYZ-Wing",
        Technique::XCycle => c"X-Cycle",
        Technique::YCycle => c"Y-Cycle",
        Technique::ForcingXChain => c"Forcing X-Chain",
        Technique::Cycle => c"Cycle",
        Technique::ForcingChain => c"Forcing Chain",
        Technique::Nishio => c"Nishio Forcing Chain",
        Technique::CellForcingChains => c"Multiple Forcing Chains",
        Technique::RegionForcingChains => c"Region Forcing Chains",
        Technique::DynamicForcingChains => c"Dynamic Forcing Chains",
        Technique::DynamicForcingChainsPlus => c"Dynamic Forcing Chains (+)",
        Technique::Guess => c"Guess",
        Technique::WWing => c"W-Wing",
    }
}

/// Rates a puzzle: solves it with human techniques, easiest first, as
/// Sudoku Explainer does, and writes the hardest step's level, technique
/// and rating, the path's length and its summed score to `*rating`. The
/// caller sets `rating->size = sizeof(sudoku_rating)` first.
///
/// Returns `SUDOKU_OK`, `SUDOKU_ERR_NULL`, `SUDOKU_ERR_OPTIONS` (`size`
/// smaller than the struct), `SUDOKU_ERR_BAD_CELL`, `SUDOKU_ERR_CONFLICT`,
/// `SUDOKU_ERR_NO_SOLUTION`, `SUDOKU_ERR_NOT_UNIQUE` (several solutions) or
/// `SUDOKU_ERR_INTERNAL`; on error `*rating` is unchanged.
///
/// # Safety
/// `board` is NULL or points to 81 readable bytes; `rating` is NULL or
/// points to a writable struct of at least its `size` bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_rate(board: *const u8, rating: *mut sudoku_rating) -> i32 {
    guard(SUDOKU_ERR_INTERNAL, || {
        if rating.is_null() {
            return SUDOKU_ERR_NULL;
        }
        // SAFETY: forwarded from this function's contract.
        let Some(bytes) = (unsafe { read_board(board) }) else {
            return SUDOKU_ERR_NULL;
        };
        // SAFETY: `rating` is non-NULL and points to at least its size field.
        let size = unsafe { caller_size(rating) };
        if size < RATING_SIZE {
            return SUDOKU_ERR_OPTIONS;
        }
        // SAFETY: the caller's struct has `size` writable bytes.
        unsafe { rate_into(&bytes, rating, size) }
    })
}

/// Rates `bytes` and, on success, writes the rating's first `size` bytes
/// to `rating`; returns the status.
///
/// # Safety
/// `rating` points to `size` writable bytes, `size >= RATING_SIZE`.
pub(super) unsafe fn rate_into(bytes: &[u8; CELLS], rating: *mut sudoku_rating, size: u32) -> i32 {
    match crate::rate(bytes) {
        Ok(found) => {
            let out = sudoku_rating {
                size,
                level: found.level,
                se: found.se,
                score: found.score,
                steps: found.steps,
                hardest: found.hardest.map_or(SUDOKU_TECH_NONE, |t| t as u32),
            };
            // SAFETY: forwarded from this function's contract.
            unsafe { write_sized(rating, &out, size) };
            SUDOKU_OK
        }
        Err(e) => status_of(&e),
    }
}

/// The next step from where the player is: from the givens with every
/// candidate when `candidates` is NULL, else from the player's pencil marks
/// (81 `uint16_t`, bit d-1 for digit d, the layout `sudoku_candidates`
/// writes; entries for givens are ignored, and a mark a given rules out is
/// dropped). The step is the easiest the logic solver finds (a
/// `SUDOKU_TECH_GUESS` placing the solution's digit when no technique
/// applies); with every cell given, `SUDOKU_OK` and `technique`
/// `SUDOKU_TECH_NONE`. The caller sets `step->size = sizeof(sudoku_step)`.
/// The hint may be a `SUDOKU_TECH_W_WING`: Sudoku Explainer's default set
/// leaves W-Wing out, so `sudoku_rate` and `sudoku_explain` do too (their
/// numbers stay on its scale), but it is often the easiest step a player
/// can take.
///
/// Returns `SUDOKU_OK`, `SUDOKU_ERR_NULL`, `SUDOKU_ERR_OPTIONS` (`size` too
/// small), `SUDOKU_ERR_BAD_CELL`, `SUDOKU_ERR_CONFLICT`,
/// `SUDOKU_ERR_NO_SOLUTION` (no solution, or pencil marks that rule out a
/// cell's solution digit), `SUDOKU_ERR_NOT_UNIQUE` or `SUDOKU_ERR_INTERNAL`;
/// on error `*step` is unchanged.
///
/// # Safety
/// `board` is NULL or points to 81 readable bytes; `candidates` is NULL or
/// points to 81 readable `uint16_t`; `step` is NULL or points to a
/// writable struct of at least its `size` bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint(
    board: *const u8,
    candidates: *const u16,
    step: *mut sudoku_step,
) -> i32 {
    guard(SUDOKU_ERR_INTERNAL, || {
        if step.is_null() {
            return SUDOKU_ERR_NULL;
        }
        // SAFETY: forwarded from this function's contract.
        let Some(bytes) = (unsafe { read_board(board) }) else {
            return SUDOKU_ERR_NULL;
        };
        // SAFETY: `step` is non-NULL and points to at least its size field.
        let size = unsafe { caller_size(step) };
        if size < STEP_SIZE {
            return SUDOKU_ERR_OPTIONS;
        }
        let marks = (!candidates.is_null()).then(|| {
            let mut marks = [0u16; CELLS];
            // SAFETY: non-NULL, and the caller guarantees 81 readable `u16`.
            unsafe { ptr::copy_nonoverlapping(candidates, marks.as_mut_ptr(), CELLS) };
            marks
        });
        match crate::hint(&bytes, marks.as_ref()) {
            Ok(found) => {
                let out = sudoku_step::from_step(found.as_ref(), size);
                // SAFETY: the caller's struct has `size` writable bytes.
                unsafe { write_sized(step, &out, size) };
                SUDOKU_OK
            }
            Err(e) => status_of(&e),
        }
    })
}

/// The whole easiest-first path from the givens to the solution: writes
/// its steps to `steps[0..]` and their number to `*count`. The caller sets
/// `steps[0].size = sizeof(sudoku_step)`; every element is that many bytes
/// apart and gets that `size`. With `capacity` smaller than the path (0
/// and `steps` NULL to ask), `SUDOKU_ERR_SPACE`: `*count` says how many
/// are needed and `steps` is unchanged.
///
/// Returns `SUDOKU_OK`, `SUDOKU_ERR_NULL` (`board` or `count` NULL, or
/// `steps` NULL with a nonzero `capacity`), `SUDOKU_ERR_OPTIONS`
/// (`steps[0].size` too small), `SUDOKU_ERR_SPACE`, `SUDOKU_ERR_BAD_CELL`,
/// `SUDOKU_ERR_CONFLICT`, `SUDOKU_ERR_NO_SOLUTION`, `SUDOKU_ERR_NOT_UNIQUE`
/// or `SUDOKU_ERR_INTERNAL`; on every error but `SUDOKU_ERR_SPACE` both
/// `steps` and `*count` are unchanged.
///
/// # Safety
/// `board` is NULL or points to 81 readable bytes; `count` is NULL or
/// writable; `steps` is NULL or points to `capacity` writable elements of
/// `steps[0].size` bytes each.
#[no_mangle]
pub unsafe extern "C" fn sudoku_explain(
    board: *const u8,
    steps: *mut sudoku_step,
    capacity: usize,
    count: *mut usize,
) -> i32 {
    guard(SUDOKU_ERR_INTERNAL, || {
        if count.is_null() || (steps.is_null() && capacity != 0) {
            return SUDOKU_ERR_NULL;
        }
        // SAFETY: forwarded from this function's contract.
        let Some(bytes) = (unsafe { read_board(board) }) else {
            return SUDOKU_ERR_NULL;
        };
        let stride = if capacity == 0 {
            STEP_SIZE
        } else {
            // SAFETY: `steps` is non-NULL with at least one element.
            unsafe { caller_size(steps) }
        };
        if stride < STEP_SIZE {
            return SUDOKU_ERR_OPTIONS;
        }
        match crate::explain(&bytes) {
            Ok(path) => {
                if path.len() > capacity {
                    // SAFETY: `count` is non-NULL and writable.
                    unsafe { count.write_unaligned(path.len()) };
                    return SUDOKU_ERR_SPACE;
                }
                for (i, step) in path.iter().enumerate() {
                    let out = sudoku_step::from_step(Some(step), stride);
                    // SAFETY: element i < capacity starts `i * stride` bytes
                    // in, and has `stride` writable bytes.
                    unsafe {
                        let at = steps
                            .cast::<u8>()
                            .add(i * stride as usize)
                            .cast::<sudoku_step>();
                        write_sized(at, &out, stride);
                    }
                }
                // SAFETY: `count` is non-NULL and writable.
                unsafe { count.write_unaligned(path.len()) };
                SUDOKU_OK
            }
            Err(e) => status_of(&e),
        }
    })
}

/// Writes one English sentence saying what `step` does, NUL-terminated, to
/// `buffer` ("X-Wing on 7 in rows 2 and 6, columns 3 and 8: 7 comes out of
/// r4c3 and r9c8"; cells are r<row>c<column> from 1). The sentence is made
/// from the step's fields alone. Sentences are ASCII and rarely over 200
/// bytes; chains with many eliminations can be longer.
///
/// Returns `SUDOKU_OK`, `SUDOKU_ERR_NULL`, `SUDOKU_ERR_OPTIONS` (`size` too
/// small, or a technique number that names none), `SUDOKU_ERR_SPACE`
/// (`capacity` too small for the sentence and its NUL; `buffer` unchanged)
/// or `SUDOKU_ERR_INTERNAL`.
///
/// # Safety
/// `step` is NULL or points to a readable struct of at least its `size`
/// bytes; `buffer` is NULL or points to `capacity` writable bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_describe(
    step: *const sudoku_step,
    buffer: *mut c_char,
    capacity: usize,
) -> i32 {
    guard(SUDOKU_ERR_INTERNAL, || {
        if step.is_null() || buffer.is_null() {
            return SUDOKU_ERR_NULL;
        }
        // SAFETY: `step` is non-NULL and points to at least its size field.
        if unsafe { caller_size(step) } < STEP_SIZE {
            return SUDOKU_ERR_OPTIONS;
        }
        // SAFETY: the caller's struct has at least `STEP_SIZE` readable bytes.
        let theirs = unsafe { ptr::read_unaligned(step) };
        let Some(step) = theirs.to_step() else {
            return SUDOKU_ERR_OPTIONS;
        };
        let text = crate::describe(&step);
        if text.len() + 1 > capacity {
            return SUDOKU_ERR_SPACE;
        }
        // SAFETY: `buffer` has `capacity` >= len + 1 writable bytes.
        unsafe {
            ptr::copy_nonoverlapping(text.as_ptr().cast::<c_char>(), buffer, text.len());
            buffer.add(text.len()).write(0);
        }
        SUDOKU_OK
    })
}
