//! The canonical answer's questions ("is there a solution with a smaller
//! digit in this cell, the cells before it fixed?") on one learner kept
//! from question to question, for those a short search leaves open. What
//! one question's conflicts taught serves the next, no question pays a
//! fresh learner's set-up: a fuzzer board's question that took fresh
//! learners 0.84 ms took this one 6 conflicts and 64 µs (with the
//! witness's phases then; docs/engine.md). The phases start true (a
//! decision places a digit) and are then the ones the last descents
//! saved, not the witness's: decisions steered back to the witness kept a
//! refutation circling it, and 155 of 4,194 fuzz, known and sparse boards
//! took over 1 ms where 23 do now.
//!
//! A question the learner has spent `SEARCH_AFTER` conflicts on also goes
//! to a search (`middle`), without leaving the learner's path; and the
//! question after one that search settled goes to it first, right after
//! the glance. Long refutations come in runs: the slowest known board's
//! r1c1 refutes the 1 and then the 3, each 60 conflicts and a search
//! (docs/engine.md, "The next question searched first"). A search that
//! comes up empty sends the next question back to the learner, so at most
//! one search is lost for each one that settled.
//!
//! A question asks for the cell's smallest candidate below the witness's
//! digit, alone: a yes settles the cell at once (no closing "no" over the
//! digits left), a no takes that digit out and the next is asked. Over
//! 14,729 sparse boards held out from the choice this took 7-12% less time
//! than asking for any smaller digit at once, and left 6 boards over 1 ms
//! where that left 16 (docs/engine.md, "The smallest digit first"). The
//! digit is an assumption of level 1, so the clauses learnt under it name
//! it and stay true for the questions after; a refuted digit and a settled
//! cell's digit become facts of level 0, since every later question keeps
//! them.

use super::super::state::State;
use super::{luby, Learner, Reason, FALSE, RESTART_UNIT, TRUE, VARS};
use crate::board::{Digits, CELLS};
use crate::rng::Rng;

/// Conflicts for all the questions of one answer, and for any one of
/// them, after which the caller's searches go on from the open question.
/// Most boards' questions take a few dozen; the first open question of a
/// family of 16- to 19-given fuzzer boards (`........8....65234....`) ran
/// all 1,000 out from one order (5 ms for `sudoku_solve`), and one order
/// is what `RESCATTER` changes (docs/engine.md).
pub(in super::super) const QUESTION_CONFLICTS: u64 = 1000;
/// The most of `QUESTION_CONFLICTS` any one question gets.
pub(in super::super) const ONE_QUESTION_CONFLICTS: u64 = 300;

/// Conflicts into one question after which the learner draws a new
/// scattered order and goes back to the question's level, keeping its
/// clauses (`FIRST_RESCATTER`, then every `RESCATTER` more). A long
/// question is mostly a bad order: over 100 first orders, the first
/// question of `............35..64...` and its relatives took 14 to 24
/// conflicts at the median but 150 to 460 from one order in twenty, and a
/// fuzzer breeds boards that fall in the built-in order's tail. A new
/// order also throws away the activities of a refutation that is long
/// from any order (the `....5...9` boards' hard question: 30 to 180 over
/// 40 orders; MiniSat, Glucose and CaDiCaL took 105 to 332 on four of
/// them), so the later ones come less often. At 40 and 100 rather than
/// 150 and 150, two fuzz corpora took half the conflicts or less, the
/// most in one call 220 and 162 where it was 311 and 317 (docs/engine.md,
/// "An earlier new order").
/// The phases start over then as "take the candidate out": a question
/// still open after this many is most likely a no, which descents that
/// place digits keep circling (docs/engine.md, "An Intel Xeon with
/// AVX-512").
const FIRST_RESCATTER: u64 = 40;
const RESCATTER: u64 = 100;

/// Conflicts into one question after which a search gets it once
/// (`middle`: a few hundred branches of the heuristic order) while the
/// learner waits where it is. Some questions are long refutations from any
/// order (the `....5...9` boards' "a 1 in r1c1?": 155 to 197 conflicts
/// here, 82 to 229 for MiniSat, Glucose and CaDiCaL) that the search
/// settles in 250 to 870 branches, at about a twelfth of a conflict's cost
/// a branch. At 60, past the first new order (`FIRST_RESCATTER`) that
/// settles most questions a bad order made long, over 14,747 fuzz-found
/// and slow boards `sudoku_solve` took the same time in all and left 8
/// over 1 ms where it left 40; at 40, the searches that ran out on those
/// questions cost 6-16% more in all (docs/engine.md, "A search for the
/// long questions").
const SEARCH_AFTER: u64 = 60;

