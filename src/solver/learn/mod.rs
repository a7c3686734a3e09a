//! Conflict-driven clause learning for the boards the search cannot crack:
//! sparse ones, mostly without a solution, where singles, locked candidates
//! and triads see nothing and a depth-first search refutes the same few
//! cells again in branch after branch (400 ms and hundreds of thousands of
//! branches for a 17-given board). Here every failed branch leaves a clause
//! that says why, and no later branch, nor any after a restart, repeats it;
//! such a board takes a few dozen conflicts.
//!
//! The grid is the usual formula (`groups`): 729 variables, and 324 groups
//! of which exactly one variable is true. Those groups are not stored as
//! clauses: a true variable makes the rest of its four groups false, a
//! group with one variable left makes it true (singles), and a digit group
//! whose open places lie in one box-line segment takes the digit out of the
//! rest of the group sharing it (locked candidates, `locked`: with them the
//! fuzz corpus and known answers took 24% fewer conflicts and 15% less time
//! in the learner; see docs/engine.md), and two cells of a unit down to
//! the same two digits take them from the rest of it once the rest is
//! done (naked pairs, `Learner::pair`). Only learnt and
//! blocking clauses are stored (`clauses`), with two watched literals. The
//! decisions follow VSIDS (`order`), from index order (for the questions'
//! learner, a scattered one: `Start`), with saved phases
//! and short Luby restarts (`RESTART_UNIT`).
//!
//! The canonical answer's questions go to one learner kept from question
//! to question (`questions`), each asked as assumptions.
//!
//! The learner starts from the search's propagated root, so it knows what
//! locked candidates and the other propagation found, and reports
//! solutions to the same visitors; after each one a blocking clause shuts
//! it out, so it counts too. Everything lives in one fixed struct of about
//! 26 KB: no heap. It is never inlined, so its frame adds to the search's
//! caller only while it runs; the two fit a 64 KiB thread stack
//! (tests/ffi.rs).

mod clauses;
mod groups;
mod locked;
mod order;
mod questions;

use super::search::Visitor;
use super::state::State;
use crate::board::{Digits, CELLS};
use crate::rng::Rng;
use clauses::{Clauses, Fixed, CLAUSES, KEEP, NIL};
use groups::{GROUPS, GROUPS_OF, MEMBERS, SLOTS_OF, VARS};
use order::Order;
pub(super) use questions::{smallest_by_questions, ONE_QUESTION_CONFLICTS, QUESTION_CONFLICTS};

/// Why a learner's run ended before it was complete.
pub(super) enum Cut {
    /// The visitor asked to stop.
    Stopped,
    /// The conflict budget ran out, or the clause store filled with
    /// blocking clauses.
    OutOfBudget,
}

const UNSET: u8 = 0;
const TRUE: u8 = 1;
const FALSE: u8 = 2;
const NONE: u16 = u16::MAX;

/// Conflicts per Luby unit between restarts, which keep the activities,
/// the learnt clauses and the saved phases, as MiniSat's do, so that each
/// restart resumes close to where the last descent was. At 8, against 100
/// (scattering the activities at each restart in `run`'s learner), the
/// fuzz corpus and known answers took 9,726 conflicts for
/// `sudoku_solve_any` where they took 19,247, the most in one call 194
/// where it was 378, and the `sudoku_solve` calls 38,839 where they took
/// 55,955; 4 to 16 measured alike, 25 and more took more (docs/engine.md).
const RESTART_UNIT: u64 = 8;

/// Short first descents of the questions' learner (`Start::Probes`), each
/// of `PROBE_UNIT` conflicts, after which it starts again from a new
/// scattered order and its restarts settle to `RESTART_UNIT`. Most
/// scattered orders settle a sparse board's question in 5 to 10
/// conflicts, but a few walk into a refutation of hundreds (the 16-given
/// board `.............53.64....9.....45..6` took 456 from the seed a first
/// round used). One probe of 5 conflicts, against three of 10, took the
/// questions of the fuzz corpus and known answers 25,276 conflicts where
/// they took 31,973, and left 59 questions over 100 conflicts where it
/// left 107; seeds 3 and 17 agreed (docs/engine.md).
const PROBES: u32 = 1;
const PROBE_UNIT: u64 = 5;

