// Learn (docs/learn.md) in Chromium: a stage done by clicking after a wrong try that says why,
// its stars in the list, in this browser and, once logged in, in the account; every stage of
// both courses done by clicking, in Arabic on a phone; one stage in each language on a phone.
// The static site's test (static_site.mjs) does a stage without any server.
import { assert, assertEq } from './lib/page.mjs';
import { LANGUAGES, register, call } from './languages.mjs';

const FOLDERS = { hawalis: 'hawalis', 'al-manqala': 'almanqala' };

// A game's stages as the page has them (their words aside).
export async function courseOf(game) {
  const course = await import(new URL(`../../src/games/${FOLDERS[game]}/web/learn.js`, import.meta.url));
  return course.stages({ t: (key) => key });
}

const stageSel = '[data-testid=learn-stage]';
// Waits until the stage has answered (no move on its way); its state: playing, missed or done.
export async function settled(page) {
  await page.waitForSelector(`${stageSel}:not([data-busy])`);
  return page.getAttribute(stageSel, 'data-state');
}

// Clicks a pit of South's once the board offers it.
async function click(page, pit) {
  await page.click(`${stageSel}:not([data-busy]) [data-pit="${pit}"][data-legal=true]`);
  return settled(page);
}

// The stage's solution clicked: done, and its stars.
export async function solve(page, stage) {
  let state = await settled(page);
  for (const move of stage.solution) {
    assertEq(state, 'playing', `${stage.id}: playing before ${move}`);
    state = await click(page, move);
  }
  assertEq(state, 'done', `${stage.id}: done after ${stage.solution.join(' ')}: ${await page.textContent('[data-testid=learn-note]')}`);
  return Number(await page.getAttribute(stageSel, 'data-stars'));
}

// A first move that misses a one-move stage: the note says why; "Try again" starts it over.
async function missOnce(page, stage) {
  const legal = await page.$$eval('[data-pit][data-legal=true]', (ps) => ps.map((p) => p.dataset.pit));
  for (const move of legal.filter((m) => m !== stage.solution[0])) {
    const state = await click(page, move);
    const note = await page.textContent('[data-testid=learn-note]');
    await page.click('[data-testid=learn-again]');
    await settled(page);
    if (state === 'missed') return { move, note };
  }
  throw new Error(`${stage.id}: no legal move misses the goal`);
}

const goStage = async (page, base, game, stage) => {
  await page.goto(`${base}#/learn/${game}/${stage.id}`);
  await settled(page);
};

async function wrongTryAndStars(t) {
  const srv = await t.server();
  const page = await t.newPage({ viewport: { width: 1100, height: 900 } });
  const base = `${srv.url}?anim=off`;
  await page.goto(`${base}#/`);
  await page.click('[data-testid=home-learn]');
  await page.click('[data-testid=learn-hawalis]');
  await page.waitForSelector('[data-testid=learn-course]');
  const stages = await courseOf('hawalis');
  assertEq(await page.$$eval('.learn-stages li', (ls) => ls.map((l) => l.dataset.stage)), stages.map((s) => s.id), 'the stages in order');
  const stage = stages.find((s) => s.solution.length === 1);
  await page.click(`[data-testid=learn-stage-${stage.id}]`);
  await settled(page);
  // A wrong try: why it missed, and the goal again.
  const miss = await missOnce(page, stage);
  assert(miss.note.length > 20, `${stage.id}: ${miss.move} said why: ${miss.note}`);
  t.log(`${stage.id}: ${miss.move} missed — “${miss.note}”`);
  await t.shot('learn-missed', page);
  assertEq(await solve(page, stage), 2, 'two stars after a failed try');
  await t.shot('learn-done', page);
  // The list shows them; this browser keeps them.
  await page.click('[data-testid=learn-back]');
  await page.waitForSelector(`.learn-stages li[data-stage=${stage.id}] .stars[data-stars="2"]`);
  // Logged in, the browser's stars go to the account, and a better try replaces them there.
  const amal = await register(srv, 'amal');
  const [name, ...value] = amal.cookie.split('=');
  await page.context().addCookies([{ name, value: value.join('='), url: srv.url }]);
  await page.goto(`${base}#/learn/hawalis`);
  await page.reload(); // the account is read once a load
  await page.waitForSelector('[data-testid=learn-course]');
  await page.waitForSelector('.learn .muted >> text=/account/');
  assertEq((await call(srv, 'GET', '/api/learn/progress', undefined, amal)).progress, { hawalis: { [stage.id]: 2 } }, 'the account has them');
  await goStage(page, base, 'hawalis', stage);
  assertEq(await solve(page, stage), 3, 'three stars at the first try');
  // The page sends them once the stage is done, without waiting: asked until they are there.
  let kept = 0;
  for (let i = 0; i < 50 && kept !== 3; i++, await page.waitForTimeout(100))
    kept = (await call(srv, 'GET', '/api/learn/progress', undefined, amal)).progress.hawalis[stage.id];
  assertEq(kept, 3, 'the account keeps the best');
}

