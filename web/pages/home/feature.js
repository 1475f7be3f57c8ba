// The home page (the new-game forms, one's unfinished games): its entries for the router and
// the header (pages/feature_list.js).
export default {
  name: 'home',
  routes: [
    [/^#?\/?$/, () => import('../home.js')],
  ],
  nav: { href: '#/', key: 'nav.play', testid: 'nav-home' },
};