/// The scattered orders' seed of `run`'s learners. Twelve seeds measured
/// alike on the fuzz corpus and the known answers (8,159 to 8,639 conflicts in all for the
/// scattering learner, at a unit of 50); this one left the smallest tail
/// of the four compared (109 conflicts, where seeds 0, 5 and 7 left 125 to
/// 191), and at 100 the fewest conflicts of seven (5,536, the worst 105).
const SCATTER_SEED: u64 = 9;

/// Conflicts from a scattered order with which `run`'s first learner
/// (index order) opens, before it forgets the activities and goes on in
/// index order with what they taught it. Index order suits the proofs of
/// no solution, but on 16-given boards with many solutions
/// (`.............534.6...`) it ran 200 conflicts without finding two,
/// where a scattered order finds them in three to five; and the clauses
/// of the opening shortened the proofs too. Over the fuzz corpus and the
/// known answers (2,417 boards, count2), the conflicts in all went from
/// 5,918 to 3,586-4,597 over four opening orders, the boards over 150
/// conflicts from 6 to 0-2, and none went over 200 (3 before); at 15,
/// one order of four left a board at 370. Since locked candidates and
/// pairs, 20 does better: over 7,445 fuzz, known, mutated and random
/// boards (count2) and five opening orders, 2,159-3,410 conflicts in all
/// against 2,090-4,261 at 10, the most on a board 77-89 against 51-139
/// (docs/engine.md, "A longer opening, another seed for the questions").
const OPENING: u64 = 20;

/// The opening's scattered order: one of its own, away from the seeds of
/// the learners that follow (`SCATTER_SEED + attempt`).
const OPENING_ORDER: u64 = 100;

/// Why a variable has its value.
#[derive(Clone, Copy)]
enum Reason {
    /// A decision, or a fact of decision level 0 (never looked at).
    Free,
    /// False because this variable, in one of its groups, is true.
    Peer(u16),
    /// True because every other variable of this group is false.
    Single(u16),
    /// Forced by this stored clause.
    Clause(u16),
    /// False because this group's open places lie in this segment, which
    /// it shares with one of the variable's groups (`locked`).
    Locked(u16, u8),
    /// False because two cells that see it are down to its digit and one
    /// other (a naked pair, `Learner::pair`): the first cell and the two
    /// digits (`cell | first << 7 | second << 11`), then the second cell.
    Pair(u16, u8),
}

/// Which constraint every one of whose literals is false.
#[derive(Clone, Copy)]
enum Conflict {
    /// Two true variables in one group.
    Pair(u16, u16),
    /// A group with every variable false.
    Empty(u16),
    Clause(u16),
}

/// Where a learner's decisions start.
#[derive(Clone, Copy)]
pub(super) enum Start {
    /// Index order, for `run`'s learner, which proves sparse boards
    /// unsolvable (see `Learner::start`), after an opening from a
    /// scattered order (`OPENING`); a scattered order when a learner runs
    /// again on the same root.
    Index,
    /// A scattered order, for the canonical answer's questions: index order
    /// took a family of 16-given boards' questions 358 conflicts that a
    /// scattered one settles in 5 to 51 (docs/engine.md). Its first
    /// descent is a short probe, after which it scatters again (`PROBES`).
    Probes,
}

/// Runs a learner from `root` for at most `conflicts` conflicts, reporting
/// each solution to `visitor`: `Ok` once every solution is reported.
/// `attempt` counts the learners run on this root before: a learner run
/// again with a larger budget starts from another order, so that it does
/// not walk the last one's path again (docs/engine.md).
#[inline(never)]
pub(super) fn learn(
    root: &State,
    visitor: &mut impl Visitor,
    conflicts: u64,
    start: Start,
    attempt: u64,
) -> Result<(), Cut> {
    let mut learner = Learner::EMPTY;
    learner.start(root);
    let mut rng = Rng::new(SCATTER_SEED + attempt);
    // Every learner starts from a scattered order; `run`'s first opens
    // from one of its own and goes back to index order after `OPENING`.
    let opening = match (start, attempt) {
        (Start::Index, 0) => {
            learner
                .order
                .scatter(&mut Rng::new(SCATTER_SEED + OPENING_ORDER));
            OPENING
        }
        _ => {
            learner.order.scatter(&mut rng);
            0
        }
    };
    let probes = match start {
        Start::Index => 0,
        Start::Probes => PROBES,
    };
    learner.run(visitor, conflicts, opening, probes, &mut rng)
}

