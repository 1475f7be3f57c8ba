// The page's words in the reader's language (README "Languages"). One catalog a language,
// web/i18n/<code>.json, loaded at run time; each game brings its own catalogs beside its web
// files (src/games/<folder>/web/i18n/<code>.json, served as games/<folder>/i18n/, named by
// /api/meta's `catalogs`), whose keys are read here under `game.<name>.`.
//
// A catalog is one JSON object. Its keys say what a message is for ("play.undo"); a value is a
// string with {named} placeholders, or for a count an object of CLDR's plural forms chosen by
// Intl.PluralRules on the `count` value ({"one": "{count} seed", "other": "{count} seeds"};
// Arabic has zero, one, two, few, many and other). A message a language lacks is taken from
// English, never shown as its key. Numbers, dates and durations are written by Intl, in the
// reader's digits (Arabic-Indic or Latin: the region's by default, or the reader's choice).
//
// Adding a language: its catalog in web/i18n/ (and the games' folders), and one line below.
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'sw', name: 'Kiswahili' },
  { code: 'de', name: 'Deutsch' },
];

const LANG_KEY = 'manqala.lang';
const DIGITS_KEY = 'manqala.digits';
// Bidi isolates around a value set into a sentence of a right-to-left language, so that a
// Latin name or a pit name keeps its own direction inside it.
const FSI = '\u2068';
const PDI = '\u2069';

let lang = 'en';
let region = 'en'; // the language with the browser's region, "ar-OM"
let english = {};
let current = {};
let plural = new Intl.PluralRules('en');
let numbers = new Intl.NumberFormat('en');

export const language = () => lang;
export const locale = () => localeWithDigits(); // for Intl: region and digits
export const direction = () => (LANGUAGES.find((l) => l.code === lang)?.dir || 'ltr');
export const isKnown = (code) => LANGUAGES.some((l) => l.code === code);

// The reader's digits: 'arab' (٠١٢…), 'latn' (012…), or 'auto', the region's own as Intl has
// it ('ar-OM' and 'ar-PS' write Arabic-Indic digits, 'ar' Latin ones).
export const digitsSetting = () => localStorage.getItem(DIGITS_KEY) || 'auto';
export function setDigits(d) {
  localStorage.setItem(DIGITS_KEY, d);
  numbers = new Intl.NumberFormat(localeWithDigits());
}
function localeWithDigits() {
  const d = digitsSetting();
  return d === 'auto' ? region : `${region}-u-nu-${d}`;
}

// The language to show: the reader's choice on this device, then his account's, then ?lang= in
// the address (a link made to be in one language, a poster's: it serves only a reader who chose
// none), then the browser's languages, then English. A reader who chose never reads another.
export function chooseLanguage(accountLanguage = null) {
  const kept = localStorage.getItem(LANG_KEY);
  if (kept && isKnown(kept)) return kept;
  if (accountLanguage && isKnown(accountLanguage)) return accountLanguage;
  const asked = new URLSearchParams(location.search).get('lang');
  if (asked && isKnown(asked)) return asked;
  for (const l of navigator.languages || [navigator.language]) {
    const code = String(l).split('-')[0].toLowerCase();
    if (isKnown(code)) return code;
  }
  return 'en';
}

// The region the browser gives for this language ("ar-OM"), for Intl's digits and dates.
function regionalLocale(code) {
  for (const l of navigator.languages || []) if (String(l).split('-')[0].toLowerCase() === code) return l;
  return code;
}

const fetchCatalog = async (path) => {
  try {
    const res = await fetch(path);
    return res.ok ? await res.json() : {};
  } catch {
    return {};
  }
};

// The games' catalogs: { path: base folder (games/<folder>/i18n/), name } from /api/meta.
let gameCatalogs = [];
export const setGameCatalogs = (games) => {
  gameCatalogs = games.filter((g) => g.catalogs).map((g) => ({ path: g.catalogs, name: g.name }));
};

async function catalogsFor(code) {
  const own = fetchCatalog(`/i18n/${code}.json`);
  const games = await Promise.all(gameCatalogs.map(async (g) => [g.name, await fetchCatalog(`/${g.path}${code}.json`)]));
  const all = { ...(await own) };
  for (const [name, messages] of games)
    for (const [k, v] of Object.entries(messages)) all[`game.${name}.${k}`] = v;
  return all;
}

