// #/otb: the over-the-board tournaments (newest first), the form for a new one and a TRF file
// imported as a new tournament. The tournament itself is otb/page.js.
import { currentAccount } from '../../lib/api/accounts.js';
import { getMeta } from '../../lib/api/games.js';
import { listOtb, importTrf } from '../../lib/api/otb.js';
import { refusalLine } from '../../lib/forms.js';
import { t, tParts, num } from '../../lib/i18n.js';
import { loginHref } from '../../lib/links.js';
import { statusBadge } from '../../lib/tables.js';
import { h, busy } from '../../lib/ui.js';
import { gameTitle, titleOf, refused, day } from '../../lib/words.js';
import { newForm } from './new_form.js';
import { factsLine, formatLine } from './words.js';

export async function render(main) {
  document.title = t('title.page', { name: t('otb.title') });
  const [meta, list] = await busy(Promise.all([getMeta(), listOtb(100).catch(() => ({ tournaments: [] }))]));
  const tournaments = Array.isArray(list?.tournaments) ? list.tournaments : [];
  const me = currentAccount();
  main.append(h('section.card', { dataset: { testid: 'otb-list-page' } }, h('h1', {}, t('otb.title')),
    h('p.help', {}, t('otb.text')),
    h('p', {}, h('a', { href: '#/tournaments', dataset: { testid: 'otb-online-link' } }, t('otb.online'))),
    tournaments.length ? table(tournaments, meta) : h('p.muted', { dataset: { testid: 'otb-none' } }, t('otb.none'))),
  ...(me ? [newForm(meta), importForm(meta)]
    : [h('section.card', {}, h('p', {}, tParts('otb.guest', { login: h('a', { href: loginHref() }, t('nav.login')) })))]));
}

function table(ts, meta) {
  const td = (label, ...content) => h('td', { dataset: { label } }, ...content);
  const cols = ['name', 'game', 'format', 'round', 'players', 'place', 'status'];
  return h('div.table-wrap', {}, h('table.games.stack', { dataset: { testid: 'otb-list' } },
    h('thead', {}, h('tr', {}, cols.map((c) => h('th', { scope: 'col' }, t(`otb.list.${c}`))))),
    h('tbody', {}, ts.map((tm) => h('tr', { dataset: { testid: 'otb-row', id: tm.id } },
      td('', h('a', { href: `#/otb/${tm.id}`, dir: 'auto', dataset: { testid: 'otb-link' } }, tm.name)),
      td(t('otb.list.game'), gameTitle(meta, tm.game)), td(t('otb.list.format'), formatLine(tm)),
      td(t('otb.list.round'), tm.round ? num(tm.round) : '–'), td(t('otb.list.players'), num(Number(tm.players) || 0)),
      td(t('otb.list.place'), factsLine([tm.place, tm.date ? day(`${tm.date}T12:00:00Z`) : ''])),
      td(t('otb.list.status'), statusBadge(tm.status)))))));
}

// A TRF file from the club's other software: the file picker, the game, then a new tournament.
function importForm(meta) {
  const file = h('input', { id: 'otb-trf-file', type: 'file', accept: '.trf,.txt,text/plain', required: true, dataset: { testid: 'otb-trf-file' } });
  const game = h('select', { id: 'otb-trf-game', dataset: { testid: 'otb-trf-game' } },
    meta.games.map((g) => h('option', { value: g.name }, titleOf(g.name, g.title))));
  const refusal = refusalLine();
  const submit = h('button', { type: 'submit', dataset: { testid: 'otb-trf-submit' } }, t('otb.import.submit'));
  const form = h('form.card', { dataset: { testid: 'otb-import' } }, h('h2', {}, t('otb.import.title')), h('p.help', {}, t('otb.import.help')),
    h('div.field', {}, h('label', { for: 'otb-trf-file' }, t('otb.import.file')), file),
    h('div.field', {}, h('label', { for: 'otb-trf-game' }, t('otb.form.game')), game), submit, refusal.el);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    refusal.say('');
    const f = file.files?.[0];
    if (!f) return refusal.say(t('otb.import.noFile'));
    if (f.size > 1024 * 1024) return refusal.say(t('otb.import.tooBig'));
    submit.disabled = true;
    try {
      const r = await busy(importTrf(game.value, await f.text()));
      location.hash = `#/otb/${r.id}`;
    } catch (err) {
      refusal.say(refused(err));
      submit.disabled = false;
    }
  });
  return form;
}
