// A club organiser's 9-player Swiss, as its pages showed it (one short test per defect): a
// result corrected while its game was played ends the game on the players' pages and in their
// lists; a player who never came loses by a forfeit the pages call one, unrated, and a board
// neither player came to is lost by both; the standings while round 2 is played are those after
// round 1, its bye not yet counted; a round robin's page shows its whole schedule, the round
// being played marked. And from lichess's Swiss: the pairings with ratings and points, a pause
// between rounds, and pairing the next round by hand. Accounts and tournaments are made over the API; the pages are read.
import { enter } from './lib/accounts.mjs';
import { assert, assertEq, resultOpen, waitTurnOrEnd, waitUntil, legalPits, waitPly } from './lib/page.mjs';


// A browser of that account (its session cookie), on `hash`.
async function pageOf(t, base, who, hash) {
  const page = await t.newPage();
  await page.context().addCookies([who.cookie]);
  await page.goto(`${base}?anim=off${hash}`);
  return page;
}

// Players registered, a tournament announced by the first, all joined, started; returns its id.
async function tournament(base, players, spec) {
  const { tournament: tm } = await players[0].post('/api/tournaments', { name: 'Sur Open', game: 'al-manqala', ...spec });
  for (const p of players) await p.post(`/api/tournaments/${tm.id}/join`);
  await players[0].post(`/api/tournaments/${tm.id}/start`);
  return tm.id;
}

// The tournament once `done(it)`.
async function until(p, id, done, what, timeout = 15000) {
  let tm;
  await waitUntil(async () => done((tm = (await p.get(`/api/tournaments/${id}`)).tournament)), what, timeout);
  return tm;
}
const roundMade = (round) => (tm) => tm.round === round && tm.round_list[round - 1].boards.every((b) => b.game || b.result);

// Defect 1: North's page says "Your move" when the organiser corrects the board to 1-0: the
// page shows the game over with the director's result, and the game leaves North's lists
// (where round 2's game, paired at once, may be).
async function correctionEndsTheGame(t) {
  const srv = await t.server();
  const [amal, badr] = [await enter(srv.url, 'amal'), await enter(srv.url, 'badr')];
  const id = await tournament(srv.url, [amal, badr], { format: 'swiss', rounds: 2, clock: { minutes: 10, seconds: 0, increment: 5 } });
  const board = (await until(amal, id, roundMade(1), 'round 1 made')).round_list[0].boards[0];
  const by = { amal, badr };
  const [S, N] = [await pageOf(t, srv.url, by[board.south], `#/tournaments/${id}`), await pageOf(t, srv.url, by[board.north], `#/tournaments/${id}`)];
  for (const P of [S, N]) {
    await P.click('[data-testid=tournament-your-game] [data-testid=board-play]');
    await P.waitForURL(new RegExp(`#/play/${board.game}$`));
  }
  assertEq(await waitTurnOrEnd(S), 'turn', 'South to move');
  await S.click(`[data-pit="${(await legalPits(S))[0]}"][data-legal=true]`);
  await waitPly(N, 1);
  await N.waitForFunction(() => /Your move/.test(document.querySelector('[data-testid=to-move]').textContent));

  await amal.post(`/api/tournaments/${id}/result`, { round: 1, board: 1, result: '1-0' });
  await resultOpen(N);
  const said = await N.textContent('[data-testid=to-move]');
  assertEq(said, 'You lost (by the tournament director’s decision).', 'North\'s page says the game is over, by the director');
  assertEq(await N.textContent('[data-testid=result-detail]'), 'The tournament director gave the game to South.', 'the end dialog says why');
  const { game } = await amal.get(`/api/games/${board.game}`);
  assertEq([game.status, game.result.winner, game.result.reason, game.clock.running], ['over', 'south', 'adjudicated', null], 'the game is over, its clock stopped');
  await t.shot('tournament-correction-ends-game', N);

  // North's lists: no game of this tournament still going on.
  await N.goto(`${srv.url}?anim=off#/`);
  await N.waitForSelector('[data-testid=ongoing-list] li');
  assert(!(await N.$(`[data-testid=ongoing-list] li[data-id="${board.game}"]`)), 'the home page does not list it as unfinished');
  await N.goto(`${srv.url}?anim=off#/players/${board.north}`);
  const row = N.locator(`[data-testid=profile-game][data-id="${board.game}"]`);
  await row.waitFor();
  assert(/director/.test(await row.textContent()), 'the profile gives its result: ' + (await row.textContent()));
  assert(!(await N.$(`[data-testid=your-move-game][data-id="${board.game}"]`)), 'not among the games waiting for North');
}

