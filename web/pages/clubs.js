// #/clubs: the clubs and a form to found one. #/clubs/<id>: a club — its members with their
// best rating per game, its tournaments and leaderboard, and for its admins the invitation
// link; for its owner a rename, for its admins a "Remove" by each member they may remove.
// #/clubs/<id>/join/<code>: the invitation link itself; joins, then shows the club.
import { currentAccount, ratingText } from '../lib/api/accounts.js';
import { listClubs, getClub, createClub, joinClub, leaveClub, setClubAdmin, removeClubMember, editClub, renewClubInvite, setClubPlace, uploadClubLogo, clubLeaderboard, clubInviteUrl } from '../lib/api/clubs.js';
import { getMeta } from '../lib/api/games.js';
import { explain, reason } from '../lib/api/request.js';
import { followButton } from '../lib/follow.js';
import { linkRow, refusalLine } from '../lib/forms.js';
import { t, tParts, num, sep } from '../lib/i18n.js';
import { loginHref, playerHref } from '../lib/links.js';
import { tournamentTable, boardTables } from '../lib/tables.js';
import { h, busy, toast, notFound, twoClicks } from '../lib/ui.js';
import { gameTitle, titleOf, when, day, refused, speedName } from '../lib/words.js';

export async function render(main, id, code) {
  if (code) return join(main, id, code);
  if (id) return club(main, id);
  return list(main);
}

async function list(main) {
  document.title = t('title.page', { name: t('clubs.title') });
  const { clubs } = await busy(listClubs());
  const me = currentAccount();
  main.append(
    h('section.card', {}, h('h1', {}, t('clubs.title')),
      h('p.help', {}, t('clubs.text')),
      clubs.length
        ? h('div.table-wrap', {}, h('table.games', { dataset: { testid: 'club-list' } },
          h('thead', {}, h('tr', {}, ['club', 'owner', 'members', 'founded'].map((c) => h('th', {}, t(`clubs.column.${c}`))))),
          h('tbody', {}, clubs.map((c) => h('tr', { dataset: { testid: 'club-row', id: c.id } },
            h('td', {}, h('a', { href: `#/clubs/${c.id}`, dir: 'auto' }, c.name)), h('td', {}, player(c.owner)),
            h('td', {}, num(c.members)), h('td', {}, day(c.created)))))))
        : h('p.muted', {}, t('player.clubs.none'))),
    me ? createForm() : h('section.card', {}, h('p', {}, tParts('clubs.guest', { login: h('a', { href: loginHref() }, t('nav.login')) }))));
}

function createForm() {
  // No `pattern`, nor lengths the browser would count in its own units: the rule (every
  // script, no look-alikes) is said under the field and checked by the server.
  const name = h('input', { id: 'club-name', required: true, autocomplete: 'off', dir: 'auto', dataset: { testid: 'club-name' } });
  const submit = h('button.primary', { type: 'submit', dataset: { testid: 'club-create' } }, t('clubs.create.submit'));
  const refusal = refusalLine();
  const form = h('form.card', {}, h('h2', {}, t('clubs.create.title')),
    h('div.field', {}, h('label', { for: 'club-name' }, t('account.name')), name,
      h('small.help', { dataset: { testid: 'club-name-rule' } }, t('clubs.create.help'))),
    submit, refusal.el);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    refusal.say('');
    if (!form.reportValidity()) return;
    submit.disabled = true;
    try {
      const r = await busy(createClub(name.value.trim()));
      location.hash = `#/clubs/${r.club.id}`;
    } catch (err) {
      refusal.say(err.status === 409 ? taken(err, t('clubs.create.taken')) : refused(err));
      submit.disabled = false;
    }
  });
  return form;
}

