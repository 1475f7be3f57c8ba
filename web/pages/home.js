// Home: the new-game forms (against the engine, or against a friend with a link to send),
// every rule option from /api/meta, and unfinished games to resume.
import { currentAccount, accountSeat } from '../lib/api/accounts.js';
import { getMeta, listGames, newGame, newFriendGame, inviteUrl, watchUrl, getGame } from '../lib/api/games.js';
import { explain, ApiError } from '../lib/api/request.js';
import { getSide } from '../lib/api/seats.js';
import { optionFields, refusalLine, linkRow } from '../lib/forms.js';
import { t, tParts, sep } from '../lib/i18n.js';
import { loginHref } from '../lib/links.js';
import { gameTitle, titleOf, plain, timeLeftText } from '../lib/words.js';
import { h, toast, busy, sideName } from '../lib/ui.js';

export async function render(main) {
  const meta = await busy(getMeta());
  const last = JSON.parse(localStorage.getItem('manqala.lastForm') || '{}');
  const form = h('form.newgame', { dataset: { testid: 'new-game-form' } });
  const options = optionFields(meta, 'opt-');

  const gameSel = h('select', { id: 'game', name: 'game', dataset: { testid: 'game-select' } },
    meta.games.map((g) => h('option', { value: g.name, selected: g.name === last.game }, titleOf(g.name, g.title))));
  const sideSel = h('select', { id: 'side', name: 'side', dataset: { testid: 'side-select' } },
    [['south', t('home.side.south')], ['north', sideName('north')], ['both', t('home.side.both')]]
      .map(([v, text]) => h('option', { value: v, selected: v === last.human }, text)));
  const lv = meta.levels;
  const levelOut = h('output', { for: 'level', dataset: { testid: 'level-shown' } });
  // The level and its rating on the players' scale ("6 · about 1712"), from the measured ladder.
  const showLevel = () => {
    const ratings = meta.games.find((g) => g.name === gameSel.value)?.level_ratings || [];
    const rating = ratings[Number(level.value)];
    levelOut.textContent = rating ? t('home.level.rating', { level: Number(level.value), rating: plain(rating) }) : plain(Number(level.value));
  };
  const level = h('input', { id: 'level', type: 'range', min: lv.min, max: lv.max, value: last.level || lv.default,
    dataset: { testid: 'level' }, oninput: showLevel });
  showLevel();
  gameSel.addEventListener('change', () => { options.draw(gameSel.value); showLevel(); });
  options.draw(gameSel.value);

  const startBtn = h('button.primary', { type: 'submit', dataset: { testid: 'start-game' } }, t('home.start'));
  const refusal = refusalLine();
  // The rule options are checked here, with messages in words beside them, before the rest
  // is checked by the browser: its bubbles cannot point into a closed <details>.
  form.noValidate = true;
  form.append(
    h('div.field', {}, h('label', { for: 'game' }, t('home.game')), gameSel),
    h('div.field', {}, h('label', { for: 'side' }, t('home.youPlay')), sideSel),
    h('div.field', {}, h('label', { for: 'level' }, t('home.level')), h('div.range', {}, level, levelOut),
      h('small.help', {}, t('home.level.help', { min: lv.min, max: lv.max }))),
    h('details', {}, h('summary', {}, t('home.ruleOptions')), options.box),
    startBtn, refusal.el,
  );
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    refusal.say('');
    const chosen = options.values();
    if (!chosen || !form.reportValidity()) return; // the other fields have the browser's checks
    const spec = { game: gameSel.value, human: sideSel.value, level: Number(level.value), options: chosen };
    localStorage.setItem('manqala.lastForm', JSON.stringify(spec));
    startBtn.disabled = true;
    try {
      const g = await busy(newGame(spec));
      location.hash = `#/play/${g.id}`;
    } catch (err) {
      refusal.say(explain(err));
      startBtn.disabled = false;
    }
  });

  const friend = friendForm(meta);

  // Two tabs in one card: the engine form is the default (as before), the friend form beside it.
  const tabEngine = h('button.tab', { type: 'button', role: 'tab', id: 'tab-engine', dataset: { testid: 'mode-engine' } }, t('home.tab.engine'));
  const tabFriend = h('button.tab', { type: 'button', role: 'tab', id: 'tab-friend', dataset: { testid: 'mode-friend' } }, t('home.tab.friend'));
  const panelEngine = h('div', { role: 'tabpanel', 'aria-labelledby': 'tab-engine' }, form);
  const panelFriend = h('div', { role: 'tabpanel', 'aria-labelledby': 'tab-friend' }, friend);
  const select = (which) => {
    localStorage.setItem('manqala.homeTab', which);
    for (const [tab, panel, name] of [[tabEngine, panelEngine, 'engine'], [tabFriend, panelFriend, 'friend']]) {
      tab.setAttribute('aria-selected', String(which === name));
      panel.hidden = which !== name;
    }
  };
  tabEngine.addEventListener('click', () => select('engine'));
  tabFriend.addEventListener('click', () => select('friend'));
  select(localStorage.getItem('manqala.homeTab') === 'friend' ? 'friend' : 'engine');

  // What the site is, for whoever arrives: the games (each to its rules page), whom against, the languages.
  const about = h('p.lead', { dataset: { testid: 'home-about' } }, ...tParts('home.about', {
    games: h('span', {}, ...meta.games.flatMap((g, i) => [i ? ` ${t('home.about.and')} ` : '',
      h('a', { href: `#/rules/${g.name}` }, titleOf(g.name, g.title))])) }));
  // A newcomer's way in: the course (docs/learn.md); and the puzzles (docs/puzzles.md).
  const learn = meta.games.some((g) => g.learn_page || g.puzzles) ? h('p.home-links', {},
    meta.games.some((g) => g.learn_page) ? h('a.button', { href: '#/learn', dataset: { testid: 'home-learn' } }, t('home.learn')) : '',
    meta.games.some((g) => g.puzzles) ? [' ', h('a.button', { href: '#/puzzles', dataset: { testid: 'home-puzzles' } }, t('home.puzzles'))] : '') : '';
  const card = h('section.card.newgame-card', {}, h('h1', {}, t('home.title')), about, learn,
    h('div.tabs', { role: 'tablist', 'aria-label': t('home.tabs') }, tabEngine, tabFriend), panelEngine, panelFriend);

  const resume = h('section.card', {}, h('h2', {}, t('home.unfinished')));
  const list = h('ul.gamelist', { dataset: { testid: 'ongoing-list' } });
  resume.append(list);
  const lobbyCard = h('section.card', {}, h('h2', {}, t('home.lobby')),
    h('p', {}, tParts('home.lobby.text', { lobby: h('a', { href: '#/lobby', dataset: { testid: 'home-lobby' } }, t('home.lobby.link')) })));
  const study = h('section.card', { dataset: { testid: 'home-study' } }, h('h2', {}, t('home.study')),
    h('ul', {}, meta.games.map((g) => h('li', {}, tParts('home.study.game', { game: titleOf(g.name, g.title),
      editor: h('a', { href: `#/editor/${g.name}`, dataset: { testid: `home-editor-${g.name}` } }, t('home.study.editor')),
      analysis: h('a', { href: `#/analysis/${g.name}`, dataset: { testid: `home-analysis-${g.name}` } }, t('home.study.analysis')) })))));
  main.append(h('div.home', {}, card, h('div', {}, lobbyCard, study, resume)));
  try {
    const mine = await busy(myUnfinished());
    if (!mine.length) list.append(h('li.muted', {}, t('home.unfinished.none')));
    // The games waiting for this browser's move first, the nearest correspondence deadline first.
    const waiting = (g) => g.to_move && g.status === 'ongoing' && isMyTurn(g);
    const deadline = (g) => g.correspondence?.left_ms ?? Infinity;
    mine.sort((a, b) => waiting(b) - waiting(a) || (waiting(a) && deadline(a) - deadline(b)) || b.version - a.version);
    for (const g of mine)
      list.append(h('li', { dataset: { id: g.id } }, h('a', { href: `#/play/${g.id}`, dataset: { testid: 'resume' } },
        t('home.unfinished.game', { game: gameTitle(meta, g.game), seats: seatsText(g), count: g.ply })),
        waiting(g) ? h('small.your-turn', { dataset: { testid: 'resume-turn' } }, `${sep()}${t('home.unfinished.yourMove')}`) : '',
        waiting(g) && g.correspondence?.running ? h('small.muted', { dataset: { testid: 'resume-left' } },
          `${sep()}${t('player.yourMove.left', { left: timeLeftText(g.correspondence.left_ms) })}`) : ''));
  } catch (err) {
    list.append(h('li.muted', {}, t('home.unfinished.failed', { why: explain(err) })));
  }
}

