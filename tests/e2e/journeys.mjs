// Whole journeys of a reader of Arabic, by clicking (issue 27): a game against the engine in
// each game, then its review and the analysis board; a game between two people with a
// spectator; a club's Swiss from the club's founding to its standings.
//
// The readers' browsers are set to Arabic as a phone in Oman or the Galilee is (ar-OM, ar-PS:
// Arabic-Indic digits), or the reader follows a shared link that carries ?lang=ar. Along the
// way every visible text is read (pseudo.mjs's reading): a Latin word that is not data (a name,
// a pit, an id) and that the Arabic catalogs do not hold themselves (JSON, an example password)
// is English the reader would meet, and fails the journey. Each view is kept as a picture
// (journey-<step>.png).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  api, assert, assertEq, newGameFromForm, playToEnd, waitIdle, waitTurnOrEnd, legalPits, waitPly, resultOpen,
  createFriendFromForm, noAnim, waitUntil, registerOnPage,
} from './lib/page.mjs';
import { call, register } from './languages.mjs';
import { readTexts, dataPatterns, words } from './pseudo.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

// The Latin words the Arabic catalogs themselves hold (the page's and each game's).
const catalogLatin = (() => {
  const files = [path.join(root, 'web/i18n/ar.json')];
  for (const game of fs.readdirSync(path.join(root, 'src/games'))) {
    const file = path.join(root, 'src/games', game, 'web/i18n/ar.json');
    if (fs.existsSync(file)) files.push(file);
  }
  const texts = files.flatMap((f) => Object.values(JSON.parse(fs.readFileSync(f, 'utf8'))))
    .flatMap((v) => (typeof v === 'object' ? Object.values(v) : [v]));
  return new Set(texts.flatMap((s) => words(s.replace(/\{\w+\}/g, ' '), [])));
})();

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const arabicDigits = (n) => String(n).replace(/\d/g, (d) => ARABIC_INDIC[d]);

// Reads what a reader sees at each step; the offences are thrown together at the end.
function reading(t, names) {
  const patterns = dataPatterns(names);
  const problems = [];
  let shots = 0;
  return {
    async look(page, step) {
      await waitIdle(page);
      const r = await page.evaluate(readTexts);
      if (r.lang !== 'ar' || r.dir !== 'rtl') problems.push(`${step}: <html lang="${r.lang}" dir="${r.dir}">, not ar rtl`);
      for (const f of r.found) {
        const english = words(f.out, patterns).filter((w) => !catalogLatin.has(w));
        if (english.length) problems.push(`${step}: “${f.text}” (${f.what}): ${[...new Set(english)].join(' ')}`);
      }
      await t.shot(`journey-${String(++shots).padStart(2, '0')}-${step}`, page, { fullPage: true });
    },
    done() {
      if (problems.length) throw new Error(`${problems.length} texts in English on the Arabic page:\n  ${problems.slice(0, 20).join('\n  ')}`);
    },
  };
}

