// The play page: one game, live. The server is the authority; this page draws what it
// says, animates each new move from its trace, and sends the human's actions.
// Games between two people (opponent "friend") add presence, clocks, moves sent over the
// WebSocket, and the loop-sharing offer; #/watch/<id> shows any game read-only (mode 'watch').
import { getGame, getMeta, action, subscribe, getToken, getSide, getInvite, inviteUrl, getEval, newGame, ApiError, explain,
  accountSeat, claimSeat } from './api.js';
import { Board } from './board.js';
import { h, toast, busy, animSpeed, setAnimSpeed, animForced, numberedMoves, sideName } from './ui.js';
import { linkRow } from './home.js';
import { endgamePanel } from './endgame.js';

export async function render(main, id, mode = 'play') {
  const [{ game: first }, meta] = await busy(Promise.all([getGame(id), getMeta()]));
  const rules = meta.games.find((g) => g.name === first.game) || {};
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
    names: localStorage.getItem('manqala.names') === 'true', onPick: (pit) => play(pit),
  });
  evalBar.classList.toggle('flipped', flipped); // South's share of the bar sits on South's side
  const boardRow = h('div.board-row', {}, evalBar, boardBox);
  const boardArea = h('div.board-area', {});
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
    if (!shown.legal.includes(m) || !myTurn(shown)) {
      toast(myTurn(shown) ? `${m} is not a legal move (legal: ${shown.legal.join(' ')})`
        : friend && !bothSeated(shown) ? 'Your opponent has not joined yet.' : 'It is not your turn.', 'error');
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

  const shareBtn = btn('share', friend ? 'Offer to share the loop' : 'Propose sharing the loop', share);
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
  const seatNote = h('p.muted', { dataset: { testid: 'seat-note' }, hidden: !spectator && (!!token || !humanSides.length) },
    watchOnly && getToken(id) ? 'You are watching (spectator view): ' : 'You are watching: this browser holds no seat for this game. ',
    watchOnly && getToken(id) ? h('a', { href: `#/play/${id}` }, 'go to your seat') : '');

  const resultText = h('p.result-text', { dataset: { testid: 'result-text' } });
  const dialog = h('dialog.result', { dataset: { testid: 'result-dialog' }, 'aria-labelledby': 'result-title' },
    h('h2', { id: 'result-title' }, 'Game over'), resultText,
    h('div.buttons', {},
      h('button.primary', { type: 'button', dataset: { testid: 'dialog-new-game' }, onclick: () => { dialog.close(); startNew(); } }, 'New game'),
      h('a.button', { href: `#/replay/${id}`, dataset: { testid: 'dialog-replay' } }, 'Replay'),
      h('button', { type: 'button', dataset: { testid: 'dialog-close' }, onclick: () => dialog.close() }, 'Close')));

  const section = h('section.play', { dataset: { game: first.game } },
    h('div.play-main', {}, h('div.status', {}, toMove, thinking, spectators, link), waiting, boardArea, endgame.el),
    h('aside.panel', {},
      h('h1.game-title', {}, first.title, h('small.muted', {}, ' ', first.options)),
      seatNote, moveForm,
      h('div.controls', {}, undoBtn, hintBtn, flipBtn, resignBtn, newBtn, evalBtn),
      h('div.settings', {}, h('label', {}, namesBox, ' pit names'), h('label', {}, 'animation ', speedSel)),
      shareBox,
      h('h2', {}, 'Moves'), moveList),
    dialog);
  main.append(section);

  // ---- state ----
  const myTurn = (g) => friend
    ? !!token && g.status === 'ongoing' && bothSeated(g) && (!mySide || g.to_move === mySide)
    : !!token && g.status === 'ongoing' && !g.thinking && g.players[g.to_move] === 'human';

  // Every state, whatever brought it, is offered to the subscription, which passes on only
  // those newer than any before (api.js subscribe). Those come here and go through one queue,
  // so animations never overlap and arrive in order.
  function show(g) {
    latestPly = g.ply;
    syncClock(g); // at once, not after the animations queued before it
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
      if (prev && g.ply === prev.ply + 1 && g.last) {
        const mover = g.last.side;
        let cap = { ...(g.last.captured_before || prev.captured) };
        drawTallies(cap);
        drawToMove({ ...g, status: 'ongoing', thinking: false, to_move: mover }, `${sideName(mover)} plays ${g.last.move}`);
        await board.animate(g.last.board_before, g.last.trace, {
          // A truncated trace (an endless-looking relay cut at 3,000 events): jump to the end.
          speed: g.last.truncated ? 'off' : animSpeed(), after: g.board,
          captureTarget: () => strips[mover].tally,
          onStep: (ev) => {
            cap = { ...cap, [mover]: cap[mover] + ev.n };
            drawTallies(cap);
          },
        });
      }
    }
    shown = g;
    section.dataset.version = g.version;
    draw(g);
  }

  function draw(g) {
    board.set(g.board, { legal: myTurn(g) && !sending ? g.legal : [], last: g.last && g.last.move });
    drawTallies(g.captured);
    drawToMove(g);
    thinking.hidden = !g.thinking;
    const over = g.status !== 'ongoing';
    if (friend) drawFriend(g);
    // Undo takes back the human's last move, or the move or resignation that ended the game.
    const humanMoved = g.moves.some((m) => g.players[m.side] === 'human');
    undoBtn.disabled = !token || !(humanMoved || (over && g.result && g.result.reason === 'resigned'));
    hintBtn.disabled = !myTurn(g);
    resignBtn.disabled = !token || over;
    moveInput.disabled = !myTurn(g);
    shareBtn.disabled = !token || over || !g.share || (friend && (!bothSeated(g) || g.share_offer === mySide));
    shareInfo.textContent = g.share
      ? `Sharing the board now would give South ${g.share.south}, North ${g.share.north}: ${g.share.winner === 'draw' ? 'a draw' : sideName(g.share.winner) + ' wins'}.`
      : over ? '' : 'Nothing to share.';
    drawMoves(g);
    endgame.show(g.endgame);
    if (over && dialogShownFor !== g.ply) {
      dialogShownFor = g.ply;
      resultText.textContent = g.result ? g.result.text : 'The game is over.';
      if (!dialog.open) dialog.showModal();
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
    else if (g.status !== 'ongoing') toMove.textContent = g.result ? g.result.text : 'Game over';
    else if (friend) toMove.textContent = !bothSeated(g) ? (mySide ? 'Waiting for your opponent to join' : 'Waiting for a second player')
      : mySide ? (g.to_move === mySide ? `Your move (${sideName(mySide)})` : `Opponent’s move (${sideName(g.to_move)})`)
      : `${sideName(g.to_move)} to move`;
    else toMove.textContent = `${sideName(g.to_move)} to move${myTurn(g) ? ' (you)' : g.players[g.to_move] === 'engine' ? ' (engine)' : ''}`;
    for (const s of ['south', 'north']) strips[s].el.classList.toggle('active', g.status === 'ongoing' && g.to_move === s);
  }

  function drawMoves(g) {
    moveList.replaceChildren(...numberedMoves(g.moves.map((m) => m.move)).flatMap(({ num, move, ply }) => [
      num ? h('span.num', {}, num) : null,
      h('span.mv', { dataset: { ply }, class: ply === g.ply ? 'current' : '', title: `${sideName(g.moves[ply - 1].side)}, ${(g.moves[ply - 1].ms / 1000).toFixed(1)} s` }, move),
    ]).filter(Boolean));
    moveList.scrollTop = moveList.scrollHeight;
  }

  // ---- actions ----
  async function play(pit) {
    if (sending || !myTurn(shown)) return;
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
      board.mark('hint', r.move);
      toast(`Hint: ${r.move} (${r.score})${r.pv && r.pv.length > 1 ? ', then ' + r.pv.slice(1, 4).join(' ') : ''}`);
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
  function drawFriend(g) {
    for (const s of ['south', 'north']) {
      // A seat taken by an account shows its name (rated games), a link to its profile.
      const account = g.players[s];
      if (!['human', 'engine', 'nobody'].includes(account) && strips[s].name.dataset.account !== account) {
        strips[s].name.dataset.account = account;
        strips[s].name.replaceChildren(' ', h('a', { href: `#/players/${account}` }, account), s === mySide ? ' (you)' : '');
      }
      const seat = (g.seats && g.seats[s]) || {};
      const state = !seat.taken ? 'open' : seat.connected ? 'connected' : 'away';
      const el = strips[s].presence;
      el.dataset.state = state;
      el.textContent = state === 'open' ? 'open seat: waiting for a player' : state === 'connected' ? 'connected' : 'away';
      el.title = state === 'connected' ? 'on this game’s page now' : state === 'away' ? 'not on the page at the moment' : '';
    }
    const n = g.spectators || 0;
    spectators.dataset.count = n;
    spectators.textContent = n === 0 ? 'no spectators' : `${n} spectator${n === 1 ? '' : 's'}`;
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
  let clockBase = null;
  let flagAsked = false;
  function syncClock(g) {
    if (!g.clock) {
      clockBase = null;
      return;
    }
    clockBase = { ...g.clock, at: performance.now(), running: g.status === 'ongoing' ? g.clock.running : null };
    flagAsked = false;
    paintClocks();
  }
  function paintClocks() {
    if (!clockBase) return;
    const now = performance.now();
    for (const s of ['south', 'north']) {
      const running = clockBase.running === s;
      const ms = Math.max(0, clockBase[`${s}_ms`] - (running ? now - clockBase.at : 0));
      const el = strips[s].clock;
      el.textContent = fmtClock(ms);
      el.dataset.ms = String(Math.round(ms));
      el.dataset.running = String(running);
      el.classList.toggle('running', running);
      // Low time: under a fifth of the start, counted as at least 10 s and at most 20 s.
      el.classList.toggle('low', ms < Math.min(20000, Math.max(10000, (clockBase.initial_ms || 0) * 0.2)));
      // The flag fell here: the server ends the game and says so; ask once in case the
      // message is slow to come.
      if (running && ms === 0 && !flagAsked && now - clockBase.at > clockBase[`${s}_ms`] + 1500) {
        flagAsked = true;
        live.refresh().catch(() => {});
      }
    }
  }
  const clockTimer = first.clock ? setInterval(paintClocks, 100) : null;

  const linkText = { live: 'live', reconnecting: 'reconnecting…', polling: 'polling' };
  const stop = subscribe(id, show, (s) => {
    link.textContent = linkText[s] || s;
    link.dataset.state = s;
  }, { token: friend ? token : null, onDropped: () => (section.dataset.dropped = ++dropped) });
  live = stop;
  stop.offer(first, 'fetch');
  return () => {
    stop();
    clearInterval(clockTimer);
    disarm();
    if (dialog.open) dialog.close();
  };
}

const bothSeated = (g) => !g.seats || (g.seats.south.taken && g.seats.north.taken);
const soleSeat = (g) => {
  const taken = ['south', 'north'].filter((s) => g.seats && g.seats[s].taken);
  return taken.length === 1 ? taken[0] : null;
};

// 5:00, 0:42, and tenths under ten seconds: 0:07.3
function fmtClock(ms) {
  if (ms < 10000) return `0:0${(Math.floor(ms / 100) / 10).toFixed(1)}`;
  const s = Math.ceil(ms / 1000);
  const hrs = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hrs ? `${hrs}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

function who(g, side) {
  const p = g.players[side];
  return p === 'engine' ? `engine, level ${g.level}` : p;
}
