//! Dialects and registered operations: what the context knows about an op name
//! (its traits, interfaces, inherent attributes and verifier), as MLIR's
//! `RegisteredOperationName` and `Dialect` do.

use std::any::{Any, TypeId};
use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::attributes::Attribute;
use super::diagnostic::Diagnostic;
use super::dialect_defs::{AttrOrTypeDef, DefRef, DialectSyntax};
use super::op_asm::OpAssembly;
use super::view::OpView;
use super::Context;

/// Static properties of an op, as MLIR's op traits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Traits(u32);

impl Traits {
    /// No traits.
    pub const NONE: Traits = Traits(0);
    /// Regions cannot use values defined above the op; the op owns a body.
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 0);
    /// Must be the last op of its block.
    pub const TERMINATOR: Traits = Traits(1 << 1);
    /// Its regions' blocks need no terminator.
    pub const NO_TERMINATOR: Traits = Traits(1 << 2);
    /// Each region has at most one block.
    pub const SINGLE_BLOCK: Traits = Traits(1 << 3);
    /// No side effects (MLIR's `Pure`: no memory effects and speculatable).
    pub const PURE: Traits = Traits(1 << 4);
    /// Operand order does not matter.
    pub const COMMUTATIVE: Traits = Traits(1 << 5);
    /// Materializes a constant held in its `value` attribute.
    pub const CONSTANT_LIKE: Traits = Traits(1 << 6);
    /// Defines a symbol (has `sym_name`).
    pub const SYMBOL: Traits = Traits(1 << 7);
    /// Its single region holds a symbol table.
    pub const SYMBOL_TABLE: Traits = Traits(1 << 8);
    /// A terminator that returns control to the parent op.
    pub const RETURN_LIKE: Traits = Traits(1 << 9);
    /// Side effects are those of the nested ops (MLIR's `RecursiveMemoryEffects`).
    pub const RECURSIVE_MEMORY_EFFECTS: Traits = Traits(1 << 10);
    /// Its regions are graph regions without dominance (e.g. `builtin.module`).
    pub const GRAPH_REGION: Traits = Traits(1 << 11);
    /// `SingleBlockImplicitTerminator`: the terminator may be left out in the
    /// custom syntax (in the generic form it is still required).
    pub const IMPLICIT_TERMINATOR: Traits = Traits(1 << 12);
    /// Has an idempotent semantics: `f(f(x)) == f(x)`.
    pub const IDEMPOTENT: Traits = Traits(1 << 13);
    /// Has an involution semantics: `f(f(x)) == x`.
    pub const INVOLUTION: Traits = Traits(1 << 14);
    /// Operands and results have the same type.
    pub const SAME_OPERANDS_AND_RESULT_TYPE: Traits = Traits(1 << 15);
    /// Elementwise op: shape-preserving on vectors and tensors.
    pub const ELEMENTWISE: Traits = Traits(1 << 16);
    /// Uses `operandSegmentSizes` to split variadic operands.
    pub const ATTR_SIZED_OPERAND_SEGMENTS: Traits = Traits(1 << 17);
    /// Memory-reading op (not pure, but only reads).
    pub const READS_MEMORY: Traits = Traits(1 << 18);

    /// True when every trait of `other` is present.
    pub const fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }

    /// Both sets of traits: `|` in constant expressions (generated op
    /// tables).
    pub const fn union(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, o: Traits) -> Traits {
        Traits(self.0 | o.0)
    }
}

