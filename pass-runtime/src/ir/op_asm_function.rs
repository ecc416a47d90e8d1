//! Function signatures in custom forms (MLIR's `function_interface_impl` and
//! `call_interface_impl`): what `func.func`, `llvm.func` and `llvm.call`
//! read and write between their name and their attributes. A function's
//! arguments are all named (`%a: i32 {attrs} loc(..)`, a definition) or all
//! types (`i32 {attrs}`, a declaration), optionally ending in `...`; its
//! results are a type or `( type {attrs}, ... )`.
//!
//! The reading half is on [`OpAsmParser`], the writing half on
//! [`OpAsmPrinter`]; the ops keep what is theirs (visibility, linkage, the
//! type attribute they build).

use super::attributes::{AttrKind, Attribute, Location, NamedAttr};
use super::diagnostic::Diagnostic;
use super::op_asm_parser::{Argument, Delimiter, OpAsmParser, UnresolvedOperand};
use super::op_asm_printer::OpAsmPrinter;
use super::types::Type;
use super::Context;

type PResult<T> = Result<T, Diagnostic>;

/// An argument of a function signature: named (`%a: i32`, a definition)
/// or not (`i32`, a declaration).
#[derive(Clone, Copy, Debug)]
pub struct SignatureArg {
    /// The name, for a definition.
    pub name: Option<UnresolvedOperand>,
    /// The type.
    pub ty: Type,
    /// Its attribute dictionary (empty when none was written).
    pub attrs: Attribute,
    /// Its `loc(..)`, if one was written.
    pub loc: Option<Location>,
}

/// A function's signature as written (MLIR's
/// `parseFunctionSignatureWithArguments`).
#[derive(Clone, Debug, Default)]
pub struct FunctionSignature {
    /// The arguments, in order.
    pub args: Vec<SignatureArg>,
    /// Whether the list ends in `...`.
    pub variadic: bool,
    /// The result types.
    pub results: Vec<Type>,
    /// Each result's attribute dictionary (empty when none was written).
    pub result_attrs: Vec<Attribute>,
}

impl FunctionSignature {
    /// The argument types.
    pub fn input_types(&self) -> Vec<Type> {
        self.args.iter().map(|a| a.ty).collect()
    }

    /// The named arguments, as the entry block's arguments.
    pub fn entry_arguments(&self) -> Vec<Argument> {
        self.args
            .iter()
            .filter_map(|a| a.name.map(|name| Argument { name, ty: a.ty, attrs: a.attrs, loc: a.loc }))
            .collect()
    }

    /// Adds `arg_attrs` and `res_attrs` to `into` when an argument or a
    /// result has attributes (MLIR's `addArgAndResultAttrs`).
    pub fn add_arg_and_result_attrs(&self, ctx: &Context, into: &mut Vec<NamedAttr>) {
        let arg_attrs: Vec<Attribute> = self.args.iter().map(|a| a.attrs).collect();
        add_attr_dicts(ctx, into, "arg_attrs", &arg_attrs);
        add_attr_dicts(ctx, into, "res_attrs", &self.result_attrs);
    }
}

/// `name = [dicts]` when one of `dicts` is not empty.
fn add_attr_dicts(ctx: &Context, into: &mut Vec<NamedAttr>, name: &str, dicts: &[Attribute]) {
    let empty = ctx.empty_dictionary();
    if dicts.iter().any(|&a| a != empty) {
        into.push(NamedAttr { name: ctx.ident(name), value: ctx.array_attr(dicts) });
    }
}

/// The dictionaries of an `arg_attrs`/`res_attrs` array, by position
/// (empty when there is none).
pub fn attr_dicts(ctx: &Context, array: Option<Attribute>) -> Vec<Attribute> {
    match array.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(elements)) => elements.to_vec(),
        _ => Vec::new(),
    }
}

