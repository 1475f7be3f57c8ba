// Accessibility checked by axe-core (docs/accessibility.md, "Checked by axe"): every page of
// web/app.js's routes, in its important states and dialogs — the new-game form's modes, a game
// in play (your turn, a hint shown), a draw offered, a game over (its dialog open), watching,
// joining, the lobby, archive, replay, review, each game's rules, learn (list, a course, a
// stage), puzzles (overview, one solved or missed), the account (logged in and out), a player,
// the leaderboard, clubs, tournaments (one under way with its standings), over the board (the
// list, a tournament with a round and its broadcast panel, the hall, a scoresheet, every print
// page, a team event's match and its card), a broadcast (spectators' page, a board's entry
// page), analysis, the editor and a missing page — in every language at 1280 px and 390 px
// (one light, the other dark),
// with 0 serious or critical violations of the WCAG 2.0/2.1/2.2 A and AA rules
// (lib/axe.mjs). And by keyboard (WCAG 2.1.1, 2.4.7, 2.4.11) on the home, game, analysis and
// over-the-board pages at both widths: Tab reaches every visible control (a board is one stop:
// its pits' roving tabindex), and each shows a focus indicator (an outline of 2 px or more, or a
// box shadow) and lies in the window, not under the sticky header, once focused.
import fs from 'node:fs';
import path from 'node:path';
import { assert } from './lib/page.mjs';
import { axeViolations, describeViolations } from './lib/axe.mjs';
import { startServer } from './lib/server.mjs';
import { pairNext } from './broadcasts.mjs';
import { LANGUAGES, call, register, world } from './languages.mjs';

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

// ---- the world, made once for all the tests of this file (one server) ----

let shared = null;
function sharedWorld(t) {
  if (!shared) {
    shared = (async () => {
      const srv = await startServer({ binary: t.binary, db: t.tmpDb(), engineMs: 30, log: path.join(t.out, 'a11y.server.log'), webRoot: t.webRoot });
      const w = await world(srv);
      Object.assign(w, await overTheBoard(srv, w.amal), await between(srv, w.amal));
      return { srv, w };
    })();
    shared.catch(() => { shared = null; });
  }
  return shared;
}

// amal's over-the-board Swiss (round 1 paired, a result in, its broadcast live with a move on
// board 2) and a team match of two boards (paired).
async function overTheBoard(srv, amal) {
  const post = (p, body) => call(srv, 'POST', p, body, amal);
  const base = { game: 'al-manqala', options: '', initial_colour: 'white', time_control: '15+10', place: 'Ruwi', date: '2026-12-03',
    chief_arbiter: 'Salma Rashid', club_id: '' };
  const { id } = await post('/api/otb', { ...base, name: 'Ruwi Thursday Night', format: 'swiss', rounds: 3, tiebreaks: 'BH-C1,BH,SB,DE' });
  for (const [name, rating] of [['Amira Said', 1950], ['Badr Hamed', 1900], ['Chiku Ali', 1850], ['Dieter Kraus', 1800]])
    await post(`/api/otb/${id}/players`, { name, rating, account: '' });
  const tm = await pairNext(srv, amal, id, 1);
  await post(`/api/otb/${id}/rounds/1/boards/1/result`, { result: '1-0' }).catch(() => {});
  await post(`/api/broadcast/${id}`, { live: true });
  const start = (await call(srv, 'GET', '/api/meta')).games.find((g) => g.name === 'al-manqala').start;
  const first = (await call(srv, 'POST', '/api/play', { game: 'al-manqala', options: {}, position: start, moves: [] })).legal[0];
  await post(`/api/broadcast/${id}/rounds/1/boards/2/move`, { move: first, ply: 0, code: tm.hall_code });
  const team = await post('/api/otb', { ...base, name: 'Ruwi v Seeb', format: 'round-robin', rounds: 1, team_boards: 2, tiebreaks: 'GP,DE,SB' });
  for (const [club, players] of [['Ruwi Club', ['Eshe Juma', 'Faris Nasser']], ['Seeb Club', ['Grete Vogel', 'Hamza Omar']]]) {
    const { id: tid } = await post(`/api/otb/${team.id}/teams`, { name: club, club_id: '' });
    for (const name of players) await post(`/api/otb/${team.id}/players`, { name, rating: 1800, account: '', team: tid });
  }
  await pairNext(srv, amal, team.id, 1);
  return { otb: id, hallCode: tm.hall_code, team: team.id };
}

