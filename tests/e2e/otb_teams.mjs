// A team event over the board (docs/web-api.md, "Team events"): a match between two clubs, set
// up by clicking as its director would — the event created on the form (teams of 4 boards, a
// round robin of two teams), both teams and their four players each added with the team and
// player forms, one board order changed with the up button — then paired, its four results
// entered (three on the tournament page, the last on the match's page) and the match scored:
// the match's score and the team standings on the page are the API's (2 match points to the
// winner, the game points as entered), the colours alternate down the boards (board 1 South is
// the first-named team's, board 2 South the other's), the new board order is the one played.
// The match card printed (its four boards and totals, one page). Then in Arabic on a phone
// (390 px): the tournament page and the card right to left, nothing wider than the screen, the
// score as a result reads (the first-named team's on the left), and every word of the team
// pages from the catalogs (the pseudo-language). Screenshots of each, looked at.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { assert, assertEq, waitIdle } from './lib/page.mjs';
import { register } from './languages.mjs';
import { browserOf, otb } from './otb.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TEAMS = {
  'Ruwi Club': [['Amira Said', 1900], ['Badr Hamed', 1850], ['Chiku Ali', 1800], ['Dieter Kraus', 1750]],
  'Seeb Club': [['Eshe Juma', 1880], ['Faris Nasser', 1820], ['Grete Vogel', 1790], ['Hamza Omar', 1700]],
};
// The match's boards, South's result: the first-named team South on boards 1 and 3.
const RESULTS = ['1-0', '1/2', '1-0', '1-0'];

// Text as read: without the direction isolates the page puts around scores and names.
const bare = (s) => String(s).replace(/[\u2066-\u2069\u200e\u200f]/g, '').trim();
// Points as the page writes them in English: "2.5" -> "2½".
const written = (p) => { const x = Number(p); return x % 1 ? `${Math.floor(x) || ''}½` : String(x); };


