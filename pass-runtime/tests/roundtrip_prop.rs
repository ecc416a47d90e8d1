//! Property: printing is a fixed point of parsing. For random IR built through
//! the `Body` API (nested regions, several blocks with branches, multi-result
//! ops, attributes of every builtin kind, locations), `print(parse(print(ir)))`
//! equals `print(ir)`, with and without locations.

use pass_runtime::ir::{
    self, float::FloatKind, float::FloatValue, AttrKind, Attribute, Body, Context, InsertPoint, LocKind, Location,
    NamedAttr, OpRegions, OpSpec, OwnedOp, ParseOptions, PrintOptions, Type, ValueId,
};
use proptest::prelude::*;

#[derive(Debug, Clone)]
enum AttrGen {
    Int(i64, u8),
    Float(f64),
    Str(String),
    Unit,
    Bool(bool),
    Array(Vec<AttrGen>),
    Dict(Vec<(String, AttrGen)>),
    DenseArray(Vec<i32>),
    Sym(String),
    TypeAttr(u8),
}

fn attr_gen() -> impl Strategy<Value = AttrGen> {
    let leaf = prop_oneof![
        (any::<i64>(), 0u8..4).prop_map(|(v, t)| AttrGen::Int(v, t)),
        (-1e6f64..1e6).prop_map(AttrGen::Float),
        "[ -~]{0,12}".prop_map(AttrGen::Str),
        Just(AttrGen::Unit),
        any::<bool>().prop_map(AttrGen::Bool),
        prop::collection::vec(any::<i32>(), 0..4).prop_map(AttrGen::DenseArray),
        "[a-z][a-z0-9_]{0,6}".prop_map(AttrGen::Sym),
        (0u8..5).prop_map(AttrGen::TypeAttr),
    ];
    leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(AttrGen::Array),
            prop::collection::vec(("[a-z][a-z0-9_.]{0,6}", inner), 0..4).prop_map(AttrGen::Dict),
        ]
    })
}

fn scalar_type(ctx: &Context, t: u8) -> Type {
    match t % 5 {
        0 => ctx.i32(),
        1 => ctx.i64(),
        2 => ctx.i1(),
        3 => ctx.index_type(),
        _ => ctx.float_type(FloatKind::F32),
    }
}

fn build_attr(ctx: &Context, g: &AttrGen) -> Attribute {
    match g {
        AttrGen::Int(v, t) => {
            let ty = [ctx.i32(), ctx.i64(), ctx.integer_type(8), ctx.index_type()][*t as usize % 4];
            ctx.integer_attr(ty, *v as i128)
        }
        AttrGen::Float(f) => ctx.float_attr(ctx.float_type(FloatKind::F64), FloatValue::from_f64(FloatKind::F64, *f)),
        AttrGen::Str(s) => ctx.string_attr(s),
        AttrGen::Unit => ctx.unit_attr(),
        AttrGen::Bool(b) => ctx.bool_attr(*b),
        AttrGen::Array(items) => {
            let v: Vec<Attribute> = items.iter().map(|i| build_attr(ctx, i)).collect();
            ctx.array_attr(&v)
        }
        AttrGen::Dict(items) => {
            ctx.dictionary(items.iter().map(|(k, v)| NamedAttr { name: ctx.ident(k), value: build_attr(ctx, v) }))
        }
        AttrGen::DenseArray(v) => {
            ctx.intern_attr(AttrKind::DenseArray { element: ctx.i32(), values: v.iter().map(|&x| x as i128).collect() })
        }
        AttrGen::Sym(s) => ctx.symbol_ref_attr(s),
        AttrGen::TypeAttr(t) => ctx.type_attr(scalar_type(ctx, *t)),
    }
}

/// One op of a random block: `kind` picks a shape, `operands` pick operands.
#[derive(Debug, Clone)]
struct OpGen {
    kind: u8,
    results: u8,
    ty: u8,
    operands: Vec<u16>,
    attr: Option<AttrGen>,
    line: u16,
}

fn op_gen() -> impl Strategy<Value = OpGen> {
    (0u8..6, 0u8..3, 0u8..5, prop::collection::vec(any::<u16>(), 0..3), prop::option::of(attr_gen()), 1u16..500)
        .prop_map(|(kind, results, ty, operands, attr, line)| OpGen { kind, results, ty, operands, attr, line })
}

#[derive(Debug, Clone)]
struct FuncGen {
    blocks: Vec<Vec<OpGen>>,
    nested: Vec<OpGen>,
}

fn func_gen() -> impl Strategy<Value = FuncGen> {
    (prop::collection::vec(prop::collection::vec(op_gen(), 0..6), 1..4), prop::collection::vec(op_gen(), 0..4))
        .prop_map(|(blocks, nested)| FuncGen { blocks, nested })
}

fn loc(ctx: &Context, line: u16) -> Location {
    match line % 4 {
        0 => ctx.file_loc("gen.mlir", line as u32, 3),
        1 => ctx.unknown_loc(),
        2 => {
            let inner = ctx.file_loc("inner.c", line as u32, 1);
            ctx.location(LocKind::Name { name: ctx.ident("named"), child: Some(inner) })
        }
        _ => {
            let a = ctx.file_loc("a.c", 1, line as u32);
            let b = ctx.file_loc("b.c", 2, 2);
            ctx.location(LocKind::Fused { locs: vec![a, b].into(), metadata: None })
        }
    }
}

