// Broadcasts (pages/feature_list.js).
export default {
  name: 'broadcast',
  routes: [
    // Broadcasts: an over-the-board tournament's round live, for anyone (at a round, or the last
    // paired); a board's entry page for the phone at the board, whose link carries the hall code.
    [/^#\/broadcast\/([\w-]+)(?:\/(\d+))?$/, () => import('../broadcast.js')],
    [/^#\/broadcast\/([\w-]+)\/enter\/(\d+)\/(\d+)(?:\?code=(\w+))?$/, () => import('./entry.js')],
  ],
  nav: null,
};
