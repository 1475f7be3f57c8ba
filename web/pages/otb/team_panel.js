// The director's teams at the door (a team event): a team added before round 1 (its name, and
// its club if it has one here), and each team's board order as a numbered list with buttons
// that move a player up or down a board (the rounds paired after it take the new order; the
// players past the last board are the reserves), and the team renamed. Players are added with
// the player form (director.js), which names their team.
import { listClubs } from '../../lib/api/clubs.js';
import { addTeam, editTeam } from '../../lib/api/otb.js';
import { refusalLine } from '../../lib/forms.js';
import { t, num } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { plain, refused } from '../../lib/words.js';

export function teamPanel(data, ctx) {
  const tm = data.tournament;
  const teams = data.teams || [];
  return h('section.otb-teams', { dataset: { testid: 'otb-teams' } }, h('h3', {}, t('otb.teams', { count: teams.length })),
    h('p.help', {}, t('otb.teams.help', { boards: tm.team_boards })),
    tm.round ? '' : addTeamForm(ctx),
    teams.length ? h('div.otb-team-list', {}, teams.map((x) => teamBlock(data, x, ctx))) : h('p.muted', {}, t('otb.teams.none')));
}

// A team before round 1: its name, and its club on this site (optional).
function addTeamForm({ id, act }) {
  const name = h('input', { id: 'otb-team-add-name', required: true, maxLength: 60, autocomplete: 'off', dataset: { testid: 'otb-team-add-name' } });
  const club = h('select', { id: 'otb-team-add-club', dataset: { testid: 'otb-team-add-club' } }, h('option', { value: '' }, t('otb.form.club.none')));
  // Any club of the site: the visiting club is not the director's own.
  listClubs().then((r) => club.append(...(r.clubs || r || []).map((c) => h('option', { value: c.id }, c.name)))).catch(() => {});
  const refusal = refusalLine();
  const form = h('form.otb-team-add', {}, h('div.inline-fields', {},
    h('div.field', {}, h('label', { for: 'otb-team-add-name' }, t('otb.team.add.name')), name),
    h('div.field', {}, h('label', { for: 'otb-team-add-club' }, t('otb.team.add.club')), club)),
  h('button', { type: 'submit', dataset: { testid: 'otb-team-add' } }, t('otb.team.add')), refusal.el);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    refusal.say('');
    const n = name.value.trim();
    if (!n) { name.focus(); return refusal.say(t('otb.team.add.nameMissing')); }
    try {
      await addTeam(id, { name: n, club_id: club.value });
      await act(() => Promise.resolve(null));
      document.getElementById('otb-team-add-name')?.focus();
    } catch (err) {
      refusal.say(refused(err));
    }
  });
  return form;
}

// A team: its name (and number once round 1 is paired), its players in board order, each with
// up and down; rename.
function teamBlock(data, team, { id, act }) {
  const boards = data.tournament.team_boards;
  const byId = new Map((data.players || []).map((p) => [p.id, p]));
  const order = (team.players || []).filter((p) => byId.has(p));
  // The whole order sent, board 1 first: the player swapped with the one above or below.
  const move = (i, by) => {
    const next = [...order];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    return act(() => editTeam(id, team.id, { order: next }));
  };
  const button = (i, by, pid) => h('button.otb-order-move', { type: 'button', disabled: i + by < 0 || i + by >= order.length,
    'aria-label': by < 0 ? t('otb.team.up', { name: byId.get(pid).name }) : t('otb.team.down', { name: byId.get(pid).name }),
    dataset: { testid: `otb-team-${team.id}-${by < 0 ? 'up' : 'down'}-${pid}` }, onclick: () => move(i, by) }, by < 0 ? '↑' : '↓');
  return h('div.otb-team', { dataset: { testid: `otb-team-${team.id}`, name: team.name } },
    // Its number is given when round 1 is paired (by rating): none before.
    h('h4', {}, data.tournament.round && team.number ? h('span.otb-number', {}, num(team.number), ' ') : '', h('bdi', {}, team.name)),
    order.length ? h('ol.otb-board-order', { dataset: { testid: 'otb-board-order' } }, order.map((pid, i) => {
      const p = byId.get(pid);
      return h('li', { dataset: { player: pid, reserve: String(i >= boards) } }, h('span.otb-order-n', {}, num(i + 1)),
        h('span.otb-order-name', {}, h('bdi', {}, p.name), p.rating ? h('small.muted', {}, ' ', plain(p.rating)) : '',
          i >= boards ? h('small.muted', {}, ' ', t('otb.team.reserve')) : ''),
        h('span.otb-order-buttons', {}, button(i, -1, pid), button(i, 1, pid)));
    })) : h('p.muted', {}, t('otb.team.empty')),
    order.length < boards ? h('p.help', { dataset: { testid: 'otb-team-short' } }, t('otb.team.short', { count: boards - order.length })) : '',
    renameForm(team, id, act));
}

function renameForm(team, id, act) {
  const name = h('input', { value: team.name, maxLength: 60, autocomplete: 'off', 'aria-label': t('otb.team.rename.label', { name: team.name }),
    dataset: { testid: 'otb-team-rename-name' } });
  return h('details.otb-mend', {}, h('summary', {}, t('otb.team.rename')),
    h('span.inline-form', {}, name, h('button', { type: 'button', dataset: { testid: 'otb-team-rename' },
      onclick: () => (name.value.trim() ? act(() => editTeam(id, team.id, { name: name.value.trim() })) : name.focus()) }, t('otb.mend.save'))));
}
