//! Unavoidable sets of one solution grid: sets of cells where another valid
//! grid differs from it. A puzzle with no given in such a set also fits the
//! other grid, so it is not unique; a removal that would empty a known set
//! fails with no test at all.
//!
//! The store holds the sets two families give directly, with no search:
//! two digits swapped (`two_digit_sets`) and two rows or two columns
//! trading cells (`two_line_sets`), about 57 sets a grid. A second solution
//! found by a failed test would not help: it differs from the grid in the
//! orbit that stays, so no later removal could empty it.

use crate::board::{Digits, CELLS};

/// Each cell's bit: a load is cheaper than a 128-bit shift by a variable.
const CELL: [u128; CELLS] = {
    let mut bits = [0u128; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        bits[cell] = 1 << cell;
        cell += 1;
    }
    bits
};

/// Sets kept at most; more are dropped (they only save tests).
const CAPACITY: usize = 128;

/// The 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;

/// The padding past the last set: every cell, so never missed.
const FULL: u32 = BAND;

/// The known sets, split by band into three arrays (a set is
/// `words[0][k]`, `words[1][k]`, `words[2][k]`, 27 cells each): a test
/// over every set is then a plain loop over 32-bit words that the compiler
/// turns into vector operations, eight sets at a time.
pub(super) struct Unavoidable {
    words: [[u32; CAPACITY]; 3],
    len: usize,
}

/// `cells` as three bands of 27 bits.
#[inline(always)]
fn bands(cells: u128) -> [u32; 3] {
    [
        cells as u32 & BAND,
        (cells >> 27) as u32 & BAND,
        (cells >> 54) as u32 & BAND,
    ]
}

impl Unavoidable {
    /// The store for `solution`, holding both families' sets.
    #[inline(always)]
    pub(super) fn of(solution: &Digits) -> Unavoidable {
        let mut store = Unavoidable {
            words: [[FULL; CAPACITY]; 3],
            len: 0,
        };
        two_digit_sets(solution, |set| store.add(set));
        two_line_sets(solution, |set| store.add(set));
        store
    }

    /// How many entries a loop over the sets covers: `len` rounded up to a
    /// whole vector (the entries past `len` are `FULL`).
    #[inline(always)]
    fn span(&self) -> usize {
        (self.len + 7) & !7
    }

    #[inline(always)]
    fn add(&mut self, set: u128) {
        if self.len < CAPACITY {
            for (words, word) in self.words.iter_mut().zip(bands(set)) {
                words[self.len] = word;
            }
            self.len += 1;
        }
    }

    /// Whether the givens `given` (a cell mask) leave some known set empty.
    #[inline(always)]
    pub(super) fn misses(&self, given: u128) -> bool {
        let given = bands(given);
        let span = self.span();
        let [w0, w1, w2] = &self.words;
        let mut missed = 0u32;
        for ((a, b), c) in w0[..span].iter().zip(&w1[..span]).zip(&w2[..span]) {
            missed |= ((a & given[0]) | (b & given[1]) | (c & given[2]) == 0) as u32;
        }
        missed != 0
    }
}

/// Reports every smallest set of cells over which two digits can swap in
/// `solution` and leave a valid grid, but the one holding all 18 cells of
/// the pair (only a puzzle with neither digit misses it).
///
/// Take digits `a` and `b`. Every row holds each once, so think of a row's
/// pair of cells as one node. Swapping a and b on a set of rows keeps every
/// column and box valid exactly when, for each column (and each box), the
/// row of its `a` and the row of its `b` are both in the set or both out:
/// the smallest such sets are the connected parts of the graph on the nine
/// rows with an edge from each column and each box. The rectangles of two
/// digits over two boxes are the four-cell ones.
#[inline(always)]
fn two_digit_sets(solution: &Digits, mut report: impl FnMut(u128)) {
    // Per digit: its column in each row, its row in each column and in each
    // box.
    let mut col_in_row = [[0u8; 9]; 9];
    let mut row_in_col = [[0u8; 9]; 9];
    let mut row_in_box = [[0u8; 9]; 9];
    for (cell, &value) in solution.iter().enumerate() {
        let digit = value as usize - 1;
        let (row, col) = (cell / 9, cell % 9);
        col_in_row[digit][row] = col as u8;
        row_in_col[digit][col] = row as u8;
        row_in_box[digit][row / 3 * 3 + col / 3] = row as u8;
    }
    for a in 0..9 {
        for b in a + 1..9 {
            // The edges from each row r: to the row of b in the column of
            // r's a, and in its box, as masks of rows. Each is a
            // permutation of the rows, whose inverse is one of its powers,
            // so following the edges forward reaches a row's whole part.
            let mut linked = [0u32; 9];
            for (row, linked) in linked.iter_mut().enumerate() {
                let col = col_in_row[a][row] as usize;
                *linked = 1 << row_in_col[b][col] | 1 << row_in_box[b][row / 3 * 3 + col / 3];
            }
            let mut left: u32 = 0x1FF;
            while left != 0 {
                // The part of the lowest row left, row by row.
                let (mut part, mut frontier) =
                    (left & left.wrapping_neg(), left & left.wrapping_neg());
                while frontier != 0 {
                    let row = frontier.trailing_zeros() as usize;
                    frontier &= frontier - 1;
                    let new = linked[row] & !part;
                    part |= new;
                    frontier |= new;
                }
                left &= !part;
                if part == 0x1FF {
                    break;
                }
                let mut set = 0u128;
                let mut rows = part;
                while rows != 0 {
                    let row = rows.trailing_zeros() as usize;
                    rows &= rows - 1;
                    set |= CELL[9 * row + col_in_row[a][row] as usize]
                        | CELL[9 * row + col_in_row[b][row] as usize];
                }
                report(set);
            }
        }
    }
}

