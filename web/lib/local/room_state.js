// A local room's GameState (docs/web-api.md, docs/game-state.schema.json), computed by the
// engine from the room's record as the server's presenter writes it (src/server/room/
// presenter.cpp): the start, the moves (the last one traced, for its animation), the share the
// loop would give (Al-manqala), and its frames for the replay. The fields of games between
// people (seats, clocks, offers) say what they say of a game against the engine on the server.
import { session } from '../engine/local_engine.js';
import { gameLine, last, rest, positionParts, statusParts } from './protocol.js';
import { asRefusal, here, playMove, playTraced } from './rules.js';
import { resultJson } from './sentences.js';

const setup = (rec) => [gameLine(rec.game, rec.options), rec.start ? `position ${rec.start}` : 'position startpos'];

// The record's outside end as a status: a resignation, or a share the players agreed.
function endOf(rec, status) {
  if (!rec.end) return status;
  return { over: true, winner: rec.end.winner, reason: rec.end.reason, outside: rec.end.reason !== 'loop-shared' };
}

const seat = (player) => ({ player, taken: true, connected: player === 'engine' });

// The state, with `thinking` as given (the room knows whether its engine is searching).
export async function gameState(rec, { meta, thinking = false } = {}) {
  const parts = await session(async (cmd) => {
    for (const l of setup(rec)) await cmd(l);
    let lastMove = null;
    for (let i = 0; i < rec.moves.length; i++) {
      if (i === rec.moves.length - 1) lastMove = await playTraced(cmd, rec.moves[i].move);
      else await playMove(cmd, rec.moves[i].move);
    }
    // The server's last move carries its animation's time, but not once an undo has made it
    // the last again (src/server/room/state.cpp redo_last).
    if (lastMove && rec.last_untimed) delete lastMove.animation_ms;
    if (rec.end && rec.end.reason === 'loop-shared') await cmd('share');
    const h = await here(cmd);
    const status = endOf(rec, h.status);
    let share = null;
    if (!status.over && meta && meta.shares_loops) {
      try {
        await cmd('share');
        const after = positionParts(rest(last(await cmd('show'))));
        const st = statusParts(last(await cmd('status')));
        share = { south: after.captured.south, north: after.captured.north, winner: st.winner };
      } catch { /* no share here */ }
    }
    return { h, status, share, lastMove };
  }).catch((e) => { throw asRefusal(e); });
  const { h, status, share, lastMove } = parts;
  const players = { south: rec.players.south, north: rec.players.north };
  return {
    id: rec.id, version: rec.version, game: rec.game, title: meta ? meta.title : rec.game, options: rec.options,
    rows: h.board.length, players, rated: false, level: rec.level, position: h.position, board: h.board,
    to_move: h.to_move, captured: h.captured, legal: status.over ? [] : h.legal, ply: rec.moves.length,
    moves: rec.moves.map((m) => ({ move: m.move, side: m.side, ms: m.ms })), last: lastMove,
    status: status.over ? 'over' : 'ongoing', result: await resultJson(meta, status, h.captured),
    thinking: !status.over && thinking, share, endgame: null, opponent: 'engine', headers: {}, listed: false,
    source: 'play', continued_from: rec.continued_from || null,
    seats: { south: seat(players.south), north: seat(players.north) }, spectators: 0, clock: null, correspondence: null, absence: null,
    share_offer: null, draw_offer: null, draw_declined: null, rematch: { offer: null, declined: null, game: null },
  };
}

// Every position of the game, as GET /api/games/{id}/replay's frames; after an agreed share the
// last one shows the board shared out.
export function gameFrames(rec) {
  return session(async (cmd) => {
    for (const l of setup(rec)) await cmd(l);
    const frame = (h, ply) => ({ ply, board: h.board, captured: h.captured, to_move: h.to_move, move: null, trace: null, endgame: null });
    const frames = [frame(positionParts(rest(last(await cmd('show')))), 0)];
    for (let i = 0; i < rec.moves.length; i++) {
      const m = await playTraced(cmd, rec.moves[i].move);
      const h = positionParts(rest(last(await cmd('show'))));
      frames.push({ ...frame(h, i + 1), move: m.move, side: m.side, trace: m.trace, truncated: m.truncated });
    }
    if (rec.end && rec.end.reason === 'loop-shared' && rec.moves.length) {
      await cmd('share');
      const shared = positionParts(rest(last(await cmd('show'))));
      Object.assign(frames[frames.length - 1], { board: shared.board, captured: shared.captured });
    }
    return frames;
  }).catch((e) => { throw asRefusal(e); });
}

// The game as the archive's export JSON (docs/web-api.md "The archive"; presenter.cpp
// export_json): `start` only where it is not the game's usual start, `level` only against the
// engine.
export function exportJson(rec, state) {
  const r = state.result;
  const word = r ? ({ south: 'S', north: 'N' })[r.winner] || 'draw' : null;
  const engine = rec.players.south === 'engine' || rec.players.north === 'engine';
  return {
    format: 'manqala-game', version: 1, game: rec.game, options: rec.options, start: rec.start || null,
    south: rec.players.south, north: rec.players.north, opponent: 'engine', headers: {}, level: engine ? rec.level : null,
    moves: rec.moves.map((m) => ({ move: m.move, ms: Math.max(0, Math.round(m.ms || 0)) })),
    result: r ? `over ${word} ${r.reason}` : 'ongoing', created: rec.created,
  };
}
