//! The logic solver: human techniques applied easiest first, the way
//! Sudoku Explainer rates a puzzle, separate from the search engine (which
//! it asks only for the solution, to refuse boards without exactly one and
//! to guess when no technique applies). One file per family of techniques;
//! `implications` is the engine every chain shares.

mod bug;
mod chains;
mod describe;
mod exclusion;
mod fish;
pub mod grid;
mod implications;
mod intersections;
mod reach;
mod singles;
pub mod step;
mod strong_links;
mod subsets;
pub mod technique;
mod uniqueness;
mod w_wing;
mod wings;

use crate::board::{Digits, CELLS};
pub use grid::Grid;
pub use step::Step;
pub use technique::Technique;

type Finder = fn(&Grid, &mut Scratch) -> Option<Step>;
pub use chains::Scratch;

/// Every technique in the order Sudoku Explainer (Sukaku Explainer's
/// default set) asks them; the first that finds a step makes it. Mostly
/// by rating, not strictly: the order is what the published ratings mean.
/// Each finder is listed with its easiest technique (the lowest rating and
/// level it can report), so a bounded rating can stop early.
const FINDERS: &[(Technique, Finder)] = &[
    (Technique::FullHouse, |g, _| singles::full_house(g)),
    (Technique::HiddenSingleBox, |g, _| {
        singles::hidden_single(g, true)
    }),
    (Technique::HiddenSingleLine, |g, _| {
        singles::hidden_single(g, false)
    }),
    (Technique::DirectPointing, |g, _| {
        intersections::locked_candidates(g, true, true)
    }),
    (Technique::DirectClaiming, |g, _| {
        intersections::locked_candidates(g, false, true)
    }),
    (Technique::DirectHiddenPair, |g, _| {
        subsets::hidden_set(g, 2, true)
    }),
    (Technique::NakedSingle, |g, _| singles::naked_single(g)),
    (Technique::DirectHiddenTriple, |g, _| {
        subsets::hidden_set(g, 3, true)
    }),
    (Technique::Pointing, |g, _| {
        intersections::locked_candidates(g, true, false)
    }),
    (Technique::Claiming, |g, _| {
        intersections::locked_candidates(g, false, false)
    }),
    (Technique::NakedPair, |g, _| subsets::naked_set(g, 2)),
    (Technique::XWing, |g, _| fish::fish(g, 2)),
    (Technique::HiddenPair, |g, _| {
        subsets::hidden_set(g, 2, false)
    }),
    (Technique::NakedTriple, |g, _| subsets::naked_set(g, 3)),
    (Technique::Swordfish, |g, _| fish::fish(g, 3)),
    (Technique::HiddenTriple, |g, _| {
        subsets::hidden_set(g, 3, false)
    }),
    (Technique::StrongLinks, |g, _| {
        strong_links::strong_links(g, 2)
    }),
    (Technique::XyWing, |g, _| {
        wings::wing(g, 3, Technique::XyWing)
    }),
    (Technique::XyzWing, |g, _| {
        wings::wing(g, 3, Technique::XyzWing)
    }),
    (Technique::WWing, |g, _| w_wing::w_wing(g)),
    (Technique::UniqueRectangle, |g, _| {
        uniqueness::unique_rectangle(g)
    }),
    (Technique::NakedQuad, |g, _| subsets::naked_set(g, 4)),
    (Technique::Jellyfish, |g, _| fish::fish(g, 4)),
    (Technique::HiddenQuad, |g, _| {
        subsets::hidden_set(g, 4, false)
    }),
    (Technique::StrongLinks, |g, _| {
        strong_links::strong_links(g, 3)
    }),
    (Technique::WxyzWing, |g, _| {
        wings::wing(g, 4, Technique::WxyzWing)
    }),
    (Technique::Bug, |g, _| bug::bug(g)),
    (Technique::StrongLinks, |g, _| {
        strong_links::strong_links(g, 4)
    }),
    (Technique::VwxyzWing, |g, _| {
        wings::wing(g, 5, Technique::VwxyzWing)
    }),
    (Technique::AlignedPairExclusion, |g, _| {
        exclusion::aligned_pair_exclusion(g)
    }),
    (Technique::UvwxyzWing, |g, _| {
        wings::wing(g, 6, Technique::UvwxyzWing)
    }),
    (Technique::XCycle, chains::forcing_chains_and_cycles),
    (Technique::Nishio, chains::nishio),
    (Technique::CellForcingChains, chains::static_multiple),
    (Technique::DynamicForcingChains, chains::dynamic_multiple),
    (Technique::DynamicForcingChainsPlus, chains::dynamic_plus),
];

