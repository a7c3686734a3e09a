//! Tests of the state's tables, branches and propagation against plain
//! reference checks.

use super::tables::{
    band_rows, band_triads, columns, triads_by_shifts, BAND, BAND_PEERS, KEEP_CELLS, LAYOUTS_IN,
    LAYOUT_TRIADS, ON_SOME_LAYOUT, ROW, ROWS, ROW_AT, ROW_INFO, STACK_LAYOUTS_IN,
};
use super::{clear_cells, Choice, State};
use crate::board::{Digits, CELLS};
use crate::geometry::{box_of, col_of, row_of};
use crate::rng::Rng;

#[test]
fn band_peers_are_the_row_and_box() {
    for (p, &peers) in BAND_PEERS.iter().enumerate() {
        for q in 0..27 {
            let shares = q != p && (row_of(q) == row_of(p) || box_of(q) == box_of(p));
            assert_eq!(peers >> q & 1 != 0, shares, "{p} {q}");
        }
    }
    assert_eq!(columns(1 << 20 | 1 << 3), 1 << 2 | 1 << 3);
    assert_eq!(col_of(20), 2);
}

#[test]
fn on_some_layout_keeps_the_entries_on_layouts() {
    assert_eq!(ON_SOME_LAYOUT[0x1FF], 0x1FF);
    for &p in &LAYOUT_TRIADS {
        assert_eq!(ON_SOME_LAYOUT[p as usize], p);
    }
    // Row 0 can only use column 0, so no other row may: what is left is
    // row 0 at column 0 and the two ways to fill the rest.
    assert_eq!(ON_SOME_LAYOUT[0b111_111_001], 0b110_110_001);
    // Rows 0 and 1 both need column 0: no layout.
    assert_eq!(ON_SOME_LAYOUT[0b111_001_001], 0);
    assert_eq!(ON_SOME_LAYOUT[0], 0);
}

#[test]
fn stack_layouts_in_puts_the_forced_entries_at_the_bands_columns() {
    // A single layout, entries (0, 0), (1, 1), (2, 2): one layout, and
    // column 0 of band 0, 1 of band 1 and 2 of band 2 forced.
    let diagonal = LAYOUT_TRIADS[0] as usize;
    assert_eq!(diagonal, 1 | 1 << 4 | 1 << 8);
    assert_eq!(STACK_LAYOUTS_IN[diagonal], 1 | (1 | 1 << 10 | 1 << 20) << 3);
    assert_eq!(STACK_LAYOUTS_IN[0x1FF], 6);
    for m in 0..512 {
        let (entry, stack) = (LAYOUTS_IN[m], STACK_LAYOUTS_IN[m]);
        assert_eq!(stack & 7, entry & 7, "{m:o}");
        for (b, j) in (0..3).flat_map(|b| (0..3).map(move |j| (b, j))) {
            let forced = entry >> (9 + 3 * b + j) & 1;
            assert_eq!(stack >> (3 + 9 * b + j) & 1, forced, "{m:o} {b} {j}");
        }
        assert_eq!(stack >> 3 & !(0o7 | 0o7 << 9 | 0o7 << 18), 0, "{m:o}");
    }
}

#[test]
fn keep_cells_are_the_cells_of_the_triads_on_layouts() {
    assert_eq!(KEEP_CELLS[0x1FF], BAND);
    // Row 0 at column 0 (box 0's first row), rows 1 and 2 at columns 1 and 2.
    let row = |r: u32, boxes: u32| {
        (0..3)
            .filter(|k| boxes >> k & 1 != 0)
            .fold(0, |m, k| m | 0o7 << (9 * r + 3 * k))
    };
    assert_eq!(
        KEEP_CELLS[0b111_111_001],
        row(0, 0b001) | row(1, 0b110) | row(2, 0b110)
    );
    assert_eq!(KEEP_CELLS[0b111_001_001], 0);
    for m in 0..512 {
        let mut cells = 0;
        for t in 0..9 {
            if ON_SOME_LAYOUT[m] >> t & 1 != 0 {
                cells |= 0o7 << (9 * (t / 3) + 3 * (t % 3));
            }
        }
        assert_eq!(KEEP_CELLS[m], cells, "{m:o}");
    }
}

#[test]
fn row_info_and_rows() {
    assert_eq!(ROW_INFO[0o001], 0b1001);
    assert_eq!(ROW_INFO[0o401], 0b0101);
    assert_eq!(ROW_INFO[0o060], 0b0010);
    assert_eq!(ROW_INFO[0], 0);
    assert_eq!(ROWS[0b101], ROW | ROW << 18);
}

