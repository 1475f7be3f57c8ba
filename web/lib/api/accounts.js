// Accounts: who is logged in here, registering, logging in and out, profiles, ratings,
// and claiming an account's seat into this browser.
import { plain } from '../words.js';
import { request, setCsrfToken } from './request.js';
import { setToken, setSide } from './seats.js';

// The account logged in here: {name, csrf, language} or null (language: the one chosen on the
// account, which the page reads before an address's ?lang=). The session itself is an HttpOnly cookie;
// the CSRF token lives only in memory, asked again at each page load (loadAccount). Each
// change is told to the page with a `manqala:account` event on window.
let account = null;
let accountAsked = null;
export const currentAccount = () => account;
function setAccount(a) {
  const next = a ? { name: a.name, csrf: a.csrf, language: a.language || null } : null;
  const same = next?.name === account?.name && next?.csrf === account?.csrf;
  account = next;
  if (same) return;
  setCsrfToken(account && account.csrf);
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
// The account's language for the page (the reader's choice, kept with the account).
export const saveLanguage = (language) => request('POST', '/api/account/language', { language })
  .then((r) => { if (account) account.language = language; return r; });
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
export const ratingText = (r) => `${plain(Math.round(r.rating))}${r.provisional ? '?' : ''}`;
