// One state, two rooms (issue 55): the page's offline room (web/lib/local/: the rules in
// WebAssembly, imitating the server's JSON API) against the server's room (`manqala serve`),
// action by action. Random games with a seeded PRNG: both games, random rule options, a person
// against the engine (either side) or one person at both seats (the games the offline room
// plays); the same actions go to both rooms (moves, undo, undo after the end, resignation, a
// loop's share, stale and illegal moves, and requests the rooms refuse: a draw, a hint after the
// end), and after each one the two answers are compared field by field: the `game` states, the
// other fields of the answer, or the refusal (status, code and values). Every state of both
// rooms is held to docs/game-state.schema.json; at each game's end the export JSON (the offline
// room's: the one it keeps for the archive) and the replay's frames are compared too. The
// engine's choices are the server's: when the server's engine has moved, the offline room's
// engine is told to answer its search with the same move (and, for a share, to judge as the
// server's did), so that both rooms go on from the same position.
//
// Games between two people (clocks, draws, timeouts, aborts, return games) exist only on the
// server; a few of them are played there too (--people), their states held to the schema only.
//
//   node tests/contract/room_contract.mjs --binary build/release/manqala --wasm build/engine
//        [--games 1000] [--seed 1] [--first 0] [--people GAMES/50] [--reports 12] [--verbose]
//        [--one GAMESEED] [--one-people GAMESEED]
//
// --wasm: the folder of the WebAssembly engine (manqala-engine.js and .wasm, `make wasm`;
// MANQALA_ENGINE_DIR). Exits 77 (skipped) without it; 1 on any mismatch or schema failure, 2
// when the test itself failed. A failure names its game's seed: --one replays that game alone
// (--first K --games N replays a stretch of the run). The server's engine searches against the
// clock, so a game against it may go another way when replayed: the report lists its moves
// ([engine ...]) among the actions.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The fields the two rooms may legitimately answer differently, as paths of the compared
// objects ([] any index). Keep it as short as truth allows.
const NOT_COMPARED = [
  // Each room counts its own changes: the server's also counts changes around the game (a
  // watcher, the engine starting to think, a retry) and goes on across restarts; each room's
  // own versions are checked to grow instead.
  'version',
  // The time taken to choose a move: each room's own wall clock.
  'moves[].ms',
  'export.moves[].ms',
  // When the game was created: each room's own wall clock.
  'export.created',
  // A new game's seat token: the server's secret (the offline room gives the game's id).
  'answer.token',
  // A refusal's English words are for programs and logs; the page words a refusal by its code,
  // which is compared.
  'refusal.error',
];
// Compared through the map of the server's game ids to the offline room's, not as text: each
// room names its games (16 hex digits; `local-` and 16 hex digits).
const ID_FIELDS = /(?:^|\.)(?:id|continued_from|continued|rematch\.game)$/;

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
};
const flag = (name) => argv.includes(name);
const binary = path.resolve(arg('--binary', path.join(root, 'build/release/manqala')));
const wasmDir = path.resolve(arg('--wasm', path.join(root, 'build/engine')));
const GAMES = Number(arg('--games', 1000));
const SEED = Number(arg('--seed', 1)) >>> 0;
const ONE = arg('--one', null);
const ONE_PEOPLE = arg('--one-people', null); // one game between people (its seed as reported)
const PEOPLE = Number(arg('--people', Math.max(1, Math.round(GAMES / 50))));
const REPORTS = Number(arg('--reports', 12));
const VERBOSE = flag('--verbose');
const schemaFile = path.join(root, 'docs/game-state.schema.json');

if (!fs.existsSync(path.join(wasmDir, 'manqala-engine.js')) || !fs.existsSync(path.join(wasmDir, 'manqala-engine.wasm'))) {
  console.log(`skipped: no WebAssembly engine (manqala-engine.js, .wasm) in ${wasmDir} (make wasm needs emscripten)`);
  process.exit(77);
}

// --- The engine in this process, as web/engine/worker.js makes it (the single-thread build) ---

const require = createRequire(import.meta.url);
process.setMaxListeners(0);
const { EnginePair } = require(path.join(root, 'web/engine/engine_pair.js'));
// Before any browser global exists: the module takes Node's road to its .wasm (no fetch).
const judge = await require(path.join(wasmDir, 'manqala-engine.js'))({ wasmBinary: fs.readFileSync(path.join(wasmDir, 'manqala-engine.wasm')) });
const engine = new EnginePair({ command: judge.cwrap('manqala_command', 'number', ['string']), replies: judge.cwrap('manqala_replies', 'string', []) }, null);

// The engine's searches are the server's: the offline room's `go` is answered with what the
// server's engine chose (its moves, or its verdict on a share). A search nobody scripted is a
// failure of the test's bookkeeping (or a room that searches where the server did not).
const script = { moves: [], verdict: null, unexpected: [] };
function search() {
  if (script.verdict) {
    const { score, pv } = script.verdict;
    script.verdict = null;
    return [`info depth 1 seldepth 1 multipv 1 score ${score} nodes 1 pv ${pv}`, `bestmove ${pv}`];
  }
  if (script.moves.length) return [`bestmove ${script.moves.shift()}`];
  script.unexpected.push('a search the server did not make');
  return ['bestmove (none)'];
}