// Games between amal and badr: one where badr offers a draw (amal's seat token for the browser),
// and one of badr's whose join link was used (the join page's answer).
async function between(srv, amal) {
  const badr = await register(srv, 'badr-2');
  const meta = await call(srv, 'GET', '/api/meta');
  const game = (meta.games.find((g) => g.agrees_draws) || meta.games[0]).name;
  const offered = await call(srv, 'POST', '/api/games', { game, opponent: 'friend', human: 'south' }, amal);
  const joined = await call(srv, 'POST', `/api/games/${offered.game.id}/join`, { invite: offered.invite }, badr);
  await call(srv, 'POST', `/api/games/${offered.game.id}/draw`, { token: joined.token, answer: 'offer' }).catch(() => {});
  // Its seat taken already (a join link followed would take it, the page then gone): the page
  // that says so, the same for every visit.
  const open = await call(srv, 'POST', '/api/games', { game, opponent: 'friend', human: 'south' }, badr);
  await call(srv, 'POST', `/api/games/${open.game.id}/join`, { invite: open.invite }, await register(srv, 'carim'));
  return { drawn: offered.game.id, drawToken: offered.token, join: `/join/${open.game.id}/${open.invite}` };
}

// ---- the pages and their states ----

const clickIf = (sel) => async (page) => { if (await page.$(sel)) await page.click(sel); };

// [name, address after #, what shows it is drawn, { guest, then (an action after it is drawn), wait }].
const states = (w) => [
  ['home', '/', '[data-testid=start-game]'],
  ['home friend', '/', '[data-testid=friend-form]', { then: async (page) => { await page.click('[data-testid=mode-friend]'); } }],
  ['play', `/play/${w.engine.id}`, '[data-testid=move-list] .mv'],
  ['play hint', `/play/${w.engine.id}`, '[data-testid=move-list] .mv', { then: clickIf('[data-testid=hint]:not([disabled]):not([hidden])') }],
  ['play clocks', `/play/${w.clocked}`, '[data-testid=clock-south][data-ms]'],
  ['draw offered', `/play/${w.drawn}`, '[data-pit]', { wait: '[data-testid=draw-incoming]:not([hidden])' }],
  ['game over', `/play/${w.finished}`, '[data-testid=result-dialog][open]'],
  ['watch', `/watch/${w.clocked}`, '[data-pit]'],
  ['join', w.join, '[data-testid=join-error]'],
  ['lobby', '/lobby', '[data-testid=lobby-playing] li'],
  ['archive', '/archive', '[data-testid=archive-row]'],
  ['replay', `/replay/${w.finished}`, '[data-testid=replay-ply][data-ply]'],
  ['review', `/review/${w.finished}`, '[data-testid=review-graph]'],
  ...w.rules.map((g) => [`rules ${g}`, `/rules/${g}`, `[data-testid=rules-${g}] [data-testid=rules-options]`]),
  ['learn', '/learn', '[data-testid=learn-page]'],
  ['learn course', '/learn/hawalis', '[data-testid=learn-course]'],
  ['learn stage', '/learn/hawalis/file', '[data-testid=learn-stage]:not([data-busy])'],
  ['puzzles', '/puzzles', '[data-testid=puzzles-page]'],
  ['puzzle', '/puzzles/hawalis/daily', '[data-testid=puzzle-solve]:not([data-busy])'],
  ['puzzle tried', '/puzzles/hawalis/daily', '[data-testid=puzzle-solve]:not([data-busy])', { then: async (page) => {
    const pit = await page.$('[data-testid=puzzle-solve] [data-pit][data-legal=true]');
    if (pit) { await pit.click(); await page.waitForSelector('[data-testid=puzzle-solve]:not([data-busy])'); }
  } }],
  ['account', '/account', '[data-testid=account-card]'],
  ['player', '/players/amal', '[data-testid=rating-chart]'],
  ['leaderboard', '/leaderboard/al-manqala', '[data-testid=leaderboard-boards] table'],
  ['clubs', '/clubs', '[data-testid=club-row]'],
  ['club', `/clubs/${w.club}`, '[data-testid=club-page]'],
  ['tournaments', '/tournaments', '[data-testid=tournament-form]'],
  ['tournament', `/tournaments/${w.tournament}`, '[data-testid=tournament-page]'],
  ['otb list', '/otb', '[data-testid=otb-list-page]'],
  ['otb tournament', `/otb/${w.otb}`, '[data-testid=otb-page] [data-testid=otb-round-box]'],
  ['otb hall', `/otb/${w.otb}/hall?code=${w.hallCode}`, '[data-testid=hall]'],
  ['otb sheet', `/otb/${w.otb}/sheet/1/2`, '[data-testid=sheet-input]'],
  ...['pairings', 'standings', 'crosstable', 'scoresheets', 'tiebreaks', 'report'].map((kind) =>
    [`otb print ${kind}`, `/otb/${w.otb}/print/${kind}${kind === 'pairings' || kind === 'scoresheets' ? '?round=1' : ''}`, '[data-testid=print-page]']),
  ['otb team', `/otb/${w.team}`, '[data-testid=otb-page] [data-testid=otb-round-box]'],
  ['otb match', `/otb/${w.team}/match/1/1`, '[data-testid=otb-match-page]'],
  ['otb match card', `/otb/${w.team}/print/match-card?round=1&match=1`, '[data-testid=print-page]'],
  ['broadcast', `/broadcast/${w.otb}`, '[data-testid=broadcast-page] [data-pit]'],
  ['broadcast entry', `/broadcast/${w.otb}/enter/1/2?code=${w.hallCode}`, '[data-testid=entry-page] [data-pit]'],
  ['analysis', '/analysis/al-manqala', 'section.analysis [data-pit]'],
  ['editor', '/editor/al-manqala', '[data-testid=editor-board]'],
  ['not found', '/no-such-page', '[data-testid=not-found]'],
  ['logged out', '/account', '[data-testid=register-form]', { guest: true }],
  ['home logged out', '/', '[data-testid=start-game]', { guest: true, then: async (page) => { await page.click('[data-testid=mode-friend]'); } }],
];

