// A game against the engine in this page, with no server: what POST /api/games and the routes
// of /api/games/{id}/… do for a game against the engine (docs/web-api.md), the engine playing
// its seat at the level chosen (`setoption level`). No clock. Each change gives the state a
// greater `version` and is told to the page's watchers (lib/live.js); a finished game is kept
// for the archive (offline_games.js) until the server has it.
import { abort, session } from '../engine/local_engine.js';
import { LocalRefusal, notHere } from './errors.js';
import { gameMeta } from './meta_copy.js';
import { keepGame } from './offline_games.js';
import { gameLine, infoParts, last, rest, scoreJson } from './protocol.js';
import { asRefusal, playMove } from './rules.js';
import { allRooms, isLocalId, loadRoom, newId, saveRoom } from './room_store.js';
import { exportJson, gameFrames, gameState } from './room_state.js';

const other = (s) => (s === 'south' ? 'north' : 'south');
// The engine's time for a move: its level limits its search and adds its noise; the lower
// levels need less time, and a phone's battery thanks them.
const moveMs = (level) => 150 + 60 * level;
const HINT_MS = 300;

const watchers = new Map(); // id -> Set(fn(state))
const thinking = new Map(); // id -> the change counter of the search running for it
let changes = 0;

const record = (id) => {
  const rec = isLocalId(id) && loadRoom(id);
  if (!rec) throw notHere(404, 'no such game');
  return rec;
};
const optionWords = (o) => (typeof o === 'string' ? o : Object.entries(o || {}).map(([k, v]) => `${k}=${v}`).join(' '));
const stateOf = async (rec) => gameState(rec, { meta: await gameMeta(rec.game), thinking: thinking.has(rec.id) });

function changed(rec) {
  rec.version = (rec.version || 0) + 1;
  rec.updated = new Date().toISOString();
  saveRoom(rec);
}

async function tell(rec) {
  const g = await stateOf(rec);
  for (const fn of watchers.get(rec.id) || []) fn(g);
  return g;
}

// The state after a change: the engine moves next when its seat is to move; a finished game
// goes to the games kept for the archive.
async function after(rec) {
  let g = await tell(rec);
  if (g.status === 'over') {
    if (!rec.over) {
      rec.over = g.result;
      saveRoom(rec);
      await keepGame(rec.offline_id, exportJson(rec, g)).catch(() => {});
    }
    return g;
  }
  if (rec.players[g.to_move] === 'engine' && !thinking.has(rec.id)) {
    thinking.set(rec.id, ++changes);
    g = await tell(rec);
    engineMove(rec.id, changes);
  }
  return g;
}

async function engineMove(id, mine) {
  const started = performance.now();
  let best = null;
  try {
    const rec = record(id);
    best = await session(async (cmd) => {
      await setup(cmd, rec);
      await cmd(`setoption level ${rec.level}`);
      await cmd('setoption multipv 1');
      const reply = await cmd(`go movetime ${moveMs(rec.level)}`);
      await cmd('setoption level 10');
      return rest(last(reply));
    });
  } catch { /* stopped (an undo) or the engine failed: the state says it is not thinking */ }
  if (thinking.get(id) !== mine) return; // an undo or a resignation came meanwhile
  thinking.delete(id);
  const rec = loadRoom(id);
  if (!rec) return;
  if (!best || !/^[a-z]\d+$/.test(best)) {
    // The engine could not move (it did not start): the state says so (a newer one, not
    // thinking); the next visit tries again.
    changed(rec);
    await tell(rec).catch(() => {});
    return;
  }
  rec.moves.push({ move: best, side: rec.players.south === 'engine' ? 'south' : 'north', ms: Math.round(performance.now() - started) });
  changed(rec);
  await after(rec).catch(() => {});
}

async function setup(cmd, rec) {
  await cmd(gameLine(rec.game, rec.options));
  await cmd(rec.start ? `position ${rec.start}` : 'position startpos');
  for (const m of rec.moves) await playMove(cmd, m.move);
}

