// A game's rules page (pages/feature_list.js). Its header links are app.js's, one a game of
// /api/meta with a rules page (after the features' links).
export default {
  name: 'rules',
  routes: [
    // Any name: the rules page asks /api/meta which games there are (unknown: not found).
    [/^#\/rules\/([\w-]+)$/, () => import('../rules.js')],
  ],
  nav: null,
};