/// The questions' learner's scattered orders' seed (the first order, then
/// `QUESTIONS_SEED + spent` at each new one). Scattered orders have a
/// heavy tail and a seed decides where a hard question falls in it: over
/// 7,445 fuzz, known, mutated and random boards, `sudoku_solve`'s
/// questions took 26,785 conflicts in all from seed 9 (`run`'s learners'),
/// 51 of them over 150, and 12,780-19,709 from seeds 10 to 20, 0-15 over
/// 150; this one left no board over 1 ms and the fewest over 0.5 ms (122,
/// where seed 9 left 230), and on 3,000 boards held out from the choice
/// the slowest went from 0.77 to 0.60 ms (docs/engine.md, "A longer
/// opening, another seed for the questions"). No seed protects against an
/// adversary: a fuzzer finds, within minutes, boards slow for whichever
/// seed is built in and quick for another.
const QUESTIONS_SEED: u64 = 18;

/// What one question came to.
enum Answer {
    /// A solution with the smaller digit: the new witness.
    Yes(Digits),
    /// None: the cell keeps its digit.
    No,
    OutOfBudget,
}

/// Makes `best`, one of the solutions of `state`, the lexicographically
/// smallest: each question goes first to `glance` (a short search of the
/// question's state, `Some(answer)` when it settled it), then to the
/// learner, started at the first question the glance leaves open, and
/// to `middle` (a longer search, alike) if the learner spends
/// `SEARCH_AFTER` conflicts on it, or before the learner when `middle`
/// settled the last question the glance left open. `false` when the
/// learner ran out of `conflicts` (in all) or of `each` on one
/// question: then `state` has the cells settled so far placed (and the
/// digits refuted taken out) and `best` is the smallest witness found, so
/// the caller's searches go on from the open question rather than from the
/// first cell.
#[inline(never)]
pub(in super::super) fn smallest_by_questions(
    state: &mut State,
    best: &mut Digits,
    conflicts: u64,
    each: u64,
    glance: &mut dyn FnMut(&State) -> Option<Option<Digits>>,
    middle: &mut dyn FnMut(&State) -> Option<Option<Digits>>,
) -> bool {
    let mut learner: Option<Learner> = None;
    let mut budget = conflicts;
    // Whether the last question the glance left open was settled by
    // `middle`: the next such question goes to it first.
    let mut search_first = false;
    for cell in 0..CELLS {
        if state.is_placed(cell) {
            continue;
        }
        loop {
            let smaller = state.candidates(cell) & ((1 << (best[cell] - 1)) - 1);
            if smaller == 0 {
                break;
            }
            let smallest = smaller & smaller.wrapping_neg();
            let var = 9 * cell + smallest.trailing_zeros() as usize;
            let mut trial = *state;
            // A digit whose placing fails at once is settled: a no.
            let glanced = if trial.assign(cell, smallest) {
                glance(&trial)
            } else {
                Some(None)
            };
            let searched = glanced.is_none() && search_first;
            let glanced = if searched {
                let found = middle(&trial);
                search_first = found.is_some();
                found
            } else {
                glanced
            };
            let answer = match glanced {
                Some(Some(witness)) => Answer::Yes(witness),
                Some(None) => Answer::No,
                None => {
                    if learner.is_none() {
                        // Set in place: a learner built and moved in took
                        // a second 26 KB of this frame.
                        learner = Some(Learner::EMPTY);
                        let fresh = learner.as_mut().expect("just set");
                        fresh.start(state);
                        #[cfg(test)]
                        let seed = QUESTIONS_SEED + super::tests::SEED_SHIFT.with(|s| s.get());
                        #[cfg(not(test))]
                        let seed = QUESTIONS_SEED;
                        fresh.order.scatter(&mut Rng::new(seed));
                        // A descent that places digits: on boards of a
                        // few givens most questions are a yes with no
                        // conflict, and a descent that takes candidates out
                        // one at a time paid 60-80 µs for each.
                        fresh.phase = [TRUE; VARS];
                    }
                    let learner = learner.as_mut().expect("started");
                    let mut slice = budget.min(each);
                    let granted = slice;
                    // Searched already: the learner does without.
                    let mut settled = false;
                    let answer = learner.ask(&[(2 * var) as u16], &mut slice, &mut || {
                        let found = if searched { None } else { middle(&trial) };
                        settled = found.is_some();
                        found
                    });
                    search_first = settled;
                    budget -= granted - slice;
                    answer
                }
            };
            match answer {
                Answer::Yes(witness) => {
                    *best = witness;
                    break;
                }
                Answer::No => {
                    let kept = state.eliminate(cell, smallest) && state.propagate();
                    debug_assert!(kept, "the witness is a solution of this state");
                    if let Some(learner) = learner.as_mut() {
                        learner.fix(2 * var + 1);
                    }
                }
                Answer::OutOfBudget => return false,
            }
        }
        let fixed = state.assign(cell, 1 << (best[cell] - 1));
        debug_assert!(fixed, "the witness is a solution of this state");
        if let Some(learner) = learner.as_mut() {
            learner.fix(2 * (9 * cell + best[cell] as usize - 1));
        }
    }
    true
}

