//! One search state and what can be inferred from it: the candidates,
//! propagation (naked and hidden singles, locked candidates), the choice of
//! what to branch on, and lookahead.
//!
//! Layout: one `u16` per cell whose low nine bits are the digits still
//! possible there, so "remove digit d from a peer" is one AND and "how many
//! choices" is one popcount. A whole state is under 200 bytes of plain data,
//! so the search copies it on the stack to branch instead of undoing moves:
//! no heap, no undo log.

use crate::board::{Digits, CELLS};
use crate::geometry::{CELL_UNITS, PEERS, PEER_MASKS, UNITS};

const ALL: u16 = 0x1FF;
const ALL_CELLS: u128 = (1u128 << CELLS) - 1;

/// Cells that became naked singles and still have to be placed. Each cell
/// enters at most once per propagation, so 81 slots always suffice.
pub(super) struct Queue {
    cells: [u8; CELLS],
    len: usize,
}

impl Queue {
    pub(super) fn new() -> Queue {
        Queue {
            cells: [0; CELLS],
            len: 0,
        }
    }

    fn push(&mut self, cell: usize) {
        self.cells[self.len] = cell as u8;
        self.len += 1;
    }

    fn pop(&mut self) -> Option<usize> {
        self.len = self.len.checked_sub(1)?;
        Some(self.cells[self.len] as usize)
    }
}

#[derive(Clone, Copy)]
pub(super) struct State {
    /// Bit d-1 set: digit d is still possible in the cell.
    pub(super) cand: [u16; CELLS],
    /// Cells whose digit is decided and removed from all peers.
    pub(super) placed: u128,
    /// Digits already placed in each unit (rows, columns, boxes): a digit
    /// with one place left in a unit is news only if it is not placed yet.
    done: [u16; 27],
}

impl State {
    /// The state after placing every given and propagating, or `None` when the
    /// givens already contradict each other.
    pub(super) fn from_givens(givens: &Digits) -> Option<State> {
        let mut state = State {
            cand: [ALL; CELLS],
            placed: 0,
            done: [0; 27],
        };
        let mut queue = Queue::new();
        for (cell, &digit) in givens.iter().enumerate() {
            if digit != 0 && !state.place(cell, 1 << (digit - 1), &mut queue) {
                return None;
            }
        }
        state.propagate(&mut queue).then_some(state)
    }

    pub(super) fn is_placed(&self, cell: usize) -> bool {
        self.placed >> cell & 1 != 0
    }

    pub(super) fn is_solved(&self) -> bool {
        self.placed == ALL_CELLS
    }

    /// Decides `cell` = the digit of `bit` and removes it from the peers;
    /// peers left with one candidate are queued. False on a contradiction.
    fn place(&mut self, cell: usize, bit: u16, queue: &mut Queue) -> bool {
        if self.cand[cell] & bit == 0 {
            return false;
        }
        if self.is_placed(cell) {
            return true;
        }
        self.cand[cell] = bit;
        self.placed |= 1 << cell;
        for &unit in CELL_UNITS[cell].iter() {
            self.done[unit as usize] |= bit;
        }
        // `eliminate` written out: this loop is the hottest in the engine,
        // and calling it here costs 7% more instructions (callgrind, 17_clue).
        for &peer in PEERS[cell].iter() {
            let peer = peer as usize;
            let before = self.cand[peer];
            if before & bit != 0 {
                let after = before & !bit;
                if after == 0 {
                    return false;
                }
                self.cand[peer] = after;
                if after.is_power_of_two() {
                    queue.push(peer);
                }
            }
        }
        true
    }

