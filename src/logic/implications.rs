//! The implication engine behind every chain: assume a candidate true (or
//! false) and follow what must then hold, breadth first, recording for
//! each conclusion the conclusions it came from. A node is a candidate with
//! a truth value: `(cell * 9 + digit - 1) * 2 + on`.
//!
//! Rules, as Sudoku Explainer defines its links: a true candidate makes its
//! peers' same digit false (always) and, with cell links, the other
//! candidates of its cell false. A false candidate makes the other one true
//! in a cell with two candidates (cell links) and the digit's other place
//! true in a unit where it had two (unit links). Static chains read those
//! counts on the grid as it is; dynamic chains take every false candidate
//! out of a working copy and read the counts there, so a cell or unit
//! emptied down to one by the chain itself also forces.

use super::grid::{bit, cells, digits, only_cell, only_digit, Grid};
use super::{fish, intersections, subsets};
use crate::board::CELLS;
use crate::geometry::{box_of, col_of, row_of, PEER_MASKS};

pub const NODES: usize = CELLS * 9 * 2;
const UNREACHED: u32 = u32::MAX;

pub type Node = u16;

pub const fn node(cell: usize, digit: u8, on: bool) -> Node {
    ((cell * 9 + digit as usize - 1) * 2 + on as usize) as Node
}

pub const fn cell_of(n: Node) -> usize {
    n as usize / 18
}

pub const fn digit_of(n: Node) -> u8 {
    (n as usize / 2 % 9) as u8 + 1
}

pub const fn is_on(n: Node) -> bool {
    n & 1 == 1
}

/// Which links a chain may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Cell links (Sudoku Explainer's "Y").
    pub cell: bool,
    /// Strong unit links: a digit's last other place in a unit ("X").
    pub unit: bool,
    /// Read the counts on the working copy (dynamic chains).
    pub dynamic: bool,
    /// When nothing follows, try pointing/claiming, pairs and X-Wing on the
    /// working copy (Sudoku Explainer's "(+)").
    pub plus: bool,
}

pub const X: Rules = Rules {
    cell: false,
    unit: true,
    dynamic: false,
    plus: false,
};
pub const Y: Rules = Rules {
    cell: true,
    unit: false,
    dynamic: false,
    plus: false,
};
pub const XY: Rules = Rules {
    cell: true,
    unit: true,
    dynamic: false,
    plus: false,
};
pub const NISHIO: Rules = Rules {
    cell: false,
    unit: true,
    dynamic: true,
    plus: false,
};
pub const DYNAMIC: Rules = Rules {
    cell: true,
    unit: true,
    dynamic: true,
    plus: false,
};
pub const PLUS: Rules = Rules {
    cell: true,
    unit: true,
    dynamic: true,
    plus: true,
};

/// One propagation: what follows from one assumption.
#[derive(Clone)]
pub struct Branch {
    /// Per reached node (see `on` and `off`), where its parents start in `arena`.
    link: Vec<u32>,
    /// Per reached node: the parent count, then the parents.
    arena: Vec<u16>,
    /// Reached nodes, one bit a node: the test `derive` makes for every
    /// node it is offered, without decoding the node.
    seen: [u64; NODES.div_ceil(64)],
    /// Reached nodes per digit, by truth value.
    pub on: [u128; 9],
    pub off: [u128; 9],
    /// The first node reached both true and false, as (true node, false node).
    pub conflict: Option<(Node, Node)>,
    /// For a true start in a static propagation: the false node that led
    /// back to the start (a loop).
    pub cycle: Option<Node>,
    looping: bool,
    start: Node,
    /// Static runs follow only nodes of fewer than this many ancestors
    /// (a chain through them could not beat the best step found so far).
    limit: usize,
    /// Per reached node: its ancestors along its first parents, which for
    /// a static run is the chain's length, as the run is breadth first.
    depth: Vec<u16>,
    /// The reached true and false nodes in the order reached, each node at
    /// most once (so half the nodes each).
    ons: [Node; NODES / 2],
    offs: [Node; NODES / 2],
    ons_len: usize,
    offs_len: usize,
    work: Grid,
}

