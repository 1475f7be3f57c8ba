// The static site (docs/offline.md): `manqala static --out DIR` written, then served by a plain
// file server (scripts/serve-static.mjs) as any static host would: with no manqala server the
// reader plays the engine, analyses, edits and reads the rules, and the engine runs threaded
// ('mt') only where the host sends COOP/COEP.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStatic } from './lib/server.mjs';
import { assert, assertEq, playToEnd } from './lib/page.mjs';
import { offlineGame } from './offline.mjs';
import { courseOf, solve } from './learn.mjs';
import { puzzleSets, solveShown } from './puzzles.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));

// Writes the static site into dir: `manqala static --out dir` (tb: a tables folder, `--tb`).
export async function makeStaticSite(t, dir, { tb = null } = {}) {
  execFileSync(t.binary, ['static', '--out', dir, ...(tb ? ['--tb', tb] : [])], { stdio: 'pipe' });
  // A run with --web-root (development): this tree's web files over the binary's embedded ones,
  // as the server then serves them, with their own build for the service worker.
  if (t.webRoot) {
    const webFiles = (...args) => execFileSync(process.execPath, [path.join(repo, 'scripts/web-files.mjs'), ...args], { encoding: 'utf8' });
    webFiles('--out', dir);
    webFiles('--stamp', dir);
  }
  for (const f of ['index.html', 'app.js', 'sw.js', 'manifest.webmanifest', 'engine/worker.js', 'engine/manqala-engine.wasm', 'static.json'])
    assert(fs.existsSync(path.join(dir, f)), `the static site has ${f}`);
  return dir;
}

// The engine's worker on this page: its build and threads once ready, and perft 3 of hawalis
// (1539, as `manqala engine` answers).
export const askEngine = (page) => page.evaluate(() => new Promise((resolve, reject) => {
  const w = new Worker('engine/worker.js');
  const got = {};
  setTimeout(() => reject(new Error('the engine did not answer: ' + JSON.stringify(got))), 20000);
  w.onmessage = (e) => {
    if (e.data && e.data.ready) Object.assign(got, { build: e.data.build, threads: e.data.threads });
    else if (e.data && e.data.error) reject(new Error(e.data.error));
    else if (typeof e.data === 'string' && e.data.startsWith('perft ')) {
      got.perft = Number(e.data.split(' ')[1]);
      w.terminate();
      resolve(got);
    }
  };
  w.postMessage('game hawalis');
  w.postMessage('perft 3');
}));

// What a reader does on the static site, with no server at all: a whole game against the
// engine, one under other rule options, the analysis board's lines, the editor's check, both
// games' rules pages, a stage of each course and a puzzle of each set (its longest line).
async function playAndStudy(t, page, isolate, url) {
  const g = await offlineGame(page, 'al-manqala');
  t.log(`al-manqala on the static site (${isolate ? 'threads' : 'one thread'}): ${g.state.ply} plies, ${g.state.result.reason}`);
  await page.evaluate(() => { location.hash = '#/'; });
  await page.waitForSelector('[data-testid=start-game]');
  await page.selectOption('[data-testid=game-select]', 'hawalis');
  for (const [k, v] of [['relay', 'false'], ['seeds', '3']])
    await page.$eval(`#opt-${k}`, (el, v) => { el.value = v; el.dispatchEvent(new Event('change')); }, v);
  await page.click('[data-testid=start-game]');
  await page.waitForURL(/#\/play\/local-/);
  await playToEnd(page, { onTurn: async (n) => (n >= 4 ? 'stop' : null) });
  const hawalis = await page.evaluate(() => document.querySelector('[data-pit]') && document.querySelectorAll('[data-pit]').length);
  assertEq(hawalis, 28, 'a Hawalis board of four rows');
  await page.evaluate(() => { location.hash = '#/analysis/hawalis'; });
  await page.selectOption('[data-testid=lines-select]', '2');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=engine-line]').length === 2 &&
    document.querySelector('[data-testid=analysis-status]')?.dataset.state === 'done', null, { timeout: 20000 });
  await page.evaluate(() => { location.hash = '#/editor/al-manqala'; });
  await page.waitForFunction(() => document.querySelector('[data-testid=editor-check]')?.dataset.state === 'ok', null, { timeout: 15000 });
  for (const game of ['hawalis', 'al-manqala']) {
    await page.evaluate((g) => { location.hash = `#/rules/${g}`; }, game);
    await page.waitForSelector('[data-testid=rules-example]');
    const stage = (await courseOf(game)).find((s) => s.solution.length > 1);
    await page.evaluate(([g, id]) => { location.hash = `#/learn/${g}/${id}`; }, [game, stage.id]);
    assertEq(await solve(page, stage), 3, `${game}'s stage ${stage.id} in the page alone`);
  }
  for (const [game, set] of Object.entries(await puzzleSets(url, 'api/meta.json'))) {
    const longest = [...set].sort((a, b) => b.line.length - a.line.length)[0];
    await page.evaluate(([g, id]) => { location.hash = `#/puzzles/${g}/${id}`; }, [game, longest.id]);
    await page.waitForSelector(`[data-testid=puzzle-solve][data-puzzle="${longest.id}"]`);
    await solveShown(page, set);
    await page.waitForSelector('[data-testid=puzzle-page][data-recorded=rated]');
  }
}