/// Emits the ops of one block; operands are chosen among `avail` (values that
/// dominate the insertion point).
fn emit_ops(ctx: &Context, body: &mut Body, block: ir::BlockId, ops: &[OpGen], avail: &mut Vec<ValueId>, depth: u8) {
    for g in ops {
        let operands: Vec<ValueId> = if avail.is_empty() {
            vec![]
        } else {
            g.operands.iter().map(|&i| avail[i as usize % avail.len()]).collect()
        };
        let results: Vec<Type> = (0..g.results).map(|i| scalar_type(ctx, g.ty + i)).collect();
        let attrs = match &g.attr {
            Some(a) => ctx.dictionary([NamedAttr { name: ctx.ident("a"), value: build_attr(ctx, a) }]),
            None => ctx.empty_dictionary(),
        };
        let with_region = g.kind == 5 && depth < 2;
        let name = ctx.op_name(if with_region { "test.region" } else { "test.op" });
        let spec = OpSpec {
            operands: &operands,
            results: &results,
            attrs,
            num_regions: usize::from(with_region),
            ..OpSpec::new(ctx, name, loc(ctx, g.line))
        };
        let op = body.create_op(&spec, false);
        body.insert_op(op, InsertPoint::BlockEnd(block));
        if with_region {
            let region = body.regions(op)[0];
            let inner = body.append_block(region);
            let arg = body.add_block_arg(inner, ctx.i32(), loc(ctx, g.line + 1));
            let mut inner_avail = avail.clone();
            inner_avail.push(arg);
            let nested = vec![OpGen { kind: 0, ..g.clone() }];
            emit_ops(ctx, body, inner, &nested, &mut inner_avail, depth + 1);
        }
        avail.extend(body.results(op));
    }
}

fn build(ctx: &Context, funcs: &[FuncGen]) -> OwnedOp {
    let mut module_body = Body::new(1);
    let top = module_body.top_regions()[0];
    let mblock = module_body.append_block(top);
    for (i, f) in funcs.iter().enumerate() {
        let mut fbody = Body::new(1);
        let region = fbody.top_regions()[0];
        let blocks: Vec<ir::BlockId> = f.blocks.iter().map(|_| fbody.append_block(region)).collect();
        let arg = fbody.add_block_arg(blocks[0], ctx.i32(), ctx.file_loc("args.mlir", 1, i as u32 + 1));
        let mut avail = vec![arg];
        for (bi, ops) in f.blocks.iter().enumerate() {
            let mut incoming = arg;
            if bi > 0 {
                // Later blocks see their own argument and the entry block's.
                incoming = fbody.add_block_arg(blocks[bi], ctx.i32(), ctx.unknown_loc());
                avail = vec![arg, incoming];
            }
            let mut all = ops.clone();
            if bi == 0 {
                all.extend(f.nested.iter().cloned().map(|g| OpGen { kind: 5, ..g }));
            }
            emit_ops(ctx, &mut fbody, blocks[bi], &all, &mut avail, 0);
            // Terminate: branch to the next block, or return.
            let term = if bi + 1 < blocks.len() {
                let spec = OpSpec {
                    operands: &[incoming],
                    successors: &[blocks[bi + 1]],
                    ..OpSpec::new(ctx, ctx.op_name("cf.br"), ctx.unknown_loc())
                };
                fbody.create_op(&spec, false)
            } else {
                let spec =
                    OpSpec { operands: &[incoming], ..OpSpec::new(ctx, ctx.op_name("func.return"), ctx.unknown_loc()) };
                fbody.create_op(&spec, false)
            };
            fbody.insert_op(term, InsertPoint::BlockEnd(blocks[bi]));
        }
        let fty = ctx.function_type(&[ctx.i32()], &[ctx.i32()]);
        let props = ctx.dictionary([
            NamedAttr { name: ctx.ident("function_type"), value: ctx.type_attr(fty) },
            NamedAttr { name: ctx.ident("sym_name"), value: ctx.string_attr(&format!("f{i}")) },
        ]);
        let spec = OpSpec { props, ..OpSpec::new(ctx, ctx.op_name("func.func"), ctx.file_loc("gen.mlir", 9, 9)) };
        let f = module_body.create_op_with_regions(&spec, OpRegions::Isolated(Box::new(fbody)));
        module_body.insert_op(f, InsertPoint::BlockEnd(mblock));
    }
    let mut holder = Body::new(0);
    let spec = OpSpec::new(ctx, ctx.op_name("builtin.module"), ctx.unknown_loc());
    let m = holder.create_op_with_regions(&spec, OpRegions::Isolated(Box::new(module_body)));
    OwnedOp::new(holder, m)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn print_parse_print_is_a_fixed_point(funcs in prop::collection::vec(func_gen(), 1..4), debug_info in any::<bool>()) {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let owned = build(&ctx, &funcs);
        prop_assert!(ir::verify(&ctx, &owned).is_ok(), "generated IR does not verify");
        let opts = PrintOptions { debug_info, local_scope: false, ..PrintOptions::default() };
        let first = ir::print_owned(&ctx, &owned, opts);
        let reparsed = ir::parse_source(&ctx, ParseOptions { file_name: "gen.mlir" }, &first)
            .map_err(|d| ir::SourceMgr::new().render(&ctx, &d))
            .unwrap_or_else(|e| panic!("printed IR does not parse: {e}\n{first}"));
        prop_assert!(ir::verify(&ctx, &reparsed).is_ok(), "reparsed IR does not verify:\n{}", first);
        let second = ir::print_owned(&ctx, &reparsed, opts);
        prop_assert_eq!(first, second);
    }
}
