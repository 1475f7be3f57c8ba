// The "solved" panel: the endgame tables' verdict on the position shown (docs/web-api.md
// "endgame") and each legal move's value for its player, best first. The server sends it only
// where it spoils no game between people; the panel is hidden whenever there is none.
import { t } from './i18n.js';
import { h, sideName } from './ui.js';
import { digits, scoreText } from './words.js';

// The caption under the moves, by the kind of value (seeds or plies).
const caption = (kind) => (kind === 'seeds' || kind === 'plies' ? t(`endgame.caption.${kind}`) : '');

// The server's verdict ("solved: with best play South takes 4 of the 4 seeds left", "solved:
// North wins in 23", "solved: a draw with best play") in the reader's words. The endgame
// answer has no codes for it yet: its known shapes are read back; anything else is shown as
// it came.
export function endgameSentence(text) {
  let m = /^solved: with best play (South|North) takes (\d+½?|½) of the (\d+) seeds left$/.exec(text);
  if (m) return t('endgame.sentence.takes', { side: sideName(m[1].toLowerCase()), seeds: digits(m[2]), count: Number(m[3]) });
  m = /^solved: (South|North) wins in (\d+)$/.exec(text);
  if (m) return t('endgame.sentence.wins', { side: sideName(m[1].toLowerCase()), count: Number(m[2]) });
  if (text === 'solved: a draw with best play') return t('endgame.sentence.draw');
  return text;
}

// A move's value for its player: "4", "9½" (seeds), "win 23", "loss 4", "draw" (plies).
export const endgameValue = (text) => (text === 'draw' ? t('endgame.value.draw') : scoreText(text));

export function endgamePanel() {
  const sentence = h('p.endgame-sentence', { dataset: { testid: 'endgame-sentence' } });
  const captionEl = h('p.endgame-caption');
  const moves = h('ol.endgame-moves', { dataset: { testid: 'endgame-moves' }, 'aria-label': t('endgame.moves') });
  const el = h('section.endgame', { dataset: { testid: 'endgame' }, hidden: true, 'aria-label': t('endgame.label') },
    sentence, moves, captionEl);
  function show(e) {
    el.hidden = !e;
    if (!e) return;
    sentence.textContent = endgameSentence(e.sentence);
    captionEl.textContent = caption(e.kind);
    // Equal texts are equal values: every move as good as the first is marked best.
    const best = e.moves.length ? e.moves[0].text : null;
    moves.replaceChildren(...e.moves.map((m) => h('li', { class: m.text === best ? 'best' : '', dataset: { move: m.move } },
      h('span.mv', {}, m.move), ' ', h('span.value', {}, endgameValue(m.text)))));
  }
  return { el, show };
}
