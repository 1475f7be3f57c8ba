// The Learn page's rules of success (web/pages/learn/goal.js): a move's laps and captures read
// from a trace, the targets, a failed try, North's answer and the stars.
import assert from 'node:assert/strict';
import { targetHolds, tryFailed, northReply, starsFor } from '../../web/pages/learn/goal.js';
import { readTrace } from '../../web/lib/move_report.js';

// Hawalis' first move a1 from the start (the engine's trace): four relays, the last seed in a1,
// which a1's own lift had emptied.
const start = [[2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2]];
const trace = 'lift:a1:2 drop:b1 drop:c1 lift:c1:3 drop:d1 drop:e1 drop:f1 lift:f1:3 drop:g1 drop:g2 drop:f2 lift:f2:3 drop:e2 drop:d2 drop:c2 lift:c2:3 drop:b2 drop:a2 drop:a1'
  .split(' ').map((w) => { const [k, pit, n] = w.split(':'); return n ? { k, pit, n: Number(n) } : { k, pit }; });
const relay = readTrace(trace, start);
assert.deepEqual(relay.laps.map((l) => [l.from, l.seeds, l.end, l.endWasEmpty]),
  [['a1', 2, 'c1', false], ['c1', 3, 'f1', false], ['f1', 3, 'f2', false], ['f2', 3, 'c2', false], ['c2', 3, 'a1', true]]);
assert.deepEqual(relay.captures, []);
assert.deepEqual(start[0], [2, 2, 2, 2, 2, 2, 2], 'the board given is not changed');

// A singleton into c2 capturing North's c3 (and its back pit c4).
const board = [[0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 1, 0, 0, 0], [0, 0, 2, 0, 0, 0, 0], [0, 0, 3, 0, 0, 0, 0]];
const cap = readTrace([{ k: 'lift', pit: 'd2', n: 1 }, { k: 'drop', pit: 'c2' }, { k: 'capture', pit: 'c3', n: 2 }, { k: 'capture', pit: 'c4', n: 3 }], board);
assert.deepEqual(cap.laps, [{ from: 'd2', seeds: 1, end: 'c2', endWasEmpty: true }]);
assert.deepEqual(cap.captures, [{ pit: 'c3', seeds: 2 }, { pit: 'c4', seeds: 3 }]);

// Targets: every condition given must hold.
const before = { captured: { south: 20, north: 20 } };
const after = (south, over = false, result = null) => ({ captured: { south, north: 20 }, over, result });
const report = { move: 'd2', ...cap };
assert(targetHolds({ capturePits: ['c3', 'c4'] }, report, after(25), before));
assert(!targetHolds({ capturePits: ['c3', 'c5'] }, report, after(25), before));
assert(targetHolds({ capture: 5, move: ['d2'] }, report, after(25), before));
assert(!targetHolds({ capture: 6 }, report, after(25), before));
assert(!targetHolds({ move: ['a1'], capture: 5 }, report, after(25), before));
assert(targetHolds({ laps: 5 }, { move: 'a1', ...relay }, after(20), before));
assert(!targetHolds({ laps: 6 }, { move: 'a1', ...relay }, after(20), before));
assert(targetHolds({ win: true }, report, after(25, true, { winner: 'south', reason: 'captured-all' }), before));
assert(!targetHolds({ win: true }, report, after(25, true, { winner: 'draw', reason: 'repetition' }), before));
assert(targetHolds({ draw: true, end: 'repetition' }, report, after(25, true, { winner: 'draw', reason: 'repetition' }), before));
assert(!targetHolds({ end: 'starved' }, report, after(25), before));
assert.throws(() => targetHolds({ sow: 3 }, report, after(25), before), /no condition 'sow'/);

// A try fails when a move misses: at once in a one-move stage, else at the game's end or three
// moves past the solution.
const one = { solution: ['d2'] }, three = { solution: ['a1', 'b1', 'c1'] };
assert(tryFailed(one, 1, after(20)));
assert(!tryFailed(three, 1, after(20)));
assert(!tryFailed(three, 5, after(20)));
assert(tryFailed(three, 6, after(20)));
assert(tryFailed(three, 2, after(20, true)));

// North answers with the stage's listed reply where legal, else its first legal move.
const stage = { replies: ['a3', 'b3'] };
assert.equal(northReply(stage, 0, ['b3', 'a3']), 'a3');
assert.equal(northReply(stage, 1, ['c3', 'd3']), 'c3');
assert.equal(northReply(stage, 2, ['e3']), 'e3');
assert.equal(northReply({}, 0, ['g4', 'a3']), 'g4');

// Stars: three for the solution at the first try, one less for each failed try or extra move.
assert.equal(starsFor(three, 3, 0), 3);
assert.equal(starsFor(three, 4, 0), 2);
assert.equal(starsFor(three, 3, 1), 2);
assert.equal(starsFor(three, 6, 2), 1);
assert.equal(starsFor(one, 1, 0), 3);
console.log('learn goals: ok');