impl Branch {
    pub fn new() -> Branch {
        Branch {
            link: vec![UNREACHED; NODES],
            seen: [0; NODES.div_ceil(64)],
            arena: Vec::with_capacity(1024),
            on: [0; 9],
            off: [0; 9],
            conflict: None,
            cycle: None,
            looping: false,
            start: 0,
            limit: usize::MAX,
            depth: vec![0; NODES],
            ons: [0; NODES / 2],
            offs: [0; NODES / 2],
            ons_len: 0,
            offs_len: 0,
            // Each dynamic run copies its grid in; empty until then.
            work: Grid::from_givens(&[0; CELLS]).expect("an empty grid has no repeats"),
        }
    }

    pub fn reached(&self, n: Node) -> bool {
        self.seen[n as usize / 64] >> (n % 64) & 1 != 0
    }

    pub fn parents(&self, n: Node) -> &[u16] {
        let at = self.link[n as usize] as usize;
        let len = self.arena[at] as usize;
        &self.arena[at + 1..at + 1 + len]
    }

    /// Follows `start` to closure on `grid` by `rules`. Dynamic
    /// propagation stops at the first conflict (past it everything follows).
    pub fn run(&mut self, grid: &Grid, start: Node, rules: Rules) {
        self.run_within(grid, start, rules, usize::MAX);
    }

    /// Like `run`, but a static run derives only the nodes of at most
    /// `limit` ancestors (the rest of the closure is not reached).
    pub fn run_within(&mut self, grid: &Grid, start: Node, rules: Rules, limit: usize) {
        self.looping = false;
        self.start = start;
        self.limit = limit;
        self.propagate(grid, rules);
    }

    /// Like `run` from a true start, looking for a loop back to it (static
    /// rules only) of at most `limit` nodes: `cycle` is then the false node
    /// that closes it. What else it reaches is not a full closure.
    pub fn run_loop(&mut self, grid: &Grid, start: Node, rules: Rules, limit: usize) {
        self.looping = true;
        self.start = start;
        // The closing node is found when it is followed, so one more.
        self.limit = limit.saturating_add(1);
        self.propagate(grid, rules);
    }

    fn propagate(&mut self, grid: &Grid, rules: Rules) {
        // `link` is read only for reached nodes, so it needs no reset.
        self.arena.clear();
        self.seen = [0; NODES.div_ceil(64)];
        self.on = [0; 9];
        self.off = [0; 9];
        self.conflict = None;
        self.cycle = None;
        self.ons_len = 0;
        self.offs_len = 0;
        if rules.dynamic {
            self.work = *grid;
        }
        self.derive(self.start, &[], rules);
        // True nodes go before false ones; each kind first in, first out.
        // Static links alternate true and false, so the false nodes leave
        // their queue by increasing depth: past the limit, all are.
        let limit = if rules.dynamic {
            usize::MAX
        } else {
            self.limit
        };
        let mut on_head = 0;
        let mut off_head = 0;
        loop {
            if rules.dynamic && self.conflict.is_some() {
                return;
            }
            if on_head < self.ons_len {
                let n = self.ons[on_head];
                on_head += 1;
                if (self.depth[n as usize] as usize) < limit {
                    self.follow_true(grid, n, rules);
                }
            } else if off_head < self.offs_len {
                let n = self.offs[off_head];
                off_head += 1;
                if self.depth[n as usize] as usize >= limit {
                    return;
                }
                self.follow_false(grid, n, rules);
            } else if !(rules.plus && self.plus(grid)) {
                return;
            }
        }
    }

