// Accounts made over the API for the end-to-end tests: registered, with their session cookie
// (for a browser context) and CSRF token, and calls made with them.
import { assert } from './page.mjs';

export async function enter(base, name) {
  const res = await fetch(`${base}/api/account/register`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name, password: `${name}-secret-1` }),
  });
  assert(res.status === 201, `register ${name}: ${res.status}`);
  const [cookieName, cookieValue] = res.headers.get('set-cookie').split(';')[0].split('=');
  const { account } = await res.json();
  const call = async (method, path, body) => {
    const r = await fetch(base + path, {
      method,
      headers: { Cookie: `${cookieName}=${cookieValue}`, 'X-CSRF-Token': account.csrf, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${name}: ${method} ${path} -> ${r.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  return { name, cookie: { name: cookieName, value: cookieValue, url: base }, post: (p, b = {}) => call('POST', p, b), get: (p) => call('GET', p) };
}
