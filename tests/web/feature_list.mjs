// The page's features (web/pages/feature_list.js): each a name, its routes ([address regex,
// loader]) and its header link or none, the link's words in every catalog; each known address
// shown by the feature that showed it before the list (app.js's routes), and by one feature
// only, so the list's order matters for the nav alone. The loaders import the pages, which need
// a browser: they are not called here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import features from '../../web/pages/feature_list.js';

const web = fileURLToPath(new URL('../../web/', import.meta.url));

assert(Array.isArray(features) && features.length > 0, 'the list is an array of features');
const names = features.map((f) => f.name);
for (const f of features) {
  assert(typeof f.name === 'string' && /^[a-z][\w-]*$/.test(f.name), `a feature's name: ${JSON.stringify(f.name)}`);
  assert(Array.isArray(f.routes) && f.routes.length > 0, `${f.name}: routes`);
  for (const r of f.routes) {
    assert(Array.isArray(r) && r.length === 2 && r[0] instanceof RegExp && typeof r[1] === 'function',
      `${f.name}: a route is [RegExp, loader]: ${r}`);
    assert(r[0].source.startsWith('^') && r[0].source.endsWith('$'), `${f.name}: ${r[0]} is anchored`);
  }
  assert(f.nav === null || (f.nav && typeof f.nav === 'object'), `${f.name}: nav is an entry or null`);
  if (f.nav) {
    assert.deepEqual(Object.keys(f.nav).sort(), ['href', 'key', 'testid'], `${f.name}: nav is { href, key, testid }`);
    assert(/^#\//.test(f.nav.href), `${f.name}: nav href ${f.nav.href}`);
    assert(/^nav-[\w-]+$/.test(f.nav.testid), `${f.name}: nav testid ${f.nav.testid}`);
    // The link leads to the feature's own page.
    const first = f.routes.find(([re]) => re.test(f.nav.href));
    assert(first, `${f.name}: its nav link ${f.nav.href} is one of its routes`);
  }
}
assert.equal(new Set(names).size, names.length, `feature names are unique: ${names}`);
const navs = features.filter((f) => f.nav).map((f) => f.nav);
assert.equal(new Set(navs.map((n) => n.testid)).size, navs.length, 'nav testids are unique');
assert.equal(new Set(navs.map((n) => n.href)).size, navs.length, 'nav hrefs are unique');

// Each nav key in every language's catalogs (a catalog may be in fragments: en.<part>.json).
for (const lang of ['en', 'ar', 'sw', 'de']) {
  const catalog = {};
  for (const f of fs.readdirSync(path.join(web, 'i18n')).filter((n) => new RegExp(`^${lang}(\\.[\\w-]+)?\\.json$`).test(n)))
    Object.assign(catalog, JSON.parse(fs.readFileSync(path.join(web, 'i18n', f), 'utf8')));
  for (const n of navs) assert(typeof catalog[n.key] === 'string' && catalog[n.key], `${lang}: ${n.key}`);
}

// The header's links, in order: as index.html had them before the list.
assert.deepEqual(navs.map((n) => [n.testid, n.href, n.key]), [
  ['nav-home', '#/', 'nav.play'], ['nav-learn', '#/learn', 'nav.learn'], ['nav-puzzles', '#/puzzles', 'nav.puzzles'],
  ['nav-lobby', '#/lobby', 'nav.lobby'], ['nav-archive', '#/archive', 'nav.archive'],
  ['nav-leaderboard', '#/leaderboard', 'nav.leaderboard'], ['nav-bots', '#/bots', 'nav.bots'], ['nav-clubs', '#/clubs', 'nav.clubs'],
  ['nav-tournaments', '#/tournaments', 'nav.tournaments'], ['nav-otb', '#/otb', 'nav.otb'],
]);

// Known addresses, the feature that shows each, and the groups its route gives the page.
const KNOWN = [
  ['', 'home', []], ['#/', 'home', []], ['#', 'home', []],
  ['#/play/abc-1', 'play', ['abc-1']], ['#/watch/abc', 'play', ['abc']], ['#/join/abc/00ff', 'play', ['abc', '00ff']],
  ['#/lobby', 'lobby', []], ['#/archive', 'archive', []], ['#/replay/abc', 'replay', ['abc']], ['#/review/abc', 'review', ['abc']],
  ['#/rules/hawalis', 'rules', ['hawalis']],
  ['#/learn', 'learn', [undefined, undefined]], ['#/learn/hawalis', 'learn', ['hawalis', undefined]],
  ['#/learn/hawalis/relay-1', 'learn', ['hawalis', 'relay-1']],
  ['#/puzzles', 'puzzles', [undefined, undefined]], ['#/puzzles/al-manqala/daily', 'puzzles', ['al-manqala', 'daily']],
  ['#/account', 'account', [undefined]], ['#/account?next=%23%2Fjoin%2Fa%2F1', 'account', ['%23%2Fjoin%2Fa%2F1']],
  ['#/players/%D8%B9%D9%84%D9%8A', 'players', ['%D8%B9%D9%84%D9%8A']], ['#/leaderboard', 'players', [undefined]],
  ['#/leaderboard/hawalis', 'players', ['hawalis']],
  ['#/bots', 'bots', [undefined]], ['#/bots?game=hawalis', 'bots', ['hawalis']], ['#/bots/x', 'bots', ['x']],
  ['#/clubs', 'clubs', [undefined, undefined]], ['#/clubs/c1', 'clubs', ['c1', undefined]], ['#/clubs/c1/join/abc123', 'clubs', ['c1', 'abc123']],
  ['#/tournaments', 'tournaments', [undefined]], ['#/tournaments?club=c1', 'tournaments', ['c1']], ['#/tournaments/t1', 'tournaments', ['t1']],
  ['#/otb', 'otb', []], ['#/otb/x', 'otb', ['x']], ['#/otb/x/hall', 'otb', ['x', undefined]], ['#/otb/x/hall?code=abc', 'otb', ['x', 'abc']],
  ['#/otb/x/print/pairings', 'otb', ['x', 'pairings', undefined, undefined]],
  ['#/otb/x/print/standings?round=2&order=number', 'otb', ['x', 'standings', '2', 'number']],
  ['#/otb/x/print/match-card?round=1&match=3', 'otb', ['x', 'match-card', '1', '3']],
  ['#/otb/x/match/1/2', 'otb', ['x', '1', '2']], ['#/otb/x/sheet/1/4', 'otb', ['x', '1', '4']],
  ['#/broadcast/b', 'broadcast', ['b', undefined]], ['#/broadcast/b/3', 'broadcast', ['b', '3']],
  ['#/broadcast/b/enter/1/2?code=x', 'broadcast', ['b', '1', '2', 'x']], ['#/broadcast/b/enter/1/2', 'broadcast', ['b', '1', '2', undefined]],
  ['#/analysis/hawalis', 'analysis', ['hawalis', undefined]], ['#/analysis/hawalis?position=abc', 'analysis', ['hawalis', 'position=abc']],
  ['#/editor/al-manqala', 'analysis', ['al-manqala', undefined]],
];
// Addresses no page has: app.js shows "Page not found".
const UNKNOWN = ['#/nowhere', '#/play', '#/play/a/b', '#/otb/x/print/nothing', '#/bots/x/y', '#/main', '#main', '#/learn/a/b/c'];

const routes = features.flatMap((f) => f.routes.map(([re, load]) => ({ re, load, feature: f.name })));
for (const [hash, want, groups] of KNOWN) {
  const found = routes.find(({ re }) => re.test(hash)); // as app.js routes
  assert(found, `${hash}: a route`);
  assert.equal(found.feature, want, `${hash}: shown by ${want}`);
  assert.deepEqual(hash.match(found.re).slice(1), groups, `${hash}: the page's parameters`);
  const others = [...new Set(routes.filter(({ re }) => re.test(hash)).map((r) => r.feature))];
  assert.deepEqual(others, [want], `${hash}: matched by one feature only`);
}
for (const hash of UNKNOWN) assert(!routes.some(({ re }) => re.test(hash)), `${hash}: no route`);
// Every route is met by some known address.
for (const r of routes) assert(KNOWN.some(([hash]) => r.re.test(hash)), `${r.feature}: ${r.re} has a known address`);

// The wrappers keep the routes' own loaders: a route whose page is another's (watch, a bot, a
// match card) loads a module with a render, checked without a browser by its source.
const source = (f) => f.routes.map(([re, load]) => `${re} ${load}`).join('\n');
const by = Object.fromEntries(features.map((f) => [f.name, source(f)]));
assert.match(by.play, /m\.render\(main, id, 'watch'\)/, 'the watch route renders the play page watching');
assert.match(by.bots, /render: m\.renderBot/, 'a bot\'s page is bots.js renderBot');
assert.match(by.otb, /m\.render\(main, id, kind, round, null, match\)/, 'the match card is the print page with its match');

// Each loader imports modules that exist, relative to its feature.js.
for (const f of features) {
  const folder = fs.readdirSync(path.join(web, 'pages'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(web, 'pages', e.name, 'feature.js')))
    .find((e) => fs.readFileSync(path.join(web, 'pages', e.name, 'feature.js'), 'utf8').includes(`name: '${f.name}'`));
  assert(folder, `${f.name}: its folder's feature.js`);
  for (const [, load] of f.routes)
    for (const m of String(load).matchAll(/import\('([^']+)'\)/g))
      assert(fs.existsSync(path.join(web, 'pages', folder.name, m[1])), `${f.name}: ${m[1]} exists`);
}
console.log(`${features.length} features, ${routes.length} routes, ${navs.length} nav links; ${KNOWN.length} addresses checked`);