async function staticSite(t) {
  // A few small tables, for the service worker to keep (static.json lists them).
  const tb = t.tmpDir('tb');
  execFileSync(t.binary, ['tb', 'build', 'al-manqala', '--max-seeds', '3', '--out', tb], { stdio: 'pipe' });
  const dir = await makeStaticSite(t, t.tmpDir('static'), { tb });
  const tables = JSON.parse(fs.readFileSync(path.join(dir, 'static.json'), 'utf8')).tables;
  for (const isolate of [false, true]) {
    const host = await startStatic({ dir, isolate });
    try {
      const page = await t.newPage();
      await page.goto(`${host.url}?anim=off`); // no animations: the game is played, not watched
      await page.waitForSelector('header.top nav a[data-testid=nav-home]');
      await page.waitForSelector('#main .view > *');
      await page.waitForSelector('[data-testid=new-game-form]');
      assertEq(await page.evaluate(() => crossOriginIsolated), isolate, `cross-origin isolated ${isolate ? 'with' : 'without'} COOP/COEP`);
      const engine = await askEngine(page);
      assertEq(engine.build, isolate ? 'mt' : 'st', 'the engine build');
      assertEq(engine.perft, 1539, 'perft 3 of hawalis');
      assert(isolate ? engine.threads > 1 : engine.threads === 1, `threads ${engine.threads}`);
      await t.shot(`static-site-${isolate ? 'isolated' : 'plain'}`, page);
      await playAndStudy(t, page, isolate, host.url);
      if (isolate) {
        // Arabic on a phone: right to left, the header on one line.
        const phone = await t.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        await phone.goto(`${host.url}?lang=ar`);
        await phone.waitForFunction(() => document.documentElement.dir === 'rtl' && document.querySelector('#main .view > *'));
        await t.shot('static-site-ar-phone', phone, { fullPage: true });
        // Offline after the first visit: the service worker kept the files, the engine and the tables.
        const app = await t.newPage({ serviceWorkers: 'allow' });
        await app.goto(host.url);
        await app.evaluate(() => navigator.serviceWorker.ready);
        const kept = await app.evaluate(async () => (await Promise.all((await caches.keys()).map(async (n) =>
          (await (await caches.open(n)).keys()).map((r) => decodeURI(new URL(r.url).pathname.slice(1)))))).flat());
        for (const f of ['index.html', 'engine/manqala-engine-mt.wasm', 'engine/manqala-engine.wasm', 'games/hawalis/i18n/ar.json',
          'pages/analysis.js', 'pages/learn.js', 'games/almanqala/learn.js', 'pages/puzzles.js', 'pages/puzzles/solve_view.js',
          'games/hawalis/puzzles.jsonl', 'games/almanqala/puzzles.jsonl', 'api/meta.json', ...tables.map((x) => `tb/${x}`)])
          assert(kept.includes(f), `the service worker keeps ${f}`);
        assert(tables.length > 0 || !fs.existsSync(path.join(dir, 'tb')), 'static.json lists the tables');
        await app.context().setOffline(true);
        await app.reload();
        await app.waitForSelector('#main .view > *');
        assertEq((await askEngine(app)).perft, 1539, 'the engine offline');
        await app.evaluate(() => { location.hash = '#/puzzles/al-manqala/daily'; });
        await app.waitForSelector('[data-testid=puzzle-solve]:not([data-busy]) [data-pit][data-legal=true]');
      }
    } finally {
      await host.kill();
    }
  }
}

export const staticSiteTests = [['static site: served as files, with and without COOP/COEP', staticSite]];
