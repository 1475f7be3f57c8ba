// The entry page's controls: the field to type a move in (or several, pasted: read as the
// scoresheet page reads them, lib/typed_moves.js: move numbers skipped, Arabic-Indic digits
// read), its button, the refusal with the moves legal there as buttons (one tap enters it), and
// the two-click "take back the last move". Intents: onMoves(list), onUndo().
import { t } from '../../lib/i18n.js';
import { typedMoves } from '../../lib/typed_moves.js';
import { h, twoClicks } from '../../lib/ui.js';

export function entryForm({ onMoves, onUndo }) {
  const input = h('input', { id: 'entry-move', type: 'text', autocomplete: 'off', autocapitalize: 'none', spellcheck: false, dir: 'ltr',
    enterkeyhint: 'send', 'aria-describedby': 'entry-help', dataset: { testid: 'entry-move-input' } });
  const submit = h('button.primary', { type: 'submit', dataset: { testid: 'entry-submit' } }, t('broadcast.entry.submit'));
  const form = h('form.inline-form.entry-form', {}, h('label', { for: 'entry-move' }, t('broadcast.entry.input')), input, submit);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const moves = typedMoves(input.value);
    input.value = '';
    if (moves.length) onMoves(moves);
  });
  const error = h('div.entry-error', { role: 'alert', hidden: true, dataset: { testid: 'entry-error' } });
  const undo = twoClicks({ dataset: { testid: 'entry-undo' } }, t('broadcast.entry.undo'), t('broadcast.entry.undo.ask'), () => onUndo(), true);
  return {
    parts: [form, error],
    undo,
    // What was refused and why; legal: the moves legal there, each a button that enters it.
    refuse(text, legal = []) {
      error.hidden = false;
      error.replaceChildren(h('p', {}, text), legal.length ? h('p', {}, t('broadcast.entry.legal'), ' ',
        legal.map((m) => h('button', { type: 'button', dir: 'ltr', dataset: { testid: 'entry-legal', move: m }, onclick: () => onMoves([m]) }, m))) : '');
    },
    clear() {
      error.hidden = true;
      error.replaceChildren();
    },
    // Nothing to send while a move is on its way or the game is over; nothing to take back then either.
    able({ sending, over, moves }) {
      input.disabled = submit.disabled = sending || over;
      undo.disabled = sending || over || !moves;
    },
  };
}
