// The server's HTTP and WebSocket API (docs/web-api.md), and the seat tokens.

export class ApiError extends Error {
  constructor(status, message, body, retryAfter = null) {
    super(message);
    this.status = status;
    this.body = body; // the parsed error body: a 409 carries the current `game`
    this.retryAfter = retryAfter; // seconds, from a 429's Retry-After
  }
}

// One request; JSON in and out. Errors become ApiError with the server's message.
// A logged-in page proves each change is its own with the account's CSRF token: without it
// the server takes the request for a guest's.
export async function request(method, path, body, contentType = 'application/json') {
  const init = { method, headers: {} };
  if (method !== 'GET' && account) init.headers['X-CSRF-Token'] = account.csrf;
  if (body !== undefined) {
    init.headers['Content-Type'] = contentType;
    init.body = contentType === 'application/json' ? JSON.stringify(body) : body;
  }
  let res;
  try {
    res = await fetch(path, init);
  } catch (e) {
    throw new ApiError(0, 'the server cannot be reached');
  }
  const text = await res.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { text };
  }
  if (!res.ok) {
    const msg = (data && data.error) || `${res.status} ${res.statusText}`;
    const after = Number(res.headers.get('Retry-After'));
    throw new ApiError(res.status, msg, data, after > 0 ? after : null);
  }
  return data;
}

// The server closes a socket whose client says nothing for 2 minutes: a ping every 25 s.
const keepAlive = (ws) => setInterval(() => ws.readyState === 1 && ws.send('{"type":"ping"}'), 25000);
// A message of the server, or null for one that is not JSON.
function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// The games and their options are fixed while a server runs: asked once per page load (the
// nav, the forms, the rules and the play page all need them), asked again after a failure.
let meta = null;
export const getMeta = () => (meta ??= request('GET', '/api/meta').catch((e) => {
  meta = null;
  throw e;
}));
export const getGame = (id) => request('GET', `/api/games/${id}`);
export const listGames = (status, limit = 50, offset = 0) =>
  request('GET', `/api/games?status=${status}&limit=${limit}&offset=${offset}`);
export const getReplay = (id) => request('GET', `/api/games/${id}/replay`);
export const getEval = (id) => request('GET', `/api/games/${id}/eval`);
export const importGame = (text, isJson) =>
  request('POST', '/api/import', text, isJson ? 'application/json' : 'text/plain');

export async function newGame(spec) {
  const r = await request('POST', '/api/games', spec);
  setToken(r.game.id, r.token);
  return r.game;
}

// Seat tokens live in localStorage so a reload (or a server restart) keeps the seat.
export const getToken = (id) => localStorage.getItem(`manqala.token.${id}`);
export const setToken = (id, t) => localStorage.setItem(`manqala.token.${id}`, t);
// In a game between two people the token does not say which seat it holds: keep the side
// (and, for the creator, the invitation code, to show the link again) beside it.
export const getSide = (id) => localStorage.getItem(`manqala.side.${id}`);
export const setSide = (id, s) => localStorage.setItem(`manqala.side.${id}`, s);
export const getInvite = (id) => localStorage.getItem(`manqala.invite.${id}`);

// A game against a friend: { game, token, invite }; the creator's seat is the taken one.
export async function newFriendGame(spec) {
  const r = await request('POST', '/api/games', { ...spec, opponent: 'friend' });
  const id = r.game.id;
  setToken(id, r.token);
  const side = ['south', 'north'].find((s) => r.game.seats && r.game.seats[s].taken);
  if (side) setSide(id, side);
  if (r.invite) localStorage.setItem(`manqala.invite.${id}`, r.invite);
  return r;
}

// Takes the open seat with an invitation code, or ({lobby: true}) of a listed game.
export async function joinGame(id, body) {
  const r = await request('POST', `/api/games/${id}/join`, body);
  setToken(id, r.token);
  if (r.side) setSide(id, r.side);
  return r;
}