#[test]
fn rows_at_their_places_give_the_triads_and_the_single_rows() {
    // Row 1 with one cell in box 2, row 2 with cells in boxes 0 and 1.
    let cells = 0o400 << 9 | 0o011 << 18;
    let rows = band_rows(cells);
    assert_eq!(rows & 0x1FF, 0b011_100_000);
    assert_eq!(rows >> 9, 0b010);
    assert_eq!(rows & 0x1FF, band_triads(cells) as u16);
    for (r, table) in ROW_AT.iter().enumerate() {
        for (x, &at) in table.iter().enumerate() {
            let info = u16::from(ROW_INFO[x]);
            assert_eq!(at >> (3 * r) & 7, info & 7, "{r} {x:o}");
            assert_eq!(at >> (9 + r) & 1, info >> 3, "{r} {x:o}");
            let elsewhere = at & !(7 << (3 * r)) & !(1 << (9 + r));
            assert_eq!(elsewhere, 0, "{r} {x:o}");
        }
    }
}

#[test]
fn triads_by_shifts_are_the_triads_by_lookup() {
    // Row 1 with one cell in box 2, row 2 with cells in boxes 0 and 1.
    assert_eq!(triads_by_shifts(0o400 << 9 | 0o011 << 18), 0b011_100_000);
    // Every row's every set of cells, beside random other rows.
    let mut rng = Rng::new(7);
    for r in 0..3 {
        for x in 0..512u32 {
            let others = rng.next_u64() as u32 & BAND & !(ROW << (9 * r));
            let cells = others | x << (9 * r);
            assert_eq!(
                triads_by_shifts(cells) as usize,
                band_triads(cells),
                "{cells:o}"
            );
        }
    }
    for _ in 0..100_000 {
        let cells = rng.next_u64() as u32 & BAND;
        assert_eq!(
            triads_by_shifts(cells) as usize,
            band_triads(cells),
            "{cells:o}"
        );
    }
}

#[test]
fn clear_cells_clears_and_names_the_words_it_changed() {
    let mut rng = Rng::new(5);
    for _ in 0..10_000 {
        let mut words = [0u32; 9];
        for word in &mut words {
            // Sparse words as well as full ones, so that some stay as they are.
            *word = rng.next_u64() as u32 & rng.next_u64() as u32 & BAND;
        }
        let cells = rng.next_u64() as u32 & rng.next_u64() as u32 & BAND;
        let (mut cleared, mut expected) = (words, 0);
        for (digit, word) in words.iter().enumerate() {
            expected |= u32::from(word & cells != 0) << digit;
        }
        let changed = clear_cells(&mut cleared, cells);
        assert_eq!(changed, expected, "{words:?} {cells:#x}");
        for (after, before) in cleared.iter().zip(&words) {
            assert_eq!(*after, before & !cells);
        }
    }
}

/// Solutions of a propagated state, by branching on cells only (so not
/// on what is under test), up to `limit`.
fn count_by_cells(state: &State, limit: u32) -> u32 {
    if state.is_solved() {
        return 1;
    }
    let cell = state.first_open_cell();
    let (mut digits, mut count) = (state.candidates(cell), 0);
    while digits != 0 && count < limit {
        let bit = digits & digits.wrapping_neg();
        digits &= digits - 1;
        let mut next = *state;
        if next.take(&Choice::cell(cell, bit), true) {
            count += count_by_cells(&next, limit - count);
        }
    }
    count
}

/// Pseudo-random numbers (an LCG), and boards made from one solved grid
/// by blanking a share of its cells.
struct Boards {
    seed: u64,
    grid: Digits,
}

impl Boards {
    fn new(seed: u64) -> Boards {
        let grid = crate::solver::canonical_solution(&[0; CELLS]);
        Boards {
            seed,
            grid: grid.unwrap().unwrap(),
        }
    }

    fn next(&mut self) -> u64 {
        self.seed = self
            .seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.seed >> 33
    }

    /// The grid with each cell blanked with odds `sixteenths` / 16.
    fn board(&mut self, sixteenths: u64) -> Digits {
        let mut board = self.grid;
        for cell in board.iter_mut() {
            if self.next() % 16 < sixteenths {
                *cell = 0;
            }
        }
        board
    }
}

/// A layout branch splits the solutions: each is on exactly one side
/// (the two counts add up), and each side removes candidates.
#[test]
fn a_layout_branch_splits_the_solutions() {
    let mut boards = Boards::new(99);
    let mut checked = 0;
    for _ in 0..300 {
        let Ok(Some(root)) = State::from_givens(&boards.board(11)) else {
            continue;
        };
        let Some(choice) = root.choose_layout() else {
            continue;
        };
        let total = count_by_cells(&root, 100_000);
        if total >= 100_000 {
            continue;
        }
        let mut sides = [root, root];
        let taken = sides[0].take(&choice, true);
        let refused = sides[1].refuse(&choice) && sides[1].propagate();
        for side in &sides {
            assert!(side.cand != root.cand);
        }
        let count = |ok: bool, side: &State| if ok { count_by_cells(side, 100_000) } else { 0 };
        assert_eq!(count(taken, &sides[0]) + count(refused, &sides[1]), total);
        checked += 1;
    }
    assert!(checked > 100, "{checked}");
}

