//! How much a plain search has to guess to settle a puzzle: the generator's
//! cheap first look at how hard a puzzle is before the costly rating (see
//! `generate::by_difficulty`). A puzzle that propagation and a couple of
//! guesses settle is rarely one a person needs the hardest techniques for.

use super::plain::{walk, Walk};
use super::state::State;
use crate::board::Digits;

/// The most branches `branches_with` counts: past a few, the count says
/// nothing more to the generator.
pub const MOST: u32 = 8;

/// The branches a depth-first search (the engine's choice of cell, smallest
/// digit first, full propagation) takes to find every solution of `givens`,
/// counting at most to `cap` (itself at most `MOST`).
///
/// The count depends on the engine's propagation and choice of cell, as the
/// generator's grids do: the committed table of seeds catches a change.
#[inline(always)]
pub(super) fn branches_with(givens: &Digits, cap: u32) -> u32 {
    let cap = cap.min(MOST);
    let Ok(Some(root)) = State::from_givens(givens) else {
        return 0;
    };
    match walk::<{ MOST as usize }>(&root, cap, false, true) {
        Walk::Exhausted(branches) => branches,
        Walk::OutOfBranches => cap,
        Walk::Solved => unreachable!("the walk goes past every solution"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digits(text: &str) -> Digits {
        *crate::check(text.as_bytes().try_into().unwrap())
            .unwrap()
            .digits()
    }

    /// The puzzles of tests/data/se_sample.txt with their published ratings.
    fn sample() -> Vec<(Digits, f32)> {
        include_str!("../../tests/data/se_sample.txt")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
            .map(|l| {
                let (puzzle, se) = l.split_once(' ').unwrap();
                (digits(puzzle), se.parse().unwrap())
            })
            .collect()
    }

    /// No branch exactly when propagation alone solves the puzzle; a cap
    /// cuts the count and changes nothing below it.
    #[test]
    fn branches_are_counted_up_to_the_cap() {
        let mut hard = 0;
        for (puzzle, se) in sample() {
            let most = branches_with(&puzzle, MOST);
            let solved = State::from_givens(&puzzle).unwrap().unwrap().is_solved();
            assert_eq!(most == 0, solved, "{puzzle:?}");
            for cap in 0..=MOST {
                assert_eq!(branches_with(&puzzle, cap), most.min(cap), "{puzzle:?}");
            }
            assert_eq!(branches_with(&puzzle, MOST + 5), most);
            // What the generator counts on: the hard puzzles need a branch.
            if se >= 7.0 {
                assert!(most >= 1, "{puzzle:?} rated {se}");
                hard += 1;
            }
        }
        assert!(hard >= 40, "{hard}");
    }

    /// Known counts: a singles puzzle needs none, and Arto Inkala's 2012
    /// puzzle (SE 10.5) more than the counter goes.
    #[test]
    fn known_counts() {
        let easy = digits(
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        );
        assert_eq!(branches_with(&easy, MOST), 0);
        let inkala = digits(
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        );
        assert_eq!(branches_with(&inkala, MOST), MOST);
    }
}
