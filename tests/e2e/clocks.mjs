// Clocks that are fair (README "Clocks"): two pages play a timed Hawalis game with the
// animations on; each waits for the other's move to be shown (relay laps and all) and then
// plays at once. The clocks, read from the server before and after each move, charge the
// mover only for the moment between its pits becoming playable and its click, never for the
// seconds the move before took to show.
import { api, assert, assertEq, openWithToken, waitTurnOrEnd } from './lib/page.mjs';

async function animationsCostNothing(t) {
  const srv = await t.server();
  const r = await api(srv.url, 'POST', '/api/games',
    { game: 'hawalis', opponent: 'friend', human: 'south', clock: { minutes: 3, increment: 2 } });
  const id = r.game.id;
  const join = await api(srv.url, 'POST', `/api/games/${id}/join`, { invite: r.invite });
  const pages = { south: await t.newPage(), north: await t.newPage() };
  await openWithToken(pages.south, srv.url, r, { side: 'south', anim: 'normal' });
  await openWithToken(pages.north, srv.url, { game: { id }, token: join.token }, { side: 'north', anim: 'normal' });
  let watched = 0; // moves whose showing took a second or more
  let before = (await api(srv.url, 'GET', `/api/games/${id}`)).game;
  for (let ply = 0; ply < 12 && before.status === 'ongoing'; ply++) {
    const mover = before.to_move;
    const sent = Date.now();
    assertEq(await waitTurnOrEnd(pages[mover]), 'turn', `ply ${ply}: ${mover}'s pits become playable`);
    const showing = Date.now() - sent; // the move before, shown on the mover's page
    await pages[mover].click('[data-pit][data-legal=true]');
    const after = await waitForPly(srv.url, id, ply + 1);
    const charged = after.moves[ply].ms;
    t.log(`ply ${ply}: ${mover} saw the move before for ${showing} ms, was charged ${charged} ms`);
    if (ply >= 2) {
      // From its second move on the mover's clock runs: down by what it took, up by 2 s.
      assert(before.clock.running === mover, `ply ${ply}: ${mover}'s clock runs`);
      // (`before` was read just after the move before, while its grace ran: a few ms at most.)
      const drift = before.clock[`${mover}_ms`] + 2000 - charged - after.clock[`${mover}_ms`];
      assert(Math.abs(drift) <= 300, `ply ${ply}: the clock went from ${before.clock[`${mover}_ms`]} to ${after.clock[`${mover}_ms`]}`);
      if (ply >= 3 && showing >= 1000) {
        watched++;
        assert(charged < 1000, `ply ${ply}: ${mover} was charged ${charged} ms for a move it took ${showing} ms to be shown`);
      }
    } else {
      assertEq([after.moves[ply].ms >= 0, after.clock[`${mover}_ms`]], [true, 180000], `ply ${ply}: a first move is free`);
    }
    before = after;
  }
  assert(watched >= 2, `some moves took a while to show (${watched})`);
  await t.shot('fair-clocks', pages.north);
}

async function waitForPly(base, id, ply) {
  for (let i = 0; i < 200; i++) {
    const { game: g } = await api(base, 'GET', `/api/games/${id}`);
    if (g.ply >= ply) return g;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error(`ply ${ply} never came`);
}

export const clockTests = [
  ['a timed game charges no one for the other\'s animation', animationsCostNothing],
];
