//! The [`Context`]: interned types, attributes, identifiers and operation names,
//! and the registry of dialects. It is `Sync`: passes on many threads share one
//! `&Context`, read interned data without locks and intern new data through
//! sharded locks.

use std::sync::{Arc, OnceLock, RwLock};

use rustc_hash::FxHashMap;

use super::attributes::{AttrKind, Attribute, Ident, LocKind, Location, NamedAttr};
use super::dialect::{Dialect, OpDef};
use super::intern::Interner;
use super::types::{Signedness, Type, TypeKind};

/// An interned operation name such as `arith.addi`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpName(u32);

pub(crate) struct OpNameInfo {
    name: Box<str>,
    dialect_len: u32,
    def: OnceLock<Arc<OpDef>>,
}

impl PartialEq for OpNameInfo {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}
impl Eq for OpNameInfo {}
impl std::hash::Hash for OpNameInfo {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.name.hash(state)
    }
}
impl std::borrow::Borrow<str> for OpNameInfo {
    fn borrow(&self) -> &str {
        &self.name
    }
}

/// Handles of values every part of the system needs often.
pub(crate) struct Common {
    pub(crate) i1: Type,
    pub(crate) i8: Type,
    pub(crate) i16: Type,
    pub(crate) i32: Type,
    pub(crate) i64: Type,
    pub(crate) index: Type,
    pub(crate) none: Type,
    pub(crate) unit: Attribute,
    pub(crate) empty_dict: Attribute,
    pub(crate) true_attr: Attribute,
    pub(crate) false_attr: Attribute,
    pub(crate) unknown_loc: Location,
}

/// Interned IR data and the dialect registry, shared by all threads of a run.
pub struct Context {
    pub(crate) types: Interner<TypeKind>,
    pub(crate) attrs: Interner<AttrKind>,
    pub(crate) idents: Interner<Box<str>>,
    op_names: Interner<OpNameInfo>,
    dialects: RwLock<FxHashMap<String, Arc<Dialect>>>,
    allow_unregistered: std::sync::atomic::AtomicBool,
    /// Set once an attribute that may get an alias (an affine map, an
    /// integer set, a distinct or a dialect's verbatim attribute) is
    /// interned: until then no printed IR can have an alias (locations
    /// aside, which only `--mlir-print-debuginfo` prints).
    pub(crate) may_alias: std::sync::atomic::AtomicBool,
    /// Set once a `distinct[N]<..>` attribute is interned: their ids are
    /// renumbered in order of first appearance, which only a serial walk
    /// over the whole file gives (the parser and the printer stay serial).
    pub(crate) may_have_distinct: std::sync::atomic::AtomicBool,
    /// Whether the parser and the printer may use more than one thread
    /// (MLIR's `MLIRContext::isMultithreadingEnabled`).
    multithreading: std::sync::atomic::AtomicBool,
    /// Whether printers given no options print locations.
    default_debuginfo: std::sync::atomic::AtomicBool,
    /// Tells this context from every other of the process (what caches
    /// keyed by interned ids check: `ods::verified`).
    serial: u64,
    pub(crate) common: Common,
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context").field("types", &self.types.len()).field("attrs", &self.attrs.len()).finish()
    }
}

impl Context {
    /// A context with `dialects` registered and no other: the IR layer knows
    /// no dialect, so whoever builds a context says which it has
    /// ([`Context::new`] has the built-in ones, from `crate::dialects`).
    pub fn with_dialects(dialects: impl IntoIterator<Item = Dialect>) -> Self {
        let types = Interner::new();
        let attrs = Interner::new();
        let int = |w| TypeKind::Integer { width: w, signedness: Signedness::Signless };
        let i1 = Type(types.intern(int(1)));
        let common = Common {
            i1,
            i8: Type(types.intern(int(8))),
            i16: Type(types.intern(int(16))),
            i32: Type(types.intern(int(32))),
            i64: Type(types.intern(int(64))),
            index: Type(types.intern(TypeKind::Index)),
            none: Type(types.intern(TypeKind::None)),
            unit: Attribute(attrs.intern(AttrKind::Unit)),
            empty_dict: Attribute(attrs.intern(AttrKind::Dictionary(Box::new([])))),
            true_attr: Attribute(attrs.intern(AttrKind::Integer { ty: i1, value: 1 })),
            false_attr: Attribute(attrs.intern(AttrKind::Integer { ty: i1, value: 0 })),
            unknown_loc: Location::unknown_for_new_context(Attribute(
                attrs.intern(AttrKind::Location(LocKind::Unknown)),
            )),
        };
        let ctx = Context {
            types,
            attrs,
            idents: Interner::new(),
            op_names: Interner::new(),
            dialects: RwLock::new(FxHashMap::default()),
            allow_unregistered: false.into(),
            may_alias: false.into(),
            may_have_distinct: false.into(),
            multithreading: true.into(),
            default_debuginfo: false.into(),
            serial: {
                static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
                NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
            },
            common,
        };
        for dialect in dialects {
            ctx.register_dialect(dialect);
        }
        ctx
    }

