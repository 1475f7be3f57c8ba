// The node's position to take elsewhere: its address on the analysis board (a field and a copy
// button) and the position editor with it.
import { copyText } from '../../lib/forms.js';
import { analysisHref } from '../../lib/links.js';
import { h } from '../../lib/ui.js';

const words = {
  heading: 'Share', label: 'link to this position', copy: 'Copy link', copyLabel: 'copy the link to this position',
  editor: 'Edit this position',
};

export function shareLinks(st) {
  const field = h('input.link-field', { type: 'text', readOnly: true, dataset: { testid: 'analysis-link' }, 'aria-label': words.label,
    onfocus: () => field.select() });
  const editor = h('a', { dataset: { testid: 'open-editor' } }, words.editor);
  return {
    parts: [h('h2', {}, words.heading),
      h('div.link-row', {}, field, h('button', { type: 'button', dataset: { testid: 'copy-link' }, 'aria-label': words.copyLabel,
        onclick: () => copyText(field.value, field) }, words.copy)),
      h('p', {}, editor)],
    // text: the position's text.
    draw(text) {
      field.value = `${location.origin}/${analysisHref(st.name, text, st.optionText)}`;
      editor.href = `#/editor/${st.name}?position=${encodeURIComponent(text)}&options=${encodeURIComponent(st.optionText)}`;
    },
  };
}