/// An op's own verifier: returns the diagnostic of the first problem found.
pub type VerifyFn = fn(&OpView<'_>) -> Result<(), Diagnostic>;

/// An op's region verifier (MLIR's `verifyRegionInvariants`), hung on its
/// definition with [`OpDef::hook`]: the verifier runs it once the ops nested
/// in the op's regions verified, where [`OpDef::verifier`] runs before them.
/// MLIR checks there what depends on the nested ops being valid: the
/// terminator `SingleBlockImplicitTerminator` names, the types along a
/// `RegionBranchOpInterface`'s control flow edges, an op's
/// `hasRegionVerifier`. Only ops with regions have it run.
#[derive(Clone, Copy)]
pub struct RegionVerifier(pub VerifyFn);

/// Checks the properties an op is created with, as MLIR converts them to
/// its properties struct: the reason they do not fit, if they do not.
pub type PropertiesCheckFn = fn(&Context, Attribute) -> Result<(), String>;

/// Produces the default value of a property that the input left out.
pub type DefaultPropFn = fn(&Context) -> Attribute;

/// `make(ctx)`, remembered per thread and context: a default value is
/// built (and interned, which allocates and locks) once, not for every op
/// the parser normalizes or the printer compares against it.
pub fn default_value(ctx: &Context, make: DefaultPropFn) -> Attribute {
    thread_local! {
        static MADE: std::cell::RefCell<rustc_hash::FxHashMap<(u64, usize), Attribute>> =
            std::cell::RefCell::new(rustc_hash::FxHashMap::default());
    }
    // By the function's address: two functions sharing one (identical
    // code folded together) make the same value anyway.
    let key = (ctx.serial(), make as usize);
    if let Some(value) = MADE.with(|made| made.borrow().get(&key).copied()) {
        return value;
    }
    let value = make(ctx);
    MADE.with(|made| made.borrow_mut().insert(key, value));
    value
}

/// Everything the context knows about one registered op.
pub struct OpDef {
    name: &'static str,
    traits: Traits,
    inherent_attrs: &'static [&'static str],
    default_props: Vec<(&'static str, DefaultPropFn)>,
    verify: Option<VerifyFn>,
    properties_check: Option<PropertiesCheckFn>,
    checks_own_traits: bool,
    assembly: Option<OpAssembly>,
    interfaces: FxHashMap<TypeId, Arc<dyn Any + Send + Sync>>,
    hooks: FxHashMap<TypeId, Arc<dyn Any + Send + Sync>>,
}

impl std::fmt::Debug for OpDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpDef").field("name", &self.name).finish()
    }
}

impl OpDef {
    /// A definition of `name` (`dialect.op`) with the given traits.
    pub fn new(name: &'static str, traits: Traits) -> Self {
        OpDef {
            name,
            traits,
            inherent_attrs: &[],
            default_props: Vec::new(),
            verify: None,
            properties_check: None,
            checks_own_traits: false,
            assembly: None,
            interfaces: FxHashMap::default(),
            hooks: FxHashMap::default(),
        }
    }

    /// Names of inherent attributes: stored as properties (`<{...}>`) even when
    /// the input wrote them in the discardable dictionary.
    pub fn inherent(mut self, names: &'static [&'static str]) -> Self {
        self.inherent_attrs = names;
        self
    }

    /// A property filled in with a default when the input leaves it out.
    pub fn default_prop(mut self, name: &'static str, value: DefaultPropFn) -> Self {
        self.default_props.push((name, value));
        self
    }

    /// The op's verifier.
    pub fn verifier(mut self, f: VerifyFn) -> Self {
        self.verify = Some(f);
        self
    }

    /// A check of the properties an op is parsed with (MLIR's property
    /// conversion): a failure is the parser's "invalid properties {...} for
    /// op NAME: REASON".
    pub fn properties_check(mut self, check: PropertiesCheckFn) -> Self {
        self.properties_check = Some(check);
        self
    }

    /// The check of parsed properties.
    pub fn properties_check_fn(&self) -> Option<PropertiesCheckFn> {
        self.properties_check
    }

    /// The verifier checks the op's traits itself, in MLIR's order (a
    /// declared op's does): the generic verifier then leaves out its own
    /// checks of `SingleBlock` and `Terminator`.
    pub fn checks_own_traits(mut self) -> Self {
        self.checks_own_traits = true;
        self
    }

    /// Whether the verifier checks the op's traits itself.
    pub fn verifies_own_traits(&self) -> bool {
        self.checks_own_traits
    }

    /// The op's custom assembly form (MLIR's `hasCustomAssemblyFormat`):
    /// the parser reads the op written as `name ...` with it, and the
    /// pretty printer writes the op with it (`docs/assembly.md`).
    pub fn assembly(mut self, assembly: OpAssembly) -> Self {
        self.assembly = Some(assembly);
        self
    }

    /// The op's custom assembly form, if it has one.
    #[inline]
    pub fn custom_assembly(&self) -> Option<&OpAssembly> {
        self.assembly.as_ref()
    }

    /// Attaches an interface implementation (a struct of functions).
    pub fn interface<I: Any + Send + Sync>(mut self, imp: I) -> Self {
        self.interfaces.insert(TypeId::of::<I>(), Arc::new(imp));
        self
    }

    /// Attaches a hook for later layers (folders, canonicalization patterns),
    /// keyed by its type.
    pub fn hook<H: Any + Send + Sync>(mut self, hook: H) -> Self {
        self.hooks.insert(TypeId::of::<H>(), Arc::new(hook));
        self
    }

    /// The op name.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The op's traits.
    pub fn traits(&self) -> Traits {
        self.traits
    }

    /// True if the op has all of `t`.
    #[inline]
    pub fn has(&self, t: Traits) -> bool {
        self.traits.contains(t)
    }

    /// Names of inherent attributes.
    pub fn inherent_attrs(&self) -> &'static [&'static str] {
        self.inherent_attrs
    }

    /// Properties with defaults.
    pub fn default_props(&self) -> &[(&'static str, DefaultPropFn)] {
        &self.default_props
    }

    /// The op's verifier.
    pub fn verify_fn(&self) -> Option<VerifyFn> {
        self.verify
    }

    /// The op's implementation of interface `I`.
    pub fn get_interface<I: Any + Send + Sync>(&self) -> Option<&I> {
        self.interfaces.get(&TypeId::of::<I>()).and_then(|b| b.downcast_ref())
    }

    /// True when the op implements interface `I`.
    pub fn has_interface<I: Any + Send + Sync>(&self) -> bool {
        self.interfaces.contains_key(&TypeId::of::<I>())
    }

    /// The hook of type `H`.
    pub fn get_hook<H: Any + Send + Sync>(&self) -> Option<&H> {
        self.hooks.get(&TypeId::of::<H>()).and_then(|b| b.downcast_ref())
    }
}