// --- The browser's globals the offline room uses (shims for this test only) ---

const store = new Map();
globalThis.localStorage = {
  getItem: (k) => (store.has(k) ? store.get(k) : null),
  setItem: (k, v) => void store.set(k, String(v)),
  removeItem: (k) => void store.delete(k),
  key: (i) => [...store.keys()][i] ?? null,
  get length() { return store.size; },
};
globalThis.window ??= globalThis;
globalThis.addEventListener ??= () => {};
globalThis.dispatchEvent ??= () => true;
if (typeof globalThis.navigator === 'undefined') globalThis.navigator = { onLine: true };
// web/engine/worker.js: {ready} once, then each reply line; answered asynchronously as a worker.
globalThis.Worker = class {
  constructor() { setImmediate(() => this.onmessage({ data: { ready: true, threads: 1, build: 'st' } })); }
  postMessage(data) {
    queueMicrotask(() => {
      for (const line of String(data).split('\n').filter((l) => l.trim())) {
        const out = line.startsWith('go') ? search() : (engine.command(line), engine.replies().split('\n').filter(Boolean));
        for (const l of out) this.onmessage({ data: l });
      }
    });
  }
  terminate() {}
};
// IndexedDB, as far as lib/local/offline_games.js uses it: the finished games it keeps.
const kept = new Map(); // offline_id -> export JSON
globalThis.indexedDB = {
  open() {
    const req = {};
    const db = {
      transaction() {
        const tx = {};
        tx.objectStore = () => ({
          put(v) { kept.set(v.offline_id, structuredClone(v.game)); return {}; },
          delete(k) { kept.delete(k); return {}; },
          getAll() { return { result: [...kept.values()] }; },
        });
        setImmediate(() => tx.oncomplete && tx.oncomplete());
        return tx;
      },
    };
    setImmediate(() => { req.result = db; req.onsuccess(); });
    return req;
  },
};

const backend = await import(path.join(root, 'web/lib/local/backend.js'));
const { keepMeta } = await import(path.join(root, 'web/lib/local/meta_copy.js'));
const { loadRoom } = await import(path.join(root, 'web/lib/local/room_store.js'));

// The offline room's answer as {status, body}: its refusals are the server's status and body.
async function offline(method, route, body) {
  try {
    return { status: 200, body: await backend.localRequest(method, route, body === undefined ? undefined : structuredClone(body)) };
  } catch (e) {
    if (e && e.status && e.body) return { status: e.status, body: e.body };
    throw e;
  }
}

// --- The server ---

// The archive in memory where there is a tmpfs: the server commits every move before it
// answers, and this test makes tens of thousands. Every room stays in memory for the run, a
// finished one too (no sweep): a room read again from the archive is a new run of it, whose
// last move is timed (`last.animation_ms`) where the room that went on had it untimed after an
// undo (docs/game-state.schema.json), and the offline room has one run.
const tmp = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'room-contract-'));
const server = spawn(binary, ['serve', '--port', '0', '--db', path.join(tmp, 'a.sqlite'), '--engine-ms', '2',
  '--games-per-minute', '1000000', '--max-games-per-address', '1000000', '--max-games', '1000000',
  '--abandoned-after', '100000', '--idle-after', '100000', '--sweep-ms', '3600000'], { stdio: ['ignore', 'pipe', 'pipe'] });
let serverErr = '';
server.stderr.on('data', (d) => { serverErr = (serverErr + d).slice(-4000); });
const base = await new Promise((resolve, reject) => {
  let out = '';
  const timer = setTimeout(() => reject(new Error(`the server did not start: ${out} ${serverErr}`)), 20000);
  server.stdout.on('data', (d) => {
    out += d;
    const m = /listening on (http:\/\/[^\s/]+)/.exec(out);
    if (m) { clearTimeout(timer); resolve(m[1]); }
  });
  server.on('exit', (code) => reject(new Error(`the server exited (${code}): ${serverErr}`)));
});
const url = new URL(base);
function finish(code) {
  if (agent) agent.destroy();
  server.kill();
  fs.rmSync(tmp, { recursive: true, force: true });
  process.exit(code);
}

