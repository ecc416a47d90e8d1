//! The call graph (MLIR's `CallGraph`): one node per callable, edges for
//! calls, nesting and possible external callers, with the symbol tables the
//! calls are resolved in, and the graph's strongly connected components in
//! the order the inliner visits them.
//!
//! IR is held in one arena per isolated op, so a callable (an isolated op)
//! is named by its [`IsolatedPath`]: the isolated ops from the root's body
//! down to it.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::dialects::{CallLike, FunctionLike};
use crate::ir::{AttrKind, Attribute, BlockId, Body, Context, EntityId, Ident, OpId, OpView, Traits};
use crate::pass::{Analysis, AnalysisManager};

/// Isolated ops, each an op of the body of the one before, the first an op
/// of the root's body. Names a nested isolated op (the last one) and its body.
pub type IsolatedPath = SmallVec<[OpId; 4]>;

/// The body named by `path` below `root` (`root` itself for an empty path).
pub fn body_at<'a>(root: &'a Body, path: &[OpId]) -> Option<&'a Body> {
    path.iter().try_fold(root, |body, &op| live(body, op).then(|| body.isolated_body(op)).flatten())
}

/// The body named by `path` below `root`, to change.
pub fn body_at_mut<'a>(root: &'a mut Body, path: &[OpId]) -> Option<&'a mut Body> {
    path.iter().try_fold(root, |body, &op| if live(body, op) { body.isolated_body_mut(op) } else { None })
}

/// True when `op` names a live op of `body`.
pub(crate) fn live(body: &Body, op: OpId) -> bool {
    op.index() < body.op_capacity() && !body.is_erased(op)
}

/// A node of the call graph.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct NodeId(u32);

impl NodeId {
    /// The node standing for callers outside the IR: it has an edge to every
    /// callable that is not nested in another one.
    pub const EXTERNAL_CALLER: NodeId = NodeId(0);
    /// The node calls go to when their callee cannot be resolved.
    pub const UNKNOWN_CALLEE: NodeId = NodeId(1);

    fn index(self) -> usize {
        self.0 as usize
    }

    /// True for the two nodes that stand for no callable.
    pub fn is_external(self) -> bool {
        self.0 < 2
    }
}

/// A symbol table of the call graph's IR.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TableId(u32);

/// What an edge means.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EdgeKind {
    /// From the external caller node: the callable may be called from outside.
    Abstract,
    /// The source calls the target.
    Call,
    /// The target is nested in the source.
    Child,
}

/// An edge of the call graph.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Edge {
    /// Where it goes.
    pub target: NodeId,
    /// What it means.
    pub kind: EdgeKind,
}

/// A callable: its op, where its symbol references are resolved, its edges.
#[derive(Clone, Debug, Default)]
struct Node {
    path: IsolatedPath,
    scope: Option<TableId>,
    edges: Vec<Edge>,
    edge_set: FxHashSet<Edge>,
}

impl Node {
    /// Adds an edge unless it is there already (MLIR keeps edges in a set
    /// ordered by insertion).
    fn add_edge(&mut self, edge: Edge) {
        if self.edge_set.insert(edge) {
            self.edges.push(edge);
        }
    }
}

/// A symbol table: the symbols defined by the ops of its op's region.
#[derive(Clone, Debug, Default)]
struct SymbolTable {
    path: IsolatedPath,
    symbols: FxHashMap<Ident, OpId>,
}

/// What a symbol reference resolves to: an op of a symbol table's body.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ResolvedSymbol {
    /// The table whose body holds the op.
    pub table: TableId,
    /// The op.
    pub op: OpId,
}

/// A call site: a `CallLike` op and the symbol table its callee is looked up in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallSite {
    /// The body holding the call.
    pub body: IsolatedPath,
    /// The call.
    pub op: OpId,
    /// The nearest symbol table enclosing the call (`None` when an op of an
    /// unknown dialect that might be a symbol table is nearer).
    pub scope: Option<TableId>,
}

/// MLIR's `CallGraph` over the op an analysis is computed for.
///
/// Callables are the isolated `FunctionLike` ops with a body (a function
/// declaration is not one); calls are the `CallLike` ops, resolved through
/// the nearest enclosing symbol table. Nodes are numbered in the order a
/// pre-order walk meets the callables, which (with edges kept in insertion
/// order) makes the strongly connected components come out in MLIR's order.
#[derive(Clone, Debug)]
pub struct CallGraph {
    nodes: Vec<Node>,
    node_by_path: FxHashMap<IsolatedPath, NodeId>,
    tables: Vec<SymbolTable>,
    table_by_path: FxHashMap<IsolatedPath, TableId>,
}

