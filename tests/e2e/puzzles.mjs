// Puzzles (docs/puzzles.md) in Chromium. Every puzzle is read from the set the server serves
// (/api/meta's `puzzles`), never written here, so the tests hold for any valid set: for each game
// a puzzle solved by clicking its line and one missed by a wrong move (the reason said, the
// solution shown), the guest's rating changed and kept over a reload, the history; the puzzle of
// the day stable over a reload; a streak of two ended by a wrong move, its best kept; the theme
// filter; a logged-in player's rating from the server; the keyboard alone; Arabic on a phone and
// the four languages. The static site's test (static_site.mjs) solves a puzzle with no server.
import { assert, assertEq } from './lib/page.mjs';
import { LANGUAGES, register, call } from './languages.mjs';
import { parseSet } from '../../web/pages/puzzles/set.js';
import { dailyPuzzle, nextPuzzle, streakOrder, utcDate } from '../../web/pages/puzzles/choose.js';

// The games with puzzles and their sets, as the page has them (metaPath: the static site's
// api/meta.json).
export async function puzzleSets(url, metaPath = 'api/meta') {
  const meta = await (await fetch(new URL(metaPath, url))).json();
  const games = meta.games.filter((g) => g.puzzles);
  assert(games.length, '/api/meta names a puzzle set (a binary built with src/games/*/web/puzzles.jsonl)');
  const sets = {};
  for (const g of games) sets[g.name] = parseSet(await (await fetch(new URL(g.puzzles, url))).text());
  return sets;
}

const solveSel = '[data-testid=puzzle-solve]';
// Waits until the puzzle has answered (no move on its way); its state: playing, solved, failed,
// solution or shown.
export async function settled(page) {
  await page.waitForSelector(`${solveSel}:not([data-busy])`);
  return page.getAttribute(solveSel, 'data-state');
}
const shown = async (page) => page.getAttribute(solveSel, 'data-puzzle');
const noteOf = (page) => page.textContent('[data-testid=puzzle-note]');

// The puzzle on the page, solved by clicking its line: the player's entries are clicked, North's
// are played by the page (which entry is next: data-played). Returns the puzzle.
export async function solveShown(page, set) {
  let state = await settled(page);
  const id = await shown(page);
  const p = set.find((x) => x.id === id);
  assert(p, `the page's puzzle ${id} is in the set`);
  for (let guard = 0; state === 'playing' && guard < p.line.length; guard++) {
    const k = Number(await page.getAttribute(solveSel, 'data-played'));
    await page.click(`${solveSel}:not([data-busy]) [data-pit="${p.line[k]}"][data-legal=true]`);
    state = await settled(page);
  }
  assertEq(state, 'solved', `${id}: solved by ${p.line.join(' ')}: ${await noteOf(page)}`);
  return p;
}

// A legal move of the player's that is not the line's next: the puzzle is missed. Returns
// {puzzle, wrong}, or null where the move is forced (no wrong one to play).
async function missShown(page, set) {
  await settled(page);
  const id = await shown(page);
  const puzzle = set.find((x) => x.id === id);
  const k = Number(await page.getAttribute(solveSel, 'data-played'));
  const legal = await page.$$eval(`${solveSel} [data-pit][data-legal=true]`, (ps) => ps.map((x) => x.dataset.pit));
  const wrong = legal.find((m) => m !== puzzle.line[k]);
  if (!wrong) return null;
  await page.click(`${solveSel}:not([data-busy]) [data-pit="${wrong}"][data-legal=true]`);
  assertEq(await settled(page), 'failed', `${id}: ${wrong} misses`);
  return { puzzle, wrong };
}

const ratingShown = async (page, game) => Number(await page.getAttribute(`[data-testid=puzzles-rating-${game}]`, 'data-rating'));
const recorded = (page) => page.waitForSelector('[data-testid=puzzle-page][data-recorded]').then(() => page.getAttribute('[data-testid=puzzle-page]', 'data-recorded'));
const boardOf = (page) => page.$$eval(`${solveSel} [data-pit]`, (ps) => Object.fromEntries(ps.map((p) => [p.dataset.pit, Number(p.dataset.count)]).sort()));