    fn derive(&mut self, n: Node, parents: &[u16], rules: Rules) {
        if self.reached(n) {
            return;
        }
        self.seen[n as usize / 64] |= 1 << (n % 64);
        self.link[n as usize] = self.arena.len() as u32;
        self.depth[n as usize] = parents
            .first()
            .map_or(1, |&p| self.depth[p as usize].saturating_add(1));
        self.arena.push(parents.len() as u16);
        self.arena.extend_from_slice(parents);
        let (cell, digit) = (cell_of(n), digit_of(n));
        if is_on(n) {
            self.on[digit as usize - 1] |= 1 << cell;
        } else {
            self.off[digit as usize - 1] |= 1 << cell;
            if rules.dynamic {
                self.work.eliminate(cell, bit(digit));
            }
        }
        if self.conflict.is_none() && self.reached(n ^ 1) {
            self.conflict = Some(if is_on(n) { (n, n ^ 1) } else { (n ^ 1, n) });
        }
        if is_on(n) {
            self.ons[self.ons_len] = n;
            self.ons_len += 1;
        } else {
            self.offs[self.offs_len] = n;
            self.offs_len += 1;
        }
    }

    fn follow_true(&mut self, grid: &Grid, n: Node, rules: Rules) {
        let (cell, digit) = (cell_of(n), digit_of(n));
        // Looking for a loop, the start must not reach its strong partners
        // (the nodes that would lead straight back to it) in one step, or
        // every loop would close on itself after two.
        let (mut keep_cands, mut keep_peers) = (0x1FFu16, u128::MAX);
        if self.looping && n == self.start {
            if rules.cell && grid.cands(cell).count_ones() == 2 {
                keep_cands = bit(digit);
            }
            if rules.unit {
                for unit in [row_of(cell), 9 + col_of(cell), 18 + box_of(cell)] {
                    let places = grid.places_in(digit, unit);
                    if places.count_ones() == 2 {
                        keep_peers &= !places;
                    }
                }
            }
        }
        let here = if rules.dynamic { &self.work } else { grid };
        if rules.cell {
            for other in digits(here.cands(cell) & !bit(digit) & keep_cands) {
                self.derive(node(cell, other, false), &[n], rules);
            }
        }
        let here = if rules.dynamic { &self.work } else { grid };
        let fresh =
            PEER_MASKS[cell] & here.places(digit) & keep_peers & !self.off[digit as usize - 1];
        for peer in cells(fresh) {
            self.derive(node(peer, digit, false), &[n], rules);
        }
    }

    fn follow_false(&mut self, grid: &Grid, n: Node, rules: Rules) {
        let (cell, digit) = (cell_of(n), digit_of(n));
        let mut parents = [0u16; 10];
        if rules.cell {
            if rules.dynamic {
                let left = self.work.cands(cell);
                if left.count_ones() == 1 && grid.value(cell) == 0 {
                    let mut k = 1;
                    parents[0] = n;
                    for gone in digits(grid.cands(cell) & !left & !bit(digit)) {
                        parents[k] = node(cell, gone, false);
                        k += 1;
                    }
                    self.derive(node(cell, only_digit(left), true), &parents[..k], rules);
                }
            } else if grid.cands(cell).count_ones() == 2 {
                let other = only_digit(grid.cands(cell) & !bit(digit));
                self.close(node(cell, other, true), n);
                self.derive(node(cell, other, true), &[n], rules);
            }
        }
        if rules.unit {
            for unit in [row_of(cell), 9 + col_of(cell), 18 + box_of(cell)] {
                let all = grid.places_in(digit, unit);
                if rules.dynamic {
                    let left = self.work.places_in(digit, unit);
                    if left.count_ones() == 1 && all & 1 << cell != 0 {
                        let mut k = 1;
                        parents[0] = n;
                        for gone in cells(all & !left & !(1 << cell)) {
                            if k < parents.len() {
                                parents[k] = node(gone, digit, false);
                                k += 1;
                            }
                        }
                        self.derive(node(only_cell(left), digit, true), &parents[..k], rules);
                    }
                } else if all.count_ones() == 2 && all & 1 << cell != 0 {
                    let other = only_cell(all & !(1 << cell));
                    self.close(node(other, digit, true), n);
                    self.derive(node(other, digit, true), &[n], rules);
                }
            }
        }
    }

