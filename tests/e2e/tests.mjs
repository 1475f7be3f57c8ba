// The end-to-end tests. Each gets a context t: { browser, server(opts), newPage(opts),
// shot(name, page), out, log(msg) } and throws on failure. run.mjs starts and stops everything.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import {
  api, assert, assertEq, gameIdOf, waitIdle, waitTurnOrEnd, readBoard, legalPits, moveListLength,
  newGameFromForm, openWithToken, playToEnd, sleep, noAnim, waitPly, resultOpen, createFriendFromForm, waitUntil, registerOnPage, clickNav,
} from './lib/page.mjs';
import { boardTests } from './board.mjs';
import { languageTests } from './languages.mjs';
import { pseudoTests } from './pseudo.mjs';
import { journeyTests } from './journeys.mjs';
import { wordsTests } from './words.mjs';
import { numbersTests } from './numbers.mjs';
import { controlTests } from './controls.mjs';
import { abandonTests } from './abandon.mjs';
import { ratingChangeTests } from './rating_change.mjs';
import { layerTests } from './layers.mjs';
import { clockTests } from './clocks.mjs';
import { correspondenceTests } from './correspondence.mjs';
import { staleNoticeTests } from './stale_notice.mjs';
import { nameTests } from './names.mjs';
import { tournamentTests } from './tournaments.mjs';
import { otbTests } from './otb.mjs';
import { otbTeamTests } from './otb_teams.mjs';
import { tournamentExtraTests } from './tournament_extras.mjs';
import { pwaTests } from './pwa.mjs';
import { staticSiteTests } from './static_site.mjs';
import { offlineTests } from './offline.mjs';
import { engineWorkerTests } from './engine_worker.mjs';
import { learnTests } from './learn.mjs';
import { puzzleTests } from './puzzles.mjs';
import { broadcastTests } from './broadcasts.mjs';
import { a11yTests } from './a11y.mjs';
import { keyboardTests } from './keyboard.mjs';
import { screenReaderTests } from './screen_reader.mjs';
import { botTests } from './bots.mjs';
import { betweenFriendsTests } from './between_friends.mjs';

// (1), (2): a whole game against the engine, clicking legal pits until the result dialog.
// binary: the server to play it on ('pluginBinary': the build with the tests' own game Fives).
function fullGame(game, { binary = null } = {}) {
  return async (t) => {
    const srv = await t.server(binary ? { binary: t[binary] } : {});
    const meta = await api(srv.url, 'GET', '/api/meta');
    const rules = meta.games.find((x) => x.name === game);
    assert(rules, `${game} in meta`);
    const page = await t.newPage();
    let id = await newGameFromForm(page, srv.url, { game, level: 2, anim: 'off' });
    let shotTaken = false;
    let shared = false;
    await playToEnd(page, {
      onTurn: async (n) => {
        if (n === 6 && !shotTaken) {
          // A position a few moves in, at desktop size, for the README.
          shotTaken = true;
          await page.evaluate(() => document.activeElement && document.activeElement.blur());
          await t.shot(`board-${game}`, page);
        }
        if (game === 'al-manqala' && n === 4) {
          // Sharing the loop: offered only once the game seems to go round (a repeated
          // position, 20 moves without a capture); till then the box says only that.
          const info = await page.textContent('[data-testid=share-info]');
          assert(/goes round|without a capture/.test(info) && !/South \d+, North \d+/.test(info), 'share info says when, no split yet: ' + info);
          assert(await page.isDisabled('[data-testid=share]'), 'no sharing at move 4');
        }
        if (game === 'al-manqala' && !shared && await page.isEnabled('[data-testid=share]')) {
          // Offered now: two clicks propose it; the engine's answer is shown.
          shared = true;
          await page.click('[data-testid=share]');
          await page.click('[data-testid=share]');
          await page.waitForFunction(() => document.querySelector('[data-testid=share-result]').textContent.length > 0);
          t.log('share: ' + (await page.textContent('[data-testid=share-result]')));
          await waitIdle(page);
          if (await page.isVisible('[data-testid=result-dialog]')) {
            // Accepted: the game ended loop-shared. Undo after the end goes on in a new game,
            // "continued from" this one, which stays as it ended; play on there.
            assert(/shared/i.test(await page.textContent('[data-testid=result-text]')), 'shared result text');
            await page.click('[data-testid=dialog-close]');
            await page.click('[data-testid=undo]');
            await page.waitForFunction((old) => !location.hash.endsWith(old), id);
            await page.waitForFunction(() => !document.querySelector('[data-testid=result-dialog]')?.open &&
              document.querySelector('[data-pit][data-legal=true]'));
            const { game: kept } = await api(srv.url, 'GET', `/api/games/${id}`);
            assertEq(kept.status, 'over', 'the shared game stays as it ended');
            const next = (await page.evaluate(() => location.hash)).split('/').pop();
            const { game: g } = await api(srv.url, 'GET', `/api/games/${next}`);
            assertEq(g.status, 'ongoing', 'undo goes on in a new game');
            assertEq(g.continued_from, id, 'linked to the shared one');
            assert(await page.isVisible('[data-testid=game-continued-from]'), 'the page links the game it continues');
            id = next;
          }
        }
      },
    });
    const dialog = page.locator('[data-testid=result-dialog]');
    await dialog.waitFor({ state: 'visible' });
    const { game: g } = await api(srv.url, 'GET', `/api/games/${id}`);
    assertEq(g.status, 'over', 'API says the game is over');
    const text = await page.textContent('[data-testid=result-text]');
    assertEq(text.trim(), endSentence(g, 'south', rules), 'result dialog text');
    assertEq(await page.$$eval('.board .row', (rows) => rows.map((r) => r.children.length)),
      Array(rules.rows).fill(rules.columns), `${rules.rows} rows of ${rules.columns} pits drawn`);
    assertEq((await page.textContent('[data-testid=result-detail]')).trim(), g.result.text, 'the server\'s sentence under it');
    assert(g.result.text.length > 5, 'result text is words');
    assertEq(await moveListLength(page), g.ply, 'move list length equals ply');
    assertEq(await readBoard(page), g.board, 'final board');
    t.log(`${g.ply} plies, ${g.result.reason}: ${g.result.text}`);
    await t.shot(`result-${game}`, page);
  };
}

// The end sentence the page writes, the winner's count first: "You won 50–6 (…).",
// "North wins 50–6 (…).", "Draw 49–49 (…)." (without the reason: the page's own words). The
// reasons of the built-in games are written here again; another game's (`rules`, its meta)
// are its own words from meta.
function endSentence(g, me, rules = null) {
  const w = g.result.winner;
  const c = g.captured;
  const other = w === 'south' ? 'north' : 'south';
  const head = w === 'draw' ? 'Draw' : me ? (w === me ? 'You won' : 'You lost') : `${w === 'south' ? 'South' : 'North'} wins`;
  const score = w === 'draw' ? `${c.south}–${c.north}` : `${c[w]}–${c[other]}`;
  const why = {
    'captured-all': `${other === 'south' ? 'South' : 'North'} has no seeds left`,
    'no-moves': `${other === 'south' ? 'South' : 'North'} has no legal move; the seeds left on the board are not counted`,
    repetition: 'the same position came round again', score: 'more seeds captured', 'board-empty': 'no seeds are left on the board',
    'loop-shared': 'the loop was shared out', starved: 'nobody could feed the empty row; the starved side took the seeds left',
    resigned: `${other === 'south' ? 'South' : 'North'} resigned`, time: `${other === 'south' ? 'South' : 'North'}’s time ran out`,
  }[g.result.reason] ?? rules.end_reasons.find((r) => r.word === g.result.reason).clause
    .replace('{loser}', other === 'south' ? 'South' : 'North');
  // The score only where the counts decide the game (meta's `counted`: Al-manqala's endings).
  const counted = g.game === 'al-manqala' || !!rules?.end_reasons?.some((r) => r.counted);
  return counted ? `${head} ${score} (${why}).` : `${head} (${why}).`;
}

// (3) Replay from the archive: step to the end, each displayed board equal to the frames.
async function replay(t) {
  const srv = await t.server();
  // A short finished game made through the API: a few moves, then resign.
  const r = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', human: 'south', level: 1 });
  const id = r.game.id;
  let g = r.game;
  for (let i = 0; i < 5; i++) {
    g = (await api(srv.url, 'POST', `/api/games/${id}/move`, { token: r.token, move: g.legal[0], ply: g.ply })).game;
    const t0 = Date.now();
    while ((g.thinking || g.to_move !== 'south') && g.status === 'ongoing') {
      if (Date.now() - t0 > 20000) throw new Error('engine did not answer');
      await new Promise((res) => setTimeout(res, 50));
      g = (await api(srv.url, 'GET', `/api/games/${id}`)).game;
    }
    if (g.status !== 'ongoing') break;
  }
  if (g.status === 'ongoing') await api(srv.url, 'POST', `/api/games/${id}/resign`, { token: r.token });
  const { frames } = await api(srv.url, 'GET', `/api/games/${id}/replay`);

  const page = await t.newPage();
  // The first two steps animate (fast); then the speed goes off, the boards checked the same
  // (a Hawalis move animated takes about a second even fast).
  await page.goto(`${srv.url}#/archive`);
  await page.evaluate(() => localStorage.setItem('manqala.anim', 'fast'));
  const row = page.locator(`[data-testid=archive-row][data-id="${id}"]`);
  await row.waitFor();
  for (const l of ['record-link', 'export-link']) assert(await row.locator(`[data-testid=${l}]`).count(), l);
  await t.shot('archive', page);
  await row.locator('[data-testid=replay-link]').click();
  await page.waitForURL(new RegExp(`#/replay/${id}$`));
  await page.waitForSelector('[data-pit]');
  assertEq(await readBoard(page), frames[0].board, 'frame 0');
  for (let k = 1; k < frames.length; k++) {
    if (k === 3) await page.evaluate(() => localStorage.setItem('manqala.anim', 'off'));
    if (k % 2) await page.click('[data-testid=replay-next]');
    else await page.keyboard.press('ArrowRight');
    await page.waitForFunction((k) => document.querySelector('[data-testid=replay-ply]').dataset.ply === String(k), k);
    await waitIdle(page);
    assertEq(await readBoard(page), frames[k].board, `frame ${k}`);
    const cap = await page.$eval('[data-testid=captured-south]', (e) => Number(e.textContent));
    assertEq(cap, frames[k].captured.south, `captured south at frame ${k}`);
  }
  await t.shot('replay', page);
  // Import: paste the game's record on the archive page; the imported copy replays the same.
  const record = await (await fetch(`${srv.url}api/games/${id}/record`)).text();
  await page.goto(`${srv.url}?anim=fast#/archive`);
  await page.fill('[data-testid=import-text]', record);
  await page.click('[data-testid=import-submit]');
  await page.click('[data-testid=import-result] a');
  await page.waitForURL(/#\/replay\//);
  const copy = gameIdOf(page);
  assert(copy !== id, 'import made a new game');
  await page.waitForSelector('[data-testid=replay-ply]');
  await page.keyboard.press('End');
  await page.waitForFunction((n) => document.querySelector('[data-testid=replay-ply]').dataset.ply === String(n), frames.length - 1);
  assertEq(await readBoard(page), frames[frames.length - 1].board, 'imported game ends on the same board');
  await page.goto(`${srv.url}?anim=fast#/replay/${id}`);
  await page.waitForSelector('[data-testid=replay-ply]');
  await page.click('[data-testid=replay-first]');
  await page.waitForFunction(() => document.querySelector('[data-testid=replay-ply]').dataset.ply === '0');
  assertEq(await readBoard(page), frames[0].board, 'first');
  await page.keyboard.press('End');
  await page.waitForFunction((n) => document.querySelector('[data-testid=replay-ply]').dataset.ply === String(n), frames.length - 1);
  await page.click('[data-testid=replay-prev]');
  await page.waitForFunction((n) => document.querySelector('[data-testid=replay-ply]').dataset.ply === String(n), frames.length - 2);
  assertEq(await readBoard(page), frames[frames.length - 2].board, 'prev');
}

// (4) Undo, with the real (normal speed) animation of the move seen mid-way.
async function undo(t) {
  const srv = await t.server();
  const page = await t.newPage();
  // The speed is the page's setting (not forced by the URL), so that it can be switched off
  // once the animation has been seen: the engine's reply then does not animate for seconds.
  await page.goto(`${srv.url}#/`);
  await page.evaluate(() => localStorage.setItem('manqala.anim', 'normal'));
  const id = await newGameFromForm(page, srv.url, { game: 'hawalis', level: 1, anim: null });
  assertEq(await waitTurnOrEnd(page), 'turn', 'our turn');
  const before = await readBoard(page);
  const legal = await legalPits(page);
  await page.click(`[data-pit="${legal[0]}"]`);
  // Mid-animation: the hand bubble is over a pit, and the board is not yet the final one.
  await page.waitForSelector('.board[data-animating=true] [data-testid=hand]:not([hidden])', { timeout: 10000 });
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=hand]').dataset.count) >= 0 &&
    document.querySelector('[data-pit].drop'), null, { timeout: 10000 });
  await t.shot('animation', page);
  await page.selectOption('[data-testid=anim-speed]', 'off');
  assertEq(await waitTurnOrEnd(page, 60000), 'turn', 'our turn again');
  let g = (await api(srv.url, 'GET', `/api/games/${id}`)).game;
  assertEq(g.ply, 2, 'engine replied');
  assertEq(await moveListLength(page), 2, 'two moves listed');
  await page.click('[data-testid=undo]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .mv').length === 0);
  await waitTurnOrEnd(page);
  g = (await api(srv.url, 'GET', `/api/games/${id}`)).game;
  assertEq(g.ply, 0, 'ply back to 0');
  assertEq(g.board, before, 'API board back');
  assertEq(await readBoard(page), before, 'drawn board back');
  assertEq((await legalPits(page)).sort(), [...g.legal].sort(), 'legal pits back');
}

// (5) Restart: kill the server mid-game, start it on the same db and port, reload, continue.
async function restart(t) {
  const db = t.tmpDb();
  let srv = await t.server({ db });
  const page = await t.newPage();
  const id = await newGameFromForm(page, srv.url, { game: 'al-manqala', level: 1, anim: 'off' });
  await playToEnd(page, { onTurn: async (n) => (n >= 3 ? 'stop' : null) });
  await waitIdle(page);
  const board = await readBoard(page);
  const plies = await moveListLength(page);
  const { game: g0 } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq(g0.board, board, 'board before kill');
  await srv.kill('SIGKILL');
  await page.waitForFunction(() => document.querySelector('[data-testid=link]').dataset.state !== 'live', null, { timeout: 10000 });
  srv = await t.server({ db, port: srv.port, retries: 20 });
  await page.reload();
  await page.waitForSelector('[data-pit]');
  assertEq(await waitTurnOrEnd(page), 'turn', 'our turn after restart');
  assertEq(await readBoard(page), board, 'same board after restart');
  assertEq(await moveListLength(page), plies, 'same moves after restart');
  const { game: g1 } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq([g1.ply, g1.position], [g0.ply, g0.position], 'API position after restart');
  await playToEnd(page);
  const { game: g2 } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq(g2.status, 'over', 'finished after restart');
  assertEq(await moveListLength(page), g2.ply, 'move list after restart');
}

