// Puzzles (pages/feature_list.js).
export default {
  name: 'puzzles',
  routes: [
    // Puzzles: the overview, a game's next rated puzzle, one by id, daily, streak (docs/puzzles.md).
    [/^#\/puzzles(?:\/([\w-]+)(?:\/([\w-]+))?)?$/, () => import('../puzzles.js')],
  ],
  nav: { href: '#/puzzles', key: 'nav.puzzles', testid: 'nav-puzzles' },
};
