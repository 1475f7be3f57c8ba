// The rules, played by the engine in this page: a line of moves from a position (POST /api/play)
// and a move on a rules page's example board (POST /api/trace), in the server's shapes.
import { session } from '../engine/local_engine.js';
import { refused, notHere, LocalRefusal } from './errors.js';
import { gameMeta } from './meta_copy.js';
import { animationMs, gameLine, last, rest, positionParts, statusParts, traceParts } from './protocol.js';
import { resultJson } from './sentences.js';

// An engine's error as the server's refusal; the engine not starting as a 503.
export function asRefusal(e) {
  if (e instanceof LocalRefusal) return e;
  if (e && e.engine) return refused(e.message);
  return notHere(503, `the engine in this page is not available (${e && e.message})`, 'engine-busy');
}

// The position now: its text, board, side, captured, legal moves and status.
export async function here(cmd) {
  const position = rest(last(await cmd('show')));
  const legal = rest(last(await cmd('legal'))).split(' ').filter((w) => w && w !== 'legal');
  const status = statusParts(last(await cmd('status')));
  return { position, ...positionParts(position), legal, status };
}

async function illegal(cmd, move) {
  const legal = rest(last(await cmd('legal'))).split(' ').filter((w) => w && w !== 'legal');
  return new LocalRefusal(400, { error: `'${move}' is not a legal move here (legal: ${legal.join(' ')})`, code: 'illegal-move', move, legal });
}

// Plays one move; an illegal one is the server's 400 with the legal moves.
export async function playMove(cmd, move) {
  try {
    await cmd(`play ${move}`);
  } catch (e) {
    if (e && e.engine) throw await illegal(cmd, move);
    throw e;
  }
}

// Plays one move with what the page needs to animate it (GameState's `last`).
export async function playTraced(cmd, move) {
  const before = positionParts(rest(last(await cmd('show'))));
  let t;
  try {
    t = traceParts(last(await cmd(`trace ${move}`)));
  } catch (e) {
    if (e && e.engine) throw await illegal(cmd, move);
    throw e;
  }
  await playMove(cmd, move);
  return { move, side: before.to_move, board_before: before.board, captured_before: before.captured, trace: t.trace, truncated: t.truncated,
    animation_ms: animationMs(t.trace) };
}

// POST /api/play {game, options, position, moves}.
export function playLine({ game, options, position, moves = [] }) {
  if (!Array.isArray(moves) || moves.length > 400) return Promise.reject(notHere(400, "'moves' must be an array of at most 400 pit names"));
  return session(async (cmd) => {
    await cmd(gameLine(game, options));
    await cmd(position ? `position ${position}` : 'position startpos');
    let lastMove = null;
    for (const m of moves) {
      if (statusParts(last(await cmd('status'))).over) throw notHere(400, `the game is over before ${m}`);
      lastMove = await playTraced(cmd, String(m));
    }
    return here(cmd).then((h) => ({ h, lastMove }));
  }).then(async ({ h, lastMove }) => ({ position: h.position, to_move: h.to_move, legal: h.status.over ? [] : h.legal, board: h.board,
    captured: h.captured, over: h.status.over, result: await resultJson(await gameMeta(game), h.status, h.captured), last: lastMove }),
  (e) => { throw asRefusal(e); });
}

// POST /api/trace {game, board, move}: the move's owner moves; seeds missing from the board count
// as captured, half each.
export function traceExample({ game, board, move }) {
  return session(async (cmd) => {
    await cmd(gameLine(game, {}));
    const start = positionParts(rest(last(await cmd('show'))));
    const total = start.board.flat().reduce((a, b) => a + b, 0);
    const rows = String(board).split('/').length;
    const onBoard = String(board).split(/[,/]/).reduce((a, b) => a + (Number(b) || 0), 0);
    const missing = Math.max(0, total - onBoard);
    const side = Number(String(move).slice(1)) <= rows / 2 ? 'S' : 'N';
    await cmd(`position ${board} ${side} ${Math.floor(missing / 2)} ${missing - Math.floor(missing / 2)}`);
    const lastMove = await playTraced(cmd, move);
    return { ...lastMove, board: positionParts(rest(last(await cmd('show')))).board };
  }).catch((e) => { throw asRefusal(e); });
}
