// The screen-reader mode (issue 50, item 3; docs/accessibility.md "Screen-reader mode") in
// Chromium, in English and in Arabic: after each move the polite live region says what happened
// in words (a Hawalis relay of several laps and the file it takes, an Al-manqala chain, a pass
// and the row to feed, a starvation and the end), moves played by typing them in the command
// line and by keys on the board; the command line's answers (board, row 2, legal, score, last,
// clocks) checked against the API's state; a spectator's page saying the players' moves and
// refusing to play one; the analysis board saying a move; the switch in the settings box (off:
// nothing of it on the page). Games start from made positions through the API.
// What each move did is read from the game's replay (the trace of each frame), never written here.
import { api, assert, assertEq, openWithToken, waitUntil } from './lib/page.mjs';
import { call, register } from './languages.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// A few words of each language that must be there (the facts, pits and numbers, come from the API).
const WORDS = {
  en: { relay: 'relay', file: 'takes the file', chain: 'takes the chain', pass: 'passes', feed: 'must feed', watching: 'You are watching',
    south: 'South', north: 'North', board: 'board', row: 'row', legal: 'legal', score: 'score', last: 'last', clocks: 'clocks', empty: 'empty' },
  ar: { relay: 'مواصلة', file: 'يأسر العمود', chain: 'يأسر السلسلة', pass: 'يمرّر دوره', feed: 'يُطعمه', watching: 'أنت تشاهد',
    south: 'الجنوب', north: 'الشمال', board: 'اللوح', row: 'الصف', legal: 'المشروعة', score: 'النتيجة', last: 'الأخيرة', clocks: 'الساعات', empty: 'فارغة' },
};
// The text as heard: no bidi isolates, Latin digits.
const plain = (s) => String(s).replace(/[\u2066-\u2069\u200e\u200f]/g, '')
  .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
const arabicDigits = (s) => String(s).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

// A page with the mode on (as the switch leaves it in this browser).
async function srPage(t, lang = 'en', opts = {}) {
  const page = await t.newPage({ locale: lang, ...opts });
  await page.addInitScript(() => localStorage.setItem('manqala.screenReader', 'true'));
  return page;
}
const said = async (page) => (await page.$$eval('[data-testid=speech] p', (els) => els.map((e) => e.textContent))).map(plain);
const saidCount = async (page) => Number(await page.getAttribute('[data-testid=speech]', 'data-said')) || 0;
// Waits until the region has said something that holds `what` (a string, or every one of a list).
async function waitSaid(page, what, label, timeout = 15000) {
  const all = [what].flat().map(String);
  let found = null;
  await waitUntil(async () => (found = (await said(page)).find((s) => all.every((w) => s.includes(w)))), `${label}: the region says ${all.join(' + ')} (it said: ${(await said(page).catch(() => [])).join(' | ')})`, timeout);
  return found;
}
// Types a command; its answer (the region's newest words), or null for a move played.
async function command(page, text, { move = false } = {}) {
  const n = await saidCount(page);
  await page.fill('[data-testid=speech-command]', text);
  await page.press('[data-testid=speech-command]', 'Enter');
  if (move) return null;
  await waitUntil(async () => (await saidCount(page)) > n, `an answer to “${text}”`);
  return (await said(page)).at(-1);
}

// A game against the engine from `start` (null: the game's own start), the reader at `human`.
async function gameFrom(srv, game, start, human) {
  return api(srv.url, 'POST', '/api/games', { game, human, level: 1, ...(start ? { start } : {}) });
}
const replay = (srv, id) => api(srv.url, 'GET', `/api/games/${id}/replay`);
// What frame k of a replay did, from its trace: laps, the last seed's pit, the pits taken and their seeds.
function facts(frames, k) {
  const f = frames[k];
  const drops = f.trace.filter((e) => e.k === 'drop');
  const caps = f.trace.filter((e) => e.k === 'capture');
  return { side: f.side, move: f.move, laps: f.trace.filter((e) => e.k === 'lift').length, end: drops.at(-1).pit,
    pits: caps.map((e) => e.pit), seeds: caps.reduce((a, e) => a + e.n, 0) };
}
// The words said of a move hold its side, pit, laps (a relay), end, pits taken and seeds.
function checkMove(text, f, lang, label) {
  const w = WORDS[lang];
  const want = [w[f.side], f.move, f.end, ...f.pits];
  if (f.laps > 1) want.push(w.relay, `${f.laps}`);
  if (f.pits.length) want.push(`${f.seeds}`);
  for (const x of want) assert(text.includes(x), `${label}: “${text}” says ${x}`);
}
const openGame = async (page, srv, r) => {
  await openWithToken(page, srv.url, r);
  await page.waitForSelector('[data-testid=speech-command]');
};

