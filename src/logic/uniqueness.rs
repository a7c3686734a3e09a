//! Unique rectangles and loops: a deadly pattern of two digits must be
//! broken, which the puzzle's one solution (the rater checks it first)
//! guarantees. A rectangle is four cells over two boxes; a loop (Sudoku
//! Explainer's "Unique Loop") is 6, 8 or more cells, each holding both
//! digits, joined in turn by a row, a column or a box (never the same kind
//! twice running), with every unit it touches holding exactly two of its
//! cells, one of each parity: filled with the two digits alternating, it
//! could be filled the other way round too. Ratings: 4.5, +0.1 for six
//! cells, +0.2 for eight, +0.5 for ten or more. The bivalue universal grave
//! is in `bug`.

use super::grid::{bit, cells, digits, only_digit, Grid};
use super::step::Step;
use super::subsets::combinations;
use super::technique::Technique;
use crate::geometry::{box_of, col_of, row_of, PEER_MASKS, UNIT_MASKS};

/// The easiest unique rectangle or loop (types 1-4), by rating then type.
pub fn unique_rectangle(grid: &Grid) -> Option<Step> {
    let mut best: Option<(u8, u8, Step)> = None;
    let empty = grid.empty_cells();
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    let boxes = corners.iter().fold(0u16, |m, &c| m | 1 << box_of(c));
                    if boxes.count_ones() != 2 || corners.iter().any(|&c| empty & 1 << c == 0) {
                        continue;
                    }
                    let common = corners.iter().fold(0x1FF, |m, &c| m & grid.cands(c));
                    for pair in pairs(common) {
                        for (kind, step) in rectangle(grid, &corners, pair) {
                            let key = (step.difficulty, kind);
                            if best.as_ref().map_or(true, |b| key < (b.0, b.1)) {
                                best = Some((key.0, key.1, step));
                            }
                        }
                    }
                }
            }
        }
    }
    for (cells, pair) in unique_loops(grid) {
        for (kind, step) in rectangle(grid, &cells, pair) {
            let key = (step.difficulty, kind);
            if best.as_ref().map_or(true, |b| key < (b.0, b.1)) {
                best = Some((key.0, key.1, step));
            }
        }
    }
    best.map(|b| b.2)
}

/// Every unique loop of six or more cells, with its two digits, each once.
fn unique_loops(grid: &Grid) -> Vec<(Vec<usize>, u16)> {
    let mut found: Vec<(Vec<usize>, u16)> = Vec::new();
    let mut seen: Vec<(u128, u16)> = Vec::new();
    for start in cells(grid.empty_cells()) {
        let pair = grid.cands(start);
        if pair.count_ones() != 2 {
            continue;
        }
        let mut path = vec![start];
        let parity = [units_of(start), 0];
        extend(grid, pair, &mut path, parity, 2, 0, 3, &mut |path| {
            let mask = path.iter().fold(0u128, |m, &c| m | 1 << c);
            if path.len() >= 6 && !seen.contains(&(mask, pair)) && is_deadly(path) {
                seen.push((mask, pair));
                found.push((path.to_vec(), pair));
            }
        });
    }
    found
}

/// Extends `path` (cells holding both digits of `pair`) by one cell of a
/// unit of the last cell whose kind (0 row, 1 column, 2 box) is not
/// `last_kind`, reporting each path that returns to its start. At most
/// `spare` more cells may hold other digits, unless every cell's other
/// digits so far are one and the same digit (`extra`). `parity` holds the
/// units of the cells at even and at odd places: a loop that put two cells
/// of one parity in a unit could not be deadly, so no path does.
#[allow(clippy::too_many_arguments)]
fn extend(
    grid: &Grid,
    pair: u16,
    path: &mut Vec<usize>,
    parity: [u32; 2],
    spare: u32,
    extra: u16,
    last_kind: usize,
    report: &mut impl FnMut(&[usize]),
) {
    let cell = path[path.len() - 1];
    for (kind, unit) in [row_of(cell), 9 + col_of(cell), 18 + box_of(cell)]
        .into_iter()
        .enumerate()
    {
        if kind == last_kind {
            continue;
        }
        for next in cells(UNIT_MASKS[unit] & !(1 << cell)) {
            if next == path[0] && path.len() >= 4 {
                report(path);
            } else if !path.contains(&next) && grid.cands(next) & pair == pair {
                let side = path.len() % 2;
                if parity[side] & units_of(next) != 0 {
                    continue;
                }
                let cands = grid.cands(next);
                let more = extra | (cands & !pair);
                if cands == pair || more.count_ones() == 1 || spare > 0 {
                    let mut parity = parity;
                    parity[side] |= units_of(next);
                    path.push(next);
                    let spare = spare - (cands != pair && spare > 0) as u32;
                    extend(grid, pair, path, parity, spare, more, kind, report);
                    path.pop();
                }
            }
        }
    }
}

