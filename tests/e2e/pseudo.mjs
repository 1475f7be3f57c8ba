// A pseudo-language (tests only, never shipped): every message of English's catalogs
// (web/i18n/en.json and each game's src/games/<folder>/web/i18n/en.json) transformed so that it
// is recognised wherever it shows — wrapped in ⟦ ⟧, its vowels accented, a third longer —
// its {placeholders} and plural objects kept, and served by page.route() in place of the
// Arabic catalogs (/i18n/ar.json, /games/<folder>/i18n/ar.json). With ?lang=ar the page is
// then right to left and every word it takes from a catalog is pseudo. Every page is visited
// and every dialog, form and refusal opened, and each time every visible text (text nodes,
// and the aria-label, title, placeholder and alt of visible elements, the options of visible
// selects, the tab's title) is read: a letter outside ⟦ ⟧ is a word that did not come from a
// catalog — hard-coded English, or the server's — unless it is data, not words (the names the
// test made, ids, pit names, positions, option words name=value, links, the brand, the
// language switch's names, and Arabic script, which only Intl writes here: dates and lists).
// Each offence is reported with its page and element (pseudo-problems.txt beside the
// screenshots, pseudo-<step>.png).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assert } from './lib/page.mjs';
import { call, register, world, waitFor } from './languages.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

// ---- the pseudo-language ----

const ACCENTS = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', y: 'ý', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', Y: 'Ý' };
// One message: its text between the placeholders accented, the whole wrapped and padded.
export function pseudoMessage(s) {
  const parts = String(s).split(/(\{\w+\})/);
  const text = parts.filter((p, i) => i % 2 === 0).join('');
  const body = parts.map((p, i) => (i % 2 ? p : p.replace(/[aeiouyAEIOUY]/g, (c) => ACCENTS[c]))).join('');
  return `⟦${body}${'·'.repeat(Math.ceil(text.length / 3))}⟧`;
}
const pseudoValue = (v) => (typeof v === 'object' && v !== null
  ? Object.fromEntries(Object.entries(v).map(([form, s]) => [form, pseudoMessage(s)])) : pseudoMessage(v));
export const pseudoCatalog = (english) => Object.fromEntries(Object.entries(english).map(([k, v]) => [k, pseudoValue(v)]));

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
// The page's English (with any fragment beside it, en.<part>.json), and a game's by its folder.
function englishOf(folder = null) {
  if (folder) return readJson(path.join(root, 'src/games', folder, 'web/i18n/en.json'));
  const dir = path.join(root, 'web/i18n');
  const out = readJson(path.join(dir, 'en.json'));
  for (const f of fs.readdirSync(dir).filter((f) => /^en\.[\w-]+\.json$/.test(f))) Object.assign(out, readJson(path.join(dir, f)));
  return out;
}

// Serves the pseudo-catalogs for Arabic in this context.
export async function routePseudo(context) {
  const cache = new Map();
  await context.route(/\/i18n\/ar\.json(\?.*)?$/, (route) => {
    const m = new URL(route.request().url()).pathname.match(/^\/(?:games\/([\w-]+)\/)?i18n\/ar\.json$/);
    if (!m) return route.continue();
    const folder = m[1] || null;
    if (!cache.has(folder)) cache.set(folder, JSON.stringify(pseudoCatalog(englishOf(folder))));
    return route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', body: cache.get(folder) });
  });
}

// ---- reading the page ----

