// #/bots[?game=<game>]: the bots (accounts an engine plays through the server's API, and the
// server's own levels), best first, with their ratings against bots; #/bots/<name>: one bot, its
// last games and, for someone logged in, a challenge to it (then waiting for its answer).
import { currentAccount, accountSeat, claimSeat, ratingText } from '../lib/api/accounts.js';
import { listBots, botPage, challengeBot, getChallenge, cancelChallenge } from '../lib/api/bots.js';
import { getMeta } from '../lib/api/games.js';
import { explain } from '../lib/api/request.js';
import { refusalLine } from '../lib/forms.js';
import { t, tParts, num, sep } from '../lib/i18n.js';
import { botHref, loginHref, playerHref, replayHref } from '../lib/links.js';
import { h, busy, notFound, sideName, parseResult, resultPhrase } from '../lib/ui.js';
import { gameTitle, titleOf, day, when, plain, seatName } from '../lib/words.js';

// A challenge is asked about every 2 s until answered, for as long as the server keeps it.
const POLL_MS = 2000;
const WAIT_MS = 10 * 60 * 1000;

export async function render(main, game) {
  document.title = t('title.page', { name: t('bots.title') });
  const meta = await busy(getMeta());
  const chosen = meta.games.find((g) => g.name === game)?.name || '';
  const r = await busy(listBots(chosen));
  const sel = h('select', { id: 'bots-game', dataset: { testid: 'bots-game' },
    onchange: () => { location.hash = sel.value ? `#/bots?game=${sel.value}` : '#/bots'; } },
  h('option', { value: '', selected: !chosen }, t('bots.game.all')),
  meta.games.map((g) => h('option', { value: g.name, selected: g.name === chosen }, titleOf(g.name, g.title))));
  main.append(h('section.card.bots-page', { dataset: { testid: 'bots-page' } }, h('h1', {}, t('bots.title')),
    h('p.help', {}, t('bots.help')),
    h('div.field.inline', {}, h('label', { for: 'bots-game' }, t('leaderboard.game')), sel),
    r.bots.length ? botTable(r.bots, meta, chosen) : h('p.muted', { dataset: { testid: 'bots-empty' } }, t('bots.none')),
    h('p.help', {}, tParts('bots.own', { account: h('a', { href: '#/account' }, t('bots.own.account')) }))));
}

// The bots, one row each; a rating column for the game chosen, or one a game.
function botTable(bots, meta, chosen) {
  const games = chosen ? meta.games.filter((g) => g.name === chosen) : meta.games;
  const ratingHead = (g) => t('bots.column.rating', { game: titleOf(g.name, g.title) });
  const td = (label, ...content) => h('td', { dataset: { label } }, ...content);
  return h('div.table-wrap', {}, h('table.games.stack', { dataset: { testid: 'bots-list' } },
    h('thead', {}, h('tr', {}, chosen ? h('th', {}, '#') : '', h('th', {}, t('bots.column.bot')), h('th', {}, t('bots.column.engine')),
      h('th', {}, t('bots.column.status')), games.map((g) => h('th', {}, ratingHead(g))))),
    h('tbody', {}, bots.map((b, i) => h('tr', { dataset: { testid: 'bot-row', name: b.name, level: b.level } },
      chosen ? h('td.rank', { dataset: { label: '' } }, b.ratings[chosen] ? num(i + 1) : '–') : '',
      td('', h('a', { href: botHref(b.name), dir: 'auto', dataset: { testid: 'bot-link' } }, b.name),
        b.level ? [' ', levelBadge(b)] : ''),
      td(t('bots.column.engine'), engineText(b)),
      td(t('bots.column.status'), onlineMark(b)),
      games.map((g) => ratingCell(b.ratings[g.name], ratingHead(g))))))));
}

// A rating in a cell, its deviation and games in its title; a dash for none yet.
function ratingCell(r, label) {
  if (!r) return h('td.rating', { dataset: { label } }, '–');
  return h('td.rating', { dataset: { label }, title: `${t('tables.deviation', { deviation: plain(Math.round(r.deviation)) })}${sep()}${t('bots.rating.games', { count: r.games })}` },
    h('span', { dir: 'ltr' }, ratingText(r)));
}

