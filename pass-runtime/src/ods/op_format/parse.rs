//! Parsing an op by its format: MLIR's generated `parse` methods
//! (`OpFormatGen`'s `genElementParser`, then the type resolution of
//! operands and results, segment sizes and successors).

use super::{AttrStyle, CustomArg, CustomArgKind, OpFormat, OpFormatItem, TypeSource, TypeTarget};
use smallvec::{smallvec, SmallVec};

use crate::ir::{
    Attribute, BlockId, Context, Diagnostic, NamedAttr, OpAsmParser, OperationState, RegionIndex, Type,
    UnresolvedOperand,
};
use crate::ods::op::{Arity, DeclaredOp, OpInfo, TraitCheck, OPERAND_SEGMENTS, RESULT_SEGMENTS};

type PResult<T> = Result<T, Diagnostic>;

/// The types of one group (most hold one): kept inline, as the lists of
/// groups are, so that reading an op allocates only for long lists.
type Types = SmallVec<[Type; 2]>;

/// The operands of one group, inline for the same reason.
type Operands = SmallVec<[UnresolvedOperand; 2]>;

/// What the elements read, before types are resolved.
struct Parsed {
    /// Per operand group: the operands and where the group starts.
    operands: SmallVec<[(Operands, usize); 3]>,
    /// `operands`: all of them, and where they start.
    all_operands: Option<(Vec<UnresolvedOperand>, usize)>,
    /// Per operand group: the types the format wrote.
    operand_types: SmallVec<[Types; 3]>,
    /// `type(operands)`.
    all_operand_types: Option<Types>,
    /// Per result group: the types the format wrote.
    result_types: SmallVec<[Types; 2]>,
    /// `type(results)`.
    all_result_types: Option<Types>,
    /// Per successor group.
    successors: SmallVec<[Vec<BlockId>; 2]>,
    /// Successors of `successors`.
    all_successors: Option<Vec<BlockId>>,
}

struct Cx<'s> {
    info: &'static OpInfo,
    format: &'static OpFormat,
    state: &'s mut OperationState,
    parsed: Parsed,
    /// The index of the first region of each region group.
    regions: Vec<RegionIndex>,
}

/// The op's [`crate::ir::CustomParseFn`] for declared op `T`.
pub(super) fn parse_op<T: DeclaredOp>(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let info = T::info();
    let Some(format) = info.format else { return Err(p.error("has no assembly format")) };
    let mut regions = Vec::new();
    for _ in info.regions.iter().filter(|r| !r.variadic) {
        regions.push(state.add_region());
    }
    let parsed = Parsed {
        operands: (0..info.operands.len()).map(|_| (Operands::new(), 0)).collect(),
        all_operands: None,
        operand_types: (0..info.operands.len()).map(|_| Types::new()).collect(),
        all_operand_types: None,
        result_types: (0..info.results.len()).map(|_| Types::new()).collect(),
        all_result_types: None,
        successors: (0..info.successors.len()).map(|_| Vec::new()).collect(),
        all_successors: None,
    };
    let mut cx = Cx { info, format, state, parsed, regions };
    cx.items(p, format.items)?;
    cx.finish(p)
}

/// MLIR's `verifyInherentAttrs`, which the parsers ODS generates run on
/// the `attr-dict` (`entries`, written at `pos`) of declared op `T`: an
/// inherent attribute given there must satisfy its constraint, reported at
/// the dictionary. For hand-written forms that stand for MLIR's declarative
/// ones.
pub fn verify_attr_dict<T: DeclaredOp>(p: &mut OpAsmParser<'_>, pos: usize, entries: &[NamedAttr]) -> PResult<()> {
    verify_inherent_attrs(T::info(), p, pos, entries)
}

fn verify_inherent_attrs(info: &OpInfo, p: &mut OpAsmParser<'_>, pos: usize, entries: &[NamedAttr]) -> PResult<()> {
    let ctx = p.context();
    for entry in entries {
        let name = ctx.ident_str(entry.name);
        let Some(a) = info.attributes.iter().find(|a| a.name == name) else { continue };
        if !(a.constraint.check)(ctx, entry.value) {
            let message = format!(
                "'{}' op attribute '{name}' failed to satisfy constraint: {}",
                p.op_name(),
                a.constraint.summary
            );
            return Err(p.error_at(pos, message));
        }
    }
    Ok(())
}

/// Whether `literal` is a keyword (rather than punctuation).
fn is_keyword(literal: &str) -> bool {
    literal.as_bytes().first().is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
}

