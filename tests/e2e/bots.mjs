// Bots (docs/bots.md), as the pages show them: the bots' list with the server's ten levels, a
// level's page and a challenge to it that lands on the board; an account made a bot from its
// account page (the token shown once, the account logged out for good), its bot page and its
// player page; a person's challenge to that bot declined, cancelled, then accepted by the bot
// over the API, each followed by the waiting page; a tournament that takes bots, from the form.
// Screenshots in English at 1280 px and in Arabic at 390 px (axe looks at each).
import { enter } from './lib/accounts.mjs';
import { api, assert, assertEq, clickNav, legalPits, registerOnPage, waitPly, waitTurnOrEnd, waitUntil } from './lib/page.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LEVELS = Array.from({ length: 10 }, (_, i) => `manqala-level-${i + 1}`);

// A page of `who`'s (an account entered over the API), at `hash`; lang: the page's language.
async function pageOf(t, base, who, hash, { lang = '', phone = false } = {}) {
  const page = await t.newPage(phone ? PHONE : {});
  if (who) await page.context().addCookies([who.cookie]);
  await page.goto(`${base}?anim=off${lang ? `&lang=${lang}` : ''}${hash}`);
  return page;
}

// Nothing wider than a phone's window.
async function fitsWidth(page, what) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert(scroll <= width, `${what}: ${scroll} px wide in a ${width} px window`);
}

