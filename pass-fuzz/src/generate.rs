//! Random *valid* IR: a `builtin.module` in the generic form that parses and
//! verifies, built from the choices an [`Unstructured`] makes.
//!
//! What it contains: functions (with arguments and results, public and
//! private, definitions and declarations) calling each other; random
//! control-flow graphs in function bodies (`cf.br`, `cf.cond_br`,
//! `cf.switch` with block arguments, so cycles, self-loops, diamonds and
//! unreachable blocks); `arith` constants, binary ops, comparisons, selects
//! and casts over `i1`, `i32`, `i64`, `index`, `f32` and `f64`; nested
//! `scf.if`, `scf.for` (with `iter_args`), `scf.while` and
//! `scf.index_switch`; a few `llvm` ops; nested `builtin.module`s. There is
//! no `memref` dialect in the runtime to draw from.
//!
//! Values respect dominance: a stack of scopes holds the values each point
//! may use (a block's arguments and earlier results, the enclosing regions'
//! values, and in a function body the entry block's values, which dominate
//! every reachable block). When no value of a type is in scope, a constant
//! is made on the spot, so every choice succeeds.
//!
//! Sizes are bounded by [`Limits`] and by a budget of operations for the
//! whole module, so a case runs in milliseconds. When the bytes run out,
//! every choice takes its smallest value: the generator always finishes.

use std::fmt::Write as _;

use arbitrary::Unstructured;

use crate::choices::Choices;

/// Bounds on the size of a generated module.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Functions per symbol table (module).
    pub functions: usize,
    /// Blocks per function body.
    pub blocks: usize,
    /// Nesting of regions inside a function (`scf` ops in `scf` ops).
    pub depth: usize,
    /// Operations per block, terminator aside.
    pub ops_per_block: usize,
    /// Operations in the whole module, terminators aside.
    pub ops: usize,
    /// Nesting of `builtin.module`s.
    pub modules: usize,
    /// Whether function bodies may have blocks no path from the entry
    /// reaches. MLIR's dialect conversion (and ours, faithfully) does not
    /// convert ops in unreachable blocks, so a lowering leaves IR that does
    /// not verify (finding F1 in `docs/reliability.md`): cases whose
    /// pipeline lowers are generated without them.
    pub unreachable_blocks: bool,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { functions: 8, blocks: 12, depth: 6, ops_per_block: 6, ops: 160, modules: 2, unreachable_blocks: true }
    }
}

/// What a generated module contains, counted while generating it (the
/// seeded test checks that the generator produces what it promises).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// Function bodies with more than one block.
    pub multi_block_functions: usize,
    /// Blocks branching to themselves.
    pub self_loops: usize,
    /// Function bodies whose CFG has a cycle through two or more blocks.
    pub cycles: usize,
    /// Blocks no path from the entry block reaches.
    pub unreachable_blocks: usize,
    /// Blocks with two or more predecessors (joins: diamonds and loops).
    pub joins: usize,
    /// `cf.br`, `cf.cond_br` and `cf.switch` ops.
    pub branches: usize,
    /// `cf.switch` ops.
    pub switches: usize,
    /// `func.call` ops.
    pub calls: usize,
    /// Function declarations (no body).
    pub declarations: usize,
    /// `scf.if` ops with results.
    pub ifs_with_results: usize,
    /// `scf.for` ops with `iter_args`.
    pub fors_with_iter_args: usize,
    /// `scf.while` ops.
    pub whiles: usize,
    /// `scf.index_switch` ops.
    pub index_switches: usize,
    /// Regions nested four or more deep in a function.
    pub deep_nests: usize,
    /// `builtin.module`s inside the top-level one.
    pub nested_modules: usize,
    /// Cast ops (`arith.extsi`, `arith.index_cast`, `arith.bitcast`, ...).
    pub casts: usize,
    /// `llvm` dialect ops.
    pub llvm_ops: usize,
}

/// A generated module, in the generic form.
pub fn module(u: &mut Unstructured<'_>) -> String {
    module_with(u, Limits::default()).0
}

