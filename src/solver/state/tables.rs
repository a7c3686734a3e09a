//! The engine's compile-time tables and the bit tricks on one band's
//! bitboard (see the picture in `state`'s module docs): rows, triads,
//! layouts and columns.

use std::ops::{BitAnd, BitOr};

/// The 27 cells of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;
/// The nine cells of a band's first row.
pub(super) const ROW: u32 = 0x1FF;
/// The first cell of each row of a band: times a 9-bit column set, the
/// columns' cells in all three rows.
pub(super) const ROW_LSB: u32 = 1 | 1 << 9 | 1 << 18;

/// The nine cells of a band's first box.
pub(super) const BOX: u32 = 0o7 | 0o7 << 9 | 0o7 << 18;

/// `ROW_INFO[x]` for a row's cell set `x`: the boxes in which it has a cell
/// (bits 0-2), and bit 3 when it is exactly one cell.
pub(super) const ROW_INFO: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut x = 0;
    while x < 512 {
        table[x] = (x & 7 != 0) as u8
            | ((x & 0o70 != 0) as u8) << 1
            | ((x & 0o700 != 0) as u8) << 2
            | ((x.count_ones() == 1) as u8) << 3;
        x += 1;
    }
    table
};

/// The first cell of each triad of a band (bit `9r + 3k` for row `r`, box
/// `k`).
pub(super) const TRIAD_MARKS: u32 = 0x1249249;

/// The triads' bits of a `ROW_AT` entry (or of several or-ed together).
pub(super) const TRIADS: u16 = 0x1FF;

/// `ROW_AT[r][x]` for row `r`'s cell set `x`: `ROW_INFO[x]`'s boxes moved
/// to bits `3r` to `3r + 2` (its triads) and its single to bit `9 + r`, so
/// that a band's three rows or together into its triads and its rows of
/// one cell with no shifts between the loads and the next lookup.
pub(super) const ROW_AT: [[u16; 512]; 3] = {
    let mut table = [[0u16; 512]; 3];
    let mut r = 0;
    while r < 3 {
        let mut x = 0;
        while x < 512 {
            let info = ROW_INFO[x] as u16;
            table[r][x] = (info & 7) << (3 * r) | (info >> 3) << (9 + r);
            x += 1;
        }
        r += 1;
    }
    table
};

/// `ROWS[r]`: the cells of the rows in the 3-bit row set `r` of a band.
pub(super) const ROWS: [u32; 8] = {
    let mut table = [0u32; 8];
    let mut r = 0;
    while r < 8 {
        table[r] = ((r & 1) as u32 * ROW)
            | (((r >> 1 & 1) as u32 * ROW) << 9)
            | (((r >> 2) as u32 * ROW) << 18);
        r += 1;
    }
    table
};

/// `SPREAD[x]`: byte i is bit i of `x`.
pub(super) const SPREAD: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut x = 0;
    while x < 256 {
        let mut i = 0;
        while i < 8 {
            table[x] |= ((x >> i & 1) as u64) << (8 * i);
            i += 1;
        }
        x += 1;
    }
    table
};

/// The other two bands.
pub(super) const OTHER_BANDS: [[usize; 2]; 3] = [[1, 2], [0, 2], [0, 1]];

/// The six layouts of a digit over a 3x3 matrix of triads (one triad per
/// row and per column of the matrix: the 3x3 permutation matrices), each as
/// its three entries, bit `3i + j` for entry (i, j).
pub(super) const LAYOUT_TRIADS: [u16; 6] = {
    let orders = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut out = [0u16; 6];
    let mut p = 0;
    while p < 6 {
        out[p] = 1 << orders[p][0] | 1 << (3 + orders[p][1]) | 1 << (6 + orders[p][2]);
        p += 1;
    }
    out
};

/// `ON_SOME_LAYOUT[m]`: the entries of the 3x3 matrix `m` that lie on some
/// layout inside `m` (0 when there is none). For triads these are the ones
/// that can still hold the digit.
pub(super) const ON_SOME_LAYOUT: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut m = 0;
    while m < 512 {
        // The layouts inside `m`, as `LAYOUTS_IN` lists them.
        let inside = LAYOUTS_IN[m] >> 3 & 0x3F;
        let mut p = 0;
        while p < 6 {
            if inside >> p & 1 != 0 {
                table[m] |= LAYOUT_TRIADS[p];
            }
            p += 1;
        }
        m += 1;
    }
    table
};

/// `LAYOUTS_IN[m]` for a 3x3 matrix `m` of triads that can hold a digit: in
/// bits 0-2, how many layouts lie inside `m` (the digit's layouts left); in
/// bits 3-8, which (bit `3 + i` for `LAYOUT_TRIADS[i]`); from bit 9, the
/// entries on every such layout, the triads the digit must be in.
pub(super) const LAYOUTS_IN: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let (mut count, mut inside, mut common) = (0u32, 0u32, 0x1FFu32);
        let mut p = 0;
        while p < 6 {
            if LAYOUT_TRIADS[p] & !(m as u16) == 0 {
                count += 1;
                inside |= 1 << p;
                common &= LAYOUT_TRIADS[p] as u32;
            }
            p += 1;
        }
        table[m] = if count == 0 {
            0
        } else {
            count | inside << 3 | common << 9
        };
        m += 1;
    }
    table
};

