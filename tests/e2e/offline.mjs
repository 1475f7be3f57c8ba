// The engine in the browser (README "The engine in the browser"): with the browser offline after
// a first visit, the page plays whole games against the engine in the page, shows the engine's
// lines on the analysis board and checks positions in the editor (lib/local/); online again,
// the games played offline reach the archive exactly once. And lib/engine/local_engine.js
// itself against the worker.
//
// The first visit loads the page's modules and starts the engine's worker while online
// (visitAll), and the service worker (web/sw.js) keeps the site: each test then reloads the
// page while offline, as a phone in airplane mode opens it again.
import { api, assert, assertEq, playToEnd, readBoard, waitIdle, sleep } from './lib/page.mjs';

const reloadOffline = true;
// Pages with the service worker, which run.mjs blocks unless a test asks for it.
const withWorker = (opts = {}) => ({ serviceWorkers: 'allow', ...opts });

// Loads what the journeys need while online: the pages' modules and the engine in the page.
async function visitAll(page, url, query = '?anim=off') {
  await page.goto(`${url}${query}#/`);
  await page.waitForSelector('[data-testid=start-game]');
  for (const hash of ['#/analysis/hawalis', '#/editor/al-manqala', '#/rules/hawalis', '#/play/local-0000000000000000', '#/archive', '#/']) {
    await page.evaluate((h) => { location.hash = h; }, hash);
    await sleep(300);
    await waitIdle(page);
  }
  await page.evaluate(() => import('/lib/engine/local_engine.js').then((m) => m.warm()));
  // The service worker has kept the site (installed, its cache filled) and answers this page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
}

async function goOffline(ctx, page, url) {
  await ctx.setOffline(true);
  if (reloadOffline) await page.goto(`${url}?anim=off#/`);
}