/// A generated module within `limits`, with what it contains.
pub fn module_with(u: &mut Unstructured<'_>, limits: Limits) -> (String, Features) {
    let mut g = Generator {
        u,
        limits,
        out: String::new(),
        indent: 0,
        next_value: 0,
        next_block: 0,
        scopes: Vec::new(),
        functions: Vec::new(),
        depth: 0,
        budget: limits.ops,
        features: Features::default(),
    };
    g.symbol_table(0);
    (g.out, g.features)
}

/// The types values are drawn from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    I1,
    I32,
    I64,
    Index,
    F32,
    F64,
}

const TYPES: [Ty; 6] = [Ty::I1, Ty::I32, Ty::I64, Ty::Index, Ty::F32, Ty::F64];

impl Ty {
    fn text(self) -> &'static str {
        match self {
            Ty::I1 => "i1",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::Index => "index",
            Ty::F32 => "f32",
            Ty::F64 => "f64",
        }
    }

    fn is_float(self) -> bool {
        matches!(self, Ty::F32 | Ty::F64)
    }
}

/// `(a, b) -> c` as a function type is printed.
fn function_type(args: &[Ty], results: &[Ty]) -> String {
    let list = |tys: &[Ty]| tys.iter().map(|t| t.text()).collect::<Vec<_>>().join(", ");
    let results = match results {
        [one] => one.text().to_string(),
        _ => format!("({})", list(results)),
    };
    format!("({}) -> {results}", list(args))
}

/// A function of the symbol table being generated.
#[derive(Clone, Debug)]
struct Signature {
    name: String,
    args: Vec<Ty>,
    results: Vec<Ty>,
}

struct Generator<'a, 'b> {
    u: &'a mut Unstructured<'b>,
    limits: Limits,
    out: String,
    indent: usize,
    next_value: usize,
    next_block: usize,
    /// The values in scope, innermost scope last.
    scopes: Vec<Vec<(String, Ty)>>,
    /// The functions of the innermost module, which calls may name.
    functions: Vec<Signature>,
    /// Region nesting inside the current function.
    depth: usize,
    /// Operations left to generate in the module.
    budget: usize,
    features: Features,
}

/// The int binary ops, with whether they carry overflow flags.
const INT_BINARY: [(&str, bool); 18] = [
    ("addi", true),
    ("subi", true),
    ("muli", true),
    ("shli", true),
    ("divsi", false),
    ("divui", false),
    ("remsi", false),
    ("remui", false),
    ("andi", false),
    ("ori", false),
    ("xori", false),
    ("shrsi", false),
    ("shrui", false),
    ("maxsi", false),
    ("maxui", false),
    ("minsi", false),
    ("minui", false),
    ("ceildivsi", false),
];

const FLOAT_BINARY: [&str; 9] = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"];

/// Casts: op, source type, result type.
const CASTS: [(&str, Ty, Ty); 24] = [
    ("extsi", Ty::I1, Ty::I32),
    ("extui", Ty::I1, Ty::I64),
    ("extsi", Ty::I32, Ty::I64),
    ("extui", Ty::I32, Ty::I64),
    ("trunci", Ty::I64, Ty::I32),
    ("trunci", Ty::I32, Ty::I1),
    ("index_cast", Ty::I32, Ty::Index),
    ("index_cast", Ty::Index, Ty::I64),
    ("index_castui", Ty::I64, Ty::Index),
    ("index_castui", Ty::Index, Ty::I32),
    ("sitofp", Ty::I32, Ty::F32),
    ("sitofp", Ty::I64, Ty::F64),
    ("uitofp", Ty::I32, Ty::F64),
    ("uitofp", Ty::I1, Ty::F32),
    ("fptosi", Ty::F32, Ty::I32),
    ("fptosi", Ty::F64, Ty::I64),
    ("fptoui", Ty::F64, Ty::I32),
    ("fptoui", Ty::F32, Ty::I64),
    ("extf", Ty::F32, Ty::F64),
    ("truncf", Ty::F64, Ty::F32),
    ("bitcast", Ty::I32, Ty::F32),
    ("bitcast", Ty::F32, Ty::I32),
    ("bitcast", Ty::I64, Ty::F64),
    ("bitcast", Ty::F64, Ty::I64),
];