impl Analysis for CallGraph {
    fn compute(op: OpView<'_>, _: &mut AnalysisManager<'_>) -> Self {
        let root = op.body.isolated_body(op.op);
        let is_table = op.has_trait(Traits::SYMBOL_TABLE);
        match root {
            Some(body) => CallGraph::build(op.ctx, body, is_table),
            None => CallGraph::build(op.ctx, &Body::new(0), false),
        }
    }
}

/// A call found while building the graph, resolved once every node exists.
struct PendingCall {
    caller: NodeId,
    site: CallSite,
}

/// The walk that builds the graph.
struct Builder<'a> {
    ctx: &'a Context,
    graph: CallGraph,
    calls: Vec<PendingCall>,
}

impl CallGraph {
    /// Builds the call graph of the IR in `root` (the body of the op the
    /// graph is for); `root_is_table` when that op is a symbol table.
    pub fn build(ctx: &Context, root: &Body, root_is_table: bool) -> CallGraph {
        let external = Node::default();
        let unknown = Node::default();
        let graph = CallGraph {
            nodes: vec![external, unknown],
            node_by_path: FxHashMap::default(),
            tables: Vec::new(),
            table_by_path: FxHashMap::default(),
        };
        let mut b = Builder { ctx, graph, calls: Vec::new() };
        let scope = root_is_table.then(|| b.add_table(root, IsolatedPath::new()));
        let mut path = IsolatedPath::new();
        for &r in root.top_regions() {
            for block in root.blocks_of(r) {
                b.walk_block(root, &mut path, block, scope, None);
            }
        }
        // Calls are resolved once every callable has its node (MLIR walks
        // twice for the same reason).
        let Builder { mut graph, calls, .. } = b;
        for call in calls {
            let target = graph.resolve_call(ctx, root, &call.site);
            graph.nodes[call.caller.index()].add_edge(Edge { target, kind: EdgeKind::Call });
        }
        graph
    }

