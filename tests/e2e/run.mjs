// Entry point: node tests/e2e/run.mjs --binary build/release/manqala --out artefacts [--only NAME] [--jobs N]
//   [--plugin-binary PATH]: the manqala command with the tests' own game Fives linked in
//   (tests/plugin/fives/), for the tests of a game from outside; by default the one built
//   beside --binary (build/release/tests/manqala-fives).
// Runs every test against the real binary (embedded web files: no --web-root) in Debian's
// Chromium. One line per test; exit 0 only if all pass. Each test has its own servers,
// fresh database and browser context, and a time limit; all servers are killed at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer, killAll } from './lib/server.mjs';
import { axeViolations, describeViolations } from './lib/axe.mjs';
import { tests } from './tests.mjs';

const args = process.argv.slice(2);
const arg = (name, def) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : def; };
const binary = path.resolve(arg('--binary', 'build/release/manqala'));
const pluginBinary = path.resolve(arg('--plugin-binary', path.join(path.dirname(binary), 'tests', 'manqala-fives')));
const out = path.resolve(arg('--out', 'e2e-artefacts'));
const only = arg('--only', null);
const TEST_LIMIT_MS = Number(arg('--test-timeout', 120)) * 1000;
const RUN_LIMIT_MS = Number(arg('--run-timeout', 300)) * 1000;
const webRoot = arg('--web-root', null); // development only: serve web/ from disk

fs.mkdirSync(out, { recursive: true });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'manqala-e2e-'));
const t0 = Date.now();
const runTimer = setTimeout(() => {
  console.log(`FAIL whole run exceeded ${RUN_LIMIT_MS / 1000} s`);
  killAll();
  process.exit(1);
}, RUN_LIMIT_MS);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});

let failed = 0;
let dbCount = 0;
// Where the run's time goes, for the summary line: screenshots and axe are most of it.
const spent = { shots: 0, shotsMs: 0, axe: 0, axeMs: 0 };
const timed = async (what, fn) => {
  const start = Date.now();
  try { return await fn(); } finally { spent[what]++; spent[`${what}Ms`] += Date.now() - start; }
};
// Tests run JOBS at a time (default 1): each has its own servers, database and browser
// contexts (one browser for all). On two cores two at a time took about as long (1,250 s
// against 1,149–1,316 s one at a time) and pushed the longest test past its limit: the tests
// keep the cores busy (the page, Chromium's drawing, axe, the engines), so more jobs pay only
// on more cores.
const JOBS = Math.max(1, Number(arg('--jobs', 1)));
async function runTest(name, fn) {
  const slug = name.replace(/\W+/g, '-');
  const servers = [];
  const contexts = [];
  const pages = [];
  const notes = [];
  const cspViolations = [];
  const axeFailures = [];
  const t = {
    out,
    log: (m) => notes.push(m),
    tmpDb: () => path.join(tmp, `db-${++dbCount}.sqlite`),
    binary,
    pluginBinary,
    webRoot, // --web-root: the web files on disk (the static site's tests use them too)
    tmpDir: (name) => fs.mkdtempSync(path.join(tmp, `${name}-`)), // removed with the run's tmp
    // Starts a server: fresh db unless given; a fixed port is retried while the old one frees;
    // the web files embedded unless --web-root (or the test's own webRoot) says otherwise;
    // tb: an endgame tables directory; binary: another build of manqala (t.pluginBinary).
    // args: more of `manqala serve`'s options (e.g. a short correspondence day).
    server: async ({ db = t.tmpDb(), port = 0, retries = 0, webRoot: root = webRoot, tb = null, binary: bin = binary, args = [] } = {}) => {
      for (let i = 0; ; i++) {
        try {
          const s = await startServer({ binary: bin, db, port, engineMs: 30, log: path.join(out, `${slug}.server.log`), webRoot: root, tb, args });
          servers.push(s);
          return s;
        } catch (e) {
          if (i >= retries) throw e;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    },
    newPage: async (opts = {}) => {
      // No service worker unless a test asks ({serviceWorkers: 'allow'}, pwa.mjs): its cache
      // would answer before page.route() and keep one test's files for the next page.
      const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block', ...opts });
      contexts.push(ctx);
      const page = await ctx.newPage();
      page.setDefaultTimeout(30000);
      page.on('pageerror', (e) => notes.push('page error: ' + e.message));
      page.on('console', (m) => {
        if (m.type() !== 'error') return;
        notes.push('console: ' + m.text());
        // The server's Content-Security-Policy refused something the page does: a bug of the page.
        if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
      });
      pages.push(page);
      return page;
    },
    // A screenshot is a state worth looking at: axe looks at it too (WCAG 2.2 A and AA, serious
    // and critical), and the test fails with what it found; { axe: false } for a page that is not
    // ours to judge (a bare file server's listing).
    shot: async (file, page, { axe = true, ...opts } = {}) => {
      await timed('shots', () => page.screenshot({ path: path.join(out, `${file}.png`), ...opts }));
      if (!axe) return;
      const found = await timed('axe', () => axeViolations(page));
      if (found.length) axeFailures.push(describeViolations(file, found));
    },
  };
  const start = Date.now();
  const before = { ...spent };
  let error = null;
  let timer;
  try {
    await Promise.race([
      fn(t),
      new Promise((_, rej) => { timer = setTimeout(() => rej(new Error(`timed out after ${TEST_LIMIT_MS / 1000} s`)), TEST_LIMIT_MS); }),
    ]);
  } catch (e) {
    error = e;
  }
  clearTimeout(timer);
  if (!error && cspViolations.length) error = new Error('the page broke its Content-Security-Policy: ' + cspViolations[0]);
  if (!error && axeFailures.length) error = new Error('axe found serious or critical violations (WCAG 2.2 AA):\n' + axeFailures.join('\n'));
  if (error) for (const [i, p] of pages.entries()) await p.screenshot({ path: path.join(out, `fail-${slug}-${i}.png`) }).catch(() => {});
  for (const c of contexts) await c.close().catch(() => {});
  for (const s of servers) await s.kill().catch(() => {});
  const secs = ((Date.now() - start) / 1000).toFixed(1);
  const costs = ['shots', 'axe'].filter((k) => spent[`${k}Ms`] - before[`${k}Ms`] >= 5000)
    .map((k) => `${k === 'axe' ? 'axe' : 'screenshots'} ${((spent[`${k}Ms`] - before[`${k}Ms`]) / 1000).toFixed(1)} s`);
  if (costs.length) notes.push(costs.join(', '));
  console.log(`${error ? 'FAIL' : 'pass'} ${name} (${secs} s)${notes.length ? ' — ' + notes.join('; ') : ''}`);
  if (error) {
    failed++;
    console.log('     ' + String(error.stack || error).split('\n').slice(0, 6).join('\n     '));
  }
}

const queue = tests.filter(([name]) => !only || name.includes(only));
await Promise.all(Array.from({ length: JOBS }, async () => {
  while (queue.length) {
    const [name, fn] = queue.shift();
    await runTest(name, fn);
  }
}));

await browser.close();
killAll();
clearTimeout(runTimer);
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`screenshots: ${spent.shots} in ${(spent.shotsMs / 1000).toFixed(1)} s; axe after them: ${spent.axe} in ${(spent.axeMs / 1000).toFixed(1)} s`);
console.log(`${failed ? 'FAILED' : 'all passed'}: ${failed} failed, total ${((Date.now() - t0) / 1000).toFixed(1)} s, artefacts in ${out}`);
process.exit(failed ? 1 : 0);
