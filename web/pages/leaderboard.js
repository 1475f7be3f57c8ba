// #/leaderboard[/<game>]: the rated players of one game, a table per speed (only the speeds
// someone has played), best first.
import { leaderboard } from '../lib/api/accounts.js';
import { getMeta } from '../lib/api/games.js';
import { t } from '../lib/i18n.js';
import { boardTables } from '../lib/tables.js';
import { h, busy, notFound } from '../lib/ui.js';
import { titleOf } from '../lib/words.js';

export async function render(main, game) {
  const meta = await busy(getMeta());
  const chosen = game || meta.games[0]?.name;
  const info = meta.games.find((g) => g.name === chosen);
  if (!info) return notFound(main);
  const sel = h('select', { id: 'lb-game', dataset: { testid: 'leaderboard-game' },
    onchange: () => { location.hash = `#/leaderboard/${sel.value}`; } },
  meta.games.map((g) => h('option', { value: g.name, selected: g.name === chosen }, titleOf(g.name, g.title))));
  const boards = h('div.boards', { dataset: { testid: 'leaderboard-boards' } });
  main.append(h('section.card.leaderboard', {}, h('h1', {}, t('leaderboard.title')),
    h('div.field.inline', {}, h('label', { for: 'lb-game' }, t('leaderboard.game')), sel),
    h('p.help', {}, t('leaderboard.help')),
    boards));

  boards.append(...boardTables(await busy(leaderboard(chosen)), titleOf(info.name, info.title)));
}
