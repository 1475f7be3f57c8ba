// What a new player read wrong (issue 29, item 4): the end sentences, the rule options, the page
// on a phone.
//
// - Each way each game ends, from a position one move (or a short loop) from its end (the
//   vectors of tests/protocol/vectors.h, played through the API): the sentence reads the score
//   from the winner's side, the winner's count first, and only where the counts decided the game;
//   otherwise it says what did (a Hawalis player without a move, the seeds left not counted).
// - The rule options in words, "standard rules" or only the changed ones, in the game's header,
//   the lobby, the tournament list and page, the archive; the rules page tells players how to
//   choose them and keeps the command line to an aside.
// - On a phone (375 × 740 and 360 px): the header one line at most 56 px high with its menu; the
//   archive, the standings and a club's members without sideways scrolling; the keyboard's ring
//   on a playable pit distinct from the yellow playable ring, in both themes.
import { api, assert, assertEq, openWithToken, waitIdle, resultOpen, waitUntil } from './lib/page.mjs';
import { call, register } from './languages.mjs';

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

// A game from `start` with both seats at this screen, `moves` played through the API.
async function endedGame(srv, game, start, moves, options = {}) {
  const r = await api(srv.url, 'POST', '/api/games', { game, human: 'both', start, options });
  let g = r.game;
  for (const move of moves) g = (await api(srv.url, 'POST', `/api/games/${g.id}/move`, { token: r.token, move, ply: g.ply })).game;
  return { r, g };
}

// Every ending of both games: the position, the moves, the result, the page's sentence (the
// replay's, read by no player in particular) and the server's (the end dialog's detail).
const ENDINGS = [
  ['hawalis', '0,0,0,0,0,0,1/0,0,0,0,0,0,1/0,0,0,0,0,0,0/0,0,0,0,0,0,1 S 27 26', ['g1'], 'south captured-all',
    'South wins (North has no seeds left).', 'North has no seeds left: South wins.'],
  ['hawalis', '0,0,0,0,0,0,0/0,0,0,0,0,0,2/1,1,1,1,1,1,1/1,1,1,1,1,1,1 N 20 20', ['g3'], 'north no-moves',
    'North wins (South has no legal move; the seeds left on the board are not counted).',
    'South has no legal move: North wins; the seeds left on the board are not counted.'],
  ['hawalis', '0,1,0,1,1,1,0/1,0,2,0,1,0,1/0,1,0,1,0,1,0/1,0,2,1,1,0,1 N 19 19', ['c3', 'c1', 'e4', 'd1'], 'draw repetition',
    'Draw (the same position came round again).', 'The same position came round again: a draw.'],
  ['al-manqala', '2,1,4,0,0,2,0/1,1,1,1,0,0,1 S 48 36', ['c1'], 'south score',
    'South wins 50–36 (more seeds captured).', 'South wins with 50–36 captured.'],
  ['al-manqala', '0,0,1,0,2,0,1/0,10,0,0,0,0,0 N 36 48', ['e2'], 'north score',
    'North wins 50–36 (more seeds captured).', 'North wins with 50–36 captured.'],
  ['al-manqala', '0,0,0,0,0,0,1/0,0,0,0,0,0,1 S 47 49', ['g1'], 'draw board-empty',
    'Draw 49–49 (no seeds are left on the board).', 'No seeds are left on the board: a draw, 49–49.'],
  ['al-manqala', '0,0,0,0,0,1,1/1,0,1,0,0,0,0 N 48 46', ['g2'], 'north starved',
    'North wins 50–48 (nobody could feed the empty row; the starved side took the seeds left).',
    'Nobody could feed the empty row; the seeds left went to the starved side: North wins, 50–48.'],
  ['al-manqala', '0,0,1,0,1,0,1/0,1,0,0,0,0,0 N 46 48', 'e2 b1 g2 c1 c2 d1 b2 e1 a2 a1 d2 f1 f2 g1'.split(' '), 'north loop-shared',
    'North wins 50–48 (the loop was shared out).', 'The loop was shared out: North wins, 50–48.'],
];