const INT_CONSTANTS: [i64; 10] = [0, 1, 2, 3, 7, -1, -2, 42, 255, i32::MAX as i64];
const FLOAT_CONSTANTS: [&str; 7] =
    ["0.000000e+00", "1.000000e+00", "-1.000000e+00", "2.500000e+00", "-0.000000e+00", "1.000000e+10", "3.000000e+00"];

impl<'b> Choices<'b> for Generator<'_, 'b> {
    fn bytes(&mut self) -> &mut Unstructured<'b> {
        self.u
    }
}

impl Generator<'_, '_> {
    // ---- choices -------------------------------------------------------

    fn ty(&mut self) -> Ty {
        TYPES[self.pick(TYPES.len())]
    }

    fn types(&mut self, max: usize) -> Vec<Ty> {
        let n = self.range(0, max);
        (0..n).map(|_| self.ty()).collect()
    }

    // ---- text ------------------------------------------------------------

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn fresh_value(&mut self) -> String {
        self.next_value += 1;
        format!("%v{}", self.next_value)
    }

    /// `n` result names (`%v3`, or `%v3#0` and `%v3#1` for `%v3:2`), with
    /// the text defining them (`%v3 = `, `%v3:2 = `, or nothing).
    fn results(&mut self, n: usize) -> (Vec<String>, String) {
        match n {
            0 => (Vec::new(), String::new()),
            1 => {
                let v = self.fresh_value();
                (vec![v.clone()], format!("{v} = "))
            }
            _ => {
                let v = self.fresh_value();
                ((0..n).map(|i| format!("{v}#{i}")).collect(), format!("{v}:{n} = "))
            }
        }
    }

    fn define(&mut self, name: String, ty: Ty) {
        self.scopes.last_mut().expect("a scope is open").push((name, ty));
    }

    fn define_all(&mut self, names: Vec<String>, tys: &[Ty]) {
        for (name, ty) in names.into_iter().zip(tys) {
            self.define(name, *ty);
        }
    }

    // ---- values ----------------------------------------------------------

    /// A value of type `ty` in scope, or a new constant.
    fn value_of(&mut self, ty: Ty) -> String {
        let candidates: Vec<String> =
            self.scopes.iter().flatten().filter(|(_, t)| *t == ty).map(|(name, _)| name.clone()).collect();
        if !candidates.is_empty() && !self.chance(1, 6) {
            return candidates[self.pick(candidates.len())].clone();
        }
        self.constant(ty)
    }

    fn values_of(&mut self, tys: &[Ty]) -> Vec<String> {
        tys.iter().map(|&ty| self.value_of(ty)).collect()
    }

    /// A new `arith.constant` of type `ty` (in scope from here on).
    fn constant(&mut self, ty: Ty) -> String {
        let value = match ty {
            Ty::I1 => (if self.chance(1, 2) { "true" } else { "false" }).to_string(),
            Ty::F32 | Ty::F64 => format!("{} : {}", FLOAT_CONSTANTS[self.pick(FLOAT_CONSTANTS.len())], ty.text()),
            Ty::I32 | Ty::I64 | Ty::Index => {
                format!("{} : {}", INT_CONSTANTS[self.pick(INT_CONSTANTS.len())], ty.text())
            }
        };
        self.constant_text(ty, &value)
    }

    fn constant_text(&mut self, ty: Ty, value: &str) -> String {
        let v = self.fresh_value();
        self.line(&format!("{v} = \"arith.constant\"() <{{value = {value}}}> : () -> {}", ty.text()));
        self.define(v.clone(), ty);
        v
    }

    fn index_constant(&mut self, value: i64) -> String {
        self.constant_text(Ty::Index, &format!("{value} : index"))
    }

    /// A value of an integer type other than `i1` (for `cf.switch` flags).
    fn int_flag(&mut self) -> (String, Ty) {
        let ty = if self.chance(1, 2) { Ty::I32 } else { Ty::I64 };
        (self.value_of(ty), ty)
    }

    // ---- symbol tables and functions -----------------------------------

