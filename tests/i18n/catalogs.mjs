// Every language's catalogs against English's (docs/languages.md): the page's own
// (web/i18n/<code>.json) and each game's (src/games/<folder>/web/i18n/<code>.json).
//
//   node tests/i18n/catalogs.mjs
//
// For each language of LANGUAGES in web/lib/i18n.js and each catalog: every key of English is
// there (none left to fall back on English) and no key English lacks; each message has the
// placeholders of English's and no other (a plural form may leave {count} to its words: "حصاتان"
// says two without the number); a plural message of English is one here too, with every plural
// category the language has (Intl.PluralRules: Arabic's six, one and other elsewhere), and a
// message that is not plural in English is not plural here; a pit's label begins with its name
// and count, what the pit shows (WCAG 2.5.3). Exit status 0 when all is well;
// else each problem on a line of its own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

// The languages, as web/lib/i18n.js lists them.
const source = fs.readFileSync(path.join(root, 'web/lib/i18n.js'), 'utf8');
const codes = [...source.match(/export const LANGUAGES = \[([\s\S]*?)\];/)[1].matchAll(/code: '([a-z]+)'/g)].map((m) => m[1]);

// The catalogs: the page's, then each game's, as folders holding <code>.json.
const folders = [path.join(root, 'web/i18n')];
for (const game of fs.readdirSync(path.join(root, 'src/games'))) {
  const dir = path.join(root, 'src/games', game, 'web/i18n');
  if (fs.existsSync(path.join(dir, 'en.json'))) folders.push(dir);
}

const placeholders = (message) => {
  const texts = typeof message === 'object' ? Object.values(message) : [message];
  return new Set(texts.flatMap((text) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
};
const same = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));

const problems = [];
let checked = 0;
for (const folder of folders) {
  const where = path.relative(root, folder);
  const english = JSON.parse(fs.readFileSync(path.join(folder, 'en.json'), 'utf8'));
  for (const code of codes.filter((c) => c !== 'en')) {
    const file = path.join(folder, `${code}.json`);
    if (!fs.existsSync(file)) {
      problems.push(`${where}/${code}.json: missing`);
      continue;
    }
    let catalog;
    try {
      catalog = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (e) {
      problems.push(`${where}/${code}.json: not JSON (${e.message})`);
      continue;
    }
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    for (const [key, source] of Object.entries(english)) {
      checked++;
      const said = `${where}/${code}.json '${key}'`;
      if (!(key in catalog)) {
        problems.push(`${said}: missing`);
        continue;
      }
      const message = catalog[key];
      const plural = typeof source === 'object';
      if (plural !== (typeof message === 'object')) {
        problems.push(`${said}: ${plural ? 'a plural message in English, a plain one here' : 'plural here, not in English'}`);
        continue;
      }
      if (plural) {
        const missing = categories.filter((c) => !(c in message));
        if (missing.length) problems.push(`${said}: no plural form ${missing.join(', ')}`);
        const extra = Object.keys(message).filter((c) => !categories.includes(c) && c !== 'zero');
        if (extra.length) problems.push(`${said}: forms ${extra.join(', ')} this language does not have`);
      }
      const want = placeholders(source);
      const have = placeholders(message);
      if (plural) want.delete('count'), have.delete('count');
      if (!same(want, have)) problems.push(`${said}: placeholders {${[...have].join('}, {')}} where English has {${[...want].join('}, {')}}`);
    }
    for (const key of Object.keys(catalog))
      if (!(key in english)) problems.push(`${where}/${code}.json '${key}': English has no such key`);
  }
}

// A pit's accessible name begins with what the pit shows, its name then its count (WCAG 2.5.3,
// label in name: a speech-input user says what she sees), in every language and plural form.
const LABEL_IN_NAME = ['board.pit', 'board.pit.playable'];
for (const code of codes) {
  const catalog = JSON.parse(fs.readFileSync(path.join(root, 'web/i18n', `${code}.json`), 'utf8'));
  for (const key of LABEL_IN_NAME)
    for (const [form, message] of Object.entries(catalog[key] || {}))
      if (!/^\{pit\}[\s,،:]*\{count\}/.test(message)) problems.push(`web/i18n/${code}.json '${key}' (${form}): does not begin "{pit}, {count}"`);
}

for (const p of problems) console.log(p);
console.log(`${codes.length} languages, ${folders.length} catalogs each, ${checked} messages checked; ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