/// Techniques Sudoku Explainer's rules name but its default set leaves
/// out (its W-Wing is commented out). The path a rating sums up keeps to
/// SE's set, so its numbers stay on SE's scale; a hint may use these, as
/// they are often the easiest step a player can take.
const HINT_ONLY: &[Technique] = &[Technique::WWing];

/// The next step from `grid` on the rating's path: the first technique
/// (in rating order) that finds one. `None` when none does (the grid is
/// solved, or needs more than the techniques built here).
#[cfg(test)]
pub fn next_step(grid: &Grid) -> Option<Step> {
    next_step_with(grid, &mut Scratch::new())
}

fn next_step_with(grid: &Grid, scratch: &mut Scratch) -> Option<Step> {
    FINDERS
        .iter()
        .filter(|(t, _)| !HINT_ONLY.contains(t))
        .find_map(|(_, find)| find(grid, scratch))
}

/// The easiest step a player can take from `grid`: the first technique in
/// rating order that finds one, the techniques of `HINT_ONLY` included.
pub fn hint_step(grid: &Grid) -> Option<Step> {
    let mut scratch = Scratch::new();
    FINDERS
        .iter()
        .find_map(|(_, find)| find(grid, &mut scratch))
}

/// Like `next_step`, but tries no finder whose easiest step is rated above
/// `max_tenths` or at a level above `max_level`.
fn next_step_within(
    grid: &Grid,
    max_tenths: u8,
    max_level: u32,
    scratch: &mut Scratch,
) -> Option<Step> {
    FINDERS
        .iter()
        .take_while(|(t, _)| t.difficulty() <= max_tenths && t.level() <= max_level)
        .filter(|(t, _)| !HINT_ONLY.contains(t))
        .find_map(|(_, find)| find(grid, scratch))
}

/// A guess: the solution's digit in the first empty cell with the fewest
/// candidates. Flagged as `Technique::Guess`.
pub fn guess(grid: &Grid, solution: &Digits) -> Option<Step> {
    let cell = (0..CELLS)
        .filter(|&c| grid.value(c) == 0)
        .min_by_key(|&c| grid.cands(c).count_ones())?;
    let mut step = Step::new(Technique::Guess);
    step.placed[cell] = solution[cell];
    step.mark(cell, grid.cands(cell));
    Some(step)
}

/// Walks the easiest-first path from `grid` to the solution, calling
/// `visit` with each step. Guesses (from `solution`) only where no
/// technique applies.
pub fn walk(mut grid: Grid, solution: &Digits, mut visit: impl FnMut(&Step, &Grid)) {
    let mut scratch = Scratch::new();
    while !grid.is_solved() {
        let step = next_step_with(&grid, &mut scratch)
            .filter(|s| !s.is_empty())
            .or_else(|| guess(&grid, solution));
        let Some(step) = step else { return };
        step.apply(&mut grid);
        visit(&step, &grid);
    }
}

/// What a path says about a puzzle's difficulty.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// `SUDOKU_LEVEL_*` of the hardest step.
    pub level: u32,
    /// Sudoku Explainer's scale: the hardest step's rating.
    pub se: f32,
    /// The sum of the steps' scores.
    pub score: u32,
    pub steps: u32,
    /// The hardest step's technique (the first, if several tie); `None`
    /// for a board with every cell given.
    pub hardest: Option<Technique>,
}

/// Rates the puzzle `givens` whose (unique) solution is `solution`.
pub fn rate(givens: &Digits, solution: &Digits) -> Rating {
    rate_within(givens, solution, u8::MAX, technique::EXTREME).expect("no bound")
}

/// Like `rate`, but `None` as soon as a step is rated above `max_tenths`
/// or its level above `max_level` (the rest of the path is not walked).
pub fn rate_within(
    givens: &Digits,
    solution: &Digits,
    max_tenths: u8,
    max_level: u32,
) -> Option<Rating> {
    let mut rating = Rating {
        level: technique::EASY,
        se: 0.0,
        score: 0,
        steps: 0,
        hardest: None,
    };
    let mut grid = Grid::from_givens(givens)?;
    let mut hardest = 0u8;
    let mut scratch = Scratch::new();
    while !grid.is_solved() {
        let step = next_step_within(&grid, max_tenths, max_level, &mut scratch)
            .filter(|s| !s.is_empty())
            .or_else(|| guess(&grid, solution))?;
        if step.difficulty > max_tenths || step.technique.level() > max_level {
            return None;
        }
        step.apply(&mut grid);
        rating.steps += 1;
        rating.score += step.technique.score();
        rating.level = rating.level.max(step.technique.level());
        if step.difficulty > hardest {
            hardest = step.difficulty;
            rating.hardest = Some(step.technique);
        }
    }
    rating.se = hardest as f32 / 10.0;
    Some(rating)
}

pub use describe::describe;
