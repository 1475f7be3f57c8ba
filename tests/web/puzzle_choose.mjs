// The puzzle page's choices (web/pages/puzzles/choose.js) and its set's parser (set.js): the
// next rated puzzle near a rating within a theme filter, the puzzle of the day, streak order; and
// the sets shipped in src/games/*/web/puzzles.jsonl read whole by the page.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { inFilter, nextPuzzle, utcDate, dailyPuzzle, streakOrder, themesOf } from '../../web/pages/puzzles/choose.js';
import { parseSet } from '../../web/pages/puzzles/set.js';

const p = (id, rating, themes = []) => ({ id, rating, themes, line: ['a1'], position: 'x', options: {}, outcome: null, gain: 0 });
const set = [p('h-5', 1900, ['relay']), p('h-1', 1200, ['capture']), p('h-3', 1510, ['capture', 'relay']), p('h-2', 1490, ['feeding']),
  p('h-4', 1700, ['capture-chain'])];

// The set's text: one puzzle a line, blank lines and lines that are not puzzles left out, defaults filled.
const text = `${JSON.stringify({ id: 'a', position: 'P S 0 0', line: ['c2'] })}\n\nnot json\n${JSON.stringify({ id: 'b', position: 'P', line: [] })}\n` +
  `${JSON.stringify({ id: 'c', position: 'Q S 0 0', line: ['a1', 'b4', 'c1'], themes: ['relay'], rating: 1600, outcome: 'win', gain: 4 })}\n`;
const parsed = parseSet(text);
assert.deepEqual(parsed.map((x) => x.id), ['a', 'c'], 'only the puzzles');
assert.deepEqual([parsed[0].themes, parsed[0].rating, parsed[0].outcome, parsed[0].gain, parsed[0].options], [[], 1500, null, 0, {}], 'defaults');
assert.deepEqual([parsed[1].rating, parsed[1].outcome, parsed[1].gain], [1600, 'win', 4], 'its own values kept');

// The filter: any theme chosen; none chosen is every puzzle.
assert(inFilter(set[2], ['relay']) && inFilter(set[2], ['feeding', 'capture']) && !inFilter(set[2], ['feeding']));
assert(inFilter(set[2], []));

// The next puzzle: nearest the rating, unplayed, within the filter; the lower id on a tie.
assert.equal(nextPuzzle(set, { rating: 1500 }).id, 'h-2', 'a tie (10 either way): the lower id');
assert.equal(nextPuzzle(set, { rating: 1505 }).id, 'h-3');
assert.equal(nextPuzzle(set, { rating: 1500, played: new Set(['h-2', 'h-3']) }).id, 'h-4', '1700 is nearer than 1200');
assert.equal(nextPuzzle(set, { rating: 1500, themes: ['capture'] }).id, 'h-3');
assert.equal(nextPuzzle(set, { rating: 1500, themes: ['capture'], played: new Set(['h-3']) }).id, 'h-1');
assert.equal(nextPuzzle(set, { rating: 1500, themes: ['feeding'], played: new Set(['h-2']) }), null, 'all of the filter played');
assert.equal(nextPuzzle(set, { rating: 1500, themes: ['no-such'] }), null);
assert.equal(nextPuzzle([...set].reverse(), { rating: 1500 }).id, 'h-2', 'whatever the file order');

// The puzzle of the day: the same on a date whatever the set's order; other games and dates spread.
assert.equal(utcDate(new Date('2026-12-06T23:59:59Z')), '2026-12-06');
assert.equal(utcDate(new Date('2026-12-07T00:00:00+01:00')), '2026-12-06', 'the UTC date');
const day = dailyPuzzle(set, 'hawalis', '2026-12-06');
assert.equal(dailyPuzzle([...set].reverse(), 'hawalis', '2026-12-06').id, day.id, 'the same whatever the file order');
assert.equal(dailyPuzzle(set, 'hawalis', '2026-12-06').id, day.id, 'stable');
const many = Array.from({ length: 100 }, (_, i) => p(`q-${String(i).padStart(3, '0')}`, 1500));
const days = new Set(Array.from({ length: 30 }, (_, d) => dailyPuzzle(many, 'hawalis', utcDate(new Date(Date.UTC(2026, 0, 1 + d)))).id));
assert(days.size >= 20, `30 days pick many puzzles (${days.size})`);
const games = ['hawalis', 'al-manqala'].map((g) => Array.from({ length: 10 }, (_, d) => dailyPuzzle(many, g, `2026-01-${String(d + 1).padStart(2, '0')}`).id).join());
assert.notEqual(games[0], games[1], 'each game its own');
assert.equal(dailyPuzzle([], 'hawalis', '2026-12-06'), null);

// Streak order: rising rating, ties by id; the set itself is not reordered.
assert.deepEqual(streakOrder([...set, p('h-0', 1490)]).map((x) => x.id), ['h-1', 'h-0', 'h-2', 'h-3', 'h-4', 'h-5']);
assert.equal(set[0].id, 'h-5');

// The themes of the sets: the known ones in their order, then the others alphabetically.
assert.deepEqual(themesOf([set, [p('z', 1, ['zebra', 'alpha'])]], ['relay', 'capture', 'feeding']),
  ['relay', 'capture', 'feeding', 'alpha', 'capture-chain', 'zebra']);
// The sets shipped with the page: every line a puzzle the page takes, its fields of the kinds it reads.
const gamesDir = new URL('../../src/games/', import.meta.url);
for (const folder of fs.readdirSync(gamesDir)) {
  const file = new URL(`${folder}/web/puzzles.jsonl`, gamesDir);
  if (!fs.existsSync(file)) continue;
  const text = fs.readFileSync(file, 'utf8');
  const shipped = parseSet(text);
  assert.equal(shipped.length, text.split('\n').filter((l) => l.trim()).length, `${folder}: every line a puzzle`);
  for (const x of shipped) {
    assert(Number.isFinite(x.rating) && Number.isFinite(x.gain) && Array.isArray(x.themes), `${x.id}: rating, gain, themes`);
    assert([null, 'win', 'draw'].includes(x.outcome), `${x.id}: outcome ${x.outcome}`);
    assert(/ S \d+ \d+$/.test(x.position), `${x.id}: South to move`);
  }
  assert.equal(new Set(shipped.map((x) => x.id)).size, shipped.length, `${folder}: ids unique`);
}
console.log('puzzle choices: ok');