/// What a propagated state must not leave undone: no undecided cell
/// with one candidate, no digit with one place in a unit and not yet
/// placed there, and no digit confined to one line in a box (or to one
/// box in a line) that is still possible elsewhere on that line (box).
fn missed_inference(state: &State) -> Option<String> {
    use crate::geometry::UNITS;
    for cell in 0..CELLS {
        if !state.is_placed(cell) && state.candidates(cell).count_ones() == 1 {
            return Some(format!("naked single at {cell}"));
        }
    }
    for (u, unit) in UNITS.iter().enumerate() {
        for d in 0..9 {
            let places: Vec<usize> = unit
                .iter()
                .map(|&c| c as usize)
                .filter(|&c| state.candidates(c) >> d & 1 != 0)
                .collect();
            if places.len() == 1 && !state.is_placed(places[0]) {
                return Some(format!("hidden single {} in unit {u}", d + 1));
            }
            // Locked candidates: all places share a second unit, which
            // must then have no other place for the digit.
            for (v, other) in UNITS.iter().enumerate() {
                if v == u || places.is_empty() {
                    continue;
                }
                if places.iter().all(|c| other.contains(&(*c as u8))) {
                    let outside = other
                        .iter()
                        .map(|&c| c as usize)
                        .filter(|c| !unit.contains(&(*c as u8)))
                        .any(|c| state.candidates(c) >> d & 1 != 0);
                    if outside {
                        return Some(format!("locked {} in unit {u} against {v}", d + 1));
                    }
                }
            }
        }
    }
    None
}

#[test]
fn propagation_reaches_its_fixpoint() {
    let mut boards = Boards::new(7);
    let mut checked = 0;
    for _ in 0..200 {
        let Ok(Some(mut state)) = State::from_givens(&boards.board(12)) else {
            continue;
        };
        loop {
            if let Some(missed) = missed_inference(&state) {
                panic!("{missed}");
            }
            checked += 1;
            if state.is_solved() {
                break;
            }
            // A random candidate of a random undecided cell.
            let open: Vec<usize> = (0..CELLS).filter(|&c| !state.is_placed(c)).collect();
            let cell = open[boards.next() as usize % open.len()];
            let digits = state.candidates(cell);
            let pick = (0..9)
                .filter(|d| digits >> d & 1 != 0)
                .nth(boards.next() as usize % digits.count_ones() as usize);
            let mut trial = state;
            if !trial.take(&Choice::cell(cell, 1 << pick.unwrap()), true) {
                break;
            }
            state = trial;
        }
    }
    assert!(checked > 500, "{checked}");
}

/// Boards of random digits in random cells (most with repeats at higher
/// densities): the per-digit masks against a plain loop, and the unpropagated
/// state against plain checks of each cell's peers.
#[test]
fn givens_are_placed_and_repeats_found_as_by_plain_checks() {
    let mut boards = Boards::new(7);
    let sees = |a: usize, b: usize| {
        a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b))
    };
    let mut tried = [0u32; 2];
    for round in 0..4000 {
        let density = 1 + round as u64 % 12;
        let mut board = [0u8; CELLS];
        for cell in board.iter_mut() {
            if boards.next() % 48 < density {
                *cell = 1 + (boards.next() % 9) as u8;
            }
        }
        assert_eq!(
            super::by_digit::cells_by_digit(&board),
            super::by_digit::by_cells(&board)
        );
        let repeats = (0..CELLS)
            .any(|a| board[a] != 0 && (0..CELLS).any(|b| board[b] == board[a] && sees(a, b)));
        tried[usize::from(repeats)] += 1;
        match State::unpropagated(&board) {
            Err(_) => assert!(repeats, "{board:?}"),
            Ok(state) => {
                assert!(!repeats, "{board:?}");
                for cell in 0..CELLS {
                    let expected = if board[cell] != 0 {
                        1 << (board[cell] - 1)
                    } else {
                        (1..=9u8)
                            .filter(|&d| !(0..CELLS).any(|b| board[b] == d && sees(cell, b)))
                            .fold(0, |m, d| m | 1 << (d - 1))
                    };
                    assert_eq!(state.candidates(cell), expected, "cell {cell} of {board:?}");
                }
            }
        }
    }
    assert!(tried.iter().all(|&n| n > 500), "{tried:?}");
}
