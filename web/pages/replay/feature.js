// A finished game replayed move by move (pages/feature_list.js).
export default {
  name: 'replay',
  routes: [
    [/^#\/replay\/([\w-]+)$/, () => import('../replay.js')],
  ],
  nav: null,
};
