// The page in every language (docs/languages.md): each page of the site opened with
// ?lang=<code> for every language of web/lib/i18n.js's LANGUAGES, at a desktop's size and a
// phone's, checked as laid out — nothing wider than the window, no text cut off at its edges,
// no two texts drawn over each other (the board's pits, seeds and counts excepted: they stack
// by design), no field's placeholder wider than the field, no Arabic in a monospace font (its
// letters set apart, unjoined) — and screenshot
// (languages-<code>-<size>-<page>.png). In a right-to-left language (Arabic): <html lang
// dir="rtl">; the navigation and the move lists mirrored (the first link at the right, a move's
// number at the right of its moves); the boards not mirrored (every pit, and the editor's, where
// English has it, relative to its board), their numbers, clocks and tallies read left to right.
// The catalogs may lack messages (English is shown then): the checks hold either way.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { assert, assertEq } from './lib/page.mjs';

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
export const PASSWORD = 'sown-seeds-9';

// The languages as the page lists them (web/lib/i18n.js's LANGUAGES, English first).
export const LANGUAGES = (() => {
  const src = fs.readFileSync(new URL('../../web/lib/i18n.js', import.meta.url), 'utf8');
  const block = src.match(/export const LANGUAGES = \[([\s\S]*?)\];/)[1];
  return [...block.matchAll(/code: '([\w-]+)'(.*?)\}/g)].map(([, code, rest]) => ({ code, dir: /dir: 'rtl'/.test(rest) ? 'rtl' : 'ltr' }));
})();

// One request to the API on a connection of its own (the server counts requests a
// connection), with a session cookie and its CSRF token when given.
export function call(srv, method, path, body, who = null) {
  const data = body === undefined ? '' : JSON.stringify(body);
  const headers = { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) };
  if (who) Object.assign(headers, { Cookie: who.cookie, 'X-CSRF-Token': who.csrf });
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: srv.port, path, method, agent: false, headers }, (res) => {
      let text = '';
      res.on('data', (d) => { text += d; });
      res.on('end', () => {
        if (res.statusCode >= 300) return reject(new Error(`${method} ${path} -> ${res.statusCode}: ${text.slice(0, 300)}`));
        const out = text ? JSON.parse(text) : {};
        const set = res.headers['set-cookie'];
        if (set) out.cookie = set.map((c) => c.split(';')[0]).join('; ');
        resolve(out);
      });
    });
    req.on('error', reject);
    req.end(data);
  });
}

export async function register(srv, name) {
  const r = await call(srv, 'POST', '/api/account/register', { name, password: PASSWORD });
  return { name, cookie: r.cookie, csrf: r.account.csrf };
}

