//! `view-op-graph`: a Graphviz (DOT) picture of the op, as MLIR 22's
//! `ViewOpGraph.cpp` prints it. Declared in `transforms.toml`.

use std::collections::BTreeMap;
use std::fmt::Write;

use rustc_hash::FxHashMap;

use crate::ir::{
    AttrKind, Attribute, Body, BodyKey, Context, NamedAttr, OpId, OpName, RegionId, Type, ValueId, ValueNames,
};
use crate::pass::{AnchorOp, PassBehavior, PassError};

use super::generated::ViewOpGraph;

/// Above this many elements, elements attributes are shown as `[...]`
/// (MLIR's default `--mlir-elide-elementsattrs-if-larger`).
const LARGE_ATTRIBUTE_LIMIT: usize = 16;

impl PassBehavior for ViewOpGraph {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let view = op.view();
        let mut graph = Graph {
            ctx: view.ctx,
            pass: self,
            names: ValueNames::new(view.ctx, view.body, view.op),
            colors: colors(view.body, view.op),
            out: String::new(),
            indent: 0,
            edges: Vec::new(),
            data_flow: Vec::new(),
            value_nodes: FxHashMap::default(),
            counter: 0,
        };
        graph.line("digraph G {");
        graph.indent += 1;
        graph.line("compound = true;");
        graph.process_op(view.body, view.op);
        graph.emit_all_edges();
        graph.indent -= 1;
        graph.line("}");
        self.state.write(&graph.out);
        op.mark_all_analyses_preserved();
        Ok(())
    }
}

/// A node of the graph; a cluster (an op with regions, a block) is drawn to
/// and from through an invisible anchor node.
#[derive(Clone, Copy, Default)]
struct Node {
    id: u32,
    cluster: Option<u32>,
}

struct Graph<'a> {
    ctx: &'a Context,
    pass: &'a ViewOpGraph,
    names: ValueNames<'a>,
    /// The fill color of each op name.
    colors: FxHashMap<OpName, String>,
    out: String,
    indent: usize,
    /// Edges, printed after every node.
    edges: Vec<String>,
    /// Uses (value, user node, port), turned into edges at the end, when every
    /// value has its node (graph regions use values before their definition).
    data_flow: Vec<(BodyKey, ValueId, Node, String)>,
    value_nodes: FxHashMap<(BodyKey, ValueId), Node>,
    counter: u32,
}