// The unfinished games this browser holds a seat in (seat tokens in localStorage, or the
// account's seats), newest first. A game the server no longer has (404) loses its token here;
// a finished one is marked so that it is not asked about again (the play page clears the mark
// if an undo brings it back).
async function myUnfinished() {
  const ids = new Set();
  for (let i = 0; i < localStorage.length; i++) {
    const m = /^manqala\.token\.([\w-]+)$/.exec(localStorage.key(i));
    if (m && !localStorage.getItem(`manqala.over.${m[1]}`)) ids.add(m[1]);
  }
  if (currentAccount()) {
    const r = await listGames('ongoing').catch(() => ({ games: [] }));
    for (const g of r.games) if (accountSeat(g)) ids.add(g.id);
  }
  const games = await Promise.all([...ids].map((id) => getGame(id).then((r) => r.game, (e) => {
    if (e instanceof ApiError && e.status === 404) {
      for (const k of ['token', 'side', 'invite', 'flip', 'over']) localStorage.removeItem(`manqala.${k}.${id}`);
    }
    return null;
  })));
  const out = [];
  for (const g of games) {
    if (!g) continue;
    if (g.status !== 'ongoing') {
      localStorage.setItem(`manqala.over.${g.id}`, '1');
      continue;
    }
    if (g.source === 'import') continue;
    out.push(g);
  }
  return out.sort((a, b) => b.version - a.version);
}