    /// Whether some interned attribute could be printed as an alias
    /// (`#map`, `#set`, a dialect's alias) besides locations: when not, the
    /// printer skips its alias walk.
    pub fn may_have_aliases(&self) -> bool {
        self.may_alias.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Whether some `distinct[N]<..>` attribute was interned.
    pub fn may_have_distinct_attrs(&self) -> bool {
        self.may_have_distinct.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Lets the parser and the printer split large modules across threads
    /// (the default) or keeps them on the calling thread
    /// (`--mlir-disable-threading`, MLIR's `disableMultithreading`). The
    /// result is the same either way; pass managers have their own switch.
    pub fn set_multithreading(&self, on: bool) {
        self.multithreading.store(on, std::sync::atomic::Ordering::Relaxed);
    }

    /// Whether the parser and the printer may use more than one thread.
    pub fn is_multithreading_enabled(&self) -> bool {
        self.multithreading.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Makes the printers that are given no options (the `see current
    /// operation` notes of diagnostics, the conversion driver's log) print
    /// locations, as `--mlir-print-debuginfo` makes MLIR's default
    /// `OpPrintingFlags` do.
    pub fn set_default_print_debuginfo(&self, on: bool) {
        self.default_debuginfo.store(on, std::sync::atomic::Ordering::Relaxed);
    }

    /// Whether printers given no options print locations.
    pub fn default_print_debuginfo(&self) -> bool {
        self.default_debuginfo.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// A number no other context of the process has (never 0).
    pub fn serial(&self) -> u64 {
        self.serial
    }

    /// Accept ops, types and attributes of dialects that are not registered
    /// (`--allow-unregistered-dialect`).
    pub fn set_allow_unregistered_dialects(&self, allow: bool) {
        self.allow_unregistered.store(allow, std::sync::atomic::Ordering::Relaxed);
    }

    /// Whether unregistered dialects are accepted.
    pub fn allows_unregistered_dialects(&self) -> bool {
        self.allow_unregistered.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Registers a dialect and its ops. Registering a dialect twice keeps the
    /// first registration.
    pub fn register_dialect(&self, dialect: Dialect) {
        let mut dialects = self.dialects.write().unwrap_or_else(|e| e.into_inner());
        if dialects.contains_key(dialect.namespace()) {
            return;
        }
        for def in dialect.ops() {
            let name = self.op_name(def.name());
            let _ = self.op_names.get(name.0).def.set(def.clone());
        }
        dialects.insert(dialect.namespace().to_string(), Arc::new(dialect));
    }

    /// The registered dialect with namespace `ns`.
    pub fn dialect(&self, ns: &str) -> Option<Arc<Dialect>> {
        self.dialects.read().unwrap_or_else(|e| e.into_inner()).get(ns).cloned()
    }

    /// True when a dialect with namespace `ns` is registered.
    pub fn is_dialect_registered(&self, ns: &str) -> bool {
        self.dialects.read().unwrap_or_else(|e| e.into_inner()).contains_key(ns)
    }

    /// Namespaces of all registered dialects, sorted.
    pub fn registered_dialects(&self) -> Vec<String> {
        let mut v: Vec<String> = self.dialects.read().unwrap_or_else(|e| e.into_inner()).keys().cloned().collect();
        v.sort();
        v
    }

    /// Interns an operation name.
    pub fn op_name(&self, name: &str) -> OpName {
        OpName(self.op_names.intern_with(name, || OpNameInfo {
            name: name.into(),
            dialect_len: name.find('.').unwrap_or(name.len()) as u32,
            def: OnceLock::new(),
        }))
    }

    /// [`Context::op_name`] of a static string, memoized per thread: what
    /// generated builders call in hot loops, where interning would hash the
    /// name under a lock each time.
    pub fn op_name_static(&self, name: &'static str) -> OpName {
        OpName(static_memo(&STATIC_OP_NAMES, self.serial, name, || self.op_name(name).0))
    }

    /// [`Context::ident`] of a static string, memoized per thread as
    /// [`Context::op_name_static`] is.
    pub fn ident_static(&self, name: &'static str) -> Ident {
        Ident(static_memo(&STATIC_IDENTS, self.serial, name, || self.ident(name).0))
    }

    /// The text of an operation name.
    #[inline]
    pub fn op_name_str(&self, name: OpName) -> &str {
        &self.op_names.get(name.0).name
    }

    /// The dialect namespace of an operation name (before the first `.`).
    pub fn op_dialect(&self, name: OpName) -> &str {
        let info = self.op_names.get(name.0);
        &info.name[..info.dialect_len as usize]
    }

    /// The definition of a registered op.
    #[inline]
    pub fn op_def(&self, name: OpName) -> Option<&OpDef> {
        self.op_names.get(name.0).def.get().map(|d| &**d)
    }

    /// The properties of a new `name` op: `props`, and the default of each
    /// property the op defines one for that `props` leaves out (as MLIR's
    /// builders fill them). For [`OpSpec::props`](super::OpSpec::props).
    pub fn props_with_defaults(&self, name: OpName, props: &[(&str, Attribute)]) -> Attribute {
        let given = props.iter().map(|&(n, value)| NamedAttr { name: self.ident(n), value });
        let filled = self.default_props(name).filter(|d| props.iter().all(|&(p, _)| self.ident_str(d.name) != p));
        self.dictionary(given.chain(filled))
    }

    /// The default value of each property op `name` defines one for (none
    /// when the op is not registered), in the definition's order.
    pub fn default_props(&self, name: OpName) -> impl Iterator<Item = NamedAttr> + '_ {
        let defaults = self.op_def(name).map_or(&[][..], OpDef::default_props);
        defaults
            .iter()
            .map(|&(n, make)| NamedAttr { name: self.ident(n), value: super::dialect::default_value(self, make) })
    }

    /// Looks up an identifier in a dictionary attribute.
    pub fn dict_get_ident(&self, dict: Attribute, name: Ident) -> Option<Attribute> {
        let entries = self.dict_entries(dict);
        if entries.len() <= 8 {
            return entries.iter().find(|e| e.name == name).map(|e| e.value);
        }
        let key = self.ident_str(name);
        entries.binary_search_by(|e| self.ident_str(e.name).cmp(key)).ok().map(|i| entries[i].value)
    }

    /// `i1`
    pub fn i1(&self) -> Type {
        self.common.i1
    }
    /// `i32`
    pub fn i32(&self) -> Type {
        self.common.i32
    }
    /// `i64`
    pub fn i64(&self) -> Type {
        self.common.i64
    }
}

/// A direct-mapped memo of interned static strings: the context's serial,
/// the string's address and length (which together fix its text), the id.
type StaticMemo = std::cell::RefCell<[(u64, usize, usize, u32); 128]>;

thread_local! {
    static STATIC_OP_NAMES: StaticMemo = const { std::cell::RefCell::new([(0, 0, 0, 0); 128]) };
    static STATIC_IDENTS: StaticMemo = const { std::cell::RefCell::new([(0, 0, 0, 0); 128]) };
}

/// The id of `text` in the context numbered `serial`, from `memo` or, on a
/// miss, from `intern` (and then remembered). Serials are never 0, so the
/// empty entries never match.
fn static_memo(
    memo: &'static std::thread::LocalKey<StaticMemo>,
    serial: u64,
    text: &'static str,
    intern: impl FnOnce() -> u32,
) -> u32 {
    let key = (serial, text.as_ptr() as usize, text.len());
    let slot = ((key.1 >> 3) ^ key.2) % 128;
    let hit = memo.with(|m| {
        let entry = m.borrow()[slot];
        ((entry.0, entry.1, entry.2) == key).then_some(entry.3)
    });
    hit.unwrap_or_else(|| {
        let id = intern();
        memo.with(|m| m.borrow_mut()[slot] = (key.0, key.1, key.2, id));
        id
    })
}
