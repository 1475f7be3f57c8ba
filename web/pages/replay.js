// Replay: step through a stored game move by move; stepping forward animates the move's trace.
import { Board } from '../board/board.js';
import { getReplay } from '../lib/api/games.js';
import { endgamePanel } from '../lib/endgame.js';
import { h, busy, animSpeed, sideName, resultSentence, numberedMoves } from '../lib/ui.js';

export async function render(main, id) {
  const { game, frames } = await busy(getReplay(id));
  let k = 0;
  let running = Promise.resolve();
  const tally = { south: h('span.tally', { dataset: { testid: 'captured-south' } }), north: h('span.tally', { dataset: { testid: 'captured-north' } }) };
  const boardBox = h('div.board-box');
  const board = new Board(boardBox, { rows: game.rows, interactive: false, label: `${game.title} replay board`, names: true, arrows: true });
  const plyLabel = h('span.ply', { dataset: { testid: 'replay-ply' }, 'aria-live': 'polite' });
  const note = h('p.to-move', { dataset: { testid: 'to-move' } });
  const b = (testid, text, label, fn) => h('button', { type: 'button', dataset: { testid }, 'aria-label': label, onclick: fn }, text);
  const moveList = h('div.move-list', { dataset: { testid: 'move-list' } });
  const endgame = endgamePanel();
  // The analysis board from the position shown: not while a game between people goes on.
  const analysable = game.status !== 'ongoing' || (game.source !== 'import' && ['south', 'north'].some((s) => game.players[s] === 'engine'));
  const analyseLink = h('a', { dataset: { testid: 'replay-analyse' } }, 'analyse this position');

  main.append(h('section.play.replay', { dataset: { game: game.game } },
    h('div.play-main', {},
      h('h1', {}, `${game.title} replay`),
      h('div.player.north', {}, h('span.who', {}, 'North ', h('small', {}, game.players.north)), h('span.captured', {}, 'captured ', tally.north)),
      boardBox,
      h('div.player.south', {}, h('span.who', {}, 'South ', h('small', {}, game.players.south)), h('span.captured', {}, 'captured ', tally.south)),
      h('div.replay-controls', {},
        b('replay-first', '«', 'first position', () => go(0)),
        b('replay-prev', '‹ prev', 'previous move', () => go(k - 1)),
        plyLabel,
        b('replay-next', 'next ›', 'next move', () => go(k + 1, true)),
        b('replay-last', '»', 'last position', () => go(frames.length - 1))),
      note, endgame.el),
    h('aside.panel', {},
      h('p.muted', {}, game.options),
      h('p', { dataset: { testid: 'replay-result' } }, game.result ? resultSentence(game.result, game.captured) : 'Not finished.'),
      h('p', {}, h('a', { href: `/api/games/${id}/record`, download: `${game.game}-${id}.txt` }, 'record'), ' · ',
        h('a', { href: `/api/games/${id}/export`, download: `${game.game}-${id}.json` }, 'JSON'),
        game.status === 'ongoing' ? [' · ', h('a', { href: `#/play/${id}` }, 'back to the game')] : '',
        analysable ? [' · ', analyseLink] : '',
        game.status !== 'ongoing' ? [' · ', h('a', { href: `#/review/${id}`, dataset: { testid: 'replay-review' } }, 'review')] : ''),
      h('h2', {}, 'Moves'), h('p.muted', {}, 'Arrow keys step; Home and End jump.'), moveList)));

  moveList.append(...numberedMoves(frames.slice(1).map((f) => f.move)).flatMap(({ num, move, ply }) => [
    num ? h('span.num', {}, num) : null,
    h('a.mv', { href: '#', dataset: { ply }, onclick: (e) => { e.preventDefault(); go(ply); } }, move),
  ]).filter(Boolean));

  function show(f) {
    board.setCounts(f.board);
    board.mark('last', f.move);
    for (const s of ['south', 'north']) {
      tally[s].textContent = f.captured[s];
      tally[s].dataset.count = f.captured[s];
    }
    plyLabel.textContent = `move ${k} of ${frames.length - 1}`;
    plyLabel.dataset.ply = k;
    delete plyLabel.dataset.shown;
    note.textContent = k === 0 ? 'Starting position' : `${sideName(f.side)} played ${f.move}`;
    endgame.show(f.endgame);
    analyseLink.href = `#/analysis/${game.game}?from=${id}&ply=${k}`;
    for (const m of moveList.querySelectorAll('.mv')) m.classList.toggle('current', Number(m.dataset.ply) === k);
  }

  // Steps are queued so fast clicking or key repeat never interleaves two animations.
  function go(to, animate = false) {
    running = running.then(() => busy(async () => {
      to = Math.max(0, Math.min(frames.length - 1, to));
      if (to === k) return;
      const f = frames[to];
      if (animate && to === k + 1 && f.trace) {
        const cap = { ...frames[k].captured };
        k = to;
        // The label and the move list say where we are at once, not after the animation.
        plyLabel.textContent = `move ${k} of ${frames.length - 1}`;
        plyLabel.dataset.ply = k;
        plyLabel.dataset.shown = 'animating';
        for (const m of moveList.querySelectorAll('.mv')) m.classList.toggle('current', Number(m.dataset.ply) === k);
        await board.animate(frames[to - 1].board, f.trace, { speed: f.truncated ? 'off' : animSpeed(), after: f.board,
          captureTarget: () => tally[f.side],
          onStep: (ev) => { cap[f.side] += ev.n; tally[f.side].textContent = cap[f.side]; } });
      } else k = to;
      show(f);
    }));
  }

  const onKey = (e) => {
    if (e.target.closest && e.target.closest('input, textarea, select')) return;
    const act = { ArrowRight: () => go(k + 1, true), ArrowLeft: () => go(k - 1), Home: () => go(0), End: () => go(frames.length - 1) }[e.key];
    if (act) {
      e.preventDefault();
      act();
    }
  };
  document.addEventListener('keydown', onKey);
  show(frames[0]);
  return () => document.removeEventListener('keydown', onKey);
}
