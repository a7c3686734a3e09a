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
        let mut chosen = Chosen {
            cells: [pivot; 7],
            count: 0,
            holders: [0; 9],
            free: [0; 8],
        };
        chosen.push(grid, pivot);
        if let Some(step) = grow(grid, size, technique, &wings, 0, &mut chosen, pc) {
            return Some(step);
        }
    }
    None
}

/// The cells chosen so far: which, per digit the chosen cells holding it,
/// and the digits with two holders that do not see each other (each level's
/// value kept, to undo).
struct Chosen {
    cells: [usize; 7],
    count: usize,
    holders: [u128; 9],
    free: [u16; 8],
}

impl Chosen {
    /// Adds `cell`; false when two digits are then unrestricted, which no
    /// more cells can mend.
    fn push(&mut self, grid: &Grid, cell: usize) -> bool {
        let mut free = self.free[self.count];
        for d in digits(grid.cands(cell)) {
            let h = &mut self.holders[d as usize - 1];
            if *h & !PEER_MASKS[cell] != 0 {
                free |= bit(d);
            }
            *h |= 1 << cell;
        }
        self.cells[self.count] = cell;
        self.count += 1;
        self.free[self.count] = free;
        free.count_ones() <= 1
    }

    /// False when the unrestricted digit is known and no cell outside the
    /// wing that holds it sees all its holders: more cells only add
    /// holders, so the wing could eliminate nothing.
    fn can_eliminate(&self, grid: &Grid) -> bool {
        let free = self.free[self.count];
        if free.count_ones() != 1 {
            return true;
        }
        let z = free.trailing_zeros() as usize;
        let holders = self.holders[z];
        let seen = cells(holders).fold(u128::MAX, |m, c| m & PEER_MASKS[c]);
        seen & grid.places(z as u8 + 1) & !holders != 0
    }

    fn pop(&mut self, grid: &Grid) {
        self.count -= 1;
        let cell = self.cells[self.count];
        for d in digits(grid.cands(cell)) {
            self.holders[d as usize - 1] &= !(1 << cell);
        }
    }
}

fn grow(
    grid: &Grid,
    size: usize,
    technique: Technique,
    wings: &[usize],
    from: usize,
    chosen: &mut Chosen,
    union: u16,
) -> Option<Step> {
    if union.count_ones() as usize > size {
        return None;
    }
    if chosen.count == size {
        return (union.count_ones() as usize == size)
            .then(|| judge(grid, technique, chosen, union))
            .flatten();
    }
    for i in from..wings.len() {
        // Too few cells left to fill the wing.
        if wings.len() - i < size - chosen.count {
            break;
        }
        let more = union | grid.cands(wings[i]);
        if more.count_ones() as usize > size {
            continue;
        }
        let hopeful = chosen.push(grid, wings[i]) && chosen.can_eliminate(grid);
        let found = if hopeful {
            grow(grid, size, technique, wings, i + 1, chosen, more)
        } else {
            None
        };
        chosen.pop(grid);
        if found.is_some() {
            return found;
        }
    }
    None
}

fn judge(grid: &Grid, technique: Technique, chosen: &Chosen, union: u16) -> Option<Step> {
    let members = &chosen.cells[..chosen.count];
    let pivot = members[0];
    // The one digit whose holders do not all see each other, kept by `push`.
    let free = chosen.free[chosen.count];
    if free.count_ones() != 1 {
        return None;
    }
    let z = free.trailing_zeros() as u8 + 1;
    let holders = chosen.holders[z as usize - 1];
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
