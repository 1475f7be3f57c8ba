// Clubs (pages/feature_list.js).
export default {
  name: 'clubs',
  routes: [
    // The clubs, a club, and a club's invitation link (joins, then shows the club).
    [/^#\/clubs(?:\/([\w-]+)(?:\/join\/([0-9a-fA-F]+))?)?$/, () => import('../clubs.js')],
  ],
  nav: { href: '#/clubs', key: 'nav.clubs', testid: 'nav-clubs' },
};
