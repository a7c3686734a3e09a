//! Where each cell sits: its row, column and box, its 20 peers, the 27 units.
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

/// For each cell, the 20 other cells that share a unit with it.
pub const PEERS: [[u8; 20]; CELLS] = {
    let mut peers = [[0u8; 20]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut n = 0;
        let mut other = 0;
        while other < CELLS {
            if other != cell
                && (row_of(other) == row_of(cell)
                    || col_of(other) == col_of(cell)
                    || box_of(other) == box_of(cell))
            {
                peers[cell][n] = other as u8;
                n += 1;
            }
            other += 1;
        }
        assert!(n == 20);
        cell += 1;
    }
    peers
};

/// For each cell, its three units as indexes into `UNITS`: row, column, box.
pub const CELL_UNITS: [[u8; 3]; CELLS] = {
    let mut units = [[0u8; 3]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        units[cell] = [
            row_of(cell) as u8,
            (9 + col_of(cell)) as u8,
            (18 + box_of(cell)) as u8,
        ];
        cell += 1;
    }
    units
};

/// `PEERS` as bit sets (bit i = cell i), for counting peers in one popcount.
pub const PEER_MASKS: [u128; CELLS] = {
    let mut masks = [0u128; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let mut k = 0;
        while k < 20 {
            masks[cell] |= 1 << PEERS[cell][k];
            k += 1;
        }
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
        for (cell, units) in CELL_UNITS.iter().enumerate() {
            for &unit in units {
                assert!(UNITS[unit as usize].contains(&(cell as u8)));
            }
        }
        assert_eq!(UNITS[18 + 4], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
        assert_eq!(box_of(80), 8);
        assert_eq!(box_of(26), 2);
    }

    #[test]
    fn peers_are_symmetric() {
        for (cell, peers) in PEERS.iter().enumerate() {
            for &p in peers {
                assert!(PEERS[p as usize].contains(&(cell as u8)));
            }
            let mask = peers.iter().fold(0u128, |m, &p| m | 1 << p);
            assert_eq!(PEER_MASKS[cell], mask);
        }
    }
}
