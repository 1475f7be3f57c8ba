// The board by keyboard (issue 50, docs/accessibility.md "By keyboard"): a whole game against
// the engine played by keys alone; the board one tab stop whose arrow keys follow the board as
// drawn (an Arabic phone, the board flipped); the focus kept on the board through the reply,
// with the animation on; a system asking for reduced motion; the large high-contrast board.
import fs from 'node:fs';
import { api, assert, assertEq, waitTurnOrEnd, resultOpen, gameIdOf, openWithToken } from './lib/page.mjs';

const catalog = (lang) => JSON.parse(fs.readFileSync(new URL(`../../web/i18n/${lang}.json`, import.meta.url), 'utf8'));

// The focused element, as the test reads it: a pit's name, or the element's test id or tag.
const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  if (!a || a === document.body) return 'body';
  return a.dataset.pit ? `pit:${a.dataset.pit}` : a.dataset.testid || a.tagName.toLowerCase();
});

// Tab (forward) until `want` has the focus; the number of presses, or an error after `max`.
async function tabTo(page, want, max = 80) {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press('Tab');
    if (want(await focused(page))) return i;
  }
  throw new Error(`not reached by Tab in ${max} presses`);
}

// Where each pit is drawn: { pit: [row, column] } from the buttons' boxes (rows top down,
// columns left to right as the reader sees them).
const drawnPlaces = (page) => page.$$eval('[data-pit]', (els) => {
  const boxes = els.map((e) => ({ pit: e.dataset.pit, r: e.getBoundingClientRect() }));
  const ys = [...new Set(boxes.map((b) => Math.round(b.r.top)))].sort((a, b) => a - b);
  const xs = [...new Set(boxes.map((b) => Math.round(b.r.left)))].sort((a, b) => a - b);
  return Object.fromEntries(boxes.map((b) => [b.pit, [ys.indexOf(Math.round(b.r.top)), xs.indexOf(Math.round(b.r.left))]]));
});

// The arrow keys from one pit to another, as drawn.
function arrowsBetween(places, from, to) {
  const [dy, dx] = [places[to][0] - places[from][0], places[to][1] - places[from][1]];
  return [...Array(Math.abs(dy)).fill(dy > 0 ? 'ArrowDown' : 'ArrowUp'), ...Array(Math.abs(dx)).fill(dx > 0 ? 'ArrowRight' : 'ArrowLeft')];
}