// Defect 2: a 4-player Swiss, one round, forfeits after a few seconds (enough for South's page
// to open on a loaded machine: with 2 s it sometimes found the game already forfeited). Board 1's
// South opens the game and waits; its North never comes. On board 2 neither comes.
async function forfeitsWithoutAMove(t) {
  const srv = await t.server();
  const players = [];
  for (const n of ['amal', 'badr', 'dina', 'fadi']) players.push(await enter(srv.url, n));
  const by = Object.fromEntries(players.map((p) => [p.name, p]));
  const id = await tournament(srv.url, players, { format: 'swiss', rounds: 1, forfeit_after_s: 6 });
  const [b1, b2] = (await until(players[0], id, roundMade(1), 'round 1 made')).round_list[0].boards;
  const S = await pageOf(t, srv.url, by[b1.south], `#/tournaments/${id}`);
  await S.click('[data-testid=tournament-your-game] [data-testid=board-play]');
  await S.waitForURL(new RegExp(`#/play/${b1.game}$`));
  assertEq(await waitTurnOrEnd(S), 'turn', 'South could begin, and waits for North');

  await resultOpen(S, 20000);
  const said = [await S.textContent('[data-testid=result-text]'), await S.textContent('[data-testid=result-detail]')];
  assertEq(said, ['You won (forfeit).', 'North forfeited the game: South wins.'], 'the result says North forfeited');
  const tm = await until(players[0], id, (x) => x.status === 'finished', 'finished');
  assertEq(tm.round_list[0].boards.map((b) => b.result), ['+-', '--'], 'North of board 1 lost, both of board 2');
  for (const p of players) assertEq((await p.get(`/api/players/${p.name}`)).ratings, [], `${p.name}: no rating from an unplayed game`);

  // The tournament page: board 1 a forfeit, board 2 lost by both, nobody with a point but South.
  await S.goto(`${srv.url}?anim=off#/tournaments/${id}`);
  await S.waitForSelector('[data-testid=tournament-page][data-status=finished]');
  const results = await S.$$eval('[data-testid=board] [data-testid=board-result]', (els) => els.map((e) => e.textContent));
  assertEq(results, ['+ – (forfeit)', '– – (both forfeit)'], 'the boards\' results');
  const points = await S.$$eval('[data-testid=standings] tbody tr', (trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.name, Number(tr.dataset.points)])));
  // (compared as sorted entries: the rows' order is the standings', not the boards')
  const sorted = (o) => Object.entries(o).sort(([a], [b]) => a.localeCompare(b));
  assertEq(sorted(points), sorted({ [b1.south]: 1, [b1.north]: 0, [b2.south]: 0, [b2.north]: 0 }), 'standings');
  // The unplayed board's game: both lost, nothing played (in German too).
  await S.goto(`${srv.url}?anim=off#/play/${b2.game}`);
  await S.waitForFunction(() => /Neither player came/.test(document.querySelector('[data-testid=to-move]')?.textContent));
  await S.goto(`${srv.url}?anim=off&lang=de#/play/${b2.game}`);
  await S.waitForFunction(() => /kampflos/.test(document.querySelector('[data-testid=to-move]')?.textContent));
  await t.shot('tournament-forfeits', S);
}

