// One request to the server's HTTP API (docs/web-api.md): JSON in and out, errors as ApiError,
// and a refusal in words. The domain modules beside this one (games, accounts, clubs,
// tournaments, study) name the routes; live.js holds the WebSockets.

export class ApiError extends Error {
  constructor(status, message, body, retryAfter = null) {
    super(message);
    this.status = status;
    this.body = body; // the parsed error body: a 409 carries the current `game`
    this.retryAfter = retryAfter; // seconds, from a 429's Retry-After
  }
}

// The CSRF token of the account logged in here (accounts.js sets it; null for a guest).
let csrf = null;
export const setCsrfToken = (token) => { csrf = token || null; };

// One request; JSON in and out. Errors become ApiError with the server's message.
// A logged-in page proves each change is its own with the account's CSRF token: without it
// the server takes the request for a guest's.
export async function request(method, path, body, contentType = 'application/json') {
  const init = { method, headers: {} };
  if (method !== 'GET' && csrf) init.headers['X-CSRF-Token'] = csrf;
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
