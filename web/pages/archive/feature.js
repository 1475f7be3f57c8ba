// The archive of finished games (pages/feature_list.js).
export default {
  name: 'archive',
  routes: [
    [/^#\/archive$/, () => import('../archive.js')],
  ],
  nav: { href: '#/archive', key: 'nav.archive', testid: 'nav-archive' },
};
