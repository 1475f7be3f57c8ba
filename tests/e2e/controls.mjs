// The everyday controls of a game between two people (issue 29, item 2), each with two browser
// contexts, one a seat each: a draw offered and declined, withdrawn by moving, accepted; an
// abort before both have moved; an invitation cancelled while waiting; the chat (a spectator
// sees none of it, a 141-character message refused, the rate limit, the mute); a return game
// offered, declined and accepted from the end dialog; premoves (one
// dropped because the opponent's move made it illegal, one sent after the opponent's move).
import {
  api, assert, assertEq, openWithToken, waitTurnOrEnd, resultOpen, waitUntil, createFriendFromForm, noAnim, registerOnPage,
} from './lib/page.mjs';

// A game between two people created over the API, its two seats open in two browsers (South: A,
// North: B), both connected. arabicPhone: B is a phone in Oman, in Arabic.
async function seatedPair(t, srv, body = {}, { arabicPhone = false } = {}) {
  const r = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', opponent: 'friend', human: 'south', ...body });
  const joined = await api(srv.url, 'POST', `/api/games/${r.game.id}/join`, { invite: r.invite });
  const A = await t.newPage();
  const B = await t.newPage(arabicPhone ? { locale: 'ar-OM', viewport: { width: 390, height: 844 } } : {});
  await openWithToken(A, srv.url, r, { side: 'south' });
  await openWithToken(B, srv.url, { game: r.game, token: joined.token }, { side: 'north' });
  for (const p of [A, B]) await p.waitForSelector('[data-pit]');
  return { id: r.game.id, A, B, tokens: { south: r.token, north: joined.token } };
}

const visible = (page, testid) => page.isVisible(`[data-testid=${testid}]`);
const waitVisible = (page, testid, state = 'visible') => page.waitForSelector(`[data-testid=${testid}]`, { state });
const noteOf = (page, testid) => page.textContent(`[data-testid=${testid}]`);
// Plays the first legal pit of the page whose turn it is; resolves once the server has it.
async function playOne(srv, id, page) {
  assertEq(await waitTurnOrEnd(page), 'turn', 'its turn');
  const { game: before } = await api(srv.url, 'GET', `/api/games/${id}`);
  await page.click('[data-pit][data-legal=true]');
  await waitUntil(async () => (await api(srv.url, 'GET', `/api/games/${id}`)).game.ply > before.ply, 'the move stored');
}

async function drawOffers(t) {
  const srv = await t.server();
  const { id, A, B } = await seatedPair(t, srv, {}, { arabicPhone: true });
  // Offered and declined: the offerer is told, and cannot offer again before a move.
  await A.click('[data-testid=draw-offer]');
  await waitVisible(B, 'draw-incoming');
  assert(/offered a draw/i.test(await noteOf(A, 'draw-note')), 'A sees the offer standing');
  await t.shot('controls-draw-offer-ar-phone', B);
  await B.click('[data-testid=draw-decline]');
  await A.waitForFunction(() => /declined/i.test(document.querySelector('[data-testid=draw-note]').textContent));
  await waitVisible(B, 'draw-incoming', 'hidden');
  assert(await A.isDisabled('[data-testid=draw-offer]'), 'no second offer before a move');
  // Withdrawn by the offerer's own move: the other's page drops it.
  await playOne(srv, id, A);
  await A.waitForSelector('[data-testid=draw-offer]:not([disabled])'); // after a move it may be offered again
  await B.click('[data-testid=draw-offer]');
  await waitVisible(A, 'draw-incoming');
  await playOne(srv, id, B);
  await waitVisible(A, 'draw-incoming', 'hidden');
  await B.waitForFunction(() => document.querySelector('[data-testid=draw-note]').textContent === 'سقط عرض التعادل مع النقلة.');
  assertEq((await api(srv.url, 'GET', `/api/games/${id}`)).game.draw_offer, null, 'the server dropped it');
  // Accepted: both pages show the agreed draw.
  await B.click('[data-testid=draw-offer]');
  await waitVisible(A, 'draw-incoming');
  await A.click('[data-testid=draw-accept]');
  await resultOpen(A);
  assert(/draw/i.test(await A.textContent('[data-testid=result-text]')), 'a draw in the dialog');
  assertEq(await A.textContent('[data-testid=result-detail]'), 'The players agreed a draw.', 'its sentence');
  await resultOpen(B);
  assertEq(await B.textContent('[data-testid=result-detail]'), 'اتفق اللاعبان على التعادل.', 'in Arabic on the phone');
  await t.shot('controls-draw-agreed', A);
  await t.shot('controls-draw-agreed-ar-phone', B);
  const { game } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq([game.result.winner, game.result.reason], ['draw', 'agreed'], 'stored as an agreed draw');
}

