// A game's puzzle history as the overview lists it: each puzzle tried (a link to it again),
// solved or not, the rating after it and when; latest first.
import { t, sep } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { when } from '../../lib/words.js';
import { ratingShown } from './words.js';

const SHOWN = 20;

export function historyList(game, entries) {
  if (!entries.length) return h('p.muted', { dataset: { testid: `puzzles-history-${game}` } }, t('puzzles.history.none'));
  return h('ol.puzzle-history', { dataset: { testid: `puzzles-history-${game}` } }, entries.slice(0, SHOWN).map((e) =>
    h('li', { dataset: { puzzle: e.puzzle, solved: String(!!e.solved) } },
      h('a', { href: `#/puzzles/${game}/${e.puzzle}`, dir: 'ltr' }, e.puzzle), sep(),
      h(`span.puzzle-result.${e.solved ? 'solved' : 'failed'}`, {}, e.solved ? t('puzzles.history.solved') : t('puzzles.history.failed')), sep(),
      t('puzzles.history.rating', { rating: ratingShown({ rating: e.rating, provisional: e.provisional ?? false }) }),
      e.at ? [sep(), h('span.muted', {}, when(e.at))] : '')));
}