    /// Naked and hidden singles until neither finds anything. False on a
    /// contradiction (a cell with no candidate, or a digit with no place in a
    /// unit).
    pub(super) fn propagate(&mut self, queue: &mut Queue) -> bool {
        loop {
            while let Some(cell) = queue.pop() {
                if !self.place(cell, self.cand[cell], queue) {
                    return false;
                }
            }
            if self.is_solved() {
                return true;
            }
            let mut progress = false;
            for (index, unit) in UNITS.iter().enumerate() {
                let (mut once, mut twice) = (0u16, 0u16);
                for &cell in unit {
                    let m = self.cand[cell as usize];
                    twice |= once & m;
                    once |= m;
                }
                if once != ALL {
                    return false;
                }
                let hidden = once & !twice & !self.done[index];
                if hidden == 0 {
                    continue;
                }
                for &cell in unit {
                    let cell = cell as usize;
                    let m = self.cand[cell] & hidden;
                    if m == 0 || self.is_placed(cell) {
                        continue;
                    }
                    // Two digits whose only place is this one cell.
                    if !m.is_power_of_two() || !self.place(cell, m, queue) {
                        return false;
                    }
                    progress = true;
                }
            }
            if progress || queue.len > 0 {
                continue;
            }
            match self.locked_candidates(queue) {
                None => return false,
                Some(false) => return true,
                Some(true) => {}
            }
        }
    }

    /// Removes `mask` from `cell`. `None` on a contradiction, else whether
    /// anything changed.
    pub(super) fn eliminate(&mut self, cell: usize, mask: u16, queue: &mut Queue) -> Option<bool> {
        let before = self.cand[cell];
        let after = before & !mask;
        if after == before {
            return Some(false);
        }
        if after == 0 {
            return None;
        }
        self.cand[cell] = after;
        if after.is_power_of_two() {
            queue.push(cell);
        }
        Some(true)
    }

    /// Locked candidates (pointing and claiming): where a box meets a row or
    /// column in three cells, a digit that the box can only place there
    /// cannot be elsewhere in the line, and vice versa. It runs only once
    /// singles are exhausted, since it reads all 81 cells. (It prunes the
    /// hardest puzzles' trees; Norvig's "1439-second" one needed the
    /// lookahead restart in `search` as well.)
    fn locked_candidates(&mut self, queue: &mut Queue) -> Option<bool> {
        let mut changed = false;
        for transpose in [false, true] {
            // The cell at line `l`, position `p`: rows, or columns when transposed.
            let at = |l: usize, p: usize| if transpose { p * 9 + l } else { l * 9 + p };
            // seg[l][k]: candidates of line l within its k-th box.
            let mut seg = [[0u16; 3]; 9];
            for (l, segs) in seg.iter_mut().enumerate() {
                for (k, m) in segs.iter_mut().enumerate() {
                    *m = self.cand[at(l, 3 * k)]
                        | self.cand[at(l, 3 * k + 1)]
                        | self.cand[at(l, 3 * k + 2)];
                }
            }
            for l in 0..9 {
                let (first, off) = (l - l % 3, l % 3);
                for k in 0..3 {
                    let here = seg[l][k];
                    let line_rest = seg[l][(k + 1) % 3] | seg[l][(k + 2) % 3];
                    let box_rest = seg[first + (off + 1) % 3][k] | seg[first + (off + 2) % 3][k];
                    let pointing = here & !box_rest & line_rest;
                    if pointing != 0 {
                        for p in (0..9).filter(|p| p / 3 != k) {
                            changed |= self.eliminate(at(l, p), pointing, queue)?;
                        }
                    }
                    let claiming = here & !line_rest & box_rest;
                    if claiming != 0 {
                        for other in [first + (off + 1) % 3, first + (off + 2) % 3] {
                            for p in 3 * k..3 * k + 3 {
                                changed |= self.eliminate(at(other, p), claiming, queue)?;
                            }
                        }
                    }
                }
            }
        }
        Some(changed)
    }

    /// Places `cell` = `bit` and propagates.
    pub(super) fn assign(&mut self, cell: usize, bit: u16) -> bool {
        let mut queue = Queue::new();
        self.place(cell, bit, &mut queue) && self.propagate(&mut queue)
    }

    /// The undecided cell with the fewest candidates; among equals, the one
    /// with the most undecided peers, whose choice removes the most
    /// candidates. (Measured on the hardest puzzles: about half the nodes of
    /// taking the first in row-major order.)
    fn branch_cell(&self) -> usize {
        let mut open = !self.placed & ALL_CELLS;
        let (mut best, mut best_score) = (0, u32::MAX);
        while open != 0 {
            let cell = open.trailing_zeros() as usize;
            open &= open - 1;
            let count = self.cand[cell].count_ones();
            if count > 2 && best_score < 3 * 64 {
                continue;
            }
            let open_peers = (PEER_MASKS[cell] & !self.placed).count_ones();
            let score = count * 64 + (20 - open_peers);
            if score < best_score {
                best = cell;
                best_score = score;
            }
        }
        best
    }

