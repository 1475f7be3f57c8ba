// The static site (docs/offline.md): `manqala static --out DIR` written, then served by a plain
// file server (scripts/serve-static.mjs) as any static host would: the page loads with no
// manqala server, and the engine runs threaded ('mt') only where the host sends COOP/COEP.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStatic } from './lib/server.mjs';
import { assert, assertEq } from './lib/page.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));

// Writes the static site into dir: `manqala static --out dir`; where the binary has no such
// command yet, the same folder by hand (the web files by scripts/web-files.mjs, the meta from a
// running server, a static.json without tables), logged so that the fallback is never silent.
// tb: a tables folder to give the site (`--tb`).
export async function makeStaticSite(t, dir, { tb = null } = {}) {
  const webFiles = (...args) => execFileSync(process.execPath, [path.join(repo, 'scripts/web-files.mjs'), ...args], { encoding: 'utf8' });
  let stamp = false;
  try {
    execFileSync(t.binary, ['static', '--out', dir, ...(tb ? ['--tb', tb] : [])], { stdio: 'pipe' });
  } catch (e) {
    t.log(`no 'manqala static' (${String(e.stderr || e.message).trim().split('\n')[0].slice(0, 80)}): the folder made by hand`);
    webFiles('--out', dir);
    const srv = await t.server();
    fs.mkdirSync(path.join(dir, 'api'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'api/meta.json'), await (await fetch(`${srv.url}api/meta`)).text());
    fs.writeFileSync(path.join(dir, 'static.json'), JSON.stringify({ static: true, version: '0.1.0', tables: [] }));
    await srv.kill();
    stamp = true;
  }
  // A run with --web-root (development): this tree's web files over the binary's embedded ones,
  // as the server then serves them, and their own build.
  if (t.webRoot) {
    webFiles('--out', dir);
    stamp = true;
  }
  // The service worker's version: the build of the files as they now are.
  if (stamp) webFiles('--stamp', dir);
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
      await page.goto(host.url);
      await page.waitForSelector('header.top nav a[data-testid=nav-home]');
      await page.waitForSelector('#main .view > *');
      // The home page's form needs the pages' local mode (web/lib/local/, the engine in the page
      // with no server); before it is in the tree only the header and a drawn page are checked.
      if (fs.existsSync(path.join(repo, 'web/lib/local'))) await page.waitForSelector('[data-testid=new-game-form]');
      else t.log('no web/lib/local/ yet: the home form not required');
      assertEq(await page.evaluate(() => crossOriginIsolated), isolate, `cross-origin isolated ${isolate ? 'with' : 'without'} COOP/COEP`);
      const engine = await askEngine(page);
      assertEq(engine.build, isolate ? 'mt' : 'st', 'the engine build');
      assertEq(engine.perft, 1539, 'perft 3 of hawalis');
      assert(isolate ? engine.threads > 1 : engine.threads === 1, `threads ${engine.threads}`);
      await t.shot(`static-site-${isolate ? 'isolated' : 'plain'}`, page);
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
          'pages/analysis.js', 'api/meta.json', ...tables.map((x) => `tb/${x}`)])
          assert(kept.includes(f), `the service worker keeps ${f}`);
        assert(tables.length > 0 || !fs.existsSync(path.join(dir, 'tb')), 'static.json lists the tables');
        await app.context().setOffline(true);
        await app.reload();
        await app.waitForSelector('#main .view > *');
        assertEq((await askEngine(app)).perft, 1539, 'the engine offline');
      }
    } finally {
      await host.kill();
    }
  }
}

export const staticSiteTests = [['static site: served as files, with and without COOP/COEP', staticSite]];
