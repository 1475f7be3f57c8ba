// A game's rule options as /api/meta describes them ({name, kind, default, help, values?,
// min?, max?}, from the game's option schema on the server): what values each takes, in words,
// and whether a value typed on the page is one of them. The new-game forms and the rules pages
// both read this, so the page states every range as the schema does and never on its own.

// "true or false", "a whole number from 1 to 9", "numbers from 1 to 252 separated by commas".
export function valuesText(o) {
  switch (o.kind) {
    case 'number': return `a whole number from ${o.min} to ${o.max}`;
    case 'list': return `numbers from ${o.min} to ${o.max} separated by commas`;
    default: return o.values ? orList(o.values) : 'free text';
  }
}

const orList = (words) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`);

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
export function check(o, value) {
  const v = String(value).trim();
  const inRange = (n) => /^\d+$/.test(n) && Number(n) >= o.min && Number(n) <= o.max;
  let ok = true;
  if (o.kind === 'number') ok = inRange(v);
  else if (o.kind === 'list') ok = v.split(',').every((n) => inRange(n.trim()));
  else if (o.values) ok = o.values.includes(v);
  if (ok) return null;
  return `${o.name} must be ${valuesText(o)}${o.kind === 'list' ? ` (like ${o.default})` : ''}` +
    `${v ? `, not ${v}` : ''}.`;
}
