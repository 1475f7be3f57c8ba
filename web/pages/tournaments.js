// #/tournaments[?club=<id>]: the tournaments by status, and the form for a new one (a club's
// "New tournament" comes here with the club chosen). The single tournament is tournament.js.
import { currentAccount } from '../lib/api/accounts.js';
import { adminClubs, listClubs } from '../lib/api/clubs.js';
import { getMeta } from '../lib/api/games.js';
import { listTournaments, createTournament } from '../lib/api/tournaments.js';
import { optionFields, refusalLine } from '../lib/forms.js';
import { t, tParts } from '../lib/i18n.js';
import { loginHref } from '../lib/links.js';
import { tournamentTable } from '../lib/tables.js';
import { h, busy } from '../lib/ui.js';
import { refused, FORMATS, formatName, titleOf, DEFAULT_BREAKS } from '../lib/words.js';

export async function render(main, club) {
  document.title = t('title.page', { name: t('nav.tournaments') });
  const [meta, { tournaments }, { clubs }] = await busy(Promise.all([getMeta(), listTournaments(),
    listClubs().catch(() => ({ clubs: [] }))]));
  const clubNames = new Map(clubs.map((c) => [c.id, c.name]));
  const groups = [
    ['running', (tm) => tm.status === 'running' || tm.status === 'paused'],
    ['registering', (tm) => tm.status === 'registering'],
    ['finished', (tm) => tm.status === 'finished'],
  ];
  const form = currentAccount() ? await newForm(meta, club)
    : h('section.card', {}, h('p', {}, tParts('tournaments.guest', { login: h('a', { href: loginHref() }, t('nav.login')) })));
  main.append(h('section.card', {}, h('h1', {}, t('nav.tournaments')),
    h('p.help', {}, t('tournaments.text')),
    h('p', {}, h('a', { href: '#/otb', dataset: { testid: 'tournaments-otb-link' } }, t('tournaments.otb'))),
    groups.map(([key, pick]) => {
      const ts = tournaments.filter(pick);
      return h('div', { dataset: { testid: `tournaments-${key}` } }, h('h2', {}, t(`tournaments.group.${key}`)),
        ts.length ? tournamentTable(ts, meta, clubNames) : h('p.muted', {}, t('tournaments.none')));
    })), form);
  if (club) form.scrollIntoView?.();
}

