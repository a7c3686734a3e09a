//! What a static chain reaches, by bit sets, one layer of nodes at a time:
//! the depth of a node (its chain's length, the start counted) without the
//! parents that spell the chain out. A static run of the implication
//! engine is breadth first, so the depths are the same; the chain finders
//! ask this first and run the engine only for a start that can beat the
//! best step found so far, which most cannot.

use super::grid::{bit, cells, digits, Grid};
use super::implications::Rules;
use crate::board::CELLS;
use crate::geometry::{PEER_MASKS, UNIT_MASKS};

/// A grid's static links under one set of rules.
pub struct Links {
    rules: Rules,
    places: [u128; 9],
    cands: [u16; CELLS],
    /// Cells with two candidates (whose cell link is strong).
    bivalue: u128,
    /// Per digit and cell: the other place of the digit in each unit
    /// where it has two (whose unit link is strong).
    partner: [[u128; CELLS]; 9],
}

/// A candidate (cell, digit) with a truth value.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Lit {
    pub cell: usize,
    pub digit: u8,
    pub on: bool,
}

/// What one start reaches.
pub struct Reach {
    /// Nodes reached, per digit and truth value (the start included).
    pub on: [u128; 9],
    pub off: [u128; 9],
    /// The depth of the node asked for, when it is reached.
    pub target: Option<usize>,
    /// For a loop run: the depth of the first false node that closes a
    /// loop back to the start (the implication engine's `cycle`).
    pub cycle: Option<usize>,
}

impl Links {
    pub fn new(grid: &Grid, rules: Rules) -> Links {
        let mut places = [0u128; 9];
        let mut partner = [[0u128; CELLS]; 9];
        for d in 0..9 {
            places[d] = grid.places(d as u8 + 1);
            if rules.unit {
                for mask in UNIT_MASKS {
                    let here = places[d] & mask;
                    if here.count_ones() == 2 {
                        let (a, b) = (here.trailing_zeros(), 127 - here.leading_zeros());
                        partner[d][a as usize] |= 1 << b;
                        partner[d][b as usize] |= 1 << a;
                    }
                }
            }
        }
        let cands: [u16; CELLS] = std::array::from_fn(|c| grid.cands(c));
        let bivalue = (0..CELLS)
            .filter(|&c| cands[c].count_ones() == 2)
            .fold(0u128, |m, c| m | 1 << c);
        Links {
            rules,
            places,
            cands,
            bivalue: if rules.cell { bivalue } else { 0 },
            partner,
        }
    }

    /// Follows the truth of (`cell`, `digit`) layer by layer, no deeper
    /// than `limit` nodes. `looping`: as the engine's loop run (the start
    /// does not reach its strong partners in its first step, and a closing
    /// false node is looked for).
    pub fn run(
        &self,
        cell: usize,
        digit: u8,
        looping: bool,
        target: Option<Lit>,
        limit: usize,
    ) -> Reach {
        let d0 = digit as usize - 1;
        let mut frontier = [0u128; 9];
        frontier[d0] = 1 << cell;
        let mut reach = Reach {
            on: frontier,
            off: [0; 9],
            target: None,
            cycle: None,
        };
        let hit = |layer: &[u128; 9], on: bool| {
            target.is_some_and(|t| on == t.on && layer[t.digit as usize - 1] >> t.cell & 1 != 0)
        };
        if hit(&frontier, true) {
            reach.target = Some(1);
        }
        // The start's strong partners, kept out of its first step in a loop.
        let (mut keep_cands, mut keep_peers) = (0x1FFu16, u128::MAX);
        if looping {
            if self.bivalue >> cell & 1 != 0 {
                keep_cands = bit(digit);
            }
            keep_peers = !self.partner[d0][cell];
        }
        let mut depth = 1;
        while depth < limit {
            // True nodes at `depth` make false nodes at `depth + 1`.
            let mut next = [0u128; 9];
            for d in nonzero(&frontier) {
                for c in cells(frontier[d]) {
                    let mut peers = PEER_MASKS[c] & self.places[d];
                    let mut others = self.cands[c] & !(1 << d);
                    if depth == 1 {
                        peers &= keep_peers;
                        others &= keep_cands;
                    }
                    next[d] |= peers;
                    if self.rules.cell {
                        for e in digits(others) {
                            next[e as usize - 1] |= 1 << c;
                        }
                    }
                }
            }
            if !fresh(&mut next, &mut reach.off) {
                break;
            }
            depth += 1;
            if reach.target.is_none() && hit(&next, false) {
                reach.target = Some(depth);
            }
            if looping && reach.cycle.is_none() && depth >= 3 && self.closes(&next, cell, d0) {
                reach.cycle = Some(depth);
            }
            if depth >= limit {
                break;
            }
            // False nodes at `depth` make true nodes at `depth + 1`.
            let mut next_on = [0u128; 9];
            for d in nonzero(&next) {
                for c in cells(next[d]) {
                    next_on[d] |= self.partner[d][c];
                    if self.bivalue >> c & 1 != 0 {
                        let other = self.cands[c] & !(1 << d);
                        next_on[other.trailing_zeros() as usize] |= 1 << c;
                    }
                }
            }
            if !fresh(&mut next_on, &mut reach.on) {
                break;
            }
            depth += 1;
            if reach.target.is_none() && hit(&next_on, true) {
                reach.target = Some(depth);
            }
            frontier = next_on;
        }
        reach
    }

    /// Whether (`cell`, `digit`) has a strong link, without which no loop
    /// can come back to it.
    pub fn can_close(&self, cell: usize, digit: u8) -> bool {
        self.partner[digit as usize - 1][cell] != 0 || self.bivalue >> cell & 1 != 0
    }