    /// A `builtin.module` (named when nested) with functions and possibly
    /// nested modules.
    fn symbol_table(&mut self, level: usize) {
        if level == 0 {
            self.line("\"builtin.module\"() ({");
        } else {
            self.features.nested_modules += 1;
            self.line(&format!("\"builtin.module\"() <{{sym_name = \"m{}\"}}> ({{", self.next_value));
            self.next_value += 1;
        }
        self.indent += 1;
        let outer_functions = std::mem::take(&mut self.functions);
        let count = self.range(1, self.limits.functions);
        let functions: Vec<Signature> = (0..count)
            .map(|i| Signature { name: format!("f{i}"), args: self.types(3), results: self.types(2) })
            .collect();
        self.functions = functions.clone();
        let nested_at =
            if level < self.limits.modules && self.chance(1, 4) { Some(self.pick(count + 1)) } else { None };
        for (i, signature) in functions.iter().enumerate() {
            if nested_at == Some(i) {
                self.symbol_table(level + 1);
            }
            self.function(signature);
        }
        if nested_at == Some(count) {
            self.symbol_table(level + 1);
        }
        self.functions = outer_functions;
        self.indent -= 1;
        self.line("}) : () -> ()");
    }

    fn function(&mut self, signature: &Signature) {
        let ty = function_type(&signature.args, &signature.results);
        // A declaration must be private; a definition may be either.
        let declaration = self.chance(1, 8);
        let private = declaration || self.chance(1, 3);
        let visibility = if private { ", sym_visibility = \"private\"" } else { "" };
        let name = &signature.name;
        self.line(&format!("\"func.func\"() <{{function_type = {ty}, sym_name = \"{name}\"{visibility}}}> ({{"));
        if declaration {
            self.features.declarations += 1;
        } else {
            self.indent += 1;
            self.depth = 0;
            self.cfg_region(&signature.args, &signature.results);
            self.indent -= 1;
        }
        self.line("}) : () -> ()");
    }

    /// A function body: a random CFG whose returns yield `results`.
    fn cfg_region(&mut self, args: &[Ty], results: &[Ty]) {
        let count = self.range(1, self.limits.blocks);
        let labels: Vec<String> = (0..count)
            .map(|_| {
                self.next_block += 1;
                format!("^bb{}", self.next_block)
            })
            .collect();
        let mut block_args: Vec<Vec<Ty>> = vec![args.to_vec()];
        for _ in 1..count {
            let tys = self.types(2);
            block_args.push(tys);
        }
        let mut successors: Vec<Vec<usize>> = vec![Vec::new(); count];
        let mut entry_values: Vec<(String, Ty)> = Vec::new();
        for block in 0..count {
            let arg_names: Vec<String> = block_args[block].iter().map(|_| self.fresh_value()).collect();
            let list: Vec<String> =
                arg_names.iter().zip(&block_args[block]).map(|(n, t)| format!("{n}: {}", t.text())).collect();
            self.indent -= 1;
            if list.is_empty() {
                self.line(&format!("{}:", labels[block]));
            } else {
                self.line(&format!("{}({}):", labels[block], list.join(", ")));
            }
            self.indent += 1;
            // The entry block dominates every reachable block.
            if block > 0 {
                self.scopes.push(entry_values.clone());
            }
            self.scopes.push(Vec::new());
            self.define_all(arg_names, &block_args[block]);
            self.ops();
            successors[block] = self.cfg_terminator(block, &labels, &block_args, results);
            let scope = self.scopes.pop().expect("the block's scope");
            if block == 0 {
                entry_values = scope;
            } else {
                self.scopes.pop();
            }
        }
        self.count_cfg(&successors);
    }

