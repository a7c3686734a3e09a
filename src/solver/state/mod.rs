//! One search state and what can be inferred from it. The files below each
//! hold one idea: `tables` the compile-time tables and bit tricks,
//! `by_digit` the givens as one cell mask per digit,
//! `propagate` singles and the row/box/column interactions, `triads` the
//! triad rule, `choose` what to branch on, `lookahead` probing every two-way
//! choice. This file holds the state itself and its moves.
//!
//! # Layout: bitboards by band and digit
//!
//! `cand[band][digit]` holds, in 27 bits, where digit `digit + 1` may still
//! go in band `band` (rows `3 * band` to `3 * band + 2`): bit `9 * r + c` for
//! row `r` of the band and column `c`. One band, one digit:
//!
//! ```text
//!               box 0        box 1        box 2
//!            c0 c1 c2  |  c3 c4 c5  |  c6 c7 c8
//!   row 0     0  1  2  |   3  4  5  |   6  7  8     bits  0-8
//!   row 1     9 10 11  |  12 13 14  |  15 16 17     bits  9-17
//!   row 2    18 19 20  |  21 22 23  |  24 25 26     bits 18-26
//!
//!   The nine triads (a row's three cells in one box), bit 3r + k of a
//!   triad set for row r, box k:          a layout of the digit:
//!
//!               box 0  box 1  box 2              box 0  box 1  box 2
//!     row 0      t0     t1     t2                  .      X      .
//!     row 1      t3     t4     t5                  .      .      X
//!     row 2      t6     t7     t8                  X      .      .
//! ```
//!
//! The digit is in exactly one triad per row and one per box of the band,
//! so the triads it takes form a *layout*: one of the six 3x3 permutation
//! matrices (`tables::LAYOUT_TRIADS`). Why this shape:
//!
//! - One 512-entry table lookup (`tables::ON_SOME_LAYOUT`, or as cells
//!   `tables::KEEP_CELLS`) keeps exactly the triads that lie on a layout
//!   left to the digit, which is hidden singles in rows and boxes, pointing
//!   and claiming (locked candidates) in one step, on 27 cells at once.
//! - Columns run across bands: clearing a column in the other two bands is
//!   one AND with a mask, and the same layout table applied to "which band
//!   holds the digit in which column of a stack" gives hidden singles in
//!   columns and the column-box interactions.
//! - A cell's candidates are spread over nine words, so naked singles are a
//!   bit-sliced count (`tables::at_least`): "seen once" and "seen twice"
//!   accumulated over the nine digits of a band give every cell's state in a
//!   few dozen ORs.
//! - A triad holds exactly three digits. The same tables say which triads a
//!   digit must be in (those on every layout left to it); three digits that
//!   must be in one triad shut every other digit out of it (`triads`). With
//!   that and tdoku's way of branching (on a digit's layout in a band or
//!   stack, `choose`) the guesses per puzzle come down to tdoku's own
//!   (figures in `docs/engine.md`).
//! - A band's nine digits are adjacent, so placing cells ("no other digit
//!   here") is one pass over nine words that the compiler turns into vector
//!   operations, changed-or-not flags included.
//!
//! A whole state is under 200 bytes of plain data, so the search copies it to
//! branch instead of undoing moves: no heap, no undo log.
//!
//! # Names
//!
//! `band` 0-2 and `digit` 0-8 (for the digit `digit + 1`) index `cand`;
//! `pos` 0-26 is a cell's bit in its band (`cell % 27`); a `chute` 0-5 is a
//! band (0-2) or a stack (3-5, columns `3 * (chute - 3)` on); a digit's
//! `bit` is `1 << digit` in a cell's 9-bit candidate mask.

mod by_digit;
mod choose;
mod lookahead;
mod propagate;
mod tables;
#[cfg(test)]
mod tests;
mod triads;

pub(super) use choose::Choice;
pub(super) use lookahead::Lookahead;

use crate::board::{Digits, CELLS};
use tables::{columns, BAND, BAND_PEERS, BOX, OTHER_BANDS, ROW, ROW_LSB, SPREAD};

/// The givens repeat a digit in a row, column or box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Repeats;

#[derive(Clone, Copy)]
pub(in crate::solver) struct State {
    /// `cand[band][digit]`: where digit `digit + 1` may go in band `band`.
    /// A placed cell keeps exactly its own digit.
    cand: [[u32; 9]; 3],
    /// Cells not placed yet, per band: placing a cell removes its digit from
    /// all its peers.
    open: [u32; 3],
    /// Bit `16 * band + digit`: `cand[band][digit]` changed since it was
    /// last checked (between propagations; a failed one leaves it
    /// incomplete, and the state is thrown away).
    dirty: u64,
    /// Bit `digit`: the digit changed since `check_stacks` last looked at it.
    touched: u16,
    /// What `choose_layout` should look at first: `9 * chute + digit`, as
    /// `check_triads` last saw the grid.
    hint: u8,
}

