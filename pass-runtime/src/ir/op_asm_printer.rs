//! What an op's custom printer writes through (MLIR's `OpAsmPrinter`):
//! operands and successors by their printed names, types and attributes
//! (with the printer's aliases), attribute dictionaries with elided names,
//! symbol names, regions (with or without entry-block arguments) and
//! function-style type lists, all with MLIR's spacing.
//!
//! The IR printer implements the backend (`printer/`): value numbering,
//! aliases, locations and indentation are its.

use super::attributes::{AttrKind, Attribute, Location, NamedAttr};
use super::body::{BlockId, Body, OpId, ValueId};
use super::dialect_asm::{AsmPrinterBackend, DialectAsmPrinter};
use super::dialect_defs::{AttrOrTypeDef, Param};
use super::printer::interleave_comma;
use super::types::{Type, TypeKind};
use super::Context;

/// How a region is printed (MLIR's `printRegion` flags).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegionPrintOptions {
    /// Print the entry block's header when it has arguments (a function
    /// prints them in its signature instead).
    pub entry_block_args: bool,
    /// Print the entry block's terminator (an op with an implicit
    /// terminator leaves it out; other blocks always print theirs, as in
    /// MLIR).
    pub block_terminators: bool,
    /// Print the header of an empty entry block (`^bb0:`).
    pub empty_block: bool,
}

impl RegionPrintOptions {
    /// MLIR's defaults for a custom printer: entry arguments and
    /// terminators printed, an empty entry block left out.
    pub const CUSTOM: RegionPrintOptions =
        RegionPrintOptions { entry_block_args: true, block_terminators: true, empty_block: false };
    /// What the generic form prints: everything.
    pub const GENERIC: RegionPrintOptions =
        RegionPrintOptions { entry_block_args: true, block_terminators: true, empty_block: true };
}

/// The printer's side, implemented by the IR printer.
/// Types and attributes print as in a dialect type's parameters
/// ([`AsmPrinterBackend`]); the rest is what only ops have.
pub(crate) trait OpAsmPrinterBackend: AsmPrinterBackend {
    /// `{a = 1, b}` (the dictionary's entries, already filtered).
    fn write_dictionary(&mut self, out: &mut String, dict: Attribute);
    fn write_value(&self, out: &mut String, body: &Body, value: ValueId);
    fn write_block(&self, out: &mut String, body: &Body, block: BlockId);
    /// ` loc(..)` when locations are printed.
    fn write_optional_location(&mut self, out: &mut String, loc: Location);
    #[allow(clippy::too_many_arguments)]
    fn write_region(
        &mut self,
        out: &mut String,
        host: &Body,
        region: super::body::RegionId,
        indent: usize,
        options: RegionPrintOptions,
        default_dialect: &'static str,
    );
}

/// Writes an op in its custom form, after its results and name.
pub struct OpAsmPrinter<'p> {
    pub(crate) backend: &'p mut dyn OpAsmPrinterBackend,
    pub(crate) out: &'p mut String,
    pub(crate) body: &'p Body,
    pub(crate) op: OpId,
    pub(crate) indent: usize,
    pub(crate) default_dialect: &'static str,
}

