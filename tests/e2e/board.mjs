// The board widget's own tests (web/board/): the widget alone on a blank page of the server,
// only its module and its CSS loaded, under the server's Content-Security-Policy. For every
// game in /api/meta, a few random games (random legal moves from POST /api/play) are drawn
// position by position: every pit's count, seeds, playable mark, label and the last move as the
// server says; the rows in the order they are drawn (from South, and flipped); each move's trace
// replayed onto the board before it ending on the board after it; and the clicks it reports
// (every pit clicked in the page, the move played and now and then a refused pit clicked with the mouse: a
// playable pit reports its own name to onPick, any other to onRefused).
import http from 'node:http';
import { api, assert, assertEq } from './lib/page.mjs';

const GAMES_EACH = 2; // random games a game (one drawn from South, one flipped)
const MAX_PLIES = 120; // a random game longer than this stops there

// POST /api/play on a connection of its own each time: the server allows 20 requests a second
// a connection, and a random game asks once a move.
function play(srv, body) {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: srv.port, path: '/api/play', method: 'POST', agent: false,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) } }, (res) => {
      let text = '';
      res.on('data', (d) => { text += d; });
      res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(text))
        : reject(new Error(`POST /api/play ${data} -> ${res.statusCode}: ${text.slice(0, 300)}`))));
    });
    req.on('error', reject);
    req.end(data);
  });
}

// A small deterministic random (the same games each run; the seed is in the log).
function random(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * n);
  };
}

// The blank page: the board's CSS and an empty root, served (by the test) at a path of the
// server's origin with the server's own security headers, so the module and the CSS come from
// the server and the page is held to the same policy as the real one.
async function blankPage(t, srv) {
  const csp = (await fetch(`${srv.url}/`)).headers.get('content-security-policy');
  assert(csp && /script-src 'self'/.test(csp), 'the server sends its Content-Security-Policy: ' + csp);
  const page = await t.newPage();
  const url = `${srv.url}/board-widget-test`;
  await page.route(url, (route) => route.fulfill({
    status: 200, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': csp },
    body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>board</title>' +
      '<link rel="stylesheet" href="/board/board.css"></head><body><div id="root"></div></body></html>',
  }));
  await page.goto(url);
  return page;
}

// A new board on the page for a game of meta (its rows, columns and circuits), flipped or not;
// its picks and refusals kept in window.
const mount = (page, game, flipped) => page.evaluate(async ({ rows, columns, circuits, flipped }) => {
  const { Board } = await import('/board/board.js');
  const root = document.getElementById('root');
  root.replaceChildren();
  window.picks = [];
  window.refused = [];
  window.board = new Board(root, { rows, columns, circuits, flipped, names: true, arrows: true, label: 'test board',
    onPick: (pit) => window.picks.push(pit), onRefused: (pit) => window.refused.push(pit) });
  return document.querySelectorAll('#root .board [data-pit]').length;
}, { rows: game.rows, columns: game.columns, circuits: game.circuits, flipped });

// The sowing arrows as drawn: pit -> 'up', 'down', 'left' or 'right'.
const drawnArrows = (page) => page.evaluate(() =>
  Object.fromEntries([...document.querySelectorAll('#root [data-pit]')].map((b) => [b.dataset.pit, b.querySelector('.dir')?.dataset.dir])));

// Where each pit's arrow should point: toward the next pit of its circuit, as drawn.
function expectedArrows(drawnRows, circuits) {
  const at = new Map();
  drawnRows.forEach((row, y) => row.forEach((name, x) => at.set(name, [y, x])));
  const out = {};
  for (const loop of circuits)
    loop.forEach((pit, i) => {
      const [y, x] = at.get(pit);
      const [ny, nx] = at.get(loop[(i + 1) % loop.length]);
      out[pit] = ny < y ? 'up' : ny > y ? 'down' : nx > x ? 'right' : 'left';
    });
  return out;
}

