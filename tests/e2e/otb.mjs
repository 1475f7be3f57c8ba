// An over-the-board club night, as its director and its players see it (docs/tournaments.md,
// "A club night over the board"): a 12-player Swiss of five rounds run by clicking — eleven
// players added at the door, a twelfth late for round 2 (taking number 12: nobody's number
// changes), a half-point bye asked for round 3, a withdrawal after round 3; every result
// entered by clicking, one proposed on the hall screen by a guest and confirmed by the
// director, one corrected (the log names it), and one corrected late, after round 4 was
// paired: the page asks, and round 4 is paired again. After each round the page's pairings and
// standings are the API's; mid-round the standings and crosstable count the same rounds. At the
// end `manqala pair --check` passes every round of the TRF. Then the printed pages (Chromium's
// PDF, read with pdftotext): pairings, standings, crosstable, one scoresheet a page, and in
// Arabic (results read left to right as on the English sheet, one digit system, the title on
// the right); two games entered from their scoresheets (one with a typo mended at the move
// shown) and their replays; the hall screen's pairings then standings; screenshots of each, an
// Arabic phone at 360 px too.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { assert, assertEq, waitIdle, waitUntil } from './lib/page.mjs';
import { call, register } from './languages.mjs';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
// At the door: name and rating (the tenth comes late, for round 2).
const PLAYERS = [['Amira Said', 2010], ['Badr Hamed', 1950], ['Chiku Ali', 1900], ['Dieter Kraus', 1850], ['Eshe Juma', 1800],
  ['Faris Nasser', 1750], ['Grete Vogel', 1700], ['Hamza Omar', 1650], ['Imani Kassim', 0], ['Karim Haddad', 1600], ['Latifa Mansur', 1550]];
const LATE = ['Jabir Salim', 1990];
// A board's result by its round and board: mostly wins for South, some for North, some draws.
const resultFor = (round, board) => ['1-0', '0-1', '1/2', '1-0'][(round + board) % 4];

const pdfText = (file) => execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
const pdfPages = (text) => text.split('\f').filter((p) => p.trim()).length;

// The tournament as the API has it, for the director.
export const otb = (srv, who, id) => call(srv, 'GET', `/api/otb/${id}`, undefined, who);

// The director's browser (the account's session cookie), on `hash`.
export async function browserOf(t, srv, who, hash, opts = {}) {
  const page = await t.newPage(opts);
  const [name, value] = who.cookie.split(';')[0].split('=');
  await page.context().addCookies([{ name, value, url: srv.url }]);
  await page.goto(`${srv.url}?anim=off${hash}`);
  return page;
}

