//! The grid as a formula: variable `9 * cell + digit` says "digit `digit + 1`
//! is in `cell`", and each of the 324 groups (a cell's nine digits, or one
//! digit's nine places in a row, column or box) holds exactly one true
//! variable. Every variable is in four groups.

use crate::board::CELLS;

pub(super) const VARS: usize = CELLS * 9;
pub(super) const GROUPS: usize = 4 * CELLS;

/// `MEMBERS[group]`: its nine variables. Groups 0-80 are cells, then
/// row-digit, column-digit and box-digit pairs (`81 * kind + 9 * unit +
/// digit`).
pub(super) static MEMBERS: [[u16; 9]; GROUPS] = members();

/// `GROUPS_OF[var]`: the four groups that hold it.
pub(super) static GROUPS_OF: [[u16; 4]; VARS] = groups_of();

/// `SLOTS_OF[var][i]`: where `var` sits in `MEMBERS[GROUPS_OF[var][i]]`,
/// so a group's open variables can be one bit set per member.
pub(super) static SLOTS_OF: [[u8; 4]; VARS] = slots_of();

pub(super) const fn unit_cell(kind: usize, unit: usize, k: usize) -> usize {
    match kind {
        1 => 9 * unit + k,
        2 => 9 * k + unit,
        _ => 27 * (unit / 3) + 3 * (unit % 3) + 9 * (k / 3) + k % 3,
    }
}

const fn members() -> [[u16; 9]; GROUPS] {
    let mut out = [[0u16; 9]; GROUPS];
    let mut group = 0;
    while group < GROUPS {
        let mut k = 0;
        while k < 9 {
            out[group][k] = if group < CELLS {
                (9 * group + k) as u16
            } else {
                let (kind, rest) = (group / CELLS, group % CELLS);
                let (unit, digit) = (rest / 9, rest % 9);
                (9 * unit_cell(kind, unit, k) + digit) as u16
            };
            k += 1;
        }
        group += 1;
    }
    out
}

const fn groups_of() -> [[u16; 4]; VARS] {
    let mut out = [[0u16; 4]; VARS];
    let mut var = 0;
    while var < VARS {
        let (cell, digit) = (var / 9, var % 9);
        let (row, col) = (cell / 9, cell % 9);
        let boxed = 3 * (row / 3) + col / 3;
        out[var] = [
            cell as u16,
            (CELLS + 9 * row + digit) as u16,
            (2 * CELLS + 9 * col + digit) as u16,
            (3 * CELLS + 9 * boxed + digit) as u16,
        ];
        var += 1;
    }
    out
}

const fn slots_of() -> [[u8; 4]; VARS] {
    let mut out = [[0u8; 4]; VARS];
    let mut var = 0;
    while var < VARS {
        let (cell, digit) = (var / 9, var % 9);
        let (row, col) = (cell / 9, cell % 9);
        out[var] = [
            digit as u8,
            col as u8,
            row as u8,
            (3 * (row % 3) + col % 3) as u8,
        ];
        var += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_variable_is_in_its_four_groups_once() {
        let mut seen = [0u8; VARS];
        for (group, members) in MEMBERS.iter().enumerate() {
            for &var in members {
                assert!(GROUPS_OF[var as usize].contains(&(group as u16)));
                seen[var as usize] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n == 4));
        for var in 0..VARS {
            for (group, slot) in GROUPS_OF[var].iter().zip(SLOTS_OF[var]) {
                assert_eq!(MEMBERS[*group as usize][slot as usize] as usize, var);
            }
        }
        // Row 1 (the second), digit 5: cells 9-17.
        let group = CELLS + 9 + 4;
        assert_eq!(
            MEMBERS[group].map(|v| v / 9),
            [9, 10, 11, 12, 13, 14, 15, 16, 17]
        );
        // Box 4, digit 1: rows 3-5, columns 3-5.
        let group = 3 * CELLS + 9 * 4;
        assert_eq!(
            MEMBERS[group].map(|v| v / 9),
            [30, 31, 32, 39, 40, 41, 48, 49, 50]
        );
    }
}
