//! One search state and what can be inferred from it: the candidates,
//! propagation, the choice of what to branch on, and lookahead.
//!
//! Layout: bitboards by band and digit. `cand[b][d]` holds, in 27 bits,
//! where digit `d` may still go in band `b` (rows 3b..3b+3): bit `9r + c` for
//! row `r` of the band and column `c`. Why this shape:
//!
//! - One digit in one band is a 3x3 grid of *triads* (a row's three cells in
//!   one box). The digit needs exactly one triad per row and one per box of
//!   the band, so the triads that can hold it must contain a permutation. One
//!   512-entry table lookup keeps exactly the triads that lie on such a
//!   permutation, which is hidden singles in rows and boxes, pointing and
//!   claiming (locked candidates) in one step, on 27 cells at once.
//! - Columns run across bands: clearing a column in the other two bands is
//!   one AND with a mask, and the same permutation table applied to "which
//!   band holds the digit in which column of a stack" gives hidden singles in
//!   columns and the column-box interactions.
//! - A cell's candidates are spread over nine words, so naked singles are a
//!   bit-sliced count: "seen once" and "seen twice" accumulated over the
//!   nine digits of a band give every cell's state in a few dozen ORs.
//!
//! - A triad holds exactly three digits. The same tables say which triads a
//!   digit must be in (those on every permutation left to it); three digits
//!   that must be in one triad shut every other digit out of it. This is
//!   the one inference across digits beyond naked singles, and with it and
//!   tdoku's way of branching (on a digit's permutation in a band or stack,
//!   `choose_layout`) the guesses per puzzle come down to tdoku's own
//!   (forum_hardest_1106, count2: 149 -> 114; tdoku 113).
//!
//! A band's nine digits are adjacent, so placing cells ("no other digit
//! here") is one pass over nine words that the compiler turns into vector
//! operations, changed-or-not flags included.
//!
//! A whole state is under 200 bytes of plain data, so the search copies it to
//! branch instead of undoing moves: no heap, no undo log.

use super::Repeats;
use crate::board::{Digits, CELLS};
use crate::geometry::UNITS;

/// The 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;
/// The nine cells of a band's first row.
const ROW: u32 = 0x1FF;
/// The first cell of each row of a band: times a 9-bit column set, the
/// columns' cells in all three rows.
const ROW_LSB: u32 = 1 | 1 << 9 | 1 << 18;

