// The lobby: open invitations to join and games between people to watch (pages/feature_list.js).
export default {
  name: 'lobby',
  routes: [
    [/^#\/lobby$/, () => import('../lobby.js')],
  ],
  nav: { href: '#/lobby', key: 'nav.lobby', testid: 'nav-lobby' },
};
