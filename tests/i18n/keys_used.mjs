// The page's message keys against its English catalog (docs/languages.md): every key the code
// uses is in web/i18n/en.json, and every key of en.json is used.
//
//   node tests/i18n/keys_used.mjs [--list]
//
// A key is used by a call of t() or tParts() (web/lib/i18n.js) with a string literal, in any
// module of web/ (an import `{ t as x }` is followed; lines that are comments are skipped), or
// by a data-i18n / data-i18n-label attribute of web/index.html, or by a feature's nav entry
// (`nav: { key }` of web/pages/<feature>/feature.js, read from web/pages/feature_list.js). A
// key built at run time is a template literal whose fixed start (up to the first ${...}) is
// one of the DYNAMIC prefixes below, each with what fills it: every key of en.json under such
// a prefix counts as used, and each prefix must have some. A key held in a variable is one of those KEPT names for its file.
// Keys under `game.` are the games' own catalogs' (src/games/<folder>/web/i18n/), always with
// the server's English as the fallback: not checked here. English is web/i18n/en.json with the
// fragments beside it not merged yet (en.<part>.json). --list prints every key used.
// Exit status 0 when all is well; else each problem on a line of its own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const web = path.join(root, 'web');

// Keys built at run time: their fixed start, and what the rest is.
const DYNAMIC = {
  'side.': 'a side: south, north (lib/ui.js sideName)',
  'notFound.': 'what a missing address names, and .text: game, player, club, tournament, page (lib/ui.js notFound)',
  'error.code.': 'a refusal\'s code from the server (docs/web-api.md "Errors"; lib/api/request.js reason)',
  'result.': 'an ending from outside the rules, then .clause / .brief / .sentence: resigned, time, forfeit, agreed, adjudicated (.draw too) (lib/ui.js)',
  'speed.': 'a rating speed: bullet, blitz, rapid, classical, untimed; .heading capitalised (lib/words.js speedName)',
  'format.': 'a tournament format: swiss, round-robin, double-round-robin (lib/words.js formatName)',
  'otb.proposals.': 'who proposes results from the hall: code, players (pages/otb/director.js, log.js)',
  'otb.acceleration.': 'a Swiss\'s acceleration: none, baku (pages/otb/rules.js, new_form.js, log.js)',
  'score.': 'an engine score in plies to the end: win, loss (lib/words.js scoreText)',
  'endgame.caption.': 'the kind of an endgame value: seeds, plies (lib/endgame.js)',
  'frame.label.': 'the page of a stored game\'s board: replay, review (lib/frame_board.js)',
  'tables.tournaments.': 'a column of the tournament list (lib/tables.js)',
  'tournament.status.': 'a tournament status: registering, running, paused, finished (lib/tables.js statusName)',
  'tournament.result.': 'a board\'s result: 1-0, 0-1, 1/2, +-, -+, --, bye (pages/tournament.js)',
  'tournament.roundState.': 'a round of the pairings: current, scheduled, finished (pages/tournament.js)',
  'tournaments.group.': 'a group of the tournament list: running, registering, finished (pages/tournaments.js)',
  'play.presence.': 'a seat\'s presence: open, connected, away; .title what it means (pages/play/presence.js)',
  'play.calledOff.': 'a game called off with no result: aborted, cancelled, forfeited (pages/play/status.js, end_dialog.js)',
  'play.status.link.': 'the link to the server: live, reconnecting, polling, offline (pages/play/status.js)',
  'play.settings.speed.': 'an animation speed: normal, fast, off (pages/play/settings.js)',
  'home.clock.': 'a clock of the friend form: none, custom (pages/home.js)',
  'archive.column.': 'a column of the archive (and a profile\'s games): game, players, result, moves, when (pages/archive.js, pages/player.js)',
  'player.ratings.': 'a column of a profile\'s ratings: game, speed, rating, games (pages/player.js)',
  'seat.': 'a seat without an account: human, engine, nobody (lib/words.js seatName)',
  'player.reason.': 'an ending from outside the rules: resigned, time, forfeit, adjudicated (pages/player.js)',
  'clubs.column.': 'a column of the club list: club, owner, members, founded (pages/clubs.js)',
  'clubs.role.': 'a member\'s role: owner, admin, member (pages/clubs.js)',
  'review.mark.': 'a move\'s mark: inaccuracy, mistake, blunder (pages/review.js)',
  'analysis.explorer.column.': 'a column of the explorer (pages/analysis/explorer.js)',
  'otb.result.': 'a board\'s result: 1-0, 0-1, 1/2, +-, -+, --, bye (resultText in lib/words.js)',
  'otb.tiebreak.': 'a C.07 tie-break acronym, - as _: BH, BH_C1, BH_M1, SB, DE, WIN, ARO, PS (lib/words.js tiebreakName; the acronym where missing)',
  'otb.cross.': 'a crosstable cell without an opponent by its TRF code: U, H, F, Z, none (pages/otb/words.js)',
  'otb.byeKind.': 'a bye asked for or an absence: half, zero, full; withdrawn (pages/otb/tables.js, director.js)',
  'otb.list.': 'a column of the over-the-board list (pages/otb/list.js)',
  'otb.form.colour.': 'the first colour: lot, white, black (pages/otb/new_form.js)',
  'otb.players.': 'a column of the director\'s players: number, name, rating, byes, actions (pages/otb/director.js)',
  'otb.bye.set.': 'the bye to set: half, zero, full, cancel (pages/otb/director.js)',
  'otb.log.': 'a column of the log: when, who, what; .what.<kind> a change (pages/otb/log.js)',
  'print.kind.': 'a print page: pairings, standings, crosstable, scoresheets (pages/otb/print.js)',
  'print.paper.': 'a paper size: a4, letter (pages/otb/print.js)',
  'hall.show.': 'a view of the hall screen: pairings, standings (pages/otb/hall.js)',
  'puzzles.theme.': 'a puzzle\'s theme, its id where the catalog has none (pages/puzzles/words.js themeName)',
  'puzzles.themeHelp.': 'a puzzle theme\'s one-line description (pages/puzzles/words.js themeHelp)',
  'access.board.': 'a board theme\'s name: wood, contrast, contrast-noseeds (lib/access.js accessSettings)',
  'game.': 'a game\'s own catalog: game.<name>.title, .end.<word>.clause / .brief / .sentence, .option.<name>.help',
};
const EXTERNAL = 'game.'; // the games' catalogs
// Keys held in a variable before the call: the file, the call, the keys it may be.
const KEPT = {
  'web/lib/options.js': { 't(key': ['options.check', 'options.check.not', 'options.check.list', 'options.check.list.not'] },
  // index.html's, and the features' nav entries (web/pages/feature_list.js): read below
  'web/app.js': { 't(el.dataset.i18n': [], 't(el.dataset.i18nLabel': [], 't(key': [] },
};