async function newForm(meta, chosenClub) {
  const last = JSON.parse(localStorage.getItem('manqala.lastTournamentForm') || '{}');
  const clubs = await busy(adminClubs());
  const field = (id, label, input, help) => h('div.field', {}, h('label', { for: id }, label), input, help ? h('small.help', {}, help) : '');
  const num = (id, value, min, max, step = 1) => h('input', { id, type: 'number', min, max, step, value, required: true, dataset: { testid: id } });

  const name = h('input', { id: 'tournament-name', required: true, minLength: 3, maxLength: 80, autocomplete: 'off', dataset: { testid: 'tournament-name' } });
  const description = h('textarea', { id: 'tournament-description', maxLength: 2000, rows: 3, dataset: { testid: 'tournament-description' } });
  const format = h('select', { id: 'tournament-format', dataset: { testid: 'tournament-format' } },
    FORMATS.map((v) => h('option', { value: v, selected: v === (last.format || 'swiss') }, formatName(v))));
  const rounds = num('tournament-rounds', last.rounds ?? 5, 1, 30);
  const roundsField = field('tournament-rounds', t('tournaments.form.rounds'), rounds, t('tournaments.form.rounds.help'));
  let lateField = null;
  let byesField = null;
  // Empty: the format's default (as the server's), shown in the field until something is typed.
  const breaks = h('input', { id: 'tournament-tiebreaks', maxLength: 200, autocomplete: 'off', spellcheck: false, dir: 'ltr',
    dataset: { testid: 'tournament-tiebreaks' } });
  const syncRounds = () => {
    breaks.placeholder = DEFAULT_BREAKS[format.value] || DEFAULT_BREAKS.swiss;
    roundsField.hidden = format.value !== 'swiss'; rounds.disabled = roundsField.hidden;
    if (lateField) lateField.hidden = roundsField.hidden;
    if (byesField) byesField.hidden = roundsField.hidden;
  };
  format.addEventListener('change', syncRounds);
  syncRounds();
  const game = h('select', { id: 'tournament-game', dataset: { testid: 'tournament-game' } },
    meta.games.map((g) => h('option', { value: g.name, selected: g.name === last.game }, titleOf(g.name, g.title))));
  const options = optionFields(meta, 'topt-');
  game.addEventListener('change', () => options.draw(game.value));
  options.draw(game.value);
  const minutes = num('tournament-minutes', last.minutes ?? 5, 0, 180);
  const seconds = num('tournament-seconds', last.seconds ?? 0, 0, 59);
  const increment = num('tournament-increment', last.increment ?? 3, 0, 60);
  const rated = h('input', { id: 'tournament-rated', type: 'checkbox', checked: last.rated ?? true, dataset: { testid: 'tournament-rated' } });
  const chat = h('input', { id: 'tournament-chat', type: 'checkbox', checked: last.chat ?? true, dataset: { testid: 'tournament-chat' } });
  const bots = h('input', { id: 'tournament-bots', type: 'checkbox', checked: last.bots ?? false, dataset: { testid: 'tournament-bots' } });
  const forfeit = num('tournament-forfeit', last.forfeit ?? 5, 0, 1440, 'any');
  const pause = num('tournament-pause', last.pause ?? 0, 0, 3600);
  const maxByes = h('input', { id: 'tournament-max-byes', type: 'number', min: 0, max: 30, step: 1, value: last.maxByes ?? 1,
    dataset: { testid: 'tournament-max-byes' } });
  // Empty: the server's default, half the rounds.
  const lateEntry = h('input', { id: 'tournament-late-entry', type: 'number', min: 0, max: 30, step: 1, value: last.lateEntry ?? '',
    dataset: { testid: 'tournament-late-entry' } });
  // Local times in the form, UTC on the wire; both optional, so never remembered.
  const startsAt = h('input', { id: 'tournament-starts-at', type: 'datetime-local', dataset: { testid: 'tournament-starts-at' } });
  const closesAt = h('input', { id: 'tournament-closes-at', type: 'datetime-local', dataset: { testid: 'tournament-closes-at' } });
  const club = h('select', { id: 'tournament-club', dataset: { testid: 'tournament-club' } },
    h('option', { value: '' }, t('tournaments.form.club.none')),
    clubs.map((c) => h('option', { value: c.id, selected: c.id === chosenClub }, c.name)));

  const submit = h('button.primary', { type: 'submit', dataset: { testid: 'tournament-create' } }, t('tournaments.form.submit'));
  const refusal = refusalLine();
  const form = h('form.card', { dataset: { testid: 'tournament-form' } }, h('h2', { id: 'new-tournament' }, t('tournaments.new')),
    field('tournament-name', t('account.name'), name, t('tournaments.form.name.help')),
    field('tournament-description', t('tournaments.form.description'), description, t('tournaments.form.description.help', { max: description.maxLength })),
    field('tournament-format', t('tournaments.form.format'), format),
    roundsField,
    field('tournament-game', t('home.game'), game),
    h('details', {}, h('summary', {}, t('home.ruleOptions')), options.box),
    h('div.field', {}, h('label', { for: 'tournament-minutes' }, t('tournaments.form.clock')),
      h('div.clock-custom', {}, minutes, h('label', { for: 'tournament-minutes' }, t('tournaments.form.clock.minutes')), seconds,
        h('label', { for: 'tournament-seconds' }, t('tournaments.form.clock.seconds')), increment,
        h('label', { for: 'tournament-increment' }, t('tournaments.form.clock.increment'))),
      h('small.help', {}, t('tournaments.form.clock.help'))),
    h('div.field.check', {}, h('label', {}, rated, ` ${t('home.friend.rated')}`), h('small.help', {}, t('tournaments.form.rated.help'))),
    h('div.field.check', {}, h('label', {}, chat, ` ${t('tournaments.form.chat')}`), h('small.help', {}, t('tournaments.form.chat.help'))),
    h('div.field.check', {}, h('label', {}, bots, ` ${t('tournaments.form.bots')}`), h('small.help', {}, t('tournaments.form.bots.help'))),
    field('tournament-forfeit', t('tournaments.form.forfeit'), forfeit, t('tournaments.form.forfeit.help')),
    field('tournament-pause', t('tournaments.form.pause'), pause, t('tournaments.form.pause.help', { zero: 0 })),
    lateField = field('tournament-late-entry', t('tournaments.form.lateEntry'), lateEntry, t('tournaments.form.lateEntry.help', { zero: 0 })),
    byesField = field('tournament-max-byes', t('tournaments.form.maxByes'), maxByes, t('tournaments.form.maxByes.help', { zero: 0 })),
    field('tournament-tiebreaks', t('tournaments.form.tiebreaks'), breaks, t('tournaments.form.tiebreaks.help')),
    field('tournament-starts-at', t('tournaments.form.startsAt'), startsAt, t('tournaments.form.startsAt.help')),
    field('tournament-closes-at', t('tournaments.form.closesAt'), closesAt, t('tournaments.form.closesAt.help')),
    field('tournament-club', t('tournaments.form.club'), club, clubs.length
      ? t('tournaments.form.club.help') : t('tournaments.form.club.noAdmin')),
    submit, refusal.el);
  syncRounds(); // the late-entry field, made with the form, follows the format too
  form.noValidate = true; // the rule options are checked by optionFields, with words beside them
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    refusal.say('');
    const chosen = options.values();
    if (!chosen || !form.reportValidity()) return;
    const spec = {
      name: name.value.trim(), format: format.value, game: game.value, options: chosen,
      clock: { minutes: Number(minutes.value), seconds: Number(seconds.value), increment: Number(increment.value) },
      rated: rated.checked, forfeit_after_s: Math.round(Number(forfeit.value) * 60), chat: chat.checked,
      pause_s: Number(pause.value),
    };
    if (spec.format === 'swiss') spec.rounds = Number(rounds.value);
    if (spec.format === 'swiss' && lateEntry.value !== '') spec.late_entry_until_round = Number(lateEntry.value);
    if (spec.format === 'swiss' && maxByes.value !== '') spec.max_byes = Number(maxByes.value);
    if (bots.checked) spec.bots = true;
    if (club.value) spec.club = club.value;
    if (breaks.value.trim()) spec.tiebreaks = breaks.value.replace(/\s+/g, '');
    if (description.value.trim()) spec.description = description.value;
    if (startsAt.value) spec.starts_at = new Date(startsAt.value).toISOString();
    if (closesAt.value) spec.registration_closes_at = new Date(closesAt.value).toISOString();
    localStorage.setItem('manqala.lastTournamentForm', JSON.stringify({ format: spec.format, rounds: rounds.value, game: spec.game,
      minutes: minutes.value, seconds: seconds.value, increment: increment.value, rated: rated.checked, forfeit: forfeit.value, chat: chat.checked,
      bots: bots.checked, pause: pause.value, lateEntry: lateEntry.value, maxByes: maxByes.value }));
    submit.disabled = true;
    try {
      const r = await busy(createTournament(spec));
      location.hash = `#/tournaments/${r.tournament.id}`;
    } catch (err) {
      refusal.say(refused(err));
      submit.disabled = false;
    }
  });
  return form;
}
