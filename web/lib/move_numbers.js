// Moves numbered as a scoresheet numbers them: a line holds a South move and the North move
// after it. A forced pass is not a move, so one side may move twice: the line it leaves keeps an
// empty cell, and a North move that opens a line is numbered "3…" (as chess writes a Black move
// standing alone). Every list of moves (the play page, the replay, the review, the scoresheet)
// numbers by this, so one move carries one number everywhere.
// The place of a move by `side` after the move placed at `before` (null: the first move).
const nextPlace = (before, side) => {
  const opens = side === 'south' || !before || before.side === 'north';
  return { line: (before ? before.line : 0) + (opens ? 1 : 0), side, opens };
};

// sides: each move's mover, 'south' or 'north' -> [{ line, side, opens }].
export function sheetLines(sides) {
  const out = [];
  for (const side of sides) out.push(nextPlace(out.at(-1) || null, side));
  return out;
}

// The place of a move tree's node (lib/move_tree.js), its mover the side to move in its parent's
// position; kept for the node's lifetime.
const placed = new WeakMap();
export function nodePlace(n) {
  if (!placed.has(n)) placed.set(n, nextPlace(n.parent.parent ? nodePlace(n.parent) : null, n.parent.position.toMove));
  return placed.get(n);
}

// The number written before a move that opens its line ("3." for South, "3…" for North);
// digits(n) writes the line in the page's digits.
export const lineLabel = ({ line, side }, digits = String) => `${digits(line)}${side === 'north' ? '…' : '.'}`;
