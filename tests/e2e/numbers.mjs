// Engine numbers that say what they mean, and the position editor (issue 29, item 4): the hint,
// the analysis lines and the evaluation bar name the side ahead and the unit, and agree for one
// position whoever is to move; the lines of the position before are dimmed while the engine
// thinks; the editor's empty board is legal at once, "Play this position against the engine"
// starts a game from the edited board, and the Hawalis editor fits a 375 px phone.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { api, assert, assertEq, readBoard, waitIdle, waitTurnOrEnd, waitUntil } from './lib/page.mjs';

const arabic = JSON.parse(fs.readFileSync(fileURLToPath(new URL('../../web/i18n/ar.json', import.meta.url)), 'utf8'));

// An Al-manqala position South leads by 10 captured seeds (neither side near the 50 that win).
const LEAD = '4,4,4,4,4,4,4/4,4,3,3,2,2,2';
const leadWith = (side) => `${LEAD} ${side === 'south' ? 'S' : 'N'} 30 20`;

// The words of a score in English: the side ahead and seeds, a win in moves, or even.
const SCORE = /(South|North) \+[\d.]+ seeds?|(South|North) wins in \d+ moves?|(South|North) wins by force|even/;
const sideSaid = (text) => {
  const m = SCORE.exec(text);
  assert(m, `a score in words: "${text}"`);
  const side = m[1] || m[2] || m[3];
  return side ? side.toLowerCase() : null;
};
const sideOfNumber = (v) => (v > 0 ? 'south' : v < 0 ? 'north' : null);

// Opens a game (an answer of POST /api/games) as its seat's holder with the evaluation bar on.
async function openWithBar(page, base, r, lang = 'en') {
  await page.goto(`${base}?anim=off&lang=${lang}#/`);
  await page.evaluate(([id, tok]) => {
    localStorage.setItem(`manqala.token.${id}`, tok);
    localStorage.setItem('manqala.eval', 'true');
  }, [r.game.id, r.token]);
  await page.goto(`${base}?anim=off&lang=${lang}#/play/${r.game.id}`);
  assertEq(await waitTurnOrEnd(page), 'turn', 'our turn');
  await page.waitForSelector('[data-testid=eval-bar][data-score]:not([data-stale=true])');
}

async function hintText(page) {
  await page.click('[data-testid=hint]');
  await page.waitForSelector('[data-testid=pit-note][data-kind=hint]');
  await page.waitForFunction(() => document.querySelector('[data-testid=pit-note]').textContent !== '');
  return page.textContent('[data-testid=pit-note]');
}

// The hint and the analysis lines of one position, South to move then North: both name the side
// ahead with the unit, and it is the side the evaluation bar (South's view) leans to.
async function scoresSayWhose(t) {
  const srv = await t.server();
  const page = await t.newPage();
  for (const toMove of ['south', 'north']) {
    const start = leadWith(toMove);
    const r = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', human: 'both', start });
    await openWithBar(page, srv.url, r);
    const barScore = Number(await page.getAttribute('[data-testid=eval-bar]', 'data-score'));
    const barSide = sideOfNumber(barScore);
    assertEq(barSide, 'south', `the bar leans to South, who leads (${toMove} to move)`);
    const barWords = await page.getAttribute('[data-testid=eval-bar]', 'title');
    assertEq(sideSaid(barWords), barSide, `the bar's label names the side ahead: ${barWords}`);
    const hint = await hintText(page);
    assert(/\(.*seeds?.*\)/.test(hint) || / wins /.test(hint), `the hint says the unit: ${hint}`);
    assertEq(sideSaid(hint), barSide, `the hint agrees with the bar (${toMove} to move): ${hint}`);
    assertEq(sideOfNumber(Number(await page.getAttribute('[data-testid=pit-note]', 'data-south'))), barSide, 'its number, South\'s view');
    await t.shot(`numbers-hint-${toMove}`, page);

    await page.goto(`${srv.url}?anim=off#/analysis/al-manqala?position=${encodeURIComponent(start)}&options=`);
    await page.waitForSelector('[data-testid=analysis-status][data-state=done]');
    await waitIdle(page);
    await page.waitForSelector('[data-testid=analysis-status][data-state=done]');
    const lines = await page.$$eval('[data-testid=engine-line]', (ls) => ls.map((l) => ({ words: l.querySelector('.score').textContent,
      south: Number(l.dataset.south ?? l.dataset.score) })));
    assert(lines.length > 0, 'lines');
    for (const l of lines) {
      assert(/seeds?| wins |even/.test(l.words), `a line says the unit: ${l.words}`);
      assertEq(sideSaid(l.words), sideOfNumber(l.south), `a line's words and its number agree: ${l.words}`);
    }
    assertEq(sideSaid(lines[0].words), barSide, `the best line agrees with the bar (${toMove} to move): ${lines[0].words}`);
    await t.shot(`numbers-lines-${toMove}`, page);
  }
  // A forced win in words, from either kind of the server's score (lib/engine_score.js).
  const said = await page.evaluate(async () => {
    const m = await import('/lib/engine_score.js');
    return [m.scoreWords(m.fromMover('win 7', 'north')), m.scoreWords(m.fromMover('loss 1', 'north')),
      m.scoreWords(m.fromSouth(-1000, 'win 3')), m.scoreWords(m.fromMover('-3', 'north')), m.scoreWords(m.fromMover('0', 'south')),
      m.scoreWords(m.fromSouth(1000)), m.scoreWords(m.fromSouth(-1.5))];
  });
  assertEq(said, ['North wins in 7 moves', 'South wins in 1 move', 'North wins in 3 moves', 'South +3 seeds', 'even',
    'South wins by force', 'North +1.5 seeds'], 'scores in words');

  // In Arabic on a phone: the side's own word, seen.
  const ar = await t.newPage({ viewport: { width: 375, height: 812 } });
  const r = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', human: 'both', start: leadWith('north') });
  await openWithBar(ar, srv.url, r, 'ar');
  const hint = await hintText(ar);
  assert(hint.includes(arabic['side.south']), `the Arabic hint names South: ${hint}`);
  await t.shot('numbers-hint-ar-phone', ar);
}

