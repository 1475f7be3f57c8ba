// A game against the engine in this page, with no server: what POST /api/games and the routes
// of /api/games/{id}/… do for a game against the engine (docs/web-api.md), the engine playing
// its seat at the level chosen (`setoption level`). No clock. Each change gives the state a
// greater `version` and is told to the page's watchers (lib/live.js); a finished game is kept
// for the archive (offline_games.js) until the server has it.
import { abort, session } from '../engine/local_engine.js';
import { LocalRefusal, notHere } from './errors.js';
import { gameMeta, localMeta } from './meta_copy.js';
import { keepGame } from './offline_games.js';
import { gameLine, infoParts, last, rest, scoreJson } from './protocol.js';
import { asRefusal, playMove } from './rules.js';
import { allRooms, isLocalId, loadRoom, newId, saveRoom } from './room_store.js';
import { checkedSpec, optionsText } from './room_spec.js';
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
const stateOf = async (rec) => {
  const meta = await gameMeta(rec.game);
  // A room kept before the options were written out whole (the words as sent) is read as the server's.
  if (meta && rec.options.split(' ').length !== (meta.options || []).length) {
    try {
      rec.options = optionsText(meta, rec.options.split(/\s+/).filter(Boolean));
    } catch { /* as it was */ }
  }
  return gameState(rec, { meta, thinking: thinking.has(rec.id) });
};
const humansOf = (rec) => ['south', 'north'].filter((s) => rec.players[s] === 'human');
const gameOver = () => notHere(409, 'the game is over', 'game-over');

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
  rec.last_untimed = false;
  changed(rec);
  await after(rec).catch(() => {});
}

async function setup(cmd, rec) {
  await cmd(gameLine(rec.game, rec.options));
  await cmd(rec.start ? `position ${rec.start}` : 'position startpos');
  for (const m of rec.moves) await playMove(cmd, m.move);
}

// POST /api/games: {game, options, human, level, start} -> {game, token}, checked as the
// server checks it (room_spec.js). The token is kept like a server's (the page checks that it
// holds one), though nobody else could ask.
export async function newRoom(spec) {
  const meta = await localMeta();
  if (!meta) throw notHere(503, 'no copy of the games here yet');
  const c = checkedSpec(spec, meta.games);
  const rec = {
    id: newId(), game: c.meta.name, options: c.options, start: c.start, level: c.level,
    players: { south: c.human === 'north' ? 'engine' : 'human', north: c.human === 'south' ? 'engine' : 'human' },
    moves: [], end: null, version: 0, created: new Date().toISOString(), offline_id: crypto.randomUUID(), over: null,
  };
  // The start judged by the engine before the game is kept: one already decided is refused; the
  // usual start is no start of its own (the export names none).
  if (rec.start) {
    const start = await session(async (cmd) => {
      await setup(cmd, rec);
      const at = rest(last(await cmd('show')));
      const over = /^status over/.test(last(await cmd('status')));
      await cmd('position startpos');
      return { at, over, usual: rest(last(await cmd('show'))) };
    }).catch((e) => { throw asRefusal(e); });
    if (start.over) throw notHere(400, `the start position is already decided: ${start.at}`);
    rec.start = start.at === start.usual ? null : start.at;
  }
  changed(rec);
  const g = await after(rec);
  return { game: g, token: rec.id };
}

export const getRoom = async (id) => ({ game: await stateOf(record(id)) });

// A move of the human's, refused as the server refuses it, in its order (src/server/room/
// room.cpp Room::move): a move sent again is the state; a stale ply, the game moved on; then
// the end, the turn, the rules.
async function humanMove(rec, body) {
  if (!Number.isInteger(body.ply)) throw notHere(400, "'ply' must be the ply of the state you saw (a whole number)");
  if (body.move !== undefined && typeof body.move !== 'string') throw notHere(400, "'move' must be a string");
  const move = body.move ?? '';
  const g = await stateOf(rec);
  if (body.ply >= 0 && body.ply < g.ply && rec.moves[body.ply].move === move) return { game: g };
  if (body.ply !== g.ply) {
    throw new LocalRefusal(409, { error: `the game has moved on (ply ${g.ply}, not ${body.ply})`, code: 'moved-on', ply: g.ply, asked: body.ply, game: g });
  }
  if (g.status !== 'ongoing') throw gameOver();
  if (rec.players[g.to_move] !== 'human' || thinking.has(rec.id)) {
    throw new LocalRefusal(409, { error: `it is ${g.to_move}'s turn`, code: 'not-your-turn', side: g.to_move });
  }
  if (!g.legal.includes(move)) {
    throw new LocalRefusal(400, { error: `'${move}' is not a legal move here (legal: ${g.legal.join(' ')})`, code: 'illegal-move', move });
  }
  const since = rec.moves.length ? Date.parse(rec.updated || rec.created) : Date.parse(rec.created);
  rec.moves.push({ move, side: g.to_move, ms: Math.max(0, Date.now() - since) });
  rec.last_untimed = false;
  changed(rec);
  return { game: await after(rec) };
}

