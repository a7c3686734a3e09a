//! The triad rule: a triad (three cells of a row, or of a column, in one
//! box) holds exactly three digits, so three digits that must be in it shut
//! every other digit out.

use super::choose::pick_layout;
use super::tables::{
    at_least, band_triads, columns, stack_triads, LAYOUTS_IN, ROW_LSB, TRIAD_CELLS,
};
use super::State;

impl State {
    /// When three digits must each be in a triad (on every layout left to
    /// them), no other digit can be; more than three is a contradiction.
    /// (The converse, three digits possible in a triad must all be in it,
    /// saves a few more guesses and costs more time than it saves.) Reads
    /// every digit's layouts anyway, so it leaves the branch choice in
    /// `hint` for `choose_layout`. `None` on a contradiction, else whether
    /// anything changed.
    #[inline(always)]
    pub(super) fn check_triads(&mut self) -> Option<bool> {
        let before = self.dirty;
        // (Plain loops throughout: array `map` and iterator adaptors were
        // compiled as calls outside the fast build.)
        let mut cols = [[0u32; 9]; 3];
        for (cols, words) in cols.iter_mut().zip(&self.cand) {
            for (col, &cells) in cols.iter_mut().zip(words) {
                *col = columns(cells);
            }
        }
        // must[band][digit]: the triads of the band the digit must be in,
        // horizontal (bit 3r + k) and vertical (bit 9 + column).
        let mut must = [[0u32; 9]; 3];
        // The layouts left per chute and digit, as `choose_layout` counts
        // them.
        let mut counts = [[0u32; 9]; 6];
        for digit in 0..9 {
            let digit_cols = [cols[0][digit], cols[1][digit], cols[2][digit]];
            for stack in 0..3 {
                let entry = LAYOUTS_IN[stack_triads(digit_cols, 3 * stack) as usize];
                counts[3 + stack][digit] = entry & 7;
                let forced = entry >> 9;
                for (band, must) in must.iter_mut().enumerate() {
                    must[digit] |= (forced >> (3 * band) & 7) << (9 + 3 * stack);
                }
            }
        }
        for (band, words) in self.cand.iter().enumerate() {
            for (digit, &cells) in words.iter().enumerate() {
                let entry = LAYOUTS_IN[band_triads(cells)];
                counts[band][digit] = entry & 7;
                must[band][digit] |= entry >> 9;
            }
        }
        if let Some((chute, digit)) = pick_layout(&counts) {
            self.hint = (9 * chute + digit) as u8;
        }
        for (band, must) in must.iter().enumerate() {
            let [_, _, three, four] = at_least::<4>(must);
            if four != 0 {
                return None;
            }
            if three != 0 {
                for (digit, &must) in must.iter().enumerate() {
                    let gone = three & !must;
                    let cells = TRIAD_CELLS[(gone & 0x1FF) as usize] | ((gone >> 9) * ROW_LSB);
                    self.clear(band, digit, cells);
                }
            }
        }
        Some(self.dirty != before)
    }
}