// The new-tournament form, filled as given (each field by its data-testid after "otb-": a
// select's option or a text), then created: the new tournament's id, once its page is open.
async function createOnForm(page, fields) {
  await page.waitForSelector('[data-testid=otb-form]');
  for (const [field, value] of Object.entries(fields)) {
    const sel = `[data-testid=otb-${field}]`;
    if (await page.$eval(sel, (e) => e.tagName === 'SELECT')) await page.selectOption(sel, value);
    else await page.fill(sel, value);
  }
  await page.click('[data-testid=otb-create]');
  await page.waitForURL(/#\/otb\/[\w-]+$/);
  return page.url().match(/#\/otb\/([\w-]+)$/)[1];
}

async function clubNight(t) {
  const srv = await t.server();
  const amal = await register(srv, 'amal');
  const page = await browserOf(t, srv, amal, '#/otb');

  // The list, reached from the tournaments page; the form.
  await page.goto(`${srv.url}?anim=off#/tournaments`);
  await page.click('[data-testid=tournaments-otb-link]');
  const id = await createOnForm(page, { name: 'Muscat Club Night', game: 'al-manqala', format: 'swiss', rounds: '5',
    colour: 'white', time: '10+5', place: 'Muscat', date: '2026-12-03', arbiter: 'Salma Rashid' });
  await page.waitForSelector('[data-testid=otb-add]');
  let tm = await otb(srv, amal, id);
  assertEq([tm.tournament.name, tm.tournament.format, tm.tournament.rounds, tm.tournament.time_control, tm.tournament.place, tm.tournament.date, tm.directs],
    ['Muscat Club Night', 'swiss', 5, '10+5', 'Muscat', '2026-12-03', true], 'the tournament as the form made it');
  assertEq(tm.tournament.tiebreaks, ['BH-C1', 'BH', 'SB', 'DE'], 'a Swiss\'s tie-breaks by default');
  assertEq(tm.tournament.initial_colour, 'white', 'the first colour chosen');
  assertEq(await page.textContent('[data-testid=otb-colour]'), 'First-ranked player in round 1: South (White)', 'the page says it');

  // Eleven players at the door.
  for (const [name, rating] of PLAYERS) await addAtDoor(page, name, rating);
  tm = await otb(srv, amal, id);
  assertEq(tm.players.map((p) => p.name).sort(), PLAYERS.map(([n]) => n).sort(), 'eleven players');
  assertEq(await page.$$eval('[data-testid=otb-player]', (rows) => rows.length), 11, 'the director\'s table lists them');
  await sameNameTwice(page);
  // Amira's FIDE title, federation and ID, mended in at the door (for the TRF).
  const amira = page.locator('[data-testid=otb-player][data-name="Amira Said"]');
  await amira.locator('[data-testid=otb-mend] > summary').click();
  await amira.locator('[data-testid$=-title]').selectOption('WIM');
  await amira.locator('[data-testid$=-federation]').fill('OMA');
  await amira.locator('[data-testid$=-fide-id]').fill('9100012');
  await amira.locator('[data-testid=otb-mend-save]').click();
  await page.waitForSelector('[data-testid=otb-player][data-name="Amira Said"] abbr.otb-title');
  const fide = (await otb(srv, amal, id)).players.find((p) => p.name === 'Amira Said');
  assertEq([fide.title, fide.federation, fide.fide_id], ['WIM', 'OMA', '9100012'], 'the FIDE fields stored');

  // The hall's screen, a guest's browser (no account): round 1's pairings once paired.
  const hall = await t.newPage({ viewport: { width: 1280, height: 720 } });
  const hallLink = await page.getAttribute('[data-testid=otb-hall-link]', 'href');
  assert(/\/hall\?code=\w{8}$/.test(hallLink), `the director's hall link carries the hall's code: ${hallLink}`);
  await hall.goto(`${srv.url}?anim=off${hallLink}`);
  await hall.waitForSelector('[data-testid=hall][data-view=pairings]');

  const seen = { proposed: false, corrected: false };
  for (let round = 1; round <= 5; round++) {
    if (round === 2) await lateEntry(srv, amal, page, id);
    if (round === 3) { // a half-point bye asked in advance by Eshe for round 3
      const row = page.locator('[data-testid=otb-player][data-name="Eshe Juma"]');
      await row.locator('[data-testid=otb-bye-round]').selectOption('3');
      await row.locator('[data-testid=otb-bye-kind]').selectOption('half');
      await row.locator('[data-testid=otb-bye-set]').click();
      await page.waitForSelector('[data-testid=otb-player][data-name="Eshe Juma"] [data-testid=otb-bye][data-round="3"][data-kind=half]');
    }
    if (round === 4) { // Hamza withdraws: two clicks
      const w = page.locator('[data-testid=otb-player][data-name="Hamza Omar"] [data-testid=otb-withdraw]');
      await w.click();
      await w.click();
      await page.waitForSelector('[data-testid=otb-player][data-name="Hamza Omar"].withdrawn');
    }
    await page.click('[data-testid=otb-pair]');
    await page.waitForSelector(`[data-testid=otb-round-box][data-round="${round}"] [data-testid=otb-board]`);
    await waitIdle(page);
    if (round === 1) await takeBackAndPairAgain(srv, amal, page, id);
    if (round === 2) await handEdit(srv, amal, page, id);
    if (round === 4) await lateCorrection(t, srv, amal, page, id);
    tm = await otb(srv, amal, id);
    const r = tm.rounds[round - 1];
    assertEq(r.round, round, `round ${round} paired`);
    await samePairings(page, r);
    const names = new Set(r.boards.flatMap((b) => [b.white_name, b.black_name]).filter(Boolean));
    if (round === 1) assertEq(names.size, 11, 'round 1: eleven players on the boards (one with the bye)');
    if (round === 2) assert(names.has(LATE[0]), 'the late entry plays round 2');
    if (round === 3) {
      assert(!names.has('Eshe Juma'), 'Eshe has her bye in round 3');
      assert(r.not_paired.some((n) => n.kind === 'half'), 'round 3 names the half-point bye');
      assert(/Eshe Juma \(half-point bye\)/.test(await page.textContent(`[data-testid=otb-round-box][data-round="3"] [data-testid=otb-not-paired]`)), 'the page names her bye');
    }
    if (round >= 4) {
      assert(!names.has('Hamza Omar'), `round ${round}: the withdrawn player is not paired`);
      assert((await page.textContent(`[data-testid=otb-round-box][data-round="${round}"] [data-testid=otb-not-paired]`)).includes('Hamza Omar (withdrawn)'),
        `round ${round}: the page says he withdrew`);
    }
    t.log(`round ${round}: ${r.boards.length} boards`);

    if (round === 1) await hallProposal(t, srv, page, hall, id, r);
    const forfeited = round === 4 ? await forfeitKept(t, srv, amal, page, id, r) : 0;
    for (const b of r.boards) {
      if (!b.black || b.result || b.board === forfeited) continue;
      if (round === 1 && b.board === 1) continue; // proposed from the hall, confirmed above
      await enterResult(page, round, b.board, resultFor(round, b.board));
      if (round === 3 && b.board === 1) await midRound(page, srv, amal, id);
    }
    if (round === 2) { // a correction: board 1 of round 2 was the other way round
      const was = resultFor(2, 1);
      const fixed = was === '1-0' ? '0-1' : '1-0';
      await enterResult(page, 2, 1, fixed);
      tm = await otb(srv, amal, id);
      const entry = tm.log.find((e) => e.what === 'correction');
      assert(entry && entry.round === 2 && entry.board === 1 && entry.from === was && entry.to === fixed && entry.by === 'amal', `the log names the correction: ${JSON.stringify(entry)}`);
      await page.waitForSelector('[data-testid=otb-log-row][data-what=correction]');
      seen.corrected = true;
    }
    tm = await otb(srv, amal, id);
    assert(tm.rounds[round - 1].boards.every((b) => b.result), `round ${round}: every board has its result`);
    await sameStandings(page, tm);
  }
  assert(seen.corrected, 'a correction was made');
  await checkedByTheCommand(t, srv, amal, id);
  await t.shot('otb-director', page, { fullPage: true });

  // The crosstable on the page: the API's rows.
  // Each player's tie-break breakdown, opened on the page: one block a player, a row a round.
  await page.click('[data-testid=otb-breakdown-box] > summary');
  await page.waitForSelector('[data-testid=otb-breakdown]');
  assertEq(await page.$$eval('[data-testid=otb-breakdown]', (els) => els.map((e) => Number(e.dataset.number))), tm.standings.rows.map((r) => r.number), 'a breakdown a player, in rank order');
  assert(await page.$$eval('[data-testid=otb-breakdown-round][data-cut=true]', (els) => els.length) >= tm.standings.rows.length - 1, 'BH-C1 leaves a round out of (nearly) everyone\'s');
  // The final crosstable in the standings' order; by starting number when asked.
  const cross = await page.$$eval('[data-testid=otb-cross-row]', (rows) => rows.map((r) => Number(r.dataset.number)));
  assertEq(cross, tm.standings.rows.map((r) => r.number), 'the crosstable in rank order');
  await page.selectOption('[data-testid=otb-cross-order]', 'number');
  await page.waitForSelector('[data-testid=otb-crosstable][data-order=number]');
  assertEq(await page.$$eval('[data-testid=otb-cross-row]', (rows) => rows.map((r) => Number(r.dataset.number))), tm.crosstable.map((c) => c.number), 'the crosstable by starting number');

  await printed(t, srv, amal, id, tm);
  await sheets(t, srv, amal, page, id, tm);

  // The hall's screen after a while: the pairings, then the standings (every ~15 s).
  await hall.reload();
  await hall.waitForSelector('[data-testid=hall][data-view=pairings]');
  assert(/Round 5/.test(await hall.textContent('[data-testid=hall-view]')), 'the hall shows round 5\'s pairings');
  await t.shot('otb-hall-pairings', hall);
  await hall.waitForSelector('[data-testid=hall][data-view=standings]', { timeout: 20000 });
  const hallRows = await hall.$$eval('[data-testid=otb-standing]', (rows) => rows.map((r) => Number(r.dataset.number)));
  assertEq(hallRows, tm.standings.rows.map((s) => s.number), 'the hall\'s standings');
  await t.shot('otb-hall-standings', hall);

  await hallFits(t, srv, amal, id);

  // A guest (the hall's browser) on the tournament's page: the pairings, standings and
  // crosstable, none of the director's controls, no log.
  await hall.goto(`${srv.url}?anim=off#/otb/${id}`);
  await hall.waitForSelector('[data-testid=otb-page][data-directs=false] [data-testid=otb-standings]');
  assertEq(await hall.$$eval('[data-testid=otb-director], [data-testid=otb-result-pick], [data-testid=otb-log], [data-testid=otb-sheet-link]', (els) => els.length), 0,
    'a guest gets no director\'s controls');
  assert(await hall.isVisible('[data-testid=otb-crosstable]'), 'a guest sees the crosstable');

  // Finished: the final standings.
  await page.goto(`${srv.url}?anim=off#/otb/${id}`);
  const fin = page.locator('[data-testid=otb-finish]');
  await fin.click();
  await fin.click();
  await page.waitForSelector('[data-testid=otb-page][data-status=finished]');
  assertEq((await otb(srv, amal, id)).tournament.status, 'finished', 'finished');
  // A correction after the end: reopened (two clicks), corrected, finished again; the log keeps it.
  const reopen = page.locator('[data-testid=otb-reopen]');
  await reopen.click();
  await reopen.click();
  await page.waitForSelector('[data-testid=otb-page][data-status=running]');
  const last5 = tm.rounds[4].boards.find((b) => b.black);
  const mended = last5.result === '1/2' ? '1-0' : '1/2';
  await enterResult(page, 5, last5.board, mended);
  await fin.click();
  await fin.click();
  await page.waitForSelector('[data-testid=otb-page][data-status=finished]');
  assert((await otb(srv, amal, id)).log.some((e) => e.what === 'reopened'), 'the log names the reopening');
  tm = await otb(srv, amal, id);
  assert(/Final standings/.test(await page.textContent('[data-testid=otb-standings-heading]')), 'final standings');

  // The TRF file for other software, and back in as a new tournament (the file picker).
  const trfUrl = new URL(await page.getAttribute('[data-testid=otb-trf]', 'href'), srv.url).href;
  const trf = await (await fetch(trfUrl, { headers: { Cookie: amal.cookie } })).text();
  assert(/^012 Muscat Club Night/m.test(trf) && trf.includes('Faris Nasser'), `the TRF file: ${trf.slice(0, 120)}`);
  assert(/^001 .*WIM Amira Said .*OMA +9100012/m.test(trf), `the TRF carries Amira's title, federation and FIDE ID: ${trf.split('\n').find((l) => l.includes('Amira'))}`);
  await page.goto(`${srv.url}?anim=off#/otb`);
  await page.setInputFiles('[data-testid=otb-trf-file]', { name: 'club-night.trf', mimeType: 'text/plain', buffer: Buffer.from(trf) });
  await page.selectOption('[data-testid=otb-trf-game]', 'al-manqala');
  await page.click('[data-testid=otb-trf-submit]');
  await page.waitForURL((u) => /#\/otb\/[\w-]+$/.test(u.hash) && !u.hash.endsWith(id));
  const copy = await otb(srv, amal, page.url().match(/#\/otb\/([\w-]+)$/)[1]);
  assertEq(copy.players.map((p) => p.name).sort(), tm.players.map((p) => p.name).sort(), 'the imported tournament\'s players');
  assertEq(copy.standings.rows.map((r) => [r.name, r.points]), tm.standings.rows.map((r) => [r.name, r.points]), 'the imported standings');
  await page.goto(`${srv.url}?anim=off#/otb`);
  await page.waitForSelector('[data-testid=otb-row]');
  assertEq(await page.$$eval('[data-testid=otb-row]', (rows) => rows.length), 2, 'the list has both');

  // An Arabic phone at 360 px: the tournament page without sideways scrolling.
  const phone = await browserOf(t, srv, amal, `#/otb/${id}`, PHONE);
  await phone.goto(`${srv.url}?anim=off&lang=ar#/otb/${id}`);
  await phone.waitForSelector('[data-testid=otb-standings]');
  assertEq(await phone.evaluate(() => document.documentElement.dir), 'rtl', 'Arabic reads right to left');
  const wide = await phone.evaluate(() => document.documentElement.scrollWidth);
  assert(wide <= 362, `the Arabic phone page fits 360 px (scroll width ${wide})`);
  await t.shot('otb-phone-ar', phone, { fullPage: true });
  // The list and its forms, the hall's screen and a scoresheet's page on the Arabic phone: no
  // sideways scrolling either.
  for (const [hash, ready, file] of [['#/otb', '[data-testid=otb-form]', 'otb-phone-ar-list'], [`#/otb/${id}/hall`, '[data-testid=hall] [data-testid=otb-board]', 'otb-phone-ar-hall'],
    [`#/otb/${id}/sheet/5/1`, '[data-testid=sheet-status][data-count]', 'otb-phone-ar-sheet'],
    [`#/otb/${id}/print/scoresheets?round=5`, '[data-testid=scoresheet]', 'otb-phone-ar-print']]) {
    await phone.goto(`${srv.url}?anim=off&lang=ar${hash}`);
    await phone.waitForSelector(ready);
    const w = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert(w <= 362, `${hash} fits 360 px in Arabic (scroll width ${w})`);
    await t.shot(file, phone);
  }
}

// The hall's television at 1920×1080: both views without scrolling, every name on one line;
async function hallFits(t, srv, amal, id) {
  const link = `#/otb/${id}/hall?code=${(await otb(srv, amal, id)).hall_code}`;
  const tv = await t.newPage({ viewport: { width: 1920, height: 1080 } });
  await tv.goto(`${srv.url}?anim=off${link}`);
  for (const view of ['pairings', 'standings']) {
    await tv.click(`[data-testid=hall-show-${view}]`);
    await tv.waitForSelector(`[data-testid=hall][data-view=${view}] table`);
    const m = await tv.evaluate(() => ({ h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth,
      // A cell whose text lies on more than one line was wrapped.
      wrapped: [...document.querySelectorAll('.hall td[dir=auto]')].filter((n) => {
        const r = document.createRange();
        r.selectNodeContents(n);
        const rects = [...r.getClientRects()].filter((x) => x.width > 0);
        return rects.length > 1 && Math.max(...rects.map((x) => x.top)) >= Math.min(...rects.map((x) => x.bottom)); // two lines overlap nowhere
      }).map((n) => n.textContent),
      lastRow: document.querySelector('.hall table tbody tr:last-child').getBoundingClientRect().bottom,
      absent: document.querySelector('[data-testid=otb-not-paired]')?.getBoundingClientRect().bottom ?? 0 }));
    assert(m.h <= 1080 && m.w <= 1920, `the hall's ${view} fit 1920×1080 (${m.w}×${m.h})`);
    assert(m.lastRow <= 1080 && m.absent <= 1080, `the hall's ${view}: the last line on the screen (${m.lastRow}, ${m.absent})`);
    assertEq(m.wrapped, [], `the hall's ${view}: names on one line`);
    await t.shot(`otb-hall-tv-${view}`, tv);
  }
  await tv.close();
}

// The same name twice at the door: the page says so first; added all the same, then deleted
// (never paired) with two clicks.
async function sameNameTwice(page) {
  await page.fill('[data-testid=otb-add-name]', 'badr hamed');
  await page.click('[data-testid=otb-add-submit]');
  await page.waitForSelector('[data-testid=otb-add] .form-error:not([hidden])');
  assert(/badr hamed is in the list already/.test(await page.textContent('[data-testid=otb-add]')), 'the page warns of the same name');
  assertEq(await page.$$eval('[data-testid=otb-player]', (rows) => rows.length), 11, 'not added at the first click');
  await page.click('[data-testid=otb-add-submit]');
  await page.waitForSelector('[data-testid=otb-player][data-name="badr hamed"]');
  const del = page.locator('[data-testid=otb-player][data-name="badr hamed"] [data-testid=otb-delete]');
  await del.click();
  await del.click();
  await page.waitForSelector('[data-testid=otb-player][data-name="badr hamed"]', { state: 'detached' });
}

// The late entry, at the door before round 2: number 12, the last; round 1's boards keep
// their numbers (its printed sheet still agrees with the crosstable and the TRF).
async function lateEntry(srv, amal, page, id) {
  const before = await otb(srv, amal, id);
  await addAtDoor(page, ...LATE);
  const after = await otb(srv, amal, id);
  assertEq(after.players.find((p) => p.name === LATE[0]).number, 12, 'the late entry takes the next number');
  assertEq(after.players.filter((p) => p.name !== LATE[0]).map((p) => [p.name, p.number]), before.players.map((p) => [p.name, p.number]), 'nobody else is renumbered');
  assertEq(after.rounds[0].boards.map((b) => [b.white, b.black]), before.rounds[0].boards.map((b) => [b.white, b.black]), 'round 1 as printed');
  assert(await page.isVisible('[data-testid=otb-renumber]'), 'the director may re-sort the numbers');
}

// In the middle of round 3 (one result in): the standings and the crosstable both count
// rounds 1 and 2, and both say round 3 is in progress.
async function midRound(page, srv, amal, id) {
  const tm = await otb(srv, amal, id);
  assertEq([tm.standings.after_round, tm.standings.in_progress], [2, 3], 'mid-round: counted and in progress');
  const points = new Map(tm.standings.rows.map((r) => [r.number, r.points]));
  assert(tm.crosstable.every((c) => c.rounds.length === 2 && c.points === points.get(c.number)), 'the crosstable counts what the standings count');
  await page.waitForSelector('[data-testid=otb-crosstable-heading][data-after="2"]');
  assertEq(await page.$$eval('[data-testid=otb-in-progress]', (els) => els.map((e) => e.dataset.round)), ['3', '3'], 'both tables say round 3 is in progress');
  assert(/Crosstable after round 2/.test(await page.textContent('[data-testid=otb-crosstable-heading]')), 'the crosstable says which rounds it counts');
}

// Round 3 board 2's result corrected after round 4 was paired: the page asks; the director pairs
// round 4 again, which the log names; the new round 4 is the Dutch pairing of the corrected file.
async function lateCorrection(t, srv, amal, page, id) {
  const before = await otb(srv, amal, id);
  const board = before.rounds[2].boards.find((b) => b.black && b.board === 2);
  const fixed = board.result === '1-0' ? '0-1' : '1-0';
  const row = page.locator(`[data-testid=otb-round-box][data-round="3"] [data-testid=otb-board][data-board="2"]`);
  if (!(await page.$eval('[data-testid=otb-round-box][data-round="3"]', (d) => d.open))) await page.click('[data-testid=otb-round-box][data-round="3"] > summary');
  await row.locator('[data-testid=otb-result-pick]').selectOption(fixed);
  await row.locator('[data-testid=otb-result-set]').click();
  await page.waitForSelector('[data-testid=otb-later]:not([hidden]) [data-testid=otb-later-repair]');
  assert(/Paired on the old result: Round 4\./.test(await row.locator('[data-testid=otb-later]').textContent()), 'the page names the round paired on the old result');
  assertEq((await otb(srv, amal, id)).rounds[2].boards[1].result, board.result, 'nothing changed until the director says');
  await t.shot('otb-late-correction', page);
  await row.locator('[data-testid=otb-later-repair]').click();
  await page.waitForSelector('[data-testid=otb-round-box][data-round="3"] [data-testid=otb-board][data-board="2"][data-result="' + fixed + '"]');
  await waitUntil(async () => { const x = await otb(srv, amal, id); return x.tournament.round === 4 && x.pairing?.state !== 'running'; }, 'round 4 paired again');
  const after = await otb(srv, amal, id);
  const line = after.log.find((e) => e.what === 'unpaired' && e.round === 4);
  assert(line && line.to === '3.2', `the log says round 4 was taken back for the correction: ${JSON.stringify(line)}`);
  await page.waitForSelector('[data-testid=otb-round-box][data-round="4"] [data-testid=otb-board]');
  await waitIdle(page);
}

// A forfeit entered just after round 4's pairing: the page offers to pair the round again
// without the absent North; the director keeps the forfeit. The board's number.
async function forfeitKept(t, srv, amal, page, id, r) {
  const b = r.boards.filter((x) => x.black).at(-1);
  const row = page.locator(`[data-testid=otb-round-box][data-round="4"] [data-testid=otb-board][data-board="${b.board}"]`);
  await row.locator('[data-testid=otb-result-pick]').selectOption('+-');
  await row.locator('[data-testid=otb-result-set]').click();
  await page.waitForSelector('[data-testid=otb-later]:not([hidden]) [data-testid=otb-forfeit-repair]');
  assert((await row.locator('[data-testid=otb-later]').textContent()).includes(`${b.black_name}\u2069 did not come`), 'the page names who did not come');
  await t.shot('otb-forfeit-question', page);
  await row.locator('[data-testid=otb-forfeit-keep]').click();
  await page.waitForSelector(`[data-testid=otb-round-box][data-round="4"] [data-testid=otb-board][data-board="${b.board}"][data-result="+-"]`);
  assertEq((await otb(srv, amal, id)).tournament.round, 4, 'kept: round 4 stands');
  return b.board;
}

// Every round of the tournament's TRF passes `manqala pair --check` (the late correction's
// round 4 was paired again on the corrected score).
async function checkedByTheCommand(t, srv, amal, id) {
  const trf = await (await fetch(`${srv.url}/api/otb/${id}/tournament.trf`, { headers: { Cookie: amal.cookie } })).text();
  const file = path.join(t.out, 'otb-club-night.trf');
  fs.writeFileSync(file, trf);
  for (let round = 1; round <= 5; round++) {
    const out = execFileSync(t.binary, ['pair', '--check', '--round', String(round), file], { encoding: 'utf8' });
    t.log(`pair --check round ${round}: ${out.trim().split('\n')[0]}`);
  }
}

// Round 1 taken back (two clicks) before any result, then paired again: the same boards.
async function takeBackAndPairAgain(srv, amal, page, id) {
  const before = (await otb(srv, amal, id)).rounds[0].boards.map((b) => [b.white, b.black]);
  const b = page.locator('[data-testid=otb-unpair]');
  await b.click();
  await b.click();
  await page.waitForSelector('[data-testid=otb-round-box]', { state: 'detached' });
  assertEq((await otb(srv, amal, id)).rounds.length, 0, 'round 1 taken back');
  await page.click('[data-testid=otb-pair]');
  await page.waitForSelector('[data-testid=otb-round-box][data-round="1"] [data-testid=otb-board]');
  const tm = await otb(srv, amal, id);
  assertEq(tm.rounds[0].boards.map((x) => [x.white, x.black]), before, 'paired again the same way');
  assert(tm.log.some((e) => e.what === 'unpaired'), 'the log names the unpairing');
}

// Round 2's pairing changed by hand before its results: North of boards 1 and 2 swapped. The
// page lists the breaches the server named (or says there are none); the boards are the new ones.
async function handEdit(srv, amal, page, id) {
  const r = (await otb(srv, amal, id)).rounds[1];
  const [b1, b2] = r.boards;
  await page.click('[data-testid=otb-edit] > summary');
  await page.locator('[data-testid=otb-edit-board][data-board="1"] select').nth(1).selectOption(String(b2.black));
  await page.locator('[data-testid=otb-edit-board][data-board="2"] select').nth(1).selectOption(String(b1.black));
  const [answer] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith(`/rounds/2/pairings`) && res.request().method() === 'POST'),
    page.click('[data-testid=otb-edit-save]'),
  ]);
  const { breaches } = await answer.json();
  await page.waitForSelector('[data-testid=otb-breaches][data-count]');
  const shown = await page.$$eval('[data-testid=otb-breaches] li', (lis) => lis.map((li) => li.textContent));
  assertEq(shown, breaches.length ? breaches : ['It keeps every rule of the Dutch system.'], 'the breaches the server named');
  assert(breaches.length > 0, `swapping two boards' North breaks a rule of the Dutch system: ${JSON.stringify(breaches)}`);
  const tm = await otb(srv, amal, id);
  assertEq(tm.rounds[1].boards.slice(0, 2).map((b) => [b.white, b.black]), [[b1.white, b2.black], [b2.white, b1.black]], 'the hand-made boards stored');
  assert(tm.log.some((e) => e.what === 'pairing-edited'), 'the log names the hand edit');
  // Put back as the system paired it: no breach, and the night stays checkable by the command.
  await page.locator('[data-testid=otb-edit-board][data-board="1"] select').nth(1).selectOption(String(b1.black));
  await page.locator('[data-testid=otb-edit-board][data-board="2"] select').nth(1).selectOption(String(b2.black));
  await page.click('[data-testid=otb-edit-save]');
  await page.waitForFunction(() => document.querySelector('[data-testid=otb-breaches]')?.dataset.count === '0');
  assertEq((await otb(srv, amal, id)).rounds[1].boards.map((b) => [b.white, b.black]), r.boards.map((b) => [b.white, b.black]), 'the system\'s boards back');
}

async function addAtDoor(page, name, rating) {
  await page.fill('[data-testid=otb-add-name]', name);
  await page.fill('[data-testid=otb-add-rating]', String(rating));
  await page.click('[data-testid=otb-add-submit]');
  await page.waitForSelector(`[data-testid=otb-player][data-name="${name}"]`);
}

async function enterResult(page, round, board, result) {
  const row = page.locator(`[data-testid=otb-round-box][data-round="${round}"] [data-testid=otb-board][data-board="${board}"]`);
  await row.locator('[data-testid=otb-result-pick]').selectOption(result);
  await row.locator('[data-testid=otb-result-set]').click();
  await page.waitForSelector(`[data-testid=otb-round-box][data-round="${round}"] [data-testid=otb-board][data-board="${board}"][data-result="${result}"]`);
}

// The page's boards: the API's, names and numbers.
async function samePairings(page, r) {
  const shown = await page.$$eval(`[data-testid=otb-round-box][data-round="${r.round}"] [data-testid=otb-board]`, (rows) =>
    rows.map((tr) => [Number(tr.dataset.board), [...tr.querySelectorAll('.otb-name')].map((n) => n.textContent)]));
  assertEq(shown, r.boards.map((b) => [b.board, b.black ? [b.white_name, b.black_name] : [b.white_name]]), `round ${r.round}: the pairings shown`);
}

// The page's standings: the API's, numbers, points and tie-breaks.
async function sameStandings(page, tm) {
  await page.waitForFunction((after) => document.querySelector('[data-testid=otb-standings]')?.dataset.after === String(after), tm.standings.after_round);
  const shown = await page.$$eval('[data-testid=otb-standing]', (rows) => rows.map((r) => [Number(r.dataset.number), r.dataset.points]));
  assertEq(shown, tm.standings.rows.map((s) => [s.number, s.points]), `standings after round ${tm.standings.after_round}`);
  assertEq(tm.standings.rows[0].tiebreaks.length, 4, 'four tie-breaks a row');
  // Tie-breaks are printed exact (a Sonneborn–Berger of 10.75 is not "10½"): the page's English
  // digits are the server's value.
  const cells = await page.$$eval('[data-testid=otb-standing]', (rows) => rows.map((r) =>
    [...r.querySelectorAll('td[data-col^=tb]')].map((td) => td.textContent.replace(/[\u2066-\u2069]/g, ''))));
  assertEq(cells, tm.standings.rows.map((s) => s.tiebreaks.map((v) => (v === '' ? '' : new Intl.NumberFormat('en').format(Number(v))))),
    'tie-breaks exact, as the server computed them');
}

// The hall's result dialog on a phone, in English and Arabic: inside the screen, its heading
// and the players' line whole, nothing drawn over them.
async function phoneDialog(t, srv, hallUrl) {
  const phone = await t.newPage(PHONE);
  for (const lang of ['en', 'ar']) {
    await phone.goto(hallUrl.replace('?anim=off', `?anim=off&lang=${lang}`));
    await phone.click('[data-testid=hall-show-pairings]');
    await phone.click('[data-testid=otb-board][data-board="3"] [data-testid=hall-tap]');
    await phone.waitForSelector('[data-testid=hall-dialog][open]');
    const d = await phone.evaluate(() => {
      const dialog = document.querySelector('[data-testid=hall-dialog]');
      const r = dialog.getBoundingClientRect();
      const parts = [...dialog.children].map((e) => e.getBoundingClientRect());
      const overlap = parts.some((a, i) => parts.some((b, j) => j > i && a.bottom > b.top + 1 && b.bottom > a.top + 1 && a.right > b.left + 1 && b.right > a.left + 1));
      const inside = parts.every((x) => x.left >= r.left - 1 && x.right <= r.right + 1 && x.top >= r.top - 1);
      return { fits: r.left >= 0 && r.right <= innerWidth && r.top >= 0 && dialog.scrollWidth <= dialog.clientWidth + 1, inside, overlap };
    });
    assert(d.fits && d.inside && !d.overlap, `the ${lang} phone's result dialog fits, nothing over anything: ${JSON.stringify(d)}`);
    const cut = await phone.$$eval('.hall thead th', (ths) => ths.filter((th) => th.scrollWidth > th.clientWidth + 1).map((th) => th.textContent));
    assertEq(cut, [], `the ${lang} phone's column headings are whole`);
    await t.shot(`otb-phone-${lang}-hall-dialog`, phone);
    await phone.click('[data-testid=hall-cancel]');
  }
  await phone.close();
}

// A guest at the hall's screen proposes board 1's result; the director's page shows it waiting
// and confirms it.
async function hallProposal(t, srv, page, hall, id, r) {
  const b = r.boards[0];
  await phoneDialog(t, srv, hall.url());
  await hall.waitForSelector('[data-testid=hall][data-view=pairings] [data-testid=otb-board][data-board="1"] [data-testid=hall-tap]', { timeout: 10000 });
  await hall.click('[data-testid=otb-board][data-board="1"] [data-testid=hall-tap]');
  await hall.waitForSelector('[data-testid=hall-dialog][open]');
  await t.shot('otb-hall-propose', hall);
  await hall.click('[data-testid=hall-result][data-result="1-0"]');
  await hall.waitForSelector('[data-testid=otb-board][data-board="1"][data-proposed="1-0"] [data-testid=otb-proposed]');
  const row = `[data-testid=otb-round-box][data-round="1"] [data-testid=otb-board][data-board="1"]`;
  await page.waitForSelector(`${row}[data-proposed="1-0"] [data-testid=otb-confirm]`, { timeout: 10000 });
  assert(/waiting for the director/.test(await page.textContent(`${row} [data-testid=otb-proposed]`)), 'the director sees it waiting');
  await page.click(`${row} [data-testid=otb-confirm]`);
  await page.waitForSelector(`${row}[data-result="1-0"]`);
  const tm = await call(srv, 'GET', `/api/otb/${id}`);
  assertEq([tm.rounds[0].boards[0].result, tm.rounds[0].boards[0].proposed], ['1-0', null], `board 1 (${b.white_name}–${b.black_name}): the proposal confirmed`);
  // Board 2 proposed twice, differently: the second does not overwrite the first; the director
  // sees both and no Confirm (the result is entered in the loop).
  for (const result of ['1-0', '0-1']) {
    await hall.click('[data-testid=otb-board][data-board="2"] [data-testid=hall-tap]');
    await hall.waitForSelector('[data-testid=hall-dialog][open]');
    await hall.click(`[data-testid=hall-result][data-result="${result}"]`);
    await hall.waitForSelector(`[data-testid=otb-board][data-board="2"][data-proposed="1-0"]`);
  }
  const row2 = `[data-testid=otb-round-box][data-round="1"] [data-testid=otb-board][data-board="2"]`;
  await page.waitForSelector(`${row2} [data-testid=otb-proposed][data-conflict="0-1"]`, { timeout: 10000 });
  assert(/proposed 1–0 and 0–1: the director decides/.test((await page.textContent(`${row2} [data-testid=otb-proposed]`)).replace(/[\u2066-\u2069]/g, '')), 'the director sees both proposals');
  assertEq(await page.$$eval(`${row2} [data-testid=otb-confirm]`, (els) => els.length), 0, 'no confirming one of two');
  // Without the hall's code nobody proposes.
  const stranger = await fetch(`${srv.url}/api/otb/${id}/rounds/1/boards/3/result`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ result: '1-0' }) });
  assertEq(stranger.status, 403, 'a proposal without the hall\'s code is refused');
}

