// #/broadcast/<id>/enter/<round>/<board>[?code=<hall code>]: the phone at a board, where the
// moves are entered as they are played (docs/web-api.md "Broadcasts"). Tap the pit sown on the
// board, or type its name; each move goes to the server at once (with the board's number of
// moves, so two phones never enter one move twice: a 409 shows the board as it is now), a move
// not legal there is said with the moves that are (one tap enters it), and the last move can be
// taken back (two clicks: a typo). The board follows the broadcast's socket, so a relay or
// another phone is seen too. The hall code comes with the director's link, as the hall
// screen's; the director and the board's own players (logged in) need none.
import { Board } from '../../board/board.js';
import { currentAccount } from '../../lib/api/accounts.js';
import { enterMove, getBroadcast, getBroadcastRound, undoMove } from '../../lib/api/broadcasts.js';
import { getMeta } from '../../lib/api/games.js';
import { boardOptions } from '../../lib/board_options.js';
import { t, sep } from '../../lib/i18n.js';
import { broadcastHref } from '../../lib/links.js';
import { watchBroadcast } from '../../lib/live.js';
import { parseOptions } from '../../lib/position.js';
import { h, busy, notFound, numberedMoves, resultSentence, sideName, toast } from '../../lib/ui.js';
import { refused, resultText } from '../../lib/words.js';
import { entryForm } from './entry_form.js';
import { positionService } from './positions.js';
import { moversOf } from './state.js';
import { bareName } from './words.js';

export async function render(main, id, roundText, boardText, code = '') {
  const round = Number(roundText);
  const n = Number(boardText);
  const [info, meta, data] = await busy(Promise.all([getBroadcast(id), getMeta(), getBroadcastRound(id, round)].map((p) => p.catch((e) => (e.status === 404 ? null : Promise.reject(e))))));
  const rules = info && meta?.games.find((g) => g.name === info.game);
  const first = data?.boards?.find((b) => b.board === n);
  if (!rules || !first?.north) return notFound(main);
  document.title = t('title.page', { name: t('broadcast.entry.title', { round, board: n }) });
  const options = typeof info.options === 'object' && info.options ? info.options : parseOptions(info.options);
  const positions = positionService(rules, options);
  const st = { rules, b: first, answer: null, sending: false };

  const status = h('p.entry-status', { role: 'status', 'aria-live': 'polite', dataset: { testid: 'entry-status' } });
  const list = h('div.move-list', { role: 'log', 'aria-label': t('play.moves.label'), dataset: { testid: 'entry-moves' } });
  const boardBox = h('div.board-box');
  const board = new Board(boardBox, { ...boardOptions(rules), names: true, arrows: true, label: t('broadcast.entry.board', { board: n }),
    onPick: (pit) => send([pit]) });
  const form = entryForm({ onMoves: (ms) => send(ms), onUndo: () => undo() });
  main.append(h('section.card.entry', { dataset: { testid: 'entry-page', round, board: n } },
    h('p', {}, h('a', { href: broadcastHref(id, round), dataset: { testid: 'entry-back' } }, t('broadcast.entry.back', { name: `\u2068${info.name}\u2069` }))),
    h('h1', {}, t('broadcast.entry.title', { round, board: n })),
    h('p.entry-players', { dir: 'auto' }, t('sheet.players', { south: bareName(first.south), north: bareName(first.north) })),
    h('p.help', { id: 'entry-help' }, t('broadcast.entry.help')),
    code || currentAccount() ? '' : h('p.help', { dataset: { testid: 'entry-no-code' } }, t('broadcast.entry.noCode')),
    status, h('div.entry-board', { dataset: { testid: 'entry-board' } }, boardBox), ...form.parts,
    h('p', {}, form.undo), h('h2', {}, t('play.moves')), list));

  // The board as the server has it now: its moves, its position (asked of the server's rules).
  function take(b) {
    st.b = b;
    draw();
    positions.at(b.moves).then((a) => {
      if (st.b !== b) return;
      st.answer = a;
      draw();
    }, () => {});
  }
  function draw() {
    const b = st.b;
    const over = !!(b.over || b.result);
    const a = st.answer && st.answer === positions.known(b.moves) ? st.answer : null;
    if (a) board.set(a.board, { legal: over || st.sending ? [] : a.legal, last: b.moves.at(-1) || null });
    else board.setLegal([]);
    status.dataset.state = over ? 'over' : 'playing';
    status.textContent = over ? t('broadcast.entry.over', { result: b.result ? resultText(b.result) : '–' }) + (a?.over ? `${sep()}${resultSentence(a.result, a.captured, null, rules.name)}` : '')
      : t('broadcast.entry.toMove', { count: b.moves.length, side: sideName(b.to_move) });
    const sides = moversOf(st, b.moves);
    list.replaceChildren(...numberedMoves(b.moves.map((m, i) => ({ move: m, side: sides[i] }))).flatMap(({ num, move, ply }) =>
      [num ? h('span.num', {}, num) : null, h('span.mv', { dataset: { ply } }, move)]).filter(Boolean));
    list.scrollTop = list.scrollHeight;
    list.dataset.count = b.moves.length;
    form.able({ sending: st.sending, over, moves: b.moves.length });
  }

  // Moves, one after another, each with the board's number of moves before it.
  async function send(moves) {
    if (st.sending) return;
    st.sending = true;
    form.clear();
    draw();
    let move = '';
    try {
      for (move of moves) st.b = await busy(enterMove(id, round, n, move, st.b.moves.length, code));
    } catch (e) {
      refusal(e, t('broadcast.entry.illegal', { move: `\u2066${move}\u2069` }));
    } finally {
      st.sending = false;
      take(st.b);
    }
  }
  async function undo() {
    form.clear();
    try {
      take(await busy(undoMove(id, round, n, st.b.moves.length, code)));
      toast(t('broadcast.entry.undone'));
    } catch (e) {
      refusal(e);
    }
  }
  // 422: the moves legal there as buttons; 409: the board as it is now, said so; else the reason.
  function refusal(e, illegal) {
    if (e.status === 409 && e.body?.board) {
      st.b = e.body.board;
      form.refuse(t('broadcast.entry.reloaded'));
    } else if (e.status === 422) form.refuse(illegal || refused(e), e.body?.legal || []);
    else form.refuse(refused(e));
  }

  const live = watchBroadcast(id, round, {
    onMessage: (msg) => {
      const b = msg.type === 'board' ? msg.board : msg.type === 'round' ? msg.boards?.find((x) => x.board === n) : null;
      if (b?.board === n && Number(msg.round) === round && !st.sending) take(b);
    },
  });
  take(first); // no focus in the field: a phone's keyboard would cover the board, where most moves are tapped
  return () => live.stop();
}
