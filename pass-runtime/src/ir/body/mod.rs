//! The arena that owns the regions of one `IsolatedFromAbove` operation.
//!
//! A [`Body`] holds every operation, block, region, value and use of its
//! regions, including the regions of nested ops that are not isolated. A nested
//! isolated op (a function in a module) is an operation of its parent's body that
//! owns a `Body` of its own, so no SSA value and no use-list ever crosses a body:
//! running passes on sibling functions in parallel means handing out disjoint
//! `&mut` to their bodies, and the borrow checker enforces MLIR's threading rules.
//!
//! Entities are never freed while the body lives: erasing an op unlinks it and
//! marks it dead, so ids stay stable (analysis caches and diagnostics rely on
//! that). Order (which op follows which, which block follows which) is kept in
//! intrusive links on the entities themselves (`list.rs`).

mod list;

use smallvec::SmallVec;
use std::sync::atomic::{AtomicU64, Ordering};

use super::attributes::{Attribute, Ident, Location};
use super::context::{Context, OpName};
use super::entity::{entity_id, EntityId, EntityVec};
use super::types::Type;
use list::{Ends, Linked, Links};

entity_id!(
    /// An operation in a [`Body`].
    OpId,
    "op"
);
entity_id!(
    /// A block in a [`Body`].
    BlockId,
    "^bb"
);
entity_id!(
    /// A region in a [`Body`].
    RegionId,
    "region"
);
entity_id!(
    /// An SSA value (op result or block argument) in a [`Body`].
    ValueId,
    "%"
);
entity_id!(
    /// One use of a value: an operand slot of an operation.
    UseId,
    "use"
);

/// A process-wide unique number for each body, so that `(BodyKey, OpId)` names
/// an operation uniquely for analysis caches.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct BodyKey(u64);

static NEXT_BODY_KEY: AtomicU64 = AtomicU64::new(1);

impl BodyKey {
    /// The raw number.
    pub fn raw(self) -> u64 {
        self.0
    }

    fn fresh() -> Self {
        BodyKey(NEXT_BODY_KEY.fetch_add(1, Ordering::Relaxed))
    }
}

/// Where the regions of an operation live.
#[derive(Clone)]
pub enum OpRegions {
    /// In the same body as the op (the op is not `IsolatedFromAbove`).
    Inline(SmallVec<[RegionId; 1]>),
    /// In a body owned by the op (the op is `IsolatedFromAbove`).
    Isolated(Box<Body>),
}

/// Where an op's regions live, as an op keeps it: [`OpRegions`] with the
/// list of inline regions boxed, which makes ops (most have no regions)
/// 16 bytes smaller.
#[derive(Clone)]
enum Regions {
    Inline(Box<[RegionId]>),
    Isolated(Box<Body>),
}

impl From<OpRegions> for Regions {
    fn from(regions: OpRegions) -> Self {
        match regions {
            OpRegions::Inline(rs) => Regions::Inline(rs.into_vec().into_boxed_slice()),
            OpRegions::Isolated(b) => Regions::Isolated(b),
        }
    }
}

/// An operation.
#[derive(Clone)]
pub struct OpData {
    name: OpName,
    loc: Location,
    /// Inherent attributes (MLIR's properties): a dictionary attribute.
    props: Attribute,
    /// Discardable attributes: a dictionary attribute.
    attrs: Attribute,
    operands: SmallVec<[UseId; 3]>,
    /// Results are allocated together at creation: `first_result .. + num_results`.
    first_result: ValueId,
    num_results: u32,
    /// Boxed rather than inline: most ops have none.
    successors: Box<[BlockId]>,
    regions: Regions,
    /// The block holding the op; `None` while detached.
    block: Option<BlockId>,
    /// The op's place among its block's ops.
    links: Links<OpId>,
    erased: bool,
}

impl OpData {
    /// The op's name.
    pub fn name(&self) -> OpName {
        self.name
    }
    /// The op's location.
    pub fn loc(&self) -> Location {
        self.loc
    }
    /// Inherent attributes (properties), a dictionary attribute.
    pub fn props(&self) -> Attribute {
        self.props
    }
    /// Discardable attributes, a dictionary attribute.
    pub fn attrs(&self) -> Attribute {
        self.attrs
    }
    /// Number of results.
    pub fn num_results(&self) -> usize {
        self.num_results as usize
    }
    /// Number of operands.
    pub fn num_operands(&self) -> usize {
        self.operands.len()
    }
    /// The body owned by an isolated op.
    pub fn isolated_body(&self) -> Option<&Body> {
        match &self.regions {
            Regions::Isolated(b) => Some(b),
            Regions::Inline(_) => None,
        }
    }
    /// The body owned by an isolated op, mutably.
    pub fn isolated_body_mut(&mut self) -> Option<&mut Body> {
        match &mut self.regions {
            Regions::Isolated(b) => Some(b),
            Regions::Inline(_) => None,
        }
    }
    /// Sets the location.
    pub fn set_loc(&mut self, loc: Location) {
        self.loc = loc;
    }
    /// Replaces the discardable attribute dictionary.
    pub fn set_attrs(&mut self, attrs: Attribute) {
        self.attrs = attrs;
    }
    /// Replaces the property dictionary.
    pub fn set_props(&mut self, props: Attribute) {
        self.props = props;
    }
    /// True once erased.
    pub fn is_erased(&self) -> bool {
        self.erased
    }
    /// Exchanges the name, location, attributes and body of two isolated ops
    /// (of different bodies); operands, results and links stay. Returns false,
    /// changing nothing, unless both are isolated.
    pub(crate) fn swap_isolated(&mut self, other: &mut OpData) -> bool {
        let isolated = |d: &OpData| matches!(d.regions, Regions::Isolated(_));
        if !isolated(self) || !isolated(other) {
            return false;
        }
        std::mem::swap(&mut self.name, &mut other.name);
        std::mem::swap(&mut self.loc, &mut other.loc);
        std::mem::swap(&mut self.props, &mut other.props);
        std::mem::swap(&mut self.attrs, &mut other.attrs);
        std::mem::swap(&mut self.regions, &mut other.regions);
        true
    }
}

/// How a value is defined.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result {
        /// The defining op.
        op: OpId,
        /// The result number.
        index: u32,
    },
    /// Argument `index` of `block`.
    BlockArg {
        /// The block.
        block: BlockId,
        /// The argument number.
        index: u32,
    },
    /// A forward reference the parser has not resolved yet, or an erased argument.
    Detached,
}

/// An SSA value.
#[derive(Clone)]
pub struct ValueData {
    ty: Type,
    def: ValueDef,
    /// Block arguments carry their own location; results use their op's.
    loc: Location,
    first_use: Option<UseId>,
}

