//! The bodies an analysis of one op spans: the op's own body and those of the
//! isolated ops nested in it, taken out of their owners into one flat list so
//! that the analysis can read any of them and change one at a time.

use rustc_hash::FxHashMap;

use crate::ir::{Body, OpId};

/// The index of a body in a [`BodyTree`]; the root is `0`.
pub type BodyIndex = u32;

/// An op of a [`BodyTree`]: the body holding it and its id there.
pub type TreeOp = (BodyIndex, OpId);

/// A body and the bodies of the isolated ops nested in it (recursively),
/// detached from their owners until [`BodyTree::restore`].
pub struct BodyTree {
    bodies: Vec<Body>,
    /// The op owning each body (`None` for the root).
    owners: Vec<Option<TreeOp>>,
    /// The body owned by each isolated op.
    children: FxHashMap<TreeOp, BodyIndex>,
}

impl BodyTree {
    /// Takes `root` and every nested isolated body out of their owners (which
    /// keep empty bodies meanwhile). Parents come before their children.
    pub fn take(root: &mut Body) -> BodyTree {
        let mut tree =
            BodyTree { bodies: vec![std::mem::take(root)], owners: vec![None], children: FxHashMap::default() };
        let mut isolated = Vec::new();
        let mut index = 0;
        while index < tree.bodies.len() {
            isolated.clear();
            let body = &tree.bodies[index];
            body.walk_preorder(|op| {
                if body.is_isolated(op) {
                    isolated.push(op);
                }
            });
            for &op in &isolated {
                if let Some(child) = tree.bodies[index].take_isolated_body(op) {
                    let child_index = tree.bodies.len() as BodyIndex;
                    tree.bodies.push(child);
                    tree.owners.push(Some((index as BodyIndex, op)));
                    tree.children.insert((index as BodyIndex, op), child_index);
                }
            }
            index += 1;
        }
        tree
    }

    /// Puts every body back where it was taken from.
    pub fn restore(mut self, root: &mut Body) {
        // Children come after their parents: put the deepest back first.
        for index in (1..self.bodies.len()).rev() {
            let Some((parent, op)) = self.owners[index] else { continue };
            let body = std::mem::take(&mut self.bodies[index]);
            self.bodies[parent as usize].put_isolated_body(op, body);
        }
        *root = std::mem::take(&mut self.bodies[0]);
    }

    /// The bodies, indexed by [`BodyIndex`].
    pub fn bodies(&self) -> &[Body] {
        &self.bodies
    }

    /// Body `index`.
    #[inline]
    pub fn body(&self, index: BodyIndex) -> &Body {
        &self.bodies[index as usize]
    }

    /// Body `index`, mutably.
    #[inline]
    pub fn body_mut(&mut self, index: BodyIndex) -> &mut Body {
        &mut self.bodies[index as usize]
    }

    /// The number of bodies.
    pub fn len(&self) -> usize {
        self.bodies.len()
    }

    /// Always false: a tree holds at least its root.
    pub fn is_empty(&self) -> bool {
        self.bodies.is_empty()
    }

    /// The op owning body `index` (`None` for the root).
    pub fn owner(&self, index: BodyIndex) -> Option<TreeOp> {
        self.owners[index as usize]
    }

    /// The body of the isolated op `op`.
    pub fn child(&self, op: TreeOp) -> Option<BodyIndex> {
        self.children.get(&op).copied()
    }
}
