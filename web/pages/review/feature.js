// A finished game's review by the engine (pages/feature_list.js).
export default {
  name: 'review',
  routes: [
    // A finished game's moves judged by the engine (the evaluation graph, marks, summary).
    [/^#\/review\/([\w-]+)$/, () => import('../review.js')],
  ],
  nav: null,
};
