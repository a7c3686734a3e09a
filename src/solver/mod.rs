//! The engine: counting solutions, and the canonical (lexicographically
//! smallest) answer. `state` holds a search state and its inference, `search`
//! the depth-first search over states (at most 135 branches deep: each first
//! side places a cell or fixes a digit's layout in a band or stack), `isa`
//! the choice between the portable and the AVX2 build.
//!
//! No global mutable state; the only shared data are compile-time tables.
//! The one `unsafe` is in `isa`: calling the AVX2 build after checking that
//! the CPU has what it was compiled for.

mod answers;
mod carve;
mod cpu;
mod effort;
mod grid;
mod isa;
mod learn;
mod listing;
mod plain;
mod search;
mod singles;
mod state;
mod unavoidable;

use crate::board::{Digits, CELLS};
pub use answers::Plan;
pub use carve::Carving;
pub use state::Repeats;

/// Counts the solutions of `givens`, stopping at `limit`.
pub fn count_solutions(givens: &Digits, limit: u32) -> Result<u32, Repeats> {
    isa::count_solutions(givens, limit)
}

/// Any one solution of `givens`: whichever the search meets first
/// (unspecified, and free to change with the engine).
pub fn any_solution(givens: &Digits) -> Result<Option<Digits>, Repeats> {
    isa::any_solution(givens)
}

/// The lexicographically smallest solution of `givens` (cells in row-major
/// order, smallest digit first): the answer a plain row-major DFS finds
/// first, whatever order this engine searches in.
///
/// Cost: first a search in exactly that order, with full propagation, for
/// 16 branches (`search::ROW_MAJOR_BUDGET`; 64 when 16 cells or fewer are
/// placed, a board that cannot have one solution): its first solution is
/// the answer, and no second one is needed. That settles nearly every puzzle that is not very
/// hard, boards with many solutions included (serg_benchmark: solve costs
/// 0.7x the count2 search). Past the budget, one search in the heuristic order
/// for up to two solutions, which a proper puzzle needs anyway; only a
/// board with several solutions then pays more. With 16 cells or fewer
/// placed, a second row-major search of 256 branches first; then, walking
/// the cells in order
/// with the smallest solution known so far as a witness, each cell asks "is
/// any solution with a smaller digit here?" and either gets a smaller
/// witness or proves there is none: at most one failed search per cell.
/// Every question is an ordinary search on an ever more constrained grid,
/// so this stays fast even where a row-major DFS would explode.
pub fn canonical_solution(givens: &Digits) -> Result<Option<Digits>, Repeats> {
    isa::canonical_solution(givens)
}

/// A puzzle with exactly one solution, and that solution, made from `seed`
/// as `plan` asks (see `answers::generate_with`); `None` when no try met the
/// bounds. The same seed and plan give the same puzzle on every build.
pub fn generate(seed: u64, plan: &Plan) -> Option<(Digits, Digits)> {
    isa::generate(seed, plan)
}

/// The branches a plain depth-first search takes to find every solution
/// of `givens`, counted up to `cap` (itself at most 8): see `effort`.
pub fn branches(givens: &Digits, cap: u32) -> u32 {
    isa::branches(givens, cap)
}

/// The first `limit` solutions of `givens` in lexicographic order.
pub fn solutions(givens: &Digits, limit: u32) -> Result<Vec<Digits>, Repeats> {
    let mut found = Vec::new();
    isa::solutions(givens, limit, &mut found)?;
    Ok(found)
}

/// The digits each empty cell takes in at least one solution (bit `d - 1`
/// for digit `d`; 0 for givens).
pub fn true_candidates(givens: &Digits) -> Result<[u16; CELLS], Repeats> {
    isa::true_candidates(givens)
}

#[cfg(test)]
mod tests {
    use super::answers::{
        any_solution_with, canonical_solution_with, count_solutions_with, generate_with,
    };
    use super::listing::{solutions_with, true_candidates_with};
    use super::*;
    use crate::board::CELLS;

    /// A board from text: digits given, anything else open.
    pub(super) fn parse(text: &str) -> Digits {
        let mut out = [0u8; CELLS];
        for (d, b) in out.iter_mut().zip(text.bytes()) {
            *d = if b.is_ascii_digit() { b - b'0' } else { 0 };
        }
        out
    }

    fn text(d: &Digits) -> String {
        d.iter().map(|&x| (b'0' + x) as char).collect()
    }

