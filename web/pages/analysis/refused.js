// The analysis board's page when its address names nothing to analyse: why, and the position
// editor for a position text it could not read.
import { t } from '../../lib/i18n.js';
import { optionWords } from '../../lib/position.js';
import { h } from '../../lib/ui.js';

export function refusedCard(name, { refused, position = null, options = null }) {
  return h('section.card', { dataset: { testid: 'analysis-refused' } }, h('h1', {}, t('analysis.refusedTitle')), h('p', {}, refused),
    options ? h('p', {}, h('a', { href: `#/editor/${name}?position=${encodeURIComponent(position || '')}&options=${encodeURIComponent(optionWords(options))}` },
      t('analysis.openEditor'))) : '',
    h('a', { href: '#/' }, t('common.backToStart')));
}
