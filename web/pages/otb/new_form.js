// The form for a new over-the-board tournament: name, game and its rules, format and rounds,
// a Swiss's acceleration, tie-breaks, the first board's colour, time control, place, date, chief
// arbiter, club. Its entrants are players, or teams with their number of boards a match (a team
// event: a match between two clubs is a round robin of two teams); the tie-breaks offered follow
// the format and the entrants until the director types others.
import { adminClubs } from '../../lib/api/clubs.js';
import { createOtb } from '../../lib/api/otb.js';
import { optionFields, refusalLine } from '../../lib/forms.js';
import { t } from '../../lib/i18n.js';
import { h, busy } from '../../lib/ui.js';
import { DEFAULT_BREAKS, FORMATS, formatName, refused, titleOf } from '../../lib/words.js';
import { TEAM_BREAKS } from './team_words.js';

export function newForm(meta) {
  const field = (id, label, input, help) => h('div.field', {}, h('label', { for: id }, label), input,
    help ? h('small.help', { id: `${id}-help` }, help) : '');
  const text = (id, max, attrs = {}) => h('input', { id, maxLength: max, autocomplete: 'off', dataset: { testid: id }, 'aria-describedby': `${id}-help`, ...attrs });
  const name = text('otb-name', 80, { required: true, minLength: 1 });
  const game = h('select', { id: 'otb-game', dataset: { testid: 'otb-game' } }, meta.games.map((g) => h('option', { value: g.name }, titleOf(g.name, g.title))));
  const options = optionFields(meta, 'otbopt-');
  game.addEventListener('change', () => options.draw(game.value));
  if (meta.games.length) options.draw(game.value);
  const format = h('select', { id: 'otb-format', dataset: { testid: 'otb-format' } }, FORMATS.map((v) => h('option', { value: v }, formatName(v))));
  const rounds = h('input', { id: 'otb-rounds', type: 'number', min: 1, max: 20, value: 5, required: true, inputmode: 'numeric', dataset: { testid: 'otb-rounds' } });
  const roundsField = field('otb-rounds', t('otb.form.rounds'), rounds, t('otb.form.rounds.help'));
  const acceleration = h('select', { id: 'otb-accel', dataset: { testid: 'otb-accel' } },
    ['none', 'baku'].map((v) => h('option', { value: v }, t(`otb.acceleration.${v}`))));
  const accelerationField = field('otb-accel', t('otb.acceleration'), acceleration, t('otb.acceleration.help'));
  const entrants = h('select', { id: 'otb-new-teams', dataset: { testid: 'otb-new-teams' }, 'aria-describedby': 'otb-new-teams-help' },
    h('option', { value: 'players' }, t('otb.form.entrants.players')), h('option', { value: 'teams' }, t('otb.form.entrants.teams')));
  const teamBoards = h('input', { id: 'otb-new-team-boards', type: 'number', min: 2, max: 12, value: 4, required: true, inputmode: 'numeric',
    dataset: { testid: 'otb-new-team-boards' }, 'aria-describedby': 'otb-new-team-boards-help' });
  const teamBoardsField = field('otb-new-team-boards', t('otb.form.teamBoards'), teamBoards, t('otb.form.teamBoards.help'));
  const entrantsHelp = h('small.help', { id: 'otb-new-teams-help' });
  const breaks = text('otb-tiebreaks', 60, { value: DEFAULT_BREAKS.swiss, spellcheck: false, dir: 'ltr' });
  const breaksHelp = h('small.help', { id: 'otb-tiebreaks-help' });
  let breaksTouched = false;
  breaks.addEventListener('input', () => (breaksTouched = true));
  const teams = () => entrants.value === 'teams';
  // What the format and the entrants make of the rest: a Swiss's rounds and acceleration (none
  // in a team event), the boards of a team's match, the tie-breaks offered and their help.
  const follow = () => {
    roundsField.hidden = format.value !== 'swiss';
    accelerationField.hidden = roundsField.hidden || teams();
    teamBoardsField.hidden = !teams();
    rounds.disabled = roundsField.hidden;
    acceleration.disabled = accelerationField.hidden;
    teamBoards.disabled = teamBoardsField.hidden;
    entrantsHelp.textContent = teams() ? t('otb.form.entrants.teamsHelp') : t('otb.form.entrants.playersHelp');
    colourLabel.textContent = teams() ? t('otb.form.colour.team') : t('otb.form.colour');
    breaksHelp.textContent = teams() ? t('otb.form.tiebreaks.teamHelp') : t('otb.form.tiebreaks.help');
    if (!breaksTouched) breaks.value = (teams() ? TEAM_BREAKS : DEFAULT_BREAKS)[format.value];
  };
  format.addEventListener('change', follow);
  entrants.addEventListener('change', follow);
  const colour = h('select', { id: 'otb-colour', dataset: { testid: 'otb-colour' } },
    ['lot', 'white', 'black'].map((v) => h('option', { value: v }, t(`otb.form.colour.${v}`))));
  const colourField = field('otb-colour', t('otb.form.colour'), colour, t('otb.form.colour.help'));
  const colourLabel = colourField.querySelector('label');
  const clock = text('otb-time', 40, { placeholder: '10+5', dir: 'ltr' });
  const place = text('otb-place', 80);
  const date = h('input', { id: 'otb-date', type: 'date', dataset: { testid: 'otb-date' } });
  const arbiter = text('otb-arbiter', 80);
  const club = h('select', { id: 'otb-club', dataset: { testid: 'otb-club' } }, h('option', { value: '' }, t('otb.form.club.none')));
  adminClubs().then((cs) => club.append(...cs.map((c) => h('option', { value: c.id }, c.name)))).catch(() => {});

  const submit = h('button.primary', { type: 'submit', dataset: { testid: 'otb-create' } }, t('otb.form.submit'));
  const refusal = refusalLine();
  const form = h('form.card', { dataset: { testid: 'otb-form' } }, h('h2', {}, t('otb.new')),
    field('otb-name', t('otb.form.name'), name, t('otb.form.name.help')),
    field('otb-game', t('otb.form.game'), game),
    h('details', {}, h('summary', {}, t('home.ruleOptions')), options.box),
    field('otb-format', t('otb.form.format'), format), roundsField,
    h('div.field', {}, h('label', { for: 'otb-new-teams' }, t('otb.form.entrants')), entrants, entrantsHelp), teamBoardsField,
    accelerationField,
    h('div.field', {}, h('label', { for: 'otb-tiebreaks' }, t('otb.form.tiebreaks')), breaks, breaksHelp),
    colourField,
    field('otb-time', t('otb.form.time'), clock, t('otb.form.time.help')),
    field('otb-place', t('otb.form.place'), place), field('otb-date', t('otb.form.date'), date),
    field('otb-arbiter', t('otb.form.arbiter'), arbiter),
    field('otb-club', t('otb.form.club'), club, t('otb.form.club.help')),
    submit, refusal.el);
  form.noValidate = true;
  follow();
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    refusal.say('');
    const chosen = options.values();
    if (!chosen) return;
    if (!name.value.trim()) { name.focus(); return refusal.say(t('otb.form.name.missing')); }
    const spec = { name: name.value.trim(), game: game.value, options: chosen, format: format.value,
      rounds: format.value === 'swiss' ? Number(rounds.value) || 0 : 0, tiebreaks: breaks.value.replace(/\s+/g, ''),
      initial_colour: colour.value, time_control: clock.value.trim(), place: place.value.trim(), date: date.value || '',
      chief_arbiter: arbiter.value.trim(), club_id: club.value,
      acceleration: format.value === 'swiss' && !teams() ? acceleration.value : 'none' };
    if (teams()) {
      const n = Number(teamBoards.value);
      if (!Number.isInteger(n) || n < 2 || n > 12) { teamBoards.focus(); return refusal.say(t('otb.form.teamBoards.range')); }
      spec.team_boards = n;
    }
    submit.disabled = true;
    try {
      const r = await busy(createOtb(spec));
      location.hash = `#/otb/${r.id}`;
    } catch (err) {
      refusal.say(refused(err));
      submit.disabled = false;
    }
  });
  return form;
}