// One request. The server answers 20 requests a second on one connection (bursts of 60), and
// this test sends more: each connection takes 50 requests, then a new one opens (the loopback
// has no cap on connections).
let agent = null, onAgent = 0;
function api(method, route, body) {
  if (!agent || ++onAgent > 50) {
    if (agent) agent.destroy();
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    onAgent = 1;
  }
  return new Promise((resolve, reject) => {
    const data = body === undefined ? null : Buffer.from(JSON.stringify(body));
    const req = http.request({ host: url.hostname, port: url.port, method, path: route, agent,
      headers: data ? { 'Content-Type': 'application/json', 'Content-Length': data.length } : {} }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed = null;
        try { parsed = text ? JSON.parse(text) : null; } catch { parsed = { text }; }
        resolve({ status: res.statusCode, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(data);
  });
}

const meta = (await api('GET', '/api/meta')).body;
keepMeta(meta); // what the page keeps from the server's answer, for a visit without it
// The page's address: the offline room reads the games' English catalogs beside it (their end
// sentences, lib/local/sentences.js), as the page's service worker keeps them.
globalThis.document ??= { baseURI: `${base}/` };

// --- The schema, and a validator for the part of JSON Schema it uses ---

const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
const typeOf = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);
const regexes = new Map();
// Every way `v` breaks schema `s`, as [path, why], into errs; returns errs.
function invalid(v, s, at = '', errs = []) {
  if (s.$ref) invalid(v, s.$ref.replace(/^#\//, '').split('/').reduce((o, k) => o[k], schema), at, errs);
  if (s.anyOf) {
    const tries = s.anyOf.map((alt) => invalid(v, alt, at));
    // None fits: the alternative of the right type says why (else the last one).
    if (tries.every((e) => e.length)) errs.push(...(tries.find((e) => e.every(([p]) => p !== at)) || tries[tries.length - 1]));
  }
  if (s.type) {
    const types = [].concat(s.type), t = typeOf(v);
    if (!types.includes(t) && !(t === 'integer' && types.includes('number'))) return errs.push([at, `${show(v)} is not of type ${types.join('|')}`]), errs;
  }
  if (s.enum && !s.enum.some((x) => x === v)) errs.push([at, `${show(v)} is not one of ${JSON.stringify(s.enum)}`]);
  if ('const' in s && v !== s.const) errs.push([at, `${show(v)} is not ${JSON.stringify(s.const)}`]);
  if (typeof v === 'number') {
    if (s.minimum !== undefined && v < s.minimum) errs.push([at, `${v} < ${s.minimum}`]);
    if (s.maximum !== undefined && v > s.maximum) errs.push([at, `${v} > ${s.maximum}`]);
  }
  if (typeof v === 'string') {
    if (s.minLength !== undefined && [...v].length < s.minLength) errs.push([at, 'too short']);
    if (s.pattern) {
      if (!regexes.has(s.pattern)) regexes.set(s.pattern, new RegExp(s.pattern, 'u'));
      if (!regexes.get(s.pattern).test(v)) errs.push([at, `${show(v)} does not match ${s.pattern}`]);
    }
  }
  if (Array.isArray(v)) {
    if (s.minItems !== undefined && v.length < s.minItems) errs.push([at, `fewer than ${s.minItems} items`]);
    if (s.items) v.forEach((x, i) => invalid(x, s.items, `${at}[${i}]`, errs));
  } else if (v && typeof v === 'object') {
    for (const k of s.required || []) if (!(k in v)) errs.push([at ? `${at}.${k}` : k, 'missing (required)']);
    for (const [k, x] of Object.entries(v)) {
      const p = at ? `${at}.${k}` : k;
      const sub = s.properties && s.properties[k];
      if (sub) invalid(x, sub, p, errs);
      else if (s.additionalProperties === false) errs.push([p, 'not in the schema (additionalProperties: false)']);
      else if (s.additionalProperties && typeof s.additionalProperties === 'object') invalid(x, s.additionalProperties, p, errs);
    }
  }
  return errs;
}

// --- Comparing ---

const norm = (p) => p.replace(/\[\d+\]/g, '[]');
const ignored = new Set(NOT_COMPARED);
// A path of a state inside an answer, a refusal or a replay is the state's own path.
const isIgnored = (p) => ignored.has(norm(p)) || ignored.has(norm(p).replace(/^(answer|refusal|replay)\.game\./, ''));
let fieldsCompared = 0;
const idMap = new Map(); // server id -> offline id

// Every difference between a (the server's) and b (the offline room's) under `at`: [path, a, b].
function differences(a, b, at, out = []) {
  if (isIgnored(at)) return out;
  fieldsCompared++;
  if (ID_FIELDS.test(at)) {
    if (a === null || b === null ? a !== b : idMap.get(a) !== b) out.push([at, a, b]);
    return out;
  }
  const ta = typeOf(a), tb = typeOf(b);
  if (ta !== tb) { out.push([at, a, b]); return out; }
  if (ta === 'array') {
    if (a.length !== b.length) out.push([`${at}.length`, a.length, b.length]);
    for (let i = 0; i < Math.min(a.length, b.length); i++) differences(a[i], b[i], `${at}[${i}]`, out);
  } else if (ta === 'object') {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const p = at ? `${at}.${k}` : k;
      if (!(k in b)) { if (!isIgnored(p)) out.push([p, a[k], undefined]); }
      else if (!(k in a)) { if (!isIgnored(p)) out.push([p, undefined, b[k]]); }
      else differences(a[k], b[k], p, out);
    }
  } else if (a !== b) out.push([at, a, b]);
  return out;
}

// --- The record of what went wrong ---

const kinds = new Map(); // signature -> {count, seed of the first game that showed it}
let failures = 0, reported = 0;
const show = (v) => (v === undefined ? '(absent)' : JSON.stringify(v).slice(0, 300));
// lines: [field, text]: each field (its path, indices aside) is a kind of failure of its own.
function fail(kind, ctx, lines) {
  failures++;
  let fresh = false;
  // Values that differ first, then fields one room lacks.
  lines.sort((a, b) => (a[1].includes('(absent)') ? 1 : 0) - (b[1].includes('(absent)') ? 1 : 0));
  for (const [field, text] of lines) {
    const shape = / = server \(absent\)/.test(text) ? ' [only offline]' : /, offline \(absent\)$/.test(text) ? ' [only server]' : '';
    const sig = `${kind}: ${norm(field)}${shape}`;
    const k = kinds.get(sig);
    if (k) k.count++;
    else { kinds.set(sig, { count: 1, seed: ctx.seed }); fresh = true; }
  }
  if (!fresh || reported++ >= REPORTS) return;
  console.error(`\n✗ ${kind} — game seed ${ctx.seed} (${ctx.what}), after: ${ctx.actions.join(' ') || '(creation)'}`);
  for (const [, l] of lines.slice(0, 8)) console.error(`    ${l}`);
  if (lines.length > 8) console.error(`    ... and ${lines.length - 8} more`);
  if (ctx.seed !== 'probe') console.error(`    replay: node tests/contract/room_contract.mjs --binary ${path.relative(process.cwd(), binary)} --wasm ${path.relative(process.cwd(), wasmDir)} ${ctx.people ? '--one-people' : '--one'} ${ctx.seed}`);
}

// Both rooms' states to the schema, each room's versions growing; then field by field.
const versions = new Map();
let statesChecked = 0;
// How many of the server's states held each optional part (the schema's anyOf branches seen).
const seen = Object.fromEntries(['last', 'result', 'share', 'continued_from', 'clock', 'correspondence', 'absence', 'share_offer',
  'draw_offer', 'draw_declined', 'rematch.offer', 'rematch.declined', 'rematch.game'].map((k) => [k, 0]));
function checkState(ctx, who, g) {
  statesChecked++;
  if (who === 'server') for (const k of Object.keys(seen)) if (k.split('.').reduce((o, x) => (o == null ? o : o[x]), g) != null) seen[k]++;
  const errs = invalid(g, schema);
  if (errs.length) fail(`schema (${who})`, ctx, errs.map(([p, why]) => [p, `${p}: ${why}`]));
  const last = versions.get(g.id);
  if (last !== undefined && g.version < last) fail(`version (${who})`, ctx, [['version', `version went down from ${last} to ${g.version}`]]);
  versions.set(g.id, g.version);
}
// Returns whether the two answers agree.
function compare(ctx, s, l, label) {
  const sOk = s.status >= 200 && s.status < 300, lOk = l.status >= 200 && l.status < 300;
  // A refusal's `game` is a state (moved-on), or a game's title (no-draws).
  if (s.body && typeOf(s.body.game) === 'object') checkState(ctx, 'server', s.body.game);
  if (l.body && typeOf(l.body.game) === 'object') checkState(ctx, 'offline', l.body.game);
  if (sOk !== lOk || (!sOk && s.status !== l.status)) {
    fail('answer', ctx, [[`${label.replace(/^[a-z]\d+@\d+/, 'move').replace(/:[a-z]\d+/, '').replace(/@\d+/, '')} status`, `${label}: status = server ${s.status} ${show(s.body)}, offline ${l.status} ${show(l.body)}`]]);
    return false;
  }
  const d = sOk
    ? differences(s.body, l.body, 'answer').map(([p, a, b]) => [p.replace(/^answer\.game/, 'game'), a, b])
    : differences(s.body, l.body, 'refusal');
  if (d.length) {
    fail(sOk ? 'state' : 'refusal', ctx, d.map(([p, a, b]) => [p, `${label}: ${p} = server ${show(a)}, offline ${show(b)}`]));
    return false;
  }
  return true;
}

// --- Random choices ---

function mulberry32(a) {
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const gameSeed = (i) => (Math.imul(SEED ^ 0x9e3779b9, 2654435761) + Math.imul(i + 1, 0x85ebca6b)) >>> 0;

function randomOptions(rnd, m) {
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  const out = {};
  for (const o of m.options) {
    if (rnd() < 0.55) continue;
    if (o.kind === 'flag' || o.kind === 'choice') out[o.name] = pick(o.values);
    else if (o.kind === 'list') {
      const n = int(1, 3), xs = new Set();
      while (xs.size < n) xs.add(int(o.min, Math.min(o.max, 8)));
      out[o.name] = [...xs].join(',');
    } else if (o.name === 'seeds') out[o.name] = String(m.name === 'hawalis' ? int(o.min, rnd() < 0.05 ? o.max : 4) : int(o.min, rnd() < 0.1 ? o.max : 8));
    else if (o.name === 'repetition') out[o.name] = String(rnd() < 0.9 ? int(2, 4) : int(o.min, o.max));
    else out[o.name] = String(int(o.min, o.max));
  }
  return out;
}

// --- One game (and the games it goes on in) ---

let actionsSent = 0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The server's room once its engine has stopped thinking.
async function serverSettled(id) {
  for (let i = 0; ; i++) {
    const r = await api('GET', `/api/games/${id}`);
    if (r.status !== 200 || !r.body.game.thinking) return r;
    if (i > 4000) throw new Error(`the server's engine in ${id} thinks for ever`);
    await sleep(i < 20 ? 1 : 5);
  }
}
async function offlineSettled(id) {
  for (let i = 0; ; i++) {
    const r = await offline('GET', `/api/games/${id}`);
    if (r.status !== 200 || !r.body.game.thinking) return r;
    if (i > 2000) throw new Error(`the offline engine in ${id} thinks for ever`);
    await sleep(i < 20 ? 0 : 5);
  }
}

// A room's pair: { s: server id, l: offline id, token (the server's), state (the server's last) }.
// Sends one action to both; where the server's engine then moves, the offline engine is told
// the same moves, and the settled states are compared too. Returns {ok: whether they agreed,
// s, l: the two answers}; where one room took the action and the other refused it, they parted.
async function both(ctx, room, action, route, body, extra = {}) {
  ctx.actions.push(action);
  actionsSent++;
  const s = await api('POST', `/api/games/${room.s}/${route}`, { ...body, token: room.token });
  let settled = null;
  if (s.status === 200 && s.body.game && s.body.game.thinking) {
    settled = await serverSettled(room.s);
    script.moves = settled.body.game.moves.slice(s.body.game.ply).map((m) => m.move);
    ctx.actions.push(`[engine ${script.moves.join(' ')}]`);
  }
  // A continuation whose engine is to move: the new game's engine moves come from the server.
  if (s.status === 200 && s.body.continued) {
    const c = await serverSettled(s.body.continued);
    script.moves = c.body.game.moves.slice(extra.keep ? extra.keep(s.body.game) : 0).map((m) => m.move);
    if (script.moves.length) ctx.actions.push(`[engine ${script.moves.join(' ')}]`);
    extra.continued = c;
  }
  if (route === 'share' && s.status === 200 && room.engine) {
    // The engine's verdict as the server's: a search that makes the offline room judge the same.
    const g = room.state;
    const engineToMove = g.to_move === room.engine;
    const accept = s.body.accepted === true;
    script.verdict = { score: (accept === engineToMove) ? 'loss 1' : 'win 1', pv: g.legal[0] || 'a1' };
  }
  const l = await offline('POST', `/api/games/${room.l}/${route}`, { ...body, token: room.l });
  if (s.status === 200 && s.body.continued && l.status === 200 && l.body.continued) idMap.set(s.body.continued, l.body.continued);
  let ok = compare(ctx, s, l, action);
  if (s.status === 200) room.state = s.body.game;
  const parted = (s.status === 200) !== (l.status === 200);
  if (settled && !parted) {
    const ls = await offlineSettled(room.l);
    ok = compare(ctx, settled, ls, `${action} (settled)`) && ok;
    room.state = settled.body.game;
  }
  if (!parted && (script.moves.length || script.verdict || script.unexpected.length)) {
    fail('engine', ctx, [['engine', `${action}: the offline room's engine ${script.unexpected.length ? 'searched where the server\'s did not' : `did not play the server's moves ${script.moves.join(' ')}`}`]]);
    ok = false;
  }
  if (parted) await offlineSettled(room.l).catch(() => {});
  script.moves = []; script.verdict = null; script.unexpected = [];
  return { ok, s, l };
}

// At a game's end: the export (the offline room's is the one it kept for the archive) and the
// replay's frames.
async function compareEnd(ctx, room) {
  const se = await api('GET', `/api/games/${room.s}/export`);
  const rec = loadRoom(room.l);
  const le = rec && kept.get(rec.offline_id);
  if (se.status !== 200 || !le) fail('export', ctx, [['export', `export: server ${se.status}, offline ${le ? 'kept' : 'not kept'}`]]);
  else {
    const d = differences(se.body, le, 'export');
    if (d.length) fail('export', ctx, d.map(([p, a, b]) => [p, `${p} = server ${show(a)}, offline ${show(b)}`]));
  }
  const sr = await api('GET', `/api/games/${room.s}/replay`);
  const lr = await offline('GET', `/api/games/${room.l}/replay`);
  if (sr.status !== 200 || lr.status !== 200) fail('replay', ctx, [['replay', `replay status: server ${sr.status}, offline ${lr.status}`]]);
  else {
    checkState(ctx, 'server', sr.body.game);
    checkState(ctx, 'offline', lr.body.game);
    const d = differences(sr.body, lr.body, 'replay');
    if (d.length) fail('replay', ctx, d.map(([p, a, b]) => [p, `${p} = server ${show(a)}, offline ${show(b)}`]));
  }
}

// The moves an undo after the end keeps (docs/web-api.md "Actions"): all of them after an end
// from outside the board or a share, else those before the human's last move.
function keptByUndo(g) {
  if (g.result && ['resigned', 'loop-shared'].includes(g.result.reason)) return g.moves.length;
  let n = g.moves.length;
  while (n > 0 && g.players[g.moves[n - 1].side] !== 'human') n--;
  return Math.max(0, n - 1);
}

async function playGame(seed) {
  const rnd = mulberry32(seed);
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  const m = pick(meta.games);
  const options = randomOptions(rnd, m);
  const human = rnd() < 0.4 ? 'both' : rnd() < 0.55 ? 'south' : 'north';
  const level = 1 + Math.floor(rnd() * 10);
  const spec = { game: m.name, options, human, level };
  if (rnd() < 0.1) {
    // A start other than the usual: a few random moves from it, played by the server's rules.
    let p = null;
    for (let k = 1 + Math.floor(rnd() * 6); k > 0; k--) {
      const r = await api('POST', '/api/play', { game: m.name, options, position: p || undefined, moves: [] });
      if (r.status !== 200 || r.body.over || !r.body.legal.length) break;
      const next = await api('POST', '/api/play', { game: m.name, options, position: r.body.position, moves: [pick(r.body.legal)] });
      if (next.status !== 200 || next.body.over) break;
      p = next.body.position;
    }
    if (p) spec.start = p;
  }
  const ctx = { seed, what: `${m.name} ${JSON.stringify(options)} human=${human} level=${level}${spec.start ? ` start=${spec.start}` : ''}`, actions: [] };
  if (VERBOSE) console.log(`game ${seed}: ${ctx.what}`);

  const s = await api('POST', '/api/games', spec);
  let settled = null;
  // The server answers a new game once its room is made, on the room's strand, where its engine
  // (when it moves first) may have moved already: its answer is then the settled state.
  if (s.status === 201 && (s.body.game.thinking || s.body.game.ply > 0)) {
    settled = await serverSettled(s.body.game.id);
    script.moves = settled.body.game.moves.map((x) => x.move);
    ctx.actions.push(`[engine ${script.moves.join(' ')}]`);
  }
  const l = await offline('POST', '/api/games', spec);
  if (s.status === 201 && l.status === 200) idMap.set(s.body.game.id, l.body.game.id);
  actionsSent++;
  if (!settled || s.body.game.thinking) compare(ctx, { status: s.status === 201 ? 200 : s.status, body: s.body }, l, 'create');
  if (s.status !== 201 || l.status !== 200) {
    if (l.status === 200) await offlineSettled(l.body.game.id); // its engine may have moved first
    script.moves = []; script.unexpected = [];
    return 1;
  }
  const engineSide = human === 'both' ? null : human === 'south' ? 'north' : 'south';
  let room = { s: s.body.game.id, l: l.body.game.id, token: s.body.token, engine: engineSide, state: s.body.game };
  if (settled) {
    const ls = await offlineSettled(room.l);
    compare(ctx, settled, ls, 'create (settled)');
    room.state = settled.body.game;
  }
  let games = 1;
  const maxActions = 20 + Math.floor(rnd() * 140);
  for (let step = 0; step < 400; step++) {
    const g = room.state;
    if (g.status === 'ongoing') {
      const r = rnd() * 100;
      let res;
      if (step >= maxActions) res = await both(ctx, room, 'resign', 'resign', {});
      else if (r < 80 && g.legal.length) {
        const mv = pick(g.legal);
        res = await both(ctx, room, `${mv}@${g.ply}`, 'move', { move: mv, ply: g.ply });
      } else if (r < 87) res = await both(ctx, room, 'undo', 'undo', {});
      else if (r < 88.5) res = await both(ctx, room, 'resign', 'resign', {});
      else if (r < (m.shares_loops ? 93 : 89)) res = await both(ctx, room, 'share', 'share', {});
      else if (r < 94 && g.ply > 0) {
        const prev = g.moves[g.ply - 1].move; // the move played at the ply before: a repeat
        res = await both(ctx, room, `again:${prev}@${g.ply - 1}`, 'move', { move: prev, ply: g.ply - 1 });
      } else if (r < 95.5) {
        res = await both(ctx, room, `stale@${g.ply + 1}`, 'move', { move: g.legal[0] || 'a1', ply: g.ply + 1 });
      } else if (r < 97.5) {
        const pits = g.board.flatMap((row, ri) => row.map((_, c) => `${String.fromCharCode(97 + c)}${ri + 1}`)).filter((p) => !g.legal.includes(p));
        const mv = pits.length ? pick(pits) : 'z9';
        res = await both(ctx, room, `illegal:${mv}@${g.ply}`, 'move', { move: mv, ply: g.ply });
      } else res = await both(ctx, room, 'draw', 'draw', { answer: 'offer' });
      if ((res.s.status === 200) !== (res.l.status === 200)) return games; // the rooms parted: no common way on
    } else {
      await compareEnd(ctx, room);
      const r = rnd();
      if (r < 0.1) {
        const act = pick(['resign', 'share', 'hint', 'draw', 'move', 'stale']);
        const pit = g.moves.length ? g.moves[g.moves.length - 1].move : 'a1';
        if (act === 'move') await both(ctx, room, `${pit}@${g.ply}(over)`, 'move', { move: pit, ply: g.ply });
        else if (act === 'stale') await both(ctx, room, `stale@${g.ply + 1}(over)`, 'move', { move: pit, ply: g.ply + 1 });
        else await both(ctx, room, `${act}(over)`, act, {});
      }
      if (r < 0.45) break;
      const extra = { keep: keptByUndo };
      const res = await both(ctx, room, 'undo(over)', 'undo', {}, extra);
      if (res.s.status !== 200 || res.l.status !== 200 || !res.s.body.continued || !res.l.body.continued) break;
      const ls = await offlineSettled(res.l.body.continued);
      compare(ctx, extra.continued, ls, 'undo(over): the new game');
      room = { ...room, s: res.s.body.continued, l: res.l.body.continued, state: extra.continued.body.game };
      games++;
    }
  }
  return games;
}

// --- Games between two people: the server's alone, its states held to the schema ---

let peopleGames = 0, timeouts = 0;
async function peopleGame(seed) {
  peopleGames++;
  const rnd = mulberry32(seed);
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  const m = pick(meta.games);
  const timeout = rnd() < 0.25;
  const clock = timeout ? { minutes: 0, seconds: 1, increment: 0 } : rnd() < 0.5 ? { minutes: 5, seconds: 0, increment: 3 } : rnd() < 0.3 ? { days: 1 } : undefined;
  const ctx = { seed, people: true, what: `people ${m.name} clock=${JSON.stringify(clock)}`, actions: [] };
  const check = (r) => {
    if (r.body && typeOf(r.body.game) === 'object') checkState(ctx, 'server', r.body.game);
    return r;
  };
  const c = check(await api('POST', '/api/games', { game: m.name, options: randomOptions(rnd, m), opponent: 'friend', human: 'south', clock }));
  if (c.status !== 201) return fail('people', ctx, [['create', `create: ${c.status} ${show(c.body)}`]]);
  const id = c.body.game.id;
  // Options may decide the game before its first move (Hawalis with one seed a pit and no
  // singleton moves): nobody can join it.
  if (c.body.game.status !== 'ongoing') return 1;
  const j = check(await api('POST', `/api/games/${id}/join`, { invite: c.body.invite }));
  if (j.status !== 200) return fail('people', ctx, [['join', `join: ${j.status} ${show(j.body)}`]]);
  const tokens = { south: c.body.token, north: j.body.token };
  let g = j.body.game;
  for (let step = 0; step < 120 && g.status === 'ongoing'; step++) {
    const side = g.to_move, other = side === 'south' ? 'north' : 'south';
    const r = rnd();
    let a;
    actionsSent++;
    if (timeout && step >= 2 + Math.floor(rnd() * 3) && g.moves.some((x) => x.side === side)) {
      // A short clock left to run out: the side to move's, once it has made its first move
      // (which is free: a side that never moves loses no time); then 1 s and the grace.
      ctx.actions.push('wait');
      for (let i = 0; i < 80 && g.status === 'ongoing'; i++) { await sleep(50); g = check(await api('GET', `/api/games/${id}`)).body.game; }
      if (g.status === 'over' && g.result.reason === 'time') timeouts++;
      else fail('people', ctx, [['timeout', `no timeout: ${show(g.result)}`]]);
      break;
    }
    if (r < 0.8) { const mv = pick(g.legal); ctx.actions.push(mv); a = await api('POST', `/api/games/${id}/move`, { token: tokens[side], move: mv, ply: g.ply }); }
    else if (r < 0.86 && m.agrees_draws) {
      const by = pick([side, other]);
      ctx.actions.push(`draw:${by}`);
      a = check(await api('POST', `/api/games/${id}/draw`, { token: tokens[by], answer: pick(['offer', 'offer', 'accept', 'decline']) }));
      if (a.status === 200 && a.body.game.draw_offer === by && rnd() < 0.6) { // the other answers at once
        const answer = pick(['decline', 'decline', 'accept']);
        ctx.actions.push(`${answer}:${by === 'south' ? 'north' : 'south'}`);
        a = await api('POST', `/api/games/${id}/draw`, { token: tokens[by === 'south' ? 'north' : 'south'], answer });
      }
    }
    else if (r < 0.92 && m.shares_loops) { ctx.actions.push('share'); a = await api('POST', `/api/games/${id}/share`, { token: tokens[pick([side, other])] }); }
    else if (r < 0.95) { ctx.actions.push('abort'); a = await api('POST', `/api/games/${id}/abort`, { token: tokens[side] }); }
    else if (r < 0.97) { ctx.actions.push('resign'); a = await api('POST', `/api/games/${id}/resign`, { token: tokens[side] }); }
    else { ctx.actions.push('undo'); a = await api('POST', `/api/games/${id}/undo`, { token: tokens[side] }); }
    check(a);
    g = (a.status === 200 && typeOf(a.body.game) === 'object' && a.body.game) || check(await api('GET', `/api/games/${id}`)).body.game;
    if (!g) return fail('people', ctx, [['state', `no state after ${ctx.actions[ctx.actions.length - 1]}: ${a.status} ${show(a.body)}`]]);
  }
  if (g.status === 'ongoing') check(await api('POST', `/api/games/${id}/resign`, { token: tokens.south }));
  else if (g.status === 'over') {
    check(await api('POST', `/api/games/${id}/rematch`, { token: tokens.south, answer: 'offer' }));
    if (rnd() < 0.5) check(await api('POST', `/api/games/${id}/rematch`, { token: tokens.north, answer: pick(['accept', 'decline']) }));
  }
  return 1;
}

// --- New games the rooms must refuse (or take) alike: the API's edges, once (the page's forms
// send none of them, but the offline room answers the server's API) ---

const PROBES = [
  { game: 'hawalis', human: 'random', level: 3 },
  { game: 'hawalis', human: 'east' },
  { game: 'hawalis', level: 0 },
  { game: 'al-manqala', level: 11 },
  { game: 'chess' },
  { game: 'hawalis', options: { relay: 'true', seeds: '6' } },
  { game: 'hawalis', options: { seeds: '0' } },
  { game: 'al-manqala', options: { feed: 'never' } },
  { game: 'al-manqala', options: { colour: 'red' } },
  { game: 'al-manqala', start: '0,0,0,0,0,0,0/0,0,0,0,0,0,1 S 0 0' },
  { game: 'al-manqala', start: 'nonsense' },
  // (Not `opponent: friend`: a game between people is the server's alone, refused offline.)
];
async function probes() {
  for (const spec of PROBES) {
    const ctx = { seed: 'probe', what: JSON.stringify(spec), actions: [] };
    const s = await api('POST', '/api/games', spec);
    // A probe the server takes: its engine may move first, and the offline one must too.
    if (s.status === 201 && s.body.game.thinking) script.moves = (await serverSettled(s.body.game.id)).body.game.moves.map((x) => x.move);
    // A random side is the server's draw: the offline room's draw (Math.random) is told it.
    const random = Math.random;
    if (s.status === 201 && spec.human === 'random') Math.random = () => (s.body.game.players.south === 'human' ? 0.25 : 0.75);
    const l = await offline('POST', '/api/games', spec).finally(() => { Math.random = random; });
    if (s.status === 201 && l.status === 200) idMap.set(s.body.game.id, l.body.game.id);
    actionsSent++;
    compare(ctx, { status: s.status === 201 ? 200 : s.status, body: s.body }, l, 'create');
    if (l.status === 200) await offlineSettled(l.body.game.id);
    script.moves = []; script.unexpected = [];
  }
}

// --- The run ---

const started = performance.now();
let games = 0, rooms = 0;
const FIRST = Number(arg('--first', 0)); // the index of the first game of the run (to replay a stretch of one)
const seeds = ONE !== null ? [Number(ONE) >>> 0] : Array.from({ length: GAMES }, (_, i) => gameSeed(FIRST + i));
try {
  if (ONE_PEOPLE !== null) {
    seeds.length = 0;
    await peopleGame(Number(ONE_PEOPLE) >>> 0);
  } else if (ONE === null) await probes();
  for (let i = 0; i < seeds.length; i++) {
    rooms += await playGame(seeds[i]);
    games++;
    if (ONE === null && PEOPLE > 0 && (i + 1) % Math.max(1, Math.floor(GAMES / PEOPLE)) === 0) await peopleGame((seeds[i] ^ 0x5bd1e995) >>> 0);
    if ((i + 1) % 100 === 0) {
      console.log(`${i + 1} games, ${actionsSent} actions, ${fieldsCompared} fields compared, ${failures} failures, ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  }
} catch (e) {
  console.error(`the test itself failed: ${e.stack || e}\nserver's last words: ${serverErr}`);
  finish(2);
}
const secs = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${games} games (${rooms} rooms with continuations) and ${peopleGames} between people on the server alone (${timeouts} lost on time), ` +
  `${actionsSent} actions, ${statesChecked} states held to the schema, ${fieldsCompared} fields compared in ${secs} s`);
console.log(`the server's states with a value (not null) in: ${Object.entries(seen).map(([k, n]) => `${k} ${n}`).join(', ')}`);
if (kinds.size) {
  console.error(`\n${failures} failures of ${kinds.size} kinds (count, first game seed, kind):`);
  // Fields one room lacks, by kind, on one line each; then every other kind.
  const shapes = new Map();
  for (const [sig, k] of kinds) {
    const m = /^(.*?): (.*) \[(only server|only offline)\]$/.exec(sig) || /^(schema \(\w+\)): (.*)$/.exec(sig);
    if (!m || /^refusal\.(?!game\.)/.test(m[2])) continue; // a refusal's own values stay apart
    const key = `${m[1]}${m[3] ? `, ${m[3]}` : ''}`;
    if (!shapes.has(key)) shapes.set(key, { count: 0, seed: k.seed, fields: [] });
    const g = shapes.get(key);
    g.count += k.count;
    g.fields.push(m[2]);
    kinds.delete(sig);
  }
  for (const [key, g] of shapes) console.error(`  ${String(g.count).padStart(6)}  ${g.seed}  ${key}: ${g.fields.join(' ')}`);
  for (const [sig, k] of [...kinds].sort((a, b) => b[1].count - a[1].count)) console.error(`  ${String(k.count).padStart(6)}  ${k.seed}  ${sig}`);
}
finish(failures ? 1 : 0);