/// `ROW_INFO[x]` for a row's cell set `x`: the boxes in which it has a cell
/// (bits 0-2), and bit 3 when it is exactly one cell.
const ROW_INFO: [u8; 512] = {
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

/// `ROWS[r]`: the cells of the rows in the 3-bit row set `r` of a band.
const ROWS: [u32; 8] = {
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
const SPREAD: [u64; 256] = {
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
const OTHER_BANDS: [[usize; 2]; 3] = [[1, 2], [0, 2], [0, 1]];

/// The six 3x3 permutation matrices, bit `3i + j` for entry (i, j).
const PERMUTATIONS: [u16; 6] = {
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

/// `MATCHABLE[m]`: the entries of the 3x3 matrix `m` that lie on some
/// permutation matrix inside `m` (0 when there is none). For triads these
/// are the ones that can still hold the digit.
const MATCHABLE: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut m = 0;
    while m < 512 {
        // The permutations inside `m`, as `LAYOUTS` lists them.
        let inside = LAYOUTS[m] >> 3 & 0x3F;
        let mut p = 0;
        while p < 6 {
            if inside >> p & 1 != 0 {
                table[m] |= PERMUTATIONS[p];
            }
            p += 1;
        }
        m += 1;
    }
    table
};

/// `LAYOUTS[m]` for a 3x3 matrix `m` of triads that can hold a digit: in
/// bits 0-2, how many permutation matrices lie inside `m` (the digit's
/// layouts left); in bits 3-8, which (bit `3 + i` for `PERMUTATIONS[i]`);
/// from bit 9, the entries on every such layout, the triads the digit must
/// be in.
const LAYOUTS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let (mut count, mut inside, mut common) = (0u32, 0u32, 0x1FFu32);
        let mut p = 0;
        while p < 6 {
            if PERMUTATIONS[p] & !(m as u16) == 0 {
                count += 1;
                inside |= 1 << p;
                common &= PERMUTATIONS[p] as u32;
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

/// `TRIAD_CELLS[t]`: the cells of the triads in `t` (bit `3r + k` for row
/// `r`, box `k` of a band).
const TRIAD_CELLS: [u32; 512] = {
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
const BAND_PEERS: [u32; 27] = {
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
fn columns(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & ROW
}

/// The cells a digit keeps in each band when it takes the triads `layout`
/// (a 3x3 matrix) of band `u` (0-2) or stack `u - 3`.
#[inline(always)]
fn layout_cells(u: usize, layout: u16) -> [u32; 3] {
    let mut keep = [u32::MAX; 3];
    if u < 3 {
        keep[u] = TRIAD_CELLS[layout as usize];
    } else {
        // Row b of a stack's matrix: the stack's columns band b keeps.
        let shift = 3 * (u - 3);
        let stack = (7u32 << shift) * ROW_LSB;
        for (b, keep) in keep.iter_mut().enumerate() {
            *keep = !stack | (((layout as u32 >> (3 * b) & 7) << shift) * ROW_LSB);
        }
    }
    keep
}

/// Bit-sliced counts over nine sets: the elements in at least three of
/// them, and in at least four.
#[inline(always)]
fn at_least_3_and_4(sets: &[u32; 9]) -> [u32; 2] {
    let (mut one, mut two, mut three, mut four) = (0, 0, 0, 0);
    for &set in sets {
        four |= three & set;
        three |= two & set;
        two |= one & set;
        one |= set;
    }
    [three, four]
}

/// The branch choice over `counts[u][d]`, the layouts digit `d` has left
/// in band `u` (0-2) or stack `u - 3` (see `State::layouts`): the band
/// or stack with the fewest ways left to lay out its nine digits (the
/// product of their layout counts; one means all fixed), and in it the
/// digit with the fewest layouts, two or more; the first of equals. tdoku
/// takes the band with the fewest layouts in sum; the product, which counts
/// the combinations, saved 3-6% of the guesses and the time on the hardest
/// sets (forum_hardest_1106, count2: 116.9 -> 113.6 guesses per puzzle;
/// first: 63.6 -> 59.9) and cost 1-4% of the few guesses on the easy ones.
/// (Plain loops: iterator adaptors were compiled as calls outside the fast
/// build.)
#[inline(always)]
fn pick_layout(counts: &[[u32; 9]; 6]) -> Option<(usize, usize)> {
    let mut best = (u32::MAX, 0);
    for (u, unit) in counts.iter().enumerate() {
        // At most 6^9, well inside a u32.
        let mut product = 1;
        for &count in unit {
            product *= count;
        }
        if product > 1 && product < best.0 {
            best = (product, u);
        }
    }
    let u = best.1;
    let mut pick = (u32::MAX, 0);
    for (d, &n) in counts[u].iter().enumerate() {
        if n >= 2 && n < pick.0 {
            pick = (n, d);
        }
    }
    (pick.0 != u32::MAX).then_some((u, pick.1))
}

/// The triads (bit `3r + k` for row `r`, box `k`) in which a band's cell
/// set has a cell.
#[inline(always)]
fn band_triads(cells: u32) -> usize {
    (ROW_INFO[(cells & ROW) as usize] & 7) as usize
        | ((ROW_INFO[(cells >> 9 & ROW) as usize] & 7) as usize) << 3
        | ((ROW_INFO[(cells >> 18) as usize] & 7) as usize) << 6
}

/// For the stack whose first column is `shift`, given each band's columns
/// of a digit: bit `3b + j` when band `b` has it in the stack's column `j`.
#[inline(always)]
fn stack_triads(cols: [u32; 3], shift: usize) -> u32 {
    (cols[0] >> shift & 7) | (cols[1] >> shift & 7) << 3 | (cols[2] >> shift & 7) << 6
}

#[derive(Clone, Copy)]
pub(super) struct State {
    /// `cand[b][d]`: where digit d+1 may go in band b. A placed cell keeps
    /// exactly its own digit.
    cand: [[u32; 9]; 3],
    /// Cells not placed yet, per band: placing a cell removes its digit from
    /// all its peers.
    open: [u32; 3],
    /// Bit `16b + d`: `cand[b][d]` changed since it was last checked.
    dirty: u64,
    /// Bit `d`: digit d changed since `check_stacks` last looked at it.
    touched: u16,
    /// What `choose_layout` should look at first: band (0-2) or stack
    /// (3-5) times 9 plus digit, as `check_triads` last saw the grid.
    hint: u8,
}

impl State {
    /// The state after placing every given and propagating: `Err` when two
    /// givens repeat a digit in a unit, `None` when propagation finds a
    /// contradiction.
    #[inline(always)]
    pub(super) fn from_givens(givens: &Digits) -> Result<Option<State>, Repeats> {
        // Per band and digit (index 0 collects the empty cells and is not
        // used): the cells given it, and their row and box peers. No branch
        // on the board: which cells are given follows no pattern a branch
        // predictor could learn.
        let mut given = [[0u32; 10]; 3];
        let mut in_band_peers = [[0u32; 10]; 3];
        for (b, band) in givens.chunks_exact(27).enumerate() {
            for (p, &digit) in band.iter().enumerate() {
                let digit = digit as usize % 10;
                given[b][digit] |= 1 << p;
                in_band_peers[b][digit] |= BAND_PEERS[p];
            }
        }
        let any = given.map(|band| BAND & !band[0]);
        let mut state = State {
            cand: [[0; 9]; 3],
            open: [BAND & !any[0], BAND & !any[1], BAND & !any[2]],
            // Every digit in every band: bits 16b + d for d < 9.
            dirty: 0x1FF << 32 | 0x1FF << 16 | 0x1FF,
            touched: 0,
            hint: 0,
        };
        let mut repeats = false;
        for d in 0..9 {
            // A given's digit leaves its row and box in its band and its
            // column everywhere; a given cell holds its own digit only.
            let cols = given.map(|band| columns(band[d + 1]));
            for b in 0..3 {
                let [b1, b2] = OTHER_BANDS[b];
                let seen = in_band_peers[b][d + 1] | ((cols[b1] | cols[b2]) * ROW_LSB);
                // Two givens of this digit that see each other.
                repeats |= given[b][d + 1] & seen != 0;
                state.cand[b][d] =
                    (BAND & !(seen | any[b] | (cols[b] * ROW_LSB))) | given[b][d + 1];
            }
        }
        if repeats {
            return Err(Repeats);
        }
        // Without the triad check: most puzzles need no more, and a search
        // that branches on layouts runs it first (see `propagate_with`).
        Ok(state.propagate_with(false).then_some(state))
    }

    #[inline(always)]
    pub(super) fn is_placed(&self, cell: usize) -> bool {
        self.open[cell / 27] >> (cell % 27) & 1 == 0
    }

    #[inline(always)]
    pub(super) fn is_solved(&self) -> bool {
        self.open[0] | self.open[1] | self.open[2] == 0
    }

    /// The digits (bit d-1 for digit d) still possible in `cell`.
    #[inline(always)]
    pub(super) fn candidates(&self, cell: usize) -> u16 {
        let (b, p) = (cell / 27, cell % 27);
        // Each word's bit p moved to its sign bit and tested there: measured
        // 3% faster on serg_benchmark than shifting it down to bit 0.
        let shift = 31 - p as u32;
        let mut mask = 0;
        for (d, &cells) in self.cand[b].iter().enumerate() {
            mask |= (((cells << shift) as i32) < 0) as u16 * (1 << d);
        }
        mask
    }

    /// Removes `cells` from `cand[b][d]`, noting a change.
    #[inline(always)]
    fn clear(&mut self, b: usize, d: usize, cells: u32) {
        let before = self.cand[b][d];
        let after = before & !cells;
        self.cand[b][d] = after;
        self.dirty |= ((after != before) as u64) << (16 * b + d);
    }

    /// Marks `cells` of band `b` placed with digit `d`, whose row and box
    /// peers in the band are already clear: clears their columns in the other
    /// bands and the other digits from them.
    #[inline(always)]
    fn settle(&mut self, b: usize, d: usize, cells: u32) {
        self.open[b] &= !cells;
        let column_cells = columns(cells) * ROW_LSB;
        for other in OTHER_BANDS[b] {
            self.clear(other, d, column_cells);
        }
        let own = self.cand[b][d];
        let mut changed = 0u32;
        for (e, digit) in self.cand[b].iter_mut().enumerate() {
            let before = *digit;
            *digit = before & !cells;
            changed |= ((*digit != before) as u32) << e;
        }
        self.cand[b][d] = own;
        self.dirty |= ((changed & !(1 << d)) as u64) << (16 * b);
    }

    /// Decides `cell` = the digit of `bit`, without propagating. False when
    /// the digit is no longer possible there.
    #[inline(always)]
    fn place(&mut self, cell: usize, bit: u16) -> bool {
        let (d, b, p) = (bit.trailing_zeros() as usize, cell / 27, cell % 27);
        let here = 1u32 << p;
        if self.cand[b][d] & here == 0 {
            return false;
        }
        if self.open[b] & here != 0 {
            self.clear(b, d, BAND_PEERS[p]);
            self.settle(b, d, here);
        }
        true
    }

    /// Places `cell` = `bit` and propagates. False on a contradiction.
    #[inline(always)]
    pub(super) fn assign(&mut self, cell: usize, bit: u16) -> bool {
        self.place(cell, bit) && self.propagate()
    }

    /// Removes the digits of `mask` from `cell`, without propagating. False
    /// when the cell is left with no candidate.
    #[inline(always)]
    pub(super) fn eliminate(&mut self, cell: usize, mask: u16) -> bool {
        let (b, here) = (cell / 27, 1u32 << (cell % 27));
        let mut left = 0;
        for d in 0..9 {
            if mask >> d & 1 != 0 {
                self.clear(b, d, here);
            }
            left |= self.cand[b][d] & here;
        }
        left != 0
    }

    /// Keeps digit `d` only in the cells `keep[b]` of each band.
    #[inline(always)]
    fn restrict(&mut self, d: usize, keep: &[u32; 3]) {
        for (b, &keep) in keep.iter().enumerate() {
            self.clear(b, d, !keep);
        }
    }

    /// Takes the first side of `choice` and propagates (with the triad
    /// check or not, see `propagate_with`). False on a contradiction.
    #[inline(always)]
    pub(super) fn take(&mut self, choice: &Choice, triads: bool) -> bool {
        match *choice {
            Choice::Cell { cell, bit } => self.place(cell, bit) && self.propagate_with(triads),
            Choice::Digit { d, ref take, .. } => {
                self.restrict(d, take);
                self.propagate_with(triads)
            }
        }
    }

    /// Takes the other side of `choice`, without propagating. False when
    /// that already fails.
    #[inline(always)]
    pub(super) fn refuse(&mut self, choice: &Choice) -> bool {
        match *choice {
            Choice::Cell { cell, bit } => self.eliminate(cell, bit),
            Choice::Digit { d, ref other, .. } => {
                self.restrict(d, other);
                true
            }
        }
    }

    /// Everything the checks below can infer, until none finds anything
    /// (the triad check at most once). False on a contradiction.
    #[inline(always)]
    pub(super) fn propagate(&mut self) -> bool {
        self.propagate_with(true)
    }

    /// `propagate`, with or without the triad check: it pays where the
    /// search chooses what to branch on (for `choose_layout`, it also
    /// prepares the choice); a search that branches on cells in a fixed
    /// order gains little from it (serg_benchmark, row-major: 45% more time
    /// per puzzle with it, the same guesses).
    #[inline(always)]
    pub(super) fn propagate_with(&mut self, triads: bool) -> bool {
        let mut triads_done = !triads;
        loop {
            while self.dirty != 0 {
                let i = self.dirty.trailing_zeros() as usize;
                self.dirty &= self.dirty - 1;
                self.touched |= 1 << (i % 16);
                if !self.check_band(i / 16, i % 16) {
                    return false;
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
            // The triad check once per call: again at every fixpoint saved
            // 0.4% of the guesses for 1-2% more time (forum_hardest).
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

    /// Digit `d` in band `b`: keeps the triads that lie on a permutation
    /// (see the module comment) and places the rows left with one cell.
    /// False when no permutation is left.
    #[inline(always)]
    fn check_band(&mut self, b: usize, d: usize) -> bool {
        let mut cells = self.cand[b][d];
        loop {
            let rows = [
                ROW_INFO[(cells & ROW) as usize] as usize,
                ROW_INFO[(cells >> 9 & ROW) as usize] as usize,
                ROW_INFO[(cells >> 18) as usize] as usize,
            ];
            let triads = (rows[0] & 7) | (rows[1] & 7) << 3 | (rows[2] & 7) << 6;
            let keep = MATCHABLE[triads] as usize;
            if keep == 0 {
                return false;
            }
            if keep != triads {
                // Fewer cells: check them again at once (1-3% faster than
                // queueing the digit again), for the rows this left with
                // one cell.
                cells &= TRIAD_CELLS[keep];
                self.cand[b][d] = cells;
                continue;
            }
            // A row with one cell left is a hidden single; keeping only
            // matchable triads has already cleared the rest of its box.
            let single = ROWS[rows[0] >> 3 | (rows[1] >> 3) << 1 | (rows[2] >> 3) << 2];
            let new = cells & single & self.open[b];
            if new != 0 {
                self.settle(b, d, new);
            }
            return true;
        }
    }

    /// Places every cell left with one candidate. `None` when some cell has
    /// none, else whether anything was placed.
    #[inline(always)]
    fn naked_singles(&mut self) -> Option<bool> {
        let mut found = false;
        for b in 0..3 {
            let (mut once, mut twice) = (0u32, 0u32);
            for &digit in &self.cand[b] {
                twice |= once & digit;
                once |= digit;
            }
            if once != BAND {
                return None;
            }
            let mut singles = !twice & self.open[b];
            found |= singles != 0;
            while singles != 0 {
                let p = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                // (A plain loop: an iterator's closure here was compiled
                // outside the fast build. A cell an earlier single took the
                // digit from finds none, and the next pass fails.)
                for d in 0..9 {
                    if self.cand[b][d] >> p & 1 != 0 {
                        self.clear(b, d, BAND_PEERS[p]);
                        self.settle(b, d, 1 << p);
                        break;
                    }
                }
            }
        }
        Some(found)
    }

    /// For each digit and stack: which band can hold the digit in which
    /// column of the stack must contain a permutation too (one place per
    /// column, one per box). Removes the columns that lie on none. `None`
    /// when some stack has no permutation left, else whether anything changed.
    #[inline(always)]
    fn check_stacks(&mut self) -> Option<bool> {
        let before = self.dirty;
        let mut digits = std::mem::take(&mut self.touched);
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let cols = [
                columns(self.cand[0][d]),
                columns(self.cand[1][d]),
                columns(self.cand[2][d]),
            ];
            for s in 0..3 {
                let shift = 3 * s;
                let m = stack_triads(cols, shift);
                let keep = MATCHABLE[m as usize] as u32;
                if keep == 0 {
                    return None;
                }
                // Usually nothing goes; only then is there work per band.
                let gone = m & !keep;
                if gone != 0 {
                    for b in 0..3 {
                        let columns = (gone >> (3 * b) & 7) << shift;
                        self.clear(b, d, columns * ROW_LSB);
                    }
                }
            }
        }
        Some(self.dirty != before)
    }

    /// Every triad (three cells of a row, or of a column, in one box) holds
    /// exactly three digits: when three digits must each be in a triad (on
    /// every layout left to them), no other digit can be; more than three
    /// is a contradiction. (The converse, three digits possible in a triad
    /// must all be in it, saved 2.7% of the guesses on the hardest sets and
    /// cost 6-10% more time.)
    /// `None` on a contradiction, else whether anything changed.
    #[inline(always)]
    fn check_triads(&mut self) -> Option<bool> {
        let before = self.dirty;
        // (Plain loops throughout: array `map` and iterator adaptors were
        // compiled as calls outside the fast build.)
        let mut cols = [[0u32; 9]; 3];
        for (cols, band) in cols.iter_mut().zip(&self.cand) {
            for (col, &cells) in cols.iter_mut().zip(band) {
                *col = columns(cells);
            }
        }
        // must[b][d]: the triads of band b digit d must be in, horizontal
        // (bit 3r + k) and vertical (bit 9 + column).
        let mut must = [[0u32; 9]; 3];
        // The layouts left, as `choose_layout` counts them: the branch
        // choice comes almost free with the tables read here.
        let mut counts = [[0u32; 9]; 6];
        for d in 0..9 {
            let c = [cols[0][d], cols[1][d], cols[2][d]];
            for s in 0..3 {
                let entry = LAYOUTS[stack_triads(c, 3 * s) as usize];
                counts[3 + s][d] = entry & 7;
                let forced = entry >> 9;
                for (b, must) in must.iter_mut().enumerate() {
                    must[d] |= (forced >> (3 * b) & 7) << (9 + 3 * s);
                }
            }
        }
        for (b, band) in self.cand.iter().enumerate() {
            for (d, &cells) in band.iter().enumerate() {
                let entry = LAYOUTS[band_triads(cells)];
                counts[b][d] = entry & 7;
                must[b][d] |= entry >> 9;
            }
        }
        if let Some((u, d)) = pick_layout(&counts) {
            self.hint = (9 * u + d) as u8;
        }
        for (b, must) in must.iter().enumerate() {
            let [three, four] = at_least_3_and_4(must);
            if four != 0 {
                return None;
            }
            if three != 0 {
                for (d, &must) in must.iter().enumerate() {
                    let gone = three & !must;
                    let cells = TRIAD_CELLS[(gone & 0x1FF) as usize] | ((gone >> 9) * ROW_LSB);
                    self.clear(b, d, cells);
                }
            }
        }
        Some(self.dirty != before)
    }

    /// The first undecided cell in row-major order (there must be one).
    #[inline(always)]
    pub(super) fn first_open_cell(&self) -> usize {
        let b = (0..3).find(|&b| self.open[b] != 0).unwrap_or(2);
        27 * b + self.open[b].trailing_zeros() as usize
    }

    /// The last undecided cell in row-major order (there must be one).
    #[inline(always)]
    pub(super) fn last_open_cell(&self) -> usize {
        let b = (0..3).rev().find(|&b| self.open[b] != 0).unwrap_or(0);
        27 * b + 31 - self.open[b].leading_zeros() as usize
    }

    pub(super) fn digits(&self) -> Digits {
        // Bit-sliced: bit k of each cell's digit is the OR of the digits that
        // have it, and a table spreads eight bits of a plane over eight
        // bytes. No branch depends on the grid.
        let mut out = [0u8; CELLS];
        for (b, digits) in self.cand.iter().enumerate() {
            let mut planes = [0u32; 4];
            for (d, &cells) in digits.iter().enumerate() {
                let value = d + 1;
                for (k, plane) in planes.iter_mut().enumerate() {
                    *plane |= cells & 0u32.wrapping_sub((value >> k & 1) as u32);
                }
            }
            for chunk in 0..4 {
                let mut bytes = 0u64;
                for (k, &plane) in planes.iter().enumerate() {
                    bytes |= SPREAD[(plane >> (8 * chunk) & 0xFF) as usize] << k;
                }
                let at = 27 * b + 8 * chunk;
                let len = if chunk == 3 { 3 } else { 8 };
                out[at..at + len].copy_from_slice(&bytes.to_le_bytes()[..len]);
            }
        }
        out
    }
}

/// A two-way branch.
#[derive(Clone, Copy)]
pub(super) enum Choice {
    /// `cell` takes the digit of `bit`, or it does not.
    Cell { cell: usize, bit: u16 },
    /// Digit `d` keeps only the cells `take[b]` of each band, or only the
    /// cells `other[b]`.
    Digit {
        d: usize,
        take: [u32; 3],
        other: [u32; 3],
    },
}

impl Choice {
    pub(super) fn cell(cell: usize, bit: u16) -> Choice {
        Choice::Cell { cell, bit }
    }
}

impl State {
    /// What to branch on: a digit's layout in a band or stack (see
    /// `choose_layout`), else a cell with two candidates (see
    /// `choose_pair`), else see `fewest_candidates`.
    #[inline(always)]
    pub(super) fn choose(&self) -> Choice {
        self.choose_layout().unwrap_or_else(|| self.choose_cell())
    }

    /// What to branch on among cells only: a cell with two candidates (see
    /// `choose_pair`), else see `fewest_candidates`.
    #[inline(always)]
    pub(super) fn choose_cell(&self) -> Choice {
        self.choose_pair()
            .unwrap_or_else(|| self.fewest_candidates())
    }

    /// A cell with two candidates (either side decides it): the one with the
    /// most undecided peers, whose choice reaches furthest. Against taking
    /// the first such cell, this halves the guesses on the hardest sets
    /// (forum_hardest_1905, count2: 163 -> 89 per puzzle). The score needs
    /// no digit, so it costs a few instructions a cell; scoring the digits'
    /// reach instead saved no more guesses and cost 10% more time where
    /// two-candidate cells are many (serg_benchmark).
    #[inline(always)]
    fn choose_pair(&self) -> Option<Choice> {
        let pairs: [u32; 3] = std::array::from_fn(|b| {
            let (mut once, mut twice, mut thrice) = (0u32, 0u32, 0u32);
            for &digit in &self.cand[b] {
                thrice |= twice & digit;
                twice |= once & digit;
                once |= digit;
            }
            twice & !thrice & self.open[b]
        });
        // At most sixteen are scored: beyond that the choice hardly
        // improves (forum_hardest_1905: 89.5 guesses per puzzle with 16,
        // 89.4 with all).
        let mut budget = 16u64;
        // The best so far as one number, score above rank above cell, so
        // keeping the best is a max (no branch to mispredict); the rank
        // makes the first of equal scores win.
        let mut best = 0u64;
        for (b, &pairs) in pairs.iter().enumerate() {
            let mut cells = pairs;
            while cells != 0 && budget > 0 {
                budget -= 1;
                let p = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let score = self.open_peers(b, p) as u64;
                best = best.max(score << 32 | budget << 24 | (27 * b + p) as u64);
            }
        }
        if best != 0 {
            let cell = (best & 0xFF) as usize;
            let m = self.candidates(cell);
            return Some(Choice::cell(cell, m & m.wrapping_neg()));
        }
        None
    }

    /// A digit's layout over the triads of a band or a stack (one of the
    /// six permutations the module comment describes), much as tdoku
    /// branches: the digit with the fewest layouts in the band or stack
    /// with the fewest ways left (`pick_layout`); one layout, or the others.
    /// One side fixes three triads at once where a cell fixes one cell.
    /// Measured against two-candidate cells first (forum_hardest_1106,
    /// count2, guesses per puzzle): 149 -> 149 without the triad check,
    /// 146 -> 117 with it (`check_triads`: the two work together);
    /// magictour_top1465 10.1 -> 9.1. It also proves the sparse unsolvable
    /// boards near Norvig's, which took every cell order about a million
    /// branches, in a few thousand. `None` when every band and stack is
    /// fixed, or no layout's refusal is a set of cells.
    #[inline(always)]
    fn choose_layout(&self) -> Option<Choice> {
        // The hint `check_triads` left, if it still has a choice (it may
        // have changed the grid after looking).
        let (u, d) = (self.hint as usize / 9, self.hint as usize % 9);
        let hinted = self.layouts(u, d);
        let (u, d, layouts) = if hinted & 7 >= 2 {
            (u, d, hinted)
        } else {
            let mut counts = [[0u32; 9]; 6];
            for (u, unit) in counts.iter_mut().enumerate() {
                for (d, count) in unit.iter_mut().enumerate() {
                    *count = self.layouts(u, d) & 7;
                }
            }
            let (u, d) = pick_layout(&counts)?;
            (u, d, self.layouts(u, d))
        };
        let layouts = layouts >> 3 & 0x3F;
        // "Not this layout" must be a set of cells: the triads of the other
        // layouts, which must not cover this one. With two layouts any will
        // do; with more, the first that qualifies (else the next rule).
        let (mut found, mut left) = (None, layouts);
        while left != 0 {
            let i = left.trailing_zeros() as usize;
            left &= left - 1;
            let (mut others, mut rest) = (0, layouts & !(1 << i));
            while rest != 0 {
                others |= PERMUTATIONS[rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
            if PERMUTATIONS[i] & !others != 0 {
                found = Some((PERMUTATIONS[i], others));
                break;
            }
        }
        let (first, rest) = found?;
        Some(Choice::Digit {
            d,
            take: layout_cells(u, first),
            other: layout_cells(u, rest),
        })
    }

    /// The layouts digit `d` has left in band `u` (0-2) or stack `u - 3`:
    /// their count and which they are, as `LAYOUTS` has them.
    #[inline(always)]
    fn layouts(&self, u: usize, d: usize) -> u32 {
        let m = if u < 3 {
            band_triads(self.cand[u][d])
        } else {
            let cols = [
                columns(self.cand[0][d]),
                columns(self.cand[1][d]),
                columns(self.cand[2][d]),
            ];
            stack_triads(cols, 3 * (u - 3)) as usize
        };
        LAYOUTS[m] & 0x1FF
    }

    /// The undecided peers of cell `p` of band `b`.
    #[inline(always)]
    fn open_peers(&self, b: usize, p: usize) -> u32 {
        let column = ROW_LSB << (p % 9);
        let [b1, b2] = OTHER_BANDS[b];
        (self.open[b] & BAND_PEERS[p]).count_ones()
            + ((self.open[b1] & column) | (self.open[b2] & column) << 1).count_ones()
    }

    /// The candidates digit `d` would remove from the peers of cell `p` of
    /// band `b`. (A method, not a closure in `choose`: a closure would be
    /// compiled once, without the fast build's hardware popcount.)
    #[inline(always)]
    fn reach(&self, b: usize, d: usize, p: usize) -> u32 {
        let column = ROW_LSB << (p % 9);
        let [b1, b2] = OTHER_BANDS[b];
        (self.cand[b][d] & BAND_PEERS[p]).count_ones()
            + ((self.cand[b1][d] & column) | (self.cand[b2][d] & column) << 1).count_ones()
    }

    /// With no two-candidate cell: a digit with two places left in a row of
    /// a band (as binary a choice as a two-candidate cell), the one whose
    /// first place reaches the most; else a three-candidate cell (see
    /// below); else the first undecided cell.
    #[inline(always)]
    fn fewest_candidates(&self) -> Choice {
        let mut best: Option<(u32, Choice)> = None;
        for b in 0..3 {
            for d in 0..9 {
                let cells = self.cand[b][d];
                for r in 0..3 {
                    let row = cells >> (9 * r) & ROW;
                    if row.count_ones() == 2 {
                        let p = 9 * r + row.trailing_zeros() as usize;
                        let score = self.reach(b, d, p);
                        if best.map_or(true, |(best_score, _)| score > best_score) {
                            best = Some((score, Choice::cell(27 * b + p, 1 << d)));
                        }
                    }
                }
            }
        }
        if let Some((_, choice)) = best {
            return choice;
        }
        // Bit-sliced counts again, up to four, for the cells with three; of
        // those the one whose digits reach the most peers (as for two), and
        // its digit that reaches the fewest first: on sparse boards with
        // many solutions the first cell in order, smallest digit first,
        // can lead into a huge subtree with none (the fuzzer found boards
        // where it takes 250,000 branches).
        let mut best = 0u64;
        let mut fallback = None;
        for b in 0..3 {
            let mut at_least = [0u32; 4];
            for &digit in &self.cand[b] {
                at_least[3] |= at_least[2] & digit;
                at_least[2] |= at_least[1] & digit;
                at_least[1] |= at_least[0] & digit;
                at_least[0] |= digit;
            }
            let mut three = at_least[2] & !at_least[3] & self.open[b];
            while three != 0 {
                let p = three.trailing_zeros() as usize;
                three &= three - 1;
                let (mut digits, mut total, mut least) = (self.candidates(27 * b + p), 0, u64::MAX);
                while digits != 0 {
                    let d = digits.trailing_zeros() as usize;
                    digits &= digits - 1;
                    let reach = self.reach(b, d, p) as u64;
                    total += reach;
                    least = least.min(reach << 4 | d as u64);
                }
                let key = total << 32 | ((27 * b + p) as u64) << 8 | (least & 15);
                best = best.max(key);
            }
            if fallback.is_none() && self.open[b] != 0 {
                fallback = Some(27 * b + self.open[b].trailing_zeros() as usize);
            }
        }
        if best != 0 {
            return Choice::cell((best >> 8 & 0xFF) as usize, 1 << (best & 15));
        }
        let cell = fallback.unwrap_or_default();
        let m = self.candidates(cell);
        Choice::cell(cell, m & m.wrapping_neg())
    }
}

/// The outcome of probing one two-way choice.
enum Probe {
    /// Both sides fail: the state has no solution.
    Contradiction,
    /// One side failed, and the other has been applied.
    Forced,
    /// Both sides stand; the score (the product of the cells each decides)
    /// says how much branching here would tell.
    Open(u32),
}

/// The outcome of probing a state.
pub(super) enum Lookahead {
    Contradiction,
    Solved,
    Branch(Choice),
}

impl State {
    fn placed_count(&self) -> u32 {
        81 - (self.open[0].count_ones() + self.open[1].count_ones() + self.open[2].count_ones())
    }

    /// Failed-literal probing: assigns each side of every two-way choice (a
    /// cell with two candidates, a digit with two places in a unit) and
    /// propagates. A side that fails forces the other, and probing starts
    /// again; with nothing left to force, the choice whose two sides decide
    /// the most cells (the product of their counts) is the branch.
    #[inline(never)]
    pub(super) fn lookahead(&mut self) -> Lookahead {
        'again: loop {
            if self.is_solved() {
                return Lookahead::Solved;
            }
            let (mut best, mut best_score) = (None, 0u32);
            for cell in 0..CELLS {
                let m = self.candidates(cell);
                if !self.is_placed(cell) && m.count_ones() == 2 {
                    let low = m & m.wrapping_neg();
                    match self.probe((cell, low), (cell, m & !low)) {
                        Probe::Contradiction => return Lookahead::Contradiction,
                        Probe::Forced => continue 'again,
                        Probe::Open(score) if score > best_score => {
                            (best, best_score) = (Some(Choice::cell(cell, low)), score)
                        }
                        Probe::Open(_) => {}
                    }
                }
            }
            for unit in UNITS.iter() {
                let mut two = self.two_place_digits(unit);
                while two != 0 {
                    let bit = two & two.wrapping_neg();
                    two &= two - 1;
                    let mut places = unit
                        .iter()
                        .map(|&c| c as usize)
                        .filter(|&c| !self.is_placed(c) && self.candidates(c) & bit != 0);
                    let (Some(first), Some(second)) = (places.next(), places.next()) else {
                        continue;
                    };
                    match self.probe((first, bit), (second, bit)) {
                        Probe::Contradiction => return Lookahead::Contradiction,
                        Probe::Forced => continue 'again,
                        Probe::Open(score) if score > best_score => {
                            (best, best_score) = (Some(Choice::cell(first, bit)), score)
                        }
                        Probe::Open(_) => {}
                    }
                }
            }
            return Lookahead::Branch(best.unwrap_or_else(|| self.choose()));
        }
    }

    /// Tries both sides of a two-way choice (each a cell and a digit bit).
    /// When exactly one side fails, the other is applied to `self`.
    fn probe(&mut self, a: (usize, u16), b: (usize, u16)) -> Probe {
        let (mut with_a, mut with_b) = (*self, *self);
        match (with_a.assign(a.0, a.1), with_b.assign(b.0, b.1)) {
            (false, false) => Probe::Contradiction,
            (true, false) => {
                *self = with_a;
                Probe::Forced
            }
            (false, true) => {
                *self = with_b;
                Probe::Forced
            }
            (true, true) => {
                let base = self.placed_count();
                let decided = |s: &State| s.placed_count() - base + 1;
                Probe::Open(decided(&with_a) * decided(&with_b))
            }
        }
    }

    /// The digits with exactly two undecided places left in `unit`.
    fn two_place_digits(&self, unit: &[u8; 9]) -> u16 {
        let (mut once, mut twice, mut thrice) = (0u16, 0u16, 0u16);
        for &cell in unit {
            if !self.is_placed(cell as usize) {
                let m = self.candidates(cell as usize);
                thrice |= twice & m;
                twice |= once & m;
                once |= m;
            }
        }
        twice & !thrice
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{box_of, col_of, row_of};

    #[test]
    fn band_peers_are_the_row_and_box() {
        for (p, &peers) in BAND_PEERS.iter().enumerate() {
            for q in 0..27 {
                let shares = q != p && (row_of(q) == row_of(p) || box_of(q) == box_of(p));
                assert_eq!(peers >> q & 1 != 0, shares, "{p} {q}");
            }
        }
        assert_eq!(columns(1 << 20 | 1 << 3), 1 << 2 | 1 << 3);
        assert_eq!(col_of(20), 2);
    }

    #[test]
    fn matchable_keeps_the_entries_on_permutations() {
        assert_eq!(MATCHABLE[0x1FF], 0x1FF);
        for &p in &PERMUTATIONS {
            assert_eq!(MATCHABLE[p as usize], p);
        }
        // Row 0 can only use column 0, so no other row may: what is left is
        // row 0 at column 0 and the two ways to fill the rest.
        assert_eq!(MATCHABLE[0b111_111_001], 0b110_110_001);
        // Rows 0 and 1 both need column 0: no permutation.
        assert_eq!(MATCHABLE[0b111_001_001], 0);
        assert_eq!(MATCHABLE[0], 0);
    }

    #[test]
    fn row_info_and_rows() {
        assert_eq!(ROW_INFO[0o001], 0b1001);
        assert_eq!(ROW_INFO[0o401], 0b0101);
        assert_eq!(ROW_INFO[0o060], 0b0010);
        assert_eq!(ROW_INFO[0], 0);
        assert_eq!(ROWS[0b101], ROW | ROW << 18);
    }

    /// Solutions of a propagated state, by branching on cells only (so not
    /// on what is under test), up to `limit`.
    fn count_by_cells(state: &State, limit: u32) -> u32 {
        if state.is_solved() {
            return 1;
        }
        let cell = state.first_open_cell();
        let (mut digits, mut count) = (state.candidates(cell), 0);
        while digits != 0 && count < limit {
            let bit = digits & digits.wrapping_neg();
            digits &= digits - 1;
            let mut next = *state;
            if next.take(&Choice::cell(cell, bit), true) {
                count += count_by_cells(&next, limit - count);
            }
        }
        count
    }

    /// Pseudo-random numbers (an LCG), and boards made from one solved grid
    /// by blanking a share of its cells.
    struct Boards {
        seed: u64,
        grid: Digits,
    }

    impl Boards {
        fn new(seed: u64) -> Boards {
            let grid = crate::solver::canonical_solution(&[0; CELLS]);
            Boards {
                seed,
                grid: grid.unwrap().unwrap(),
            }
        }

        fn next(&mut self) -> u64 {
            self.seed = self
                .seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            self.seed >> 33
        }

        /// The grid with each cell blanked with odds `sixteenths` / 16.
        fn board(&mut self, sixteenths: u64) -> Digits {
            let mut board = self.grid;
            for cell in board.iter_mut() {
                if self.next() % 16 < sixteenths {
                    *cell = 0;
                }
            }
            board
        }
    }

    /// A layout branch splits the solutions: each is on exactly one side
    /// (the two counts add up), and each side removes candidates.
    #[test]
    fn a_layout_branch_splits_the_solutions() {
        let mut boards = Boards::new(99);
        let mut checked = 0;
        for _ in 0..300 {
            let Ok(Some(root)) = State::from_givens(&boards.board(11)) else {
                continue;
            };
            let Some(choice) = root.choose_layout() else {
                continue;
            };
            let total = count_by_cells(&root, 100_000);
            if total >= 100_000 {
                continue;
            }
            let mut sides = [root, root];
            let taken = sides[0].take(&choice, true);
            let refused = sides[1].refuse(&choice) && sides[1].propagate();
            for side in &sides {
                assert!(side.cand != root.cand);
            }
            let count = |ok: bool, side: &State| if ok { count_by_cells(side, 100_000) } else { 0 };
            assert_eq!(count(taken, &sides[0]) + count(refused, &sides[1]), total);
            checked += 1;
        }
        assert!(checked > 100, "{checked}");
    }

    /// What a propagated state must not leave undone: no undecided cell
    /// with one candidate, no digit with one place in a unit and not yet
    /// placed there, and no digit confined to one line in a box (or to one
    /// box in a line) that is still possible elsewhere on that line (box).
    fn missed_inference(state: &State) -> Option<String> {
        use crate::geometry::UNITS;
        for cell in 0..CELLS {
            if !state.is_placed(cell) && state.candidates(cell).count_ones() == 1 {
                return Some(format!("naked single at {cell}"));
            }
        }
        for (u, unit) in UNITS.iter().enumerate() {
            for d in 0..9 {
                let places: Vec<usize> = unit
                    .iter()
                    .map(|&c| c as usize)
                    .filter(|&c| state.candidates(c) >> d & 1 != 0)
                    .collect();
                if places.len() == 1 && !state.is_placed(places[0]) {
                    return Some(format!("hidden single {} in unit {u}", d + 1));
                }
                // Locked candidates: all places share a second unit, which
                // must then have no other place for the digit.
                for (v, other) in UNITS.iter().enumerate() {
                    if v == u || places.is_empty() {
                        continue;
                    }
                    if places.iter().all(|c| other.contains(&(*c as u8))) {
                        let outside = other
                            .iter()
                            .map(|&c| c as usize)
                            .filter(|c| !unit.contains(&(*c as u8)))
                            .any(|c| state.candidates(c) >> d & 1 != 0);
                        if outside {
                            return Some(format!("locked {} in unit {u} against {v}", d + 1));
                        }
                    }
                }
            }
        }
        None
    }

    #[test]
    fn propagation_reaches_its_fixpoint() {
        let mut boards = Boards::new(7);
        let mut checked = 0;
        for _ in 0..200 {
            let Ok(Some(mut state)) = State::from_givens(&boards.board(12)) else {
                continue;
            };
            loop {
                if let Some(missed) = missed_inference(&state) {
                    panic!("{missed}");
                }
                checked += 1;
                if state.is_solved() {
                    break;
                }
                // A random candidate of a random undecided cell.
                let open: Vec<usize> = (0..CELLS).filter(|&c| !state.is_placed(c)).collect();
                let cell = open[boards.next() as usize % open.len()];
                let digits = state.candidates(cell);
                let pick = (0..9)
                    .filter(|d| digits >> d & 1 != 0)
                    .nth(boards.next() as usize % digits.count_ones() as usize);
                let mut trial = state;
                if !trial.take(&Choice::cell(cell, 1 << pick.unwrap()), true) {
                    break;
                }
                state = trial;
            }
        }
        assert!(checked > 500, "{checked}");
    }
}
