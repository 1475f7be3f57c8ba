// Bots (pages/feature_list.js; docs/bots.md).
export default {
  name: 'bots',
  routes: [
    // The bots (best first, of a game or all), and a bot's page: its name as a player's, encoded.
    [/^#\/bots(?:\?game=([\w-]+))?$/, () => import('../bots.js')],
    [/^#\/bots\/([^/?#]+)$/, () => import('../bots.js').then((m) => ({ render: m.renderBot }))],
  ],
  nav: { href: '#/bots', key: 'nav.bots', testid: 'nav-bots' },
};