// A game against the engine from the home page's form, played by clicking to its end; for
// Al-manqala then the review from the end dialog and the analysis board from the review.
function engineJourney(game) {
  return async (t) => {
    const srv = await t.server();
    const seen = reading(t, []);
    const page = await t.newPage({ locale: 'ar-OM' });
    // No ?lang=: the browser's language chooses Arabic.
    const id = await newGameFromForm(page, srv.url, { game, level: 1 });
    await playToEnd(page, { onTurn: async (n) => { if (n === 3) await seen.look(page, `${game}-playing`); } });
    await resultOpen(page);
    await seen.look(page, `${game}-over`);
    const { game: g } = await api(srv.url, 'GET', `/api/games/${id}`);
    const text = await page.textContent('[data-testid=result-text]');
    // The counts are in the sentence where they decided the game (Al-manqala's, not Hawalis').
    for (const side of game === 'al-manqala' ? ['south', 'north'] : [])
      assert(text.includes(arabicDigits(g.captured[side])), `the result gives ${side}'s ${g.captured[side]} in Arabic-Indic digits: ${text}`);
    assert(!/[0-9]/.test(text), 'no Latin digit in the result of a reader in Oman: ' + text);
    if (game !== 'al-manqala') return seen.done();

    await page.click('[data-testid=dialog-review]');
    await page.waitForURL(new RegExp(`#/review/${id}$`));
    await page.waitForSelector('[data-testid=review-graph]', { timeout: 60000 });
    await seen.look(page, 'review');
    await page.click('[data-testid=review-analyse]');
    await page.waitForURL(/#\/analysis\//);
    const analysed = () => page.waitForSelector('[data-testid=analysis-status][data-state=done]');
    await analysed();
    await page.click('[data-testid=move-tree] .mv >> nth=0');
    await analysed();
    // The board of the move clicked shows its legal pits once the position is judged.
    await page.waitForSelector('[data-pit][data-legal=true]');
    const pit = (await legalPits(page))[0];
    await page.click(`[data-pit="${pit}"][data-legal=true]`);
    await analysed();
    await seen.look(page, 'analysis');
    seen.done();
  };
}

// amal (a browser in Oman) invites a friend from the form; badr (the Galilee) takes the seat
// from the link; a third browser, set to English and with no language chosen, watches from the
// spectators' link as an Arabic poster gives it (?lang=ar: the links amal shares carry none).
// They play by clicking, badr resigns, all three read the end.
async function peopleJourney(t) {
  const srv = await t.server();
  const seen = reading(t, []);
  const A = await t.newPage({ locale: 'ar-OM' });
  const { id, invite, watch } = await createFriendFromForm(A, srv.url, { game: 'al-manqala' });
  assert(!/[?&]lang=/.test(invite) && !/[?&]lang=/.test(watch), `the links carry no language: ${invite} ${watch}`);
  await seen.look(A, 'friend-invitation');
  await A.click('[data-testid=go-to-board]');
  await A.waitForURL(new RegExp(`#/play/${id}$`));
  const B = await t.newPage({ locale: 'ar-PS' });
  await B.goto(noAnim(invite));
  await B.waitForURL(new RegExp(`#/play/${id}`));
  const C = await t.newPage({ locale: 'en-US' });
  await C.goto(noAnim(watch.replace('/#/', '/?lang=ar#/')));
  await C.waitForSelector('[data-pit]');
  const pages = { south: A, north: B };
  for (let ply = 0; ply < 6; ply++) {
    const { game: g } = await api(srv.url, 'GET', `/api/games/${id}`);
    const P = pages[g.to_move];
    assertEq(await waitTurnOrEnd(P), 'turn', `${g.to_move} to move at ply ${ply}`);
    await P.click(`[data-pit="${(await legalPits(P))[0]}"][data-legal=true]`);
    for (const p of [A, B, C]) await waitPly(p, ply + 1);
    if (ply === 2) {
      const clock = await A.textContent('[data-testid=clock-south]');
      assert(/^[٠-٩]+:[٠-٩]{2}$/.test(clock.trim()), 'a clock in Arabic-Indic digits: ' + clock);
      await seen.look(A, 'friend-south');
      await seen.look(B, 'friend-north');
      await seen.look(C, 'friend-spectator');
    }
  }
  await B.click('[data-testid=resign]');
  await B.click('[data-testid=resign]');
  for (const [p, who] of [[A, 'south'], [B, 'north'], [C, 'spectator']]) {
    await resultOpen(p);
    await seen.look(p, `friend-over-${who}`);
  }
  seen.done();
}

// amal founds a club and a Swiss of two rounds from the page; badr joins from the club's link
// by registering on the way; dina and fadi (over the API) join too. Each board: a move, then
// the player later in the alphabet resigns. Both browsers read the standings.
async function swissJourney(t) {
  const srv = await t.server();
  const names = ['amal', 'badr', 'dina', 'fadi', 'Sur Seeds', 'Sur Swiss'];
  const seen = reading(t, names);
  const A = await t.newPage({ locale: 'ar-OM' });
  await A.goto(`${srv.url}?anim=off#/account`);
  await A.waitForSelector('[data-testid=register-form]');
  await seen.look(A, 'swiss-account');
  await registerOnPage(A, 'amal');
  await A.click('[data-testid=nav-clubs]');
  await A.fill('[data-testid=club-name]', 'Sur Seeds');
  await A.click('[data-testid=club-create]');
  await A.waitForURL(/#\/clubs\/\w+$/);
  const clubId = A.url().match(/#\/clubs\/(\w+)$/)[1];
  const invite = await A.inputValue('[data-testid=club-invite-link]');
  await seen.look(A, 'swiss-club');

  const B = await t.newPage({ locale: 'ar-PS' });
  await B.goto(noAnim(invite));
  await B.waitForURL(/#\/account\?next=/);
  await seen.look(B, 'swiss-join-register');
  await registerOnPage(B, 'badr');
  await B.waitForSelector('[data-testid=club-page][data-role=member]');
  const code = invite.match(/\/join\/([0-9a-f]+)$/)[1];
  const others = {};
  for (const name of ['dina', 'fadi']) {
    others[name] = await register(srv, name);
    await call(srv, 'POST', `/api/clubs/${clubId}/join`, { invite: code }, others[name]);
  }

  await A.reload();
  await A.waitForFunction(() => document.querySelectorAll('[data-testid=club-member]').length === 4);
  await A.click('[data-testid=club-new-tournament]');
  await A.waitForSelector('[data-testid=tournament-form]');
  await A.fill('[data-testid=tournament-name]', 'Sur Swiss');
  await A.selectOption('[data-testid=tournament-format]', 'swiss');
  await A.fill('[data-testid=tournament-rounds]', '2');
  await A.selectOption('[data-testid=tournament-game]', 'hawalis');
  await A.fill('[data-testid=tournament-forfeit]', '10');
  await seen.look(A, 'swiss-form');
  await A.click('[data-testid=tournament-create]');
  await A.waitForURL(/#\/tournaments\/\w+$/);
  const tid = A.url().match(/#\/tournaments\/(\w+)$/)[1];
  await A.click('[data-testid=tournament-join]');
  await B.goto(`${srv.url}?anim=off#/tournaments/${tid}`);
  await B.click('[data-testid=tournament-join]');
  for (const who of Object.values(others)) await call(srv, 'POST', `/api/tournaments/${tid}/join`, {}, who);
  await A.waitForFunction(() => document.querySelectorAll('[data-testid=tournament-players] li').length === 4);
  await seen.look(A, 'swiss-registering');
  await A.click('[data-testid=tournament-start]');

  const browsers = { amal: A, badr: B };
  for (let round = 1; round <= 2; round++) {
    // The round's boards once each has its game (made just after the pairing).
    let tr = null;
    await waitUntil(async () => {
      tr = (await api(srv.url, 'GET', `/api/tournaments/${tid}`)).tournament;
      return tr.round === round && tr.round_list[round - 1]?.boards.every((b) => b.game);
    }, `round ${round}'s games`);
    for (const b of tr.round_list[round - 1].boards) {
      const seats = {};
      for (const side of ['south', 'north']) {
        const name = b[side];
        if (browsers[name]) {
          const P = browsers[name];
          await P.click(`[data-testid=game-ready][data-round="${round}"] [data-testid=game-ready-play]`);
          await P.waitForURL(new RegExp(`#/play/${b.game}$`)).catch(async (e) => {
            await t.shot(`journey-swiss-lost-${name}`, P);
            throw new Error(`${name}, round ${round}: at ${P.url()}, not ${b.game}'s board: ${e.message.split('\n')[0]}`);
          });
          await P.waitForSelector('[data-testid=resign]:not([hidden])');
          seats[side] = { name, page: P };
        } else {
          seats[side] = { name, token: (await call(srv, 'POST', `/api/games/${b.game}/seat`, {}, others[name])).token };
        }
      }
      // One move by whoever is to move; then the later name resigns.
      const { game: g } = await api(srv.url, 'GET', `/api/games/${b.game}`);
      const mover = seats[g.to_move];
      if (mover.page) {
        assertEq(await waitTurnOrEnd(mover.page), 'turn', `${mover.name} to move`);
        await mover.page.click(`[data-pit="${(await legalPits(mover.page))[0]}"][data-legal=true]`);
        await waitPly(mover.page, 1);
      } else {
        await call(srv, 'POST', `/api/games/${b.game}/move`, { token: mover.token, move: g.legal[0], ply: g.ply });
      }
      const loser = [seats.south, seats.north].sort((x, y) => x.name.localeCompare(y.name))[1];
      if (loser.page) {
        if (round === 1) await seen.look(loser.page, 'swiss-board');
        await loser.page.click('[data-testid=resign]');
        await loser.page.click('[data-testid=resign]');
      } else {
        await call(srv, 'POST', `/api/games/${b.game}/resign`, { token: loser.token });
      }
      await waitUntil(async () => (await api(srv.url, 'GET', `/api/tournaments/${tid}`)).tournament
        .round_list[round - 1].boards.find((x) => x.board === b.board).result !== '', `round ${round} board ${b.board}'s result`);
      // Back to the tournament's page, where the next round's notice finds them.
      for (const { page: P } of [seats.south, seats.north].filter((s) => s.page)) {
        await resultOpen(P);
        await P.click('[data-testid=dialog-close]');
        await P.goto(`${srv.url}?anim=off#/tournaments/${tid}`);
        await P.waitForSelector(`[data-testid=tournament-page][data-id="${tid}"]`);
      }
    }
  }
  for (const [P, who] of [[A, 'amal'], [B, 'badr']]) {
    await P.goto(`${srv.url}?anim=off#/tournaments/${tid}`);
    await P.waitForSelector('[data-testid=tournament-page][data-status=finished]');
    await seen.look(P, `swiss-standings-${who}`);
  }
  const { tournament: tf } = await api(srv.url, 'GET', `/api/tournaments/${tid}`);
  assertEq(tf.standings[0].name, 'amal', 'amal, who never resigned, leads');
  seen.done();
}

export const journeyTests = [
  ['in Arabic: hawalis against the engine', engineJourney('hawalis')],
  ['in Arabic: al-manqala against the engine, its review, the analysis board', engineJourney('al-manqala')],
  ['in Arabic: two people and a spectator', peopleJourney],
  ['in Arabic: a club\'s Swiss', swissJourney],
];
