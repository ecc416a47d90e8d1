//! The conversion value mapping (MLIR's `ConversionValueMapping`): which
//! values replace which, one body at a time. A value maps to one or several
//! values (1:N replacements); a list of values may map to a list (cached
//! materializations of several values). Lookups follow chains of
//! replacements to the most recent one, optionally stopping at a value of the
//! desired types or skipping the driver's pure type-conversion casts.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::ir::{Body, EntityId, OpId, Type, ValueId};

/// Values standing for one value (usually one).
pub(crate) type ValueVec = SmallVec<[ValueId; 1]>;

/// A list of one value (`SmallVec::from_elem` goes through the generic
/// `extend`, which costs several times more).
#[inline]
pub(crate) fn one_value(v: ValueId) -> ValueVec {
    let mut out = ValueVec::new();
    out.push(v);
    out
}

/// Appends `values` to `out` (one value, the common case, without the
/// generic `extend`).
#[inline]
pub(crate) fn append_values<const N: usize>(out: &mut SmallVec<[ValueId; N]>, values: &[ValueId])
where
    [ValueId; N]: smallvec::Array<Item = ValueId>,
{
    match values {
        [v] => out.push(*v),
        _ => out.extend_from_slice(values),
    }
}

/// Replacements of one body's values.
///
/// Single values are looked up on every operand of every op a pattern
/// matches, so they are found through a table indexed by value id (values
/// of a body are numbered densely) rather than hashed; the table holds
/// four-byte entry numbers, so that it stays small for bodies with many
/// values and few replacements.
#[derive(Default)]
pub(crate) struct ValueMapping {
    /// For each value id, one plus the index of its entry in `entries`; 0
    /// when the value is not mapped.
    single_entry: Vec<u32>,
    entries: Vec<ValueVec>,
    multi: FxHashMap<SmallVec<[ValueId; 2]>, ValueVec>,
    /// Every value some value maps to (false positives allowed), by id.
    mapped_to: Vec<bool>,
}

/// What a mapping entry held before it was overwritten, to restore it on
/// rollback.
pub(crate) type Previous = Option<ValueVec>;

impl ValueMapping {
    /// Maps `from` to `to`; returns what `from` mapped to before.
    pub(crate) fn map(&mut self, from: &[ValueId], to: ValueVec) -> Previous {
        for v in &to {
            let i = v.index();
            if i >= self.mapped_to.len() {
                self.mapped_to.resize(i + 1, false);
            }
            self.mapped_to[i] = true;
        }
        match from {
            [one] => self.set_single(*one, Some(to)),
            _ => self.multi.insert(SmallVec::from_slice(from), to),
        }
    }

    /// Sets the entry of `from`, returning the old one.
    fn set_single(&mut self, from: ValueId, to: Option<ValueVec>) -> Option<ValueVec> {
        let i = from.index();
        match self.single_entry.get(i).copied().unwrap_or(0) {
            0 => {
                let to = to?;
                if i >= self.single_entry.len() {
                    self.single_entry.resize(i + 1, 0);
                }
                self.entries.push(to);
                self.single_entry[i] = self.entries.len() as u32;
                None
            }
            entry => {
                let e = entry as usize - 1;
                match to {
                    Some(to) => Some(std::mem::replace(&mut self.entries[e], to)),
                    None => {
                        // The entry is left behind unused: unmapping only
                        // happens on rollback, which is rare.
                        self.single_entry[i] = 0;
                        Some(std::mem::take(&mut self.entries[e]))
                    }
                }
            }
        }
    }

    /// What `v` maps to, if anything.
    #[inline]
    fn get_single(&self, v: ValueId) -> Option<&ValueVec> {
        match self.single_entry.get(v.index()).copied().unwrap_or(0) {
            0 => None,
            entry => self.entries.get(entry as usize - 1),
        }
    }