// Abort: offered to both before both have moved, gone after; the game ends with no result.
async function abortGame(t) {
  const srv = await t.server();
  const first = await seatedPair(t, srv);
  for (const p of [first.A, first.B]) await waitVisible(p, 'abort');
  await playOne(srv, first.id, first.A);
  await playOne(srv, first.id, first.B);
  for (const p of [first.A, first.B]) await waitVisible(p, 'abort', 'hidden');
  const { id, A, B } = await seatedPair(t, srv);
  await playOne(srv, id, A);
  await B.click('[data-testid=abort]');
  for (const p of [A, B]) {
    await resultOpen(p);
    assertEq(await p.textContent('[data-testid=result-text]'), 'The game was aborted: no result.', 'the dialog says so');
    assert(/aborted/.test(await p.textContent('[data-testid=to-move]')), 'and the status line');
    assert(!(await visible(p, 'dialog-review')), 'no review of a game called off');
  }
  await t.shot('controls-aborted', B);
  assertEq((await api(srv.url, 'GET', `/api/games/${id}`)).game.status, 'aborted', 'stored');
  assertEq((await api(srv.url, 'GET', '/api/lobby')).playing.map((g) => g.id), [first.id], 'the lobby drops it');
}

// Cancel: the creator's waiting card cancels the listed invitation; the lobby drops it and the
// invitation link says so in words.
async function cancelInvitation(t) {
  const srv = await t.server();
  const A = await t.newPage();
  const { id, invite } = await createFriendFromForm(A, srv.url, { game: 'hawalis' });
  await A.click('[data-testid=go-to-board]');
  await waitVisible(A, 'cancel-invite');
  assertEq((await api(srv.url, 'GET', '/api/lobby')).open.map((g) => g.id), [id], 'listed while waiting');
  await A.click('[data-testid=cancel-invite]');
  await resultOpen(A);
  assert(/cancelled/.test(await A.textContent('[data-testid=result-text]')), 'the creator is told');
  await waitVisible(A, 'waiting', 'hidden');
  assertEq((await api(srv.url, 'GET', '/api/lobby')).open, [], 'the lobby drops it');
  const B = await t.newPage();
  await B.goto(noAnim(invite));
  await waitVisible(B, 'join-error');
  assertEq(await B.textContent('[data-testid=join-error]'), 'This invitation was cancelled by the player who made it.', 'the link says so');
  assert(!(await visible(B, 'join-watch')), 'nothing to watch');
  await t.shot('controls-cancelled-link', B);
}

