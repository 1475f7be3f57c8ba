// Over-the-board tournaments (pages/feature_list.js).
export default {
  name: 'otb',
  routes: [
    // Over-the-board tournaments: the list, one, its print pages, the hall's screen, a scoresheet,
    // a team event's match.
    [/^#\/otb$/, () => import('./list.js')],
    [/^#\/otb\/([\w-]+)$/, () => import('./page.js')],
    [/^#\/otb\/([\w-]+)\/print\/(pairings|standings|crosstable|scoresheets|tiebreaks|report)(?:\?round=(\d+))?(?:[?&]order=(rank|number))?$/, () => import('./print.js')],
    // A team event's match card: the print page, its round and match in the query.
    [/^#\/otb\/([\w-]+)\/print\/(match-card)\?round=(\d+)&match=(\d+)$/,
      () => import('./print.js').then((m) => ({ render: (main, id, kind, round, match) => m.render(main, id, kind, round, null, match) }))],
    // A team event's match: its teams, score and boards.
    [/^#\/otb\/([\w-]+)\/match\/(\d+)\/(\d+)$/, () => import('./match.js')],
    // The hall's link carries the event's hall code (?code=), which lets its screen propose results.
    [/^#\/otb\/([\w-]+)\/hall(?:\?code=(\w+))?$/, () => import('./hall.js')],
    [/^#\/otb\/([\w-]+)\/sheet\/(\d+)\/(\d+)$/, () => import('./sheet.js')],
  ],
  nav: { href: '#/otb', key: 'nav.otb', testid: 'nav-otb' },
};