async function endSentences(t) {
  const srv = await t.server();
  const page = await t.newPage();
  const wrong = [];
  for (const [game, start, moves, result, sentence, detail] of ENDINGS) {
    const { r, g } = await endedGame(srv, game, start, moves);
    assertEq(`${g.result?.winner} ${g.result?.reason}`, result, `${game} from ${start}: the ending`);
    await page.goto(`${srv.url}?anim=off#/replay/${g.id}`);
    const shown = (await page.locator('[data-testid=replay-result]').textContent()).trim();
    if (shown !== sentence) wrong.push(`${result}: replay “${shown}”, expected “${sentence}”`);
    await openWithToken(page, srv.url, r);
    await resultOpen(page);
    const said = (await page.locator('[data-testid=result-detail]').textContent()).trim();
    if (said !== detail) wrong.push(`${result}: end dialog “${said}”, expected “${detail}”`);
  }
  // The terminal's and the records' sentence is the page's detail.
  const { g } = await endedGame(srv, 'al-manqala', ENDINGS[4][1], ENDINGS[4][2]);
  assertEq(g.result.text, ENDINGS[4][5], 'the server\'s own sentence, the winner\'s count first');
  // Arabic on a phone: a picture of a Hawalis player without a move.
  const ar = await t.newPage({ ...PHONE, locale: 'ar' });
  const { r } = await endedGame(srv, ...ENDINGS[1].slice(0, 3));
  await openWithToken(ar, srv.url, r);
  await resultOpen(ar);
  await t.shot('words-end-no-moves-ar-phone', ar);
  if (wrong.length) t.log(wrong.join(' | '));
  assert(!wrong.length, `${wrong.length} sentences wrong:\n  ${wrong.join('\n  ')}`);
}