// For each game: the overview, the next puzzle solved, a reload keeping the rating; the next one
// missed, its reason and its solution; the history of both.
async function solveAndMiss(t) {
  const srv = await t.server();
  const sets = await puzzleSets(srv.url);
  const page = await t.newPage({ viewport: { width: 1100, height: 900 } });
  const base = `${srv.url}?anim=off`;
  await page.goto(`${base}#/`);
  await page.click('[data-testid=home-puzzles]');
  await page.waitForSelector('[data-testid=puzzles-page]');
  for (const [game, set] of Object.entries(sets)) {
    await page.goto(`${base}#/puzzles`);
    await page.waitForSelector(`[data-testid=puzzles-rating-${game}]`);
    assertEq(await ratingShown(page, game), 1500, `${game}: a guest starts at 1500`);
    await page.click(`[data-testid=puzzles-next-${game}]`);
    await settled(page);
    const first = await shown(page);
    assertEq(first, nextPuzzle(set, { rating: 1500 }).id, `${game}: the unplayed puzzle nearest 1500`);
    assert(page.url().endsWith(`#/puzzles/${game}/${first}`), `the address names the puzzle: ${page.url()}`);
    const p = await solveShown(page, set);
    assertEq(await recorded(page), 'rated', 'a first try is rated');
    const change = await page.textContent('[data-testid=puzzle-rating]');
    assert(/1500\?? → 1\d{3}\?? \(\+\d+\)/.test(change), `${game}: the rating's change: ${change}`);
    await t.shot(`puzzles-${game}-solved`, page);
    t.log(`${game}: ${p.id} ${p.line.join(' ')} — ${change}`);
    // Kept in this browser: the overview after a reload.
    await page.goto(`${base}#/puzzles`);
    await page.reload();
    await page.waitForSelector(`[data-testid=puzzles-rating-${game}]`);
    const after = await ratingShown(page, game);
    assert(after > 1500 && String(change).includes(String(after)), `${game}: ${after} kept over a reload (${change})`);
    // The next puzzle, missed (one whose first move is forced is solved, and the next one tried).
    await page.click(`[data-testid=puzzles-next-${game}]`);
    let miss = await missShown(page, set);
    for (let i = 0; !miss && i < set.length; i++) {
      await solveShown(page, set);
      await page.click('[data-testid=puzzle-next]');
      miss = await missShown(page, set);
    }
    assert(miss, `${game}: a puzzle with a wrong move to play`);
    const note = await noteOf(page);
    assert(note.startsWith('Not the best: ') && note.length > 40, `${game}: ${miss.wrong} said why: ${note}`);
    t.log(`${game}: ${miss.puzzle.id} ${miss.wrong} — “${note}”`);
    assertEq(await recorded(page), 'rated', 'a miss is rated');
    assert(/→ 1\d{3}\?? \(−\d+\)/.test(await page.textContent('[data-testid=puzzle-rating]')), 'a miss lowers the rating');
    await t.shot(`puzzles-${game}-missed`, page);
    await page.click('[data-testid=puzzle-show]');
    assertEq(await settled(page), 'shown', 'the solution shown');
    const end = await call(srv, 'POST', '/api/play', { game, options: miss.puzzle.options, position: miss.puzzle.position, moves: miss.puzzle.line });
    const want = Object.fromEntries(end.board.flatMap((row, r) => row.map((n, c) => [`${'abcdefg'[c]}${r + 1}`, n])).sort());
    assertEq(await boardOf(page), want, 'the board after the solution is the line\'s end');
    assert((await noteOf(page)).includes(miss.puzzle.line.join(' ')), 'the note names the solution');
    // Tried again from the start and solved: not rated again, the rating stays the miss's.
    const missed = await page.textContent('[data-testid=puzzle-rating]');
    await page.click('[data-testid=puzzle-again]');
    assertEq(await settled(page), 'playing', `${game}: the puzzle again from its start`);
    assertEq(await page.getAttribute(solveSel, 'data-played'), '0', 'nothing of the line played');
    await solveShown(page, set);
    assertEq(await page.textContent('[data-testid=puzzle-rating]'), missed, 'a second try is not rated');
    // The history: the miss first, then the solve.
    await page.click('[data-testid=puzzle-back]');
    await page.waitForSelector(`[data-testid=puzzles-history-${game}] li`);
    const rows = await page.$$eval(`[data-testid=puzzles-history-${game}] li`, (ls) => ls.map((l) => [l.dataset.puzzle, l.dataset.solved]));
    assertEq([rows[0], rows.at(-1)], [[miss.puzzle.id, 'false'], [first, 'true']], `${game}: the history, latest first`);
  }
}

