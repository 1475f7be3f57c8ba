// The node's position to take elsewhere: its address on the analysis board (a field and a copy
// button) and the position editor with it.
import { copyText } from '../../lib/forms.js';
import { t } from '../../lib/i18n.js';
import { analysisHref } from '../../lib/links.js';
import { h } from '../../lib/ui.js';

export function shareLinks(st) {
  const field = h('input.link-field', { type: 'text', readOnly: true, dataset: { testid: 'analysis-link' }, 'aria-label': t('analysis.share.label'),
    onfocus: () => field.select() });
  const editor = h('a', { dataset: { testid: 'open-editor' } }, t('analysis.share.editor'));
  return {
    parts: [h('h2', {}, t('analysis.share')),
      h('div.link-row', {}, field, h('button', { type: 'button', dataset: { testid: 'copy-link' }, title: t('analysis.share.copy.label'),
        onclick: () => copyText(field.value, field) }, t('analysis.share.copy'))),
      h('p', {}, editor)],
    // text: the position's text.
    draw(text) {
      field.value = `${location.origin}/${analysisHref(st.name, text, st.optionText)}`;
      editor.href = `#/editor/${st.name}?position=${encodeURIComponent(text)}&options=${encodeURIComponent(st.optionText)}`;
    },
  };
}
