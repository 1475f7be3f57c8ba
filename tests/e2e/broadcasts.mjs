// A broadcast (docs/broadcasts.md) as a club night runs it, in Chromium. The director starts it
// on the tournament's page (its panel: the default engine's delay, the spectators' link, the
// embed code, each board's entry link with the hall's code). Round 1's moves are entered on two
// phones at the boards, alternately: pits tapped, moves typed (one in Arabic-Indic digits), a
// pit of the wrong row refused with the legal moves as buttons (one tapped), a typo taken back
// (two clicks). Three spectators follow, no account: A and B at a desk in English (B with the
// board's animation on), C on a phone in Arabic (right to left, nothing wider than the screen).
// After each few moves every spectator's grid holds each board's moves and last move as the
// server has them, and the big board follows. A picks board 2: shown big with its move list and
// no evaluation while it is played (the page says why; the server refuses to judge it, 409).
// The director's result for board 1 (API) reaches the grids and the standings in place (the
// winner's point, board 2's players still "playing"), stops its phone, files its game in the
// archive and lets the engine judge it. Round 2 is paired and pushed by a relay: the panel's
// token (two clicks) stops working once the API makes another; two pushes (the second with more
// moves and clocks), the same body again "unchanged". A and C pick round 2, B is moved there by
// the page (it follows the live round). A's and the embed's own fetches of the round are held
// (a slow network) until the socket has brought newer moves: they must not undo them. The
// embedded board (/embed/broadcast/<id>?board=1) follows the pushes, and another site (another
// origin) frames the round's grid in Arabic. Screenshots (broadcast-*.png): the panel (twice),
// a phone's entry page, spectator A, spectator C in Arabic, the embed and the framed grid.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { assert, assertEq } from './lib/page.mjs';
import { startStatic } from './lib/server.mjs';
import { call, register } from './languages.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// At the door: four players, two boards a round.
const PLAYERS = [['Amira Said', 1950], ['Badr Hamed', 1900], ['Chiku Ali', 1850], ['Dieter Kraus', 1800]];
const WAIT = 10000; // a change reaches every page within this

// ---- the API, as the test calls it ----

// The tournament over the API (as otb.mjs's): an Al-manqala Swiss of 3 rounds, four players,
// round 1 paired. -> { director, id, code (the hall's), tm (GET /api/otb/<id>) }
async function clubNight(srv) {
  const director = await register(srv, 'salma');
  const post = (p, body) => call(srv, 'POST', p, body, director);
  const { id } = await post('/api/otb', { name: 'Ruwi Thursday Night', game: 'al-manqala', options: '', format: 'swiss', rounds: 3,
    tiebreaks: 'BH-C1,BH,SB,DE', initial_colour: 'white', time_control: '15+10', place: 'Ruwi', date: '2026-12-03', chief_arbiter: 'Salma Rashid', club_id: '' });
  for (const [name, rating] of PLAYERS) await post(`/api/otb/${id}/players`, { name, rating, account: '' });
  const tm = await pairNext(srv, director, id, 1);
  return { director, id, code: tm.hall_code, tm };
}

// Pairs round `round` (202: the pairing runs on the server) and waits for it. -> the tournament
export async function pairNext(srv, who, id, round) {
  await call(srv, 'POST', `/api/otb/${id}/pair`, {}, who);
  for (let i = 0; i < 200; i++) {
    const tm = await call(srv, 'GET', `/api/otb/${id}`, undefined, who);
    if (tm.rounds.length >= round) return tm;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`round ${round} not paired within 10 s`);
}

// A line of n moves from the start, played by the server's rules (POST /api/play), each the
// (i * pick + shift)-th legal move: never a move not checked.
async function lineOf(srv, n, pick, shift = 0) {
  const start = await startOf(srv);
  const moves = [];
  for (let i = 0; i < n; i++) {
    const p = await call(srv, 'POST', '/api/play', { game: 'al-manqala', options: {}, position: start, moves });
    assert(!p.over && p.legal.length, `the line goes on at move ${i + 1}: ${moves.join(' ')}`);
    moves.push(p.legal[(i * pick + shift) % p.legal.length]);
  }
  return moves;
}

const startOf = async (srv) => (await call(srv, 'GET', '/api/meta')).games.find((g) => g.name === 'al-manqala').start;

