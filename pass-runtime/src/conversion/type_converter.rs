//! Type conversion (MLIR's `TypeConverter`): how a type becomes zero, one or
//! several legal types, and how IR reconciling the old and new types is
//! built (materializations); [`SignatureConversion`], the plan for converting
//! the arguments of a block.
//!
//! Conversions are tried most recently added first. Context-unaware ones
//! (given a type) are cached; context-aware ones (given the value) are not,
//! and results found after one was consulted are not cached either.

use std::sync::{Arc, RwLock};

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::ir::{BlockId, Body, Context, Location, OpId, OpName, OpSpec, RegionId, Type, ValueId};
use crate::rewrite::PatternRewriter;

/// Types a conversion produced (most conversions produce one).
pub type TypeVec = SmallVec<[Type; 2]>;

/// A context-unaware conversion: `None` when it does not apply (the next one
/// is tried), `Some(false)` when the type cannot be converted, `Some(true)`
/// after pushing the converted types (none: the value is dropped).
pub type TypeConversionFn = Arc<dyn Fn(&Context, Type, &mut TypeVec) -> Option<bool> + Send + Sync>;

/// A context-aware conversion: as [`TypeConversionFn`], given the value.
pub type ValueConversionFn = Arc<dyn Fn(&Context, &Body, ValueId, &mut TypeVec) -> Option<bool> + Send + Sync>;

/// A source materialization: builds, at the rewriter's insertion point, a
/// value of type `ty` from `inputs` (the replacement values), or returns
/// `None` when it does not apply.
pub type SourceMaterializationFn =
    Arc<dyn Fn(&mut PatternRewriter<'_>, Type, &[ValueId], Location) -> Option<ValueId> + Send + Sync>;

/// A target materialization: builds values of `types` from `inputs`;
/// `original` is the type of the value being converted when known.
pub type TargetMaterializationFn = Arc<
    dyn Fn(&mut PatternRewriter<'_>, &[Type], &[ValueId], Location, Option<Type>) -> Option<SmallVec<[ValueId; 1]>>
        + Send
        + Sync,
>;

#[derive(Clone)]
enum Conversion {
    Type(TypeConversionFn),
    Value(ValueConversionFn),
}

/// A cached context-unaware result: `None` for "cannot be converted".
type Cached = Option<TypeVec>;

/// Converts types and materializes conversions. See the module documentation.
///
/// ```
/// use pass_runtime::conversion::TypeConverter;
/// use pass_runtime::ir::{Context, TypeKind};
///
/// let ctx = Context::new();
/// let mut tc = TypeConverter::new();
/// tc.add_conversion(|_, t| Some(t)); // everything else is legal as is
/// tc.add_conversion(|ctx, t| matches!(ctx.type_kind(t), TypeKind::Index).then(|| ctx.i64()));
/// assert_eq!(tc.convert_type(&ctx, ctx.index_type()), Some(ctx.i64()));
/// assert_eq!(tc.convert_type(&ctx, ctx.i32()), Some(ctx.i32()));
/// ```
#[derive(Default)]
pub struct TypeConverter {
    conversions: Vec<Conversion>,
    source_materializations: Vec<SourceMaterializationFn>,
    target_materializations: Vec<TargetMaterializationFn>,
    cache: RwLock<FxHashMap<Type, Cached>>,
}

impl Clone for TypeConverter {
    fn clone(&self) -> Self {
        TypeConverter {
            conversions: self.conversions.clone(),
            source_materializations: self.source_materializations.clone(),
            target_materializations: self.target_materializations.clone(),
            cache: RwLock::new(self.cache.read().unwrap_or_else(|e| e.into_inner()).clone()),
        }
    }
}

/// Builds a `builtin.unrealized_conversion_cast` (`cast`, its interned
/// name) from `inputs` to `types` at the rewriter's insertion point.
pub(crate) fn unrealized_conversion_cast(
    rw: &mut PatternRewriter<'_>,
    cast: OpName,
    types: &[Type],
    inputs: &[ValueId],
    loc: Location,
) -> SmallVec<[ValueId; 1]> {
    let spec = OpSpec { operands: inputs, results: types, ..OpSpec::new(rw.context(), cast, loc) };
    let cast = rw.create(&spec);
    rw.body().results(cast).collect()
}

impl std::fmt::Debug for TypeConverter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TypeConverter")
            .field("conversions", &self.conversions.len())
            .field("source_materializations", &self.source_materializations.len())
            .field("target_materializations", &self.target_materializations.len())
            .finish()
    }
}