// A whole game against the engine by keys alone: Tab to the form's button, Enter; then each turn
// the focus is already on the board (kept through the reply), arrows to a playable pit, Enter or
// Space. A full Tab round passes the board once.
async function wholeGameByKeys(t) {
  const srv = await t.server();
  const page = await t.newPage();
  await page.goto(`${srv.url}?anim=off#/`);
  await page.waitForSelector('[data-testid=start-game]');
  await tabTo(page, (f) => f === 'start-game');
  await page.keyboard.press('Enter');
  await page.waitForURL(/#\/play\//);
  const id = gameIdOf(page);
  await page.waitForSelector('[data-pit]');
  const places = await drawnPlaces(page);
  let moves = 0;
  for (;;) {
    const state = await waitTurnOrEnd(page, 30000);
    if (state === 'over') break;
    let at = await focused(page);
    if (moves === 0) {
      // The first time the board is reached by Tab: one tab stop for all its pits.
      await tabTo(page, (f) => f.startsWith('pit:'));
      at = await focused(page);
      const stops = await page.$$eval('[data-pit]', (els) => els.filter((e) => e.tabIndex === 0).length);
      assertEq(stops, 1, 'the board is one tab stop');
    } else {
      assert(at.startsWith('pit:'), `the focus stayed on the board through the reply (move ${moves}): ${at}`);
    }
    const legal = await page.$$eval('[data-pit][data-legal=true]', (els) => els.map((e) => e.dataset.pit));
    if (!legal.length) continue;
    assert(legal.includes(at.slice(4)), `the turn begins on a playable pit (${at}; playable ${legal})`);
    const target = legal[Math.floor(Math.random() * legal.length)];
    for (const key of arrowsBetween(places, at.slice(4), target)) await page.keyboard.press(key);
    assertEq(await focused(page), `pit:${target}`, 'the arrows reached the pit chosen');
    await page.keyboard.press(moves % 2 ? 'Space' : 'Enter');
    moves++;
    if (moves > 400) throw new Error('too many moves');
  }
  await resultOpen(page);
  const game = (await api(srv.url, 'GET', `/api/games/${id}`)).game;
  assertEq(game.status, 'over', 'the game is over on the server');
  assertEq(game.moves.filter((m) => m.side === 'south').length, moves, 'every key-played move is the server\'s');
  await t.shot('keyboard-game-over', page);
  t.log(`${moves} moves by keys`);
}

// The arrow keys go where the board is drawn, also on a right-to-left page with the board seen
// from North; Home and End to a row's ends; the keys' help read with the board, in Arabic.
async function arrowsAsDrawn(t) {
  const srv = await t.server();
  const page = await t.newPage({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
  const r = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', level: 1, human: 'north' });
  await openWithToken(page, srv.url, r, { anim: 'off' });
  await page.goto(`${srv.url}?lang=ar&anim=off#/play/${r.game.id}`);
  await waitTurnOrEnd(page);
  assertEq(await page.getAttribute('html', 'dir'), 'rtl', 'an Arabic page');
  const places = await drawnPlaces(page);
  const at = (pit) => places[pit];
  assert(at('a4')[1] > at('g4')[1], 'seen from North, a4 is drawn right of g4');
  const pit = Object.keys(places).find((p) => places[p][0] === 1 && places[p][1] === 3);
  await page.focus(`[data-pit="${pit}"]`);
  const step = async (key) => {
    const before = places[(await focused(page)).slice(4)];
    await page.keyboard.press(key);
    return places[(await focused(page)).slice(4)].map((v, i) => v - before[i]);
  };
  assertEq(await step('ArrowRight'), [0, 1], 'ArrowRight: the pit drawn to the right');
  assertEq(await step('ArrowLeft'), [0, -1], 'ArrowLeft: the pit drawn to the left');
  assertEq(await step('ArrowDown'), [1, 0], 'ArrowDown: the pit drawn below');
  assertEq(await step('ArrowUp'), [-1, 0], 'ArrowUp: the pit drawn above');
  await page.keyboard.press('End');
  assertEq(places[(await focused(page)).slice(4)][1], 6, 'End: the row\'s right end as drawn');
  await page.keyboard.press('Home');
  assertEq(places[(await focused(page)).slice(4)][1], 0, 'Home: the row\'s left end');
  const help = await page.$eval('.board', (b) => document.getElementById(b.getAttribute('aria-describedby')).textContent);
  assertEq(help, catalog('ar')['board.keys'], 'the keys\' help, in Arabic, describes the board');
  const label = await page.$eval(`[data-pit="${pit}"]`, (b) => [b.getAttribute('aria-label'), b.querySelector('.count').textContent]);
  assert(label[0].includes(label[1]), `the pit's name holds the count it shows: ${label}`);
  await t.shot('keyboard-arabic-phone', page);
}

// With the animation on, the focus stays on the board while the move and the reply are sown.
async function focusThroughReply(t) {
  const srv = await t.server();
  const page = await t.newPage();
  const r = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', opponent: 'engine', level: 1 });
  await openWithToken(page, srv.url, r, { anim: 'fast' });
  for (let move = 0; move < 2; move++) {
    assertEq(await waitTurnOrEnd(page), 'turn', 'South to move');
    if (move === 0) await page.focus('[data-pit][tabindex="0"]');
    const seen = new Set();
    const watch = setInterval(() => focused(page).then((f) => seen.add(f.startsWith('pit:') ? 'pit' : f)).catch(() => {}), 40);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.board')?.dataset.animating);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=move-list] .mv').length >= n
      && !document.querySelector('.board').dataset.animating && document.querySelector('[data-pit][data-legal=true]'), 2 * (move + 1), { timeout: 30000 });
    clearInterval(watch);
    assertEq([...seen], ['pit'], `the focus stayed on a pit while both moves were sown (move ${move + 1})`);
    assert((await page.$eval(':focus', (e) => e.dataset.legal)) === 'true', 'and is on a playable pit when the turn comes');
  }
}

// prefers-reduced-motion: the speed is "off" until the reader chooses, each move a single
// change; the large high-contrast board, its counts large, the seeds left out on request.
async function reducedMotionAndLargeBoard(t) {
  const srv = await t.server();
  const page = await t.newPage({ reducedMotion: 'reduce' });
  const r = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', opponent: 'engine', level: 1 });
  await page.goto(`${srv.url}#/`);
  await page.evaluate(([id, tok]) => localStorage.setItem(`manqala.token.${id}`, tok), [r.game.id, r.token]);
  await page.goto(`${srv.url}#/play/${r.game.id}`);
  await waitTurnOrEnd(page);
  assertEq(await page.inputValue('[data-testid=anim-speed]'), 'off', 'reduced motion: the animation off by default');
  await page.evaluate(() => {
    window.animated = false;
    new MutationObserver(() => { if (document.querySelector('.board').dataset.animating) window.animated = true; })
      .observe(document.querySelector('.board'), { attributes: true });
  });
  await page.click('[data-pit][data-legal=true]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .mv').length >= 2, null, { timeout: 30000 });
  assertEq(await page.evaluate(() => window.animated), false, 'both moves shown as a single change');
  const countSize = () => page.$eval('[data-pit] .count', (e) => parseFloat(getComputedStyle(e).fontSize));
  const small = await countSize();
  for (const [theme, dark] of [['contrast', false], ['contrast-noseeds', true]]) {
    await page.selectOption('[data-testid=board-theme]', theme);
    if (dark !== ((await page.getAttribute('html', 'data-shown-theme')) === 'dark')) await page.click('[data-testid=theme-toggle]');
    assertEq(await page.getAttribute('html', 'data-board-theme'), theme, 'the board theme applied');
    assert(await countSize() >= 1.6 * small, `the counts large (${await countSize()} px against ${small})`);
    const dots = await page.$eval('[data-pit] .dots', (e) => getComputedStyle(e).display);
    assertEq(dots === 'none', theme === 'contrast-noseeds', `seeds ${theme === 'contrast-noseeds' ? 'left out' : 'shown'}`);
    await t.shot(`keyboard-board-${theme}`, page);
  }
  await page.reload();
  await waitTurnOrEnd(page);
  assertEq(await page.getAttribute('html', 'data-board-theme'), 'contrast-noseeds', 'the board theme remembered');
}

export const keyboardTests = [
  ['keys alone: a whole game against the engine', wholeGameByKeys],
  ['keys: arrows as the board is drawn (Arabic phone, flipped)', arrowsAsDrawn],
  ['keys: the focus stays on the board through the reply', focusThroughReply],
  ['reduced motion and the large high-contrast board', reducedMotionAndLargeBoard],
];