    /// The terminator of `block`; returns its successors.
    fn cfg_terminator(
        &mut self,
        block: usize,
        labels: &[String],
        block_args: &[Vec<Ty>],
        results: &[Ty],
    ) -> Vec<usize> {
        let count = labels.len();
        // Without unreachable blocks, each block but the last branches to
        // the next (among other successors), so the chain reaches them all.
        let chain = !self.limits.unreachable_blocks && block + 1 < count;
        // The entry block cannot be a successor.
        let kind = if count == 1 {
            0
        } else if chain {
            self.range(1, 4)
        } else {
            self.pick(5)
        };
        let mut first = chain;
        let mut target = |g: &mut Self| {
            // Favour the next block (long chains) and this block (self-loops).
            let choice = if std::mem::take(&mut first) { 0 } else { g.pick(4) };
            let t = match choice {
                0 => (block + 1).min(count - 1),
                1 if block > 0 => block,
                _ => 1 + g.pick(count - 1),
            };
            let operands = g.values_of(&block_args[t]);
            (t, operands)
        };
        let types = |tys: &[Ty]| tys.iter().map(|t| t.text()).collect::<Vec<_>>().join(", ");
        match kind {
            0 => {
                let values = self.values_of(results);
                self.line(&format!("\"func.return\"({}) : ({}) -> ()", values.join(", "), types(results)));
                Vec::new()
            }
            1 | 2 => {
                let (t, operands) = target(self);
                self.features.branches += 1;
                let operand_types = types(&block_args[t]);
                self.line(&format!("\"cf.br\"({})[{}] : ({operand_types}) -> ()", operands.join(", "), labels[t]));
                vec![t]
            }
            3 => {
                let cond = self.value_of(Ty::I1);
                let (t, true_ops) = target(self);
                let (f, false_ops) = target(self);
                self.features.branches += 1;
                let mut operands = vec![cond];
                operands.extend(true_ops.iter().cloned());
                operands.extend(false_ops.iter().cloned());
                let mut tys = vec![Ty::I1];
                tys.extend(&block_args[t]);
                tys.extend(&block_args[f]);
                self.line(&format!(
                    "\"cf.cond_br\"({})[{}, {}] <{{operandSegmentSizes = array<i32: 1, {}, {}>}}> : ({}) -> ()",
                    operands.join(", "),
                    labels[t],
                    labels[f],
                    true_ops.len(),
                    false_ops.len(),
                    types(&tys)
                ));
                vec![t, f]
            }
            _ => {
                let (flag, flag_ty) = self.int_flag();
                let (default, default_ops) = target(self);
                let cases = self.range(0, 3);
                let mut case_values: Vec<i64> = Vec::new();
                let mut case_targets = Vec::new();
                for _ in 0..cases {
                    let value = [0i64, 1, 2, 5, -1, 42][self.pick(6)];
                    if case_values.contains(&value) {
                        continue;
                    }
                    case_values.push(value);
                    case_targets.push(target(self));
                }
                self.features.branches += 1;
                self.features.switches += 1;
                let mut operands = vec![flag];
                operands.extend(default_ops.iter().cloned());
                let mut tys = vec![flag_ty];
                tys.extend(&block_args[default]);
                let mut dests = vec![labels[default].clone()];
                let mut segments = Vec::new();
                for (t, ops) in &case_targets {
                    operands.extend(ops.iter().cloned());
                    tys.extend(&block_args[*t]);
                    dests.push(labels[*t].clone());
                    segments.push(ops.len().to_string());
                }
                let case_operands: usize = case_targets.iter().map(|(_, ops)| ops.len()).sum();
                let values = if case_values.is_empty() {
                    String::new()
                } else {
                    let list: Vec<String> = case_values.iter().map(i64::to_string).collect();
                    format!(
                        "case_values = dense<[{}]> : vector<{}x{}>, ",
                        list.join(", "),
                        case_values.len(),
                        flag_ty.text()
                    )
                };
                self.line(&format!(
                    "\"cf.switch\"({})[{}] <{{case_operand_segments = array<i32{}>, {values}operandSegmentSizes = array<i32: 1, {}, {case_operands}>}}> : ({}) -> ()",
                    operands.join(", "),
                    dests.join(", "),
                    if segments.is_empty() { String::new() } else { format!(": {}", segments.join(", ")) },
                    default_ops.len(),
                    types(&tys)
                ));
                let mut succ = vec![default];
                succ.extend(case_targets.iter().map(|(t, _)| *t));
                succ
            }
        }
    }

