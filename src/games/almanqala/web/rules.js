// Al-manqala's rules page: its sections and examples, shown by the generic page (web/rules.js,
// at #/rules/<name>), which says what it hands in. This module imports nothing of its own; its
// words are the game's catalogs' (web/i18n/<language>.json beside it), read by `t`, and its
// counts are handed in as numbers so that they are written in the reader's digits.

export function sections({ h, P, example, start, t }) {
  const seeds = (count) => t('seeds', { count });
  const twoFour = { two: 2, four: 4 };
  return [
    P(t('rules.intro', { total: 98, winAt: 50 })),
    example(start, t('rules.start.caption')),
    h('h2', {}, t('rules.sowing.title')),
    P(t('rules.sowing.text', { seeds: seeds(14) })),
    example(start, t('rules.sowing.caption'), { move: 'e1' }),
    h('h2', {}, t('rules.capture.title', twoFour)),
    P(t('rules.capture.text', twoFour)),
    example('3,3,7,10,0,3,0/3,1,2,1,9,10,0', t('rules.capture.caption', { ...twoFour, seeds: seeds(10) }), { move: 'b2' }),
    h('h2', {}, t('rules.feeding.title')),
    P(t('rules.feeding.text')),
    example('1,1,1,14,3,0,0/0,0,0,0,0,0,0', t('rules.feeding.caption'), { marks: ['d2', 'a2'] }),
    h('h2', {}, t('rules.end.title')),
    h('ul', {},
      h('li', {}, t('rules.end.winAt', { winAt: 50 })),
      h('li', {}, t('rules.end.starved')),
      h('li', {}, t('rules.end.empty')),
      h('li', {}, t('rules.end.loops')),
      h('li', {}, t('rules.end.score', { half: 49 }))),
  ];
}

// More on some options, by name, beside the schema's help.
export const optionNotes = (t) => ({
  'skip-origin': t('option.skip-origin.note', { seeds: t('seeds', { count: 14 }) }),
  feed: t('option.feed.note'),
  repetition: t('option.repetition.note'),
});