async function clubMatch(t) {
  const srv = await t.server();
  const salma = await register(srv, 'salma');
  const page = await browserOf(t, srv, salma, '#/otb');

  // The form: teams of four boards; a two-club match is a round robin of two teams, whose
  // tie-breaks by default are the teams' (GP, DE, SB).
  await page.waitForSelector('[data-testid=otb-form]');
  await page.fill('[data-testid=otb-name]', 'Ruwi v Seeb');
  await page.selectOption('[data-testid=otb-game]', 'al-manqala');
  await page.selectOption('[data-testid=otb-format]', 'round-robin');
  assert(await page.isHidden('[data-testid=otb-new-team-boards]'), 'no boards a match for an event of players');
  await page.selectOption('[data-testid=otb-new-teams]', 'teams');
  assertEq(await page.inputValue('[data-testid=otb-new-team-boards]'), '4', 'four boards a match by default');
  assertEq(await page.inputValue('[data-testid=otb-tiebreaks]'), 'GP,DE,SB', 'a team round robin\'s tie-breaks');
  await page.selectOption('[data-testid=otb-format]', 'swiss');
  assertEq(await page.inputValue('[data-testid=otb-tiebreaks]'), 'GP,BH,SB', 'a team Swiss\'s tie-breaks');
  assert(await page.isHidden('[data-testid=otb-accel]'), 'no acceleration in a team event');
  await page.selectOption('[data-testid=otb-format]', 'round-robin');
  assert(/round robin of two teams/.test(await page.textContent('#otb-new-teams-help')), 'the form says what a two-club match is');
  await page.selectOption('[data-testid=otb-colour]', 'white');
  await page.fill('[data-testid=otb-place]', 'Muscat');
  await page.fill('[data-testid=otb-date]', '2026-12-10');
  await page.fill('[data-testid=otb-arbiter]', 'Salma Rashid');
  await page.click('[data-testid=otb-create]');
  await page.waitForURL(/#\/otb\/[\w-]+$/);
  const id = page.url().match(/#\/otb\/([\w-]+)$/)[1];
  let tm = await otb(srv, salma, id);
  assertEq([tm.tournament.format, tm.tournament.team_boards, tm.tournament.tiebreaks], ['round-robin', 4, ['GP', 'DE', 'SB']], 'the event as the form made it');

  // The teams, then their players, each with the player form's team.
  const teamIds = {};
  for (const name of Object.keys(TEAMS)) {
    await page.fill('[data-testid=otb-team-add-name]', name);
    await page.click('[data-testid=otb-team-add]');
    await page.waitForSelector(`[data-testid=otb-teams] .otb-team[data-name="${name}"]`);
    teamIds[name] = (await otb(srv, salma, id)).teams.find((x) => x.name === name).id;
  }
  assert(await page.isHidden('[data-testid=otb-bye-round]') && await page.isHidden('[data-testid=otb-edit]') && await page.isHidden('[data-testid=otb-rules]'),
    'no byes, hand pairing or pairing rules in a team event');
  for (const [name, players] of Object.entries(TEAMS)) {
    for (const [i, [player, rating]] of players.entries()) {
      await page.selectOption('[data-testid=otb-player-team]', String(teamIds[name]));
      await page.fill('[data-testid=otb-add-name]', player);
      await page.fill('[data-testid=otb-add-rating]', String(rating));
      await page.click('[data-testid=otb-add-submit]');
      await page.waitForFunction(([tid, n]) => document.querySelectorAll(`[data-testid=otb-team-${tid}] li[data-player]`).length === n, [teamIds[name], i + 1]);
    }
  }
  tm = await otb(srv, salma, id);
  const byName = new Map(tm.players.map((p) => [p.name, p]));
  for (const [name, players] of Object.entries(TEAMS))
    assertEq(tm.teams.find((x) => x.id === teamIds[name]).players, players.map(([p]) => byName.get(p).id), `${name}'s board order as entered`);

  // Hamza Omar plays board 3 for Seeb, Grete Vogel board 4: one click up.
  const seeb = teamIds['Seeb Club'];
  const hamza = byName.get('Hamza Omar').id;
  await page.click(`[data-testid=otb-team-${seeb}-up-${hamza}]`);
  await page.waitForFunction(([tid, pid]) => document.querySelectorAll(`[data-testid=otb-team-${tid}] li[data-player]`)[2]?.dataset.player === String(pid), [seeb, hamza]);
  tm = await otb(srv, salma, id);
  assertEq(tm.teams.find((x) => x.id === seeb).players, ['Eshe Juma', 'Faris Nasser', 'Hamza Omar', 'Grete Vogel'].map((p) => byName.get(p).id), 'Seeb\'s new board order');
  await waitIdle(page);
  await page.locator('[data-testid=otb-teams]').screenshot({ path: path.join(t.out, 'otb-teams-panel.png') });

  // Round 1: one match, four boards, the colours alternating down them.
  await page.click('[data-testid=otb-pair]');
  await page.waitForSelector('[data-testid=otb-match-1-1] [data-testid=otb-board]');
  tm = await otb(srv, salma, id);
  const m = tm.matches.find((x) => x.round === 1 && x.match === 1);
  assertEq(m.boards, [1, 2, 3, 4], 'the match\'s boards');
  const teamOf = new Map(tm.players.map((p) => [p.number, p.team]));
  const boards = tm.rounds[0].boards;
  assertEq(boards.map((b) => teamOf.get(b.white)), [m.white_team, m.black_team, m.white_team, m.black_team], 'South alternates: the first-named team on boards 1 and 3');
  const shown = await page.$$eval('[data-testid=otb-match-1-1] [data-testid=otb-board]', (rows) => rows.map((r) => [Number(r.dataset.board), Number(r.dataset.southTeam), Number(r.dataset.northTeam)]));
  assertEq(shown, boards.map((b) => [b.board, teamOf.get(b.white), teamOf.get(b.black)]), 'the page\'s boards and teams are the API\'s');
  const seebOnThree = boards[2].white === byName.get('Hamza Omar').number || boards[2].black === byName.get('Hamza Omar').number;
  assert(seebOnThree, 'Hamza Omar plays board 3, as moved up');
  const cellNames = await page.$$eval('[data-testid=otb-match-1-1] [data-testid=otb-board] .otb-name', (ns) => ns.map((n) => n.textContent));
  assertEq(cellNames, boards.flatMap((b) => [b.white_name, b.black_name]), 'the players on each board');

  // Three results on the tournament page, the fourth on the match's page.
  for (const [i, result] of RESULTS.slice(0, 3).entries()) {
    const row = page.locator(`[data-testid=otb-match-1-1] [data-testid=otb-board][data-board="${i + 1}"]`);
    await row.locator('[data-testid=otb-result-pick]').selectOption(result);
    await row.locator('[data-testid=otb-result-set]').click();
    await page.waitForSelector(`[data-testid=otb-match-1-1] [data-testid=otb-board][data-board="${i + 1}"][data-result="${result}"]`);
  }
  await page.click('[data-testid=otb-match-1-1] [data-testid=otb-match-link]');
  await page.waitForSelector('[data-testid=otb-match-page]');
  const last = page.locator('[data-testid=otb-match-page] [data-testid=otb-board][data-board="4"]');
  await last.locator('[data-testid=otb-result-pick]').selectOption(RESULTS[3]);
  await last.locator('[data-testid=otb-result-set]').click();
  await page.waitForSelector('[data-testid=otb-match-page][data-complete=true]');
  tm = await otb(srv, salma, id);
  const done = tm.matches[0];
  // South's point is the first-named team's on boards 1 and 3, the other's on boards 2 and 4.
  const want = RESULTS.reduce((a, r, i) => {
    const south = r === '1-0' ? 1 : r === '1/2' ? 0.5 : 0;
    return i % 2 ? [a[0] + 1 - south, a[1] + south] : [a[0] + south, a[1] + 1 - south];
  }, [0, 0]);
  assertEq([done.complete, Number(done.white_points), Number(done.black_points), done.result], [true, ...want, '1-0'], 'the match scored as entered');
  assertEq(bare(await page.textContent('[data-testid=otb-match-page] [data-testid=otb-match-score]')), `${written(want[0])}–${written(want[1])}`, 'the match page\'s score');
  assert((await page.textContent('[data-testid=otb-match-result]')).includes(`${tm.teams.find((x) => x.id === done.white_team).name} wins the match`), 'the winner named');
  await page.click('[data-testid=otb-match-back]');

  // The match list and the team standings against the API.
  await page.waitForSelector('[data-testid=otb-team-standings][data-after="1"]');
  assertEq(bare(await page.textContent('[data-testid=otb-match-1-1] [data-testid=otb-match-score]')), '2½–1½', 'the match\'s score in the list');
  const rows = tm.team_standings.rows;
  assertEq(rows.map((r) => [r.team, r.match_points, r.game_points]), [[done.white_team, '2', '2.5'], [done.black_team, '0', '1.5']], 'the API\'s team standings: 2–0 in match points');
  const table = await page.$$eval('[data-testid=otb-team-standing]', (trs) => trs.map((tr) => [Number(tr.dataset.team),
    ...['mp', 'gp'].map((c) => tr.querySelector(`td[data-col=${c}]`).textContent.replace(/[\u2066-\u2069]/g, ''))]));
  assertEq(table, rows.map((r) => [r.team, written(r.match_points), written(r.game_points)]), 'the page\'s team standings');
  const heads = await page.$$eval('[data-testid=otb-team-standings] thead th', (ths) => ths.map((th) => th.textContent));
  assertEq(heads.slice(-2), ['DE', 'SB'], 'the tie-breaks after the game points, in the event\'s order');
  assertEq(await page.textContent('[data-testid=otb-team-standings-heading]'), 'Team standings after round 1', 'the team standings\' heading');
  assert((await page.textContent('[data-testid=otb-standings-heading]')).includes('board prizes'), 'the players\' own standings are the board prizes');
  await waitIdle(page);
  await page.locator('[data-testid=otb-matches]').screenshot({ path: path.join(t.out, 'otb-teams-matches.png') });
  await page.locator('[data-testid=otb-team-standings]').locator('xpath=ancestor::div[contains(@class,"card")][1]').screenshot({ path: path.join(t.out, 'otb-teams-standings.png') });

  // The match card: four boards, the totals, one page on paper.
  await page.click('[data-testid=otb-match-1-1] [data-testid=otb-print-match-card]');
  await page.waitForSelector('[data-testid=match-card]');
  assertEq(await page.$$eval('[data-testid=card-board]', (rs) => rs.map((r) => [Number(r.dataset.board), r.dataset.result])),
    boards.map((b, i) => [b.board, RESULTS[i]]), 'the card\'s four boards and results');
  const totals = await page.$eval('[data-testid=card-totals]', (e) => [e.dataset.white, e.dataset.black, e.innerText]);
  assertEq(totals.slice(0, 2), [done.white_points, done.black_points], 'the card\'s totals');
  const winner = tm.teams.find((x) => x.id === done.white_team).name;
  assert(/2½[\s\S]*1½/.test(totals[2]) && totals[2].includes(`${winner} wins the match`), `the totals in words: ${totals[2]}`);
  await page.emulateMedia({ media: 'print' });
  const pdf = path.join(t.out, 'otb-match-card.pdf');
  await page.pdf({ path: pdf, preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  assertEq(text.split('\f').filter((p) => p.trim()).length, 1, 'the card is one page');
  assert(['Amira Said', 'Hamza Omar', 'Captain of Ruwi Club', 'Captain of Seeb Club', 'Arbiter', 'Match result'].every((w) => text.includes(w)), `the card on paper: ${text.slice(0, 300)}`);
  await t.shot('otb-teams-card', page, { fullPage: true });

  await arabicPhone(t, srv, salma, id);
  await pseudoWords(t, srv, salma, id);
}

// The tournament page and the card in Arabic on a phone: right to left, nothing wider than the
// screen, the match's score with the first-named team's points on the left (as a result reads).
async function arabicPhone(t, srv, salma, id) {
  const phone = await browserOf(t, srv, salma, '', PHONE);
  const look = async (hash, ready, file) => {
    await phone.goto(`${srv.url}?anim=off&lang=ar${hash}`);
    await phone.waitForSelector(ready);
    await waitIdle(phone);
    const seen = await phone.evaluate(() => {
      const doc = document.documentElement;
      const wide = [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > innerWidth + 1 || e.getBoundingClientRect().left < -1)
        .filter((e) => !e.closest('.table-wrap') && !e.closest('.sr-only')).map((e) => `${e.tagName}.${e.className}`).slice(0, 5);
      // The score's first digit (the first-named team's) left of its last.
      const score = document.querySelector('[data-testid=otb-match-score]');
      const node = score && [...score.childNodes].find((n) => n.nodeType === 3) || score?.firstChild;
      let order = null;
      if (score) {
        const tn = document.createTreeWalker(score, NodeFilter.SHOW_TEXT);
        const spots = [];
        for (let n = tn.nextNode(); n; n = tn.nextNode()) for (const m of n.data.matchAll(/[0-9\u0660-\u0669½]/g)) {
          const r = document.createRange(); r.setStart(n, m.index); r.setEnd(n, m.index + 1);
          spots.push(r.getBoundingClientRect().left);
        }
        order = spots.length > 1 ? spots[0] < spots.at(-1) : null;
      }
      return { dir: doc.dir, scroll: doc.scrollWidth - innerWidth, wide, order, text: node ? score.textContent : '' };
    });
    assertEq(seen.dir, 'rtl', `${file}: right to left`);
    assert(seen.scroll <= 1 && !seen.wide.length, `${file}: nothing wider than the phone: ${seen.scroll} ${seen.wide.join(' ')}`);
    await t.shot(file, phone, { fullPage: true });
    return seen;
  };
  const pageSeen = await look(`#/otb/${id}`, '[data-testid=otb-team-standings]', 'otb-teams-ar-phone');
  assertEq(pageSeen.order, true, 'Arabic: the first-named team\'s points on the left of the score, as a result reads');
  const tableWide = await phone.$$eval('.table-wrap', (ws) => ws.filter((w) => w.scrollWidth > w.clientWidth + 1).map((w) => w.querySelector('table')?.dataset.testid));
  assertEq(tableWide, [], 'Arabic phone: every table fits without scrolling sideways');
  await look(`#/otb/${id}/print/match-card?round=1&match=1`, '[data-testid=match-card]', 'otb-teams-card-ar');
  const card = await phone.$eval('[data-testid=card-totals]', (e) => e.innerText);
  assert(!(/[\u0660-\u0669]/.test(card) && /[0-9]/.test(card)), `Arabic card: the totals in one digit system: ${card}`);
}

// Every word of the team pages from the catalogs: the pseudo-language in place of Arabic.
async function pseudoWords(t, srv, salma, id) {
  const { routePseudo, readTexts, dataPatterns, words } = await import('./pseudo.mjs');
  const names = ['salma', 'Ruwi v Seeb', 'Ruwi Club', 'Seeb Club', 'Muscat', 'Salma Rashid', 'GP', 'DE', 'SB', 'WIN', 'BH', ...Object.values(TEAMS).flat().map(([n]) => n)];
  const patterns = dataPatterns(names);
  const page = await browserOf(t, srv, salma, '');
  await routePseudo(page.context());
  const problems = [];
  for (const [hash, ready, step] of [[`#/otb/${id}`, '[data-testid=otb-team-standings]', 'page'], [`#/otb/${id}/match/1/1`, '[data-testid=otb-match-page]', 'match'],
    [`#/otb/${id}/print/match-card?round=1&match=1`, '[data-testid=match-card]', 'card'], [`#/otb/${id}/hall`, '[data-testid=hall-matches]', 'hall']]) {
    await page.goto(`${srv.url}?lang=ar&anim=off${hash}`);
    await page.waitForSelector(ready);
    await waitIdle(page);
    const r = await page.evaluate(readTexts);
    for (const f of r.found) {
      const bad = words(f.out, patterns);
      if (bad.length) problems.push(`${step}: “${f.text}” (${f.what}): ${[...new Set(bad)].join(' ')}`);
    }
  }
  assert(!problems.length, `words not from the catalogs:\n  ${problems.join('\n  ')}`);
}

export const otbTeamTests = [
  ['otb teams: a match between two clubs, set up, paired, scored and its card printed', clubMatch],
];
