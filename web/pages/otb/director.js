// The director's controls: a player at the door (the same name twice said first), the players
// (a bye or an absence for a round to come, withdraw and take it back, mend a name, rating or
// FIDE field, delete one never paired, re-sort the starting numbers), pairing the next round,
// taking it back, a hand-made pairing of the last round (with the breaches the server names),
// a Swiss's pairing rules (rules.js), who may propose results from the hall, the broadcast
// (broadcast_panel.js), finishing the tournament and reopening it. In a team event: the teams
// and their board orders (team_panel.js), each player added to a team at any time (a reserve
// after round 1), and none of what the server refuses there (byes, a pairing by hand, a Swiss's
// pairing rules).
import { addPlayer, editPlayer, setBye, pairNext, unpair, setPairings, finishOtb, renumber, reopenOtb, setHall } from '../../lib/api/otb.js';
import { refusalLine } from '../../lib/forms.js';
import { t, num, direction } from '../../lib/i18n.js';
import { h, twoClicks } from '../../lib/ui.js';
import { refused, plain } from '../../lib/words.js';
import { numbered } from './words.js';
import { broadcastPanel } from './broadcast_panel.js';
import { pairingRules } from './rules.js';
import { teamPanel } from './team_panel.js';
import { isTeamEvent, teamRounds } from './team_words.js';

export function directorControls(data, ctx) {
  const { id, act } = ctx;
  const tm = data.tournament;
  // A correction after the end: reopened, corrected, finished again (the log keeps both).
  if (tm.status === 'finished') return h('div.card.otb-director', { dataset: { testid: 'otb-director' } }, h('h2', {}, t('otb.director.title')),
    h('p.help', {}, t('otb.reopen.help')), twoClicks({ dataset: { testid: 'otb-reopen' } }, t('otb.reopen'), t('otb.reopen.ask'), () => act(() => reopenOtb(id))),
    broadcastPanel(data, ctx));
  if (isTeamEvent(tm)) return h('div.card.otb-director', { dataset: { testid: 'otb-director', teams: 'true' } }, h('h2', {}, t('otb.director.title')),
    roundButtons(data, ctx), hallSettings(data, ctx), broadcastPanel(data, ctx), teamPanel(data, ctx),
    // A team's reserve may join at any time: the player joins the end of its board order.
    (data.teams || []).length ? addForm(data, ctx) : '', playersTable(data, ctx));
  return h('div.card.otb-director', { dataset: { testid: 'otb-director' } }, h('h2', {}, t('otb.director.title')),
    roundButtons(data, ctx), handEdit(data, ctx), hallSettings(data, ctx), broadcastPanel(data, ctx), pairingRules(data, ctx),
    // A late entry: a Swiss's, between rounds; a round robin's schedule is fixed once paired.
    !tm.round || (tm.format === 'swiss' && tm.round < maxRounds(data)) ? addForm(data, ctx) : '', playersTable(data, ctx));
}

// The rounds the tournament has: a Swiss's as asked, a round robin's as its entrants (players, or
// a team event's teams) make.
function maxRounds(data) {
  const tm = data.tournament;
  if (isTeamEvent(tm)) return teamRounds(tm, data.teams || []);
  const n = (data.players || []).length;
  return tm.format === 'swiss' ? tm.rounds : ((n + (n % 2)) - 1) * (tm.format === 'double-round-robin' ? 2 : 1);
}

