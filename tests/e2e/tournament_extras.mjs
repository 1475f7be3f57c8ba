// What lichess's Swiss pages have and ours gained (docs/tournaments.md), as the pages show it:
// a scheduled start counted down, a half-point bye asked for in advance from the page and shown
// in the pairings, an announcement posted from the organiser's page and received by a player
// on another page, the tournament's page in Arabic with them (a screenshot), and a club's logo
// uploaded from its page, shown there and on its tournament's page.
import zlib from 'node:zlib';
import { enter } from './lib/accounts.mjs';
import { assert, assertEq, waitUntil } from './lib/page.mjs';

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

// A real PNG (the browser decodes it): `size` x `size`, one colour.
function png(size, [r, g, b]) {
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([len, Buffer.from(type), data, crc]);
  };
  const head = Buffer.alloc(13);
  head.writeUInt32BE(size, 0);
  head.writeUInt32BE(size, 4);
  head[8] = 8; head[9] = 2; // 8 bits, RGB
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.from([0, ...Array.from({ length: size }, () => [r, g, b]).flat()])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', head), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

// The owner uploads a logo on the club's page (a GIF first: refused, said why); the club's page
// and its tournament's page show it, decoded.
async function clubLogo(t) {
  const srv = await t.server();
  const salim = await enter(srv.url, 'salim');
  const { club } = await salim.post('/api/clubs', { name: 'Ruwi Club' });
  const id = await announce(salim, { format: 'swiss', rounds: 3, club: club.id });
  const P = await pageOf(t, srv.url, salim, `#/clubs/${club.id}`);
  await P.setInputFiles('[data-testid=club-logo-file]', { name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a' + '\0'.repeat(40)) });
  await P.click('[data-testid=club-logo-upload]');
  await P.waitForFunction(() => /PNG or a JPEG/.test(document.querySelector('.club-place-logo').textContent));
  await P.setInputFiles('[data-testid=club-logo-file]', { name: 'logo.png', mimeType: 'image/png', buffer: png(32, [0, 128, 96]) });
  await P.click('[data-testid=club-logo-upload]');
  const logo = await P.waitForSelector('[data-testid=club-logo]');
  await P.waitForFunction(() => document.querySelector('[data-testid=club-logo]').naturalWidth === 32);
  assert((await logo.getAttribute('src')).startsWith(`/api/clubs/${club.id}/logo?v=`), 'its address');
  await P.goto(`${srv.url}?anim=off#/tournaments/${id}`);
  await P.waitForSelector('[data-testid=tournament-club-logo]');
  await P.waitForFunction(() => document.querySelector('[data-testid=tournament-club-logo]').naturalWidth === 32);
  await t.shot('tournament-extras-logo', P);
}

export const tournamentExtraTests = [
  ['tournaments extras: a scheduled start counted down, the deadline and the description (Arabic screenshot)', scheduledStart],
  ['tournaments extras: a bye asked for in advance from the page, shown in the pairings', byeAskedInAdvance],
  ['tournaments extras: an announcement posted from the page reaches a player', announcementReceived],
  ['tournaments extras: a club’s logo uploaded from its page, shown there and on its tournament', clubLogo],
];
