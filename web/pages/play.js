// The play page: one game, live. The server is the authority; this page draws what it
// says, animates each new move from its trace, and sends the human's actions.
// Games between two people (opponent "friend") add presence, clocks, moves sent over the
// WebSocket, and the loop-sharing offer; #/watch/<id> shows any game read-only (mode 'watch').
// One state object (play/state.js) holds the game shown and the page's view of it; the
// components of play/ draw from it and say what the person asks for, which this module does:
// it sends the actions and applies the states that come back, in order.
import { accountSeat, claimSeat, currentAccount } from '../lib/api/accounts.js';
import { getGame, getMeta, action, getEval, getReplay } from '../lib/api/games.js';
import { ApiError, explain } from '../lib/api/request.js';
import { getToken, setToken } from '../lib/api/seats.js';
import { endgamePanel } from '../lib/endgame.js';
import { optionsInWords } from '../lib/options.js';
import { t } from '../lib/i18n.js';
import { subscribe } from '../lib/live.js';
import { gameShown } from '../lib/notices.js';
import { h, toast, busy, animSpeed, sound } from '../lib/ui.js';
import { fromMover, scoreWords } from '../lib/engine_score.js';
import { speechBox } from '../lib/speech/live_region.js';
import { endWords } from '../lib/speech/move_words.js';
import { fromState, stateAfter } from '../lib/speech/records.js';
import { titleOf } from '../lib/words.js';
import { actions } from './play/actions.js';
import { boardArea } from './play/board_area.js';
import { chatBox } from './play/chat_box.js';
import { claimBox } from './play/claim_box.js';
import { clocks, timedPace } from './play/clocks.js';
import { conditionalBox } from './play/conditional.js';
import { drawBox } from './play/draw_box.js';
import { endDialog } from './play/end_dialog.js';
import { evalBar } from './play/eval_bar.js';
import { gameLinks } from './play/game_links.js';
import { historyBanner, historyKeys } from './play/history.js';
import { loopTracker } from './play/loops.js';
import { moveForm } from './play/move_form.js';
import { moveList } from './play/move_list.js';
import { startNew } from './play/new_game.js';
import { pitNote } from './play/pit_note.js';
import { premoves } from './play/premove.js';
import { presence } from './play/presence.js';
import { rematchBox } from './play/rematch.js';
import { whyNot, notLegal } from './play/refusals.js';
import { seatNote, waitingCard } from './play/seats.js';
import { settings } from './play/settings.js';
import { shareBox } from './play/share_box.js';
import { playState, myTurn, canMove } from './play/state.js';
import { statusLine } from './play/status.js';

const words = {
  moves: () => t('play.moves'),
  // The server's score is the side to move's: said here as the side ahead (lib/engine_score.js).
  hint: (r, score, game) => (r.pv && r.pv.length > 1 ? t('play.hint.then', { move: r.move, score: scoreWords(score, game), then: r.pv.slice(1, 4).join(' ') })
    : t('play.hint', { move: r.move, score: scoreWords(score, game) })),
  offerSent: () => t('play.share.offerSent'),
  tab: (yourTurn, title) => (yourTurn ? t('play.tab.yourTurn', { game: title }) : t('play.tab', { game: title })),
};

