// The analysis board's move tree, without the DOM: each node a position reached by a move from
// its parent; a node's first child is its main continuation, the others variations. Playing a
// move that a node already has goes to that child; any other move starts a variation.
//
//   const t = new MoveTree(rootPosition);
//   const n = t.add(t.root, 'c1', position);   // t.current is not moved: the page does that
//   t.promote(n); t.remove(n);

export class MoveTree {
  constructor(position) {
    this.nextId = 0;
    this.byId = new Map();
    this.root = this.node(null, null, position);
    this.current = this.root;
  }

  node(parent, move, position, extra = {}) {
    const n = { id: this.nextId++, parent, move, position, children: [], ply: parent ? parent.ply + 1 : 0, ...extra };
    this.byId.set(n.id, n);
    return n;
  }

  get(id) {
    return this.byId.get(Number(id)) || null;
  }

  child(parent, move) {
    return parent.children.find((c) => c.move === move) || null;
  }

  // The child of `parent` by `move`: the one there, or a new one (the main line when it is the
  // first, else a variation). extra: what the page keeps with the move (its trace).
  add(parent, move, position, extra = {}) {
    const had = this.child(parent, move);
    if (had) return had;
    const n = this.node(parent, move, position, extra);
    parent.children.push(n);
    return n;
  }

  // The nodes from the root to n, the root first.
  path(n = this.current) {
    const out = [];
    for (let x = n; x; x = x.parent) out.unshift(x);
    return out;
  }

  // The moves from the root to n.
  moves(n = this.current) {
    return this.path(n).slice(1).map((x) => x.move);
  }

  // The first node of the variation n is in (n itself, or an ancestor that is not its parent's
  // first child), or null when n is on the main line.
  variationStart(n = this.current) {
    for (let x = n; x.parent; x = x.parent) if (x.parent.children[0] !== x) return x;
    return null;
  }

  isMain(n = this.current) {
    return this.variationStart(n) === null;
  }

  // Makes the line through n the main line: at every fork above it, its branch comes first.
  promote(n = this.current) {
    for (let x = n; x.parent; x = x.parent) {
      const sibs = x.parent.children;
      sibs.splice(sibs.indexOf(x), 1);
      sibs.unshift(x);
    }
  }

  // Removes n and everything after it; the current node, if it was among them, becomes n's
  // parent. Returns the parent (null for the root, which stays).
  remove(n) {
    if (!n.parent) return null;
    const sibs = n.parent.children;
    sibs.splice(sibs.indexOf(n), 1);
    const gone = (x) => {
      this.byId.delete(x.id);
      x.children.forEach(gone);
    };
    gone(n);
    if (!this.byId.has(this.current.id)) this.current = n.parent;
    return n.parent;
  }

  // Steps: the main continuation, the parent, a sibling (d = -1 the one before, +1 after).
  next(n = this.current) {
    return n.children[0] || null;
  }
  prev(n = this.current) {
    return n.parent;
  }
  sibling(n = this.current, d = 1) {
    if (!n.parent) return null;
    const sibs = n.parent.children;
    return sibs[sibs.indexOf(n) + d] || null;
  }
}
