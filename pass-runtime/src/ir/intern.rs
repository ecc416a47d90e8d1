//! A thread-safe interner: the storage behind [`Context`](super::Context)'s types,
//! attributes, identifiers and operation names.
//!
//! Values are appended to a lock-free vector, so reading an interned value by id
//! never takes a lock (passes on many threads read types constantly). Interning a
//! new value locks one of several shards of the dedup table, chosen by hash, so
//! threads creating constants in parallel rarely contend.

use std::borrow::Borrow;
use std::hash::{BuildHasher, Hash};
use std::sync::Mutex;

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

const SHARDS: usize = 16;

/// Picks a shard from bits that hashbrown does not use for its own probing
/// (it takes the top 7 bits for tags and the low bits for positions).
#[inline]
fn shard_of(hash: u64) -> usize {
    ((hash >> 48) as usize) % SHARDS
}

pub(crate) struct Interner<T> {
    items: boxcar::Vec<T>,
    /// Each entry keeps its full hash so that probing and growing never touch
    /// the stored values (which are elsewhere in memory).
    shards: [Mutex<HashTable<(u64, u32)>>; SHARDS],
}

impl<T: Hash + Eq + Send + Sync> Interner<T> {
    pub(crate) fn new() -> Self {
        Interner { items: boxcar::Vec::new(), shards: std::array::from_fn(|_| Mutex::new(HashTable::new())) }
    }

    /// The value with id `id`. Ids only come from `intern`, so they are in range.
    #[inline]
    pub(crate) fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }

    pub(crate) fn len(&self) -> usize {
        self.items.count()
    }

    /// Returns the id of `key`, creating the value with `make` the first time.
    pub(crate) fn intern_with<Q>(&self, key: &Q, make: impl FnOnce() -> T) -> u32
    where
        Q: ?Sized + Hash + Eq,
        T: Borrow<Q>,
    {
        let hash = FxBuildHasher.hash_one(key);
        let shard = &self.shards[shard_of(hash)];
        // A poisoned shard only means another thread panicked while holding it;
        // the table itself is still consistent (insertion is the last step).
        let mut table = shard.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&(_, id)) = table.find(hash, |&(h, id)| h == hash && self.items[id as usize].borrow() == key) {
            return id;
        }
        let id = self.items.push(make()) as u32;
        table.insert_unique(hash, (hash, id), |&(h, _)| h);
        id
    }

    pub(crate) fn intern(&self, value: T) -> u32 {
        let hash = FxBuildHasher.hash_one(&value);
        let shard = &self.shards[shard_of(hash)];
        let mut table = shard.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&(_, id)) = table.find(hash, |&(h, id)| h == hash && self.items[id as usize] == value) {
            return id;
        }
        let id = self.items.push(value) as u32;
        table.insert_unique(hash, (hash, id), |&(h, _)| h);
        id
    }
}