// (6) Phone viewport, keyboard only: no horizontal overflow; Tab to the board, arrows, Enter.
async function phone(t) {
  const srv = await t.server();
  const r = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', human: 'south', level: 1 });
  const page = await t.newPage({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await openWithToken(page, srv.url, r, { anim: 'fast' });
  await waitTurnOrEnd(page);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assertEq(await overflow(), 0, 'no horizontal overflow');
  const boardBox = await page.locator('.board').boundingBox();
  assert(boardBox.x >= 0 && boardBox.x + boardBox.width <= 360, 'board fits: ' + JSON.stringify(boardBox));
  const focused = () => page.evaluate(() => {
    const e = document.activeElement;
    return e && e.dataset.pit ? { pit: e.dataset.pit, legal: e.dataset.legal === 'true', outline: getComputedStyle(e).outlineStyle } : null;
  });
  // Tab from the top of the page until a pit has the focus.
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  let f = null;
  for (let i = 0; i < 30 && !f; i++) {
    await page.keyboard.press('Tab');
    f = await focused();
  }
  assert(f, 'Tab reaches the board');
  assert(f.outline !== 'none', 'visible focus ring on the pit');
  for (let move = 0; move < 2; move++) {
    assertEq(await waitTurnOrEnd(page), 'turn', 'our turn');
    // Snake through the pits with the arrow keys until a playable one has the focus.
    f = await focused();
    assert(f, 'focus still on the board');
    for (const k of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(k);
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
    let dir = 'ArrowRight';
    for (let steps = 0; !(f = await focused()).legal && steps < 40; steps++) {
      const before = f.pit;
      await page.keyboard.press(dir);
      if ((await focused()).pit === before) {
        await page.keyboard.press('ArrowUp');
        dir = dir === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
      }
    }
    assert(f.legal, 'found a playable pit by keyboard');
    const { game: g } = await api(srv.url, 'GET', `/api/games/${r.game.id}`);
    await page.keyboard.press(move === 0 ? 'Enter' : ' ');
    await page.waitForFunction((p) => document.querySelectorAll('[data-testid=move-list] .mv').length > p, g.ply);
    t.log(`played ${f.pit} by keyboard`);
  }
  assertEq(await waitTurnOrEnd(page), 'turn', 'our turn at the end');
  const { game: g } = await api(srv.url, 'GET', `/api/games/${r.game.id}`);
  assertEq(g.ply, 4, 'two moves each');
  assertEq(await overflow(), 0, 'no horizontal overflow after moves');
  // The typed move box works too, and every control is reachable by Tab.
  await page.fill('[data-testid=move-input]', g.legal[0]);
  await page.press('[data-testid=move-input]', 'Enter');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .mv').length >= 5);
  await waitTurnOrEnd(page);
  await t.shot('phone', page, { fullPage: true });
}

// (7) The rules page of every game in /api/meta on a 390 px screen, reached by its link in
// the nav (from meta too): its sections and boards, every example with a move plays it as
// the server sows it (POST /api/trace), and its Options section lists exactly meta's options
// with their defaults and ranges. A name that is no game is the not-found page.
async function rules(t) {
  const srv = await t.server();
  const meta = await api(srv.url, 'GET', '/api/meta');
  const page = await t.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${srv.url}#/`);
  const speed = (v) => page.evaluate((v) => localStorage.setItem('manqala.anim', v), v);
  for (const g of meta.games) {
    await clickNav(page, `nav-rules-${g.name}`); // a phone's header: behind its menu
    const article = page.locator(`[data-testid=rules-${g.name}]`);
    await article.waitFor();
    assertEq(await article.locator('h1').textContent(), g.title, `${g.name}: title`);
    assertEq(await page.getAttribute(`[data-testid=nav-rules-${g.name}]`, 'aria-current'), '', `${g.name}: nav marks the page`);
    const sections = await article.locator('h2').allTextContents();
    assert(sections.length >= 3 && sections[sections.length - 1] === 'Options', `${g.name}: sections, Options last: ${sections}`);
    const boards = await article.locator('.board').evaluateAll((bs) => bs.map((b) => b.querySelectorAll('[data-pit]').length));
    assert(boards.length >= 3 && boards.every((n) => n === g.rows * 7), `${g.name}: boards of ${g.rows} rows: ${boards}`);
    const start = g.start.split(' ')[0].split('/').map((r) => r.split(',').map(Number)).reverse();
    const figures = article.locator('[data-testid=rules-example]');
    const drawn = await Promise.all([...Array(await figures.count()).keys()].map((i) => readBoard(figures.nth(i))));
    assert(drawn.some((b) => JSON.stringify(b) === JSON.stringify(start)), `${g.name}: an example shows meta's start`);
    const examples = article.locator('[data-testid=rules-example][data-move]');
    const n = await examples.count();
    assert(n >= 1, `${g.name}: an example to play`);
    for (let i = 0; i < n; i++) {
      await speed(i === 0 ? 'fast' : 'off'); // one animated; the others' boards checked the same
      const fig = examples.nth(i);
      const [res] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/trace') && r.request().method() === 'POST'),
        fig.locator('[data-testid=rules-play]').click(),
      ]);
      assertEq(res.status(), 200, `${g.name}: example ${i} sown by the server`);
      const sown = await res.json();
      assert(sown.trace.length > 0, 'a trace to animate');
      await waitIdle(page);
      assertEq(await readBoard(fig), sown.board, `${g.name}: example ${await fig.getAttribute('data-move')} ends on the server's board`);
    }
    const options = await article.locator('[data-testid=rules-options] dt').evaluateAll((dts) =>
      dts.map((dt) => ({ name: dt.dataset.option, default: dt.dataset.default, text: dt.nextElementSibling.textContent })));
    assertEq(options.map((o) => [o.name, o.default]), g.options.map((o) => [o.name, o.default]), `${g.name}: the options are meta's`);
    for (const [i, o] of g.options.entries()) {
      const words = [o.default, ...(o.values || []), ...(o.min !== undefined ? [`from ${o.min} to ${o.max}`] : [])];
      for (const w of words) assert(options[i].text.includes(w), `${g.name}: ${o.name} says ${w}: ${options[i].text}`);
    }
    const others = await article.locator('[data-testid=rules-other]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assertEq(others, meta.games.filter((x) => x !== g).map((x) => `#/rules/${x.name}`), `${g.name}: links to the other games`);
    assertEq(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0,
      `${g.name}: no horizontal overflow at 390 px`);
    await t.shot(`rules-${g.name}`, page, { fullPage: true });
  }
  await page.goto(`${srv.url}#/rules/no-such-game`);
  await page.waitForSelector('[data-testid=not-found]');
}

// (12) Both new-game forms build their option controls from /api/meta: flag and choice a
// select of meta's values with the default chosen, number a number box with meta's range,
// list a text box. Out-of-range values are refused on the page with a message (nothing is
// sent); values the page accepts but the server refuses show the server's message as it came.
async function optionControls(t) {
  const srv = await t.server();
  const meta = await api(srv.url, 'GET', '/api/meta');
  const page = await t.newPage({ viewport: { width: 390, height: 844 } });
  let posts = 0;
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/api/games')) posts++; });
  await page.goto(`${srv.url}?anim=off#/`);
  const forms = [
    { tab: 'mode-engine', form: 'new-game-form', select: 'game-select', submit: 'start-game' },
    { tab: 'mode-friend', form: 'friend-form', select: 'friend-game-select', submit: 'create-friend' },
  ];
  for (const f of forms) {
    await page.click(`[data-testid=${f.tab}]`);
    for (const g of meta.games) {
      await page.selectOption(`[data-testid=${f.select}]`, g.name);
      const controls = await page.locator(`[data-testid=${f.form}] [data-option]`).evaluateAll((els) => els.map((e) => ({
        name: e.dataset.option, type: e.type, value: e.value, min: e.getAttribute('min'), max: e.getAttribute('max'),
        values: e.tagName === 'SELECT' ? [...e.options].map((o) => o.value) : null,
        label: document.querySelector(`label[for="${e.id}"]`)?.textContent })));
      assertEq(controls, g.options.map((o) => ({
        name: o.name, type: { number: 'number', list: 'text' }[o.kind] || 'select-one', value: o.default,
        min: o.kind === 'number' ? String(o.min) : null, max: o.kind === 'number' ? String(o.max) : null,
        values: o.kind === 'flag' || o.kind === 'choice' ? o.values : null, label: o.name,
      })), `${f.form}, ${g.name}: the controls are meta's options`);
    }
  }
  assertEq(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0,
    'no horizontal overflow at 390 px');

  // The engine level shows its rating on the players' scale, for the game chosen.
  await page.click('[data-testid=mode-engine]');
  for (const g of meta.games) {
    await page.selectOption('[data-testid=game-select]', g.name);
    await page.$eval('[data-testid=level]', (el) => { el.value = '6'; el.dispatchEvent(new Event('input')); });
    assertEq(await page.textContent('[data-testid=level-shown]'), `6 · about ${g.level_ratings[6]}`, `${g.name} level 6`);
    assert(g.level_ratings[10] > g.level_ratings[1], `${g.name}: level 10 rated above level 1`);
  }

  // Wrong values, set while the options are folded away: the page opens them, says what is
  // wrong beside the field and sends nothing; a right value takes the message away.
  await page.click('[data-testid=mode-engine]');
  for (const g of meta.games) {
    for (const o of g.options.filter((x) => x.kind === 'number' || x.kind === 'list')) {
      await page.selectOption('[data-testid=game-select]', g.name);
      const field = `[data-testid=new-game-form] [data-option="${o.name}"]`;
      const bad = o.kind === 'number' ? String(o.max + 1) : `${o.min},x`;
      await page.$eval(field, (el, v) => { el.value = v; }, bad);
      await page.click('[data-testid=start-game]');
      const error = page.locator(`[data-testid=new-game-form] [id="${await page.getAttribute(field, 'id')}-error"]`);
      await error.waitFor();
      const text = await error.textContent();
      assert(text.includes(`${o.min} to ${o.max}`) && text.includes(o.name), `${g.name} ${o.name}=${bad}: message ${text}`);
      assert(await page.$eval(field, (el) => el === document.activeElement && el.closest('details').open), 'the field is shown and focused');
      assertEq(await page.getAttribute(field, 'aria-invalid'), 'true', 'marked invalid');
      await page.fill(field, o.default);
      await error.waitFor({ state: 'hidden' });
    }
  }
  assertEq(posts, 0, 'nothing sent while a value was wrong');

  // In range, but refused by the server: Hawalis's relay sowing with more than 4 seeds a pit
  // has no useful bound on judging a move. Each form shows the server's words.
  for (const f of forms) {
    await page.click(`[data-testid=${f.tab}]`);
    await page.selectOption(`[data-testid=${f.select}]`, 'hawalis');
    const details = page.locator(`[data-testid=${f.form}] details`);
    if (!(await details.evaluate((d) => d.open))) await details.locator('summary').click();
    await page.fill(`[data-testid=${f.form}] [data-option=seeds]`, '5');
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/games') && r.request().method() === 'POST'),
      page.click(`[data-testid=${f.submit}]`),
    ]);
    assertEq(res.status(), 400, `${f.form}: refused by the server`);
    const said = (await res.json()).error;
    assert(/this server does not offer these options/.test(said), 'the server says why: ' + said);
    const shown = page.locator(`[data-testid=${f.form}] [data-testid=form-error]`);
    await shown.waitFor();
    assertEq(await shown.textContent(), said, `${f.form}: the server's message as it came`);
    await page.fill(`[data-testid=${f.form}] [data-option=seeds]`, '2');
  }
  await t.shot('option-refused', page, { fullPage: true });
  assertEq(posts, 2, 'one request for each refusal');
}

// ---- games between two people ----

const presence = (page, side) => page.getAttribute(`[data-testid=presence-${side}]`, 'data-state');
const waitPresence = (page, side, state, timeout = 10000) => page.waitForFunction(([s, st]) =>
  document.querySelector(`[data-testid=presence-${s}]`)?.dataset.state === st, [side, state], { timeout });
const moveTexts = (page) => page.$$eval('[data-testid=move-list] .mv', (els) => els.map((e) => e.textContent));
const clockMs = (page, side) => page.$eval(`[data-testid=clock-${side}]`, (e) => ({ ms: Number(e.dataset.ms), running: e.dataset.running === 'true', text: e.textContent }));