// The options in words wherever a player meets them.
async function optionsInWords(t) {
  const srv = await t.server();
  const page = await t.newPage();
  const text = async (sel) => (await page.locator(sel).first().textContent()).replace(/\s+/g, ' ').trim();
  const changed = 'no relay sowing and 3 seeds a pit';
  // The game's header.
  const plain = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', human: 'both' });
  await openWithToken(page, srv.url, plain);
  assertEq(await text('h1.game-title small'), 'standard rules', 'header, the defaults');
  const odd = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', human: 'both', options: { relay: 'false', seeds: '3', 'back-capture': 'true' } });
  await openWithToken(page, srv.url, odd);
  assertEq(await text('h1.game-title small'), changed, 'header, two options changed (a third given as its default)');
  // The analysis board under changed options (its address carries them as typed).
  await page.goto(`${srv.url}?anim=off#/analysis/hawalis?options=${encodeURIComponent('seeds=3 relay=false')}`);
  await page.waitForSelector('[data-pit]');
  assertEq(await text('h1.game-title small'), changed, 'analysis board');
  // The archive: the changed game once over, the standard one without words.
  await api(srv.url, 'POST', `/api/games/${odd.game.id}/resign`, { token: odd.token });
  await api(srv.url, 'POST', `/api/games/${plain.game.id}/resign`, { token: plain.token });
  await page.goto(`${srv.url}?anim=off#/archive`);
  await page.waitForSelector(`[data-testid=archive-row][data-id="${odd.game.id}"]`);
  assertEq(await text(`[data-testid=archive-row][data-id="${odd.game.id}"] [data-testid=archive-options]`), changed, 'archive');
  assertEq(await page.locator(`[data-testid=archive-row][data-id="${plain.game.id}"] [data-testid=archive-options]`).count(), 0, 'archive, standard');
  const archive = await page.locator('main').textContent();
  assert(!/\w=\w/.test(archive), 'no name=value on the archive: ' + archive.match(/\S*\w=\w\S*/)?.[0]);
  // The lobby: a listed invitation with changed options.
  const amal = await register(srv, 'amal');
  await call(srv, 'POST', '/api/games', { game: 'al-manqala', opponent: 'friend', human: 'south', listed: true,
    options: { seeds: '5', 'win-at': '36' }, clock: { minutes: 5, seconds: 0, increment: 3 } }, amal);
  await page.goto(`${srv.url}?anim=off#/lobby`);
  await page.waitForSelector('[data-testid=lobby-options]');
  assertEq((await text('[data-testid=lobby-options]')).split(' · ')[0], '5 seeds a pit and 36 captured seeds win', 'lobby');
  // A tournament under changed rules: the list and its page; one under the standard rules.
  const tour = (await call(srv, 'POST', '/api/tournaments', { name: 'Sur Cup', format: 'round-robin', game: 'al-manqala',
    options: { capture: '2,3,4' }, clock: { minutes: 5, seconds: 0, increment: 3 }, rated: false }, amal)).tournament;
  const std = (await call(srv, 'POST', '/api/tournaments', { name: 'Nizwa Cup', format: 'round-robin', game: 'hawalis',
    options: {}, clock: { minutes: 5, seconds: 0, increment: 3 }, rated: false }, amal)).tournament;
  await page.goto(`${srv.url}?anim=off#/tournaments`);
  await page.waitForSelector(`[data-testid=tournament-row][data-id="${tour.id}"]`);
  assertEq(await text(`[data-testid=tournament-row][data-id="${tour.id}"] [data-testid=tournament-row-options]`), 'captures on 2, 3 or 4', 'tournament list');
  await page.goto(`${srv.url}?anim=off#/tournaments/${tour.id}`);
  assertEq(await text('[data-testid=tournament-options]'), 'Rules: captures on 2, 3 or 4', 'tournament page');
  await page.goto(`${srv.url}?anim=off#/tournaments/${std.id}`);
  assertEq(await text('[data-testid=tournament-options]'), 'Rules: standard rules', 'tournament page, the defaults');
  // The rules page: how to choose them; the command line only in its aside.
  await page.goto(`${srv.url}?anim=off#/rules/hawalis`);
  await page.waitForSelector('[data-testid=rules-options]');
  const section = await page.evaluate(() => {
    const list = document.querySelector('[data-testid=rules-options]');
    const intro = list.previousElementSibling.textContent;
    return { intro, aside: document.querySelector('[data-testid=rules-command-line]')?.textContent || '' };
  });
  assert(!/manqala play|name=value|=/.test(section.intro) && /Rule options/.test(section.intro), 'the options\' introduction in words: ' + section.intro);
  assert(/manqala play -o/.test(section.aside), 'the command line in its aside: ' + section.aside);
  assert(!/=(true|false)/.test(await page.locator('main').textContent()), 'no flag=value on the rules page');
  // In Arabic: the header's words.
  const ar = await t.newPage({ ...PHONE, locale: 'ar' });
  await openWithToken(ar, srv.url, await api(srv.url, 'POST', '/api/games', { game: 'al-manqala', human: 'both', options: { seeds: '3' } }));
  await ar.waitForSelector('[data-testid=game-options]');
  assertEq(await ar.locator('[data-testid=game-options]').textContent().then((s) => s.trim()), '3 حصيات في كل بيت', 'Arabic header');
  await t.shot('words-options-ar-phone', ar);
}

// The header of every page on a phone: one line, its links behind the menu button.
async function phoneHeader(t) {
  const srv = await t.server();
  const g = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', human: 'south', level: 1 });
  for (const [width, locale] of [[375, 'en'], [360, 'ar'], [375, 'de']]) {
    const page = await t.newPage({ ...PHONE, viewport: { width, height: 740 }, locale });
    await openWithToken(page, srv.url, g);
    await page.waitForSelector('[data-pit][data-legal=true]');
    await waitIdle(page);
    const box = await page.locator('header.top').boundingBox();
    assert(box.height <= 56, `the header at ${width} px in ${locale} is ${box.height} px high (56 at most)`);
    const board = await page.locator('.board').boundingBox();
    assert(board.y < 200, `the board starts ${board.y} px down at ${width} px`);
    await t.shot(`words-header-${locale}-${width}`, page);
    // The menu opens the links; one followed closes it.
    assert(!(await page.locator('[data-testid=nav-archive]').isVisible()), 'the links are behind the menu');
    await page.click('[data-testid=menu-toggle]');
    assertEq(await page.getAttribute('[data-testid=menu-toggle]', 'aria-expanded'), 'true', 'menu open');
    assert(await page.locator('[data-testid=nav-archive]').isVisible(), 'the archive link shown by the menu');
    assert(await page.locator('[data-testid=theme-toggle]').isVisible(), 'the theme switch in the menu');
    await t.shot(`words-menu-${locale}-${width}`, page);
    await page.click('[data-testid=nav-archive]');
    await page.waitForFunction(() => location.hash === '#/archive');
    assertEq(await page.getAttribute('[data-testid=menu-toggle]', 'aria-expanded'), 'false', 'menu closed on the new page');
    assert((await page.locator('header.top').boundingBox()).height <= 56, 'one line again');
  }
}

