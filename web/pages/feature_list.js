// The page's features: one line each. A feature is a folder of pages/ holding a feature.js,
// whose default export is { name, routes: [[address regex, loader], ...], nav }: its routes
// (the loader, called once the address matches, imports the page module whose render(main,
// ...the regex's groups) draws it), and its link in the header's main nav ({ href, key: its
// words' key in web/i18n/<language>.json, testid }) or null. app.js builds the router and the
// nav from this list: the routes are tried in the list's order (no two features' routes match
// one address: tests/web/feature_list.mjs), and the nav's links come in it, before the games'
// rules links. A new feature: its folder with its feature.js, and one line here.
import home from './home/feature.js';
import play from './play/feature.js';
import learn from './learn/feature.js';
import puzzles from './puzzles/feature.js';
import lobby from './lobby/feature.js';
import archive from './archive/feature.js';
import replay from './replay/feature.js';
import review from './review/feature.js';
import rules from './rules/feature.js';
import account from './account/feature.js';
import players from './player/feature.js';
import bots from './bots/feature.js';
import clubs from './clubs/feature.js';
import tournaments from './tournament/feature.js';
import otb from './otb/feature.js';
import broadcast from './broadcast/feature.js';
import analysis from './analysis/feature.js';

export default [home, play, learn, puzzles, lobby, archive, replay, review, rules, account, players, bots, clubs, tournaments,
  otb, broadcast, analysis];
