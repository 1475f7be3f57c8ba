// The analysis board's page when its address names nothing to analyse: why, and the position
// editor for a position text it could not read.
import { optionWords } from '../../lib/position.js';
import { h } from '../../lib/ui.js';

const words = { title: 'Analysis board', editor: 'Open it in the position editor', back: 'Back to the start' };

export function refusedCard(name, { refused, position = null, options = null }) {
  return h('section.card', { dataset: { testid: 'analysis-refused' } }, h('h1', {}, words.title), h('p', {}, refused),
    options ? h('p', {}, h('a', { href: `#/editor/${name}?position=${encodeURIComponent(position || '')}&options=${encodeURIComponent(optionWords(options))}` },
      words.editor)) : '',
    h('a', { href: '#/' }, words.back));
}