// "server level 4": the mark of the server's own levels.
const levelBadge = (b) => h('span.badge.bot-level', { dataset: { testid: 'bot-level' } }, t('bots.serverLevel', { level: b.level }));

// The engine and its version as its runner says them (a server level's in the page's words).
function engineText(b) {
  if (b.level) return t('bots.engine.level', { level: b.level });
  if (!b.engine) return h('span.muted', {}, t('bots.engine.none'));
  return h('bdi', { dir: 'auto' }, b.version ? `${b.engine} ${b.version}` : b.engine);
}

// Online or not, in words beside the mark (a filled or hollow dot, not a colour only).
const onlineMark = (b) => h('span.presence', { dataset: { testid: 'bot-online', state: b.online ? 'connected' : 'away', online: String(b.online) } },
  b.online ? t('bots.online') : t('bots.offline'));

// #/bots/<name>: the bot, its ratings, a challenge to it, its last games.
export async function renderBot(main, encoded) {
  let name = encoded;
  try {
    name = decodeURIComponent(encoded);
  } catch {}
  const [b, meta] = await busy(Promise.all([botPage(name).catch((e) => (e.status === 404 ? null : Promise.reject(e))),
    getMeta().catch(() => ({ games: [] }))]));
  if (!b) return notFound(main);
  document.title = t('title.page', { name: b.name });
  const title = (g) => gameTitle(meta, g);
  const ratings = Object.values(b.ratings);
  const box = challengeBox(b, meta);
  main.append(
    h('section.card.bot-page', { dataset: { testid: 'bot-page', name: b.name } },
      h('h1', {}, h('bdi', {}, b.name)),
      h('p', {}, h('span.badge', { dataset: { testid: 'bot-badge' } }, t('bots.bot')), b.level ? [' ', levelBadge(b)] : '', ' ', onlineMark(b)),
      h('p', { dataset: { testid: 'bot-engine' } }, b.level ? t('bots.page.level', { level: b.level })
        : b.engine ? tParts('bots.page.engine', { engine: h('bdi', {}, b.engine), version: h('bdi', {}, b.version || '–') })
          : t('bots.engine.none')),
      h('p.muted', {}, t('bots.page.since', { day: day(b.since) }), sep(),
        h('a', { href: playerHref(b.name), dataset: { testid: 'bot-profile' } }, t('bots.page.profile')), sep(),
        h('a', { href: '#/bots' }, t('bots.page.all'))),
      h('h2', {}, t('bots.page.ratings')),
      ratings.length ? h('div.table-wrap', {}, h('table.games', { dataset: { testid: 'bot-ratings' } },
        h('thead', {}, h('tr', {}, h('th', {}, t('player.ratings.game')), h('th', {}, t('player.ratings.rating')), h('th', {}, t('player.ratings.games')))),
        h('tbody', {}, ratings.map((r) => h('tr', {}, h('td', {}, title(r.game)),
          h('td.rating', { title: t('tables.deviation', { deviation: plain(Math.round(r.deviation)) }) }, ratingText(r)), h('td', {}, num(r.games)))))))
        : h('p.muted', { dataset: { testid: 'bot-ratings' } }, t('bots.page.ratings.none')),
      h('p.help', {}, t('bots.page.ratings.help'))),
    box.el,
    h('section.card', {}, h('h2', {}, t('bots.page.games')), gameList(b, title)));
  return box.stop;
}

