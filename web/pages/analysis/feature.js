// Study (pages/feature_list.js).
export default {
  name: 'analysis',
  routes: [
    // Study: the analysis board and the position editor; the query carries the position.
    [/^#\/analysis\/([\w-]+)(?:\?(.*))?$/, () => import('../analysis.js')],
    [/^#\/editor\/([\w-]+)(?:\?(.*))?$/, () => import('../editor.js')],
  ],
  nav: null,
};
