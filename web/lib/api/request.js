// One request to the server's HTTP API (docs/web-api.md): JSON in and out, errors as ApiError,
// and a refusal in words. The domain modules beside this one (games, accounts, clubs,
// tournaments, study) name the routes; live.js holds the WebSockets. Without the server (the
// static site, or a server that does not answer: lib/local/mode.js) the routes that need no
// other person are answered in the page (lib/local/backend.js), as are always a local game's.
import { has, t } from '../i18n.js';
import { answers, isRoomPath, localRequest } from '../local/backend.js';
import { keepMeta } from '../local/meta_copy.js';
import { isLocal, isStaticSite, serverAnswered, staticInfo } from '../local/mode.js';

export class ApiError extends Error {
  constructor(status, message, body, retryAfter = null) {
    super(message);
    this.status = status;
    this.body = body; // the parsed error body: a 409 carries the current `game`
    this.retryAfter = retryAfter; // seconds, from a 429's Retry-After
  }
}

const TIMEOUT_MS = 20000;

// The CSRF token of the account logged in here (accounts.js sets it; null for a guest).
let csrf = null;
export const setCsrfToken = (token) => { csrf = token || null; };

// One request; JSON in and out. Errors become ApiError with the server's message.
// A logged-in page proves each change is its own with the account's CSRF token: without it
// the server takes the request for a guest's. inPage false: only the server answers, never the
// engine in this page (a broadcast's positions and evaluations: the server's fair-play rule
// decides what may be judged, and a page must not judge a live board behind its back).
export async function request(method, path, body, contentType = 'application/json', { inPage = true } = {}) {
  const here = inPage && answers(method, path);
  if (isRoomPath(path) || (here && isLocal())) return local(method, path, body);
  if (isStaticSite()) throw new ApiError(0, t('error.unreachable.short'));
  const init = { method, headers: {} };
  if (method !== 'GET' && csrf) init.headers['X-CSRF-Token'] = csrf;
  if (body !== undefined) {
    init.headers['Content-Type'] = contentType;
    init.body = contentType === 'application/json' ? JSON.stringify(body) : body;
  }
  let res;
  // A server that does not answer in time is taken for one that is not there.
  const giveUp = new AbortController();
  const timer = setTimeout(() => giveUp.abort(), TIMEOUT_MS);
  try {
    res = await fetch(path, { ...init, signal: giveUp.signal });
  } catch (e) {
    serverAnswered(false);
    if (here) return local(method, path, body);
    throw new ApiError(0, t('error.unreachable.short'));
  } finally {
    clearTimeout(timer);
  }
  // A route every server answers, not found: a static site's host (static.json says so).
  // (or answered by a host that sends its own page for any address).
  if (here && (res.status === 404 || !/json/.test(res.headers.get('Content-Type') || '')) && (await staticInfo())) return local(method, path, body);
  serverAnswered(true);
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
  if (method === 'GET' && path === '/api/meta') keepMeta(data); // for a visit without the server
  return data;
}

// A request answered in the page; its refusals as the server's.
async function local(method, path, body) {
  try {
    return await localRequest(method, path, body === undefined ? undefined : JSON.parse(JSON.stringify(body)));
  } catch (e) {
    if (e && e.status && e.body) throw new ApiError(e.status, e.body.error, e.body);
    throw new ApiError(503, String((e && e.message) || e), { error: String((e && e.message) || e) });
  }
}

// The server's reason for a refusal in the reader's words: by its code (docs/web-api.md
// "Errors"), with the values it names, where the catalogs know the code; else the server's
// own English words (a refusal only a program meets: a field of the wrong kind). A refused
// record's start position says so ("in": "start").
export function reason(e) {
  const body = (e && e.body) || {};
  if (body.code && has(`error.code.${body.code}`)) {
    const values = { ...body, side: body.side ? t(`side.${body.side}`) : undefined };
    const why = t(`error.code.${body.code}`, values);
    return body.in === 'start' ? t('error.in.start', { why }) : why;
  }
  return (e && e.message) || String(e);
}

// A refusal in words a player understands, by its status, the server's reason (by its code in
// the reader's words) set into the sentence.
export function explain(e) {
  const why = reason(e);
  const code = e && e.body && e.body.code;
  switch (e && e.status) {
    case 429: return code === 'throttled' || code === 'chat-rate' ? why : t('error.tooMany');
    case 503: return t('error.busy', { why });
    case 403: return (code ? code === 'rated-login' : /log in/i.test(why)) ? t('error.logIn', { why }) : t('error.noSeat', { why });
    case 409: return t('error.notNow', { why });
    case 0: return t('error.unreachable');
    default: return t('error.server', { why });
  }
}
