// The account's notices on every page: the socket is open while someone is logged in (app.js
// calls watchAccount once; each `manqala:account` opens or closes it). A tournament game
// ready, a bot's answer to a challenge, or a followed event's round beginning live, becomes a
// toast that stays until used or done (a rated game's change of rating, for a while) (the server does not say it twice; gameShown, below,
// takes away what a game's state shows done); each notice is also passed on as a
// `manqala:notice` event, for the tournament page to refresh and a bot's page to follow.
import { currentAccount, claimSeat } from './api/accounts.js';
import { explain } from './api/request.js';
import { tParts, t } from './i18n.js';
import { botHref, broadcastHref } from './links.js';
import { openNotices } from './live.js';
import { h, toast, busy } from './ui.js';
import { plain, ratingChange, speedName, titleOf } from './words.js';

let stop = null;
let who = null;
// The reader's other tabs in this browser (one cookie jar: one account): a move made in one
// tab ends the "your move" notice shown in the others, which may not show that game at all.
const tabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel('manqala.notices') : null;

export function watchAccount() {
  if (tabs) tabs.onmessage = (e) => e.data?.done && dropDone(String(e.data.done), !!e.data.over);
  const sync = () => {
    const name = currentAccount()?.name || null;
    if (name === who) return;
    if (stop) stop();
    stop = null;
    who = name;
    if (name) stop = openNotices(onNotice);
  };
  window.addEventListener('manqala:account', sync);
  sync();
}

function onNotice(msg) {
  window.dispatchEvent(new CustomEvent('manqala:notice', { detail: msg }));
  if (msg.type === 'game-ready') gameReady(msg);
  else if (msg.type === 'your-turn') yourTurn(msg);
  else if (msg.type === 'broadcast-live') broadcastLive(msg);
  else if (msg.type === 'challenge-accepted') challengeAccepted(msg);
  else if (msg.type === 'challenge-declined') challengeDeclined(msg);
  else if (msg.type === 'rating-changed') ratingChanged(msg);
  else if (msg.type === 'turn-played') dropDone(String(msg.game), !!msg.over); // on another device, say
  else if (msg.type === 'tournament-announcement') {
    // The organiser's words as text (never HTML), with the way to the tournament.
    const close = h('button.toast-close', { type: 'button', 'aria-label': t('notice.dismiss'), onclick: () => note.remove() }, '×');
    const note = toast(h('span', {}, tParts('notice.announcement', { name: h('a', { href: `#/tournaments/${msg.tournament}` }, msg.name),
      text: h('bdi', {}, msg.text) }), ' ', close), 'info', 0, { dataset: { testid: 'tournament-announcement', tournament: msg.tournament } }, { scope: 'reader' });
  } else if (msg.type === 'tournament-over') {
    dropToasts(msg.tournament); // its last game is over: nothing left to play there
    toast(h('span', {}, tParts('notice.over', { name: msg.name,
      standings: h('a', { href: `#/tournaments/${msg.tournament}`, dataset: { testid: 'tournament-over-link' } }, t('notice.over.standings')) })),
    'info', 15000, { dataset: { testid: 'tournament-over', tournament: msg.tournament } }, { scope: 'reader' });
  }
}

// A state of game g shown by its play page: the notices of that game whose work is done go.
// seated: the page holds a seat (not a spectator's view): the board is where those notices
// led (their links remove them when followed; reaching it by another link must too), and
// its player needs no toast to say what the board says. Once the account is not to move in g,
// or g is over, "your move" is no longer true on any of this browser's pages (the server
// tells each page once and never takes a notice back; it keeps none to say again on load),
// and a game over has nothing left to be ready for.
export function gameShown(g, { seated }) {
  if (seated) gameToasts(g.id, ['your-turn', 'game-ready', 'challenge-accepted']).forEach((e) => e.remove());
  const side = who && ['south', 'north'].find((s) => g.players?.[s] === who);
  if (!side) return;
  const over = g.status !== 'ongoing';
  if (!over && g.to_move === side) return;
  dropDone(g.id, over);
  tabs?.postMessage({ done: g.id, over });
}

// This page's toasts of one game, of the kinds given.
const gameToasts = (game, kinds) =>
  document.querySelectorAll(kinds.map((k) => `#toasts [data-testid=${k}][data-game="${CSS.escape(game)}"]`).join(','));
// Game `game` is no longer the reader's move, or (over) no longer going on.
const dropDone = (game, over) => gameToasts(game, over ? ['your-turn', 'game-ready', 'challenge-accepted'] : ['your-turn']).forEach((e) => e.remove());

// The toasts of a tournament's games still on screen.
const dropToasts = (tid) => document.querySelectorAll(`[data-testid=game-ready][data-tournament="${tid}"]`).forEach((e) => e.remove());

function gameReady(msg) {
  dropToasts(msg.tournament); // a new round: the last round's game is over
  const play = h('a.button.primary', { href: `#/play/${msg.game}`, dataset: { testid: 'game-ready-play' } }, t('notice.ready.play'));
  const close = h('button.toast-close', { type: 'button', 'aria-label': t('notice.dismiss'), onclick: () => note.remove() }, '×');
  const note = toast(h('span', {}, tParts('notice.ready', { name: msg.name, round: Number(msg.round), opponent: msg.opponent, play }), ' ', close),
    'info', 0, { dataset: { testid: 'game-ready', tournament: msg.tournament, game: msg.game, round: msg.round, side: msg.side } });
  play.addEventListener('click', (e) => toBoard(e, note, msg.game));
}

