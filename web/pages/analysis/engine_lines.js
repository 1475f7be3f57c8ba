// The engine's best lines for the node shown (POST /api/analysis): on or off and how many lines
// (remembered in this browser), what the engine is doing (its depth), and each line with its
// score in words (lib/engine_score.js), its first move a button that plays it. While the engine
// thinks about another position the lines shown are the last one's: dimmed and marked stale
// (aria-busy, and a note) until the new ones come. Intents: onChange() (switched, or the number
// of lines), onPlay(move).
import { ApiError, explain, reason } from '../../lib/api/request.js';
import { t, num, sep } from '../../lib/i18n.js';
import { h, sideName, resultPhrase } from '../../lib/ui.js';
import { fromSouth, scoreWords } from '../../lib/engine_score.js';

const LINES_KEY = 'manqala.analysis.lines';
const ON_KEY = 'manqala.analysis.on';

const words = {
  depth: (a, more) => `${t('analysis.engine.depth', { depth: a.depth, side: sideName(a.to_move) })}${more ? `${sep()}${t('analysis.engine.deeper')}` : ''}`,
};

// game: the game's name (its end reasons' words).
export function engineLines({ onChange, onPlay, game = null }) {
  const onBox = h('input', { type: 'checkbox', checked: localStorage.getItem(ON_KEY) !== 'false', dataset: { testid: 'analysis-toggle' },
    onchange: () => { localStorage.setItem(ON_KEY, onBox.checked); onChange(); } });
  const linesSel = h('select', { dataset: { testid: 'lines-select' }, 'aria-label': t('analysis.engine.lines.label'),
    onchange: () => { localStorage.setItem(LINES_KEY, linesSel.value); onChange(); } },
  [1, 2, 3, 4, 5].map((n) => h('option', { value: n, selected: n === Number(localStorage.getItem(LINES_KEY) || 3) }, num(n))));
  const status = h('p.muted', { dataset: { testid: 'analysis-status' }, 'aria-live': 'polite' });
  const list = h('ol.engine-lines', { dataset: { testid: 'engine-lines' } });
  const staleNote = h('p.muted.stale-note', { dataset: { testid: 'engine-lines-stale' }, hidden: true }, t('analysis.engine.stale'));
  const say = (state, text) => {
    status.dataset.state = state;
    status.textContent = text;
  };
  // The lines shown are (not) the position's on the board.
  const stale = (yes) => {
    list.classList.toggle('stale', yes);
    list.setAttribute('aria-busy', String(yes));
    list.dataset.stale = String(yes);
    staleNote.hidden = !yes || !list.children.length;
  };

  return {
    parts: [h('h2', {}, t('analysis.engine')),
      h('div.settings', {}, h('label', {}, onBox, ` ${t('analysis.engine.on')}`), h('label', {}, `${t('analysis.engine.lines')} `, linesSel)), status, staleNote, list],
    on: () => onBox.checked,
    count: () => Number(linesSel.value),
    // Switched off: nothing; else thinking.
    start() {
      list.hidden = !onBox.checked;
      if (!onBox.checked) {
        say('off', t('analysis.engine.off'));
        list.replaceChildren();
      } else say('thinking', t('analysis.engine.thinking'));
      stale(onBox.checked);
    },
    failed(e) {
      status.dataset.state = 'error';
      status.textContent = e instanceof ApiError && e.status === 400 ? t('analysis.engine.refused', { why: reason(e) }) : explain(e);
      list.replaceChildren();
      stale(false);
    },
    // An answer (more: a deeper one is coming).
    answer(a, more) {
      status.dataset.state = 'done';
      status.dataset.depth = a.depth ?? '';
      status.textContent = a.over ? t('analysis.engine.over', { result: resultPhrase(a.result, game) }) : words.depth(a, more);
      list.replaceChildren(...a.lines.map((l) => {
        const score = fromSouth(l.score, l.text);
        return h('li.engine-line', { dataset: { testid: 'engine-line', score: l.score, south: score.south } },
          h('button', { type: 'button', class: 'line-play', title: t('analysis.play', { move: l.pv[0] }), onclick: () => onPlay(l.pv[0]) },
            h('b.score', {}, scoreWords(score, game))), ' ', h('span.pv', {}, l.pv.join(' ')));
      }));
      stale(false);
    },
  };
}