    /// Notes a loop when a static chain comes back to its true start.
    fn close(&mut self, target: Node, from: Node) {
        if self.looping && target == self.start && self.cycle.is_none() && self.ancestors(from) >= 3
        {
            self.cycle = Some(from);
        }
    }

    /// The "(+)" rules on the working copy: the first of pointing/claiming,
    /// hidden pair, naked pair and X-Wing that finds anything; its
    /// eliminations become false nodes whose parents are the chain's own
    /// eliminations among the pattern's cells and digits.
    fn plus(&mut self, grid: &Grid) -> bool {
        let work = self.work;
        let step = intersections::locked_candidates(&work, true, false)
            .or_else(|| intersections::locked_candidates(&work, false, false))
            .or_else(|| subsets::hidden_set(&work, 2, false))
            .or_else(|| subsets::naked_set(&work, 2))
            .or_else(|| fish::fish(&work, 2));
        let Some(step) = step else { return false };
        let mut parents: Vec<u16> = Vec::new();
        let region =
            cells(step.base as u128).fold(0u128, |m, u| m | crate::geometry::UNIT_MASKS[u]);
        for cell in cells(region) {
            for d in digits(grid.cands(cell) & !work.cands(cell) & step.digits) {
                if parents.len() < 8 {
                    parents.push(node(cell, d, false));
                }
            }
        }
        if parents.is_empty() {
            // Nothing of the chain's: the rule held on the grid already.
            return false;
        }
        let rules = PLUS;
        let mut any = false;
        for (cell, d) in step.removals() {
            if !self.reached(node(cell, d, false)) {
                self.derive(node(cell, d, false), &parents, rules);
                any = true;
            }
        }
        any
    }

    /// The number of distinct nodes `n` was derived from, `n` included.
    pub fn ancestors(&self, n: Node) -> usize {
        let mut seen = [0u64; NODES.div_ceil(64)];
        let mut stack: Vec<Node> = Vec::with_capacity(64);
        stack.push(n);
        seen[n as usize / 64] |= 1 << (n % 64);
        let mut count = 0;
        while let Some(m) = stack.pop() {
            count += 1;
            for &p in self.parents(m) {
                if seen[p as usize / 64] & 1 << (p % 64) == 0 {
                    seen[p as usize / 64] |= 1 << (p % 64);
                    stack.push(p);
                }
            }
        }
        count
    }

    /// The nodes `n` was derived from, `n` included.
    pub fn chain_of(&self, n: Node) -> Vec<Node> {
        let mut seen = vec![false; NODES];
        let mut out = vec![n];
        seen[n as usize] = true;
        let mut i = 0;
        while i < out.len() {
            for &p in self.parents(out[i]) {
                if !seen[p as usize] {
                    seen[p as usize] = true;
                    out.push(p);
                }
            }
            i += 1;
        }
        out
    }
}

/// Sudoku Explainer's length extra for a chain of `complexity` nodes, in
/// tenths: one for each of 4, 6, 8, 12, 16, 24, 32, ... that
/// `complexity - 2` exceeds.
pub fn length_extra(complexity: usize) -> u8 {
    let length = complexity.saturating_sub(2);
    let mut ceiling = 4;
    let mut extra = 0;
    let mut odd = false;
    while length > ceiling {
        extra += 1;
        ceiling = if odd {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        odd = !odd;
    }
    extra
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_extra_follows_the_published_table() {
        let table = [
            (6, 0),
            (7, 1),
            (8, 1),
            (9, 2),
            (10, 2),
            (11, 3),
            (14, 3),
            (15, 4),
            (18, 4),
            (19, 5),
            (26, 5),
            (27, 6),
            (34, 6),
            (35, 7),
            (50, 7),
            (51, 8),
        ];
        for (complexity, extra) in table {
            assert_eq!(length_extra(complexity), extra, "complexity {complexity}");
        }
    }

    #[test]
    fn nodes_round_trip() {
        let n = node(80, 9, true);
        assert_eq!((cell_of(n), digit_of(n), is_on(n)), (80, 9, true));
        assert!((n as usize) < NODES);
    }
}