// In the page: every visible text, with the part of it outside ⟦ ⟧. A message made of parts
// (tParts: a link inside a sentence) spans several text nodes: the brackets are counted over
// the text nodes of the node's parent element, from its start. The text of a value set into a
// message (a name, a number, the server's words) is read as if outside: data, or words that
// must come from a catalog themselves.
export const readTexts = () => {
  const skip = 'script, style, noscript, [data-testid=language]';
  const describe = (el) => {
    const id = el.closest('[data-testid]')?.dataset.testid;
    const cls = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).join('.') : '';
    return `${el.tagName.toLowerCase()}${cls}${id ? ` in [${id}]` : ''}`;
  };
  const visible = (el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  // The characters of `text` that no message holds: outside every ⟦ ⟧, or inside a value set
  // into a message (between the isolates i18n.js puts around a value on a right-to-left
  // page, U+2066..U+2068 … U+2069: a name, the server's words, another message). `open`: what
  // is open where the text starts, a list of '⟦' and 'value'.
  const outside = (text, open = []) => {
    let out = '';
    open = [...open];
    for (const ch of text) {
      // Each bracket and isolate parts words: a value's "a2" set after a message's "-3" stays a2.
      if ('⟦⟧\u2066\u2067\u2068\u2069'.includes(ch)) out += ' ';
      if (ch === '⟦') open.push('⟦');
      else if (ch === '⟧') { if (open.at(-1) === '⟦') open.pop(); }
      else if (ch >= '\u2066' && ch <= '\u2068') open.push('value');
      else if (ch === '\u2069') { if (open.at(-1) === 'value') open.pop(); }
      else if (open.at(-1) !== '⟦') out += ch;
    }
    return { out, open };
  };
  const openBefore = (node) => {
    const w = document.createTreeWalker(node.parentElement, NodeFilter.SHOW_TEXT);
    let open = [];
    for (let n; (n = w.nextNode()) && n !== node;) open = outside(n.data, open).open;
    return open;
  };
  const found = [];
  const add = (what, text, out, code = false) => { if (out.trim()) found.push({ what, text: text.trim().slice(0, 160), out: out.trim(), code }); };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n; (n = walker.nextNode());) {
    if (!n.data.trim()) continue;
    const el = n.parentElement;
    if (!el || el.closest(skip) || el.closest('option')) continue;
    // An SVG <title> is a tooltip: shown when its drawing is.
    const shownBy = el.closest('svg title') ? el.closest('svg') : el;
    if (!visible(shownBy)) continue;
    add(describe(el), n.data, outside(n.data, openBefore(n)).out, !!el.closest('code, kbd, samp'));
  }
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    if (el.closest(skip) || !visible(el)) continue;
    for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
      const v = el.getAttribute(a);
      if (v && v.trim()) add(`${describe(el)} @${a}`, v, outside(v).out);
    }
  }
  for (const sel of document.querySelectorAll('select')) {
    if (sel.closest(skip) || !visible(sel)) continue;
    for (const o of sel.options) add(`option of ${describe(sel)}`, o.textContent, outside(o.textContent).out);
  }
  add('the tab\'s title', document.title, outside(document.title).out);
  return { found, lang: document.documentElement.lang, dir: document.documentElement.dir };
};

