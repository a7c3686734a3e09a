//! The LeetCode 36 question: do the givens repeat a digit in any unit?

use crate::board::{Digits, CELLS};
use crate::error::{Conflict, Unit};
use crate::geometry::{box_of, col_of, row_of};

/// Finds the first conflict: the one whose later cell comes first in
/// row-major order, checking that cell's row, then column, then box.
pub fn find_conflict(digits: &Digits) -> Option<Conflict> {
    // Fast path: the digits seen so far in each unit, as bit masks. Only a
    // board with a repeat pays for finding exactly which one comes first.
    let (mut rows, mut cols, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
    for (r, row) in digits.chunks_exact(9).enumerate() {
        for (c, &digit) in row.iter().enumerate() {
            let bit = 1u16 << digit;
            let b = r / 3 * 3 + c / 3;
            // Digit 0 (empty) lands on bit 0, which no test looks at.
            if (rows[r] | cols[c] | boxes[b]) & bit & !1 != 0 {
                return first_conflict(digits);
            }
            rows[r] |= bit;
            cols[c] |= bit;
            boxes[b] |= bit;
        }
    }
    None
}

/// `find_conflict`, keeping where each digit was first seen in each unit.
fn first_conflict(digits: &Digits) -> Option<Conflict> {
    // First cell (plus one, 0 = none yet) holding each digit in each unit.
    let mut seen = [[[0u8; 10]; 9]; 3];
    for (cell, &digit) in digits.iter().enumerate().take(CELLS) {
        if digit == 0 {
            continue;
        }
        let d = digit as usize;
        let places = [
            (Unit::Row, row_of(cell)),
            (Unit::Column, col_of(cell)),
            (Unit::Box, box_of(cell)),
        ];
        for (kind, (unit, index)) in places.into_iter().enumerate() {
            let slot = &mut seen[kind][index][d];
            if *slot != 0 {
                return Some(Conflict {
                    first: *slot - 1,
                    second: cell as u8,
                    digit,
                    unit,
                    index: index as u8,
                });
            }
            *slot = cell as u8 + 1;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_each_kind_of_unit() {
        let mut d = [0u8; CELLS];
        d[2] = 4;
        d[7] = 4;
        assert_eq!(
            find_conflict(&d),
            Some(Conflict {
                first: 2,
                second: 7,
                digit: 4,
                unit: Unit::Row,
                index: 0
            })
        );
        let mut d = [0u8; CELLS];
        d[5] = 9;
        d[77] = 9;
        assert_eq!(
            find_conflict(&d),
            Some(Conflict {
                first: 5,
                second: 77,
                digit: 9,
                unit: Unit::Column,
                index: 5
            })
        );
        let mut d = [0u8; CELLS];
        d[60] = 1;
        d[80] = 1;
        assert_eq!(
            find_conflict(&d),
            Some(Conflict {
                first: 60,
                second: 80,
                digit: 1,
                unit: Unit::Box,
                index: 8
            })
        );
    }

    #[test]
    fn a_solved_grid_has_none() {
        let grid: Vec<u8> =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .bytes()
                .map(|b| b - b'0')
                .collect();
        assert_eq!(find_conflict(grid.as_slice().try_into().unwrap()), None);
    }
}
