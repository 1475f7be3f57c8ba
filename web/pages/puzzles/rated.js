// One puzzle's page, rated at the first try (docs/puzzles.md): #/puzzles/<game> (the next
// one near the player's rating, whose address it takes), #/puzzles/<game>/<id> and the puzzle of
// the day. Once the try ends: the rating's change, the puzzle's themes, the next puzzle.
import { reason } from '../../lib/api/request.js';
import { t, list } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { plain } from '../../lib/words.js';
import { recordTry } from './rating.js';
import { solveView } from './solve_view.js';
import { changeText, dayText, themeName } from './words.js';

// ctx: the game's {game, course, own, refusal, title}; rating: rating.js ratingOf's; daily: the
// UTC date of the puzzle of the day, or null.
export function ratedPage(ctx, puzzle, { rating, daily = null }) {
  const { game, title } = ctx;
  const heading = daily ? t('puzzles.heading.daily', { game: title, date: dayText(daily) }) : t('puzzles.heading', { game: title });
  const status = h('p.puzzle-rating', { dataset: { testid: 'puzzle-rating' }, role: 'status', 'aria-live': 'polite' });
  const themes = h('p.puzzle-themes', { dataset: { testid: 'puzzle-themes' }, hidden: true },
    t('puzzles.themesOf', { themes: list(puzzle.themes.map(themeName)) }));
  const next = h('a.button.primary', { href: `#/puzzles/${game.name}`, dataset: { testid: 'puzzle-next' }, hidden: true }, t('puzzles.next'));
  const el = h('section.puzzle.card', { dataset: { testid: 'puzzle-page', game: game.name, puzzle: puzzle.id, mode: daily ? 'daily' : 'rated' } });
  const view = solveView({ ...ctx, puzzle, label: heading,
    onEnd: async (solved) => {
      next.hidden = false;
      themes.hidden = !puzzle.themes.length;
      if (solved) next.focus();
      try {
        const r = await recordTry(game.name, puzzle, solved, rating.player);
        status.textContent = r.rated ? changeText(r.before, r.after) : t('puzzles.rating.unrated');
        el.dataset.recorded = r.rated ? 'rated' : 'unrated';
      } catch (e) {
        status.textContent = t('puzzles.rating.failed', { why: reason(e) });
        el.dataset.recorded = 'failed';
      }
    } });
  view.controls.append(next);
  el.append(
    h('p', {}, h('a', { href: '#/puzzles', dataset: { testid: 'puzzle-back' } }, t('puzzles.back'))),
    h('h1', {}, heading),
    h('p.muted', { dataset: { testid: 'puzzle-facts' } }, t('puzzles.puzzleRating', { rating: plain(Math.round(puzzle.rating)) })),
    view.el, status, themes,
    h('p.puzzle-links', {},
      daily ? '' : [h('a', { href: `#/puzzles/${game.name}/daily`, dataset: { testid: 'puzzle-daily' } }, t('puzzles.daily')), ' '],
      h('a', { href: `#/puzzles/${game.name}/streak`, dataset: { testid: 'puzzle-streak-link' } }, t('puzzles.streak'))));
  return { el, stop: view.stop };
}