// What the pages show: two accounts, a club of both with a tournament under way, a rated game
// (ratings, a leaderboard, a profile's chart), a game against the engine a few moves in (its
// seat token for the browser), and a finished game at one screen with its review done.
export async function world(srv) {
  const amal = await register(srv, 'amal');
  const badr = await register(srv, 'badr');
  // A rated game, won by amal: the profile's chart, the leaderboard.
  const rated = await call(srv, 'POST', '/api/games', { game: 'al-manqala', opponent: 'friend', human: 'south', rated: true,
    clock: { minutes: 5, seconds: 0, increment: 3 } }, amal);
  const joined = await call(srv, 'POST', `/api/games/${rated.game.id}/join`, { invite: rated.invite }, badr);
  let g = rated.game;
  for (const [i, who] of [[0, rated], [1, joined]].entries()) {
    g = (await call(srv, 'GET', `/api/games/${g.id}`)).game;
    await call(srv, 'POST', `/api/games/${g.id}/move`, { token: who[1].token, move: g.legal[0], ply: g.ply });
  }
  await call(srv, 'POST', `/api/games/${g.id}/resign`, { token: joined.token });
  const club = (await call(srv, 'POST', '/api/clubs', { name: 'Salalah Seeds' }, amal)).club;
  const { club: full } = await call(srv, 'GET', `/api/clubs/${club.id}`, undefined, amal);
  await call(srv, 'POST', `/api/clubs/${club.id}/join`, { invite: full.invite }, badr);
  const tour = (await call(srv, 'POST', '/api/tournaments', { name: 'Muscat Open', format: 'round-robin', game: 'hawalis', options: {},
    clock: { minutes: 5, seconds: 0, increment: 3 }, rated: true, forfeit_after_s: 0, club: club.id }, amal)).tournament;
  for (const who of [amal, badr]) await call(srv, 'POST', `/api/tournaments/${tour.id}/join`, {}, who);
  await call(srv, 'POST', `/api/tournaments/${tour.id}/start`, {}, amal);
  let clocked = null; // the tournament's game: a game between people with clocks
  for (let i = 0; !clocked; i++) {
    assert(i < 100, 'the tournament\'s game is made within 5 s');
    clocked = (await call(srv, 'GET', `/api/tournaments/${tour.id}`)).tournament.round_list[0]?.boards[0]?.game;
    if (!clocked) await new Promise((r) => setTimeout(r, 50));
  }
  // A game against the engine, eight plies in.
  const engine = await call(srv, 'POST', '/api/games', { game: 'al-manqala', human: 'south', level: 1 });
  for (let i = 0; i < 4; i++) {
    const s = await waitFor(srv, engine.game.id, (x) => x.to_move === 'south' && !x.thinking);
    if (s.status !== 'ongoing') break;
    await call(srv, 'POST', `/api/games/${s.id}/move`, { token: engine.token, move: s.legal[s.legal.length - 1], ply: s.ply });
  }
  await waitFor(srv, engine.game.id, (x) => !x.thinking);
  // A finished game at one screen, its review done.
  const one = await call(srv, 'POST', '/api/games', { game: 'al-manqala', human: 'both' });
  g = one.game;
  for (let i = 0; i < 10 && g.status === 'ongoing'; i++)
    g = (await call(srv, 'POST', `/api/games/${g.id}/move`, { token: one.token, move: g.legal[i % g.legal.length], ply: g.ply })).game;
  if (g.status === 'ongoing') await call(srv, 'POST', `/api/games/${g.id}/resign`, { token: one.token });
  for (let i = 0; (await call(srv, 'GET', `/api/games/${g.id}/review`)).status !== 'done'; i++) {
    assert(i < 200, 'the review is done within 20 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const meta = await call(srv, 'GET', '/api/meta');
  return { amal, club: club.id, tournament: tour.id, clocked, engine: { id: engine.game.id, token: engine.token }, finished: g.id,
    tokens: { [engine.game.id]: engine.token, [g.id]: one.token },
    rules: meta.games.filter((x) => x.rules_page).map((x) => x.name) };
}

export async function waitFor(srv, id, ok) {
  for (let i = 0; i < 300; i++) {
    const { game } = await call(srv, 'GET', `/api/games/${id}`);
    if (ok(game) || game.status !== 'ongoing') return game;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`game ${id} never got there`);
}

// The pages: [name, address after #, what shows it is drawn].
const pages = (w) => [
  ['home', '/', '[data-testid=start-game]'],
  ['lobby', '/lobby', '[data-testid=lobby-playing] li'],
  ['archive', '/archive', '[data-testid=archive-row]'],
  ['leaderboard', '/leaderboard/al-manqala', '[data-testid=leaderboard-boards] table'],
  ['clubs', '/clubs', '[data-testid=club-row]'],
  ['club', `/clubs/${w.club}`, '[data-testid=club-page]'],
  ['tournaments', '/tournaments', '[data-testid=tournament-form]'],
  ['tournament', `/tournaments/${w.tournament}`, '[data-testid=tournament-page]'],
  ['account', '/account', '[data-testid=account-card]'],
  ['player', '/players/amal', '[data-testid=rating-chart]'],
  ['play', `/play/${w.engine.id}`, '[data-testid=move-list] .mv'],
  ['play-clocks', `/play/${w.clocked}`, '[data-testid=clock-south][data-ms]'],
  ['game-over', `/play/${w.finished}`, '[data-testid=result-dialog][open]'],
  ['replay', `/replay/${w.finished}`, '[data-testid=replay-ply][data-ply]'],
  ['review', `/review/${w.finished}`, '[data-testid=review-graph]'],
  ['analysis', '/analysis/al-manqala', 'section.analysis [data-pit]'],
  ['editor', '/editor/al-manqala', '[data-testid=editor-board]'],
  ['learn', '/learn/hawalis', '[data-testid=learn-course]'],
  ['learn-stage', '/learn/hawalis/file', '[data-testid=learn-stage]:not([data-busy])'],
  ['puzzles', '/puzzles', '[data-testid=puzzles-page]'],
  ['puzzle', '/puzzles/hawalis/daily', '[data-testid=puzzle-solve]:not([data-busy])'],
  ...w.rules.map((g) => [`rules-${g}`, `/rules/${g}`, `[data-testid=rules-${g}] [data-testid=rules-options]`]),
  ['not-found', '/no-such-page', '[data-testid=not-found]'],
  ['login', '/account', '[data-testid=register-form]', { guest: true }],
];

// Measured in the page: the document's width, the texts as drawn (one box a line of a text
// node, cut to what the boxes that scroll or clip show), the boards' pits relative to their
// board, the navigation's links and the move lists' numbers beside their moves.
const measure = () => {
  const vw = document.documentElement.clientWidth;
  const skip = '.board, #toasts, .skip, script, style, noscript, option, title, [aria-hidden=true]';
  const modal = document.querySelector('dialog[open]');
  const texts = [];
  const walker = document.createTreeWalker(modal || document.body, NodeFilter.SHOW_TEXT);
  const clipOf = (el) => {
    let box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    for (let a = el; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const r = a.getBoundingClientRect();
      box = { left: Math.max(box.left, r.left), top: Math.max(box.top, r.top), right: Math.min(box.right, r.right), bottom: Math.min(box.bottom, r.bottom) };
    }
    return box;
  };
  const describe = (el) => {
    const id = el.closest('[data-testid]')?.dataset.testid;
    return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''}${id ? ` in [${id}]` : ''}`;
  };
  for (let n; (n = walker.nextNode());) {
    if (!n.data.trim()) continue;
    const el = n.parentElement;
    if (!el || el.closest(skip)) continue;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const clip = clipOf(el);
    const range = document.createRange();
    range.selectNodeContents(n);
    for (const r of range.getClientRects()) {
      const box = { left: Math.max(r.left, clip.left), top: Math.max(r.top, clip.top), right: Math.min(r.right, clip.right), bottom: Math.min(r.bottom, clip.bottom) };
      if (box.right - box.left < 1 || box.bottom - box.top < 1) continue; // scrolled out of its box
      texts.push({ ...box, text: n.data.trim().slice(0, 40), what: describe(el), node: n });
    }
  }
  const overlaps = [];
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i], b = texts[j];
      if (a.node === b.node) continue;
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      // Lines of a tall script may touch the next line's box: only a real overlap counts.
      if (w > 2 && h > Math.max(2, 0.4 * Math.min(a.bottom - a.top, b.bottom - b.top)))
        overlaps.push(`“${a.text}” (${a.what}) and “${b.text}” (${b.what})`);
    }
  // Arabic letters set in a monospace font stand apart in cells, unjoined.
  const mono = [...new Set(texts.filter((x) => /[\u0600-\u06ff]/.test(x.text) && /monospace/.test(getComputedStyle(x.node.parentElement).fontFamily))
    .map((x) => `“${x.text}” (${x.what})`))];
  const cut = texts.filter((x) => x.left < -1 || x.right > vw + 1).map((x) => `“${x.text}” (${x.what}) at ${Math.round(x.left)}..${Math.round(x.right)}`);
  const rel = (el, of) => {
    const r = el.getBoundingClientRect();
    return [(r.left - of.left) / of.width, (r.top - of.top) / of.height, r.width / of.width, r.height / of.height];
  };
  const boards = [...document.querySelectorAll('.board, .edit-board')].map((b) => {
    const of = b.getBoundingClientRect();
    return Object.fromEntries([...b.querySelectorAll('[data-pit], .edit-pit[data-edit-pit]')].map((p) => [p.dataset.pit || p.dataset.editPit, rel(p, of)]));
  });
  const box = (el) => { const r = el.getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; };
  const navLinks = [...document.querySelectorAll('header nav:not(.account-nav) a')].map(box);
  const moveLists = [...document.querySelectorAll('.move-list')].filter((l) => l.querySelector('.num')).map((l) => {
    const num = l.querySelector('.num');
    const moves = [];
    for (let m = num.nextElementSibling; m && !m.matches('.num'); m = m.nextElementSibling) if (m.matches('.mv')) moves.push(box(m));
    const s = getComputedStyle(l);
    const inner = box(l);
    inner.left += parseFloat(s.paddingLeft) + parseFloat(s.borderLeftWidth);
    inner.right -= parseFloat(s.paddingRight) + parseFloat(s.borderRightWidth);
    return { list: inner, num: box(num), moves, id: l.dataset.testid };
  });
  // The numbers that must read left to right whatever the page's direction.
  const ltr = [...document.querySelectorAll('.board, .edit-board, .clock, .tally, .eval-text, .review-graph, .rating-chart svg')]
    .filter((el) => getComputedStyle(el).direction !== 'ltr').map(describe);
  // A one-line field's placeholder wider than the field shows cut: measured in the field's font.
  const ctx = document.createElement('canvas').getContext('2d');
  const placeholders = [...document.querySelectorAll('input[placeholder]')].filter((el) => !el.value && el.checkVisibility()).flatMap((el) => {
    const s = getComputedStyle(el);
    ctx.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    const needs = ctx.measureText(el.placeholder).width;
    return needs > room + 1 ? [`“${el.placeholder}” (${describe(el)}) needs ${Math.ceil(needs)} px, has ${Math.floor(room)}`] : [];
  });
  return {
    lang: document.documentElement.lang, dir: document.documentElement.dir,
    scrollWidth: document.documentElement.scrollWidth, vw, overlaps, cut, boards, navLinks, moveLists, ltr, placeholders, mono,
    brand: box(document.querySelector('.brand')),
  };
};

const near = (a, b, eps = 1.5) => Math.abs(a - b) <= eps;

// The problems of one page in one language; `english`: the same page's measures in English.
function check(m, { lang, english }) {
  const problems = [];
  if (m.scrollWidth > m.vw) problems.push(`wider than the window: ${m.scrollWidth} > ${m.vw}`);
  for (const c of m.cut.slice(0, 5)) problems.push(`text cut off at the window's edge: ${c}`);
  for (const o of [...new Set(m.overlaps)].slice(0, 5)) problems.push(`texts over each other: ${o}`);
  for (const l of m.ltr) problems.push(`not left to right: ${l}`);
  for (const p of m.placeholders) problems.push(`a field's example cut: ${p}`);
  for (const x of m.mono) problems.push(`Arabic in a monospace font: ${x}`);
  if (m.lang !== lang.code || m.dir !== lang.dir) problems.push(`<html lang="${m.lang}" dir="${m.dir}">, not ${lang.code} ${lang.dir}`);
  const rtl = lang.dir === 'rtl';
  // The navigation: its first link at the start (the right in Arabic), the site's name before it.
  if (m.navLinks.length) {
    const first = m.navLinks[0];
    const edge = rtl ? Math.max(...m.navLinks.map((l) => l.right)) : Math.min(...m.navLinks.map((l) => l.left));
    if (!near(rtl ? first.right : first.left, edge)) problems.push(`the first link is not at the ${rtl ? 'right' : 'left'} of the navigation`);
    if (rtl ? m.brand.right < m.vw - 40 : m.brand.left > 40) problems.push(`the site's name is not at the ${rtl ? 'right' : 'left'}`);
  }
  // A move list: a move's number at the start of its line, before its moves.
  for (const l of m.moveLists) {
    if (!l.moves.every((mv) => (rtl ? l.num.left >= mv.right - 1 : l.num.right <= mv.left + 1)))
      problems.push(`${l.id}: the move number is not ${rtl ? 'right' : 'left'} of its moves`);
    if (!near(rtl ? l.num.right : l.num.left, rtl ? l.list.right : l.list.left, 8))
      problems.push(`${l.id}: the first number is not at the ${rtl ? 'right' : 'left'} edge`);
  }
  // The boards: every pit where English has it, relative to its board.
  if (english) {
    if (m.boards.length !== english.boards.length) problems.push(`${m.boards.length} boards, English ${english.boards.length}`);
    m.boards.forEach((b, i) => {
      const e = english.boards[i] || {};
      const moved = Object.keys(e).filter((pit) => !b[pit] || b[pit].some((v, k) => Math.abs(v - e[pit][k]) > 0.005));
      if (moved.length || Object.keys(b).length !== Object.keys(e).length)
        problems.push(`board ${i + 1}: pits ${moved.slice(0, 6).join(' ')} not where English has them`);
    });
  }
  return problems;
}

// One language at both sizes (two pages at once): every page visited, measured, checked and
// kept as a picture (shots: false, measured only). only: the pages to visit (all by default).
// english: { size: { page: measures } } to compare the boards with (null: not compared).
// Returns the measures and the problems found, each with its page.
async function visitAll(t, srv, w, lang, { english = null, shots = true, only = null } = {}) {
  const out = {};
  const problems = [];
  await Promise.all(Object.entries(SIZES).map(async ([size, viewport]) => {
    out[size] = {};
    const page = await t.newPage({ viewport });
    const [name, ...value] = w.amal.cookie.split('=');
    await page.context().addCookies([{ name, value: value.join('='), url: srv.url }]);
    const base = `${srv.url}?lang=${lang.code}&anim=off`;
    await page.goto(`${base}#/`);
    await page.evaluate((tokens) => {
      for (const [id, token] of Object.entries(tokens)) localStorage.setItem(`manqala.token.${id}`, token);
      localStorage.setItem('manqala.eval', 'true'); // the evaluation bar beside the board
    }, w.tokens);
    for (const [name, route, ready, opts = {}] of pages(w)) {
      if (only && !only.includes(name)) continue;
      if (opts.guest) {
        // A guest: the page loaded again without the cookie (the account is asked once a load).
        await page.context().clearCookies();
        await page.goto(`${base}#${route}`);
        await page.reload();
      } else if (route === '/') {
        await page.reload(); // the home page again, with the seat tokens set above
      } else {
        // The page's own router (a new hash), as a reader goes from page to page: what is
        // waited for is then the new page's, not the last one's.
        await page.evaluate((route) => {
          document.getElementById('main').replaceChildren();
          location.hash = route;
        }, route);
      }
      await page.waitForSelector(ready, { state: 'attached' });
      await page.waitForFunction(() => !document.body.dataset.busy && document.fonts.status === 'loaded');
      await page.evaluate(() => document.activeElement && document.activeElement.blur());
      const m = await page.evaluate(measure);
      out[size][name] = m;
      // axe: a11y.mjs judges each of these pages in every language at both widths already.
      if (shots) await t.shot(`languages-${lang.code}-${size}-${name}`, page, { fullPage: true, axe: false });
      for (const p of check(m, { lang, english: english && english[size][name] })) problems.push(`${name} at ${size}: ${p}`);
    }
  }));
  return { measures: out, problems };
}

const BOARD_PAGES = (w) => pages(w).filter(([name]) => /^(play|play-clocks|replay|review|analysis|editor|learn-stage|rules-.*)$/.test(name)).map(([name]) => name);

// English's measures, kept by the English test of this run for the languages after it: the
// boards' pits relative to their board do not depend on the server or the games on it.
let englishSeen = null;

// Every page in one language; in a right-to-left one, its boards compared with English's (those
// of this run's English test, or measured here first when it did not run).
async function everyPage(t, lang) {
  const srv = await t.server();
  const w = await world(srv);
  const secs = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  let t0 = Date.now();
  let english = null;
  if (lang.dir === 'rtl') {
    english = englishSeen || (await visitAll(t, srv, w, LANGUAGES[0], { shots: false, only: BOARD_PAGES(w) })).measures;
    if (!englishSeen) t.log(`English's boards measured in ${secs(t0)}`);
    t0 = Date.now();
  }
  const { measures, problems } = await visitAll(t, srv, w, lang, { english });
  if (lang.code === LANGUAGES[0].code && !problems.length) englishSeen = measures;
  t.log(`${pages(w).length} pages at ${Object.keys(SIZES).length} sizes in ${secs(t0)}`);
  if (!problems.length) return;
  // All of them in a file beside the pictures; the first few in the failure's message.
  const file = path.join(t.out, `languages-${lang.code}-problems.txt`);
  fs.writeFileSync(file, problems.join('\n') + '\n');
  throw new Error(`${problems.length} problems in ${lang.code} (all in ${file}):\n  ${problems.slice(0, 4).join('\n  ')}`);
}

// The reader's digits (lib/digits_switch.js over i18n.js's setDigits): offered in Arabic, not
// in English; the region's by default (ar-OM: Arabic-Indic); a choice kept in this browser and
// used for every number; in the header, where app.js puts the switch, the page drawn again in them.
async function digits(t) {
  const srv = await t.server();
  const game = await call(srv, 'POST', '/api/games', { game: 'al-manqala', human: 'south' });
  const page = await t.newPage({ locale: 'ar-OM' });
  const offered = (code) => page.evaluate(async (code) => {
    const { digitsSwitch } = await import('/lib/digits_switch.js');
    const i18n = await import('/lib/i18n.js');
    await i18n.setLanguage(code);
    const el = document.createElement('select');
    const picks = [];
    const sw = digitsSwitch(el, { auto: () => 'auto', picked: () => picks.push(el.value) });
    sw.draw();
    const out = { hidden: el.hidden, options: [...el.options].map((o) => o.value), value: el.value, auto: i18n.num(1234) };
    for (const kind of out.options.slice(1)) {
      el.value = kind;
      el.dispatchEvent(new Event('change'));
      out[kind] = i18n.num(1234);
    }
    out.kept = localStorage.getItem('manqala.digits');
    el.value = 'auto';
    el.dispatchEvent(new Event('change'));
    out.picks = picks;
    return out;
  }, code);
  await page.goto(`${srv.url}?lang=ar&anim=off#/`);
  await page.waitForSelector('[data-testid=start-game]');
  const ar = await offered('ar');
  assertEq(ar, { hidden: false, options: ['auto', 'arab', 'latn'], value: 'auto', auto: '١٬٢٣٤', arab: '١٬٢٣٤', latn: '1,234', kept: 'latn',
    picks: ['arab', 'latn', 'auto'] }, 'Arabic: the region\'s digits (ar-OM), or either kind');
  const en = await offered('en');
  assertEq([en.hidden, en.options], [true, ['auto']], 'English: no choice');
  // The header's switch, once app.js has it (index.html's [data-testid=digits]).
  await page.goto(`${srv.url}?lang=ar&anim=off#/`);
  await page.evaluate(({ id, token }) => localStorage.setItem(`manqala.token.${id}`, token), { id: game.game.id, token: game.token });
  await page.goto(`${srv.url}?lang=ar&anim=off#/play/${game.game.id}`);
  await page.waitForSelector('[data-testid=captured-south]');
  if (!(await page.$('[data-testid=digits]'))) return t.log('no digits switch in the header yet (app.js)');
  for (const [kind, zero] of [['latn', '0'], ['arab', '٠']]) {
    await page.selectOption('[data-testid=digits]', kind);
    await page.waitForFunction((zero) => document.querySelector('[data-testid=captured-south]')?.textContent === zero, zero);
  }
  await t.shot('languages-ar-digits', page);
  await page.goto(`${srv.url}?lang=en&anim=off#/`);
  await page.waitForSelector('[data-testid=start-game]');
  assert(await page.isHidden('[data-testid=digits]'), 'no digits switch in English');
}

export const languageTests = [
  ...LANGUAGES.map((lang) =>
    [`languages: every page in ${lang.code}${lang.dir === 'rtl' ? ', right to left, its boards as English\'s' : ''}`, (t) => everyPage(t, lang)]),
  ['languages: the digits switch', digits],
];
