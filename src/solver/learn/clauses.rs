//! The clauses the learner adds: learnt ones (each the reason a branch
//! failed) and blocking ones (each shutting out a solution already
//! reported), in one fixed arena with two watched literals per clause.
//!
//! A literal is `2 * var` ("var is true") or `2 * var + 1` ("var is
//! false"). Each clause watches its first two literals; the watchers of a
//! literal form a list threaded through `next`, so the store needs no heap
//! and no per-literal capacity.

use super::groups::VARS;

/// Literals the arena holds (4 KB), and the clauses: a sparse board that
/// defeats the search needs some hundreds of conflicts, and keeping the
/// better half at each clean-up holds what those proofs lean on; the
/// store is most of the learner's stack frame.
pub(super) const ARENA: usize = 2048;
pub(super) const CLAUSES: usize = 256;
pub(super) const LITERALS: usize = 2 * VARS;
pub(super) const NIL: u16 = u16::MAX;

/// `lbd` of a clause that is never cleaned up (a blocking clause).
pub(super) const KEEP: u8 = 0;

pub(super) struct Clauses {
    pub(super) lits: [u16; ARENA],
    used: usize,
    start: [u16; CLAUSES],
    pub(super) len: [u16; CLAUSES],
    /// The number of decision levels among its literals when learnt: the
    /// lower, the more it is worth keeping; `KEEP` for blocking clauses.
    lbd: [u8; CLAUSES],
    pub(super) count: usize,
    /// The first watcher (`2 * clause + slot`) of each literal.
    pub(super) head: [u16; LITERALS],
    pub(super) next: [u16; 2 * CLAUSES],
}

/// What the level-0 assignment says of a literal.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Fixed {
    True,
    False,
    Open,
}

impl Clauses {
    /// No clauses: a constant, so that a learner built from it is copied
    /// straight into place (a `new()` inside the learner's initialiser left
    /// a 9 KB temporary in its frame).
    pub(super) const EMPTY: Clauses = Clauses {
        lits: [0; ARENA],
        used: 0,
        start: [0; CLAUSES],
        len: [0; CLAUSES],
        lbd: [0; CLAUSES],
        count: 0,
        head: [NIL; LITERALS],
        next: [NIL; 2 * CLAUSES],
    };

    pub(super) fn fits(&self, len: usize) -> bool {
        self.count < CLAUSES && self.used + len <= ARENA
    }

    /// Stores a clause of two or more literals (`fits` said there is room)
    /// and watches its first two.
    pub(super) fn add(&mut self, lits: &[u16], lbd: u8) -> usize {
        debug_assert!(lits.len() >= 2 && self.fits(lits.len()));
        let clause = self.count;
        self.count += 1;
        self.start[clause] = self.used as u16;
        self.len[clause] = lits.len() as u16;
        self.lbd[clause] = lbd;
        self.lits[self.used..self.used + lits.len()].copy_from_slice(lits);
        self.used += lits.len();
        self.watch(clause, 0);
        self.watch(clause, 1);
        clause
    }

    pub(super) fn range(&self, clause: usize) -> std::ops::Range<usize> {
        let start = self.start[clause] as usize;
        start..start + self.len[clause] as usize
    }

    pub(super) fn literals(&self, clause: usize) -> &[u16] {
        &self.lits[self.range(clause)]
    }

    /// Puts watcher `slot` of `clause` at the head of its literal's list.
    pub(super) fn watch(&mut self, clause: usize, slot: usize) {
        let lit = self.lits[self.start[clause] as usize + slot] as usize;
        let watcher = 2 * clause + slot;
        self.next[watcher] = self.head[lit];
        self.head[lit] = watcher as u16;
    }

    /// At decision level 0, with propagation done: drops satisfied clauses
    /// and false literals, and, when `thin`, the worse half of the learnt
    /// clauses (by `lbd`, then length); then rebuilds the watches. Writes
    /// the literals that became units to `units` and returns how many, or
    /// `None` when a clause became empty (no solution is left).
    pub(super) fn clean(
        &mut self,
        fixed: impl Fn(u16) -> Fixed,
        thin: bool,
        units: &mut [u16; CLAUSES],
    ) -> Option<usize> {
        let mut order: [u16; CLAUSES] = [0; CLAUSES];
        let mut kept = 0;
        for clause in 0..self.count {
            if !self
                .literals(clause)
                .iter()
                .any(|&l| fixed(l) == Fixed::True)
            {
                order[kept] = clause as u16;
                kept += 1;
            }
        }
        if thin {
            let learnt = |c: &u16| self.lbd[*c as usize] != KEEP;
            let order = &mut order[..kept];
            // Blocking clauses first (always kept), then learnt ones from best.
            order.sort_unstable_by_key(|&c| {
                let c = c as usize;
                (learnt(&(c as u16)), self.lbd[c], self.len[c], c)
            });
            let blocking = order.iter().filter(|c| !learnt(c)).count();
            kept = blocking + (kept - blocking) / 2;
        }
        // Back in arena order, so each clause moves down (or stays) and the
        // compaction can run in place.
        let order = &mut order[..kept];
        order.sort_unstable();
        self.used = 0;
        self.count = 0;
        self.head = [NIL; LITERALS];
        let mut units_len = 0;
        for &clause in order.iter() {
            let clause = clause as usize;
            let (from, len, lbd) = (self.range(clause), self.len[clause], self.lbd[clause]);
            debug_assert!(len >= 2);
            let to = self.used;
            let mut kept_len = 0;
            for at in from {
                let lit = self.lits[at];
                if fixed(lit) == Fixed::Open {
                    self.lits[to + kept_len] = lit;
                    kept_len += 1;
                }
            }
            match kept_len {
                0 => return None,
                1 => {
                    units[units_len] = self.lits[to];
                    units_len += 1;
                }
                _ => {
                    let new = self.count;
                    self.count += 1;
                    self.start[new] = to as u16;
                    self.len[new] = kept_len as u16;
                    self.lbd[new] = lbd;
                    self.used += kept_len;
                    self.watch(new, 0);
                    self.watch(new, 1);
                }
            }
        }
        Some(units_len)
    }
}
