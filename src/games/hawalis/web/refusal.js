// Why Hawalis refuses one of the mover's own non-empty pits, in words, for the game page
// (web/pages/play/refusals.js says the reasons common to every game first: turn, side, empty
// pit). It is handed what it needs, so it imports nothing:
//   pit: the pit's name; seeds: its count; count(name): any pit's count; legal: the legal pits.
export function whyNot({ pit, seeds, count, legal }) {
  if (seeds === 1 && legal.some((p) => count(p) >= 2))
    return 'Singleton rule: a pit with one seed may be played only when none of your pits with two or more seeds can be.';
  if (seeds === 1) return 'A single seed may move only into the next pit, and only if that pit is empty.';
  return `The sowing from ${pit} would never end (an endless relay), so it is not allowed.`;
}
