// The words players trust (docs/glossary.md, "One word for each concept"): no message of a
// language, in any catalog, holds a variant the glossary's table says not to use (as written, or a
// pattern between slashes: /^Du gewinnst$/ a whole message); and the
// placeholder rules of docs/languages.md: an Arabic message glues no لـ/بـ/كـ/وـ to a placeholder
// (the value may come with its own article: "لـالجنوب"); digits in an Arabic message are a
// placeholder's (in the reader's digits) or inside a left-to-right isolate (code, a pit name, an
// example), never typed into the text; pit names and marks (?!, ??) inside Arabic text are
// isolated, so that the bidi algorithm does not turn "?!" into "!?"; a German message says du,
// never the formal Sie.
//
//   node tests/i18n/terms.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const LRI = '\u2066', PDI = '\u2069';

// The table: its header names the columns; "<Language>, not" holds the variants.
function forbidden() {
  const text = fs.readFileSync(path.join(root, 'docs/glossary.md'), 'utf8');
  const section = text.split('## One word for each concept (checked)')[1];
  if (!section) throw new Error('docs/glossary.md has no "One word for each concept (checked)" table');
  const rows = section.split('\n').filter((l) => l.startsWith('|'))
    .map((l) => l.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim().replace(/\\\|/g, '|')));
  const [head, , ...body] = rows;
  const languages = { Arabic: 'ar', Swahili: 'sw', German: 'de' };
  const out = { ar: [], sw: [], de: [] };
  head.forEach((name, i) => {
    const m = name.match(/^(\w+), not$/);
    if (!m) return;
    for (const row of body)
      for (const v of row[i].split(';').map((s) => s.trim()).filter(Boolean)) out[languages[m[1]]].push({ variant: v, concept: row[0], use: row[i - 1] });
  });
  return out;
}

const catalogs = (code) => {
  const files = [path.join(root, 'web/i18n', `${code}.json`)];
  for (const game of fs.readdirSync(path.join(root, 'src/games'))) {
    const f = path.join(root, 'src/games', game, 'web/i18n', `${code}.json`);
    if (fs.existsSync(f)) files.push(f);
  }
  return files.flatMap((f) => Object.entries(JSON.parse(fs.readFileSync(f, 'utf8')))
    .flatMap(([key, m]) => (typeof m === 'object' ? Object.values(m) : [m]).map((text) => ({ where: `${path.relative(root, f)} '${key}'`, key, text }))));
};

// The text outside left-to-right isolates and placeholders.
const outside = (text) => text.replace(new RegExp(`${LRI}[^${PDI}]*${PDI}`, 'g'), ' ').replace(/\{\w+\}/g, ' ');

const problems = [];
const table = forbidden();
let checked = 0;
for (const code of ['ar', 'sw', 'de']) {
  for (const { where, key, text } of catalogs(code)) {
    checked++;
    for (const { variant, concept, use } of table[code])
      if (variant.startsWith('/') && variant.endsWith('/') ? new RegExp(variant.slice(1, -1), 'u').test(text) : text.includes(variant))
        problems.push(`${where}: «${variant}» for ${concept}: say «${use}» (docs/glossary.md)`);
    if (code === 'ar') {
      if (/(^|[^\p{L}])[لبكو]ـ?\{\w+\}/u.test(text)) problems.push(`${where}: لـ/بـ/كـ/وـ glued to a placeholder: ${text}`);
      const bare = outside(text);
      // A result (1–0) is notation the page isolates itself (resultText).
      if (/[0-9\u0660-\u0669\u06F0-\u06F9]/.test(bare) && !/\.result\.[0-9]/.test(key)) problems.push(`${where}: digits typed into the text (a placeholder, or inside an isolate): ${text}`);
      if (/\?!|!\?|\?\?|!!|(^|[^A-Za-z])[a-g][1-4]([^0-9A-Za-z]|$)/.test(bare)) problems.push(`${where}: a mark or pit name not isolated: ${text}`);
    }
    // du, never Sie: "Sie" after a sentence's start is the formal address ("Schreiben Sie").
    if (code === 'de' && /[\p{Ll},]\s+(Sie|Ihnen|Ihr|Ihre)\b/u.test(text)) problems.push(`${where}: the formal Sie: ${text}`);
  }
}
for (const p of problems) console.log(p);
console.log(`${checked} messages of ar, sw, de checked against ${Object.values(table).flat().length} variants not to use; ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