/// A dialect hook: the dialect accepts ops it does not register (MLIR's
/// `allowUnknownOperations`); the verifier rejects those of any other
/// registered dialect, with or without `--allow-unregistered-dialect`.
#[derive(Clone, Copy, Debug)]
pub struct AllowsUnknownOps;

/// An op hook: MLIR's conversion of a property given as an attribute to
/// what the op stores (`setPropertiesFromAttr`), where that is not the
/// attribute as given: `llvm.add`'s `overflowFlags` written
/// `#llvm.overflow<nsw>` is stored, and printed, as `1 : i32`. Given the
/// property's name and value, it returns the stored value, or `None` to
/// keep the value as given. The parser applies it once the properties
/// passed their check.
#[derive(Clone, Copy, Debug)]
pub struct PropertyConversion(pub fn(&Context, &str, Attribute) -> Option<Attribute>);

/// A dialect hook: the alias prefix the printer gives one of the dialect's
/// verbatim attributes (MLIR's `OpAsmDialectInterface::getAlias`), from the
/// attribute's text without its `#` (`llvm.di_file<...>` is printed once as
/// `#di_file = #llvm.di_file<...>` and then as `#di_file`); `None` prints it
/// inline.
#[derive(Clone, Copy, Debug)]
pub struct VerbatimAttrAlias(pub fn(&str) -> Option<&'static str>);

/// A dialect: a namespace, its ops, and its registered types and
/// attributes.
pub struct Dialect {
    namespace: &'static str,
    ops: Vec<Arc<OpDef>>,
    types: FxHashMap<&'static str, DefRef>,
    attrs: FxHashMap<&'static str, DefRef>,
    syntax: DialectSyntax,
    verbatim_attrs: bool,
    hooks: FxHashMap<TypeId, Arc<dyn Any + Send + Sync>>,
}

impl std::fmt::Debug for Dialect {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Dialect").field("namespace", &self.namespace).field("ops", &self.ops.len()).finish()
    }
}

impl Dialect {
    /// An empty dialect.
    pub fn new(namespace: &'static str) -> Self {
        Dialect {
            namespace,
            ops: Vec::new(),
            types: FxHashMap::default(),
            attrs: FxHashMap::default(),
            syntax: DialectSyntax::Verbatim,
            verbatim_attrs: false,
            hooks: FxHashMap::default(),
        }
    }

    /// Adds a registered type (`!ns.mnemonic...`): the dialect's syntax
    /// becomes [`DialectSyntax::Declared`].
    pub fn type_def(mut self, def: &'static dyn AttrOrTypeDef) -> Self {
        self.types.insert(self.mnemonic_of(def), DefRef(def));
        self.syntax = DialectSyntax::Declared;
        self
    }

