// Two friends playing Hawalis online (issue 54, items 1, 5 and 6): ليلى on a phone in Arabic,
// juma on a desktop in Swahili. The links she shares carry no language, and a reader who chose
// one (on this device, on his account, also once he logs in) reads it whatever ?lang= says,
// while a reader who chose none follows ?lang=; the chat names the players, and a message that
// comes while the phone shows the board is in view at once; the player page's games on a phone
// break no word across lines.
import { api, assert, assertEq, createFriendFromForm, noAnim, openWithToken, registerOnPage, waitUntil } from './lib/page.mjs';
import { call, register } from './languages.mjs';

const ARABIC_PHONE = { locale: 'ar', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SWAHILI_DESKTOP = { locale: 'sw', viewport: { width: 1280, height: 800 } };
const LEILA = 'ليلى';

const langOf = (page) => page.evaluate(() => document.documentElement.lang);
// A link of the page made to be read in one language (a poster's): ?lang= before its hash.
const inLanguage = (url, code) => url.replace('/#/', `/?anim=off&lang=${code}#/`);
// The account's session in a browser context (register's cookie, "name=value").
async function logIn(page, srv, who) {
  const [name, ...value] = who.cookie.split('=');
  await page.context().addCookies([{ name, value: value.join('='), url: srv.url }]);
}
const accountLanguage = (page) => page.evaluate(async () => (await (await fetch('/api/account')).json()).account?.language);

async function sharedLinks(t) {
  const srv = await t.server();
  const A = await t.newPage(ARABIC_PHONE);
  const { id, invite, watch } = await createFriendFromForm(A, srv.url, { game: 'hawalis' });
  assertEq(await langOf(A), 'ar', 'the sender reads Arabic');
  for (const link of [invite, watch]) assert(!/[?&]lang=/.test(link), `a link to share carries no language: ${link}`);
  await t.shot('friends-invitation-ar-phone', A);

  // juma has chosen nothing yet: a poster's ?lang=ar serves him.
  const S = await t.newPage(SWAHILI_DESKTOP);
  const poster = inLanguage(watch, 'ar');
  await S.goto(poster);
  await S.waitForSelector('[data-pit]');
  assertEq(await langOf(S), 'ar', 'a reader who chose no language reads the address\'s');
  // He registers and picks Kiswahili in the header: kept on this device and on his account.
  await S.goto(`${srv.url}?anim=off&lang=ar#/account`);
  await S.waitForSelector('[data-testid=register-form]');
  await registerOnPage(S, 'juma');
  await S.selectOption('[data-testid=language]', 'sw');
  await S.waitForFunction(() => document.documentElement.lang === 'sw');
  await waitUntil(async () => (await accountLanguage(S)) === 'sw', 'the account keeps Kiswahili');
  // This device's choice beats ?lang=ar.
  await S.goto(poster);
  await S.waitForSelector('[data-pit]');
  assertEq(await langOf(S), 'sw', 'his choice on this device beats ?lang=ar');
  // Without it, his account's choice does.
  await S.evaluate(() => localStorage.removeItem('manqala.lang'));
  await S.reload();
  await S.waitForSelector('[data-pit]');
  assertEq(await langOf(S), 'sw', 'his account\'s choice beats ?lang=ar');
  // Logged out, he has no choice here: the address's Arabic; logging in brings his Swahili.
  await S.goto(`${srv.url}?anim=off&lang=ar#/account`);
  await S.click('[data-testid=logout]');
  await S.waitForSelector('[data-testid=login-form]');
  await S.waitForFunction(() => document.documentElement.lang === 'ar');
  await S.fill('[data-testid=login-name]', 'juma');
  await S.fill('[data-testid=login-password]', 'juma-secret-1');
  await S.click('[data-testid=login-submit]');
  await S.waitForSelector('[data-testid=account-card]');
  assertEq(await langOf(S), 'sw', 'the account\'s language, once he logs in, beats ?lang=ar');
  const card = await S.textContent('[data-testid=account-card]');
  assert(/juma/.test(card) && !/[\u0600-\u06ff]/.test(card), `his account's page in Swahili: ${card}`);
  // He takes the seat from her link, and each reads the game in his own language.
  await S.goto(noAnim(invite));
  await S.waitForURL(new RegExp(`#/play/${id}`));
  await S.waitForSelector('[data-pit]');
  assertEq(await langOf(S), 'sw', 'the friend reads his own language');
  await A.click('[data-testid=go-to-board]');
  await A.waitForSelector('[data-pit]');
  await waitUntil(async () => (await api(srv.url, 'GET', `/api/games/${id}`)).game.seats.north.taken, 'the seat taken');
  assertEq(await langOf(A), 'ar', 'the sender still reads Arabic');
  await S.waitForSelector('[data-testid=presence-south][data-state=connected]');
  await t.shot('friends-board-sw-desktop', S);
  await t.shot('friends-board-ar-phone', A);
}

// A game between the two accounts, open in both browsers: South ليلى (the phone), North juma.
async function friendsGame(t, srv, { leila, juma }) {
  const r = await call(srv, 'POST', '/api/games', { game: 'hawalis', opponent: 'friend', human: 'south' }, leila);
  const joined = await call(srv, 'POST', `/api/games/${r.game.id}/join`, { invite: r.invite }, juma);
  const A = await t.newPage(ARABIC_PHONE);
  const S = await t.newPage(SWAHILI_DESKTOP);
  await logIn(A, srv, leila);
  await logIn(S, srv, juma);
  await openWithToken(A, srv.url, r, { side: 'south' });
  await openWithToken(S, srv.url, { game: r.game, token: joined.token }, { side: 'north' });
  for (const p of [A, S]) await p.waitForSelector('[data-testid=chat]:not([hidden])');
  return { id: r.game.id, A, S };
}

// The chat's lines as a page shows them: who (its text, and whether a name is in a <bdi>) and what.
const chatLines = (page) => page.$$eval('[data-testid=chat-list] li', (els) => els.map((li) => ({
  who: li.querySelector('[data-testid=chat-author]')?.textContent ?? li.querySelector('b')?.textContent,
  isolated: li.querySelector('b bdi')?.textContent ?? null,
  text: li.querySelector('.chat-text')?.textContent,
})));
const inViewport = (page, selector) => page.$eval(selector, (e) => {
  const r = e.getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
});

async function chatNames(t) {
  const srv = await t.server();
  const leila = await register(srv, LEILA);
  const juma = await register(srv, 'juma');
  const { A, S } = await friendsGame(t, srv, { leila, juma });
  const say = async (page, text) => {
    await page.fill('[data-testid=chat-input]', text);
    await page.click('[data-testid=chat-send]');
    await page.waitForFunction(() => document.querySelector('[data-testid=chat-input]').value === '');
  };
  const sideWords = /الجنوب|الشمال|Kusini|Kaskazini|South|North/;

  // juma writes while ليلى's phone shows the board at the top of the page.
  await A.evaluate(() => scrollTo(0, 0));
  await say(S, 'Habari! Bahati njema.');
  await A.waitForFunction(() => document.querySelectorAll('[data-testid=chat-list] li').length === 1);
  const [got] = await chatLines(A);
  assertEq([got.isolated, got.text], ['juma', 'Habari! Bahati njema.'], 'her chat names juma, isolated in a <bdi>');
  assert(!sideWords.test(got.who), `no side for a person: ${got.who}`);
  // The message is in view at once, the board not scrolled away.
  await A.waitForSelector('[data-testid=chat-latest]:not([hidden])');
  assert(await inViewport(A, '[data-testid=chat-latest]'), 'the new message in the phone\'s view');
  assert(/juma.*Habari! Bahati njema\./.test(await A.textContent('[data-testid=chat-latest]')), 'with its writer\'s name');
  assertEq(await A.evaluate(() => scrollY), 0, 'the page not scrolled');
  assert(await A.$eval('[data-pit]', (e) => e.getBoundingClientRect().top < innerHeight), 'the board still in view');
  await t.shot('friends-chat-arrives-ar-phone', A);

  // Tapped, it leads to the list, scrolled to its newest message; then it goes.
  await A.tap('[data-testid=chat-latest]');
  await A.waitForSelector('[data-testid=chat-latest]', { state: 'hidden' });
  assert(await inViewport(A, '[data-testid=chat-list] li:last-child'), 'the newest message in view in the list');
  await say(A, 'مرحبا يا juma، بالتوفيق!');
  for (let i = 1; i <= 3; i++) await say(S, `Ujumbe ${i}`);
  await A.waitForFunction(() => document.querySelectorAll('[data-testid=chat-list] li').length === 5);
  assert(await A.$eval('[data-testid=chat-list]', (l) => {
    const last = l.lastElementChild.getBoundingClientRect(), box = l.getBoundingClientRect();
    return last.bottom <= box.bottom + 1 && last.top >= box.top - 1;
  }), 'the list scrolled itself to its newest message');
  const hers = (await chatLines(A))[1];
  assertEq([hers.who, hers.isolated], ['أنت', null], 'her own line says "you"');
  await t.shot('friends-chat-ar-phone', A);

  // juma's desktop: her name, isolated, and his own lines "Wewe"; the newest in his view.
  await S.waitForFunction(() => document.querySelectorAll('[data-testid=chat-list] li').length === 5);
  const his = await chatLines(S);
  assertEq(his.map((l) => l.isolated ?? l.who), ['Wewe', LEILA, 'Wewe', 'Wewe', 'Wewe'], 'his chat names ليلى');
  assert(!his.some((l) => sideWords.test(l.who)), 'no side for a person on his page');
  assert(await inViewport(S, '[data-testid=chat-list] li:last-child'), 'the newest message in the desktop\'s view');
  await t.shot('friends-chat-sw-desktop', S);
}

// Each word of the page's tables (table.games cells) on one line: a word whose text ranges lie
// on two lines was broken. Returns the broken words with their cell's text.
const brokenWords = (page) => page.$$eval('main table.games td', (cells) => {
  const out = [];
  for (const td of cells) {
    const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
    for (let node; (node = walker.nextNode());) {
      for (const m of node.data.matchAll(/[^\s\u2066-\u2069]+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
        if (tops.length && Math.max(...tops) - Math.min(...tops) > 4) out.push(`${m[0]} in "${td.textContent.trim()}"`);
      }
    }
  }
  return out;
});

async function playerGames(t) {
  const srv = await t.server();
  const leila = await register(srv, LEILA);
  const juma = await register(srv, 'juma');
  // A rated game she won, one going on, one against the engine she resigned.
  const rated = await call(srv, 'POST', '/api/games', { game: 'hawalis', opponent: 'friend', human: 'south', rated: true,
    clock: { minutes: 5, seconds: 0, increment: 3 } }, leila);
  const joined = await call(srv, 'POST', `/api/games/${rated.game.id}/join`, { invite: rated.invite }, juma);
  let g = rated.game;
  for (const token of [rated.token, joined.token]) {
    g = (await call(srv, 'GET', `/api/games/${g.id}`)).game;
    await call(srv, 'POST', `/api/games/${g.id}/move`, { token, move: g.legal[0], ply: g.ply });
  }
  await call(srv, 'POST', `/api/games/${g.id}/resign`, { token: joined.token });
  const going = await call(srv, 'POST', '/api/games', { game: 'hawalis', opponent: 'friend', human: 'north' }, juma);
  await call(srv, 'POST', `/api/games/${going.game.id}/join`, { invite: going.invite }, leila);
  const engine = await call(srv, 'POST', '/api/games', { game: 'al-manqala', human: 'south', level: 1 }, leila);
  await call(srv, 'POST', `/api/games/${engine.game.id}/resign`, { token: engine.token });

  for (const [opts, who, shot] of [[ARABIC_PHONE, leila, 'friends-player-games-ar-phone'], [SWAHILI_DESKTOP, juma, 'friends-player-games-sw-desktop']]) {
    const page = await t.newPage(opts);
    await logIn(page, srv, who);
    await page.goto(`${srv.url}?anim=off#/players/${encodeURIComponent(LEILA)}`);
    await page.waitForSelector('[data-testid=profile-game]');
    assertEq(await page.$$eval('[data-testid=profile-game]', (rows) => rows.length), 3, 'her three games');
    assertEq(await langOf(page), opts.locale, 'in the reader\'s language');
    const broken = await brokenWords(page);
    assert(!broken.length, `${opts.locale}: words broken across lines in the player page's tables:\n  ${broken.join('\n  ')}`);
    assert(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'the page does not scroll sideways');
    await t.shot(shot, page, { fullPage: true });
  }
}

export const betweenFriendsTests = [
  ['between friends: shared links carry no language; a reader who chose one reads it', sharedLinks],
  ['between friends: the chat names the players; a new message in a phone\'s view', chatNames],
  ['between friends: the player page\'s games break no word on a phone', playerGames],
];