// POST /api/games: {game, options, human, level, start} -> {game, token}. The token is kept like
// a server's (the page checks that it holds one), though nobody else could ask.
export async function newRoom(spec) {
  if (spec.opponent === 'friend') throw notHere(409, 'a game between people needs the server');
  const meta = await gameMeta(spec.game);
  if (!meta) throw notHere(400, `unknown game '${spec.game}'`, 'unknown-game');
  const human = spec.human || 'south';
  const level = Math.max(1, Math.min(10, Number(spec.level) || 4));
  const rec = {
    id: newId(), game: spec.game, options: optionWords(spec.options), start: spec.start || null, level,
    players: { south: human === 'north' ? 'engine' : 'human', north: human === 'south' ? 'engine' : 'human' },
    moves: [], end: null, version: 0, created: new Date().toISOString(), offline_id: crypto.randomUUID(), over: null,
  };
  // The start and the options judged by the engine before the game is kept.
  await session((cmd) => setup(cmd, rec)).catch((e) => { throw asRefusal(e); });
  changed(rec);
  const g = await after(rec);
  return { game: g, token: rec.id };
}

export const getRoom = async (id) => ({ game: await stateOf(record(id)) });

// The human's seat to move, or a 409 as the server's.
async function humanToMove(rec) {
  const g = await stateOf(rec);
  if (g.status !== 'ongoing') throw notHere(409, 'the game is over', 'game-over');
  if (rec.players[g.to_move] !== 'human' || thinking.has(rec.id)) throw notHere(409, 'not your turn', 'not-your-turn');
  return g;
}

export async function roomAction(id, name, body = {}) {
  const rec = record(id);
  if (name === 'move') {
    const g = await humanToMove(rec);
    if (body.ply !== undefined && body.ply !== g.ply) {
      const same = rec.moves[body.ply];
      if (same && same.move === body.move) return { game: g };
      throw new LocalRefusal(409, { error: 'the game has moved on', code: 'moved-on', ply: g.ply, asked: body.ply, game: g });
    }
    if (!g.legal.includes(body.move)) throw notHere(400, `'${body.move}' is not a legal move here`, 'illegal-move');
    const since = rec.moves.length ? Date.parse(rec.updated || rec.created) : Date.parse(rec.created);
    rec.moves.push({ move: body.move, side: g.to_move, ms: Math.max(0, Date.now() - since) });
    changed(rec);
    return { game: await after(rec) };
  }
  if (name === 'undo') return rec.over ? continuation(rec) : { game: await undo(rec) };
  if (name === 'resign') {
    const g = await stateOf(rec);
    if (g.status !== 'ongoing') throw notHere(409, 'the game is over', 'game-over');
    const humans = ['south', 'north'].filter((s) => rec.players[s] === 'human');
    const loser = humans.length === 1 ? humans[0] : g.to_move;
    stopThinking(rec.id);
    rec.end = { winner: other(loser), reason: 'resigned' };
    changed(rec);
    return { game: await after(rec) };
  }
  if (name === 'hint') return hint(rec);
  if (name === 'share') return share(rec);
  throw notHere(409, `${name} needs the server`);
}

function stopThinking(id) {
  if (!thinking.has(id)) return;
  thinking.delete(id);
  abort();
}

// A finished game stays as it ended (kept for the archive as it is: a loss is not erased);
// an undo after the end goes on in a new local game, "continued from" it, with the moves
// before the human's last (all of them after a resignation or an agreed share).
async function continuation(rec) {
  stopThinking(rec.id);
  let n = rec.moves.length;
  if (!rec.end) {
    const humans = ['south', 'north'].filter((s) => rec.players[s] === 'human');
    while (n > 0 && !humans.includes(rec.moves[n - 1].side)) n--;
    if (n === 0) throw notHere(409, 'nothing to undo', 'nothing-to-undo');
    n--;
  }
  const next = {
    ...rec, id: newId(), moves: rec.moves.slice(0, n), end: null, over: null, version: 0, updated: null,
    created: new Date().toISOString(), offline_id: crypto.randomUUID(), continued_from: rec.id,
  };
  changed(next);
  await after(next);
  return { game: await stateOf(rec), continued: next.id };
}

