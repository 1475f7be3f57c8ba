// Home: the new-game forms (against the engine, or against a friend with a link to send),
// every rule option from /api/meta, and unfinished games to resume.
import { currentAccount, accountSeat } from '../lib/api/accounts.js';
import { getMeta, listGames, newGame, newFriendGame, inviteUrl, watchUrl, getGame } from '../lib/api/games.js';
import { explain, ApiError } from '../lib/api/request.js';
import { getSide } from '../lib/api/seats.js';
import { optionFields, refusalLine, linkRow } from '../lib/forms.js';
import { loginHref } from '../lib/links.js';
import { gameTitle } from '../lib/words.js';
import { h, toast, busy } from '../lib/ui.js';

export async function render(main) {
  const meta = await busy(getMeta());
  const last = JSON.parse(localStorage.getItem('manqala.lastForm') || '{}');
  const form = h('form.newgame', { dataset: { testid: 'new-game-form' } });
  const options = optionFields(meta, 'opt-');

  const gameSel = h('select', { id: 'game', name: 'game', dataset: { testid: 'game-select' } },
    meta.games.map((g) => h('option', { value: g.name, selected: g.name === last.game }, g.title)));
  const sideSel = h('select', { id: 'side', name: 'side', dataset: { testid: 'side-select' } },
    [['south', 'South (move first)'], ['north', 'North'], ['both', 'Both (two players at one screen)']]
      .map(([v, t]) => h('option', { value: v, selected: v === last.human }, t)));
  const lv = meta.levels;
  const levelOut = h('output', { for: 'level', dataset: { testid: 'level-shown' } });
  // The level and its rating on the players' scale ("6 · about 1712"), from the measured ladder.
  const showLevel = () => {
    const ratings = meta.games.find((g) => g.name === gameSel.value)?.level_ratings || [];
    const rating = ratings[Number(level.value)];
    levelOut.textContent = rating ? `${level.value} · about ${rating}` : level.value;
  };
  const level = h('input', { id: 'level', type: 'range', min: lv.min, max: lv.max, value: last.level || lv.default,
    dataset: { testid: 'level' }, oninput: showLevel });
  showLevel();
  gameSel.addEventListener('change', () => { options.draw(gameSel.value); showLevel(); });
  options.draw(gameSel.value);

  const startBtn = h('button.primary', { type: 'submit', dataset: { testid: 'start-game' } }, 'Start the game');
  const refusal = refusalLine();
  // The rule options are checked here, with messages in words beside them, before the rest
  // is checked by the browser: its bubbles cannot point into a closed <details>.
  form.noValidate = true;
  form.append(
    h('div.field', {}, h('label', { for: 'game' }, 'Game'), gameSel),
    h('div.field', {}, h('label', { for: 'side' }, 'You play'), sideSel),
    h('div.field', {}, h('label', { for: 'level' }, 'Engine level'), h('div.range', {}, level, levelOut),
      h('small.help', {}, `${lv.min} is gentle, ${lv.max} is full strength; ratings on the players' scale.`)),
    h('details', {}, h('summary', {}, 'Rule options'), options.box),
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
  const tabEngine = h('button.tab', { type: 'button', role: 'tab', id: 'tab-engine', dataset: { testid: 'mode-engine' } }, 'Play the engine');
  const tabFriend = h('button.tab', { type: 'button', role: 'tab', id: 'tab-friend', dataset: { testid: 'mode-friend' } }, 'Play a friend');
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

  const card = h('section.card.newgame-card', {}, h('h1', {}, 'New game'),
    h('div.tabs', { role: 'tablist', 'aria-label': 'opponent' }, tabEngine, tabFriend), panelEngine, panelFriend);

  const resume = h('section.card', {}, h('h2', {}, 'Unfinished games'));
  const list = h('ul.gamelist', { dataset: { testid: 'ongoing-list' } });
  resume.append(list);
  const lobbyCard = h('section.card', {}, h('h2', {}, 'Lobby'),
    h('p', {}, 'Open invitations to join, and games between people to watch: ',
      h('a', { href: '#/lobby', dataset: { testid: 'home-lobby' } }, 'go to the lobby'), '.'));
  const study = h('section.card', { dataset: { testid: 'home-study' } }, h('h2', {}, 'Study'),
    h('ul', {}, meta.games.map((g) => h('li', {}, `${g.title}: `,
      h('a', { href: `#/editor/${g.name}`, dataset: { testid: `home-editor-${g.name}` } }, 'Set up a position'), ' · ',
      h('a', { href: `#/analysis/${g.name}`, dataset: { testid: `home-analysis-${g.name}` } }, 'analysis board')))));
  main.append(h('div.home', {}, card, h('div', {}, lobbyCard, study, resume)));
  try {
    const mine = await busy(myUnfinished());
    if (!mine.length) list.append(h('li.muted', {}, 'None yet.'));
    for (const g of mine)
      list.append(h('li', { dataset: { id: g.id } }, h('a', { href: `#/play/${g.id}`, dataset: { testid: 'resume' } },
        `${gameTitle(meta, g.game)} · ${seatsText(g)} · ${g.ply} move${g.ply === 1 ? '' : 's'}`),
        g.to_move && g.status === 'ongoing' && isMyTurn(g) ? h('small.your-turn', { dataset: { testid: 'resume-turn' } }, ' · your move') : ''));
  } catch (err) {
    list.append(h('li.muted', {}, 'Could not load the list: ' + explain(err)));
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
    if (s === side) return `you (${s === 'south' ? 'South' : 'North'})`;
    if (p === 'engine') return `engine level ${g.level}`;
    if (p === 'human' || p === 'nobody') return g.opponent === 'friend' ? 'a friend' : 'you';
    return p;
  };
  if (!side && g.players.south === 'human' && g.players.north === 'human' && g.opponent !== 'friend') return 'two players at one screen';
  return `${name(side === 'north' ? 'north' : 'south')} vs ${name(side === 'north' ? 'south' : 'north')}`;
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

const PRESETS = [['none', 'No clock'], ['3+2', '3 min + 2 s'], ['5+3', '5 min + 3 s'], ['10+5', '10 min + 5 s'],
  ['15+10', '15 min + 10 s'], ['custom', 'Custom…']];

// The form for a game between two people: game, options, side, clock, lobby; then the links.
function friendForm(meta) {
  const last = JSON.parse(localStorage.getItem('manqala.lastFriendForm') || '{}');
  const form = h('form.friend', { dataset: { testid: 'friend-form' } });
  const options = optionFields(meta, 'fopt-');
  const gameSel = h('select', { id: 'f-game', dataset: { testid: 'friend-game-select' } },
    meta.games.map((g) => h('option', { value: g.name, selected: g.name === last.game }, g.title)));
  const sideSel = h('select', { id: 'f-side', dataset: { testid: 'friend-side-select' } },
    [['south', 'South (moves first)'], ['north', 'North'], ['random', 'Random']]
      .map(([v, t]) => h('option', { value: v, selected: v === last.human }, t)));
  const preset = h('select', { id: 'f-clock', dataset: { testid: 'clock-preset' } },
    PRESETS.map(([v, t]) => h('option', { value: v, selected: v === (last.preset || '5+3') }, t)));
  const minutes = h('input', { id: 'f-minutes', type: 'number', min: 0, max: 180, value: last.minutes ?? 5, dataset: { testid: 'clock-minutes' } });
  const increment = h('input', { id: 'f-inc', type: 'number', min: 0, max: 60, value: last.increment ?? 3, dataset: { testid: 'clock-increment' } });
  const custom = h('div.clock-custom', {},
    h('label', { for: 'f-minutes' }, 'minutes'), minutes, h('label', { for: 'f-inc' }, 'increment (s per move)'), increment);
  const syncCustom = () => { custom.hidden = preset.value !== 'custom'; };
  preset.addEventListener('change', syncCustom);
  syncCustom();
  const listed = h('input', { id: 'f-listed', type: 'checkbox', checked: last.listed !== false, dataset: { testid: 'listed-toggle' } });
  // Rated games are between accounts: a guest sees the box, off, and how to get one.
  const guest = !currentAccount();
  const rated = h('input', { id: 'f-rated', type: 'checkbox', checked: !guest && !!last.rated, disabled: guest, dataset: { testid: 'rated' } });
  const ratedHelp = guest
    ? h('small.help', { dataset: { testid: 'rated-hint' } }, h('a', { href: loginHref('#/') }, 'log in'), ' to play rated games')
    : h('small.help', {}, 'Both players need an account; the result changes your ratings.');
  gameSel.addEventListener('change', () => options.draw(gameSel.value));
  options.draw(gameSel.value);
  const createBtn = h('button.primary', { type: 'submit', dataset: { testid: 'create-friend' } }, 'Create the invitation');
  const result = h('div.invite', { dataset: { testid: 'invite-box' }, hidden: true, 'aria-live': 'polite' });
  const refusal = refusalLine();
  form.noValidate = true; // as the engine form: the fields are checked here

  form.append(
    h('div.field', {}, h('label', { for: 'f-game' }, 'Game'), gameSel),
    h('div.field', {}, h('label', { for: 'f-side' }, 'You play'), sideSel),
    h('div.field', {}, h('label', { for: 'f-clock' }, 'Time control'), preset, custom,
      h('small.help', {}, 'Each player’s time; the increment is added after each of their moves. The clock starts when both have joined.')),
    h('div.field.check', {}, h('label', {}, listed, ' List the invitation in the lobby'),
      h('small.help', {}, 'Anyone in the lobby may then take the open seat; otherwise only the link does.')),
    h('div.field.check', {}, h('label', {}, rated, ' Rated'), ratedHelp),
    h('details', {}, h('summary', {}, 'Rule options'), options.box),
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
      if (m === 0) return toast('A clock needs at least one minute (or choose “No clock”).', 'error');
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
    h('h3', {}, 'Invitation ready'),
    h('p', {}, `You play ${side === 'south' ? 'South' : 'North'}. Send this link to your opponent (it works once):`),
    r.game.rated ? h('p.muted', { dataset: { testid: 'rated-note' } }, 'A rated game: your opponent logs in (or creates an account) to join.') : '',
    linkRow(inviteUrl(id, r.invite), 'invite-link', 'copy-invite'),
    h('p', {}, 'Spectators can watch with this link:'),
    linkRow(watchUrl(id), 'watch-link', 'copy-watch'),
    h('p', {}, h('a.button.primary', { href: `#/play/${id}`, dataset: { testid: 'go-to-board' } }, 'Go to the board')));
}