    /// Whether a layer of false nodes holds one whose strong link leads
    /// back to the true start (`cell`, digit index `d0`).
    fn closes(&self, layer: &[u128; 9], cell: usize, d0: usize) -> bool {
        if layer[d0] & self.partner[d0][cell] != 0 {
            return true;
        }
        self.bivalue >> cell & 1 != 0 && {
            let other = (self.cands[cell] & !(1 << d0)).trailing_zeros() as usize;
            layer[other] >> cell & 1 != 0
        }
    }
}

impl Reach {
    /// Whether some candidate was reached both true and false.
    pub fn conflict(&self) -> bool {
        (0..9).any(|d| self.on[d] & self.off[d] != 0)
    }
}

/// The digit indexes with a node in `layer`.
fn nonzero(layer: &[u128; 9]) -> impl Iterator<Item = usize> + '_ {
    (0..9).filter(|&d| layer[d] != 0)
}

/// Keeps in `layer` only the nodes not in `seen`, adds them to it, and
/// says whether any were new.
fn fresh(layer: &mut [u128; 9], seen: &mut [u128; 9]) -> bool {
    let mut any = 0;
    for d in 0..9 {
        layer[d] &= !seen[d];
        seen[d] |= layer[d];
        any |= layer[d];
    }
    any != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::implications::{node, Branch, X, XY, Y};

    /// Grids along the paths of the sample's harder puzzles.
    fn grids() -> Vec<Grid> {
        let mut out = Vec::new();
        let sample = include_str!("../../tests/data/se_sample.txt");
        for line in sample.lines().filter(|l| !l.starts_with('#')) {
            let mut parts = line.split_whitespace();
            let (Some(puzzle), Some(se)) = (parts.next(), parts.next()) else {
                continue;
            };
            if se.parse::<f32>().unwrap() < 6.5 {
                continue;
            }
            let givens: [u8; 81] =
                std::array::from_fn(|i| puzzle.as_bytes()[i].saturating_sub(b'0') % 10);
            let mut grid = Grid::from_givens(&givens).unwrap();
            for _ in 0..12 {
                out.push(grid);
                match crate::logic::next_step(&grid) {
                    Some(step) if !step.is_empty() => step.apply(&mut grid),
                    _ => break,
                }
            }
        }
        out
    }

    #[test]
    fn reaches_what_the_engine_reaches_at_the_same_depths() {
        let grids = grids();
        assert!(grids.len() > 100, "{} grids", grids.len());
        let mut branch = Branch::new();
        let (mut cycles, mut chains) = (0, 0);
        for grid in &grids {
            for rules in [X, Y, XY] {
                let links = Links::new(grid, rules);
                for cell in cells(grid.empty_cells()) {
                    for digit in digits(grid.cands(cell)) {
                        let (on, off) = (node(cell, digit, true), node(cell, digit, false));
                        let negation = Lit {
                            cell,
                            digit,
                            on: false,
                        };
                        let found = links.run(cell, digit, false, Some(negation), usize::MAX);
                        branch.run(grid, on, rules);
                        assert_eq!((found.on, found.off), (branch.on, branch.off));
                        assert_eq!(found.conflict(), branch.conflict.is_some());
                        let depth = branch.reached(off).then(|| branch.ancestors(off));
                        assert_eq!(found.target, depth);
                        chains += depth.is_some() as usize;
                        let found = links.run(cell, digit, true, None, usize::MAX);
                        branch.run_loop(grid, on, rules, usize::MAX);
                        let depth = branch.cycle.map(|c| branch.ancestors(c));
                        assert_eq!(found.cycle, depth);
                        assert!(depth.is_none() || links.can_close(cell, digit));
                        cycles += depth.is_some() as usize;
                    }
                }
            }
        }
        // The comparison saw both kinds of conclusion.
        assert!(
            cycles > 100 && chains > 100,
            "{cycles} cycles, {chains} chains"
        );
    }

    #[test]
    fn a_limit_stops_at_that_depth() {
        let mut branch = Branch::new();
        let (mut chains, mut cycles) = (0, 0);
        for grid in grids().iter().step_by(7) {
            let links = Links::new(grid, XY);
            for cell in cells(grid.empty_cells()) {
                for digit in digits(grid.cands(cell)) {
                    let on = node(cell, digit, true);
                    let off = Lit {
                        cell,
                        digit,
                        on: false,
                    };
                    // A chain to the start's negation: found at its length,
                    // not one short of it, by both the bit sets and the engine.
                    let full = links.run(cell, digit, false, Some(off), usize::MAX);
                    if let Some(depth) = full.target {
                        let short = links.run(cell, digit, false, Some(off), depth - 1);
                        assert_eq!(short.target, None);
                        let exact = links.run(cell, digit, false, Some(off), depth);
                        assert_eq!(exact.target, Some(depth));
                        branch.run_within(grid, on, XY, depth - 1);
                        assert!(!branch.reached(node(cell, digit, false)));
                        branch.run_within(grid, on, XY, depth);
                        assert_eq!(branch.ancestors(node(cell, digit, false)), depth);
                        chains += 1;
                    }
                    // A loop of `length` nodes: the engine's loop run finds it
                    // with that limit, not with one less.
                    let found = links.run(cell, digit, true, None, usize::MAX);
                    if let Some(length) = found.cycle {
                        branch.run_loop(grid, on, XY, length);
                        assert_eq!(branch.cycle.map(|c| branch.ancestors(c)), Some(length));
                        branch.run_loop(grid, on, XY, length - 1);
                        assert_eq!(branch.cycle, None);
                        let short = links.run(cell, digit, true, None, length - 1);
                        assert_eq!(short.cycle, None);
                        cycles += 1;
                    }
                }
            }
        }
        assert!(
            chains > 50 && cycles > 50,
            "{chains} chains, {cycles} cycles"
        );
    }
}