// A Hawalis relay of five laps that takes a file, typed; the engine's reply; the commands.
async function hawalisRelay(t) {
  const srv = await t.server();
  for (const lang of ['en', 'ar']) {
    const w = WORDS[lang];
    const page = await srPage(t, lang, lang === 'ar' ? PHONE : {});
    const r = await gameFrom(srv, 'hawalis', null, 'south');
    await openGame(page, srv, r);
    await command(page, 'g2', { move: true });
    await waitUntil(async () => (await replay(srv, r.game.id)).frames.length >= 3, 'the engine\'s reply');
    const { frames, game } = await replay(srv, r.game.id);
    const mine = facts(frames, 1);
    assert(mine.laps > 1 && mine.pits.length === 2, `g2 from the start relays and takes a file: ${JSON.stringify(mine)}`);
    checkMove(await waitSaid(page, [w.south, 'g2', w.file], `${lang} g2`), mine, lang, `${lang}: South's relay`);
    const reply = facts(frames, 2);
    checkMove(await waitSaid(page, [w.north, reply.move]), reply, lang, `${lang}: the engine's reply`);
    await page.waitForFunction(() => document.querySelector('[data-pit][data-legal=true]'));
    // The commands, answered from the position the API has.
    const g = (await api(srv.url, 'GET', `/api/games/${r.game.id}`)).game;
    const board = await command(page, w.board);
    assertEq(pitCounts(board, w.empty), allPits(g.board), `${lang}: “board” reads every pit's count`);
    assert(board.indexOf('a1') < board.indexOf('a4'), `${lang}: “board” from South's side: row 1 first`);
    const row2 = await command(page, lang === 'ar' ? `${w.row} ${arabicDigits(2)}` : 'row 2');
    assertEq(pitCounts(row2, w.empty), allPits([g.board[1]], 1), `${lang}: “row 2” reads row 2`);
    assertEq(pitsIn(await command(page, w.legal)).sort(), [...g.legal].sort(), `${lang}: “legal” names the legal moves`);
    const score = await command(page, w.score);
    assertEq(captures(score, w), [g.captured.south, g.captured.north], `${lang}: “score” says each side's captures: ${score}`);
    assert(score.includes(w.south) && score.includes(w.north), `${lang}: “score” names the sides: ${score}`);
    assertEq(await command(page, w.last), (await said(page)).filter((s) => s.includes(reply.move) && s.includes(w.north))[0], `${lang}: “last” says the last move again`);
    if (lang === 'en') assert(/no clock/.test(await command(page, 'clocks')), 'a game without a clock says so');
    // The English words always work.
    if (lang === 'ar') assert((await command(page, 'legal')).includes(g.legal[0]), 'the English word works on an Arabic page');
    assert((await command(page, 'xyzzy')).includes('xyzzy'), `${lang}: an unknown command is named`);
    await t.shot(lang === 'en' ? 'sr-hawalis-en' : 'sr-hawalis-ar-phone', page);
  }
}
// "a1 2, b1 empty, ..." -> { a1: 2, b1: 0, ... }
function pitCounts(text, empty) {
  const out = {};
  for (const m of text.matchAll(new RegExp(`\\b([a-g][1-4]) (\\d+|${empty})`, 'g'))) out[m[1]] = m[2] === empty ? 0 : Number(m[2]);
  return Object.fromEntries(Object.entries(out).sort());
}
function allPits(rows, first = 0) {
  const out = {};
  rows.forEach((row, r) => row.forEach((n, c) => { out[`${String.fromCharCode(97 + c)}${r + 1 + first}`] = n; }));
  return Object.fromEntries(Object.entries(out).sort());
}
const pitsIn = (text) => [...text.matchAll(/\b[a-g][1-4]\b/g)].map((m) => m[0]);
// "South has captured 4 seeds. North has captured no seeds." -> [4, 0] (a sentence without a number: none).
const captures = (text, w) => ['south', 'north'].map((s) => {
  const from = text.indexOf(w[s]);
  const m = /\d+/.exec(text.slice(from, text.indexOf('.', from)));
  return m ? Number(m[0]) : 0;
});

