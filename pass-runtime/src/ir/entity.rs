//! Typed indices into the arenas of a [`Body`](super::Body), in the style of
//! cranelift's `entity` crate: an `OpId` can never be used where a `BlockId` is
//! expected, and every id is four bytes.

use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// A dense `u32` index into an `EntityVec`.
pub trait EntityId: Copy + Eq + std::hash::Hash + std::fmt::Debug {
    /// Wraps a raw index.
    fn new(index: usize) -> Self;
    /// The raw index.
    fn index(self) -> usize;
}

/// Declares a `u32` newtype implementing [`EntityId`], printed as `prefix` + index.
macro_rules! entity_id {
    ($(#[$meta:meta])* $name:ident, $prefix:literal) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        // The index plus one: `Option<Id>` (links between ops, blocks, uses)
        // is then four bytes like the id itself, instead of eight.
        pub struct $name(std::num::NonZeroU32);

        impl $crate::ir::entity::EntityId for $name {
            #[inline]
            fn new(index: usize) -> Self {
                match u32::try_from(index + 1).ok().and_then(std::num::NonZeroU32::new) {
                    Some(n) => $name(n),
                    None => panic!("entity arena overflow"),
                }
            }
            #[inline]
            fn index(self) -> usize {
                (self.0.get() - 1) as usize
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($prefix, "{}"), $crate::ir::entity::EntityId::index(*self))
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($prefix, "{}"), $crate::ir::entity::EntityId::index(*self))
            }
        }
    };
}
pub(crate) use entity_id;

/// An append-only arena indexed by a typed id.
#[derive(Clone)]
pub struct EntityVec<K, V> {
    items: Vec<V>,
    _key: PhantomData<fn(K) -> K>,
}

impl<K: EntityId, V> EntityVec<K, V> {
    /// An empty arena.
    pub const fn new() -> Self {
        EntityVec { items: Vec::new(), _key: PhantomData }
    }

    /// Reserves room for `n` more entities.
    pub fn reserve(&mut self, n: usize) {
        self.items.reserve(n);
    }

    /// Gives back unused capacity.
    pub fn shrink_to_fit(&mut self) {
        self.items.shrink_to_fit();
    }

    /// Appends `value` and returns its id.
    #[inline]
    pub fn push(&mut self, value: V) -> K {
        let id = K::new(self.items.len());
        self.items.push(value);
        id
    }

    /// The id the next `push` will return.
    pub fn next_id(&self) -> K {
        K::new(self.items.len())
    }

    /// Number of entities ever allocated (erased ones included).
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Iterates mutably over `(id, entity)` pairs in allocation order.
    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = (K, &mut V)> + ExactSizeIterator {
        self.items.iter_mut().enumerate().map(|(i, v)| (K::new(i), v))
    }
}

impl<K: EntityId, V> Default for EntityVec<K, V> {
    fn default() -> Self {
        Self::new()
    }
}

impl<K: EntityId, V> Index<K> for EntityVec<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, id: K) -> &V {
        &self.items[id.index()]
    }
}

impl<K: EntityId, V> IndexMut<K> for EntityVec<K, V> {
    #[inline]
    fn index_mut(&mut self, id: K) -> &mut V {
        &mut self.items[id.index()]
    }
}