// The chat: between the two players only, with its limits, and a mute that a reload keeps.
async function chat(t) {
  const srv = await t.server();
  const { id, A, B } = await seatedPair(t, srv, {}, { arabicPhone: true });
  const C = await t.newPage();
  const spectatorFrames = [];
  C.on('websocket', (ws) => ws.on('framereceived', (f) => spectatorFrames.push(String(f.payload))));
  await C.goto(`${srv.url}?anim=off#/watch/${id}`);
  await C.waitForSelector('[data-pit]');
  for (const p of [A, B]) await waitVisible(p, 'chat');
  const say = async (page, text) => {
    await page.fill('[data-testid=chat-input]', text);
    await page.click('[data-testid=chat-send]');
  };
  // 141 characters: the counter says so, the server refuses it, the text stays to shorten.
  await A.fill('[data-testid=chat-input]', 'x'.repeat(141));
  assertEq(await A.textContent('[data-testid=chat-count]'), '141/140', 'the counter');
  await A.click('[data-testid=chat-send]');
  await A.waitForFunction(() => /140 characters/.test(document.querySelector('[data-testid=chat-note]').textContent));
  assertEq((await A.inputValue('[data-testid=chat-input]')).length, 141, 'kept to shorten');
  // Text shown as written: a paragraph separator (Chromium drew a second line, "You: ok",
  // under the sender's) and a bidi override ("exe.txt live") are refused, saying why.
  for (const hidden of ['gg\u2029You: ok', '\u202Eevil txt.exe']) {
    await A.evaluate(() => { document.querySelector('[data-testid=chat-note]').textContent = ''; });
    await say(A, hidden);
    await A.waitForFunction(() => /visible text/.test(document.querySelector('[data-testid=chat-note]').textContent));
  }
  await say(A, 'Salaam, good luck');
  await B.waitForFunction(() => /Salaam, good luck/.test(document.querySelector('[data-testid=chat-list]').textContent));
  await say(B, '<b>thanks</b>');
  await A.waitForFunction(() => document.querySelectorAll('[data-testid=chat-list] li').length === 2);
  assertEq(await A.$$eval('[data-testid=chat-list] b b', (els) => els.length), 0, 'text, never markup');
  assert(await B.$$eval('[data-testid=chat-list] li', (els) => els.every((li) => li.querySelector('bdi.chat-text'))),
    'each message isolated from the Arabic page around it');
  // The rate limit: 5 messages in 10 s (one sent already), the sixth refused.
  for (let i = 2; i <= 5; i++) {
    await say(A, `message ${i}`);
    await A.waitForFunction(() => document.querySelector('[data-testid=chat-input]').value === '');
  }
  await B.waitForFunction(() => document.querySelectorAll('[data-testid=chat-list] li').length === 6);
  await say(A, 'one too many');
  await A.waitForFunction(() => /at most 5 messages/.test(document.querySelector('[data-testid=chat-note]').textContent));
  await t.shot('controls-chat', A);
  await t.shot('controls-chat-ar-phone', B, { fullPage: true });
  // The mute hides the other's messages, and a reload keeps both the chat and the mute.
  await B.check('[data-testid=chat-mute]');
  assertEq(await B.$$eval('[data-testid=chat-list] li', (els) => els.map((e) => e.dataset.side)), ['north'], 'muted: own only');
  await B.reload();
  await waitVisible(B, 'chat');
  await B.waitForFunction(() => document.querySelectorAll('[data-testid=chat-list] li').length === 1);
  assert(await B.isChecked('[data-testid=chat-mute]'), 'the mute is remembered');
  await B.uncheck('[data-testid=chat-mute]');
  assertEq(await B.$$eval('[data-testid=chat-list] li', (els) => els.length), 6, 'all back after a reload');
  // The spectator: no chat box, and not one chat message over its socket.
  assert(!(await visible(C, 'chat')), 'no chat box for a spectator');
  assert(spectatorFrames.length > 0 && !spectatorFrames.some((f) => /"type":"chat"/.test(f) || /Salaam/.test(f)), 'nothing of it sent');
}

// Premoves, in a timed Al-manqala game from a made position, North to move:
//   row 2 (North) a2=1 ... g2=5; row 1 (South) a1=1, f1=5, g1=5 (captured 40, 41).
// North's a2 sows its seed into a1, which then holds 2 and is captured: South's premove a1 is
// dropped. South then plays f1 (g1 g2 f2 e2 d2); South's premove g1 waits while North plays d2,
// and is sent at once after it.
async function premoveGame(t) {
  const srv = await t.server();
  const { id, A, B, tokens } = await seatedPair(t, srv,
    { game: 'al-manqala', start: '1,0,0,0,0,0,5/1,0,0,0,0,5,5 N 40 41', clock: { minutes: 5 } });
  const state = async () => (await api(srv.url, 'GET', `/api/games/${id}`)).game;
  const play = (token, move, ply) => api(srv.url, 'POST', `/api/games/${id}/move`, { token, move, ply });
  await A.waitForFunction(() => /opponent/i.test(document.querySelector('[data-testid=to-move]').textContent));
  await A.click('[data-pit=a1]', { force: true }); // not playable now: aria-disabled
  await A.waitForSelector('[data-pit=a1].premove');
  assert(/Premove a1/.test(await A.textContent('[data-testid=pit-note]')), 'the note says it is queued');
  // Clicked again, it is cancelled; queued again, then a click on another control cancels it.
  await A.click('[data-pit=a1]', { force: true });
  await A.waitForSelector('[data-pit=a1].premove', { state: 'detached' });
  await A.click('[data-pit=a1]', { force: true });
  await A.click('[data-testid=flip]');
  await A.waitForSelector('.pit.premove', { state: 'detached' });
  await A.click('[data-testid=flip]');
  await A.click('[data-pit=a1]', { force: true });
  await A.waitForSelector('[data-pit=a1].premove');
  await t.shot('controls-premove', A);
  assertEq((await state()).ply, 0, 'nothing sent before the turn');
  await play(tokens.north, 'a2', 0);
  await A.waitForFunction(() => /dropped/.test(document.querySelector('[data-testid=pit-note]').textContent));
  await A.waitForSelector('.pit.premove', { state: 'detached' });
  await new Promise((r) => setTimeout(r, 300));
  assertEq((await state()).ply, 1, 'the illegal premove was never sent');
  await A.click('[data-pit=f1][data-legal=true]');
  await waitUntil(async () => (await state()).ply === 2, 'South\'s f1');
  await A.waitForFunction(() => !document.querySelector('[data-pit][data-legal=true]'));
  await A.click('[data-pit=g1]', { force: true });
  await A.waitForSelector('[data-pit=g1].premove');
  await play(tokens.north, 'd2', 2);
  await waitUntil(async () => (await state()).ply === 4, 'the premove sent after North\'s move');
  const g = await state();
  assertEq(g.moves.map((m) => m.move), ['a2', 'f1', 'd2', 'g1'], 'the premove played at once');
  assert(B.url().includes(id), 'B still on the game');
}