impl Graph<'_> {
    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn process_op(&mut self, body: &Body, op: OpId) -> Node {
        let (host, regions) = body.op_region_host(op);
        let node = if regions.is_empty() {
            let label = self.record_label(body, op);
            let color = self.colors.get(&body.op_name(op)).cloned().unwrap_or_default();
            self.node(&label, "Mrecord", &color)
        } else {
            let label = self.cluster_label(body, op);
            let regions: Vec<RegionId> = regions.to_vec();
            self.cluster(&label, |graph| {
                for &r in &regions {
                    for block in host.blocks_of(r) {
                        graph.process_block(host, block);
                    }
                }
            })
        };
        if self.pass.options.print_data_flow_edges {
            for v in body.operands(op) {
                let port = self.port_name(body, v);
                self.data_flow.push((body.key(), v, node, port));
            }
        }
        for r in body.results(op) {
            self.value_nodes.insert((body.key(), r), node);
        }
        node
    }

    fn process_block(&mut self, body: &Body, block: crate::ir::BlockId) {
        self.cluster("", |graph| {
            for &arg in body.block_args(block) {
                let mut label = format!("<res{}> {}", graph.port_name(body, arg), graph.names.name(body, arg));
                if graph.pass.options.print_result_types {
                    label.push(' ');
                    label.push_str(&graph.type_text(body.value_type(arg)));
                }
                let node = graph.node(&label, "Mrecord", "");
                graph.value_nodes.insert((body.key(), arg), node);
            }
            let mut previous: Option<Node> = None;
            for op in body.block_ops(block) {
                let node = graph.process_op(body, op);
                if let (true, Some(prev)) = (graph.pass.options.print_control_flow_edges, previous) {
                    graph.edge(prev, node, "", "dashed");
                }
                previous = Some(node);
            }
        });
    }

    /// Emits a node statement.
    fn node(&mut self, label: &str, shape: &str, background: &str) -> Node {
        self.counter += 1;
        let id = self.counter;
        let mut attrs = BTreeMap::new();
        attrs.insert("label", quote(label));
        attrs.insert("shape", shape.to_string());
        if !background.is_empty() {
            attrs.insert("style", "filled".to_string());
            attrs.insert("fillcolor", quote(background));
        }
        let text = format!("v{id} {}", attr_list(&attrs));
        self.line(&format!("{text};"));
        Node { id, cluster: None }
    }

    /// Emits a cluster (subgraph) with its anchor node; `body` emits what is
    /// inside.
    fn cluster(&mut self, label: &str, body: impl FnOnce(&mut Self)) -> Node {
        self.counter += 1;
        let cluster = self.counter;
        self.line(&format!("subgraph cluster_{cluster} {{"));
        self.indent += 1;
        let anchor = self.node(" ", "plain", "");
        self.line(&format!("label = {};", quote(label)));
        body(self);
        self.indent -= 1;
        self.line("}");
        Node { id: anchor.id, cluster: Some(cluster) }
    }

    /// Queues an edge; a port is used only at an end that is not a cluster.
    fn edge(&mut self, from: Node, to: Node, port: &str, style: &str) {
        let mut attrs = BTreeMap::new();
        attrs.insert("style", style.to_string());
        if let Some(c) = from.cluster {
            attrs.insert("ltail", format!("cluster_{c}"));
        }
        if let Some(c) = to.cluster {
            attrs.insert("lhead", format!("cluster_{c}"));
        }
        let mut text = format!("v{}", from.id);
        if !port.is_empty() && from.cluster.is_none() {
            let _ = write!(text, ":res{port}:s");
        }
        let _ = write!(text, " -> v{}", to.id);
        if !port.is_empty() && to.cluster.is_none() {
            let _ = write!(text, ":arg{port}:n");
        }
        text.push_str(&attr_list(&attrs));
        self.edges.push(text);
    }

    fn emit_all_edges(&mut self) {
        if self.pass.options.print_data_flow_edges {
            for (key, value, node, port) in std::mem::take(&mut self.data_flow) {
                let source = self.value_nodes.get(&(key, value)).copied().unwrap_or_default();
                self.edge(source, node, &port, "solid");
            }
        }
        for edge in std::mem::take(&mut self.edges) {
            self.line(&format!("{edge};"));
        }
    }

    /// The value's name as a record port: `%2#1` becomes `_2_1`.
    fn port_name(&self, body: &Body, v: ValueId) -> String {
        self.names.name(body, v).replace(['%', '#'], "_")
    }

    /// An op without regions: its operand ports, name, attributes and result
    /// ports.
    fn record_label(&self, body: &Body, op: OpId) -> String {
        let mut label = String::from("{");
        if body.num_operands(op) > 0 {
            label.push('{');
            let ports: Vec<String> = body
                .operands(op)
                .map(|v| format!("<arg{}> {}", self.port_name(body, v), self.names.name(body, v)))
                .collect();
            label.push_str(&ports.join("|"));
            label.push_str("}|");
        }
        label.push_str(self.ctx.op_name_str(body.op_name(op)));
        label.push_str("\\l");
        let attrs = op_attrs(self.ctx, body, op);
        if self.pass.options.print_attrs && !attrs.is_empty() {
            label.push_str("\\l");
            for a in &attrs {
                let _ = write!(label, "{}: {}\\l", self.ctx.ident_str(a.name), self.attr_text(a.value));
            }
        }
        if body.num_results(op) > 0 {
            let ports: Vec<String> = body
                .results(op)
                .map(|r| {
                    let mut port = format!("<res{}> {}", self.port_name(body, r), self.names.name(body, r));
                    if self.pass.options.print_result_types {
                        port.push(' ');
                        port.push_str(&self.type_text(body.value_type(r)));
                    }
                    port
                })
                .collect();
            let _ = write!(label, "|{{{}}}", ports.join("|"));
        }
        label.push('}');
        label
    }

    /// An op with regions: its name, result types and attributes.
    fn cluster_label(&self, body: &Body, op: OpId) -> String {
        let mut label = self.ctx.op_name_str(body.op_name(op)).to_string();
        if self.pass.options.print_result_types {
            let types: Vec<String> = body.results(op).map(|r| self.ctx.type_to_string(body.value_type(r))).collect();
            let _ = write!(label, " : ({})", self.truncate(&types.join(", ")));
        }
        if self.pass.options.print_attrs {
            label.push_str("\\l");
            for a in op_attrs(self.ctx, body, op) {
                let _ = write!(label, "{}: {}\\l", self.ctx.ident_str(a.name), self.attr_text(a.value));
            }
        }
        label
    }

    fn truncate(&self, text: &str) -> String {
        let max = self.pass.options.max_label_len as usize;
        if text.len() <= max {
            return text.to_string();
        }
        // Cut on a character boundary at or below `max` bytes.
        let mut cut = max;
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        format!("{}...", &text[..cut])
    }

    fn type_text(&self, ty: Type) -> String {
        escape_label(&self.truncate(&self.ctx.type_to_string(ty)))
    }

    /// An attribute value; splats in full, large elements and arrays elided,
    /// the rest cut at `max-label-len`.
    fn attr_text(&self, attr: Attribute) -> String {
        let ctx = self.ctx;
        match ctx.attr_kind(attr) {
            AttrKind::DenseElements { splat: true, .. } => return escape_label(&ctx.attr_to_string(attr)),
            AttrKind::DenseElements { ty, .. } | AttrKind::DenseResource { ty, .. } | AttrKind::Sparse { ty, .. } => {
                if let Some(shape) = ctx.shape(*ty) {
                    let elements: i64 = shape.iter().product();
                    if elements > LARGE_ATTRIBUTE_LIMIT as i64 {
                        let rank = shape.len();
                        return format!("{}...{} : {}", "[".repeat(rank), "]".repeat(rank), self.type_text(*ty));
                    }
                }
            }
            AttrKind::Array(elements) if elements.len() > LARGE_ATTRIBUTE_LIMIT => return "[...]".to_string(),
            _ => {}
        }
        escape_label(&self.truncate(&ctx.attr_to_string(attr)))
    }
}

