//! Basic fish: a digit confined, in k rows (columns), to the same k columns
//! (rows), so those columns (rows) lose it everywhere else. X-Wing (k = 2),
//! Swordfish (3), Jellyfish (4).

use super::grid::{bit, cells, Grid};
use super::step::Step;
use super::subsets::combinations;
use super::technique::Technique;
use crate::geometry::{col_of, row_of, UNIT_MASKS};

pub fn fish(grid: &Grid, size: usize) -> Option<Step> {
    let technique = [Technique::XWing, Technique::Swordfish, Technique::Jellyfish][size - 2];
    // Base columns first, then base rows, as Sudoku Explainer scans.
    for base_kind in [1usize, 0] {
        for digit in 1..=9 {
            let lines: Vec<usize> = (0..9)
                .map(|i| base_kind * 9 + i)
                .filter(|&u| (2..=size as u32).contains(&grid.places_in(digit, u).count_ones()))
                .collect();
            let mut found = None;
            combinations(lines.len(), size, &mut |chosen| {
                let base: Vec<usize> = cells(chosen as u128).map(|i| lines[i]).collect();
                let spots = base
                    .iter()
                    .fold(0u128, |s, &u| s | grid.places_in(digit, u));
                // The cover lines: the other direction's lines through the spots.
                let cover = cells(spots).fold(0u32, |m, c| {
                    m | 1
                        << if base_kind == 0 {
                            9 + col_of(c)
                        } else {
                            row_of(c)
                        }
                });
                if cover.count_ones() as usize != size {
                    return false;
                }
                let cover_cells = cells(cover as u128).fold(0u128, |m, u| m | UNIT_MASKS[u]);
                let mut step = Step::new(technique);
                step.remove_from(grid, cover_cells & !spots, digit);
                if step.is_empty() {
                    return false;
                }
                for cell in cells(spots) {
                    step.mark(cell, bit(digit));
                }
                step.base = base.iter().fold(0, |m, &u| m | 1 << u);
                step.cover = cover;
                step.digits = bit(digit);
                found = Some(step);
                true
            });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}