/// Reports the sets over which two rows (or two columns) can trade their
/// digits, cell for cell down each column (along each row).
///
/// Take rows `r1` and `r2`: column by column, the digit of `r1` maps to the
/// digit of `r2`, a permutation of 1-9. Trading the cells of a set of
/// columns keeps every column valid, and keeps both rows valid when the
/// columns' digits are the same set in both rows: a cycle of the
/// permutation. In one band every box keeps its digits too; in two bands
/// a box does when the cycle stays in one stack. The cycles of two are
/// rectangles, which `two_digit_sets` reports already: they are skipped.
#[inline(always)]
fn two_line_sets(solution: &Digits, mut report: impl FnMut(u128)) {
    for transpose in [false, true] {
        // `digit[line][k]`: the digit at position `k` along the line;
        // `place[line][digit]`: the position of `digit` along it;
        // `thirds[line][s]`: the digits of the line's third `s`, as bits.
        let mut digit = [[0u8; 9]; 9];
        let mut place = [[0u8; 10]; 9];
        let mut thirds = [[0u16; 3]; 9];
        for (cell, &value) in solution.iter().enumerate() {
            let (line, k) = if transpose {
                (cell % 9, cell / 9)
            } else {
                (cell / 9, cell % 9)
            };
            digit[line][k] = value;
            place[line][value as usize] = k as u8;
            thirds[line][k / 3] |= 1 << value;
        }
        let mut report_cycle = |l1: usize, l2: usize, along: u16| {
            let mut set = 0u128;
            let mut ks = along;
            while ks != 0 {
                let k = ks.trailing_zeros() as usize;
                ks &= ks - 1;
                set |= if transpose {
                    CELL[9 * k + l1] | CELL[9 * k + l2]
                } else {
                    CELL[9 * l1 + k] | CELL[9 * l2 + k]
                };
            }
            report(set);
        };
        for l1 in 0..9 {
            for l2 in l1 + 1..9 {
                if l1 / 3 != l2 / 3 {
                    // Lines in two chutes: only a cycle inside one third
                    // counts, and three positions hold one exactly when
                    // both lines have the same digits there (the lines
                    // share no digit at any position, so no shorter cycle
                    // fits).
                    for (third, (one, two)) in thirds[l1].iter().zip(&thirds[l2]).enumerate() {
                        if one == two {
                            report_cycle(l1, l2, 0o7 << (3 * third));
                        }
                    }
                    continue;
                }
                // The permutation, four bits an entry, for a chase in
                // registers.
                let mut next = 0u64;
                for k in 0..9 {
                    next |= (place[l1][digit[l2][k] as usize] as u64) << (4 * k);
                }
                let mut seen = 0u16;
                while seen != 0x1FF {
                    let start = seen.trailing_ones() as usize;
                    let (mut k, mut along) = (start, 0u16);
                    loop {
                        along |= 1 << k;
                        k = (next >> (4 * k) & 15) as usize;
                        if k == start {
                            break;
                        }
                    }
                    seen |= along;
                    let len = along.count_ones();
                    if len > 2 && len < 9 {
                        report_cycle(l1, l2, along);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(text: &str) -> Digits {
        std::array::from_fn(|k| text.as_bytes()[k] - b'0')
    }

    /// Every set reported, swapped, leaves a valid grid that differs from
    /// the first in exactly that set; and none holds a smaller one.
    /// Every two-line set, traded, leaves a valid grid.
    #[test]
    fn two_line_sets_are_trades() {
        for solution in [
            grid(
                "123456789456789123789123456214365897365897214897214365531642978642978531978531642",
            ),
            grid(
                "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
            ),
        ] {
            let mut sets = Vec::new();
            two_line_sets(&solution, |set| sets.push(set));
            for &set in &sets {
                let cells: Vec<usize> = (0..CELLS).filter(|&c| set >> c & 1 != 0).collect();
                // Two lines: the cells pair up down columns or along rows.
                let rows: Vec<usize> = cells.iter().map(|c| c / 9).collect();
                let mut traded = solution;
                let by_column = rows.iter().collect::<std::collections::BTreeSet<_>>().len() == 2;
                for &cell in &cells {
                    let partner = cells
                        .iter()
                        .copied()
                        .find(|&o| {
                            o != cell
                                && if by_column {
                                    o % 9 == cell % 9
                                } else {
                                    o / 9 == cell / 9
                                }
                        })
                        .unwrap();
                    traded[cell] = solution[partner];
                }
                assert_ne!(traded, solution);
                assert!(
                    crate::validity::find_conflict(&traded).is_none(),
                    "{cells:?}"
                );
            }
        }
    }

    /// Whether `grid` breaks no row, column or box.
    fn valid(grid: &Digits) -> bool {
        crate::validity::find_conflict(grid).is_none()
    }

    /// The smallest nonempty members of `family` (bit sets over nine
    /// things): none holds another member.
    fn smallest(family: &[u16]) -> Vec<u16> {
        family
            .iter()
            .copied()
            .filter(|&set| {
                !family
                    .iter()
                    .any(|&other| other != set && other & set == other)
            })
            .collect()
    }

    fn sorted(mut sets: Vec<u128>) -> Vec<u128> {
        sets.sort_unstable();
        sets
    }

    /// Both families against brute force on random grids: every set of
    /// rows whose digits a and b swap validly (two-digit), and every set of
    /// positions two lines trade validly (two-line), keeping the smallest
    /// ones and the sizes each function reports.
    #[test]
    fn both_families_match_brute_force() {
        let mut rng = crate::rng::Rng::new(5);
        for _ in 0..12 {
            let solution = crate::solver::grid::random_grid(&mut rng);
            let mut expected = Vec::new();
            for a in 1..=9u8 {
                for b in a + 1..=9 {
                    let swaps: Vec<u16> = (1..0x1FF)
                        .filter(|rows| {
                            let mut swapped = solution;
                            for (cell, digit) in swapped.iter_mut().enumerate() {
                                if rows >> (cell / 9) & 1 != 0 && (*digit == a || *digit == b) {
                                    *digit = a + b - *digit;
                                }
                            }
                            valid(&swapped)
                        })
                        .collect();
                    for rows in smallest(&swaps) {
                        let set = (0..CELLS)
                            .filter(|&c| rows >> (c / 9) & 1 != 0)
                            .filter(|&c| solution[c] == a || solution[c] == b)
                            .fold(0u128, |set, c| set | 1 << c);
                        expected.push(set);
                    }
                }
            }
            let mut found = Vec::new();
            two_digit_sets(&solution, |set| found.push(set));
            assert_eq!(sorted(found), sorted(expected));

            let mut expected = Vec::new();
            for transpose in [false, true] {
                let cell = |line: usize, k: usize| {
                    if transpose {
                        9 * k + line
                    } else {
                        9 * line + k
                    }
                };
                for l1 in 0..9 {
                    for l2 in l1 + 1..9 {
                        let trades: Vec<u16> = (1..0x200)
                            .filter(|ks| {
                                let mut traded = solution;
                                for k in (0..9).filter(|k| ks >> k & 1 != 0) {
                                    traded.swap(cell(l1, k), cell(l2, k));
                                }
                                valid(&traded)
                            })
                            .collect();
                        for ks in smallest(&trades) {
                            if (3..=8).contains(&ks.count_ones()) {
                                let set =
                                    (0..9).filter(|k| ks >> k & 1 != 0).fold(0u128, |set, k| {
                                        set | 1 << cell(l1, k) | 1 << cell(l2, k)
                                    });
                                expected.push(set);
                            }
                        }
                    }
                }
            }
            let mut found = Vec::new();
            two_line_sets(&solution, |set| found.push(set));
            assert_eq!(sorted(found), sorted(expected));
        }
    }

    #[test]
    fn two_digit_sets_are_swaps() {
        let solution = grid(
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642",
        );
        let mut sets = Vec::new();
        two_digit_sets(&solution, |set| sets.push(set));
        assert!(!sets.is_empty());
        for &set in &sets {
            let cells: Vec<usize> = (0..CELLS).filter(|&c| set >> c & 1 != 0).collect();
            let first = solution[cells[0]];
            let other = cells
                .iter()
                .map(|&c| solution[c])
                .find(|&d| d != first)
                .unwrap();
            let mut swapped = solution;
            for &cell in &cells {
                assert!(solution[cell] == first || solution[cell] == other);
                swapped[cell] = first + other - solution[cell];
            }
            assert!(crate::validity::find_conflict(&swapped).is_none());
            for &set2 in &sets {
                assert!(set2 == set || set2 & set != set2);
            }
        }
    }
}
