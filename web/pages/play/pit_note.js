// A short message by the board: why a pit cannot be played, the hint. say(text, kind, ms): it
// goes after ms (0: it stays); kind 'refused', 'hint' or 'info' (data-kind, for its look).
import { h } from '../../lib/ui.js';

export function pitNote() {
  const el = h('p.pit-note', { dataset: { testid: 'pit-note' }, role: 'status', 'aria-live': 'polite' });
  let timer = null;
  return {
    el,
    kind: () => el.dataset.kind,
    say(text, kind = 'info', ms = 6000) {
      clearTimeout(timer);
      el.textContent = text || '';
      el.dataset.kind = kind;
      delete el.dataset.south; // a hint's score, South's view (set by the play page)
      if (text && ms) timer = setTimeout(() => (el.textContent = ''), ms);
    },
    stop: () => clearTimeout(timer),
  };
}
