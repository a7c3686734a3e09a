//! libsudoku: a 9x9 Sudoku engine with a C ABI.
//!
//! The safe Rust core (`board`, `validity`, `solver`) knows nothing of C; the
//! `ffi` module is the thin `extern "C"` layer over the functions below, so
//! the engine can be replaced without touching the ABI.
//!
//! Every function takes the 81-byte board described in [`board`], never
//! allocates while solving, and keeps no global mutable state.

#![deny(clippy::undocumented_unsafe_blocks)]

pub mod batch;
pub mod board;
pub mod error;
pub mod ffi;
pub mod generate;
mod geometry;
mod logic;
mod rng;
mod solver;
pub mod stats;
pub mod symmetry;
mod validity;

#[cfg(feature = "fault-injection")]
pub mod fault;

pub use board::{Board, Style, CELLS};
pub use error::{BadCell, Conflict, Error, Unit};
pub use generate::{generate, GenerateOptions};
pub use logic::{describe, Rating, Step, Technique};
pub use symmetry::Symmetry;

/// Parses a board and checks its givens for repeats.
pub fn check(bytes: &[u8; CELLS]) -> Result<Board, Error> {
    let board = parse(bytes)?;
    match validity::find_conflict(board.digits()) {
        Some(conflict) => Err(conflict.into()),
        None => Ok(board),
    }
}

fn parse(bytes: &[u8; CELLS]) -> Result<Board, Error> {
    let board = Board::parse(bytes)?;
    #[cfg(feature = "fault-injection")]
    fault::maybe_panic(fault::Point::AfterParse);
    Ok(board)
}

/// The error for givens the engine found repeating a digit: which repeat
/// comes first. (The solving functions leave the repeat check to the engine,
/// which notices repeats while reading the givens anyway, and pay for
/// finding the exact conflict only when there is one.)
fn repeats(board: &Board) -> Error {
    let conflict = validity::find_conflict(board.digits());
    debug_assert!(
        conflict.is_some(),
        "the engine and the validity check agree"
    );
    conflict.map_or(Error::NoSolution, Error::from)
}

/// True when the board is well formed and its givens repeat no digit in any
/// row, column or box (LeetCode 36). Says nothing about solvability.
pub fn is_valid(bytes: &[u8; CELLS]) -> bool {
    check(bytes).is_ok()
}

/// Fills every empty cell with the lexicographically smallest solution, in
/// the board's style. On error the board is left exactly as it was.
pub fn solve(bytes: &mut [u8; CELLS]) -> Result<(), Error> {
    fill_with(bytes, solver::canonical_solution)
}

/// Like [`solve`], but a board with several solutions gets whichever the
/// engine finds first (unspecified, and free to change between versions):
/// the fastest path, for callers who do not care which.
pub fn solve_any(bytes: &mut [u8; CELLS]) -> Result<(), Error> {
    fill_with(bytes, solver::any_solution)
}

/// Parses `bytes`, asks `engine` for a solution of the givens and fills the
/// empty cells with it.
fn fill_with(
    bytes: &mut [u8; CELLS],
    engine: fn(&board::Digits) -> Result<Option<board::Digits>, solver::Repeats>,
) -> Result<(), Error> {
    let board = parse(bytes)?;
    let solution = engine(board.digits())
        .map_err(|_| repeats(&board))?
        .ok_or(Error::NoSolution)?;
    board.fill(&solution, bytes);
    #[cfg(feature = "fault-injection")]
    fault::maybe_panic(fault::Point::AfterFill);
    Ok(())
}

/// Counts the board's solutions, stopping at `limit` (so the result is at
/// most `limit`; 0 for a valid board with no solution).
pub fn count_solutions(bytes: &[u8; CELLS], limit: u32) -> Result<u32, Error> {
    let board = parse(bytes)?;
    solver::count_solutions(board.digits(), limit).map_err(|_| repeats(&board))
}

/// Which candidates `candidates` lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CandidateKind {
    /// What a player pencils in: the digits no given in the cell's row,
    /// column or box holds.
    Basic,
    /// The digits the cell holds in at least one solution.
    Solutions,
}

