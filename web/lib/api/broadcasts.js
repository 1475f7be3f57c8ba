// Broadcasts: an over-the-board tournament's rounds followed live (docs/web-api.md,
// "Broadcasts"); a broadcast's id is its tournament's. Also the follows (an event, a club, a
// player) whose notices say when a round begins live. The live socket is lib/live.js's.
import { request } from './request.js';

const base = (id) => `/api/broadcast/${encodeURIComponent(id)}`;
const round = (id, r) => `${base(id)}/rounds/${Number(r)}`;
const board = (id, r, b) => `${round(id, r)}/boards/${Number(b)}`;

// 404 when the tournament has no broadcast.
export const getBroadcast = (id) => request('GET', base(id));
export const getBroadcastRound = (id, r) => request('GET', round(id, r));
// The round's finished games in the archive, and the address of their records as one text.
export const getRoundGames = (id, r) => request('GET', `${round(id, r)}/games`);
export const roundGamesTxt = (id, r) => `${round(id, r)}/games.txt`;

// The director: start, stop, the evaluation's delay ("end" or seconds); a new push token.
export const setBroadcast = (id, change) => request('POST', base(id), change);
export const newPushToken = (id) => request('POST', `${base(id)}/token`, {});

// A move entered at the board, and the last one taken back: `ply` is the board's number of
// moves as this page knows it (409 with the board when it is not); `code` the hall code. Each
// resolves with the board as it is now (the server answers {"board": {...}}).
const withCode = (body, code) => (code ? { ...body, code } : body);
const theBoard = (r) => (r && typeof r.board === 'object' && r.board ? r.board : r);
export const enterMove = (id, r, b, move, ply, code) => request('POST', `${board(id, r, b)}/move`, withCode({ move, ply }, code)).then(theBoard);
export const undoMove = (id, r, b, ply, code) => request('POST', `${board(id, r, b)}/undo`, withCode({ ply }, code)).then(theBoard);

// A board's position after its moves, and the engine's judgement of a position: the server's
// only (never the engine in this page), so that the server's fair-play rule decides what a
// live board's spectators may see.
const serverOnly = (path, body) => request('POST', path, body, 'application/json', { inPage: false });
export const playLine = (body) => serverOnly('/api/play', body);
export const judgePosition = (body) => serverOnly('/api/analysis', body);

// The page a club's own site frames, and the spectators' page, as addresses to hand out.
export const embedUrl = (id) => `${location.origin}/embed/broadcast/${encodeURIComponent(id)}`;
export const spectatorUrl = (id) => `${location.origin}/#/broadcast/${encodeURIComponent(id)}`;

// Follows (logged in): kind "event" (an over-the-board tournament's id), "club" (its id),
// "player" (an account's name).
export const getFollows = () => request('GET', '/api/follows');
export const setFollow = (kind, id, follow) => request('POST', '/api/follows', { kind, id, follow });