// The modules of web/, every folder down.
const modules = fs.readdirSync(web, { recursive: true }).filter((f) => f.endsWith('.js')).map((f) => path.join(web, f));

const problems = [];
const used = new Map(); // key -> the files using it
const prefixes = new Map(); // dynamic prefix -> the files using it
const note = (map, key, file) => map.set(key, [...(map.get(key) || []), path.relative(root, file)]);

for (const file of modules) {
  const text = fs.readFileSync(file, 'utf8').split('\n').filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l)).join('\n');
  const rel = path.relative(root, file);
  // The names t and tParts have in this module (imports from i18n.js, aliases followed).
  const names = new Set();
  for (const m of text.matchAll(/^import\s*\{([^}]*)\}\s*from\s*'[^']*i18n\.js';/gm)) {
    for (const part of m[1].split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name === 't' || name === 'tParts') names.add(alias || name);
    }
  }
  if (file === path.join(web, 'lib', 'i18n.js')) names.add('tParts'); // t calls it with its own key
  for (const name of names) {
    const call = new RegExp(`(?<![\\w$]|[^.]\\.)${name.replace('$', '\\$')}\\(\\s*(?:'([^']*)'|"([^"]*)"|\`([^\`]*)\`|([^,)]*))`, 'g');
    for (const m of text.matchAll(call)) {
      const [, single, double, template, other] = m;
      const key = single ?? double;
      if (key !== undefined) note(used, key, file);
      else if (template !== undefined) {
        const fixed = template.split('${')[0];
        if (!template.includes('${')) note(used, fixed, file);
        else if (Object.keys(DYNAMIC).some((p) => fixed.startsWith(p))) note(prefixes, fixed, file);
        else problems.push(`${path.relative(root, file)}: a key built as \`${template}\` under no documented prefix (DYNAMIC in ${path.relative(root, fileURLToPath(import.meta.url))})`);
      } else if (file === path.join(web, 'lib', 'i18n.js') && other.trim() === 'key') {
        // t() handing its key to tParts()
      } else if (KEPT[rel]?.[`${name}(${other.trim()}`]) {
        for (const k of KEPT[rel][`${name}(${other.trim()}`]) note(used, k, file);
      } else {
        problems.push(`${rel}: ${name}(${other.trim()}…): a key that is not written out (KEPT in ${path.relative(root, fileURLToPath(import.meta.url))})`);
      }
    }
  }
}