    /// Counts self-loops, cycles, joins and unreachable blocks of a CFG.
    fn count_cfg(&mut self, successors: &[Vec<usize>]) {
        let count = successors.len();
        if count > 1 {
            self.features.multi_block_functions += 1;
        }
        let mut predecessors = vec![0usize; count];
        for (block, succ) in successors.iter().enumerate() {
            let mut seen = Vec::new();
            for &s in succ {
                if s == block && !seen.contains(&s) {
                    self.features.self_loops += 1;
                }
                if !seen.contains(&s) {
                    predecessors[s] += 1;
                    seen.push(s);
                }
            }
        }
        self.features.joins += predecessors.iter().filter(|&&p| p >= 2).count();
        let mut reached = vec![false; count];
        let mut stack = vec![0];
        reached[0] = true;
        while let Some(b) = stack.pop() {
            for &s in &successors[b] {
                if !reached[s] {
                    reached[s] = true;
                    stack.push(s);
                }
            }
        }
        self.features.unreachable_blocks += reached.iter().filter(|r| !**r).count();
        // A cycle through two or more blocks: some block reaches a
        // different block that reaches it back.
        let reaches = |from: usize, to: usize| {
            let mut seen = vec![false; count];
            let mut stack = vec![from];
            while let Some(b) = stack.pop() {
                for &s in &successors[b] {
                    if s == to {
                        return true;
                    }
                    if !seen[s] {
                        seen[s] = true;
                        stack.push(s);
                    }
                }
            }
            false
        };
        let has_cycle = (0..count).any(|b| successors[b].iter().any(|&s| s != b && reaches(s, b)));
        if has_cycle {
            self.features.cycles += 1;
        }
    }

    // ---- operations ------------------------------------------------------

    /// The operations of a block (its terminator aside).
    fn ops(&mut self) {
        let count = self.range(0, self.limits.ops_per_block);
        for _ in 0..count {
            if self.budget == 0 {
                return;
            }
            self.budget -= 1;
            self.op();
        }
    }

    fn op(&mut self) {
        let nested = self.depth < self.limits.depth;
        let kinds = if nested { 14 } else { 9 };
        match self.pick(kinds) {
            0 => {
                let ty = self.ty();
                self.constant(ty);
            }
            1 => self.int_binary(),
            2 => self.float_binary(),
            3 => self.compare(),
            4 => self.select(),
            5 => self.cast(),
            6 => self.call(),
            7 => self.llvm_op(),
            8 => self.int_binary(),
            9 => self.scf_if(),
            10 => self.scf_for(),
            11 => self.scf_while(),
            12 => self.scf_index_switch(),
            _ => self.scf_if(),
        }
    }

    fn int_binary(&mut self) {
        let ty = [Ty::I1, Ty::I32, Ty::I64, Ty::Index][self.pick(4)];
        let (op, overflow) = INT_BINARY[self.pick(INT_BINARY.len())];
        let (a, b) = (self.value_of(ty), self.value_of(ty));
        let v = self.fresh_value();
        let attrs = if overflow { " <{overflowFlags = #arith.overflow<none>}>" } else { "" };
        let t = ty.text();
        self.line(&format!("{v} = \"arith.{op}\"({a}, {b}){attrs} : ({t}, {t}) -> {t}"));
        self.define(v, ty);
    }

    fn float_binary(&mut self) {
        let ty = if self.chance(1, 2) { Ty::F32 } else { Ty::F64 };
        let op = FLOAT_BINARY[self.pick(FLOAT_BINARY.len())];
        let (a, b) = (self.value_of(ty), self.value_of(ty));
        let v = self.fresh_value();
        let t = ty.text();
        self.line(&format!(
            "{v} = \"arith.{op}\"({a}, {b}) <{{fastmath = #arith.fastmath<none>}}> : ({t}, {t}) -> {t}"
        ));
        self.define(v, ty);
    }