// A draw: between two people only (src/server/room/room_controls.cpp Room::draw).
async function draw(rec, body) {
  const answer = body.answer ?? 'offer';
  if (typeof answer !== 'string') throw notHere(400, "'answer' must be a string");
  if (!['offer', 'accept', 'decline'].includes(answer)) {
    throw notHere(400, 'answer must be offer, accept or decline', 'bad-draw-answer');
  }
  const g = await stateOf(rec);
  if (g.status !== 'ongoing') throw gameOver();
  const meta = await gameMeta(rec.game);
  if (meta && !meta.agrees_draws) throw new LocalRefusal(409, { error: `${g.title} has no agreed draws`, code: 'no-draws', game: g.title });
  throw notHere(409, 'a draw is agreed between two people only', 'draw-people');
}

export async function roomAction(id, name, body = {}) {
  const rec = record(id);
  if (name === 'move') return humanMove(rec, body);
  if (name === 'undo') return rec.over ? continuation(rec) : { game: await undo(rec) };
  if (name === 'resign') {
    const g = await stateOf(rec);
    if (g.status !== 'ongoing') throw gameOver();
    const humans = humansOf(rec);
    const loser = humans.length === 1 ? humans[0] : g.to_move;
    stopThinking(rec.id);
    rec.end = { winner: other(loser), reason: 'resigned' };
    changed(rec);
    return { game: await after(rec) };
  }
  if (name === 'hint') return hint(rec);
  if (name === 'share') return share(rec);
  if (name === 'draw') return draw(rec, body);
  if (name === 'abort') {
    if (rec.over) throw gameOver();
    throw notHere(409, 'only a game between two people is aborted', 'abort-people');
  }
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
  let n = rec.moves.length;
  if (!rec.end) {
    const humans = humansOf(rec);
    while (n > 0 && !humans.includes(rec.moves[n - 1].side)) n--;
    if (n === 0) throw notHere(409, 'there is no move of yours to take back', 'nothing-to-undo');
    n--;
  }
  stopThinking(rec.id);
  const next = {
    ...rec, id: newId(), moves: rec.moves.slice(0, n), end: null, over: null, version: 0, updated: null, last_untimed: false,
    created: new Date().toISOString(), offline_id: crypto.randomUUID(), continued_from: rec.id,
  };
  changed(next);
  await after(next);
  return { game: await stateOf(rec), continued: next.id };
}

// Takes back the human's last move and the engine's reply (or its search).
async function undo(rec) {
  if (rec.end) rec.end = null;
  else {
    // Back to the last turn of a human: the engine's replies go, then one human move. With no
    // human move yet (the engine opened) nothing goes, and the engine goes on thinking.
    const humans = humansOf(rec);
    let n = rec.moves.length;
    while (n > 0 && !humans.includes(rec.moves[n - 1].side)) n--;
    if (n === 0) throw notHere(409, 'there is no move of yours to take back', 'nothing-to-undo');
    rec.moves.length = n - 1;
  }
  rec.last_untimed = true; // its last move again, as the server writes it then: not timed
  stopThinking(rec.id);
  changed(rec);
  return after(rec);
}

// A short search at full strength: the best move, its score from the side to move's view.
async function search(rec, ms) {
  const g = await stateOf(rec);
  if (g.status !== 'ongoing') throw gameOver();
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
  return { move: found.pv[0] ?? null, score: text, pv: found.pv, depth: found.depth, ply: g.ply };
}

// GET /api/games/{id}/eval: the score in seeds from South's view; a finished game's is its
// captured difference.
export async function roomEval(id) {
  const rec = record(id);
  if (rec.over) {
    const g = await stateOf(rec);
    const diff = g.captured.south - g.captured.north;
    return { score: diff, text: String(diff), depth: 0, pv: [], ply: g.ply };
  }
  const { g, found, score, text } = await search(rec, HINT_MS);
  return { score, text, depth: found.depth, pv: found.pv, ply: g.ply };
}

// Al-manqala: the engine accepts the share when it is worth at least what its search expects.
async function share(rec) {
  const g = await stateOf(rec);
  if (g.status !== 'ongoing') throw gameOver();
  if (!g.share) throw notHere(409, `${g.title} has no sharing of a loop`);
  const humans = humansOf(rec);
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
