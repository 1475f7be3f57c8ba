// The local backend: the server's routes that need no other person, answered in this page with
// the engine (lib/engine/local_engine.js), in the server's JSON shapes (docs/web-api.md).
// lib/api/request.js hands a request here when the page is local (lib/local/mode.js), and
// always for a local room's routes (/api/games/local-…): those games live in this browser.
// answers(method, path) says whether a route is answered here; localRequest answers it, or
// throws a LocalRefusal (a status and the server's body).
import { analyse } from './analysis.js';
import { notHere } from './errors.js';
import { localMeta } from './meta_copy.js';
import { getRoom, newRoom, roomAction, roomEval, roomReplay, roomRows } from './room.js';
import { isLocalId } from './room_store.js';
import { playLine, traceExample } from './rules.js';

const ROOM = /^\/api\/games\/(local-[\w-]+)(?:\/(\w+))?$/;

// The routes answered here: [method, path pattern, answer(body, match, query)].
const ROUTES = [
  ['GET', /^\/api\/meta$/, async () => (await localMeta()) || Promise.reject(notHere(503, 'no copy of the games here yet'))],
  ['GET', /^\/api\/account$/, () => ({ account: null })],
  ['POST', /^\/api\/play$/, (b) => playLine(b)],
  ['POST', /^\/api\/analysis$/, (b) => analyse(b)],
  ['POST', /^\/api\/trace$/, (b) => traceExample(b)],
  ['POST', /^\/api\/explorer$/, (b) => ({ position: b.position, games: 0, moves: [] })],
  ['POST', /^\/api\/games$/, (b) => newRoom(b || {})],
  ['GET', /^\/api\/games$/, (b, m, q) => {
    const rows = roomRows(q.get('status'));
    return { total: rows.length, games: rows.slice(Number(q.get('offset')) || 0).slice(0, Number(q.get('limit')) || 50) };
  }],
  ['GET', ROOM, (b, m) => {
    if (!m[2]) return getRoom(m[1]);
    if (m[2] === 'replay') return roomReplay(m[1]);
    if (m[2] === 'eval') return roomEval(m[1]);
    throw notHere(404, 'not in a game of this page');
  }],
  ['POST', ROOM, (b, m) => (m[2] ? roomAction(m[1], m[2], b || {}) : Promise.reject(notHere(405, 'method')))],
];

const split = (path) => {
  const i = path.indexOf('?');
  return i < 0 ? [path, new URLSearchParams()] : [path.slice(0, i), new URLSearchParams(path.slice(i + 1))];
};

// A local room's route: answered here whether the server is there or not.
export const isRoomPath = (path) => {
  const m = ROOM.exec(split(path)[0]);
  return !!m && isLocalId(m[1]);
};

export const answers = (method, path) => ROUTES.some(([m, re]) => m === method && re.test(split(path)[0]));

export async function localRequest(method, path, body) {
  const [p, q] = split(path);
  for (const [m, re, answer] of ROUTES) {
    const match = m === method && re.exec(p);
    if (match) return answer(body, match, q);
  }
  throw notHere(404, 'this needs the server');
}
