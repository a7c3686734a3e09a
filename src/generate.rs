//! Making puzzles: the options a caller sets, checked, turned into the
//! engine's plan, and the result written in the style asked for.

use crate::board::{Digits, Style, CELLS};
use crate::error::Error;
use crate::logic::{self, technique::EXTREME};
use crate::solver::{self, Carving, Plan};
use crate::symmetry::{Orbits, Symmetry};

/// The fewest givens any puzzle with one solution has.
pub const MIN_PROPER_GIVENS: u32 = 17;

/// Grids tried before `Error::GaveUp` when the options say 0.
pub const DEFAULT_MAX_TRIES: u32 = 1000;

/// The grids tried when `max_tries` is 0 and the options bound the
/// difficulty: about one grid in 2,000 gives a puzzle rated 9.0 or more,
/// and most grids are turned down before any rating (`fewest_branches`),
/// so tries are cheap and a rare bound needs many.
pub const DEFAULT_RATED_TRIES: u32 = 20_000;

/// What kind of puzzle to make.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GenerateOptions {
    pub symmetry: Symmetry,
    /// No given (no orbit of givens under the symmetry) can be taken out
    /// without losing uniqueness. When false, orbits whose removal would go
    /// below `min_givens` are skipped.
    pub minimal: bool,
    /// At least this many givens (0: no bound).
    pub min_givens: u32,
    /// At most this many givens (0: no bound).
    pub max_givens: u32,
    /// How the puzzle and the solution write their digits (empty cells are
    /// `'.'` in ASCII, 0 in raw).
    pub style: Style,
    /// Grids to try before giving up (0: `DEFAULT_MAX_TRIES`, or
    /// `DEFAULT_RATED_TRIES` with a bound on the difficulty).
    pub max_tries: u32,
    /// Bounds on the puzzle's level (`logic::technique::EASY` 1 to
    /// `EXTREME` 5; 0: no bound).
    pub min_level: u32,
    pub max_level: u32,
    /// Bounds on its Sudoku Explainer rating (0: no bound).
    pub min_se: f32,
    pub max_se: f32,
}

impl Default for GenerateOptions {
    fn default() -> GenerateOptions {
        GenerateOptions {
            symmetry: Symmetry::Rotate180,
            minimal: true,
            min_givens: 0,
            max_givens: 0,
            style: Style::Ascii,
            max_tries: 0,
            min_level: 0,
            max_level: 0,
            min_se: 0.0,
            max_se: 0.0,
        }
    }
}

impl GenerateOptions {
    /// The engine's plan, or `Error::Options` for bounds that cannot hold.
    /// `Err(Error::Options)` when [`generate`] would refuse these options
    /// (bounds that cannot hold), whatever the seed.
    pub fn validate(&self) -> Result<(), Error> {
        self.plan().map(|_| ())
    }

    fn plan(&self) -> Result<Plan, Error> {
        let max_givens = match self.max_givens {
            0 => CELLS as u32,
            n if n < MIN_PROPER_GIVENS => return Err(Error::Options),
            n => n.min(CELLS as u32),
        };
        if self.min_givens > max_givens {
            return Err(Error::Options);
        }
        let level = |l: u32| l <= EXTREME;
        let se = |s: f32| (0.0..=20.0).contains(&s);
        if !level(self.min_level)
            || !level(self.max_level)
            || (self.max_level != 0 && self.min_level > self.max_level)
            || !se(self.min_se)
            || !se(self.max_se)
            || (self.max_se != 0.0 && self.min_se > self.max_se)
        {
            return Err(Error::Options);
        }
        Ok(Plan {
            orbits: Orbits::of(self.symmetry),
            carving: Carving {
                minimal: self.minimal,
                min_givens: self.min_givens,
                max_givens,
            },
            tries: match self.max_tries {
                0 if self.rates() => DEFAULT_RATED_TRIES,
                0 => DEFAULT_MAX_TRIES,
                n => n,
            },
        })
    }
}

/// A puzzle with exactly one solution, and the solution, for `seed`: the
/// same seed and options give the same pair on every platform and build.
pub fn generate(seed: u64, options: &GenerateOptions) -> Result<([u8; CELLS], [u8; CELLS]), Error> {
    let plan = options.plan()?;
    let (givens, solution) = if options.rates() {
        by_difficulty(seed, options, plan).ok_or(Error::GaveUp)?
    } else {
        solver::generate(seed, &plan).ok_or(Error::GaveUp)?
    };
    Ok((
        encode(&givens, options.style),
        encode(&solution, options.style),
    ))
}

impl GenerateOptions {
    fn rates(&self) -> bool {
        self.min_level != 0 || self.max_level != 0 || self.min_se != 0.0 || self.max_se != 0.0
    }
}

