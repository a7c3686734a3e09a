//! The triad rule: a triad (three cells of a row, or of a column, in one
//! box) holds exactly three digits, so three digits that must be in it shut
//! every other digit out.

use super::choose::pick_layout_by;
use super::tables::{
    at_least, columns, stack_triads, triads_by_shifts, LAYOUTS_IN, ROW_LSB, STACK_LAYOUTS_IN,
    TRIAD_CELLS,
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
        // must[digit]: the triads the digit must be in, 18 bits a band from
        // bit 18 * band: horizontal (bit 3r + k) and vertical (bit 9 +
        // column). One word for the three bands, so that counting the digits
        // per triad takes one pass, not three.
        let mut must = [0u64; 9];
        // The layouts left per chute and digit, as `choose_layout` counts
        // them.
        let mut counts = [[0u32; 9]; 6];
        // Their product per chute, as `pick_layout` ranks the chutes.
        let mut products = [1u32; 6];
        // Every word's triads first, by shifts alone, in a loop the
        // compiler turns into vector code.
        let mut triads = [0u32; 27];
        for (triads, &cells) in triads.iter_mut().zip(self.cand.as_flattened()) {
            *triads = triads_by_shifts(cells);
        }
        // A digit at a time, so that its columns and what its stacks force
        // stay in registers until its three bands' words are written.
        for digit in 0..9 {
            let cells = [
                self.cand[0][digit],
                self.cand[1][digit],
                self.cand[2][digit],
            ];
            let digit_cols = [columns(cells[0]), columns(cells[1]), columns(cells[2])];
            // The columns the stacks force, bit 9b + c for band b.
            let mut forced = 0;
            for stack in 0..3 {
                let entry = STACK_LAYOUTS_IN[stack_triads(digit_cols, 3 * stack) as usize];
                counts[3 + stack][digit] = entry & 7;
                products[3 + stack] *= entry & 7;
                forced |= entry >> 3 << (3 * stack);
            }
            for band in 0..3 {
                let entry = LAYOUTS_IN[triads[9 * band + digit] as usize];
                counts[band][digit] = entry & 7;
                products[band] *= entry & 7;
                let band_must = entry >> 9 | (forced >> (9 * band) & 0x1FF) << 9;
                must[digit] |= (band_must as u64) << (18 * band);
            }
        }
        if let Some((chute, digit)) = pick_layout_by(&products, &counts) {
            self.hint = (9 * chute + digit) as u8;
        }
        let [_, _, three, four] = at_least(&must);
        if four != 0 {
            return None;
        }
        if three != 0 {
            for band in 0..3 {
                let three = (three >> (18 * band)) as u32 & 0x3FFFF;
                for (digit, &must) in must.iter().enumerate() {
                    let gone = three & !((must >> (18 * band)) as u32);
                    let cells = TRIAD_CELLS[(gone & 0x1FF) as usize] | ((gone >> 9) * ROW_LSB);
                    self.clear(band, digit, cells);
                }
            }
        }
        Some(self.dirty != before)
    }
}
