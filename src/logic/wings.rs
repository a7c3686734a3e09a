//! Wings: a pivot cell and n - 1 cells it sees, n cells holding exactly n
//! digits between them, where every digit but one (z) is "restricted" (all
//! the cells holding it see each other). Then one of the cells holding z
//! must be z, and z goes from every cell that sees all of them.
//! XY-Wing (3 cells, bivalue pivot), XYZ-Wing (3 cells, pivot holds z),
//! and Sukaku Explainer's bigger WXYZ- (4), VWXYZ- (5) and UVWXYZ-Wings (6).

use super::grid::{bit, cells, digits, Grid};
use super::step::Step;
use super::technique::Technique;
use crate::geometry::PEER_MASKS;

/// The first wing of `size` cells (3 for XY- and XYZ-Wings, whose pivot
/// holds 2 or 3 digits as `technique` says).
pub fn wing(grid: &Grid, size: usize, technique: Technique) -> Option<Step> {
    let empty = grid.empty_cells();
    for pivot in cells(empty) {
        let pc = grid.cands(pivot);
        let n = pc.count_ones() as usize;
        let ok = match technique {
            Technique::XyWing => n == 2,
            Technique::XyzWing => n == 3,
            _ => (2..=size).contains(&n),
        };
        if !ok {
            continue;
        }
        let wings: Vec<usize> = cells(PEER_MASKS[pivot] & empty)
            .filter(|&c| {
                let k = grid.cands(c).count_ones() as usize;
                // The pivot is the wing's largest cell (Sukaku Explainer
                // rates by its size), which also keeps the search small.
                if size == 3 {
                    k == 2
                } else {
                    k <= n
                }
            })
            .collect();
        let mut chosen = [pivot; 7];
        if let Some(step) = grow(grid, size, technique, &wings, 0, &mut chosen, 1, pc) {
            return Some(step);
        }
    }
    None
}

#[allow(clippy::too_many_arguments)]
fn grow(
    grid: &Grid,
    size: usize,
    technique: Technique,
    wings: &[usize],
    from: usize,
    chosen: &mut [usize; 7],
    count: usize,
    union: u16,
) -> Option<Step> {
    if union.count_ones() as usize > size {
        return None;
    }
    if count == size {
        return (union.count_ones() as usize == size)
            .then(|| judge(grid, technique, &chosen[..size], union))
            .flatten();
    }
    for i in from..wings.len() {
        chosen[count] = wings[i];
        let more = union | grid.cands(wings[i]);
        if let Some(step) = grow(grid, size, technique, wings, i + 1, chosen, count + 1, more) {
            return Some(step);
        }
    }
    None
}

fn judge(grid: &Grid, technique: Technique, members: &[usize], union: u16) -> Option<Step> {
    let pivot = members[0];
    let mut free = None;
    for digit in digits(union) {
        let holders = members.iter().fold(0u128, |m, &c| {
            if grid.cands(c) & bit(digit) != 0 {
                m | 1 << c
            } else {
                m
            }
        });
        let restricted = cells(holders).all(|c| holders & !(1 << c) & !PEER_MASKS[c] == 0);
        if !restricted {
            if free.is_some() {
                return None;
            }
            free = Some((digit, holders));
        }
    }
    let (z, holders) = free?;
    match technique {
        // XY-Wing: z in both wings, not in the pivot; XYZ: in all three.
        Technique::XyWing | Technique::XyzWing => {
            let in_pivot = grid.cands(pivot) & bit(z) != 0;
            if in_pivot != (technique == Technique::XyzWing) || holders.count_ones() < 2 {
                return None;
            }
        }
        _ => {}
    }
    let seen = cells(holders).fold(u128::MAX, |m, c| m & PEER_MASKS[c]);
    let mut step = Step::new(technique);
    step.remove_from(grid, seen, z);
    if step.is_empty() {
        return None;
    }
    for &cell in members {
        step.mark(cell, grid.cands(cell));
    }
    step.digits = union;
    step.length = members.len() as u8;
    step.difficulty = wing_difficulty(technique, grid.cands(pivot).count_ones());
    Some(step)
}

/// Sukaku Explainer's published ratings for its wings, by the pivot's
/// digit count `c`: WXYZ 5.5 + 0.1 (1 - |3 - c|), VWXYZ 6.2 + 0.1 (2 - |3 - c|).
fn wing_difficulty(technique: Technique, c: u32) -> u8 {
    let off = (3 - c as i32).unsigned_abs() as u8;
    match technique {
        Technique::WxyzWing => 55 + 1u8.saturating_sub(off),
        Technique::VwxyzWing => 62 + 2u8.saturating_sub(off),
        _ => technique.difficulty(),
    }
}
