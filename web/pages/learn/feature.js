// Learn (pages/feature_list.js).
export default {
  name: 'learn',
  routes: [
    // Learn: the games with a course, a game's stages, one stage (docs/learn.md).
    [/^#\/learn(?:\/([\w-]+)(?:\/([\w-]+))?)?$/, () => import('../learn.js')],
  ],
  nav: { href: '#/learn', key: 'nav.learn', testid: 'nav-learn' },
};
