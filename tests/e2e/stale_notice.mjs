// A "your move" notice goes when what it announced is done (issue 54, item 4): in a
// correspondence game the notice stayed on the mover's screen after he had moved, even on the
// game's own board. Two accounts, Juma on an Arabic phone and Neema on a Swahili desktop with a
// second tab open, each told in turn that it is their move, each reaching the board another
// way than by the notice (the home page's list) and moving there: the notice is gone from the
// board, from the second tab once the move is made (not before: it was still true), and does
// not come back over a reload or on another page.
import { assert, assertEq, createFriendFromForm, noAnim, registerOnPage, sleep, waitTurnOrEnd } from './lib/page.mjs';

const notice = (id) => `[data-testid=your-turn][data-game="${id}"]`;
const noNotice = (page, id) => page.waitForSelector(notice(id), { state: 'detached', timeout: 5000 });
// The page knows its account (the header names it, behind the menu on a phone) and has had a
// moment to open the account's notice socket.
async function loggedIn(page) {
  await page.waitForFunction(() => document.querySelector('[data-testid=nav-account]')?.textContent);
  await sleep(500);
}
// A page loaded: no notice of the game comes back.
async function staysGone(page, id, what) {
  await loggedIn(page);
  await sleep(500);
  assertEq(await page.locator(notice(id)).count(), 0, `no notice ${what}`);
}
// The reader reaches the board from the home page's list ("your move"), not from the notice.
async function boardFromHome(page, url, id) {
  await page.goto(`${url}?anim=off#/`);
  await page.click(`[data-testid=ongoing-list] li[data-id="${id}"] [data-testid=resume]`);
  await page.waitForURL(new RegExp(`#/play/${id}$`));
  assertEq(await waitTurnOrEnd(page), 'turn', 'the board is the reader\'s to play');
}
// The reader's move on the board, stored once the page shows the next state.
async function moveOnBoard(page, ply) {
  await page.click('[data-pit][data-legal=true]');
  await page.waitForFunction((n) => !document.body.dataset.busy && document.querySelectorAll('[data-testid=move-list] .mv').length === n, ply);
}

async function staleNotice(t) {
  const srv = await t.server();
  const J = await t.newPage({ locale: 'ar', viewport: { width: 390, height: 844 } });
  const N = await t.newPage({ locale: 'sw' });
  for (const [P, name] of [[J, 'juma'], [N, 'neema']]) {
    await P.goto(`${srv.url}?anim=off#/account`);
    await registerOnPage(P, name);
  }
  const { id, invite } = await createFriendFromForm(J, srv.url, { game: 'al-manqala', preset: 'd2', listed: false });
  await N.goto(noAnim(invite));
  await N.waitForURL(new RegExp(`#/play/${id}$`));
  await J.goto(`${srv.url}?anim=off#/play/${id}`);
  assertEq(await waitTurnOrEnd(J), 'turn', 'South (Juma) moves first');

  // Neema waits on her home page with a second tab on the lobby; Juma moves: both tabs are told.
  await N.goto(`${srv.url}?anim=off#/`);
  const N2 = await N.context().newPage();
  await N2.goto(`${srv.url}?anim=off#/lobby`);
  await loggedIn(N2);
  await moveOnBoard(J, 1);
  for (const P of [N, N2]) await P.waitForSelector(notice(id));
  // Juma waits on his profile page for his next turn.
  await J.goto(`${srv.url}?anim=off#/players/juma`);
  await loggedIn(J);
  assert(/juma/.test(await N.textContent(notice(id))), 'the notice names the opponent');
  assertEq(await N.getAttribute('html', 'lang'), 'sw', 'Neema reads Swahili');
  await t.shot('stale-notice-sw-told', N);

  // She opens the board from her list: on the board the notice has done its work; the other
  // tab keeps it, since the move is still hers to make.
  await boardFromHome(N, srv.url, id);
  await noNotice(N, id);
  await sleep(500);
  assertEq(await N2.locator(notice(id)).count(), 1, 'the second tab keeps the notice while it is still her move');
  await moveOnBoard(N, 2);
  await N2.waitForSelector(notice(id), { state: 'detached', timeout: 5000 }).catch(() => {
    throw new Error('the second tab still says it is her move after she moved');
  });
  await t.shot('stale-notice-sw-moved', N);
  await N2.reload();
  await staysGone(N2, id, 'in the second tab after a reload');
  await N.goto(`${srv.url}?anim=off#/players/neema`);
  await staysGone(N, id, 'on another page');
  await t.shot('stale-notice-sw-player', N);

  // Juma, on the phone in Arabic, is told on his profile page, goes to the board from his home
  // page's list and moves: the notice goes and stays gone.
  await J.waitForSelector(notice(id));
  assertEq(await J.getAttribute('html', 'dir'), 'rtl', 'Juma reads Arabic');
  assert(/neema/.test(await J.textContent(notice(id))), 'the notice names the opponent');
  await t.shot('stale-notice-ar-told', J);
  await boardFromHome(J, srv.url, id);
  await noNotice(J, id);
  await moveOnBoard(J, 3);
  await t.shot('stale-notice-ar-moved', J);
  await J.reload();
  await J.waitForSelector('[data-pit]');
  await staysGone(J, id, 'on the board after a reload');
  await J.goto(`${srv.url}?anim=off#/`);
  await staysGone(J, id, 'on the home page');
}

export const staleNoticeTests = [
  ['a your-move notice gone once the move is made (Arabic phone, Swahili desktop, two tabs)', staleNotice],
];
