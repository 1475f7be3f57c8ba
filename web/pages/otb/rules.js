// A Swiss's own pairing rules, for its director: Baku acceleration (chosen before round 1; which
// players have virtual points, in which rounds), and players kept apart (same family, same
// club) from the next round on, each group with its note and a button that ends it.
import { setAcceleration, keepApart, endForbidden } from '../../lib/api/otb.js';
import { t, list } from '../../lib/i18n.js';
import { h, twoClicks } from '../../lib/ui.js';
import { numbered } from './words.js';
import { pointsText } from '../../lib/words.js';

export function pairingRules(data, { id, act }) {
  const tm = data.tournament;
  if (tm.format !== 'swiss') return '';
  return h('section.otb-rules', { dataset: { testid: 'otb-rules' } }, h('h3', {}, t('otb.rules.title')),
    acceleration(tm, id, act), forbiddenList(data, id, act), forbiddenForm(data, id, act));
}

// "round 3" or "rounds 1–2".
const roundsText = (from, to) => (from === to ? t('otb.baku.round', { round: from }) : t('otb.baku.rounds', { from, to }));

function acceleration(tm, id, act) {
  const a = tm.acceleration || { method: 'none' };
  const said = [];
  if (a.method === 'baku') {
    const points = a.virtual_points || [];
    const full = points.filter((p) => Number(p) >= 1).length;
    const values = { first: 1, last: a.last, one: 1, fullRounds: roundsText(1, full), half: pointsText('0.5'),
      halfRounds: roundsText(full + 1, points.length) };
    said.push(h('p.help', { dataset: { testid: 'otb-baku-summary' } },
      full < points.length ? t('otb.baku.summary', values) : t('otb.baku.summary.full', values)));
  }
  if (tm.round) return h('div', {}, h('p', {}, t(`otb.acceleration.${a.method}`)), ...said);
  const pick = h('select', { id: 'otb-acceleration', dataset: { testid: 'otb-acceleration' },
    onchange: () => act(() => setAcceleration(id, pick.value)) },
  ['none', 'baku'].map((v) => h('option', { value: v, selected: a.method === v }, t(`otb.acceleration.${v}`))));
  return h('div', {}, h('p.inline-form', {}, h('label', { for: 'otb-acceleration' }, t('otb.acceleration')), pick), ...said);
}

// The groups in force (an ended one stays in the TRF for the rounds paired under it).
function forbiddenList(data, id, act) {
  const byId = new Map((data.players || []).map((p) => [p.id, p]));
  const groups = (data.tournament.forbidden || []).filter((f) => !f.to);
  if (!groups.length) return h('p.muted', { dataset: { testid: 'otb-forbidden-none' } }, t('otb.forbidden.none'));
  return h('ul.otb-forbidden', { dataset: { testid: 'otb-forbidden' } }, groups.map((f) => h('li', {},
    list(f.players.filter((p) => byId.has(p)).map((p) => numbered(byId.get(p)))), f.note ? ` (\u2068${f.note}\u2069)` : '', ' ',
    f.from > 1 ? h('span.muted', {}, t('otb.forbidden.from', { round: f.from }), ' ') : '',
    twoClicks({ dataset: { testid: 'otb-forbidden-end' } }, t('otb.forbidden.end'), t('otb.forbidden.end.ask'),
      () => act(() => endForbidden(id, f.number))))));
}

// Two players (a group of more comes from a TRF) and why, kept apart from the next round on.
function forbiddenForm(data, id, act) {
  const present = (data.players || []).filter((p) => !p.withdrawn);
  if (present.length < 2) return '';
  const pick = (n) => h('select', { 'aria-label': t('otb.forbidden.player', { n }), dataset: { testid: `otb-forbidden-${n}` } },
    present.map((p, i) => h('option', { value: p.id, selected: i === n - 1 }, numbered(p))));
  const a = pick(1), b = pick(2);
  const note = h('input', { type: 'text', maxLength: 80, 'aria-label': t('otb.forbidden.note'),
    placeholder: t('otb.forbidden.note'), dataset: { testid: 'otb-forbidden-note' } });
  return h('p.inline-form', {}, h('span', {}, t('otb.forbidden.add', { round: (data.tournament.round || 0) + 1 })), a, b, note,
    h('button', { type: 'button', dataset: { testid: 'otb-forbidden-add' },
      onclick: () => act(() => keepApart(id, [Number(a.value), Number(b.value)], note.value.trim())) }, t('otb.forbidden.submit')));
}
