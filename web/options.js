// A game's rule options as /api/meta describes them ({name, kind, default, help, values?,
// min?, max?}, from the game's option schema on the server): what values each takes, in words,
// so the page states every range as the schema does and never on its own.

// "true or false", "a whole number from 1 to 9", "numbers from 1 to 252 separated by commas".
export function valuesText(o) {
  switch (o.kind) {
    case 'number': return `a whole number from ${o.min} to ${o.max}`;
    case 'list': return `numbers from ${o.min} to ${o.max} separated by commas`;
    default: return o.values ? orList(o.values) : 'free text';
  }
}

const orList = (words) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`);