// (8) Two people play a whole game in two contexts, a third watches; one reloads mid-game.
async function onlineGame(t) {
  const srv = await t.server();
  const A = await t.newPage();
  const { id, invite, watch } = await createFriendFromForm(A, srv.url, { game: 'al-manqala', options: { seeds: '4' } });
  const { game: g0 } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq([g0.opponent, g0.seats.south.taken, g0.seats.north.taken, g0.clock.initial_ms, g0.clock.increment_ms],
    ['friend', true, false, 300000, 3000], 'created as asked');
  await t.shot('online-invite', A);
  await A.click('[data-testid=go-to-board]');
  await A.waitForURL(new RegExp(`#/play/${id}$`));
  await A.waitForSelector('[data-testid=waiting]:not([hidden])');
  assertEq(await presence(A, 'north'), 'open', 'north seat open before the join');
  assertEq(await legalPits(A), [], 'nobody moves before the opponent joins');

  const B = await t.newPage();
  await B.goto(noAnim(invite));
  await B.waitForURL(new RegExp(`#/play/${id}$`));
  const C = await t.newPage();
  await C.goto(noAnim(watch));
  await C.waitForSelector('[data-pit]');
  for (const p of [A, B, C]) {
    await waitPresence(p, 'south', 'connected');
    await waitPresence(p, 'north', 'connected');
  }
  await A.waitForSelector('[data-testid=waiting]', { state: 'hidden' });
  await A.waitForFunction(() => Number(document.querySelector('[data-testid=spectators]').dataset.count) === 1);
  assert(!(await C.isVisible('[data-testid=resign]')), 'spectator has no resign button');
  assert(!(await C.isVisible('[data-testid=move-input]')), 'spectator has no move box');
  for (const p of [A, B]) for (const tid of ['undo', 'hint', 'eval-toggle'])
    assert(!(await p.isVisible(`[data-testid=${tid}]`)), `${tid} hidden between people`);
  assert(await B.isVisible('[data-testid=resign]'), 'player has a resign button');
  assert(/your move/i.test(await A.textContent('[data-testid=to-move]')), 'A: your move');
  assert(/opponent/i.test(await B.textContent('[data-testid=to-move]')), 'B: opponent’s move');

  const pages = { south: A, north: B };
  let reloaded = false;
  let awaySeen = false;
  let tickChecked = false;
  for (let ply = 0; ; ply++) {
    if (ply > 400) throw new Error('game too long');
    const { game: g } = await api(srv.url, 'GET', `/api/games/${id}`);
    if (g.status !== 'ongoing') break;
    assertEq(g.ply, ply, 'one move per click, none lost or doubled');
    const P = pages[g.to_move];
    if (!tickChecked && ply === 3) {
      // The side to move's clock runs down in every page (once the last move's animation,
      // which is not charged, is over); the other stands still.
      await sleep(g.clock.grace_ms);
      const before = await Promise.all([A, B, C].map((p) => clockMs(p, g.to_move)));
      const other = g.to_move === 'south' ? 'north' : 'south';
      const otherBefore = await clockMs(C, other);
      await sleep(700);
      const after = await Promise.all([A, B, C].map((p) => clockMs(p, g.to_move)));
      for (let i = 0; i < 3; i++) {
        assert(after[i].running && before[i].ms - after[i].ms >= 300, `clock of ${g.to_move} ticks in page ${i}: ${before[i].ms} -> ${after[i].ms}`);
        assert(/^\d+:\d\d/.test(after[i].text), 'clock text ' + after[i].text);
      }
      const otherAfter = await clockMs(C, other);
      assert(!otherAfter.running && otherAfter.ms === otherBefore.ms, 'the other clock stands still');
      tickChecked = true;
    }
    if (!awaySeen && ply === 4) {
      // B leaves the page: A and the spectator see North away; B comes back to the board.
      await B.goto('about:blank');
      await waitPresence(A, 'north', 'away');
      await waitPresence(C, 'north', 'away');
      awaySeen = true;
      await B.goto(`${srv.url}?anim=off#/play/${id}`);
      await waitPresence(A, 'north', 'connected');
    }
    if (!reloaded && ply === 7) {
      await B.reload();
      await B.waitForSelector('[data-pit]');
      reloaded = true;
    }
    if (ply === 6) {
      await waitPly(C, ply);
      await t.shot('online-player', A);
      await t.shot('online-spectator', C);
    }
    const s = await waitTurnOrEnd(P);
    if (s === 'over') break;
    assertEq(await legalPits(C), [], 'the spectator never has legal pits');
    const legal = await legalPits(P);
    const pit = legal[Math.floor(Math.random() * legal.length)];
    await P.click(`[data-pit="${pit}"][data-legal=true]`);
    for (const p of [A, B, C]) await waitPly(p, ply + 1);
    if (ply % 5 === 4) {
      // Every few moves: the spectator's board and moves are the players'.
      const [ba, bb, bc] = await Promise.all([A, B, C].map(readBoard));
      const [ma, mb, mc] = await Promise.all([A, B, C].map(moveTexts));
      assertEq(bc, ba, `spectator board = A's at ply ${ply + 1}`);
      assertEq(bb, ba, `B board = A's at ply ${ply + 1}`);
      assertEq(mc, ma, `spectator moves = A's at ply ${ply + 1}`);
      assertEq(mb, ma, `B moves = A's at ply ${ply + 1}`);
    }
  }
  assert(reloaded && awaySeen && tickChecked, `the game was long enough for the checks (${reloaded}, ${awaySeen}, ${tickChecked})`);
  const { game: g } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq(g.status, 'over', 'over');
  for (const p of [A, B, C]) {
    await resultOpen(p);
    await waitIdle(p);
    assertEq((await p.textContent('[data-testid=result-text]')).trim().split(' (')[0], endSentence(g, p === C ? null : p === A ? 'south' : 'north').split(' (')[0], 'result text');
    assertEq(await moveListLength(p), g.ply, 'move list length = API ply');
    assertEq(await readBoard(p), g.board, 'final board');
  }
  await t.shot('online-result', B);
  t.log(`${g.ply} plies, ${g.result.reason}`);
}

// (9) A listed invitation shows in another browser's lobby, which joins from there; the game
// survives a server restart; one side offers to share the loop and the other accepts.
async function lobby(t) {
  const db = t.tmpDb();
  let srv = await t.server({ db });
  const A = await t.newPage();
  const { id } = await createFriendFromForm(A, srv.url, { game: 'al-manqala', preset: '10+5', side: 'north' });
  await A.click('[data-testid=go-to-board]');
  await A.waitForSelector('[data-testid=waiting]:not([hidden]) [data-testid=invite-link]');
  const B = await t.newPage();
  await B.goto(`${srv.url}?anim=off#/`);
  await B.click('[data-testid=nav-lobby]');
  const row = B.locator(`[data-testid=lobby-open] [data-testid=lobby-invite][data-id="${id}"]`);
  await row.waitFor();
  const text = await row.textContent();
  assert(/Al-manqala/.test(text) && /10 min \+ 5 s/.test(text) && /South/.test(text), 'lobby row: ' + text);
  await t.shot('lobby', B);
  await row.locator('[data-testid=lobby-join]').click();
  await B.waitForURL(new RegExp(`#/play/${id}$`));
  for (const p of [A, B]) {
    await waitPresence(p, 'south', 'connected');
    await waitPresence(p, 'north', 'connected');
  }
  // B took South (the open seat), so it moves first; A (North) sees its board flipped.
  assertEq(await waitTurnOrEnd(B), 'turn', 'B (South) to move');
  assertEq(await legalPits(A), [], 'A waits');
  assertEq(await A.getAttribute('.half:first-child', 'data-side'), 'south', 'A sees the board from North');
  await A.waitForSelector('[data-testid=waiting]', { state: 'hidden' });
  await B.click(`[data-pit="${(await legalPits(B))[0]}"]`);
  assertEq(await waitTurnOrEnd(A), 'turn', 'A (North) to move');
  // The invitation has left the open list; the game is listed as in progress, to watch.
  const D = await t.newPage();
  await D.goto(`${srv.url}?anim=off#/lobby`);
  await D.waitForSelector(`[data-testid=lobby-playing] [data-testid=lobby-game][data-id="${id}"] [data-testid=lobby-watch]`);
  assertEq(await D.locator(`[data-testid=lobby-open] [data-id="${id}"]`).count(), 0, 'no longer open');
  await D.click(`[data-testid=lobby-game][data-id="${id}"] [data-testid=lobby-watch]`);
  await D.waitForURL(new RegExp(`#/watch/${id}$`));
  await waitPly(D, 1);
  assertEq(await legalPits(D), [], 'watcher has no legal pits');

  // The server restarts: the pages reconnect by themselves (no reload) and play on.
  const { game: g1 } = await api(srv.url, 'GET', `/api/games/${id}`);
  await srv.kill('SIGKILL');
  await A.waitForFunction(() => document.querySelector('[data-testid=link]').dataset.state !== 'live', null, { timeout: 10000 });
  srv = await t.server({ db, port: srv.port, retries: 20 });
  for (const p of [A, B, D]) {
    await p.waitForFunction(() => document.querySelector('[data-testid=link]').dataset.state === 'live', null, { timeout: 20000 });
    await waitPresence(p, 'south', 'connected');
    await waitPresence(p, 'north', 'connected');
  }
  const { game: g2 } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq([g2.ply, g2.position], [g1.ply, g1.position], 'same position after the restart');
  assertEq(await waitTurnOrEnd(A), 'turn', 'A still to move after the restart');
  await A.click(`[data-pit="${(await legalPits(A))[0]}"]`);
  for (const p of [A, B, D]) await waitPly(p, 2);
  assertEq((await api(srv.url, 'GET', `/api/games/${id}`)).game.ply, 2, 'the move after the restart counted once');

  // Sharing the loop needs both: A offers, B sees the offer with the split and accepts.
  assertEq(await waitTurnOrEnd(B), 'turn', 'B to move');
  await A.click('[data-testid=share]');
  await B.waitForSelector('[data-testid=share-accept]:visible');
  const offer = await B.textContent('[data-testid=share-offer]');
  assert(/Your opponent offers to share the loop: \d+–\d+/.test(offer) && /lapses with the next move/.test(offer), 'offer text: ' + offer);
  assert(!(await D.isVisible('[data-testid=share-accept]')), 'the spectator cannot accept');
  await B.click('[data-testid=share-accept]');
  for (const p of [A, B, D]) {
    await resultOpen(p);
    assert(/shar/i.test(await p.textContent('[data-testid=result-text]')), 'loop shared');
  }
  const { game: g } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq([g.status, g.result.reason], ['over', 'loop-shared'], 'API: loop shared');
}

// (10) Flag fall: a 3-second clock; South never moves; both pages show the time-out.
async function flagFall(t) {
  const srv = await t.server();
  const r = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', opponent: 'friend', human: 'south', clock: { seconds: 3 } });
  const id = r.game.id;
  const A = await t.newPage();
  await openWithToken(A, srv.url, r, { side: 'south' });
  await A.waitForSelector('[data-testid=waiting]:not([hidden])');
  const B = await t.newPage();
  await B.goto(`${srv.url}?anim=off#/join/${id}/${r.invite}`);
  await B.waitForURL(new RegExp(`#/play/${id}$`));
  assertEq(await waitTurnOrEnd(A), 'turn', 'South may move once both sat down');
  // Each side's first move is not timed; South's clock runs from its second turn on.
  assert(!(await clockMs(A, 'south')).running, 'South’s first move is not timed');
  await A.click('[data-pit][data-legal=true]');
  assertEq(await waitTurnOrEnd(B), 'turn', 'North’s turn');
  await B.click('[data-pit][data-legal=true]');
  assertEq(await waitTurnOrEnd(A), 'turn', 'South’s second turn');
  const c = await clockMs(A, 'south');
  assert(c.running && c.ms <= 3000, 'South’s clock runs: ' + JSON.stringify(c));
  assert(await A.$eval('[data-testid=clock-south]', (e) => e.classList.contains('low')), 'low-time styling');
  for (const p of [A, B]) {
    await resultOpen(p, 10000);
    const text = await p.textContent('[data-testid=result-text]');
    assert(/time ran out/i.test(text), 'time-out result: ' + text);
  }
  const { game: g } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq([g.status, g.result.reason, g.result.winner, g.clock.south_ms], ['over', 'time', 'north', 0], 'API: flag fell');
  assertEq((await clockMs(A, 'south')).ms, 0, 'South’s clock shows 0');
  // The used invitation, opened elsewhere: a clear refusal and a way to watch instead.
  const D = await t.newPage();
  await D.goto(`${srv.url}?anim=off#/join/${id}/${r.invite}`);
  await D.waitForSelector('[data-testid=join-error]');
  assert(/already been used/.test(await D.textContent('[data-testid=join-error]')), 'used invitation message');
  await D.click('[data-testid=join-watch]');
  await D.waitForURL(new RegExp(`#/watch/${id}$`));
  await resultOpen(D);
  // A wrong code for a game whose seat is still open.
  const r2 = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', opponent: 'friend', human: 'north' });
  await D.goto(`${srv.url}?anim=off#/join/${r2.game.id}/${'0'.repeat(32)}`);
  await D.waitForSelector('[data-testid=join-error]');
  assert(/not valid/.test(await D.textContent('[data-testid=join-error]')), 'wrong invitation message');
}

// (11) After a reconnect the page fetches the state and opens the socket at once. A fetch
// answered before a later change (here the opponent joining) but delivered after the
// socket reported that change must not take the page back: the answer is held until the
// socket has shown the opponent, then let through, and the page drops it (older version).
async function lateFetch(t) {
  const db = t.tmpDb();
  let srv = await t.server({ db });
  const r = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', opponent: 'friend', human: 'south' });
  const id = r.game.id;
  const A = await t.newPage();
  await openWithToken(A, srv.url, r, { side: 'south' });
  await waitPresence(A, 'south', 'connected');
  assertEq(await presence(A, 'north'), 'open', 'north seat open');

  let held = null;
  let release;
  const released = new Promise((res) => { release = res; });
  let delivered = false;
  await A.route(new RegExp(`/api/games/${id}$`), async (route) => {
    if (held || route.request().method() !== 'GET') return route.continue();
    let response;
    try {
      response = await route.fetch();
    } catch {
      return route.abort(); // the server is still down: the page tries again
    }
    held = response;
    await released;
    await route.fulfill({ response });
    delivered = true;
  });
  await srv.kill('SIGKILL');
  await A.waitForFunction(() => document.querySelector('[data-testid=link]').dataset.state !== 'live', null, { timeout: 10000 });
  srv = await t.server({ db, port: srv.port, retries: 20 });
  await A.waitForFunction(() => document.querySelector('[data-testid=link]').dataset.state === 'live', null, { timeout: 20000 });
  await waitUntil(() => held, 'the page fetched the state after the reconnect');
  assertEq((await held.json()).game.seats.north.taken, false, 'the held answer predates the join');

  const B = await t.newPage();
  await B.goto(`${srv.url}?anim=off#/join/${id}/${r.invite}`);
  await B.waitForURL(new RegExp(`#/play/${id}$`));
  await waitPresence(A, 'north', 'connected');
  const { dropped, plies } = await seen(A);
  release();
  await waitSeen(A, { plies, dropped: dropped + 1 }); // the held answer reached the page, which dropped it
  await waitUntil(() => delivered, 'the route saw its answer delivered');
  assertEq(await presence(A, 'north'), 'connected', 'the late answer did not undo the join');
  assertEq(await waitTurnOrEnd(A), 'turn', 'A (South) moves first');
}

// (13) Every state is shown in the order of its version, whatever brought it. A game for two
// at one screen (moves by POST, no engine); the page's socket goes through the test, which
// can hold what the server sends. First the socket is dropped: on reconnecting the page
// fetches the state (held here) and opens a new socket (held too) while two moves are made.
// The socket's news up to move 1 comes first; then the fetch, answered now with move 2, is
// shown although the socket spoke since it began; the socket's late news is dropped. Then
// the reverse: the answer to the page's own move is held until the socket has shown the
// next move, and is dropped.
async function versionOrder(t) {
  const srv = await t.server();
  const r = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', human: 'both' });
  const id = r.game.id;
  const page = await t.newPage();
  let holding = false;
  let held = []; // what the server sent on the newest socket and the page has not had yet
  let socket = null; // the page's side of its newest socket
  let onFirst = null; // called with the first message of a new socket
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    socket = ws;
    held = [];
    let first = true;
    server.onMessage((text) => {
      const m = JSON.parse(text);
      if (holding) held.push({ text, version: m.game ? m.game.version : -1 });
      else ws.send(text);
      if (first && onFirst) onFirst();
      first = false;
    });
  });
  const release = (count) => {
    for (const m of held.slice(0, count)) socket.send(m.text);
    held = held.slice(count);
  };
  const move = async () => {
    const { game: g } = await api(srv.url, 'GET', `/api/games/${id}`);
    return (await api(srv.url, 'POST', `/api/games/${id}/move`, { token: r.token, move: g.legal[0], ply: g.ply })).game;
  };
  const heldUpTo = (version) => held.findIndex((m) => m.version >= version) + 1; // 0: not yet
  await openWithToken(page, srv.url, r);
  await page.waitForFunction(() => document.querySelector('[data-testid=link]')?.dataset.state === 'live');
  await waitTurnOrEnd(page);

  // The reconnect: the fetch is held until asked for, the new socket's messages too.
  let fetchRoute = null;
  let fetchHeld;
  const fetchAsked = new Promise((res) => { fetchHeld = res; });
  await page.route(new RegExp(`/api/games/${id}$`), (route) => {
    if (fetchRoute || route.request().method() !== 'GET') return route.continue();
    fetchRoute = route;
    fetchHeld();
  });
  const reconnected = new Promise((res) => { onFirst = res; });
  holding = true;
  await socket.close();
  await Promise.all([fetchAsked, reconnected]);
  const m1 = await move();
  await waitUntil(() => heldUpTo(m1.version), 'the socket told of move 1');
  const m2 = await move();
  await waitUntil(() => heldUpTo(m2.version), 'the socket told of move 2');
  // The socket's news up to move 1 reaches the page: it shows move 1.
  release(heldUpTo(m1.version));
  await waitSeen(page, { plies: 1 });
  // The fetch, answered now, holds move 2: newer, so shown, though the socket spoke meanwhile.
  const answer = await fetchRoute.fetch();
  const fetched = (await answer.json()).game;
  assertEq(fetched.ply, 2, 'the fetch is answered after move 2');
  const { dropped } = await seen(page);
  await fetchRoute.fulfill({ response: answer });
  await waitSeen(page, { plies: 2, version: fetched.version });
  // The socket's news of move 2, delivered late: not newer, dropped; the page stays on move 2.
  const late = held.filter((m) => m.version >= 0 && m.version <= fetched.version).length;
  assert(late >= 1, 'the socket held news of move 2');
  holding = false;
  release(held.length);
  await waitSeen(page, { plies: 2, dropped: dropped + late });
  assertEq((await seen(page)).dropped, dropped + late, 'every late state dropped, none shown');
  assertEq(await readBoard(page), (await api(srv.url, 'GET', `/api/games/${id}`)).game.board, 'the board of move 2');

  // The reverse: the answer to the page's own move (move 3) is held; the socket shows move 3,
  // then move 4; the answer, let through then, is older and dropped.
  let moveAnswer = null;
  let letAnswerGo;
  const answerGo = new Promise((res) => { letAnswerGo = res; });
  await page.route(new RegExp(`/api/games/${id}/move$`), async (route) => {
    moveAnswer = await route.fetch();
    await answerGo;
    await route.fulfill({ response: moveAnswer });
  });
  assertEq(await waitTurnOrEnd(page), 'turn', 'the page may move');
  await page.click(`[data-pit="${(await legalPits(page))[0]}"][data-legal=true]`);
  await waitSeen(page, { plies: 3 });
  const m4 = await move();
  await waitSeen(page, { plies: 4, version: m4.version });
  const before = await seen(page);
  letAnswerGo();
  await waitSeen(page, { plies: 4, dropped: before.dropped + 1 });
  assertEq((await moveAnswer.json()).game.ply, 3, 'the held answer was of move 3');
  assertEq(await waitTurnOrEnd(page), 'turn', 'the page offers the next move');
  assertEq(await readBoard(page), (await api(srv.url, 'GET', `/api/games/${id}`)).game.board, 'the board of move 4');
}