// "you (South) vs engine level 4", "you (North) vs badr"
function seatsText(g) {
  const side = mySeat(g);
  const name = (s) => {
    const p = g.players[s];
    if (s === side) return t('home.seats.you', { side: sideName(s) });
    if (p === 'engine') return t('home.seats.engine', { level: g.level });
    if (p === 'human' || p === 'nobody') return g.opponent === 'friend' ? t('home.seats.friend') : t('home.seats.youAlone');
    return p;
  };
  if (!side && g.players.south === 'human' && g.players.north === 'human' && g.opponent !== 'friend') return t('home.seats.oneScreen');
  return t('home.seats.vs', { a: name(side === 'north' ? 'north' : 'south'), b: name(side === 'north' ? 'south' : 'north') });
}
function mySeat(g) {
  const acc = currentAccount();
  if (g.opponent === 'friend') return getSide(g.id) || ['south', 'north'].find((s) => acc && g.players[s] === acc.name) || null;
  const humans = ['south', 'north'].filter((s) => g.players[s] === 'human');
  return humans.length === 1 ? humans[0] : null;
}
const isMyTurn = (g) => {
  const side = mySeat(g);
  return side ? g.to_move === side && (!g.seats || (g.seats.south.taken && g.seats.north.taken)) : g.players[g.to_move] === 'human';
};

// The clocks offered: none, minutes + seconds a move, or the player's own.
// Correspondence: days a move ("d3"), as the server offers them (room/move_deadline.h).
const PRESETS = ['none', '3+2', '5+3', '10+5', '15+10', 'custom'];
const DAYS = [1, 2, 3, 5, 7, 14];
const presetText = (v) => {
  if (v === 'none' || v === 'custom') return t(`home.clock.${v}`);
  if (v.startsWith('d')) return t('home.clock.days', { count: Number(v.slice(1)) });
  const [minutes, increment] = v.split('+').map(Number);
  return t('home.clock.preset', { minutes, increment });
};