    /// The public functions run the fast build on this machine; the
    /// portable build (the same source without AVX2/BMI) must agree, on
    /// boards from sparse to nearly full, with one, several or no solutions.
    #[test]
    fn both_builds_agree() {
        let grid = canonical_solution(&[0; CELLS]).unwrap().unwrap();
        let mut seed = 12345u64;
        for round in 0..600 {
            let mut board = grid;
            // Relabel digits and blank a pseudo-random share of the cells,
            // sometimes writing a wrong digit (no solution, or a repeat).
            for cell in board.iter_mut() {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let r = (seed >> 33) as u32;
                *cell = match r % 100 {
                    x if x < 30 + round % 60 => 0,
                    _ if r % 997 == 0 => (r % 9) as u8 + 1,
                    _ => ((*cell as u32 + round) % 9 + 1) as u8,
                };
            }
            assert_eq!(
                count_solutions(&board, 3),
                count_solutions_with(&board, 3),
                "{round}"
            );
            assert_eq!(
                any_solution(&board).is_ok(),
                any_solution_with(&board).is_ok()
            );
            assert_eq!(
                any_solution(&board).map(|s| s.is_some()),
                any_solution_with(&board).map(|s| s.is_some())
            );
            assert_eq!(
                canonical_solution(&board),
                canonical_solution_with(&board),
                "{round}"
            );
        }
        // And boards with no solution, the hardest kind and the sparse
        // kind that needs the restarts.
        for text in [
            ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........",
            "..3..2...4...8..36..8...1...4..6..73...9.......6........4.7..686........7.....59.",
            ".....5......................1.5.....2.......554..1.......3.......................",
        ] {
            let board = parse(text);
            assert_eq!(count_solutions(&board, 2), count_solutions_with(&board, 2));
            assert_eq!(any_solution(&board), any_solution_with(&board));
            assert_eq!(canonical_solution(&board), canonical_solution_with(&board));
        }
    }

    #[test]
    fn solves_a_proper_puzzle() {
        let p = parse(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        assert_eq!(
            text(&canonical_solution(&p).unwrap().unwrap()),
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
        );
        assert_eq!(count_solutions(&p, 10), Ok(1));
    }

    #[test]
    fn empty_grid_gets_the_smallest_grid() {
        assert_eq!(
            text(&canonical_solution(&[0; CELLS]).unwrap().unwrap()),
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
        );
        assert_eq!(count_solutions(&[0; CELLS], 1000), Ok(1000));
        assert_eq!(count_solutions(&[0; CELLS], 0), Ok(0));
    }

    #[test]
    fn unsolvable_is_none_and_zero() {
        let p = parse(
            ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........",
        );
        assert_eq!(canonical_solution(&p), Ok(None));
        assert_eq!(count_solutions(&p, 2), Ok(0));
    }

    #[test]
    fn repeated_givens_are_reported() {
        let mut p = [0u8; CELLS];
        p[0] = 1;
        p[1] = 1;
        assert_eq!(count_solutions(&p, 2), Err(Repeats));
        assert_eq!(canonical_solution(&p), Err(Repeats));
        assert_eq!(any_solution(&p), Err(Repeats));
    }

    #[test]
    fn counts_small_multiples_exactly() {
        let p = parse(
            "8..6..9.5.............2.31...7318.6.24.....73...........279.1..5...8..36..3......",
        );
        assert_eq!(count_solutions(&p, 1000), Ok(5));
        assert_eq!(count_solutions(&p, 3), Ok(3));
    }

    /// The generator, the solution list and the true candidates give the
    /// same answers in the portable build as in the fast one: the committed
    /// table of seeds (tests/data/generate_table.txt, checked through the C
    /// ABI in tests/generate.rs) holds for both.
    #[test]
    fn both_builds_generate_alike() {
        use crate::generate::try_seed;
        use crate::symmetry::{Orbits, Symmetry};
        let table = include_str!("../../tests/data/generate_table.txt");
        let ascii = |digits: &Digits| -> String {
            digits
                .iter()
                .map(|&d| if d == 0 { '.' } else { (b'0' + d) as char })
                .collect()
        };
        for line in table.lines().filter(|l| !l.starts_with('#')) {
            let f: Vec<&str> = line.split('|').collect();
            let n = |i: usize| f[i].parse::<u32>().unwrap();
            let mut plan = Plan {
                orbits: Orbits::of(Symmetry::ALL[n(1) as usize]),
                carving: Carving {
                    minimal: n(2) != 0,
                    min_givens: n(3),
                    max_givens: if n(4) == 0 { 81 } else { n(4) },
                },
                tries: 1000,
            };
            let seed: u64 = f[0].parse().unwrap();
            let portable = if f.len() > 6 {
                // A row with bounds on the difficulty is the first of a
                // series of one-try grids that meets them (the rating is
                // the same code in both builds): every grid up to it must
                // agree.
                plan.tries = 1;
                (0..crate::generate::DEFAULT_RATED_TRIES)
                    .filter_map(|k| {
                        let try_seed = try_seed(seed, k);
                        let portable = generate_with(try_seed, &plan);
                        assert_eq!(generate(try_seed, &plan), portable, "{line}");
                        // So does the count that turns puzzles down unrated.
                        if let Some((givens, _)) = &portable {
                            let most = effort::MOST;
                            assert_eq!(branches(givens, most), effort::branches_with(givens, most));
                        }
                        portable
                    })
                    .find(|pair| ascii(&pair.0) == f[5])
                    .expect(line)
            } else {
                let portable = generate_with(seed, &plan).unwrap();
                assert_eq!(generate(seed, &plan), Some(portable));
                portable
            };
            assert_eq!(ascii(&portable.0), f[5]);
            let mut board = portable.0;
            board[..20].fill(0);
            let mut found = Vec::new();
            solutions_with(&board, 20, &mut found).unwrap();
            assert_eq!(solutions(&board, 20).unwrap(), found);
            assert_eq!(true_candidates(&board), true_candidates_with(&board));
        }
    }
}