// The server's fair-play rule: the position on a board being played is judged by no engine of
// the server (409), whoever asks.
async function notJudged(srv, moves) {
  const { position } = await call(srv, 'POST', '/api/play', { game: 'al-manqala', options: {}, position: await startOf(srv), moves });
  const r = await raw(srv, 'POST', '/api/analysis', { 'Content-Type': 'application/json' }, JSON.stringify({ game: 'al-manqala', options: {}, position, lines: 1, ms: 100 }));
  assertEq(r.status, 409, `the live board's position is not judged: ${JSON.stringify(r.body)}`);
}

// A pit that cannot be the move: the same column on the other player's row.
const wrongPit = (m) => m[0] + (m[1] === '1' ? '2' : '1');

const roundOf = (srv, id, r) => call(srv, 'GET', `/api/broadcast/${id}/rounds/${r}`);

// A board's game as a relay sends it (docs/record-format.md): its Round tag "round.board", the
// moves numbered in pairs, `ongoing` while it is played; the clocks when given.
function record({ round, board, south, north, moves, clocks = null }) {
  const tags = [['Game', 'al-manqala'], ['Round', `${round}.${board}`], ['South', south], ['North', north], ['Result', 'ongoing'],
    ...(clocks ? [['SouthClock', clocks.south], ['NorthClock', clocks.north]] : [])];
  const text = moves.map((m, i) => (i % 2 ? m : `${i / 2 + 1}. ${m}`)).join(' ');
  return `${tags.map(([k, v]) => `[${k} "${v}"]`).join('\n')}\n\n${text} ongoing\n`;
}

// POST .../push with the token, the records as text. -> {status, body}
const push = (srv, id, token, text) => raw(srv, 'POST', `/api/broadcast/${id}/push`, { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' }, text);

// A request on a connection of its own (the server counts requests a connection), whatever its
// answer. -> {status, body (its JSON)}
function raw(srv, method, path, headers, text) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: srv.port, path, method, agent: false,
      headers: { ...headers, 'Content-Length': Buffer.byteLength(text) } }, (res) => {
      let data = '';
      res.on('data', (d) => { data += d; });
      res.on('end', () => {
        let body = data;
        try { body = JSON.parse(data); } catch {} // a refusal's text as it is
        resolve({ status: res.statusCode, body });
      });
    });
    req.on('error', reject);
    req.end(text);
  });
}

// ---- the pages ----

// A browser at `hash` (the query before it: ?anim=off unless given); `who`: logged in with their
// session cookie.
async function open(t, srv, hash, { who = null, opts = {}, query = 'anim=off' } = {}) {
  const page = await t.newPage(opts);
  if (who) {
    const [name, value] = who.cookie.split(';')[0].split('=');
    await page.context().addCookies([{ name, value, url: srv.url }]);
  }
  await page.goto(`${srv.url}?${query}${hash}`);
  return page;
}

// The page's width holds its content (a phone's: nothing to scroll sideways).
async function fits(page, what) {
  const w = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
  assert(w.scroll <= w.inner + 1, `${what}: nothing wider than the window (${w.scroll} px in ${w.inner})`);
}

// Waits until `sel` is on `page`; on a timeout says what the page's element holds instead.
async function waitSeen(page, who, sel, { timeout = WAIT, probe = null } = {}) {
  try {
    await page.waitForSelector(sel, { timeout, state: 'attached' });
  } catch {
    const held = await page.$eval(probe || sel.replace(/\[data-(?!testid)[^\]]*\]/g, ''), (e) => JSON.stringify(e.dataset)).catch(() => 'nothing');
    throw new Error(`${who}: ${sel} not seen within ${timeout} ms; the page holds ${held}`);
  }
}

// The director's panel: Start broadcasting clicked; the entry link of each board read.
async function startOnPanel(page, id, code, boards) {
  await page.waitForSelector('[data-testid=otb-broadcast] [data-testid=broadcast-state][data-live=false]');
  assertEq(await page.inputValue('[data-testid=broadcast-delay]'), 'end', 'the engine\'s delay: when the game ends, by default');
  await page.click('[data-testid=broadcast-start]');
  await page.waitForSelector('[data-testid=broadcast-state][data-live=true]');
  await page.waitForSelector('[data-testid=broadcast-start][data-live=true]');
  assertEq(await page.getAttribute('[data-testid=broadcast-spectate-link]', 'href'), `#/broadcast/${id}`, 'the spectators\' link');
  const embed = await page.inputValue('[data-testid=broadcast-embed-code]');
  assert(embed.startsWith('<iframe src="') && embed.includes(`/embed/broadcast/${id}"`), `the embed code: ${embed}`);
  const links = {};
  for (const b of boards) {
    links[b] = await page.getAttribute(`[data-testid=broadcast-entry-link-${b}]`, 'href');
    assertEq(links[b], `#/broadcast/${id}/enter/1/${b}?code=${code}`, `board ${b}'s entry link carries the hall's code`);
  }
  return links;
}