// The lobby names an invitation's creator, linked to her page (a guest's as a guest).
async function lobbyPlayers(t) {
  const srv = await t.server();
  const A = await t.newPage();
  await A.goto(`${srv.url}?anim=off#/account`);
  await registerOnPage(A, 'amal');
  const { id } = await createFriendFromForm(A, srv.url, { game: 'hawalis', rated: true });
  await api(srv.url, 'POST', '/api/games', { game: 'hawalis', opponent: 'friend', listed: true });
  const B = await t.newPage();
  await B.goto(`${srv.url}?anim=off#/lobby`);
  await B.waitForSelector(`[data-testid=lobby-invite][data-id="${id}"]`);
  const row = B.locator(`[data-testid=lobby-invite][data-id="${id}"]`);
  assertEq(await row.locator('[data-testid=lobby-player-south] a').getAttribute('href'), '#/players/amal', 'linked to her page');
  assert(/invited by amal/.test(await row.textContent()), 'her name');
  assertEq(await B.locator('[data-testid=lobby-player-south]', { hasText: 'a guest' }).count(), 1, 'the guest\'s invitation');
  await t.shot('controls-lobby', B);
}

// A return game: South (A) resigns and offers the return game from the end dialog; North (B)
// declines, and A may not offer it again; then B offers and A accepts: both pages go to the
// new game, the sides swapped, the same clock, and each plays its new side by clicking.
async function rematchGame(t) {
  const srv = await t.server();
  const { id, A, B, tokens } = await seatedPair(t, srv, { game: 'al-manqala', clock: { minutes: 3, increment: 2 } });
  await api(srv.url, 'POST', `/api/games/${id}/resign`, { token: tokens.south });
  for (const p of [A, B]) await resultOpen(p);
  await A.click('[data-testid=rematch-offer]');
  await B.waitForSelector('[data-testid=rematch-accept]:visible');
  assert(/return game/i.test(await noteOf(B, 'rematch-note')), 'B is offered the return game');
  assert(/waiting/i.test(await noteOf(A, 'rematch-note')), 'A waits');
  await B.click('[data-testid=rematch-decline]');
  await A.waitForFunction(() => /declined/i.test(document.querySelector('[data-testid=rematch-note]').textContent));
  assert(!(await visible(A, 'rematch-offer')), 'A does not offer again');
  // B, who declined, changes its mind and offers; A accepts.
  await B.click('[data-testid=rematch-offer]');
  await A.waitForSelector('[data-testid=rematch-accept]:visible');
  await t.shot('controls-rematch-offer', A);
  await A.click('[data-testid=rematch-accept]');
  for (const p of [A, B]) await p.waitForURL((u) => /#\/play\/\w+$/.test(u.hash) && !u.hash.endsWith(id));
  const next = A.url().split('/').pop();
  assertEq(B.url().split('/').pop(), next, 'both pages in the same new game');
  const { game: g } = await api(srv.url, 'GET', `/api/games/${next}`);
  assertEq([g.status, g.clock.initial_ms, g.clock.increment_ms, g.ply], ['ongoing', 180000, 2000, 0], 'the same terms');
  // B was North: now South, it moves first, by clicking, in its own seat.
  assertEq(await waitTurnOrEnd(B), 'turn', 'B moves first as South');
  await playOne(srv, next, B);
  await playOne(srv, next, A);
  assertEq((await api(srv.url, 'GET', `/api/games/${next}`)).game.ply, 2, 'both played their new sides');
}

export const controlTests = [
  ['a return game offered, declined, offered again and accepted', rematchGame],
  ['draw offer declined, withdrawn by moving, accepted', drawOffers],
  ['abort before both have moved', abortGame],
  ['cancel an invitation while waiting', cancelInvitation],
  ['chat between the players, with its limits and a mute', chat],
  ['lobby names the players', lobbyPlayers],
  ['premoves: one dropped as illegal, one sent after the opponent\'s move', premoveGame],
];