// Defect 3: three players, two Swiss rounds: a bye each round. Once round 1 is over and round 2
// paired, the page's standings are those after round 1: two points in all, not three. The
// organiser chose the tie-breaks: the columns are theirs, in their order, headed by the C.07
// acronyms, named in full on hover, with the API's values (the form shows the default).
async function standingsAfterARound(t) {
  const srv = await t.server();
  const players = [];
  for (const n of ['amal', 'badr', 'dina']) players.push(await enter(srv.url, n));
  const by = Object.fromEntries(players.map((p) => [p.name, p]));
  const F = await pageOf(t, srv.url, players[0], '#/tournaments');
  const field = F.locator('[data-testid=tournament-tiebreaks]');
  await field.waitFor();
  assertEq(await field.getAttribute('placeholder'), 'BH-C1,BH,SB,DE', 'the form shows a Swiss\'s default');
  await F.selectOption('[data-testid=tournament-format]', 'round-robin');
  assertEq(await field.getAttribute('placeholder'), 'SB,DE,WIN', 'and a round robin\'s');
  await F.close();
  const id = await tournament(srv.url, players, { format: 'swiss', rounds: 2, tiebreaks: 'win, bh-c1,SB' });
  const [game] = (await until(players[0], id, roundMade(1), 'round 1 made')).round_list[0].boards;
  const P = await pageOf(t, srv.url, players[0], `#/tournaments/${id}`);
  const total = () => P.$$eval('[data-testid=standings] tbody tr', (trs) => trs.reduce((s, tr) => s + Number(tr.dataset.points), 0));
  await P.waitForSelector('[data-testid=standings-heading][data-after="0"]');
  assertEq(await total(), 0, 'nothing counted while round 1 is played, its bye neither');
  const token = (await by[game.south].post(`/api/games/${game.game}/seat`)).token;
  await by[game.south].post(`/api/games/${game.game}/resign`, { token });
  await until(players[0], id, roundMade(2), 'round 2 made');
  await P.waitForSelector('[data-testid=standings-heading][data-after="1"]');
  assertEq((await P.textContent('[data-testid=standings-heading]')).trim(), 'Standings after round 1', 'the heading');
  assertEq(await total(), 2, 'a win and round 1\'s bye; round 2\'s bye not yet');
  const heads = await P.$$eval('[data-testid=standings] th[data-tiebreak]', (ths) => ths.map((th) => [th.dataset.tiebreak, th.textContent.trim(), th.querySelector('abbr')?.title]));
  assertEq(heads, [['WIN', 'WIN', 'Games won'], ['BH-C1', 'BH-C1', 'Buchholz without the weakest opponent'], ['SB', 'SB', 'Sonneborn–Berger']], 'the chosen tie-breaks\' columns');
  const { tournament: tm } = await players[0].get(`/api/tournaments/${id}`);
  const cells = await P.$$eval('[data-testid=standings] tbody tr', (trs) => trs.map((tr) => [tr.dataset.name, [...tr.querySelectorAll('td[data-break]')]
    .map((td) => td.textContent.trim().replace(/^(\d*)½$/, (_, whole) => String(Number(whole || 0) + 0.5)))]));
  assertEq(cells, tm.standings.map((s) => [s.name, s.tiebreaks]), 'the values, as the API has them');
  assert(tm.standings.some((s) => s.tiebreaks[0] === '1'), 'a win counted: ' + JSON.stringify(tm.standings));
  await t.shot('tournament-standings-after-round-1', P);
}

