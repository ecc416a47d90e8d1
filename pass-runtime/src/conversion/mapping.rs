//! The conversion value mapping (MLIR's `ConversionValueMapping`): which
//! values replace which, one body at a time. A value maps to one or several
//! values (1:N replacements); a list of values may map to a list (cached
//! materializations of several values). Lookups follow chains of
//! replacements to the most recent one, optionally stopping at a value of the
//! desired types or skipping the driver's pure type-conversion casts.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::ir::{Body, OpId, Type, ValueId};

/// Values standing for one value (usually one).
pub(crate) type ValueVec = SmallVec<[ValueId; 1]>;

/// Replacements of one body's values.
#[derive(Default)]
pub(crate) struct ValueMapping {
    single: FxHashMap<ValueId, ValueVec>,
    multi: FxHashMap<SmallVec<[ValueId; 2]>, ValueVec>,
    /// Every value some value maps to (false positives allowed).
    mapped_to: FxHashSet<ValueId>,
}

/// What a mapping entry held before it was overwritten, to restore it on
/// rollback.
pub(crate) type Previous = Option<ValueVec>;

impl ValueMapping {
    /// Maps `from` to `to`; returns what `from` mapped to before.
    pub(crate) fn map(&mut self, from: &[ValueId], to: ValueVec) -> Previous {
        self.mapped_to.extend(to.iter().copied());
        match from {
            [one] => self.single.insert(*one, to),
            _ => self.multi.insert(SmallVec::from_slice(from), to),
        }
    }

    /// Removes the mapping of `from`, restoring `previous`.
    pub(crate) fn unmap(&mut self, from: &[ValueId], previous: Previous) {
        match (from, previous) {
            ([one], Some(p)) => {
                self.single.insert(*one, p);
            }
            ([one], None) => {
                self.single.remove(one);
            }
            (_, Some(p)) => {
                self.multi.insert(SmallVec::from_slice(from), p);
            }
            (_, None) => {
                self.multi.remove(from);
            }
        }
    }

    /// True when some value maps to `v` (may be a false positive).
    pub(crate) fn is_mapped_to(&self, v: ValueId) -> bool {
        self.mapped_to.contains(&v)
    }

    /// One step along the chain: each value replaced by what it maps to (or
    /// what `through` sees through); if none is, the list as a whole (a
    /// cached materialization).
    fn step(&self, values: &[ValueId], through: &impl Fn(ValueId) -> Option<ValueVec>) -> Option<ValueVec> {
        let mut next = ValueVec::new();
        let mut changed = false;
        for &v in values {
            match self.single.get(&v) {
                Some(r) => {
                    next.extend_from_slice(r);
                    changed = true;
                }
                None => match through(v) {
                    Some(r) => {
                        next.extend(r);
                        changed = true;
                    }
                    None => next.push(v),
                },
            }
        }
        if changed {
            return Some(next);
        }
        if values.len() > 1 {
            return self.multi.get(values).cloned();
        }
        None
    }

    /// The most recent replacement of `from` (MLIR's `lookupOrDefault`):
    /// - with `desired` types, the deepest values of exactly those types, or
    ///   nothing when there are none;
    /// - otherwise the last values of the chain, skipping those defined by a
    ///   pure type conversion when `skip_pure` (see `is_pure`).
    ///
    /// `through` names values that stand for others without a mapping entry
    /// (the no-rollback driver's replacement casts, standing for their
    /// inputs).
    pub(crate) fn lookup(
        &self,
        body: &Body,
        from: ValueId,
        desired: &[Type],
        skip_pure: bool,
        is_pure: impl Fn(OpId) -> bool,
        through: impl Fn(ValueId) -> Option<ValueVec>,
    ) -> ValueVec {
        let mut current: ValueVec = SmallVec::from_elem(from, 1);
        let mut last_real = current.clone();
        let mut found: Option<ValueVec> = None;
        // Chains are short; the bound only guards against a cycle introduced
        // by a misbehaving pattern.
        for _ in 0..1024 {
            let mut matches = !desired.is_empty()
                && current.len() == desired.len()
                && current.iter().zip(desired).all(|(&v, &t)| body.value_type(v) == t);
            if skip_pure {
                let pure = is_pure_conversion(body, &current, &is_pure);
                matches &= !pure;
                if !pure {
                    last_real.clone_from(&current);
                }
            }
            if matches {
                found = Some(current.clone());
            }
            match self.step(&current, &through) {
                Some(next) => current = next,
                None => break,
            }
        }
        if !desired.is_empty() {
            return found.unwrap_or_default();
        }
        if skip_pure {
            last_real
        } else {
            current
        }
    }

    /// Like [`ValueMapping::lookup`] without skipping, but nothing when
    /// `from` is not mapped or no replacement has the desired types (MLIR's
    /// `lookupOrNull`).
    pub(crate) fn lookup_or_null(
        &self,
        body: &Body,
        from: ValueId,
        desired: &[Type],
        is_pure: impl Fn(OpId) -> bool,
        through: impl Fn(ValueId) -> Option<ValueVec>,
    ) -> ValueVec {
        let result = self.lookup(body, from, desired, false, is_pure, through);
        if result.as_slice() == [from] {
            return ValueVec::new();
        }
        if !desired.is_empty()
            && (result.len() != desired.len() || result.iter().zip(desired).any(|(&v, &t)| body.value_type(v) != t))
        {
            return ValueVec::new();
        }
        result
    }
}

/// True when all of `values` are results of one op that is a pure
/// type-conversion cast of the driver.
fn is_pure_conversion(body: &Body, values: &[ValueId], is_pure: &impl Fn(OpId) -> bool) -> bool {
    let Some(first) = values.first() else { return false };
    let Some(op) = body.defining_op(*first) else { return false };
    values[1..].iter().all(|&v| body.defining_op(v) == Some(op)) && is_pure(op)
}