    /// Adds a registered attribute (`#ns.mnemonic...`): the dialect's
    /// syntax becomes [`DialectSyntax::Declared`].
    pub fn attr_def(mut self, def: &'static dyn AttrOrTypeDef) -> Self {
        self.attrs.insert(self.mnemonic_of(def), DefRef(def));
        self.syntax = DialectSyntax::Declared;
        self
    }

    /// Sets how the dialect's types and attributes are read.
    pub fn syntax(mut self, syntax: DialectSyntax) -> Self {
        self.syntax = syntax;
        self
    }

    fn mnemonic_of(&self, def: &'static dyn AttrOrTypeDef) -> &'static str {
        let name = def.name();
        debug_assert!(
            name.starts_with(self.namespace) && name[self.namespace.len()..].starts_with('.'),
            "{name} is not in dialect {}",
            self.namespace
        );
        name.get(self.namespace.len() + 1..).unwrap_or(name)
    }

    /// Keeps the dialect's attributes verbatim when its types are
    /// registered, but for the attributes it registers (the `llvm`
    /// dialect, whose types and enum attributes are declared and whose
    /// other attributes are still text).
    pub fn verbatim_attributes(mut self) -> Self {
        self.verbatim_attrs = true;
        self
    }

    /// How the dialect's types and attributes are read.
    pub fn dialect_syntax(&self) -> DialectSyntax {
        self.syntax
    }

    /// How the dialect's type (`sigil` `!`) or attribute (`#`) called
    /// `mnemonic` is read.
    pub fn syntax_of(&self, sigil: char, mnemonic: &str) -> DialectSyntax {
        if sigil == '#' && self.verbatim_attrs && !self.attrs.contains_key(mnemonic) {
            DialectSyntax::Verbatim
        } else {
            self.syntax
        }
    }

    /// The registered type called `mnemonic` (without the namespace).
    pub fn type_def_named(&self, mnemonic: &str) -> Option<DefRef> {
        self.types.get(mnemonic).copied()
    }

    /// The registered attribute called `mnemonic` (without the namespace).
    pub fn attr_def_named(&self, mnemonic: &str) -> Option<DefRef> {
        self.attrs.get(mnemonic).copied()
    }

    /// Adds an op definition.
    pub fn op(mut self, def: OpDef) -> Self {
        debug_assert!(def.name.starts_with(self.namespace), "op {} is not in dialect {}", def.name, self.namespace);
        self.ops.push(Arc::new(def));
        self
    }

    /// Gives the op `name`, added before, the custom form `assembly`: how a
    /// declared op whose form its format cannot say gets a hand-written one
    /// (MLIR's `hasCustomAssemblyFormat`; `cf.switch`'s cases).
    pub fn op_assembly(self, name: &str, assembly: OpAssembly) -> Self {
        self.with_op(name, |def| def.assembly = Some(assembly))
    }

    /// Attaches `hook` to the op `name`, added before (what a declared op
    /// gets beside its declaration: a [`PropertyConversion`]).
    pub fn op_hook<H: Any + Send + Sync>(self, name: &str, hook: H) -> Self {
        self.with_op(name, |def| {
            def.hooks.insert(TypeId::of::<H>(), Arc::new(hook));
        })
    }

    fn with_op(mut self, name: &str, change: impl FnOnce(&mut OpDef)) -> Self {
        let def = self.ops.iter_mut().find(|d| d.name == name).and_then(Arc::get_mut);
        debug_assert!(def.is_some(), "op {name} is not in dialect {} (or its definition is shared)", self.namespace);
        if let Some(def) = def {
            change(def);
        }
        self
    }

    /// Attaches a dialect-level hook (e.g. constant materialization).
    pub fn hook<H: Any + Send + Sync>(mut self, hook: H) -> Self {
        self.hooks.insert(TypeId::of::<H>(), Arc::new(hook));
        self
    }

    /// The dialect's namespace.
    pub fn namespace(&self) -> &'static str {
        self.namespace
    }

    /// The dialect's ops.
    pub fn ops(&self) -> &[Arc<OpDef>] {
        &self.ops
    }

    /// The hook of type `H`.
    pub fn get_hook<H: Any + Send + Sync>(&self) -> Option<&H> {
        self.hooks.get(&TypeId::of::<H>()).and_then(|b| b.downcast_ref())
    }
}