    /// The callables' nodes, in creation order (external nodes excluded).
    pub fn nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        (2..self.nodes.len() as u32).map(NodeId)
    }

    /// The callable op of a node (empty for the external nodes).
    pub fn path(&self, node: NodeId) -> &[OpId] {
        &self.nodes[node.index()].path
    }

    /// The symbol table the references in a node's callable are resolved in.
    pub fn scope(&self, node: NodeId) -> Option<TableId> {
        self.nodes[node.index()].scope
    }

    /// A node's outgoing edges, in insertion order.
    pub fn edges(&self, node: NodeId) -> &[Edge] {
        &self.nodes[node.index()].edges
    }

    /// True when callables are nested in the node's.
    pub fn has_children(&self, node: NodeId) -> bool {
        self.edges(node).iter().any(|e| e.kind == EdgeKind::Child)
    }

    /// The node of the callable at `path`, if it is one.
    pub fn lookup_node(&self, path: &[OpId]) -> Option<NodeId> {
        self.node_by_path.get(path).copied()
    }

    /// The symbol table defined by the op at `path`, if it is one the graph
    /// knows (tables created after the graph was built are not).
    pub fn lookup_table(&self, path: &[OpId]) -> Option<TableId> {
        self.table_by_path.get(path).copied()
    }

    /// The symbol tables the graph knows, with the paths of their ops.
    pub fn tables(&self) -> impl Iterator<Item = (TableId, &[OpId])> + '_ {
        self.tables.iter().enumerate().map(|(i, t)| (TableId(i as u32), &t.path[..]))
    }

    /// The body of a symbol table's op.
    pub fn table_path(&self, table: TableId) -> &[OpId] {
        &self.tables[table.0 as usize].path
    }

    /// Resolves a symbol reference (`@f`, `@m::@f`) in `scope`, as MLIR's
    /// `lookupNearestSymbolFrom`: the root name in the table, each nested
    /// name in the table defined by the symbol before it.
    pub fn resolve_symbol(
        &self,
        ctx: &Context,
        root: &Body,
        scope: Option<TableId>,
        reference: Attribute,
    ) -> Option<ResolvedSymbol> {
        let AttrKind::SymbolRef { root: name, nested } = ctx.attr_kind(reference) else { return None };
        let mut table = scope?;
        let mut op = *self.tables[table.0 as usize].symbols.get(name)?;
        for n in nested.iter() {
            let mut path = self.tables[table.0 as usize].path.clone();
            path.push(op);
            table = self.lookup_table(&path)?;
            op = *self.tables[table.0 as usize].symbols.get(n)?;
        }
        // A table's symbols are ops of its body; they were erased if the IR
        // changed since (they are looked up again then, so this is a guard).
        body_at(root, self.table_path(table)).filter(|b| live(b, op))?;
        Some(ResolvedSymbol { table, op })
    }

    /// The node of the callable a symbol reference names, if it names one.
    pub fn resolve_node(
        &self,
        ctx: &Context,
        root: &Body,
        scope: Option<TableId>,
        reference: Attribute,
    ) -> Option<NodeId> {
        let found = self.resolve_symbol(ctx, root, scope, reference)?;
        let mut path: IsolatedPath = self.table_path(found.table).into();
        path.push(found.op);
        self.lookup_node(&path)
    }

    /// The node a call goes to: its callee's, or [`NodeId::UNKNOWN_CALLEE`]
    /// (MLIR's `resolveCallable`).
    pub fn resolve_call(&self, ctx: &Context, root: &Body, call: &CallSite) -> NodeId {
        body_at(root, &call.body)
            .and_then(|body| callee_attr(ctx, body, call.op))
            .and_then(|callee| self.resolve_node(ctx, root, call.scope, callee))
            .unwrap_or(NodeId::UNKNOWN_CALLEE)
    }

    /// The strongly connected components reachable from the external caller
    /// node, callees before callers, as LLVM's `scc_iterator` gives them
    /// (Tarjan's algorithm, children in edge order; within a component, the
    /// node the search entered it by comes last).
    pub fn sccs_bottom_up(&self) -> Vec<Vec<NodeId>> {
        struct Frame {
            node: NodeId,
            next_child: usize,
            min_visited: u32,
        }
        const DONE: u32 = u32::MAX;
        let mut visit_number = vec![0u32; self.nodes.len()];
        let mut counter = 0u32;
        let mut scc_stack: Vec<NodeId> = Vec::new();
        let mut visit_stack: Vec<Frame> = Vec::new();
        let mut out = Vec::new();
        let mut visit =
            |node: NodeId, visit_number: &mut Vec<u32>, scc_stack: &mut Vec<NodeId>, stack: &mut Vec<Frame>| {
                counter += 1;
                visit_number[node.index()] = counter;
                scc_stack.push(node);
                stack.push(Frame { node, next_child: 0, min_visited: counter });
            };
        visit(NodeId::EXTERNAL_CALLER, &mut visit_number, &mut scc_stack, &mut visit_stack);
        while let Some(top) = visit_stack.last_mut() {
            let edges = &self.nodes[top.node.index()].edges;
            if let Some(edge) = edges.get(top.next_child) {
                top.next_child += 1;
                let seen = visit_number[edge.target.index()];
                if seen == 0 {
                    visit(edge.target, &mut visit_number, &mut scc_stack, &mut visit_stack);
                } else if top.min_visited > seen {
                    top.min_visited = seen;
                }
                continue;
            }
            let Some(done) = visit_stack.pop() else { break };
            if let Some(parent) = visit_stack.last_mut() {
                parent.min_visited = parent.min_visited.min(done.min_visited);
            }
            if done.min_visited != visit_number[done.node.index()] {
                continue;
            }
            let mut scc = Vec::new();
            while let Some(n) = scc_stack.pop() {
                visit_number[n.index()] = DONE;
                scc.push(n);
                if n == done.node {
                    break;
                }
            }
            out.push(scc);
        }
        out
    }
}