struct Learner {
    value: [u8; VARS],
    level: [u16; VARS],
    reason: [Reason; VARS],
    /// Assigned variables in order; `trail[..head]` are propagated.
    trail: [u16; VARS],
    trail_len: usize,
    head: usize,
    /// Where each decision level starts in `trail` (level `l` at `starts[l - 1]`).
    starts: [u16; VARS],
    levels: usize,
    /// Per group: its variables not false (bit `k` for `MEMBERS[group][k]`),
    /// so a true variable visits only those, and its true one (`NONE` if
    /// none).
    open: [u16; GROUPS],
    truth: [u16; GROUPS],
    /// The value a variable last had, for its next decision (at first
    /// false: take the candidate out; the questions' learner starts them
    /// true).
    phase: [u8; VARS],
    order: Order,
    clauses: Clauses,
    seen: [bool; VARS],
    /// The clause being learnt, then a scratch buffer.
    learnt: [u16; VARS],
    /// Cells down to two candidates since propagation last came to rest,
    /// to look for naked pairs (`pair`).
    paired: u128,
}

impl Learner {
    /// A learner with nothing assigned, to `start` in place: a constant,
    /// copied straight into the caller's frame (a struct built by a
    /// function and returned was copied through a second 26 KB frame).
    const EMPTY: Learner = Learner {
        value: [UNSET; VARS],
        level: [0; VARS],
        reason: [Reason::Free; VARS],
        trail: [0; VARS],
        trail_len: 0,
        head: 0,
        starts: [0; VARS],
        levels: 0,
        open: [0x1ff; GROUPS],
        truth: [NONE; GROUPS],
        phase: [FALSE; VARS],
        order: Order::EMPTY,
        clauses: Clauses::EMPTY,
        seen: [false; VARS],
        learnt: [0; VARS],
        paired: 0,
    };

    fn start(&mut self, root: &State) {
        // The root's eliminations are facts of level 0; its placements
        // follow from them by singles.
        for cell in 0..CELLS {
            let candidates = root.candidates(cell);
            for digit in 0..9 {
                if candidates & (1 << digit) == 0 {
                    self.assign(9 * cell + digit, FALSE, Reason::Free);
                }
            }
        }
        // Every candidate starts inactive, so until conflicts say otherwise
        // (or the order is scattered, as `learn` and the questions do)
        // the decisions go in index order, as a plain SAT solver's do, and
        // each takes a candidate out (the better start for proving there is
        // no solution; the phases saved later may say otherwise, and the
        // questions' learner starts them true, `questions`). Placing digits
        // in the cells of fewest candidates first, as the search does, took
        // the fuzzer's unsolvable relatives of Norvig's board 380 to 500
        // conflicts where this takes 9 to 14 (see docs/engine.md). Only the
        // candidates go in the heap: popping the eliminated ones cost a
        // fifth of the time on boards whose questions call the learner
        // again and again.
        for var in 0..VARS {
            if self.value[var] == UNSET {
                self.order.insert(var);
            }
        }
    }

    fn run(
        &mut self,
        visitor: &mut impl Visitor,
        budget: u64,
        opening: u64,
        mut probes: u32,
        rng: &mut Rng,
    ) -> Result<(), Cut> {
        let mut conflicts = 0u64;
        let mut restart = 0u32;
        let mut until_restart = descent(probes, restart);
        loop {
            if let Some(conflict) = self.propagate() {
                if self.levels == 0 {
                    return Ok(());
                }
                conflicts += 1;
                if conflicts > budget {
                    return Err(Cut::OutOfBudget);
                }
                if !self.learn_from(conflict)? {
                    return Ok(());
                }
                self.order.decay();
                until_restart = until_restart.saturating_sub(1);
                if conflicts == opening {
                    // The opening is over: index order from the root, the
                    // clauses and phases kept.
                    self.backtrack(0);
                    self.order.forget();
                    restart = 0;
                    until_restart = descent(probes, restart);
                }
                continue;
            }
            if until_restart == 0 && self.levels > 0 {
                if probes > 0 {
                    self.backtrack(0);
                    probes -= 1;
                    self.order.scatter(rng);
                    until_restart = descent(probes, restart);
                    continue;
                }
                // The levels a fresh descent would decide again as they
                // are stay (`reuse`).
                restart += 1;
                until_restart = RESTART_UNIT * luby(restart);
                let keep = self.reuse();
                self.backtrack(keep);
                continue;
            }
            if !self.branch() {
                let solution = self.solution();
                let state = State::from_givens(&solution)
                    .ok()
                    .flatten()
                    .expect("a model is a solved grid");
                if visitor.solution(&state) {
                    return Err(Cut::Stopped);
                }
                if !self.block()? {
                    return Ok(());
                }
            }
        }
    }

