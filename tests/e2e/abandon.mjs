// A game the opponent left (issue 54, item 2; README "Leaving a game"), between a player in
// Muscat (Arabic, a phone) and one in Zanzibar (Swahili, a desktop), two games at once. In
// the first the Zanzibar player reloads (no claim comes of it), then closes his tab: the Muscat
// player sees the countdown, then claims the win. In the second the Muscat player closes hers:
// the Zanzibar player calls it a draw. The server judges absence from the sockets; the live
// game's wait is the real one (20 s).
import { api, assert, assertEq, openWithToken, resultOpen, waitTurnOrEnd, waitUntil, sleep } from './lib/page.mjs';

const ARABIC_PHONE = { locale: 'ar-OM', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SWAHILI_DESKTOP = { locale: 'sw-TZ', viewport: { width: 1280, height: 800 } };

// A timed game between two people, South in `southOpts`' browser, North in `northOpts`', both
// on the game page; South has played, so North is to move.
async function timedGame(t, srv, game, southOpts, northOpts) {
  const r = await api(srv.url, 'POST', '/api/games', { game, opponent: 'friend', human: 'south', clock: { minutes: 5, increment: 0 } });
  const joined = await api(srv.url, 'POST', `/api/games/${r.game.id}/join`, { invite: r.invite });
  const south = await t.newPage(southOpts);
  const north = await t.newPage(northOpts);
  await openWithToken(south, srv.url, r, { side: 'south' });
  await openWithToken(north, srv.url, { game: r.game, token: joined.token }, { side: 'north' });
  await connected(srv, r.game.id, 'north');
  assertEq(await waitTurnOrEnd(south), 'turn', 'South to move');
  await south.click('[data-pit][data-legal=true]');
  await waitUntil(async () => (await state(srv, r.game.id)).ply === 1, 'South\'s move stored');
  return { id: r.game.id, south, north };
}

const state = async (srv, id) => (await api(srv.url, 'GET', `/api/games/${id}`)).game;
const connected = (srv, id, side, is = true) =>
  waitUntil(async () => (await state(srv, id)).seats[side].connected === is, `${side} ${is ? 'here' : 'gone'}`, 15000);
const claimState = (page) => page.getAttribute('[data-testid=claim-box]', 'data-state');

async function claimAfterLeaving(t) {
  const srv = await t.server();
  const one = await timedGame(t, srv, 'hawalis', ARABIC_PHONE, SWAHILI_DESKTOP);
  const two = await timedGame(t, srv, 'al-manqala', SWAHILI_DESKTOP, ARABIC_PHONE);

  // A reload is no leaving: the page connects again and nothing is offered to claim.
  await one.north.reload();
  await one.north.waitForSelector('[data-pit]');
  await connected(srv, one.id, 'north');
  await sleep(2500);
  assert(await one.south.isHidden('[data-testid=claim-box]'), 'no claim after a mere reload');
  assertEq((await state(srv, one.id)).absence, null, 'the server saw him back');

  // Closing the tab is: each stayer sees the countdown in her language.
  await one.north.close();
  await two.north.close();
  await connected(srv, one.id, 'north', false);
  await connected(srv, two.id, 'north', false);
  await one.south.waitForSelector('[data-testid=claim-box][data-state=waiting]');
  await two.south.waitForSelector('[data-testid=claim-box][data-state=waiting]');
  const waiting = await one.south.textContent('[data-testid=claim-text]');
  assert(/غادر خصمك اللعبة/.test(waiting) && /[٠-٩]+\u2069? ث/.test(waiting), `the countdown in Arabic, in its digits: ${waiting}`);
  assert(/Mpinzani wako ameondoka/.test(await two.south.textContent('[data-testid=claim-text]')), 'the countdown in Swahili');
  assert(await one.south.isHidden('[data-testid=claim-win]'), 'nothing to claim before the time');
  const early = await api(srv.url, 'POST', `/api/games/${one.id}/claim`, { token: 'x'.repeat(32), result: 'win' }).catch((e) => e);
  assert(early instanceof Error, 'a stranger claims nothing');
  await t.shot('claim-countdown-ar-phone', one.south);
  const inView = await one.south.$eval('[data-testid=claim-box]', (e) => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; });
  assert(inView, 'the countdown in view on the phone');

  // 20 s of his turn later the claims open.
  for (const p of [one.south, two.south]) await p.waitForSelector('[data-testid=claim-box][data-state=open]', { timeout: 30000 });
  assert(await one.south.isVisible('[data-testid=claim-win]') && await one.south.isVisible('[data-testid=claim-draw]'), 'the win or a draw');
  await t.shot('claim-open-sw-desktop', two.south);
  await one.south.click('[data-testid=claim-win]');
  await two.south.click('[data-testid=claim-draw]');
  await resultOpen(one.south);
  await resultOpen(two.south);
  const won = await one.south.textContent('[data-testid=result-detail]');
  assert(/غادر .* اللعبة: يفوز/.test(won), `the end in Arabic: ${won}`);
  const drawn = await two.south.textContent('[data-testid=result-detail]');
  assertEq(drawn, 'Mchezaji mmoja ameondoka kwenye mchezo, na mwingine ametangaza sare.', 'the draw in Swahili');
  await t.shot('claim-won-ar-phone', one.south);
  await t.shot('claim-drawn-sw-desktop', two.south);
  const a = await state(srv, one.id), b = await state(srv, two.id);
  assertEq([a.result.winner, a.result.reason], ['south', 'abandoned'], 'the win stored');
  assertEq([b.result.winner, b.result.reason], ['draw', 'abandoned'], 'the draw stored');
}

export const abandonTests = [
  ['a game the opponent left: no claim after a reload; the win claimed (Arabic phone), a draw called (Swahili desktop)', claimAfterLeaving],
];