// Al-manqala: a chain by keys, a pass with the row to feed (typed), the feeding move by keys,
// a starvation that ends the game.
async function alManqala(t) {
  const srv = await t.server();
  for (const lang of ['en', 'ar']) {
    const w = WORDS[lang];
    const page = await srPage(t, lang, lang === 'ar' ? PHONE : {});
    // The chain over both rows (RULES.md's vector), North at the board, played by keys.
    let r = await gameFrom(srv, 'al-manqala', '3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20', 'north');
    await openGame(page, srv, r);
    await page.focus('[data-pit=b2]');
    await page.keyboard.press('Enter');
    let text = await waitSaid(page, [w.north, 'b2', w.chain], `${lang} chain`);
    checkMove(text, facts((await replay(srv, r.game.id)).frames, 1), lang, `${lang}: the chain`);
    // The pass: North takes South's last seeds; South passes and North must feed.
    r = await gameFrom(srv, 'al-manqala', '1,0,0,0,0,7,3/1,0,0,0,0,0,0 N 44 42', 'north');
    await openGame(page, srv, r);
    await command(page, 'a2', { move: true });
    text = await waitSaid(page, [w.north, 'a2', w.pass, w.feed], `${lang} pass`);
    let g = (await api(srv.url, 'GET', `/api/games/${r.game.id}`)).game;
    assertEq(g.to_move, 'north', 'North moves again');
    checkMove(text, facts((await replay(srv, r.game.id)).frames, 1), lang, `${lang}: the pass`);
    assertEq(pitsIn(await command(page, w.legal)), g.legal, `${lang}: “legal” names the feeding moves`);
    // A pit that does not feed is refused in words (the game's feeding rule, as the board says it).
    const refusal = await command(page, 'g2');
    assert(refusal.includes(g.legal[0]) && !refusal.includes(w.pass), `${lang}: g2 refused, the feeding moves named: ${refusal}`);
    await page.focus(`[data-pit=${g.legal[0]}]`);
    await page.keyboard.press('Enter');
    await waitSaid(page, [w.north, g.legal[0]], `${lang} feeding move`);
    // Starvation: North takes f2; South cannot be fed: the end, in the page's end sentence.
    r = await gameFrom(srv, 'al-manqala', '0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46', 'north');
    await openGame(page, srv, r);
    await command(page, 'g2', { move: true });
    await page.waitForSelector('[data-testid=result-dialog][open]');
    await page.keyboard.press('Escape');
    g = (await api(srv.url, 'GET', `/api/games/${r.game.id}`)).game;
    assertEq(`${g.result.winner} ${g.result.reason}`, 'north starved', 'the game ends by starvation');
    const end = plain(await page.textContent('[data-testid=to-move]'));
    text = await waitSaid(page, [w.north, 'g2', end], `${lang} starvation`);
    assert(text.includes('50') && text.includes('48'), `${lang}: the end says the score: ${text}`);
    await t.shot(lang === 'en' ? 'sr-almanqala-end-en' : 'sr-almanqala-end-ar-phone', page);
  }
}

