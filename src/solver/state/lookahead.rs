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

/// Where `next_choice` goes on from: the next cell, then the digits of
/// unit `unit - 1` still to try (units from 1, so that 0 means none yet).
#[derive(Default)]
struct Cursor {
    cell: usize,
    unit: usize,
    digits: u16,
}

/// The outcome of probing a state.
pub(in crate::solver) enum Lookahead {
    Contradiction,
    Solved,
    Branch(Choice),
}

impl State {
    #[inline(always)]
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
            // One probe site for every choice (each inlined copy of a probe
            // is two whole propagations).
            let mut cursor = Cursor::default();
            while let Some((a, b)) = self.next_choice(&mut cursor) {
                match self.probe(a, b) {
                    Probe::Contradiction => return Lookahead::Contradiction,
                    Probe::Forced => continue 'again,
                    Probe::Open(score) if score > best_score => {
                        (best, best_score) = (Some(Choice::cell(a.0, a.1)), score)
                    }
                    Probe::Open(_) => {}
                }
            }
            return Lookahead::Branch(match best {
                Some(choice) => choice,
                None => self.choose(),
            });
        }
    }

    /// The next two-way choice after `cursor`, as its two sides (a cell and
    /// a digit bit each): first every cell with two candidates (its smaller
    /// digit, then its larger), then every digit with two undecided places
    /// in a unit (its first place, then its second), units in `UNITS`
    /// order. `None` when there is none left.
    #[inline(always)]
    fn next_choice(&self, cursor: &mut Cursor) -> Option<((usize, u16), (usize, u16))> {
        while cursor.cell < CELLS {
            let cell = cursor.cell;
            cursor.cell += 1;
            let m = self.candidates(cell);
            if !self.is_placed(cell) && m.count_ones() == 2 {
                let low = m & m.wrapping_neg();
                return Some(((cell, low), (cell, m & !low)));
            }
        }
        loop {
            while cursor.digits != 0 {
                let bit = cursor.digits & cursor.digits.wrapping_neg();
                cursor.digits &= cursor.digits - 1;
                // A plain loop: an iterator chain here was compiled outside
                // the fast build (see `isa`).
                let mut places = [0usize; 2];
                let mut found = 0;
                for &c in &UNITS[cursor.unit - 1] {
                    let c = c as usize;
                    if !self.is_placed(c) && self.candidates(c) & bit != 0 {
                        places[found] = c;
                        found += 1;
                        if found == 2 {
                            break;
                        }
                    }
                }
                if found == 2 {
                    return Some(((places[0], bit), (places[1], bit)));
                }
            }
            if cursor.unit == UNITS.len() {
                return None;
            }
            cursor.digits = self.two_place_digits(&UNITS[cursor.unit]);
            cursor.unit += 1;
        }
    }

    /// Tries both sides of a two-way choice (each a cell and a digit bit).
    /// When exactly one side fails, the other is applied to `self`.
    #[inline(always)]
    fn probe(&mut self, a: (usize, u16), b: (usize, u16)) -> Probe {
        let sides = [a, b];
        let mut with = [*self, *self];
        let mut holds = [false; 2];
        // A loop, not two calls: one inlined propagation for both sides.
        for k in 0..2 {
            holds[k] = with[k].assign(sides[k].0, sides[k].1);
        }
        match holds {
            [false, false] => Probe::Contradiction,
            [true, false] => {
                *self = with[0];
                Probe::Forced
            }
            [false, true] => {
                *self = with[1];
                Probe::Forced
            }
            [true, true] => {
                let base = self.placed_count();
                let decided = [with[0].placed_count(), with[1].placed_count()];
                Probe::Open((decided[0] - base + 1) * (decided[1] - base + 1))
            }
        }
    }

    /// The digits with exactly two undecided places left in `unit`.
    #[inline(always)]
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
