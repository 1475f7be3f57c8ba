// Form parts several pages share: the rule options' fields (from /api/meta's schema), the
// line for the server's refusal, and a link field with its copy button.
import { t, tParts } from './i18n.js';
import { check as checkOption, normalize, valuesText, optionLabel, optionHelp, valueWord } from './options.js';
import { h, toast } from './ui.js';
import { titleOf } from './words.js';

// One field per rule option, built by its kind in the schema (/api/meta): flag and choice a
// list to choose from, the default marked; number a number box with the schema's range; list
// a text box for comma-separated numbers. { box, draw(gameName), values() }: values() holds
// only the options changed from their default, or is null when a field is wrong (its message
// shown beside it).
export function optionFields(meta, prefix) {
  const box = h('div.options');
  let fields = [];
  function draw(name) {
    const g = meta.games.find((x) => x.name === name);
    box.replaceChildren(h('h3', {}, t('forms.options.title', { game: titleOf(g.name, g.title) })),
      h('p.muted', {}, tParts('forms.options.defaults', { rules: h('a', { href: `#/rules/${g.name}` }, t('forms.options.rules')) })));
    fields = g.options.map((o) => optionField(o, prefix, g.name));
    box.append(...fields.map((f) => f.el));
  }
  const values = () => {
    const wrong = fields.filter((f) => !f.check());
    if (wrong.length) {
      // The fields sit in a <details> that may be closed: open it to show the message.
      box.closest('details').open = true;
      wrong[0].input.focus();
      return null;
    }
    // Only options changed from their default are sent; the server fills in the rest.
    const out = {};
    for (const { o, input } of fields) {
      const v = normalize(o, input.value);
      if (v !== o.default) out[o.name] = v;
    }
    return out;
  };
  return { box, draw, values };
}

function optionField(o, prefix, game) {
  const id = prefix + o.name;
  const common = { id, dataset: { option: o.name, default: o.default, kind: o.kind }, 'aria-describedby': `${id}-help ${id}-error` };
  let input;
  if (o.kind === 'number')
    input = h('input', { ...common, type: 'number', min: o.min, max: o.max, step: 1, value: o.default, inputmode: 'numeric' });
  else if (o.kind === 'list')
    input = h('input', { ...common, type: 'text', value: o.default, spellcheck: 'false', autocomplete: 'off' });
  else if (o.values) // flag, choice
    input = h('select', common, o.values.map((v) => h('option', { value: v, selected: v === o.default },
      v === o.default ? t('forms.option.default', { value: valueWord(o, v, game) }) : valueWord(o, v, game))));
  else // a kind this page does not know: free text, which the server checks
    input = h('input', { ...common, type: 'text', value: o.default, spellcheck: 'false' });
  const error = h('small.field-error', { id: `${id}-error`, dataset: { testid: 'option-error' }, hidden: true });
  // The message says the range in words; shown when a value is left (change) or sent, and
  // gone as soon as the value is right again.
  const check = () => {
    const why = checkOption(o, input.value, game);
    error.textContent = why || '';
    error.hidden = !why;
    input.setAttribute('aria-invalid', String(!!why));
    return !why;
  };
  input.addEventListener('change', check);
  input.addEventListener('input', () => error.hidden || check());
  // A box to type in says what it takes; a list to choose from shows it. The option's words are
  // its game's (lib/options.js), meta's English as the fallback.
  const about = o.help ? optionHelp(o, game) : '';
  const values = o.kind === 'number' || o.kind === 'list' ? valuesText(o, game) : '';
  const help = about && values ? t('forms.option.help', { help: about, values }) : about || values;
  const el = h('div.field', {}, h('label', { for: id }, optionLabel(o, game)), input, h('small.help', { id: `${id}-help` }, help), error);
  return { o, input, check, el };
}

// The line under a form's button for the server's refusal, in its own words: it stays until the
// next try (a toast would vanish before a long reason is read); role=alert reads it out.
export function refusalLine() {
  const el = h('p.form-error', { role: 'alert', dataset: { testid: 'form-error' }, hidden: true });
  return { el, say: (text) => { el.textContent = text || ''; el.hidden = !text; } };
}

// A read-only field with the link (label: what it is, for a screen reader), and a button that
// copies it.
export function linkRow(url, testid, copyTestid, label) {
  const input = h('input.link-field', { type: 'text', readOnly: true, value: url, dataset: { testid }, 'aria-label': label,
    onfocus: () => input.select() });
  const copy = h('button', { type: 'button', dataset: { testid: copyTestid }, onclick: () => copyText(url, input) }, t('forms.copy'));
  return h('div.link-row', {}, input, copy);
}

export async function copyText(text, input) {
  try {
    await navigator.clipboard.writeText(text);
    toast(t('forms.copied'));
  } catch {
    // No clipboard API (an insecure origin): select the text and use the old command.
    input.select();
    const ok = document.execCommand && document.execCommand('copy');
    toast(ok ? t('forms.copied') : t('forms.copyByHand'), ok ? 'info' : 'error');
  }
}
