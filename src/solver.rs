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

/// What a search reports to: each solution it finds, and a reset when it
/// starts over.
trait Visitor {
    /// Called for each solution; true stops the search.
    fn solution(&mut self, state: &State) -> bool;
    /// Forget everything seen so far: the search restarts from the root.
    fn reset(&mut self);
}

/// Why a search ended before exhausting its tree.
enum Halt {
    /// The visitor asked to stop.
    Stopped,
    /// The branch budget ran out.
    OutOfBudget,
}

/// Branches the quick search may take before it restarts with lookahead.
/// Almost every puzzle, the hardest known included, needs far fewer; the
/// puzzles that need more are the ones lookahead wins on (see `run`).
const QUICK_BUDGET: u64 = 1000;

/// Searches every completion of a propagated root.
///
/// Search trees have a heavy tail: sparse puzzles near Norvig's "1439-second"
/// one can take the quick search 100 ms and 80,000 branches, where probing
/// every two-way choice at the root (lookahead) proves them unsolvable with no
/// branch at all. Lookahead costs tens of microseconds per node, too much to
/// pay on every puzzle, so the quick search runs first within a budget of
/// branches, and only a search that overruns it starts over with lookahead
/// at the root. The restart costs at most the budget already spent.
fn run(root: &State, visitor: &mut impl Visitor) {
    let mut quick = Search {
        visitor: &mut *visitor,
        budget: QUICK_BUDGET,
        lookahead: false,
    };
    if let Err(Halt::OutOfBudget) = quick.explore(root, true) {
        visitor.reset();
        let mut thorough = Search {
            visitor,
            budget: u64::MAX,
            lookahead: true,
        };
        let _ = thorough.explore(root, true);
    }
}

struct Search<'v, V> {
    visitor: &'v mut V,
    /// Branches it may still take.
    budget: u64,
    /// Probe every two-way choice at the root before branching.
    lookahead: bool,
}

impl<V: Visitor> Search<'_, V> {
    /// Explores every completion of a propagated state: `Ok` when the subtree
    /// is exhausted, `Err` when the whole search must end.
    fn explore(&mut self, state: &State, at_root: bool) -> Result<(), Halt> {
        let mut state = *state;
        let choice = if self.lookahead && at_root {
            match state.lookahead() {
                Lookahead::Contradiction => return Ok(()),
                Lookahead::Solved => None,
                Lookahead::Branch(choice) => Some(choice),
            }
        } else if state.is_solved() {
            None
        } else {
            Some(state.choose())
        };
        let Some(choice) = choice else {
            return if self.visitor.solution(&state) {
                Err(Halt::Stopped)
            } else {
                Ok(())
            };
        };
        match choice {
            Choice::Cell(cell) => {
                let mut options = state.cand[cell];
                while options != 0 {
                    let bit = options & options.wrapping_neg();
                    options &= options - 1;
                    self.spend()?;
                    let mut child = state;
                    if child.assign(cell, bit) {
                        self.explore(&child, false)?;
                    }
                }
            }
            Choice::Place(unit, bit) => {
                // The digit's first place in the unit, then not there (which
                // forces its other place, so each level still decides a cell).
                let cell = UNITS[unit]
                    .iter()
                    .map(|&c| c as usize)
                    .find(|&c| !state.is_placed(c) && state.cand[c] & bit != 0)
                    .unwrap_or_default();
                self.spend()?;
                let mut child = state;
                if child.assign(cell, bit) {
                    self.explore(&child, false)?;
                }
                let mut queue = Queue::new();
                if state.eliminate(cell, bit, &mut queue).is_some() && state.propagate(&mut queue) {
                    self.explore(&state, false)?;
                }
            }
        }
        Ok(())
    }

    fn spend(&mut self) -> Result<(), Halt> {
        crate::stats::branch();
        self.budget = self.budget.checked_sub(1).ok_or(Halt::OutOfBudget)?;
        Ok(())
    }
}