impl Builder<'_> {
    /// Registers the symbol table owning `body`, at `path`.
    fn add_table(&mut self, body: &Body, path: IsolatedPath) -> TableId {
        let id = TableId(self.graph.tables.len() as u32);
        let mut symbols = FxHashMap::default();
        // MLIR's symbol table holds the ops of the first region with a
        // `sym_name`; a verified table has no duplicates (the first is kept).
        if let Some(&region) = body.top_regions().first() {
            for block in body.blocks_of(region) {
                for op in body.block_ops(block) {
                    if let Some(name) = body.symbol_name(self.ctx, op) {
                        symbols.entry(self.ctx.ident(name)).or_insert(op);
                    }
                }
            }
        }
        self.graph.table_by_path.insert(path.clone(), id);
        self.graph.tables.push(SymbolTable { path, symbols });
        id
    }

    fn walk_block(
        &mut self,
        body: &Body,
        path: &mut IsolatedPath,
        block: BlockId,
        scope: Option<TableId>,
        parent: Option<NodeId>,
    ) {
        for op in body.block_ops(block) {
            self.walk_op(body, path, op, scope, parent);
        }
    }

    /// MLIR's `computeCallGraph` for one op.
    fn walk_op(
        &mut self,
        body: &Body,
        path: &mut IsolatedPath,
        op: OpId,
        scope: Option<TableId>,
        mut parent: Option<NodeId>,
    ) {
        let ctx = self.ctx;
        let def = ctx.op_def(body.op_name(op));
        if def.is_some_and(|d| d.has_interface::<CallLike>()) {
            // A call's regions (if any) are not walked, as in MLIR.
            if let Some(caller) = parent {
                let site = CallSite { body: path.clone(), op, scope };
                self.calls.push(PendingCall { caller, site });
            }
            return;
        }
        if def.is_some_and(|d| d.has_interface::<FunctionLike>()) && body.is_isolated(op) {
            if !has_callable_region(body, op) {
                // A declaration: nothing to walk.
                return;
            }
            path.push(op);
            let node = NodeId(self.graph.nodes.len() as u32);
            self.graph.nodes.push(Node { path: path.clone(), scope, ..Node::default() });
            self.graph.node_by_path.insert(path.clone(), node);
            path.pop();
            let from = parent.unwrap_or(NodeId::EXTERNAL_CALLER);
            let kind = if parent.is_some() { EdgeKind::Child } else { EdgeKind::Abstract };
            self.graph.nodes[from.index()].add_edge(Edge { target: node, kind });
            parent = Some(node);
        }
        match body.isolated_body(op) {
            Some(inner) => {
                path.push(op);
                let inner_scope = if def.is_some_and(|d| d.has(Traits::SYMBOL_TABLE)) {
                    Some(self.add_table(inner, path.clone()))
                } else {
                    nested_scope(ctx, body, op, scope, None)
                };
                for &r in inner.top_regions() {
                    for block in inner.blocks_of(r) {
                        self.walk_block(inner, path, block, inner_scope, parent);
                    }
                }
                path.pop();
            }
            None => {
                let inner_scope = nested_scope(ctx, body, op, scope, None);
                for &r in body.regions(op) {
                    for block in body.blocks_of(r) {
                        self.walk_block(body, path, block, inner_scope, parent);
                    }
                }
            }
        }
    }
}

/// True when the isolated `FunctionLike` op has a body (a declaration has
/// an empty region and is not a callable: MLIR's `getCallableRegion` is null).
pub(crate) fn has_callable_region(body: &Body, op: OpId) -> bool {
    body.isolated_body(op)
        .and_then(|inner| inner.top_regions().first().map(|&r| !inner.region_is_empty(r)))
        .unwrap_or(false)
}

/// The symbol table in effect inside `op`'s regions, given `scope` outside:
/// `table` if `op` defines one, nothing if `op` might be a symbol table of an
/// unknown dialect (MLIR's `isPotentiallyUnknownSymbolTable`: one region, no
/// loaded dialect), `scope` otherwise.
pub(crate) fn nested_scope(
    ctx: &Context,
    body: &Body,
    op: OpId,
    scope: Option<TableId>,
    table: Option<TableId>,
) -> Option<TableId> {
    let name = body.op_name(op);
    if ctx.op_def(name).is_some_and(|d| d.has(Traits::SYMBOL_TABLE)) {
        return table;
    }
    if body.num_regions(op) == 1 && !ctx.is_dialect_registered(ctx.op_dialect(name)) {
        return None;
    }
    scope
}

/// The callee attribute of a `CallLike` op.
pub(crate) fn callee_attr(ctx: &Context, body: &Body, op: OpId) -> Option<Attribute> {
    let call = ctx.op_def(body.op_name(op))?.get_interface::<CallLike>()?;
    body.attr(ctx, op, call.callee_attr)
}