// The puzzle of the day: the hash of the UTC date and the game over the set, the same after a reload.
async function daily(t) {
  const srv = await t.server();
  const sets = await puzzleSets(srv.url);
  const page = await t.newPage();
  for (const [game, set] of Object.entries(sets)) {
    await page.goto(`${srv.url}?anim=off#/puzzles/${game}/daily`);
    await settled(page);
    const id = await shown(page);
    assertEq(id, dailyPuzzle(set, game, utcDate()).id, `${game}: the day's puzzle`);
    assertEq(await page.getAttribute('[data-testid=puzzle-page]', 'data-mode'), 'daily', 'in daily mode');
    await page.reload();
    await settled(page);
    assertEq(await shown(page), id, `${game}: the same after a reload`);
    t.log(`${game}: ${utcDate()} ${id}`);
  }
}

// Streak mode: the easiest first; two solved, the third missed ends it; the best kept.
async function streak(t) {
  const srv = await t.server();
  const sets = await puzzleSets(srv.url);
  const [game, set] = Object.entries(sets).find(([, s]) => s.length >= 3) || [];
  assert(game, 'a game with three puzzles or more');
  const order = streakOrder(set);
  const page = await t.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(`${srv.url}?anim=off#/puzzles/${game}/streak`);
  for (const [i, p] of order.slice(0, 2).entries()) {
    await settled(page);
    assertEq(await shown(page), p.id, `streak puzzle ${i + 1}: rising ratings`);
    await solveShown(page, set);
    assertEq(await page.getAttribute('[data-testid=puzzle-streak]', 'data-count'), String(i + 1), `a streak of ${i + 1}`);
    await page.click('[data-testid=puzzle-next]');
  }
  await settled(page);
  assertEq(await shown(page), order[2].id, 'the third');
  assert(await missShown(page, set), 'a wrong move in the third');
  const said = page.locator('[data-testid=puzzle-page]');
  assertEq(await said.getAttribute('data-streak'), 'over', 'the streak is over');
  assertEq(await page.getAttribute('[data-testid=puzzle-streak]', 'data-best'), '2', 'the best is 2');
  await t.shot(`puzzles-streak-over-${game}`, page, { fullPage: true });
  await page.click('[data-testid=puzzle-streak-again]');
  await settled(page);
  assertEq([await shown(page), await page.getAttribute('[data-testid=puzzle-streak]', 'data-count')], [order[0].id, '0'], 'a new streak from the start');
  await page.goto(`${srv.url}?anim=off#/puzzles`);
  await page.reload();
  assert((await page.textContent(`[data-testid=puzzles-best-${game}]`)).includes('2'), 'the best streak kept over a reload');
}

