// What a rated game did to the ratings, shown (issue 54, item 3): Amira in Muscat (Arabic, a
// phone) and Juma in Zanzibar (Swahili, a desktop) play a rated Hawalis game; Amira resigns from
// her board. Each end dialog says the player's new rating and its change ("+12" / "−12", in the
// reader's digits), each gets the notice, and each player's list of games shows the change.
import { api, assert, assertEq, resultOpen, waitTurnOrEnd, waitUntil } from './lib/page.mjs';
import { enter } from './lib/accounts.mjs';

const ARABIC_PHONE = { locale: 'ar-OM', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SWAHILI_DESKTOP = { locale: 'sw-TZ', viewport: { width: 1280, height: 800 } };
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const arabic = (n) => String(n).replace(/\d/g, (d) => ARABIC_DIGITS[d]);
// As the reader's language writes a signed number (Arabic with its letter mark), minus true.
const signed = (n, digits = String) => (digits === arabic ? '\u061c' : '') + (n > 0 ? '+' : '\u2212') + digits(Math.abs(n));

async function ratedGameChanges(t) {
  const srv = await t.server();
  const amira = await enter(srv.url, 'amira');
  const juma = await enter(srv.url, 'juma');
  const r = await amira.post('/api/games', { game: 'hawalis', opponent: 'friend', rated: true, human: 'south', clock: { minutes: 5, increment: 3 } });
  await juma.post(`/api/games/${r.game.id}/join`, { invite: r.invite });
  const id = r.game.id;
  const pageOf = async (who, opts) => {
    const page = await t.newPage(opts);
    await page.context().addCookies([who.cookie]);
    await page.goto(`${srv.url}?anim=off#/play/${id}`);
    await page.waitForSelector('[data-pit]');
    return page;
  };
  const A = await pageOf(amira, ARABIC_PHONE);
  const J = await pageOf(juma, SWAHILI_DESKTOP);
  await waitUntil(async () => (await api(srv.url, 'GET', `/api/games/${id}`)).game.seats.north.connected, 'Juma on his board');
  assertEq(await waitTurnOrEnd(A), 'turn', 'Amira (South) to move');
  await A.click('[data-testid=resign]');
  await A.click('[data-testid=resign]'); // the second click confirms
  await resultOpen(A);
  await resultOpen(J);

  // The server's changes, against which every page is read.
  let changes = {};
  await waitUntil(async () => (changes = (await api(srv.url, 'GET', `/api/games/${id}/ratings`)).ratings).south, 'the game rated');
  const lost = changes.south, won = changes.north;
  assert(lost.change < 0 && won.change > 0 && lost.after === lost.before + lost.change, `changes: ${JSON.stringify(changes)}`);

  await A.waitForSelector('[data-testid=rating-change-south]');
  const mine = await A.textContent('[data-testid=rating-change-south]');
  assert(mine.includes('تصنيفك') && mine.includes(arabic(lost.after)) && mine.includes(signed(lost.change, arabic)), `Amira's dialog: ${mine}`);
  const hers = await J.textContent('[data-testid=rating-change-north]', { timeout: 10000 });
  assert(hers.includes('Ukadiriaji wako') && hers.includes(String(won.after)) && hers.includes(signed(won.change)), `Juma's dialog: ${hers}`);
  assert((await J.textContent('[data-testid=rating-change-south]')).includes(`amira`), 'the opponent\'s change named');
  await t.shot('rating-change-dialog-ar-phone', A);
  await t.shot('rating-change-dialog-sw-desktop', J);

  // The notice, on whatever page each is.
  for (const [page, c] of [[A, lost], [J, won]]) {
    await page.waitForSelector(`[data-testid=rating-changed][data-game="${id}"]`);
    assertEq(Number(await page.getAttribute(`[data-testid=rating-changed][data-game="${id}"]`, 'data-change')), c.change, 'the notice\'s change');
  }
  assert((await J.textContent('[data-testid=rating-changed]')).includes(signed(won.change)), 'Juma\'s notice says +n');

  // Each player's list of games.
  for (const [page, name, c, digits] of [[A, 'amira', lost, arabic], [J, 'juma', won, String]]) {
    await page.goto(`${srv.url}?anim=off#/players/${name}`);
    const cell = `[data-testid=profile-game][data-id="${id}"] [data-testid=game-rating-change]`;
    await page.waitForSelector(cell);
    const text = await page.textContent(cell);
    assert(text.includes(signed(c.change, digits)) && text.includes(digits(c.after)), `${name}'s list: ${text}`);
  }
  await t.shot('rating-change-list-ar-phone', A);
  await t.shot('rating-change-list-sw-desktop', J);
}

export const ratingChangeTests = [
  ['rating changes: a rated game\'s +n / −n in the end dialog, the notice and the list (Arabic phone, Swahili desktop)', ratedGameChanges],
];