/// `STACK_LAYOUTS_IN[m]` for a stack's 3x3 matrix `m` (bit `3b + j` for
/// band `b`, column `j` of the stack): in bits 0-2 the layouts' count as in
/// `LAYOUTS_IN`; from bit 3 the entries on every layout at bit `9b + j`, so
/// that shifted by the stack's first column they are the digit's forced
/// columns in the bands' positions (bit `9b + c`).
pub(super) const STACK_LAYOUTS_IN: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let entry = LAYOUTS_IN[m];
        let forced = entry >> 9;
        let spread = (forced & 7) | (forced >> 3 & 7) << 9 | (forced >> 6 & 7) << 18;
        table[m] = entry & 7 | spread << 3;
        m += 1;
    }
    table
};

/// `KEEP_CELLS[m]`: the cells of the triads of `m` that lie on some layout
/// (`TRIAD_CELLS[ON_SOME_LAYOUT[m]]`), one lookup for `check_band`.
pub(super) const KEEP_CELLS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        table[m] = TRIAD_CELLS[ON_SOME_LAYOUT[m] as usize];
        m += 1;
    }
    table
};

/// `TRIAD_CELLS[t]`: the cells of the triads in `t` (bit `3r + k` for row
/// `r`, box `k` of a band).
pub(super) const TRIAD_CELLS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut t = 0;
    while t < 512 {
        let mut i = 0;
        while i < 9 {
            if t >> i & 1 != 0 {
                table[t] |= 7 << (9 * (i / 3) + 3 * (i % 3));
            }
            i += 1;
        }
        t += 1;
    }
    table
};

/// `BAND_PEERS[p]`: the other cells of the band in the row or box of cell
/// `p` of the band.
pub(super) const BAND_PEERS: [u32; 27] = {
    let mut table = [0u32; 27];
    let mut p = 0;
    while p < 27 {
        let mut q = 0;
        while q < 27 {
            if q != p && (q / 9 == p / 9 || q % 9 / 3 == p % 9 / 3) {
                table[p] |= 1 << q;
            }
            q += 1;
        }
        p += 1;
    }
    table
};

/// The columns (9 bits) in which a band's cell set has a cell.
#[inline(always)]
pub(super) fn columns(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & ROW
}

/// Bit-sliced counting over the nine digits' cell sets of a band: entry `k`
/// of the result holds the cells that are in at least `k + 1` of the sets
/// (a result of two entries gives "seen once" and "seen twice"). One helper
/// for the places that count candidates per cell, and for the triad check,
/// which counts 64-bit words of three bands at once; `N` is a constant (the
/// caller's pattern gives it), so the loops unroll into the same ORs and
/// ANDs as the hand-written versions.
#[inline(always)]
pub(super) fn at_least<const N: usize, T>(sets: &[T; 9]) -> [T; N]
where
    T: Copy + Default + BitAnd<Output = T> + BitOr<Output = T>,
{
    let mut counts = [T::default(); N];
    for &set in sets {
        for k in (1..N).rev() {
            counts[k] = counts[k] | (counts[k - 1] & set);
        }
        counts[0] = counts[0] | set;
    }
    counts
}

/// A band's cell set, row by row: bits 0-8 the triads in which it has a
/// cell (bit `3r + k` for row `r`, box `k`), bits 9-11 the rows where it
/// has exactly one.
#[inline(always)]
pub(super) fn band_rows(cells: u32) -> u16 {
    ROW_AT[0][(cells & ROW) as usize]
        | ROW_AT[1][(cells >> 9 & ROW) as usize]
        | ROW_AT[2][(cells >> 18) as usize]
}

/// The triads (bit `3r + k` for row `r`, box `k`) in which a band's cell
/// set has a cell.
#[inline(always)]
pub(super) fn band_triads(cells: u32) -> usize {
    (band_rows(cells) & TRIADS) as usize
}

/// `band_triads` without a lookup, for a loop over many words that the
/// compiler can turn into vector code: each triad's cells or-ed onto its first
/// cell, then each row's three marks (three bits apart) moved together;
/// `x | x << 2 | x << 4` puts row `r`'s at bits `9r + 4` to `9r + 6`
/// without two marks ever landing on one bit.
#[inline(always)]
pub(super) fn triads_by_shifts(cells: u32) -> u32 {
    let marks = (cells | cells >> 1 | cells >> 2) & TRIAD_MARKS;
    let rows = marks | marks << 2 | marks << 4;
    (rows >> 4 & 0o7) | (rows >> 10 & 0o70) | (rows >> 16 & 0o700)
}

/// For the stack whose first column is `shift`, given each band's columns
/// of a digit: bit `3b + j` when band `b` has it in the stack's column `j`.
#[inline(always)]
pub(super) fn stack_triads(cols: [u32; 3], shift: usize) -> u32 {
    (cols[0] >> shift & 7) | (cols[1] >> shift & 7) << 3 | (cols[2] >> shift & 7) << 6
}