// A phone at a board, on its entry link: ready once the board's legal pits are drawn.
async function phoneAt(t, srv, link, board) {
  const phone = await open(t, srv, link, { opts: PHONE });
  await phone.waitForSelector(`[data-testid=entry-page][data-board="${board}"] [data-testid=entry-status][data-state=playing]`);
  await phone.waitForSelector('[data-testid=entry-board] [data-pit][data-legal=true]');
  assert(!(await phone.$('[data-testid=entry-no-code]')), 'the director\'s link carries the code: no warning');
  return phone;
}

const entered = (phone, n) => waitSeen(phone, 'phone', `[data-testid=entry-moves][data-count="${n}"]`);

// One move entered at the board, as the phone's holder does it: its pit tapped ('tap'), typed
// ('type', or 'indic': its row in Arabic-Indic digits), or a pit of the wrong row typed first
// ('illegal': refused, the legal moves as buttons, the right one tapped). n: the moves after it.
async function enter(phone, move, n, how) {
  if (how === 'tap') {
    await phone.tap(`[data-testid=entry-board] [data-pit="${move}"][data-legal=true]`);
  } else if (how === 'type' || how === 'indic') {
    await phone.waitForSelector('[data-testid=entry-board] [data-pit][data-legal=true]'); // the position shown, nothing on its way
    const text = how === 'indic' ? move[0] + String.fromCharCode(0x660 + Number(move.slice(1))) : move;
    await phone.fill('[data-testid=entry-move-input]', text);
    await phone.click('[data-testid=entry-submit]');
  } else if (how === 'illegal') {
    await phone.waitForSelector('[data-testid=entry-board] [data-pit][data-legal=true]');
    await phone.fill('[data-testid=entry-move-input]', wrongPit(move));
    await phone.click('[data-testid=entry-submit]');
    await phone.waitForSelector('[data-testid=entry-error]:not([hidden]) [data-testid=entry-legal]');
    const said = (await phone.textContent('[data-testid=entry-error]')).replace(/[\u2066-\u2069]/g, '');
    assert(said.includes(`${wrongPit(move)} is not a legal move here`), `the refusal names the move: ${said}`);
    const legal = await phone.$$eval('[data-testid=entry-legal]', (bs) => bs.map((b) => b.dataset.move));
    assert(legal.includes(move) && !legal.includes(wrongPit(move)), `the legal moves offered: ${legal.join(' ')}`);
    assertEq(await phone.getAttribute('[data-testid=entry-moves]', 'data-count'), String(n - 1), 'nothing entered by the refused move');
    await phone.tap(`[data-testid=entry-legal][data-move="${move}"]`);
    await phone.waitForSelector('[data-testid=entry-error][hidden]', { state: 'attached' });
  } else throw new Error(how);
  await entered(phone, n);
}

// The last move taken back on the phone (two clicks: a typo). n: the moves left.
async function undo(phone, n) {
  const b = phone.locator('[data-testid=entry-undo]');
  await b.click();
  await b.click();
  await entered(phone, n);
}

// Every spectator's grid holds each board's moves (count and last move) as the server has them;
// big: the board each spectator shows big (its move count too). counts: {board: moves}.
async function allSee(srv, id, round, spectators, counts, lines) {
  const r = await roundOf(srv, id, round);
  for (const [b, n] of Object.entries(counts))
    assertEq(r.boards.find((x) => x.board === Number(b)).moves, lines[b].slice(0, n), `round ${round}, board ${b}: the server's moves`);
  await Promise.all(spectators.map(async (s) => {
    for (const [b, n] of Object.entries(counts)) {
      const last = n ? lines[b][n - 1] : '';
      await waitSeen(s.page, s.who, `[data-testid=broadcast-board-${b}][data-moves="${n}"][data-last="${last}"]`, { probe: `[data-testid=broadcast-board-${b}]` });
    }
    const big = Number(await s.page.getAttribute('[data-testid=broadcast-big]', 'data-board'));
    if (counts[big] !== undefined)
      await waitSeen(s.page, s.who, `[data-testid=broadcast-big][data-moves="${counts[big]}"][data-following=true]`, { probe: '[data-testid=broadcast-big]' });
  }));
}

