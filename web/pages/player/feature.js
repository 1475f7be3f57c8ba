// The players: a player's page and the leaderboard (pages/feature_list.js).
export default {
  name: 'players',
  routes: [
    // A name in any script, percent-encoded (lib/links.js playerHref); player.js decodes it.
    [/^#\/players\/([^/?#]+)$/, () => import('../player.js')],
    [/^#\/leaderboard(?:\/([\w-]+))?$/, () => import('../leaderboard.js')],
  ],
  nav: { href: '#/leaderboard', key: 'nav.leaderboard', testid: 'nav-leaderboard' },
};