/// Calls `f` with every symbol reference in `attr` (nested in arrays and
/// dictionaries included), as MLIR's `walkSymbolRefs` finds them.
pub(crate) fn for_each_symbol_ref(ctx: &Context, attr: Attribute, f: &mut impl FnMut(Attribute)) {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { .. } => f(attr),
        AttrKind::Array(items) => items.iter().for_each(|&a| for_each_symbol_ref(ctx, a, f)),
        AttrKind::Dictionary(entries) => entries.iter().for_each(|e| for_each_symbol_ref(ctx, e.value, f)),
        AttrKind::Distinct { inner, .. } => for_each_symbol_ref(ctx, *inner, f),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{parse_source, ParseOptions};

    fn func(name: &str, private: bool, calls: &[&str]) -> String {
        let vis = if private { r#", sym_visibility = "private""# } else { "" };
        let calls: String =
            calls.iter().map(|c| format!("    \"func.call\"() <{{callee = @{c}}}> : () -> ()\n")).collect();
        format!(
            "\"func.func\"() <{{function_type = () -> (), sym_name = \"{name}\"{vis}}}> ({{\n{calls}    \"func.return\"() : () -> ()\n}}) : () -> ()\n"
        )
    }

    /// The graph of a module, and a node's name.
    fn graph(ctx: &Context, funcs: &str) -> (crate::ir::OwnedOp, CallGraph) {
        let text = format!("\"builtin.module\"() ({{\n{funcs}}}) : () -> ()\n");
        let owned = parse_source(ctx, ParseOptions { file_name: "t.mlir" }, &text).unwrap();
        let cg = CallGraph::build(ctx, owned.body().unwrap(), true);
        (owned, cg)
    }

    fn name(ctx: &Context, owned: &crate::ir::OwnedOp, cg: &CallGraph, node: NodeId) -> String {
        match node {
            NodeId::EXTERNAL_CALLER => "<external>".into(),
            NodeId::UNKNOWN_CALLEE => "<unknown>".into(),
            _ => {
                let path = cg.path(node);
                let body = body_at(owned.body().unwrap(), &path[..path.len() - 1]).unwrap();
                body.symbol_name(ctx, *path.last().unwrap()).unwrap().to_string()
            }
        }
    }

    #[test]
    fn components_come_bottom_up_in_llvms_order() {
        let ctx = Context::new();
        let funcs = func("a", false, &["b"])
            + &func("b", false, &["c"])
            + &func("c", false, &["a", "d"])
            + &func("d", true, &[])
            + &func("e", false, &["e", "missing"])
            + &func("caller", false, &["a"]);
        let (owned, cg) = graph(&ctx, &funcs);
        let sccs: Vec<Vec<String>> =
            cg.sccs_bottom_up().iter().map(|s| s.iter().map(|&n| name(&ctx, &owned, &cg, n)).collect()).collect();
        // The search enters the cycle at a; the node it entered by comes last.
        assert_eq!(
            sccs,
            [vec!["d"], vec!["c", "b", "a"], vec!["<unknown>"], vec!["e"], vec!["caller"], vec!["<external>"],]
        );
        // Every top-level callable hangs off the external node, in order.
        let external: Vec<_> = cg.edges(NodeId::EXTERNAL_CALLER).iter().map(|e| e.kind).collect();
        assert_eq!(external, [EdgeKind::Abstract; 6]);
        // A repeated call gives one edge.
        let e = cg.nodes().nth(4).unwrap();
        assert_eq!(cg.edges(e).len(), 2);
    }

    #[test]
    fn calls_resolve_in_the_nearest_symbol_table() {
        let ctx = Context::new();
        let inner = func("f", true, &[]) + &func("g", false, &["f"]);
        let funcs = func("f", false, &[])
            + &format!("\"builtin.module\"() <{{sym_name = \"m\"}}> ({{\n{inner}}}) : () -> ()\n");
        let (owned, cg) = graph(&ctx, &funcs);
        let nodes: Vec<NodeId> = cg.nodes().collect();
        assert_eq!(nodes.len(), 3);
        let g = nodes[2];
        assert_eq!(name(&ctx, &owned, &cg, g), "g");
        // g calls the f of its own module, not the top-level one.
        let target = cg.edges(g)[0].target;
        assert_eq!(target, nodes[1]);
        assert_eq!(cg.path(target).len(), 2);
        // A nested reference resolves through the module.
        let nested = ctx.intern_attr(AttrKind::SymbolRef { root: ctx.ident("m"), nested: Box::new([ctx.ident("g")]) });
        assert_eq!(cg.resolve_node(&ctx, owned.body().unwrap(), Some(TableId(0)), nested), Some(g));
    }
}
