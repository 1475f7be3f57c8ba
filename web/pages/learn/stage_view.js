// One stage of a course (docs/learn.md): its idea, its goal, and the board where the learner
// plays South. Each move is played by the rules engine (POST /api/play: the server's, or this
// page's without one) and sown on the board; North answers as goal.js says; a try that misses
// says why (the game's explain(), then the goal) and the stage starts over; "Try again" starts
// it over at any time; a stage done earns its stars (onDone(stars)).
import { Board, pitIndex } from '../../board/board.js';
import { explain as refusalText } from '../../lib/api/request.js';
import { playMoves } from '../../lib/api/study.js';
import { boardOptions } from '../../lib/board_options.js';
import { readTrace } from '../../lib/move_report.js';
import { t, num } from '../../lib/i18n.js';
import { parsePosition } from '../../lib/position.js';
import { h, animSpeed, sideName } from '../../lib/ui.js';
import { targetHolds, tryFailed, northReply, starsFor } from './goal.js';

const words = {
  yourMove: () => t('learn.yourMove'),
  north: (move) => t('learn.northPlays', { move }),
  northPasses: () => t('learn.northPasses'),
  done: (count) => t('learn.done', { count }),
  missed: (text) => t('learn.missed', { why: text }),
  notLegal: (pit) => t('learn.notLegal', { pit }),
  notYours: (pit) => t('learn.notYours', { pit, side: sideName('south') }),
};

// game: its /api/meta entry; course: its learn.js module; own(key, params): its own messages;
// refusal: its refusal.js module (why one of South's pits is not a move), or null.
export function stageView({ game, course, own, refusal, stage, onDone }) {
  const note = h('p.learn-note', { dataset: { testid: 'learn-note' }, role: 'status', 'aria-live': 'polite' });
  const tally = { south: h('span.tally', { dataset: { testid: 'captured-south' } }), north: h('span.tally', { dataset: { testid: 'captured-north' } }) };
  const strip = (s) => h(`div.player.${s}`, {}, h('span.who', {}, sideName(s)), h('span.captured', {}, `${t('play.captured')} `, tally[s]));
  const boardBox = h('div.board-box');
  const again = h('button', { type: 'button', dataset: { testid: 'learn-again' }, onclick: () => start() }, t('learn.again'));
  const first = parsePosition(stage.position, game); // the stage's position, its captured counts
  const board = new Board(boardBox, { ...boardOptions(game), label: stage.title, names: true, arrows: true, onPick: (pit) => pick(pit),
    onRefused: (pit) => say(refused(pit), 'refused') });
  const el = h('div.learn-stage', { dataset: { testid: 'learn-stage', stage: stage.id, state: 'playing' } },
    h('p', {}, stage.text),
    h('p.learn-goal', { dataset: { testid: 'learn-goal' } }, h('strong', {}, `${t('learn.goal')} `), stage.goal),
    h('div.board-area', {}, strip('north'), boardBox, strip('south')),
    note,
    h('div.controls', {}, again));

  let line = [];     // the moves played in this try, both sides'
  let state = null;  // /api/play's answer after `line`
  let used = 0;      // the learner's moves in this try
  let replies = 0;   // North's
  let failed = 0;    // tries that missed
  let busy = false;  // a move on its way (data-busy on the stage, for the tests)
  let seq = 0;       // a new try makes the answers of the last one stale
  const setBusy = (on) => {
    busy = on;
    if (on) el.dataset.busy = 'true';
    else delete el.dataset.busy;
  };

  const say = (text, kind = 'info') => {
    note.textContent = text;
    note.dataset.kind = kind;
  };
  const play = (moves) => playMoves({ game: game.name, options: stage.options || {}, position: stage.position, moves });

  function draw(ans, last = null) {
    const mine = !ans.over && ans.to_move === 'south';
    board.set(ans.board, { legal: mine ? ans.legal : [], last });
    for (const s of ['south', 'north']) {
      tally[s].textContent = num(ans.captured[s]);
      tally[s].dataset.count = ans.captured[s];
    }
    for (const p of stage.marks || []) board.pits.get(p)?.classList.add('demo');
  }

  // Why a pit of the board is not a move now.
  function refused(pit) {
    if (!state || busy || el.dataset.state !== 'playing') return '';
    if (pitIndex(pit)[0] >= game.rows / 2) return words.notYours(pit);
    const count = (p) => { const [r, c] = pitIndex(p); return state.board[r][c]; };
    if (!count(pit)) return t('play.refused.empty', { pit });
    // The game's own reason (the singleton rule, feeding, an endless sowing), else the plain one.
    const reason = refusal?.whyNot?.({ pit, seeds: count(pit), count, legal: state.legal, board: state.board, toMove: 'south', sideName, t: own });
    return reason || words.notLegal(pit);
  }

  async function animate(ans) {
    const speed = animSpeed();
    await board.animate(ans.last.board_before, ans.last.trace, { speed, after: ans.board });
  }

  // A new try (at any time: a sowing shown is ended at once).
  async function start() {
    const mine = ++seq;
    board.skip();
    line = [];
    used = 0;
    replies = 0;
    setBusy(true);
    el.dataset.state = 'playing';
    try {
      const ans = await play([]);
      if (mine !== seq) return;
      state = ans;
      draw(ans);
      say(words.yourMove());
    } catch (e) {
      say(refusalText(e), 'refused');
    } finally {
      if (mine === seq) setBusy(false);
    }
  }

  async function pick(pit) {
    if (busy || el.dataset.state !== 'playing' || !state.legal.includes(pit)) return;
    const mine = seq;
    setBusy(true);
    try {
      const before = state;
      const ans = await play([...line, pit]);
      if (mine !== seq) return;
      line.push(pit);
      used++;
      await animate(ans);
      if (mine !== seq) return;
      state = ans;
      draw(ans, pit);
      const report = { move: pit, side: 'south', before, after: ans, trace: ans.last.trace, ...readTrace(ans.last.trace, before.board) };
      if (targetHolds(stage.target, report, ans, first)) return finish();
      if (tryFailed(stage, used, ans)) return miss(report);
      if (ans.to_move === 'north') await answer(mine);
      else say(words.northPasses());
    } catch (e) {
      say(refusalText(e), 'refused');
    } finally {
      if (mine === seq) setBusy(false);
    }
  }

  // North's answer (again, where it took South's last seeds and South must pass); a game that
  // ends there is a missed try.
  async function answer(mine) {
    while (state.to_move === 'north') {
      const move = northReply(stage, replies++, state.legal);
      const ans = await play([...line, move]);
      if (mine !== seq) return;
      line.push(move);
      await animate(ans);
      if (mine !== seq) return;
      state = ans;
      draw(ans, move);
      if (ans.over) return miss(null);
      say(words.north(move));
    }
  }

  function miss(report) {
    failed++;
    el.dataset.state = 'missed';
    const told = report && course.explain ? course.explain(report, { t: own, stage }) : [];
    say(words.missed([...told, stage.goal].join(' ')), 'refused');
    again.focus();
  }

  function finish() {
    const stars = starsFor(stage, used, failed);
    el.dataset.state = 'done';
    el.dataset.stars = stars;
    say(stars < 3 ? `${words.done(stars)} ${t('learn.moreStars')}` : words.done(stars), 'done');
    onDone(stars);
  }

  start();
  return { el, stop: () => seq++ };
}
