// Why Al-manqala refuses one of the mover's own non-empty pits, in words, for the game page
// (web/pages/play/refusals.js says the reasons common to every game first: turn, side, empty
// pit). It is handed what it needs, so it imports nothing:
//   board[r][c] (row 1 first), toMove, legal: the legal pits; sideName(side), boardOrder(pits);
//   t(key, params): this game's message `key` (its catalogs, web/i18n/ beside this file) in the
//   reader's language.
// Returns null when there is nothing particular to say.
export function whyNot({ board, toMove, legal, sideName, boardOrder, t }) {
  const opponent = toMove === 'south' ? 'north' : 'south';
  if (board[opponent === 'south' ? 0 : 1].every((x) => x === 0))
    return t('refusal.feeding', { side: sideName(opponent), pits: boardOrder(legal).join(' ') });
  return null;
}