// The invitation link: a guest logs in first and comes back here.
async function join(main, id, code) {
  if (!currentAccount()) return location.replace(loginHref(`#/clubs/${id}/join/${code}`));
  const card = h('section.card', { dataset: { testid: 'club-join' } }, h('h1', {}, t('clubs.join.joining')));
  main.append(card);
  try {
    const r = await busy(joinClub(id, code));
    toast(r.role && r.role !== 'member' ? t('clubs.join.doneAs', { role: roleName(r.role) }) : t('clubs.join.done'), 'info', undefined, {}, { scope: 'next' });
    location.replace(`#/clubs/${id}`); // replace: Back does not come here to join again
  } catch (e) {
    card.replaceChildren(h('h1', {}, t('join.cannot')),
      h('p', { role: 'alert', dataset: { testid: 'club-join-error' } },
        e.status === 403 ? t('clubs.join.wrongCode') : e.status === 404 ? t('clubs.join.noClub') : explain(e)),
      h('p', {}, h('a.button', { href: '#/clubs' }, t('clubs.join.clubs'))));
  }
}

async function club(main, id) {
  const [r, meta] = await busy(Promise.all([getClub(id).catch((e) => (e.status === 404 ? null : Promise.reject(e))),
    getMeta().catch(() => ({ games: [] }))]));
  if (!r) return notFound(main);
  const c = r.club;
  document.title = t('title.page', { name: c.name });
  const admin = c.role === 'owner' || c.role === 'admin';
  const redraw = () => window.dispatchEvent(new HashChangeEvent('hashchange'));

  main.append(h('section.card.club', { dataset: { testid: 'club-page', id: c.id, role: c.role } },
    c.logo ? h('img.club-logo', { src: c.logo, alt: t('clubs.logo.alt', { name: c.name }), dataset: { testid: 'club-logo' } }) : '',
    h('h1', { dataset: { testid: 'club-title' } }, h('bdi', {}, c.name)),
    c.place ? h('p', { dir: 'auto', dataset: { testid: 'club-place' } }, c.place) : '',
    h('p.muted', {}, tParts('clubs.founded', { owner: player(c.owner), day: day(c.created), count: c.members }),
      c.role ? [sep(), ...tParts('clubs.youAre', { role: badge(c.role) })] : ''),
    c.role === 'owner' ? editBox(c, redraw) : '',
    c.role ? '' : h('p', { dataset: { testid: 'club-not-member' } }, t('clubs.notMember')),
    // Logged in: a notice when a round of the club's events is broadcast live.
    currentAccount() ? h('p', {}, followButton('club', c.id, t('follow.club'))) : '',
    admin && c.invite ? inviteBox(c, redraw) : '',
    admin ? placeAndLogo(c, redraw) : '',
    c.role ? leaveButton(c) : ''));

  main.append(h('section.card', {}, h('h2', {}, t('clubs.members')), members(c, meta, redraw)));

  main.append(h('section.card', {}, h('h2', {}, t('nav.tournaments')),
    admin ? h('p', {}, h('a.button.primary', { href: `#/tournaments?club=${c.id}`, dataset: { testid: 'club-new-tournament' } }, t('tournaments.new'))) : '',
    c.tournaments.length ? tournamentTable(c.tournaments, meta) : h('p.muted', {}, t('clubs.tournaments.none'))));

  main.append(await leaderboardCard(c, meta));
}

// A 409 on a club's name: the server's words by its code (the club whose name it is, or looks
// like), or the form's own.
const taken = (err, words) => (err.body?.code ? reason(err) : words);
const player = (name) => h('a', { href: playerHref(name), dir: 'auto' }, name);
// owner, admin, member
const roleName = (role) => t(`clubs.role.${role}`, {}, role);
const badge = (role) => h(`span.badge.${role}`, { dataset: { testid: 'role-badge' } }, roleName(role));

// The link to send, its copy button, and a renewal (the old link stops working).
function inviteBox(c, redraw) {
  const renew = h('button', { type: 'button', dataset: { testid: 'club-renew' } }, t('clubs.invite.renew'));
  renew.addEventListener('click', async () => {
    renew.disabled = true;
    try {
      await busy(renewClubInvite(c.id));
      toast(t('clubs.invite.renewed'));
      redraw();
    } catch (err) {
      toast(refused(err), 'error');
      renew.disabled = false;
    }
  });
  return h('div.invite', { dataset: { testid: 'club-invite' } }, h('h3', {}, t('clubs.invite.title')),
    h('p', {}, t('clubs.invite.text')),
    linkRow(clubInviteUrl(c.id, c.invite), 'club-invite-link', 'club-invite-copy', t('forms.link.clubInvite')),
    h('p', {}, renew, ' ', h('small.help', {}, t('clubs.invite.renew.help'))));
}