// The bot's last games: the game, who played, the result, when, and a link to each.
function gameList(b, title) {
  if (!b.games.length) return h('p.muted', { dataset: { testid: 'bot-games' } }, t('bots.page.games.none'));
  // A level's own seat is the engine's (its name here); a seat without an account in words.
  const who = (n) => (n === 'engine' && b.level ? h('bdi', {}, b.name)
    : !n || ['human', 'engine', 'nobody'].includes(n) ? seatName(n || 'nobody') : h('a', { href: playerHref(n), dir: 'auto' }, n));
  const td = (col, ...content) => h('td', { dataset: { label: col ? t(`archive.column.${col}`) : '' } }, ...content);
  return h('div.table-wrap', {}, h('table.games.stack', { dataset: { testid: 'bot-games' } },
    h('thead', {}, h('tr', {}, ['game', 'players', 'result', 'when', ''].map((c) => h('th', {}, c ? t(`archive.column.${c}`) : '')))),
    h('tbody', {}, b.games.map((g) => h('tr', { dataset: { testid: 'bot-game', id: g.id } },
      td('game', title(g.game), g.rated ? h('small.muted', {}, ` ${t('player.games.rated')}`) : ''),
      td('players', who(g.south), ' – ', who(g.north)),
      td('result', g.status === 'ongoing' ? t('player.games.ongoing') : resultText(g)),
      td('when', when(g.updated)),
      td('', gameLink(g)))))));
}

// "amal won (resigned)": the winner's name (or side), and why in a few words.
function resultText(g) {
  const r = parseResult(g.result);
  if (!r) return g.result || '';
  const why = ['resigned', 'time', 'forfeit', 'adjudicated', 'abandoned'].includes(r.reason) ? t(`player.reason.${r.reason}`)
    : resultPhrase({ winner: null, reason: r.reason }, g.game);
  if (r.winner === 'draw') return t('player.result.draw', { reason: why });
  return t('player.result.won', { winner: g[r.winner] || sideName(r.winner), reason: why });
}

// A finished game replays; one going on opens its board (to play, where the viewer holds a seat).
function gameLink(g) {
  if (g.status !== 'ongoing') return h('a', { href: replayHref(g.id), dataset: { testid: 'bot-game-link' } }, t('player.games.replay'));
  const mine = accountSeat(g);
  return h('a', { href: `#/play/${g.id}`, dataset: { testid: 'bot-game-link' }, onclick: mine ? (e) => { e.preventDefault(); toGame(g.id); } : null },
    mine ? t('player.games.play') : t('player.games.watch'));
}

// To a game of the viewer's: the seat's token into this browser first (the play page would
// claim it by itself too, but only after showing the board read-only for a moment).
async function toGame(id) {
  try {
    await busy(claimSeat(id));
  } catch {}
  location.hash = `#/play/${id}`;
}

// The clocks a challenge may have: none, minutes + seconds a move, or the player's own.
const PRESETS = ['none', '3+2', '5+3', '10+5', '15+10', 'custom'];
const presetText = (v) => {
  if (v === 'none' || v === 'custom') return t(`home.clock.${v}`);
  const [minutes, increment] = v.split('+').map(Number);
  return t('home.clock.preset', { minutes, increment });
};

