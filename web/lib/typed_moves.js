// The moves in a line typed or pasted as players write them (a scoresheet, a phone at the board):
// separated by spaces, commas, semicolons or new lines; move numbers ("12." or "12)") skipped;
// Arabic-Indic and Persian digits read as the game's notation writes them (Latin).
const INDIC = '٠١٢٣٤٥٦٧٨٩';
const EASTERN = '۰۱۲۳۴۵۶۷۸۹';
export function typedMoves(text) {
  const latin = String(text || '').replace(/[٠-٩۰-۹]/g, (d) => String(Math.max(INDIC.indexOf(d), EASTERN.indexOf(d))));
  return latin.split(/[\s,;،]+/).map((w) => w.replace(/^\d+[.)]/, '').trim()).filter((w) => w && !/^\d+[.)]?$/.test(w));
}