// Defect 4: a round robin of three shows its three rounds from the start, the first being
// played (open, marked), the others to come with their pairings and byes.
async function roundRobinSchedule(t) {
  const srv = await t.server();
  const players = [];
  for (const n of ['amal', 'badr', 'dina']) players.push(await enter(srv.url, n));
  const id = await tournament(srv.url, players, { format: 'round-robin' });
  const tm = await until(players[0], id, roundMade(1), 'round 1 made');
  const P = await pageOf(t, srv.url, players[1], `#/tournaments/${id}`);
  await P.waitForSelector('[data-testid=round][data-round="3"]');
  const shown = await P.$$eval('[data-testid=round]', (rs) => rs.map((r) => ({
    round: Number(r.dataset.round), state: r.dataset.state, open: r.open, current: r.getAttribute('aria-current'),
    label: r.querySelector('[data-testid=round-state]').textContent,
    // Each cell without its rating and points (another test's).
    boards: [...r.querySelectorAll('[data-testid=board]')].map((b) => [...b.children].slice(1, 4)
      .map((td) => [...td.childNodes].filter((n) => n.dataset?.testid !== 'player-info').map((n) => n.textContent).join('').trim())),
  })));
  assertEq(shown.map((r) => [r.round, r.state, r.open, r.current, r.label]),
    [[1, 'current', true, 'step', 'now playing'], [2, 'scheduled', false, null, 'to come'], [3, 'scheduled', false, null, 'to come']], 'the rounds');
  const you = ' (you)';
  assertEq(shown.map((r) => r.boards.map((b) => b.map((x) => x.replace(you, '')))),
    tm.round_list.map((r) => r.boards.map((b) => [b.south, b.result ? { 'bye': 'bye' }[b.result] ?? b.result : b.game ? 'playing' : '', b.north ?? 'bye'])),
    'every round\'s pairings, as the API has them');
  await P.click('[data-testid=round][data-round="3"] summary');
  await P.waitForFunction(() => document.querySelector('[data-testid=round][data-round="3"]').open);
  await t.shot('tournament-round-robin-schedule', P);
}

