import { sheetLines } from '../../lib/move_numbers.js';

// The moves in a line typed or pasted from a scoresheet: separated by spaces, commas,
// semicolons or new lines; move numbers ("12." or "12)") and Arabic-Indic digits as players
// write them are read as the game's notation writes them.
const INDIC = '٠١٢٣٤٥٦٧٨٩';
const EASTERN = '۰۱۲۳۴۵۶۷۸۹';
export function sheetWords(text) {
  const latin = String(text || '').replace(/[٠-٩۰-۹]/g, (d) => String(Math.max(INDIC.indexOf(d), EASTERN.indexOf(d))));
  return latin.split(/[\s,;،]+/).map((w) => w.replace(/^\d+[.)]/, '').trim()).filter((w) => w && !/^\d+[.)]?$/.test(w));
}

// Where each move stands on the paper: its line and column (South or North). `sides` are the
// movers the server read (a forced pass lets one side move twice: that line's other cell stays
// empty, as on the paper); moves past them (after a wrong one) alternate from `next`, the side
// to move there.
export function paperPlaces(sides, count, next = 'south') {
  const movers = [];
  for (let i = 0; i < count; i++) {
    movers.push(sides[i] ?? (i === 0 || i === sides.length ? next : movers[i - 1] === 'south' ? 'north' : 'south'));
  }
  return sheetLines(movers).map(({ line, side }) => ({ line, side }));
}
