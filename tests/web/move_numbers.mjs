// The scoresheet's numbering of moves (web/lib/move_numbers.js), which the play page, the replay,
// the review and the OTB scoresheet share: a forced pass lets one side move twice and leaves a
// cell empty, so the number follows the lines, not the count of moves.
import assert from 'node:assert/strict';
import { sheetLines, lineLabel, nodePlace } from '../../web/lib/move_numbers.js';
import { MoveTree } from '../../web/lib/move_tree.js';
import { paperPlaces } from '../../web/pages/otb/sheet_words.js';

const labels = (sides) => sheetLines(sides).map((p) => (p.opens ? lineLabel(p) : ''));

// Alternating moves: a number every two.
assert.deepEqual(labels(['south', 'north', 'south', 'north', 'south']), ['1.', '', '2.', '', '3.']);
// North passes after line 2's South move: South moves again on line 3; then South passes and
// North moves twice, the second opening line 4 alone.
assert.deepEqual(labels(['south', 'north', 'south', 'south', 'north', 'north', 'south']),
  ['1.', '', '2.', '3.', '', '4…', '5.']);
// A game from a position with North to move.
assert.deepEqual(labels(['north', 'south', 'north']), ['1…', '2.', '']);
assert.deepEqual(sheetLines([]), []);
// A marked move in the middle of a line is named with its line: "4… c2" for North.
assert.equal(lineLabel({ line: 4, side: 'north' }), '4…');
assert.equal(lineLabel({ line: 12, side: 'south' }, (n) => `<${n}>`), '<12>.');

// The scoresheet: the server's movers, then moves past them alternating from the side to move.
assert.deepEqual(paperPlaces(['south', 'south'], 4, 'north'),
  [{ line: 1, side: 'south' }, { line: 2, side: 'south' }, { line: 2, side: 'north' }, { line: 3, side: 'south' }]);
assert.deepEqual(paperPlaces([], 3, 'north'),
  [{ line: 1, side: 'north' }, { line: 2, side: 'south' }, { line: 2, side: 'north' }]);
// The analysis board's tree: a node's mover is the side to move in its parent's position, so a
// pass (South to move again) opens a new line; a variation numbers from where it branches.
const at = (toMove) => ({ board: [], toMove, captured: { south: 0, north: 0 } });
const tree = new MoveTree(at('south'));
const a = tree.add(tree.root, 'a1', at('north'));
const b = tree.add(a, 'b2', at('south'));
const c = tree.add(b, 'c1', at('south')); // North has no move: South again
const d = tree.add(c, 'd1', at('north'));
const v = tree.add(a, 'e2', at('north')); // a variation for North's first move, after which North moves again
const w = tree.add(v, 'f2', at('south'));
assert.deepEqual([a, b, c, d, v, w].map((n) => lineLabel(nodePlace(n))), ['1.', '1…', '2.', '3.', '1…', '2…']);
assert.deepEqual([a, b, c, d, v, w].map((n) => nodePlace(n).opens), [true, false, true, true, false, true]);
console.log('move numbers: ok');