    /// Removes the mapping of `from`, restoring `previous`.
    pub(crate) fn unmap(&mut self, from: &[ValueId], previous: Previous) {
        match (from, previous) {
            ([one], previous) => {
                self.set_single(*one, previous);
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
        self.mapped_to.get(v.index()).copied().unwrap_or(false)
    }

    /// One step along the chain: each value replaced by what it maps to (or
    /// what `through` sees through); if none is, the list as a whole (a
    /// cached materialization).
    fn step(&self, values: &[ValueId], through: &impl Fn(ValueId) -> Option<ValueVec>) -> Option<ValueVec> {
        // One value (nearly every step): no list to build.
        if let [v] = values {
            return match self.get_single(*v) {
                Some(r) => Some(r.clone()),
                None => through(*v),
            };
        }
        let mut next = ValueVec::new();
        let mut changed = false;
        for &v in values {
            match self.get_single(v) {
                Some(r) => {
                    next.extend_from_slice(r);
                    changed = true;
                }
                None => match through(v) {
                    Some(r) => {
                        append_values(&mut next, &r);
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
        // Most values looked up were never replaced: the chain is `from`
        // alone (what the loop below finds, without its copies).
        if self.get_single(from).is_none() {
            if let Some(next) = through(from) {
                return self.lookup_chain(body, from, Some(next), desired, skip_pure, &is_pure, &through);
            }
            if desired.is_empty() {
                return one_value(from);
            }
            let matches = desired.len() == 1
                && body.value_type(from) == desired[0]
                && !(skip_pure && is_pure_conversion(body, &[from], &is_pure));
            return if matches { one_value(from) } else { ValueVec::new() };
        }
        self.lookup_chain(body, from, None, desired, skip_pure, &is_pure, &through)
    }

    /// The general case of [`ValueMapping::lookup`]; `first_step` is the
    /// step from `from` when already known. While the chain is made of
    /// single values (nearly always), it is followed without building lists.
    #[allow(clippy::too_many_arguments)]
    fn lookup_chain(
        &self,
        body: &Body,
        from: ValueId,
        mut first_step: Option<ValueVec>,
        desired: &[Type],
        skip_pure: bool,
        is_pure: &impl Fn(OpId) -> bool,
        through: &impl Fn(ValueId) -> Option<ValueVec>,
    ) -> ValueVec {
        // Chains are short; the bound only guards against a cycle introduced
        // by a misbehaving pattern.
        const MAX_STEPS: usize = 1024;
        let mut v = from;
        let mut last_real = from;
        let mut found: Option<ValueId> = None;
        let mut list_start: Option<(ValueVec, usize)> = None;
        for i in 0..MAX_STEPS {
            let mut matches = desired.len() == 1 && body.value_type(v) == desired[0];
            if skip_pure {
                let pure = body.defining_op(v).is_some_and(is_pure);
                matches &= !pure;
                if !pure {
                    last_real = v;
                }
            }
            if matches {
                found = Some(v);
            }
            let next = match first_step.take() {
                Some(next) => Some(next),
                None => match self.get_single(v) {
                    Some(r) if r.len() == 1 => {
                        v = r[0];
                        continue;
                    }
                    Some(r) => Some(r.clone()),
                    None => through(v),
                },
            };
            match next {
                Some(next) if next.len() == 1 => v = next[0],
                Some(next) => {
                    list_start = Some((next, i + 1));
                    break;
                }
                None => break,
            }
        }
        let Some((list, done)) = list_start else {
            if !desired.is_empty() {
                return found.map(one_value).unwrap_or_default();
            }
            return one_value(if skip_pure { last_real } else { v });
        };
        // A step gave several values (or none): on with lists.
        let mut current = list;
        let mut last_real = one_value(last_real);
        let mut found = found.map(one_value);
        for _ in done..MAX_STEPS {
            let mut matches = !desired.is_empty()
                && current.len() == desired.len()
                && current.iter().zip(desired).all(|(&v, &t)| body.value_type(v) == t);
            if skip_pure {
                let pure = is_pure_conversion(body, &current, is_pure);
                matches &= !pure;
                if !pure {
                    last_real.clone_from(&current);
                }
            }
            if matches {
                found = Some(current.clone());
            }
            match self.step(&current, through) {
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