impl TypeConverter {
    /// A converter with no conversions (every type fails to convert).
    pub fn new() -> Self {
        Self::default()
    }

    fn push(&mut self, c: Conversion) -> &mut Self {
        self.conversions.push(c);
        self.cache.get_mut().unwrap_or_else(|e| e.into_inner()).clear();
        self
    }

    /// Adds a 1:1 context-unaware conversion: `Some(ty)` converts, `None`
    /// passes to the next conversion.
    pub fn add_conversion(&mut self, f: impl Fn(&Context, Type) -> Option<Type> + Send + Sync + 'static) -> &mut Self {
        self.push(Conversion::Type(Arc::new(move |ctx: &Context, t: Type, out: &mut TypeVec| {
            let converted = f(ctx, t)?;
            out.push(converted);
            Some(true)
        })))
    }

    /// Adds a context-unaware conversion of the general form (1:N, or
    /// failing); see [`TypeConversionFn`].
    pub fn add_conversion_n(
        &mut self,
        f: impl Fn(&Context, Type, &mut TypeVec) -> Option<bool> + Send + Sync + 'static,
    ) -> &mut Self {
        self.push(Conversion::Type(Arc::new(f)))
    }

    /// Adds a context-aware conversion (given the value; see
    /// [`ValueConversionFn`]). Not cached; add these first so that they are
    /// tried last and the others stay cacheable.
    pub fn add_value_conversion(
        &mut self,
        f: impl Fn(&Context, &Body, ValueId, &mut TypeVec) -> Option<bool> + Send + Sync + 'static,
    ) -> &mut Self {
        self.push(Conversion::Value(Arc::new(f)))
    }

    /// Adds a source materialization (tried most recent first).
    pub fn add_source_materialization(
        &mut self,
        f: impl Fn(&mut PatternRewriter<'_>, Type, &[ValueId], Location) -> Option<ValueId> + Send + Sync + 'static,
    ) -> &mut Self {
        self.source_materializations.push(Arc::new(f));
        self
    }

    /// Adds a 1:1 target materialization: builds one value of the given type.
    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(&mut PatternRewriter<'_>, Type, &[ValueId], Location, Option<Type>) -> Option<ValueId>
            + Send
            + Sync
            + 'static,
    ) -> &mut Self {
        self.target_materializations.push(Arc::new(
            move |rw: &mut PatternRewriter<'_>, types: &[Type], inputs: &[ValueId], loc, original| {
                let [ty] = types else { return None };
                f(rw, *ty, inputs, loc, original).map(|v| SmallVec::from_elem(v, 1))
            },
        ));
        self
    }

