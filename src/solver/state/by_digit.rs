//! The givens as one cell mask per digit, the shape `State` is built from.

use crate::board::{Digits, CELLS};

/// `cells[digit]`, bit `cell`, for each cell given `digit + 1`. Built with
/// vector compares where the target has them: a loop over the cells that
/// or-ed each into a mask indexed by its value made every empty cell wait
/// on the one before (a store and a load of the same slot), and took 4% of
/// a whole easy solve (docs/engine.md).
#[inline(always)]
pub(super) fn cells_by_digit(givens: &Digits) -> [u128; 9] {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    {
        by_compares(givens)
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    {
        by_cells(givens)
    }
}

/// Sixteen cells a compare: SSE2 is part of every x86-64, so this needs no
/// dispatch, and the AVX2 build encodes the same instructions with VEX.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
fn by_compares(givens: &Digits) -> [u128; 9] {
    use std::arch::x86_64::{
        __m128i, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_set1_epi8,
    };
    const CHUNKS: usize = CELLS.div_ceil(16);
    let mut padded = [0u8; 16 * CHUNKS];
    padded[..CELLS].copy_from_slice(givens);
    let mut cells = [0u128; 9];
    // SAFETY: SSE2 is baseline on x86-64; each load reads 16 bytes inside
    // `padded` (unaligned loads allow any address).
    unsafe {
        let mut chunks = [_mm_set1_epi8(0); CHUNKS];
        for (i, chunk) in chunks.iter_mut().enumerate() {
            *chunk = _mm_loadu_si128(padded.as_ptr().add(16 * i).cast::<__m128i>());
        }
        for (digit, mask) in cells.iter_mut().enumerate() {
            let value = _mm_set1_epi8(digit as i8 + 1);
            for (i, &chunk) in chunks.iter().enumerate() {
                let hits = _mm_movemask_epi8(_mm_cmpeq_epi8(chunk, value)) as u16;
                *mask |= u128::from(hits) << (16 * i);
            }
        }
    }
    cells
}

/// The plain way, for other targets (and the reference in tests).
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
#[inline(always)]
pub(super) fn by_cells(givens: &Digits) -> [u128; 9] {
    // Empty cells into slot 0, which is dropped: no branch on the board.
    let mut by_value = [0u128; 10];
    for (cell, &value) in givens.iter().enumerate() {
        by_value[usize::from(value) % 10] |= 1 << cell;
    }
    let mut cells = [0u128; 9];
    cells.copy_from_slice(&by_value[1..]);
    cells
}
