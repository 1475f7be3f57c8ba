// The organiser's pairing of a Swiss's next round by hand (lichess's "manual pairings"): a
// text of lines "south north" and "name bye", saved or cleared; what the saved pairing breaks
// of the Dutch system is listed under it, each rule as the server names it ("C1: ..."). The
// director pairs the next round from it, once, if it still pairs every player then.
import { t, num } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';

// ctx.manual: the breaches of the last save from this page, with the round they were for (a
// new round's pairing starts with none).
export function manualPairing(tm, ctx) {
  if (!tm.you?.organiser || tm.format !== 'swiss' || (tm.status !== 'running' && tm.status !== 'paused')) return '';
  if (tm.round >= tm.rounds) return '';
  const next = tm.round + 1;
  const text = h('textarea', { id: 'manual-pairings', rows: 6, maxLength: 4096, dir: 'ltr', spellcheck: false,
    placeholder: 'amal badr\nchadi dina\nemad bye', dataset: { testid: 'manual-pairings' } });
  text.value = tm.manual_pairings || '';
  const save = (value) => ctx.act('manual-pairings', { text: value }, (r) => { ctx.manual = { round: tm.round, breaches: r.breaches || [] }; });
  const breaches = ctx.manual?.round === tm.round && tm.manual_pairings ? ctx.manual.breaches : null;
  return h('div.card.organiser', { dataset: { testid: 'manual-pairing' } },
    h('h2', {}, t('tournament.manual.title', { round: num(next) })),
    h('div.field', {}, h('label', { for: 'manual-pairings' }, t('tournament.manual.label')), text,
      h('p', {}, h('button.primary', { type: 'button', dataset: { testid: 'manual-save' }, onclick: () => save(text.value) }, t('tournament.manual.save')), ' ',
        h('button', { type: 'button', dataset: { testid: 'manual-clear' }, onclick: () => save('') }, t('tournament.manual.clear'))),
      h('small.help', {}, t('tournament.manual.help', { round: num(next) }))),
    tm.manual_pairings ? h('p', { dataset: { testid: 'manual-saved' } }, t('tournament.manual.saved', { round: num(next) })) : '',
    breaches === null ? '' : breaches.length === 0 ? h('p', { dataset: { testid: 'manual-no-breach' } }, t('tournament.manual.noBreach'))
      : h('ul', { dataset: { testid: 'manual-breaches' } }, breaches.map((b) => h('li', { dataset: { testid: 'manual-breach', criterion: b.criterion } },
        t('tournament.manual.breach', { rule: `${b.criterion}: ${b.text}` })))));
}
