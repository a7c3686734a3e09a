//! Chains and loops, Sudoku Explainer's way, over the implication engine:
//! - static "Forcing Chains & Cycles": loops that come back to their start
//!   (X-, Y- and XY-cycles) and chains that prove a candidate false by
//!   reaching its negation (forcing X-chains and XY forcing chains);
//! - Nishio: a candidate whose truth leads, dynamically with unit links
//!   only, to a contradiction;
//! - multiple forcing chains: every candidate of a cell, or every place of
//!   a digit in a unit, leads to the same conclusion (static, then
//!   dynamic), and dynamic contradictions and double implications;
//! - the same with "(+)": pointing, pairs and X-Wing inside the chains.
//!
//! Within each producer the step kept is the easiest: lowest rating, then
//! fewest nodes.

use super::grid::{bit, cells, digits, only_cell, only_digit, Grid};
use super::implications::{
    cell_of, digit_of, is_on, length_extra, node, Branch, Node, Rules, DYNAMIC, NISHIO, NODES,
    PLUS, X, XY, Y,
};
use super::reach::{Links, Lit};
use super::step::Step;
use super::technique::Technique;
use crate::geometry::{box_of, col_of, row_of, PEER_MASKS};

/// The best step found so far, by (difficulty, complexity).
struct Best(Option<(u8, usize, Step)>);

impl Best {
    fn offer(
        &mut self,
        technique: Technique,
        base: u8,
        complexity: usize,
        make: impl FnOnce(&mut Step),
    ) {
        let difficulty = base + length_extra(complexity);
        if let Some((d, c, _)) = &self.0 {
            if (difficulty, complexity) >= (*d, *c) {
                return;
            }
        }
        let mut step = Step::new(technique);
        step.difficulty = difficulty;
        step.length = complexity.min(255) as u8;
        make(&mut step);
        if !step.is_empty() {
            self.0 = Some((difficulty, complexity, step));
        }
    }

