// A game: played, watched, joined from an invitation (pages/feature_list.js).
export default {
  name: 'play',
  routes: [
    [/^#\/play\/([\w-]+)$/, () => import('../play.js')],
    // A game read-only, for spectators: the play page in its watching mode.
    [/^#\/watch\/([\w-]+)$/, () => import('../play.js').then((m) => ({ render: (main, id) => m.render(main, id, 'watch') }))],
    [/^#\/join\/([\w-]+)\/([0-9a-fA-F]+)$/, () => import('../join.js')],
  ],
  nav: null,
};