    fn lit_false(&self, lit: u16) -> bool {
        state_of(&self.value, lit) == Fixed::False
    }

    fn lit_true(&self, lit: u16) -> bool {
        state_of(&self.value, lit) == Fixed::True
    }

    /// The literal of `var` that is false now.
    fn false_lit(&self, var: usize) -> u16 {
        (2 * var + (self.value[var] == TRUE) as usize) as u16
    }

    fn assign(&mut self, var: usize, value: u8, reason: Reason) {
        #[cfg(test)]
        tests::check_assignment(self, var, value, reason);
        self.value[var] = value;
        self.level[var] = self.levels as u16;
        self.reason[var] = reason;
        self.trail[self.trail_len] = var as u16;
        self.trail_len += 1;
        for (&group, &slot) in GROUPS_OF[var].iter().zip(&SLOTS_OF[var]) {
            let group = group as usize;
            if value == TRUE {
                if self.truth[group] == NONE {
                    self.truth[group] = var as u16;
                }
            } else {
                self.open[group] &= !(1 << slot);
            }
        }
        if value == FALSE && two_open(self.open[var / 9]) {
            self.paired |= 1 << (var / 9);
        }
    }

    /// Sets a literal true.
    fn enqueue(&mut self, lit: u16, reason: Reason) {
        let value = if lit & 1 == 0 { TRUE } else { FALSE };
        self.assign((lit >> 1) as usize, value, reason);
    }

    fn backtrack(&mut self, level: usize) {
        if self.levels <= level {
            return;
        }
        let start = self.starts[level] as usize;
        for at in (start..self.trail_len).rev() {
            let var = self.trail[at] as usize;
            let value = self.value[var];
            for (&group, &slot) in GROUPS_OF[var].iter().zip(&SLOTS_OF[var]) {
                let group = group as usize;
                if value == TRUE {
                    if self.truth[group] == var as u16 {
                        self.truth[group] = NONE;
                    }
                } else {
                    self.open[group] |= 1 << slot;
                }
            }
            self.phase[var] = value;
            self.value[var] = UNSET;
            self.order.insert(var);
        }
        self.trail_len = start;
        self.head = start;
        self.levels = level;
        self.paired = 0;
    }

    /// Unit propagation over the groups and the stored clauses.
    fn propagate(&mut self) -> Option<Conflict> {
        loop {
            if self.head == self.trail_len {
                // Pairs last, when nothing cheaper is left to do.
                if self.paired == 0 {
                    return None;
                }
                let cell = self.paired.trailing_zeros() as usize;
                self.paired &= self.paired - 1;
                if self.truth[cell] == NONE && two_open(self.open[cell]) {
                    self.pair(cell);
                }
                continue;
            }
            let var = self.trail[self.head] as usize;
            self.head += 1;
            if self.value[var] == TRUE {
                for (&group, &slot) in GROUPS_OF[var].iter().zip(&SLOTS_OF[var]) {
                    let group = group as usize;
                    let mut rest = self.open[group] & !(1 << slot);
                    while rest != 0 {
                        let other = MEMBERS[group][rest.trailing_zeros() as usize];
                        rest &= rest - 1;
                        if self.value[other as usize] == TRUE {
                            return Some(Conflict::Pair(var as u16, other));
                        }
                        self.assign(other as usize, FALSE, Reason::Peer(var as u16));
                    }
                }
            } else {
                for &group in &GROUPS_OF[var] {
                    let group = group as usize;
                    if self.truth[group] != NONE {
                        continue;
                    }
                    let open = self.open[group];
                    if open == 0 {
                        return Some(Conflict::Empty(group as u16));
                    }
                    if open & (open - 1) == 0 {
                        // No variable of the group is true, so the last
                        // open one is unassigned.
                        let last = MEMBERS[group][open.trailing_zeros() as usize];
                        self.assign(last as usize, TRUE, Reason::Single(group as u16));
                    } else if group >= CELLS {
                        self.lock(group, open);
                    }
                }
            }
            let falsified = self.false_lit(var);
            if let Some(conflict) = self.watches(falsified) {
                return Some(conflict);
            }
        }
    }