// A spectator of a game between two people: each move said; no move can be played; the clocks.
async function spectator(t) {
  const srv = await t.server();
  const r = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', opponent: 'friend', human: 'south', clock: { minutes: 5, seconds: 0, increment: 3 } });
  const joined = await api(srv.url, 'POST', `/api/games/${r.game.id}/join`, { invite: r.invite });
  const page = await srPage(t, 'en');
  await page.goto(`${srv.url}?anim=off#/watch/${r.game.id}`);
  await page.waitForSelector('[data-testid=speech-command]');
  let g = (await api(srv.url, 'POST', `/api/games/${r.game.id}/move`, { token: r.token, move: 'e1', ply: 0 })).game;
  g = (await api(srv.url, 'POST', `/api/games/${r.game.id}/move`, { token: joined.token, move: g.legal[0], ply: 1 })).game;
  const { frames } = await replay(srv, r.game.id);
  checkMove(await waitSaid(page, ['South', 'e1'], 'the spectator'), facts(frames, 1), 'en', 'South\'s move, to a spectator');
  checkMove(await waitSaid(page, ['North', frames[2].move], 'the spectator'), facts(frames, 2), 'en', 'North\'s move, to a spectator');
  assert((await command(page, g.legal[0])).includes(WORDS.en.watching), 'a spectator cannot play: said so');
  // The clocks: as the API has them (a clock runs from a side's second move), to a second or two.
  g = (await api(srv.url, 'GET', `/api/games/${r.game.id}`)).game;
  const clocks = await command(page, 'clocks');
  const times = [...clocks.matchAll(/(\d+):(\d\d)/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  assertEq(times.length, 2, `two clocks said: ${clocks}`);
  assert(Math.abs(times[0] - g.clock.south_ms / 1000) <= 2 && Math.abs(times[1] - g.clock.north_ms / 1000) <= 2,
    `the clocks said (${clocks}) are the API's (${g.clock.south_ms}, ${g.clock.north_ms} ms)`);
  await t.shot('sr-spectator-en', page);
}

// A broadcast's spectator (an over-the-board round followed live): each move entered at the
// board said as it comes to the big board; no move can be played from there.
async function broadcastSpectator(t) {
  const srv = await t.server();
  const director = await register(srv, 'salma');
  const post = (path, body) => call(srv, 'POST', path, body, director);
  const { id } = await post('/api/otb', { name: 'Ruwi Night', game: 'al-manqala', options: '', format: 'swiss', rounds: 1,
    tiebreaks: 'BH-C1,BH,SB,DE', initial_colour: 'white', time_control: '15+10', place: 'Ruwi', date: '2026-12-03', chief_arbiter: 'Salma', club_id: '' });
  for (const [name, rating] of [['Amira', 1950], ['Badr', 1900]]) await post(`/api/otb/${id}/players`, { name, rating, account: '' });
  await post(`/api/otb/${id}/pair`, {});
  await waitUntil(async () => (await call(srv, 'GET', `/api/otb/${id}`, undefined, director)).rounds.length >= 1, 'round 1 paired');
  await post(`/api/broadcast/${id}`, { live: true });
  const page = await srPage(t, 'en');
  await page.goto(`${srv.url}?anim=off#/broadcast/${id}`);
  await page.waitForSelector('[data-testid=broadcast-big] [data-pit]');
  await page.waitForSelector('[data-testid=speech-command]');
  const b = (await post(`/api/broadcast/${id}/rounds/1/boards/1/move`, { move: 'e1', ply: 0 })).board;
  const start = (await api(srv.url, 'GET', '/api/meta')).games.find((g) => g.name === 'al-manqala').start;
  const a = await api(srv.url, 'POST', '/api/play', { game: 'al-manqala', position: start, moves: b.moves });
  const end = a.last.trace.filter((e) => e.k === 'drop').at(-1).pit;
  await waitSaid(page, ['South', 'e1', end], 'the broadcast\'s spectator');
  assert((await command(page, a.legal[0])).includes('broadcast'), 'a broadcast\'s spectator cannot play: said so');
  assertEq(pitCounts(await command(page, 'board'), 'empty'), allPits(a.board), 'the broadcast\'s “board”');
}

// The analysis board says a move typed in the command line; the switch turns the mode off and on.
async function analysisAndSwitch(t) {
  const srv = await t.server();
  const page = await srPage(t, 'ar');
  const position = '3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20';
  await page.goto(`${srv.url}?anim=off#/analysis/al-manqala?position=${encodeURIComponent(position)}`);
  await page.waitForSelector('[data-pit=b2][data-legal=true]');
  await command(page, 'b2', { move: true });
  const a = await api(srv.url, 'POST', '/api/play', { game: 'al-manqala', position, moves: ['b2'] });
  const caps = a.last.trace.filter((e) => e.k === 'capture');
  await waitSaid(page, [WORDS.ar.north, 'b2', WORDS.ar.chain, ...caps.map((e) => e.pit), `${caps.reduce((s, e) => s + e.n, 0)}`], 'the analysis board');
  assertEq(pitCounts(await command(page, WORDS.ar.board), WORDS.ar.empty), allPits(a.board), 'the analysis board\'s “board”');
  // The switch: off, nothing of the mode is shown or reached by Tab; on again, it is back.
  const eng = await t.newPage();
  const r = await gameFrom(srv, 'hawalis', null, 'south');
  await openWithToken(eng, srv.url, r);
  await eng.waitForSelector('[data-testid=screen-reader-toggle]');
  assert(await eng.isHidden('[data-testid=speech-box]'), 'the mode is off by default: its box is hidden');
  await eng.check('[data-testid=screen-reader-toggle]');
  await eng.waitForSelector('[data-testid=speech-command]', { state: 'visible' });
  await command(eng, 'c1', { move: true });
  await waitSaid(eng, ['South', 'c1'], 'after the switch');
  await eng.uncheck('[data-testid=screen-reader-toggle]');
  await eng.waitForSelector('[data-testid=speech-box]', { state: 'hidden' });
  const reachable = await eng.evaluate(() => [...document.querySelectorAll('[data-testid=speech-box] input, [data-testid=speech-box] button')].some((e) => e.offsetParent));
  assert(!reachable, 'off: no control of the mode can be reached');
  const tree = await eng.locator('body').ariaSnapshot();
  assert(!tree.includes('South c1:'), 'off: the accessibility tree holds none of its words');
}

export const screenReaderTests = [
  ['screen reader: a Hawalis relay taking a file, typed, and the commands (English, Arabic)', hawalisRelay],
  ['screen reader: Al-manqala chain, pass, feeding and starvation, by keys and typed (English, Arabic)', alManqala],
  ['screen reader: a spectator hears both players and the clocks', spectator],
  ['screen reader: the analysis board says a move; the switch', analysisAndSwitch],
  ['screen reader: a broadcast\'s spectator hears each move', broadcastSpectator],
];