/// Per cell, the candidate digits (bit `d - 1` for digit `d`) of an empty
/// cell, 0 for a given. With `Solutions`, all 0 when there is no solution.
pub fn candidates(bytes: &[u8; CELLS], kind: CandidateKind) -> Result<[u16; CELLS], Error> {
    let board = check(bytes)?;
    let digits = board.digits();
    match kind {
        CandidateKind::Basic => Ok(std::array::from_fn(|cell| {
            if digits[cell] != 0 {
                return 0;
            }
            use geometry::{box_of, col_of, row_of, UNITS};
            let units = [row_of(cell), 9 + col_of(cell), 18 + box_of(cell)];
            let seen = units
                .iter()
                .flat_map(|&unit| UNITS[unit])
                .fold(0u16, |seen, peer| match digits[peer as usize] {
                    0 => seen,
                    digit => seen | 1 << (digit - 1),
                });
            !seen & 0x1FF
        })),
        CandidateKind::Solutions => solver::true_candidates(digits).map_err(|_| repeats(&board)),
    }
}

/// The first `limit` solutions in lexicographic order (the first is
/// `solve`'s answer), each the whole board in the board's style.
pub fn solutions(bytes: &[u8; CELLS], limit: u32) -> Result<Vec<[u8; CELLS]>, Error> {
    let board = parse(bytes)?;
    let found = solver::solutions(board.digits(), limit).map_err(|_| repeats(&board))?;
    // In place: the list is held once, whatever its length.
    Ok(found
        .into_iter()
        .map(|solution| {
            let mut out = *bytes;
            board.fill(&solution, &mut out);
            out
        })
        .collect())
}

/// The board's only solution: `NoSolution` when it has none, `NotUnique`
/// when it has several.
fn unique_solution(board: &Board) -> Result<board::Digits, Error> {
    let found = solver::solutions(board.digits(), 2).map_err(|_| repeats(board))?;
    match found.as_slice() {
        [] => Err(Error::NoSolution),
        [one] => Ok(*one),
        _ => Err(Error::NotUnique),
    }
}

/// Rates a puzzle on the Sudoku Explainer scale by solving it with human
/// techniques, easiest first (see [`logic`]). The board must have exactly
/// one solution.
pub fn rate(bytes: &[u8; CELLS]) -> Result<Rating, Error> {
    let board = check(bytes)?;
    let solution = unique_solution(&board)?;
    Ok(logic::rate(board.digits(), &solution))
}

/// The whole easiest-first path from the givens to the solution, a step at
/// a time. The board must have exactly one solution.
pub fn explain(bytes: &[u8; CELLS]) -> Result<Vec<Step>, Error> {
    let board = check(bytes)?;
    let solution = unique_solution(&board)?;
    let grid = logic::Grid::from_givens(board.digits()).ok_or(Error::NoSolution)?;
    let mut steps = Vec::new();
    logic::walk(grid, &solution, |step, _| steps.push(*step));
    Ok(steps)
}

/// The next step from where a player is: from the givens with every
/// candidate (`marks` `None`), or from the player's pencil marks (81 masks,
/// bit `d - 1` for digit `d`, as [`candidates`] writes them; a mark a given
/// rules out is ignored). `None` when every cell is given. The board must
/// have exactly one solution; marks that rule out a cell's solution digit
/// are `NoSolution` (no step from there can be sound). The step may be a
/// W-Wing, which [`explain`] and [`rate`] leave out to stay on Sudoku
/// Explainer's scale (its default set does not have it).
pub fn hint(bytes: &[u8; CELLS], marks: Option<&[u16; CELLS]>) -> Result<Option<Step>, Error> {
    let board = check(bytes)?;
    let solution = unique_solution(&board)?;
    let grid = match marks {
        Some(marks) => logic::Grid::from_marks(board.digits(), marks),
        None => logic::Grid::from_givens(board.digits()),
    }
    .ok_or(Error::NoSolution)?;
    if (0..CELLS).any(|c| grid.value(c) == 0 && grid.cands(c) & logic::grid::bit(solution[c]) == 0)
    {
        return Err(Error::NoSolution);
    }
    if grid.is_solved() {
        return Ok(None);
    }
    Ok(logic::hint_step(&grid)
        .filter(|step| !step.is_empty())
        .or_else(|| logic::guess(&grid, &solution)))
}