/// One operand slot: a use of `value` by `owner`, linked into the value's use-list.
#[derive(Clone)]
pub struct UseData {
    value: ValueId,
    owner: OpId,
    index: u32,
    prev: Option<UseId>,
    next: Option<UseId>,
}

/// A basic block.
#[derive(Clone)]
pub struct BlockData {
    args: SmallVec<[ValueId; 4]>,
    region: Option<RegionId>,
    /// The block's ops, in order.
    ops: Ends<OpId>,
    /// The block's place among its region's blocks.
    links: Links<BlockId>,
}

/// A region: a list of blocks.
#[derive(Clone)]
pub struct RegionData {
    /// The op owning the region, or `None` for the top regions of the body's
    /// isolated owner.
    parent: Option<OpId>,
    /// The region's blocks, in order.
    blocks: Ends<BlockId>,
}

/// Ops and blocks keep their place in their parent's list in `links`.
macro_rules! linked_by_field {
    ($($data:ty => $id:ty),*) => {$(
        impl Linked<$id> for $data {
            #[inline]
            fn links(&self) -> &Links<$id> {
                &self.links
            }
            #[inline]
            fn links_mut(&mut self) -> &mut Links<$id> {
                &mut self.links
            }
        }
    )*};
}

linked_by_field!(OpData => OpId, BlockData => BlockId);

/// A position where an op can be inserted.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    /// Before this op.
    Before(OpId),
    /// After this op.
    After(OpId),
    /// At the start of this block.
    BlockStart(BlockId),
    /// At the end of this block.
    BlockEnd(BlockId),
}

/// Everything needed to create an operation.
#[derive(Clone)]
pub struct OpSpec<'a> {
    /// The op's name.
    pub name: OpName,
    /// Operand values (in the body the op is created in).
    pub operands: &'a [ValueId],
    /// Result types.
    pub results: &'a [Type],
    /// Properties dictionary (use `Context::empty_dictionary` for none).
    pub props: Attribute,
    /// Discardable attributes dictionary.
    pub attrs: Attribute,
    /// Successor blocks.
    pub successors: &'a [BlockId],
    /// Number of (empty) regions to create.
    pub num_regions: usize,
    /// Location.
    pub loc: Location,
}

impl<'a> OpSpec<'a> {
    /// A spec with no operands, results, attributes, successors or regions.
    pub fn new(ctx: &Context, name: OpName, loc: Location) -> Self {
        OpSpec {
            name,
            operands: &[],
            results: &[],
            props: ctx.empty_dictionary(),
            attrs: ctx.empty_dictionary(),
            successors: &[],
            num_regions: 0,
            loc,
        }
    }
}

/// How many entities of each kind a [`Body`] holds (see [`Body::sizes`]): a
/// hint to make room for a similar body up front.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct BodySizes {
    pub(crate) ops: usize,
    pub(crate) values: usize,
    /// Uses (operand slots).
    pub(crate) uses: usize,
    pub(crate) blocks: usize,
    pub(crate) regions: usize,
}

/// The arena of one isolated op's regions. See the module documentation.
pub struct Body {
    key: BodyKey,
    ops: EntityVec<OpId, OpData>,
    blocks: EntityVec<BlockId, BlockData>,
    regions: EntityVec<RegionId, RegionData>,
    values: EntityVec<ValueId, ValueData>,
    uses: EntityVec<UseId, UseData>,
    top_regions: SmallVec<[RegionId; 1]>,
}

impl Clone for Body {
    /// A deep copy with a fresh identity (the copy is a different op).
    fn clone(&self) -> Self {
        Body {
            key: BodyKey::fresh(),
            ops: self.ops.clone(),
            blocks: self.blocks.clone(),
            regions: self.regions.clone(),
            values: self.values.clone(),
            uses: self.uses.clone(),
            top_regions: self.top_regions.clone(),
        }
    }
}

impl Default for Body {
    fn default() -> Self {
        Body::new(0)
    }
}

impl std::fmt::Debug for Body {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Body").field("key", &self.key).field("ops", &self.ops.len()).finish()
    }
}

impl Body {
    /// An empty body with `num_regions` empty top regions.
    pub fn new(num_regions: usize) -> Self {
        let mut body = Body {
            key: BodyKey::fresh(),
            ops: EntityVec::new(),
            blocks: EntityVec::new(),
            regions: EntityVec::new(),
            values: EntityVec::new(),
            uses: EntityVec::new(),
            top_regions: SmallVec::new(),
        };
        for _ in 0..num_regions {
            let r = body.regions.push(RegionData { parent: None, blocks: Ends::EMPTY });
            body.top_regions.push(r);
        }
        body
    }

    /// Reserves room for about `ops` more operations (and as many values and
    /// uses), to avoid regrowing the arenas while a body is built.
    pub fn reserve(&mut self, ops: usize) {
        self.ops.reserve(ops);
        self.values.reserve(ops);
        self.uses.reserve(ops * 2);
    }

    /// How many entities of each kind the body holds.
    pub(crate) fn sizes(&self) -> BodySizes {
        BodySizes {
            ops: self.ops.len(),
            values: self.values.len(),
            uses: self.uses.len(),
            blocks: self.blocks.len(),
            regions: self.regions.len(),
        }
    }

    /// Reserves room for `sizes` more entities of each kind.
    pub(crate) fn reserve_sizes(&mut self, sizes: BodySizes) {
        self.ops.reserve(sizes.ops);
        self.values.reserve(sizes.values);
        self.uses.reserve(sizes.uses);
        self.blocks.reserve(sizes.blocks);
        self.regions.reserve(sizes.regions);
    }

    /// Gives back the arenas' unused capacity (once a body is built).
    pub(crate) fn shrink_to_fit(&mut self) {
        self.ops.shrink_to_fit();
        self.values.shrink_to_fit();
        self.uses.shrink_to_fit();
        self.blocks.shrink_to_fit();
        self.regions.shrink_to_fit();
    }

    /// This body's unique identity.
    pub fn key(&self) -> BodyKey {
        self.key
    }

    /// The regions of the isolated op that owns this body.
    pub fn top_regions(&self) -> &[RegionId] {
        &self.top_regions
    }

    /// Appends a new empty top region (for building an isolated op).
    pub fn add_top_region(&mut self) -> RegionId {
        let r = self.regions.push(RegionData { parent: None, blocks: Ends::EMPTY });
        self.top_regions.push(r);
        r
    }