// A spectator on the broadcast's page, its round's grid drawn. -> {page, who}
async function spectator(t, srv, id, who, { opts = {}, query = 'anim=off' } = {}) {
  const page = await open(t, srv, `#/broadcast/${id}`, { opts, query });
  await page.waitForSelector('[data-testid=broadcast-board-1][data-moves]');
  await page.waitForSelector('[data-testid=broadcast-link][data-state=live]');
  return { page, who };
}

// A standings row of the spectators' page: {points, playing} of player number `n`.
const standing = (page, n) => page.$eval(`[data-testid=broadcast-standing][data-number="${n}"]`, (r) => ({ points: r.dataset.points, playing: r.dataset.playing }));

// ---- the night ----

async function broadcastNight(t) {
  const srv = await t.server();
  const { director, id, code, tm } = await clubNight(srv);
  const r1 = tm.rounds[0].boards;
  assertEq(r1.map((b) => b.board), [1, 2], 'round 1: two boards');
  // The lines played (read from the server's rules, never written here): each board its own.
  const lines = { 1: await lineOf(srv, 8, 2), 2: await lineOf(srv, 8, 3, 1) };

  // The director starts the broadcast on the tournament's page and reads the entry links.
  const desk = await open(t, srv, `#/otb/${id}`, { who: director });
  const links = await startOnPanel(desk, id, code, [1, 2]);
  assertEq((await call(srv, 'GET', `/api/broadcast/${id}`)).live, true, 'the broadcast is live');
  await desk.locator('[data-testid=otb-broadcast]').screenshot({ path: path.join(t.out, 'broadcast-panel.png') });

  // Three spectators, no account: A and B at a desk (B with the board's animation on), C on a phone in Arabic.
  const A = await spectator(t, srv, id, 'spectator A');
  const B = await spectator(t, srv, id, 'spectator B', { query: 'anim=fast' });
  const C = await spectator(t, srv, id, 'spectator C (Arabic phone)', { opts: PHONE, query: 'anim=off&lang=ar' });
  const spectators = [A, B, C];
  const html = await C.page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));
  assertEq(html, { dir: 'rtl', lang: 'ar' }, 'spectator C\'s page is Arabic, right to left');
  for (const s of spectators) {
    assertEq(await s.page.getAttribute('[data-testid=broadcast-live-state]', 'data-live'), 'true', `${s.who}: the page says live`);
    assertEq(await s.page.getAttribute('[data-testid=broadcast-big]', 'data-board'), '1', `${s.who}: board 1 big at first`);
    assert(await s.page.isVisible('[data-testid=broadcast-standings]'), `${s.who}: the standings`);
    assertEq(await s.page.$$eval('[data-testid=broadcast-standing]', (rows) => rows.length), 4, `${s.who}: four players standing`);
  }

  // Two phones at the boards, on the director's links.
  const phone = { 1: await phoneAt(t, srv, links[1], 1), 2: await phoneAt(t, srv, links[2], 2) };
  const t0 = Date.now();
  const counts = { 1: 0, 2: 0 };
  const play = async (b, how) => {
    counts[b]++;
    await enter(phone[b], lines[b][counts[b] - 1], counts[b], how);
  };
  // Alternately at the two boards, every way a move is entered.
  const plan = [['tap', 'tap'], ['type', 'indic'], ['illegal', 'tap'], ['tap', 'type']];
  for (const [i, [h1, h2]] of plan.entries()) {
    await play(1, h1);
    await play(2, h2);
    if (i % 2) await allSee(srv, id, 1, spectators, counts, lines);
  }
  // A typo on board 2 taken back: every spectator sees the board lose it, then it comes again.
  await undo(phone[2], --counts[2]);
  await allSee(srv, id, 1, spectators, counts, lines);
  await play(2, 'tap');
  for (const [h1, h2] of [['type', 'tap'], ['tap', 'type']]) {
    await play(1, h1);
    await play(2, h2);
  }
  await allSee(srv, id, 1, spectators, counts, lines);
  await fits(phone[1], 'the entry page on a phone');
  assert(/6 moves entered/.test(await phone[1].textContent('[data-testid=entry-status]')), 'the phone says how many moves are in');
  assertEq(await phone[1].$$eval('[data-testid=entry-moves] .mv', (ms) => ms.map((m) => m.textContent)), lines[1].slice(0, 6), 'the phone\'s move list');
  await t.shot('broadcast-entry-phone', phone[1], { fullPage: true });

  // A picks board 2: it is shown big with its moves; no evaluation while it is played.
  await A.page.click('[data-testid=broadcast-board-2]');
  await waitSeen(A.page, A.who, '[data-testid=broadcast-big][data-board="2"]');
  assertEq(await A.page.getAttribute('[data-testid=broadcast-board-2]', 'aria-pressed'), 'true', 'the board picked is pressed');
  assertEq(await A.page.getAttribute('[data-testid=broadcast-board-1]', 'aria-pressed'), 'false', 'the other is not');
  assertEq(await A.page.$$eval('[data-testid=broadcast-moves] .mv', (ms) => ms.map((m) => m.textContent)), lines[2].slice(0, counts[2]), 'board 2\'s move list');
  await heldEval(A, 'board 2 being played');
  for (let k = 0; k < 2; k++) {
    await play(1, k ? 'type' : 'tap');
    await play(2, k ? 'tap' : 'type');
  }
  await allSee(srv, id, 1, spectators, counts, lines); // A follows board 2 big, move by move
  t.log(`round 1: ${counts[1] + counts[2]} moves entered on the phones (and one taken back, one refused), seen by 3 spectators, in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await heldEval(A, 'board 2 still played');
  await notJudged(srv, lines[2].slice(0, counts[2]));
  assertEq(await A.page.getAttribute('[data-testid=broadcast-moves]', 'data-count'), String(counts[2]), 'A\'s move list follows board 2');

  // The director's result for board 1, over the API: the grids and the standings change in place.
  const south1 = r1.find((b) => b.board === 1).white;
  const north1 = r1.find((b) => b.board === 1).black;
  await call(srv, 'POST', `/api/otb/${id}/rounds/1/boards/1/result`, { result: '1-0' }, director);
  await Promise.all(spectators.map(async (s) => {
    await waitSeen(s.page, s.who, '[data-testid=broadcast-board-1][data-result="1-0"][data-over=true]');
    await waitSeen(s.page, s.who, `[data-testid=broadcast-standing][data-number="${south1}"][data-points="1"][data-playing=false]`,
      { probe: `[data-testid=broadcast-standing][data-number="${south1}"]` });
    assertEq(await standing(s.page, north1), { points: '0', playing: 'false' }, `${s.who}: board 1's loser`);
    assertEq(await s.page.getAttribute('[data-testid=broadcast-standings]', 'data-provisional'), 'true', `${s.who}: board 2 still counts as it stands`);
    assertEq(await s.page.$$eval('[data-testid=broadcast-standing][data-playing=true]', (rows) => rows.length), 2, `${s.who}: board 2's players are playing`);
  }));
  await phone[1].waitForSelector('[data-testid=entry-status][data-state=over]');
  assert(await phone[1].isDisabled('[data-testid=entry-move-input]'), 'no more moves at a board whose game is over');
  // Board 2 is still played: no evaluation of it. Board 1 is over: judged, and in the archive.
  await heldEval(A, 'board 2 after board 1 ended');
  await A.page.click('[data-testid=broadcast-board-1]');
  await waitSeen(A.page, A.who, `[data-testid=broadcast-big][data-board="1"][data-moves="${counts[1]}"]`);
  await waitSeen(A.page, A.who, `[data-testid=broadcast-eval][data-state=done][data-ply="${counts[1]}"]`, { timeout: 20000, probe: '[data-testid=broadcast-eval]' });
  assert(/depth \d+/.test(await A.page.textContent('[data-testid=broadcast-eval]')), 'the engine\'s evaluation with its depth');
  await waitSeen(A.page, A.who, '[data-testid=broadcast-game][data-board="1"]');
  await waitSeen(A.page, A.who, '[data-testid=broadcast-big-links] [data-testid=broadcast-replay]');
  const { games } = await call(srv, 'GET', `/api/broadcast/${id}/rounds/1/games`);
  assertEq(games.map((g) => [g.board, g.result]), [[1, '1-0']], 'board 1\'s game in the archive');
  await t.shot('broadcast-spectator-a', A.page, { fullPage: true });
  await arabicPhone(C);
  await t.shot('broadcast-spectator-c-ar', C.page, { fullPage: true });

  // Round 1 ends with board 2's result; round 2 is paired.
  await call(srv, 'POST', `/api/otb/${id}/rounds/1/boards/2/result`, { result: '0-1' }, director);
  await Promise.all(spectators.map((s) => waitSeen(s.page, s.who, '[data-testid=broadcast-standings][data-provisional=false]')));
  await Promise.all(spectators.map((s) => waitSeen(s.page, s.who, '[data-testid=broadcast-board-2][data-result="0-1"]')));
  // A's network is slow: its page's fetches of round 2 are held (read by the server at once,
  // delivered later), from before the pairing, whether A picks round 2 or the page moves it there.
  const slowA = await holdRound(A.page, 2);
  const tm2 = await pairNext(srv, director, id, 2);
  const paired = Date.now();
  await pushedRound(t, srv, id, director, desk, tm2, spectators, slowA);
  t.log(`round 2 pushed; B moved there by the page ${((Date.now() - paired) / 1000).toFixed(1)} s after the pairing at most`);
}

