// Tables several pages show: tournament summaries (the tournaments page and a club's) and a
// leaderboard answer's tables (the leaderboard and a club's).
import { currentAccount, ratingText } from './api/accounts.js';
import { t, num } from './i18n.js';
import { playerHref } from './links.js';
import { optionsInWords } from './options.js';
import { h } from './ui.js';
import { gameTitle, formatText, clockText, speedName, plain } from './words.js';

// A table of tournament summaries, for this page and a club's.
export function tournamentTable(ts, meta, clubNames = null) {
  const head = ['tournament', 'game', 'format', 'clock', 'players', 'round', 'status', clubNames ? 'club' : null];
  // Each cell says what it is (data-label): on a narrow screen the rows become cards (.stack).
  const td = (col, ...content) => h('td', { dataset: { label: col ? t(`tables.tournaments.${col}`) : '' } }, ...content);
  return h('div.table-wrap', {}, h('table.games.stack', { dataset: { testid: 'tournament-list' } },
    h('thead', {}, h('tr', {}, head.filter((x) => x !== null).map((x) => h('th', {}, t(`tables.tournaments.${x}`))))),
    h('tbody', {}, ts.map((tm) => h('tr', { dataset: { testid: 'tournament-row', id: tm.id } },
      td('', h('a', { href: `#/tournaments/${tm.id}`, dir: 'auto', dataset: { testid: 'tournament-link' } }, tm.name),
        tm.rated ? h('small.muted', {}, ` ${t('tables.tournaments.rated')}`) : ''),
      td('game', gameTitle(meta, tm.game), changedOptions(meta, tm)), td('format', formatText(tm)), td('clock', clockText(tm.clock)),
      td('players', num(tm.players)), td('round', roundText(tm)), td('status', statusBadge(tm.status)),
      clubNames ? td('club', tm.club ? h('a', { href: `#/clubs/${tm.club}` }, clubNames.get(tm.club) || t('tables.tournaments.aClub')) : '') : '')))));
}

// The changed rules of a tournament under its game's name, none when the rules are the standard ones.
const changedOptions = (meta, tm) => {
  const words = optionsInWords(meta, tm.game, tm.options, { quiet: true });
  return words ? h('small.muted.options-words', { dataset: { testid: 'tournament-row-options' } }, h('br'), words) : '';
};

// "3 of 5" (a Swiss tournament's round of its rounds), "3" (a round robin), "–" before the start.
export const roundText = (tm) => (tm.status === 'registering' ? '–'
  : tm.rounds ? t('tables.round.of', { round: tm.round, rounds: tm.rounds }) : num(tm.round));
// A tournament's status in words: registering, running, paused, finished.
export const statusName = (s) => t(`tournament.status.${s}`, {}, s);
export const statusBadge = (s) => h(`span.badge.status-${s}`, { dataset: { testid: 'status-badge' } }, statusName(s));

// The tables of a leaderboard answer (the global one or a club's), one per speed played.
export function boardTables(r, gameTitle, heading = 'h2') {
  const me = currentAccount()?.name;
  const shown = r.boards.filter((b) => b.players.length);
  if (!shown.length) return [h('p.muted', { dataset: { testid: 'leaderboard-empty' } }, t('tables.leaderboard.empty', { game: gameTitle }))];
  return shown.map((b) => h('div.board-table', {}, h(heading, {}, speedName(b.speed, true)),
    h('div.table-wrap', {}, h('table.games', { dataset: { testid: `leaderboard-${b.speed}` } },
      h('thead', {}, h('tr', {}, ['#', t('tables.leaderboard.player'), t('tables.leaderboard.rating'), t('tables.leaderboard.games')]
        .map((x) => h('th', {}, x)))),
      h('tbody', {}, b.players.map((p) => h('tr', { dataset: { testid: 'leaderboard-row', name: p.name }, class: p.name === me ? 'me' : null },
        h('td.rank', {}, num(p.rank)), h('td', {}, h('a', { href: playerHref(p.name), dir: 'auto' }, p.name)),
        h('td.rating', { title: t('tables.deviation', { deviation: plain(Math.round(p.deviation)) }) }, ratingText(p)),
        h('td', {}, num(p.games)))))))));
}
