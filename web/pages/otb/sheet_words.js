// The moves in a line typed or pasted from a scoresheet: separated by spaces, commas,
// semicolons or new lines; move numbers ("12." or "12)") and Arabic-Indic digits as players
// write them are read as the game's notation writes them.
const INDIC = '٠١٢٣٤٥٦٧٨٩';
const EASTERN = '۰۱۲۳۴۵۶۷۸۹';
export function sheetWords(text) {
  const latin = String(text || '').replace(/[٠-٩۰-۹]/g, (d) => String(Math.max(INDIC.indexOf(d), EASTERN.indexOf(d))));
  return latin.split(/[\s,;،]+/).map((w) => w.replace(/^\d+[.)]/, '').trim()).filter((w) => w && !/^\d+[.)]?$/.test(w));
}
