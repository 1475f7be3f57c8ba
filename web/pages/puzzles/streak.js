// Streak mode (docs/puzzles.md): the game's puzzles one after another in rising rating order,
// not rated; one wrong move ends the streak; the best streak is kept in this browser.
import { t } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { kept, keepStreak } from './keep.js';
import { solveView } from './solve_view.js';

// ctx: the game's {game, course, own, refusal, title}; order: choose.js streakOrder's.
export function streakPage(ctx, order) {
  const { game, title } = ctx;
  const heading = t('puzzles.heading.streak', { game: title });
  const count = h('p.puzzle-streak', { dataset: { testid: 'puzzle-streak' }, role: 'status', 'aria-live': 'polite' });
  const slot = h('div');
  const el = h('section.puzzle.card', { dataset: { testid: 'puzzle-page', game: game.name, mode: 'streak' } },
    h('p', {}, h('a', { href: '#/puzzles', dataset: { testid: 'puzzle-back' } }, t('puzzles.back'))),
    h('h1', {}, heading),
    h('p', {}, t('puzzles.streak.intro')),
    count, slot);
  let solved = 0;
  let best = kept(game.name).streakBest;
  let view = null;
  const tell = (over = false) => {
    count.textContent = over ? t('puzzles.streak.over', { n: solved, best }) : t('puzzles.streak.count', { n: solved, best });
    count.dataset.count = solved;
    count.dataset.best = best;
    el.dataset.streak = over ? 'over' : 'on';
  };

  function show(i) {
    view?.stop();
    if (i >= order.length) {
      slot.replaceChildren(h('p', { dataset: { testid: 'puzzle-streak-all' } }, t('puzzles.streak.all')), again());
      return;
    }
    const puzzle = order[i];
    el.dataset.puzzle = puzzle.id;
    const next = h('button.primary', { type: 'button', hidden: true, dataset: { testid: 'puzzle-next' }, onclick: () => show(i + 1) }, t('puzzles.next'));
    const restart = again();
    restart.hidden = true;
    view = solveView({ ...ctx, puzzle, label: heading,
      onEnd: (ok) => {
        if (ok) solved++;
        best = keepStreak(game.name, solved);
        tell(!ok);
        (ok ? next : restart).hidden = false;
        if (ok) next.focus();
      } });
    view.controls.append(next, restart);
    slot.replaceChildren(view.el);
  }
  function again() {
    return h('button', { type: 'button', dataset: { testid: 'puzzle-streak-again' }, onclick: () => { solved = 0; tell(); show(0); } },
      t('puzzles.streak.again'));
  }
  tell();
  show(0);
  return { el, stop: () => view?.stop() };
}