    /// Naked pairs: when `cell` and another cell of one of its units are
    /// down to the same two digits, those two digits go from the rest of
    /// the unit. The learner's slowest boards are sparse ones where such
    /// pairs are many, and with them the slowest count2 call on the fuzz
    /// corpus went from 1.26 to 1.03 ms (docs/engine.md); hidden pairs as
    /// well cut more conflicts but cost more time than they saved.
    fn pair(&mut self, cell: usize) {
        let digits = self.open[cell];
        let first = digits.trailing_zeros() as usize;
        let second = (digits & (digits - 1)).trailing_zeros() as usize;
        let (row, col) = (cell / 9, cell % 9);
        for (kind, unit) in [(1, row), (2, col), (3, 3 * (row / 3) + col / 3)] {
            for k in 0..9 {
                let other = groups::unit_cell(kind, unit, k);
                if other != cell && self.truth[other] == NONE && self.open[other] == digits {
                    let reason =
                        Reason::Pair((cell | first << 7 | second << 11) as u16, other as u8);
                    for digit in [first, second] {
                        self.pair_out(CELLS * kind + 9 * unit + digit, cell, other, reason);
                    }
                }
            }
        }
    }

    /// Takes `group`'s digit out of its open places other than the two
    /// cells of a pair.
    fn pair_out(&mut self, group: usize, cell: usize, other: usize, reason: Reason) {
        if self.truth[group] != NONE {
            return;
        }
        let mut rest = self.open[group];
        while rest != 0 {
            let var = MEMBERS[group][rest.trailing_zeros() as usize] as usize;
            rest &= rest - 1;
            if var / 9 != cell && var / 9 != other {
                self.assign(var, FALSE, reason);
            }
        }
    }

    /// Locked candidates: when a digit group's open places (two or more,
    /// none true) lie in one segment, the group sharing that segment loses
    /// the digit everywhere else. A true variable there is left alone: it
    /// empties this group once propagated.
    fn lock(&mut self, group: usize, open: u16) {
        let segment = locked::segment_of(group, open);
        if segment == locked::SPREAD {
            return;
        }
        let (target, clear) = locked::target(group, segment);
        let mut rest = self.open[target] & clear;
        while rest != 0 {
            let other = MEMBERS[target][rest.trailing_zeros() as usize] as usize;
            rest &= rest - 1;
            if self.value[other] == UNSET {
                self.assign(other, FALSE, Reason::Locked(group as u16, segment));
            }
        }
    }

    /// Visits the clauses watching `lit`, which just became false.
    fn watches(&mut self, lit: u16) -> Option<Conflict> {
        let mut prev = NIL;
        let mut watcher = self.clauses.head[lit as usize];
        while watcher != NIL {
            let next = self.clauses.next[watcher as usize];
            let (clause, slot) = (watcher as usize / 2, watcher as usize % 2);
            let range = self.clauses.range(clause);
            let other = self.clauses.lits[range.start + 1 - slot];
            if !self.lit_true(other) {
                // Another literal not false takes this watch over.
                let replacement =
                    (range.start + 2..range.end).find(|&at| !self.lit_false(self.clauses.lits[at]));
                if let Some(at) = replacement {
                    self.clauses.lits.swap(range.start + slot, at);
                    if prev == NIL {
                        self.clauses.head[lit as usize] = next;
                    } else {
                        self.clauses.next[prev as usize] = next;
                    }
                    self.clauses.watch(clause, slot);
                    watcher = next;
                    continue;
                }
                if self.lit_false(other) {
                    return Some(Conflict::Clause(clause as u16));
                }
                self.enqueue(other, Reason::Clause(clause as u16));
            }
            prev = watcher;
            watcher = next;
        }
        None
    }

    /// Decides the next variable, on its saved phase, at a new level;
    /// false when every variable is assigned (a solution).
    fn branch(&mut self) -> bool {
        let Some(var) = self.decide() else {
            return false;
        };
        crate::stats::branch();
        self.levels += 1;
        self.starts[self.levels - 1] = self.trail_len as u16;
        self.assign(var, self.phase[var], Reason::Free);
        true
    }