// The server's own messages from the page's catalogs (src/server/common/catalog.h's
// catalog_message(language, key)): a key written out, or a fixed start with `+` the rest.
const server = path.join(root, 'src', 'server');
for (const f of fs.readdirSync(server, { recursive: true }).filter((n) => /\.(cpp|h)$/.test(n)).map((n) => path.join(server, n))) {
  const text = fs.readFileSync(f, 'utf8');
  for (const m of text.matchAll(/catalog_message\([^,()]+,\s*(?:std::string\()?"([^"]+)"\)?\s*(\+)?/g)) {
    if (m[2]) note(prefixes, m[1], f);
    else note(used, m[1], f);
  }
}

// The fixed words of index.html.
const index = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
for (const m of index.matchAll(/data-i18n(?:-label)?="([^"]+)"/g)) note(used, m[1], path.join(web, 'index.html'));
// The words of the header's links: each feature's nav entry (app.js writes t(key)).
const { default: features } = await import('../../web/pages/feature_list.js');
for (const f of features) if (f.nav) note(used, f.nav.key, path.join(web, 'pages', 'feature_list.js'));

const en = {};
for (const f of fs.readdirSync(path.join(web, 'i18n')).filter((n) => /^en(\.[\w-]+)?\.json$/.test(n)).sort()) {
  for (const [k, v] of Object.entries(JSON.parse(fs.readFileSync(path.join(web, 'i18n', f), 'utf8')))) {
    if (k in en) problems.push(`'${k}' is in two English files (${f})`);
    en[k] = v;
  }
}
const keys = Object.keys(en);
const underPrefix = (k) => [...prefixes.keys()].some((p) => k.startsWith(p));

for (const [key, where] of used) {
  if (key.startsWith(EXTERNAL)) continue;
  if (!(key in en)) problems.push(`'${key}' is used (${[...new Set(where)].join(', ')}) but not in web/i18n/en.json`);
}
for (const [prefix, where] of prefixes) {
  if (prefix.startsWith(EXTERNAL)) continue;
  if (!keys.some((k) => k.startsWith(prefix)))
    problems.push(`keys '${prefix}…' are built (${[...new Set(where)].join(', ')}) but en.json has none`);
}
for (const key of keys) {
  if (!used.has(key) && !underPrefix(key)) problems.push(`'${key}' in web/i18n/en.json is used nowhere`);
}
// Every message is a string, or plural forms (with `other`) of strings.
const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];
for (const [key, value] of Object.entries(en)) {
  if (typeof value === 'string') continue;
  if (!value || typeof value !== 'object' || !('other' in value) ||
    Object.entries(value).some(([f, v]) => !FORMS.includes(f) || typeof v !== 'string'))
    problems.push(`'${key}': a message is a string or CLDR plural forms with 'other'`);
  else if (Object.values(value).some((v) => !v.includes('{count}') && !/^zero$/.test(Object.keys(value).find((f) => value[f] === v))))
    problems.push(`'${key}': a plural message says its {count}`);
}

if (process.argv.includes('--list')) for (const k of [...used.keys()].sort()) console.log(k);
for (const p of problems) console.log(p);
console.log(`${used.size} keys used as written, ${prefixes.size} built from ${Object.keys(DYNAMIC).length} documented prefixes; ` +
  `${keys.length} in en.json; ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
process.exit(problems.length ? 1 : 0);
