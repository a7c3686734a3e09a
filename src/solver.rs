//! The search engine: candidate bitmasks, propagation, fewest-candidates
//! branching, and the canonical (lexicographically smallest) answer.
//!
//! Layout: one `u16` per cell whose low nine bits are the digits still
//! possible there, so "remove digit d from a peer" is one AND and "how many
//! choices" is one popcount. A whole search state is 180 bytes of plain data,
//! so branching copies it on the stack instead of undoing moves: no heap, no
//! undo log, and the depth is bounded by 81.
//!
//! This module holds no `unsafe` and no global mutable state; the only shared
//! data are the compile-time tables in `geometry`.

use crate::board::{Digits, CELLS};
use crate::geometry::{PEERS, PEER_MASKS, UNITS};

const ALL: u16 = 0x1FF;
const ALL_CELLS: u128 = (1u128 << CELLS) - 1;

/// Cells that became naked singles and still have to be placed. Each cell
/// enters at most once per propagation, so 81 slots always suffice.
struct Queue {
    cells: [u8; CELLS],
    len: usize,
}

impl Queue {
    fn new() -> Queue {
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
struct State {
    /// Bit d-1 set: digit d is still possible in the cell.
    cand: [u16; CELLS],
    /// Cells whose digit is decided and removed from all peers.
    placed: u128,
}

impl State {
    /// The state after placing every given and propagating, or `None` when the
    /// givens already contradict each other.
    fn from_givens(givens: &Digits) -> Option<State> {
        let mut state = State {
            cand: [ALL; CELLS],
            placed: 0,
        };
        let mut queue = Queue::new();
        for (cell, &digit) in givens.iter().enumerate() {
            if digit != 0 && !state.place(cell, 1 << (digit - 1), &mut queue) {
                return None;
            }
        }
        state.propagate(&mut queue).then_some(state)
    }

    fn is_placed(&self, cell: usize) -> bool {
        self.placed >> cell & 1 != 0
    }

    fn is_solved(&self) -> bool {
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
    fn propagate(&mut self, queue: &mut Queue) -> bool {
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
            for unit in UNITS.iter() {
                let (mut once, mut twice) = (0u16, 0u16);
                for &cell in unit {
                    let m = self.cand[cell as usize];
                    twice |= once & m;
                    once |= m;
                }
                if once != ALL {
                    return false;
                }
                let hidden = once & !twice;
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
    fn eliminate(&mut self, cell: usize, mask: u16, queue: &mut Queue) -> Option<bool> {
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
    /// cannot be elsewhere in the line, and vice versa. This is what turns the
    /// valid-but-unsolvable puzzles (Norvig's "1439-second" one) from seconds
    /// of search into a handful of guesses. It runs only once singles are
    /// exhausted, since it reads all 81 cells.
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
    fn assign(&mut self, cell: usize, bit: u16) -> bool {
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

    fn digits(&self) -> Digits {
        let mut out = [0u8; CELLS];
        for (d, &m) in out.iter_mut().zip(self.cand.iter()) {
            *d = m.trailing_zeros() as u8 + 1;
        }
        out
    }
}

/// Depth-first search from a propagated state. `found` is called for each
/// solution and returns true to stop; the return value says whether it did.
fn search(state: &State, found: &mut impl FnMut(&State) -> bool) -> bool {
    let mut state = *state;
    if state.is_solved() {
        return found(&state);
    }
    match state.choose() {
        Choice::Cell(cell) => {
            let mut options = state.cand[cell];
            while options != 0 {
                let bit = options & options.wrapping_neg();
                options &= options - 1;
                crate::stats::branch();
                let mut child = state;
                if child.assign(cell, bit) && search(&child, found) {
                    return true;
                }
            }
        }
        Choice::Place(unit, bit) => {
            // The digit's first place in the unit, or (failing that) not there.
            let cell = UNITS[unit]
                .iter()
                .map(|&c| c as usize)
                .find(|&c| state.cand[c] & bit != 0)
                .unwrap_or_default();
            crate::stats::branch();
            let mut child = state;
            if child.assign(cell, bit) && search(&child, found) {
                return true;
            }
            let mut queue = Queue::new();
            return state.eliminate(cell, bit, &mut queue).is_some()
                && state.propagate(&mut queue)
                && search(&state, found);
        }
    }
    false
}

/// What to branch on.
enum Choice {
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
    fn choose(&self) -> Choice {
        let cell = self.branch_cell();
        if self.cand[cell].count_ones() == 2 {
            return Choice::Cell(cell);
        }
        for (index, unit) in UNITS.iter().enumerate() {
            let (mut once, mut twice, mut thrice) = (0u16, 0u16, 0u16);
            for &c in unit {
                if !self.is_placed(c as usize) {
                    let m = self.cand[c as usize];
                    thrice |= twice & m;
                    twice |= once & m;
                    once |= m;
                }
            }
            let two_places = twice & !thrice;
            if two_places != 0 {
                return Choice::Place(index, two_places & two_places.wrapping_neg());
            }
        }
        Choice::Cell(cell)
    }
}

/// Any one solution of a propagated state.
fn first_solution(state: &State) -> Option<Digits> {
    let mut out = None;
    search(state, &mut |s| {
        out = Some(s.digits());
        true
    });
    out
}

/// Counts the solutions of conflict-free `givens`, stopping at `limit`.
pub fn count_solutions(givens: &Digits, limit: u32) -> u32 {
    let Some(root) = State::from_givens(givens) else {
        return 0;
    };
    let mut count = 0;
    if limit > 0 {
        search(&root, &mut |_| {
            count += 1;
            count >= limit
        });
    }
    count
}

/// The lexicographically smallest solution of conflict-free `givens` (cells in
/// row-major order, smallest digit first): the answer a plain row-major DFS
/// finds first, whatever order this engine searches in.
///
/// Cost: one search for up to two solutions, which a proper puzzle needs
/// anyway to prove uniqueness. Only a puzzle with several solutions pays more:
/// walking the cells in order with the smallest solution known so far as a
/// witness, each cell asks "is any solution with a smaller digit here?" and
/// either gets a smaller witness or proves there is none: at most one failed
/// search per cell. Every question is an ordinary fewest-candidates search on
/// an ever more constrained grid, so this stays fast even where a row-major
/// DFS would explode.
pub fn canonical_solution(givens: &Digits) -> Option<Digits> {
    let root = State::from_givens(givens)?;
    let mut found = [[0u8; CELLS]; 2];
    let mut n = 0;
    search(&root, &mut |s| {
        found[n] = s.digits();
        n += 1;
        n == 2
    });
    match n {
        0 => None,
        1 => Some(found[0]),
        _ => Some(smallest_from(root, found[0].min(found[1]))),
    }
}

fn smallest_from(mut state: State, mut best: Digits) -> Digits {
    for cell in 0..CELLS {
        if !state.is_placed(cell) {
            // Is there a solution with a smaller digit here? The first digit
            // that has one gives a smaller witness and settles the cell.
            let mut smaller = state.cand[cell] & ((1 << (best[cell] - 1)) - 1);
            while smaller != 0 {
                let bit = smaller & smaller.wrapping_neg();
                smaller &= smaller - 1;
                let mut trial = state;
                if let Some(solution) = trial
                    .assign(cell, bit)
                    .then(|| first_solution(&trial))
                    .flatten()
                {
                    best = solution;
                    break;
                }
            }
            let fixed = state.assign(cell, 1 << (best[cell] - 1));
            debug_assert!(fixed, "the witness is a solution of this state");
        }
        debug_assert_eq!(state.cand[cell], 1 << (best[cell] - 1));
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Digits {
        let mut out = [0u8; CELLS];
        for (d, b) in out.iter_mut().zip(text.bytes()) {
            *d = if b.is_ascii_digit() { b - b'0' } else { 0 };
        }
        out
    }

    fn text(d: &Digits) -> String {
        d.iter().map(|&x| (b'0' + x) as char).collect()
    }

    #[test]
    fn solves_a_proper_puzzle() {
        let p = parse(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        assert_eq!(
            text(&canonical_solution(&p).unwrap()),
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
        );
        assert_eq!(count_solutions(&p, 10), 1);
    }

    #[test]
    fn empty_grid_gets_the_smallest_grid() {
        assert_eq!(
            text(&canonical_solution(&[0; CELLS]).unwrap()),
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
        );
        assert_eq!(count_solutions(&[0; CELLS], 1000), 1000);
        assert_eq!(count_solutions(&[0; CELLS], 0), 0);
    }

    #[test]
    fn unsolvable_is_none_and_zero() {
        let p = parse(
            ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........",
        );
        assert_eq!(canonical_solution(&p), None);
        assert_eq!(count_solutions(&p, 2), 0);
    }

    #[test]
    fn contradictory_givens_count_zero() {
        let mut p = [0u8; CELLS];
        p[0] = 1;
        p[1] = 1;
        assert_eq!(count_solutions(&p, 2), 0);
        assert_eq!(canonical_solution(&p), None);
    }

    #[test]
    fn counts_small_multiples_exactly() {
        let p = parse(
            "8..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......",
        );
        assert_eq!(count_solutions(&p, 1000), 5);
        assert_eq!(count_solutions(&p, 3), 3);
    }
}