// (14) Development: with --web-root DIR the games' own files come from disk beside DIR, from
// src/games/<folder>/web/ (a rules page loads from there), and no path leaves those folders.
async function webRootGames(t) {
  const web = fileURLToPath(new URL('../../web', import.meta.url));
  const srv = await t.server({ webRoot: web });
  const meta = await api(srv.url, 'GET', '/api/meta');
  // A raw GET: fetch() would tidy the "..", and those paths are the point.
  const get = (rawPath) => new Promise((res, rej) => http.get({ host: '127.0.0.1', port: srv.port, path: rawPath }, (r) => {
    let body = '';
    r.on('data', (d) => { body += d; });
    r.on('end', () => res({ status: r.statusCode, body }));
  }).on('error', rej));
  // games/<folder>/<file> is served from src/games/<folder>/web/<file>.
  const place = (served) => served.match(/^games\/([^/]+)\/(.+)$/).slice(1);
  for (const g of meta.games) {
    const [folder, file] = place(g.rules_page);
    for (const module of [g.rules_page, g.refusal_page]) {
      const [from, name] = place(module);
      assertEq(await get(`/${module}`),
        { status: 200, body: fs.readFileSync(`${web}/../src/games/${from}/web/${name}`, 'utf8') }, `${module} from disk`);
    }
    for (const bad of [`/games/${folder}/../../../CMakeLists.txt`, `/games/${folder}/..%2f..%2f..%2fCMakeLists.txt`,
      `/games/%2e%2e/${folder}/web/${file}`, `/games//web/${file}`, `/games/${folder}/`, `/games/${folder}/.hidden`,
      `/games/${folder}/../${folder}/web/${file}`])
      assertEq((await get(bad)).status, 404, `${bad} is refused`);
  }
  const page = await t.newPage();
  await page.goto(`${srv.url}?anim=off#/rules/${meta.games[0].name}`);
  await page.waitForSelector(`[data-testid=rules-${meta.games[0].name}] [data-testid=rules-options]`);
}

// (15) The solved panel: an engine game started (over the API) from a position in the endgame
// tables, built here up to 6 seeds; its sentence and moves, best first, as the player and a
// spectator (dark theme) see them; gone once the game is over; back in the replay.
async function solvedPanel(t) {
  const tb = t.tmpDir('tables');
  execFileSync(t.binary, ['tb', 'build', 'al-manqala', '--max-seeds', '6', '--out', tb, '--threads', '2'], { stdio: 'ignore' });
  const srv = await t.server({ tb });
  const r = await api(srv.url, 'POST', '/api/games',
    { game: 'al-manqala', human: 'south', level: 1, start: '0,0,0,0,1,0,0/0,1,1,1,0,0,0 S 47 47' });
  const panel = (page) => page.$eval('[data-testid=endgame]', (e) => ({ hidden: e.hidden,
    sentence: e.querySelector('[data-testid=endgame-sentence]').textContent,
    moves: [...e.querySelectorAll('li')].map((li) => `${li.textContent}${li.classList.contains('best') ? ' best' : ''}`) }));
  const expected = { hidden: false, sentence: 'solved: with best play South takes 4 of the 4 seeds left',
    moves: ['d1 4 best', 'b1 3', 'c1 2'] };
  const page = await t.newPage();
  await openWithToken(page, srv.url, r);
  await page.waitForSelector('[data-testid=endgame]:not([hidden])');
  assertEq(await panel(page), expected, 'the player\'s panel');
  await t.shot('solved-panel-light', page);
  const watcher = await t.newPage({ colorScheme: 'dark' });
  await watcher.goto(`${srv.url}?anim=off#/watch/${r.game.id}`);
  await watcher.waitForSelector('[data-testid=endgame]:not([hidden])');
  assertEq(await panel(watcher), expected, 'a spectator\'s panel');
  await t.shot('solved-panel-dark', watcher);
  await playToEnd(page, { timeout: 20000 });
  await page.click('[data-testid=dialog-close]');
  assert(await page.$eval('[data-testid=endgame]', (e) => e.hidden), 'no panel once the game is over');
  await page.goto(`${srv.url}?anim=off#/replay/${r.game.id}`);
  await page.waitForSelector('[data-testid=endgame]:not([hidden])');
  assertEq(await panel(page), expected, 'the replay\'s first position');
}

