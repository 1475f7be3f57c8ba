// One puzzle on the board (docs/puzzles.md). The player plays South; every move is played by
// the rules engine (POST /api/play: the server's, or this page's without one) and sown on the
// board. The line's next move is right: when the engine then says North is to move, North's reply
// (the line's next entry) follows after a short pause; when South is to move again (North passed)
// the next entry is the player's. The whole line played solves the puzzle; any other legal move
// fails it at once: the board shows what that move did and the note says why, in the game's words
// (its course's explain()), with what the best line achieves; then the solution can be shown.
import { Board, pitIndex } from '../../board/board.js';
import { explain as refusalText } from '../../lib/api/request.js';
import { playMoves } from '../../lib/api/study.js';
import { boardOptions } from '../../lib/board_options.js';
import { t, num } from '../../lib/i18n.js';
import { readTrace } from '../../lib/move_report.js';
import { h, animSpeed, sideName, sleep } from '../../lib/ui.js';
import { taskText, bestText } from './words.js';

const PAUSE_MS = { normal: 600, fast: 250, off: 0 }; // before North's reply: the player sees the board first

// game: its /api/meta entry; course: its learn.js module (explain()), or null; own(key, params):
// its own messages; refusal: its refusal.js module (why a pit is not a move), or null; label:
// the board's name for a screen reader; onEnd(solved): once, at the first wrong move or the
// line's end.
export function solveView({ game, course, own, refusal, puzzle, label, onEnd }) {
  const note = h('p.puzzle-note', { dataset: { testid: 'puzzle-note' }, role: 'status', 'aria-live': 'polite' });
  const tally = { south: h('span.tally', { dataset: { testid: 'captured-south' } }), north: h('span.tally', { dataset: { testid: 'captured-north' } }) };
  const strip = (s) => h(`div.player.${s}`, {}, h('span.who', {}, sideName(s)), h('span.captured', {}, `${t('play.captured')} `, tally[s]));
  const boardBox = h('div.board-box');
  const showButton = h('button', { type: 'button', hidden: true, dataset: { testid: 'puzzle-show' }, onclick: () => showSolution() },
    t('puzzles.showSolution'));
  // After a miss: the same puzzle from its start, not rated again (only a first try is).
  const againButton = h('button', { type: 'button', hidden: true, dataset: { testid: 'puzzle-again' }, onclick: () => again() },
    t('puzzles.again'));
  const controls = h('div.controls', {}, showButton, againButton);
  const board = new Board(boardBox, { ...boardOptions(game), label, names: true, arrows: true, onPick: (pit) => pick(pit),
    onRefused: (pit) => say(refused(pit), 'refused') });
  // data-state: playing, solved, failed, solution (being shown), shown; data-played: the line's
  // entries played (the tests read which move is next from it); data-busy while a move is on its way.
  const el = h('div.puzzle-solve', { dataset: { testid: 'puzzle-solve', puzzle: puzzle.id, state: 'playing', played: 0 } },
    h('p.puzzle-task', { dataset: { testid: 'puzzle-task' } }, taskText(puzzle)),
    h('div.board-area', {}, strip('north'), boardBox, strip('south')),
    note, controls);

  const line = puzzle.line;
  let k = 0;         // the line's entries played
  let state = null;  // /api/play's answer after them (or after the wrong move)
  let seq = 0;       // leaving the page (or showing the solution) makes older answers stale
  let ended = false;
  const setBusy = (on) => (on ? (el.dataset.busy = 'true') : delete el.dataset.busy);
  const say = (text, kind = 'info') => {
    note.textContent = text;
    note.dataset.kind = kind;
  };
  const play = (moves) => playMoves({ game: game.name, options: puzzle.options || {}, position: puzzle.position, moves });
  const pause = () => sleep(PAUSE_MS[animSpeed()] ?? PAUSE_MS.normal);
  const end = (solved) => {
    if (ended) return;
    ended = true;
    onEnd(solved);
  };

  function draw(ans, last = null) {
    const mine = el.dataset.state === 'playing' && !ans.over && ans.to_move === 'south';
    board.set(ans.board, { legal: mine ? ans.legal : [], last });
    for (const s of ['south', 'north']) {
      tally[s].textContent = num(ans.captured[s]);
      tally[s].dataset.count = ans.captured[s];
    }
  }
  const animate = (ans) => board.animate(ans.last.board_before, ans.last.trace, { speed: animSpeed(), after: ans.board });

  // Why a pit of the board is not a move now (as on the Learn page).
  function refused(pit) {
    if (!state || el.dataset.busy || el.dataset.state !== 'playing') return '';
    if (pitIndex(pit)[0] >= game.rows / 2) return t('learn.notYours', { pit, side: sideName('south') });
    const count = (p) => { const [r, c] = pitIndex(p); return state.board[r][c]; };
    if (!count(pit)) return t('play.refused.empty', { pit });
    const reason = refusal?.whyNot?.({ pit, seeds: count(pit), count, legal: state.legal, board: state.board, toMove: 'south', sideName, t: own });
    return reason || t('learn.notLegal', { pit });
  }

  // One entry of the line (or the wrong move), played, sown on the board and drawn.
  async function step(moves, mine) {
    const ans = await play(moves);
    if (mine !== seq) return null;
    await animate(ans);
    if (mine !== seq) return null;
    state = ans;
    if (moves.every((m, i) => m === line[i])) el.dataset.played = moves.length;
    draw(ans, moves.at(-1));
    return ans;
  }

  async function start() {
    const mine = seq;
    setBusy(true);
    try {
      state = await play([]);
      if (mine !== seq) return;
      draw(state);
      say(t('puzzles.yourMove'));
    } catch (e) {
      say(refusalText(e), 'refused');
    } finally {
      if (mine === seq) setBusy(false);
    }
  }

  async function pick(pit) {
    if (el.dataset.busy || el.dataset.state !== 'playing' || !state.legal.includes(pit)) return;
    const mine = seq;
    setBusy(true);
    try {
      const before = state;
      if (pit !== line[k]) {
        el.dataset.state = 'failed'; // at once: the board takes no other move while this one is sown
        const ans = await step([...line.slice(0, k), pit], mine);
        if (ans) return wrong({ move: pit, side: 'south', before, after: ans, trace: ans.last.trace, ...readTrace(ans.last.trace, before.board) });
        return;
      }
      if (!(await step(line.slice(0, ++k), mine))) return;
      // North's replies, as long as the engine says North is to move.
      let replied = false;
      while (k < line.length && state.to_move === 'north' && !state.over) {
        say(t('puzzles.northThinks'));
        await pause();
        if (mine !== seq) return;
        const move = line[k];
        if (!(await step(line.slice(0, ++k), mine))) return;
        say(t('puzzles.northPlays', { move }));
        replied = true;
      }
      if (k >= line.length || state.over) return solved();
      if (!replied) say(t('puzzles.northPasses'));
    } catch (e) {
      say(refusalText(e), 'refused');
    } finally {
      if (mine === seq) setBusy(false);
    }
  }

  let beforeWrong = null; // the board before the wrong move: the solution is shown from it
  function wrong(report) {
    beforeWrong = report.before;
    const told = course?.explain ? course.explain(report, { t: own, stage: { options: puzzle.options || {}, position: puzzle.position } }) : [];
    say(t('puzzles.wrong', { why: [...told, bestText(puzzle)].join(' ') }), 'refused');
    showButton.hidden = false;
    againButton.hidden = false;
    end(false);
    showButton.focus();
  }

  function solved() {
    el.dataset.state = 'solved';
    board.setLegal([]);
    say(t('puzzles.solved', { best: bestText(puzzle) }), 'done');
    end(true);
  }

  function again() {
    seq++;
    board.skip();
    k = 0;
    el.dataset.state = 'playing';
    el.dataset.played = 0;
    showButton.hidden = true;
    againButton.hidden = true;
    start();
  }

  // The line from where the wrong move was, animated, a pause before each move.
  async function showSolution() {
    const mine = ++seq;
    board.skip();
    showButton.hidden = true;
    againButton.hidden = true;
    el.dataset.state = 'solution';
    setBusy(true);
    say(t('puzzles.solution.showing'));
    try {
      draw(beforeWrong);
      for (let j = k; j < line.length; j++) {
        await pause();
        if (mine !== seq || !(await step(line.slice(0, j + 1), mine))) return;
      }
      el.dataset.state = 'shown';
      againButton.hidden = false;
      say(t('puzzles.solution', { moves: line.join(' ') }), 'done');
    } catch (e) {
      say(refusalText(e), 'refused');
    } finally {
      if (mine === seq) setBusy(false);
    }
  }

  start();
  return { el, controls, stop: () => seq++ };
}