    /// Number of live and erased ops ever allocated (an upper bound for id maps).
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }

    /// Number of values ever allocated (an upper bound for id maps).
    pub fn value_capacity(&self) -> usize {
        self.values.len()
    }

    /// Number of blocks ever allocated (an upper bound for id maps).
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }

    /// Number of regions ever allocated (an upper bound for id maps).
    pub fn region_capacity(&self) -> usize {
        self.regions.len()
    }

    // ----- operations -------------------------------------------------------

    /// The op's data.
    #[inline]
    pub fn op(&self, op: OpId) -> &OpData {
        &self.ops[op]
    }

    /// The op's data, mutably (attributes, location, isolated body).
    #[inline]
    pub fn op_mut(&mut self, op: OpId) -> &mut OpData {
        &mut self.ops[op]
    }

    /// All ops' data, for handing out disjoint `&mut` to sibling isolated ops.
    pub fn ops_mut(&mut self) -> impl Iterator<Item = (OpId, &mut OpData)> {
        self.ops.iter_mut().filter(|(_, d)| !d.erased)
    }

    /// The op's name.
    #[inline]
    pub fn op_name(&self, op: OpId) -> OpName {
        self.ops[op].name
    }

    /// Creates a detached op. For an isolated op (`isolated` true), its regions
    /// go into a new body owned by the op.
    pub fn create_op(&mut self, spec: &OpSpec<'_>, isolated: bool) -> OpId {
        let op = self.ops.next_id();
        let regions = if isolated {
            Regions::Isolated(Box::new(Body::new(spec.num_regions)))
        } else {
            let rs = (0..spec.num_regions)
                .map(|_| self.regions.push(RegionData { parent: Some(op), blocks: Ends::EMPTY }))
                .collect();
            Regions::Inline(rs)
        };
        self.create_op_in(spec, regions)
    }

    /// Creates a detached op with the given regions (already parented).
    #[inline]
    fn create_op_in(&mut self, spec: &OpSpec<'_>, regions: Regions) -> OpId {
        let op = self.ops.next_id();
        let first_result = self.values.next_id();
        for (i, &ty) in spec.results.iter().enumerate() {
            self.values.push(ValueData {
                ty,
                def: ValueDef::Result { op, index: i as u32 },
                loc: spec.loc,
                first_use: None,
            });
        }
        // The operands' uses are created here rather than with push_operand:
        // the op's operand list is built before the op is stored.
        let mut operands = SmallVec::with_capacity(spec.operands.len());
        for (i, &value) in spec.operands.iter().enumerate() {
            let head = self.values[value].first_use;
            let u = self.uses.push(UseData { value, owner: op, index: i as u32, prev: None, next: head });
            if let Some(h) = head {
                self.uses[h].prev = Some(u);
            }
            self.values[value].first_use = Some(u);
            operands.push(u);
        }
        let id = self.ops.push(OpData {
            name: spec.name,
            loc: spec.loc,
            props: spec.props,
            attrs: spec.attrs,
            operands,
            first_result,
            num_results: spec.results.len() as u32,
            successors: spec.successors.into(),
            regions,
            block: None,
            links: Links::DETACHED,
            erased: false,
        });
        debug_assert_eq!(id, op);
        op
    }

    /// Creates an op whose regions are given: `Inline` regions must be detached
    /// regions of this body (from [`Body::create_detached_region`]); an `Isolated`
    /// body becomes the op's own.
    pub fn create_op_with_regions(&mut self, spec: &OpSpec<'_>, regions: OpRegions) -> OpId {
        let op = self.ops.next_id();
        if let OpRegions::Inline(rs) = &regions {
            for &r in rs {
                debug_assert!(self.regions[r].parent.is_none(), "region already has a parent");
                self.regions[r].parent = Some(op);
            }
        }
        self.create_op_in(spec, regions.into())
    }

    /// A region not yet attached to any op (the parser fills it before it knows
    /// the op). Attach it with [`Body::create_op_with_regions`].
    pub fn create_detached_region(&mut self) -> RegionId {
        self.regions.push(RegionData { parent: None, blocks: Ends::EMPTY })
    }

    /// The regions of a non-isolated op (empty for isolated ones; see
    /// [`Body::op_region_host`]).
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        match &self.ops[op].regions {
            Regions::Inline(rs) => rs,
            Regions::Isolated(_) => &[],
        }
    }

    /// Where `op`'s regions live, and which they are: this body for ordinary ops,
    /// the op's own body for isolated ones.
    pub fn op_region_host(&self, op: OpId) -> (&Body, &[RegionId]) {
        match &self.ops[op].regions {
            Regions::Inline(rs) => (self, rs),
            Regions::Isolated(b) => (b, b.top_regions()),
        }
    }

    /// Number of regions of `op`, wherever they live.
    pub fn num_regions(&self, op: OpId) -> usize {
        self.op_region_host(op).1.len()
    }

    /// The body owned by an isolated op.
    pub fn isolated_body(&self, op: OpId) -> Option<&Body> {
        self.ops[op].isolated_body()
    }

    /// The body owned by an isolated op, mutably.
    pub fn isolated_body_mut(&mut self, op: OpId) -> Option<&mut Body> {
        self.ops[op].isolated_body_mut()
    }

    /// Takes the body of an isolated op out (leaving an empty one), to work on it
    /// while the rest of this body is borrowed. Put it back with
    /// [`Body::put_isolated_body`].
    pub fn take_isolated_body(&mut self, op: OpId) -> Option<Body> {
        match &mut self.ops[op].regions {
            Regions::Isolated(b) => Some(std::mem::take(&mut **b)),
            Regions::Inline(_) => None,
        }
    }

    /// Puts back a body taken with [`Body::take_isolated_body`].
    pub fn put_isolated_body(&mut self, op: OpId, body: Body) {
        if let Regions::Isolated(b) = &mut self.ops[op].regions {
            **b = body;
        }
    }

    /// True when `op` owns an isolated body.
    pub fn is_isolated(&self, op: OpId) -> bool {
        matches!(self.ops[op].regions, Regions::Isolated(_))
    }

    /// The op's results.
    #[inline]
    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> + DoubleEndedIterator + Clone {
        let d = &self.ops[op];
        let first = d.first_result.index();
        (first..first + d.num_results as usize).map(ValueId::new)
    }

    /// Result `i` of the op.
    #[inline]
    pub fn result(&self, op: OpId, i: usize) -> ValueId {
        let d = &self.ops[op];
        debug_assert!(i < d.num_results as usize, "result index out of range");
        ValueId::new(d.first_result.index() + i)
    }

    /// Number of results.
    #[inline]
    pub fn num_results(&self, op: OpId) -> usize {
        self.ops[op].num_results as usize
    }

    /// The op's operand values.
    #[inline]
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> + DoubleEndedIterator + Clone + '_ {
        self.ops[op].operands.iter().map(move |&u| self.uses[u].value)
    }

    /// Operand `i`'s value.
    #[inline]
    pub fn operand(&self, op: OpId, i: usize) -> ValueId {
        self.uses[self.ops[op].operands[i]].value
    }

    /// The use ids of the op's operand slots.
    pub fn operand_uses(&self, op: OpId) -> &[UseId] {
        &self.ops[op].operands
    }

    /// Number of operands.
    #[inline]
    pub fn num_operands(&self, op: OpId) -> usize {
        self.ops[op].operands.len()
    }

    /// Sets operand `i` to `value`, moving the use between use-lists.
    pub fn set_operand(&mut self, op: OpId, i: usize, value: ValueId) {
        let u = self.ops[op].operands[i];
        if self.uses[u].value == value {
            return;
        }
        self.unlink_use(u);
        self.uses[u].value = value;
        self.link_use(u);
    }

    /// Replaces all operands of `op` with `values`.
    pub fn set_operands(&mut self, op: OpId, values: &[ValueId]) {
        let old: SmallVec<[UseId; 3]> = std::mem::take(&mut self.ops[op].operands);
        for u in old {
            self.unlink_use(u);
        }
        for &v in values {
            self.push_operand(op, v);
        }
    }

    /// Appends an operand.
    pub fn push_operand(&mut self, op: OpId, value: ValueId) {
        let index = self.ops[op].operands.len() as u32;
        let u = self.uses.push(UseData { value, owner: op, index, prev: None, next: None });
        self.link_use(u);
        self.ops[op].operands.push(u);
    }

    /// Inserts an operand at position `i`, shifting the later ones.
    pub fn insert_operand(&mut self, op: OpId, i: usize, value: ValueId) {
        let u = self.uses.push(UseData { value, owner: op, index: i as u32, prev: None, next: None });
        self.link_use(u);
        self.ops[op].operands.insert(i, u);
        for (j, &u) in self.ops[op].operands.iter().enumerate().skip(i + 1) {
            self.uses[u].index = j as u32;
        }
    }

    /// Removes operand `i`.
    pub fn erase_operand(&mut self, op: OpId, i: usize) {
        let u = self.ops[op].operands.remove(i);
        self.unlink_use(u);
        for (j, &u) in self.ops[op].operands.iter().enumerate().skip(i) {
            self.uses[u].index = j as u32;
        }
    }

    /// The op's successor blocks.
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        &self.ops[op].successors
    }

    /// Replaces successor `i`.
    pub fn set_successor(&mut self, op: OpId, i: usize, block: BlockId) {
        self.ops[op].successors[i] = block;
    }

    /// Replaces all successors.
    pub fn set_successors(&mut self, op: OpId, blocks: &[BlockId]) {
        self.ops[op].successors = blocks.into();
    }

    /// The op's properties dictionary.
    pub fn props(&self, op: OpId) -> Attribute {
        self.ops[op].props
    }

    /// The op's discardable attribute dictionary.
    pub fn attrs(&self, op: OpId) -> Attribute {
        self.ops[op].attrs
    }

    /// Looks `name` up in properties, then in discardable attributes.
    pub fn attr(&self, ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
        let d = &self.ops[op];
        ctx.dict_get(d.props, name).or_else(|| ctx.dict_get(d.attrs, name))
    }

    /// Sets (or with `None` removes) a discardable attribute.
    pub fn set_attr(&mut self, ctx: &Context, op: OpId, name: &str, value: Option<Attribute>) {
        let d = &mut self.ops[op];
        d.attrs = ctx.dict_with(d.attrs, ctx.ident(name), value);
    }

    /// Sets (or with `None` removes) a property.
    pub fn set_prop(&mut self, ctx: &Context, op: OpId, name: &str, value: Option<Attribute>) {
        let d = &mut self.ops[op];
        d.props = ctx.dict_with(d.props, ctx.ident(name), value);
    }

    /// The op's location.
    pub fn loc(&self, op: OpId) -> Location {
        self.ops[op].loc
    }

    /// The block holding the op.
    #[inline]
    pub fn op_block(&self, op: OpId) -> Option<BlockId> {
        self.ops[op].block
    }

    /// The op that owns the region holding `op`'s block; `None` at the top level
    /// of the body.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.ops[op].block?;
        let region = self.blocks[block].region?;
        self.regions[region].parent
    }

    /// The next op in the block.
    #[inline]
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].links.next
    }

    /// The previous op in the block.
    #[inline]
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].links.prev
    }

    /// True once erased.
    pub fn is_erased(&self, op: OpId) -> bool {
        self.ops[op].erased
    }

    /// Inserts a detached op at `at`.
    pub fn insert_op(&mut self, op: OpId, at: InsertPoint) {
        debug_assert!(self.ops[op].block.is_none(), "op is already in a block; detach it first");
        let (block, prev, next) = match at {
            InsertPoint::Before(o) => {
                (self.ops[o].block.expect("insertion point op is detached"), self.ops[o].links.prev, Some(o))
            }
            InsertPoint::After(o) => {
                (self.ops[o].block.expect("insertion point op is detached"), Some(o), self.ops[o].links.next)
            }
            InsertPoint::BlockStart(b) => (b, None, self.blocks[b].ops.first),
            InsertPoint::BlockEnd(b) => (b, self.blocks[b].ops.last, None),
        };
        self.ops[op].block = Some(block);
        self.blocks[block].ops.link(&mut self.ops, op, prev, next);
    }

    /// Unlinks `op` from its block, keeping it (and its uses) alive.
    pub fn detach_op(&mut self, op: OpId) {
        let Some(block) = self.ops[op].block.take() else { return };
        self.blocks[block].ops.unlink(&mut self.ops, op);
    }

    /// Moves `op` to `at`.
    pub fn move_op(&mut self, op: OpId, at: InsertPoint) {
        self.detach_op(op);
        self.insert_op(op, at);
    }

    /// Erases `op` and everything nested in it. Its results must have no uses
    /// outside of it (drop them first with `replace_all_uses_with`).
    pub fn erase_op(&mut self, op: OpId) {
        debug_assert!(
            self.results(op).all(|v| self.uses_of(v).all(|u| self.is_nested_in(self.uses[u].owner, op))),
            "erasing an op whose results still have uses"
        );
        self.detach_op(op);
        self.drop_op_references(op);
        self.mark_erased(op);
    }

    /// The ops directly in the (inline) regions of `op`, in order, collected
    /// so that the caller may change the body while it goes through them.
    fn ops_in_regions(&self, op: OpId) -> Vec<OpId> {
        let regions = self.regions(op);
        regions.iter().flat_map(|&r| self.blocks_of(r)).flat_map(|b| self.block_ops(b)).collect()
    }

    fn mark_erased(&mut self, op: OpId) {
        self.ops[op].erased = true;
        for o in self.ops_in_regions(op) {
            self.mark_erased(o);
        }
        if let Regions::Isolated(b) = &mut self.ops[op].regions {
            **b = Body::new(0);
        }
    }

    /// Drops every operand of `op` and of the ops nested in it, so that the
    /// values they used lose those uses.
    pub fn drop_op_references(&mut self, op: OpId) {
        let operands: SmallVec<[UseId; 3]> = std::mem::take(&mut self.ops[op].operands);
        for u in operands {
            self.unlink_use(u);
        }
        for o in self.ops_in_regions(op) {
            self.drop_op_references(o);
        }
    }

    /// True if `op` is `ancestor` or nested (transitively) in it, within this body.
    pub fn is_nested_in(&self, mut op: OpId, ancestor: OpId) -> bool {
        loop {
            if op == ancestor {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    // ----- values and uses --------------------------------------------------

    /// The value's type.
    #[inline]
    pub fn value_type(&self, v: ValueId) -> Type {
        self.values[v].ty
    }

    /// Changes the value's type (type conversion).
    pub fn set_value_type(&mut self, v: ValueId, ty: Type) {
        self.values[v].ty = ty;
    }

    /// How the value is defined.
    #[inline]
    pub fn value_def(&self, v: ValueId) -> ValueDef {
        self.values[v].def
    }

    /// The op defining `v`, if it is a result.
    #[inline]
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v].def {
            ValueDef::Result { op, .. } => Some(op),
            _ => None,
        }
    }

    /// The location of a block argument (results: their op's location).
    pub fn value_loc(&self, v: ValueId) -> Location {
        match self.values[v].def {
            ValueDef::Result { op, .. } => self.ops[op].loc,
            _ => self.values[v].loc,
        }
    }

    /// Sets a block argument's location.
    pub fn set_value_loc(&mut self, v: ValueId, loc: Location) {
        self.values[v].loc = loc;
    }

    /// The block in which `v` is defined (the block of its op, or its block).
    pub fn value_block(&self, v: ValueId) -> Option<BlockId> {
        match self.values[v].def {
            ValueDef::Result { op, .. } => self.ops[op].block,
            ValueDef::BlockArg { block, .. } => Some(block),
            ValueDef::Detached => None,
        }
    }

    /// Creates a value with no definition yet (a parser forward reference).
    pub fn create_detached_value(&mut self, ty: Type, loc: Location) -> ValueId {
        self.values.push(ValueData { ty, def: ValueDef::Detached, loc, first_use: None })
    }

    /// The uses of `v`, most recent first.
    pub fn uses_of(&self, v: ValueId) -> impl Iterator<Item = UseId> + '_ {
        let mut cur = self.values[v].first_use;
        std::iter::from_fn(move || {
            let u = cur?;
            cur = self.uses[u].next;
            Some(u)
        })
    }

    /// The op owning a use, and the operand index.
    pub fn use_owner(&self, u: UseId) -> (OpId, usize) {
        (self.uses[u].owner, self.uses[u].index as usize)
    }

    /// The value a use refers to.
    pub fn use_value(&self, u: UseId) -> ValueId {
        self.uses[u].value
    }

    /// True when `v` has no uses.
    #[inline]
    pub fn use_empty(&self, v: ValueId) -> bool {
        self.values[v].first_use.is_none()
    }

    /// True when `v` has exactly one use.
    pub fn has_one_use(&self, v: ValueId) -> bool {
        matches!(self.values[v].first_use, Some(u) if self.uses[u].next.is_none())
    }

    /// Points every use of `from` at `to`.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        while let Some(u) = self.values[from].first_use {
            self.unlink_use(u);
            self.uses[u].value = to;
            self.link_use(u);
        }
    }

    /// Replaces the uses of `from` for which `pred(owner op)` holds.
    pub fn replace_uses_where(&mut self, from: ValueId, to: ValueId, mut pred: impl FnMut(&Body, OpId) -> bool) {
        let uses: Vec<UseId> = self.uses_of(from).collect();
        for u in uses {
            if pred(self, self.uses[u].owner) {
                self.unlink_use(u);
                self.uses[u].value = to;
                self.link_use(u);
            }
        }
    }

    /// Points the uses of each result of `op` at the matching value of `with`.
    pub fn replace_op_uses(&mut self, op: OpId, with: &[ValueId]) {
        debug_assert_eq!(self.num_results(op), with.len(), "replacement count must match result count");
        let results: SmallVec<[ValueId; 4]> = self.results(op).collect();
        for (r, &w) in results.into_iter().zip(with) {
            self.replace_all_uses_with(r, w);
        }
    }

    fn link_use(&mut self, u: UseId) {
        let v = self.uses[u].value;
        let head = self.values[v].first_use;
        self.uses[u].prev = None;
        self.uses[u].next = head;
        if let Some(h) = head {
            self.uses[h].prev = Some(u);
        }
        self.values[v].first_use = Some(u);
    }

    fn unlink_use(&mut self, u: UseId) {
        let (v, prev, next) = (self.uses[u].value, self.uses[u].prev, self.uses[u].next);
        match prev {
            Some(p) => self.uses[p].next = next,
            None => self.values[v].first_use = next,
        }
        if let Some(n) = next {
            self.uses[n].prev = prev;
        }
        self.uses[u].prev = None;
        self.uses[u].next = None;
    }

    // ----- blocks and regions -----------------------------------------------

    /// Creates a detached block with no arguments.
    pub fn create_block(&mut self) -> BlockId {
        self.blocks.push(BlockData { args: SmallVec::new(), region: None, ops: Ends::EMPTY, links: Links::DETACHED })
    }

    /// Creates a block at the end of `region`.
    pub fn append_block(&mut self, region: RegionId) -> BlockId {
        let b = self.create_block();
        self.insert_block(b, region, None);
        b
    }

    /// Inserts a detached block into `region` before `before` (or at the end).
    pub fn insert_block(&mut self, block: BlockId, region: RegionId, before: Option<BlockId>) {
        debug_assert!(self.blocks[block].region.is_none(), "block is already in a region");
        let prev = match before {
            Some(n) => self.blocks[n].links.prev,
            None => self.regions[region].blocks.last,
        };
        self.blocks[block].region = Some(region);
        self.regions[region].blocks.link(&mut self.blocks, block, prev, before);
    }

    /// Unlinks a block from its region, keeping its ops.
    pub fn detach_block(&mut self, block: BlockId) {
        let Some(region) = self.blocks[block].region.take() else { return };
        self.regions[region].blocks.unlink(&mut self.blocks, block);
    }

    /// Erases a block and every op in it (their results must be unused outside).
    pub fn erase_block(&mut self, block: BlockId) {
        self.detach_block(block);
        let ops: Vec<OpId> = self.block_ops(block).collect();
        for &o in &ops {
            self.drop_op_references(o);
        }
        for o in ops {
            self.detach_op(o);
            self.mark_erased(o);
        }
        for i in 0..self.blocks[block].args.len() {
            let a = self.blocks[block].args[i];
            self.values[a].def = ValueDef::Detached;
        }
        self.blocks[block].args.clear();
    }

    /// Adds an argument to `block`.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Location) -> ValueId {
        let index = self.blocks[block].args.len() as u32;
        let v = self.values.push(ValueData { ty, def: ValueDef::BlockArg { block, index }, loc, first_use: None });
        self.blocks[block].args.push(v);
        v
    }

    /// Inserts an argument at position `index`.
    pub fn insert_block_arg(&mut self, block: BlockId, index: usize, ty: Type, loc: Location) -> ValueId {
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::BlockArg { block, index: index as u32 },
            loc,
            first_use: None,
        });
        self.blocks[block].args.insert(index, v);
        self.renumber_args(block);
        v
    }

    /// Removes argument `index` (it must be unused).
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        let v = self.blocks[block].args.remove(index);
        debug_assert!(self.use_empty(v), "erasing a block argument that still has uses");
        self.values[v].def = ValueDef::Detached;
        self.renumber_args(block);
    }

    fn renumber_args(&mut self, block: BlockId) {
        for i in 0..self.blocks[block].args.len() {
            let a = self.blocks[block].args[i];
            self.values[a].def = ValueDef::BlockArg { block, index: i as u32 };
        }
    }

    /// The block's arguments.
    #[inline]
    pub fn block_args(&self, block: BlockId) -> &[ValueId] {
        &self.blocks[block].args
    }

    /// The region holding the block.
    #[inline]
    pub fn block_region(&self, block: BlockId) -> Option<RegionId> {
        self.blocks[block].region
    }

    /// The ops of the block, in order.
    #[inline]
    pub fn block_ops(&self, block: BlockId) -> BlockOps<'_> {
        list::Iter::new(&self.ops, self.blocks[block].ops)
    }

    /// The first op of the block.
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block].ops.first
    }

    /// The last op of the block (its terminator in a CFG region).
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block].ops.last
    }

    /// The block after `block` in its region.
    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        self.blocks[block].links.next
    }

    /// The block before `block` in its region.
    pub fn prev_block(&self, block: BlockId) -> Option<BlockId> {
        self.blocks[block].links.prev
    }

    /// The blocks of the region, in order.
    pub fn blocks_of(&self, region: RegionId) -> impl DoubleEndedIterator<Item = BlockId> + '_ {
        list::Iter::new(&self.blocks, self.regions[region].blocks)
    }

    /// The entry block of the region.
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        self.regions[region].blocks.first
    }

    /// True if `block` is the first block of its region.
    pub fn is_entry_block(&self, block: BlockId) -> bool {
        self.blocks[block].links.prev.is_none() && self.blocks[block].region.is_some()
    }

    /// The op owning the region (`None` for top regions).
    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        self.regions[region].parent
    }

    /// True when the region has no blocks.
    pub fn region_is_empty(&self, region: RegionId) -> bool {
        self.regions[region].blocks.first.is_none()
    }

    /// Moves all blocks of `from` to the end of `to` (or before `before`).
    pub fn take_region_body(&mut self, from: RegionId, to: RegionId, before: Option<BlockId>) {
        let blocks: Vec<BlockId> = self.blocks_of(from).collect();
        for b in blocks {
            self.detach_block(b);
            self.insert_block(b, to, before);
        }
    }

    /// Moves the ops of `from` (all of them) to `at`.
    pub fn move_block_ops(&mut self, from: BlockId, at: InsertPoint) {
        let ops: Vec<OpId> = self.block_ops(from).collect();
        let mut point = at;
        for o in ops {
            self.detach_op(o);
            self.insert_op(o, point);
            point = InsertPoint::After(o);
        }
    }

    /// The predecessors of `block`: one entry per successor slot that targets it,
    /// as the blocks holding those terminators, in region order.
    pub fn predecessors(&self, block: BlockId) -> Vec<BlockId> {
        let Some(region) = self.blocks[block].region else { return Vec::new() };
        let mut preds = Vec::new();
        for b in self.blocks_of(region) {
            if let Some(t) = self.blocks[b].ops.last {
                for &s in self.ops[t].successors.iter() {
                    if s == block {
                        preds.push(b);
                    }
                }
            }
        }
        preds
    }

    /// The block whose arguments or ops define the value, and its region's parent.
    pub fn value_parent_region(&self, v: ValueId) -> Option<RegionId> {
        self.value_block(v).and_then(|b| self.blocks[b].region)
    }

    /// The op that is the closest ancestor of `op` (or `op` itself) inside
    /// `block`'s region level: walks up until the op's block is `block`.
    pub fn ancestor_in_block(&self, block: BlockId, mut op: OpId) -> Option<OpId> {
        loop {
            let b = self.ops[op].block?;
            if b == block {
                return Some(op);
            }
            op = self.regions[self.blocks[b].region?].parent?;
        }
    }

    /// True when `region` is `ancestor` or nested in an op inside `ancestor`.
    pub fn region_is_within(&self, mut region: RegionId, ancestor: RegionId) -> bool {
        loop {
            if region == ancestor {
                return true;
            }
            let Some(op) = self.regions[region].parent else { return false };
            let Some(b) = self.ops[op].block else { return false };
            let Some(r) = self.blocks[b].region else { return false };
            region = r;
        }
    }

    // ----- cloning ----------------------------------------------------------

    /// Moves `op` from `src` into this body, detached, as
    /// [`Body::clone_op_from`] would copy it, except that an isolated op's
    /// body is moved, not copied (it is left empty in `src`): what the
    /// parser does with the ops it parsed on other threads.
    pub fn move_op_from(&mut self, ctx: &Context, src: &mut Body, op: OpId, map: &mut ValueMap) -> OpId {
        let Regions::Isolated(taken) = &mut src.ops[op].regions else {
            return self.clone_op_from(ctx, src, op, map);
        };
        let inner = std::mem::take(&mut **taken);
        self.create_copy_of(src, op, map, OpRegions::Isolated(Box::new(inner)))
    }

    /// Clones `op` (with its regions) from `src` into this body, detached.
    /// Operands are looked up in `map` (values of `src` to values of `self`);
    /// operands not in the map are kept as they are, which is only correct when
    /// `src` is `self`. The clone's results and nested values are added to `map`.
    pub fn clone_op_from(&mut self, ctx: &Context, src: &Body, op: OpId, map: &mut ValueMap) -> OpId {
        let regions = match &src.op(op).regions {
            Regions::Isolated(b) => OpRegions::Isolated(Box::new((**b).clone())),
            Regions::Inline(rs) => {
                let mut new_rs = SmallVec::new();
                for &r in rs {
                    let nr = self.create_detached_region();
                    self.clone_region_into(ctx, src, r, nr, map);
                    new_rs.push(nr);
                }
                OpRegions::Inline(new_rs)
            }
        };
        // Successors that were not yet cloned when this op was (forward branches)
        // are fixed up by `clone_region_into` once every block exists.
        self.create_copy_of(src, op, map, regions)
    }

    /// A detached op like `src`'s `op` with `regions`, its operands and
    /// successors looked up in `map`, its results added to it.
    fn create_copy_of(&mut self, src: &Body, op: OpId, map: &mut ValueMap, regions: OpRegions) -> OpId {
        let d = src.op(op);
        let operands: SmallVec<[ValueId; 4]> = src.operands(op).map(|v| map.lookup(v)).collect();
        let result_types: SmallVec<[Type; 4]> = src.results(op).map(|r| src.value_type(r)).collect();
        let successors: SmallVec<[BlockId; 2]> = d.successors.iter().map(|&b| map.lookup_block(b)).collect();
        let spec = OpSpec {
            name: d.name,
            operands: &operands,
            results: &result_types,
            props: d.props,
            attrs: d.attrs,
            successors: &successors,
            num_regions: 0,
            loc: d.loc,
        };
        let new = self.create_op_with_regions(&spec, regions);
        for (old, newr) in src.results(op).zip(self.results(new).collect::<SmallVec<[ValueId; 4]>>()) {
            map.map(old, newr);
        }
        new
    }

    /// Clones the blocks of `src`'s region `from` to the end of this body's
    /// region `to`, remapping values and blocks through `map`.
    pub fn clone_region_into(&mut self, ctx: &Context, src: &Body, from: RegionId, to: RegionId, map: &mut ValueMap) {
        let blocks: Vec<BlockId> = src.blocks_of(from).collect();
        // Create every block first so that branches can refer to later blocks.
        for &b in &blocks {
            let nb = self.append_block(to);
            map.map_block(b, nb);
            for &a in src.block_args(b) {
                let na = self.add_block_arg(nb, src.value_type(a), src.values[a].loc);
                map.map(a, na);
            }
        }
        for &b in &blocks {
            let nb = map.lookup_block(b);
            let ops: Vec<OpId> = src.block_ops(b).collect();
            for o in ops {
                let no = self.clone_op_from(ctx, src, o, map);
                self.insert_op(no, InsertPoint::BlockEnd(nb));
            }
        }
    }

    // ----- whole-body queries -----------------------------------------------

    /// Walks every op in the body (not entering nested isolated bodies), each op
    /// before the ops nested in it.
    pub fn walk_preorder(&self, mut f: impl FnMut(OpId)) {
        for &r in &self.top_regions {
            self.walk_region(r, &mut |op, pre| {
                if pre {
                    f(op)
                }
            });
        }
    }

    /// Walks every op in the body (not entering nested isolated bodies), each op
    /// after the ops nested in it.
    pub fn walk_postorder(&self, mut f: impl FnMut(OpId)) {
        for &r in &self.top_regions {
            self.walk_region(r, &mut |op, pre| {
                if !pre {
                    f(op)
                }
            });
        }
    }

    /// Walks the ops of `region` and everything nested (not entering isolated
    /// bodies), calling `f(op, true)` before and `f(op, false)` after an op's
    /// regions.
    pub fn walk_region(&self, region: RegionId, f: &mut impl FnMut(OpId, bool)) {
        for b in self.blocks_of(region) {
            let mut cur = self.blocks[b].ops.first;
            while let Some(op) = cur {
                f(op, true);
                for &r in self.regions(op) {
                    self.walk_region(r, f);
                }
                f(op, false);
                cur = self.ops[op].links.next;
            }
        }
    }

    /// Walks every op of the body and of the bodies of nested isolated ops,
    /// each op before the ops nested in it; `f` receives the body holding the op.
    pub fn walk_all_preorder(&self, f: &mut impl FnMut(&Body, OpId)) {
        for &r in &self.top_regions {
            self.walk_region(r, &mut |op, pre| {
                if pre {
                    f(self, op);
                    if let Some(inner) = self.isolated_body(op) {
                        inner.walk_all_preorder(f);
                    }
                }
            });
        }
    }

    /// Collects the ops nested in `op` (and `op`), parents first.
    pub fn collect_nested(&self, op: OpId) -> Vec<OpId> {
        let mut out = vec![op];
        for &r in self.regions(op) {
            self.walk_region(r, &mut |o, pre| {
                if pre {
                    out.push(o)
                }
            });
        }
        out
    }

    /// Looks up a symbol name among the ops of the top regions' blocks: the
    /// symbol table of the op owning this body. `sym_name` is the attribute
    /// holding each op's name.
    pub fn lookup_symbol(&self, ctx: &Context, name: &str) -> Option<OpId> {
        let sym = ctx.ident("sym_name");
        for &r in &self.top_regions {
            for b in self.blocks_of(r) {
                for op in self.block_ops(b) {
                    if let Some(a) = ctx
                        .dict_get_ident(self.ops[op].props, sym)
                        .or_else(|| ctx.dict_get_ident(self.ops[op].attrs, sym))
                    {
                        if ctx.str_value(a) == Some(name) {
                            return Some(op);
                        }
                    }
                }
            }
        }
        None
    }

    /// The symbol name of an op (its `sym_name` attribute), if any.
    pub fn symbol_name<'c>(&self, ctx: &'c Context, op: OpId) -> Option<&'c str> {
        let sym = ctx.ident("sym_name");
        let d = &self.ops[op];
        ctx.dict_get_ident(d.props, sym).or_else(|| ctx.dict_get_ident(d.attrs, sym)).and_then(|a| ctx.str_value(a))
    }

    /// Sets the identifier-keyed attribute in the op's properties.
    pub fn set_prop_ident(&mut self, ctx: &Context, op: OpId, name: Ident, value: Option<Attribute>) {
        let d = &mut self.ops[op];
        d.props = ctx.dict_with(d.props, name, value);
    }
}