// The theme filter: a theme only some puzzles have, ticked; the next puzzle is one of them, and
// the choice is kept over a reload.
async function themes(t) {
  const srv = await t.server();
  const sets = await puzzleSets(srv.url);
  const page = await t.newPage();
  await page.goto(`${srv.url}?anim=off#/puzzles`);
  await page.waitForSelector('[data-testid=puzzles-themes]');
  const [game, set] = Object.entries(sets)[0];
  const themesOf = [...new Set(set.flatMap((p) => p.themes))];
  const pick = themesOf.find((x) => nextPuzzle(set, { rating: 1500, themes: [x] })?.id !== nextPuzzle(set, { rating: 1500 }).id) || themesOf[0];
  await page.click('[data-testid=puzzles-themes] summary');
  await page.check(`[data-testid=puzzles-theme-${pick}]`);
  assert(/1/.test(await page.textContent('[data-testid=puzzles-themes-chosen]')), 'one theme chosen');
  await page.reload();
  await page.waitForSelector(`[data-testid=puzzles-theme-${pick}]`);
  assert(await page.isChecked(`[data-testid=puzzles-theme-${pick}]`), 'kept over a reload');
  await page.click(`[data-testid=puzzles-next-${game}]`);
  await settled(page);
  const id = await shown(page);
  assertEq(id, nextPuzzle(set, { rating: 1500, themes: [pick] }).id, `the next ${pick} puzzle`);
  assert(set.find((p) => p.id === id).themes.includes(pick), `${id} is a ${pick} puzzle`);
  t.log(`${game}: theme ${pick} -> ${id}`);
}

// A logged-in player: the rating is the server's (GET /api/puzzles/rating), each first try POSTed
// (/api/puzzles/attempt), a second try of the same puzzle not rated.
async function account(t) {
  const srv = await t.server();
  const sets = await puzzleSets(srv.url);
  const [game, set] = Object.entries(sets)[0];
  const page = await t.newPage();
  const amal = await register(srv, 'amal');
  const [name, ...value] = amal.cookie.split('=');
  await page.context().addCookies([{ name, value: value.join('='), url: srv.url }]);
  const base = `${srv.url}?anim=off`;
  await page.goto(`${base}#/puzzles`);
  await page.waitForSelector(`[data-testid=puzzles-rating-${game}]`);
  const before = await call(srv, 'GET', `/api/puzzles/rating?game=${game}`, undefined, amal);
  assertEq(await ratingShown(page, game), Math.round(before.player.rating), 'the server\'s rating shown');
  assert(/account/.test(await page.textContent('[data-testid=puzzles-page]')), 'kept in the account, it says');
  await page.click(`[data-testid=puzzles-next-${game}]`);
  const p = await solveShown(page, set);
  assertEq(await recorded(page), 'rated', 'the server rated it');
  const after = await call(srv, 'GET', `/api/puzzles/rating?game=${game}`, undefined, amal);
  assertEq(after.history[0].puzzle, p.id, 'the server has the try');
  assert(after.history[0].solved, 'solved, on the server');
  const said = await page.textContent('[data-testid=puzzle-rating]');
  assert(said.includes(String(Math.round(after.player.rating))), `the page shows the server's new rating: ${said}`);
  // Again (the address the page is at: loaded anew): not rated.
  await page.goto(`${base}#/puzzles/${game}/${p.id}`);
  await page.reload();
  await solveShown(page, set);
  assertEq(await recorded(page), 'unrated', 'a second try is not rated');
  await page.goto(`${base}#/puzzles`);
  await page.waitForSelector(`[data-testid=puzzles-history-${game}] li`);
  assertEq(await ratingShown(page, game), Math.round(after.player.rating), 'the overview shows the server\'s rating');
}