impl Cx<'_> {
    fn items(&mut self, p: &mut OpAsmParser<'_>, items: &[OpFormatItem]) -> PResult<()> {
        for item in items {
            self.item(p, item)?;
        }
        Ok(())
    }

    fn set_unit(&mut self, p: &OpAsmParser<'_>, index: usize) {
        if let Some(a) = self.info.attributes.get(index) {
            let unit = p.context().unit_attr();
            self.state.add_attribute(p.context(), a.name, unit);
        }
    }

    fn item(&mut self, p: &mut OpAsmParser<'_>, item: &OpFormatItem) -> PResult<()> {
        match *item {
            OpFormatItem::Literal(text) => {
                if is_keyword(text) {
                    p.parse_keyword(text)
                } else {
                    p.parse_punct(text)
                }
            }
            OpFormatItem::Space | OpFormatItem::NoSpace | OpFormatItem::Newline => Ok(()),
            OpFormatItem::Operand(group) => {
                let pos = p.position();
                let arity = self.info.operands.get(group).map_or(Arity::Single, |g| g.arity);
                let list = match arity {
                    Arity::Single => smallvec![p.parse_operand()?],
                    Arity::Optional => p.parse_optional_operand()?.into_iter().collect(),
                    Arity::Variadic => Operands::from_vec(p.parse_operand_list()?),
                    Arity::VariadicOfVariadic(_) => return Err(variadic_of_variadic(p)),
                };
                if let Some(slot) = self.parsed.operands.get_mut(group) {
                    *slot = (list, pos);
                }
                Ok(())
            }
            OpFormatItem::Attribute { index, style } => {
                let attr = self.attribute_value(p, style)?;
                if let Some(a) = self.info.attributes.get(index) {
                    self.state.add_attribute(p.context(), a.name, attr);
                }
                Ok(())
            }
            OpFormatItem::Region(index) => {
                if self.info.regions.get(index).is_some_and(|r| r.variadic) {
                    self.region_list(p)
                } else {
                    let region = self.region_index(index);
                    p.parse_region(region, &[])?;
                    self.after_region(p, region);
                    Ok(())
                }
            }
            OpFormatItem::Regions => {
                let fixed = self.regions.len();
                for i in 0..fixed {
                    if i > 0 {
                        p.parse_punct(",")?;
                    }
                    let region = self.regions[i];
                    p.parse_region(region, &[])?;
                    self.after_region(p, region);
                }
                if fixed > 0 && !p.parse_optional_punct(",") {
                    return Ok(());
                }
                self.region_list(p)
            }
            OpFormatItem::Successor(index) => {
                let variadic = self.info.successors.get(index).is_some_and(|s| s.variadic);
                let list = if variadic { successor_list(p)? } else { vec![p.parse_successor()?] };
                if let Some(slot) = self.parsed.successors.get_mut(index) {
                    *slot = list;
                }
                Ok(())
            }
            OpFormatItem::Successors => {
                self.parsed.all_successors = Some(successor_list(p)?);
                Ok(())
            }
            OpFormatItem::Operands => {
                let pos = p.position();
                self.parsed.all_operands = Some((p.parse_operand_list()?, pos));
                Ok(())
            }
            OpFormatItem::AttrDict { with_keyword } => {
                let (pos, first) = (p.position(), self.state.attributes.len());
                if with_keyword {
                    p.parse_optional_attr_dict_with_keyword(&mut self.state.attributes)?;
                } else {
                    p.parse_optional_attr_dict(&mut self.state.attributes)?;
                }
                verify_inherent_attrs(self.info, p, pos, &self.state.attributes[first..])
            }
            OpFormatItem::PropDict => {
                if p.parse_optional_punct("<") {
                    p.parse_optional_attr_dict(&mut self.state.attributes)?;
                    p.parse_punct(">")?;
                }
                Ok(())
            }
            OpFormatItem::Type { of, qualified } => {
                let types = self.parse_types(p, of, qualified)?;
                self.store_types(of, types);
                Ok(())
            }
            OpFormatItem::FunctionalType { inputs, results } => {
                let (ins, outs) = p.parse_function_type()?;
                self.store_types(inputs, Types::from_vec(ins));
                self.store_types(results, Types::from_vec(outs));
                Ok(())
            }
            OpFormatItem::Optional(group) => {
                let first = group
                    .then
                    .iter()
                    .find(|i| !matches!(i, OpFormatItem::Space | OpFormatItem::NoSpace | OpFormatItem::Newline));
                let present = match first {
                    Some(first) => self.starts(p, first)?,
                    None => false,
                };
                // A unit attribute anchoring the group is not written.
                let written = |i: &&OpFormatItem| !matches!(i, OpFormatItem::Attribute { index, .. } if Some(*index) == group.unit_anchor);
                if present {
                    for i in group.then.iter().filter(written) {
                        self.item(p, i)?;
                    }
                    if !group.inverted {
                        if let Some(unit) = group.unit_anchor {
                            self.set_unit(p, unit);
                        }
                    }
                } else {
                    for i in group.otherwise.iter().filter(written) {
                        self.item(p, i)?;
                    }
                    if group.inverted {
                        if let Some(unit) = group.unit_anchor {
                            self.set_unit(p, unit);
                        }
                    }
                }
                Ok(())
            }
            OpFormatItem::Oilist(clauses) => {
                let mut seen = vec![false; clauses.len()];
                'clauses: loop {
                    for (i, clause) in clauses.iter().enumerate() {
                        if !seen[i] && p.parse_optional_keyword(clause.keyword) {
                            seen[i] = true;
                            match clause.unit {
                                Some(unit) => self.set_unit(p, unit),
                                None => self.items(p, clause.items)?,
                            }
                            continue 'clauses;
                        }
                    }
                    return Ok(());
                }
            }
            OpFormatItem::Custom { name, args } => self.custom(p, name, args),
        }
    }

    /// Whether the element starting an optional group comes next (MLIR's
    /// `parseOptional...` of that element).
    fn starts(&mut self, p: &mut OpAsmParser<'_>, item: &OpFormatItem) -> PResult<bool> {
        let pos = p.position();
        let found = match *item {
            OpFormatItem::Literal(text) => {
                let found =
                    if is_keyword(text) { p.parse_optional_keyword(text) } else { p.parse_optional_punct(text) };
                p.reset(pos);
                return Ok(found);
            }
            OpFormatItem::Operand(_) | OpFormatItem::Operands => p.peek_char() == b'%',
            OpFormatItem::Region(_) | OpFormatItem::Regions => p.peek_char() == b'{',
            OpFormatItem::Successor(_) | OpFormatItem::Successors => p.peek_char() == b'^',
            OpFormatItem::Type { .. } | OpFormatItem::FunctionalType { .. } => p.at_type(),
            OpFormatItem::Attribute { style, .. } => match style {
                AttrStyle::IntEnum { info, .. } => {
                    let found = p.parse_optional_any_keyword().is_some_and(|k| info.case_named(&k).is_some())
                        || p.peek_char() == b'"';
                    p.reset(pos);
                    found
                }
                AttrStyle::SymbolName => p.peek_char() == b'@',
                AttrStyle::Unit => {
                    let found = p.parse_optional_keyword("unit");
                    p.reset(pos);
                    found
                }
                _ => {
                    let found = self.attribute_value(p, style).is_ok();
                    p.reset(pos);
                    found
                }
            },
            OpFormatItem::Custom { .. } | OpFormatItem::Optional(_) | OpFormatItem::Oilist(_) => true,
            _ => false,
        };
        Ok(found)
    }

    fn attribute_value(&mut self, p: &mut OpAsmParser<'_>, style: AttrStyle) -> PResult<Attribute> {
        let ctx = p.context();
        match style {
            AttrStyle::Whole | AttrStyle::Unit => p.parse_attribute(),
            AttrStyle::WithoutType(build) => {
                let ty = build(ctx);
                p.parse_attribute_of_type(ty)
            }
            AttrStyle::Stripped(def) => p.parse_custom_attribute_with_fallback(def()),
            AttrStyle::DenseIntArray { width } => p.parse_dense_int_array(width),
            AttrStyle::SymbolName => {
                let name = p.parse_symbol_name()?;
                Ok(p.context().string_attr(&name))
            }
            AttrStyle::IntEnum { info, width } => {
                let pos = p.position();
                let keyword = match p.parse_optional_any_keyword() {
                    Some(k) if info.case_named(&k).is_some() => k,
                    Some(_) => {
                        p.reset(pos);
                        return Err(self.enum_expected(p, pos, info));
                    }
                    None => match p.parse_optional_string()? {
                        Some(s) => s,
                        None => return Err(self.enum_expected(p, pos, info)),
                    },
                };
                let Some(case) = info.case_named(&keyword) else {
                    let name = self.attribute_name_for(info);
                    return Err(p.error_at(pos, format!("invalid {name} attribute specification: \"{keyword}\"")));
                };
                let ctx = p.context();
                Ok(ctx.integer_attr(ctx.integer_type(width), case.value.into()))
            }
        }
    }

    /// The name of the attribute written with `info`'s cases, for messages.
    fn attribute_name_for(&self, info: &'static crate::ods::EnumInfo) -> &'static str {
        fn uses(items: &[OpFormatItem], info: &'static crate::ods::EnumInfo) -> Option<usize> {
            items.iter().find_map(|i| match i {
                OpFormatItem::Attribute { index, style: AttrStyle::IntEnum { info: other, .. } }
                    if std::ptr::eq(*other, info) =>
                {
                    Some(*index)
                }
                OpFormatItem::Optional(g) => uses(g.then, info).or_else(|| uses(g.otherwise, info)),
                OpFormatItem::Oilist(clauses) => clauses.iter().find_map(|c| uses(c.items, info)),
                _ => None,
            })
        }
        uses(self.format.items, info).and_then(|i| self.info.attributes.get(i)).map_or("", |a| a.name)
    }

    fn enum_expected(&self, p: &mut OpAsmParser<'_>, pos: usize, info: &'static crate::ods::EnumInfo) -> Diagnostic {
        let cases: Vec<&str> = info.cases.iter().map(|c| c.name).collect();
        let name = self.attribute_name_for(info);
        p.error_at(
            pos,
            format!(
                "expected string or keyword containing one of the following enum values for attribute '{name}' [{}]",
                cases.join(", ")
            ),
        )
    }

    fn region_index(&mut self, index: usize) -> RegionIndex {
        while self.regions.len() <= index {
            self.regions.push(self.state.add_region());
        }
        self.regions[index]
    }

    /// A region of a single-block op gets its block even when written `{}`.
    fn after_region(&mut self, p: &mut OpAsmParser<'_>, region: RegionIndex) {
        let single = self.info.checks.iter().any(|c| matches!(c, TraitCheck::SingleBlock));
        if single {
            p.ensure_block(region);
        }
    }

    /// A variadic region group: regions separated by `,`, possibly none.
    fn region_list(&mut self, p: &mut OpAsmParser<'_>) -> PResult<()> {
        if p.peek_char() != b'{' {
            return Ok(());
        }
        loop {
            let region = self.state.add_region();
            p.parse_region(region, &[])?;
            self.after_region(p, region);
            if !p.parse_optional_punct(",") {
                return Ok(());
            }
        }
    }

    fn parse_types(&mut self, p: &mut OpAsmParser<'_>, of: TypeTarget, qualified: bool) -> PResult<Types> {
        let (arity, stripped) = match of {
            TypeTarget::Operand { group, stripped } => {
                (self.info.operands.get(group).map_or(Arity::Variadic, |g| g.arity), stripped)
            }
            TypeTarget::Result { group, stripped } => {
                (self.info.results.get(group).map_or(Arity::Variadic, |g| g.arity), stripped)
            }
            TypeTarget::Operands | TypeTarget::Results => (Arity::Variadic, None),
        };
        match arity {
            Arity::Single => match stripped {
                Some(def) if !qualified => Ok(smallvec![p.parse_custom_type_with_fallback(def())?]),
                _ => Ok(smallvec![p.parse_type()?]),
            },
            Arity::Optional => {
                if p.at_type() {
                    Ok(smallvec![p.parse_type()?])
                } else {
                    Ok(Types::new())
                }
            }
            Arity::Variadic => {
                if p.at_type() {
                    p.parse_type_list().map(Types::from_vec)
                } else {
                    Ok(Types::new())
                }
            }
            Arity::VariadicOfVariadic(_) => Err(variadic_of_variadic(p)),
        }
    }

    fn store_types(&mut self, of: TypeTarget, types: Types) {
        match of {
            TypeTarget::Operand { group, .. } => {
                if let Some(slot) = self.parsed.operand_types.get_mut(group) {
                    *slot = types;
                }
            }
            TypeTarget::Result { group, .. } => {
                if let Some(slot) = self.parsed.result_types.get_mut(group) {
                    *slot = types;
                }
            }
            TypeTarget::Operands => self.parsed.all_operand_types = Some(types),
            TypeTarget::Results => self.parsed.all_result_types = Some(types),
        }
    }

    fn custom(&mut self, p: &mut OpAsmParser<'_>, name: &str, args: &[CustomArgKind]) -> PResult<()> {
        let Some((parse, _)) = self.format.custom else { return Ok(()) };
        let pos = p.position();
        let ctx = p.context();
        let mut values: Vec<CustomArg> = args.iter().map(|a| self.custom_slot(ctx, a)).collect();
        parse(name, p, &mut values)?;
        for (kind, value) in args.iter().zip(values) {
            match (*kind, value) {
                (CustomArgKind::Operand(g), CustomArg::Operands(list)) => {
                    if let Some(slot) = self.parsed.operands.get_mut(g) {
                        *slot = (Operands::from_vec(list), pos);
                    }
                }
                (CustomArgKind::OperandTypes(g), CustomArg::Types(types)) => {
                    if let Some(slot) = self.parsed.operand_types.get_mut(g) {
                        *slot = Types::from_vec(types);
                    }
                }
                (CustomArgKind::ResultTypes(g), CustomArg::Types(types)) => {
                    if let Some(slot) = self.parsed.result_types.get_mut(g) {
                        *slot = Types::from_vec(types);
                    }
                }
                (CustomArgKind::Attribute(i), CustomArg::Attribute(Some(attr))) => {
                    if let Some(a) = self.info.attributes.get(i) {
                        self.state.add_attribute(p.context(), a.name, attr);
                    }
                }
                (CustomArgKind::Successor(g), CustomArg::Successors(list)) => {
                    if let Some(slot) = self.parsed.successors.get_mut(g) {
                        *slot = list;
                    }
                }
                (CustomArgKind::AttrDict, CustomArg::AttrDict(attrs)) => self.state.attributes = attrs,
                _ => {}
            }
        }
        Ok(())
    }

    /// The slot of a `custom` argument before the hook runs: empty for the
    /// variables it binds, the values so far for `ref(...)`.
    fn custom_slot(&mut self, ctx: &Context, kind: &CustomArgKind) -> CustomArg {
        match *kind {
            CustomArgKind::Operand(g) => {
                CustomArg::Operands(self.parsed.operands.get(g).map(|o| o.0.to_vec()).unwrap_or_default())
            }
            CustomArgKind::OperandTypes(g) => {
                CustomArg::Types(self.parsed.operand_types.get(g).map(|t| t.to_vec()).unwrap_or_default())
            }
            CustomArgKind::ResultTypes(g) => {
                CustomArg::Types(self.parsed.result_types.get(g).map(|t| t.to_vec()).unwrap_or_default())
            }
            CustomArgKind::Attribute(_) => CustomArg::Attribute(None),
            CustomArgKind::Region(i) => CustomArg::Region(self.region_index(i)),
            CustomArgKind::Successor(g) => {
                CustomArg::Successors(self.parsed.successors.get(g).cloned().unwrap_or_default())
            }
            CustomArgKind::AttrDict => CustomArg::AttrDict(std::mem::take(&mut self.state.attributes)),
            CustomArgKind::Str(s) => CustomArg::Str(s),
            CustomArgKind::Ref(inner) => match *inner {
                CustomArgKind::Attribute(i) => {
                    let name = self.info.attributes.get(i).map(|a| a.name);
                    CustomArg::Attribute(name.and_then(|name| self.state.attribute(ctx, name)))
                }
                CustomArgKind::AttrDict => CustomArg::AttrDict(self.state.attributes.clone()),
                _ => self.custom_slot(ctx, inner),
            },
        }
    }

    /// Types, segment sizes and successors once every element is read
    /// (MLIR's `genParserTypeResolution` and what follows it).
    fn finish(&mut self, p: &mut OpAsmParser<'_>) -> PResult<()> {
        let ctx = p.context();
        let info = self.info;
        let format = self.format;
        // Results.
        let mut result_groups: SmallVec<[Types; 2]> = SmallVec::with_capacity(info.results.len());
        if let Some(all) = &self.parsed.all_result_types {
            self.state.result_types.extend_from_slice(all);
        } else {
            for (g, source) in format.result_types.iter().enumerate() {
                let types = match *source {
                    TypeSource::Written => self.parsed.result_types.get(g).cloned().unwrap_or_default(),
                    TypeSource::Buildable(build) => smallvec![build(ctx)],
                    _ => self.source_types(p, *source, &result_groups),
                };
                result_groups.push(types);
            }
            for types in &result_groups {
                self.state.result_types.extend_from_slice(types);
            }
            if info.attr_sized_results() {
                let sizes: Vec<i128> = result_groups.iter().map(|t| t.len() as i128).collect();
                let attr = ctx.dense_i32_array_attr(&sizes);
                self.state.add_attribute(ctx, RESULT_SEGMENTS, attr);
            }
        }
        // Operands.
        if let Some((all, pos)) = self.parsed.all_operands.clone() {
            let types = match &self.parsed.all_operand_types {
                Some(types) => types.clone(),
                None => (0..info.operands.len()).flat_map(|g| self.group_types(p, g, &result_groups, 1)).collect(),
            };
            p.resolve_operands(&all, &types, pos, &mut self.state.operands)?;
        } else {
            let mut flat_types = self.parsed.all_operand_types.clone().map(|t| t.into_iter());
            for g in 0..info.operands.len() {
                let count = self.parsed.operands[g].0.len();
                let types: Types = match flat_types.as_mut() {
                    Some(all) => all.by_ref().take(count).collect(),
                    None => self.group_types(p, g, &result_groups, count),
                };
                let (list, pos) = &self.parsed.operands[g];
                p.resolve_operands(list, &types, *pos, &mut self.state.operands)?;
            }
            if info.attr_sized_operands() {
                let sizes: Vec<i128> = self.parsed.operands.iter().map(|o| o.0.len() as i128).collect();
                let attr = ctx.dense_i32_array_attr(&sizes);
                self.state.add_attribute(ctx, OPERAND_SEGMENTS, attr);
            }
        }
        // Successors.
        match self.parsed.all_successors.take() {
            Some(all) => self.state.successors.extend(all),
            None => {
                for list in std::mem::take(&mut self.parsed.successors) {
                    self.state.successors.extend(list);
                }
            }
        }
        Ok(())
    }

    /// The types of operand group `g` (of `count` operands) the format
    /// gives, written or resolved.
    fn group_types(&self, p: &OpAsmParser<'_>, g: usize, results: &[Types], count: usize) -> Types {
        let ctx = p.context();
        let source = self.format.operand_types.get(g).copied().unwrap_or(TypeSource::Unknown);
        let types = match source {
            TypeSource::Written => return self.parsed.operand_types.get(g).cloned().unwrap_or_default(),
            TypeSource::Buildable(build) => smallvec![build(ctx)],
            _ => self.source_types(p, source, results),
        };
        // One type stands for every value of the group.
        match types.as_slice() {
            [one] => smallvec![*one; count],
            _ => types,
        }
    }

    /// The types a resolver gives.
    fn source_types(&self, p: &OpAsmParser<'_>, source: TypeSource, results: &[Types]) -> Types {
        let ctx = p.context();
        let (types, transform) = match source {
            TypeSource::Operand(j, t) => (self.parsed.operand_types.get(j).cloned().unwrap_or_default(), t),
            TypeSource::Result(j, t) => {
                let written = self.parsed.result_types.get(j).cloned().unwrap_or_default();
                let types = if written.is_empty() { results.get(j).cloned().unwrap_or_default() } else { written };
                (types, t)
            }
            TypeSource::Attribute(j, t) => {
                let attr = self.info.attributes.get(j).and_then(|a| self.state.attribute(ctx, a.name));
                (attr.and_then(|a| ctx.typed_attr_type(a)).into_iter().collect(), t)
            }
            TypeSource::Buildable(build) => (smallvec![build(ctx)], None),
            TypeSource::Written | TypeSource::Unknown => (Types::new(), None),
        };
        match transform {
            Some(f) => types.into_iter().map(|t| f(ctx, t)).collect(),
            None => types,
        }
    }
}

/// Successors separated by `,`, possibly none.
fn successor_list(p: &mut OpAsmParser<'_>) -> PResult<Vec<BlockId>> {
    let mut list = Vec::new();
    if let Some(first) = p.parse_optional_successor()? {
        list.push(first);
        while p.parse_optional_punct(",") {
            list.push(p.parse_successor()?);
        }
    }
    Ok(list)
}

/// The error for a format that reads a variadic-of-variadic operand group
/// (MLIR's `VariadicOfVariadic`, such as `cf.switch`'s case operands): its
/// inner groups' sizes are not written by the interpreter yet.
fn variadic_of_variadic(p: &mut OpAsmParser<'_>) -> Diagnostic {
    p.error("a variadic-of-variadic operand group cannot be read by a declarative format yet")
}
