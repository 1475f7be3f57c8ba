// Hawalis's rules page: its sections and examples, shown by the generic page (web/rules.js, at
// #/rules/<name>), which says what it hands in. This module imports nothing of its own; its
// words are the game's catalogs' (web/i18n/<language>.json beside it), read by `t`, and its
// counts are handed in as numbers so that they are written in the reader's digits.

export function sections({ h, P, example, start, t }) {
  const seeds = (count) => t('seeds', { count });
  return [
    P(t('rules.intro', { total: 56 })),
    example(start, t('rules.start.caption')),
    h('h2', {}, t('rules.names.title')),
    P(t('rules.names.text')),
    h('h2', {}, t('rules.sowing.title')),
    P(t('rules.sowing.text')),
    h('h2', {}, t('rules.relay.title')),
    P(t('rules.relay.text')),
    example(start, t('rules.relay.caption'), { move: 'a1' }),
    h('h2', {}, t('rules.capture.title')),
    P(t('rules.capture.text')),
    example(start, t('rules.capture.caption', { seeds: seeds(4) }), { move: 'g2' }),
    h('h2', {}, t('rules.singles.title')),
    P(t('rules.singles.text')),
    example('0,0,0,1,0,0,0/1,1,1,0,1,1,1/1,0,1,1,1,0,1/1,1,1,0,1,0,0', t('rules.singles.caption'), { marks: ['c1', 'e1', 'g2', 'c2'] }),
    h('h2', {}, t('rules.endless.title')),
    P(t('rules.endless.text')),
    h('h2', {}, t('rules.end.title')),
    h('ul', {}, h('li', {}, t('rules.end.win')), h('li', {}, t('rules.end.draw'))),
  ];
}

// More on some options, by name, beside the schema's help.
export const optionNotes = (t) => ({
  relay: t('option.relay.note'),
  'back-capture': t('option.back-capture.note'),
  repetition: t('option.repetition.note'),
  seeds: t('option.seeds.note'),
});

// Said after the options.
export const optionsFootnote = (t) => t('options.footnote');
