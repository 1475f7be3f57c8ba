// Arabic's plural forms as the page writes them (issue 27): 0, 1, 2, 3, 11 and 100 seeds,
// moves and players, through web/lib/i18n.js itself (its t(), its Intl.PluralRules, its
// digits) with the shipped catalog web/i18n/ar.json.
//
//   node tests/i18n/plurals.mjs
//
// Arabic counts in six ways: none (zero), one and two by words of their own, 3–10 with the
// plural noun (few), 11–99 with the singular noun in the accusative (many: "١١ لاعبًا"), 100 and
// beyond with the singular in the genitive (other: "١٠٠ لاعب"). The expected sentences are
// written out here by that grammar, independently of the catalog; the digits are the reader's:
// Latin for plain 'ar' (as Intl has it), Arabic-Indic for a browser set to ar-OM.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

// The browser's globals i18n.js reads: the catalogs from disk, the reader's languages.
let browserLanguages = ['ar'];
globalThis.fetch = async (url) => {
  const file = path.join(root, 'web', String(url).replace(/^\//, ''));
  const ok = fs.existsSync(file);
  return { ok, json: async () => JSON.parse(fs.readFileSync(file, 'utf8')) };
};
const stored = new Map();
globalThis.localStorage = { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => stored.set(k, String(v)) };
Object.defineProperty(globalThis, 'navigator', { get: () => ({ languages: browserLanguages, language: browserLanguages[0] }), configurable: true });
globalThis.document = { documentElement: {} };
globalThis.location = { search: '' };

// web/lib/i18n.js is a browser module (no package.json says so here): imported as one.
const source = fs.readFileSync(path.join(root, 'web/lib/i18n.js'), 'utf8');
const i18n = await import('data:text/javascript;base64,' + Buffer.from(source).toString('base64'));

const COUNTS = [0, 1, 2, 3, 11, 100];
// CLDR's categories for those counts in Arabic: one of each.
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
// What each count must read, by the grammar above; {n} is the count in the reader's digits.
const EXPECTED = {
  // A pit's name begins with what the pit shows, its name and count (WCAG 2.5.3, label in name),
  // so 0, 1 and 2 say the number before their words.
  seeds: { key: 'board.pit', params: { pit: 'c1' }, isolate: 'c1',
    forms: ['{pit}، {n}، حفرة فارغة', '{pit}، {n}، حصاة واحدة', '{pit}، {n}، حصاتان', '{pit}، {n} حصيات', '{pit}، {n} حصاة', '{pit}، {n} حصاة'] },
  moves: { key: 'lobby.moves', params: {},
    forms: ['لا نقلات', 'نقلة واحدة', 'نقلتان', '{n} نقلات', '{n} نقلة', '{n} نقلة'] },
  players: { key: 'tournament.players', params: {},
    forms: ['لا لاعبين', 'لاعب واحد', 'لاعبان', '{n} لاعبين', '{n} لاعبًا', '{n} لاعب'] },
};

const problems = [];
const expectEq = (what, got, want) => { if (got !== want) problems.push(`${what}: got “${got}”, want “${want}”`); };

const rules = new Intl.PluralRules('ar');
COUNTS.forEach((n, i) => expectEq(`Intl.PluralRules('ar').select(${n})`, rules.select(n), CATEGORIES[i]));

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const digits = { latn: (n) => String(n), arab: (n) => String(n).replace(/\d/g, (d) => ARABIC_INDIC[d]) };
for (const [browser, write] of [[['ar'], digits.latn], [['ar-OM', 'en'], digits.arab]]) {
  browserLanguages = browser;
  await i18n.setLanguage('ar');
  expectEq(`the page's direction for ${browser[0]}`, `${globalThis.document.documentElement.lang} ${globalThis.document.documentElement.dir}`, 'ar rtl');
  for (const [what, { key, params, isolate, forms }] of Object.entries(EXPECTED)) {
    COUNTS.forEach((n, i) => {
      // A name set into a right-to-left sentence is isolated (U+2068 … U+2069); a number is not.
      const want = forms[i].replace('{n}', write(n)).replace('{pit}', isolate ? `\u2068${isolate}\u2069` : '');
      expectEq(`${n} ${what} (${key}, ${browser[0]})`, i18n.t(key, { ...params, count: n }), want);
    });
  }
}
// English beside it: one and other only.
browserLanguages = ['en'];
await i18n.setLanguage('en');
expectEq('1 player in English', i18n.t('tournament.players', { count: 1 }), '1 player');
expectEq('11 players in English', i18n.t('tournament.players', { count: 11 }), '11 players');

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`Arabic plurals: ${Object.keys(EXPECTED).length} messages × ${COUNTS.length} counts × 2 digit systems as Arabic writes them`);