// Every stage of both courses, by clicking, in Arabic on a phone; the next stage's link after each.
async function everyStageInArabic(t) {
  const srv = await t.server();
  const page = await t.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const base = `${srv.url}?anim=off&lang=ar`;
  let done = 0;
  for (const game of Object.keys(FOLDERS)) {
    const stages = await courseOf(game);
    await page.goto(`${base}#/learn/${game}/${stages[0].id}`);
    for (const [k, stage] of stages.entries()) {
      await settled(page);
      assertEq(await page.getAttribute(stageSel, 'data-stage'), stage.id, `${game}: stage ${k + 1}`);
      assertEq(await solve(page, stage), 3, `${game} ${stage.id}: three stars`);
      if (k === 0 || stage.solution.length > 1) await t.shot(`learn-ar-phone-${game}-${stage.id}`, page, { fullPage: true });
      await page.click('[data-testid=learn-next]');
      done++;
    }
    await page.waitForSelector('[data-testid=learn-course]');
    const stars = await page.$$eval('.learn-stages .stars', (s) => s.map((x) => Number(x.dataset.stars)));
    assertEq(stars, stages.map(() => 3), `${game}: every stage has three stars`);
    await t.shot(`learn-ar-phone-${game}-list`, page, { fullPage: true });
  }
  t.log(`${done} stages done by clicking`);
}

// One stage in each language on a phone: the page in its words, a wrong try said, done.
async function eachLanguage(t) {
  const srv = await t.server();
  const stages = await courseOf('al-manqala');
  const stage = stages.find((s) => s.solution.length === 1);
  for (const lang of LANGUAGES) {
    const page = await t.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await goStage(page, `${srv.url}?anim=off&lang=${lang.code}`, 'al-manqala', stage);
    assertEq(await page.evaluate(() => document.documentElement.dir), lang.dir, `${lang.code}: the page's direction`);
    const miss = await missOnce(page, stage);
    await t.shot(`learn-${lang.code}-phone-missed`, page, { fullPage: true });
    assertEq(await solve(page, stage), 2, `${lang.code}: done, two stars`);
    assertEq(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), true, `${lang.code}: no wider than the phone`);
    t.log(`${lang.code}: ${miss.note}`);
  }
}

// A stage by keyboard alone: Tab reaches the board, the arrow keys go from pit to pit, Enter
// plays; the note says what happened and the focus stays where the learner can go on.
async function byKeyboard(t) {
  const srv = await t.server();
  const stage = (await courseOf('hawalis')).find((s) => s.solution.length > 1);
  const page = await t.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await goStage(page, `${srv.url}?anim=off`, 'hawalis', stage);
  const focused = () => page.evaluate(() => document.activeElement?.dataset.pit || null);
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  for (let i = 0; i < 40 && !(await focused()); i++) await page.keyboard.press('Tab');
  assert(await focused(), 'Tab reaches the board');
  // Rows as the board draws them (top first) and columns a..g.
  const where = (pit) => [-Number(pit.slice(1)), pit.charCodeAt(0)];
  for (const move of stage.solution) {
    await settled(page);
    for (let guard = 0; (await focused()) !== move && guard < 20; guard++) {
      const [r, c] = where(await focused()), [tr, tc] = where(move);
      await page.keyboard.press(r < tr ? 'ArrowDown' : r > tr ? 'ArrowUp' : c < tc ? 'ArrowRight' : 'ArrowLeft');
    }
    assertEq(await focused(), move, `the arrows reach ${move}`);
    await page.keyboard.press('Enter');
  }
  assertEq(await settled(page), 'done', `${stage.id}: done by keyboard`);
  t.log(`${stage.id}: ${stage.solution.join(' ')} by keyboard`);
}

export const learnTests = [
  ['learn: a stage by keyboard alone', byKeyboard],
  ['learn: a stage done after a wrong try, its stars in this browser and the account', wrongTryAndStars],
  ['learn: every stage of both courses by clicking, in Arabic on a phone', everyStageInArabic],
  ['learn: a stage in each language on a phone', eachLanguage],
];