impl OpAsmParser<'_> {
    /// `( args ) -> results` of a function: arguments all named
    /// (`%a: i32 {attrs} loc(..)`) or all types (`i32 {attrs} loc(..)`),
    /// ending in `...` when `allow_variadic`; results after an optional
    /// arrow (MLIR's `parseFunctionSignatureWithArguments`).
    pub fn parse_function_signature(&mut self, allow_variadic: bool) -> PResult<FunctionSignature> {
        let mut sig = FunctionSignature::default();
        let args = &mut sig.args;
        let variadic = &mut sig.variadic;
        self.parse_comma_separated_list(Delimiter::Paren, |p| {
            let pos = p.position();
            if *variadic {
                return Err(p.error_at(pos, "variadic arguments must be in the end of the argument list"));
            }
            if allow_variadic && p.parse_optional_punct("...") {
                *variadic = true;
                return Ok(());
            }
            if let Some(arg) = p.parse_optional_argument(true, true)? {
                if args.last().is_some_and(|a: &SignatureArg| a.name.is_none()) {
                    return Err(p.error_at(arg.name.position(), "expected type instead of SSA identifier"));
                }
                args.push(SignatureArg { name: Some(arg.name), ty: arg.ty, attrs: arg.attrs, loc: arg.loc });
                return Ok(());
            }
            if args.last().is_some_and(|a| a.name.is_some()) {
                return Err(p.error_at(pos, "expected SSA identifier"));
            }
            let ty = p.parse_type()?;
            let mut attrs = Vec::new();
            p.parse_optional_attr_dict(&mut attrs)?;
            let loc = p.parse_optional_location()?;
            let attrs = p.context().dictionary(attrs);
            args.push(SignatureArg { name: None, ty, attrs, loc });
            Ok(())
        })?;
        if self.parse_optional_arrow() {
            (sig.results, sig.result_attrs) = self.parse_function_result_list()?;
        }
        Ok(sig)
    }

    /// `( type {attrs}, ... ) -> results` of a call (MLIR's
    /// `call_interface_impl::parseFunctionSignature`): the argument types,
    /// their attribute dictionaries, and the results as
    /// [`OpAsmParser::parse_function_signature`] reads them after its arrow.
    pub fn parse_call_signature(&mut self) -> PResult<FunctionSignature> {
        let mut sig = FunctionSignature::default();
        let args = &mut sig.args;
        self.parse_comma_separated_list(Delimiter::Paren, |p| {
            let ty = p.parse_type()?;
            let mut attrs = Vec::new();
            p.parse_optional_attr_dict(&mut attrs)?;
            let attrs = p.context().dictionary(attrs);
            args.push(SignatureArg { name: None, ty, attrs, loc: None });
            Ok(())
        })?;
        self.parse_punct("->")?;
        (sig.results, sig.result_attrs) = self.parse_function_result_list()?;
        Ok(sig)
    }

    /// What follows `->` in a signature: a type, or `( type {attrs}, ... )`
    /// (MLIR's `parseFunctionResultList`).
    pub fn parse_function_result_list(&mut self) -> PResult<(Vec<Type>, Vec<Attribute>)> {
        let empty = self.context().empty_dictionary();
        if !self.parse_optional_punct("(") {
            return Ok((vec![self.parse_type()?], vec![empty]));
        }
        let (mut types, mut attrs) = (Vec::new(), Vec::new());
        if self.parse_optional_punct(")") {
            return Ok((types, attrs));
        }
        loop {
            types.push(self.parse_type()?);
            let mut dict = Vec::new();
            self.parse_optional_attr_dict(&mut dict)?;
            attrs.push(self.context().dictionary(dict));
            if !self.parse_optional_comma() {
                break;
            }
        }
        self.parse_punct(")")?;
        Ok((types, attrs))
    }
}

impl OpAsmPrinter<'_> {
    /// `(%arg0: i32 {attrs}, ...) -> (i32 {attrs})` of a function with a
    /// body in region 0, `(i32 {attrs}, ...) -> ...` of one without (MLIR's
    /// `function_interface_impl::printFunctionSignature`): `arg_attrs` and
    /// `res_attrs` by position, nothing after `)` without results.
    pub fn print_function_signature(
        &mut self,
        inputs: &[Type],
        variadic: bool,
        results: &[Type],
        arg_attrs: &[Attribute],
        res_attrs: &[Attribute],
    ) {
        let external = self.region_is_empty(0);
        let block_args = self.region_arguments(0);
        self.write("(");
        for (i, &ty) in inputs.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            let attrs = self.dict_at(arg_attrs, i);
            match block_args.get(i) {
                Some(&arg) if !external => self.print_region_argument(arg, &attrs),
                _ => {
                    self.print_type(ty);
                    self.print_optional_attr_dict(&attrs, &[]);
                }
            }
        }
        self.print_variadic(variadic, !inputs.is_empty());
        self.write(")");
        if !results.is_empty() {
            self.write(" -> ");
            self.print_function_result_list(results, res_attrs);
        }
    }

    /// `(i32 {attrs}, ...) -> i32` of a call (MLIR's
    /// `call_interface_impl::printFunctionSignature` without a body):
    /// `-> ()` without results.
    pub fn print_call_signature(
        &mut self,
        inputs: &[Type],
        results: &[Type],
        arg_attrs: &[Attribute],
        res_attrs: &[Attribute],
    ) {
        self.write("(");
        self.print_types_with_attrs(inputs, arg_attrs);
        self.write(")");
        if results.is_empty() {
            self.write(" -> ()");
        } else {
            self.write(" -> ");
            self.print_function_result_list(results, res_attrs);
        }
    }

    /// `, ...` (or `...` first) for a variadic signature.
    fn print_variadic(&mut self, variadic: bool, after_arguments: bool) {
        if variadic {
            if after_arguments {
                self.write(", ");
            }
            self.write("...");
        }
    }

    /// The result types after `->`: one bare (without attributes, and not a
    /// function type), others in parentheses, each with its attributes
    /// (MLIR's `printFunctionResultList`).
    pub fn print_function_result_list(&mut self, results: &[Type], res_attrs: &[Attribute]) {
        let first_attrs = self.dict_at(res_attrs, 0);
        let parens =
            results.len() != 1 || self.context().function_signature(results[0]).is_some() || !first_attrs.is_empty();
        if parens {
            self.write("(");
        }
        self.print_types_with_attrs(results, res_attrs);
        if parens {
            self.write(")");
        }
    }

    /// `types`, separated by commas, each followed by its dictionary of
    /// `attrs` (when not empty).
    fn print_types_with_attrs(&mut self, types: &[Type], attrs: &[Attribute]) {
        for (i, &ty) in types.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_type(ty);
            let dict = self.dict_at(attrs, i);
            self.print_optional_attr_dict(&dict, &[]);
        }
    }

    /// The entries of dictionary `i` of `dicts` (none when missing).
    fn dict_at(&self, dicts: &[Attribute], i: usize) -> Vec<NamedAttr> {
        dicts.get(i).map(|&d| self.context().dict_entries(d).to_vec()).unwrap_or_default()
    }
}