// Two clicks: leaving is not undone (coming back takes the invitation link again).
function leaveButton(c) {
  return h('p', {}, twoClicks({ dataset: { testid: 'club-leave' } }, t('clubs.leave'), t('clubs.leave.ask'), async () => {
    try {
      await busy(leaveClub(c.id));
      toast(t('clubs.left', { club: c.name }), 'info', undefined, {}, { scope: 'next' });
      location.hash = '#/clubs';
    } catch (err) {
      toast(refused(err), 'error');
    }
  }));
}

// A member's best rating of each game (over the speeds), the speed beside it.
function best(ratings, game) {
  const of = ratings.filter((r) => r.game === game);
  if (!of.length) return h('span.muted', {}, '–');
  const top = of.reduce((a, b) => (b.rating > a.rating ? b : a));
  return h('span', { title: t('clubs.ratedGames', { count: top.games }) }, ratingText(top), h('small.muted', {}, ` ${speedName(top.speed)}`));
}

// The owner renames the club (its name is all a club has to edit): a button that opens a
// small form in place.
function editBox(c, redraw) {
  const open = h('button', { type: 'button', dataset: { testid: 'club-edit' } }, t('clubs.edit'));
  const name = h('input', { id: 'club-edit-name', required: true, autocomplete: 'off', value: c.name, dir: 'auto',
    dataset: { testid: 'club-edit-name' } });
  const save = h('button.primary', { type: 'submit', dataset: { testid: 'club-edit-save' } }, t('clubs.edit.save'));
  const cancel = h('button', { type: 'button', dataset: { testid: 'club-edit-cancel' } }, t('clubs.edit.cancel'));
  const refusal = refusalLine();
  const form = h('form.club-edit', { hidden: true, dataset: { testid: 'club-edit-form' } },
    h('div.field', {}, h('label', { for: 'club-edit-name' }, t('clubs.edit.name')), name,
      h('small.help', { dataset: { testid: 'club-edit-name-rule' } }, t('clubs.edit.help'))),
    h('p.inline-form', {}, save, cancel), refusal.el);
  const show = (editing) => { form.hidden = !editing; open.hidden = editing; refusal.say(''); };
  open.addEventListener('click', () => { show(true); name.select(); });
  cancel.addEventListener('click', () => { name.value = c.name; show(false); });
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    refusal.say('');
    if (!form.reportValidity()) return;
    save.disabled = true;
    try {
      await busy(editClub(c.id, name.value.trim()));
      toast(t('clubs.edit.done'));
      redraw();
    } catch (err) {
      refusal.say(err.status === 409 ? taken(err, t('clubs.edit.taken')) : refused(err));
      save.disabled = false;
    }
  });
  return h('div.club-edit-box', {}, h('p', {}, open), form);
}

// The admins' place (one line) and logo (a file chosen, checked by the server, which says why not).
function placeAndLogo(c, redraw) {
  const refusal = refusalLine();
  const place = h('input', { id: 'club-place', maxLength: 80, autocomplete: 'off', dir: 'auto', value: c.place || '', dataset: { testid: 'club-place-input' } });
  const file = h('input', { id: 'club-logo-file', type: 'file', accept: 'image/png,image/jpeg', dataset: { testid: 'club-logo-file' } });
  const save = async (call, done) => {
    refusal.say('');
    try {
      await busy(call());
      toast(done());
      redraw();
    } catch (err) {
      refusal.say(refused(err));
    }
  };
  return h('div.club-place-logo', {},
    h('div.field', {}, h('label', { for: 'club-place' }, t('clubs.place')), h('div.inline-form', {}, place,
      h('button', { type: 'button', dataset: { testid: 'club-place-save' }, onclick: () => save(() => setClubPlace(c.id, place.value.trim()), () => t('clubs.place.done')) },
        t('clubs.place.save'))), h('small.help', {}, t('clubs.place.help', { max: place.maxLength }))),
    h('div.field', {}, h('label', { for: 'club-logo-file' }, t('clubs.logo')), h('div.inline-form', {}, file,
      h('button', { type: 'button', dataset: { testid: 'club-logo-upload' }, onclick: () => file.files[0] && save(() => uploadClubLogo(c.id, file.files[0]), () => t('clubs.logo.done')) },
        t('clubs.logo.upload'))), h('small.help', {}, t('clubs.logo.help', { kb: 100, px: 1024 }))),
    refusal.el);
}