/// The op's inherent and discardable attributes, sorted by name (MLIR's
/// `Operation::getAttrs`).
fn op_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<NamedAttr> {
    let data = body.op(op);
    let mut attrs: Vec<NamedAttr> =
        ctx.dict_entries(data.props()).iter().chain(ctx.dict_entries(data.attrs())).copied().collect();
    attrs.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
    attrs
}

/// One color per op name, hues spread evenly in the order names are first
/// met in a post-order walk (MLIR's `initColorMapping`).
fn colors(holder: &Body, root: OpId) -> FxHashMap<OpName, String> {
    let mut order: Vec<OpName> = Vec::new();
    let mut seen: FxHashMap<OpName, ()> = FxHashMap::default();
    let mut visit = |name: OpName| {
        if seen.insert(name, ()).is_none() {
            order.push(name);
        }
    };
    walk_postorder_all(holder, root, &mut visit);
    let n = order.len();
    order.into_iter().enumerate().map(|(i, name)| (name, format!("{:.6} 0.3 0.95", i as f64 / n as f64))).collect()
}

/// Every op nested in `op` (in any body), each after its nested ops, then `op`.
fn walk_postorder_all(body: &Body, op: OpId, f: &mut impl FnMut(OpName)) {
    let (host, regions) = body.op_region_host(op);
    for &r in regions {
        for block in host.blocks_of(r) {
            for nested in host.block_ops(block) {
                walk_postorder_all(host, nested, f);
            }
        }
    }
    f(body.op_name(op));
}

/// Graphviz record labels treat braces, bars and angle brackets as syntax:
/// backslash them (and quotes and newlines).
fn escape_label(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '{' | '|' | '<' | '}' | '>' | '\n' | '"') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn quote(text: &str) -> String {
    format!("\"{text}\"")
}

fn attr_list(attrs: &BTreeMap<&str, String>) -> String {
    let items: Vec<String> = attrs.iter().map(|(k, v)| format!("{k} = {v}")).collect();
    format!("[{}]", items.join(", "))
}