// Spectator C's Arabic phone once board 1 is over: nothing wider than the screen; the result
// read with South's score on the left as on every page (1–0 stays 1–0 right to left); the
// engine's line judged in Arabic words, none of them in a monospace font (it sets Arabic
// letters apart, unjoined).
async function arabicPhone(C) {
  await fits(C.page, 'spectator C\'s Arabic phone');
  for (const sel of ['[data-testid=broadcast-big-title]', '[data-testid=broadcast-board-1] [data-testid=broadcast-board-state]']) {
    const r = await C.page.$eval(sel, scoreOrder);
    assert(r && r.text === '1–0' && r.leftFirst, `spectator C: ${sel} reads South's score first, at the left: ${JSON.stringify(r)}`);
  }
  await waitSeen(C.page, C.who, '[data-testid=broadcast-eval][data-state=done]', { timeout: 20000, probe: '[data-testid=broadcast-eval]' });
  const mono = await C.page.$eval('[data-testid=broadcast-eval]', (box) => {
    const out = [];
    const walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let n; (n = walk.nextNode());)
      if (/[\u0600-\u06ff]/.test(n.data) && /monospace/.test(getComputedStyle(n.parentElement).fontFamily)) out.push(n.data);
    return out;
  });
  assertEq(mono, [], 'spectator C: no Arabic in a monospace font in the evaluation');
}

