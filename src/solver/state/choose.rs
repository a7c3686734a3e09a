//! What to branch on: a digit's layout in a band or stack (as tdoku
//! branches), else a cell with two candidates, else a digit with two places
//! in a row, else a cell with three candidates. Every branch is two-way.

use super::tables::{
    at_least, band_triads, stack_triads, BAND_PEERS, LAYOUTS_IN, LAYOUT_TRIADS, OTHER_BANDS, ROW,
    ROW_LSB, TRIAD_CELLS,
};
use super::State;

/// A two-way branch.
#[derive(Clone, Copy)]
pub(in crate::solver) enum Choice {
    /// `cell` takes the digit of `bit`, or it does not.
    Cell { cell: usize, bit: u16 },
    /// `digit` takes one layout in a band or stack, keeping only the cells
    /// `take[band]` of each band, or one of its other layouts, keeping only
    /// the cells `other[band]`.
    Layout {
        digit: usize,
        take: [u32; 3],
        other: [u32; 3],
    },
}

impl Choice {
    pub(in crate::solver) fn cell(cell: usize, bit: u16) -> Choice {
        Choice::Cell { cell, bit }
    }
}

impl State {
    /// What to branch on: a digit's layout in a band or stack (see
    /// `choose_layout`), else as `choose_cell`.
    #[inline(always)]
    pub(in crate::solver) fn choose(&self) -> Choice {
        self.choose_layout().unwrap_or_else(|| self.choose_cell())
    }

    /// What to branch on among cells only: a cell with two candidates (see
    /// `choose_pair`), else see `choose_without_pairs`.
    #[inline(always)]
    pub(in crate::solver) fn choose_cell(&self) -> Choice {
        self.choose_pair()
            .unwrap_or_else(|| self.choose_without_pairs())
    }

    /// A cell with two candidates (either side decides it): the one with the
    /// most undecided peers, whose choice reaches furthest; it needs fewer
    /// guesses than the first such cell. The score needs no digit, so it
    /// costs a few instructions a cell; scoring the digits' reach instead
    /// saved no more guesses and cost time where two-candidate cells are
    /// many.
    #[inline(always)]
    fn choose_pair(&self) -> Option<Choice> {
        // A plain loop: `array::from_fn` here was compiled outside the
        // fast build (see `isa`).
        let mut pairs = [0u32; 3];
        for (band, pairs) in pairs.iter_mut().enumerate() {
            let [_, twice, thrice] = at_least(&self.cand[band]);
            *pairs = twice & !thrice & self.open[band];
        }
        // At most sixteen are scored: beyond that the choice hardly
        // improves.
        let mut budget = 16u64;
        // The best so far as one number, score above rank above cell, so
        // keeping the best is a max (no branch to mispredict); the rank
        // makes the first of equal scores win.
        let mut best = 0u64;
        for (band, &pairs) in pairs.iter().enumerate() {
            let mut cells = pairs;
            while cells != 0 && budget > 0 {
                budget -= 1;
                let pos = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let score = self.open_peers(band, pos) as u64;
                best = best.max(score << 32 | budget << 24 | (27 * band + pos) as u64);
            }
        }
        if best != 0 {
            let cell = (best & 0xFF) as usize;
            return Some(Choice::cell(cell, self.lowest_candidate(cell)));
        }
        None
    }