// A browser for amal (her session cookie, the games' seat tokens) at `size`, in `lang`.
async function pageFor(t, srv, w, lang, viewport, colorScheme = 'light') {
  const page = await t.newPage({ viewport, colorScheme });
  const [name, ...value] = w.amal.cookie.split('=');
  await page.context().addCookies([{ name, value: value.join('='), url: srv.url }]);
  await page.goto(`${srv.url}?lang=${lang}&anim=off#/`);
  await page.evaluate((tokens) => {
    for (const [id, token] of Object.entries(tokens)) localStorage.setItem(`manqala.token.${id}`, token);
  }, { ...w.tokens, [w.drawn]: w.drawToken });
  return page;
}

// Goes to `route` as a reader does (the page's own router: a new hash), or loads it afresh.
// same: the page is at `route` already (a state of it after another: then acts on it as it is).
async function visit(page, srv, lang, [, route, ready, opts = {}], { fresh = false, same = false } = {}) {
  if (opts.guest) {
    // A guest: the page loaded again without the cookie (the account is asked once a load).
    await page.context().clearCookies();
    await page.evaluate((route) => { location.hash = route; }, route);
    await page.reload();
  } else if (fresh) {
    await page.goto(`${srv.url}?lang=${lang}&anim=off#${route}`);
    await page.reload();
  } else if (!same) {
    await page.evaluate((route) => {
      document.getElementById('main').replaceChildren();
      location.hash = route;
    }, route);
  }
  await page.waitForSelector(ready, { state: 'attached', timeout: 15000 });
  if (opts.wait) await page.waitForSelector(opts.wait, { state: 'attached', timeout: 10000 });
  await page.waitForFunction(() => !document.body.dataset.busy && document.fonts.status === 'loaded');
  if (opts.then) {
    await opts.then(page);
    await page.waitForFunction(() => !document.body.dataset.busy);
  }
}

