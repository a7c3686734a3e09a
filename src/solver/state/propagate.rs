//! Propagation: hidden singles and locked candidates in rows and boxes (one
//! band at a time), naked singles, and the same in columns (one stack at a
//! time), repeated until nothing changes; the triad rule (`triads`) once.

use super::tables::{
    at_least, band_rows, stack_triads, BAND, BAND_PEERS, KEEP_CELLS, ON_SOME_LAYOUT, ROWS, ROW_LSB,
    TRIADS,
};
use super::State;

impl State {
    /// Everything the checks below can infer, until none finds anything
    /// (the triad check at most once). False on a contradiction.
    #[inline(always)]
    pub(in crate::solver) fn propagate(&mut self) -> bool {
        self.propagate_with(true)
    }

    /// `propagate`, with or without the triad check: it pays where the
    /// search chooses what to branch on (for `choose_layout`, it also
    /// prepares the choice); a search that branches on cells in a fixed
    /// order gains little from it and pays for it in time.
    #[inline(always)]
    pub(in crate::solver) fn propagate_with(&mut self, triads: bool) -> bool {
        self.propagate_until::<false>(triads, &[0; 3])
    }

    /// `propagate_with(false)` that may stop as soon as every cell of
    /// `cells` (a mask per band) is placed, for a caller that only asks
    /// about those: the state may then be short of its fixpoint.
    #[inline(always)]
    pub(in crate::solver) fn propagate_until_placed(&mut self, cells: &[u32; 3]) -> bool {
        self.propagate_until::<true>(false, cells)
    }

    #[inline(always)]
    fn propagate_until<const EARLY: bool>(&mut self, triads: bool, cells: &[u32; 3]) -> bool {
        let mut triads_done = !triads;
        loop {
            while self.dirty != 0 {
                // A round at a time: the next digit to check comes from a
                // register, not from the marks the last check just stored,
                // so consecutive checks overlap in the processor (see
                // docs/engine.md, "A round at a time"). A digit marked again
                // before its turn in the round is checked once; after it, in
                // the next round.
                let mut round = std::mem::take(&mut self.dirty);
                self.touched |= (round | round >> 16 | round >> 32) as u16 & 0x1FF;
                while round != 0 {
                    let i = round.trailing_zeros() as usize;
                    round &= round - 1;
                    self.dirty &= !(1 << i);
                    if !self.check_band(i / 16, i % 16) {
                        return false;
                    }
                    if EARLY && self.all_placed(cells) {
                        self.dirty |= round;
                        return true;
                    }
                }
            }
            if self.is_solved() {
                return true;
            }
            match self.naked_singles() {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            match self.check_stacks() {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            // The triad check once per call: running it again at every
            // fixpoint saves too few guesses for its time.
            if triads_done {
                return true;
            }
            triads_done = true;
            match self.check_triads() {
                None => return false,
                Some(true) => continue,
                Some(false) => return true,
            }
        }
    }

    /// `digit` in `band`: keeps the triads that lie on a layout (see the
    /// module comment of `state`) and places the rows left with one cell.
    /// False when no layout is left.
    #[inline(always)]
    fn check_band(&mut self, band: usize, digit: usize) -> bool {
        let mut cells = self.cand[band][digit];
        loop {
            let rows = band_rows(cells);
            let kept = cells & KEEP_CELLS[(rows & TRIADS) as usize];
            if kept == 0 {
                return false;
            }
            if kept != cells {
                // Fewer cells: check them again at once (faster than queueing
                // the digit again), for the rows this left with one cell.
                cells = kept;
                self.cand[band][digit] = cells;
                continue;
            }
            // A row with one cell left is a hidden single; keeping only
            // triads on a layout has already cleared the rest of its box.
            let single = ROWS[(rows >> 9) as usize];
            let new = cells & single & self.open[band];
            if new != 0 {
                self.settle(band, digit, new);
            }
            return true;
        }
    }

    /// Places every cell left with one candidate. `None` when some cell has
    /// none, else whether anything was placed.
    #[inline(always)]
    fn naked_singles(&mut self) -> Option<bool> {
        let mut found = false;
        for band in 0..3 {
            let [once, twice] = at_least(&self.cand[band]);
            if once != BAND {
                return None;
            }
            let mut singles = !twice & self.open[band];
            found |= singles != 0;
            while singles != 0 {
                let pos = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                // (A plain loop: an iterator's closure here was compiled
                // outside the fast build. A cell an earlier single took the
                // digit from finds none, and the next pass fails.)
                for digit in 0..9 {
                    if self.cand[band][digit] >> pos & 1 != 0 {
                        self.clear(band, digit, BAND_PEERS[pos]);
                        self.settle(band, digit, 1 << pos);
                        break;
                    }
                }
            }
        }
        Some(found)
    }

    /// For each digit and stack: which band can hold the digit in which
    /// column of the stack must contain a layout too (one place per column,
    /// one per box). Removes the columns that lie on none. `None` when some
    /// stack has no layout left, else whether anything changed.
    #[inline(always)]
    fn check_stacks(&mut self) -> Option<bool> {
        let before = self.dirty;
        let mut digits = std::mem::take(&mut self.touched);
        while digits != 0 {
            let digit = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let cols = self.digit_columns(digit);
            for stack in 0..3 {
                let shift = 3 * stack;
                let triads = stack_triads(cols, shift);
                let keep = ON_SOME_LAYOUT[triads as usize] as u32;
                if keep == 0 {
                    return None;
                }
                // Usually nothing goes; only then is there work per band.
                let gone = triads & !keep;
                if gone != 0 {
                    for band in 0..3 {
                        let columns = (gone >> (3 * band) & 7) << shift;
                        self.clear(band, digit, columns * ROW_LSB);
                    }
                }
            }
        }
        Some(self.dirty != before)
    }
}