// The result inside an element (isolated left to right, as lib/words.js's
// resultText writes it) and whether its first score is drawn left of its last.
function scoreOrder(el) {
  const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n; (n = walk.nextNode());) {
    const i = n.data.indexOf('\u2066');
    if (i < 0) continue;
    const j = n.data.indexOf('\u2069', i);
    const at = [...n.data.slice(i, j).matchAll(/[0-9\u0660-\u0669½]/g)].map((m) => i + m.index);
    const x = (k) => { const r = document.createRange(); r.setStart(n, k); r.setEnd(n, k + 1); return r.getBoundingClientRect().left; };
    return { text: n.data.slice(i + 1, j), leftFirst: x(at[0]) < x(at.at(-1)) };
  }
  return null;
}

// Holds `page`'s answers to GET /api/broadcast/<id>/rounds/<round>, each read by the server at
// once, until released: a slow network, where the socket's news overtake an answer read before
// them. -> { held() (answers held so far), release() (delivers them; resolves once they came) }
async function holdRound(page, round) {
  let open;
  const gate = new Promise((r) => { open = r; });
  const matches = (url) => /^\/api\/broadcast\/[\w-]+\/rounds\/\d+$/.test(url.pathname) && url.pathname.endsWith(`/${round}`);
  let held = 0;
  const delivered = [];
  await page.route((url) => matches(url), async (route) => {
    const response = await route.fetch();
    held++;
    delivered.push(page.waitForEvent('requestfinished', { predicate: (r) => r === route.request(), timeout: WAIT }).catch(() => {}));
    await gate;
    await route.fulfill({ response });
  });
  return {
    held: () => held,
    release: async () => {
      open();
      await Promise.all(delivered);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))); // its answer handled
    },
  };
}