// The challenge: a form (game, side, clock, rated), then the wait for the bot's answer with a
// Cancel, then what came of it. { el, stop }: stop ends the asking when the page is left (the
// challenge stays: the notices say if it is accepted later).
function challengeBox(b, meta) {
  const el = h('section.card.bot-challenge', { dataset: { testid: 'challenge-box', bot: b.name } });
  if (!currentAccount()) {
    el.append(h('h2', {}, t('bots.challenge.title')),
      h('p', { dataset: { testid: 'challenge-guest' } }, tParts('bots.challenge.guest', { login: h('a', { href: loginHref() }, t('nav.login')) })));
    return { el, stop: null };
  }
  let timer = null;
  let stopped = false;
  let waitingFor = null; // the challenge's id while it is open
  let answered = false; // the challenge sent last has its answer (once, however it came)
  const stopAsking = () => {
    clearTimeout(timer);
    timer = null;
    waitingFor = null;
  };
  // The account's notices may say it before the next question: accepted, or declined.
  const onNotice = (e) => {
    const msg = e.detail || {};
    if (!el.dataset.waiting) return;
    if (msg.type === 'challenge-accepted' && msg.bot === b.name) settled({ status: 'accepted', game_id: msg.game });
    else if (msg.type === 'challenge-declined' && msg.challenge === waitingFor) {
      // The notice says no more than that: the challenge itself has the bot's reason.
      const id = waitingFor;
      getChallenge(id).then((r) => waitingFor === id && settled(r.challenge), () => waitingFor === id && settled({ status: 'declined' }));
    }
  };
  window.addEventListener('manqala:notice', onNotice);
  const stop = () => {
    stopped = true;
    stopAsking();
    window.removeEventListener('manqala:notice', onNotice);
  };

  const last = JSON.parse(localStorage.getItem('manqala.lastBotChallenge') || '{}');
  const game = h('select', { id: 'bc-game', dataset: { testid: 'challenge-game' } },
    meta.games.map((g) => h('option', { value: g.name, selected: g.name === last.game }, titleOf(g.name, g.title))));
  const side = h('select', { id: 'bc-side', dataset: { testid: 'challenge-side' } },
    [['random', t('home.friend.side.random')], ['south', t('home.friend.side.south')], ['north', sideName('north')]]
      .map(([v, text]) => h('option', { value: v, selected: v === last.side }, text)));
  const preset = h('select', { id: 'bc-clock', dataset: { testid: 'challenge-clock' } },
    PRESETS.map((v) => h('option', { value: v, selected: v === (last.preset || 'none') }, presetText(v))));
  const minutes = h('input', { id: 'bc-minutes', type: 'number', min: 0, max: 180, value: last.minutes ?? 5, dataset: { testid: 'challenge-minutes' } });
  const increment = h('input', { id: 'bc-inc', type: 'number', min: 0, max: 60, value: last.increment ?? 3, dataset: { testid: 'challenge-increment' } });
  const custom = h('div.clock-custom', {},
    h('label', { for: 'bc-minutes' }, t('home.clock.minutes')), minutes, h('label', { for: 'bc-inc' }, t('home.clock.increment')), increment);
  const syncCustom = () => { custom.hidden = preset.value !== 'custom'; };
  preset.addEventListener('change', syncCustom);
  syncCustom();
  const rated = h('input', { id: 'bc-rated', type: 'checkbox', checked: !!last.rated, dataset: { testid: 'challenge-rated' } });
  const submit = h('button.primary', { type: 'submit', dataset: { testid: 'challenge-submit' } }, t('bots.challenge.submit'));
  const refusal = refusalLine();
  // A server level plays untimed games only: no clock to choose, and the page says so.
  const clockField = b.level
    ? h('p.help', { dataset: { testid: 'challenge-untimed' } }, t('bots.challenge.untimed'))
    : h('div.field', {}, h('label', { for: 'bc-clock' }, t('home.clock')), preset, custom, h('small.help', {}, t('home.clock.help')));
  const form = h('form.bot-challenge-form', { dataset: { testid: 'challenge-form' } },
    h('div.field', {}, h('label', { for: 'bc-game' }, t('home.game')), game, h('small.help', {}, t('bots.challenge.rules'))),
    h('div.field', {}, h('label', { for: 'bc-side' }, t('home.youPlay')), side),
    clockField,
    h('div.field.check', {}, h('label', {}, rated, ` ${t('home.friend.rated')}`), h('small.help', {}, t('bots.challenge.rated.help'))),
    h('p', {}, submit), refusal.el);
  const status = h('div.challenge-status', { role: 'status', 'aria-live': 'polite', dataset: { testid: 'challenge-status' } });
  el.append(h('h2', {}, t('bots.challenge.title')),
    h('p.help', {}, b.level ? t('bots.challenge.text.level', { name: b.name }) : t('bots.challenge.text', { name: b.name })),
    form, status);

  // The form again, after an answer that was not a game.
  const again = () => h('p', {}, h('button', { type: 'button', dataset: { testid: 'challenge-again' }, onclick: () => {
    status.replaceChildren();
    form.hidden = false;
    submit.disabled = false;
    submit.focus();
  } }, t('bots.challenge.again')));
  // The bot's answer (or the challenge's end): to the board, or what came of it in words.
  function settled(c) {
    if (stopped || answered) return;
    answered = true;
    stopAsking();
    if (c.status === 'accepted' && c.game_id) { // still marked waiting: the board comes next
      status.replaceChildren(h('p', { dataset: { testid: 'challenge-answer', status: c.status } }, t('bots.challenge.accepted', { name: b.name })));
      return toGame(c.game_id);
    }
    delete el.dataset.waiting;
    delete el.dataset.challenge;
    const words = c.status === 'declined' ? t('bots.challenge.declined', { name: b.name })
      : c.status === 'canceled' ? t('bots.challenge.canceled') : t('bots.challenge.lapsed', { name: b.name });
    status.replaceChildren(h('p', { dataset: { testid: 'challenge-answer', status: c.status } }, words),
      c.reason ? h('p.muted', {}, tParts('bots.challenge.reason', { reason: h('bdi', { dataset: { testid: 'challenge-reason' } }, c.reason) })) : '',
      again());
  }
  // Asked every 2 s; a question that fails is asked again; gone from the server: lapsed.
  function ask(id, until) {
    timer = setTimeout(async () => {
      if (waitingFor !== id) return;
      if (Date.now() > until) return settled({ status: 'lapsed' });
      try {
        const r = await getChallenge(id);
        if (waitingFor !== id) return;
        if (r.challenge.status !== 'open') return settled(r.challenge);
      } catch (err) {
        if (err.status === 404) return settled({ status: 'lapsed' });
      }
      ask(id, until);
    }, POLL_MS);
  }
  function waiting(c) {
    waitingFor = c.id;
    el.dataset.challenge = c.id;
    const cancel = h('button', { type: 'button', dataset: { testid: 'challenge-cancel' } }, t('bots.challenge.cancel'));
    cancel.addEventListener('click', async () => {
      cancel.disabled = true;
      try {
        settled((await busy(cancelChallenge(c.id))).challenge);
      } catch (err) {
        // Answered meanwhile: the next question says how.
        cancel.disabled = false;
        status.append(h('p.form-error', { role: 'alert' }, explain(err)));
      }
    });
    status.replaceChildren(h('p', { dataset: { testid: 'challenge-waiting' } }, t('bots.challenge.waiting', { name: b.name })),
      h('p.help', {}, t('bots.challenge.waiting.help', { count: WAIT_MS / 60000 })), h('p', {}, cancel));
    cancel.focus();
    ask(c.id, Date.now() + WAIT_MS);
  }

  form.noValidate = true;
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    refusal.say('');
    const terms = { game: game.value, options: '', clock: null, rated: rated.checked, side: side.value };
    if (!b.level && preset.value === 'custom') {
      const m = Number(minutes.value) || 0;
      const inc = Number(increment.value) || 0;
      if (m === 0 && inc > 0) return refusal.say(t('home.clock.tooShort'));
      if (m > 0) terms.clock = { minutes: m, seconds: 0, increment: inc };
    } else if (!b.level && preset.value !== 'none') {
      const [m, inc] = preset.value.split('+').map(Number);
      terms.clock = { minutes: m, seconds: 0, increment: inc };
    }
    localStorage.setItem('manqala.lastBotChallenge', JSON.stringify({ game: terms.game, side: terms.side, rated: terms.rated,
      preset: preset.value, minutes: minutes.value, increment: increment.value }));
    submit.disabled = true;
    answered = false;
    // Marked while asked: the notice of a level's game, which may come before the answer, is
    // this page's to follow (lib/notices.js shows no toast for it).
    el.dataset.waiting = 'true';
    try {
      const { challenge } = await busy(challengeBot(b.name, terms));
      form.hidden = true;
      if (challenge.status === 'open') waiting(challenge);
      else settled(challenge);
    } catch (err) {
      delete el.dataset.waiting;
      refusal.say(explain(err));
      submit.disabled = false;
    }
  });
  return { el, stop };
}
