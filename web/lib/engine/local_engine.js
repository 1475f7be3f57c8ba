// The engine in this page: a client of web/engine/worker.js (PROTOCOL.md over messages). The
// worker starts once, when first asked; commands wait in one queue so that each reply goes to
// the command that asked for it (a reply ends with its last line: ok, error, legal, position,
// status, perft, trace, bench or bestmove; a `go` also streams its info lines to onInfo).
// `stop` ends a search at once in the threaded build; the single-thread build reads nothing
// while it searches, so abort() ends the worker (and its search) and the next command starts a
// fresh one. The engine keeps no state the callers rely on across commands of different
// callers: each one sends its `game` and `position` first. Endgame tables the static site lists
// (static.json `tables`, files under tb/) are loaded once, before the first command.
const LAST = new Set(['ok', 'error', 'legal', 'position', 'status', 'perft', 'trace', 'bench', 'bestmove']);
const START_MS = 30000; // a worker that is not ready by then is taken for one that cannot start

let worker = null; // { w, ready: Promise<{threads, build}> }
let queue = []; // commands not yet answered, in order: { line, lines, onInfo, resolve, reject }
let sent = 0; // how many of the queue's first commands are with the worker
let tablesWanted = null; // Promise<[names]>: the static site's tables (none elsewhere)

// The endgame tables to load: the static site's list, or none.
export function useTables(names) {
  tablesWanted = Promise.resolve(names || []);
}

function fail(why) {
  const e = new Error(why);
  for (const c of queue) c.reject(e);
  queue = [];
  sent = 0;
}

function start() {
  // The worker takes the threaded build where the page is cross-origin isolated, else the other.
  const w = new Worker(new URL('../../engine/worker.js', import.meta.url));
  const me = { w, info: null };
  // The next message of the worker (before the queue's replies are read).
  const next = (test) => new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the engine did not start')), START_MS);
    w.onerror = (e) => {
      clearTimeout(timer);
      reject(new Error(e.message || 'the engine could not start'));
    };
    w.onmessage = (e) => {
      if (e.data && e.data.error) reject(new Error(e.data.error));
      else if (test(e.data)) {
        clearTimeout(timer);
        resolve(e.data);
      }
    };
  });
  me.ready = (async () => {
    const d = await next((m) => m && m.ready);
    const names = (await (tablesWanted || Promise.resolve([]))) || [];
    if (names.length) await loadTables(w, names, next).catch(() => {});
    w.onmessage = (m) => heard(me, m.data);
    me.info = { threads: d.threads, build: d.build };
    return me.info;
  })();
  me.ready.catch((e) => {
    if (worker === me) worker = null;
    w.terminate();
    fail(e.message);
  });
  return me;
}

// The tables, fetched from tb/ beside the page, written into the engine's /tb, and named to it.
async function loadTables(w, names, next) {
  const tables = [];
  for (const name of names) {
    const res = await fetch(new URL(`tb/${name}`, document.baseURI));
    if (res.ok) tables.push({ name, bytes: await res.arrayBuffer() });
  }
  if (!tables.length) return;
  const written = next((m) => m && m.tables !== undefined);
  w.postMessage({ tables }, tables.map((t) => t.bytes));
  await written;
  const named = next((m) => typeof m === 'string' && /^(ok|error)\b/.test(m));
  w.postMessage('setoption tbpath /tb');
  await named;
}

function heard(me, line) {
  if (me !== worker || typeof line !== 'string') return;
  const c = queue[0];
  if (!c) return; // a stop's bestmove after its search was already answered
  const word = line.split(' ', 1)[0];
  if (word === 'info' && c.onInfo) c.onInfo(line);
  c.lines.push(line);
  if (!LAST.has(word)) return;
  queue.shift();
  sent--;
  if (word === 'error') c.reject(Object.assign(new Error(line.slice(6)), { engine: true }));
  else c.resolve(c.lines);
  pump();
}

function pump() {
  if (!worker) worker = start();
  const me = worker;
  me.ready.then(() => {
    // One command with the worker at a time: a reply is always the first waiting one's.
    if (me !== worker || sent > 0 || !queue.length) return;
    sent = 1;
    me.w.postMessage(queue[0].line);
  }, () => {});
}

// One command line; resolves with its reply lines (the last one ends it), rejects with the
// engine's `error` (e.engine true) or when the engine stops. opts.onInfo(line): each info line.
export function command(line, opts = {}) {
  return new Promise((resolve, reject) => {
    queue.push({ line, lines: [], onInfo: opts.onInfo, resolve, reject });
    pump();
  });
}

// Several commands in a row, none of another caller's between them: resolves with each one's
// reply lines, or rejects at the first error (the rest are still answered, and dropped).
export function commands(lines, opts = {}) {
  return Promise.all(lines.map((l) => command(l, opts)));
}

// Starts the engine now (before it is needed: a page that may go offline loads it while it can);
// resolves with its build: { threads, build: 'mt' (threads) or 'st' }.
export function warm() {
  if (!worker) worker = start();
  return worker.ready;
}

// Ends the running search: `stop` where the engine reads while it searches (threads), else the
// worker itself, whose commands are answered with an error; the next command starts a new one.
// Nothing happens when no search is with the engine, nor (the build without threads) where a
// new worker could not be loaded.
export function abort() {
  if (!worker || !worker.info || !sent || !queue[0].line.startsWith('go')) return;
  const me = worker;
  if (me.info.build === 'mt') {
    me.w.postMessage('stop');
    return;
  }
  // A new worker loads its files again: offline, only where a service worker keeps them. Else
  // the search runs to its end (every search here is bounded).
  if (!navigator.onLine && !navigator.serviceWorker?.controller) return;
  worker = null;
  me.w.terminate();
  fail('stopped');
}

// A run of commands that no other caller's come between: fn(command) with this module's
// command; the next run starts when its promise settles.
let lock = Promise.resolve();
export function session(fn) {
  const run = lock.then(() => fn(command));
  lock = run.catch(() => {});
  return run;
}
