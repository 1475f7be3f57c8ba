// #/puzzles (docs/puzzles.md): the theme filter, then each game that has puzzles: the
// player's rating in it, the next rated puzzle, the puzzle of the day, streak mode with the best
// streak, and the history.
import { t, sep } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { titleOf } from '../../lib/words.js';
import { themesOf } from './choose.js';
import { historyList } from './history.js';
import { kept } from './keep.js';
import { themeFilterBox } from './themes.js';
import { KNOWN_THEMES, ratingShown } from './words.js';

// games: meta's entries with puzzles; sets[i], ratings[i]: each game's set and rating.js ratingOf's.
export function overview(games, sets, ratings) {
  const cards = games.map((g, i) => {
    const { player, history } = ratings[i];
    const href = (x = '') => `#/puzzles/${g.name}${x}`;
    return h('section.puzzle-game', { dataset: { testid: `puzzles-game-${g.name}`, game: g.name } },
      h('h2', {}, t('puzzles.game.title', { game: titleOf(g.name, g.title) })),
      h('p', { dataset: { testid: `puzzles-rating-${g.name}`, rating: Math.round(player.rating) } },
        t('puzzles.rating', { rating: ratingShown(player) }), player.provisional ? [' ', h('span.help', {}, t('puzzles.rating.provisional'))] : ''),
      h('p.muted', {}, t('puzzles.game.count', { count: sets[i].length }), sep(),
        h('span', { dataset: { testid: `puzzles-best-${g.name}` } }, t('puzzles.streak.best', { n: kept(g.name).streakBest }))),
      h('p.puzzle-links', {},
        h('a.button.primary', { href: href(), dataset: { testid: `puzzles-next-${g.name}` } }, t('puzzles.next')), ' ',
        h('a.button', { href: href('/daily'), dataset: { testid: `puzzles-daily-${g.name}` } }, t('puzzles.daily')), ' ',
        h('a.button', { href: href('/streak'), dataset: { testid: `puzzles-streak-${g.name}` } }, t('puzzles.streak'))),
      h('h3', {}, t('puzzles.history')),
      historyList(g.name, history));
  });
  return h('section.puzzles.card', { dataset: { testid: 'puzzles-page' } },
    h('h1', {}, t('puzzles.title')),
    h('p', {}, t('puzzles.intro')),
    games.length ? themeFilterBox(themesOf(sets, KNOWN_THEMES)) : h('p', {}, t('puzzles.none')),
    h('div.puzzle-games', {}, cards),
    h('p.muted', {}, ratings.length && ratings.every((r) => r.where === 'account') ? t('puzzles.kept.account') : t('puzzles.kept.browser')));
}