    fn compare(&mut self) {
        let ty = self.ty();
        let (a, b) = (self.value_of(ty), self.value_of(ty));
        let v = self.fresh_value();
        let t = ty.text();
        if ty.is_float() {
            let predicate = self.pick(16);
            self.line(&format!(
                "{v} = \"arith.cmpf\"({a}, {b}) <{{fastmath = #arith.fastmath<none>, predicate = {predicate} : i64}}> : ({t}, {t}) -> i1"
            ));
        } else {
            let predicate = self.pick(10);
            self.line(&format!(
                "{v} = \"arith.cmpi\"({a}, {b}) <{{predicate = {predicate} : i64}}> : ({t}, {t}) -> i1"
            ));
        }
        self.define(v, Ty::I1);
    }

    fn select(&mut self) {
        let ty = self.ty();
        let cond = self.value_of(Ty::I1);
        let (a, b) = (self.value_of(ty), self.value_of(ty));
        let v = self.fresh_value();
        let t = ty.text();
        self.line(&format!("{v} = \"arith.select\"({cond}, {a}, {b}) : (i1, {t}, {t}) -> {t}"));
        self.define(v, ty);
    }

    fn cast(&mut self) {
        let (op, from, to) = CASTS[self.pick(CASTS.len())];
        let a = self.value_of(from);
        let v = self.fresh_value();
        self.features.casts += 1;
        self.line(&format!("{v} = \"arith.{op}\"({a}) : ({}) -> {}", from.text(), to.text()));
        self.define(v, to);
    }

    fn call(&mut self) {
        if self.functions.is_empty() {
            return;
        }
        let which = self.pick(self.functions.len());
        let callee = self.functions[which].clone();
        let operands = self.values_of(&callee.args);
        let (names, def) = self.results(callee.results.len());
        self.features.calls += 1;
        self.line(&format!(
            "{def}\"func.call\"({}) <{{callee = @{}}}> : {}",
            operands.join(", "),
            callee.name,
            function_type(&callee.args, &callee.results)
        ));
        self.define_all(names, &callee.results);
    }

    fn llvm_op(&mut self) {
        let ty = if self.chance(1, 2) { Ty::I32 } else { Ty::I64 };
        let t = ty.text();
        self.features.llvm_ops += 1;
        let c = self.fresh_value();
        let value = INT_CONSTANTS[self.pick(INT_CONSTANTS.len())];
        self.line(&format!("{c} = \"llvm.mlir.constant\"() <{{value = {value} : {t}}}> : () -> {t}"));
        self.define(c.clone(), ty);
        if self.chance(1, 2) {
            let other = self.value_of(ty);
            let v = self.fresh_value();
            let op = ["add", "mul", "and", "xor"][self.pick(4)];
            let attrs = if matches!(op, "add" | "mul") { " <{overflowFlags = #llvm.overflow<none>}>" } else { "" };
            self.line(&format!("{v} = \"llvm.{op}\"({c}, {other}){attrs} : ({t}, {t}) -> {t}"));
            self.define(v, ty);
        }
    }

    // ---- structured control flow ----------------------------------------

    /// The text of a region of one block with arguments `args`, ending in
    /// `terminator` with values of types `yields` (after an `i1` condition
    /// when `condition`, as `scf.condition` takes).
    fn region(&mut self, args: &[Ty], terminator: &str, yields: &[Ty], condition: bool) -> String {
        self.depth += 1;
        if self.depth >= 4 {
            self.features.deep_nests += 1;
        }
        let arg_names: Vec<String> = args.iter().map(|_| self.fresh_value()).collect();
        let mut text = String::from("{\n");
        let saved = std::mem::take(&mut self.out);
        self.indent += 1;
        if !args.is_empty() {
            let list: Vec<String> = arg_names.iter().zip(args).map(|(n, t)| format!("{n}: {}", t.text())).collect();
            self.indent -= 1;
            self.line(&format!("^bb0({}):", list.join(", ")));
            self.indent += 1;
        }
        self.scopes.push(Vec::new());
        self.define_all(arg_names, args);
        self.ops();
        let mut operands = Vec::new();
        let mut tys = Vec::new();
        if condition {
            operands.push(self.value_of(Ty::I1));
            tys.push(Ty::I1);
        }
        operands.extend(self.values_of(yields));
        tys.extend(yields);
        let types: Vec<&str> = tys.iter().map(|t| t.text()).collect();
        self.line(&format!("\"{terminator}\"({}) : ({}) -> ()", operands.join(", "), types.join(", ")));
        self.scopes.pop();
        self.indent -= 1;
        let body = std::mem::replace(&mut self.out, saved);
        text.push_str(&body);
        for _ in 0..self.indent {
            text.push_str("  ");
        }
        text.push('}');
        self.depth -= 1;
        text
    }