    /// The most nodes a chain rated from `base` may have and still beat
    /// the best step (unbounded before the first).
    fn limit(&self, base: u8) -> usize {
        let Some((d, c, _)) = &self.0 else {
            return usize::MAX;
        };
        // Beating it is monotone in the length: find the last length that does.
        let beats = |k: usize| (base + length_extra(k), k) < (*d, *c);
        let (mut lo, mut hi) = (0, NODES);
        while lo < hi {
            let mid = (lo + hi).div_ceil(2);
            if beats(mid) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        lo
    }

    fn take(self) -> Option<Step> {
        self.0.map(|b| b.2)
    }
}

/// Marks the nodes of a chain in the step's pattern.
fn mark_chain(step: &mut Step, branch: &Branch, end: Node) {
    for n in branch.chain_of(end) {
        step.mark(cell_of(n), bit(digit_of(n)));
    }
}

/// Cycles and forcing chains without changing the grid (6.5-7.x).
pub fn forcing_chains_and_cycles(grid: &Grid, scratch: &mut Scratch) -> Option<Step> {
    let mut best = Best(None);
    // `reach`: what each candidate's truth reaches (true nodes per digit),
    // as far as the limit in force when it was written: the limit only
    // shrinks, so a node past it cannot make a chain that beats the best
    // later either. Each pass writes every candidate's before reading any.
    let (branch, reach) = (&mut scratch.off, &mut scratch.reach);
    for (rules, cycle_base, chain_base, cycle_tech, chain_tech) in [
        (X, 65, 66, Technique::XCycle, Technique::ForcingXChain),
        (Y, 65, 0, Technique::YCycle, Technique::ForcingChain),
        (XY, 70, 70, Technique::Cycle, Technique::ForcingChain),
    ] {
        // A pass whose base rating is above the best step found cannot beat it.
        if best.0.as_ref().is_some_and(|(d, _, _)| *d < cycle_base) {
            continue;
        }
        let links = Links::new(grid, rules);
        // The engine runs only for a start whose loop or chain, by its
        // length, beats the best step so far.
        for cell in cells(grid.empty_cells()) {
            let cands = grid.cands(cell);
            if rules == Y && cands.count_ones() != 2 {
                continue;
            }
            for digit in digits(cands) {
                let on = node(cell, digit, true);
                let limit = best.limit(cycle_base);
                let found = links
                    .can_close(cell, digit)
                    .then(|| links.run(cell, digit, true, None, limit));
                if found.is_some_and(|f| f.cycle.is_some()) {
                    branch.run_loop(grid, on, rules, limit);
                    if let Some(closing) = branch.cycle {
                        let complexity = branch.ancestors(closing);
                        best.offer(cycle_tech, cycle_base, complexity, |step| {
                            cycle_eliminations(grid, branch, closing, rules, step);
                            mark_chain(step, branch, closing);
                        });
                    }
                }
                if chain_base == 0 {
                    continue;
                }
                let off = node(cell, digit, false);
                let limit = best.limit(chain_base);
                let found = links.run(cell, digit, false, Some(lit(off)), limit);
                if found.target.is_some() {
                    branch.run_within(grid, on, rules, limit);
                    best.offer(chain_tech, chain_base, branch.ancestors(off), |step| {
                        step.remove(grid, cell, bit(digit));
                        mark_chain(step, branch, off);
                    });
                }
                reach[cell * 9 + digit as usize - 1] = found.on;
            }
        }
        if chain_base == 0 {
            continue;
        }
        // A candidate whose falsity makes it true must be true. Static
        // implications have one premise each, so what "p false" reaches is
        // what its strong partners' truth reaches: p is true when a strong
        // partner q reaches "p true", by a chain one node longer than q's.
        for cell in cells(grid.empty_cells()) {
            for digit in digits(grid.cands(cell)) {
                for (qc, qd) in strong_partners(grid, cell, digit, rules) {
                    if reach[qc * 9 + qd as usize - 1][digit as usize - 1] & 1 << cell == 0 {
                        continue;
                    }
                    let on = node(cell, digit, true);
                    let limit = best.limit(chain_base).saturating_sub(1);
                    if links
                        .run(qc, qd, false, Some(lit(on)), limit)
                        .target
                        .is_none()
                    {
                        continue;
                    }
                    branch.run_within(grid, node(qc, qd, true), rules, limit);
                    best.offer(chain_tech, chain_base, branch.ancestors(on) + 1, |step| {
                        step.placed[cell] = digit;
                        step.mark(cell, bit(digit));
                        mark_chain(step, branch, on);
                    });
                }
            }
        }
    }
    best.take()
}

fn lit(n: Node) -> Lit {
    Lit {
        cell: cell_of(n),
        digit: digit_of(n),
        on: is_on(n),
    }
}

/// The candidates that must be true when (`cell`, `digit`) is false, by
/// the links `rules` allow: the other digit of a two-digit cell, the other
/// place of a digit with two places in a unit.
fn strong_partners(grid: &Grid, cell: usize, digit: u8, rules: Rules) -> Vec<(usize, u8)> {
    let mut partners = Vec::new();
    if rules.cell && grid.cands(cell).count_ones() == 2 {
        partners.push((cell, only_digit(grid.cands(cell) & !bit(digit))));
    }
    if rules.unit {
        for unit in [row_of(cell), 9 + col_of(cell), 18 + box_of(cell)] {
            let places = grid.places_in(digit, unit);
            if places.count_ones() == 2 {
                let other = only_cell(places & !(1 << cell));
                if !partners.contains(&(other, digit)) {
                    partners.push((other, digit));
                }
            }
        }
    }
    partners
}

/// A loop's eliminations: a candidate outside it that a true node of the
/// loop would kill whichever way round the loop is read.
fn cycle_eliminations(grid: &Grid, branch: &Branch, closing: Node, rules: Rules, step: &mut Step) {
    let nodes = branch.chain_of(closing);
    let mut kill = [[0u128; 9]; 2];
    let mut cell_kill = [[0u16; 81]; 2];
    let mut inside = [0u128; 9];
    for &n in &nodes {
        let (cell, digit) = (cell_of(n), digit_of(n));
        inside[digit as usize - 1] |= 1 << cell;
        // Read forwards the true nodes hold; read backwards the false ones.
        let side = if is_on(n) { 0 } else { 1 };
        kill[side][digit as usize - 1] |= PEER_MASKS[cell];
        if rules.cell {
            cell_kill[side][cell] |= !bit(digit);
        }
    }
    for digit in 1..=9u8 {
        let d = digit as usize - 1;
        for cell in cells(grid.places(digit) & !inside[d]) {
            let killed =
                |s: usize| kill[s][d] & 1 << cell != 0 || cell_kill[s][cell] & bit(digit) != 0;
            if killed(0) && killed(1) {
                step.removed[cell] |= bit(digit);
            }
        }
    }
}

/// Nishio forcing chains (7.5): a candidate whose truth contradicts itself
/// through single-digit links on the working copy.
pub fn nishio(grid: &Grid, scratch: &mut Scratch) -> Option<Step> {
    let mut best = Best(None);
    let branch = &mut scratch.off;
    for cell in cells(grid.empty_cells()) {
        for digit in digits(grid.cands(cell)) {
            branch.run(grid, node(cell, digit, true), NISHIO);
            if let Some((t, f)) = branch.conflict {
                let complexity = branch.ancestors(t) + branch.ancestors(f);
                best.offer(Technique::Nishio, 75, complexity, |step| {
                    step.remove(grid, cell, bit(digit));
                    mark_chain(step, branch, t);
                    mark_chain(step, branch, f);
                });
            }
        }
    }
    best.take()
}

/// Multiple forcing chains: static (8.0, cells with three or more
/// candidates, cell and region chains) or dynamic (8.5; 9.0 with "(+)":
/// contradictions, double implications, cell and region chains).
pub fn multiple_forcing_chains(grid: &Grid, rules: Rules, scratch: &mut Scratch) -> Option<Step> {
    let dynamic = rules.dynamic;
    let base = if rules.plus {
        90
    } else if dynamic {
        85
    } else {
        80
    };
    let (cell_tech, region_tech, binary_tech) = if !dynamic {
        (
            Technique::CellForcingChains,
            Technique::RegionForcingChains,
            Technique::CellForcingChains,
        )
    } else if rules.plus {
        (
            Technique::DynamicForcingChainsPlus,
            Technique::DynamicForcingChainsPlus,
            Technique::DynamicForcingChainsPlus,
        )
    } else {
        (
            Technique::DynamicForcingChains,
            Technique::DynamicForcingChains,
            Technique::DynamicForcingChains,
        )
    };
    let mut best = Best(None);
    // Each candidate's "true" branch, kept for the cell and region chains
    // (in `scratch`, which outlives the call, so the walk allocates them
    // once). Static branches are first only reached, by bit sets; the
    // engine runs one only when a group of them concludes something.
    let links = (!dynamic).then(|| Links::new(grid, rules));
    let mut slot = [u16::MAX; 81 * 9];
    let mut used = 0;
    let min_cands = if dynamic { 2 } else { 3 };
    for cell in cells(grid.empty_cells()) {
        if (grid.cands(cell).count_ones()) < min_cands {
            continue;
        }
        for digit in digits(grid.cands(cell)) {
            if scratch.branches.len() <= used {
                scratch.branches.push(Branch::new());
                scratch.reached.push(Reached::default());
            }
            slot[cell * 9 + digit as usize - 1] = used as u16;
            let reached = &mut scratch.reached[used];
            if let Some(links) = &links {
                let found = links.run(cell, digit, false, None, usize::MAX);
                *reached = Reached {
                    on: found.on,
                    off: found.off,
                    conflict: found.conflict(),
                    ran: false,
                };
                used += 1;
                continue;
            }
            let (branches, off_run) = (&mut scratch.branches, &mut scratch.off);
            let b = &mut branches[used];
            used += 1;
            b.run(grid, node(cell, digit, true), rules);
            *reached = Reached {
                on: b.on,
                off: b.off,
                conflict: b.conflict.is_some(),
                ran: true,
            };
            if let Some((t, f)) = b.conflict {
                let complexity = b.ancestors(t) + b.ancestors(f);
                best.offer(binary_tech, base, complexity, |step| {
                    step.remove(grid, cell, bit(digit));
                    mark_chain(step, b, t);
                    mark_chain(step, b, f);
                });
            }
            off_run.run(grid, node(cell, digit, false), rules);
            if let Some((t, f)) = off_run.conflict {
                let complexity = off_run.ancestors(t) + off_run.ancestors(f);
                best.offer(binary_tech, base, complexity, |step| {
                    step.placed[cell] = digit;
                    mark_chain(step, off_run, t);
                    mark_chain(step, off_run, f);
                });
            } else if b.conflict.is_none() && grid.cands(cell).count_ones() >= 3 {
                // Double implication: what follows either way holds.
                common(grid, &[&*b, &*off_run], binary_tech, base, &mut best);
            }
        }
    }
    if used == 0 {
        return best.take();
    }
    let mut group = |starts: &[(usize, u8)], technique: Technique, best: &mut Best| {
        let mut at = [0usize; 9];
        let mut on = [u128::MAX; 9];
        let mut off = [u128::MAX; 9];
        for (k, &(c, d)) in starts.iter().enumerate() {
            let index = slot[c * 9 + d as usize - 1];
            if index == u16::MAX || scratch.reached[index as usize].conflict {
                return;
            }
            at[k] = index as usize;
            let r = &scratch.reached[at[k]];
            for i in 0..9 {
                on[i] &= r.on[i];
                off[i] &= r.off[i];
            }
        }
        let any =
            (1..=9u8).any(|d| (on[d as usize - 1] | off[d as usize - 1]) & grid.places(d) != 0);
        if !any {
            return;
        }
        for (k, &(c, d)) in starts.iter().enumerate() {
            if !scratch.reached[at[k]].ran {
                scratch.branches[at[k]].run(grid, node(c, d, true), rules);
                scratch.reached[at[k]].ran = true;
            }
        }
        let chosen: [&Branch; 9] = std::array::from_fn(|k| &scratch.branches[at[k]]);
        common(grid, &chosen[..starts.len()], technique, base, best);
    };
    // Cell forcing chains.
    for cell in cells(grid.empty_cells()) {
        let starts: Vec<(usize, u8)> = digits(grid.cands(cell)).map(|d| (cell, d)).collect();
        if starts.len() >= 2 {
            group(&starts, cell_tech, &mut best);
        }
    }
    // Region forcing chains: every place of a digit in a unit.
    for unit in 0..27 {
        for digit in 1..=9u8 {
            let places = grid.places_in(digit, unit);
            if places.count_ones() >= 2 {
                let starts: Vec<(usize, u8)> = cells(places).map(|c| (c, digit)).collect();
                group(&starts, region_tech, &mut best);
            }
        }
    }
    best.take()
}

/// Branches and tables kept across the steps of one walk, so the chain
/// finders allocate them once: the multiple forcing chains' per-candidate
/// branches, one spare branch (`off`, also the static chains' and
/// Nishio's), and the static chains' reach table.
pub struct Scratch {
    branches: Vec<Branch>,
    /// Per branch: what it reaches, and whether the engine has run it.
    reached: Vec<Reached>,
    off: Branch,
    /// Per candidate, what its truth reaches in a static chain.
    reach: Vec<[u128; 9]>,
}

#[derive(Clone, Copy, Default)]
struct Reached {
    on: [u128; 9],
    off: [u128; 9],
    conflict: bool,
    ran: bool,
}

impl Scratch {
    pub fn new() -> Scratch {
        Scratch {
            branches: Vec::new(),
            reached: Vec::new(),
            off: Branch::new(),
            reach: vec![[0; 9]; 81 * 9],
        }
    }
}

/// Conclusions every branch reaches: offered with the branches' node
/// counts summed.
fn common(grid: &Grid, branches: &[&Branch], technique: Technique, base: u8, best: &mut Best) {
    for d in 0..9 {
        let digit = d as u8 + 1;
        let mut on = u128::MAX;
        let mut off = u128::MAX;
        for b in branches {
            on &= b.on[d];
            off &= b.off[d];
        }
        on &= grid.places(digit);
        off &= grid.places(digit);
        for cell in cells(on) {
            let n = node(cell, digit, true);
            let complexity = branches.iter().map(|b| b.ancestors(n)).sum();
            best.offer(technique, base, complexity, |step| {
                step.placed[cell] = digit;
                for b in branches {
                    mark_chain(step, b, n);
                }
            });
        }
        for cell in cells(off) {
            let n = node(cell, digit, false);
            let complexity = branches.iter().map(|b| b.ancestors(n)).sum();
            best.offer(technique, base, complexity, |step| {
                step.removed[cell] |= bit(digit);
                for b in branches {
                    mark_chain(step, b, n);
                }
            });
        }
    }
}

pub fn static_multiple(grid: &Grid, scratch: &mut Scratch) -> Option<Step> {
    multiple_forcing_chains(grid, XY, scratch)
}

pub fn dynamic_multiple(grid: &Grid, scratch: &mut Scratch) -> Option<Step> {
    multiple_forcing_chains(grid, DYNAMIC, scratch)
}

pub fn dynamic_plus(grid: &Grid, scratch: &mut Scratch) -> Option<Step> {
    multiple_forcing_chains(grid, PLUS, scratch)
}
