// What /embed/broadcast/<id>[?round=r&board=b] shows inside a club's own site (web/embed.js
// starts it): one board, large, live (its players, its result or "playing", the last move
// marked), or without a board the round's grid of small boards; and a link to the whole
// spectators' page on this site, in a new tab. Kept by the broadcast's socket as the
// spectators' page is.
import { getBroadcast, getBroadcastRound } from '../../lib/api/broadcasts.js';
import { getMeta } from '../../lib/api/games.js';
import { t } from '../../lib/i18n.js';
import { broadcastHref } from '../../lib/links.js';
import { watchBroadcast } from '../../lib/live.js';
import { h } from '../../lib/ui.js';
import { boardGrid } from './grid.js';
import { miniBoard } from './mini_board.js';
import { positionService } from './positions.js';
import { broadcastState, takeBoard, takeRound } from './state.js';

export async function embedView(main, id, { round = 0, board = 0 } = {}) {
  const [info, meta] = await Promise.all([getBroadcast(id), getMeta()]);
  const rules = meta.games.find((g) => g.name === info.game);
  const st = broadcastState({ ...info, id }, rules, round || Number(info.round) || 0, !!round);
  document.title = info.name;
  const positions = positionService(rules, st.options);
  const grid = board ? null : boardGrid(rules, positions);
  const one = board ? miniBoard(rules, board, { large: true }) : null;
  let key = '';
  const note = h('p.muted.embed-note', { dataset: { testid: 'embed-note' } });
  main.append(h('div.embed-view', { dataset: { testid: 'embed', id, round: st.round, board } },
    h('p.embed-head', {}, h('strong', { dir: 'auto' }, info.name), ' ', st.round ? t('otb.round', { round: st.round }) : ''),
    note, grid ? grid.el : one.el,
    h('p.embed-foot', {}, h('a', { href: `/${broadcastHref(id, st.round)}`, target: '_blank', rel: 'noopener', dataset: { testid: 'embed-link' } }, t('embed.onSite')))));

  function draw() {
    const boards = st.data?.boards || [];
    note.textContent = !st.round ? t('broadcast.noRound') : board && !boards.some((b) => b.board === board) ? t('embed.noBoard', { board }) : '';
    note.hidden = !note.textContent;
    if (grid) return grid.draw(boards);
    const b = boards.find((x) => x.board === board);
    if (!b) return;
    one.el.hidden = false;
    const k = JSON.stringify([b.moves, b.result, b.over]);
    if (k === key) return;
    key = k;
    one.draw(b, positions.known(b.moves));
    positions.at(b.moves).then((a) => key === k && one.draw(b, a), () => {});
  }
  if (one) one.el.hidden = true;
  if (!st.round) return draw();
  watchBroadcast(id, st.round, {
    onMessage: (msg) => {
      if (msg.type === 'round' ? takeRound(st, msg) : msg.type === 'board' && takeBoard(st, msg.round, msg.board)) draw();
    },
    onLink: (state) => { st.link = state; }, // a fetch's round is not taken over the live socket's (state.js takeRound)
    onRetry: () => getBroadcastRound(id, st.round).then((r) => takeRound(st, r) && draw(), () => {}),
  });
  takeRound(st, await getBroadcastRound(id, st.round).catch(() => null));
  draw();
}