// The form for a game between two people: game, options, side, clock, lobby; then the links.
function friendForm(meta) {
  const last = JSON.parse(localStorage.getItem('manqala.lastFriendForm') || '{}');
  const form = h('form.friend', { dataset: { testid: 'friend-form' } });
  const options = optionFields(meta, 'fopt-');
  const gameSel = h('select', { id: 'f-game', dataset: { testid: 'friend-game-select' } },
    meta.games.map((g) => h('option', { value: g.name, selected: g.name === last.game }, titleOf(g.name, g.title))));
  const sideSel = h('select', { id: 'f-side', dataset: { testid: 'friend-side-select' } },
    [['south', t('home.friend.side.south')], ['north', sideName('north')], ['random', t('home.friend.side.random')]]
      .map(([v, text]) => h('option', { value: v, selected: v === last.human }, text)));
  const preset = h('select', { id: 'f-clock', dataset: { testid: 'clock-preset' } },
    PRESETS.map((v) => h('option', { value: v, selected: v === (last.preset || '5+3') }, presetText(v))),
    h('optgroup', { label: t('home.clock.correspondence') }, DAYS.map((d) => `d${d}`)
      .map((v) => h('option', { value: v, selected: v === last.preset }, presetText(v)))));
  const minutes = h('input', { id: 'f-minutes', type: 'number', min: 0, max: 180, value: last.minutes ?? 5, dataset: { testid: 'clock-minutes' } });
  const increment = h('input', { id: 'f-inc', type: 'number', min: 0, max: 60, value: last.increment ?? 3, dataset: { testid: 'clock-increment' } });
  const custom = h('div.clock-custom', {},
    h('label', { for: 'f-minutes' }, t('home.clock.minutes')), minutes, h('label', { for: 'f-inc' }, t('home.clock.increment')), increment);
  const syncCustom = () => { custom.hidden = preset.value !== 'custom'; };
  preset.addEventListener('change', syncCustom);
  syncCustom();
  const listed = h('input', { id: 'f-listed', type: 'checkbox', checked: last.listed !== false, dataset: { testid: 'listed-toggle' } });
  // Rated games are between accounts: a guest sees the box, off, and how to get one.
  const guest = !currentAccount();
  const rated = h('input', { id: 'f-rated', type: 'checkbox', checked: !guest && !!last.rated, disabled: guest, dataset: { testid: 'rated' } });
  const ratedHelp = guest
    ? h('small.help', { dataset: { testid: 'rated-hint' } }, tParts('home.rated.guest', { login: h('a', { href: loginHref('#/') }, t('home.rated.login')) }))
    : h('small.help', {}, t('home.rated.help'));
  gameSel.addEventListener('change', () => options.draw(gameSel.value));
  options.draw(gameSel.value);
  const createBtn = h('button.primary', { type: 'submit', dataset: { testid: 'create-friend' } }, t('home.friend.create'));
  const result = h('div.invite', { dataset: { testid: 'invite-box' }, hidden: true, 'aria-live': 'polite' });
  const refusal = refusalLine();
  form.noValidate = true; // as the engine form: the fields are checked here

  form.append(
    h('div.field', {}, h('label', { for: 'f-game' }, t('home.game')), gameSel),
    h('div.field', {}, h('label', { for: 'f-side' }, t('home.youPlay')), sideSel),
    h('div.field', {}, h('label', { for: 'f-clock' }, t('home.clock')), preset, custom,
      h('small.help', {}, t('home.clock.help'))),
    h('div.field.check', {}, h('label', {}, listed, ` ${t('home.friend.listed')}`),
      h('small.help', {}, t('home.friend.listed.help'))),
    h('div.field.check', {}, h('label', {}, rated, ` ${t('home.friend.rated')}`), ratedHelp),
    h('details', {}, h('summary', {}, t('home.ruleOptions')), options.box),
    createBtn, refusal.el, result);

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    refusal.say('');
    const chosen = options.values();
    if (!chosen || !form.reportValidity()) return; // the other fields have the browser's checks
    const spec = { game: gameSel.value, human: sideSel.value, options: chosen, listed: listed.checked };
    if (rated.checked) spec.rated = true;
    if (preset.value === 'custom') {
      const m = Number(minutes.value) || 0;
      const inc = Number(increment.value) || 0;
      if (m > 0 || inc > 0) spec.clock = { minutes: m, seconds: 0, increment: inc };
      if (m === 0) return toast(t('home.clock.tooShort'), 'error');
    } else if (preset.value.startsWith('d')) {
      spec.clock = { days: Number(preset.value.slice(1)) };
    } else if (preset.value !== 'none') {
      const [m, inc] = preset.value.split('+').map(Number);
      spec.clock = { minutes: m, seconds: 0, increment: inc };
    }
    localStorage.setItem('manqala.lastFriendForm', JSON.stringify({ game: spec.game, human: spec.human, preset: preset.value,
      minutes: minutes.value, increment: increment.value, listed: listed.checked, rated: rated.checked }));
    createBtn.disabled = true;
    try {
      const r = await busy(newFriendGame(spec));
      showLinks(result, r);
    } catch (err) {
      refusal.say(explain(err));
    } finally {
      createBtn.disabled = false;
    }
  });
  return form;
}

function showLinks(box, r) {
  const id = r.game.id;
  const side = ['south', 'north'].find((s) => r.game.seats[s].taken) || 'south';
  box.hidden = false;
  box.replaceChildren(
    h('h3', {}, t('home.invite.ready')),
    h('p', {}, t('home.invite.send', { side: sideName(side) })),
    r.game.rated ? h('p.muted', { dataset: { testid: 'rated-note' } }, t('home.invite.rated')) : '',
    linkRow(inviteUrl(id, r.invite), 'invite-link', 'copy-invite', t('forms.link.invite')),
    h('p', {}, t('home.invite.watch')),
    linkRow(watchUrl(id), 'watch-link', 'copy-watch', t('forms.link.watch')),
    h('p', {}, h('a.button.primary', { href: `#/play/${id}`, dataset: { testid: 'go-to-board' } }, t('home.invite.board'))));
}