// What a spectator's grid holds now (no waiting): each board's move count.
async function allSeeNow(s, counts) {
  for (const [b, n] of Object.entries(counts))
    assertEq(await s.page.getAttribute(`[data-testid=broadcast-board-${b}]`, 'data-moves'), String(n), `${s.who}: board ${b} keeps its ${n} moves after a late answer read before them`);
}

// The evaluation box of a spectator showing a board still played: no evaluation, the note why.
async function heldEval(s, what) {
  await waitSeen(s.page, s.who, '[data-testid=broadcast-eval][data-state=held]', { probe: '[data-testid=broadcast-eval]' });
  const said = await s.page.textContent('[data-testid=broadcast-eval]');
  assert(said.includes('comes when the game ends') && !/depth/.test(said), `${what}: no evaluation, the reason said: ${said}`);
}

// Round 2, pushed by a relay: the panel's token, then a newer one from the API; two pushes and
// the same again; the spectators on round 2 (A and C pick it, B is moved there); the embed. A's
// and the embed's own fetches of the round come late (a slow network, slowA: holdRound's):
// they never undo the moves the socket brought meanwhile.
async function pushedRound(t, srv, id, director, desk, tm, spectators, slowA) {
  const [A, B, C] = spectators;
  const boards = tm.rounds[1].boards;
  assertEq(boards.length, 2, 'round 2: two boards');
  // The director's panel after a reload: round 2's entry links; a push token in two clicks.
  await desk.reload();
  await desk.waitForSelector('[data-testid=broadcast-entry-link-2]');
  assert((await desk.getAttribute('[data-testid=broadcast-entry-link-1]', 'href')).includes('/enter/2/1?code='), 'the panel links round 2\'s boards');
  const tokenButton = desk.locator('[data-testid=broadcast-token]');
  await tokenButton.click();
  await tokenButton.click();
  const panelToken = await desk.locator('[data-testid=broadcast-token-value]').inputValue();
  assert(/^[0-9a-f]{32}$/.test(panelToken), `the panel's token: ${panelToken}`);
  await desk.locator('[data-testid=otb-broadcast]').screenshot({ path: path.join(t.out, 'broadcast-panel-token.png') });
  const { token } = await call(srv, 'POST', `/api/broadcast/${id}/token`, {}, director);
  assert(/^[0-9a-f]{32}$/.test(token) && token !== panelToken, 'a new token from the API');

  const lines = { 1: await lineOf(srv, 10, 5, 2), 2: await lineOf(srv, 10, 4, 3) };
  const names = Object.fromEntries(boards.map((b) => [b.board, { south: b.white_name, north: b.black_name }]));
  const body = (counts, clocks = null) => boards.map((b) => record({ round: 2, board: b.board, ...names[b.board], moves: lines[b.board].slice(0, counts[b.board]), clocks })).join('\n');
  const first = { 1: 4, 2: 3 };
  const statuses = async (text, want) => {
    const r = await push(srv, id, token, text);
    assertEq(r.status, 200, `the push: ${JSON.stringify(r.body)}`);
    assertEq(r.body.games.map((g) => [g.round, g.board, g.status, g.moves]), want, 'the push\'s answer');
  };

  // A and C pick round 2 before the relay begins: its boards, not started (A's fetch held).
  for (const s of [A, C]) {
    await s.page.selectOption('[data-testid=broadcast-round]', '2');
    await s.page.waitForURL(new RegExp(`#/broadcast/${id}/2$`)); // the address names the round watched
  }
  await allSee(srv, id, 2, [A, C], { 1: 0, 2: 0 }, lines);
  assertEq(slowA.held(), 1, 'A\'s fetch of round 2 is held');
  assertEq((await push(srv, id, panelToken, body(first))).status, 403, 'the panel\'s token stopped working when the API made a new one');
  await statuses(body(first), [[2, 1, 'updated', 4], [2, 2, 'updated', 3]]);
  await allSee(srv, id, 2, [A, C], first, lines);
  // A's fetch, read before the push, comes now: the pushed moves stay.
  await slowA.release();
  await allSeeNow(A, first);

  // The embedded board 1 (its fetch held too), then the second push (more moves, the clocks):
  // all follow; the embed's fetch, read before it, comes after and changes nothing.
  const embed = await t.newPage({ viewport: { width: 480, height: 560 } });
  const slowEmbed = await holdRound(embed, 2);
  await embed.goto(`${srv.url}embed/broadcast/${id}?board=1`);
  await waitSeen(embed, 'the embed', `[data-testid=embed][data-round="2"] [data-testid=broadcast-board-1][data-moves="4"][data-last="${lines[1][3]}"]`);
  assertEq(await embed.$$eval('[data-testid=embed] .bc-cell', (c) => c.length), 1, 'the embed shows one board');
  assert(await embed.isVisible('[data-testid=embed] [data-testid=broadcast-board-1] [data-pit]'), 'the embed draws the board');
  const second = { 1: 10, 2: 8 };
  const clocks = { south: '0:14:05', north: '12:30' };
  await statuses(body(second, clocks), [[2, 1, 'updated', 10], [2, 2, 'updated', 8]]);
  await statuses(body(second, clocks), [[2, 1, 'unchanged', 10], [2, 2, 'unchanged', 8]]);
  await allSee(srv, id, 2, [A, C], second, lines);
  await waitSeen(embed, 'the embed', `[data-testid=broadcast-board-1][data-moves="10"][data-last="${lines[1][9]}"]`);
  assertEq(slowEmbed.held(), 1, 'the embed\'s fetch of the round is held');
  await slowEmbed.release();
  await allSeeNow({ page: embed, who: 'the embed' }, { 1: second[1] });
  await t.shot('broadcast-embed', embed);
  // The clocks as pushed, on A's big board (board 1): the side to move's running down from its
  // pushed time, the other's standing still at it.
  const pushedMs = { south: 845000, north: 750000 };
  const toMove = (await roundOf(srv, id, 2)).boards.find((b) => b.board === 1).to_move;
  const still = toMove === 'south' ? 'north' : 'south';
  await waitSeen(A.page, A.who, `[data-testid=broadcast-clock-${still}]:not([hidden])`);
  assertEq(await A.page.getAttribute(`[data-testid=broadcast-clock-${still}]`, 'data-ms'), String(pushedMs[still]), `${still}'s clock as pushed`);
  const running = Number(await A.page.getAttribute(`[data-testid=broadcast-clock-${toMove}]`, 'data-ms'));
  assert(running <= pushedMs[toMove] && running > pushedMs[toMove] - 60000, `${toMove}'s clock runs down from its pushed time: ${running}`);

  // The round's grid framed by another site (the one address that may be framed), in Arabic.
  await framedByAClub(t, srv, id, second, lines);

  // B is moved to round 2 by the page (it follows the live round: asked every 30 s).
  await waitSeen(B.page, B.who, `[data-testid=broadcast-board-1][data-moves="10"][data-last="${lines[1][9]}"]`, { timeout: 40000 });
  assertEq(await B.page.inputValue('[data-testid=broadcast-round]'), '2', 'B followed the live round');
  await allSee(srv, id, 2, [B], second, lines);
}

