//! Printing an op by its format: MLIR's generated `print` methods
//! (`OpFormatGen`'s `genElementPrinter`), spaces included.

use super::{Anchor, AttrStyle, CustomArg, CustomArgKind, OpFormat, OpFormatItem, TypeTarget};
use crate::ir::{Attribute, NamedAttr, OpAsmPrinter, OpView, RegionIndex, RegionPrintOptions, Type, ValueId};
use crate::ods::op::{group_range, DeclaredOp, OpInfo, TraitCheck, OPERAND_SEGMENTS, RESULT_SEGMENTS};
use smallvec::SmallVec;

/// MLIR's printer state between elements: whether a space goes before
/// the next one, and whether the last thing printed was punctuation.
struct Spacing {
    emit_space: bool,
    last_was_punctuation: bool,
}

/// What the element printers share.
struct Cx<'v, 'p, 'q> {
    info: &'static OpInfo,
    format: &'static OpFormat,
    view: &'v OpView<'v>,
    p: &'p mut OpAsmPrinter<'q>,
    spacing: Spacing,
}

/// The op's [`crate::ir::CustomPrintFn`] for declared op `T`.
pub(super) fn print_op<T: DeclaredOp>(view: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let info = T::info();
    let Some(format) = info.format else { return };
    let mut cx = Cx { info, format, view, p, spacing: Spacing { emit_space: true, last_was_punctuation: false } };
    cx.items(format.items);
}

/// MLIR's `shouldEmitSpaceBefore`: no space before closing punctuation and
/// `,`, nor before opening punctuation unless after punctuation.
fn space_before(literal: &str, last_was_punctuation: bool) -> bool {
    if literal.len() != 1 && literal != "->" {
        return true;
    }
    let first = literal.as_bytes()[0];
    if last_was_punctuation {
        !b">)}],".contains(&first)
    } else {
        !b"<>(){}[],".contains(&first)
    }
}

/// The values of operand (or result) group `group` of the op, read from it
/// without collecting them.
fn group_values<'v>(
    view: &'v OpView<'v>,
    info: &'static OpInfo,
    results: bool,
    group: usize,
) -> impl Iterator<Item = ValueId> + 'v {
    let (body, op) = (view.body, view.op);
    group_range(view, op, info, results, group)
        .map(move |i| if results { body.result(op, i) } else { body.operand(op, i) })
}