impl State {
    /// The state after placing every given and propagating: `Err` when two
    /// givens repeat a digit in a unit, `None` when propagation finds a
    /// contradiction.
    #[inline(always)]
    pub(in crate::solver) fn from_givens(givens: &Digits) -> Result<Option<State>, Repeats> {
        let mut state = Self::unpropagated(givens)?;
        // Without the triad check: most puzzles need no more, and a search
        // that branches on layouts runs it first (see `propagate_with`).
        Ok(state.propagate_with(false).then_some(state))
    }

    /// `from_givens` before propagating: each given placed, its digit gone
    /// from its peers.
    #[inline(always)]
    pub(in crate::solver) fn unpropagated(givens: &Digits) -> Result<State, Repeats> {
        match Self::placing(&by_digit::cells_by_digit(givens)) {
            (_, true) => Err(Repeats),
            (state, false) => Ok(state),
        }
    }

    /// `unpropagated` for givens held as one cell mask per digit
    /// (`cells[digit]`, bit `cell`), which must be part of a solution (no
    /// repeats): the generator builds one for each removal it tests.
    #[inline(always)]
    pub(in crate::solver) fn unpropagated_from_cells(cells: &[u128; 9]) -> State {
        Self::placing(cells).0
    }

    /// The state with the givens `cells` (one cell mask per digit) placed,
    /// and whether two givens of a digit see each other (then the state
    /// means nothing). The masks must not share a cell, as masks of a
    /// board's cells cannot. Built a digit and a band at a time, with no loop
    /// over cells.
    #[inline(always)]
    fn placing(cells: &[u128; 9]) -> (State, bool) {
        // A plain loop: `array::map` here was compiled outside the fast
        // build (see `isa`).
        let mut given = [[0u32; 3]; 9];
        for (words, &mask) in given.iter_mut().zip(cells) {
            *words = [
                mask as u32 & BAND,
                (mask >> 27) as u32 & BAND,
                (mask >> 54) as u32 & BAND,
            ];
        }
        let mut any = [0u32; 3];
        for words in &given {
            for band in 0..3 {
                any[band] |= words[band];
            }
        }
        let mut state = State::with_given_cells(any);
        // Each given is in one row, one column and one box of its digit's:
        // with no repeats, the rows (columns, boxes) that hold a digit's
        // givens, summed over the digits, are as many as the givens.
        let givens: u32 = any.iter().map(|cells| cells.count_ones()).sum();
        let (mut rows, mut cols, mut boxes) = (0, 0, 0);
        for (digit, words) in given.iter().enumerate() {
            // The digit's columns anywhere, and its rows and boxes in each
            // band, are barred to it, as are all given cells but its own.
            let column_set = columns(words[0]) | columns(words[1]) | columns(words[2]);
            let column_cells = column_set * ROW_LSB;
            cols += column_set.count_ones();
            for band in 0..3 {
                let g = words[band];
                let mut seen = column_cells | any[band];
                for k in 0..3 {
                    let in_row = g & ROW << (9 * k) != 0;
                    let in_box = g & BOX << (3 * k) != 0;
                    seen |= u32::from(in_row) * (ROW << (9 * k));
                    seen |= u32::from(in_box) * (BOX << (3 * k));
                    rows += u32::from(in_row);
                    boxes += u32::from(in_box);
                }
                state.cand[band][digit] = (BAND & !seen) | g;
            }
        }
        let repeats = rows != givens || cols != givens || boxes != givens;
        (state, repeats)
    }

    /// A state with the cells `any` (a mask per band) given and no
    /// candidates yet, every digit of every band marked to check.
    #[inline(always)]
    fn with_given_cells(any: [u32; 3]) -> State {
        State {
            cand: [[0; 9]; 3],
            open: [BAND & !any[0], BAND & !any[1], BAND & !any[2]],
            // Every digit in every band: bits 16 * band + digit.
            dirty: 0x1FF << 32 | 0x1FF << 16 | 0x1FF,
            touched: 0,
            hint: 0,
        }
    }

    /// Whether every cell of `cells` (a mask per band) is placed.
    #[inline(always)]
    pub(in crate::solver) fn all_placed(&self, cells: &[u32; 3]) -> bool {
        (self.open[0] & cells[0]) | (self.open[1] & cells[1]) | (self.open[2] & cells[2]) == 0
    }