// A puzzle by keyboard alone: Tab reaches the board, the arrows go from pit to pit, Enter plays.
async function byKeyboard(t) {
  const srv = await t.server();
  const sets = await puzzleSets(srv.url);
  const [game, p] = Object.entries(sets).flatMap(([g, s]) => s.map((x) => [g, x])).sort((a, b) => b[1].line.length - a[1].line.length)[0];
  const page = await t.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(`${srv.url}?anim=off#/puzzles/${game}/${p.id}`);
  await settled(page);
  const focused = () => page.evaluate(() => document.activeElement?.dataset.pit || null);
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  for (let i = 0; i < 40 && !(await focused()); i++) await page.keyboard.press('Tab');
  assert(await focused(), 'Tab reaches the board');
  const where = (pit) => [-Number(pit.slice(1)), pit.charCodeAt(0)];
  while ((await settled(page)) === 'playing') {
    const move = p.line[Number(await page.getAttribute(solveSel, 'data-played'))];
    if (!(await focused())) await page.focus(`${solveSel} [data-pit][tabindex="0"]`); // the board's roving stop
    for (let guard = 0; (await focused()) !== move && guard < 20; guard++) {
      const [r, c] = where(await focused()), [tr, tc] = where(move);
      await page.keyboard.press(r < tr ? 'ArrowDown' : r > tr ? 'ArrowUp' : c < tc ? 'ArrowRight' : 'ArrowLeft');
    }
    assertEq(await focused(), move, `the arrows reach ${move}`);
    await page.keyboard.press('Enter');
  }
  assertEq(await settled(page), 'solved', `${p.id}: solved by keyboard`);
  assertEq(await page.evaluate(() => document.activeElement?.dataset.testid), 'puzzle-next', 'the focus on "Next puzzle"');
  await page.keyboard.press('Enter');
  await page.waitForFunction((id) => document.querySelector('[data-testid=puzzle-solve]')?.dataset.puzzle !== id, p.id);
  t.log(`${p.id}: ${p.line.join(' ')} by keyboard`);
}

// Each language on a phone: the overview and a missed puzzle, in its direction, nothing wider
// than the phone, its words not in a monospace font; Arabic's screenshots to look at.
async function languages(t) {
  const srv = await t.server();
  const sets = await puzzleSets(srv.url);
  const [game, set] = Object.entries(sets)[0];
  for (const lang of LANGUAGES) {
    const page = await t.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const base = `${srv.url}?anim=off&lang=${lang.code}`;
    await page.goto(`${base}#/puzzles`);
    await page.waitForSelector('[data-testid=puzzles-page]');
    await page.click('[data-testid=puzzles-themes] summary');
    assertEq(await page.evaluate(() => document.documentElement.dir), lang.dir, `${lang.code}: the page's direction`);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    assert(await fits(), `${lang.code}: the overview no wider than the phone`);
    await t.shot(`puzzles-${lang.code}-phone-overview`, page, { fullPage: true });
    await page.goto(`${base}#/puzzles/${game}`);
    const miss = await missShown(page, set);
    assert(miss, `${lang.code}: a wrong move`);
    await page.waitForSelector('[data-testid=puzzle-page][data-recorded]');
    assert(await fits(), `${lang.code}: the puzzle no wider than the phone`);
    const font = await page.$eval('[data-testid=puzzle-note]', (el) => getComputedStyle(el).fontFamily);
    assert(!/mono|courier|consolas|menlo/i.test(font), `${lang.code}: the note's font is not monospace (${font})`);
    await t.shot(`puzzles-${lang.code}-phone-missed`, page, { fullPage: true });
    await page.click('[data-testid=puzzle-show]');
    assertEq(await settled(page), 'shown', `${lang.code}: the solution shown`);
    t.log(`${lang.code}: ${await noteOf(page)}`);
  }
}

export const puzzleTests = [
  ['puzzles: each game\'s puzzle solved and one missed, the guest\'s rating kept, the history', solveAndMiss],
  ['puzzles: the puzzle of the day, stable over a reload', daily],
  ['puzzles: a streak of two ended by a wrong move, the best kept', streak],
  ['puzzles: the theme filter', themes],
  ['puzzles: by keyboard alone', byKeyboard],
  ['puzzles: each language on a phone (Arabic right to left)', languages],
  ['puzzles: a logged-in player\'s rating from the server', account],
];