    /// How many decision levels a restart keeps: those a descent from
    /// level 0 would take again as they are. Level `k`'s decision is taken
    /// again when it ranks above every variable the descent could pick in
    /// its place: the unassigned ones and those assigned from level `k` on.
    /// It then gets its saved phase, which is its value, and propagates to
    /// the same facts, so the restart costs only the levels it changes
    /// ("Reusing the assignment trail in CDCL solvers", van der Tak, Ramos
    /// and Heule, 2011, with their test made exact).
    fn reuse(&mut self) -> usize {
        #[cfg(test)]
        if tests::FULL_RESTARTS.with(|f| f.get()) {
            return 0;
        }
        let next = loop {
            match self.order.peek() {
                None => return self.levels,
                Some(var) if self.value[var] == UNSET => break var,
                // Assigned: back in the heap when a backtrack frees it.
                Some(_) => {
                    self.order.pop();
                }
            }
        };
        // The best-ranked variable of `next` and the trail above the level
        // looked at.
        let mut best = next;
        let mut keep = self.levels;
        let mut end = self.trail_len;
        for level in (0..self.levels).rev() {
            let start = self.starts[level] as usize;
            for &var in &self.trail[start + 1..end] {
                if self.order.before(var as usize, best) {
                    best = var as usize;
                }
            }
            let decision = self.trail[start] as usize;
            if self.order.before(decision, best) {
                best = decision;
            } else {
                keep = level;
            }
            end = start;
        }
        #[cfg(test)]
        tests::KEPT.with(|k| k.set(k.get() + keep));
        keep
    }

    /// The unassigned variable to decide next, if any is left.
    fn decide(&mut self) -> Option<usize> {
        while let Some(var) = self.order.pop() {
            if self.value[var] == UNSET {
                return Some(var);
            }
        }
        None
    }

    /// Calls `each` with the variables (other than `var`) of the
    /// constraint that set `var`.
    fn antecedents(&self, var: usize, each: impl FnMut(usize)) {
        antecedents(self.reason[var], &self.clauses, var, each);
    }

    /// Learns the first-UIP clause of `conflict`, jumps back to where it
    /// asserts, and asserts it; false when it is empty (no solution left),
    /// `OutOfBudget` when the store has no room for it even after a
    /// clean-up (learning nothing more would only burn the budget).
    fn learn_from(&mut self, conflict: Conflict) -> Result<bool, Cut> {
        let current = self.levels as u16;
        let mut len = 1; // learnt[0] is the asserting literal, set last
        let mut pending = 0;
        let note = |this: &mut Learner, var: usize, len: &mut usize, pending: &mut u32| {
            if !this.seen[var] && this.level[var] > 0 {
                this.seen[var] = true;
                this.order.bump(var);
                if this.level[var] == current {
                    *pending += 1;
                } else {
                    this.learnt[*len] = this.false_lit(var);
                    *len += 1;
                }
            }
        };
        match conflict {
            Conflict::Pair(a, b) => {
                note(self, a as usize, &mut len, &mut pending);
                note(self, b as usize, &mut len, &mut pending);
            }
            Conflict::Empty(group) => {
                for &v in &MEMBERS[group as usize] {
                    note(self, v as usize, &mut len, &mut pending);
                }
            }
            Conflict::Clause(clause) => {
                let range = self.clauses.range(clause as usize);
                for at in range {
                    let var = (self.clauses.lits[at] >> 1) as usize;
                    note(self, var, &mut len, &mut pending);
                }
            }
        }
        let mut at = self.trail_len;
        let uip = loop {
            at -= 1;
            let var = self.trail[at] as usize;
            if !self.seen[var] {
                continue;
            }
            self.seen[var] = false;
            pending -= 1;
            if pending == 0 {
                break var;
            }
            let mut found = [0u16; 16];
            let mut n = 0;
            let mut spill = false;
            self.antecedents(var, |v| {
                if n < found.len() {
                    found[n] = v as u16;
                    n += 1;
                } else {
                    spill = true;
                }
            });
            if spill {
                // A long stored clause: walk it directly.
                if let Reason::Clause(clause) = self.reason[var] {
                    let range = self.clauses.range(clause as usize);
                    for k in range {
                        let v = (self.clauses.lits[k] >> 1) as usize;
                        if v != var {
                            note(self, v, &mut len, &mut pending);
                        }
                    }
                }
            } else {
                for &v in &found[..n] {
                    note(self, v as usize, &mut len, &mut pending);
                }
            }
        };
        self.learnt[0] = self.false_lit(uip);
        // Drop literals implied by the others, through chains of reasons
        // that end in the clause's literals or in facts (MiniSat's recursive
        // minimization). The variables such a chain passes are marked
        // `seen` as it goes, so a second literal's chain stops at them.
        self.seen[uip] = true; // in the clause too, and counted in `marked`'s bound
        let mut levels = 0u64;
        for &lit in &self.learnt[1..len] {
            levels |= 1 << (self.level[(lit >> 1) as usize] % 64);
        }
        let mut marked = len;
        let mut kept = 1;
        for k in 1..len {
            let lit = self.learnt[k];
            let var = (lit >> 1) as usize;
            if matches!(self.reason[var], Reason::Free) || !self.redundant(var, levels, &mut marked)
            {
                self.learnt[kept] = lit;
                kept += 1;
            }
        }
        self.seen = [false; VARS];
        let len = kept;
        // The second watch goes to the literal set last: where to jump back.
        let lbd = self.lbd(len);
        #[cfg(test)]
        tests::check_learnt(self, &self.learnt[..len]);
        if len == 1 {
            self.backtrack(0);
            self.enqueue(self.learnt[0], Reason::Free);
            return Ok(true);
        }
        let back = (1..len)
            .max_by_key(|&k| {
                (
                    self.level[(self.learnt[k] >> 1) as usize],
                    std::cmp::Reverse(k),
                )
            })
            .expect("two literals or more");
        self.learnt.swap(1, back);
        let jump = self.level[(self.learnt[1] >> 1) as usize] as usize;
        if !self.clauses.fits(len) {
            // Room is made at level 0, where the clause asserts nothing yet.
            self.backtrack(0);
            if !self.clean(true) {
                return Ok(false);
            }
            if !self.clauses.fits(len) {
                return Err(Cut::OutOfBudget);
            }
            return Ok(self.add_at_root(len, lbd));
        }
        self.backjump_and_assert(jump, len, lbd);
        Ok(true)
    }