// The bot's call with its token.
async function asBot(base, token, method, path, body) {
  const res = await fetch(base.replace(/\/$/, '') + path, {
    method, headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`bot: ${method} ${path} -> ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

// A person registers, finds the ten levels on #/bots, opens level 2's page (untimed only, said
// so) and challenges it: the level accepts at once and the page goes to the board, her seat
// hers; the level's page then lists the game. The same pages in Arabic on a phone.
async function challengeLevel(t) {
  const srv = await t.server();
  const page = await t.newPage();
  await page.goto(`${srv.url}?anim=off#/account`);
  await registerOnPage(page, 'amal');
  await clickNav(page, 'nav-bots');
  await page.waitForSelector('[data-testid=bots-list]');
  const rows = await page.$$eval('[data-testid=bot-row]', (els) => els.map((e) => ({ name: e.dataset.name, level: Number(e.dataset.level),
    online: e.querySelector('[data-testid=bot-online]').dataset.online, mark: !!e.querySelector('[data-testid=bot-level]') })));
  for (const name of LEVELS) {
    const row = rows.find((r) => r.name === name);
    assert(row, `${name} listed`);
    assertEq([row.level, row.online, row.mark], [Number(name.split('-').pop()), 'true', true], `${name}: its level, online, marked a server level`);
  }
  assertEq(rows.map((r) => r.name).sort(), (await api(srv.url, 'GET', '/api/bots')).bots.map((b) => b.name).sort(), 'the list is /api/bots');
  assertEq(await page.textContent('[data-testid=bot-row][data-name=manqala-level-1] [data-testid=bot-online]'), 'online', 'online in words, not a colour only');
  await t.shot('bots-list-en', page, { fullPage: true });

  await page.click('[data-testid=bot-row][data-name=manqala-level-2] [data-testid=bot-link]');
  await page.waitForSelector('[data-testid=bot-page][data-name=manqala-level-2]');
  assert(await page.isVisible('[data-testid=challenge-untimed]'), 'a level: untimed only, said so');
  assertEq(await page.$$('[data-testid=challenge-clock]').then((x) => x.length), 0, 'no clock to choose for a level');
  await t.shot('bot-level-en', page, { fullPage: true });
  await page.selectOption('[data-testid=challenge-side]', 'south');
  await page.click('[data-testid=challenge-submit]');
  await page.waitForFunction(() => /^#\/play\/[\w-]+$/.test(location.hash));
  const id = page.url().split('#/play/')[1];
  await page.waitForSelector('[data-pit]');
  const { game } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq(game.players.south, 'amal', 'her seat, South as chosen');
  assert(await page.evaluate((g) => !!localStorage.getItem(`manqala.token.${g}`), id), 'her seat’s token is in this browser');
  assertEq(await page.$$('[data-testid=challenge-accepted]').then((x) => x.length), 0, 'no toast for the game the page went to');
  // Her turn (South moves first): she plays on the board, and the level answers.
  assertEq(await waitTurnOrEnd(page), 'turn', 'her pits are playable');
  const [pit] = await legalPits(page);
  await page.click(`[data-pit="${pit}"]`);
  await waitPly(page, 2);
  assertEq(await waitTurnOrEnd(page), 'turn', 'the level answered and it is her turn again');

  await page.goto(`${srv.url}?anim=off#/bots/manqala-level-2`);
  await page.waitForSelector(`[data-testid=bot-game][data-id="${id}"]`);

  // Arabic, a phone: the list and the level's page, nothing wider than the window.
  const [cookie] = await page.context().cookies();
  const A = await t.newPage(PHONE);
  await A.context().addCookies([{ name: cookie.name, value: cookie.value, url: srv.url }]);
  await A.goto(`${srv.url}?anim=off&lang=ar#/bots`);
  await A.waitForSelector('[data-testid=bots-list]');
  assertEq(await A.textContent('[data-testid=bot-row][data-name=manqala-level-1] [data-testid=bot-online]'), 'متصل', 'online in Arabic');
  await fitsWidth(A, 'the bots in Arabic');
  await t.shot('bots-list-ar-390', A, { fullPage: true });
  await A.goto(`${srv.url}?anim=off&lang=ar#/bots/manqala-level-2`);
  await A.waitForSelector(`[data-testid=bot-game][data-id="${id}"]`);
  await fitsWidth(A, 'a level’s page in Arabic');
  await t.shot('bot-level-ar-390', A, { fullPage: true });
}

// An account with no game made a bot from its account page: the button only once its name is
// typed; the token shown once with its copy button, the account logged out and refused a login;
// the token works; its bot page and its player page say what it is. Then amal challenges it:
// declined by the bot (the page says so), cancelled from the page, then accepted: to the board.
async function upgradeAndChallenge(t) {
  const srv = await t.server();
  const page = await t.newPage();
  await page.goto(`${srv.url}?anim=off#/account`);
  await registerOnPage(page, 'sowbot');
  await page.goto(`${srv.url}?anim=off#/account`);
  await page.waitForSelector('[data-testid=bot-upgrade-form]');
  await page.fill('[data-testid=bot-engine]', 'Sowfish');
  await page.fill('[data-testid=bot-version]', '1.2');
  await page.fill('[data-testid=bot-confirm]', 'sowbo');
  assert(await page.isDisabled('[data-testid=bot-upgrade-submit]'), 'not before the name is typed as it is');
  await page.fill('[data-testid=bot-confirm]', 'sowbot');
  assert(await page.isEnabled('[data-testid=bot-upgrade-submit]'), 'the name typed: the button');
  await t.shot('bot-upgrade-en', page, { fullPage: true });
  await page.click('[data-testid=bot-upgrade-submit]');
  await page.waitForSelector('[data-testid=bot-made][data-name=sowbot]');
  const token = await page.inputValue('[data-testid=bot-token]');
  assert(token.length >= 20, `the token shown: ${token.length} characters`);
  assert(await page.isVisible('[data-testid=bot-token-copy]'), 'a copy button');
  assert(await page.isVisible('[data-testid=bot-logged-out]'), 'it says the account no longer logs in');
  await page.waitForFunction(() => document.querySelector('[data-testid=nav-account]').textContent === 'Log in');
  await t.shot('bot-made-en', page);
  const me = await asBot(srv.url, token, 'GET', '/api/bot/account');
  assertEq([me.name, me.engine, me.version], ['sowbot', 'Sowfish', '1.2'], 'the token is the bot’s');
  const login = await fetch(`${srv.url}api/account/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'sowbot', password: 'sowbot-secret-1' }) });
  assertEq([login.status, (await login.json()).code], [403, 'bot-login'], 'a bot never logs in again');

  await page.click('[data-testid=bot-page-link]');
  await page.waitForSelector('[data-testid=bot-page][data-name=sowbot]');
  assert((await page.textContent('[data-testid=bot-engine]')).includes('Sowfish'), 'its engine named');
  assertEq(await page.textContent('[data-testid=bot-page] [data-testid=bot-online]'), 'offline', 'not polling: offline');
  assert(await page.isVisible('[data-testid=challenge-guest]'), 'a guest is asked to log in to challenge');
  await page.goto(`${srv.url}?anim=off#/account`); // shown once: gone for good
  await page.waitForSelector('[data-testid=login-form]');
  assertEq(await page.$$('[data-testid=bot-token]').then((x) => x.length), 0, 'the token is not shown again');
  await page.goto(`${srv.url}?anim=off#/players/sowbot`);
  await page.waitForSelector('[data-testid=player-bot]');
  assert((await page.textContent('[data-testid=player-bot]')).includes('Sowfish'), 'the player page says it is a bot, its engine');
  await t.shot('bot-player-en', page);
  await page.click('[data-testid=player-bot-link]');
  await page.waitForSelector('[data-testid=bot-page][data-name=sowbot]');

  // amal challenges it: the bot declines, with its reason.
  const amal = await enter(srv.url, 'amal');
  const A = await pageOf(t, srv.url, amal, '#/bots/sowbot');
  await A.waitForSelector('[data-testid=challenge-form]');
  const challenge = async () => {
    await A.click('[data-testid=challenge-submit]');
    await A.waitForSelector('[data-testid=challenge-waiting]');
    return A.getAttribute('[data-testid=challenge-box]', 'data-challenge');
  };
  let id = await challenge();
  assert(/10 minutes/.test(await A.textContent('[data-testid=challenge-status]')), 'how long it waits, said');
  await t.shot('bot-challenge-waiting-en', A);
  await asBot(srv.url, token, 'POST', `/api/bot/challenge/${id}/decline`, { reason: 'not now' });
  await A.waitForSelector('[data-testid=challenge-answer][data-status=declined]');
  assertEq(await A.textContent('[data-testid=challenge-reason]'), 'not now', 'the bot’s reason, as text');
  await A.waitForTimeout(300);
  assertEq(await A.$$('[data-testid=challenge-declined]').then((x) => x.length), 0, 'the waiting page says it: no toast too');
  // Cancelled from the page.
  await A.click('[data-testid=challenge-again]');
  id = await challenge();
  await A.click('[data-testid=challenge-cancel]');
  await A.waitForSelector('[data-testid=challenge-answer][data-status=canceled]');
  assertEq((await api(srv.url, 'GET', `/api/bot/challenge/${id}`)).challenge.status, 'canceled', 'cancelled on the server');
  // Accepted: the page goes to the board.
  await A.click('[data-testid=challenge-again]');
  id = await challenge();
  const { challenge: accepted } = await asBot(srv.url, token, 'POST', `/api/bot/challenge/${id}/accept`);
  await A.waitForFunction((g) => location.hash === `#/play/${g}`, accepted.game_id, { timeout: 10000 });
  await A.waitForSelector('[data-pit]');
  const { game } = await api(srv.url, 'GET', `/api/games/${accepted.game_id}`);
  assertEq([game.players.south, game.players.north].sort(), ['amal', 'sowbot'], 'amal against the bot');

  // Another account's page in Arabic on a phone, made a bot there.
  const salim = await enter(srv.url, 'salim');
  const S = await pageOf(t, srv.url, salim, '#/account', { lang: 'ar', phone: true });
  await S.waitForSelector('[data-testid=bot-upgrade-form]');
  await S.fill('[data-testid=bot-confirm]', 'salim');
  await fitsWidth(S, 'the account page in Arabic');
  await t.shot('bot-upgrade-ar-390', S, { fullPage: true });
  await S.click('[data-testid=bot-upgrade-submit]');
  await S.waitForSelector('[data-testid=bot-made][data-name=salim]');
  await fitsWidth(S, 'the token in Arabic');
  await t.shot('bot-made-ar-390', S, { fullPage: true });
  await S.click('[data-testid=bot-page-link]');
  await S.waitForSelector('[data-testid=bot-page][data-name=salim]');
  await fitsWidth(S, 'a bot’s page in Arabic');
  await t.shot('bot-page-ar-390', S, { fullPage: true });
}

// An account that has played cannot become a bot: said so, no form. The tournament form's
// "Bots may enter", sent and shown on the tournament's page.
async function playedAndTournament(t) {
  const srv = await t.server();
  const amal = await enter(srv.url, 'amal');
  await amal.post('/api/bot/challenge/manqala-level-1', { game: 'al-manqala', rated: false, side: 'random' });
  const P = await pageOf(t, srv.url, amal, '#/account');
  await P.waitForSelector('[data-testid=bot-upgrade-played]');
  assertEq(await P.$$('[data-testid=bot-upgrade-form]').then((x) => x.length), 0, 'no form for an account that has played');
  await P.goto(`${srv.url}?anim=off#/tournaments`);
  await P.waitForSelector('[data-testid=tournament-form]');
  await P.fill('[data-testid=tournament-name]', 'Engines Open');
  await P.check('[data-testid=tournament-bots]');
  await P.click('[data-testid=tournament-create]');
  await P.waitForSelector('[data-testid=tournament-name]:not(input)');
  const tid = P.url().split('#/tournaments/')[1];
  await waitUntil(async () => (await api(srv.url, 'GET', `/api/tournaments/${tid}`)).tournament.bots === true, 'the tournament takes bots');
  assert((await P.textContent('[data-testid=tournament-page]')).includes('bots may enter'), 'its page says bots may enter');
  await t.shot('bot-tournament-en', P);
}

export const botTests = [
  ['bots: the levels listed, a level challenged from its page lands on the board (Arabic phone screenshots)', challengeLevel],
  ['bots: an account made a bot from its page (token once), its pages, a challenge declined, cancelled, accepted', upgradeAndChallenge],
  ['bots: an account that has played stays a person; a tournament that takes bots', playedAndTournament],
];
