// Replay: step through a stored game move by move; stepping forward animates the move's trace.
import { getReplay, getMeta } from '../lib/api/games.js';
import { endgamePanel } from '../lib/endgame.js';
import { frameBoard } from '../lib/frame_board.js';
import { t, num, sep } from '../lib/i18n.js';
import { analysable } from '../lib/links.js';
import { boardOptions } from '../lib/board_options.js';
import { optionsInWords } from '../lib/options.js';
import { h, busy, animSpeed, sideName, resultSentence, numberedMoves, speedSelect } from '../lib/ui.js';
import { titleOf } from '../lib/words.js';

export async function render(main, id) {
  const [{ game, frames }, meta] = await busy(Promise.all([getReplay(id), getMeta()]));
  let running = Promise.resolve();
  const note = h('p.to-move', { dataset: { testid: 'to-move' } });
  const moveList = h('div.move-list', { dataset: { testid: 'move-list' } });
  const shape = boardOptions(meta.games.find((g) => g.name === game.game));
  const view = frameBoard(game, frames, { kind: 'replay', shape, moveList, onGo: (to, animate) => go(to, animate) });
  const endgame = endgamePanel();
  const analyseLink = h('a', { dataset: { testid: 'replay-analyse' } }, t('replay.analyse'));

  main.append(h('section.play.replay', { dataset: { game: game.game } },
    h('div.play-main', {},
      h('h1', {}, t('replay.title', { game: titleOf(game.game, game.title) })),
      ...view.parts,
      note, endgame.el),
    h('aside.panel', {},
      h('p.muted', { dataset: { testid: 'replay-options' } }, optionsInWords(meta, game.game, game.options)),
      h('p', { dataset: { testid: 'replay-result' } }, game.result ? resultSentence(game.result, game.captured, null, game.game) : t('replay.unfinished')),
      h('p', {}, h('a', { href: `/api/games/${id}/record`, download: `${game.game}-${id}.txt` }, t('archive.record')), sep(),
        h('a', { href: `/api/games/${id}/export`, download: `${game.game}-${id}.json` }, t('archive.json')),
        game.status === 'ongoing' ? [sep(), h('a', { href: `#/play/${id}` }, t('replay.back'))] : '',
        analysable(game) ? [sep(), analyseLink] : '', // the analysis board from the position shown
        game.status !== 'ongoing' ? [sep(), h('a', { href: `#/review/${id}`, dataset: { testid: 'replay-review' } }, t('archive.review'))] : ''),
      h('h2', {}, t('play.moves')), h('p.muted', {}, t('replay.keys')), moveList,
      h('p.settings', {}, h('label', { for: 'replay-speed' }, `${t('play.settings.animation')} `), speedSelect('replay-speed')))));

  moveList.append(...numberedMoves(frames.slice(1)).flatMap(({ num, move, ply }) => [
    num ? h('span.num', {}, num) : null,
    h('a.mv', { href: '#', dataset: { ply }, onclick: (e) => { e.preventDefault(); go(ply); } }, move),
  ]).filter(Boolean));

  function show(k) {
    const f = view.show(k);
    note.textContent = k === 0 ? t('replay.start') : t('replay.played', { side: sideName(f.side), move: f.move });
    endgame.show(f.endgame);
    analyseLink.href = `#/analysis/${game.game}?from=${id}&ply=${k}`;
  }

  // Steps are queued so fast clicking or key repeat never interleaves two animations; a step
  // asked for while a move is sown finishes that sowing at once, so that no tap waits or is lost.
  function go(to, animate = false) {
    view.board.skip();
    running = running.then(() => busy(async () => {
      const k = view.k();
      to = Math.max(0, Math.min(frames.length - 1, to));
      if (to === k) return;
      const f = frames[to];
      if (animate && to === k + 1 && f.trace) {
        const cap = { ...frames[k].captured };
        view.at(to, true); // the label and the move list say where we are at once, not after the animation
        await view.board.animate(frames[k].board, f.trace, { speed: f.truncated ? 'off' : animSpeed(), after: f.board,
          captureTarget: () => view.tally[f.side],
          onStep: (ev) => { cap[f.side] += ev.n; view.tally[f.side].textContent = num(cap[f.side]); } });
      }
      show(to);
    }));
  }

  document.addEventListener('keydown', view.keys);
  show(0);
  return () => document.removeEventListener('keydown', view.keys);
}
