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
import { language, t } from './i18n.js';

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