    /// Emits `def "op"(operands) attrs (regions) : (types) -> results`.
    fn region_op(
        &mut self,
        op: &str,
        operands: &[String],
        operand_types: &[Ty],
        attrs: &str,
        regions: &[String],
        results: &[Ty],
    ) {
        let (names, def) = self.results(results.len());
        let types: Vec<&str> = operand_types.iter().map(|t| t.text()).collect();
        let result_types: Vec<&str> = results.iter().map(|t| t.text()).collect();
        let result_text = match results {
            [one] => one.text().to_string(),
            _ => format!("({})", result_types.join(", ")),
        };
        self.line(&format!(
            "{def}\"{op}\"({}){attrs} ({}) : ({}) -> {result_text}",
            operands.join(", "),
            regions.join(", "),
            types.join(", ")
        ));
        self.define_all(names, results);
    }

    fn scf_if(&mut self) {
        let cond = self.value_of(Ty::I1);
        let results = self.types(2);
        if !results.is_empty() {
            self.features.ifs_with_results += 1;
        }
        let then = self.region(&[], "scf.yield", &results, false);
        let otherwise = self.region(&[], "scf.yield", &results, false);
        self.region_op("scf.if", &[cond], &[Ty::I1], "", &[then, otherwise], &results);
    }

    fn scf_for(&mut self) {
        let lower = self.value_of(Ty::Index);
        let upper = if self.chance(1, 2) {
            self.value_of(Ty::Index)
        } else {
            let bound = self.range(0, 8) as i64;
            self.index_constant(bound)
        };
        // A constant step must be positive; a fresh one always is.
        let step = self.range(1, 3) as i64;
        let step = self.index_constant(step);
        let carried = self.types(2);
        if !carried.is_empty() {
            self.features.fors_with_iter_args += 1;
        }
        let inits = self.values_of(&carried);
        let mut args = vec![Ty::Index];
        args.extend(&carried);
        let body = self.region(&args, "scf.yield", &carried, false);
        let mut operands = vec![lower, upper, step];
        operands.extend(inits);
        let mut operand_types = vec![Ty::Index, Ty::Index, Ty::Index];
        operand_types.extend(&carried);
        self.region_op("scf.for", &operands, &operand_types, "", &[body], &carried);
    }

    fn scf_while(&mut self) {
        self.features.whiles += 1;
        let inits_types = self.types(2);
        let after_types = self.types(2);
        let inits = self.values_of(&inits_types);
        let before = self.region(&inits_types, "scf.condition", &after_types, true);
        let after = self.region(&after_types, "scf.yield", &inits_types, false);
        self.region_op("scf.while", &inits, &inits_types, "", &[before, after], &after_types);
    }

    fn scf_index_switch(&mut self) {
        self.features.index_switches += 1;
        let arg = self.value_of(Ty::Index);
        let results = self.types(2);
        let mut cases: Vec<i64> = Vec::new();
        for _ in 0..self.range(0, 3) {
            let value = [0i64, 1, 2, 3, 8, -1][self.pick(6)];
            if !cases.contains(&value) {
                cases.push(value);
            }
        }
        let mut regions = vec![self.region(&[], "scf.yield", &results, false)];
        for _ in &cases {
            regions.push(self.region(&[], "scf.yield", &results, false));
        }
        let list: Vec<String> = cases.iter().map(i64::to_string).collect();
        let attrs = if list.is_empty() {
            " <{cases = array<i64>}>".to_string()
        } else {
            let mut s = String::new();
            let _ = write!(s, " <{{cases = array<i64: {}>}}>", list.join(", "));
            s
        };
        self.region_op("scf.index_switch", &[arg], &[Ty::Index], &attrs, &regions, &results);
    }
}
