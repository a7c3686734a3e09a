//! The symmetries a generated puzzle's givens can have, and the orbits they
//! split the 81 cells into: a symmetric puzzle gives or leaves out a whole
//! orbit at once.

use crate::board::CELLS;

/// A map of the grid onto itself, on `(row, column)`.
#[derive(Clone, Copy)]
enum CellMap {
    Rotate180,
    Rotate90,
    Mirror,
    Flip,
    Diagonal,
    AntiDiagonal,
}

impl CellMap {
    const fn apply(self, r: usize, c: usize) -> (usize, usize) {
        match self {
            CellMap::Rotate180 => (8 - r, 8 - c),
            CellMap::Rotate90 => (c, 8 - r),
            CellMap::Mirror => (r, 8 - c),
            CellMap::Flip => (8 - r, c),
            CellMap::Diagonal => (c, r),
            CellMap::AntiDiagonal => (8 - c, 8 - r),
        }
    }
}

/// Which cells must be given together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symmetry {
    /// Every cell on its own.
    None,
    /// Cell `i` and `80 - i` (half-turn about the centre).
    Rotate180,
    /// The four quarter-turns about the centre.
    Rotate90,
    /// Left and right (column `c` and `8 - c`).
    Mirror,
    /// Top and bottom (row `r` and `8 - r`).
    Flip,
    /// About the main diagonal (row `r` column `c` and row `c` column `r`).
    Diagonal,
    /// About the anti-diagonal (`(r, c)` and `(8 - c, 8 - r)`).
    AntiDiagonal,
    /// All eight symmetries of the square at once.
    Dihedral,
}

impl Symmetry {
    /// Every symmetry, in the order of their C constants (0-7).
    pub const ALL: [Symmetry; 8] = [
        Symmetry::None,
        Symmetry::Rotate180,
        Symmetry::Rotate90,
        Symmetry::Mirror,
        Symmetry::Flip,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
        Symmetry::Dihedral,
    ];

    /// The maps of `(row, column)` that generate the symmetry's group.
    const fn generators(self) -> &'static [CellMap] {
        match self {
            Symmetry::None => &[],
            Symmetry::Rotate180 => &[CellMap::Rotate180],
            Symmetry::Rotate90 => &[CellMap::Rotate90],
            Symmetry::Mirror => &[CellMap::Mirror],
            Symmetry::Flip => &[CellMap::Flip],
            Symmetry::Diagonal => &[CellMap::Diagonal],
            Symmetry::AntiDiagonal => &[CellMap::AntiDiagonal],
            Symmetry::Dihedral => &[CellMap::Rotate90, CellMap::Mirror],
        }
    }

    /// The cells `cell` must be given with (itself included).
    pub const fn orbit_of(self, cell: usize) -> u128 {
        let maps = self.generators();
        let mut orbit = 1u128 << cell;
        // Close under the generators: at most eight cells, a few rounds.
        loop {
            let mut grown = orbit;
            let mut m = 0;
            while m < maps.len() {
                let mut cells = orbit;
                while cells != 0 {
                    let each = cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    let (r, c) = maps[m].apply(each / 9, each % 9);
                    grown |= 1u128 << (9 * r + c);
                }
                m += 1;
            }
            if grown == orbit {
                return orbit;
            }
            orbit = grown;
        }
    }
}

/// Every symmetry's orbits, in the order of `Symmetry::ALL`, worked out at
/// compile time (at run time they cost about a microsecond a `generate`).
static TABLE: [Orbits; 8] = {
    let mut table = [Orbits {
        cells: [0; CELLS],
        starts: [0; CELLS + 1],
        count: 0,
    }; 8];
    let mut k = 0;
    while k < 8 {
        table[k] = Orbits::compute(Symmetry::ALL[k]);
        k += 1;
    }
    table
};

/// The orbits of a symmetry: the cells of orbit `k` are
/// `cells[starts[k]..starts[k + 1]]`, in increasing order.
#[derive(Clone, Copy, Debug)]
pub struct Orbits {
    pub(crate) cells: [u8; CELLS],
    pub(crate) starts: [u8; CELLS + 1],
    pub(crate) count: usize,
}

impl Orbits {
    /// The orbits of `symmetry`, from a table made at compile time.
    pub fn of(symmetry: Symmetry) -> Orbits {
        TABLE[symmetry as usize]
    }

    const fn compute(symmetry: Symmetry) -> Orbits {
        let mut orbits = Orbits {
            cells: [0; CELLS],
            starts: [0; CELLS + 1],
            count: 0,
        };
        let mut done = 0u128;
        let mut at = 0;
        let mut cell = 0;
        while cell < CELLS {
            if done >> cell & 1 == 0 {
                let orbit = symmetry.orbit_of(cell);
                done |= orbit;
                orbits.starts[orbits.count] = at as u8;
                let mut cells = orbit;
                while cells != 0 {
                    orbits.cells[at] = cells.trailing_zeros() as u8;
                    cells &= cells - 1;
                    at += 1;
                }
                orbits.count += 1;
            }
            cell += 1;
        }
        orbits.starts[orbits.count] = at as u8;
        orbits
    }

    /// The cells of orbit `k`.
    pub fn orbit(&self, k: usize) -> &[u8] {
        &self.cells[self.starts[k] as usize..self.starts[k + 1] as usize]
    }

    /// How many orbits there are.
    pub fn len(&self) -> usize {
        self.count
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbit_counts() {
        let counts: Vec<usize> = Symmetry::ALL.iter().map(|&s| Orbits::of(s).len()).collect();
        // None: 81; half-turn: 40 pairs and the centre; quarter-turn: 20
        // fours and the centre; mirror, flip and the diagonals: 36 pairs and
        // the 9 cells on the axis.
        assert_eq!(&counts[..7], &[81, 41, 21, 45, 45, 45, 45]);
        // Dihedral: the centre, 4 orbits of 4 on the middle row/column, 4 of
        // 4 on the diagonals, and 6 of 8 elsewhere: 1 + 4 + 4 + 6 = 15.
        assert_eq!(counts[7], 15);
    }

    #[test]
    fn orbits_cover_every_cell_once() {
        for symmetry in Symmetry::ALL {
            let orbits = Orbits::of(symmetry);
            let mut seen = [0u8; CELLS];
            for k in 0..orbits.len() {
                for &cell in orbits.orbit(k) {
                    seen[cell as usize] += 1;
                    // Every cell of an orbit has the same orbit.
                    assert_eq!(
                        symmetry.orbit_of(cell as usize),
                        symmetry.orbit_of(orbits.orbit(k)[0] as usize)
                    );
                }
            }
            assert!(seen.iter().all(|&n| n == 1), "{symmetry:?}");
        }
    }

    #[test]
    fn known_orbits() {
        assert_eq!(Symmetry::Rotate180.orbit_of(0), 1 | 1 << 80);
        assert_eq!(
            Symmetry::Rotate90.orbit_of(0),
            1 | 1 << 8 | 1 << 72 | 1 << 80
        );
        assert_eq!(Symmetry::Mirror.orbit_of(10), 1 << 10 | 1 << 16);
        assert_eq!(Symmetry::Flip.orbit_of(10), 1 << 10 | 1 << 64);
        assert_eq!(Symmetry::Diagonal.orbit_of(1), 1 << 1 | 1 << 9);
        assert_eq!(Symmetry::AntiDiagonal.orbit_of(0), 1 | 1 << 80);
        assert_eq!(Symmetry::None.orbit_of(40), 1 << 40);
    }
}
