// The round's standings "as if the games ended now" (the server counts a game still being played
// as it stands: `provisional` while one is): rank, player, rating, points, and a mark on each
// player whose game is still being played; after the round's last game, the standings after it.
import { t } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { plain, pointsText } from '../../lib/words.js';

export function standingsBox(st) {
  const heading = h('h2', {});
  const note = h('p.help', { hidden: true }, t('broadcast.standings.help'));
  const body = h('div.table-wrap');
  const el = h('section.card.bc-standings', { dataset: { testid: 'broadcast-standings' } }, heading, note, body);
  let key = '';
  const th = (text, col) => h('th', { scope: 'col', dataset: col ? { col } : {} }, text);
  return {
    el,
    draw() {
      const s = st.data?.standings;
      el.hidden = !s?.rows?.length;
      const k = JSON.stringify([st.round, s]);
      if (!s || k === key) return;
      key = k;
      el.dataset.provisional = String(!!s.provisional);
      heading.textContent = s.provisional ? t('broadcast.standings.now', { round: st.round }) : t('otb.standings.after', { round: st.round });
      note.hidden = !s.provisional;
      body.replaceChildren(h('table.games.standings.bc-standings-table', {},
        h('thead', {}, h('tr', {}, th(t('otb.column.rank'), 'rank'), th(t('otb.column.name')), th(t('otb.column.rating'), 'rating'), th(t('otb.column.points'), 'points'))),
        h('tbody', {}, s.rows.map((r) => h('tr', { dataset: { testid: 'broadcast-standing', number: r.number, rank: r.rank, points: r.points, playing: String(!!r.playing) } },
          h('td.rank', {}, plain(r.rank)),
          h('td', {}, h('bdi', {}, r.name), r.playing ? [' ', h('span.badge.bc-playing', { dataset: { testid: 'broadcast-standing-playing' } }, t('broadcast.board.playing'))] : ''),
          h('td', { dataset: { col: 'rating' } }, r.rating ? plain(r.rating) : '–'),
          h('td', {}, pointsText(r.points), r.playing ? h('span.sr-only', {}, ` ${t('broadcast.standings.asItStands')}`) : ''))))));
    },
  };
}