/// The row, column and box of `cell`, as bits of a unit mask.
fn units_of(cell: usize) -> u32 {
    1 << row_of(cell) | 1 << (9 + col_of(cell)) | 1 << (18 + box_of(cell))
}

/// Whether every unit the loop touches holds two of its cells, one at an
/// odd and one at an even place along it.
fn is_deadly(path: &[usize]) -> bool {
    let mut parity = [0u32; 2];
    for (k, &cell) in path.iter().enumerate() {
        for unit in [row_of(cell), 9 + col_of(cell), 18 + box_of(cell)] {
            if parity[k % 2] & 1 << unit != 0 {
                return false;
            }
            parity[k % 2] |= 1 << unit;
        }
    }
    parity[0] == parity[1]
}

fn pairs(mask: u16) -> impl Iterator<Item = u16> {
    let ds: Vec<u8> = digits(mask).collect();
    let mut out = Vec::new();
    for i in 0..ds.len() {
        for j in i + 1..ds.len() {
            out.push(bit(ds[i]) | bit(ds[j]));
        }
    }
    out.into_iter()
}

/// The steps a rectangle or loop `corners` of the digits `pair` gives, each
/// with its type.
fn rectangle(grid: &Grid, corners: &[usize], pair: u16) -> Vec<(u8, Step)> {
    let mut found = Vec::new();
    let roof: Vec<usize> = corners
        .iter()
        .copied()
        .filter(|&c| grid.cands(c) != pair)
        .collect();
    let new_step = |technique| {
        let mut step = Step::new(technique);
        for &c in corners {
            step.mark(c, pair);
        }
        step.digits = pair;
        step.length = corners.len() as u8;
        step.difficulty += match corners.len() {
            4 => 0,
            6 => 1,
            8 => 2,
            _ => 5,
        };
        step
    };
    if roof.len() == 1 {
        let mut step = new_step(Technique::UniqueRectangle);
        step.remove(grid, roof[0], pair);
        found.push((1, step));
        return found;
    }
    if roof.len() > 2 {
        // Type 2 only: one extra digit, in every cell that has more.
        let extra = roof.iter().fold(0u16, |m, &c| m | grid.cands(c)) & !pair;
        if extra.count_ones() == 1 {
            let seen = roof.iter().fold(u128::MAX, |m, &c| m & PEER_MASKS[c]);
            let mut step = new_step(Technique::UniqueRectangle);
            step.remove_from(grid, seen, only_digit(extra));
            if !step.is_empty() {
                found.push((2, step));
            }
        }
        return found;
    }
    if roof.len() != 2 {
        return found;
    }
    let (a, b) = (roof[0], roof[1]);
    let extra = (grid.cands(a) | grid.cands(b)) & !pair;
    // Type 2: one extra digit, in both roof cells.
    if extra.count_ones() == 1 && grid.cands(a) & extra != 0 && grid.cands(b) & extra != 0 {
        let mut step = new_step(Technique::UniqueRectangle);
        step.remove_from(grid, PEER_MASKS[a] & PEER_MASKS[b], only_digit(extra));
        if !step.is_empty() {
            found.push((2, step));
        }
    }
    let shared: Vec<usize> = [
        row_of(a) == row_of(b),
        col_of(a) == col_of(b),
        box_of(a) == box_of(b),
    ]
    .iter()
    .zip([row_of(a), 9 + col_of(a), 18 + box_of(a)])
    .filter_map(|(&same, unit)| same.then_some(unit))
    .collect();
    for &unit in &shared {
        let others: Vec<usize> =
            cells(grid.empty_cells() & UNIT_MASKS[unit] & !(1 << a | 1 << b)).collect();
        // Type 3: the roof's extra digits and k - 1 other cells of the unit
        // form a naked set of k digits.
        for k in 2..=4usize {
            combinations(others.len(), k - 1, &mut |chosen| {
                let set: Vec<usize> = cells(chosen as u128).map(|i| others[i]).collect();
                let union = set.iter().fold(extra, |m, &c| m | grid.cands(c));
                if union.count_ones() as usize != k {
                    return false;
                }
                let mut step = new_step(Technique::UniqueRectangle);
                for &c in &others {
                    if !set.contains(&c) {
                        step.remove(grid, c, union);
                    }
                }
                if step.is_empty() {
                    return false;
                }
                for &c in &set {
                    step.mark(c, grid.cands(c));
                }
                step.difficulty += (k - 1) as u8;
                found.push((3, step));
                true
            });
        }
        // Type 4: one of the pair has no other place in the unit, so the
        // roof cells cannot hold the other one.
        for d in digits(pair) {
            if grid.places_in(d, unit) == (1 << a | 1 << b) {
                let mut step = new_step(Technique::UniqueRectangle);
                let other = pair & !bit(d);
                step.remove(grid, a, other);
                step.remove(grid, b, other);
                step.base = 1 << unit;
                if !step.is_empty() {
                    found.push((4, step));
                }
            }
        }
    }
    found
}