// ---- accounts ----
// The account logged in here: {name, csrf} or null. The session itself is an HttpOnly cookie;
// the CSRF token lives only in memory, asked again at each page load (loadAccount). Each
// change is told to the page with a `manqala:account` event on window.
let account = null;
let accountAsked = null;
export const currentAccount = () => account;
function setAccount(a) {
  const next = a ? { name: a.name, csrf: a.csrf } : null;
  if (next?.name === account?.name && next?.csrf === account?.csrf) return;
  account = next;
  window.dispatchEvent(new CustomEvent('manqala:account', { detail: account }));
}
// Asked once per page load; a server that cannot be reached leaves the page a guest's.
export const loadAccount = () => (accountAsked ??= request('GET', '/api/account')
  .then((r) => setAccount(r && r.account), () => setAccount(null))).then(currentAccount);
export async function register(name, password) {
  setAccount((await request('POST', '/api/account/register', { name, password })).account);
  return account;
}
export async function login(name, password) {
  setAccount((await request('POST', '/api/account/login', { name, password })).account);
  return account;
}
export async function logout() {
  await request('POST', '/api/account/logout');
  setAccount(null);
}
// The account's password, given the current one: {account, sessions_ended} (the other
// sessions end; this one goes on, its CSRF token the same).
export const changePassword = (current, fresh) =>
  request('POST', '/api/account/password', { current_password: current, new_password: fresh });
export const playerProfile = (name) => request('GET', `/api/players/${encodeURIComponent(name)}`);
export const leaderboard = (game, speed) =>
  request('GET', `/api/leaderboard?game=${encodeURIComponent(game)}${speed ? `&speed=${speed}` : ''}`);
// The seat token of the account's seat in a game, into this browser (a seat taken elsewhere).
export async function claimSeat(id) {
  const r = await request('POST', `/api/games/${id}/seat`);
  setToken(id, r.token);
  if (r.side) setSide(id, r.side);
  return r;
}
// Whether the account logged in here holds a seat of the game (state or list row).
export const accountSeat = (g) => !!account && ['south', 'north'].some((s) => (g.players ? g.players[s] : g[s]) === account.name);
// A rating as shown: "1662?" while provisional (deviation over 110).
export const ratingText = (r) => `${Math.round(r.rating)}${r.provisional ? '?' : ''}`;

// ---- clubs ----
export const listClubs = () => request('GET', '/api/clubs');
export const getClub = (id) => request('GET', `/api/clubs/${id}`);
export const createClub = (name) => request('POST', '/api/clubs', { name });
// 201 joined, 200 already a member; 403 a wrong (or renewed) code.
export const joinClub = (id, invite) => request('POST', `/api/clubs/${id}/join`, { invite });
export const leaveClub = (id) => request('POST', `/api/clubs/${id}/leave`, {});
export const setClubAdmin = (id, name, admin) => request('POST', `/api/clubs/${id}/admins`, { name, admin });
// Admins remove members (only the owner an admin); {club, name, role: ""}.
export const removeClubMember = (id, name) => request('POST', `/api/clubs/${id}/remove`, { name });
// The owner renames the club: {club}.
export const editClub = (id, name) => request('POST', `/api/clubs/${id}/edit`, { name });
export const renewClubInvite = (id) => request('POST', `/api/clubs/${id}/renew-invite`, {});
export const clubLeaderboard = (game, club) =>
  request('GET', `/api/leaderboard?game=${encodeURIComponent(game)}&club=${encodeURIComponent(club)}`);
export const clubInviteUrl = (id, invite) => `${location.origin}/#/clubs/${id}/join/${invite}`;

// ---- tournaments ----
export const listTournaments = (filter = {}) => {
  const q = new URLSearchParams(Object.entries(filter).filter(([, v]) => v)).toString();
  return request('GET', `/api/tournaments${q ? `?${q}` : ''}`);
};
export const getTournament = (id) => request('GET', `/api/tournaments/${id}`);
export const createTournament = (spec) => request('POST', '/api/tournaments', spec);
// join, leave (a player); start, pause, resume, withdraw {name}, result {round, board, result}
// (the organiser or the club's admins). Each answers {tournament}.
export const tournamentAction = (id, what, body = {}) => request('POST', `/api/tournaments/${id}/${what}`, body);

