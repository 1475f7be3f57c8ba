// The engine's best lines for the node shown (POST /api/analysis): on or off and how many lines
// (remembered in this browser), what the engine is doing (its depth), and each line with its
// score, its first move a button that plays it. Intents: onChange() (switched, or the number
// of lines), onPlay(move).
import { ApiError, explain } from '../../lib/api/request.js';
import { h, sideName, resultPhrase } from '../../lib/ui.js';

const LINES_KEY = 'manqala.analysis.lines';
const ON_KEY = 'manqala.analysis.on';

const words = {
  heading: 'Engine', analysis: ' analysis', lines: 'lines ', linesLabel: 'engine lines',
  off: 'Analysis is off.',
  thinking: 'thinking…',
  refused: (e) => `The server refuses this position: ${e.message}`,
  over: (a) => `Game over (${resultPhrase(a.result)}).`,
  depth: (a, more) => `depth ${a.depth}, ${sideName(a.to_move)} to move${more ? ' · thinking deeper…' : ''}`,
  play: (move) => `play ${move}`,
};

export function engineLines({ onChange, onPlay }) {
  const onBox = h('input', { type: 'checkbox', checked: localStorage.getItem(ON_KEY) !== 'false', dataset: { testid: 'analysis-toggle' },
    onchange: () => { localStorage.setItem(ON_KEY, onBox.checked); onChange(); } });
  const linesSel = h('select', { dataset: { testid: 'lines-select' }, 'aria-label': words.linesLabel,
    onchange: () => { localStorage.setItem(LINES_KEY, linesSel.value); onChange(); } },
  [1, 2, 3, 4, 5].map((n) => h('option', { value: n, selected: n === Number(localStorage.getItem(LINES_KEY) || 3) }, n)));
  const status = h('p.muted', { dataset: { testid: 'analysis-status' }, 'aria-live': 'polite' });
  const list = h('ol.engine-lines', { dataset: { testid: 'engine-lines' } });
  const say = (state, text) => {
    status.dataset.state = state;
    status.textContent = text;
  };

  return {
    parts: [h('h2', {}, words.heading),
      h('div.settings', {}, h('label', {}, onBox, words.analysis), h('label', {}, words.lines, linesSel)), status, list],
    on: () => onBox.checked,
    count: () => Number(linesSel.value),
    // Switched off: nothing; else thinking.
    start() {
      list.hidden = !onBox.checked;
      if (!onBox.checked) {
        say('off', words.off);
        list.replaceChildren();
      } else say('thinking', words.thinking);
    },
    failed(e) {
      status.dataset.state = 'error';
      status.textContent = e instanceof ApiError && e.status === 400 ? words.refused(e) : explain(e);
      list.replaceChildren();
    },
    // An answer (more: a deeper one is coming).
    answer(a, more) {
      status.dataset.state = 'done';
      status.dataset.depth = a.depth ?? '';
      status.textContent = a.over ? words.over(a) : words.depth(a, more);
      list.replaceChildren(...a.lines.map((l) => h('li.engine-line', { dataset: { testid: 'engine-line', score: l.score } },
        h('button', { type: 'button', class: 'line-play', title: words.play(l.pv[0]), onclick: () => onPlay(l.pv[0]) },
          h('b.score', {}, l.text)), ' ', h('span.pv', {}, l.pv.join(' ')))));
    },
  };
}