// The pits' names row by row as drawn, top to bottom, left to right (by their boxes).
const drawnOrder = (page) => page.evaluate(() => {
  const pits = [...document.querySelectorAll('#root [data-pit]')].map((b) => ({ name: b.dataset.pit, r: b.getBoundingClientRect() }));
  const tops = [...new Set(pits.map((p) => Math.round(p.r.top)))].sort((a, b) => a - b);
  return tops.map((top) => pits.filter((p) => Math.round(p.r.top) === top).sort((a, b) => a.r.left - b.r.left).map((p) => p.name));
});

// Draws one position and reads back what the board shows; every pit clicked in the page.
const drawAndRead = (page, board, legal, last) => page.evaluate(({ board, legal, last }) => {
  window.board.set(board, { legal, last });
  const out = { pits: {}, picks: [], refused: [] };
  for (const b of document.querySelectorAll('#root [data-pit]')) {
    out.pits[b.dataset.pit] = { count: Number(b.dataset.count), text: b.querySelector('.count').textContent,
      dots: b.querySelectorAll('.dots i').length, legal: b.dataset.legal === 'true', label: b.getAttribute('aria-label'),
      last: b.classList.contains('last'), disabled: b.getAttribute('aria-disabled') };
  }
  window.picks = [];
  window.refused = [];
  for (const b of document.querySelectorAll('#root [data-pit]')) b.click();
  out.picks = window.picks;
  out.refused = window.refused;
  window.picks = [];
  window.refused = [];
  return out;
}, { board, legal, last });

// What the board should show for a position, and the pits' names from the board's own rule
// (column letter, row number).
function expected(board, legal, last) {
  const pits = {};
  board.forEach((row, r) => row.forEach((n, c) => {
    const name = String.fromCharCode(97 + c) + (r + 1);
    const playable = legal.includes(name);
    pits[name] = { count: n, text: String(n), dots: Math.min(n, 18), legal: playable,
      label: `${name}, ${n} seed${n === 1 ? '' : 's'}${playable ? ', playable' : ''}`, last: name === last,
      disabled: playable ? 'false' : 'true' };
  }));
  return pits;
}

const sorted = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

// The rows as they should be drawn: from South row 1 at the bottom and a, b, ... left to
// right; flipped, from North: row 1 at the top, right to left.
function expectedOrder(rows, columns, flipped) {
  const order = [];
  for (let r = rows; r >= 1; r--) order.push([...Array(columns).keys()].map((c) => String.fromCharCode(97 + c) + r));
  return flipped ? order.reverse().map((row) => row.reverse()) : order;
}