/// With bounds on the difficulty, each try is one grid (from a seed made
/// of `seed` and the try's number) that must meet every bound: its puzzle
/// is rated, and the rating stops as soon as a step goes past an upper
/// bound, so the common easy puzzles cost little. For a high lower bound,
/// a puzzle a plain search settles in too few branches is turned down
/// unrated: rating the many hard-but-not-enough puzzles is where the time
/// went.
fn by_difficulty(seed: u64, options: &GenerateOptions, mut plan: Plan) -> Option<(Digits, Digits)> {
    let tries = plan.tries;
    plan.tries = 1;
    let max_level = if options.max_level == 0 {
        EXTREME
    } else {
        options.max_level
    };
    let max_tenths = if options.max_se == 0.0 {
        u8::MAX
    } else {
        (options.max_se * 10.0).round() as u8
    };
    let min_tenths = (options.min_se * 10.0).round() as u8;
    let fewest = fewest_branches(min_tenths);
    (0..tries).find_map(|k| {
        let (givens, solution) = solver::generate(try_seed(seed, k), &plan)?;
        if fewest > 0 && solver::branches(&givens, fewest) < fewest {
            return None;
        }
        let rating = logic::rate_within(&givens, &solution, max_tenths, max_level)?;
        let tenths = (rating.se * 10.0).round() as u8;
        (rating.level >= options.min_level && tenths >= min_tenths).then_some((givens, solution))
    })
}

/// The branches (`solver::branches`) a puzzle must take before it is rated
/// against a lower bound of `min_tenths` on its SE rating. Chosen on the
/// 2,021 puzzles of the SE calibration set, made by another generator: none
/// of those rated 7.0 or more by us needs no branch, and 1 of the 109 rated
/// 9.0 or more needs fewer than three (see the README for the trade).
fn fewest_branches(min_tenths: u8) -> u32 {
    match min_tenths {
        90.. => 3,
        80.. => 2,
        70.. => 1,
        _ => 0,
    }
}

/// Try `k`'s seed: `seed` itself first, then a SplitMix64 step away.
pub(crate) fn try_seed(seed: u64, k: u32) -> u64 {
    if k == 0 {
        return seed;
    }
    let mut z = seed.wrapping_add((k as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Digits as bytes of `style`, `'.'` or 0 for empty.
fn encode(digits: &Digits, style: Style) -> [u8; CELLS] {
    digits.map(|digit| match (digit, style) {
        (0, Style::Ascii) => b'.',
        (0, Style::Raw) => 0,
        (digit, style) => style.encode(digit),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_that_cannot_hold_are_refused() {
        let bad = [
            GenerateOptions {
                max_givens: 16,
                ..Default::default()
            },
            GenerateOptions {
                min_givens: 30,
                max_givens: 25,
                ..Default::default()
            },
            GenerateOptions {
                min_givens: 82,
                ..Default::default()
            },
        ];
        for options in bad {
            assert_eq!(generate(1, &options), Err(Error::Options), "{options:?}");
        }
    }

    #[test]
    fn styles() {
        let (puzzle, solution) = generate(5, &GenerateOptions::default()).unwrap();
        assert!(puzzle
            .iter()
            .all(|&b| b == b'.' || (b'1'..=b'9').contains(&b)));
        assert!(solution.iter().all(|b| (b'1'..=b'9').contains(b)));
        let raw = GenerateOptions {
            style: Style::Raw,
            ..Default::default()
        };
        let (raw_puzzle, raw_solution) = generate(5, &raw).unwrap();
        for cell in 0..CELLS {
            assert_eq!(raw_solution[cell] + b'0', solution[cell]);
            assert_eq!(
                raw_puzzle[cell],
                if puzzle[cell] == b'.' {
                    0
                } else {
                    puzzle[cell] - b'0'
                }
            );
        }
    }

    #[test]
    fn difficulty_bounds_get_more_tries_by_default() {
        let tries = |options: GenerateOptions| options.plan().unwrap().tries;
        assert_eq!(tries(GenerateOptions::default()), DEFAULT_MAX_TRIES);
        let rated = GenerateOptions {
            min_se: 9.0,
            ..Default::default()
        };
        assert_eq!(tries(rated), DEFAULT_RATED_TRIES);
        let leveled = GenerateOptions {
            max_level: 1,
            ..Default::default()
        };
        assert_eq!(tries(leveled), DEFAULT_RATED_TRIES);
        assert_eq!(
            tries(GenerateOptions {
                max_tries: 7,
                ..rated
            }),
            7
        );
    }

    /// Seed 1 finds no puzzle rated 9.0 or more in the old default of 1000
    /// tries; the default for rated bounds does.
    #[test]
    fn a_high_rating_comes_out_with_the_default_tries() {
        let options = GenerateOptions {
            min_se: 9.0,
            ..Default::default()
        };
        let few = GenerateOptions {
            max_tries: DEFAULT_MAX_TRIES,
            ..options
        };
        assert_eq!(generate(1, &few), Err(Error::GaveUp));
        let (puzzle, solution) = generate(1, &options).unwrap();
        assert!(crate::rate(&puzzle).unwrap().se >= 9.0);
        assert_eq!(crate::count_solutions(&puzzle, 2), Ok(1));
        let mut solved = puzzle;
        crate::solve(&mut solved).unwrap();
        assert_eq!(solved, solution);
    }

    #[test]
    fn fewest_branches_grow_with_the_bound() {
        let counts: Vec<u32> = [0, 69, 70, 79, 80, 89, 90, 200]
            .iter()
            .map(|&tenths| fewest_branches(tenths))
            .collect();
        assert_eq!(counts, [0, 0, 1, 1, 2, 2, 3, 3]);
    }
}