    /// How many cells are placed.
    #[inline(always)]
    pub(in crate::solver) fn placed(&self) -> u32 {
        81 - (self.open[0].count_ones() + self.open[1].count_ones() + self.open[2].count_ones())
    }

    #[inline(always)]
    pub(in crate::solver) fn is_placed(&self, cell: usize) -> bool {
        self.open[cell / 27] >> (cell % 27) & 1 == 0
    }

    #[inline(always)]
    pub(in crate::solver) fn is_solved(&self) -> bool {
        self.open[0] | self.open[1] | self.open[2] == 0
    }

    /// The digits (bit `digit` for the digit `digit + 1`) still possible in
    /// `cell`.
    #[inline(always)]
    pub(in crate::solver) fn candidates(&self, cell: usize) -> u16 {
        let (band, pos) = (cell / 27, cell % 27);
        // Each word's bit `pos` moved to its sign bit and tested there:
        // faster than shifting it down to bit 0 (docs/engine.md).
        let shift = 31 - pos as u32;
        let mut mask = 0;
        for (digit, &cells) in self.cand[band].iter().enumerate() {
            mask |= (((cells << shift) as i32) < 0) as u16 * (1 << digit);
        }
        mask
    }

    /// The bit of the smallest digit still possible in `cell`.
    #[inline(always)]
    pub(in crate::solver) fn lowest_candidate(&self, cell: usize) -> u16 {
        let mask = self.candidates(cell);
        mask & mask.wrapping_neg()
    }

    /// Where `digit` may still go, as each band's columns (9 bits each).
    #[inline(always)]
    fn digit_columns(&self, digit: usize) -> [u32; 3] {
        [
            columns(self.cand[0][digit]),
            columns(self.cand[1][digit]),
            columns(self.cand[2][digit]),
        ]
    }

    /// Removes `cells` from `cand[band][digit]`, noting a change.
    #[inline(always)]
    fn clear(&mut self, band: usize, digit: usize, cells: u32) {
        let before = self.cand[band][digit];
        let after = before & !cells;
        self.cand[band][digit] = after;
        self.dirty |= ((after != before) as u64) << (16 * band + digit);
    }

    /// Marks `cells` of `band` placed with `digit`, whose row and box peers
    /// in the band are already clear: clears their columns in the other bands
    /// and the other digits from them.
    #[inline(always)]
    fn settle(&mut self, band: usize, digit: usize, cells: u32) {
        self.open[band] &= !cells;
        let column_cells = columns(cells) * ROW_LSB;
        for other in OTHER_BANDS[band] {
            self.clear(other, digit, column_cells);
        }
        let own = self.cand[band][digit];
        let changed = clear_cells(&mut self.cand[band], cells);
        self.cand[band][digit] = own;
        self.dirty |= ((changed & !(1 << digit)) as u64) << (16 * band);
    }

    /// Decides `cell` = the digit of `bit`, without propagating. False when
    /// the digit is no longer possible there.
    #[inline(always)]
    fn place(&mut self, cell: usize, bit: u16) -> bool {
        let (digit, band, pos) = (bit.trailing_zeros() as usize, cell / 27, cell % 27);
        let here = 1u32 << pos;
        if self.cand[band][digit] & here == 0 {
            return false;
        }
        if self.open[band] & here != 0 {
            self.clear(band, digit, BAND_PEERS[pos]);
            self.settle(band, digit, here);
        }
        true
    }

    /// Places `cell` = `bit` and propagates. False on a contradiction.
    #[inline(always)]
    pub(in crate::solver) fn assign(&mut self, cell: usize, bit: u16) -> bool {
        self.place(cell, bit) && self.propagate()
    }

    /// Removes the digits of `mask` from `cell`, without propagating. False
    /// when the cell is left with no candidate.
    #[inline(always)]
    pub(in crate::solver) fn eliminate(&mut self, cell: usize, mask: u16) -> bool {
        let (band, here) = (cell / 27, 1u32 << (cell % 27));
        let mut left = 0;
        for digit in 0..9 {
            if mask >> digit & 1 != 0 {
                self.clear(band, digit, here);
            }
            left |= self.cand[band][digit] & here;
        }
        left != 0
    }

    /// Keeps `digit` only in the cells `keep[band]` of each band.
    #[inline(always)]
    fn restrict(&mut self, digit: usize, keep: &[u32; 3]) {
        for (band, &keep) in keep.iter().enumerate() {
            self.clear(band, digit, !keep);
        }
    }

