// A correspondence game (README "Correspondence games"): two account holders play Al-manqala
// at two days a move. North leaves a conditional move, which the server plays the moment South
// makes the move foreseen; North, on another page, is told when it is its turn, and finds the
// game first in its "your move" lists with the time left. Then the server is killed and comes
// back with days so short that North's turn is long over: the server ends the game on time by
// itself, with nobody looking.
import { api, assert, assertEq, createFriendFromForm, noAnim, registerOnPage, waitUntil, waitTurnOrEnd, resultOpen } from './lib/page.mjs';

async function correspondenceGame(t) {
  const db = t.tmpDb();
  let srv = await t.server({ db });
  const A = await t.newPage();
  const B = await t.newPage();
  for (const [P, name] of [[A, 'amal'], [B, 'badr']]) {
    await P.goto(`${srv.url}?anim=off#/account`);
    await registerOnPage(P, name);
  }
  const { id, invite } = await createFriendFromForm(A, srv.url, { game: 'al-manqala', preset: 'd2', listed: false });
  await B.goto(noAnim(invite));
  await B.waitForURL(new RegExp(`#/play/${id}$`));
  await A.goto(`${srv.url}?anim=off#/play/${id}`);
  assertEq(await waitTurnOrEnd(A), 'turn', 'South moves first');
  const southClock = await A.textContent('[data-testid=clock-south]');
  assert(/1 day 23 hours/.test(southClock), 'South\'s time left, in days and hours: ' + southClock);
  assert(/2 days a move/.test(await A.textContent('[data-testid=clock-north]')), 'North\'s allowance');

  // North foresees a1 and answers a2; a line with an illegal move is refused with its place.
  await B.click('[data-testid=conditional] summary');
  await B.fill('[data-testid=conditional-input]', 'a1 a1');
  await B.click('[data-testid=conditional-add]');
  await B.waitForFunction(() => /line 1: move 2 \(a1\) is not legal/.test(document.querySelector('[data-testid=conditional-said]').textContent));
  await B.fill('[data-testid=conditional-input]', 'a1 a2');
  await B.click('[data-testid=conditional-add]');
  await B.waitForFunction(() => /if they play a1, I answer a2/.test(document.querySelector('[data-testid=conditional-lines]').textContent));
  await t.shot('correspondence-conditional', B);
  const seen = await api(srv.url, 'GET', `/api/games/${id}`);
  assert(!JSON.stringify(seen).includes('"a2"'), 'the line is North\'s alone');

  await A.click('[data-pit="a1"][data-legal=true]');
  await A.waitForFunction(() => Number(document.querySelector('section.play')?.dataset.version) > 0 &&
    document.querySelectorAll('[data-testid=move-list] .mv').length === 2);
  const { game: answered } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq([answered.ply, answered.moves[1].move, answered.to_move], [2, 'a2', 'south'], 'the conditional answer was played at once');

  // North waits on its home page; South plays: North is told, and the game leads its lists.
  await B.goto(`${srv.url}?anim=off#/`);
  await B.waitForSelector('[data-testid=ongoing-list] [data-testid=resume]');
  assertEq(await waitTurnOrEnd(A), 'turn', 'South again');
  await A.click('[data-pit="b1"][data-legal=true]');
  await B.waitForSelector(`[data-testid=your-turn][data-game="${id}"]`);
  assert(/Your move against amal/.test(await B.textContent('[data-testid=your-turn]')), 'the notice names the opponent');
  await t.shot('correspondence-notice', B);
  await B.reload();
  await B.waitForSelector('[data-testid=ongoing-list] [data-testid=resume-turn]');
  assert(/1 day 23 hours left/.test(await B.textContent('[data-testid=ongoing-list] li:first-child')), 'home: time left');
  await B.goto(`${srv.url}?anim=off#/players/badr`);
  await B.waitForSelector(`[data-testid=your-move-game][data-id="${id}"]`);
  assert(/left/.test(await B.textContent('[data-testid=your-move-left]')), 'player page: time left');

  // The server goes down and comes back with half-second days: North's two days are over.
  await srv.kill('SIGKILL');
  srv = await t.server({ db, port: srv.port, retries: 20, args: ['--day-ms', '500', '--sweep-ms', '200'] });
  await waitUntil(async () => (await api(srv.url, 'GET', '/api/players/badr')).your_move.length === 0,
    'the server ended the game by itself', 10000);
  const { game: over } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq([over.status, over.result.reason, over.result.winner], ['over', 'time', 'south'], 'North lost on time');
  await A.goto(`${srv.url}?anim=off#/play/${id}`);
  await resultOpen(A);
  assert(/time ran out/i.test(await A.textContent('[data-testid=result-text]')), 'the result says why');
}

export const correspondenceTests = [
  ['a correspondence game: conditional move, notice, lists, timeout after a restart', correspondenceGame],
];