// A club's page (another origin: a static server of the test's, on another port) frames the
// round's grid in Arabic. (On the loopback both: Chromium lets no public page frame a local one.)
async function framedByAClub(t, srv, id, counts, lines) {
  const csp = async (p) => (await fetch(new URL(p, srv.url))).headers.get('content-security-policy') || '';
  assert(/frame-ancestors \*/.test(await csp(`/embed/broadcast/${id}`)), 'the embed may be framed by any site');
  assert(/frame-ancestors 'none'/.test(await csp('/')), 'the site itself may not');
  const dir = t.tmpDir('club');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><meta charset="utf-8"><title>Ruwi club</title><h1>Ruwi club: tonight live</h1>'
    + `<iframe src="${srv.url}embed/broadcast/${id}?lang=ar" title="Ruwi championship, live" width="480" height="560"></iframe>\n`);
  const site = await startStatic({ dir });
  try {
    const club = await t.newPage({ viewport: { width: 800, height: 700 } });
    await club.goto(site.url);
    const frame = club.frameLocator('iframe');
    for (const [b, n] of Object.entries(counts))
      await frame.locator(`[data-testid=embed] [data-testid=broadcast-board-${b}][data-moves="${n}"][data-last="${lines[b][n - 1]}"]`).waitFor({ timeout: WAIT });
    assertEq(await frame.locator('html').getAttribute('dir'), 'rtl', 'the framed grid in Arabic');
    await t.shot('broadcast-embed-framed', club);
  } finally {
    await site.kill();
  }
}

export const broadcastTests = [
  ['broadcast: a round entered on two phones, followed by three spectators; the next pushed by a relay', broadcastNight],
];