// A club of four, a Swiss of the four under way, and finished games: the pages whose tables a
// phone met scrolling sideways.
async function phoneTables(t) {
  const srv = await t.server();
  const names = ['Abdulrahman_Hashimi', 'Badriya-Al-Mahrouqi', 'Chausiku_Mwinyimkuu', 'Dietlinde-Oberhauser'];
  const who = [];
  for (const n of names) who.push(await register(srv, n));
  const club = (await call(srv, 'POST', '/api/clubs', { name: 'Salalah Seeds' }, who[0])).club;
  const { club: full } = await call(srv, 'GET', `/api/clubs/${club.id}`, undefined, who[0]);
  for (const w of who.slice(1)) await call(srv, 'POST', `/api/clubs/${club.id}/join`, { invite: full.invite }, w);
  const tour = (await call(srv, 'POST', '/api/tournaments', { name: 'Muscat Open', format: 'swiss', rounds: 3, game: 'hawalis', options: {},
    clock: { minutes: 5, seconds: 0, increment: 3 }, rated: true, forfeit_after_s: 0, club: club.id }, who[0])).tournament;
  for (const w of who) await call(srv, 'POST', `/api/tournaments/${tour.id}/join`, {}, w);
  await call(srv, 'POST', `/api/tournaments/${tour.id}/start`, {}, who[0]);
  await waitUntil(async () => (await call(srv, 'GET', `/api/tournaments/${tour.id}`)).tournament.round_list[0]?.boards.every((b) => b.game),
    'the first round\'s games');
  for (let i = 0; i < 6; i++) {
    const r = await api(srv.url, 'POST', '/api/games', { game: i % 2 ? 'hawalis' : 'al-manqala', human: 'both', options: i === 3 ? { relay: 'false', seeds: '3' } : {} });
    await api(srv.url, 'POST', `/api/games/${r.game.id}/resign`, { token: r.token });
  }
  const problems = [];
  for (const width of [375, 360]) {
    for (const locale of ['en', 'ar', 'de', 'sw']) {
      const page = await t.newPage({ ...PHONE, viewport: { width, height: 740 }, locale });
      for (const [name, hash, ready] of [['archive', '#/archive', '[data-testid=archive-row]'],
        ['standings', `#/tournaments/${tour.id}`, '[data-testid=standings]'], ['club', `#/clubs/${club.id}`, '[data-testid=club-member]']]) {
        await page.goto(`${srv.url}?anim=off${hash}`);
        await page.waitForSelector(ready);
        await waitIdle(page);
        const m = await page.evaluate(() => ({
          page: document.scrollingElement.scrollWidth, inner: innerWidth,
          // A table wider than its box scrolls sideways inside it: as bad on a phone.
          tables: [...document.querySelectorAll('.table-wrap')].filter((w) => w.offsetParent)
            .map((w) => ({ id: w.querySelector('table')?.dataset.testid, over: w.scrollWidth - w.clientWidth })),
          // A date broken over lines.
          dates: [...document.querySelectorAll('td.date')].map((d) => ({ text: d.textContent, lines: Math.round(d.getBoundingClientRect().height / parseFloat(getComputedStyle(d).lineHeight)) })),
        }));
        if (m.page > m.inner) problems.push(`${name} ${width} ${locale}: the page is ${m.page} px wide in ${m.inner}`);
        for (const tb of m.tables) if (tb.over > 0) problems.push(`${name} ${width} ${locale}: table ${tb.id} scrolls ${tb.over} px sideways`);
        for (const d of m.dates) if (d.lines > 1) problems.push(`${name} ${width} ${locale}: the date “${d.text}” on ${d.lines} lines`);
        if (name === 'club' && m.dates.length !== 4) problems.push(`club ${width} ${locale}: ${m.dates.length} join dates marked as dates, not 4`);
        await t.shot(`words-${name}-${locale}-${width}`, page, { fullPage: true });
      }
    }
  }
  if (problems.length) t.log(problems.join(' | '));
  assert(!problems.length, `${problems.length} problems on a phone:\n  ${problems.join('\n  ')}`);
}

