// #/otb/<id>/hall: the hall's television. Large type; the current round's pairings and the
// standings in turn every 15 s; the data asked again every 4 s. A player taps a board and
// proposes its result, shown as waiting for the director until confirmed. A team event's
// screen shows the round's match scores above its boards, and the team standings.
import { getOtb, postResult } from '../../lib/api/otb.js';
import { t, sep } from '../../lib/i18n.js';
import { h, busy, notFound, toast } from '../../lib/ui.js';
import { refused, RESULTS, resultText } from '../../lib/words.js';
import { pairingsTable, standingsTable, withdrawnOf } from './tables.js';
import { countedLine, inProgressLine } from './words.js';
import { scoreLine } from './matches.js';
import { teamStandingsTable } from './team_standings.js';
import { isTeamEvent, teamsOf, matchesOf, teamCountedLine } from './team_words.js';

const CYCLE_MS = 15000;
const POLL_MS = 4000;
const VIEWS = ['pairings', 'standings'];

export async function render(main, id, code = '') {
  let data = await busy(getOtb(id).catch((e) => (e.status === 404 ? null : Promise.reject(e))));
  if (!data?.tournament) return notFound(main);
  let view = 'pairings';
  let key = '';
  let asking = null; // the board whose result is being proposed: the screen holds still meanwhile
  const title = h('h1', { dir: 'auto' });
  const sub = h('p.hall-sub', { dataset: { testid: 'hall-view' } });
  const body = h('div.hall-body', { 'aria-live': 'polite' });
  const tabs = h('div.hall-tabs', { role: 'group', 'aria-label': t('hall.views') }, VIEWS.map((v) =>
    h('button', { type: 'button', dataset: { testid: `hall-show-${v}` }, onclick: () => { view = v; restart(); draw(true); } }, t(`hall.show.${v}`))));
  const dialog = h('dialog.hall-dialog', { dataset: { testid: 'hall-dialog' } });
  const screen = h('section.hall', { dataset: { testid: 'hall', id } }, h('header.hall-head', {}, title, sub, tabs), body, h('p.hall-help', {}, t('hall.help')), dialog);
  main.append(screen);
  document.body.classList.add('hall-mode');

  function draw(force = false) {
    const tm = data.tournament;
    const round = (data.rounds || []).at(-1);
    const k = JSON.stringify([view, data.rounds, data.standings, data.players, data.matches, data.team_standings]);
    if (!force && k === key) return;
    key = k;
    title.textContent = tm.name;
    document.title = t('title.page', { name: tm.name });
    screen.dataset.view = view;
    for (const b of tabs.children) b.setAttribute('aria-pressed', String(b.dataset.testid === `hall-show-${view}`));
    if (view === 'pairings') {
      sub.textContent = round ? t('hall.pairings', { round: round.round }) : t('hall.noRound');
      const names = new Map((data.players || []).map((p) => [p.number, p.name]));
      const teams = isTeamEvent(tm) && round ? teamsOf(data) : null;
      body.replaceChildren(teams ? h('div.hall-matches', { dataset: { testid: 'hall-matches' } }, matchesOf(data, round.round).map((m) => scoreLine(m, teams))) : '',
        round ? pairingsTable(round, { names, withdrawn: withdrawnOf(data), cell: (b) => tapCell(round, b) }) : '');
    } else if (isTeamEvent(tm)) {
      const s = data.team_standings || { rows: [] };
      sub.textContent = [teamCountedLine(tm, s), inProgressLine(s)].filter(Boolean).join(sep());
      body.replaceChildren(teamStandingsTable(tm, s));
    } else {
      const s = data.standings || { rows: [] };
      sub.textContent = [countedLine(tm, s, 'standings'), inProgressLine(s)].filter(Boolean).join(sep());
      body.replaceChildren(standingsTable(tm, s));
    }
    fit();
  }

  // A television shows it all at once: the type shrinks (to half at most) until nothing needs
  // scrolling, the bye's line and the last of the standings included.
  function fit() {
    screen.style.fontSize = '';
    const doc = document.documentElement;
    const base = parseFloat(getComputedStyle(screen).fontSize);
    for (let k = 0.94; k > 0.5 && (doc.scrollHeight > innerHeight + 1 || doc.scrollWidth > innerWidth + 1); k *= 0.94)
      screen.style.fontSize = `${(base * k).toFixed(1)}px`;
  }
  addEventListener('resize', fit);

  // A board still without a result: a button to propose one.
  const tapCell = (round, b) => (b.black && !b.result
    ? h('button.hall-tap', { type: 'button', dataset: { testid: 'hall-tap' }, onclick: () => ask(round.round, b) }, t('hall.tap', { board: b.board }))
    : '');

  function ask(round, b) {
    asking = b.board;
    dialog.replaceChildren(h('h2', {}, t('hall.ask', { board: b.board })),
      h('p', { dir: 'auto' }, t('hall.ask.players', { south: b.white_name || '', north: b.black_name || '' })),
      h('div.hall-results', {}, RESULTS.slice(0, 3).map((r) => h('button.primary', { type: 'button', dataset: { testid: 'hall-result', result: r }, onclick: () => propose(round, b.board, r) }, resultText(r)))),
      h('button', { type: 'button', dataset: { testid: 'hall-cancel' }, onclick: () => close() }, t('hall.cancel')));
    dialog.showModal?.();
    if (!dialog.open) dialog.setAttribute('open', '');
  }
  function close() {
    asking = null;
    if (dialog.open) dialog.close?.();
    dialog.removeAttribute('open');
  }
  dialog.addEventListener('close', () => { asking = null; });
  async function propose(round, board, result) {
    try {
      await busy(postResult(id, round, board, result, code ? { code } : {}));
      toast(t('hall.sent'));
    } catch (e) {
      toast(refused(e), 'error');
    }
    close();
    await refresh();
  }

  let left = false;
  const refresh = async () => {
    try {
      const next = await getOtb(id);
      if (!left && next?.tournament) { data = next; draw(); }
    } catch {}
  };
  let cycle = null;
  const restart = () => {
    clearInterval(cycle);
    cycle = setInterval(() => {
      if (asking !== null) return;
      view = VIEWS[(VIEWS.indexOf(view) + 1) % VIEWS.length];
      draw(true);
    }, CYCLE_MS);
  };
  const poll = setInterval(refresh, POLL_MS);
  draw(true);
  restart();
  return () => {
    left = true;
    clearInterval(cycle);
    clearInterval(poll);
    document.body.classList.remove('hall-mode');
    removeEventListener('resize', fit);
  };
}
