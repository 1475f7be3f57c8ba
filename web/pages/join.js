// #/join/<id>/<invite>: takes the open seat with the invitation code, keeps the token and
// goes to the board. A browser that already holds a seat of this game just goes there.
// A rated game takes accounts only: a guest is sent to log in, and comes back here after.
import { currentAccount } from '../lib/api/accounts.js';
import { joinGame } from '../lib/api/games.js';
import { explain } from '../lib/api/request.js';
import { getToken } from '../lib/api/seats.js';
import { loginHref } from '../lib/links.js';
import { h, busy } from '../lib/ui.js';

export async function render(main, id, invite) {
  if (getToken(id)) {
    location.replace(`#/play/${id}`);
    return;
  }
  const card = h('section.card.join', { dataset: { testid: 'join-page' } }, h('h1', {}, 'Joining the game…'));
  main.append(card);
  try {
    await busy(joinGame(id, { invite }));
    location.replace(`#/play/${id}`); // replace: Back does not come here to join again
  } catch (e) {
    const rated = e.status === 403 && !currentAccount() && /log in|rated/i.test(e.message);
    const why = rated ? 'This is a rated game: log in, or create an account, to join it.'
      : e.status === 409 ? 'This invitation has already been used: both seats are taken.'
      : e.status === 403 ? 'This invitation link is not valid for this game (a wrong or mistyped code).'
      : e.status === 404 ? 'There is no such game.'
      : explain(e);
    card.replaceChildren(
      h('h1', {}, 'Cannot join'),
      h('p', { dataset: { testid: 'join-error' }, role: 'alert' }, why),
      e.message && e.status !== 0 ? h('p.muted', {}, `The server said: ${e.message}`) : '',
      rated ? h('p', {}, h('a.button.primary', { href: loginHref(), dataset: { testid: 'join-login' } }, 'Log in to join')) : '',
      h('p', {}, e.status === 404 ? '' : [h(rated ? 'a.button' : 'a.button.primary', { href: `#/watch/${id}`, dataset: { testid: 'join-watch' } }, 'Watch the game instead'), ' '],
        h('a.button', { href: '#/lobby' }, 'Go to the lobby'), ' ', h('a.button', { href: '#/' }, 'Back to the start')));
  }
}
