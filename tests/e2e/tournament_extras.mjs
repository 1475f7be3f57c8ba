// What lichess's Swiss pages have and ours gained (docs/tournaments.md), as the pages show it:
// a scheduled start counted down, a half-point bye asked for in advance from the page and shown
// in the pairings, an announcement posted from the organiser's page and received by a player
// on another page, and the tournament's page in Arabic with them (a screenshot).
import { assert, assertEq, waitUntil } from './lib/page.mjs';

async function enter(base, name) {
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

async function pageOf(t, base, who, hash, lang = '') {
  const page = await t.newPage();
  await page.context().addCookies([who.cookie]);
  await page.goto(`${base}?anim=off${lang ? `&lang=${lang}` : ''}${hash}`);
  return page;
}

const announce = async (who, spec) => (await who.post('/api/tournaments', { name: 'Sur Open', game: 'al-manqala', ...spec })).tournament.id;

// Starts in 90 s: the page counts it down (the seconds move), says when registration closes,
// and shows the description with its line breaks, as text.
async function scheduledStart(t) {
  const srv = await t.server();
  const [amal, badr] = [await enter(srv.url, 'amal'), await enter(srv.url, 'badr')];
  const startsAt = new Date(Date.now() + 90000).toISOString();
  const closesAt = new Date(Date.now() + 80000).toISOString();
  const id = await announce(amal, { format: 'swiss', rounds: 3, starts_at: startsAt, registration_closes_at: closesAt,
    description: 'Round 1 at eight.\n<b>Tea</b> at the break.' });
  const P = await pageOf(t, srv.url, badr, `#/tournaments/${id}`);
  const first = await P.textContent('[data-testid=starts-in-time]');
  assert(/^1:2\d$|^1:30$/.test(first), `the countdown starts near 1:30: ${first}`);
  await P.waitForFunction((was) => document.querySelector('[data-testid=starts-in-time]').textContent !== was, first, { timeout: 5000 });
  assert(await P.isVisible('[data-testid=registration-closes]'), 'the registration deadline is said');
  assertEq(await P.textContent('[data-testid=tournament-description]'), 'Round 1 at eight.\n<b>Tea</b> at the break.', 'the description as text');
  assertEq(await P.$$eval('[data-testid=tournament-description] b', (x) => x.length), 0, 'no HTML read from it');
  const lines = await P.$eval('[data-testid=tournament-description]', (e) => Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)));
  assert(lines >= 2, `its line break shown: ${lines} lines`);
  await P.click('[data-testid=tournament-join]');
  await P.waitForSelector('[data-testid=tournament-registered]');
  const A = await pageOf(t, srv.url, amal, `#/tournaments/${id}`, 'ar');
  await A.waitForSelector('[data-testid=starts-in-time]');
  await t.shot('tournament-extras-ar', A, { fullPage: true });
}

// Dina asks, on the page, for a half-point bye in round 1 before the start; the pairings of
// round 1 show it as such, she is not paired.
async function byeAskedInAdvance(t) {
  const srv = await t.server();
  const [amal, badr, dina] = [await enter(srv.url, 'amal'), await enter(srv.url, 'badr'), await enter(srv.url, 'dina')];
  const id = await announce(amal, { format: 'swiss', rounds: 2 });
  for (const p of [amal, badr, dina]) await p.post(`/api/tournaments/${id}/join`);
  const D = await pageOf(t, srv.url, dina, `#/tournaments/${id}`);
  await D.selectOption('[data-testid=bye-round]', '1');
  await D.click('[data-testid=bye-ask]');
  await D.waitForSelector('[data-testid=asked-bye][data-name=dina][data-round="1"]');
  assert(!(await D.isVisible('[data-testid=bye-ask]')), 'one bye each: no more to ask for');
  await amal.post(`/api/tournaments/${id}/start`);
  await D.waitForSelector('[data-testid=tournament-page][data-status=running]');
  const row = await D.waitForSelector('[data-testid=board][data-round="1"][data-result=half-bye]');
  assertEq((await row.textContent()).includes('dina'), true, 'her board');
  assertEq((await D.textContent('[data-testid=board][data-result=half-bye] [data-testid=board-result]')).trim(), '½ (bye asked for)', 'said as such');
  const games = await D.$$('[data-testid=board][data-round="1"]:not([data-result=half-bye])');
  assertEq(games.length, 1, 'amal and badr play the one game');
  await t.shot('tournament-extras-bye', D);
}

// The organiser posts from the page; badr, registered, reading the tournaments' list, gets it.
async function announcementReceived(t) {
  const srv = await t.server();
  const [amal, badr] = [await enter(srv.url, 'amal'), await enter(srv.url, 'badr')];
  const id = await announce(amal, { format: 'swiss', rounds: 3 });
  await badr.post(`/api/tournaments/${id}/join`);
  const B = await pageOf(t, srv.url, badr, '#/tournaments');
  await B.waitForSelector('[data-testid=tournaments-registering]');
  const A = await pageOf(t, srv.url, amal, `#/tournaments/${id}`);
  await waitUntil(async () => (await fetch(`${srv.url}/api/tournaments/${id}`).then((r) => r.json())).tournament.players === 1, 'badr registered');
  await B.waitForTimeout(300); // the notices' socket open
  await A.fill('[data-testid=announce-text]', 'Round 1 at <i>eight</i>.');
  await A.click('[data-testid=announce-post]');
  await A.waitForSelector('[data-testid=announcement]');
  assertEq((await A.textContent('[data-testid=announcement] span')).trim(), 'Round 1 at <i>eight</i>.', 'listed, as text');
  const toast = await B.waitForSelector(`[data-testid=tournament-announcement][data-tournament="${id}"]`, { timeout: 10000 });
  assert((await toast.textContent()).includes('Round 1 at <i>eight</i>.'), 'badr is told, as text');
  assertEq(await B.$$eval('[data-testid=tournament-announcement] i', (x) => x.length), 0, 'no HTML');
}

export const tournamentExtraTests = [
  ['tournaments extras: a scheduled start counted down, the deadline and the description (Arabic screenshot)', scheduledStart],
  ['tournaments extras: a bye asked for in advance from the page, shown in the pairings', byeAskedInAdvance],
  ['tournaments extras: an announcement posted from the page reaches a player', announcementReceived],
];