// Random games of every game in meta (or of those named in `only`), of the server `binary`.
const randomGames = ({ binary = null, only = null } = {}) => async (t) => {
  const srv = await t.server(binary ? { binary: t[binary] } : {});
  const meta = await api(srv.url, 'GET', '/api/meta');
  if (only) meta.games = meta.games.filter((g) => only.includes(g.name));
  assert(meta.games.length >= (only ? only.length : 2), `the games in meta: ${meta.games.map((g) => g.name)}`);
  const page = await blankPage(t, srv);
  const seed = 20261202;
  const rnd = random(seed);
  let positions = 0;
  let mouseClicks = 0;
  for (const g of meta.games) {
    for (let k = 0; k < GAMES_EACH; k++) {
      const flipped = k % 2 === 1;
      assertEq(await mount(page, g, flipped), g.rows * g.columns, `${g.name}: ${g.rows} x ${g.columns} pits`);
      const drawnRows = await drawnOrder(page);
      const drawn = drawnRows.flat(); // set() changes counts, never places
      assertEq(drawn, expectedOrder(g.rows, g.columns, flipped).flat(), `${g.name}: the rows as drawn (flipped ${flipped})`);
      assertEq(sorted(await drawnArrows(page)), sorted(expectedArrows(drawnRows, g.circuits)), `${g.name}: the arrows follow the circuits`);
      let state = await play(srv, { game: g.name, position: g.start, moves: [] });
      let last = null;
      for (let ply = 0; ; ply++) {
        const legal = state.over ? [] : state.legal;
        const shown = await drawAndRead(page, state.board, legal, last);
        positions++;
        const where = `${g.name} game ${k + 1} ply ${ply} (${state.position})`;
        assertEq(sorted(shown.pits), sorted(expected(state.board, legal, last)), `${where}: the board drawn`);
        // Clicked in the page's order (as drawn): each playable pit reports itself to onPick,
        // each other pit to onRefused.
        assertEq(shown.picks, drawn.filter((p) => legal.includes(p)), `${where}: picks reported`);
        assertEq(shown.refused, drawn.filter((p) => !legal.includes(p)), `${where}: refusals reported`);
        if (state.over || ply >= MAX_PLIES) break;
        // The move: a random playable pit, clicked with the mouse where it is drawn.
        const move = legal[rnd(legal.length)];
        await page.click(`#root [data-pit="${move}"]`);
        // Every third position a pit that cannot be played too.
        const others = ply % 3 === 0 ? drawn.filter((p) => !legal.includes(p)) : [];
        // (force: a pit that cannot be played is aria-disabled, which Playwright will not click.)
        if (others.length) await page.click(`#root [data-pit="${others[rnd(others.length)]}"]`, { force: true });
        mouseClicks += 1 + (others.length ? 1 : 0);
        assertEq(await page.evaluate(() => ({ picks: window.picks, refused: window.refused.length })),
          { picks: [move], refused: others.length ? 1 : 0 }, `${where}: the mouse's clicks reported`);
        const next = await play(srv, { game: g.name, position: state.position, moves: [move] });
        assertEq(next.last.move, move, `${where}: the server played the clicked pit`);
        // The move's trace replayed on the board before it (skipped: all at once) ends on the
        // board after it.
        const after = await page.evaluate(async ({ before, trace }) => {
          const done = window.board.animate(before, trace, { speed: 'normal' });
          window.board.skip();
          const skipped = await done;
          return { skipped, counts: window.board.counts, animating: !!document.querySelector('#root .board[data-animating]') };
        }, { before: next.last.board_before, trace: next.last.trace });
        if (!next.last.truncated) assertEq(after.counts, next.board, `${where}: ${move}'s trace ends on the board after it`);
        assertEq([after.skipped, after.animating], [true, false], `${where}: the animation skipped and over`);
        state = next;
        last = move;
      }
      if (k === 0) await t.shot(`board-widget-${g.name}`, page);
    }
  }
  t.log(`${positions} positions drawn, ${mouseClicks} mouse clicks (seed ${seed})`);
};

// The widget at a phone's width: the board and its seven pits a row fit, each a tap target.
async function phoneWidth(t) {
  const srv = await t.server();
  const meta = await api(srv.url, 'GET', '/api/meta');
  const page = await blankPage(t, srv);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const g of meta.games) {
    await mount(page, g, false);
    const start = await play(srv, { game: g.name, position: g.start, moves: [] });
    await drawAndRead(page, start.board, start.legal, null);
    const box = await page.evaluate(() => {
      const pits = [...document.querySelectorAll('#root [data-pit]')].map((b) => b.getBoundingClientRect());
      const board = document.querySelector('#root .board').getBoundingClientRect();
      return { right: Math.max(board.right, ...pits.map((r) => r.right)), smallest: Math.min(...pits.map((r) => r.width)) };
    });
    assert(box.right <= 360, `${g.name}: the board fits 360 px: ${JSON.stringify(box)}`);
    assert(box.smallest >= 36, `${g.name}: pits big enough to tap: ${JSON.stringify(box)}`);
    await page.click(`#root [data-pit="${start.legal[0]}"]`);
    assertEq(await page.evaluate(() => window.picks), [start.legal[0]], `${g.name}: a tap on a playable pit reports it`);
    await t.shot(`board-widget-phone-${g.name}`, page);
  }
}

export const boardTests = [
  ['board widget: random games drawn, clicks reported', randomGames()],
  // Fives, the tests' own game of two rows of five (tests/plugin/fives/), from the server built with it.
  ['board widget: a game from outside (Fives), random games drawn', randomGames({ binary: 'pluginBinary', only: ['fives'] })],
  ['board widget: a phone\'s width', phoneWidth],
];