// Relative luminance and contrast (WCAG 2) of "rgb(r, g, b)" colours.
const rgb = (s) => (s.match(/rgba?\(([^)]+)\)/)?.[1].split(',').map(Number)) || null;
const luminance = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
  .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
const contrast = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };

// The keyboard's ring on a playable pit against the yellow playable ring and the wood, in both themes.
async function focusRing(t) {
  const srv = await t.server();
  const g = await api(srv.url, 'POST', '/api/games', { game: 'hawalis', human: 'south', level: 1 });
  for (const theme of ['light', 'dark']) {
    const page = await t.newPage({ ...PHONE, colorScheme: theme });
    await openWithToken(page, srv.url, g);
    await page.waitForSelector('[data-pit][data-legal=true]');
    await waitIdle(page);
    const pits = page.locator('[data-pit][data-legal=true]');
    await page.keyboard.press('Tab'); // the keyboard in use: focus shows as :focus-visible
    await pits.nth(0).focus();
    const s = await page.evaluate(() => {
      const [a, b] = document.querySelectorAll('[data-pit][data-legal=true]');
      const style = (e) => { const c = getComputedStyle(e); return { outline: c.outlineStyle !== 'none' && +c.outlineWidth.replace('px', '') > 0 ? c.outlineColor : null, shadow: c.boxShadow }; };
      return { focused: a === document.activeElement && a.matches(':focus-visible'), on: style(a), off: style(b),
      };
    });
    assert(s.focused, `${theme}: the pit has the keyboard's focus`);
    assert(JSON.stringify(s.on) !== JSON.stringify(s.off), `${theme}: the focused pit looks like the others`);
    // The colours the focus adds: the outline's (unless transparent) and the box-shadow's not on an unfocused playable pit.
    const colours = (x) => [...(x.shadow.match(/rgba?\([^)]+\)/g) || []), x.outline].filter((c) => c && !/rgba\([^)]*,\s*0\)/.test(c));
    const offColours = new Set(colours(s.off));
    const added = colours(s.on).filter((c) => !offColours.has(c)).map(rgb).filter(Boolean);
    const yellow = [255, 213, 74]; // --legal, #ffd54a
    const wood = theme === 'dark' ? [116, 74, 37] : [154, 98, 50]; // --wood-2 of style.css
    const best = (against) => Math.max(0, ...added.map((c) => contrast(c, against)));
    t.log(`${theme}: focus adds ${JSON.stringify(added)}; contrast ${best(yellow).toFixed(1)} on yellow, ${best(wood).toFixed(1)} on wood`);
    assert(best(yellow) >= 4.5, `${theme}: the focus ring is ${best(yellow).toFixed(1)}:1 against the yellow ring (4.5 at least)`);
    assert(best(wood) >= 3, `${theme}: the focus ring is ${best(wood).toFixed(1)}:1 against the wood (3 at least)`);
    await t.shot(`words-focus-${theme}`, page);
  }
}

export const wordsTests = [
  ['words: every ending of both games in a sentence, the winner\'s count first', endSentences],
  ['words: rule options in words in the header, lobby, tournaments, archive and rules page', optionsInWords],
  ['words: a phone\'s header is one line with a menu', phoneHeader],
  ['words: a phone\'s archive, standings and club members without sideways scrolling', phoneTables],
  ['words: the keyboard\'s ring on a playable pit stands out from the yellow ring', focusRing],
];
