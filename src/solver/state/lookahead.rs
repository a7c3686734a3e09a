//! Lookahead (failed-literal probing): both sides of every two-way choice
//! are tried and propagated; a side that fails forces the other. The search
//! uses it on the rare boards its quick round does not settle.

use super::Choice;
use super::State;
use crate::board::CELLS;
use crate::geometry::UNITS;

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
pub(in crate::solver) enum Lookahead {
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
    ///
    /// Inlined like everything below the entry points, so that it and the
    /// propagation inside it run in the AVX2 build where the CPU has it.
    #[inline(always)]
    pub(in crate::solver) fn lookahead(&mut self) -> Lookahead {
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
                    // A plain loop: an iterator chain here was compiled
                    // outside the fast build (see `isa`).
                    let mut places = [0usize; 2];
                    let mut found = 0;
                    for &c in unit {
                        let c = c as usize;
                        if !self.is_placed(c) && self.candidates(c) & bit != 0 {
                            places[found] = c;
                            found += 1;
                            if found == 2 {
                                break;
                            }
                        }
                    }
                    if found < 2 {
                        continue;
                    }
                    let [first, second] = places;
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
            return Lookahead::Branch(match best {
                Some(choice) => choice,
                None => self.choose(),
            });
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
