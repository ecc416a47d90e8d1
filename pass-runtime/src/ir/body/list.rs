//! The order of ops in a block and of blocks in a region: intrusive doubly
//! linked lists, one implementation for both.
//!
//! The links live on the entities themselves and each list's ends on its
//! parent (a block holds the ends of its ops, a region those of its blocks),
//! so inserting, moving and erasing never shift other entities and ids stay
//! stable.

use super::super::entity::{EntityId, EntityVec};

/// An entity's place in its parent's list.
#[derive(Clone, Copy, Debug)]
pub struct Links<K> {
    pub(super) prev: Option<K>,
    pub(super) next: Option<K>,
}

impl<K> Links<K> {
    /// The links of an entity in no list.
    pub(super) const DETACHED: Self = Links { prev: None, next: None };
}

/// An entity that can stand in a list.
pub trait Linked<K> {
    fn links(&self) -> &Links<K>;
    fn links_mut(&mut self) -> &mut Links<K>;
}

/// A parent's list: its first and last entity.
#[derive(Clone, Copy, Debug)]
pub struct Ends<K> {
    pub(super) first: Option<K>,
    pub(super) last: Option<K>,
}

impl<K: EntityId> Ends<K> {
    /// An empty list.
    pub(super) const EMPTY: Self = Ends { first: None, last: None };

    /// Links the detached `node` into the list between `prev` and `next`,
    /// which must be neighbours in it (or its ends).
    #[inline]
    pub(super) fn link<N: Linked<K>>(
        &mut self,
        nodes: &mut EntityVec<K, N>,
        node: K,
        prev: Option<K>,
        next: Option<K>,
    ) {
        *nodes[node].links_mut() = Links { prev, next };
        match prev {
            Some(p) => nodes[p].links_mut().next = Some(node),
            None => self.first = Some(node),
        }
        match next {
            Some(n) => nodes[n].links_mut().prev = Some(node),
            None => self.last = Some(node),
        }
    }

    /// Unlinks `node` from the list, leaving it detached.
    #[inline]
    pub(super) fn unlink<N: Linked<K>>(&mut self, nodes: &mut EntityVec<K, N>, node: K) {
        let Links { prev, next } = *nodes[node].links();
        match prev {
            Some(p) => nodes[p].links_mut().next = next,
            None => self.first = next,
        }
        match next {
            Some(n) => nodes[n].links_mut().prev = prev,
            None => self.last = prev,
        }
        *nodes[node].links_mut() = Links::DETACHED;
    }
}

/// The entities of a list, in order, from either end. It follows the links
/// as it goes, as MLIR's block and region iterators do.
pub struct Iter<'a, K, N> {
    nodes: &'a EntityVec<K, N>,
    front: Option<K>,
    back: Option<K>,
}

impl<'a, K: EntityId, N: Linked<K>> Iter<'a, K, N> {
    pub(super) fn new(nodes: &'a EntityVec<K, N>, ends: Ends<K>) -> Self {
        Iter { nodes, front: ends.first, back: ends.last }
    }

    /// Takes the entity at the front (or back) and steps past it.
    #[inline]
    fn take(&mut self, from_front: bool) -> Option<K> {
        let (node, other_end) = if from_front { (self.front?, self.back) } else { (self.back?, self.front) };
        if Some(node) == other_end {
            self.front = None;
            self.back = None;
        } else {
            let links = self.nodes[node].links();
            if from_front {
                self.front = links.next;
            } else {
                self.back = links.prev;
            }
        }
        Some(node)
    }
}

impl<K: EntityId, N: Linked<K>> Iterator for Iter<'_, K, N> {
    type Item = K;
    #[inline]
    fn next(&mut self) -> Option<K> {
        self.take(true)
    }
}

impl<K: EntityId, N: Linked<K>> DoubleEndedIterator for Iter<'_, K, N> {
    #[inline]
    fn next_back(&mut self) -> Option<K> {
        self.take(false)
    }
}