    /// A digit's layout over the triads of a band or a stack, much as tdoku
    /// branches: the digit with the fewest layouts in the chute with the
    /// fewest ways left (`pick_layout`); one layout, or the others. One side
    /// fixes three triads at once where a cell fixes one cell. With the
    /// triad rule (the two work together) it needs far fewer guesses than
    /// branching on cells, and proves the sparse unsolvable boards near
    /// Norvig's in a few thousand branches where every cell order takes
    /// about a million. `None` when every chute is fixed, or no layout's
    /// refusal is a set of cells.
    #[inline(always)]
    pub(super) fn choose_layout(&self) -> Option<Choice> {
        // The hint `check_triads` left, if it still has a choice (it may
        // have changed the grid after looking).
        let (chute, digit) = (self.hint as usize / 9, self.hint as usize % 9);
        let hinted = self.layouts(chute, digit);
        let (chute, digit, layouts) = if hinted & 7 >= 2 {
            (chute, digit, hinted)
        } else {
            let mut counts = [[0u32; 9]; 6];
            for (chute, row) in counts.iter_mut().enumerate() {
                for (digit, count) in row.iter_mut().enumerate() {
                    *count = self.layouts(chute, digit) & 7;
                }
            }
            let (chute, digit) = pick_layout(&counts)?;
            (chute, digit, self.layouts(chute, digit))
        };
        let layouts = layouts >> 3 & 0x3F;
        // "Not this layout" must be a set of cells: the triads of the other
        // layouts, which must not cover this one. With two layouts any will
        // do; with more, the first that qualifies (else the next rule).
        let (mut found, mut left) = (None, layouts);
        while left != 0 {
            let i = left.trailing_zeros() as usize;
            left &= left - 1;
            let (mut others, mut rest) = (0, layouts & !(1 << i));
            while rest != 0 {
                others |= LAYOUT_TRIADS[rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
            if LAYOUT_TRIADS[i] & !others != 0 {
                found = Some((LAYOUT_TRIADS[i], others));
                break;
            }
        }
        let (first, rest) = found?;
        Some(Choice::Layout {
            digit,
            take: layout_cells(chute, first),
            other: layout_cells(chute, rest),
        })
    }

    /// The layouts `digit` has left in `chute`: their count and which they
    /// are, as `LAYOUTS_IN` has them.
    #[inline(always)]
    fn layouts(&self, chute: usize, digit: usize) -> u32 {
        let triads = if chute < 3 {
            band_triads(self.cand[chute][digit])
        } else {
            stack_triads(self.digit_columns(digit), 3 * (chute - 3)) as usize
        };
        LAYOUTS_IN[triads] & 0x1FF
    }

    /// The undecided peers of cell `pos` of `band`.
    #[inline(always)]
    fn open_peers(&self, band: usize, pos: usize) -> u32 {
        let column = ROW_LSB << (pos % 9);
        let [other1, other2] = OTHER_BANDS[band];
        (self.open[band] & BAND_PEERS[pos]).count_ones()
            + ((self.open[other1] & column) | (self.open[other2] & column) << 1).count_ones()
    }

    /// The candidates `digit` would remove from the peers of cell `pos` of
    /// `band`. (A method, not a closure in `choose`: a closure would be
    /// compiled once, without the fast build's hardware popcount.)
    #[inline(always)]
    fn reach(&self, band: usize, digit: usize, pos: usize) -> u32 {
        let column = ROW_LSB << (pos % 9);
        let [other1, other2] = OTHER_BANDS[band];
        (self.cand[band][digit] & BAND_PEERS[pos]).count_ones()
            + ((self.cand[other1][digit] & column) | (self.cand[other2][digit] & column) << 1)
                .count_ones()
    }

    /// With no two-candidate cell: a digit with two places left in a row of
    /// a band (as binary a choice as a two-candidate cell), the one whose
    /// first place reaches the most; else a three-candidate cell (see
    /// below); else the first undecided cell.
    #[inline(always)]
    fn choose_without_pairs(&self) -> Choice {
        let mut best: Option<(u32, Choice)> = None;
        for band in 0..3 {
            for digit in 0..9 {
                let cells = self.cand[band][digit];
                for row in 0..3 {
                    let places = cells >> (9 * row) & ROW;
                    if places.count_ones() == 2 {
                        let pos = 9 * row + places.trailing_zeros() as usize;
                        let score = self.reach(band, digit, pos);
                        if best.map_or(true, |(best_score, _)| score > best_score) {
                            best = Some((score, Choice::cell(27 * band + pos, 1 << digit)));
                        }
                    }
                }
            }
        }
        if let Some((_, choice)) = best {
            return choice;
        }
        // The cells with three candidates; of those the one whose digits
        // reach the most peers (as for two), and its digit that reaches the
        // fewest first: on sparse boards with many solutions the first cell
        // in order, smallest digit first, can lead into a huge subtree with
        // none.
        let mut best = 0u64;
        let mut fallback = None;
        for band in 0..3 {
            let [_, _, three, four] = at_least(&self.cand[band]);
            let mut threes = three & !four & self.open[band];
            while threes != 0 {
                let pos = threes.trailing_zeros() as usize;
                threes &= threes - 1;
                let mut digits = self.candidates(27 * band + pos);
                let (mut total, mut least) = (0, u64::MAX);
                while digits != 0 {
                    let digit = digits.trailing_zeros() as usize;
                    digits &= digits - 1;
                    let reach = self.reach(band, digit, pos) as u64;
                    total += reach;
                    least = least.min(reach << 4 | digit as u64);
                }
                let key = total << 32 | ((27 * band + pos) as u64) << 8 | (least & 15);
                best = best.max(key);
            }
            if fallback.is_none() && self.open[band] != 0 {
                fallback = Some(27 * band + self.open[band].trailing_zeros() as usize);
            }
        }
        if best != 0 {
            return Choice::cell((best >> 8 & 0xFF) as usize, 1 << (best & 15));
        }
        let cell = fallback.unwrap_or_default();
        Choice::cell(cell, self.lowest_candidate(cell))
    }
}

/// The cells a digit keeps in each band when it takes the triads `layout`
/// (a 3x3 matrix) of `chute`.
#[inline(always)]
fn layout_cells(chute: usize, layout: u16) -> [u32; 3] {
    let mut keep = [u32::MAX; 3];
    if chute < 3 {
        keep[chute] = TRIAD_CELLS[layout as usize];
    } else {
        // Row `band` of a stack's matrix: the stack's columns the band keeps.
        let shift = 3 * (chute - 3);
        let stack = (7u32 << shift) * ROW_LSB;
        for (band, keep) in keep.iter_mut().enumerate() {
            *keep = !stack | (((layout as u32 >> (3 * band) & 7) << shift) * ROW_LSB);
        }
    }
    keep
}

/// The branch choice over `counts[chute][digit]`, the layouts the digit has
/// left in the chute (see `State::layouts`): the chute with the fewest ways
/// left to lay out its nine digits (the product of their layout counts; one
/// means all fixed), and in it the digit with the fewest layouts, two or
/// more; the first of equals. tdoku takes the chute with the fewest layouts
/// in sum; the product, which counts the combinations, needs fewer guesses
/// on the hardest sets and a few more on the easy ones. (Plain loops:
/// iterator adaptors were compiled as calls outside the fast build.)
#[inline(always)]
pub(super) fn pick_layout(counts: &[[u32; 9]; 6]) -> Option<(usize, usize)> {
    let mut products = [1u32; 6];
    for (product, row) in products.iter_mut().zip(counts) {
        // At most 6^9, well inside a u32.
        for &count in row {
            *product *= count;
        }
    }
    pick_layout_by(&products, counts)
}

/// `pick_layout` with each chute's product of counts already taken.
#[inline(always)]
pub(super) fn pick_layout_by(
    products: &[u32; 6],
    counts: &[[u32; 9]; 6],
) -> Option<(usize, usize)> {
    let mut best = (u32::MAX, 0);
    for (chute, &product) in products.iter().enumerate() {
        if product > 1 && product < best.0 {
            best = (product, chute);
        }
    }
    let chute = best.1;
    let mut pick = (u32::MAX, 0);
    for (digit, &count) in counts[chute].iter().enumerate() {
        if count >= 2 && count < pick.0 {
            pick = (count, digit);
        }
    }
    (pick.0 != u32::MAX).then_some((chute, pick.1))
}