export async function render(main, id, mode = 'play') {
  const [{ game: first }, meta] = await busy(Promise.all([getGame(id), getMeta()]));
  const rules = meta.games.find((g) => g.name === first.game) || {};
  const title = titleOf(first.game, first.title);
  // The game's own words for a refused pit (src/games/<folder>/web/refusal.js); without them
  // the page still says the generic reasons.
  const refusal = rules.refusal_page ? await import(`/${rules.refusal_page}`).catch(() => null) : null;
  // The account holds a seat taken in another browser: bring its token here, and play it.
  if (mode !== 'watch' && first.status === 'ongoing' && !getToken(id) && accountSeat(first))
    await busy(claimSeat(id)).catch((e) => toast(explain(e), 'error'));
  const st = playState(id, first, { mode, token: mode === 'watch' ? null : getToken(id), rules, refusal });
  const { friend, token } = st;
  let queue = Promise.resolve();
  let latestPly = -1; // the ply of the newest state received (before its animation is shown)
  // The subscription: it orders every state by version (offer), sends a move over the socket
  // (request) and fetches the state (refresh).
  let live = null;
  let dropped = 0; // states not newer than one received: shown as data-dropped, for the tests
  let wasMyTurn = false; // for the "your turn" sound
  // An animation was skipped (when, or 0): the states that follow until this browser's turn
  // (an engine's reply) are not animated either, if they come within a few seconds.
  let skipRest = 0;

  // ---- the components ----
  const note = pitNote();
  const who = presence(st);
  const clock = clocks(first, () => live.refresh().catch(() => {}));
  const bar = evalBar(st, () => getEval(id));
  const area = boardArea(st, {
    slots: { name: who.name, presence: who.presence, clock: clock.el }, evalBar: bar.el,
    onPick: (pit) => play(pit),
    onRefused: (pit) => {
      if (st.game && pre.click(pit)) return;
      const why = st.game && whyNot(st, pit);
      if (why) note.say(why, 'refused');
    },
  });
  const pre = premoves(st, { board: area.board, note, onPlay: (pit) => play(pit) });
  const status = statusLine(st, { spectators: who.spectators });
  const banner = historyBanner(st, { onBack: () => leaveView() });
  const waiting = waitingCard(st, { onCancel: () => send('cancel') });
  const endgame = endgamePanel();
  // The screen-reader mode's words and command line (lib/speech/): a move typed there is played
  // as the move form's is; the reader sits at their own side (or the side the board shows).
  const speech = speechBox({
    rules, me: () => st.me, from: () => st.me || (st.flipped ? 'north' : 'south'),
    position: () => st.game && { board: st.game.board, captured: st.game.captured, toMove: st.game.to_move, legal: st.game.legal },
    clocks: () => (first.clock || first.correspondence ? { south: clock.el.south.textContent, north: clock.el.north.textContent,
      running: ['south', 'north'].find((s) => clock.el[s].dataset.running === 'true') || null } : null),
    tryMove: (pit) => {
      if (canMove(st) && !st.sending && st.game.legal.includes(pit)) {
        play(pit);
        return '';
      }
      return whyNot(st, pit) || notLegal(pit);
    },
  });
  const form = moveForm(st, { onPlay: (pit) => play(pit), onRefused: (why) => note.say(why, 'refused') });
  const buttons = actions(st, {
    onUndo: () => send('undo'), onHint: hint, onResign: () => send('resign'), onAbort: () => send('abort'), onNew: () => startNew(st),
    onFlip: () => {
      st.flipped = !st.flipped;
      localStorage.setItem(st.flipKey, String(st.flipped));
      area.flip();
      bar.draw();
    },
    onEval: () => {
      st.evalOn = !st.evalOn;
      localStorage.setItem('manqala.eval', String(st.evalOn));
      bar.draw();
      if (st.evalOn) bar.refresh();
    },
  });
  const share = shareBox(st, { onShare: shareLoop });
  const conditional = conditionalBox(st, {
    onSave: (lines) => action(id, 'conditional', { lines }).then((r) => r.lines),
    onLoad: () => action(id, 'conditional').then((r) => r.lines),
  });
  const drawOffer = drawBox(st, { onDraw: (answer) => send('draw', { answer }) });
  const claim = claimBox(st, { onClaim: (result) => send('claim', { result }) });
  const chat = chatBox(st, { onSend: sayInChat });
  const loops = loopTracker(st, () => getReplay(id), () => st.game && redraw());
  const moves = moveList(st, { onView: (k) => enterView(k) });
  const links = gameLinks(st);
  const rematch = rematchBox(st, { onRematch: (answer) => send('rematch', { answer }) });
  const dialog = endDialog(st, { onNew: () => startNew(st), rematch });
  const section = h('section.play', { dataset: { game: first.game } },
    h('div.play-main', {}, status.el, status.banner, banner.el, waiting.el, area.el, note.el, speech.el, endgame.el),
    h('aside.panel', {},
      h('h1.game-title', {}, title, h('small.muted', { dataset: { testid: 'game-options' } }, ' ', optionsInWords(meta, first.game, first.options))),
      seatNote(st), claim.el, form.el, buttons.el, settings({ onNames: (on) => area.board.setNames(on) }).el, share.el, drawOffer.el, chat.el,
      conditional.el,
      h('h2', {}, words.moves()), moves.el, links.el),
    dialog.el);
  main.append(section);
  // Any control but a pit cancels a premove.
  section.addEventListener('click', (e) => e.target.closest('button, a, input, select') && !e.target.closest('[data-pit]') && pre.cancel(), true);

  // ---- states ----
  // Every state, whatever brought it, is offered to the subscription, which passes on only
  // those newer than any before (live.js subscribe). Those come here and go through one queue,
  // so animations never overlap and arrive in order.
  function show(g) {
    latestPly = g.ply;
    clock.sync(g); // at once, not after the animations queued before it
    queue = queue.then(() => busy(apply(g))).catch((e) => toast(explain(e), 'error'));
    return queue;
  }

  // A state from an action's answer or a refusal. When it is not newer (the socket brought
  // that state, or a later one, first) the page redraws what it shows: legal pits were held
  // back while the action was in flight.
  const receive = (g) => (live.offer(g, 'action') ? queue : redraw());
  const redraw = () => (queue = queue.then(() => st.game && draw()));

  async function apply(g) {
    if (g.id !== id) return;
    const prev = st.game;
    const same = prev && prev.ply === g.ply && prev.position === g.position && prev.status === g.status;
    if (!same) {
      share.answer(null); // an answer to a proposal holds for that position only
      if (note.kind() !== 'refused' || g.ply !== prev?.ply) note.say('');
      if (prev && g.ply === prev.ply + 1 && g.last && st.viewing === null) {
        status.playing(g.last.side, g.last.move);
        area.active(g.last.side);
        // A truncated trace (an endless-looking relay cut at 3,000 events): jump to the end;
        // after a skipped animation, the states already queued behind it too.
        const skipped = await area.animate(g, prev, {
          speed: g.last.truncated || (skipRest && performance.now() - skipRest < 3000) ? 'off' : animSpeed(),
          duration: timedPace(g),
          onEvent: (ev) => (ev.k === 'drop' || ev.k === 'capture') && sound(ev.k),
        });
        if (skipped) skipRest = performance.now();
      }
    }
    if (myTurn(st, g) || g.status !== 'ongoing') skipRest = 0; // skipped up to here
    st.game = g;
    section.dataset.version = g.version;
    draw();
    if (!same) tell(g, prev);
    if (!same) gameShown(g, { seated: !!token }); // the notices of this game now done go, here and in the reader's other tabs
    pre.after(g);
  }

  // The screen-reader mode says each new move (the last, when several came at once), or the end
  // of a game that ended without one (a resignation, the clock).
  function tell(g, prev) {
    if (g.last && (!prev || g.ply > prev.ply)) speech.moved(fromState(g), { quiet: !prev });
    else if (g.last && g.ply < prev.ply) speech.moved(fromState(g), { quiet: true }); // taken back: "last" is this one
    else if (prev && prev.status === 'ongoing' && g.status !== 'ongoing') speech.say(endWords(stateAfter(g), g.game, st.me));
  }

  function draw() {
    const g = st.game;
    area.draw();
    banner.draw();
    status.draw();
    const turn = myTurn(st);
    if (turn && !wasMyTurn && g.ply > 0) sound('turn');
    wasMyTurn = turn;
    // The tab says when it is this browser's move (not at one screen, where it always is).
    const solo = friend || st.humanSides.length === 1;
    document.title = words.tab(turn && solo, title);
    loops.track(g);
    if (g.status === 'ongoing' && token) localStorage.removeItem(`manqala.over.${id}`); // listed on the home page again
    who.draw(g);
    waiting.draw();
    buttons.draw();
    form.draw();
    share.draw(loops.state(g));
    conditional.draw();
    drawOffer.draw();
    claim.draw();
    moves.draw();
    links.draw();
    endgame.show(g.endgame);
    dialog.draw();
    if (st.evalOn && !g.thinking && g.status === 'ongoing') bar.refresh();
  }

  // ---- earlier positions, read-only, from the move list or the arrow keys ----
  async function enterView(k) {
    const g = st.game;
    if (!g) return;
    k = Math.max(0, Math.min(g.ply, k));
    if (k === g.ply) return leaveView();
    // The replay's frames, fetched again once the game has moved on.
    if (!st.frames || st.frames.ply !== g.ply || st.frames.position !== g.position) {
      try {
        const r = await busy(getReplay(id));
        st.frames = { ply: g.ply, position: g.position, list: r.frames };
      } catch (e) {
        return toast(explain(e), 'error');
      }
    }
    if (!st.frames.list[k]) return;
    area.board.skip();
    st.viewing = k;
    draw();
  }
  function leaveView() {
    if (st.viewing === null) return;
    st.viewing = null;
    banner.draw();
    area.draw();
    moves.mark();
    redraw();
  }
  const onKey = historyKeys(st, { onView: enterView, onBack: leaveView });
  document.addEventListener('keydown', onKey);

  // ---- actions ----
  async function play(pit) {
    if (st.sending || !canMove(st)) return;
    if (friend) return playLive(pit);
    st.sending = true;
    area.board.setLegal([]);
    try {
      const r = await busy(action(id, 'move', { move: pit, ply: st.game.ply }));
      st.sending = false;
      await receive(r.game);
    } catch (e) {
      st.sending = false;
      failed(e);
    }
  }

  // Between people the move goes over the socket (ack or error by id); when the socket is
  // closed or does not answer in time, the same move at the same ply goes by POST, which the
  // server answers idempotently if the socket's copy got through after all.
  async function playLive(pit) {
    st.sending = true;
    area.board.setLegal([]);
    const ply = st.game.ply;
    try {
      let r = null;
      try {
        if (!live) throw Object.assign(new Error('not connected'), { fallback: true });
        await busy(live.request({ type: 'move', move: pit, ply, token }, 4000));
      } catch (e) {
        if (!e.fallback) throw e;
        r = await busy(action(id, 'move', { move: pit, ply }));
      }
      st.sending = false;
      if (r) await receive(r.game);
      // Acknowledged: the new state came by the socket, or is fetched now.
      else if (latestPly > ply || !(await live.refresh())) await redraw();
    } catch (e) {
      st.sending = false;
      failed(e);
    }
  }

  async function send(name, fields = {}) {
    try {
      const r = await busy(action(id, name, fields));
      if (r.continued) return continueIn(r.continued);
      await receive(r.game);
    } catch (e) {
      failed(e);
    }
  }

  // An undo after the end: the game stays as it ended, and play goes on in a new game linked to
  // it, in this browser's seat (a guest's token is the same there; an account's is fetched).
  function continueIn(next) {
    const account = currentAccount();
    const mine = account && ['south', 'north'].some((s) => st.game && st.game.players[s] === account.name);
    if (!mine && getToken(id)) setToken(next, getToken(id));
    location.hash = `#/play/${next}`;
  }

  // A 409 carries the current state: show it, so the page is never stuck on a stale board.
  function failed(e) {
    toast(explain(e), 'error');
    if (e instanceof ApiError && e.body && e.body.game) receive(e.body.game);
    else if (e instanceof ApiError && e.status === 409) live.refresh().then((fresh) => fresh || redraw(), redraw);
    else redraw();
  }

  async function hint() {
    try {
      const r = await busy(action(id, 'hint'));
      if (!st.game || r.ply !== undefined && r.ply !== st.game.ply) return; // the game moved on meanwhile
      area.board.mark('hint', r.move);
      const score = fromMover(r.score, st.game.to_move);
      note.say(words.hint(r, score, st.game.game), 'hint', 0);
      note.el.dataset.south = score.south;
    } catch (e) {
      failed(e);
    }
  }

  // A chat message: true once the server has it (its answer holds the whole chat).
  async function sayInChat(text) {
    try {
      chat.receive(await action(id, 'chat', { text }));
      return true;
    } catch (e) {
      chat.refused(explain(e));
      return false;
    }
  }

  async function shareLoop() {
    try {
      const r = await busy(action(id, 'share'));
      await receive(r.game);
      if (friend) {
        if (!r.accepted) toast(words.offerSent());
        return;
      }
      share.answer(!!r.accepted);
    } catch (e) {
      failed(e);
    }
  }

  // ---- the connection ----
  if (first.clock || first.correspondence) clock.start();
  const stop = subscribe(id, show, (s) => {
    status.link(s);
    const lost = s === 'reconnecting' || s === 'offline';
    if (lost === st.offline) return;
    st.offline = lost;
    if (lost) area.board.setLegal([]);
    if (st.game) redraw();
  }, { token: friend ? token : null, onDropped: () => (section.dataset.dropped = ++dropped), onChat: (msg) => chat.receive(msg) });
  live = stop;
  stop.offer(first, 'fetch');
  return () => {
    stop();
    document.removeEventListener('keydown', onKey);
    note.stop();
    speech.stop();
    clock.stop();
    buttons.stop();
    dialog.stop();
  };
}