// Takes back the human's last move and the engine's reply (or its search).
async function undo(rec) {
  stopThinking(rec.id);
  if (rec.end) rec.end = null;
  else {
    const humans = ['south', 'north'].filter((s) => rec.players[s] === 'human');
    let n = rec.moves.length;
    while (n > 0 && !humans.includes(rec.moves[n - 1].side)) n--;
    if (n === 0) throw notHere(409, 'nothing to undo', 'nothing-to-undo');
    rec.moves.length = n - 1;
  }
  changed(rec);
  return after(rec);
}

// A short search at full strength: the best move, its score from the side to move's view.
async function search(rec, ms) {
  const g = await stateOf(rec);
  if (g.status !== 'ongoing') throw notHere(409, 'the game is over', 'game-over');
  let found = null;
  await session(async (cmd) => {
    await setup(cmd, rec);
    await cmd('setoption level 10');
    await cmd('setoption multipv 1');
    await cmd(`go movetime ${ms}`, { onInfo: (line) => { const i = infoParts(line); if (i.score && i.pv.length) found = i; } });
  }).catch((e) => { throw asRefusal(e); });
  if (!found) throw notHere(503, 'the engine found nothing', 'engine-busy');
  return { g, found, ...scoreJson(found.score, g.to_move) };
}

async function hint(rec) {
  const { g, found, text } = await search(rec, HINT_MS);
  return { move: found.pv[0], score: text, pv: found.pv, ply: g.ply };
}

// GET /api/games/{id}/eval: the score in seeds from South's view.
export async function roomEval(id) {
  const { g, found, score, text } = await search(record(id), HINT_MS);
  return { score, text, depth: found.depth, pv: found.pv, ply: g.ply };
}

// Al-manqala: the engine accepts the share when it is worth at least what its search expects.
async function share(rec) {
  const g = await stateOf(rec);
  if (!g.share) throw notHere(409, `${g.title} has no sharing of a loop`);
  const humans = ['south', 'north'].filter((s) => rec.players[s] === 'human');
  let accepted = humans.length === 2;
  if (!accepted) {
    const engine = other(humans[0]);
    const diff = g.share[engine] - g.share[other(engine)];
    const { found } = await search(rec, HINT_MS);
    const s = found.score;
    const mover = s.win !== undefined ? Infinity : s.loss !== undefined ? -Infinity : s.seeds;
    // The engine's search expects, in captured seeds at the end, its lead now plus the score.
    const expected = (g.to_move === engine ? mover : -mover) + (g.captured[engine] - g.captured[other(engine)]);
    accepted = diff >= expected;
  }
  if (!accepted) return { accepted: false, game: g };
  stopThinking(rec.id);
  rec.end = { winner: g.share.winner, reason: 'loop-shared' };
  changed(rec);
  return { accepted: true, game: await after(rec) };
}

export async function roomReplay(id) {
  const rec = record(id);
  return { game: await stateOf(rec), frames: await gameFrames(rec) };
}

// GET /api/games?status=…: the local rooms as the archive's rows.
export function roomRows(status) {
  return allRooms().filter((r) => (status === 'over') === !!r.over).map((r) => ({
    id: r.id, game: r.game, options: r.options, south: r.players.south, north: r.players.north, level: r.level,
    status: r.over ? 'over' : 'ongoing', result: r.over || null, plies: r.moves.length, created: r.created, updated: r.updated,
  }));
}

// Watches a room: fn(state) on each change; returns the function that stops it.
export function watchRoom(id, fn) {
  if (!watchers.has(id)) watchers.set(id, new Set());
  watchers.get(id).add(fn);
  const rec = loadRoom(id);
  // A reload while the engine was to move: it moves now.
  if (rec) stateOf(rec).then((g) => g.status === 'ongoing' && rec.players[g.to_move] === 'engine' && !thinking.has(id) && after(rec)).catch(() => {});
  return () => watchers.get(id)?.delete(fn);
}