// Who the viewer may remove: the owner anyone but themself; an admin the plain members.
const removable = (c, m) => m.role !== 'owner' && m.name !== currentAccount()?.name
  && (c.role === 'owner' || (c.role === 'admin' && m.role === 'member'));

function members(c, meta, redraw) {
  const owner = c.role === 'owner', admin = owner || c.role === 'admin';
  const games = meta.games.map((g) => g.name);
  // Each cell says what it is (data-label): on a phone the rows become cards (style.css).
  const titles = meta.games.map((g) => titleOf(g.name, g.title));
  const label = (text) => ({ dataset: { label: text } });
  return h('div.table-wrap', {}, h('table.games.members', { dataset: { testid: 'club-members' } },
    h('thead', {}, h('tr', {}, [t('clubs.column.member'), t('clubs.column.role'), ...titles,
      t('clubs.column.joined'), admin ? '' : null].filter((x) => x !== null).map((x) => h('th', {}, x)))),
    h('tbody', {}, c.member_list.map((m) => h('tr', { dataset: { testid: 'club-member', name: m.name, role: m.role } },
      h('td', label(''), player(m.name)), h('td', label(''), badge(m.role)),
      games.map((g, i) => h('td.rating', label(titles[i]), best(m.ratings, g))),
      h('td.date', label(t('clubs.column.joined')), when(m.joined)),
      admin ? h('td.member-actions', {}, owner && m.role !== 'owner' ? adminToggle(c, m, redraw) : '',
        removable(c, m) ? removeButton(c, m, redraw) : '') : '')))));
}

// Two clicks: a member removed comes back only by the invitation link.
function removeButton(c, m, redraw) {
  return twoClicks({ dataset: { testid: 'club-remove', name: m.name } }, t('clubs.remove'), t('clubs.remove.ask', { name: m.name }), async () => {
    try {
      await busy(removeClubMember(c.id, m.name));
      toast(t('clubs.removed', { name: m.name }));
      redraw();
    } catch (err) {
      toast(refused(err), 'error');
    }
  });
}

function adminToggle(c, m, redraw) {
  const makeAdmin = m.role !== 'admin';
  const b = h('button', { type: 'button', dataset: { testid: 'club-admin-toggle', name: m.name } }, makeAdmin ? t('clubs.admin.make') : t('clubs.admin.remove'));
  b.addEventListener('click', async () => {
    b.disabled = true;
    try {
      await busy(setClubAdmin(c.id, m.name, makeAdmin));
      redraw();
    } catch (err) {
      toast(refused(err), 'error');
      b.disabled = false;
    }
  });
  return b;
}

// The club's own leaderboard: ratings from all rated games, of its members only.
async function leaderboardCard(c, meta) {
  const sel = h('select', { id: 'club-lb-game', dataset: { testid: 'club-leaderboard-game' } },
    meta.games.map((g) => h('option', { value: g.name }, titleOf(g.name, g.title))));
  const boards = h('div.boards', { dataset: { testid: 'club-leaderboard' } });
  const draw = async () => {
    const g = sel.value;
    try {
      const r = await busy(clubLeaderboard(g, c.id));
      if (sel.value === g) boards.replaceChildren(...boardTables(r, gameTitle(meta, g), 'h3'));
    } catch (err) {
      boards.replaceChildren(h('p.muted', {}, t('clubs.leaderboard.failed', { why: explain(err) })));
    }
  };
  sel.addEventListener('change', draw);
  if (meta.games.length) await draw();
  return h('section.card', {}, h('h2', {}, t('leaderboard.title')), h('div.field.inline', {}, h('label', { for: 'club-lb-game' }, t('leaderboard.game')), sel), boards);
}