// What is data, not words: removed before letters are looked for.
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export function dataPatterns(names) {
  return [
    ...[...names].sort((a, b) => b.length - a.length).map((n) => new RegExp(escape(n), 'g')),
    /https?:\/\/\S+/g, // a link to share
    /\b[0-9a-f]{16,32}\b/g, // a game's, club's or tournament's id, an invitation's code
    /[\d,]+(?:\/[\d,]+)+ [SN] \d+ \d+/g, // a position
    /\b[\w-]+=[\w,.-]*/g, // an option: name=value
    /\b[a-g][1-9]\b/g, // a pit, a move
    /\bmanqala\b/g, // the brand
  ];
}
const ARABIC = /\p{Script=Arabic}/u;
// The words of `out` (the part outside the brackets) that are not data.
export function words(out, patterns) {
  let s = out;
  for (const re of patterns) s = s.replace(re, ' ');
  return [...s.matchAll(/\p{L}[\p{L}\p{M}'’-]*/gu)].map((m) => m[0]).filter((w) => !ARABIC.test(w));
}

// ---- the world the pages show ----

// languages.mjs's world (two accounts, a club with a running round robin, a rated game, a game
// against the engine under way, a finished game at one screen reviewed), and more: a third
// account, a tournament still registering and one finished, a game between amal and dina with
// dina's offer to share the loop, a game against the engine that amal will resign, a listed
// invitation for the lobby, and a rated invitation already used.
async function moreWorld(srv, w) {
  const amal = w.amal;
  const dina = await register(srv, 'dina');
  const meta = await call(srv, 'GET', '/api/meta');
  const tour = (name, who) => call(srv, 'POST', '/api/tournaments', { name, format: 'round-robin', game: 'al-manqala', options: {},
    clock: { minutes: 5, seconds: 0, increment: 3 }, rated: false, forfeit_after_s: 0 }, who).then((r) => r.tournament.id);
  const registering = await tour('Sohar Cup', amal);
  for (const who of [amal, dina]) await call(srv, 'POST', `/api/tournaments/${registering}/join`, {}, who);
  // A round robin of two, its one game resigned: finished.
  const finished = await tour('Nizwa Cup', amal);
  for (const who of [amal, dina]) await call(srv, 'POST', `/api/tournaments/${finished}/join`, {}, who);
  await call(srv, 'POST', `/api/tournaments/${finished}/start`, {}, amal);
  let game = null;
  for (let i = 0; !game; i++) {
    assert(i < 100, 'the finished tournament\'s game is made within 5 s');
    game = (await call(srv, 'GET', `/api/tournaments/${finished}`)).tournament.round_list[0]?.boards[0]?.game;
    if (!game) await new Promise((r) => setTimeout(r, 50));
  }
  const seat = await call(srv, 'POST', `/api/games/${game}/seat`, {}, dina);
  await call(srv, 'POST', `/api/games/${game}/resign`, { token: seat.token });
  for (let i = 0; (await call(srv, 'GET', `/api/tournaments/${finished}`)).tournament.status !== 'finished'; i++) {
    assert(i < 100, 'the tournament finishes within 5 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  // Between amal (South, in the browser) and dina, who offers to share the loop.
  const friend = await call(srv, 'POST', '/api/games', { game: 'al-manqala', opponent: 'friend', human: 'south', listed: false,
    clock: { minutes: 5, seconds: 0, increment: 3 } }, amal);
  const joined = await call(srv, 'POST', `/api/games/${friend.game.id}/join`, { invite: friend.invite }, dina);
  let g = friend.game;
  for (const who of [friend, joined]) {
    g = (await call(srv, 'GET', `/api/games/${g.id}`)).game;
    await call(srv, 'POST', `/api/games/${g.id}/move`, { token: who.token, move: g.legal[0], ply: g.ply });
  }
  const offer = await call(srv, 'POST', `/api/games/${g.id}/share`, { token: joined.token });
  assert(offer.offered, 'dina\'s offer to share is made: ' + JSON.stringify(offer).slice(0, 200));
  // A game against the engine, for its end dialog (amal resigns it on the page).
  const engine = await call(srv, 'POST', '/api/games', { game: 'hawalis', human: 'south', level: 1 });
  // A listed invitation, open (the lobby), and a rated one already taken (the join page refuses).
  await call(srv, 'POST', '/api/games', { game: 'hawalis', opponent: 'friend', human: 'north', listed: true });
  const rated = await call(srv, 'POST', '/api/games', { game: 'al-manqala', opponent: 'friend', human: 'south', rated: true }, amal);
  return {
    dina, registering, finished, friend: friend.game.id, engineOver: engine.game.id, ratedInvite: `${rated.game.id}/${rated.invite}`,
    tokens: { [friend.game.id]: friend.token, [engine.game.id]: engine.token },
    sides: { [friend.game.id]: 'south' },
    numberOption: meta.games.flatMap((x) => x.options.filter((o) => o.kind === 'number').map((o) => ({ game: x.name, ...o })))[0] || null,
    optionWords: [...new Set(meta.games.flatMap((x) => x.options.flatMap((o) => [o.name, ...(o.values || []).map(String)])))],
  };
}

// ---- the visit ----

async function pseudoPages(t) {
  const t0 = Date.now();
  const srv = await t.server();
  const w = await world(srv);
  const more = await moreWorld(srv, w);
  const secs = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  t.log(`the world made in ${secs(t0)}`);
  const t1 = Date.now();
  let shotMs = 0;
  // The tie-breaks' FIDE C.07 acronyms are data too, the same in every language (their names
  // are the catalog's).
  const names = ['amal', 'badr', 'dina', 'Salalah Seeds', 'Muscat Open', 'Sohar Cup', 'Nizwa Cup', 'BH-C1', 'BH', 'SB', 'DE', 'WIN'];
  const patterns = dataPatterns(names);
  // In <code>, what one types: the options' names and values, the command that takes them.
  const codePatterns = [/\bmanqala [\w-]+(?: -\w)?/g, ...dataPatterns([...names, ...more.optionWords])];
  const problems = [];
  const seen = { steps: 0, texts: 0 };
  let shots = 0;

  const base = `${srv.url}?lang=ar&anim=off`;
  const open = async (page, route, ready) => {
    await page.evaluate((route) => {
      document.getElementById('main').replaceChildren();
      location.hash = route;
    }, route);
    await page.waitForSelector(ready, { state: 'attached' });
    await settle(page);
  };
  const settle = (page) => page.waitForFunction(() => !document.body.dataset.busy, null, { timeout: 15000 });
  // Reads the page now, as `step`: its offences recorded, its picture kept.
  const look = async (page, step) => {
    const r = await page.evaluate(readTexts);
    seen.steps++;
    seen.texts += r.found.length;
    if (r.lang !== 'ar' || r.dir !== 'rtl') problems.push(`${step}: <html lang="${r.lang}" dir="${r.dir}">, not ar rtl`);
    for (const f of r.found) {
      const bad = words(f.out, f.code ? codePatterns : patterns);
      if (bad.length) problems.push(`${step}: “${f.text}” (${f.what}): ${[...new Set(bad)].join(' ')}`);
    }
    const s0 = Date.now();
    await t.shot(`pseudo-${String(++shots).padStart(2, '0')}-${step.replace(/\W+/g, '-')}`, page, { fullPage: true });
    shotMs += Date.now() - s0;
  };
  const toastSeen = async (page, n = 1) => page.waitForFunction((n) => document.querySelectorAll('[data-testid=toast]').length >= n, n);
  const clearToasts = (page) => page.evaluate(() => document.querySelectorAll('[data-testid=toast]').forEach((e) => e.remove()));

  // ---- amal, logged in ----
  const A = await t.newPage();
  await routePseudo(A.context());
  const [cookie, ...value] = w.amal.cookie.split('=');
  await A.context().addCookies([{ name: cookie, value: value.join('='), url: srv.url }]);
  await A.goto(`${base}#/`);
  await A.evaluate(({ tokens, sides }) => {
    for (const [id, token] of Object.entries(tokens)) localStorage.setItem(`manqala.token.${id}`, token);
    for (const [id, side] of Object.entries(sides)) localStorage.setItem(`manqala.side.${id}`, side);
    localStorage.setItem('manqala.eval', 'true');
  }, { tokens: { ...w.tokens, ...more.tokens }, sides: more.sides });
  await A.reload();
  await A.waitForSelector('[data-testid=start-game]');
  await settle(A);
  // The pseudo-catalog is the one in use.
  const sample = await A.textContent('[data-testid=start-game]');
  assert(sample.startsWith('⟦') && sample.endsWith('⟧'), 'the pseudo-language is served in place of Arabic: ' + sample);
  // The reading itself: words outside a message and English in a value are caught; a message,
  // one nested in another and a name set into one are not.
  await A.evaluate(() => {
    const p = document.createElement('p');
    p.dataset.testid = 'pseudo-probe';
    p.textContent = 'Hard-coded ⟦Pláý \u2068with words\u2069 \u2068amal\u2069 \u2068⟦nésted⟧\u2069⟧ 12';
    document.getElementById('main').prepend(p);
  });
  const probe = (await A.evaluate(readTexts)).found.filter((f) => f.what.includes('[pseudo-probe]'));
  assert(JSON.stringify(probe.flatMap((f) => words(f.out, patterns))) === '["Hard-coded","with","words"]',
    'the reading finds the words not from a catalog: ' + JSON.stringify(probe));
  await A.evaluate(() => document.querySelector('[data-testid=pseudo-probe]').remove());

  // Home: the engine's form, its rule options, the friend's form, a wrong option, a clock too
  // short, the invitation's links.
  await look(A, 'home');
  await A.click('[data-testid=new-game-form] summary');
  await look(A, 'home-engine-rule-options');
  await A.click('[data-testid=mode-friend]');
  await A.click('[data-testid=friend-form] summary');
  await A.selectOption('[data-testid=clock-preset]', 'custom');
  await look(A, 'home-friend-form');
  await A.fill('[data-testid=clock-minutes]', '0');
  await A.click('[data-testid=create-friend]');
  await toastSeen(A);
  await look(A, 'home-friend-clock-too-short');
  await clearToasts(A);
  await A.selectOption('[data-testid=clock-preset]', '5+3');
  if (more.numberOption) {
    const o = more.numberOption;
    await A.selectOption('[data-testid=friend-game-select]', o.game);
    await A.fill(`[data-testid=friend-form] [data-option="${o.name}"]`, String(o.max + 1));
    await A.click('[data-testid=create-friend]');
    await A.waitForSelector('[data-testid=friend-form] [data-testid=option-error]:not([hidden])');
    await look(A, 'home-friend-wrong-option');
    await A.fill(`[data-testid=friend-form] [data-option="${o.name}"]`, String(o.default));
  }
  await A.uncheck('[data-testid=listed-toggle]');
  await A.click('[data-testid=create-friend]');
  await A.waitForSelector('[data-testid=invite-link]');
  await look(A, 'home-friend-invitation');

  await open(A, '/lobby', '[data-testid=lobby-playing] li');
  await A.waitForSelector('[data-testid=lobby-open] li');
  await look(A, 'lobby');
  await open(A, '/archive', '[data-testid=archive-row]');
  await look(A, 'archive');
  await A.click('[data-testid=import-submit]');
  await toastSeen(A);
  await look(A, 'archive-import-nothing');
  await clearToasts(A);
  await A.fill('[data-testid=import-text]', 'this is not a record of a game');
  await A.click('[data-testid=import-submit]');
  await toastSeen(A);
  await look(A, 'archive-import-refused');
  await clearToasts(A);
  await open(A, '/leaderboard/al-manqala', '[data-testid=leaderboard-boards] table');
  await look(A, 'leaderboard');
  await open(A, '/clubs', '[data-testid=club-row]');
  await look(A, 'clubs');
  await A.fill('[data-testid=club-name]', 'Salalah Seeds');
  await A.click('[data-testid=club-create]');
  await A.waitForSelector('[data-testid=form-error]:not([hidden])');
  await look(A, 'clubs-name-taken');
  await open(A, `/clubs/${w.club}`, '[data-testid=club-page]');
  await look(A, 'club');
  await open(A, '/tournaments', '[data-testid=tournament-form]');
  await look(A, 'tournaments');
  await open(A, `/tournaments/${more.registering}`, '[data-testid=tournament-page][data-status=registering]');
  await look(A, 'tournament-registering');
  await open(A, `/tournaments/${w.tournament}`, '[data-testid=tournament-page][data-status=running]');
  await look(A, 'tournament-running');
  await open(A, `/tournaments/${more.finished}`, '[data-testid=tournament-page][data-status=finished]');
  await look(A, 'tournament-finished');
  await open(A, '/account', '[data-testid=account-card]');
  await look(A, 'account');
  await A.fill('[data-testid=password-current]', 'not-the-password');
  await A.fill('[data-testid=password-new]', 'another-secret-7');
  await A.fill('[data-testid=password-again]', 'another-secret-7');
  await A.click('[data-testid=password-submit]');
  await A.waitForSelector('[data-testid=password-error]:not([hidden])');
  await look(A, 'account-password-refused');
  await open(A, '/players/amal', '[data-testid=rating-chart]');
  await look(A, 'player');

  // A game against the engine: a pit refused, a typed move refused, a hint, the resignation
  // asked and done, the end dialog.
  await open(A, `/play/${w.engine.id}`, '[data-testid=move-list] .mv');
  await A.waitForSelector('[data-pit][data-legal=true]');
  await look(A, 'play-engine');
  const refusedPit = await A.$eval('[data-pit]:not([data-legal=true])', (e) => e.dataset.pit);
  await A.click(`[data-pit="${refusedPit}"]`, { force: true }); // aria-disabled: a click all the same
  await A.waitForSelector('[data-testid=pit-note]:not(:empty)');
  await look(A, 'play-engine-pit-refused');
  await A.fill('[data-testid=move-input]', 'a2');
  await A.press('[data-testid=move-input]', 'Enter');
  await toastSeen(A);
  await look(A, 'play-engine-typed-move-refused');
  await clearToasts(A);
  await A.click('[data-testid=hint]');
  await settle(A);
  await look(A, 'play-engine-hint');
  await open(A, `/play/${more.engineOver}`, '[data-pit]');
  await A.waitForSelector('[data-pit][data-legal=true]');
  await A.click('[data-testid=resign]');
  await look(A, 'play-engine-resign-asked');
  await A.click('[data-testid=resign]');
  await A.waitForSelector('[data-testid=result-dialog][open]');
  await settle(A);
  await look(A, 'play-engine-over');

  // Between people: dina's offer to share, the clocks, the presence; the resignation asked.
  await open(A, `/play/${more.friend}`, '[data-testid=share-offer]:not(:empty)');
  await look(A, 'play-friend-share-offer');
  await A.click('[data-testid=resign]');
  await look(A, 'play-friend-resign-asked');
  await open(A, `/watch/${more.friend}`, '[data-testid=share-result]:not(:empty)');
  await look(A, 'watch-friend');
  await open(A, `/play/${w.finished}`, '[data-testid=result-dialog][open]');
  await look(A, 'play-one-screen-over');
  await open(A, `/replay/${w.finished}`, '[data-testid=replay-ply][data-ply]');
  await look(A, 'replay');
  await open(A, `/review/${w.finished}`, '[data-testid=review-graph]');
  await look(A, 'review');
  await open(A, '/analysis/al-manqala', 'section.analysis [data-pit][data-legal=true]');
  await A.waitForSelector('[data-testid=analysis-status][data-state=done]');
  await look(A, 'analysis');
  await A.click('[data-pit][data-legal=true]');
  await A.waitForSelector('[data-testid=analysis-status][data-state=done]');
  await settle(A);
  await look(A, 'analysis-a-move');
  await open(A, '/editor/al-manqala', '[data-testid=editor-check][data-state=ok]');
  await look(A, 'editor');
  await A.fill('[data-edit-pit=a1] input', '6');
  await A.waitForSelector('[data-testid=editor-check][data-state=refused]');
  await settle(A);
  await look(A, 'editor-refused');
  for (const g of w.rules) {
    await open(A, `/rules/${g}`, `[data-testid=rules-${g}] [data-testid=rules-options]`);
    await look(A, `rules-${g}`);
  }
  await open(A, '/no-such-page', '[data-testid=not-found]');
  await look(A, 'not-found');
  await open(A, '/play/0000000000000000', '[data-testid=not-found]');
  await look(A, 'not-found-game');

  // ---- a guest ----
  const G = await t.newPage();
  await routePseudo(G.context());
  await G.goto(`${base}#/account`);
  await G.waitForSelector('[data-testid=register-form]');
  await settle(G);
  await look(G, 'guest-account');
  await G.fill('[data-testid=login-name]', 'amal');
  await G.fill('[data-testid=login-password]', 'not-the-password');
  await G.click('[data-testid=login-submit]');
  await G.waitForSelector('[data-testid=account-error]:visible');
  await look(G, 'guest-login-refused');
  await G.fill('[data-testid=register-name]', 'amal');
  await G.fill('[data-testid=register-password]', 'sown-seeds-9');
  await G.click('[data-testid=register-submit]');
  await G.waitForFunction(() => document.querySelector('[data-testid=account-error]')?.textContent.length > 0);
  await settle(G);
  await look(G, 'guest-register-name-taken');
  await open(G, '/', '[data-testid=start-game]');
  await G.click('[data-testid=mode-friend]');
  await look(G, 'guest-home-friend');
  await open(G, `/join/${more.ratedInvite}`, '[data-testid=join-error]');
  await look(G, 'guest-join-rated-refused');
  await open(G, `/tournaments/${more.registering}`, '[data-testid=tournament-page]');
  await look(G, 'guest-tournament-registering');
  await open(G, `/clubs/${w.club}`, '[data-testid=club-page], [data-testid=club-not-member]');
  await look(G, 'guest-club');

  t.log(`${seen.steps} views, ${seen.texts} texts read in ${secs(t1)} (pictures ${(shotMs / 1000).toFixed(1)} s)`);
  if (!problems.length) return;
  const file = path.join(t.out, 'pseudo-problems.txt');
  fs.writeFileSync(file, problems.join('\n') + '\n');
  throw new Error(`${problems.length} texts not from a catalog (all in ${file}):\n  ${problems.slice(0, 12).join('\n  ')}`);
}

export const pseudoTests = [
  ['pseudo-language: every page, dialog and refusal in words from the catalogs', pseudoPages],
];
