// Puzzles (docs/puzzles.md): #/puzzles the games with a puzzle set, the theme filter, the
// player's ratings and history; #/puzzles/<game> the next rated puzzle near the player's rating;
// #/puzzles/<game>/<id> one puzzle; #/puzzles/<game>/daily the puzzle of the day;
// #/puzzles/<game>/streak streak mode. A game's set is the file /api/meta's `puzzles` names;
// its words for a wrong move are its course's (learn_page's explain()).
import { getMeta } from '../lib/api/games.js';
import { t } from '../lib/i18n.js';
import { h, busy, notFound } from '../lib/ui.js';
import { titleOf } from '../lib/words.js';
import { nextPuzzle, dailyPuzzle, streakOrder, utcDate } from './puzzles/choose.js';
import { themeFilter } from './puzzles/keep.js';
import { overview } from './puzzles/overview.js';
import { ratedPage } from './puzzles/rated.js';
import { ratingOf } from './puzzles/rating.js';
import { loadSet } from './puzzles/set.js';
import { streakPage } from './puzzles/streak.js';

export async function render(main, name, which) {
  const meta = await busy(getMeta());
  const games = meta.games.filter((g) => g.puzzles);
  if (!name) {
    document.title = t('puzzles.documentTitle');
    const [sets, ratings] = await busy(Promise.all([Promise.all(games.map(loadSet)), Promise.all(games.map((g) => ratingOf(g.name)))]));
    return main.append(overview(games, sets, ratings));
  }
  const game = games.find((g) => g.name === name);
  if (!game) return notFound(main);
  const [set, course, refusal] = await busy(Promise.all([loadSet(game),
    game.learn_page ? import(`/${game.learn_page}`).catch(() => null) : null,
    game.refusal_page ? import(`/${game.refusal_page}`).catch(() => null) : null]));
  const title = titleOf(game.name, game.title);
  const own = (key, params = {}, fallback = null) => t(`game.${game.name}.${key}`, params, fallback);
  const ctx = { game, course, own, refusal, title };
  document.title = t('puzzles.game.documentTitle', { game: title });
  let page;
  if (which === 'streak') {
    page = streakPage(ctx, streakOrder(set));
  } else {
    const rating = await busy(ratingOf(game.name));
    let puzzle;
    let daily = null;
    if (!which) {
      puzzle = nextPuzzle(set, { rating: rating.player.rating, played: rating.played, themes: themeFilter() });
      if (!puzzle) return main.append(allPlayed(title));
      // The puzzle's own address, so that a reload shows it again and "Next puzzle" (this
      // route) is a new address: it chooses again.
      history.replaceState(null, '', `#/puzzles/${game.name}/${puzzle.id}`);
    } else if (which === 'daily') {
      daily = utcDate();
      puzzle = dailyPuzzle(set, game.name, daily);
    } else {
      puzzle = set.find((p) => p.id === which);
    }
    if (!puzzle) return notFound(main);
    page = ratedPage(ctx, puzzle, { rating, daily });
  }
  main.append(page.el);
  return () => page.stop();
}

// Every puzzle of the theme filter has been tried: the filter is on the overview.
const allPlayed = (title) => h('section.puzzle.card', { dataset: { testid: 'puzzles-all-played' } },
  h('h1', {}, t('puzzles.heading', { game: title })),
  h('p', {}, t('puzzles.allPlayed')),
  h('p', {}, h('a.button', { href: '#/puzzles' }, t('puzzles.back'))));