    /// Adds a target materialization of the general (1:N) form.
    pub fn add_target_materialization_n(
        &mut self,
        f: impl Fn(&mut PatternRewriter<'_>, &[Type], &[ValueId], Location, Option<Type>) -> Option<SmallVec<[ValueId; 1]>>
            + Send
            + Sync
            + 'static,
    ) -> &mut Self {
        self.target_materializations.push(Arc::new(f));
        self
    }

    /// Adds materializations that build a `builtin.unrealized_conversion_cast`
    /// from the inputs to the types asked for, in both directions (1:1 and
    /// 1:N): the bridge a conversion leaves where a value of the old type is
    /// still used, or where a value of the new type is wanted, for a later
    /// `reconcile-unrealized-casts` to remove once both sides are converted.
    /// Add them first, so that more specific materializations added after
    /// them are tried before.
    pub fn add_unrealized_cast_materializations(&mut self, ctx: &Context) -> &mut Self {
        let cast = ctx.op_name("builtin.unrealized_conversion_cast");
        self.add_source_materialization(move |rw, ty, inputs, loc| {
            unrealized_conversion_cast(rw, cast, &[ty], inputs, loc).first().copied()
        });
        self.add_target_materialization_n(move |rw, types, inputs, loc, _| {
            Some(unrealized_conversion_cast(rw, cast, types, inputs, loc))
        })
    }

    /// True when some source materialization is registered.
    pub fn has_source_materializations(&self) -> bool {
        !self.source_materializations.is_empty()
    }

    /// True when some target materialization is registered.
    pub fn has_target_materializations(&self) -> bool {
        !self.target_materializations.is_empty()
    }

    /// Converts `t` (context-unaware conversions only), appending the
    /// resulting types to `out`; false when it cannot be converted.
    pub fn convert_type_into(&self, ctx: &Context, t: Type, out: &mut TypeVec) -> bool {
        self.convert_impl(ctx, t, None, out)
    }

    /// Converts the type of `v`, an value of `body`, trying context-aware
    /// conversions too; appends to `out`.
    pub fn convert_value_type_into(&self, ctx: &Context, body: &Body, v: ValueId, out: &mut TypeVec) -> bool {
        self.convert_impl(ctx, body.value_type(v), Some((body, v)), out)
    }

    /// Converts `t` to exactly one type (`None` when it cannot be converted or
    /// becomes zero or several types).
    pub fn convert_type(&self, ctx: &Context, t: Type) -> Option<Type> {
        let mut out = TypeVec::new();
        if !self.convert_type_into(ctx, t, &mut out) {
            return None;
        }
        match out.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// Converts the type of `v` to exactly one type.
    pub fn convert_value_type(&self, ctx: &Context, body: &Body, v: ValueId) -> Option<Type> {
        let mut out = TypeVec::new();
        if !self.convert_value_type_into(ctx, body, v, &mut out) {
            return None;
        }
        match out.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// Converts each of `types`, appending all results; false when one fails.
    pub fn convert_types(&self, ctx: &Context, types: &[Type], out: &mut TypeVec) -> bool {
        types.iter().all(|&t| self.convert_type_into(ctx, t, out))
    }

    fn convert_impl(&self, ctx: &Context, t: Type, value: Option<(&Body, ValueId)>, out: &mut TypeVec) -> bool {
        if let Some(cached) = self.cache.read().unwrap_or_else(|e| e.into_inner()).get(&t) {
            return match cached {
                Some(types) => {
                    out.extend_from_slice(types);
                    true
                }
                None => false,
            };
        }
        let start = out.len();
        // Results are cacheable until a context-aware conversion is consulted
        // (it might have answered differently for another value).
        let mut cacheable = true;
        for conversion in self.conversions.iter().rev() {
            let verdict = match conversion {
                Conversion::Type(f) => f(ctx, t, out),
                Conversion::Value(f) => {
                    cacheable = false;
                    match value {
                        Some((body, v)) => f(ctx, body, v, out),
                        None => None,
                    }
                }
            };
            match verdict {
                None => {
                    out.truncate(start);
                    continue;
                }
                Some(ok) => {
                    if !ok {
                        out.truncate(start);
                    }
                    if cacheable {
                        let entry = ok.then(|| TypeVec::from_slice(&out[start..]));
                        self.cache.write().unwrap_or_else(|e| e.into_inner()).insert(t, entry);
                    }
                    return ok;
                }
            }
        }
        false
    }

    /// True when `t` converts to itself.
    pub fn is_legal_type(&self, ctx: &Context, t: Type) -> bool {
        self.convert_type(ctx, t) == Some(t)
    }

    /// True when every one of `types` is legal.
    pub fn are_legal_types(&self, ctx: &Context, types: &[Type]) -> bool {
        types.iter().all(|&t| self.is_legal_type(ctx, t))
    }

    /// True when `v` (a value of `body`) converts to its own type.
    pub fn is_legal_value(&self, ctx: &Context, body: &Body, v: ValueId) -> bool {
        self.convert_value_type(ctx, body, v) == Some(body.value_type(v))
    }

    /// True when the operands and results of `op` have legal types.
    pub fn is_legal_op(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        body.operands(op).all(|v| self.is_legal_value(ctx, body, v))
            && body.results(op).all(|v| self.is_legal_value(ctx, body, v))
    }

    /// True when every block argument of `region` has a legal type.
    pub fn is_legal_region(&self, ctx: &Context, body: &Body, region: RegionId) -> bool {
        body.blocks_of(region).all(|b| body.block_args(b).iter().all(|&a| self.is_legal_value(ctx, body, a)))
    }

    /// True when the inputs and results of the function type `fn_type` are
    /// legal (MLIR's `isSignatureLegal`); false for non-function types.
    pub fn is_signature_legal(&self, ctx: &Context, fn_type: Type) -> bool {
        match ctx.function_signature(fn_type) {
            Some((inputs, results)) => self.are_legal_types(ctx, inputs) && self.are_legal_types(ctx, results),
            None => false,
        }
    }

    /// Converts input `input_no` of type `t` into `conversion` (nothing added
    /// when it converts to no type); false when it cannot be converted.
    pub fn convert_signature_arg(
        &self,
        ctx: &Context,
        input_no: usize,
        t: Type,
        conversion: &mut SignatureConversion,
    ) -> bool {
        let mut out = TypeVec::new();
        if !self.convert_type_into(ctx, t, &mut out) {
            return false;
        }
        if !out.is_empty() {
            conversion.add_inputs_for(input_no, &out);
        }
        true
    }

    /// Converts `types`, inputs `offset..` of the original signature.
    pub fn convert_signature_args(
        &self,
        ctx: &Context,
        types: &[Type],
        conversion: &mut SignatureConversion,
        offset: usize,
    ) -> bool {
        types.iter().enumerate().all(|(i, &t)| self.convert_signature_arg(ctx, offset + i, t, conversion))
    }

    /// Converts a function type: the signature conversion of its inputs and
    /// the converted result types (MLIR's `convertSignatureArgs` and
    /// `convertTypes` as function-type patterns use them).
    pub fn convert_signature(&self, ctx: &Context, fn_type: Type) -> Option<(SignatureConversion, TypeVec)> {
        let (inputs, results) = ctx.function_signature(fn_type)?;
        let mut conversion = SignatureConversion::new(inputs.len());
        if !self.convert_signature_args(ctx, inputs, &mut conversion, 0) {
            return None;
        }
        let mut new_results = TypeVec::new();
        if !self.convert_types(ctx, results, &mut new_results) {
            return None;
        }
        Some((conversion, new_results))
    }

    /// The signature conversion of `block`'s arguments (context-aware
    /// conversions see the arguments), or `None` when one cannot be
    /// converted (MLIR's `convertBlockSignature`).
    pub fn convert_block_signature(&self, ctx: &Context, body: &Body, block: BlockId) -> Option<SignatureConversion> {
        let args = body.block_args(block);
        let mut conversion = SignatureConversion::new(args.len());
        let mut out = TypeVec::new();
        for (i, &a) in args.iter().enumerate() {
            out.clear();
            if !self.convert_value_type_into(ctx, body, a, &mut out) {
                return None;
            }
            if !out.is_empty() {
                conversion.add_inputs_for(i, &out);
            }
        }
        Some(conversion)
    }

    /// Builds a value of type `ty` from `inputs` with the source
    /// materializations, most recent first.
    pub fn materialize_source_conversion(
        &self,
        rewriter: &mut PatternRewriter<'_>,
        ty: Type,
        inputs: &[ValueId],
        loc: Location,
    ) -> Option<ValueId> {
        self.source_materializations.iter().rev().find_map(|f| f(rewriter, ty, inputs, loc))
    }

    /// Builds values of `types` from `inputs` with the target
    /// materializations, most recent first.
    pub fn materialize_target_conversion(
        &self,
        rewriter: &mut PatternRewriter<'_>,
        types: &[Type],
        inputs: &[ValueId],
        loc: Location,
        original: Option<Type>,
    ) -> Option<SmallVec<[ValueId; 1]>> {
        self.target_materializations.iter().rev().find_map(|f| {
            let values = f(rewriter, types, inputs, loc, original)?;
            let body = rewriter.body();
            let matches =
                values.len() == types.len() && values.iter().zip(types).all(|(&v, &t)| body.value_type(v) == t);
            debug_assert!(matches, "target materialization produced values of the wrong types");
            matches.then_some(values)
        })
    }
}

/// Where an original input of a signature went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputMapping {
    /// To the new inputs `start..start + len` (`len >= 1`).
    Inputs {
        /// First new input.
        start: usize,
        /// Number of new inputs.
        len: usize,
    },
    /// Dropped, its uses replaced by these values.
    Values(SmallVec<[ValueId; 1]>),
}

/// How the arguments of a block change (MLIR's
/// `TypeConverter::SignatureConversion`): for each original argument, the
/// range of new arguments replacing it, or values replacing it, or nothing
/// (dropped); and the new argument types.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SignatureConversion {
    remapped: Vec<Option<InputMapping>>,
    arg_types: Vec<Type>,
}

impl SignatureConversion {
    /// A conversion of a signature with `num_inputs` inputs, all dropped until
    /// remapped.
    pub fn new(num_inputs: usize) -> Self {
        SignatureConversion { remapped: vec![None; num_inputs], arg_types: Vec::new() }
    }

