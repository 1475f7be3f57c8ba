// Why Hawalis refuses one of the mover's own non-empty pits, in words, for the game page
// (web/pages/play/refusals.js says the reasons common to every game first: turn, side, empty
// pit). It is handed what it needs, so it imports nothing:
//   pit: the pit's name; seeds: its count; count(name): any pit's count; legal: the legal pits;
//   t(key, params): this game's message `key` (its catalogs, web/i18n/ beside this file) in the
//   reader's language.
export function whyNot({ pit, seeds, count, legal, t }) {
  if (seeds === 1 && legal.some((p) => count(p) >= 2)) return t('refusal.singleton');
  if (seeds === 1) return t('refusal.singleStep');
  return t('refusal.endless', { pit });
}
