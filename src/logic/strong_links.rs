//! Sukaku Explainer's strong-link patterns: n conjugate pairs of one digit
//! (a unit where it has exactly two places) joined end to start by cells
//! that see each other. One end of the chain holds the digit, so cells that
//! see both ends lose it. Two links: Skyscraper (parallel lines),
//! 2-String Kite (a row and a column), Turbot (a box and a line); three
//! and four links: the same idea, longer.

use super::grid::{bit, cells, Grid};
use super::step::Step;
use super::technique::Technique;
use crate::geometry::{PEER_MASKS, UNIT_MASKS};

#[derive(Clone, Copy)]
struct Link {
    a: usize,
    b: usize,
    unit: usize,
}

/// The easiest pattern of `n` links (2-4): lowest rating, then most
/// eliminations, as Sukaku Explainer sorts them.
pub fn strong_links(grid: &Grid, n: usize) -> Option<Step> {
    let mut best: Option<Step> = None;
    for digit in 1..=9 {
        let mut links: Vec<Link> = Vec::new();
        for unit in 0..27 {
            let places = grid.places_in(digit, unit);
            if places.count_ones() != 2 {
                continue;
            }
            let a = places.trailing_zeros() as usize;
            let b = 127 - places.leading_zeros() as usize;
            // A box pair on one line is the line's link already.
            if unit >= 18 && (0..18).any(|u| UNIT_MASKS[u] & places == places) {
                continue;
            }
            links.push(Link { a, b, unit });
        }
        let mut chain = Vec::with_capacity(n);
        search(grid, digit, &links, n, &mut chain, &mut best);
    }
    best
}

fn search(
    grid: &Grid,
    digit: u8,
    links: &[Link],
    n: usize,
    chain: &mut Vec<(usize, usize, usize)>,
    best: &mut Option<Step>,
) {
    if chain.len() == n {
        consider(grid, digit, chain, best);
        return;
    }
    for link in links {
        // A chain read backwards is the same pattern: keep the reading
        // whose first link comes first (links are in unit order), which is
        // also the one the search met first.
        if chain.len() + 1 == n && link.unit < chain[0].2 {
            continue;
        }
        for (start, end) in [(link.a, link.b), (link.b, link.a)] {
            if let Some(&(_, last, _)) = chain.last() {
                if PEER_MASKS[last] & 1 << start == 0 {
                    continue;
                }
            }
            let used = chain.iter().any(|&(s, e, u)| {
                u == link.unit || s == start || e == start || s == end || e == end
            });
            if used {
                continue;
            }
            chain.push((start, end, link.unit));
            search(grid, digit, links, n, chain, best);
            chain.pop();
        }
    }
}

fn consider(grid: &Grid, digit: u8, chain: &[(usize, usize, usize)], best: &mut Option<Step>) {
    let first = chain[0].0;
    let last = chain[chain.len() - 1].1;
    let members = chain
        .iter()
        .fold(0u128, |m, &(s, e, _)| m | 1 << s | 1 << e);
    let targets = PEER_MASKS[first] & PEER_MASKS[last] & !members;
    let mut step = Step::new(Technique::StrongLinks);
    step.remove_from(grid, targets, digit);
    if step.is_empty() {
        return;
    }
    let kinds = chain.iter().fold(0u8, |k, &(_, _, u)| k | 1 << (u / 9));
    let extra = match kinds {
        0b001 | 0b010 => 0,
        0b111 => 2,
        _ => 1,
    };
    let base = [40, 54, 58][chain.len() - 2];
    step.difficulty = base + extra;
    for cell in cells(members) {
        step.mark(cell, bit(digit));
    }
    step.base = chain.iter().fold(0, |m, &(_, _, u)| m | 1 << u);
    step.digits = bit(digit);
    step.length = chain.len() as u8;
    let better = match best {
        None => true,
        Some(b) => {
            (step.difficulty, std::cmp::Reverse(step.removal_count()))
                < (b.difficulty, std::cmp::Reverse(b.removal_count()))
        }
    };
    if better {
        *best = Some(step);
    }
}