impl OpAsmPrinter<'_> {
    /// The context.
    pub fn context(&self) -> &Context {
        self.backend.context()
    }

    /// Text as it is.
    pub fn write(&mut self, text: &str) {
        self.out.push_str(text);
    }

    /// A type, as MLIR prints it.
    pub fn print_type(&mut self, ty: Type) {
        self.backend.write_type(self.out, ty);
    }

    /// Types separated by `, `.
    pub fn print_type_list(&mut self, types: &[Type]) {
        let backend = &mut *self.backend;
        interleave_comma(self.out, types, |out, &t| backend.write_type(out, t));
    }

    /// Result types after an arrow: one type bare (unless it is a function
    /// type), others in parentheses (MLIR's `printArrowTypeList` without
    /// the arrow).
    pub fn print_result_type_list(&mut self, types: &[Type]) {
        let wrap = types.len() != 1 || self.context().function_signature(types[0]).is_some();
        if wrap {
            self.out.push('(');
        }
        self.print_type_list(types);
        if wrap {
            self.out.push(')');
        }
    }

    /// ` -> type` or ` -> (type, ...)`, nothing when `types` is empty (MLIR's
    /// `printOptionalArrowTypeList`).
    pub fn print_optional_arrow_type_list(&mut self, types: &[Type]) {
        if !types.is_empty() {
            self.out.push_str(" -> ");
            self.print_result_type_list(types);
        }
    }

    /// `(inputs) -> results` (MLIR's `printFunctionalType`).
    pub fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.out.push('(');
        self.print_type_list(inputs);
        self.out.push_str(") -> ");
        self.print_result_type_list(results);
    }

    /// An attribute, as MLIR prints it.
    pub fn print_attribute(&mut self, attr: Attribute) {
        self.backend.write_attribute(self.out, attr);
    }

    /// An attribute without its type where MLIR's
    /// `printAttributeWithoutType` leaves it out: integers (`3`, `true`)
    /// and floats; any other attribute whole.
    pub fn print_attribute_without_type(&mut self, attr: Attribute) {
        let ctx = self.backend.context();
        match ctx.attr_kind(attr) {
            AttrKind::Integer { ty, value } => {
                if ctx.is_signless_integer(*ty, 1) {
                    self.out.push_str(if *value != 0 { "true" } else { "false" });
                } else {
                    self.out.push_str(&value.to_string());
                }
            }
            AttrKind::Float { value, .. } => self.out.push_str(&value.to_mlir_string()),
            _ => self.print_attribute(attr),
        }
    }

    /// A dense integer array without its `array<iN:` prefix (`[1, 2]`), as
    /// MLIR's generated printers write a `DenseI32ArrayAttr` or
    /// `DenseI64ArrayAttr`; any other attribute whole.
    pub fn print_dense_int_array(&mut self, attr: Attribute) {
        let ctx = self.backend.context();
        match ctx.attr_kind(attr) {
            AttrKind::DenseArray { values, .. } => {
                let text: Vec<String> = values.iter().map(|v| v.to_string()).collect();
                self.out.push('[');
                self.out.push_str(&text.join(", "));
                self.out.push(']');
            }
            _ => self.print_attribute(attr),
        }
    }

    /// A dialect attribute without its `#dialect.mnemonic` (`<nsw>`), as
    /// MLIR's `printStrippedAttrOrType`; whole when that prints nothing or
    /// when it is not a registered attribute.
    pub fn print_stripped_attribute(&mut self, attr: Attribute) {
        let registered = match self.backend.context().attr_kind(attr) {
            AttrKind::Registered { def, params } => Some((def.0, params.clone())),
            _ => None,
        };
        if !self.print_parameters(registered) {
            self.print_attribute(attr);
        }
    }

    /// A dialect type without its `!dialect.mnemonic` (`<32>`), as
    /// [`OpAsmPrinter::print_stripped_attribute`].
    pub fn print_stripped_type(&mut self, ty: Type) {
        let registered = match self.backend.context().type_kind(ty) {
            TypeKind::Registered { def, params } => Some((def.0, params.clone())),
            _ => None,
        };
        if !self.print_parameters(registered) {
            self.print_type(ty);
        }
    }

    /// Prints a registered definition's parameters through its own printer;
    /// false when there is none or it printed nothing.
    fn print_parameters(&mut self, registered: Option<(&'static dyn AttrOrTypeDef, Box<[Param]>)>) -> bool {
        let Some((def, params)) = registered else { return false };
        let start = self.out.len();
        def.print(&params, &mut DialectAsmPrinter { backend: &mut *self.backend, out: &mut *self.out });
        self.out.len() != start
    }

    /// A new line, indented as the op (MLIR's `printNewline`).
    pub fn print_newline(&mut self) {
        self.out.push('\n');
        self.out.extend(std::iter::repeat_n(' ', self.indent));
    }

    /// The op's discardable attributes (not its properties), sorted by name.
    pub fn op_discardable_attributes(&self) -> Vec<NamedAttr> {
        let ctx = self.backend.context();
        ctx.dict_entries(self.body.op(self.op).attrs()).to_vec()
    }

    /// The op's properties, sorted by name.
    pub fn op_properties(&self) -> Vec<NamedAttr> {
        let ctx = self.backend.context();
        ctx.dict_entries(self.body.op(self.op).props()).to_vec()
    }

    /// An operand of the op (or any value of the op's body) by its name.
    pub fn print_operand(&mut self, value: ValueId) {
        self.backend.write_value(self.out, self.body, value);
    }

    /// Operands separated by `, `.
    pub fn print_operands(&mut self, values: impl IntoIterator<Item = ValueId>) {
        let (backend, body) = (&*self.backend, self.body);
        interleave_comma(self.out, values, |out, v| backend.write_value(out, body, v));
    }

    /// A successor block by its label.
    pub fn print_successor(&mut self, block: BlockId) {
        self.backend.write_block(self.out, self.body, block);
    }

    /// `^bb1(%a, %b : i32, i64)`, or `^bb1` without operands (MLIR's
    /// `printSuccessorAndUseList`).
    pub fn print_successor_and_use_list(&mut self, block: BlockId, operands: &[ValueId]) {
        self.print_successor(block);
        if operands.is_empty() {
            return;
        }
        self.out.push('(');
        self.print_operands(operands.iter().copied());
        self.out.push_str(" : ");
        let types: Vec<Type> = operands.iter().map(|&v| self.body.value_type(v)).collect();
        self.print_type_list(&types);
        self.out.push(')');
    }

    /// `(%arg1 = %0, %arg2 = %1)`: region arguments of the op and the
    /// operands they start from, as MLIR's loops print their
    /// initialization lists (what [`OpAsmParser::parse_assignment_list`]
    /// reads).
    ///
    /// [`OpAsmParser::parse_assignment_list`]: super::OpAsmParser::parse_assignment_list
    pub fn print_assignment_list(&mut self, arguments: &[ValueId], values: &[ValueId]) {
        debug_assert_eq!(arguments.len(), values.len(), "an assignment list pairs each argument with a value");
        let (host, _) = self.body.op_region_host(self.op);
        let (backend, body) = (&*self.backend, self.body);
        self.out.push('(');
        interleave_comma(self.out, arguments.iter().zip(values), |out, (&arg, &value)| {
            backend.write_value(out, host, arg);
            out.push_str(" = ");
            backend.write_value(out, body, value);
        });
        self.out.push(')');
    }

    /// `@name`, quoted when it is not a bare identifier.
    pub fn print_symbol_name(&mut self, name: &str) {
        super::printer::write_symbol(self.out, name);
    }

    /// A quoted string with MLIR's escapes.
    pub fn print_string(&mut self, s: &str) {
        super::printer::write_escaped_string(self.out, s.as_bytes());
    }

    /// The op's attributes, inherent (properties) and discardable alike,
    /// sorted by name (MLIR's `getAttrs()` of an op with properties).
    pub fn op_attributes(&self) -> Vec<NamedAttr> {
        let ctx = self.backend.context();
        let d = self.body.op(self.op);
        let mut all: Vec<NamedAttr> = ctx.dict_entries(d.props()).to_vec();
        all.extend_from_slice(ctx.dict_entries(d.attrs()));
        all.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
        all
    }

    /// ` {a = 1, b}` for the attributes not named in `elided`; nothing when
    /// none is left (MLIR's `printOptionalAttrDict`).
    pub fn print_optional_attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        self.print_attr_dict(attrs, elided, "");
    }

    /// ` attributes {a = 1, b}`, as [`OpAsmPrinter::print_optional_attr_dict`]
    /// with the keyword.
    pub fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttr], elided: &[&str]) {
        self.print_attr_dict(attrs, elided, " attributes");
    }

    fn print_attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&str], keyword: &str) {
        let ctx = self.backend.context();
        let kept: Vec<NamedAttr> = attrs.iter().filter(|a| !elided.contains(&ctx.ident_str(a.name))).copied().collect();
        if kept.is_empty() {
            return;
        }
        let dict = ctx.dictionary(kept);
        self.out.push_str(keyword);
        self.out.push(' ');
        self.backend.write_dictionary(self.out, dict);
    }

    /// A region of the op, indented under it.
    pub fn print_region(&mut self, index: usize, options: RegionPrintOptions) {
        let (host, regions) = self.body.op_region_host(self.op);
        let Some(&region) = regions.get(index) else { return };
        self.backend.write_region(self.out, host, region, self.indent, options, self.default_dialect);
    }

    /// How many regions the op has.
    pub fn num_regions(&self) -> usize {
        self.body.op_region_host(self.op).1.len()
    }

    /// Whether the terminator ending the entry block of region `index` has
    /// nothing to show (no operands, results or attributes), so that an op
    /// with an implicit terminator may leave it out, as MLIR's generated
    /// printers do; true when the region has no terminator.
    pub fn can_elide_terminator(&self, index: usize) -> bool {
        let (host, regions) = self.body.op_region_host(self.op);
        let ctx = self.backend.context();
        let Some(last) = regions.get(index).and_then(|&r| host.entry_block(r)).and_then(|b| host.last_op(b)) else {
            return true;
        };
        let d = host.op(last);
        let is_terminator =
            ctx.op_def(host.op_name(last)).is_some_and(|def| def.has(super::dialect::Traits::TERMINATOR));
        !is_terminator
            || host.num_operands(last) == 0
                && host.num_results(last) == 0
                && ctx.dict_entries(d.props()).is_empty()
                && ctx.dict_entries(d.attrs()).is_empty()
    }

    /// Whether region `index` of the op has no blocks.
    pub fn region_is_empty(&self, index: usize) -> bool {
        let (host, regions) = self.body.op_region_host(self.op);
        regions.get(index).is_none_or(|&r| host.entry_block(r).is_none())
    }

    /// The arguments of the entry block of region `index`.
    pub fn region_arguments(&self, index: usize) -> Vec<ValueId> {
        let (host, regions) = self.body.op_region_host(self.op);
        match regions.get(index).and_then(|&r| host.entry_block(r)) {
            Some(b) => host.block_args(b).to_vec(),
            None => Vec::new(),
        }
    }

    /// `%arg0: type {attrs} loc(..)`: an entry-block argument of one of the
    /// op's regions, as a signature shows it (MLIR's `printRegionArgument`).
    pub fn print_region_argument(&mut self, value: ValueId, attrs: &[NamedAttr]) {
        let (host, _) = self.body.op_region_host(self.op);
        self.backend.write_value(self.out, host, value);
        self.out.push_str(": ");
        self.backend.write_type(self.out, host.value_type(value));
        self.print_optional_attr_dict(attrs, &[]);
        self.backend.write_optional_location(self.out, host.value_loc(value));
    }

    /// The entries of `dict` when it is a dictionary attribute.
    pub fn dictionary_entries(&self, dict: Attribute) -> Vec<NamedAttr> {
        match self.context().attr_kind(dict) {
            AttrKind::Dictionary(entries) => entries.to_vec(),
            _ => Vec::new(),
        }
    }
}
