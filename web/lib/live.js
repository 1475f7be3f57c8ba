// The live connections: one game's WebSocket (subscribe), the account's notices
// (openNotices) and a broadcast's round (watchBroadcast), each with pings, reconnection with
// backoff, and a fallback.
import { getGame } from './api/games.js';
import { ApiError } from './api/request.js';
import { watchRoom } from './local/room.js';
import { isLocalId } from './local/room_store.js';

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

// Live updates for one game. Uses the WebSocket; when it drops, reconnects with backoff
// (re-fetching the state so nothing is missed); after repeated failures falls back to
// polling GET /api/games/{id}. onState(game, kind) gets each state newer than the last it got
// (below); onLink(text) the link state: live, reconnecting, polling (the socket fails, fetches
// get through) or offline (they fail too), or local (a game played in the page, no server).
// opts.token: sent as {"type":"hello"} on every
// (re)connection, for presence; opts.onDropped(game, kind): a state that was not newer;
// opts.onChat(msg): a chat message for a player ({"type": "chat"}: the whole chat after each
// hello, then each new message). The
// returned stop function also has:
// - offer(game, kind): a state from elsewhere (an action's answer, a 409's body, the first
//   fetch) through the same order; true if passed on to onState;
// - refresh(): fetches the state now and offers it (resolves with offer's answer);
// - request(msg, timeoutMs): sends msg with a fresh id over the open socket and resolves
//   with the `ack`, rejects with an ApiError on an `error` answer, or with an Error whose
//   `fallback` is true when the socket is not open, closes, or times out.
export function subscribe(id, onState, onLink = () => {}, opts = {}) {
  if (isLocalId(id)) return subscribeLocal(id, onState, onLink, opts);
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
      } else if (msg.type === 'chat' && Array.isArray(msg.messages)) {
        if (opts.onChat) opts.onChat(msg);
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

// A game against the engine in this page (lib/local/room.js): its states come from the room
// itself, in the same order by version; there is no socket to send moves on.
function subscribeLocal(id, onState, onLink, opts) {
  let closed = false;
  let newest = -Infinity;
  const offer = (g) => {
    if (closed) return false;
    if (!(g.version > newest)) {
      if (opts.onDropped) opts.onDropped(g, 'local');
      return false;
    }
    newest = g.version;
    onState(g, 'state');
    return true;
  };
  const unwatch = watchRoom(id, offer);
  setTimeout(() => !closed && onLink('local'), 0); // no server: no live link to show
  const stop = () => {
    closed = true;
    unwatch();
  };
  stop.request = () => Promise.reject(Object.assign(new Error('no socket in a local game'), { fallback: true }));
  stop.connected = () => false;
  stop.refresh = () => getGame(id).then((r) => offer(r.game));
  stop.offer = offer;
  return stop;
}

// A broadcast's round, live (docs/web-api.md "Broadcasts"): the server sends the round whole
// when the socket opens (and after each `watch`), then each board that changes and the
// standings. onMessage(msg) gets each; onLink(state) says 'live' or 'reconnecting'. A socket
// that closes (a spectator too slow to read is closed by the server) is opened again with
// backoff, on the round watched then, and the server sends that round anew; onRetry() is
// called at each try, for the page to ask for the round over HTTP meanwhile. Returns
// { watch(round), stop() }.
export function watchBroadcast(id, round, { onMessage, onLink = () => {}, onRetry = () => {} }) {
  let ws = null;
  let closed = false;
  let failures = 0;
  let retryTimer = null;
  let pingTimer = null;
  let watched = round;
  function open() {
    if (closed) return;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/broadcast/${encodeURIComponent(id)}/ws?round=${Number(watched)}`;
    try {
      ws = new WebSocket(url);
    } catch {
      return retry();
    }
    ws.onopen = () => {
      failures = 0;
      onLink('live');
      clearInterval(pingTimer);
      pingTimer = keepAlive(ws);
    };
    ws.onmessage = (e) => {
      const msg = parsed(e.data);
      if (msg && msg.type && msg.type !== 'pong') onMessage(msg);
    };
    ws.onclose = () => {
      clearInterval(pingTimer);
      if (closed) return;
      onLink('reconnecting');
      retry();
    };
  }
  function retry() {
    if (closed) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      onRetry();
      open();
    }, Math.min(30000, 500 * 2 ** failures++) + Math.random() * 300);
  }
  open();
  return {
    // Another round: said on the open socket; a closed one opens again on it.
    watch(r) {
      watched = r;
      if (ws && ws.readyState === 1) ws.send(JSON.stringify({ type: 'watch', round: Number(r) }));
    },
    stop() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      if (ws) ws.close();
    },
  };
}