// (16) Accounts and ratings: two people register in their own browsers (t.newPage gives each
// page its own context, so its own cookie jar), play a rated game and see their new ratings.
async function accounts(t) {
  const srv = await t.server();
  const me = (page) => page.evaluate(() => fetch('/api/account').then((r) => r.json()).then((r) => r.account && r.account.name));
  const nav = (page) => page.textContent('[data-testid=nav-account]');
  const A = await t.newPage();
  await A.goto(`${srv.url}?anim=off#/`);
  await A.click('[data-testid=nav-account]');
  await A.waitForURL(/#\/account$/);
  await A.fill('[data-testid=register-name]', 'amal');
  await A.fill('[data-testid=register-password]', 'amal-secret-1');
  await A.click('[data-testid=register-submit]');
  await A.waitForFunction(() => document.querySelector('[data-testid=nav-account]')?.textContent === 'amal');
  assertEq(await A.textContent('[data-testid=account-name]'), 'amal', 'account page: logged in as amal');
  assertEq(await me(A), 'amal', 'the session cookie is set');

  // A guest cannot ask for a rated game: the box is off, with the way to an account.
  const B = await t.newPage();
  await B.goto(`${srv.url}?anim=off#/`);
  await B.click('[data-testid=mode-friend]');
  assert(await B.isDisabled('[data-testid=rated]'), 'rated box disabled for a guest');
  assert(/log in to play rated games/.test(await B.textContent('[data-testid=rated-hint]')), 'rated hint');
  assertEq(await nav(B), 'Log in', 'B is a guest');

  const { id, invite } = await createFriendFromForm(A, srv.url, { game: 'al-manqala', preset: '3+2', rated: true });
  const { game: g0 } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq([g0.rated, g0.players.south, g0.players.north], [true, 'amal', 'human'], 'a rated game with amal South');
  await A.click('[data-testid=go-to-board]');
  await A.waitForURL(new RegExp(`#/play/${id}$`));

  // B opens the invitation as a guest: refused, sent to log in, and brought back to join.
  await B.goto(noAnim(invite));
  await B.waitForSelector('[data-testid=join-error]');
  assert(/rated game/.test(await B.textContent('[data-testid=join-error]')), 'join refused: rated');
  await B.click('[data-testid=join-login]');
  await B.waitForURL(/#\/account\?next=/);
  await B.fill('[data-testid=login-name]', 'amal');
  await B.fill('[data-testid=login-password]', 'not-the-password');
  await B.click('[data-testid=login-submit]');
  await B.waitForSelector('[data-testid=account-error]:visible');
  assert(/wrong name or password/.test(await B.textContent('[data-testid=account-error]')), 'wrong password shown');
  assertEq(await me(B), null, 'still a guest after a wrong password');
  await B.fill('[data-testid=register-name]', 'badr');
  await B.fill('[data-testid=register-password]', 'badr-secret-2');
  await B.click('[data-testid=register-submit]');
  await B.waitForURL(new RegExp(`#/play/${id}$`));
  assertEq(await nav(B), 'badr', 'nav names badr');
  const { game: g1 } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq([g1.players.south, g1.players.north], ['amal', 'badr'], 'the seats belong to the accounts');
  await B.waitForFunction(() => /badr \(you\)/.test(document.querySelector('[data-testid=name-north]')?.textContent));

  // A few moves by clicking pits.
  const pages = { south: A, north: B };
  for (let ply = 0; ply < 4; ply++) {
    const { game: g } = await api(srv.url, 'GET', `/api/games/${id}`);
    const P = pages[g.to_move];
    assertEq(await waitTurnOrEnd(P), 'turn', `ply ${ply}: ${g.to_move} to move`);
    await P.click(`[data-pit="${(await legalPits(P))[0]}"][data-legal=true]`);
    for (const p of [A, B]) await waitPly(p, ply + 1);
  }

  // Amal in a third browser: logs in, finds the game on her profile, and holds South there
  // (the seat's token claimed for the account); the play page claims it by itself too.
  const C = await t.newPage();
  await C.goto(`${srv.url}?anim=off#/account`);
  await C.fill('[data-testid=login-name]', 'amal');
  await C.fill('[data-testid=login-password]', 'amal-secret-1');
  await C.click('[data-testid=login-submit]');
  await C.waitForFunction(() => document.querySelector('[data-testid=nav-account]')?.textContent === 'amal');
  await C.click('[data-testid=nav-account]');
  await C.click(`[data-testid=profile-game][data-id="${id}"] [data-testid=profile-game-link]`);
  await C.waitForURL(new RegExp(`#/play/${id}$`));
  await C.waitForSelector('[data-pit]');
  assert(await C.isVisible('[data-testid=resign]'), 'amal plays from the third browser');
  assertEq(await C.evaluate((id) => localStorage.getItem(`manqala.side.${id}`), id), 'south', 'claimed seat: south');
  await C.evaluate(() => localStorage.clear());
  await C.reload();
  await C.waitForFunction(() => document.querySelector('[data-testid=to-move]')?.textContent.includes('South') &&
    !document.body.dataset.busy);
  assert(await C.isVisible('[data-testid=resign]'), 'the play page claims the seat by itself');
  assert(await C.evaluate((id) => !!localStorage.getItem(`manqala.token.${id}`), id), 'token stored again');

  // Amal resigns (two clicks); both see the end.
  await A.click('[data-testid=resign]');
  await A.click('[data-testid=resign]');
  for (const p of [A, B]) await resultOpen(p);
  const { game: g2 } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq([g2.status, g2.result.reason], ['over', 'resigned'], 'amal resigned');

  // The profiles: numbers on the page are the API's; badr gained, amal lost, both provisional.
  const speed = 'blitz'; // 3 min + 40 × 2 s = 4:20
  const ratingOn = async (page, name) => {
    const p = await api(srv.url, 'GET', `/api/players/${name}`);
    await page.goto(`${srv.url}?anim=off#/players/${name}`);
    const row = page.locator(`[data-testid=rating-al-manqala-${speed}]`);
    await row.waitFor();
    const text = (await row.locator('td.rating').textContent()).trim();
    const r = p.ratings.find((x) => x.game === 'al-manqala' && x.speed === speed);
    assert(r, `${name} has an al-manqala ${speed} rating in the API`);
    assertEq(text, `${Math.round(r.rating)}${r.provisional ? '?' : ''}`, `${name}'s rating on the page`);
    assert(r.provisional && text.endsWith('?'), `${name}'s rating is provisional: ${text}`);
    const points = await page.$eval(`[data-testid=rating-chart] polyline[data-series="al-manqala-${speed}"]`,
      (e) => e.getAttribute('points').trim().split(/\s+/).length);
    assertEq(points, p.history.filter((x) => x.game === 'al-manqala' && x.speed === speed).length, `${name}'s chart points`);
    const [lo, hi] = await Promise.all(['chart-min', 'chart-max'].map((k) => page.textContent(`[data-testid=${k}]`).then(Number)));
    assert(lo <= r.rating && r.rating <= hi, `chart axis ${lo}..${hi} holds ${r.rating}`);
    assert(await page.isVisible(`[data-testid=profile-game][data-id="${id}"] a[href="#/replay/${id}"]`), 'the game, to replay');
    assertEq((await page.textContent('[data-testid=clubs]')).trim(), 'No clubs yet.', 'no clubs');
    return parseFloat(text);
  };
  const badr = await ratingOn(B, 'badr');
  const amal = await ratingOn(A, 'amal');
  assert(badr > 1500 && amal < 1500, `badr ${badr} above 1500, amal ${amal} below`);
  await t.shot('profile', B);

  // The leaderboard: badr first, the numbers the API's.
  await B.click('[data-testid=nav-leaderboard]');
  await B.selectOption('[data-testid=leaderboard-game]', 'al-manqala');
  await B.waitForURL(/#\/leaderboard\/al-manqala$/);
  await B.waitForSelector(`[data-testid=leaderboard-${speed}] [data-testid=leaderboard-row]`);
  const rows = await B.locator(`[data-testid=leaderboard-${speed}] [data-testid=leaderboard-row]`).evaluateAll((els) =>
    els.map((e) => [...e.children].map((td) => td.textContent.trim())));
  const lb = await api(srv.url, 'GET', `/api/leaderboard?game=al-manqala&speed=${speed}`);
  assertEq(rows, lb.boards[0].players.map((p) => [String(p.rank), p.name, `${Math.round(p.rating)}${p.provisional ? '?' : ''}`, String(p.games)]),
    'leaderboard rows');
  assertEq(rows[0].slice(0, 2), ['1', 'badr'], 'badr ranked first');
  await t.shot('leaderboard', B);

  // Badr logs out: the nav offers to log in again, and the server agrees.
  await B.goto(`${srv.url}?anim=off#/account`);
  await B.click('[data-testid=logout]');
  await B.waitForFunction(() => document.querySelector('[data-testid=nav-account]')?.textContent === 'Log in');
  await B.waitForSelector('[data-testid=login-form]');
  assertEq(await me(B), null, 'logged out on the server');
}

// Clubs and a Swiss championship in four browsers: amal founds a club, the others join by the
// invitation link copied from its page (as guests first: sent to register, brought back);
// amal makes a 3-round Swiss for the club from the form, all four register by clicking, she
// starts it. Each round every player is told on the page they are on and plays from the
// notice; in every game the player whose name sorts later resigns after a move each, so with
// four players meeting everyone once the points are 3, 2, 1, 0 and the tie-breaks known.
async function championship(t) {
  const srv = await t.server();
  const names = ['amal', 'badr', 'dina', 'fadi'];
  const P = {}; // name -> page
  const A = P.amal = await t.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
  await A.goto(`${srv.url}?anim=off#/account`);
  await registerOnPage(A, 'amal');

  // The club, founded from the form; its invitation link copied with the button.
  await A.click('[data-testid=nav-clubs]');
  await A.fill('[data-testid=club-name]', 'Cairo Pits & Seeds');
  await A.click('[data-testid=club-create]');
  await A.waitForURL(/#\/clubs\/\w+$/);
  const clubId = A.url().match(/#\/clubs\/(\w+)$/)[1];
  await A.waitForSelector('[data-testid=club-page][data-role=owner] [data-testid=club-invite]');
  await A.click('[data-testid=club-invite-copy]');
  const invite = await A.evaluate(() => navigator.clipboard.readText());
  assertEq(invite, await A.inputValue('[data-testid=club-invite-link]'), 'the copied link is the one shown');
  assert(new RegExp(`#/clubs/${clubId}/join/[0-9a-f]+$`).test(invite), 'invitation link shape: ' + invite);

  // The others open it as guests: sent to register, then back to join, then the club's page.
  for (const name of names.slice(1)) {
    const page = P[name] = await t.newPage();
    await page.goto(noAnim(invite));
    await page.waitForURL(/#\/account\?next=/);
    await registerOnPage(page, name);
    await page.waitForURL(new RegExp(`#/clubs/${clubId}$`));
    await page.waitForSelector('[data-testid=club-page][data-role=member]');
  }
  const { club } = await api(srv.url, 'GET', `/api/clubs/${clubId}`);
  assertEq(club.member_list.map((m) => [m.name, m.role]).sort(), [['amal', 'owner'], ['badr', 'member'], ['dina', 'member'], ['fadi', 'member']],
    'four members');
  // The profile lists the club.
  await P.fadi.click('[data-testid=nav-account]');
  await P.fadi.waitForSelector(`[data-testid=clubs] [data-testid=club-link][data-id="${clubId}"]`);

  // The tournament, from the club's "New tournament": 3 rounds of Swiss, 2+0, forfeit far off.
  await A.reload();
  await A.waitForFunction(() => document.querySelectorAll('[data-testid=club-member]').length === 4);
  await A.click('[data-testid=club-new-tournament]');
  await A.waitForURL(new RegExp(`#/tournaments\\?club=${clubId}$`));
  await A.fill('[data-testid=tournament-name]', 'Cairo Championship');
  await A.selectOption('[data-testid=tournament-format]', 'swiss');
  await A.fill('[data-testid=tournament-rounds]', '3');
  await A.selectOption('[data-testid=tournament-game]', 'hawalis');
  await A.fill('[data-testid=tournament-minutes]', '2');
  await A.fill('[data-testid=tournament-seconds]', '0');
  await A.fill('[data-testid=tournament-increment]', '0');
  await A.fill('[data-testid=tournament-forfeit]', '10');
  assertEq(await A.inputValue('[data-testid=tournament-club]'), clubId, 'the club is chosen');
  await A.click('[data-testid=tournament-create]');
  await A.waitForURL(/#\/tournaments\/\w+$/);
  const tid = A.url().match(/#\/tournaments\/(\w+)$/)[1];
  const { tournament: t0 } = await api(srv.url, 'GET', `/api/tournaments/${tid}`);
  assertEq([t0.format, t0.rounds, t0.game, t0.clock, t0.club, t0.forfeit_after_s, t0.rated, t0.status],
    ['swiss', 3, 'hawalis', { increment_ms: 0, initial_ms: 120000 }, clubId, 600, true, 'registering'], 'the tournament as asked');

  // All four register by clicking; the others find it in the list.
  for (const name of names) {
    const page = P[name];
    if (name !== 'amal') {
      await page.click('[data-testid=nav-tournaments]');
      await page.click(`[data-testid=tournaments-registering] [data-testid=tournament-row][data-id="${tid}"] [data-testid=tournament-link]`);
      await page.waitForURL(new RegExp(`#/tournaments/${tid}$`));
    }
    await page.click('[data-testid=tournament-join]');
    await page.waitForSelector('[data-testid=tournament-registered]');
  }
  await A.waitForFunction(() => document.querySelectorAll('[data-testid=tournament-players] li').length === 4);
  await A.click('[data-testid=tournament-start]');
  for (const name of names) await P[name].waitForSelector('[data-testid=tournament-page][data-status=running]');

  const backToTournament = async (page) => {
    if (await page.isVisible('[data-testid=result-dialog]')) await page.click('[data-testid=dialog-close]');
    await page.click('[data-testid=nav-tournaments]');
    await page.click(`[data-testid=tournament-row][data-id="${tid}"] [data-testid=tournament-link]`);
    await page.waitForSelector(`[data-testid=tournament-page][data-id="${tid}"]`);
  };
  for (let round = 1; round <= 3; round++) {
    // Everyone is told, wherever they are; at least the first board's two (back on the
    // tournament page) hear it on a page that is not a board.
    const { tournament: tr } = await api(srv.url, 'GET', `/api/tournaments/${tid}`);
    assertEq(tr.round, round, `round ${round} under way`);
    const boards = tr.round_list[round - 1].boards;
    assertEq(boards.length, 2, 'two boards, no bye');
    let offBoard = 0;
    for (const name of names) {
      const note = P[name].locator(`[data-testid=game-ready][data-round="${round}"]`);
      await note.waitFor({ timeout: 15000 });
      const b = boards.find((x) => x.south === name || x.north === name);
      assertEq(await note.getAttribute('data-game'), b.game, `${name}'s notice names the game of round ${round}`);
      assert(/against \w+ is ready/.test(await note.textContent()), 'notice text: ' + (await note.textContent()));
      if (P[name].url().includes(`#/tournaments/${tid}`)) offBoard++;
    }
    assert(offBoard >= 2, `round ${round}: ${offBoard} notices seen on the tournament page`);
    if (round === 1) await t.shot('tournament-round-1', A);

    for (const b of boards) {
      const S = P[b.south];
      const N = P[b.north];
      for (const page of [S, N]) {
        await page.click(`[data-testid=game-ready][data-round="${round}"] [data-testid=game-ready-play]`);
        await page.waitForURL(new RegExp(`#/play/${b.game}$`));
        await page.waitForSelector('[data-testid=resign]:not([hidden])');
      }
      // A move each, by clicking pits (whoever is to move: a move may give another).
      for (let ply = 0; ply < 2; ply++) {
        const { game: g } = await api(srv.url, 'GET', `/api/games/${b.game}`);
        const M = g.to_move === 'south' ? S : N;
        assertEq(await waitTurnOrEnd(M), 'turn', `round ${round} board ${b.board}: ${g.to_move} to move`);
        await M.click(`[data-pit="${(await legalPits(M))[0]}"][data-legal=true]`);
        for (const p of [S, N]) await waitPly(p, ply + 1);
      }
      const loser = [b.south, b.north].sort()[1];
      await P[loser].click('[data-testid=resign]');
      await P[loser].click('[data-testid=resign]');
      for (const p of [S, N]) await resultOpen(p);
      // The result reaches the tournament; then both go back to its page.
      await waitUntil(async () => {
        const { tournament: x } = await api(srv.url, 'GET', `/api/tournaments/${tid}`);
        return x.round_list[round - 1].boards.find((y) => y.board === b.board).result !== '';
      }, `round ${round} board ${b.board}'s result`);
      for (const p of [S, N]) await backToTournament(p);
    }
  }

  // Over: every page shows it finished, with the same standings as the API's and the ones
  // the resignations make.
  // The default tie-breaks, BH-C1, BH, SB, DE (FIDE C.07): everyone met everyone, so BH is the
  // six points less one's own; DE is applied to no one, nobody being tied on points.
  const expected = [['1', 'amal', 3, 3, ['3', '3', '3', '']], ['2', 'badr', 2, 3, ['4', '4', '1', '']],
    ['3', 'dina', 1, 3, ['5', '5', '0', '']], ['4', 'fadi', 0, 3, ['5', '6', '0', '']]];
  const { tournament: tf } = await api(srv.url, 'GET', `/api/tournaments/${tid}`);
  assertEq(tf.status, 'finished', 'finished in the API');
  assertEq(tf.tiebreaks, ['BH-C1', 'BH', 'SB', 'DE'], 'a Swiss\'s tie-breaks by default');
  assertEq(tf.standings.map((s) => [String(s.rank), s.name, s.points, s.games, s.tiebreaks]), expected, 'API standings');
  for (const name of names) {
    const page = P[name];
    await page.waitForSelector('[data-testid=tournament-page][data-status=finished]', { timeout: 10000 });
    assertEq((await page.textContent('[data-testid=tournament-status]')).trim(), 'finished', `${name} sees it finished`);
    const rows = await page.$$eval('[data-testid=standings] tbody tr', (trs) => trs.map((tr) => [tr.dataset.testid,
      ...[...tr.children].map((td) => td.textContent.trim())]));
    assertEq(rows, expected.map(([rank, n, pts, games, breaks]) => [`standing-${n}`, rank, n, String(pts), String(games), ...breaks]),
      `${name}'s standings`);
  }
  assert(await P.dina.isVisible('[data-testid=tournament-over]'), 'the end is told');
  await t.shot('tournament-finished', A);

  // The CSV, downloaded by the link.
  const [dl] = await Promise.all([A.waitForEvent('download'), A.click('[data-testid=standings-csv]')]);
  const csv = fs.readFileSync(await dl.path(), 'utf8').trim().split(/\r?\n/);
  assertEq(csv[0], 'rank,name,points,games,BH-C1,BH,SB,DE', 'CSV header');
  assertEq(csv.slice(1), expected.map((r) => r.flat().join(',')), 'CSV rows');

  // The club's page lists the tournament, finished, and its leaderboard has the four.
  await A.goto(`${srv.url}?anim=off#/clubs/${clubId}`);
  await A.waitForSelector(`[data-testid=tournament-row][data-id="${tid}"] [data-testid=status-badge]:text("finished")`);
  await A.selectOption('[data-testid=club-leaderboard-game]', 'hawalis');
  await A.waitForFunction(() => document.querySelectorAll('[data-testid=club-leaderboard] [data-testid=leaderboard-row]').length === 4);
  await t.shot('club', A);
}

// ---- what a new player tripped over: one short test per defect ----

// Waits for the page's text of a test id to match re; returns it.
const waitText = async (page, testid, re, timeout = 5000) => {
  await page.waitForFunction(([tid, src]) => new RegExp(src).test(document.querySelector(`[data-testid=${tid}]`)?.textContent || ''),
    [testid, re.source], { timeout });
  return page.textContent(`[data-testid=${testid}]`);
};
// An Al-manqala move on a board (row 1 first), default rules: does it capture? (one lap, the
// last pit at 2 or 4 is taken). For picking quiet moves.
function almanqalaCaptures(board, move) {
  const idx = (r, c) => (r === 0 ? c : 13 - c);
  const at = (i) => (i < 7 ? [0, i] : [1, 13 - i]);
  const b = board.map((row) => [...row]);
  const [r, c] = [Number(move[1]) - 1, 'abcdefg'.indexOf(move[0])];
  let n = b[r][c];
  b[r][c] = 0;
  let i = idx(r, c);
  while (n--) { i = (i + 1) % 14; const [y, x] = at(i); b[y][x]++; }
  const [y, x] = at(i);
  return b[y][x] === 2 || b[y][x] === 4;
}

// (1) "Propose sharing the loop" only once a loop is plausible (here 20 moves without a
// capture), and then with a second click to confirm; at one screen it ends the game at once.
async function shareOnlyInLoops(t) {
  const srv = await t.server();
  const r = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', human: 'both' });
  const id = r.game.id;
  const page = await t.newPage();
  await openWithToken(page, srv.url, r);
  await waitTurnOrEnd(page);
  assert(await page.isDisabled('[data-testid=share]'), 'no sharing at move 0');
  const early = await page.textContent('[data-testid=share-info]');
  assert(/20 moves without a capture \(now 0\)/.test(early), 'says when');
  assert(!/would give/.test(early), 'no split of the board at move 0: ' + early);
  let g = r.game;
  for (let i = 0; i < 20; i++) {
    const quiet = g.legal.find((m) => !almanqalaCaptures(g.board, m));
    assert(quiet, `a quiet move at ply ${g.ply}`);
    g = (await api(srv.url, 'POST', `/api/games/${id}/move`, { token: r.token, move: quiet, ply: g.ply })).game;
  }
  assertEq(g.captured.south + g.captured.north, 0, 'no capture in 20 moves');
  await page.waitForFunction(() => !document.querySelector('[data-testid=share]').disabled, null, { timeout: 5000 });
  assert(/would give South \d+, North \d+/.test(await page.textContent('[data-testid=share-info]')), 'the split, once offered');
  await page.click('[data-testid=share]');
  assertEq((await page.textContent('[data-testid=share]')).trim(), 'Really share the loop?', 'asks first');
  assertEq((await api(srv.url, 'GET', `/api/games/${id}`)).game.status, 'ongoing', 'one click ends nothing');
  await page.click('[data-testid=share]');
  await resultOpen(page);
  assert(/loop was shared/.test(await page.textContent('[data-testid=result-text]')), 'shared at the second click');
}

// (2) The archive on a 390 px phone: no overflow, each game's links in view, the result and
// the players in words.
async function archiveOnPhone(t) {
  const srv = await t.server();
  const r = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', human: 'south', level: 3 });
  await api(srv.url, 'POST', `/api/games/${r.game.id}/resign`, { token: r.token });
  const page = await t.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await openWithToken(page, srv.url, r);
  await page.goto(`${srv.url}?anim=off#/archive`);
  const row = page.locator(`[data-testid=archive-row][data-id="${r.game.id}"]`);
  await row.waitFor();
  assertEq(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0, 'no overflow');
  for (const l of ['replay-link', 'export-link', 'record-link']) {
    const b = await row.locator(`[data-testid=${l}]`).boundingBox();
    assert(b && b.x >= 0 && b.x + b.width <= 390, `${l} in view: ${JSON.stringify(b)}`);
  }
  assertEq((await row.locator('[data-testid=archive-result]').textContent()).trim(), 'South resigned', 'result in words');
  assertEq((await row.locator('[data-testid=archive-players]').textContent()).trim(), 'You (South) vs engine level 3 (North)', 'players');
  await t.shot('archive-phone', page);
}

// (3) A lost connection: a plain banner, and no moves until it is back.
async function connectionLostStopsMoves(t) {
  const db = t.tmpDb();
  let srv = await t.server({ db });
  const r = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', human: 'south', level: 1 });
  const page = await t.newPage();
  await openWithToken(page, srv.url, r);
  assertEq(await waitTurnOrEnd(page), 'turn', 'our turn');
  assert(!(await page.isVisible('[data-testid=conn-banner]')), 'no banner while live');
  await srv.kill('SIGKILL');
  await page.waitForSelector('[data-testid=conn-banner]:visible', { timeout: 5000 });
  assert(/Connection lost/.test(await page.textContent('[data-testid=conn-banner]')), 'banner text');
  assertEq(await legalPits(page), [], 'no playable pit');
  assert(await page.isDisabled('[data-testid=move-input]'), 'move box disabled');
  await page.click(`[data-pit="${r.game.legal[0]}"]`, { force: true });
  assert(/connection is lost/.test(await page.textContent('[data-testid=pit-note]')), 'a click says why');
  srv = await t.server({ db, port: srv.port, retries: 20 });
  await page.waitForSelector('[data-testid=conn-banner]', { state: 'hidden', timeout: 10000 });
  assertEq(await waitTurnOrEnd(page), 'turn', 'playable again');
  assert(!(await page.isDisabled('[data-testid=move-input]')), 'move box back');
}

// (4), (5), (6), (11: typed move, title) Hawalis from a position with a singleton: the
// evaluation's number readable; a refused pit says why; the arrows of the sowing; the title.
async function refusedPitsSayWhy(t) {
  const srv = await t.server();
  const r = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', human: 'south', level: 1,
    start: '2,2,2,2,2,2,2/2,2,2,2,2,2,2/0,0,0,0,0,0,0/2,1,0,0,0,0,0 S 13 12' });
  const page = await t.newPage();
  await openWithToken(page, srv.url, r);
  assertEq(await waitTurnOrEnd(page), 'turn', 'our turn');
  assert((await page.title()).startsWith('• Your turn'), 'title: ' + (await page.title()));
  const why = async (pit, re) => {
    await page.click(`[data-pit="${pit}"]`, { force: true }); // aria-disabled: a click all the same
    const text = await waitText(page, 'pit-note', re);
    t.log(`${pit}: ${text}`);
  };
  await why('b1', /Singleton rule/);
  await why('c1', /c1 is empty/);
  await why('e3', /Not your side: e3 is North’s/);
  // Typed: the reason, the legal moves in board order, the text selected.
  await page.fill('[data-testid=move-input]', 'b1');
  await page.press('[data-testid=move-input]', 'Enter');
  const toastText = await page.locator('[data-testid=toast]').last().textContent();
  assert(/Singleton rule/.test(toastText), 'typed: ' + toastText);
  const legal = toastText.match(/Legal: ([a-g\d ]+)\./)[1].split(' ');
  assertEq(legal, [...r.game.legal].sort((a, b) => a[1] - b[1] || a.localeCompare(b)), 'legal in board order');
  assert(await page.$eval('[data-testid=move-input]', (e) => e.selectionStart === 0 && e.selectionEnd === e.value.length && e.value === 'b1'), 'bad text selected');
  // The arrows: South a1 → g1, up, g2 → a2, down; North the same on rows 3 and 4; flipped too.
  const dirs = () => page.$$eval('[data-pit] .dir', (els) => Object.fromEntries(els.map((e) => [e.parentElement.dataset.pit, e.dataset.dir])));
  let d = await dirs();
  assertEq(['a1', 'g1', 'g2', 'a2', 'a3', 'g3', 'g4', 'a4', 'd2'].map((p) => d[p]),
    ['right', 'up', 'left', 'down', 'right', 'up', 'left', 'down', 'left'], 'arrows seen from South');
  await page.click('[data-testid=flip]');
  d = await dirs();
  assertEq(['a1', 'g1', 'g2', 'a2'].map((p) => d[p]), ['left', 'down', 'right', 'up'], 'arrows seen from North');
  await page.click('[data-testid=flip]');
  // The evaluation: its number level, of normal size, and with contrast.
  await page.click('[data-testid=eval-toggle]');
  // Its face names the side ahead and its seeds ("S 2"), or "=" when even.
  await page.waitForFunction(() => /^([SN] \d+|=|[SN] ∞)$/.test(document.querySelector('.eval-text').textContent));
  const st = await page.$eval('.eval-text', (e) => {
    const cs = getComputedStyle(e);
    const lum = (c) => {
      const [r, g, b] = c.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [a, b] = [lum(cs.color), lum(cs.backgroundColor)].sort((x, y) => y - x);
    return { mode: cs.writingMode, size: parseFloat(cs.fontSize), contrast: (a + 0.05) / (b + 0.05), blend: cs.mixBlendMode };
  });
  assert(st.mode === 'horizontal-tb' && st.size >= 12 && st.contrast >= 4.5 && st.blend === 'normal', 'eval text: ' + JSON.stringify(st));
  await t.shot('refused-and-eval', page);
  // Al-manqala feeding: North has no seeds; a1 would not feed them.
  const r2 = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', human: 'both', start: '0,0,0,0,0,0,0/1,0,0,0,0,0,6 S 46 45' });
  await openWithToken(page, srv.url, r2);
  assertEq(await waitTurnOrEnd(page), 'turn', 'our turn (feeding)');
  await why('a1', /Feeding rule: North has no seeds/);
  await why('g2', /Not your side/);
}

// (7) A long Hawalis animation ends at once on a click on the board, or on any key.
async function skipAnimation(t) {
  const srv = await t.server();
  const r = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', human: 'south', level: 1 });
  const page = await t.newPage();
  await page.goto(`${srv.url}#/`);
  await page.evaluate(() => localStorage.setItem('manqala.anim', 'normal'));
  await openWithToken(page, srv.url, r, { anim: null });
  await page.goto(`${srv.url}#/play/${r.game.id}`);
  for (const how of ['click', 'key']) {
    assertEq(await waitTurnOrEnd(page, 20000), 'turn', 'our turn');
    const legal = await legalPits(page);
    const plies = await moveListLength(page);
    await page.click(`[data-pit="${legal[0]}"]`);
    await page.waitForSelector('.board[data-animating=true]', { timeout: 5000 });
    const t0 = Date.now();
    if (how === 'click') await page.click('.board', { position: { x: 5, y: 5 } });
    else await page.keyboard.press('x');
    // The move ends at once, and the engine's reply after it is not animated either.
    await waitTurnOrEnd(page, 5000);
    const ms = Date.now() - t0;
    t.log(`${how}: our turn again ${ms} ms later`);
    assert(ms < 1500, `the ${how} ended the animations at once (${ms} ms)`);
    assert((await moveListLength(page)) >= plies + 1, 'the move was made, nothing else');
    const { game: g } = await api(srv.url, 'GET', `/api/games/${r.game.id}`);
    await page.waitForFunction(() => !document.querySelector('.board[data-animating]') && !document.body.dataset.busy);
    assertEq(await readBoard(page), g.board, `the board is the final one after the ${how}`);
  }
}

// (8), (9) The move list steps back through earlier positions (read-only, arrow keys, back to
// the game), pairs stay on one line, a replay link; the end sentence against the engine.
async function moveListHistory(t) {
  const srv = await t.server();
  const r = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', human: 'south', level: 1 });
  const id = r.game.id;
  const page = await t.newPage({ viewport: { width: 1000, height: 800 } });
  await openWithToken(page, srv.url, r);
  await playToEnd(page, { onTurn: async (n) => (n >= 4 ? 'stop' : null) });
  await waitTurnOrEnd(page);
  const { frames } = await api(srv.url, 'GET', `/api/games/${id}/replay`);
  const current = await readBoard(page);
  await page.click('[data-testid=move-list] .mv[data-ply="1"]');
  await page.waitForSelector('[data-testid=history-banner]:visible');
  assertEq(await readBoard(page), frames[1].board, 'the position after move 1');
  assertEq(await legalPits(page), [], 'read-only');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('[data-testid=history-banner]').dataset.ply === '2');
  assertEq(await readBoard(page), frames[2].board, 'ArrowRight: move 2');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('[data-testid=history-banner]').dataset.ply === '0');
  assertEq(await readBoard(page), frames[0].board, 'the start');
  await page.click('[data-testid=history-back]');
  await page.waitForSelector('[data-testid=history-banner]', { state: 'hidden' });
  assertEq(await readBoard(page), current, 'back to the game');
  assertEq(await waitTurnOrEnd(page), 'turn', 'playable again');
  // Each pair on one line, even in the narrow panel.
  const lines = await page.$$eval('[data-testid=move-list] .pair', (ps) => ps.map((p) => new Set([...p.children].map((c) => Math.round(c.getBoundingClientRect().top))).size));
  assert(lines.length >= 4 && lines.every((n) => n === 1), 'pairs on one line: ' + lines);
  assertEq(await page.getAttribute('[data-testid=game-replay]', 'href'), `#/replay/${id}`, 'replay link');
  // Resign: the sentence says who won, for this player.
  await page.click('[data-testid=resign]');
  await page.click('[data-testid=resign]');
  await resultOpen(page);
  const { game: g } = await api(srv.url, 'GET', `/api/games/${id}`);
  assertEq((await page.textContent('[data-testid=result-text]')).trim(),
    `You lost ${g.captured.north}–${g.captured.south} (South resigned).`, 'end sentence');
}

// (10) The home page lists only this browser's unfinished games, prunes the gone, and counts
// "1 move".
async function homeListsOwnGames(t) {
  const srv = await t.server();
  const mine = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', human: 'both' });
  await api(srv.url, 'POST', `/api/games/${mine.game.id}/move`, { token: mine.token, move: mine.game.legal[0], ply: 0 });
  const over = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', human: 'south', level: 1 });
  await api(srv.url, 'POST', `/api/games/${over.game.id}/resign`, { token: over.token });
  const others = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', human: 'south', level: 1 });
  const page = await t.newPage();
  await page.goto(`${srv.url}?anim=off#/lobby`);
  await page.evaluate(([a, b]) => {
    localStorage.setItem(`manqala.token.${a.game.id}`, a.token);
    localStorage.setItem(`manqala.token.${b.game.id}`, b.token);
    localStorage.setItem('manqala.token.0123456789abcdef', 'ffff');
  }, [mine, over]);
  await page.goto(`${srv.url}?anim=off#/`);
  await page.waitForSelector('[data-testid=ongoing-list] [data-testid=resume]');
  await waitIdle(page);
  const items = await page.$$eval('[data-testid=ongoing-list] li[data-id]', (ls) => ls.map((l) => [l.dataset.id, l.textContent]));
  assertEq(items.map(([i]) => i), [mine.game.id], 'only this browser\'s unfinished game (not ' + others.game.id + ')');
  assert(/· 1 move(?!s)/.test(items[0][1]) && /two players at one screen/.test(items[0][1]), 'text: ' + items[0][1]);
  assertEq(await page.evaluate(() => localStorage.getItem('manqala.token.0123456789abcdef')), null, 'a gone game is pruned');
}

// (11) Smaller things: the hint goes with an undo; the replay says "move k of N" at once; an
// unknown game is one clear page, without console errors.
// What a newcomer tripped over (issue 29): "Skip to content" loaded "Page not found" (its #main
// read as a route); a refusal's toast stayed over the next pages.
async function skipLinkAndPageToasts(t) {
  const srv = await t.server();
  const r = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', human: 'south', level: 1 });
  const page = await t.newPage();
  await openWithToken(page, srv.url, r);
  assertEq(await waitTurnOrEnd(page), 'turn', 'our turn');
  const before = page.url();
  await page.keyboard.press('Tab');
  assertEq(await page.evaluate(() => document.activeElement.className), 'skip', 'the first Tab stop is the skip link');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'main');
  assertEq(page.url(), before, 'the address stays the game\'s');
  assert(!(await page.$('[data-testid=not-found]')), 'no "Page not found"');
  assert(await page.$('[data-pit]'), 'the board is still shown');
  // A refused typed move's toast goes with its page; it does not cover the next one.
  await page.fill('[data-testid=move-input]', 'zz9');
  await page.press('[data-testid=move-input]', 'Enter');
  await page.waitForSelector('[data-testid=toast]');
  await page.evaluate(() => { location.hash = '#/analysis/al-manqala'; }); // the same document: the toast would stay
  await page.waitForSelector('section.analysis [data-pit]');
  assertEq(await page.locator('[data-testid=toast]').count(), 0, 'the play page\'s toast is gone on the analysis board');
}

// One friendly page for every address with nothing behind it (issue 29): it names what is
// missing in the page's words (never the server's "no game …"), and offers a way back.
async function missingAddresses(t) {
  const srv = await t.server();
  const page = await t.newPage();
  await page.goto(`${srv.url}?anim=off#/`);
  await page.waitForSelector('[data-testid=start-game]');
  const missing = [
    ['/review/0000000000000000', 'game', 'No such game'], ['/replay/0000000000000000', 'game', 'No such game'],
    ['/watch/0000000000000000', 'game', 'No such game'], ['/players/nobody-here', 'player', 'No such player'],
    ['/clubs/0000000000000000', 'club', 'No such club'], ['/tournaments/0000000000000000', 'tournament', 'No such tournament'],
    ['/foo/bar', 'page', 'Page not found'],
  ];
  for (const [route, kind, heading] of missing) {
    await page.evaluate((r) => { location.hash = r; }, route);
    await page.waitForSelector(`[data-testid=not-found][data-missing=${kind}]`);
    await waitIdle(page);
    const card = page.locator('[data-testid=not-found]');
    assertEq((await card.locator('h1').textContent()).trim(), heading, `${route}: heading`);
    // The server's refusal ("no game 0000…") is not shown: the page says it in its own words.
    assert(!/0000000000000000|nobody-here/.test(await card.textContent()), `${route}: the server's words are not shown: ` + await card.textContent());
    assertEq(await card.locator('a').count(), 2, `${route}: back, and to the start`);
  }
  // Back: to the page before.
  await page.click('[data-testid=not-found] a >> nth=0');
  await page.waitForSelector('[data-testid=not-found][data-missing=tournament]');
}

async function smallFixes(t) {
  const srv = await t.server();
  const r = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', human: 'south', level: 1 });
  const page = await t.newPage();
  await openWithToken(page, srv.url, r);
  assertEq(await waitTurnOrEnd(page), 'turn', 'our turn');
  await page.click(`[data-pit="${r.game.legal[0]}"]`);
  assertEq(await waitTurnOrEnd(page), 'turn', 'our turn again');
  await page.click('[data-testid=hint]');
  await waitText(page, 'pit-note', /^Hint: /);
  await page.waitForSelector('[data-pit].hint');
  await page.click('[data-testid=undo]');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=move-list] .mv').length === 0);
  await waitIdle(page);
  assertEq(await page.textContent('[data-testid=pit-note]'), '', 'hint text gone');
  assertEq(await page.$$eval('[data-pit].hint', (e) => e.length), 0, 'hint mark gone');
  // The replay's label at once.
  await page.click(`[data-pit="${r.game.legal[0]}"]`);
  await waitTurnOrEnd(page);
  await page.goto(`${srv.url}?anim=normal#/replay/${r.game.id}`);
  await page.waitForSelector('[data-testid=replay-ply]');
  await page.click('[data-testid=replay-next]');
  await page.waitForFunction(() => document.querySelector('[data-testid=replay-ply]').textContent.startsWith('move 1 of') &&
    document.querySelector('.board[data-animating=true]'), null, { timeout: 2000 });
  // An unknown game: one page saying so, no toast, no console error from the page.
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && errors.push(m.text()));
  await page.goto(`${srv.url}?anim=off#/play/0000000000000000`);
  await page.waitForSelector('[data-testid=not-found]');
  await waitIdle(page);
  assertEq((await page.textContent('[data-testid=not-found] h1')).trim(), 'No such game', 'heading');
  assertEq(await page.locator('h1').count(), 1, 'said once');
  assertEq(await page.locator('[data-testid=toast]').count(), 0, 'no toast');
  assertEq(errors, [], 'no console error');
}

// (11: the share offer on a phone, 12) A friend's offer to share shows at the top of a phone's
// screen; sound on (counted blips) and the theme switch, remembered.
async function phoneOfferSoundTheme(t) {
  const srv = await t.server();
  const r = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', opponent: 'friend', human: 'south' });
  const id = r.game.id;
  const A = await t.newPage();
  await openWithToken(A, srv.url, r, { side: 'south' });
  const B = await t.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await B.goto(`${srv.url}?anim=fast#/join/${id}/${r.invite}`);
  await B.waitForURL(new RegExp(`#/play/${id}$`));
  await B.click('[data-testid=sound-toggle]');
  assertEq(await waitTurnOrEnd(A), 'turn', 'A moves');
  await A.click(`[data-pit="${(await legalPits(A))[0]}"]`);
  assertEq(await waitTurnOrEnd(B), 'turn', 'B to move');
  const sounds = await B.evaluate(() => ({ n: Number(document.body.dataset.sounds || 0), last: document.body.dataset.lastSound }));
  assert(sounds.n >= 2 && sounds.last === 'turn', 'seeds and the turn were heard: ' + JSON.stringify(sounds));
  await A.click('[data-testid=share]');
  await B.waitForSelector('[data-testid=share-accept]:visible');
  const box = await B.locator('.share-offer').boundingBox();
  assert(box.y >= 0 && box.y + box.height <= 844, 'the offer is in view at the top: ' + JSON.stringify(box));
  await t.shot('phone-share-offer', B);
  // The theme: the switch, remembered after a reload.
  const bg = (p) => p.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const before = await bg(A);
  const was = await A.getAttribute('html', 'data-shown-theme');
  await A.click('[data-testid=theme-toggle]');
  const now = was === 'dark' ? 'light' : 'dark';
  assertEq(await A.getAttribute('html', 'data-theme'), now, 'switched');
  assert((await bg(A)) !== before, 'colours changed');
  await A.reload();
  await A.waitForSelector('[data-pit]');
  assertEq(await A.getAttribute('html', 'data-theme'), now, 'remembered');
  assert(await B.evaluate(() => localStorage.getItem('manqala.sound') === 'true'), 'sound choice remembered');
}

// The play page's account of the states it had: the version shown, how many it dropped as not
// newer (data-dropped), the moves listed.
const seen = (page) => page.$eval('section.play', (e) => ({ version: Number(e.dataset.version),
  dropped: Number(e.dataset.dropped || 0), plies: document.querySelectorAll('[data-testid=move-list] .mv').length }));
// Waits until the page lists `plies` moves and has shown at least `version` and dropped at least `dropped`.
const waitSeen = (page, { plies, version = 0, dropped = 0 }, timeout = 10000) => page.waitForFunction(([plies, version, dropped]) => {
  const e = document.querySelector('section.play');
  return !!e && document.querySelectorAll('[data-testid=move-list] .mv').length === plies && Number(e.dataset.version) >= version &&
    Number(e.dataset.dropped || 0) >= dropped;
}, [plies, version, dropped], { timeout });


// The analysis board (#/analysis/...): its links only where allowed (an engine game, a finished
// game, never a game between people going on), a move tree grown by clicking pits with a
// variation promoted and deleted, the arrow keys, and the engine's lines (count, switch).
async function analysisBoard(t) {
  const srv = await t.server();
  const both = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', human: 'both' });
  const r = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', human: 'south', level: 1 });
  const page = await t.newPage({ viewport: { width: 1100, height: 900 } });
  await openWithToken(page, srv.url, both);
  await page.waitForSelector('[data-testid=game-replay]');
  await waitIdle(page);
  assert(await page.$eval('[data-testid=game-analyse]', (e) => e.hidden), 'no analysis while people play on');
  await openWithToken(page, srv.url, r);
  await page.waitForSelector('[data-testid=game-analyse]:not([hidden])');
  await api(srv.url, 'POST', `/api/games/${r.game.id}/resign`, { token: r.token });
  await page.goto(`${srv.url}?anim=off#/archive`);
  await page.click(`[data-testid=archive-row][data-id="${r.game.id}"] [data-testid=analyse-link]`);
  await page.waitForURL(/#\/analysis\/al-manqala\?/);
  await page.waitForSelector('section.analysis');
  const tree = () => page.$eval('[data-testid=move-tree]', (e) => ({ text: (function words(el) {
    return [...el.childNodes].map((c) => (c.nodeType === 3 ? c.textContent.trim() : c.matches('.variation') ? words(c) : c.textContent))
      .filter(Boolean).join(' ').replace(/\( /g, '(').replace(/ \)/g, ')');
  })(e),
    variations: e.querySelectorAll('[data-testid=variation]').length, current: e.querySelector('.current')?.dataset.move || null }));
  const settle = async () => {
    await waitIdle(page);
    await page.waitForFunction(() => ['done', 'off', 'error'].includes(document.querySelector('[data-testid=analysis-status]')?.dataset.state));
  };
  const pick = async (pit) => {
    await page.click(`[data-pit="${pit}"][data-legal=true]`);
    await settle();
  };
  await settle();
  // Two moves; the boards are the server's (the same moves in a game of its own).
  await pick('c1');
  await pick('c2');
  assertEq(await readBoard(page), [[8, 8, 1, 9, 9, 8, 8], [8, 8, 0, 7, 8, 8, 8]], 'after c1 c2');
  assertEq((await tree()).text, '1. c1 c2', 'the main line');
  assert(decodeURIComponent(page.url()).includes('position=8,8,0,7,8,8,8/8,8,1,9,9,8,8 S 0 0'), 'the address carries it: ' + page.url());
  // Back (a click on c1, then the keys), another move: a variation.
  await page.click('[data-testid=move-tree] .mv[data-move=c1]');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('[data-testid=move-tree] .current')?.dataset.move === 'c2');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('[data-testid=move-tree] .current')?.dataset.move === 'c1');
  await settle();
  await pick('d2');
  assertEq(await tree(), { text: '1. c1 c2 (1… d2)', variations: 1, current: 'd2' }, 'a variation');
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(() => document.querySelector('[data-testid=move-tree] .current')?.dataset.move === 'c2');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.querySelector('[data-testid=move-tree] .current')?.dataset.move === 'd2');
  await settle();
  await page.click('[data-testid=promote-variation]');
  await settle();
  assertEq(await tree(), { text: '1. c1 d2 (1… c2)', variations: 1, current: 'd2' }, 'promoted');
  assert(await page.isDisabled('[data-testid=promote-variation]'), 'the main line cannot be promoted');
  await page.click('[data-testid=move-tree] .variation .mv[data-move=c2]');
  await settle();
  await page.click('[data-testid=delete-variation]');
  await settle();
  assertEq(await tree(), { text: '1. c1 d2', variations: 0, current: 'c1' }, 'deleted');
  // The engine: lines with the depth, as many as asked; the switch turns it off.
  const lines = () => page.$$eval('[data-testid=engine-line]', (ls) => ls.length);
  assertEq(await lines(), 3, 'three lines by default');
  assert(Number(await page.getAttribute('[data-testid=analysis-status]', 'data-depth')) > 0, 'a depth');
  assert(/depth \d+/.test(await page.textContent('[data-testid=analysis-status]')), 'the depth shown');
  await page.selectOption('[data-testid=lines-select]', '1');
  await settle();
  assertEq(await lines(), 1, 'one line');
  await page.selectOption('[data-testid=lines-select]', '5');
  await settle();
  assertEq(await lines(), 5, 'five lines');
  await t.shot('analysis-board', page);
  await page.uncheck('[data-testid=analysis-toggle]');
  await settle();
  assertEq(await lines(), 0, 'no lines when off');
  assertEq(await page.getAttribute('[data-testid=analysis-status]', 'data-state'), 'off', 'says it is off');
  // Options other than the defaults (Hawalis, 3 seeds a pit, no relay): the moves are played by
  // the server under them (POST /api/play), the pits offered are its legal moves.
  const hopts = { seeds: '3', relay: 'false' };
  await page.goto(`${srv.url}?anim=off#/analysis/hawalis?options=${encodeURIComponent('seeds=3 relay=false')}`);
  await page.waitForSelector('section.analysis[data-game=hawalis] [data-pit][data-legal=true]');
  await settle();
  const start = await page.getAttribute('section.analysis', 'data-position');
  assertEq(start, '3,3,3,3,3,3,3/3,3,3,3,3,3,3/3,3,3,3,3,3,3/3,3,3,3,3,3,3 S 0 0', 'three seeds a pit');
  const line = [];
  for (const pit of ['a1', 'g4']) {
    line.push(pit);
    await pick(pit);
    const want = await api(srv.url, 'POST', '/api/play', { game: 'hawalis', options: hopts, position: start, moves: line });
    assertEq(await readBoard(page), want.board, `the server's board after ${line.join(' ')}`);
    assertEq((await legalPits(page)).sort(), [...want.legal].sort(), `the legal pits after ${line.join(' ')}`);
    assertEq(await page.getAttribute('section.analysis', 'data-position'), want.position, 'the position');
  }
  assertEq((await tree()).text, '1. a1 g4', 'the moves played');
}