// A toast's "play": the seat's token into this browser first, then the board (the play page
// would claim the seat by itself too, but then only after showing it read-only for a moment).
async function toBoard(e, note, game) {
  e.preventDefault();
  note.remove();
  try {
    await busy(claimSeat(game));
  } catch (err) {
    toast(explain(err), 'error', undefined, {}, { scope: 'next' });
  }
  location.hash = `#/play/${game}`;
}

// A correspondence game waits for this player's move: a toast with the link, one a game (a
// newer notice for the same game replaces it), not on that game's own board.
function yourTurn(msg) {
  if (location.hash === `#/play/${msg.game}`) return;
  document.querySelectorAll(`[data-testid=your-turn][data-game="${msg.game}"]`).forEach((e) => e.remove());
  const play = h('a', { href: `#/play/${msg.game}`, dataset: { testid: 'your-turn-play' } }, t('notice.yourTurn.play'));
  const close = h('button.toast-close', { type: 'button', 'aria-label': t('notice.dismiss'), onclick: () => note.remove() }, '×');
  const note = toast(h('span', {}, tParts('notice.yourTurn', { opponent: msg.opponent, play }), ' ', close),
    'info', 0, { dataset: { testid: 'your-turn', game: msg.game } }, { scope: 'reader' });
  play.addEventListener('click', () => note.remove());
}

// A bot accepted this account's challenge: a toast with the way to the board (as a tournament's
// game ready), unless the board is shown already or the bot's page that sent the challenge is
// still there, waiting: it goes to the board itself (pages/bots.js).
function challengeAccepted(msg) {
  if (location.hash === `#/play/${msg.game}` || waitingPage(msg.bot)) return;
  const play = h('a.button.primary', { href: `#/play/${msg.game}`, dataset: { testid: 'challenge-accepted-play' } }, t('notice.ready.play'));
  const close = h('button.toast-close', { type: 'button', 'aria-label': t('notice.dismiss'), onclick: () => note.remove() }, '×');
  const note = toast(h('span', {}, tParts('notice.challenge.accepted', { bot: h('bdi', {}, msg.bot), play }), ' ', close),
    'info', 0, { dataset: { testid: 'challenge-accepted', game: msg.game } });
  play.addEventListener('click', (e) => toBoard(e, note, msg.game));
}

// A bot declined this account's challenge: said once, unless the bot's page waiting for that
// challenge says it itself.
function challengeDeclined(msg) {
  if (document.querySelector(`[data-testid=challenge-box][data-challenge="${CSS.escape(String(msg.challenge))}"]`)) return;
  const close = h('button.toast-close', { type: 'button', 'aria-label': t('notice.dismiss'), onclick: () => note.remove() }, '×');
  const note = toast(h('span', {}, tParts('notice.challenge.declined', { bot: h('a', { href: botHref(msg.bot), dir: 'auto' }, msg.bot) }), ' ', close),
    'info', 15000, { dataset: { testid: 'challenge-declined', challenge: msg.challenge } }, { scope: 'reader' });
}
// A rated game of this account was rated: its new rating and the change, for a while.
function ratingChanged(msg) {
  const close = h('button.toast-close', { type: 'button', 'aria-label': t('notice.dismiss'), onclick: () => note.remove() }, '×');
  const note = toast(h('span', {}, t('notice.rating', { game: titleOf(msg.game), speed: speedName(msg.speed), rating: plain(msg.after),
    change: ratingChange(msg.change) }), ' ', close), 'info', 20000, { dataset: { testid: 'rating-changed', game: msg.game_id, change: msg.change } },
  { scope: 'reader' });
}
// The bot's page that sent a challenge to `bot` and waits for its answer, if it is shown.
const waitingPage = (bot) => [...document.querySelectorAll('[data-testid=challenge-box][data-waiting]')].some((e) => e.dataset.bot === bot);

// A round of an event followed (the event, its club or one of its players) has begun live: a
// toast with the way to watch it, one a round (said once by the server; a second one replaces it).
function broadcastLive(msg) {
  const round = Number(msg.round);
  document.querySelectorAll(`[data-testid=broadcast-live][data-broadcast="${msg.broadcast}"]`).forEach((e) => e.remove());
  const watch = h('a.button.primary', { href: broadcastHref(msg.broadcast, round), dataset: { testid: 'broadcast-live-watch' } }, t('notice.broadcast.watch'));
  const close = h('button.toast-close', { type: 'button', 'aria-label': t('notice.dismiss'), onclick: () => note.remove() }, '×');
  const name = h('bdi', {}, msg.name || '');
  const words = msg.because === 'player' ? tParts('notice.broadcast.player', { player: h('bdi', {}, msg.player || ''), name, round, watch })
    : msg.because === 'club' ? tParts('notice.broadcast.club', { name, round, watch })
      : tParts('notice.broadcast.event', { name, round, watch });
  const note = toast(h('span', {}, words, ' ', close), 'info', 0,
    { dataset: { testid: 'broadcast-live', broadcast: msg.broadcast, round, because: msg.because || '' } }, { scope: 'reader' });
  watch.addEventListener('click', () => note.remove());
}
