// A game's rule options as /api/meta describes them ({name, kind, default, help, values?,
// min?, max?}, from the game's option schema on the server): their words in the reader's
// language, what values each takes, and whether a value typed on the page is one of them. The
// new-game forms and the rules pages both read this, so the page states every range as the
// schema does and never on its own.
//
// An option's words are its game's (src/games/<folder>/web/i18n/, read under game.<name>.):
// option.<name>.label, option.<name>.help and option.<name>.value.<value>; a game without
// catalogs (or a caller that names no game) gets meta's English: the name, the schema's help
// and the values as typed. `game` below is the game's name ("hawalis"). Names and values themselves are never translated: they are what
// the server reads (and what `manqala play -o name=value` takes).
import { language, list, num, t } from './i18n.js';

const gameWord = (game, o, what, english) => (game ? t(`game.${game}.option.${o.name}.${what}`, {}, english) : english);

// The option's label on a form (its name in English), its help (the schema's), and the word
// for one of its values (flags and choices: "true", "after-capture").
export const optionLabel = (o, game = null) => gameWord(game, o, 'label', o.name);
export const optionHelp = (o, game = null) => gameWord(game, o, 'help', o.help);
export const valueWord = (o, value, game = null) => gameWord(game, o, `value.${value}`, value);

// "true or false", "a whole number from 1 to 9", "numbers from 1 to 252 separated by commas".
// The bounds are written as typed (Latin digits): they are what the box takes.
export function valuesText(o, game = null) {
  const range = { min: String(o.min), max: String(o.max) };
  switch (o.kind) {
    case 'number': return t('options.values.number', range);
    case 'list': return t('options.values.list', range);
    default: return o.values ? orList(o.values.map((v) => valueWord(o, v, game))) : t('options.values.free');
  }
}

// "a, b or c" in the reader's language (British English: no comma before "or").
const orList = (words) => new Intl.ListFormat(language() === 'en' ? 'en-GB' : language(), { type: 'disjunction' }).format(words);

// The value as the server reads it: numbers without spaces or leading zeros ("2, 04" -> "2,4").
// Only for a value that check() accepts.
export function normalize(o, value) {
  const v = String(value).trim();
  if (o.kind === 'number') return String(Number(v));
  if (o.kind === 'list') return v.split(',').map((n) => String(Number(n.trim()))).join(',');
  return v;
}

// Why `value` is not a value of option `o`, in a sentence; null when it is. Checked before a
// new game is sent, so a mistyped number is explained next to its field; the server checks
// again and has the last word (some combinations it refuses, with its own message).
export function check(o, value, game = null) {
  const v = String(value).trim();
  const inRange = (n) => /^\d+$/.test(n) && Number(n) >= o.min && Number(n) <= o.max;
  let ok = true;
  if (o.kind === 'number') ok = inRange(v);
  else if (o.kind === 'list') ok = v.split(',').every((n) => inRange(n.trim()));
  else if (o.values) ok = o.values.includes(v);
  if (ok) return null;
  // options.check, options.check.not, options.check.list, options.check.list.not
  const key = `options.check${o.kind === 'list' ? '.list' : ''}${v ? '.not' : ''}`;
  return t(key, { name: optionLabel(o, game), values: valuesText(o, game), example: o.default, value: v });
}

// A game's rule options in words for players: "standard rules" when every option has its
// default, otherwise only the changed ones, each as its game's catalog says it
// (game.<name>.option.<option>.set.<value> for a flag or a choice, .set with {count} for a
// number and {value} for a list): "no relay sowing and 3 seeds a pit". `options` is what the
// server sends, "relay=false seeds=3 …" text or an object of values; `meta` /api/meta's answer.
// An option the catalog has no words for is said as its label and value ("win-at: 40").
// quiet: '' rather than "standard rules" (a list's cell, where only a change is news).
export function optionsInWords(meta, game, options, { quiet = false } = {}) {
  const rules = (meta?.games || []).find((g) => g.name === game);
  const chosen = typeof options === 'string' ? parseOptionText(options) : { ...(options || {}) };
  if (!rules) return Object.entries(chosen).map(([k, v]) => `${k}=${v}`).join(' ');
  const changed = (rules.options || []).filter((o) => chosen[o.name] !== undefined && normalizeQuiet(o, chosen[o.name]) !== o.default);
  if (!changed.length) return quiet ? '' : t('options.standard');
  return list(changed.map((o) => optionWords(o, normalizeQuiet(o, chosen[o.name]), game)));
}

// One changed option in words: "no relay sowing", "3 seeds a pit", "captures on 2, 3 and 4".
function optionWords(o, value, game) {
  const plain = `${optionLabel(o, game)}: ${valueWord(o, value, game)}`;
  if (o.kind === 'number') return t(`game.${game}.option.${o.name}.set`, { count: Number(value) }, plain);
  // A list's numbers are alternatives (a pit of 2, 3 or 4 is taken): "or", not "and".
  if (o.kind === 'list') return t(`game.${game}.option.${o.name}.set`, { value: orList(value.split(',').map((n) => num(Number(n)))) }, plain);
  return t(`game.${game}.option.${o.name}.set.${value}`, {}, plain);
}

// "relay=false seeds=3" -> {relay: 'false', seeds: '3'}.
const parseOptionText = (text) => Object.fromEntries(String(text).split(/\s+/).filter((w) => w.includes('='))
  .map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]));
// normalize() for a value that may not be one (a value the server wrote is; a hand-made one may not be).
const normalizeQuiet = (o, v) => (check(o, v) === null ? normalize(o, v) : String(v));
