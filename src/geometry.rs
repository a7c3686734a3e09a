//! Where each cell sits: its row, column and box, and the 27 units.
//! All tables are computed at compile time, so they cost nothing at run time
//! and are shared read-only by every thread.

use crate::board::CELLS;

pub const fn row_of(cell: usize) -> usize {
    cell / 9
}

pub const fn col_of(cell: usize) -> usize {
    cell % 9
}

pub const fn box_of(cell: usize) -> usize {
    (cell / 27) * 3 + (cell % 9) / 3
}

/// The 27 units: rows 0-8, then columns 0-8, then boxes 0-8, each listing its
/// cells in row-major order.
pub const UNITS: [[u8; 9]; 27] = {
    let mut units = [[0u8; 9]; 27];
    let mut fill = [0usize; 27];
    let mut cell = 0;
    while cell < CELLS {
        let owners = [row_of(cell), 9 + col_of(cell), 18 + box_of(cell)];
        let mut k = 0;
        while k < 3 {
            let unit = owners[k];
            units[unit][fill[unit]] = cell as u8;
            fill[unit] += 1;
            k += 1;
        }
        cell += 1;
    }
    units
};

/// The cells of each unit (as `UNITS`) as a bit mask, bit `cell`.
pub const UNIT_MASKS: [u128; 27] = {
    let mut masks = [0u128; 27];
    let mut unit = 0;
    while unit < 27 {
        let mut k = 0;
        while k < 9 {
            masks[unit] |= 1 << UNITS[unit][k];
            k += 1;
        }
        unit += 1;
    }
    masks
};

/// The 20 peers of each cell (the cells sharing a unit with it) as a mask.
pub const PEER_MASKS: [u128; CELLS] = {
    let mut masks = [0u128; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        masks[cell] = (UNIT_MASKS[row_of(cell)]
            | UNIT_MASKS[9 + col_of(cell)]
            | UNIT_MASKS[18 + box_of(cell)])
            & !(1 << cell);
        cell += 1;
    }
    masks
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_is_in_three_units() {
        let mut seen = [0; CELLS];
        for unit in UNITS.iter() {
            for &cell in unit {
                seen[cell as usize] += 1;
            }
        }
        assert!(seen.iter().all(|&n| n == 3));
        assert_eq!(UNITS[18 + 4], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
        assert_eq!(box_of(80), 8);
        assert_eq!(box_of(26), 2);
        assert!(PEER_MASKS.iter().all(|peers| peers.count_ones() == 20));
        assert_eq!(UNIT_MASKS[9], (0..9).map(|row| 1u128 << (9 * row)).sum());
    }
}
