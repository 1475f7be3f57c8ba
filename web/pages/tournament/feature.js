// Tournaments played on the site: the list and one tournament (pages/feature_list.js).
export default {
  name: 'tournaments',
  routes: [
    // club: the club chosen in the new-tournament form (its page's "New tournament").
    [/^#\/tournaments(?:\?club=([\w-]+))?$/, () => import('../tournaments.js')],
    [/^#\/tournaments\/([\w-]+)$/, () => import('../tournament.js')],
  ],
  nav: { href: '#/tournaments', key: 'nav.tournaments', testid: 'nav-tournaments' },
};