    /// Whether `var`, a literal's variable in the clause being learnt, is
    /// implied by the clause's other literals: a search back through the
    /// reasons that meets only marked variables and facts, never a
    /// decision nor a level the clause lacks (`levels`, one bit per level
    /// modulo 64). The variables it marks are listed in
    /// `learnt[len..*marked]`, which is also its queue; on failure its own
    /// marks are taken back.
    fn redundant(&mut self, var: usize, levels: u64, marked: &mut usize) -> bool {
        let first = *marked;
        let mut next = first;
        let mut at = var;
        let mut failed = false;
        loop {
            antecedents(self.reason[at], &self.clauses, at, |v| {
                if failed || self.seen[v] || self.level[v] == 0 {
                    return;
                }
                if matches!(self.reason[v], Reason::Free)
                    || levels & (1 << (self.level[v] % 64)) == 0
                {
                    failed = true;
                    return;
                }
                self.seen[v] = true;
                self.learnt[*marked] = v as u16;
                *marked += 1;
            });
            if failed || next == *marked {
                break;
            }
            at = self.learnt[next] as usize;
            next += 1;
        }
        if failed {
            for &v in &self.learnt[first..*marked] {
                self.seen[v as usize] = false;
            }
            *marked = first;
        }
        !failed
    }

    fn backjump_and_assert(&mut self, jump: usize, len: usize, lbd: u8) {
        self.backtrack(jump);
        let clause = self.clauses.add(&self.learnt[..len], lbd.max(1));
        self.enqueue(self.learnt[0], Reason::Clause(clause as u16));
    }

    /// Adds `learnt[..len]` at level 0 as it stands there (satisfied:
    /// dropped; false literals: left out); false when it is empty there.
    /// The caller made sure it fits.
    fn add_at_root(&mut self, len: usize, lbd: u8) -> bool {
        let mut n = 0;
        for k in 0..len {
            let lit = self.learnt[k];
            if self.lit_true(lit) {
                return true;
            }
            if !self.lit_false(lit) {
                self.learnt[n] = lit;
                n += 1;
            }
        }
        match n {
            0 => false,
            1 => {
                self.enqueue(self.learnt[0], Reason::Free);
                true
            }
            _ => {
                self.clauses.add(&self.learnt[..n], lbd);
                true
            }
        }
    }

    /// Decision levels among the learnt clause's literals (levels 64
    /// apart count once: it only ranks clauses).
    fn lbd(&self, len: usize) -> u8 {
        let mut levels = 0u64;
        for &lit in &self.learnt[..len] {
            levels |= 1 << (self.level[(lit >> 1) as usize] % 64);
        }
        levels.count_ones() as u8
    }

    /// At level 0: simplifies the stored clauses (and, when `thin`, halves
    /// the learnt ones), then asserts what became units; false when no
    /// solution is left.
    fn clean(&mut self, thin: bool) -> bool {
        if self.propagate().is_some() {
            return false;
        }
        let mut units = [0u16; CLAUSES];
        let value = &self.value;
        let fixed = |lit: u16| state_of(value, lit);
        let Some(n) = self.clauses.clean(fixed, thin, &mut units) else {
            return false;
        };
        for &lit in &units[..n] {
            if self.lit_false(lit) {
                return false;
            }
            if !self.lit_true(lit) {
                self.enqueue(lit, Reason::Free);
            }
        }
        true
    }