/// The outcome of probing a state.
enum Lookahead {
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
    fn lookahead(&mut self) -> Lookahead {
        'again: loop {
            if self.is_solved() {
                return Lookahead::Solved;
            }
            let base = self.placed.count_ones();
            let (mut best, mut best_score) = (None, 0u32);
            // bivalue cells
            let mut open = !self.placed & ALL_CELLS;
            while open != 0 {
                let cell = open.trailing_zeros() as usize;
                open &= open - 1;
                let m = self.cand[cell];
                if m.count_ones() != 2 {
                    continue;
                }
                let lo = m & m.wrapping_neg();
                let (mut a, mut b) = (*self, *self);
                let (ok_a, ok_b) = (a.assign(cell, lo), b.assign(cell, m & !lo));
                match (ok_a, ok_b) {
                    (false, false) => return Lookahead::Contradiction,
                    (true, false) => {
                        *self = a;
                        continue 'again;
                    }
                    (false, true) => {
                        *self = b;
                        continue 'again;
                    }
                    _ => {}
                }
                let score = (a.placed.count_ones() - base + 1) * (b.placed.count_ones() - base + 1);
                if score > best_score {
                    best_score = score;
                    best = Some(Choice::Cell(cell));
                }
            }
            // bilocal digits
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
                let mut two = twice & !thrice;
                while two != 0 {
                    let bit = two & two.wrapping_neg();
                    two &= two - 1;
                    let mut cells = unit
                        .iter()
                        .map(|&c| c as usize)
                        .filter(|&c| !self.is_placed(c) && self.cand[c] & bit != 0);
                    let (c1, c2) = (cells.next().unwrap(), cells.next().unwrap());
                    let (mut a, mut b) = (*self, *self);
                    let (ok_a, ok_b) = (a.assign(c1, bit), b.assign(c2, bit));
                    match (ok_a, ok_b) {
                        (false, false) => return Lookahead::Contradiction,
                        (true, false) => {
                            *self = a;
                            continue 'again;
                        }
                        (false, true) => {
                            *self = b;
                            continue 'again;
                        }
                        _ => {}
                    }
                    let score =
                        (a.placed.count_ones() - base + 1) * (b.placed.count_ones() - base + 1);
                    if score > best_score {
                        best_score = score;
                        best = Some(Choice::Place(index, bit));
                    }
                }
            }
            return Lookahead::Branch(best.unwrap_or_else(|| self.choose()));
        }
    }
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

/// Keeps the first `N` solutions found, then stops.
struct FirstSolutions<const N: usize> {
    found: [Digits; N],
    len: usize,
}

impl<const N: usize> FirstSolutions<N> {
    fn of(root: &State) -> FirstSolutions<N> {
        let mut visitor = FirstSolutions {
            found: [[0; CELLS]; N],
            len: 0,
        };
        run(root, &mut visitor);
        visitor
    }

    fn solutions(&self) -> &[Digits] {
        &self.found[..self.len]
    }
}

impl<const N: usize> Visitor for FirstSolutions<N> {
    fn solution(&mut self, state: &State) -> bool {
        self.found[self.len] = state.digits();
        self.len += 1;
        self.len == N
    }

    fn reset(&mut self) {
        self.len = 0;
    }
}

/// Counts solutions up to a limit.
struct Counter {
    count: u32,
    limit: u32,
}

impl Visitor for Counter {
    fn solution(&mut self, _: &State) -> bool {
        self.count += 1;
        self.count >= self.limit
    }

    fn reset(&mut self) {
        self.count = 0;
    }
}

/// Counts the solutions of conflict-free `givens`, stopping at `limit`.
pub fn count_solutions(givens: &Digits, limit: u32) -> u32 {
    match State::from_givens(givens) {
        Some(root) if limit > 0 => {
            let mut counter = Counter { count: 0, limit };
            run(&root, &mut counter);
            counter.count
        }
        _ => 0,
    }
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
    match *FirstSolutions::<2>::of(&root).solutions() {
        [] => None,
        [only] => Some(only),
        [a, b, ..] => Some(smallest_from(root, a.min(b))),
    }
}

fn smallest_from(mut state: State, mut best: Digits) -> Digits {
    for cell in 0..CELLS {
        if !state.is_placed(cell) {
            // Is there a solution with a smaller digit here? Each yes gives a
            // smaller witness; the first no settles the cell.
            loop {
                let smaller = state.cand[cell] & ((1 << (best[cell] - 1)) - 1);
                let mut trial = state;
                let mut queue = Queue::new();
                if smaller == 0
                    || trial.eliminate(cell, !smaller, &mut queue).is_none()
                    || !trial.propagate(&mut queue)
                {
                    break;
                }
                match *FirstSolutions::<1>::of(&trial).solutions() {
                    [solution] => best = solution,
                    _ => break,
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
