// The play page: one game, live. The server is the authority; this page draws what it
// says, animates each new move from its trace, and sends the human's actions.
// Games between two people (opponent "friend") add presence, clocks, moves sent over the
// WebSocket, and the loop-sharing offer; #/watch/<id> shows any game read-only (mode 'watch').
import { Board, pitIndex } from '../board/board.js';
import { accountSeat, claimSeat } from '../lib/api/accounts.js';
import { getGame, getMeta, action, inviteUrl, getEval, newGame, getReplay } from '../lib/api/games.js';
import { ApiError, explain } from '../lib/api/request.js';
import { getToken, getSide, getInvite } from '../lib/api/seats.js';
import { endgamePanel } from '../lib/endgame.js';
import { linkRow } from '../lib/forms.js';
import { subscribe } from '../lib/live.js';
import { clocks } from './play/clocks.js';
import { presence } from './play/presence.js';
import { h, toast, busy, animSpeed, setAnimSpeed, animForced, numberedMoves, sideName, twoClicks, resultSentence, boardOrder,
  sound, soundOn, setSound } from '../lib/ui.js';

export async function render(main, id, mode = 'play') {
  const [{ game: first }, meta] = await busy(Promise.all([getGame(id), getMeta()]));
  const rules = meta.games.find((g) => g.name === first.game) || {};
  // The game's own words for a refused pit (src/games/<folder>/web/refusal.js); without them
  // the page still says the generic reasons.
  const refusal = rules.refusal_page ? await import(`/${rules.refusal_page}`).catch(() => null) : null;
  const watchOnly = mode === 'watch';
  // The account holds a seat taken in another browser: bring its token here, and play it.
  if (!watchOnly && first.status === 'ongoing' && !getToken(id) && accountSeat(first))
    await busy(claimSeat(id)).catch((e) => toast(explain(e), 'error'));
  const token = watchOnly ? null : getToken(id);
  const friend = first.opponent === 'friend';
  // The seat this browser holds in a game between people (kept at create/join time); when
  // unknown but only one seat is taken, it is the creator's.
  const mySide = friend && token ? getSide(id) || soleSeat(first) : null;
  const spectator = watchOnly || (friend && !token);
  const humanSides = ['south', 'north'].filter((s) => first.players[s] === 'human');
  const flipKey = `manqala.flip.${id}`;
  let flipped = localStorage.getItem(flipKey) !== null
    ? localStorage.getItem(flipKey) === 'true'
    : friend ? mySide === 'north' : humanSides.length === 1 && humanSides[0] === 'north';
  let shown = null; // the GameState on screen
  let queue = Promise.resolve();
  let sending = false;
  let evalOn = !friend && !watchOnly && localStorage.getItem('manqala.eval') === 'true';
  let latestPly = -1; // the ply of the newest state received (before its animation is shown)
  // The subscription: it orders every state by version (offer), sends a move over the socket
  // (request) and fetches the state (refresh).
  let live = null;
  let dropped = 0; // states not newer than one received: shown as data-dropped, for the tests
  let dialogShownFor = null;
  let offline = false; // the connection is lost: nothing can be sent until it is back
  let viewing = null; // the ply of an earlier position shown read-only, or null: the game
  let wasMyTurn = false; // for the "your turn" sound
  // An animation was skipped (when, or 0): the states that follow until this browser's turn
  // (an engine's reply) are not animated either, if they come within a few seconds.
  let skipRest = 0;
  // Loops (Al-manqala): per ply, the position (board and side to move) and the seeds captured,
  // to offer sharing only when the game seems to go round.
  let hist = null; // [{ key, total }] for plies 0..n, or null while unknown
  let histAsked = null;
  const me = friend ? mySide : humanSides.length === 1 ? humanSides[0] : null; // "You won" / "You lost"

  // ---- layout ----
  const toMove = h('div.to-move', { dataset: { testid: 'to-move' }, 'aria-live': 'polite' });
  const thinking = h('div.thinking', { dataset: { testid: 'thinking' }, hidden: true }, h('span.spinner'), 'engine thinking…');
  const link = h('span.link', { dataset: { testid: 'link' } });
  const spectators = h('span.spectators', { dataset: { testid: 'spectators' }, hidden: !friend });
  const strip = (side) => {
    const tally = h('span.tally', { dataset: { testid: `captured-${side}` } }, '0');
    const presence = h('span.presence', { dataset: { testid: `presence-${side}` }, hidden: !friend });
    const clock = h('span.clock', { dataset: { testid: `clock-${side}` }, hidden: !first.clock, role: 'timer',
      'aria-label': `${sideName(side)}’s clock` });
    const label = friend ? (side === mySide ? 'you' : mySide ? 'opponent' : 'player') : who(first, side);
    const name = h('small', { dataset: { testid: `name-${side}` } }, ' ' + label);
    const el = h(`div.player.${side}`, {}, h('span.who', {}, sideName(side), name, ' ', presence),
      h('span.right', {}, h('span.captured', {}, 'captured ', tally), clock));
    return { el, tally, presence, clock, name };
  };
  const strips = { north: strip('north'), south: strip('south') };
  const boardBox = h('div.board-box');
  const evalFill = h('div.eval-fill');
  const evalText = h('div.eval-text');
  const evalBar = h('div.eval-bar', { dataset: { testid: 'eval-bar' }, hidden: !evalOn, title: 'evaluation, South’s view' }, evalFill, evalText);
  const board = new Board(boardBox, {
    rows: first.rows, flipped, label: `${first.title} board`,
    names: localStorage.getItem('manqala.names') === 'true', onPick: (pit) => play(pit), arrows: true,
    onRefused: (pit) => { const why = shown && whyNot(pit, shown); if (why) note(why, 'refused'); },
  });
  evalBar.classList.toggle('flipped', flipped); // South's share of the bar sits on South's side
  const boardRow = h('div.board-row', {}, evalBar, boardBox);
  const boardArea = h('div.board-area', {});
  // A short message by the board: why a pit cannot be played, the hint.
  const pitNote = h('p.pit-note', { dataset: { testid: 'pit-note' }, role: 'status', 'aria-live': 'polite' });
  let noteTimer = null;
  const note = (text, kind = 'info', ms = 6000) => {
    clearTimeout(noteTimer);
    pitNote.textContent = text || '';
    pitNote.dataset.kind = kind;
    if (text && ms) noteTimer = setTimeout(() => (pitNote.textContent = ''), ms);
  };
  const connBanner = h('div.conn-banner', { dataset: { testid: 'conn-banner' }, role: 'alert', hidden: true },
    h('span.spinner'), 'Connection lost — reconnecting…');
  // Viewing an earlier position from the move list.
  const historyText = h('span', { dataset: { testid: 'history-text' } });
  const historyBanner = h('div.history-banner', { dataset: { testid: 'history-banner' }, hidden: true },
    historyText, h('button', { type: 'button', dataset: { testid: 'history-back' }, onclick: () => leaveView() }, 'Back to the game'),
    h('small.muted', {}, '← → step, Esc returns'));
  const endgame = endgamePanel();
  const placeStrips = () => boardArea.replaceChildren(
    ...(flipped ? [strips.south.el, boardRow, strips.north.el] : [strips.north.el, boardRow, strips.south.el]));
  placeStrips();

  const moveInput = h('input', { type: 'text', id: 'move-input', placeholder: 'pit, e.g. c1', autocomplete: 'off',
    spellcheck: 'false', maxlength: 3, dataset: { testid: 'move-input' }, 'aria-label': 'type a move' });
  const moveForm = h('form.move-form', { hidden: spectator }, h('label', { for: 'move-input' }, 'Move'), moveInput, h('button', { type: 'submit' }, 'Play'));
  moveForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const m = moveInput.value.trim().toLowerCase();
    if (!m) return;
    if (!shown.legal.includes(m) || !canMove(shown)) {
      const isPit = /^[a-g][1-9]$/.test(m) && Number(m.slice(1)) <= first.rows;
      const why = (isPit && whyNot(m, shown)) || (isPit ? `${m} is not a legal move now.` : `“${m}” is not a pit name.`);
      const legal = canMove(shown) ? ` Legal: ${boardOrder(shown.legal).join(' ')}.` : '';
      toast(why + legal, 'error');
      note(why, 'refused');
      moveInput.select(); // the bad text, selected: typing replaces it
      return;
    }
    moveInput.value = '';
    play(m);
  });

  const btn = (testid, text, onclick, title) => h('button', { type: 'button', dataset: { testid }, onclick, title }, text);
  const undoBtn = btn('undo', 'Undo', () => send('undo'), 'take back your last move');
  const hintBtn = btn('hint', 'Hint', hint, 'show a suggested move');
  const flipBtn = btn('flip', 'Flip board', () => {
    flipped = !flipped;
    localStorage.setItem(flipKey, String(flipped));
    board.setFlipped(flipped);
    evalBar.classList.toggle('flipped', flipped);
    placeStrips();
  });
  let resignArmed = null;
  const resignBtn = btn('resign', 'Resign', () => {
    // Two clicks, so a stray click does not end the game (no modal confirm needed).
    if (!resignArmed) {
      resignBtn.textContent = 'Really resign?';
      resignBtn.classList.add('danger');
      resignArmed = setTimeout(disarm, 4000);
      return;
    }
    disarm();
    send('resign');
  });
  const disarm = () => {
    clearTimeout(resignArmed);
    resignArmed = null;
    resignBtn.textContent = 'Resign';
    resignBtn.classList.remove('danger');
  };
  const newBtn = btn('new-game', 'New game', () => startNew());
  const evalBtn = btn('eval-toggle', 'Evaluation', () => {
    evalOn = !evalOn;
    localStorage.setItem('manqala.eval', String(evalOn));
    evalBar.hidden = !evalOn;
    evalBtn.setAttribute('aria-pressed', String(evalOn));
    if (evalOn) refreshEval();
  });
  evalBtn.setAttribute('aria-pressed', String(evalOn));
  const namesBox = h('input', { type: 'checkbox', id: 'names', checked: board.el.classList.contains('show-names'),
    dataset: { testid: 'names-toggle' }, onchange: () => {
      board.setNames(namesBox.checked);
      localStorage.setItem('manqala.names', String(namesBox.checked));
    } });
  const speedSel = h('select', { id: 'speed', dataset: { testid: 'anim-speed' }, disabled: animForced(),
    onchange: () => setAnimSpeed(speedSel.value) },
    ['normal', 'fast', 'off'].map((v) => h('option', { value: v, selected: v === animSpeed() }, v)));

  // Sharing ends the game (the engine may accept; at one screen it is accepted at once): two
  // clicks, as Resign. Between people it is only an offer, which the other side accepts.
  const shareBtn = friend ? btn('share', 'Offer to share the loop', share)
    : twoClicks({ dataset: { testid: 'share' } }, 'Propose sharing the loop', 'Really share the loop?', share, true);
  const shareInfo = h('p.share-info', { dataset: { testid: 'share-info' } });
  const shareResult = h('p.share-result', { dataset: { testid: 'share-result' }, 'aria-live': 'polite' });
  // Between people: the other side's offer, to accept (a move withdraws it).
  const shareOfferText = h('span', { dataset: { testid: 'share-offer' } });
  const shareAccept = btn('share-accept', 'Accept', share, 'accept sharing the loop: the game ends with this split');
  const shareOffer = h('div.share-offer', { hidden: true, role: 'alert' }, shareOfferText, ' ', shareAccept);
  const shareBox = h('div.share-box', { hidden: !rules.shares_loops }, shareBtn, shareOffer, shareInfo, shareResult);
  if (spectator) shareBtn.hidden = true;
  if (friend) {
    // No take-backs, hints or evaluation between people (refused, or they would be cheating).
    undoBtn.hidden = hintBtn.hidden = evalBtn.hidden = true;
    evalBar.hidden = true;
    newBtn.textContent = 'New game…';
  }
  if (spectator) resignBtn.hidden = undoBtn.hidden = hintBtn.hidden = evalBtn.hidden = true;
  // While a seat is open: who we wait for, and (for the creator) the invitation again.
  const waiting = h('div.waiting.card', { dataset: { testid: 'waiting' }, hidden: true });

  const moveList = h('div.move-list', { dataset: { testid: 'move-list' }, 'aria-label': 'moves', role: 'log' });
  moveList.addEventListener('click', (e) => {
    const b = e.target.closest('button.mv');
    if (b) enterView(Number(b.dataset.ply));
  });
  const soundBox = h('input', { type: 'checkbox', id: 'sound', checked: soundOn(), dataset: { testid: 'sound-toggle' },
    onchange: () => setSound(soundBox.checked) });
  const seatNote = h('p.muted', { dataset: { testid: 'seat-note' }, hidden: !spectator && (!!token || !humanSides.length) },
    watchOnly && getToken(id) ? 'You are watching (spectator view): ' : 'You are watching: this browser holds no seat for this game. ',
    watchOnly && getToken(id) ? h('a', { href: `#/play/${id}` }, 'go to your seat') : '');

  const resultText = h('p.result-text', { dataset: { testid: 'result-text' } });
  const resultDetail = h('p.muted', { dataset: { testid: 'result-detail' } });
  const dialog = h('dialog.result', { dataset: { testid: 'result-dialog' }, 'aria-labelledby': 'result-title' },
    h('h2', { id: 'result-title' }, 'Game over'), resultText, resultDetail,
    h('div.buttons', {},
      h('button.primary', { type: 'button', dataset: { testid: 'dialog-new-game' }, onclick: () => { dialog.close(); startNew(); } }, 'New game'),
      h('a.button', { href: `#/replay/${id}`, dataset: { testid: 'dialog-replay' } }, 'Replay'),
      h('a.button', { href: `#/review/${id}`, dataset: { testid: 'dialog-review' } }, 'Review'),
      h('button', { type: 'button', dataset: { testid: 'dialog-close' }, onclick: () => dialog.close() }, 'Close')));

  // The analysis board: against the engine, or once the game is over; never while a game
  // between people goes on (the engine would help one of them).
  const analyseA = h('a', {}, 'Analyse');
  const analyseLink = h('span', { dataset: { testid: 'game-analyse' }, hidden: true }, ' · ', analyseA);
  const reviewLink = h('span', { dataset: { testid: 'game-review' }, hidden: true }, ' · ', h('a', { href: `#/review/${id}` }, 'Review'));
  const drawAnalyseLink = (g) => {
    reviewLink.hidden = g.status === 'ongoing';
    const engineSeat = ['south', 'north'].some((s) => g.players[s] === 'engine');
    analyseLink.hidden = !(g.status !== 'ongoing' || (!friend && engineSeat && g.source !== 'import'));
    analyseA.href = `#/analysis/${g.game}?from=${id}&ply=${viewing ?? g.ply}`;
  };
  const section = h('section.play', { dataset: { game: first.game } },
    h('div.play-main', {}, h('div.status', {}, toMove, thinking, spectators, link), connBanner, historyBanner, waiting, boardArea,
      pitNote, endgame.el),
    h('aside.panel', {},
      h('h1.game-title', {}, first.title, h('small.muted', {}, ' ', first.options)),
      seatNote, moveForm,
      h('div.controls', {}, undoBtn, hintBtn, flipBtn, resignBtn, newBtn, evalBtn),
      h('div.settings', {}, h('label', {}, namesBox, ' pit names'), h('label', {}, 'animation ', speedSel),
        h('label', {}, soundBox, ' sound')),
      shareBox,
      h('h2', {}, 'Moves'), moveList,
      h('p.game-links', {}, h('a', { href: `#/replay/${id}`, dataset: { testid: 'game-replay' } }, 'Replay this game'),
        analyseLink, reviewLink, h('small.muted', {}, ' · click a move to see its position'))),
    dialog);
  main.append(section);

  // ---- state ----
  const myTurn = (g) => friend
    ? !!token && g.status === 'ongoing' && bothSeated(g) && (!mySide || g.to_move === mySide)
    : !!token && g.status === 'ongoing' && !g.thinking && g.players[g.to_move] === 'human';
  // A move may be made now: this browser's turn, the connection up, the game's own position shown.
  const canMove = (g) => myTurn(g) && !offline && viewing === null;

  // Every state, whatever brought it, is offered to the subscription, which passes on only
  // those newer than any before (api.js subscribe). Those come here and go through one queue,
  // so animations never overlap and arrive in order.
  function show(g) {
    latestPly = g.ply;
    clock.sync(g); // at once, not after the animations queued before it
    queue = queue.then(() => busy(apply(g))).catch((e) => toast(e.message, 'error'));
    return queue;
  }

  // A state from an action's answer or a refusal. When it is not newer (the socket brought
  // that state, or a later one, first) the page redraws what it shows: legal pits were held
  // back while the action was in flight.
  const receive = (g) => (live.offer(g, 'action') ? queue : redraw());
  const redraw = () => (queue = queue.then(() => shown && draw(shown)));

  async function apply(g) {
    if (g.id !== id) return;
    const prev = shown;
    const same = prev && prev.ply === g.ply && prev.position === g.position && prev.status === g.status;
    if (!same) {
      shareResult.textContent = ''; // an answer to a proposal holds for that position only
      if (pitNote.dataset.kind !== 'refused' || g.ply !== prev?.ply) note('');
      if (prev && g.ply === prev.ply + 1 && g.last && viewing === null) {
        const mover = g.last.side;
        let cap = { ...(g.last.captured_before || prev.captured) };
        drawTallies(cap);
        drawToMove({ ...g, status: 'ongoing', thinking: false, to_move: mover }, `${sideName(mover)} plays ${g.last.move}`);
        const skipped = await board.animate(g.last.board_before, g.last.trace, {
          // A truncated trace (an endless-looking relay cut at 3,000 events): jump to the end;
          // after a skipped animation, the states already queued behind it too.
          speed: g.last.truncated || (skipRest && performance.now() - skipRest < 3000) ? 'off' : animSpeed(), after: g.board,
          captureTarget: () => strips[mover].tally,
          onStep: (ev) => {
            cap = { ...cap, [mover]: cap[mover] + ev.n };
            drawTallies(cap);
          },
          onEvent: (ev) => (ev.k === 'drop' || ev.k === 'capture') && sound(ev.k),
        });
        if (skipped) skipRest = performance.now();
      }
    }
    if (myTurn(g) || g.status !== 'ongoing') skipRest = 0; // skipped up to here
    shown = g;
    section.dataset.version = g.version;
    draw(g);
  }

  function draw(g) {
    if (viewing === null) {
      board.set(g.board, { legal: canMove(g) && !sending ? g.legal : [], last: g.last && g.last.move });
      drawTallies(g.captured);
    } else drawView();
    boardArea.classList.toggle('offline', offline);
    drawToMove(g);
    const turn = myTurn(g);
    if (turn && !wasMyTurn && g.ply > 0) sound('turn');
    wasMyTurn = turn;
    // The tab says when it is this browser's move (not at one screen, where it always is).
    const solo = friend || humanSides.length === 1;
    document.title = `${turn && solo ? '• Your turn — ' : ''}${first.title} — manqala`;
    trackLoop(g);
    if (g.status === 'ongoing' && token) localStorage.removeItem(`manqala.over.${id}`); // listed on the home page again
    thinking.hidden = !g.thinking;
    const over = g.status !== 'ongoing';
    if (friend) drawFriend(g);
    // Undo takes back the human's last move, or the move or resignation that ended the game.
    const humanMoved = g.moves.some((m) => g.players[m.side] === 'human');
    undoBtn.disabled = !token || !(humanMoved || (over && g.result && g.result.reason === 'resigned'));
    hintBtn.disabled = !myTurn(g);
    resignBtn.disabled = !token || over;
    moveInput.disabled = !canMove(g);
    const loop = friend ? { plausible: true } : loopState(g);
    shareBtn.disabled = !token || over || !g.share || offline || !loop.plausible || (friend && (!bothSeated(g) || g.share_offer === mySide));
    shareInfo.textContent = g.share
      ? `Sharing the board now would give South ${g.share.south}, North ${g.share.north}: ${g.share.winner === 'draw' ? 'a draw' : sideName(g.share.winner) + ' wins'}.`
      : over ? '' : 'Nothing to share.';
    if (g.share && !over && !loop.plausible)
      shareInfo.textContent += loop.known
        ? ` Sharing is offered once the game goes round: a position repeated, or ${LOOP_PLIES} moves without a capture (now ${loop.since}).`
        : ' Sharing is offered once the game goes round.';
    drawMoves(g);
    drawAnalyseLink(g);
    endgame.show(g.endgame);
    if (over && dialogShownFor !== g.ply) {
      dialogShownFor = g.ply;
      resultText.textContent = resultSentence(g.result, g.captured, me);
      resultDetail.textContent = g.result ? g.result.text : '';
      if (!dialog.open && dialog.isConnected) dialog.showModal(); // (not on a page already left)
    }
    if (!over) dialogShownFor = null;
    if (evalOn && !g.thinking && !over) refreshEval();
  }

  function drawTallies(c) {
    for (const s of ['south', 'north']) {
      strips[s].tally.textContent = c[s];
      strips[s].tally.dataset.count = c[s];
    }
  }

  function drawToMove(g, note) {
    toMove.dataset.side = g.to_move;
    if (note) toMove.textContent = note;
    else if (g.status !== 'ongoing') toMove.textContent = resultSentence(g.result, g.captured, me);
    else if (friend) toMove.textContent = !bothSeated(g) ? (mySide ? 'Waiting for your opponent to join' : 'Waiting for a second player')
      : mySide ? (g.to_move === mySide ? `Your move (${sideName(mySide)})` : `Opponent’s move (${sideName(g.to_move)})`)
      : `${sideName(g.to_move)} to move`;
    else toMove.textContent = `${sideName(g.to_move)} to move${myTurn(g) ? ' (you)' : g.players[g.to_move] === 'engine' ? ' (engine)' : ''}`;
    for (const s of ['south', 'north']) strips[s].el.classList.toggle('active', g.status === 'ongoing' && g.to_move === s);
  }

  // Each pair of moves (its number, South's and North's) on one line; a move's button shows
  // the position after it.
  function drawMoves(g) {
    const pairs = [];
    for (const { num, move, ply } of numberedMoves(g.moves.map((m) => m.move))) {
      if (num || !pairs.length) pairs.push(h('span.pair', {}, num ? h('span.num', {}, num) : null));
      const m = g.moves[ply - 1];
      pairs[pairs.length - 1].append(h('button.mv', { type: 'button', dataset: { ply }, class: ply === g.ply ? 'current' : '',
        title: `${sideName(m.side)}, ${(m.ms / 1000).toFixed(1)} s: click to see the position after it` }, move));
    }
    moveList.replaceChildren(...pairs);
    markViewed();
    if (viewing === null) moveList.scrollTop = moveList.scrollHeight;
  }
  const markViewed = () => {
    for (const b of moveList.querySelectorAll('.mv')) b.classList.toggle('viewed', Number(b.dataset.ply) === viewing);
  };

  // ---- earlier positions, read-only, from the move list or the arrow keys ----
  let frames = null; // the replay's frames, for the ply they were fetched at
  async function framesFor(g) {
    if (!frames || frames.ply !== g.ply || frames.position !== g.position) {
      const r = await busy(getReplay(id));
      frames = { ply: g.ply, position: g.position, list: r.frames };
    }
    return frames.list;
  }
  async function enterView(k) {
    if (!shown) return;
    k = Math.max(0, Math.min(shown.ply, k));
    if (k === shown.ply) return leaveView();
    let list;
    try {
      list = await framesFor(shown);
    } catch (e) {
      return toast(explain(e), 'error');
    }
    if (!list[k]) return;
    board.skip();
    viewing = k;
    drawView(list);
    draw(shown);
  }
  function drawView(list = frames && frames.list) {
    const f = list && list[viewing];
    if (!f) return;
    board.set(f.board, { legal: [], last: f.move });
    drawTallies(f.captured);
    historyBanner.hidden = false;
    boardArea.classList.add('viewing');
    historyText.textContent = viewing === 0 ? `Starting position (of ${shown.ply} moves)`
      : `Position after move ${viewing} of ${shown.ply}: ${sideName(f.side)} played ${f.move}`;
    historyBanner.dataset.ply = viewing;
    markViewed();
  }
  function leaveView() {
    if (viewing === null) return;
    viewing = null;
    historyBanner.hidden = true;
    boardArea.classList.remove('viewing');
    markViewed();
    redraw();
  }
  const onKey = (e) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || !shown) return;
    if (e.target.closest && e.target.closest('input, textarea, select, dialog')) return;
    const act = {
      ArrowLeft: () => enterView((viewing ?? shown.ply) - 1),
      ArrowRight: () => viewing !== null && enterView(viewing + 1),
      Home: () => enterView(0),
      End: () => leaveView(),
      Escape: () => leaveView(),
    }[e.key];
    if (!act || (viewing === null && !['ArrowLeft', 'Home'].includes(e.key))) return;
    e.preventDefault();
    act();
  };
  document.addEventListener('keydown', onKey);

  // ---- loops: sharing is offered when the game seems to go round ----
  const posKey = (board, side) => JSON.stringify(board) + side;
  const total = (c) => c.south + c.north;
  function trackLoop(g) {
    if (friend || !rules.shares_loops) return;
    const entry = { key: posKey(g.board, g.to_move), total: total(g.captured) };
    if (g.ply === 0) hist = [entry];
    else if (hist && hist.length >= g.ply) {
      hist.length = g.ply; // the plies before are the same game (an undo only shortens it)
      hist.push(entry);
    } else if (!histAsked) {
      // Not known from the start (the page opened mid-game, or states were missed): the replay.
      histAsked = getReplay(id).then((r) => {
        hist = r.frames.map((f) => ({ key: posKey(f.board, f.to_move), total: total(f.captured) }));
        histAsked = null;
        if (shown) redraw();
      }, () => { histAsked = null; });
    }
  }
  function loopState(g) {
    if (!hist || hist.length !== g.ply + 1) return { known: false, plausible: false };
    let since = 0;
    for (let k = g.ply; k > 0 && hist[k].total === hist[k - 1].total; k--) since++;
    const repeated = hist.slice(0, -1).some((e) => e.key === hist[g.ply].key);
    return { known: true, since, repeated, plausible: repeated || since >= LOOP_PLIES };
  }

  // ---- why a pit cannot be played, in words (the state says all that is needed) ----
  function whyNot(pit, g) {
    if (viewing !== null) return 'You are looking at an earlier position: go back to the game to move.';
    if (offline) return 'The connection is lost: wait until it is back.';
    if (g.status !== 'ongoing') return 'The game is over.';
    if (spectator || !token) return 'You are watching: this browser holds no seat in this game.';
    if (friend && !bothSeated(g)) return 'Your opponent has not joined yet.';
    if (g.thinking || g.players[g.to_move] === 'engine') return 'Not your turn: the engine is to move.';
    if (friend && mySide && g.to_move !== mySide) return 'Not your turn: your opponent is to move.';
    if (sending) return null;
    const [r, c] = pitIndex(pit);
    const owner = r < g.rows / 2 ? 'south' : 'north';
    const rowsOf = (s) => (g.rows === 4 ? (s === 'south' ? 'rows 1 and 2' : 'rows 3 and 4') : s === 'south' ? 'row 1' : 'row 2');
    if (owner !== g.to_move)
      return `Not your side: ${pit} is ${sideName(owner)}’s; ${sideName(g.to_move)} plays ${rowsOf(g.to_move)}.`;
    const n = g.board[r][c];
    if (n === 0) return `${pit} is empty.`;
    const count = (p) => { const [pr, pc] = pitIndex(p); return g.board[pr][pc]; };
    const own = refusal && refusal.whyNot({ pit, seeds: n, count, legal: g.legal, board: g.board, toMove: g.to_move, sideName, boardOrder });
    if (own) return own;
    return `${pit} is not a legal move now.`;
  }

  // ---- actions ----
  async function play(pit) {
    if (sending || !canMove(shown)) return;
    if (friend) return playLive(pit);
    sending = true;
    board.setLegal([]);
    try {
      const r = await busy(action(id, 'move', { move: pit, ply: shown.ply }));
      sending = false;
      await receive(r.game);
    } catch (e) {
      sending = false;
      failed(e);
    }
  }

  // Between people the move goes over the socket (ack or error by id); when the socket is
  // closed or does not answer in time, the same move at the same ply goes by POST, which the
  // server answers idempotently if the socket's copy got through after all.
  async function playLive(pit) {
    sending = true;
    board.setLegal([]);
    const ply = shown.ply;
    try {
      let r = null;
      try {
        if (!live) throw Object.assign(new Error('not connected'), { fallback: true });
        await busy(live.request({ type: 'move', move: pit, ply, token }, 4000));
      } catch (e) {
        if (!e.fallback) throw e;
        r = await busy(action(id, 'move', { move: pit, ply }));
      }
      sending = false;
      if (r) await receive(r.game);
      // Acknowledged: the new state came by the socket, or is fetched now.
      else if (latestPly > ply || !(await live.refresh())) await redraw();
    } catch (e) {
      sending = false;
      failed(e);
    }
  }

  async function send(name) {
    try {
      const r = await busy(action(id, name));
      await receive(r.game);
    } catch (e) {
      failed(e);
    }
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
      if (!shown || r.ply !== undefined && r.ply !== shown.ply) return; // the game moved on meanwhile
      board.mark('hint', r.move);
      note(`Hint: ${r.move} (${r.score})${r.pv && r.pv.length > 1 ? ', then ' + r.pv.slice(1, 4).join(' ') : ''}`, 'hint', 0);
    } catch (e) {
      failed(e);
    }
  }

  async function share() {
    try {
      const r = await busy(action(id, 'share'));
      await receive(r.game);
      if (friend) {
        if (!r.accepted) toast('Offer sent: your opponent may accept it until the next move.');
        return;
      }
      shareResult.textContent = r.accepted ? 'Sharing accepted: the game ends with the seeds shared.'
        : 'Sharing declined: the engine plays on.';
    } catch (e) {
      failed(e);
    }
  }

  let evalSeq = 0;
  async function refreshEval() {
    const seq = ++evalSeq;
    try {
      const r = await getEval(id);
      if (seq !== evalSeq) return;
      const s = Math.max(-1000, Math.min(1000, r.score));
      // tanh keeps small differences visible and forced wins at the ends.
      evalFill.style.height = `${50 + 50 * Math.tanh(s / 8)}%`;
      evalText.textContent = r.text;
      evalBar.title = `evaluation ${r.text} (South’s view), depth ${r.depth}`;
      evalBar.dataset.score = r.score;
    } catch (e) {
      if (seq === evalSeq) evalText.textContent = '?';
    }
  }

  async function startNew() {
    if (friend || watchOnly) {
      // A new game between people starts from the form (a new invitation to send).
      if (friend) localStorage.setItem('manqala.homeTab', 'friend');
      location.hash = '#/';
      return;
    }
    const options = Object.fromEntries(first.options.split(' ').filter(Boolean).map((kv) => kv.split('=')));
    const human = humanSides.length === 2 ? 'both' : humanSides[0] || 'south';
    try {
      const g = await busy(newGame({ game: first.game, options, human, level: first.level || 4 }));
      location.hash = `#/play/${g.id}`;
    } catch (e) {
      toast(e.message, 'error');
    }
  }

  // ---- between people: presence, waiting, sharing offers ----
  const drawPresence = presence({ strips, spectators, mySide });
  function drawFriend(g) {
    drawPresence(g);
    const open = !bothSeated(g) && g.status === 'ongoing';
    waiting.hidden = !open;
    if (open && !waiting.dataset.drawn) {
      waiting.dataset.drawn = 'true';
      const invite = mySide && getInvite(id);
      waiting.replaceChildren(...[
        h('p.waiting-title', {}, h('span.spinner'), mySide ? 'Waiting for your opponent to join…' : 'Waiting for a second player to join…'),
        invite ? h('p.muted', {}, 'Send your opponent this link (it works once):') : null,
        invite ? linkRow(inviteUrl(id, invite), 'invite-link', 'copy-invite') : null,
        g.listed ? h('p.muted', {}, 'The invitation is also listed in the ', h('a', { href: '#/lobby' }, 'lobby'), '.') : null,
      ].filter(Boolean));
    }
    if (!open) delete waiting.dataset.drawn;
    // Sharing the loop between people: an offer, and the other side's acceptance.
    const offer = g.status === 'ongoing' ? g.share_offer : null;
    const split = g.share ? `${g.share.south}–${g.share.north}` : '';
    shareOffer.hidden = true;
    if (offer && mySide && offer !== mySide) {
      shareOffer.hidden = false;
      shareOfferText.textContent = `Your opponent offers to share the loop: ${split} (South–North). Accept? The offer lapses with the next move.`;
      shareAccept.disabled = !g.share;
    } else if (offer && mySide) {
      shareResult.textContent = 'You offered to share the loop; waiting for your opponent. The offer lapses with the next move.';
    } else if (offer) {
      shareResult.textContent = `${sideName(offer)} offers to share the loop (${split}).`;
    } else shareResult.textContent = '';
  }

  // ---- clocks: the server's times at each state, run down here between states ----
  const clock = clocks({ south: strips.south.clock, north: strips.north.clock }, () => live.refresh().catch(() => {}));
  if (first.clock) clock.start();

  const linkText = { live: 'live', reconnecting: 'reconnecting…', polling: 'polling', offline: 'offline' };
  const stop = subscribe(id, show, (s) => {
    link.textContent = linkText[s] || s;
    link.dataset.state = s;
    const lost = s === 'reconnecting' || s === 'offline';
    if (lost === offline) return;
    offline = lost;
    connBanner.hidden = !lost;
    if (lost) board.setLegal([]);
    if (shown) redraw();
  }, { token: friend ? token : null, onDropped: () => (section.dataset.dropped = ++dropped) });
  live = stop;
  stop.offer(first, 'fetch');
  return () => {
    stop();
    document.removeEventListener('keydown', onKey);
    clearTimeout(noteTimer);
    clock.stop();
    disarm();
    if (dialog.open) dialog.close();
  };
}

const LOOP_PLIES = 20; // moves without a capture after which a loop is plausible

const bothSeated = (g) => !g.seats || (g.seats.south.taken && g.seats.north.taken);
const soleSeat = (g) => {
  const taken = ['south', 'north'].filter((s) => g.seats && g.seats[s].taken);
  return taken.length === 1 ? taken[0] : null;
};

function who(g, side) {
  const p = g.players[side];
  return p === 'engine' ? `engine, level ${g.level}` : p;
}
