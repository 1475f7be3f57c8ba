// The browser's engine measured in Debian's Chromium (README "The engine in the browser"):
// a benchmark, run by hand (`make bench-browser`), never a timed test. It prints
//   - the bench signature in the browser, beside `manqala bench`'s (they must be equal);
//   - nodes a second of the single-thread build, of the threaded build on one and on two
//     threads, and of the native engine on one thread;
//   - how long `go movetime 1000` takes to answer, as the page sees it;
//   - what the page and the engine weigh, compressed (gzip and brotli), before any table.
//   node bench/browser_engine.mjs --binary build/release/manqala
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer, killAll } from '../tests/e2e/lib/server.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const { chromium } = createRequire(path.join(here, '../tests/e2e/package.json'))('playwright-core');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const binary = path.resolve(arg('--binary', 'build/release/manqala'));
const seconds = Number(arg('--seconds', 5)); // each speed measurement

// Native figures: the signature, and one thread's speed on the start positions.
const nativeBench = execFileSync(binary, ['bench']).toString().trim().split('\n').pop();
const nativeNodes = Number(/bench: (\d+) nodes/.exec(nativeBench)[1]);
function nativeSpeed(game) {
  const out = execFileSync(binary, ['engine'], { input: `game ${game}\ngo movetime ${seconds * 1000}\n` } /* no quit: it would stop the search; the end of the input waits for it */).toString();
  return Number(/nps (\d+)/.exec(out.trim().split('\n').filter((l) => l.startsWith('info')).pop())[1]);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'manqala-bench-'));
const server = await startServer({ binary, db: path.join(tmp, 'bench.sqlite') });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage();
await page.goto(new URL('/', server.url).href);
const isolated = await page.evaluate(() => self.crossOriginIsolated);

// Runs commands in a fresh worker of the given build; returns the reply lines and, per
// command, the milliseconds from posting it to its last line.
async function inWorker(single, commands) {
  return page.evaluate(async ({ single, commands }) => {
    const w = new Worker(single ? 'engine/worker.js?single' : 'engine/worker.js');
    const lines = [];
    let wake = null;
    w.onmessage = (e) => { if (typeof e.data === 'string') lines.push(e.data); if (wake) wake(); };
    await new Promise((r) => { wake = r; });
    const timings = [];
    for (const c of commands) {
      const start = performance.now(), from = lines.length;
      w.postMessage(c);
      const last = c.startsWith('go') ? /^(bestmove|error)/ : c.startsWith('bench') ? /^(bench|error)/ : /./;
      while (!lines.slice(from).some((l) => last.test(l))) await new Promise((r) => { wake = r; });
      timings.push(Math.round(performance.now() - start));
    }
    w.terminate();
    return { lines, timings };
  }, { single, commands });
}
const npsOf = (lines) => Number(/nps (\d+)/.exec(lines.filter((l) => l.startsWith('info')).pop())[1]);

const report = [];
const say = (s) => { console.log(s); report.push(s); };
say(`Chromium ${browser.version()}, page cross-origin isolated: ${isolated}; ${os.cpus().length} cores (${os.cpus()[0].model})`);
const st = await inWorker(true, ['bench']);
say(`bench signature: native ${nativeNodes} (${nativeBench}); browser, one thread: ${st.lines.find((l) => l.startsWith('bench'))}`);
if (isolated) {
  const mt = await inWorker(false, ['bench']);
  say(`bench signature, threaded build: ${mt.lines.find((l) => l.startsWith('bench'))}`);
}
for (const game of ['hawalis', 'al-manqala']) {
  const go = `go movetime ${seconds * 1000}`;
  const native = nativeSpeed(game);
  const single = npsOf((await inWorker(true, [`game ${game}`, go])).lines);
  let row = `${game}: native 1 thread ${native} nodes/s; browser single-thread build ${single} (${(100 * single / native).toFixed(0)}%)`;
  if (isolated) {
    const one = npsOf((await inWorker(false, [`game ${game}`, 'setoption threads 1', go])).lines);
    const two = npsOf((await inWorker(false, [`game ${game}`, 'setoption threads 2', go])).lines);
    row += `; threaded build 1 thread ${one}, 2 threads ${two} (${(two / single).toFixed(2)}x the single build)`;
  }
  say(row);
}
for (const single of isolated ? [true, false] : [true]) {
  const r = await inWorker(single, ['game hawalis', 'go movetime 1000', 'game al-manqala', 'go movetime 1000']);
  say(`go movetime 1000 answered in ${r.timings[1]} ms (Hawalis), ${r.timings[3]} ms (Al-manqala), ${single ? 'single-thread' : 'threaded'} build`);
}

// What a first visit downloads before any table: the page (web/, the games' web files) and
// one engine build, compressed as a web server sends them.
function weigh(files) {
  let raw = 0, gz = 0, br = 0;
  for (const f of files) {
    const b = fs.readFileSync(f);
    raw += b.length;
    gz += zlib.gzipSync(b, { level: 9 }).length;
    br += zlib.brotliCompressSync(b).length;
  }
  return `${(raw / 1024).toFixed(0)} KiB, gzip ${(gz / 1024).toFixed(0)} KiB, brotli ${(br / 1024).toFixed(0)} KiB`;
}
const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true })
  .flatMap((e) => e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]);
const root = path.join(here, '..');
const pageFiles = [...walk(path.join(root, 'web')), ...walk(path.join(root, 'src/games')).filter((f) => f.includes('/web/'))]
  .filter((f) => !f.includes('/print/'));
const engineDir = path.join(root, 'build/engine');
const engine = (names) => names.map((n) => path.join(engineDir, n));
say(`page + single-thread engine: ${weigh([...pageFiles, ...engine(['manqala-engine.js', 'manqala-engine.wasm'])])}`);
// A cross-origin isolated page loads both: the single-thread module judges, the threaded one
// searches (web/engine/engine_pair.js).
say(`page + both engines (an isolated page): ${weigh([...pageFiles, ...engine(['manqala-engine.js', 'manqala-engine.wasm',
  'manqala-engine-mt.js', 'manqala-engine-mt.wasm', 'manqala-engine-mt.worker.js'])])}`);

await browser.close();
killAll();
fs.rmSync(tmp, { recursive: true, force: true });