// The account's notices (a tournament game ready, a tournament over) on a WebSocket of its
// own, open on every page while logged in: the server keeps nothing for later, so a page
// that is not listening misses them. onNotice(msg) gets each one. Pings every 25 s (the
// server closes silent sockets); after a drop, opens again with backoff. Returns stop().
export function openNotices(onNotice) {
  let ws = null;
  let closed = false;
  let failures = 0;
  let retryTimer = null;
  let pingTimer = null;
  function open() {
    if (closed) return;
    try {
      ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/account/ws`);
    } catch {
      return retry();
    }
    ws.onopen = () => {
      failures = 0;
      clearInterval(pingTimer);
      pingTimer = keepAlive(ws);
    };
    ws.onmessage = (e) => {
      const msg = parsed(e.data);
      if (!msg) return;
      if (msg && msg.type && msg.type !== 'pong') onNotice(msg);
    };
    ws.onclose = () => {
      clearInterval(pingTimer);
      retry();
    };
  }
  function retry() {
    if (closed) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(open, Math.min(30000, 500 * 2 ** failures++) + Math.random() * 300);
  }
  open();
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    if (ws) ws.close();
  };
}

export const getLobby = () => request('GET', '/api/lobby');
// A move on an example board of the rules pages, sown by the server's rules engine.
export const traceExample = (game, board, move) => request('POST', '/api/trace', { game, board, move });

export const inviteUrl = (id, invite) => `${location.origin}/#/join/${id}/${invite}`;
export const watchUrl = (id) => `${location.origin}/#/watch/${id}`;

// A refusal in words a player understands (the server's own reason follows).
export function explain(e) {
  const msg = (e && e.message) || String(e);
  switch (e && e.status) {
    case 429: return 'Too many requests at once: wait a moment and try again.';
    case 503: return `The server is busy (too many games in progress): try again later. (${msg})`;
    case 403: return /log in/i.test(msg) ? `Refused: ${msg} (see “Log in” at the top).` : `Refused: this browser holds no seat for that (${msg}).`;
    case 409: return `Not now: ${msg}.`;
    case 0: return 'The server cannot be reached: check the connection.';
    default: return msg;
  }
}

// Actions that need the seat token: move, undo, resign, hint, share.
export function action(id, name, fields = {}) {
  return request('POST', `/api/games/${id}/${name}`, { token: getToken(id) || '', ...fields });
}

// Live updates for one game. Uses the WebSocket; when it drops, reconnects with backoff
// (re-fetching the state so nothing is missed); after repeated failures falls back to
// polling GET /api/games/{id}. onState(game, kind) gets each state newer than the last it got
// (below); onLink(text) the link state: live, reconnecting, polling (the socket fails, fetches
// get through) or offline (they fail too). opts.token: sent as {"type":"hello"} on every
// (re)connection, for presence; opts.onDropped(game, kind): a state that was not newer. The
// returned stop function also has:
// - offer(game, kind): a state from elsewhere (an action's answer, a 409's body, the first
//   fetch) through the same order; true if passed on to onState;
// - refresh(): fetches the state now and offers it (resolves with offer's answer);
// - request(msg, timeoutMs): sends msg with a fresh id over the open socket and resolves
//   with the `ack`, rejects with an ApiError on an `error` answer, or with an Error whose
//   `fallback` is true when the socket is not open, closes, or times out.
export function subscribe(id, onState, onLink = () => {}, opts = {}) {
  let ws = null;
  let closed = false;
  let failures = 0;
  let pollTimer = null;
  let retryTimer = null;
  let pingTimer = null;
  let nextId = 1;
  const pending = new Map(); // id -> { resolve, reject, timer }

  const dropPending = (why) => {
    for (const [, p] of pending) {
      clearTimeout(p.timer);
      const e = new Error(why);
      e.fallback = true;
      p.reject(e);
    }
    pending.clear();
  };

  // States come by several roads (the socket, fetches, actions' answers, 409s, reconnects)
  // and overtake one another: a fetch answered before a move can arrive after the socket
  // told of the move. The server numbers its states (`version` only grows, across restarts
  // too), so whatever the road, a state is passed on only if it is newer than the newest
  // passed on; an older or equal one is dropped.
  let newest = -Infinity;
  const offer = (g, kind) => {
    if (closed) return false; // the page was left
    if (!(g.version > newest)) {
      if (opts.onDropped) opts.onDropped(g, kind);
      return false;
    }
    newest = g.version;
    onState(g, kind);
    return true;
  };
  const refetch = () => getGame(id).then((r) => offer(r.game, 'fetch'));
  const refetchQuietly = () => refetch().catch(() => {});

  function poll() {
    if (closed) return;
    // Polling: live enough while the fetches get through; offline while they fail.
    refetch().then(() => onLink('polling'), () => onLink('offline')).finally(() => {
      if (!closed && !(ws && ws.readyState === 1)) pollTimer = setTimeout(poll, 1500);
    });
    // Keep trying the socket now and then: it may come back.
    if (failures % 5 === 0) setTimeout(open, 0);
    failures++;
  }

  function open() {
    if (closed || (ws && ws.readyState <= 1)) return;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/games/${id}/ws`;
    try {
      ws = new WebSocket(url);
    } catch {
      return scheduleRetry();
    }
    let opened = false;
    ws.onopen = () => {
      opened = true;
      failures = 0;
      clearTimeout(pollTimer);
      pollTimer = null;
      if (opts.token) ws.send(JSON.stringify({ type: 'hello', token: opts.token }));
      onLink('live');
      clearInterval(pingTimer);
      pingTimer = keepAlive(ws);
    };
    ws.onmessage = (e) => {
      const msg = parsed(e.data);
      if (!msg) return;
      if ((msg.type === 'state' || msg.type === 'thinking') && msg.game) {
        offer(msg.game, msg.type);
      } else if ((msg.type === 'ack' || msg.type === 'error') && msg.id !== undefined && pending.has(msg.id)) {
        const p = pending.get(msg.id);
        pending.delete(msg.id);
        clearTimeout(p.timer);
        if (msg.type === 'ack') p.resolve(msg);
        else p.reject(new ApiError(msg.status || 400, msg.error || 'refused', msg));
      }
    };
    ws.onclose = () => {
      clearInterval(pingTimer);
      dropPending('the connection closed');
      if (closed) return;
      if (!opened) failures++;
      onLink('reconnecting');
      scheduleRetry();
    };
  }

  function scheduleRetry() {
    if (closed || pollTimer) return;
    if (failures >= 4) return poll(); // the socket keeps failing: poll instead
    const delay = Math.min(8000, 250 * 2 ** failures) + Math.random() * 200;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      refetchQuietly();
      open();
    }, delay);
  }

  open();
  const stop = () => {
    closed = true;
    clearTimeout(pollTimer);
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    dropPending('page left');
    if (ws) ws.close();
  };
  stop.request = (msg, timeoutMs = 4000) => new Promise((resolve, reject) => {
    if (closed || !ws || ws.readyState !== 1) {
      const e = new Error('not connected');
      e.fallback = true;
      return reject(e);
    }
    const mid = nextId++;
    const timer = setTimeout(() => {
      pending.delete(mid);
      const e = new Error('no answer in time');
      e.fallback = true;
      reject(e);
    }, timeoutMs);
    pending.set(mid, { resolve, reject, timer });
    try {
      ws.send(JSON.stringify({ ...msg, id: mid }));
    } catch {
      pending.delete(mid);
      clearTimeout(timer);
      const e = new Error('send failed');
      e.fallback = true;
      reject(e);
    }
  });
  stop.connected = () => !!ws && ws.readyState === 1;
  stop.refresh = refetch;
  stop.offer = offer;
  return stop;
}
