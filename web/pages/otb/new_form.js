// The form for a new over-the-board tournament: name, game and its rules, format and rounds,
// a Swiss's acceleration, tie-breaks, the first board's colour, time control, place, date, chief
// arbiter, club.
import { adminClubs } from '../../lib/api/clubs.js';
import { createOtb } from '../../lib/api/otb.js';
import { optionFields, refusalLine } from '../../lib/forms.js';
import { t } from '../../lib/i18n.js';
import { h, busy } from '../../lib/ui.js';
import { DEFAULT_BREAKS, FORMATS, formatName, refused, titleOf } from '../../lib/words.js';

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
  const breaks = text('otb-tiebreaks', 60, { value: DEFAULT_BREAKS.swiss, spellcheck: false, dir: 'ltr' });
  let breaksTouched = false;
  breaks.addEventListener('input', () => (breaksTouched = true));
  format.addEventListener('change', () => {
    roundsField.hidden = accelerationField.hidden = format.value !== 'swiss';
    rounds.disabled = acceleration.disabled = roundsField.hidden;
    if (!breaksTouched) breaks.value = DEFAULT_BREAKS[format.value];
  });
  const colour = h('select', { id: 'otb-colour', dataset: { testid: 'otb-colour' } },
    ['lot', 'white', 'black'].map((v) => h('option', { value: v }, t(`otb.form.colour.${v}`))));
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
    field('otb-format', t('otb.form.format'), format), roundsField, accelerationField,
    field('otb-tiebreaks', t('otb.form.tiebreaks'), breaks, t('otb.form.tiebreaks.help')),
    field('otb-colour', t('otb.form.colour'), colour, t('otb.form.colour.help')),
    field('otb-time', t('otb.form.time'), clock, t('otb.form.time.help')),
    field('otb-place', t('otb.form.place'), place), field('otb-date', t('otb.form.date'), date),
    field('otb-arbiter', t('otb.form.arbiter'), arbiter),
    field('otb-club', t('otb.form.club'), club, t('otb.form.club.help')),
    submit, refusal.el);
  form.noValidate = true;
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
      acceleration: format.value === 'swiss' ? acceleration.value : 'none' };
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