// Pair round N, unpair the last, finish. A pairing runs on the server (202 at once): while it
// does, the page says so and offers nothing else; one that failed says why under the button.
function roundButtons(data, { id, act }) {
  const tm = data.tournament;
  const rs = data.rounds || [];
  const last = rs.at(-1);
  const open = last && last.boards.some((b) => b.black && !b.result);
  const next = (tm.round || 0) + 1;
  const out = h('div.otb-round-buttons', {});
  const said = h('p.form-error', { role: 'alert', dataset: { testid: 'otb-pair-error' }, hidden: true });
  const run = data.pairing;
  if (run && run.state === 'running')
    return h('p.otb-pairing', { role: 'status', dataset: { testid: 'otb-pairing' } }, t('otb.pairing.running', { round: run.round }));
  if (run && run.state === 'failed') {
    said.textContent = t(`error.code.${run.code || 'otb-pairing-failed'}`, { round: run.round });
    said.hidden = false;
  }
  if (!open && next <= (maxRounds(data) || next))
    // A refusal (no pairing keeps the absolute criteria: the director may finish) stays in words under it.
    out.append(h('button.primary', { type: 'button', dataset: { testid: 'otb-pair' }, onclick: () => {
      said.hidden = true;
      return act(() => pairNext(id).catch((e) => { said.textContent = refused(e); said.hidden = false; throw e; }));
    } }, t('otb.pair', { round: next })));
  else if (open) out.append(h('p.muted', { dataset: { testid: 'otb-waiting' } }, t('otb.pair.waiting', { round: last.round })));
  if (last && !last.boards.some((b) => b.black && b.result))
    out.append(' ', twoClicks({ dataset: { testid: 'otb-unpair' } }, t('otb.unpair', { round: last.round }), t('otb.unpair.ask'), () => act(() => unpair(id))));
  if (tm.round && !open)
    out.append(' ', twoClicks({ dataset: { testid: 'otb-finish' } }, t('otb.finish'), t('otb.finish.ask'), () => act(() => finishOtb(id))));
  return h('div', {}, out, said);
}

// The last round's pairing by hand, while none of its results is in: a South and a North for
// each board (North "bye": a bye); the server stores it and names the rules it breaks.
// ctx.breaches: the server's answer to the last hand-made pairing ({round, list}), kept over
// the redraw that follows it.
function handEdit(data, ctx) {
  const { id, act } = ctx;
  const last = (data.rounds || []).at(-1);
  if (!last || last.boards.some((b) => b.black && b.result)) return '';
  const players = (data.players || []).filter((p) => !p.withdrawn);
  const pick = (value, label, bye) => h('select', { 'aria-label': label },
    bye ? h('option', { value: 0, selected: !value }, t('otb.bye.paired')) : '',
    players.map((p) => h('option', { value: p.number, selected: p.number === value }, numbered(p))));
  const rows = last.boards.map((b) => ({ white: pick(b.white, t('otb.edit.south', { board: b.board }), false), black: pick(b.black, t('otb.edit.north', { board: b.board }), true), board: b.board }));
  const breaches = h('ul.otb-breaches', { dataset: { testid: 'otb-breaches' }, 'aria-live': 'polite' });
  const said = ctx.breaches?.round === last.round ? ctx.breaches.list : null;
  if (said) {
    breaches.replaceChildren(...(said.length ? said.map((b) => h('li', { dir: 'ltr' }, String(b))) : [h('li', {}, t('otb.edit.clean'))]));
    breaches.dataset.count = said.length;
  }
  const refusal = refusalLine();
  const save = h('button', { type: 'button', dataset: { testid: 'otb-edit-save' }, onclick: async () => {
    refusal.say('');
    try {
      const r = await setPairings(id, last.round, rows.map((x) => ({ white: Number(x.white.value), black: Number(x.black.value) })));
      ctx.breaches = { round: last.round, list: Array.isArray(r?.breaches) ? r.breaches : [] };
      await act(() => Promise.resolve(null));
    } catch (e) {
      refusal.say(refused(e));
    }
  } }, t('otb.edit.save'));
  return h('details.otb-edit', { open: !!said, dataset: { testid: 'otb-edit' } }, h('summary', {}, t('otb.edit', { round: last.round })),
    h('p.help', {}, t('otb.edit.help')),
    h('table.games', {}, h('tbody', {}, rows.map((x) => h('tr', { dataset: { testid: 'otb-edit-board', board: x.board } },
      h('td', {}, num(x.board)), h('td', {}, x.white), h('td', {}, x.black))))),
    save, refusal.el, breaches);
}