// A game against the engine from the home page's form, played to its end by clicking legal pits
// (also the static site's: static_site.mjs).
export async function offlineGame(page, game, options = {}) {
  await page.evaluate(() => { location.hash = '#/'; });
  await page.waitForSelector('[data-testid=start-game]');
  await page.selectOption('[data-testid=game-select]', game);
  await page.$eval('[data-testid=level]', (el) => { el.value = '1'; el.dispatchEvent(new Event('input')); });
  for (const [k, v] of Object.entries(options)) await page.$eval(`#opt-${k}`, (el, v) => { el.value = v; el.dispatchEvent(new Event('change')); }, v);
  await page.click('[data-testid=start-game]');
  await page.waitForURL(/#\/play\/local-/);
  await page.waitForSelector('[data-pit]');
  const id = page.url().match(/#\/play\/(local-[\w-]+)/)[1];
  const clicks = await playToEnd(page, { timeout: 80000 });
  const g = await page.evaluate((id) => import('/lib/api/games.js').then((m) => m.getGame(id)), id);
  assertEq(g.game.status, 'over', `the offline ${game} game is over`);
  assert(g.game.result && g.game.result.winner, 'it has a result');
  assert(await page.isHidden('[data-testid=dialog-review]'), 'no review offered: it is the server\'s');
  return { id, clicks, state: g.game };
}

// Online again: the kept games go to the archive, the page says how many, and only once.
async function archivedOnce(t, ctx, page, srv, games) {
  await ctx.setOffline(false);
  await page.evaluate(() => { location.hash = '#/archive'; }); // the server answers: the page syncs
  await page.waitForSelector('[data-testid=offline-archived]', { timeout: 15000 });
  const said = await page.textContent('[data-testid=offline-archived]');
  assert(said.includes(String(games.length)), `the notice counts ${games.length}: ${said}`);
  await t.shot(`offline-archived-${games[0].state.game}`, page);
  const list = async () => (await api(srv.url, 'GET', '/api/games?status=over&limit=50')).games;
  const first = await list();
  assertEq(first.length, games.length, 'each offline game once in the archive');
  for (const g of games) {
    const row = first.find((r) => r.game === g.state.game && r.plies === g.state.ply);
    assert(row, `the ${g.state.game} game of ${g.state.ply} plies is in the archive`);
    // Archived as it was played: the engine's level and the times the page measured.
    assertEq(row.level, g.state.level, 'the level kept');
    const { game: stored } = await api(srv.url, 'GET', `/api/games/${row.id}`);
    assert(stored.moves.some((m) => m.ms > 0), 'the moves\' times kept');
  }
  // Again: nothing left to send, nothing stored twice.
  const again = await page.evaluate(() => import('/lib/local/sync.js').then((m) => m.syncOfflineGames()));
  assertEq(again, 0, 'a second sync sends nothing');
  const kept = await page.evaluate(() => import('/lib/local/offline_games.js').then((m) => m.keptGames()));
  assertEq(kept.length, 0, 'nothing kept once archived');
  assertEq((await list()).length, games.length, 'still once each');
}

function gameJourney(game, options) {
  return async (t) => {
    const srv = await t.server();
    const page = await t.newPage(withWorker());
    const ctx = page.context();
    await visitAll(page, srv.url);
    await goOffline(ctx, page, srv.url);
    const g = await offlineGame(page, game, options);
    t.log(`${game}: ${g.clicks} clicks, ${g.state.ply} plies, ${g.state.result.reason}`);
    await t.shot(`offline-${game}-over`, page);
    assertEq(await page.getAttribute('body', 'data-local'), 'true', 'the page knows it is local');
    // Undo after the end: the finished game stays as it ended (and goes to the archive so);
    // play goes on in a new game of the page, linked to it.
    const over = await page.evaluate(() => location.hash);
    if (await page.isVisible('[data-testid=dialog-close]')) await page.click('[data-testid=dialog-close]');
    await page.click('[data-testid=undo]');
    await page.waitForFunction((old) => location.hash !== old && /#\/play\/local-/.test(location.hash), over);
    await page.waitForSelector('[data-testid=game-continued-from]');
    assert((await page.$$('[data-testid=move-list] .mv')).length < g.state.ply, 'the new game is a move back');
    await archivedOnce(t, ctx, page, srv, [g]);
  };
}

// The analysis board's engine lines (multipv) and the editor's checks, offline.
async function study(t) {
  const srv = await t.server();
  const page = await t.newPage(withWorker());
  const ctx = page.context();
  await visitAll(page, srv.url);

  // Online, the server judges each position of the analysis board once; its deeper looks at it
  // are the page's engine (README "The engine in the browser").
  const asked = [];
  page.on('request', (r) => r.url().endsWith('/api/analysis') && asked.push(r.postDataJSON().ms));
  await page.evaluate(() => { location.hash = '#/analysis/al-manqala'; });
  await page.waitForFunction(() => document.querySelector('[data-testid=analysis-status]')?.dataset.state === 'done' &&
    !/…|\.\.\./.test(document.querySelector('[data-testid=analysis-status]').textContent), null, { timeout: 20000 });
  assertEq(asked, [300], 'the server is asked once for the position, at the first step');

  // A rules page's example, sown by the server, then (offline) by the page: the same board.
  const example = async () => {
    await page.evaluate(() => { location.hash = '#/rules/hawalis'; });
    const fig = page.locator('[data-testid=rules-example][data-move]').first();
    await fig.locator('[data-testid=rules-play]').click();
    await waitIdle(page);
    return readBoard(fig);
  };
  const online = await example();

  await goOffline(ctx, page, srv.url);
  assertEq(await example(), online, 'a rules example offline ends as the server sowed it');
  await page.evaluate(() => { location.hash = '#/analysis/hawalis'; });
  await page.selectOption('[data-testid=lines-select]', '3');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=engine-line]').length === 3 &&
    document.querySelector('[data-testid=analysis-status]')?.dataset.state === 'done', null, { timeout: 20000 });
  const lines = await page.$$eval('[data-testid=engine-line]', (els) => els.map((e) => e.textContent));
  assertEq(lines.length, 3, 'three engine lines offline');
  // A move played on the board (the rules in the page), then the lines of the new position.
  await page.click('[data-pit="c2"][data-legal=true]');
  await page.waitForFunction(() => document.querySelector('section.analysis')?.dataset.position?.includes(' N '), null, { timeout: 15000 });
  await page.waitForFunction(() => document.querySelector('[data-testid=analysis-status]')?.dataset.state === 'done' &&
    document.querySelectorAll('[data-testid=engine-line]').length >= 1, null, { timeout: 20000 });
  await t.shot('offline-analysis', page);

  // The editor: a legal position, then one whose seeds do not add up (the reason in words).
  await page.evaluate(() => { location.hash = '#/editor/al-manqala'; });
  await page.waitForFunction(() => document.querySelector('[data-testid=editor-check]')?.dataset.state === 'ok', null, { timeout: 15000 });
  await page.click('[data-edit-pit="a1"] [data-testid=pit-minus]');
  await page.waitForFunction(() => document.querySelector('[data-testid=editor-check]')?.dataset.state === 'refused', null, { timeout: 15000 });
  const why = await page.textContent('[data-testid=editor-check]');
  assert(/97/.test(why) && /98/.test(why), `the editor says the seeds add up to 97, not 98: ${why}`);
  await t.shot('offline-editor', page);

  // Arabic, at a phone's width: a game against the engine, a few moves.
  await ctx.setOffline(false);
  const phone = await t.newPage(withWorker({ viewport: { width: 390, height: 844 } }));
  await visitAll(phone, srv.url, '?anim=off&lang=ar');
  await phone.context().setOffline(true);
  await phone.evaluate(() => { location.hash = '#/'; });
  await phone.waitForSelector('[data-testid=start-game]');
  await phone.click('[data-testid=start-game]');
  await phone.waitForURL(/#\/play\/local-/);
  await playToEnd(phone, { onTurn: async (n) => (n >= 3 ? 'stop' : null) });
  await waitIdle(phone);
  await t.shot('offline-ar-phone-play', phone, { fullPage: true });
  await phone.evaluate(() => { location.hash = '#/analysis/al-manqala'; });
  await phone.waitForFunction(() => document.querySelector('[data-testid=analysis-status]')?.dataset.state === 'done', null, { timeout: 20000 });
  await t.shot('offline-ar-phone-analysis', phone, { fullPage: true });
}

// local_engine.js against the worker: replies matched to their commands, info lines, an error,
// an aborted search and the engine started again after it.
async function engineUnit(t) {
  const srv = await t.server();
  const page = await t.newPage(withWorker());
  await page.goto(`${srv.url}#/`);
  const r = await page.evaluate(async () => {
    const e = await import('/lib/engine/local_engine.js');
    const out = { info: 0 };
    out.build = (await e.warm()).build;
    const [game, legal, show] = await Promise.all([e.command('game hawalis'), e.command('legal'), e.command('show')]);
    out.replies = [game.at(-1), legal.at(-1).split(' ')[0], show.at(-1).split(' ')[0]];
    out.error = await e.command('play z9').then(() => 'no error', (x) => x.engine && x.message);
    const go = await e.command('go depth 4', { onInfo: () => out.info++ });
    out.best = go.at(-1).split(' ')[0];
    // A long search aborted: it ends (an error in the build without threads, bestmove with them).
    const t0 = performance.now();
    const long = e.command('go movetime 20000').then((l) => l.at(-1).split(' ')[0], (x) => `stopped: ${x.message}`);
    await new Promise((res) => setTimeout(res, 300));
    e.abort();
    out.aborted = await long;
    out.abortMs = performance.now() - t0;
    out.after = (await e.command('game al-manqala')).at(-1);
    out.legalAfter = (await e.command('legal')).at(-1);
    return out;
  });
  assertEq(r.replies, ['ok', 'legal', 'position'], 'each reply to its command');
  assert(/z9/.test(r.error), `an error is the command's: ${r.error}`);
  assert(r.info > 0 && r.best === 'bestmove', 'a search streams info lines and ends with bestmove');
  assert(r.abortMs < 5000, `the aborted search ends at once (${Math.round(r.abortMs)} ms: ${r.aborted})`);
  assertEq([r.after, r.legalAfter], ['ok', 'legal a1 b1 c1 d1 e1 f1 g1'], 'the engine answers again after an abort');
  t.log(`build ${r.build}, ${r.info} info lines`);
}

// A game of the page: undo takes back the human's move and the engine's reply; the game is kept
// in this browser, so the page loaded again (online) goes on where it was, the engine's seat
// still the engine's.
async function undoAndReload(t) {
  const srv = await t.server();
  const page = await t.newPage(withWorker());
  const ctx = page.context();
  await visitAll(page, srv.url);
  await goOffline(ctx, page, srv.url);
  await page.evaluate(() => { location.hash = '#/'; });
  await page.selectOption('[data-testid=game-select]', 'al-manqala');
  await page.click('[data-testid=start-game]');
  await page.waitForURL(/#\/play\/local-/);
  await playToEnd(page, { onTurn: async (n) => (n >= 2 ? 'stop' : null) });
  const ply = async () => (await page.$$('[data-testid=move-list] .mv')).length;
  assertEq(await ply(), 4, 'two moves each');
  await page.click('[data-testid=undo]');
  await page.waitForFunction(() => !document.body.dataset.busy && document.querySelectorAll('[data-testid=move-list] .mv').length === 2);
  const before = await page.getAttribute('section.play', 'data-version');
  await ctx.setOffline(false);
  await page.reload();
  await page.waitForSelector('[data-pit][data-legal=true]');
  assertEq(await ply(), 2, 'the game as it was, after a reload');
  assertEq(await page.getAttribute('section.play', 'data-version'), before, 'the same state');
  await page.click('[data-pit][data-legal=true]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .mv').length === 4 &&
    !!document.querySelector('[data-pit][data-legal=true]'), null, { timeout: 15000 });
}

export const offlineTests = [
  ['offline: undo in a game of the page, and a reload goes on with it', undoAndReload],
  ['offline: local_engine.js against the worker', engineUnit],
  ['offline: a Hawalis game against the engine in the page, archived once', gameJourney('hawalis', {})],
  ['offline: an Al-manqala game against the engine in the page, archived once', gameJourney('al-manqala', { seeds: '2' })],
  ['offline: the analysis board and the editor with the engine in the page (and in Arabic on a phone)', study],
];
