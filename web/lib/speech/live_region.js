// The screen-reader mode's box (docs/accessibility.md "Screen-reader mode"), for the play page,
// the analysis board and the broadcast: a polite live region that says each move in words
// (moved(record): move_words.js) and answers the command line below it (commands.js). Shown
// only while the mode is on (lib/access.js); off, nothing of it is on the page, nor a tab stop.
// view: what the page gives the commands (commands.js answer) and me(): the reader's side or null.
import { screenReaderMode, onAccessChange } from '../access.js';
import { t } from '../i18n.js';
import { h } from '../ui.js';
import { readCommand, answer } from './commands.js';
import { moveWords } from './move_words.js';

const KEEP = 12; // what was said, kept in the region (the newest last)

export function speechBox(view) {
  const log = h('div.speech-log', { role: 'log', 'aria-live': 'polite', 'aria-label': t('speech.log.label'), dataset: { testid: 'speech' } });
  const input = h('input', { type: 'text', id: 'speech-command', autocomplete: 'off', spellcheck: 'false', dir: 'auto', dataset: { testid: 'speech-command' } });
  const form = h('form.move-form.speech-form', {}, h('label', { for: 'speech-command' }, t('speech.command.label')), input,
    h('button', { type: 'submit' }, t('speech.command.send')));
  const el = h('section.speech', { hidden: !screenReaderMode(), 'aria-label': t('speech.title'), dataset: { testid: 'speech-box' } }, form, log);
  let last = null; // the last move's record
  let said = 0;

  function say(text, kind) {
    if (!text || !screenReaderMode()) return;
    log.append(h('p', { dataset: { kind } }, text));
    while (log.children.length > KEEP) log.firstElementChild.remove();
    log.dataset.said = String(++said);
  }
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const cmd = readCommand(input.value, view.rules);
    if (!cmd) return;
    const words = answer(cmd, { ...view, last: () => (last ? moveWords(last, view.me()) : '') });
    if (cmd.name === 'move' && !words) input.value = '';
    else {
      say(words, 'answer');
      input.select();
    }
  });
  const off = onAccessChange(() => (el.hidden = !screenReaderMode()));

  return {
    el,
    // A move made (said), or only known (the last move when the page opened: for "last").
    moved(record, { quiet = false } = {}) {
      last = record;
      if (!quiet) say(moveWords(record, view.me()), 'move');
    },
    // Words of the page's own (a game ended without a move: the end sentence).
    say: (text) => say(text, 'event'),
    stop: off,
  };
}