// From lichess's Swiss: a tournament made with the form's pause of 3 s between rounds; once
// round 1 is over the page counts down to round 2, whose pairings give each player's rating when
// it was paired and points before it.
async function pauseAndPairingInfo(t) {
  const srv = await t.server();
  // Four players: the Dutch system pairs nobody twice, so two rounds need four.
  const players = [];
  for (const n of ['amal', 'badr', 'dina', 'fadi']) players.push(await enter(srv.url, n));
  const by = Object.fromEntries(players.map((p) => [p.name, p]));
  const amal = by.amal;
  const A = await pageOf(t, srv.url, amal, '#/tournaments');
  await A.fill('[data-testid=tournament-name]', 'Sur Blitz');
  await A.fill('[data-testid=tournament-rounds]', '2');
  await A.fill('[data-testid=tournament-pause]', '3');
  await A.click('[data-testid=tournament-create]');
  await A.waitForURL(/#\/tournaments\/\w+$/);
  const id = A.url().match(/#\/tournaments\/(\w+)$/)[1];
  assertEq((await amal.get(`/api/tournaments/${id}`)).tournament.pause_s, 3, 'the pause as asked');
  assert(/3 s between rounds/.test(await A.textContent('[data-testid=tournament-page]')), 'the page says the pause');
  for (const p of players) await p.post(`/api/tournaments/${id}/join`);
  await amal.post(`/api/tournaments/${id}/start`);
  const boards1 = (await until(amal, id, roundMade(1), 'round 1 made')).round_list[0].boards;
  const info = (round) => A.$$eval(`[data-testid=round][data-round="${round}"] [data-testid=player-info]`, (els) => els.map((e) => e.textContent.trim()));
  await A.waitForSelector('[data-testid=round][data-round="1"] [data-testid=player-info]');
  assertEq(await info(1), Array(4).fill('(1500 · 0)'), 'round 1: ratings when paired, no points yet');
  for (const b of boards1) {
    const loser = by[b.north];
    const token = (await loser.post(`/api/games/${b.game}/seat`)).token;
    await loser.post(`/api/games/${b.game}/resign`, { token });
  }
  await A.waitForSelector('[data-testid=next-round]');
  const countdown = await A.textContent('[data-testid=next-round]');
  assert(/^Round 2 is paired in 0:0[1-3]\.$/.test(countdown), 'the countdown: ' + countdown);
  await t.shot('tournament-pause-countdown', A);
  await A.waitForSelector('[data-testid=round][data-round="2"] [data-testid=player-info]', { timeout: 10000 });
  assert(!(await A.$('[data-testid=next-round]')), 'no countdown once round 2 is paired');
  const { tournament: tm } = await amal.get(`/api/tournaments/${id}`);
  const r2 = tm.round_list[1].boards;
  assertEq(await info(2), r2.flatMap((b) => [`(${b.south_rating} · ${b.south_points})`, `(${b.north_rating} · ${b.north_points})`]), 'round 2 as the API has it');
  assert(r2.every((b) => b.south_rating !== 1500 && b.south_points === b.north_points), 'round 1 rated and counted, winners against winners: ' + JSON.stringify(r2));
}

// From lichess's Swiss, manual pairings: the organiser pauses, and once round 1's results are
// in writes round 2 by hand, a rematch of round 1's boards; the page names the rule it breaks
// (C1), and on resuming round 2 is that pairing, marked "paired by hand".
async function pairingByHand(t) {
  const srv = await t.server();
  const players = [];
  for (const n of ['amal', 'badr', 'dina', 'fadi']) players.push(await enter(srv.url, n));
  const by = Object.fromEntries(players.map((p) => [p.name, p]));
  const id = await tournament(srv.url, players, { format: 'swiss', rounds: 3 });
  const boards1 = (await until(by.amal, id, roundMade(1), 'round 1 made')).round_list[0].boards;
  const [a, b] = [boards1[0], boards1[1]];
  const text = `${a.north} ${a.south}\n${b.north} ${b.south}\n`;
  // Round 2 is written once round 1's results are in: the organiser pauses, the games end.
  await by.amal.post(`/api/tournaments/${id}/pause`);
  for (const x of boards1) {
    const loser = by[x.north];
    const token = (await loser.post(`/api/games/${x.game}/seat`)).token;
    await loser.post(`/api/games/${x.game}/resign`, { token });
  }
  await until(by.amal, id, (tm) => tm.round_list[0].boards.every((x) => x.result), 'round 1 over');
  const A = await pageOf(t, srv.url, by.amal, `#/tournaments/${id}`);
  await A.waitForSelector('[data-testid=manual-pairing]');
  assert(/Pairing by hand for round 2/.test(await A.textContent('[data-testid=manual-pairing] h2')), 'the heading names round 2');
  await A.fill('[data-testid=manual-pairings]', text);
  await A.click('[data-testid=manual-save]');
  await A.waitForSelector('[data-testid=manual-breach][data-criterion=C1]');
  const breach = await A.textContent('[data-testid=manual-breach][data-criterion=C1]');
  assert(/^It breaks a rule of the Dutch system — C1: /.test(breach), 'the breach, as the server names it: ' + breach);
  assertEq((await by.amal.get(`/api/tournaments/${id}`)).tournament.manual_pairings, text, 'saved');
  await t.shot('tournament-pairing-by-hand', A);
  await A.click('[data-testid=tournament-resume]');
  await A.waitForSelector('[data-testid=round][data-round="2"] [data-testid=round-by-hand]', { timeout: 10000 });
  assertEq(await A.textContent('[data-testid=round][data-round="2"] [data-testid=round-by-hand]'), 'paired by hand', 'marked');
  const { tournament: tm } = await by.amal.get(`/api/tournaments/${id}`);
  assertEq(tm.round_list[1].boards.map((x) => `${x.south} ${x.north}\n`).join(''), text, 'round 2 as written');
  assertEq(tm.manual_pairings, '', 'used, then cleared');
  await A.waitForSelector('[data-testid=manual-pairing] h2:has-text("round 3")');
}

export const tournamentTests = [
  ['tournaments: a correction ends the game being played, on its pages and in the lists', correctionEndsTheGame],
  ['tournaments: a forfeit without a move is unrated and said so; neither came, both lose', forfeitsWithoutAMove],
  ['tournaments: the standings while round 2 is played are after round 1', standingsAfterARound],
  ['tournaments: a round robin shows its whole schedule, the round being played marked', roundRobinSchedule],
  ['tournaments: a pause between rounds counted down; pairings with ratings and points before the round', pauseAndPairingInfo],
  ['tournaments: the organiser pairs the next round by hand, sees the rule it breaks, and the round is paired so', pairingByHand],
];