// The print pages as PDF, read back as text.
async function printed(t, srv, amal, id, tm) {
  const page = await browserOf(t, srv, amal, `#/otb/${id}/print/pairings?round=5`);
  const pdf = async (hash, file, ready = '[data-testid=print-page]') => {
    await page.goto(`${srv.url}?anim=off${hash}`);
    await page.waitForSelector(ready);
    await page.emulateMedia({ media: 'print' });
    const out = path.join(t.out, `${file}.pdf`);
    await page.pdf({ path: out, preferCSSPageSize: true, printBackground: false });
    await page.emulateMedia({ media: 'screen' });
    return pdfText(out);
  };
  const r5 = tm.rounds[4];
  let text = await pdf(`#/otb/${id}/print/pairings?round=5`, 'otb-pairings');
  assert(text.includes('Muscat Club Night') && text.includes('Pairings of round 5'), 'pairings: the tournament and the round');
  for (const b of r5.boards) for (const n of [b.white_name, b.black_name].filter(Boolean)) assert(text.includes(n), `pairings: ${n}`);
  assert(!text.includes('Over the board') && !/\bPrint\b/.test(text), 'pairings: no nav, no buttons on paper');
  const ratingOf = new Map(tm.players.map((p) => [p.name, p.rating]));
  for (const b of r5.boards) for (const n of [b.white_name, b.black_name].filter((x) => x && ratingOf.get(x)))
    assert(new RegExp(`${n}\\s+${ratingOf.get(n)}`).test(text), `pairings: ${n}'s rating beside the name`);
  // Page two: who plays where, by name, for the door.
  const [, door] = text.split('\f');
  assert(door && door.includes('Who plays where, round 5'), 'pairings: the door\'s list on a page of its own');
  const order = tm.players.map((p) => p.name).sort((a, b) => a.localeCompare(b, 'en'));
  assertEq(order.map((n) => door.indexOf(n)).every((x, i, all) => x >= 0 && (i === 0 || x > all[i - 1])), true, 'the door\'s list: every player, by name');
  const sitting = r5.boards.find((b) => b.black);
  assert(new RegExp(`${sitting.black_name}\\s+\\d+\\s+board ${sitting.board}, North`).test(door), `the door's list: ${sitting.black_name} on board ${sitting.board}, North`);
  // The QR code on the sheet opens the live page.
  const qr = path.join(t.out, 'otb-live-qr.png');
  await page.waitForFunction(() => { const img = document.querySelector('[data-testid=print-live] img'); return img?.complete && img.naturalWidth > 0; }, null, { timeout: 10000 });
  await page.locator('[data-testid=print-live] img').screenshot({ path: qr });
  const decoded = execFileSync('/usr/bin/zbarimg', ['--raw', '-q', qr], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  assertEq(decoded, `${new URL(srv.url).origin}/#/otb/${id}`, 'the printed QR code is the live page\'s address');
  await t.shot('otb-print-pairings', page, { fullPage: true });

  text = await pdf(`#/otb/${id}/print/standings`, 'otb-standings');
  assert(text.includes('Standings after round 5'), 'standings: after round 5');
  for (const s of tm.standings.rows) assert(text.includes(s.name), `standings: ${s.name}`);
  assert(text.indexOf(tm.standings.rows[0].name) < text.indexOf(tm.standings.rows.at(-1).name), 'standings: the leader above the last');

  // Each player's tie-break breakdown on paper: every player, the rounds counted, the stand-in
  // of an unplayed round (Eshe's half-point bye), what BH-C1 leaves out.
  text = await pdf(`#/otb/${id}/print/tiebreaks`, 'otb-tiebreaks', '[data-testid=otb-breakdown]');
  assert(text.includes('Tie-break breakdown'), 'tie-breaks: the title');
  for (const s of tm.standings.rows) assert(text.includes(s.name), `tie-breaks: ${s.name}`);
  assert(/stand-in \(a bye asked for, or a forfeit loss\)/.test(text), 'tie-breaks: a requested bye\'s stand-in opponent');
  assert(/BH-C1/.test(text), 'tie-breaks: the rounds a cut leaves out');
  await t.shot('otb-print-tiebreaks', page, { fullPage: true });

  // The rating report: each player's rated games, points and performance, as the API has them.
  text = await pdf(`#/otb/${id}/print/report`, 'otb-rating-report', '[data-testid=otb-report-row]');
  const report = await call(srv, 'GET', `/api/otb/${id}/rating-report`);
  assert(text.includes('Rating report'), 'rating report: its title');
  for (const r of report.rows) assert(r.games === 0 || new RegExp(`${r.name}.*\\b${r.performance}\\b`).test(text), `rating report: ${r.name}'s performance ${r.performance}`);
  assert(/WIM Amira Said\s+OMA\s+9100012/.test(text), 'rating report: the FIDE fields');
  await t.shot('otb-print-report', page, { fullPage: true });

  text = await pdf(`#/otb/${id}/print/crosstable`, 'otb-crosstable');
  assert(text.includes('Crosstable'), 'crosstable: its title');
  for (const c of tm.crosstable) assert(text.includes(c.name), `crosstable: ${c.name}`);

  text = await pdf(`#/otb/${id}/print/scoresheets?round=5`, 'otb-scoresheets', '[data-testid=scoresheet]');
  const games = r5.boards.filter((b) => b.black);
  assertEq(pdfPages(text), games.length, 'scoresheets: one sheet a page');
  for (const [i, sheet] of text.split('\f').filter((p) => p.trim()).entries()) {
    const b = games[i];
    assert(sheet.includes(b.white_name) && sheet.includes(b.black_name) && sheet.includes('10+5'), `scoresheet ${i + 1}: the players and the time control`);
    assert(/Round\s+5/.test(sheet) && new RegExp(`Board\\s+${b.board}\\b`).test(sheet), `scoresheet ${i + 1}: round 5, board ${b.board}`);
    assert(sheet.includes('Signature South') && /\b60\b/.test(sheet), `scoresheet ${i + 1}: the lines and the signatures`);
  }
  await page.selectOption('[data-testid=print-paper]', 'letter');
  assertEq(await page.getAttribute('[data-testid=print-paper-style]', 'data-paper'), 'letter', 'the paper chosen');
  await page.selectOption('[data-testid=print-paper]', 'a4');

  // Arabic: the standings on paper in Arabic words.
  await page.goto(`${srv.url}?anim=off&lang=ar#/otb/${id}/print/standings`);
  await page.waitForSelector('[data-testid=print-page]');
  assertEq(await page.evaluate(() => document.documentElement.dir), 'rtl', 'the Arabic print page is right to left');
  await page.emulateMedia({ media: 'print' });
  const ar = path.join(t.out, 'otb-standings-ar.pdf');
  await page.pdf({ path: ar, preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  const arText = pdfText(ar);
  const has = (w) => arText.includes(w) || arText.includes([...w].reverse().join(''));
  assert(has('الترتيب') && has('الجولة'), `Arabic words on paper: ${arText.slice(0, 200)}`);
  await t.shot('otb-print-standings-ar', page, { fullPage: true });

  // Arabic pairings: each result reads as on the English sheet (South's score on the left), the
  // title sits on the right like the rest of the page, and every number is in one digit system.
  for (const kind of ['pairings?round=5', 'standings', 'crosstable']) {
    await page.goto(`${srv.url}?anim=off&lang=ar#/otb/${id}/print/${kind}`);
    await page.waitForSelector('[data-testid=print-page] table');
    const seen = await page.evaluate(() => {
      const order = [...document.querySelectorAll('[data-testid=otb-board-result]')].map((td) => {
        const text = td.firstChild?.nodeType === 3 ? td.firstChild : null;
        if (!text) return null;
        const digits = [...text.data.matchAll(/[0-9\u0660-\u0669½]/g)].map((m) => m.index);
        if (digits.length < 2) return null;
        const x = (i) => { const r = document.createRange(); r.setStart(text, i); r.setEnd(text, i + 1); return r.getBoundingClientRect().left; };
        return [text.data.replace(/[\u2066-\u2069]/g, ''), x(digits[0]) < x(digits.at(-1))];
      }).filter(Boolean);
      const head = document.querySelector('.print-head h1');
      const name = head.querySelector('bdi').getBoundingClientRect();
      const body = document.querySelector('[data-testid=print-page]').innerText.replace(/BH-C1/g, '');
      return { order, titleRight: head.getBoundingClientRect().right - name.right, latin: /[0-9]/.test(body), arabic: /[\u0660-\u0669]/.test(body) };
    });
    if (kind.startsWith('pairings')) {
      assert(seen.order.length > 0, 'Arabic pairings: results to read');
      assert(seen.order.every(([, leftFirst]) => leftFirst), `Arabic pairings: South's score on the left as on the English sheet: ${JSON.stringify(seen.order)}`);
      await t.shot('otb-print-pairings-ar', page, { fullPage: true });
    }
    assert(seen.titleRight < 2, `Arabic ${kind}: the title on the right (${seen.titleRight}px from it)`);
    assert(!(seen.latin && seen.arabic), `Arabic ${kind}: one digit system on the page`);
  }
}

// Two games typed in from their scoresheets (round 1, boards 2 and 3): one pasted whole, one
// with a typo mended at the move shown; each saved and its replay opened.
async function sheets(t, srv, amal, page, id, tm) {
  const meta = await call(srv, 'GET', '/api/meta');
  const start = meta.games.find((g) => g.name === 'al-manqala').start;
  const line = async (n, pick) => { // n moves from the start, each the pick-th legal move
    const moves = [];
    for (let i = 0; i < n; i++) {
      const p = await call(srv, 'POST', '/api/play', { game: 'al-manqala', options: {}, position: start, moves });
      if (p.over || !p.legal.length) break;
      moves.push(p.legal[(i * pick) % p.legal.length]);
    }
    return moves;
  };
  const boards = tm.rounds[0].boards.filter((b) => b.black).slice(1, 3);
  for (const [k, b] of boards.entries()) {
    const moves = await line(12, k + 2);
    await page.goto(`${srv.url}?anim=off#/otb/${id}`);
    const box = '[data-testid=otb-round-box][data-round="1"]';
    await page.waitForSelector(box, { state: 'attached' });
    if (!(await page.$eval(box, (d) => d.open))) await page.click(`${box} > summary`);
    await page.click(`[data-testid=otb-round-box][data-round="1"] [data-testid=otb-board][data-board="${b.board}"] [data-testid=otb-sheet-link]`);
    await page.waitForSelector('[data-testid=sheet-page]');
    await waitIdle(page);
    if (k === 0) { // pasted whole, with move numbers as written on paper
      const written = moves.map((m, i) => (i % 2 ? m : `${i / 2 + 1}. ${m}`)).join(' ');
      await page.fill('[data-testid=sheet-input]', written);
      await page.press('[data-testid=sheet-input]', 'Enter');
    } else { // one at a time, the fifth a typo (a pit of the wrong row), the rest typed on after it
      const typo = 4;
      for (const [i, m] of moves.entries()) {
        await page.fill('[data-testid=sheet-input]', i === typo ? wrongPit(m) : m);
        await page.click('[data-testid=sheet-add]');
        await waitIdle(page);
      }
      await page.waitForSelector(`[data-testid=sheet-wrong][data-at="${typo}"]`);
      // Numbered as the paper is (line 3, South), what came after it kept, waiting.
      assert((await page.textContent('[data-testid=sheet-wrong]')).includes(`${wrongPit(moves[typo])} on line 3, South is not legal there`), 'the wrong move at its line and column');
      assertEq(await page.$$eval('[data-testid=sheet-move][data-after=true]', (c) => c.length), moves.length - typo - 1, 'the moves typed after the typo are kept');
      assert(await page.isVisible(`[data-testid=sheet-legal][data-move="${moves[typo]}"]`), 'the legal moves there, the right one among them');
      await t.shot('otb-sheet-typo', page);
      // A reload loses nothing: the draft is kept in the browser.
      await page.reload();
      await page.waitForSelector(`[data-testid=sheet-wrong][data-at="${typo}"]`);
      assert(/Kept in this browser: \d+ moves typed before/.test(await page.textContent('[data-testid=sheet-draft]')), 'the page says the draft came back');
      assertEq(await page.$$eval('[data-testid=sheet-move]', (c) => c.length), moves.length, 'every move typed is back after the reload');
      await page.click(`[data-testid=sheet-legal][data-move="${moves[typo]}"]`);
      await page.waitForSelector(`[data-testid=sheet-status][data-state=ok][data-count="${moves.length}"]`);
      // The last move taken off and clicked on the board instead.
      await page.click(`[data-testid=sheet-move][data-ply="${moves.length}"] [data-testid=sheet-remove]`);
      await page.waitForSelector(`[data-testid=sheet-status][data-count="${moves.length - 1}"]`);
      await page.click(`[data-pit="${moves.at(-1)}"][data-legal=true]`);
    }
    await page.waitForSelector(`[data-testid=sheet-status][data-count="${moves.length}"]:not([data-state=wrong])`);
    await page.click('[data-testid=sheet-save]');
    await page.waitForSelector('[data-testid=sheet-replay]');
    const after = await otb(srv, amal, id);
    const gameId = after.rounds[0].boards.find((x) => x.board === b.board).game_id;
    assert(gameId, `board ${b.board}: the game is stored`);
    assert((await page.getAttribute('[data-testid=sheet-replay]', 'href')).endsWith(`/replay/${gameId}`), 'the replay link');
    if (k === 1) await t.shot('otb-sheet-saved', page);
    await page.click('[data-testid=sheet-replay]');
    await page.waitForSelector('[data-testid=replay-ply][data-ply]');
    const { game } = await call(srv, 'GET', `/api/games/${gameId}`);
    assertEq(game.moves?.length ?? game.ply, moves.length, `board ${b.board}: the replay has the sheet's ${moves.length} moves`);
    assertEq(after.log.filter((e) => e.what === 'sheet-game').length, k + 1, 'the log names the game from the sheet');
  }
}

// A pit that cannot be the move: the same column on the other row.
const wrongPit = (m) => m[0] + (m[1] === '1' ? '2' : '1');


// Every over-the-board page in the pseudo-language (pseudo.mjs): served in place of Arabic, each
// word a catalog gives is marked; a letter outside the marks is a word from code. A small
// tournament made over the API (four players, round 1 paired, a result, a proposal, a stored
// sheet), then each page read: the list and its forms, the director's page, the four print pages,
// the hall with its result dialog, a scoresheet with a wrong move shown.
async function pseudoWords(t) {
  const srv = await t.server();
  const amal = await register(srv, 'amal');
  const post = (p, body) => call(srv, 'POST', p, body, amal);
  const { id } = await post('/api/otb', { name: 'Sur Night', game: 'al-manqala', options: '', format: 'swiss', rounds: 3, tiebreaks: 'BH-C1,BH,SB,DE',
    initial_colour: 'white', time_control: '15+10', place: 'Sur', date: '2026-12-03', chief_arbiter: 'Salma Rashid', club_id: '' });
  const people = ['Amira Said', 'Badr Hamed', 'Chiku Ali', 'Dieter Kraus', 'Eshe Juma'];
  for (const [i, name] of people.entries()) await post(`/api/otb/${id}/players`, { name, rating: 1900 - 50 * i, account: '' });
  const p5 = (await call(srv, 'GET', `/api/otb/${id}`, undefined, amal)).players.find((p) => p.name === 'Eshe Juma');
  await post(`/api/otb/${id}/byes`, { player: p5.id, round: 1, kind: 'half' });
  await post(`/api/otb/${id}/pair`, {}); // 202: the pairing runs on the server; its round comes
  for (let i = 0; i < 200 && !(await call(srv, 'GET', `/api/otb/${id}`, undefined, amal)).rounds.length; i++) await new Promise((r) => setTimeout(r, 50));
  await post(`/api/otb/${id}/rounds/1/boards/1/result`, { result: '1-0' });
  const code = (await call(srv, 'GET', `/api/otb/${id}`, undefined, amal)).hall_code;
  await call(srv, 'POST', `/api/otb/${id}/rounds/1/boards/2/result`, { result: '1/2', code }); // a guest's proposal
  await call(srv, 'POST', `/api/otb/${id}/rounds/1/boards/2/result`, { result: '1-0', code }); // and another's: both shown
  const meta = await call(srv, 'GET', '/api/meta');
  const start = meta.games.find((g) => g.name === 'al-manqala').start;
  const first = (await call(srv, 'POST', '/api/play', { game: 'al-manqala', options: {}, position: start, moves: [] })).legal[0];
  await post(`/api/otb/${id}/rounds/1/boards/1/sheet`, { moves: [first], store: true });

  const { routePseudo, readTexts, dataPatterns, words } = await import('./pseudo.mjs');
  const patterns = dataPatterns(['amal', 'Sur Night', 'Sur', 'Salma Rashid', 'BH-C1', 'BH', 'SB', 'DE', ...people]);
  const page = await browserOf(t, srv, amal, '#/otb');
  await routePseudo(page.context());
  const problems = [];
  const look = async (hash, ready, step, before = null) => {
    await page.goto(`${srv.url}?lang=ar&anim=off${hash}`);
    await page.waitForSelector(ready);
    await waitIdle(page);
    if (before) await before();
    const r = await page.evaluate(readTexts);
    if (r.dir !== 'rtl') problems.push(`${step}: not right to left`);
    for (const f of r.found) {
      const bad = words(f.out, patterns);
      if (bad.length) problems.push(`${step}: “${f.text}” (${f.what}): ${[...new Set(bad)].join(' ')}`);
    }
    await t.shot(`otb-pseudo-${step}`, page, { fullPage: true });
  };
  await look('#/otb', '[data-testid=otb-row]', 'list');
  await look(`#/otb/${id}`, '[data-testid=otb-proposed][data-conflict="1-0"]', 'director');
  for (const kind of ['pairings', 'standings', 'crosstable', 'scoresheets', 'tiebreaks', 'report']) await look(`#/otb/${id}/print/${kind}${['pairings', 'scoresheets'].includes(kind) ? '?round=1' : ''}`, '[data-testid=print-page]', `print-${kind}`);
  await look(`#/otb/${id}/hall`, '[data-testid=hall-tap]', 'hall', () => page.click('[data-testid=hall-tap] >> nth=0'));
  await look(`#/otb/${id}/sheet/1/1`, '[data-testid=sheet-status][data-count]', 'sheet', async () => {
    await page.fill('[data-testid=sheet-input]', `${first} ${first}`); // the second is South's pit on North's move
    await page.press('[data-testid=sheet-input]', 'Enter');
    await page.waitForSelector('[data-testid=sheet-wrong][data-at="1"]');
  });
  assert(!problems.length, `words not from the catalogs:\n  ${problems.join('\n  ')}`);
}

// A Baku-accelerated Swiss (chosen on the form) with two brothers kept apart: the director's
// rules say who has virtual points in which rounds; round 1 pairs the first group (players
// 1-4) within itself without the brothers meeting; the TRF carries both (250, XXP) and
// `manqala pair --check` agrees; in English and in Arabic on a phone, each looked at.
async function acceleratedWithBrothersApart(t) {
  const srv = await t.server();
  const amal = await register(srv, 'amal');
  const page = await browserOf(t, srv, amal, '#/otb');
  const id = await createOnForm(page, { name: 'Zanzibar Open', game: 'al-manqala', rounds: '5', colour: 'white', accel: 'baku' });
  for (const [name, rating] of PLAYERS.slice(0, 8)) await call(srv, 'POST', `/api/otb/${id}/players`, { name, rating }, amal);
  await page.reload();
  await page.waitForSelector('[data-testid=otb-rules] [data-testid=otb-baku-summary]');
  assertEq((await page.textContent('[data-testid=otb-baku-summary]')).replace(/[\u2066-\u2069]/g, ''),
    'Players 1–4 have 1 virtual point in rounds 1–2 and ½ in round 3, for pairing only.', 'who has virtual points, when');
  assertEq(await page.inputValue('[data-testid=otb-acceleration]'), 'baku', 'the form\'s choice');
  // Amira (1) and Chiku (3) are brothers' children: kept apart.
  let tm = await otb(srv, amal, id);
  const idOf = (name) => tm.players.find((p) => p.name === name).id;
  await page.selectOption('[data-testid=otb-forbidden-1]', String(idOf('Amira Said')));
  await page.selectOption('[data-testid=otb-forbidden-2]', String(idOf('Chiku Ali')));
  await page.fill('[data-testid=otb-forbidden-note]', 'family');
  await page.click('[data-testid=otb-forbidden-add]');
  await page.waitForSelector('[data-testid=otb-forbidden] li');
  assertEq((await page.textContent('[data-testid=otb-forbidden] li')).replace(/[\u2066-\u2069]/g, '').replace(/End$/, '').trim(),
    '1. Amira Said and 3. Chiku Ali (family)', 'the pair kept apart, listed');
  await t.shot('otb-rules-en', page);

  await page.click('[data-testid=otb-pair]');
  await page.waitForSelector('[data-testid=otb-round-box][data-round="1"] [data-testid=otb-board]');
  await waitIdle(page);
  tm = await otb(srv, amal, id);
  // The first group {1..4} within itself (1-3 forbidden: the transposition 1-4, 2-3), the second {5..8}.
  assertEq(tm.rounds[0].boards.map((b) => [b.white, b.black]), [[1, 4], [3, 2], [5, 7], [8, 6]], 'round 1 as Baku and the brothers want it');
  assert(!await page.$('[data-testid=otb-acceleration]'), 'the acceleration is fixed once round 1 is paired');
  const trf = await (await fetch(`${srv.url}/api/otb/${id}/tournament.trf`, { headers: { Cookie: amal.cookie } })).text();
  assert(/\n250 +1\.0 001 002 0001 0004\n/.test(trf) && trf.includes('XXP 0001 0003'), `virtual points and the forbidden pair in the TRF:\n${trf}`);
  const file = path.join(t.out, 'otb-baku.trf');
  fs.writeFileSync(file, trf);
  t.log(execFileSync(t.binary, ['pair', '--check', '--round', '1', file], { encoding: 'utf8' }).trim());

  // In Arabic, on a phone: the rules in words of the catalog, nothing wider than the screen.
  const phone = await browserOf(t, srv, amal, `#/otb/${id}`, PHONE);
  await phone.goto(`${srv.url}?anim=off&lang=ar#/otb/${id}`);
  await phone.waitForSelector('[data-testid=otb-rules] [data-testid=otb-forbidden] li');
  const rules = await phone.evaluate(() => {
    const r = document.querySelector('[data-testid=otb-rules]');
    return { text: r.textContent, width: r.getBoundingClientRect().right, page: document.documentElement.scrollWidth <= innerWidth + 1 };
  });
  assert(rules.text.includes('قواعد الاقتران') && rules.text.includes('تسريع باكو'), `the Arabic rules: ${rules.text}`);
  assert(rules.width <= 361 && rules.page, `the rules fit the phone: ${JSON.stringify(rules)}`);
  await phone.locator('[data-testid=otb-rules]').scrollIntoViewIfNeeded();
  await t.shot('otb-rules-ar-phone', phone);
  await phone.close();
}

export const otbTests = [
  ['otb: a club night over the board, from the door to the printed standings', clubNight],
  ['otb: a Baku-accelerated Swiss with two players kept apart', acceleratedWithBrothersApart],
  ['otb: every over-the-board page in words from the catalogs', pseudoWords],
];