// Every state in one language at both widths (a page for each, side by side).
async function everyState(t, lang) {
  const { srv, w } = await sharedWorld(t);
  const t0 = Date.now();
  const found = [];
  const all = [];
  let count = 0;
  await Promise.all(Object.entries(SIZES).map(async ([size, viewport], i) => {
    // Both themes (the system's: the site follows it): light at one width, dark at the other,
    // the other way round from one language to the next.
    const theme = (i + LANGUAGES.findIndex((l) => l.code === lang)) % 2 ? 'dark' : 'light';
    const page = await pageFor(t, srv, w, lang, viewport, theme);
    let last = null;
    for (const s of states(w)) {
      await visit(page, srv, lang, s, { fresh: last === null, same: s[1] === last });
      last = s[1];
      const where = `${lang} ${size} ${theme} ${s[0]} (#${s[1]})`;
      const v = await axeViolations(page);
      count++;
      if (v.length) found.push(describeViolations(where, v));
      for (const x of v) all.push({ where, ...x });
    }
  }));
  t.log(`${count} states in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  fs.writeFileSync(path.join(t.out, `a11y-${lang}.json`), JSON.stringify(all, null, 1));
  if (!found.length) return;
  const file = path.join(t.out, `a11y-${lang}-violations.txt`);
  fs.writeFileSync(file, found.join('\n') + '\n');
  throw new Error(`serious or critical violations in ${found.length} states (all in ${file}):\n${found.slice(0, 6).join('\n')}`);
}

// ---- by keyboard ----

// In the page: what='controls': the visible controls that Tab should reach; 'focused': the
// focused element, whether it shows a ring and whether it lies in the window uncovered. Each
// control by a key the same however often the page draws it again (its tag, test id, id,
// address, words); a board's pits are one (its roving tab stop), a radio group one.
const inPage = (what) => {
  const key = (el) => {
    if (el.dataset.pit) return `board ${[...document.querySelectorAll('.board')].indexOf(el.closest('.board'))}`;
    if (el.type === 'radio' && el.name) return `radios ${el.name}`;
    return [el.tagName.toLowerCase(), el.dataset.testid || '', el.id || '', el.getAttribute('href') || '', el.name || '',
      (el.getAttribute('aria-label') || el.textContent || el.value || '').trim().slice(0, 30)].join('|');
  };
  if (what === 'controls') {
    const out = new Set();
    for (const el of document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]')) {
      if (el.disabled || el.closest('[inert], dialog:not([open])')) continue;
      if (el.tabIndex < 0) continue; // out of the tab order by design (a board's other pits)
      if (el.matches('summary') && !el.parentElement?.matches('details')) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      out.add(key(el));
    }
    return [...out];
  }
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return null;
  const s = getComputedStyle(el);
  const ring = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || (s.boxShadow && s.boxShadow !== 'none');
  const r = el.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  // In the window and not entirely hidden by what is drawn over it (the sticky header): one of
  // a few points of it shows.
  const pts = [[0.5, 0.5], [0.1, 0.1], [0.9, 0.9], [0.1, 0.9], [0.9, 0.1]].map(([fx, fy]) => [r.left + fx * r.width, r.top + fy * r.height])
    .filter(([x, y]) => x >= 0 && y >= 0 && x < vw && y < vh);
  const shown = pts.some(([x, y]) => { const hit = document.elementFromPoint(x, y); return hit && (hit === el || el.contains(hit) || hit.contains(el) || hit.control === el); });
  return { key: key(el), ring, inside: shown };
};

// Tabs through the page (from its start) and lists the problems.
async function tabWalk(page) {
  const controls = await page.evaluate(inPage, 'controls');
  await page.evaluate(() => { document.activeElement?.blur(); window.scrollTo(0, 0); });
  const reached = new Set();
  const problems = [];
  let first = null;
  for (let i = 0; i < controls.length + 40; i++) {
    await page.keyboard.press('Tab');
    const f = await page.evaluate(inPage, 'focused');
    if (!f) continue;
    if (f.key === first) break; // round again
    if (!first) first = f.key;
    reached.add(f.key);
    if (!f.ring) problems.push(`no focus indicator: ${f.key}`);
    if (!f.inside) problems.push(`not in the window once focused: ${f.key}`);
  }
  for (const c of controls) if (!reached.has(c)) problems.push(`not reached by Tab: ${c}`);
  return { problems: [...new Set(problems)], stops: reached.size };
}

async function byKeyboard(t) {
  const { srv, w } = await sharedWorld(t);
  const pages = states(w).filter(([name]) => ['home', 'play', 'analysis', 'otb tournament'].includes(name));
  const problems = [];
  const stops = [];
  await Promise.all(Object.entries(SIZES).map(async ([size, viewport]) => {
    const page = await pageFor(t, srv, w, 'en', viewport);
    for (const s of pages) {
      await visit(page, srv, 'en', s, { fresh: true });
      await page.waitForTimeout(200);
      const walk = await tabWalk(page);
      stops.push(`${size} ${s[0]} ${walk.stops}`);
      for (const p of walk.problems) problems.push(`${size} ${s[0]}: ${p}`);
    }
  }));
  t.log(`tab stops: ${stops.join(', ')}`);
  assert(!problems.length, `${problems.length} keyboard problems:\n  ${problems.join('\n  ')}`);
}

export const a11yTests = [
  ...LANGUAGES.map(({ code }) => [`a11y: axe on every page and state in ${code}, desktop and phone`, (t) => everyState(t, code)]),
  ['a11y: every control reached by Tab, its focus shown', byKeyboard],
];
