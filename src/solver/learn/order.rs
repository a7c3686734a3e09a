//! Which variable to decide next: the unassigned one most active in recent
//! conflicts (VSIDS), kept in a four-way max-heap so that a decision costs a
//! logarithm, not a scan of 729 variables.

use super::groups::VARS;
use crate::rng::Rng;

const ABSENT: u16 = u16::MAX;

/// Children per heap node: a shallower heap, since a pop of an assigned
/// variable and its reinsertion at the next backtrack are most of the
/// heap's work.
const ARITY: usize = 4;

pub(super) struct Order {
    activity: [f32; VARS],
    /// How much a bump adds; it grows by 1/0.95 per conflict, which decays
    /// every older bump relative to the new ones without touching them.
    bump: f32,
    heap: [u16; VARS],
    len: usize,
    /// Where each variable sits in `heap`, `ABSENT` when it is not there.
    pos: [u16; VARS],
}

impl Order {
    /// An empty heap, to `start` in place.
    pub(super) const EMPTY: Order = Order {
        activity: [0.0; VARS],
        bump: 1.0,
        heap: [0; VARS],
        len: 0,
        pos: [ABSENT; VARS],
    };

    /// Every variable in the heap, with the starting activities `activity`
    /// gives.
    #[cfg(test)]
    pub(super) fn start(&mut self, activity: impl Fn(usize) -> f32) {
        for var in 0..VARS {
            self.activity[var] = activity(var);
            self.insert(var);
        }
    }

    /// Forgets every activity: each variable gets a random one far below a
    /// bump, and the heap is rebuilt. Clauses and phases stay, so the
    /// learnt facts carry over, but the next descent starts somewhere new
    /// instead of retracing the last one. The questions' learner starts
    /// from such an order and takes another after a short probe
    /// (`learn::PROBES`), and a learner run again on the same root starts
    /// from one.
    pub(super) fn scatter(&mut self, rng: &mut Rng) {
        for activity in self.activity.iter_mut() {
            *activity = (rng.next_u64() >> 40) as f32 * 1e-13;
        }
        self.bump = 1.0;
        for at in (0..self.len.div_ceil(ARITY)).rev() {
            self.down(at);
        }
    }

    /// Every activity back to zero, and the heap rebuilt: index order
    /// again, for the variables in the heap.
    pub(super) fn forget(&mut self) {
        self.activity = [0.0; VARS];
        self.bump = 1.0;
        for at in (0..self.len.div_ceil(ARITY)).rev() {
            self.down(at);
        }
    }

    pub(super) fn insert(&mut self, var: usize) {
        if self.pos[var] == ABSENT {
            self.heap[self.len] = var as u16;
            self.pos[var] = self.len as u16;
            self.len += 1;
            self.up(self.len - 1);
        }
    }

    /// The most active variable, taken out of the heap.
    pub(super) fn pop(&mut self) -> Option<usize> {
        if self.len == 0 {
            return None;
        }
        let top = self.heap[0] as usize;
        self.len -= 1;
        self.pos[top] = ABSENT;
        if self.len > 0 {
            let last = self.heap[self.len];
            self.heap[0] = last;
            self.pos[last as usize] = 0;
            self.down(0);
        }
        Some(top)
    }

    /// The variable at the top of the heap, if any (it may be assigned:
    /// the heap drops assigned variables only as they reach the top).
    pub(super) fn peek(&self) -> Option<usize> {
        (self.len > 0).then(|| self.heap[0] as usize)
    }

    /// Whether `a` ranks above `b` (the heap's order).
    pub(super) fn before(&self, a: usize, b: usize) -> bool {
        self.key(a as u16) > self.key(b as u16)
    }

    pub(super) fn bump(&mut self, var: usize) {
        self.activity[var] += self.bump;
        if self.activity[var] > 1e30 {
            for a in self.activity.iter_mut() {
                *a *= 1e-30;
            }
            self.bump *= 1e-30;
        }
        if self.pos[var] != ABSENT {
            self.up(self.pos[var] as usize);
        }
    }

    /// After each conflict: later bumps weigh more.
    pub(super) fn decay(&mut self) {
        self.bump *= 1.0 / 0.95;
    }

    /// The variable's rank: its activity, then the smaller index on a tie,
    /// as one integer (a non-negative `f32`'s bits order as its value), so
    /// that each comparison is one compare with no branch on the tie.
    fn key(&self, var: u16) -> u64 {
        u64::from(self.activity[var as usize].to_bits()) << 16 | u64::from(u16::MAX - var)
    }

    fn up(&mut self, mut at: usize) {
        let var = self.heap[at];
        let key = self.key(var);
        while at > 0 {
            let parent = (at - 1) / ARITY;
            if key <= self.key(self.heap[parent]) {
                break;
            }
            self.heap[at] = self.heap[parent];
            self.pos[self.heap[at] as usize] = at as u16;
            at = parent;
        }
        self.heap[at] = var;
        self.pos[var as usize] = at as u16;
    }

    fn down(&mut self, mut at: usize) {
        let var = self.heap[at];
        let key = self.key(var);
        loop {
            let first = ARITY * at + 1;
            if first >= self.len {
                break;
            }
            let (mut child, mut best) = (first, self.key(self.heap[first]));
            for next in first + 1..(first + ARITY).min(self.len) {
                let k = self.key(self.heap[next]);
                if k > best {
                    (child, best) = (next, k);
                }
            }
            if best <= key {
                break;
            }
            self.heap[at] = self.heap[child];
            self.pos[self.heap[at] as usize] = at as u16;
            at = child;
        }
        self.heap[at] = var;
        self.pos[var as usize] = at as u16;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pops_by_activity_then_index() {
        let mut activity = [0.0; VARS];
        activity[5] = 2.0;
        activity[700] = 3.0;
        activity[9] = 2.0;
        let mut order = Order::EMPTY;
        order.start(|var| activity[var]);
        assert_eq!(order.pop(), Some(700));
        assert_eq!(order.pop(), Some(5));
        order.bump(0);
        order.bump(0);
        order.bump(0);
        assert_eq!(order.pop(), Some(0));
        assert_eq!(order.pop(), Some(9));
        order.insert(700);
        assert_eq!(order.pop(), Some(700));
        let rest: Vec<usize> = std::iter::from_fn(|| order.pop()).collect();
        assert_eq!(rest.len(), VARS - 4);
        assert!(rest.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn scatter_keeps_the_heap_and_changes_the_order() {
        let mut order = Order::EMPTY;
        order.start(|_| 0.0);
        order.bump(3);
        order.pop();
        order.scatter(&mut Rng::new(5));
        let popped: Vec<usize> = std::iter::from_fn(|| order.pop()).collect();
        assert_eq!(
            popped.len(),
            VARS - 1,
            "scattering keeps the heap's members"
        );
        assert!(
            !popped.contains(&3),
            "nor adds a variable that was out of it"
        );
        let activities: Vec<f32> = popped.iter().map(|&v| order.activity[v]).collect();
        assert!(
            activities.windows(2).all(|w| w[0] >= w[1]),
            "the heap is rebuilt"
        );
        assert!(activities[0] < 1.0, "below any bump");
        assert!(
            popped.windows(2).any(|w| w[0] > w[1]),
            "no longer index order"
        );
        order.insert(7);
        order.bump(7);
        order.insert(9);
        assert_eq!(
            order.pop(),
            Some(7),
            "a bump outweighs any scattered activity"
        );
    }
}
