//! The cheapest uniqueness test of a removal: whether the givens left put
//! the removed cells back by singles alone.
//!
//! With the givens as cell masks per digit, a removed cell whose peers'
//! givens show the eight other digits (a naked single), or the only cell of
//! one of its units where its digit can go (a hidden single), holds its
//! digit in every solution; once every removed cell does, in turn, the
//! givens left have the one solution the givens had. Most removals from a
//! puzzle with many givens pass this test, which costs a few dozen mask
//! operations where building and propagating a state costs a
//! microsecond. It is weaker than propagation (the other empty cells stay
//! empty), so a removal that fails it still gets the full test.

use crate::board::{Digits, CELLS};
use crate::geometry::{box_of, col_of, row_of, PEER_MASKS, UNIT_MASKS};

/// The givens of a puzzle carved from a known solution.
#[derive(Clone, Copy)]
pub(super) struct Givens {
    /// Bit `cell` for each given cell.
    pub(super) cells: u128,
    /// `by_digit[digit]`: the cells given digit `digit + 1`.
    pub(super) by_digit: [u128; 9],
}

impl Givens {
    /// Every cell of `solution` given.
    #[inline(always)]
    pub(super) fn all(solution: &Digits) -> Givens {
        let mut by_digit = [0u128; 9];
        for (cell, &digit) in solution.iter().enumerate() {
            by_digit[digit as usize - 1] |= 1 << cell;
        }
        Givens {
            cells: (1 << CELLS) - 1,
            by_digit,
        }
    }

    /// Takes out `removed` (a cell mask).
    #[inline(always)]
    pub(super) fn remove(&mut self, removed: u128) {
        self.cells &= !removed;
        for cells in &mut self.by_digit {
            *cells &= !removed;
        }
    }

    /// The givens as digits of `solution`, 0 for the empty cells.
    #[inline(always)]
    pub(super) fn digits(&self, solution: &Digits) -> Digits {
        std::array::from_fn(|cell| {
            if self.cells >> cell & 1 != 0 {
                solution[cell]
            } else {
                0
            }
        })
    }

    /// Whether singles on these givens, from which the cells `removed` (of
    /// `solution`) were just taken out, place every removed cell again.
    #[inline(always)]
    pub(super) fn singles_restore(&self, solution: &Digits, removed: u128) -> bool {
        let mut givens = *self;
        let mut left = removed;
        while left != 0 {
            let mut progress = false;
            let mut cells = left;
            while cells != 0 {
                let cell = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let digit = solution[cell] as usize - 1;
                if givens.forces(cell, digit) {
                    givens.cells |= 1 << cell;
                    givens.by_digit[digit] |= 1 << cell;
                    left &= !(1 << cell);
                    progress = true;
                }
            }
            if !progress {
                return false;
            }
        }
        true
    }

    /// Whether the givens force `digit` into the empty `cell`.
    #[inline(always)]
    fn forces(&self, cell: usize, digit: usize) -> bool {
        let peers = PEER_MASKS[cell];
        let mut seen = 0u16;
        for (other, &cells) in self.by_digit.iter().enumerate() {
            seen |= ((cells & peers != 0) as u16) << other;
        }
        if (seen | 1 << digit) == 0x1FF {
            return true;
        }
        // Where `digit` may go: empty cells that see no given `digit`.
        let mut barred = self.cells;
        let mut holders = self.by_digit[digit];
        while holders != 0 {
            barred |= PEER_MASKS[holders.trailing_zeros() as usize];
            holders &= holders - 1;
        }
        let free = !barred;
        [row_of(cell), 9 + col_of(cell), 18 + box_of(cell)]
            .iter()
            .any(|&unit| (free & UNIT_MASKS[unit]) == 1 << cell)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::UNITS;
    use crate::rng::Rng;
    use crate::solver::count_solutions;

    /// The same question answered the plain way: fill any removed cell that
    /// a naked or hidden single on the filled cells decides, until none is.
    fn reference(solution: &Digits, given: &[bool; CELLS], removed: &[usize]) -> bool {
        let mut board: Digits = std::array::from_fn(|cell| {
            if given[cell] && !removed.contains(&cell) {
                solution[cell]
            } else {
                0
            }
        });
        let sees = |board: &Digits, cell: usize, digit: u8| {
            (0..CELLS).any(|other| {
                other != cell && board[other] == digit && PEER_MASKS[cell] >> other & 1 != 0
            })
        };
        loop {
            let mut progress = false;
            for &cell in removed {
                if board[cell] != 0 {
                    continue;
                }
                let digit = solution[cell];
                let naked = (1..=9).all(|d| d == digit || sees(&board, cell, d));
                let hidden = UNITS
                    .iter()
                    .filter(|unit| unit.contains(&(cell as u8)))
                    .any(|unit| {
                        unit.iter().all(|&other| {
                            let other = other as usize;
                            other == cell || board[other] != 0 || sees(&board, other, digit)
                        })
                    });
                if naked || hidden {
                    board[cell] = digit;
                    progress = true;
                }
            }
            if removed.iter().all(|&cell| board[cell] != 0) {
                return true;
            }
            if !progress {
                return false;
            }
        }
    }

    /// Carving random grids cell by cell with this test alone: it agrees
    /// with the plain version, and every puzzle it keeps has one solution.
    #[test]
    fn singles_agree_with_the_plain_way_and_keep_uniqueness() {
        let mut rng = Rng::new(11);
        let mut accepted = 0;
        for _ in 0..20 {
            let solution = crate::solver::grid::random_grid(&mut rng);
            let mut givens = Givens::all(&solution);
            let mut given = [true; CELLS];
            let mut digits = solution;
            let mut order: [u8; CELLS] = std::array::from_fn(|k| k as u8);
            rng.shuffle(&mut order);
            for pair in order.chunks(2) {
                let removed: Vec<usize> = pair.iter().map(|&c| c as usize).collect();
                let cells = removed.iter().fold(0u128, |m, &c| m | 1 << c);
                let mut without = givens;
                without.remove(cells);
                let fast = without.singles_restore(&solution, cells);
                assert_eq!(fast, reference(&solution, &given, &removed));
                if fast {
                    accepted += 1;
                    givens = without;
                    for &cell in &removed {
                        given[cell] = false;
                        digits[cell] = 0;
                    }
                    assert_eq!(count_solutions(&digits, 2), Ok(1));
                }
            }
        }
        assert!(accepted > 200, "{accepted}");
    }
}