// The position editor: a wrong seed total refused with the server's reason; a good position's
// address opens the same position in another page, and "Analyse" takes it to the analysis board.
async function editorPosition(t) {
  const srv = await t.server();
  const page = await t.newPage({ viewport: { width: 1100, height: 900 } });
  // An ordinary edit passes through wrong totals: the page says so itself, never as a refusal
  // the browser logs (a 4xx of the server's shows in the console as a failed resource).
  const failed = [];
  page.on('console', (m) => m.type() === 'error' && failed.push(m.text()));
  await page.goto(`${srv.url}?anim=off#/`);
  await page.click('[data-testid=home-editor-al-manqala]');
  await page.waitForURL(/#\/editor\/al-manqala/);
  const verdict = async (state) => {
    await page.waitForSelector(`[data-testid=editor-check][data-state=${state}]`);
    await waitIdle(page);
    await page.waitForSelector(`[data-testid=editor-check][data-state=${state}]`);
    return page.textContent('[data-testid=editor-check]');
  };
  await verdict('ok');
  await page.fill('[data-edit-pit=a1] input', '6');
  const bad = '7,7,7,7,7,7,7/6,7,7,7,7,7,7 S 0 0';
  const res = await fetch(`${srv.url}api/analysis`, { method: 'POST', body: JSON.stringify({ game: 'al-manqala', position: bad, lines: 1 }) });
  assertEq(res.status, 400, 'the server refuses it');
  const body = await res.json();
  assert(/seed total is 97/.test(body.error), 'the reason: ' + body.error);
  // The page words it from the code and its counts (docs/web-api.md "Errors").
  assertEq([body.code, body.total, body.board, body.south, body.north, body.expected], ['position-total', 97, 97, 0, 0, 98], 'the code');
  const shown = await verdict('refused');
  assert(shown.includes('the seeds add up to 97 (board 97, captured 0 + 0), not 98'), 'the reason shown: ' + shown);
  // A small endgame: empty board, three seeds for South, one for North, 47 captured each.
  await page.click('[data-testid=editor-empty]');
  for (const p of ['b1', 'c1', 'd1']) await page.fill(`[data-edit-pit=${p}] input`, '1');
  await page.click('[data-edit-pit=e2] [data-testid=pit-plus]');
  await page.fill('[data-testid=editor-captured-south]', '47');
  await page.fill('[data-testid=editor-captured-north]', '47');
  await verdict('ok');
  const good = '0,0,0,0,1,0,0/0,1,1,1,0,0,0 S 47 47';
  const url = page.url();
  assert(decodeURIComponent(url).includes(`position=${good}`), 'the address carries it: ' + url);
  assert(decodeURIComponent(await page.inputValue('[data-testid=editor-link]')).includes(good), 'the link to share');
  const other = await t.newPage();
  await other.goto(url);
  await other.waitForSelector('[data-testid=editor-check][data-state=ok]');
  const pits = (p) => p.$$eval('[data-testid=pit-input]', (is) => is.map((i) => `${i.dataset.editPit}=${i.value}`).sort());
  assertEq(await pits(other), await pits(page), 'the same pits in a new page');
  assertEq(await other.inputValue('[data-testid=editor-captured-north]'), '47', 'the same captures');
  await t.shot('editor', page);
  await other.click('[data-testid=editor-analyse]');
  await other.waitForURL(/#\/analysis\/al-manqala\?/);
  await other.waitForSelector('[data-pit]');
  assertEq(await other.getAttribute('section.analysis', 'data-position'), good, 'the analysis board has it');
  assertEq(await readBoard(other), [[0, 1, 1, 1, 0, 0, 0], [0, 0, 0, 0, 1, 0, 0]], 'its board');
  assertEq(failed, [], 'nothing in the console while editing');
}

// The endgame tables' panel on the analysis board (tables built as for the solved panel).
async function analysisTablebase(t) {
  const tb = t.tmpDir('tables');
  execFileSync(t.binary, ['tb', 'build', 'al-manqala', '--max-seeds', '6', '--out', tb, '--threads', '2'], { stdio: 'ignore' });
  const srv = await t.server({ tb });
  const page = await t.newPage();
  await page.goto(`${srv.url}?anim=off#/analysis/al-manqala?position=${encodeURIComponent('0,0,0,0,1,0,0/0,1,1,1,0,0,0 S 47 47')}`);
  await page.waitForSelector('[data-testid=endgame]:not([hidden])');
  const panel = () => page.$eval('[data-testid=endgame]', (e) => ({ sentence: e.querySelector('[data-testid=endgame-sentence]').textContent,
    moves: [...e.querySelectorAll('li')].map((li) => `${li.textContent}${li.classList.contains('best') ? ' best' : ''}`) }));
  assertEq(await panel(), { sentence: 'solved: with best play South takes 4 of the 4 seeds left', moves: ['d1 4 best', 'b1 3', 'c1 2'] },
    'the tables\' verdict');
  await t.shot('analysis-tablebase', page);
  await page.click('[data-pit=d1][data-legal=true]');
  await page.waitForFunction(() => document.querySelector('section.analysis').dataset.position.includes(' N '));
  await page.waitForFunction(() => /North/.test(document.querySelector('[data-testid=endgame-sentence]').textContent) &&
    !document.querySelector('[data-testid=endgame]').hidden);
  await waitIdle(page);
  assert(/^solved:/.test((await panel()).sentence), 'the next position solved too');
}

// Game review (#/review/<id>): a game at one screen, six moves and a resignation; the page
// opened from the play page waits for the review, then lists the API's moves with their marks,
// its summary, and a point of the graph shows that ply's board (the replay's frame).
async function gameReview(t) {
  const srv = await t.server();
  const r = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', human: 'both' });
  const id = r.game.id;
  let g = r.game;
  for (let i = 0; i < 6 && g.status === 'ongoing'; i++)
    g = (await api(srv.url, 'POST', `/api/games/${id}/move`, { token: r.token, move: g.legal[i % g.legal.length], ply: g.ply })).game;
  await api(srv.url, 'POST', `/api/games/${id}/resign`, { token: r.token });
  const { frames } = await api(srv.url, 'GET', `/api/games/${id}/replay`);
  const page = await t.newPage({ viewport: { width: 1100, height: 900 } });
  await openWithToken(page, srv.url, r);
  // The game is over: the end dialog offers the review, and so does the page under it.
  await page.waitForSelector('[data-testid=result-dialog][open]');
  assert(await page.$('[data-testid=game-review]:not([hidden]) a'), 'a review link under the moves');
  await page.click('[data-testid=dialog-review]');
  await page.waitForURL(new RegExp(`#/review/${id}$`));
  const seen = new Set();
  await page.waitForFunction(() => document.querySelector('[data-testid=review-progress]'));
  // The state and its text read together: the review may finish between two reads.
  const progress = () => page.$eval('[data-testid=review-progress]', (e) => ({ state: e.dataset.state, text: e.textContent }));
  for (let p = await progress(); p.state === 'running'; p = await progress()) {
    seen.add(p.text);
    await sleep(50);
  }
  t.log('progress lines: ' + [...seen].join(' | '));
  for (const line of seen) assert(/^Reviewing…( \d+ of \d+)?$/.test(line), 'a progress line: ' + line);
  await page.waitForSelector('[data-testid=review-graph]');
  const review = await api(srv.url, 'GET', `/api/games/${id}/review`);
  assertEq(review.status, 'done', 'the API has it done');
  assertEq(review.moves.length, frames.length - 1, 'a judgement a move');
  const listed = await page.$$eval('[data-testid^=review-move-]', (ms) => ms.map((m) => ({ id: m.dataset.testid, mark: m.dataset.mark, move: m.dataset.move })));
  assertEq(listed, review.moves.map((m) => ({ id: `review-move-${m.ply}`, mark: m.mark || '', move: m.move })), 'the moves and their marks');
  for (const side of ['south', 'north']) {
    const got = await page.$eval(`[data-testid=review-summary-${side}]`, (e) => ({ moves: Number(e.dataset.moves),
      average_loss: Number(e.dataset.averageLoss), inaccuracies: Number(e.dataset.inaccuracies), mistakes: Number(e.dataset.mistakes),
      blunders: Number(e.dataset.blunders) }));
    const x = review.summary[side];
    assertEq(got, { moves: x.moves, average_loss: x.average_loss, inaccuracies: x.inaccuracies, mistakes: x.mistakes, blunders: x.blunders },
      `${side}'s summary`);
    const shown = await page.$$eval(`[data-testid=review-summary-${side}] td`, (tds) => tds.map((td) => td.textContent));
    assertEq(shown, [String(x.moves), x.average_loss.toFixed(2), String(x.inaccuracies), String(x.mistakes), String(x.blunders)], `${side}'s numbers shown`);
  }
  assertEq(await page.$$eval('[data-testid=review-point]', (ps) => ps.length), review.graph.length, 'a point a position');
  for (const k of [3, frames.length - 1, 1]) {
    await page.click(`[data-testid=review-point][data-ply="${k}"]`);
    await page.waitForFunction((k) => document.querySelector('[data-testid=review-ply]').dataset.ply === String(k), k);
    assertEq(await readBoard(page), frames[k].board, `the board at ply ${k}`);
    assertEq(await page.$eval('[data-testid=captured-north]', (e) => Number(e.dataset.count)), frames[k].captured.north, `captured at ply ${k}`);
  }
  await t.shot('review', page);
  // The links: the replay page's and the archive row's.
  await page.goto(`${srv.url}?anim=off#/replay/${id}`);
  await page.click('[data-testid=replay-review]');
  await page.waitForURL(new RegExp(`#/review/${id}$`));
  await page.waitForSelector('[data-testid=review-graph]');
  await page.goto(`${srv.url}?anim=off#/archive`);
  await page.click(`[data-testid=archive-row][data-id="${id}"] [data-testid=review-link]`);
  await page.waitForSelector('[data-testid=review-progress][data-state=done]');
}

// The explorer on the analysis board: three games at one screen finished through the API
// (a1; a1 a2; b1; each then resigned), the start position's rows are a1 2 games, b1 1, equal
// to POST /api/explorer; a row's move played from the table.
async function explorerCounts(t) {
  const srv = await t.server();
  for (const line of [['a1'], ['a1', 'a2'], ['b1']]) {
    const r = await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', human: 'both' });
    for (const [ply, move] of line.entries()) await api(srv.url, 'POST', `/api/games/${r.game.id}/move`, { token: r.token, move, ply });
    await api(srv.url, 'POST', `/api/games/${r.game.id}/resign`, { token: r.token });
  }
  const start = '7,7,7,7,7,7,7/7,7,7,7,7,7,7 S 0 0';
  const ask = (position) => api(srv.url, 'POST', '/api/explorer', { game: 'al-manqala', options: {}, position });
  let want;
  await waitUntil(async () => (want = await ask(start)).games === 3, 'the archive indexes the three games');
  const page = await t.newPage({ viewport: { width: 1100, height: 900 } });
  await page.goto(`${srv.url}?anim=off#/analysis/al-manqala`);
  const rows = async () => {
    await page.waitForSelector('[data-testid=explorer][data-state=done]');
    await waitIdle(page);
    return page.$$eval('[data-testid=explorer-row]', (rs) => rs.map((r) => ({ move: r.dataset.move, games: Number(r.dataset.games),
      south_wins: Number(r.dataset.south), draws: Number(r.dataset.draws), north_wins: Number(r.dataset.north),
      shown: [...r.querySelectorAll('td')].map((td) => td.textContent.replace(/ \(.*\)$/, '')) })));
  };
  const asApi = (moves) => moves.map((m) => ({ move: m.move, games: m.games, south_wins: m.south_wins, draws: m.draws, north_wins: m.north_wins,
    shown: [m.move, String(m.games), String(m.south_wins), String(m.draws), String(m.north_wins)] }));
  const got = await rows();
  assertEq(got.map((r) => [r.move, r.games]), [['a1', 2], ['b1', 1]], 'a1 twice, b1 once');
  assertEq(got, asApi(want.moves), 'the rows are the API\'s');
  await t.shot('explorer', page);
  // A row's move is played: the board goes on to a1, the table follows.
  await page.click('[data-testid=explorer-row][data-move=a1] [data-testid=explorer-move]');
  await page.waitForFunction(() => document.querySelector('[data-testid=move-tree] .current')?.dataset.move === 'a1');
  const after = await page.getAttribute('section.analysis', 'data-position');
  await page.waitForFunction((p) => document.querySelector('section.analysis').dataset.position === p &&
    document.querySelector('[data-testid=explorer]').dataset.state === 'done', after);
  assertEq(await rows(), asApi((await ask(after)).moves), 'after a1, the API\'s rows');
  assertEq((await rows()).map((r) => [r.move, r.games]), [['a2', 1]], 'a2 once after a1');
}

// The password rule said on the form and a common password refused there; a change of
// password from the account page (a wrong current one refused, then the other browser logged
// out, the new password good); an owner renaming a club and removing a member from its page.
async function passwordAndClubOwner(t) {
  const srv = await t.server();
  const me = (page) => page.evaluate(() => fetch('/api/account').then((r) => r.json()).then((r) => r.account && r.account.name));
  const A = await t.newPage();
  await A.goto(`${srv.url}?anim=off#/account`);
  assert(/not a common or easily guessed one/.test(await A.textContent('[data-testid=register-form]')), 'the rule before submitting');
  await A.fill('[data-testid=register-name]', 'amal');
  await A.fill('[data-testid=register-password]', 'Password');
  await A.click('[data-testid=register-submit]');
  await A.waitForSelector('[data-testid=account-error]:visible');
  assert(/one of the most common/.test(await A.textContent('[data-testid=account-error]')), 'a common password refused, saying why');
  await A.fill('[data-testid=register-password]', 'amal-secret-1');
  await A.click('[data-testid=register-submit]');
  await A.waitForSelector('[data-testid=password-form]');

  const B = await t.newPage(); // amal's other browser
  await B.goto(`${srv.url}?anim=off#/account`);
  await B.fill('[data-testid=login-name]', 'amal');
  await B.fill('[data-testid=login-password]', 'amal-secret-1');
  await B.click('[data-testid=login-submit]');
  await B.waitForSelector('[data-testid=password-form]');

  const change = async (current, fresh, again = fresh) => {
    await A.fill('[data-testid=password-current]', current);
    await A.fill('[data-testid=password-new]', fresh);
    await A.fill('[data-testid=password-again]', again);
    await A.click('[data-testid=password-submit]');
  };
  await change('amal-secret-1', 'amal new phrase', 'amal new phrasf');
  await A.waitForSelector('[data-testid=password-error]:visible');
  assert(/differ/.test(await A.textContent('[data-testid=password-error]')), 'the two new ones must agree');
  await change('not-it-at-all', 'amal new phrase');
  await A.waitForFunction(() => /current password is wrong/.test(document.querySelector('[data-testid=password-error]').textContent));
  await change('amal-secret-1', '12345678');
  await A.waitForFunction(() => /most common/.test(document.querySelector('[data-testid=password-error]').textContent));
  await change('amal-secret-1', 'amal new phrase');
  await A.waitForFunction(() => [...document.querySelectorAll('[data-testid=toast]')].some((e) => /password is changed/.test(e.textContent)));
  assert(await A.$eval('[data-testid=password-error]', (e) => e.hidden), 'no error left');
  await t.shot('password-changed', A);
  assertEq(await me(A), 'amal', 'this browser stays logged in');
  assertEq(await me(B), null, 'the other browser is logged out');
  const login = (password) => api(srv.url, 'POST', '/api/account/login', { name: 'amal', password }).then(() => true, () => false);
  assertEq([await login('amal-secret-1'), await login('amal new phrase')], [false, true], 'the new password is the one');

  // The club: badr joins by the link; amal renames the club, then removes badr (two clicks).
  await A.goto(`${srv.url}?anim=off#/clubs`);
  await A.fill('[data-testid=club-name]', 'Salalah Seeds');
  await A.click('[data-testid=club-create]');
  await A.waitForSelector('[data-testid=club-page][data-role=owner] [data-testid=club-invite]');
  const invite = await A.inputValue('[data-testid=club-invite-link]');
  const C = await t.newPage();
  await C.goto(noAnim(invite));
  await C.waitForURL(/#\/account\?next=/);
  await C.fill('[data-testid=register-name]', 'badr');
  await C.fill('[data-testid=register-password]', 'badr-secret-2');
  await C.click('[data-testid=register-submit]');
  await C.waitForSelector('[data-testid=club-page][data-role=member]');
  assertEq(await C.$$eval('[data-testid=club-remove], [data-testid=club-edit]', (e) => e.length), 0, 'a member sees no remove, no edit');

  await A.reload();
  await A.waitForSelector('[data-testid=club-member][data-name=badr]');
  await A.click('[data-testid=club-edit]');
  await A.fill('[data-testid=club-edit-name]', 'Salalah Seeds & Pits');
  await A.click('[data-testid=club-edit-save]');
  await A.waitForFunction(() => document.querySelector('[data-testid=club-title]')?.textContent === 'Salalah Seeds & Pits');
  await A.click('[data-testid=club-edit]');
  await A.click('[data-testid=club-remove][data-name=badr]');
  await t.shot('club-remove-asks', A);
  await A.click('[data-testid=club-remove][data-name=badr]');
  await A.waitForFunction(() => !document.querySelector('[data-testid=club-member][data-name=badr]'));
  assertEq(await A.$$eval('[data-testid=club-remove]', (e) => e.length), 0, 'nobody left to remove (the owner stays)');
  const id = A.url().match(/#\/clubs\/(\w+)$/)[1];
  const { club } = await api(srv.url, 'GET', `/api/clubs/${id}`);
  assertEq([club.name, club.member_list.map((m) => m.name)], ['Salalah Seeds & Pits', ['amal']], 'renamed; badr removed');
  await t.shot('club-owner', A);
}

export const tests = [
  ['hawalis full game', fullGame('hawalis')],
  ['al-manqala full game', fullGame('al-manqala')],
  // Fives, the tests' own game (tests/plugin/fives/), on the server built with it: the page
  // knows it from /api/meta alone.
  ['a game from outside (Fives): a full game on the play page', fullGame('fives', { binary: 'pluginBinary' })],
  ['replay from archive', replay],
  ['undo', undo],
  ['restart mid-game', restart],
  ['phone keyboard', phone],
  ['rules pages', rules],
  ['online game between two people', onlineGame],
  ['lobby', lobby],
  ['flag fall', flagFall],
  ['late fetch after a reconnect', lateFetch],
  ['option controls from meta', optionControls],
  ['states in version order', versionOrder],
  ['games\' web files with --web-root', webRootGames],
  ['solved panel from the endgame tables', solvedPanel],
  ['accounts', accounts],
  ['championship', championship],
  ['password change and club owner', passwordAndClubOwner],
  ['share offered only in a loop, confirmed', shareOnlyInLoops],
  ['archive fits a phone, in words', archiveOnPhone],
  ['connection lost stops moves', connectionLostStopsMoves],
  ['refused pit says why (eval, arrows, typed move, title)', refusedPitsSayWhy],
  ['skip a long animation', skipAnimation],
  ['move list history and end sentence', moveListHistory],
  ['home lists only own unfinished games', homeListsOwnGames],
  ['small fixes (hint, replay label, unknown game)', smallFixes],
  ['every missing address: one friendly page with a way back', missingAddresses],
  ['skip link keeps the page; a page\'s toasts leave with it', skipLinkAndPageToasts],
  ['phone share offer, sound, theme', phoneOfferSoundTheme],
  ['analysis board with a variation', analysisBoard],
  ['editor refuses a bad position and shares a good one', editorPosition],
  ['tablebase panel in the analysis board', analysisTablebase],
  ['review of a finished game with its graph', gameReview],
  ['explorer counts against the archive', explorerCounts],
  ...boardTests,
  ...languageTests,
  ...pseudoTests,
  ...journeyTests,
  ...wordsTests,
  ...numbersTests,
  ...nameTests,
  ...controlTests,
  ...abandonTests,
  ...ratingChangeTests,
  ...layerTests,
  ...clockTests,
  ...correspondenceTests,
  ...staleNoticeTests,
  ...tournamentTests,
  ...otbTests,
  ...otbTeamTests,
  ...tournamentExtraTests,
  ...pwaTests,
  ...staticSiteTests,
  ...offlineTests,
  ...engineWorkerTests,
  ...learnTests,
  ...puzzleTests,
  ...broadcastTests,
  ...a11yTests,
  ...keyboardTests,
  ...screenReaderTests,
  ...botTests,
  ...betweenFriendsTests,
];