    /// Shuts the solution on the trail out with a clause; false when it
    /// was the last (every cell was fixed at level 0).
    fn block(&mut self) -> Result<bool, Cut> {
        // A solution shut out may be the test's witness.
        #[cfg(test)]
        tests::WITNESS.with(|w| w.set(None));
        let mut len = 0;
        for var in 0..VARS {
            if self.value[var] == TRUE && self.level[var] > 0 {
                self.learnt[len] = (2 * var + 1) as u16;
                len += 1;
            }
        }
        self.backtrack(0);
        if len == 0 {
            return Ok(false);
        }
        if !self.clauses.fits(len) && !self.clean(true) {
            return Ok(false);
        }
        if len >= 2 && !self.clauses.fits(len) {
            // The store is full of blocking clauses: leave the rest to the
            // search.
            return Err(Cut::OutOfBudget);
        }
        Ok(self.add_at_root(len, KEEP))
    }

    fn solution(&self) -> Digits {
        let mut digits = [0u8; CELLS];
        for (cell, digit) in digits.iter_mut().enumerate() {
            let var = 9 * cell
                + (0..9)
                    .find(|&d| self.value[9 * cell + d] == TRUE)
                    .unwrap_or(0);
            *digit = (var % 9 + 1) as u8;
        }
        digits
    }
}

/// Whether a group has exactly two open variables (a bit trick: the
/// learner is built for the baseline, which has no popcount instruction).
fn two_open(open: u16) -> bool {
    let rest = open & open.wrapping_sub(1);
    rest != 0 && rest & (rest - 1) == 0
}

/// Whether `lit` is true, false or open under `value`.
fn state_of(value: &[u8; VARS], lit: u16) -> Fixed {
    match value[(lit >> 1) as usize] {
        UNSET => Fixed::Open,
        v if (v == TRUE) == (lit & 1 == 0) => Fixed::True,
        _ => Fixed::False,
    }
}

/// Calls `each` with the variables (other than `var`) of the constraint,
/// `reason`, that set `var`: a free function, so that a caller may lend
/// the learner's other fields to `each`.
fn antecedents(reason: Reason, clauses: &Clauses, var: usize, mut each: impl FnMut(usize)) {
    match reason {
        Reason::Pair(packed, other) => {
            // The two cells' other seven digits each.
            let (first, second) = (packed as usize >> 7 & 15, packed as usize >> 11);
            for cell in [packed as usize & 127, other as usize] {
                for digit in (0..9).filter(|&d| d != first && d != second) {
                    each(9 * cell + digit);
                }
            }
        }
        Reason::Free => {}
        Reason::Peer(other) => each(other as usize),
        Reason::Single(group) => MEMBERS[group as usize]
            .iter()
            .filter(|&&v| v as usize != var)
            .for_each(|&v| each(v as usize)),
        Reason::Clause(clause) => clauses
            .literals(clause as usize)
            .iter()
            .filter(|&&l| (l >> 1) as usize != var)
            .for_each(|&l| each((l >> 1) as usize)),
        Reason::Locked(group, segment) => {
            let mut outside = !locked::segment_slots(group as usize, segment) & 0x1ff;
            while outside != 0 {
                each(MEMBERS[group as usize][outside.trailing_zeros() as usize] as usize);
                outside &= outside - 1;
            }
        }
    }
}

/// Conflicts until the next restart: a probe's while any are left, else
/// the Luby length of restart number `restart`.
fn descent(probes: u32, restart: u32) -> u64 {
    if probes > 0 {
        PROBE_UNIT
    } else {
        RESTART_UNIT * luby(restart)
    }
}

/// The Luby sequence 1, 1, 2, 1, 1, 2, 4, ...: restart intervals that waste
/// at most a log factor against the best fixed interval.
fn luby(mut i: u32) -> u64 {
    let mut size = 1u64;
    let mut seq = 0u32;
    while size < u64::from(i) + 1 {
        seq += 1;
        size = 2 * size + 1;
    }
    while size - 1 != u64::from(i) {
        size = (size - 1) / 2;
        seq -= 1;
        i %= size as u32;
    }
    1 << seq
}

#[cfg(test)]
mod tests;