    /// Takes the first side of `choice` and propagates (with the triad
    /// check or not, see `propagate_with`). False on a contradiction.
    #[inline(always)]
    pub(in crate::solver) fn take(&mut self, choice: &Choice, triads: bool) -> bool {
        match *choice {
            Choice::Cell { cell, bit } => self.place(cell, bit) && self.propagate_with(triads),
            Choice::Layout {
                digit, ref take, ..
            } => {
                self.restrict(digit, take);
                self.propagate_with(triads)
            }
        }
    }

    /// Takes the other side of `choice`, without propagating. False when
    /// that already fails.
    #[inline(always)]
    pub(in crate::solver) fn refuse(&mut self, choice: &Choice) -> bool {
        match *choice {
            Choice::Cell { cell, bit } => self.eliminate(cell, bit),
            Choice::Layout {
                digit, ref other, ..
            } => {
                self.restrict(digit, other);
                true
            }
        }
    }

    /// The first undecided cell in row-major order (there must be one).
    #[inline(always)]
    pub(in crate::solver) fn first_open_cell(&self) -> usize {
        let band = if self.open[0] != 0 {
            0
        } else if self.open[1] != 0 {
            1
        } else {
            2
        };
        27 * band + self.open[band].trailing_zeros() as usize
    }

    /// The last undecided cell in row-major order (there must be one).
    #[inline(always)]
    pub(in crate::solver) fn last_open_cell(&self) -> usize {
        let band = if self.open[2] != 0 {
            2
        } else if self.open[1] != 0 {
            1
        } else {
            0
        };
        27 * band + 31 - self.open[band].leading_zeros() as usize
    }

    #[inline(always)]
    pub(in crate::solver) fn digits(&self) -> Digits {
        // Bit-sliced: bit k of each cell's digit is the OR of the digits that
        // have it, and a table spreads eight bits of a plane over eight
        // bytes. No branch depends on the grid.
        let mut out = [0u8; CELLS];
        for (band, words) in self.cand.iter().enumerate() {
            let mut planes = [0u32; 4];
            for (digit, &cells) in words.iter().enumerate() {
                let value = digit + 1;
                for (k, plane) in planes.iter_mut().enumerate() {
                    *plane |= cells & 0u32.wrapping_sub((value >> k & 1) as u32);
                }
            }
            for chunk in 0..4 {
                let mut bytes = 0u64;
                for (k, &plane) in planes.iter().enumerate() {
                    bytes |= SPREAD[(plane >> (8 * chunk) & 0xFF) as usize] << k;
                }
                let at = 27 * band + 8 * chunk;
                let len = if chunk == 3 { 3 } else { 8 };
                out[at..at + len].copy_from_slice(&bytes.to_le_bytes()[..len]);
            }
        }
        out
    }
}

/// Takes `cells` out of each digit's word of a band: which words changed
/// (bit `digit`). On x86-64 a compare and a move-mask give four words'
/// bits at once: the plain loop (kept for other targets) was compiled to
/// vectors whose bits were folded together by a chain of shuffles, on
/// the way of every placement's marks (docs/engine.md).
#[inline(always)]
fn clear_cells(words: &mut [u32; 9], cells: u32) -> u32 {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    // SAFETY: SSE2 is baseline on x86-64; the two loads and stores cover
    // words 0 to 7 of the nine.
    unsafe {
        use std::arch::x86_64::{
            __m128i, _mm_and_si128, _mm_andnot_si128, _mm_castsi128_ps, _mm_cmpeq_epi32,
            _mm_loadu_si128, _mm_movemask_ps, _mm_set1_epi32, _mm_setzero_si128, _mm_storeu_si128,
        };
        let mask = _mm_set1_epi32(cells as i32);
        let at = words.as_mut_ptr().cast::<__m128i>();
        let (low, high) = (_mm_loadu_si128(at), _mm_loadu_si128(at.add(1)));
        _mm_storeu_si128(at, _mm_andnot_si128(mask, low));
        _mm_storeu_si128(at.add(1), _mm_andnot_si128(mask, high));
        let zero = _mm_setzero_si128();
        let kept = |v| {
            _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(
                _mm_and_si128(v, mask),
                zero,
            ))) as u32
        };
        let last = words[8];
        words[8] = last & !cells;
        !(kept(low) | kept(high) << 4) & 0xff | u32::from(last & cells != 0) << 8
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    {
        let mut changed = 0u32;
        for (each, word) in words.iter_mut().enumerate() {
            let before = *word;
            *word = before & !cells;
            changed |= ((*word != before) as u32) << each;
        }
        changed
    }
}
