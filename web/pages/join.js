// #/join/<id>/<invite>: takes the open seat with the invitation code, keeps the token and
// goes to the board. A browser that already holds a seat of this game just goes there.
// A rated game takes accounts only: a guest is sent to log in, and comes back here after.
import { currentAccount } from '../lib/api/accounts.js';
import { joinGame } from '../lib/api/games.js';
import { explain, reason } from '../lib/api/request.js';
import { getToken } from '../lib/api/seats.js';
import { t } from '../lib/i18n.js';
import { loginHref } from '../lib/links.js';
import { h, busy } from '../lib/ui.js';

export async function render(main, id, invite) {
  if (getToken(id)) {
    location.replace(`#/play/${id}`);
    return;
  }
  const card = h('section.card.join', { dataset: { testid: 'join-page' } }, h('h1', {}, t('join.joining')));
  main.append(card);
  try {
    await busy(joinGame(id, { invite }));
    location.replace(`#/play/${id}`); // replace: Back does not come here to join again
  } catch (e) {
    const rated = e.status === 403 && !currentAccount() && (e.body?.code === 'rated-login' || /log in|rated/i.test(e.message));
    const cancelled = e.body?.code === 'invite-cancelled'; // nothing to watch either
    const why = rated ? t('join.rated')
      : cancelled ? t('join.cancelled')
      : e.status === 409 ? t('join.used')
      : e.status === 403 ? t('join.wrongCode')
      : e.status === 404 ? t('join.noGame')
      : explain(e);
    card.replaceChildren(
      h('h1', {}, t('join.cannot')),
      h('p', { dataset: { testid: 'join-error' }, role: 'alert' }, why),
      e.message && e.status !== 0 ? h('p.muted', {}, t('join.serverSaid', { why: reason(e) })) : '',
      rated ? h('p', {}, h('a.button.primary', { href: loginHref(), dataset: { testid: 'join-login' } }, t('join.login'))) : '',
      h('p', {}, e.status === 404 || cancelled ? '' : [h(rated ? 'a.button' : 'a.button.primary', { href: `#/watch/${id}`, dataset: { testid: 'join-watch' } }, t('join.watch')), ' '],
        h('a.button', { href: '#/lobby' }, t('join.lobby')), ' ', h('a.button', { href: '#/' }, t('common.backToStart'))));
  }
}