    /// The number of original inputs.
    pub fn num_original_inputs(&self) -> usize {
        self.remapped.len()
    }

    /// The new argument types.
    pub fn converted_types(&self) -> &[Type] {
        &self.arg_types
    }

    /// Where original input `i` went; `None` when dropped without replacement.
    pub fn input_mapping(&self, i: usize) -> Option<&InputMapping> {
        self.remapped.get(i).and_then(|m| m.as_ref())
    }

    /// Maps original input `orig` to new inputs of `types`, appended to the
    /// new signature.
    pub fn add_inputs_for(&mut self, orig: usize, types: &[Type]) {
        debug_assert!(!types.is_empty(), "expected types; leave an input unmapped to drop it");
        self.remap_input(orig, self.arg_types.len(), types.len());
        self.arg_types.extend_from_slice(types);
    }

    /// Appends new inputs that replace no original input.
    pub fn add_inputs(&mut self, types: &[Type]) {
        self.arg_types.extend_from_slice(types);
    }

    /// Maps original input `orig` to the `len` new inputs from `start`.
    pub fn remap_input(&mut self, orig: usize, start: usize, len: usize) {
        debug_assert!(len != 0, "expected a non-empty range");
        debug_assert!(self.remapped[orig].is_none(), "input {orig} has already been remapped");
        if let Some(slot) = self.remapped.get_mut(orig) {
            *slot = Some(InputMapping::Inputs { start, len });
        }
    }

    /// Drops original input `orig`, replacing its uses with `values`.
    pub fn remap_input_to_values(&mut self, orig: usize, values: &[ValueId]) {
        debug_assert!(self.remapped[orig].is_none(), "input {orig} has already been remapped");
        if let Some(slot) = self.remapped.get_mut(orig) {
            *slot = Some(InputMapping::Values(SmallVec::from_slice(values)));
        }
    }
}
