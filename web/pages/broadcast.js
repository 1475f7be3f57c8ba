// #/broadcast/<id>[/<round>]: an over-the-board tournament's round followed live, by anyone
// (docs/web-api.md "Broadcasts"; the id is the tournament's). The round is fetched, then kept by
// its socket (lib/live.js watchBroadcast: the round whole, then each board that changes and the
// standings; opened again after a drop). It shows every board small and live (grid.js), one big
// (big_board.js: board 1 until the reader picks another) with its moves to step through
// (move_list.js), the engine's evaluation where the broadcast allows it (eval_box.js), the
// standings as if the games ended now (standings.js) and the round's finished games
// (games_list.js). A small module around one state (broadcast/state.js): the components draw
// from it and hand the reader's wishes back here, where alone it changes.
import { accessSettings } from '../lib/access.js';
import { getBroadcast, getBroadcastRound } from '../lib/api/broadcasts.js';
import { getMeta } from '../lib/api/games.js';
import { t } from '../lib/i18n.js';
import { watchBroadcast } from '../lib/live.js';
import { broadcastHref } from '../lib/links.js';
import { speechBox } from '../lib/speech/live_region.js';
import { fromAnswer } from '../lib/speech/records.js';
import { h, busy, notFound, toast } from '../lib/ui.js';
import { bigBoard } from './broadcast/big_board.js';
import { evalBox } from './broadcast/eval_box.js';
import { gameLinks, gamesList } from './broadcast/games_list.js';
import { boardGrid } from './broadcast/grid.js';
import { broadcastHead } from './broadcast/head.js';
import { moveList } from './broadcast/move_list.js';
import { positionService } from './broadcast/positions.js';
import { standingsBox } from './broadcast/standings.js';
import { boardOf, broadcastState, shownPly, takeBoard, takeRound, takeStandings, watchRound } from './broadcast/state.js';
import { resultText } from '../lib/words.js';

const INFO_MS = 30000; // the broadcast asked again: a round paired, the broadcast started or stopped
const ARCHIVED_MS = 2000; // a game over is in the archive this long after