// A player at the door: name, rating, an account to link (optional); in a team event, the team
// (the last chosen stays chosen: a team's players come in one after another).
function addForm(data, ctx) {
  const { id, act } = ctx;
  const name = h('input', { id: 'otb-add-name', required: true, maxLength: 60, autocomplete: 'off', dataset: { testid: 'otb-add-name' } });
  const rating = h('input', { id: 'otb-add-rating', type: 'number', min: 0, max: 4000, value: 0, inputmode: 'numeric', dataset: { testid: 'otb-add-rating' } });
  const account = h('input', { id: 'otb-add-account', maxLength: 60, autocomplete: 'off', dataset: { testid: 'otb-add-account' } });
  const fide = fideInputs('otb-add', {});
  const refusal = refusalLine();
  const tm = data.tournament;
  const teams = isTeamEvent(tm) ? data.teams || [] : null;
  const team = teams && h('select', { id: 'otb-player-team', dataset: { testid: 'otb-player-team' }, onchange: () => { ctx.team = Number(team.value); } },
    teams.map((x) => h('option', { value: x.id, selected: x.id === ctx.team }, x.name)));
  const help = teams ? (tm.round ? t('otb.add.team.late') : t('otb.add.team.help')) : tm.round ? t('otb.add.late', { round: tm.round + 1 }) : t('otb.add.help');
  const form = h('form.otb-add', { dataset: { testid: 'otb-add' } }, h('h3', {}, t('otb.add')),
    h('p.help', {}, help),
    h('div.inline-fields', {},
      teams ? h('div.field', {}, h('label', { for: 'otb-player-team' }, t('otb.add.team')), team) : '',
      h('div.field', {}, h('label', { for: 'otb-add-name' }, t('otb.add.name')), name),
      h('div.field', {}, h('label', { for: 'otb-add-rating' }, t('otb.add.rating')), rating),
      h('div.field', {}, h('label', { for: 'otb-add-account' }, t('otb.add.account')), account)),
    h('details.otb-fide', {}, h('summary', {}, t('otb.fide')), h('div.inline-fields', {}, fide.fields)),
    h('button', { type: 'submit', dataset: { testid: 'otb-add-submit' } }, t('otb.add.submit')), refusal.el);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    refusal.say('');
    const n = name.value.trim();
    const r = Number(rating.value || 0);
    if (!n) { name.focus(); return refusal.say(t('otb.add.nameMissing')); }
    if (!Number.isInteger(r) || r < 0 || r > 4000) { rating.focus(); return refusal.say(t('otb.add.ratingRange')); }
    const same = form.dataset.sameName === n; // the director said it is another player of that name
    try {
      await addPlayer(id, { name: n, rating: r, account: account.value.trim(), ...fide.values(), ...(same ? { same_name: true } : {}),
        ...(team ? { team: Number(team.value) } : {}) });
      if (team) ctx.team = Number(team.value);
      name.value = ''; rating.value = 0; account.value = '';
      fide.clear();
      delete form.dataset.sameName;
      await act(() => Promise.resolve(null));
      document.getElementById('otb-add-name')?.focus();
    } catch (err) {
      if (err?.body?.code === 'otb-same-name') {
        form.dataset.sameName = n;
        return refusal.say(t('otb.add.sameName', { name: n }));
      }
      refusal.say(refused(err));
    }
  });
  return form;
}