impl Cx<'_, '_, '_> {
    fn items(&mut self, items: &[OpFormatItem]) {
        for item in items {
            self.item(item, None);
        }
    }

    fn literal(&mut self, text: &str) {
        if text.is_empty() {
            return;
        }
        if self.spacing.emit_space && space_before(text, self.spacing.last_was_punctuation) {
            self.p.write(" ");
        }
        self.p.write(text);
        let first = text.as_bytes()[0];
        self.spacing.emit_space = text.len() != 1 || !b"<({[".contains(&first);
        self.spacing.last_was_punctuation = first != b'_' && !first.is_ascii_alphabetic();
    }

    /// Prints `item`; `skip` is a unit attribute anchor not to print.
    fn item(&mut self, item: &OpFormatItem, skip: Option<usize>) {
        match *item {
            OpFormatItem::Literal(text) => return self.literal(text),
            OpFormatItem::Space => {
                self.p.write(" ");
                self.spacing.last_was_punctuation = false;
                self.spacing.emit_space = false;
                return;
            }
            OpFormatItem::NoSpace => {
                self.spacing.last_was_punctuation = true;
                self.spacing.emit_space = false;
                return;
            }
            OpFormatItem::Newline => return self.p.print_newline(),
            OpFormatItem::Optional(group) => {
                let present = self.anchor_present(group.anchor) != group.inverted;
                let items = if present { group.then } else { group.otherwise };
                for i in items {
                    self.item(i, group.unit_anchor);
                }
                return;
            }
            OpFormatItem::Oilist(clauses) => {
                for clause in clauses {
                    if clause.anchors.iter().any(|&a| self.anchor_present(a)) {
                        self.literal(clause.keyword);
                        if clause.unit.is_none() {
                            self.items(clause.items);
                        }
                    }
                }
                return;
            }
            OpFormatItem::AttrDict { with_keyword } => {
                self.attr_dict(with_keyword);
                self.spacing.last_was_punctuation = false;
                return;
            }
            OpFormatItem::PropDict => {
                self.prop_dict();
                self.spacing.last_was_punctuation = false;
                return;
            }
            OpFormatItem::Attribute { index, .. } if skip == Some(index) => return,
            _ => {}
        }
        if self.spacing.emit_space || !self.spacing.last_was_punctuation {
            self.p.write(" ");
        }
        self.spacing.last_was_punctuation = false;
        self.spacing.emit_space = true;
        match *item {
            OpFormatItem::Operand(group) => {
                self.p.print_operands(group_values(self.view, self.info, false, group));
            }
            OpFormatItem::Attribute { index, style } => {
                if let Some(attr) = self.attribute(index) {
                    self.attribute_value(attr, style);
                }
            }
            OpFormatItem::Region(index) => {
                let last = if self.info.regions.get(index).is_some_and(|r| r.variadic) {
                    self.num_regions()
                } else {
                    index + 1
                };
                self.regions(index..last);
            }
            OpFormatItem::Successor(index) => {
                let succs = self.view.body.successors(self.view.op);
                let last = if self.info.successors.get(index).is_some_and(|s| s.variadic) {
                    succs.len()
                } else {
                    (index + 1).min(succs.len())
                };
                self.successors(&succs[index.min(last)..last]);
            }
            OpFormatItem::Operands => self.p.print_operands(self.view.operands()),
            OpFormatItem::Regions => self.regions(0..self.num_regions()),
            OpFormatItem::Successors => self.successors(self.view.body.successors(self.view.op)),
            OpFormatItem::Type { of, qualified } => self.type_target(of, qualified),
            OpFormatItem::FunctionalType { inputs, results } => {
                let inputs = self.types(inputs);
                let results = self.types(results);
                self.p.print_functional_type(&inputs, &results);
            }
            OpFormatItem::Custom { name, args } => {
                let Some((_, print)) = self.format.custom else { return };
                let values: Vec<CustomArg> = args.iter().map(|a| self.custom_arg(a)).collect();
                print(name, self.p, self.view, &values);
            }
            _ => {}
        }
    }

    fn num_regions(&self) -> usize {
        self.view.body.op_region_host(self.view.op).1.len()
    }

    fn successors(&mut self, blocks: &[crate::ir::BlockId]) {
        for (i, &b) in blocks.iter().enumerate() {
            if i > 0 {
                self.p.write(", ");
            }
            self.p.print_successor(b);
        }
    }

    /// Regions `range`, separated by `, `; an op with an implicit
    /// terminator leaves out a terminator with nothing to show.
    fn regions(&mut self, range: std::ops::Range<usize>) {
        let implicit = self.info.checks.iter().find_map(|c| match c {
            TraitCheck::SingleBlockImplicitTerminator(name) => Some(*name),
            _ => None,
        });
        for (n, index) in range.enumerate() {
            if n > 0 {
                self.p.write(", ");
            }
            let mut options = RegionPrintOptions::CUSTOM;
            if implicit.is_some() {
                options.block_terminators = !self.p.can_elide_terminator(index);
            }
            self.p.print_region(index, options);
        }
    }

    fn types(&self, target: TypeTarget) -> SmallVec<[Type; 4]> {
        let body = self.view.body;
        let types = |results, group| group_values(self.view, self.info, results, group).map(|v| body.value_type(v));
        match target {
            TypeTarget::Operand { group, .. } => types(false, group).collect(),
            TypeTarget::Result { group, .. } => types(true, group).collect(),
            TypeTarget::Operands => SmallVec::from_slice(&self.view.operand_types()),
            TypeTarget::Results => SmallVec::from_slice(&self.view.result_types()),
        }
    }

    fn type_target(&mut self, target: TypeTarget, qualified: bool) {
        let types = self.types(target);
        let (group, results, stripped) = match target {
            TypeTarget::Operand { group, stripped } => (group, false, stripped),
            TypeTarget::Result { group, stripped } => (group, true, stripped),
            _ => return self.p.print_type_list(&types),
        };
        let groups = if results { self.info.results } else { self.info.operands };
        let single = groups.get(group).is_some_and(|g| g.arity == crate::ods::Arity::Single);
        match (single, stripped, types.as_slice()) {
            (true, Some(def), [ty]) if !qualified => {
                if self.view.ctx.registered_type_params(*ty, def()).is_some() {
                    self.p.print_stripped_type(*ty);
                } else {
                    self.p.print_type(*ty);
                }
            }
            _ => self.p.print_type_list(&types),
        }
    }

    fn attribute(&self, index: usize) -> Option<Attribute> {
        let a = self.info.attributes.get(index)?;
        self.view.attr(a.name)
    }

    fn attribute_value(&mut self, attr: Attribute, style: AttrStyle) {
        let ctx = self.view.ctx;
        match style {
            AttrStyle::Whole | AttrStyle::Unit => self.p.print_attribute(attr),
            AttrStyle::WithoutType(_) => self.p.print_attribute_without_type(attr),
            AttrStyle::IntEnum { info, .. } => {
                let case = ctx.int_value(attr).and_then(|v| i64::try_from(v).ok()).and_then(|v| info.case_of(v));
                match case {
                    Some(c) if crate::ir::printer::is_bare_identifier(c.name) => self.p.write(c.name),
                    Some(c) => self.p.print_string(c.name),
                    None => self.p.print_attribute(attr),
                }
            }
            AttrStyle::SymbolName => match ctx.str_value(attr) {
                Some(name) => {
                    let name = name.to_string();
                    self.p.print_symbol_name(&name)
                }
                None => self.p.print_attribute(attr),
            },
            AttrStyle::DenseIntArray { .. } => self.p.print_dense_int_array(attr),
            AttrStyle::Stripped(def) => {
                if ctx.registered_attr_params(attr, def()).is_some() {
                    self.p.print_stripped_attribute(attr);
                } else {
                    self.p.print_attribute(attr);
                }
            }
        }
    }

    /// Whether attribute `index` is present and not its default value
    /// (MLIR's test for an optional group anchored on it).
    fn attribute_set(&self, index: usize) -> bool {
        let Some(a) = self.info.attributes.get(index) else { return false };
        match self.view.attr(a.name) {
            Some(value) => a.default.is_none_or(|d| crate::ir::default_value(self.view.ctx, d) != value),
            None => false,
        }
    }

    fn anchor_present(&self, anchor: Anchor) -> bool {
        match anchor {
            Anchor::Operand(g) => !group_range(self.view, self.view.op, self.info, false, g).is_empty(),
            Anchor::Result(g) => !group_range(self.view, self.view.op, self.info, true, g).is_empty(),
            Anchor::Region(i) => !self.p.region_is_empty(i),
            Anchor::Successor(i) => self.view.body.successors(self.view.op).len() > i,
            Anchor::Attribute(i) => self.attribute_set(i),
        }
    }

    /// The attributes `attr-dict` (`prop_dict_only: false`) or `prop-dict`
    /// leaves out: those the format prints, segment sizes, default values.
    fn elided(&self) -> SmallVec<[&'static str; 8]> {
        let mut elided: SmallVec<[&'static str; 8]> = SmallVec::from_slice(self.format.elided);
        for a in self.info.attributes {
            let Some(default) = a.default else { continue };
            if self.view.attr(a.name) == Some(crate::ir::default_value(self.view.ctx, default)) {
                elided.push(a.name);
            }
        }
        elided
    }

    fn attr_dict(&mut self, with_keyword: bool) {
        let elided = self.elided();
        let has_prop_dict = self.format.items.iter().any(|i| matches!(i, OpFormatItem::PropDict));
        // Most ops print no dictionary: every attribute they have is elided.
        // Say so without gathering and sorting them.
        let ctx = self.view.ctx;
        let (props, attrs) = (self.view.body.props(self.view.op), self.view.body.attrs(self.view.op));
        let shown = |dict| ctx.dict_entries(dict).iter().any(|a| !elided.contains(&ctx.ident_str(a.name)));
        if !shown(attrs) && (has_prop_dict || !shown(props)) {
            return;
        }
        let attrs: Vec<NamedAttr> =
            if has_prop_dict { self.p.op_discardable_attributes() } else { self.p.op_attributes() };
        if with_keyword {
            self.p.print_optional_attr_dict_with_keyword(&attrs, &elided);
        } else {
            self.p.print_optional_attr_dict(&attrs, &elided);
        }
    }

    /// ` <{...}>`: the properties not printed elsewhere.
    fn prop_dict(&mut self) {
        let mut elided = self.elided();
        elided.retain(|n| *n != OPERAND_SEGMENTS && *n != RESULT_SEGMENTS);
        let ctx = self.view.ctx;
        let props: Vec<NamedAttr> =
            self.p.op_properties().into_iter().filter(|a| !elided.contains(&ctx.ident_str(a.name))).collect();
        if props.is_empty() {
            return;
        }
        self.p.write(" <");
        let dict = ctx.dictionary(props);
        self.p.print_attribute(dict);
        self.p.write(">");
    }

    fn custom_arg(&self, kind: &CustomArgKind) -> CustomArg {
        let body = self.view.body;
        match *kind {
            CustomArgKind::Operand(g) => CustomArg::Values(group_values(self.view, self.info, false, g).collect()),
            CustomArgKind::OperandTypes(g) => {
                CustomArg::Types(group_values(self.view, self.info, false, g).map(|v| body.value_type(v)).collect())
            }
            CustomArgKind::ResultTypes(g) => {
                CustomArg::Types(group_values(self.view, self.info, true, g).map(|v| body.value_type(v)).collect())
            }
            CustomArgKind::Attribute(i) => CustomArg::Attribute(self.attribute(i)),
            CustomArgKind::Region(i) => CustomArg::Region(RegionIndex(i)),
            CustomArgKind::Successor(i) => {
                let succs = body.successors(self.view.op);
                let last = if self.info.successors.get(i).is_some_and(|s| s.variadic) {
                    succs.len()
                } else {
                    (i + 1).min(succs.len())
                };
                CustomArg::Successors(succs[i.min(last)..last].to_vec())
            }
            CustomArgKind::AttrDict => CustomArg::AttrDict(self.p.op_discardable_attributes()),
            CustomArgKind::Str(s) => CustomArg::Str(s),
            CustomArgKind::Ref(inner) => self.custom_arg(inner),
        }
    }
}