    /// The first undecided cell in row-major order (there must be one).
    pub(super) fn first_open_cell(&self) -> usize {
        (!self.placed & ALL_CELLS).trailing_zeros() as usize
    }

    pub(super) fn digits(&self) -> Digits {
        let mut out = [0u8; CELLS];
        for (d, &m) in out.iter_mut().zip(self.cand.iter()) {
            *d = m.trailing_zeros() as u8 + 1;
        }
        out
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
    /// Failed-literal probing: assigns each side of every two-way choice (a
    /// cell with two candidates, a digit with two places in a unit) and
    /// propagates. A side that fails forces the other, and probing starts
    /// again; with nothing left to force, the choice whose two sides decide
    /// the most cells (the product of their counts) is the branch.
    pub(super) fn lookahead(&mut self) -> Lookahead {
        'again: loop {
            if self.is_solved() {
                return Lookahead::Solved;
            }
            let (mut best, mut best_score) = (None, 0u32);
            let mut open = !self.placed & ALL_CELLS;
            while open != 0 {
                let cell = open.trailing_zeros() as usize;
                open &= open - 1;
                let m = self.cand[cell];
                if m.count_ones() == 2 {
                    let low = m & m.wrapping_neg();
                    match self.probe((cell, low), (cell, m & !low)) {
                        Probe::Contradiction => return Lookahead::Contradiction,
                        Probe::Forced => continue 'again,
                        Probe::Open(score) if score > best_score => {
                            (best, best_score) = (Some(Choice::Cell(cell)), score)
                        }
                        Probe::Open(_) => {}
                    }
                }
            }
            for (index, unit) in UNITS.iter().enumerate() {
                let mut two = self.two_place_digits(unit);
                while two != 0 {
                    let bit = two & two.wrapping_neg();
                    two &= two - 1;
                    let mut places = unit
                        .iter()
                        .map(|&c| c as usize)
                        .filter(|&c| !self.is_placed(c) && self.cand[c] & bit != 0);
                    let (Some(first), Some(second)) = (places.next(), places.next()) else {
                        continue;
                    };
                    match self.probe((first, bit), (second, bit)) {
                        Probe::Contradiction => return Lookahead::Contradiction,
                        Probe::Forced => continue 'again,
                        Probe::Open(score) if score > best_score => {
                            (best, best_score) = (Some(Choice::Place(index, bit)), score)
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
                let base = self.placed.count_ones();
                let decided = |s: &State| s.placed.count_ones() - base + 1;
                Probe::Open(decided(&with_a) * decided(&with_b))
            }
        }
    }

    /// The digits with exactly two undecided places left in `unit`.
    fn two_place_digits(&self, unit: &[u8; 9]) -> u16 {
        let (mut once, mut twice, mut thrice) = (0u16, 0u16, 0u16);
        for &cell in unit {
            if !self.is_placed(cell as usize) {
                let m = self.cand[cell as usize];
                thrice |= twice & m;
                twice |= once & m;
                once |= m;
            }
        }
        twice & !thrice
    }
}

/// What to branch on.
pub(super) enum Choice {
    /// Each candidate of this cell in turn.
    Cell(usize),
    /// This digit (bit) at its first place in this unit, or not there.
    Place(usize, u16),
}

impl State {
    /// Two-way branches first: a cell with two candidates, else a digit with
    /// two places left in some unit, else the cell with fewest candidates.
    /// Looking at digits as well as cells is what keeps the proof that a valid
    /// puzzle has no solution short: on Norvig's "1439-second" puzzle no cell
    /// ever has two candidates, and cell-only branching needs 100x the nodes.
    pub(super) fn choose(&self) -> Choice {
        let cell = self.branch_cell();
        if self.cand[cell].count_ones() == 2 {
            return Choice::Cell(cell);
        }
        for (index, unit) in UNITS.iter().enumerate() {
            let two = self.two_place_digits(unit);
            if two != 0 {
                return Choice::Place(index, two & two.wrapping_neg());
            }
        }
        Choice::Cell(cell)
    }
}
