// A local room's GameState (docs/web-api.md), computed by the engine from the room's record:
// the start, the moves (the last one traced, for its animation), the share the loop would give
// (Al-manqala), and its frames for the replay.
import { session } from '../engine/local_engine.js';
import { gameLine, last, rest, positionParts, resultJson, statusParts } from './protocol.js';
import { asRefusal, here, playMove, playTraced } from './rules.js';

const setup = (rec) => [gameLine(rec.game, rec.options), rec.start ? `position ${rec.start}` : 'position startpos'];

// The record's outside end as a status: a resignation, or a share the players agreed.
function endOf(rec, status) {
  if (!rec.end) return status;
  return { over: true, winner: rec.end.winner, reason: rec.end.reason };
}

// The state, with `thinking` as given (the room knows whether its engine is searching).
export function gameState(rec, { meta, thinking = false } = {}) {
  return session(async (cmd) => {
    for (const l of setup(rec)) await cmd(l);
    let lastMove = null;
    for (let i = 0; i < rec.moves.length; i++) {
      if (i === rec.moves.length - 1) lastMove = await playTraced(cmd, rec.moves[i].move);
      else await playMove(cmd, rec.moves[i].move);
    }
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
    return {
      id: rec.id, version: rec.version, game: rec.game, title: meta ? meta.title : rec.game, options: rec.options,
      rows: h.board.length, players: rec.players, level: rec.level, position: h.position, board: h.board,
      to_move: h.to_move, captured: h.captured, legal: status.over ? [] : h.legal, ply: rec.moves.length,
      moves: rec.moves, last: lastMove, status: status.over ? 'over' : 'ongoing', result: resultJson(status, h.captured),
      thinking: !status.over && thinking, share, share_offer: null, endgame: null, source: 'play', local: true,
      continued_from: rec.continued_from || null, created: rec.created, updated: rec.updated || rec.created,
    };
  }).catch((e) => { throw asRefusal(e); });
}

// Every position of the game, as GET /api/games/{id}/replay's frames.
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
    return frames;
  }).catch((e) => { throw asRefusal(e); });
}

// The game as the archive's export JSON (docs/web-api.md "The archive").
export function exportJson(rec, state) {
  const r = state.result;
  const word = r ? ({ south: 'S', north: 'N' })[r.winner] || 'draw' : null;
  return {
    format: 'manqala-game', version: 1, game: rec.game, options: rec.options, start: rec.start || null,
    south: rec.players.south, north: rec.players.north, level: rec.level || null,
    moves: rec.moves.map((m) => ({ move: m.move, ms: Math.max(0, Math.round(m.ms || 0)) })),
    result: r ? `over ${word} ${r.reason}` : 'ongoing', created: rec.created,
  };
}
