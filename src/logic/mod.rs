//! The logic solver: human techniques applied easiest first, the way
//! Sudoku Explainer rates a puzzle, separate from the search engine (which
//! it asks only for the solution, to refuse boards without exactly one and
//! to guess when no technique applies). One file per family of techniques;
//! `implications` is the engine every chain shares.

mod chains;
mod describe;
mod exclusion;
mod fish;
pub mod grid;
mod implications;
mod intersections;
mod singles;
pub mod step;
mod strong_links;
mod subsets;
pub mod technique;
mod uniqueness;
mod wings;

use crate::board::{Digits, CELLS};
pub use grid::Grid;
pub use step::Step;
pub use technique::Technique;

type Finder = fn(&Grid) -> Option<Step>;

/// Every technique in the order Sudoku Explainer (Sukaku Explainer's
/// default set) asks them; the first that finds a step makes it. Mostly
/// by rating, not strictly: the order is what the published ratings mean.
const FINDERS: &[Finder] = &[
    singles::full_house,
    |g| singles::hidden_single(g, true),
    |g| singles::hidden_single(g, false),
    |g| intersections::locked_candidates(g, true, true),
    |g| intersections::locked_candidates(g, false, true),
    |g| subsets::hidden_set(g, 2, true),
    singles::naked_single,
    |g| subsets::hidden_set(g, 3, true),
    |g| intersections::locked_candidates(g, true, false),
    |g| intersections::locked_candidates(g, false, false),
    |g| subsets::naked_set(g, 2),
    |g| fish::fish(g, 2),
    |g| subsets::hidden_set(g, 2, false),
    |g| subsets::naked_set(g, 3),
    |g| fish::fish(g, 3),
    |g| subsets::hidden_set(g, 3, false),
    |g| strong_links::strong_links(g, 2),
    |g| wings::wing(g, 3, Technique::XyWing),
    |g| wings::wing(g, 3, Technique::XyzWing),
    uniqueness::unique_rectangle,
    |g| subsets::naked_set(g, 4),
    |g| fish::fish(g, 4),
    |g| subsets::hidden_set(g, 4, false),
    |g| strong_links::strong_links(g, 3),
    |g| wings::wing(g, 4, Technique::WxyzWing),
    uniqueness::bug,
    |g| strong_links::strong_links(g, 4),
    |g| wings::wing(g, 5, Technique::VwxyzWing),
    exclusion::aligned_pair_exclusion,
    |g| wings::wing(g, 6, Technique::UvwxyzWing),
    chains::forcing_chains_and_cycles,
    chains::nishio,
    chains::static_multiple,
    chains::dynamic_multiple,
    chains::dynamic_plus,
];

/// The next step from `grid`: the first technique (in rating order) that
/// finds one. `None` when none does (the grid is solved, or needs more
/// than the techniques built here).
pub fn next_step(grid: &Grid) -> Option<Step> {
    FINDERS.iter().find_map(|find| find(grid))
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
    while !grid.is_solved() {
        let step = next_step(&grid)
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
    /// The hardest step's technique (the first, if several tie).
    pub hardest: Technique,
}

/// Rates the puzzle `givens` whose (unique) solution is `solution`.
pub fn rate(givens: &Digits, solution: &Digits) -> Rating {
    let mut rating = Rating {
        level: technique::EASY,
        se: 0.0,
        score: 0,
        steps: 0,
        hardest: Technique::FullHouse,
    };
    let Some(grid) = Grid::from_givens(givens) else {
        return rating;
    };
    let mut hardest = 0u8;
    walk(grid, solution, |step, _| {
        rating.steps += 1;
        rating.score += step.technique.score();
        rating.level = rating.level.max(step.technique.level());
        if step.difficulty > hardest {
            hardest = step.difficulty;
            rating.hardest = step.technique;
        }
    });
    rating.se = hardest as f32 / 10.0;
    rating
}

pub use describe::describe;