/// Iterator over the ops of a block.
pub type BlockOps<'a> = list::Iter<'a, OpId, OpData>;

/// A mapping from values (and blocks) of one body to values of another, used
/// when cloning.
#[derive(Default, Clone, Debug)]
pub struct ValueMap {
    values: rustc_hash::FxHashMap<ValueId, ValueId>,
    blocks: rustc_hash::FxHashMap<BlockId, BlockId>,
}

impl ValueMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }
    /// Maps `from` to `to`.
    pub fn map(&mut self, from: ValueId, to: ValueId) {
        self.values.insert(from, to);
    }
    /// Maps block `from` to `to`.
    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }
    /// The mapped value, or `v` itself.
    pub fn lookup(&self, v: ValueId) -> ValueId {
        self.values.get(&v).copied().unwrap_or(v)
    }
    /// The mapped value, if any.
    pub fn get(&self, v: ValueId) -> Option<ValueId> {
        self.values.get(&v).copied()
    }
    /// The mapped block, or `b` itself.
    pub fn lookup_block(&self, b: BlockId) -> BlockId {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Context;

    /// A function body `^bb0(%a: i32): %1 = addi %a, %a; %2 = muli %1, %1; return %2`.
    fn sample(ctx: &Context) -> (Body, BlockId, ValueId, OpId, OpId, OpId) {
        let mut body = Body::new(1);
        let block = body.append_block(body.top_regions()[0]);
        let a = body.add_block_arg(block, ctx.i32(), ctx.unknown_loc());
        let mk = |body: &mut Body, name: &str, operands: &[ValueId], results: &[Type]| {
            let spec = OpSpec { operands, results, ..OpSpec::new(ctx, ctx.op_name(name), ctx.unknown_loc()) };
            let op = body.create_op(&spec, false);
            body.insert_op(op, InsertPoint::BlockEnd(block));
            op
        };
        let add = mk(&mut body, "arith.addi", &[a, a], &[ctx.i32()]);
        let r1 = body.result(add, 0);
        let mul = mk(&mut body, "arith.muli", &[r1, r1], &[ctx.i32()]);
        let r2 = body.result(mul, 0);
        let ret = mk(&mut body, "func.return", &[r2], &[]);
        (body, block, a, add, mul, ret)
    }

    #[test]
    fn use_lists_follow_operand_changes() {
        let ctx = Context::new();
        let (mut body, _, a, add, mul, _) = sample(&ctx);
        let r1 = body.result(add, 0);
        assert_eq!(body.uses_of(a).count(), 2);
        assert_eq!(body.uses_of(r1).count(), 2);
        body.replace_all_uses_with(r1, a);
        assert!(body.use_empty(r1));
        assert_eq!(body.uses_of(a).count(), 4);
        assert_eq!(body.operands(mul).collect::<Vec<_>>(), vec![a, a]);
        body.set_operand(mul, 1, r1);
        assert!(body.has_one_use(r1));
        body.erase_operand(mul, 0);
        assert_eq!(body.operands(mul).collect::<Vec<_>>(), vec![r1]);
        assert_eq!(body.use_owner(body.uses_of(r1).next().unwrap()), (mul, 0));
    }

    #[test]
    fn erase_move_and_order() {
        let ctx = Context::new();
        let (mut body, block, a, add, mul, ret) = sample(&ctx);
        body.move_op(ret, InsertPoint::BlockStart(block));
        assert_eq!(body.block_ops(block).collect::<Vec<_>>(), vec![ret, add, mul]);
        assert_eq!(body.block_ops(block).rev().collect::<Vec<_>>(), vec![mul, add, ret]);
        body.move_op(ret, InsertPoint::After(mul));
        let r2 = body.result(mul, 0);
        body.replace_all_uses_with(r2, a);
        body.erase_op(mul);
        assert!(body.is_erased(mul));
        assert_eq!(body.block_ops(block).collect::<Vec<_>>(), vec![add, ret]);
        // The erased op's operands no longer count as uses.
        assert!(body.use_empty(body.result(add, 0)));
    }

    #[test]
    fn clone_remaps_values_and_blocks_across_bodies() {
        let ctx = Context::new();
        let (src, _, _, _, _, _) = sample(&ctx);
        let mut dst = Body::new(1);
        let region = dst.top_regions()[0];
        let mut map = ValueMap::new();
        dst.clone_region_into(&ctx, &src, src.top_regions()[0], region, &mut map);
        let block = dst.entry_block(region).unwrap();
        let ops: Vec<OpId> = dst.block_ops(block).collect();
        assert_eq!(ops.len(), 3);
        let arg = dst.block_args(block)[0];
        assert_eq!(dst.operands(ops[0]).collect::<Vec<_>>(), vec![arg, arg]);
        let r1 = dst.result(ops[0], 0);
        assert_eq!(dst.operands(ops[1]).collect::<Vec<_>>(), vec![r1, r1]);
        assert_eq!(dst.uses_of(arg).count(), 2);
    }

    #[test]
    fn walks_visit_parents_before_or_after_children() {
        let ctx = Context::new();
        let mut body = Body::new(1);
        let block = body.append_block(body.top_regions()[0]);
        let spec = OpSpec { num_regions: 1, ..OpSpec::new(&ctx, ctx.op_name("scf.execute_region"), ctx.unknown_loc()) };
        let outer = body.create_op(&spec, false);
        body.insert_op(outer, InsertPoint::BlockEnd(block));
        let inner_block = body.append_block(body.regions(outer)[0]);
        let inner = body.create_op(&OpSpec::new(&ctx, ctx.op_name("scf.yield"), ctx.unknown_loc()), false);
        body.insert_op(inner, InsertPoint::BlockEnd(inner_block));
        let mut pre = Vec::new();
        body.walk_preorder(|op| pre.push(op));
        let mut post = Vec::new();
        body.walk_postorder(|op| post.push(op));
        assert_eq!(pre, vec![outer, inner]);
        assert_eq!(post, vec![inner, outer]);
    }

    #[test]
    fn symbols_are_found_in_the_symbol_table() {
        let ctx = Context::new();
        let text = r#""builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "a", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "b"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
        let owned = crate::ir::parse_source(&ctx, crate::ir::ParseOptions { file_name: "t.mlir" }, text).unwrap();
        let module = owned.body().unwrap();
        let b = module.lookup_symbol(&ctx, "b").expect("b is defined");
        assert_eq!(module.symbol_name(&ctx, b), Some("b"));
        assert!(module.lookup_symbol(&ctx, "c").is_none());
        let mut names = Vec::new();
        module.walk_all_preorder(&mut |body, op| names.push(ctx.op_name_str(body.op_name(op)).to_string()));
        assert_eq!(names, ["func.func", "func.func", "func.return"]);
    }
}