// The players: number, name, rating, account; withdraw; a bye or absence for a round to come.
function playersTable(data, { id, act }) {
  const tm = data.tournament;
  const ps = data.players || [];
  const last = tm.round || 0;
  const total = maxRounds(data) || last + 1;
  const future = [...Array(Math.max(0, total - last)).keys()].map((i) => last + 1 + i);
  const teams = new Map((data.teams || []).map((x) => [x.id, x.name]));
  return h('div', {}, h('h3', {}, t('otb.players', { count: ps.length })), resortButton(tm, id, act),
    h('div.table-wrap', {}, h('table.games.stack.otb-players', { dataset: { testid: 'otb-players' } },
      h('thead', {}, h('tr', {}, ['number', 'name', 'rating', 'byes', 'actions'].map((c) => h('th', { scope: 'col' }, t(`otb.players.${c}`))))),
      h('tbody', {}, ps.map((p) => h('tr', { dataset: { testid: 'otb-player', number: p.number, name: p.name }, class: p.withdrawn ? 'withdrawn' : null },
        h('td', { dataset: { label: t('otb.players.number') } }, num(p.number)),
        h('td', { dir: 'auto', dataset: { label: '' } }, p.title ? h('abbr.otb-title', {}, p.title, ' ') : '', p.name,
          p.federation ? h('small.muted', { dir: 'ltr' }, ' ', p.federation) : '',
          // In the page's direction, whatever the name's: "(فريق Ruwi Club)" reads right.
          teams.has(p.team) ? [' ', h('small.muted', { dir: direction(), dataset: { team: p.team } }, t('otb.players.team', { team: teams.get(p.team) }))] : '', p.account ? h('small.muted', {}, ' ', t('otb.players.account', { name: p.account })) : '',
          p.withdrawn ? h('small.muted', {}, ' ', t('otb.players.withdrawn')) : '',
          p.joined_round > 1 ? h('small.muted', {}, ' ', t('otb.players.late', { round: p.joined_round })) : ''),
        h('td', { dataset: { label: t('otb.players.rating') } }, p.rating ? plain(p.rating) : '–'),
        h('td', { dataset: { label: (p.byes || []).length ? t('otb.players.byes') : '' } }, (p.byes || []).map((b) => h('span.badge', { dataset: { testid: 'otb-bye', round: b.round, kind: b.kind } },
          t(`otb.byeKind.${b.kind}`, { name: t('otb.round', { round: b.round }) })))),
        h('td', { dataset: { label: '' } }, playerActions(data, p, future, id, act))))))));
}

// A player's row's actions: a bye to come, withdraw (or take it back), mend the name or rating,
// delete one never paired.
function playerActions(data, p, future, id, act) {
  const tm = data.tournament;
  const paired = (data.rounds || []).some((r) => r.boards.some((b) => b.white === p.number || b.black === p.number));
  const out = [];
  if (p.withdrawn) {
    if (future.length) out.push(h('button', { type: 'button', dataset: { testid: 'otb-readmit' }, onclick: () => act(() => editPlayer(id, p.id, { withdraw: false })) }, t('otb.readmit')));
  } else if (future.length) {
    if (tm.format === 'swiss' && !isTeamEvent(tm)) out.push(byeForm(p, future, id, act), ' '); // a team event takes no byes
    out.push(twoClicks({ dataset: { testid: 'otb-withdraw' } }, t('otb.withdraw'), t('otb.withdraw.ask'), () => act(() => editPlayer(id, p.id, { withdraw: true }))));
  }
  out.push(' ', mendForm(p, id, act));
  if (!paired) out.push(' ', twoClicks({ dataset: { testid: 'otb-delete' } }, t('otb.delete'), t('otb.delete.ask'), () => act(() => editPlayer(id, p.id, { delete: true }))));
  return out;
}

// A player's FIDE title, federation and ID (for the TRF a rating officer reads), as inputs with
// their labels; `p` the values to start from.
function fideInputs(prefix, p) {
  const title = h('select', { id: `${prefix}-title`, dataset: { testid: `${prefix}-title` } },
    ['', 'GM', 'IM', 'FM', 'CM', 'WGM', 'WIM', 'WFM', 'WCM'].map((v) => h('option', { value: v, selected: v === (p.title || '') }, v || t('otb.fide.noTitle'))));
  const federation = h('input', { id: `${prefix}-federation`, value: p.federation || '', maxLength: 3, size: 4, autocomplete: 'off', dir: 'ltr',
    pattern: '[A-Z]{3}', dataset: { testid: `${prefix}-federation` } });
  const fideId = h('input', { id: `${prefix}-fide-id`, value: p.fide_id || '', maxLength: 11, inputmode: 'numeric', autocomplete: 'off', dir: 'ltr',
    pattern: '[0-9]{1,11}', dataset: { testid: `${prefix}-fide-id` } });
  const field = (input, key) => h('div.field', {}, h('label', { for: input.id }, key), input);
  return {
    fields: [field(title, t('otb.fide.title')), field(federation, t('otb.fide.federation')), field(fideId, t('otb.fide.id'))],
    values: () => ({ title: title.value, federation: federation.value.trim().toUpperCase(), fide_id: fideId.value.trim() }),
    clear: () => { title.value = ''; federation.value = ''; fideId.value = ''; },
  };
}

