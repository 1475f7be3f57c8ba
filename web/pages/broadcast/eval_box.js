// The engine's evaluation of the big board's position shown: asked of the server (POST
// /api/analysis, a short 300 ms look, never the engine in this page) only for a position the
// broadcast lets it judge (the board's `judgeable`: the last ply the director's delay has freed;
// -1 none). A later one, or one the server still refuses (its fair-play 409), is not judged: a
// note says when it will be (the delay, or the game's end), so that the broadcast never helps a
// player at the board. The score in words, the side ahead named (lib/engine_score.js).
import { judgePosition } from '../../lib/api/broadcasts.js';
import { explain } from '../../lib/api/request.js';
import { fromSouth, scoreWords } from '../../lib/engine_score.js';
import { t, tParts, sep } from '../../lib/i18n.js';
import { h, resultSentence } from '../../lib/ui.js';
import { evalWaitText } from './words.js';

const MS = 300;
const SETTLE_MS = 250; // a reader stepping through moves: only the position they stop at is asked

export function evalBox(st) {
  const said = h('p.bc-eval-said', { 'aria-live': 'polite' });
  // "Best line: c1 b2 …": the words in the page's direction and font, the moves left to right
  // in the moves' (a monospace font would set Arabic letters apart, unjoined).
  const line = h('p.bc-eval-line');
  const el = h('section.bc-eval', { dataset: { testid: 'broadcast-eval', state: 'none' } }, h('h2', {}, t('broadcast.eval')), said, line);
  const judged = new Map(); // position text -> the server's answer
  let key = '';
  let timer = null;
  const say = (state, text, pv = []) => {
    el.dataset.state = state;
    said.textContent = text;
    line.replaceChildren(...(pv.length ? tParts('broadcast.eval.line', { moves: h('span.bc-eval-moves', { dir: 'ltr' }, pv.slice(0, 8).join(' ')) }) : []));
  };
  const verdict = (a) => {
    const best = a.lines?.[0];
    if (!best) return say('none', t('broadcast.eval.none'));
    say('done', `${scoreWords(fromSouth(best.score, best.text), st.rules.name)}${sep()}${t('broadcast.eval.depth', { depth: a.depth })}`, best.pv || []);
  };

  return {
    el,
    // Board b at `ply`, its position `answer` (/api/play's; null while it comes).
    show(b, ply, answer) {
      const held = ply > (Number.isInteger(b.judgeable) ? b.judgeable : -1);
      const k = JSON.stringify([b.board, ply, answer?.position ?? null, held]);
      if (k === key) return;
      key = k;
      clearTimeout(timer);
      el.dataset.ply = ply;
      // Not yet: when the director's delay says, or (a game over the server still keeps from the
      // engine) later.
      const wait = () => say('held', b.over || b.result ? t('broadcast.eval.later') : evalWaitText(st.info.eval_delay));
      if (held) return wait();
      if (!answer) return say('waiting', t('broadcast.eval.waiting'));
      if (answer.over) return say('over', resultSentence(answer.result, answer.captured, null, st.rules.name));
      if (judged.has(answer.position)) return verdict(judged.get(answer.position));
      say('thinking', t('broadcast.eval.thinking'));
      timer = setTimeout(async () => {
        try {
          const a = await judgePosition({ game: st.rules.name, options: st.options, position: answer.position, lines: 1, ms: MS });
          judged.set(answer.position, a);
          if (key === k) verdict(a);
        } catch (e) {
          if (key !== k) return;
          // The server's fair-play rule (a live board's position, or one move from it): held.
          if (e.status === 409) wait();
          else say('error', explain(e));
        }
      }, SETTLE_MS);
    },
    stop: () => clearTimeout(timer),
  };
}
