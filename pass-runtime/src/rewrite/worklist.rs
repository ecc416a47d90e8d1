//! The greedy driver's worklist (MLIR's `Worklist` in
//! `GreedyPatternRewriteDriver.cpp`): a LIFO stack of ops with set semantics
//! and O(1) removal. A removed op leaves a hole that `pop` skips, so the
//! positions of the others stay valid.
//!
//! Membership is a position table indexed by op id rather than a hash map:
//! ids are dense, and the table is reused from one run to the next.

use crate::ir::{EntityId, OpId};

const ABSENT: u32 = u32::MAX;

/// A LIFO worklist of ops without duplicates.
#[derive(Default)]
pub(crate) struct Worklist {
    list: Vec<Option<OpId>>,
    /// `pos[op]`: the index of `op` in `list`, or `ABSENT`.
    pos: Vec<u32>,
    /// Number of `Some` entries in `list`.
    len: usize,
}

impl Worklist {
    /// Empties the list, keeping its storage.
    pub(crate) fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            self.pos[op.index()] = ABSENT;
        }
        self.len = 0;
    }

    /// The number of ops queued.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// True when no op is queued.
    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// True when `op` is queued.
    #[cfg(test)]
    pub(crate) fn contains(&self, op: OpId) -> bool {
        self.pos.get(op.index()).is_some_and(|&p| p != ABSENT)
    }

    /// Pushes `op` unless it is already queued.
    pub(crate) fn push(&mut self, op: OpId) {
        let i = op.index();
        if i >= self.pos.len() {
            self.pos.resize((i + 1).max(self.pos.len() * 2), ABSENT);
        }
        if self.pos[i] != ABSENT {
            return;
        }
        self.pos[i] = self.list.len() as u32;
        self.list.push(Some(op));
        self.len += 1;
    }

    /// Pops the most recently pushed op still queued.
    pub(crate) fn pop(&mut self) -> Option<OpId> {
        while let Some(entry) = self.list.pop() {
            if let Some(op) = entry {
                self.pos[op.index()] = ABSENT;
                self.len -= 1;
                return Some(op);
            }
        }
        None
    }

    /// Removes `op` if it is queued.
    pub(crate) fn remove(&mut self, op: OpId) {
        let i = op.index();
        let Some(&p) = self.pos.get(i) else { return };
        if p == ABSENT {
            return;
        }
        self.list[p as usize] = None;
        self.pos[i] = ABSENT;
        self.len -= 1;
    }

    /// Reverses the order (the top-down seeding pushes in pre-order, then
    /// reverses so that the first op is popped first).
    pub(crate) fn reverse(&mut self) {
        self.list.reverse();
        for (p, op) in self.list.iter().enumerate() {
            if let Some(op) = op {
                self.pos[op.index()] = p as u32;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(i: usize) -> OpId {
        OpId::new(i)
    }

    #[test]
    fn lifo_with_set_semantics_and_holes() {
        let mut w = Worklist::default();
        for i in [3, 1, 4, 1, 5] {
            w.push(id(i));
        }
        assert!(w.contains(id(4)));
        w.remove(id(4));
        assert!(!w.contains(id(4)));
        assert_eq!(w.pop(), Some(id(5)));
        assert_eq!(w.pop(), Some(id(1)));
        assert_eq!(w.pop(), Some(id(3)));
        assert_eq!(w.pop(), None);
        assert!(w.is_empty());
    }

    #[test]
    fn reverse_keeps_positions_for_removal() {
        let mut w = Worklist::default();
        for i in 0..4 {
            w.push(id(i));
        }
        w.reverse();
        w.remove(id(1));
        let popped: Vec<OpId> = std::iter::from_fn(|| w.pop()).collect();
        assert_eq!(popped, vec![id(0), id(2), id(3)]);
        w.push(id(2));
        w.clear();
        assert!(w.is_empty() && !w.contains(id(2)));
    }
}