// Loads the catalogs of `code` (and English, every message's fallback) and marks the page's
// language and direction. remember: the reader chose it (kept in this browser).
export async function setLanguage(code, { remember = false } = {}) {
  if (!isKnown(code)) code = 'en';
  const [en, own] = await Promise.all([catalogsFor('en'), code === 'en' ? null : catalogsFor(code)]);
  english = en;
  current = own || en;
  lang = code;
  region = regionalLocale(code);
  plural = new Intl.PluralRules(lang);
  numbers = new Intl.NumberFormat(localeWithDigits());
  if (remember) localStorage.setItem(LANG_KEY, code);
  document.documentElement.lang = lang;
  document.documentElement.dir = direction();
}

// Whether a message exists (in the reader's language or in English).
export const has = (key) => key in current || key in english;

// The message `key` with its placeholders filled; a count picks the plural form. fallback: an
// English text of the server's (a game without catalogs) when no catalog has the key.
export function t(key, params = {}, fallback = null) {
  const parts = tParts(key, params, fallback);
  return parts.join('');
}

// The same as a list of strings and the nodes given as values, for h()'s children: a link or
// a bold name inside a sentence.
export function tParts(key, params = {}, fallback = null) {
  let message = key in current ? current[key] : key in english ? english[key] : fallback;
  if (message === null || message === undefined) {
    console.error(`no message '${key}' in any catalog`);
    message = '';
  }
  if (typeof message === 'object') message = pluralForm(message, params.count, key in current ? plural : new Intl.PluralRules('en'));
  const out = [];
  const re = /\{(\w+)\}/g;
  let at = 0;
  for (let m; (m = re.exec(message));) {
    out.push(message.slice(at, m.index));
    out.push(valueText(params[m[1]], m[1]));
    at = m.index + m[0].length;
  }
  out.push(message.slice(at));
  // A message this language lacks, shown in English on a right-to-left page: kept left to
  // right as a whole, so that its words and its values read in their order.
  if (!(key in current) && lang !== 'en' && direction() === 'rtl') return ['\u2066', ...out, '\u2069'].filter((p) => p !== '');
  return out.filter((p) => p !== '');
}

function pluralForm(forms, count, rules) {
  const n = Number(count);
  if (n === 0 && forms.zero !== undefined) return forms.zero; // "no seeds" where a language says so
  return forms[rules.select(Number.isFinite(n) ? n : 0)] ?? forms.other ?? '';
}

function valueText(v, name) {
  if (v === undefined || v === null) return `{${name}}`;
  if (typeof v === 'number') return num(v);
  if (typeof v !== 'string') return v; // a node
  return direction() === 'rtl' ? FSI + v + PDI : v;
}

// A number in the reader's digits.
export const num = (x) => numbers.format(x);
// A count typed in any of the digits a reader may use (Latin, Arabic-Indic, Persian): a whole
// number, NaN for anything else.
export function parseCount(text) {
  const latin = latinDigits(String(text).trim());
  return /^\d+$/.test(latin) ? Number(latin) : NaN;
}
// A text typed with any of those digits, each in Latin digits ("c٢" -> "c2").
export const latinDigits = (text) => String(text).replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
  .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06F0));
// A text kept left to right on a right-to-left page (a pit's name, a signed number): isolated.
export const ltr = (text) => (direction() === 'rtl' ? `\u2066${text}\u2069` : text);
// The separator of facts on a line (" · "): beside Arabic-Indic digits a middle dot reads as
// the digit zero (٠), so an Arabic page (in either digits: the reader may switch) and a page in
// other digits separate them with a bar, as the Arabic catalog does.
export const sep = () => (num(0) === '0' && direction() !== 'rtl' ? ' · ' : ' | ');
// A text of numbers written as players write them ("1–0", "½–½") in the reader's digits.
export const digits = (text) => String(text).replace(/\d+/g, (d) => numbers.format(Number(d)));
// A date and time as the reader's language writes them.
export const when = (iso) => (iso ? new Intl.DateTimeFormat(localeWithDigits(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '');
// "a, b and c" in the reader's language.
export const list = (items) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
// A clock's time, m:ss (h:mm:ss from an hour), in the reader's digits, always read left to right.
export function clock(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const two = (n) => num(n).padStart(2, num(0));
  const text = s >= 3600 ? `${num(Math.floor(s / 3600))}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`
    : `${num(Math.floor(s / 60))}:${two(s % 60)}`;
  return text;
}