export async function render(main, id, roundText) {
  const [info, meta] = await busy(Promise.all([getBroadcast(id).catch((e) => (e.status === 404 ? null : Promise.reject(e))), getMeta()]));
  const rules = info && meta.games.find((g) => g.name === info.game);
  if (!rules) return notFound(main);
  const asked = Number(roundText) || 0;
  const st = broadcastState({ ...info, id: info.id || id }, rules, asked || Number(info.round) || 0, !!asked);
  document.title = t('title.page', { name: info.name });
  const positions = positionService(rules, st.options);
  const head = broadcastHead(st, meta, { onRound: (r) => switchRound(r, true) });
  const grid = boardGrid(rules, positions, { onPick: (n) => pick(n) });
  const big = bigBoard(st, { onGo: (ply) => view(ply) });
  const moves = moveList(st, { onView: (ply) => view(ply) });
  const evals = evalBox(st);
  const links = h('p.bc-links', { dataset: { testid: 'broadcast-big-links' } });
  // The screen-reader mode (lib/speech/): each move that comes to the big board while the reader
  // follows it said in words; its command line reads the position shown (no move is played here).
  const speech = speechBox({
    rules, me: () => null, from: () => 'south',
    position: () => {
      const b = boardOf(st, st.big);
      const a = b && positions.known(b.moves.slice(0, shownPly(st, b)));
      return a && { board: a.board, captured: a.captured, toMove: a.to_move, legal: a.legal };
    },
    clocks: () => {
      const shown = (s) => big.el.querySelector(`[data-testid=broadcast-clock-${s}]`);
      if (!boardOf(st, st.big)?.clocks || shown('south').hidden) return null;
      return { south: shown('south').textContent, north: shown('north').textContent,
        running: ['south', 'north'].find((s) => shown(s).classList.contains('running')) || null };
    },
    tryMove: () => t('speech.broadcast.noMove'),
  });
  const standings = standingsBox(st);
  const games = gamesList(st);
  const empty = h('p.card.muted', { dataset: { testid: 'broadcast-no-round' }, hidden: true }, t('broadcast.noRound'));
  const gridTitle = h('h2');
  const round = h('div.bc-round', {},
    h('div.bc-main', {}, h('div.card.bc-big-card', {}, big.el), h('aside.card.bc-side', {}, speech.el, moves.el, links, evals.el, h('div.settings', {}, ...accessSettings()))),
    h('section.card', {}, gridTitle, h('p.help', {}, t('broadcast.boards.help')), grid.el),
    h('div.bc-lower', {}, standings.el, games.el));
  main.append(h('div.bc-page', { dataset: { testid: 'broadcast-page', id } }, head.el, empty, round));

  function draw() {
    head.draw();
    const has = !!st.data?.boards.length;
    empty.hidden = st.round ? has || !st.data : false; // no round paired yet, or one without boards
    round.hidden = !has;
    if (!has) return;
    gridTitle.textContent = t('broadcast.boards', { round: st.round });
    grid.draw(st.data.boards, st.big);
    drawBig();
    standings.draw();
    games.load();
  }

  // The big board at the move shown; sow: the board's moves before the one just come (sown on
  // the board when the reader follows the game).
  let sowing = false;
  function drawBig(sow = null) {
    const b = boardOf(st, st.big);
    if (!b) return;
    if (sowing) big.skip();
    const ply = shownPly(st, b);
    const line = b.moves.slice(0, ply);
    const answer = positions.known(line);
    const grew = sow && st.viewing === null && !sowing && sow.length + 1 === ply && sow.join() === line.slice(0, -1).join();
    const before = grew ? positions.known(sow) : null;
    const tell = (a) => grew && a.last && speech.moved(fromAnswer(a, rules.name));
    big.draw(b, ply, before ? null : answer);
    moves.draw(b, ply);
    evals.show(b, ply, answer);
    links.replaceChildren(...(b.game_id ? [t('broadcast.stored'), ' ', ...gameLinks(rules.name, b.game_id)] : []));
    if (answer && !before) return tell(answer);
    // Still the board, the move and the line shown when the position comes.
    const same = () => {
      const now = boardOf(st, st.big);
      return now?.board === b.board && shownPly(st, now) === ply && now.moves.slice(0, ply).join() === line.join();
    };
    positions.at(line).then(async (a) => {
      if (!same()) return;
      evals.show(b, ply, a);
      if (before) {
        sowing = true;
        await big.animate(before, a).finally(() => { sowing = false; });
        if (!same()) return drawBig(); // another move or board came meanwhile: shown as it is now
      }
      big.show(a, line.at(-1) || null);
      tell(a);
    }, () => {});
  }

  // The reader's wishes: a board big, a move viewed (null: follow the game), another round.
  function pick(n) {
    if (n === st.big || !boardOf(st, n)?.north) return; // a bye has no game to show
    st.big = n;
    st.viewing = null;
    grid.draw(st.data.boards, st.big);
    drawBig();
    if (big.el.getBoundingClientRect().top < 0) big.el.scrollIntoView({ block: 'start' });
  }
  function view(ply) {
    const b = boardOf(st, st.big);
    if (!b) return;
    st.viewing = ply === null || ply >= b.moves.length ? null : Math.max(0, ply);
    drawBig();
  }
  function switchRound(r, picked) {
    if (!r || r === st.round) return;
    const first = !st.round;
    watchRound(st, r, picked);
    grid.clear();
    history.replaceState(null, '', broadcastHref(id, r));
    if (first) live = openLive();
    else live?.watch(r);
    draw();
    fetchRound();
    games.load(true);
  }

  const fetchRound = () => st.round && getBroadcastRound(id, st.round).then((r) => takeRound(st, r) && draw(), () => {});
  function onMessage(msg) {
    if (msg.type === 'round' && takeRound(st, msg)) draw();
    else if (msg.type === 'board') {
      const was = boardOf(st, msg.board?.board);
      if (!takeBoard(st, msg.round, msg.board)) return;
      grid.draw(st.data.boards, st.big);
      if (msg.board.board === st.big) drawBig(was?.moves || null);
      if (msg.board.result && msg.board.result !== was?.result)
        toast(t('broadcast.resultIn', { board: msg.board.board, result: resultText(msg.board.result) }), 'info', 6000, { dataset: { testid: 'broadcast-result-toast' } });
      // A game just over goes to the archive a moment later: its id (the replay's) asked for then.
      if ((msg.board.over || msg.board.result) && !msg.board.game_id && !(was?.over || was?.result)) setTimeout(fetchRound, ARCHIVED_MS);
      games.load();
    } else if (msg.type === 'standings' && takeStandings(st, msg.round, msg.standings)) standings.draw();
    else if (msg.type === 'paired') checkInfo();
  }
  const openLive = () => watchBroadcast(id, st.round, {
    onMessage,
    onLink: (state) => { st.link = state; head.draw(); },
    onRetry: fetchRound,
  });
  let live = st.round ? openLive() : null;

  // Arrow keys step through the big board's moves (Home, End: its first and last), as the replay.
  const keys = (e) => {
    if (e.defaultPrevented || e.target.closest?.('input, textarea, select, .board')) return;
    const b = boardOf(st, st.big);
    if (!b) return;
    const ply = shownPly(st, b);
    const to = { ArrowRight: ply + 1, ArrowLeft: ply - 1, Home: 0, End: null }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    view(to);
  };
  document.addEventListener('keydown', keys);
  // The broadcast itself now and then: a new round (followed unless the reader chose one), live or not.
  // The socket says at once when a round is paired ("paired"); the timer covers the rest.
  async function checkInfo() {
    const next = await getBroadcast(id).catch(() => null);
    if (!next) return;
    st.info = { ...next, id: next.id || id };
    if (!st.picked && Number(next.round) > st.round) switchRound(Number(next.round), false);
    else head.draw();
  }
  const infoTimer = setInterval(checkInfo, INFO_MS);

  draw();
  if (st.round) await busy(fetchRound());
  return () => {
    live?.stop();
    clearInterval(infoTimer);
    document.removeEventListener('keydown', keys);
    big.stop();
    evals.stop();
    speech.stop();
  };
}