impl Learner {
    /// Makes `lit` true at level 0, where the learner waits between
    /// questions: a settled cell's digit, or a digit a question refuted.
    fn fix(&mut self, lit: usize) {
        let lit = lit as u16;
        if !self.lit_true(lit) {
            self.enqueue(lit, Reason::Free);
        }
    }

    /// Whether a solution makes every literal of `assumptions` true, taking
    /// at most `budget` conflicts (what is left is written back); from
    /// level 0, and back at level 0 after. A conflict at level 1, where the
    /// assumptions are, refutes them. After `SEARCH_AFTER` conflicts,
    /// `search` gets the question once; if it settles it, that is the
    /// answer.
    fn ask(
        &mut self,
        assumptions: &[u16],
        budget: &mut u64,
        search: &mut dyn FnMut() -> Option<Option<Digits>>,
    ) -> Answer {
        let mut restart = 0;
        let mut until_restart = RESTART_UNIT;
        let granted = *budget;
        let answer = loop {
            if self.levels == 0 {
                if self.propagate().is_some() {
                    break Answer::No;
                }
                self.levels = 1;
                self.starts[0] = self.trail_len as u16;
                if assumptions.iter().any(|&lit| self.lit_false(lit)) {
                    break Answer::No;
                }
                for &lit in assumptions {
                    if !self.lit_true(lit) {
                        self.enqueue(lit, Reason::Free);
                    }
                }
            }
            if let Some(conflict) = self.propagate() {
                if self.levels <= 1 {
                    break Answer::No;
                }
                if *budget == 0 {
                    break Answer::OutOfBudget;
                }
                *budget -= 1;
                match self.learn_from(conflict) {
                    Err(_) => break Answer::OutOfBudget,
                    Ok(false) => break Answer::No,
                    Ok(true) => {}
                }
                self.order.decay();
                until_restart = until_restart.saturating_sub(1);
                let spent = granted - *budget;
                let rescatter =
                    spent >= FIRST_RESCATTER && (spent - FIRST_RESCATTER) % RESCATTER == 0;
                if rescatter && self.levels > 1 {
                    self.order.scatter(&mut Rng::new(QUESTIONS_SEED + spent));
                    self.phase = [FALSE; VARS];
                    self.backtrack(1);
                }
                if spent == SEARCH_AFTER {
                    match search() {
                        Some(Some(witness)) => break Answer::Yes(witness),
                        Some(None) => break Answer::No,
                        None => {}
                    }
                }
                continue;
            }
            if until_restart == 0 && self.levels > 1 {
                // The assumptions' level stays, and the levels above it
                // that a fresh descent would take again (`reuse`).
                let keep = self.reuse().max(1);
                self.backtrack(keep);
                restart += 1;
                until_restart = RESTART_UNIT * luby(restart);
                continue;
            }
            if !self.branch() {
                break Answer::Yes(self.solution());
            }
        };
        self.backtrack(0);
        answer
    }
}