// The review of a short game from the leading position: each point of the graph, the note under
// the board and each marked move's comment say the side ahead and the unit, as its value leans.
async function reviewSaysWhose(t) {
  const srv = await t.server();
  const r = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', human: 'both', start: leadWith('south') });
  const id = r.game.id;
  let g = r.game;
  for (let i = 0; i < 4; i++)
    ({ game: g } = await api(srv.url, 'POST', `/api/games/${id}/move`, { token: r.token, move: g.legal[0], ply: g.ply }));
  await api(srv.url, 'POST', `/api/games/${id}/resign`, { token: r.token });
  const page = await t.newPage();
  await page.goto(`${srv.url}?anim=off#/review/${id}`);
  await page.waitForSelector('[data-testid=review-progress][data-state=done]');
  const points = await page.$$eval('[data-testid=review-point]', (ps) => ps.map((p) => ({ value: Number(p.dataset.value),
    words: p.querySelector('title').textContent, label: p.getAttribute('aria-label') })));
  assert(points.length === 5, `a point a position: ${points.length}`);
  for (const p of points) {
    assertEq(sideSaid(p.words), sideOfNumber(Number(p.value.toFixed(1))), `a point's words lean as its value (${p.value}): ${p.words}`);
    assert(/seeds?| wins |even/.test(p.label), `its label says the unit: ${p.label}`);
  }
  assertEq(sideSaid(await page.textContent('[data-testid=review-note]')), sideOfNumber(Number(points[0].value.toFixed(1))), 'the note at the start');
  assert(/South/.test(await page.textContent('[data-testid=review-graph-up]')), 'the graph says up is South');
  for (const c of await page.$$eval('[data-testid=review-best] li', (ls) => ls.map((l) => l.textContent)))
    assert(/\((South|North) \+[\d.]+ seeds?|\(even|\((South|North) wins/.test(c), `a marked move's comment in words: ${c}`);
  await t.shot('numbers-review', page);
}

// The analysis board: while the engine thinks about a new position, the lines of the one before
// stay shown dimmed and marked stale (aria-busy), and are replaced by the new position's.
async function staleLinesDimmed(t) {
  const srv = await t.server();
  const page = await t.newPage({ viewport: { width: 375, height: 812 } });
  const start = leadWith('north'); // North, 20 seeds from winning, cannot end the game with a move
  // The new position's analysis is held until the lines have been looked at.
  const held = [];
  let release = false;
  await page.route('**/api/analysis', (route) => {
    const body = JSON.parse(route.request().postData() || '{}');
    if (release || body.position === start) route.continue();
    else held.push(route);
  });
  await page.goto(`${srv.url}?anim=off&lang=ar#/analysis/al-manqala?position=${encodeURIComponent(start)}&options=`);
  await page.waitForSelector('[data-testid=analysis-status][data-state=done]');
  await page.waitForSelector('[data-testid=engine-line]');
  const lines = () => page.$$eval('[data-testid=engine-line]', (ls) => ls.length);
  const before = await lines();
  await page.click('[data-pit][data-legal=true]');
  await page.waitForSelector('[data-testid=analysis-status][data-state=thinking]');
  await page.waitForSelector('[data-testid=engine-lines][data-stale=true]', { timeout: 5000 });
  const look = await page.$eval('[data-testid=engine-lines]', (l) => ({ busy: l.getAttribute('aria-busy'),
    dimmed: [getComputedStyle(l).color, getComputedStyle(l).fontStyle], body: getComputedStyle(document.body).color,
    note: !document.querySelector('[data-testid=engine-lines-stale]').hidden }));
  assertEq(look.busy, 'true', 'marked busy for screen readers');
  // Greyed by colour, not transparency (axe at the shot below checks the contrast stays 4.5:1).
  assert(look.dimmed[0] !== look.body && look.dimmed[1] === 'italic', `dimmed: ${look.dimmed} against the text's ${look.body}`);
  assert(look.note, 'a note says they are the previous position\'s');
  assertEq(await lines(), before, 'the previous lines still shown, dimmed');
  await t.shot('numbers-lines-stale-ar-phone', page);
  await waitUntil(async () => held.length > 0, 'the new position\'s analysis asked for'); // after the page's 120 ms pause
  release = true;
  for (const r of held) await r.continue();
  await page.waitForSelector('[data-testid=engine-lines][data-stale=false]', { state: 'attached' });
  await page.waitForSelector('[data-testid=analysis-status][data-state=done]');
  assert(await lines() > 0, 'the new position\'s lines');
  assert(!(await page.$eval('[data-testid=engine-lines]', (l) => l.classList.contains('stale'))), 'no longer dimmed');
  assertEq(await page.$eval('[data-testid=engine-lines-stale]', (n) => n.hidden), true, 'the note gone');
}

// The editor: "Empty board" is legal at once (every seed captured, half each); "Play this
// position against the engine" is refused with its reason while the position is illegal, and
// starts an engine game from the edited board.
async function editorEmptyAndPlay(t) {
  const srv = await t.server();
  const page = await t.newPage({ viewport: { width: 1100, height: 900 } });
  const verdict = async () => {
    await page.waitForSelector('[data-testid=editor-check]:not([data-state=checking])');
    await waitIdle(page);
    await page.waitForSelector('[data-testid=editor-check]:not([data-state=checking])');
    return page.getAttribute('[data-testid=editor-check]', 'data-state');
  };
  const { games } = await api(srv.url, 'GET', '/api/meta');
  for (const g of games) {
    await page.goto(`${srv.url}?anim=off#/editor/${g.name}`);
    assertEq(await verdict(), 'ok', `${g.name}: the start is legal`);
    const total = await page.$eval('[data-testid=pit-input]', () =>
      [...document.querySelectorAll('[data-testid=pit-input]')].reduce((a, i) => a + Number(i.value), 0));
    await page.click('[data-testid=editor-empty]');
    const state = await verdict();
    assert(['ok', 'over'].includes(state), `${g.name}: the empty board is legal (${state}): ${await page.textContent('[data-testid=editor-check]')}`);
    const caps = [Number(await page.inputValue('[data-testid=editor-captured-south]')), Number(await page.inputValue('[data-testid=editor-captured-north]'))];
    assertEq(caps, [Math.ceil(total / 2), Math.floor(total / 2)], `${g.name}: the ${total} seeds captured, half each`);
    if (state === 'over') {
      assert(await page.$eval('[data-testid=editor-play]', (b) => b.disabled), `${g.name}: nothing to play in a finished position`);
      assert((await page.textContent('[data-testid=editor-play-why]')).length > 0, 'and why');
    }
  }
  // Al-manqala: three seeds for South and one for North out of the stores, then wrong, then right.
  await page.goto(`${srv.url}?anim=off#/editor/al-manqala`);
  await verdict();
  await page.click('[data-testid=editor-empty]');
  await verdict();
  for (const p of ['b1', 'c1', 'd1', 'e2']) await page.fill(`[data-edit-pit=${p}] input`, '1');
  await page.fill('[data-testid=editor-captured-south]', '47');
  await page.fill('[data-testid=editor-captured-north]', '48');
  assertEq(await verdict(), 'refused', 'one seed too many');
  assert(await page.$eval('[data-testid=editor-play]', (b) => b.disabled), 'play refused while illegal');
  assert(/legal position/.test(await page.textContent('[data-testid=editor-play-why]')), 'with the reason');
  await page.fill('[data-testid=editor-captured-north]', '47');
  assertEq(await verdict(), 'ok', 'legal');
  assert(await page.$eval('[data-testid=editor-play]', (b) => !b.disabled), 'play offered');
  const edited = '0,0,0,0,1,0,0/0,1,1,1,0,0,0 S 47 47';
  assertEq(await page.getAttribute('section.editor', 'data-position'), edited, 'the edited position');
  // The check not made (the engine busy): playing is still offered, the server judging it then.
  await page.route('**/api/analysis', (route) => route.fulfill({ status: 503, contentType: 'application/json',
    body: JSON.stringify({ error: 'the engine is busy; try again in a moment', code: 'engine-busy' }) }));
  await page.click('[data-testid=editor-check-button]');
  assertEq(await verdict(), 'error', 'not checked');
  assert(await page.$eval('[data-testid=editor-play]', (b) => !b.disabled), 'play offered unchecked');
  assert(/Not checked yet/.test(await page.textContent('[data-testid=editor-play-why]')), 'saying so');
  await page.unroute('**/api/analysis');
  await page.click('[data-testid=editor-play]');
  await page.waitForURL(/#\/play\/[0-9a-f]+$/);
  assertEq(await waitTurnOrEnd(page), 'turn', 'the human plays the side to move');
  const id = page.url().split('/').pop();
  const { game } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq([game.position, game.ply, game.players.south, game.players.north], [edited, 0, 'human', 'engine'], 'a game against the engine from it');
  assertEq(await readBoard(page), [[0, 1, 1, 1, 0, 0, 0], [0, 0, 0, 0, 1, 0, 0]], 'its board is the edited one');
  await t.shot('numbers-editor-played', page);
}

// The Hawalis editor on a 375 px phone, in English and Arabic: no sideways scrolling, the
// page's or the board's, and all seven columns of the four rows in view.
async function editorOnPhone(t) {
  const srv = await t.server();
  for (const lang of ['en', 'ar']) {
    const page = await t.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(`${srv.url}?anim=off&lang=${lang}#/editor/hawalis`);
    await page.waitForSelector('[data-testid=editor-check][data-state=ok]');
    const m = await page.evaluate(() => {
      const doc = document.documentElement;
      const board = document.querySelector('[data-testid=editor-board]');
      const pits = [...board.querySelectorAll('.edit-pit')].map((p) => {
        const r = p.getBoundingClientRect();
        const input = p.querySelector('input').getBoundingClientRect();
        return { pit: p.dataset.editPit, left: r.left, right: r.right, input: input.width };
      });
      return { doc: [doc.scrollWidth, doc.clientWidth], board: [board.scrollWidth, board.clientWidth], width: innerWidth, pits };
    });
    assert(m.doc[0] <= m.doc[1], `${lang}: the page does not scroll sideways (${m.doc})`);
    assert(m.board[0] <= m.board[1], `${lang}: the board does not scroll sideways (${m.board})`);
    assertEq(m.pits.map((p) => p.pit[0]).sort().join('').replace(/(.)\1+/g, '$1'), 'abcdefg', `${lang}: columns a to g`);
    assertEq(m.pits.length, 28, `${lang}: four rows of seven`);
    for (const p of m.pits) {
      assert(p.left >= 0 && p.right <= m.width, `${lang}: ${p.pit} in view (${p.left}–${p.right} of ${m.width})`);
      assert(p.input >= 24, `${lang}: ${p.pit}'s count readable (${p.input} px)`);
    }
    await t.shot(`numbers-editor-phone-${lang}`, page, { fullPage: true });
  }
}

export const numbersTests = [
  ['numbers: hint and engine lines name the side and unit, as the bar', scoresSayWhose],
  ['numbers: the review\'s graph, note and comments name the side and unit', reviewSaysWhose],
  ['numbers: the previous position\'s lines dimmed while the engine thinks', staleLinesDimmed],
  ['numbers: editor empty board legal, play this position against the engine', editorEmptyAndPlay],
  ['numbers: Hawalis editor fits a 375 px phone', editorOnPhone],
];