// The name, rating and FIDE fields mended (a typo at the door); after round 1 the numbers stay.
function mendForm(p, id, act) {
  const name = h('input', { value: p.name, maxLength: 60, 'aria-label': t('otb.mend.name', { name: p.name }), dataset: { testid: 'otb-mend-name' } });
  const rating = h('input', { type: 'number', min: 0, max: 4000, value: p.rating, inputmode: 'numeric', 'aria-label': t('otb.mend.rating', { name: p.name }), dataset: { testid: 'otb-mend-rating' } });
  const fide = fideInputs(`otb-mend-${p.id}`, p);
  return h('details.otb-mend', { dataset: { testid: 'otb-mend' } }, h('summary', {}, t('otb.mend')),
    h('span.inline-form', {}, name, rating, fide.fields, h('button', { type: 'button', dataset: { testid: 'otb-mend-save' },
      onclick: () => act(() => editPlayer(id, p.id, { name: name.value.trim(), rating: Number(rating.value || 0), ...fide.values() })) }, t('otb.mend.save'))));
}

function byeForm(p, future, id, act) {
  const round = h('select', { 'aria-label': t('otb.bye.round', { name: p.name }), dataset: { testid: 'otb-bye-round' } },
    future.map((r) => h('option', { value: r }, t('otb.round', { round: r }))));
  const kind = h('select', { 'aria-label': t('otb.bye.kind', { name: p.name }), dataset: { testid: 'otb-bye-kind' } },
    ['half', 'zero', 'full', ''].map((k) => h('option', { value: k }, t(`otb.bye.set.${k || 'cancel'}`))));
  return h('span.inline-form', {}, round, kind, h('button', { type: 'button', dataset: { testid: 'otb-bye-set' },
    onclick: () => act(() => setBye(id, p.id, Number(round.value), kind.value)) }, t('otb.bye.submit')));
}

// After round 1 the starting numbers stay as printed (a late entry takes the next one); the
// director may re-sort them by rating, which the log keeps player by player.
function resortButton(tm, id, act) {
  if (tm.format !== 'swiss' || !tm.round || tm.numbered_by_ranking) return '';
  return h('p', {}, h('span.help', {}, t('otb.renumber.help')), ' ',
    twoClicks({ dataset: { testid: 'otb-renumber' } }, t('otb.renumber'), t('otb.renumber.ask'), () => act(() => renumber(id))));
}

// Who may propose a result from the hall: anyone with the hall's link (its code), or only the
// board's own players, logged in; a new code shuts out a link that went where it should not.
function hallSettings(data, { id, act }) {
  const tm = data.tournament;
  const pick = h('select', { id: 'otb-proposals', dataset: { testid: 'otb-proposals' },
    onchange: () => act(() => setHall(id, { proposals: pick.value })) },
  ['code', 'players'].map((v) => h('option', { value: v, selected: (tm.proposals || 'code') === v }, t(`otb.proposals.${v}`))));
  return h('p.inline-form.otb-hall-settings', {}, h('label', { for: 'otb-proposals' }, t('otb.proposals')), pick, ' ',
    twoClicks({ dataset: { testid: 'otb-new-code' } }, t('otb.hallCode.new'), t('otb.hallCode.ask'), () => act(() => setHall(id, { new_code: true }))));
}
