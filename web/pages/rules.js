// The rules page of any game (#/rules/<name>). Each game writes its own page in its folder,
// src/games/<folder>/web/rules.js, served where /api/meta's `rules_page` says; this page loads
// it and hands it what it needs, so a game's module imports nothing:
//
//   export function sections({ h, P, example, start, meta, t }) -> the sections, DOM nodes
//     h(tag, attrs, ...children): builds an element (ui.js); P(...parts): a paragraph;
//     example(rows, caption, { move, marks }): a small board of this game, `rows` as a position
//       text writes them (top row first); with `move` a button plays it, sown by the server's
//       rules engine (POST /api/trace), so the pictures can never disagree with the game;
//     start: the start position's rows (meta's `start`); meta: the game's entry of /api/meta;
//     t(key, params, fallback): the game's own message `key` in the reader's language, from its
//       catalogs (src/games/<folder>/web/i18n/<language>.json, read as game.<name>.<key>).
//   export const optionNotes = (t) => ({ name: 'more words on that option' })  (optional)
//   export const optionsFootnote = (t) => 'said after the options'              (optional)
//     (either may also be the plain object or text, for a game without catalogs)
//
// The Options section is drawn here from the option schema in meta: names, values or ranges,
// defaults and help are never written twice; the help, labels and value words in the reader's
// language are the game's catalogs' (lib/options.js), meta's English without them.
import { Board } from '../board/board.js';
import { getMeta, traceExample } from '../lib/api/games.js';
import { reason } from '../lib/api/request.js';
import { boardOptions } from '../lib/board_options.js';
import { t, tParts } from '../lib/i18n.js';
import { optionHelp, optionLabel, valuesText, valueWord } from '../lib/options.js';
import { h, animSpeed, busy, toast, notFound } from '../lib/ui.js';
import { titleOf } from '../lib/words.js';

// "2,2,.../..." (rows from the top, as position text writes them) -> board[r][c], row 1 first.
const parseRows = (text) => text.split('/').map((r) => r.split(',').map(Number)).reverse();

// A figure: a small board of `game` (its meta) with pit names; with `move`, a button plays
// that move on it.
function example(game, rows, caption, { move = null, marks = [] } = {}) {
  const board0 = parseRows(rows);
  const box = h('div.example');
  const b = new Board(box, { ...boardOptions(game), small: true, names: true, interactive: false, label: caption });
  const reset = () => {
    b.setCounts(board0);
    b.mark('last', move);
    for (const p of marks) b.pits.get(p).classList.add('demo');
  };
  reset();
  const fig = h('figure', { dataset: move ? { testid: 'rules-example', move } : { testid: 'rules-example' } }, box,
    h('figcaption', {}, caption));
  if (move) {
    let playing = false;
    const play = h('button', { type: 'button', dataset: { testid: 'rules-play' }, onclick: async () => {
      if (playing) return;
      playing = true;
      reset();
      const speed = animSpeed() === 'off' ? 'off' : animSpeed() === 'fast' ? 'fast' : 'normal';
      try {
        const r = await busy(traceExample(game.name, rows, move));
        await busy(b.animate(r.board_before, r.trace, { speed, after: r.board }));
        b.mark('last', move);
      } catch (e) {
        toast(reason(e));
      }
      playing = false;
    } }, t('rules.example.play', { move }));
    fig.append(h('div.replay-controls', {}, play, h('button', { type: 'button', onclick: reset }, t('rules.example.reset'))));
  }
  return fig;
}

const P = (...parts) => h('p', {}, ...parts);

// Every option of the schema: its name, help, the game's own notes, values and default.
function optionsSection(game, notes = {}, footnote = '') {
  const list = h('dl.options-list', { dataset: { testid: 'rules-options' } });
  for (const name of Object.keys(notes))
    if (!game.options.some((o) => o.name === name)) console.warn(`rules page: a note on ${name}, which is no option`);
  for (const o of game.options) {
    const note = notes[o.name];
    const label = optionLabel(o, game.name);
    // The name as typed; in another language its label first, the name beside it in code.
    const about = { dataset: { option: o.name, default: o.default } };
    const term = label === o.name ? h('dt', about, o.name) : h('dt.named', about, label, ' ', h('code', { dir: 'ltr' }, o.name));
    list.append(term,
      h('dd', {}, P(sentence(optionHelp(o, game.name)), note ? ` ${note}` : ''),
        P(h('span.muted', {}, t('rules.options.values')), ' ',
          ...tParts('rules.options.valuesText', { values: valuesText(o, game.name), default: typed(valueWord(o, o.default, game.name), o.default) }))));
  }
  return [h('h2', {}, t('rules.options.title')),
    P(t('rules.options.intro')),
    list, footnote ? P(footnote) : null,
    // The names and values as typed are for programs and the terminal: said once, aside.
    h('p.muted', { dataset: { testid: 'rules-command-line' } },
      ...tParts('rules.options.commandLine', { setting: h('code', { dir: 'ltr' }, 'name=value'), command: h('code', { dir: 'ltr' }, 'manqala play -o') }))];
}

// A word of the reader's language beside what is typed ("نعم (true)"), or what is typed alone
// where the two are the same (English).
const typed = (word, as) => (word === as ? h('code', { dir: 'ltr' }, as) : h('span', {}, word, ' (', h('code', { dir: 'ltr' }, as), ')'));

const sentence = (text) => (text ? text[0].toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? '' : '.') : '');

export async function render(main, name) {
  const meta = await busy(getMeta());
  const game = meta.games.find((g) => g.name === name);
  if (!game || !game.rules_page) return notFound(main);
  // The game's own module, from its folder (the server serves it beside web/).
  const page = await busy(import(`/${game.rules_page}`));
  const start = game.start.split(' ')[0]; // the position text's rows, without side and counts
  const others = meta.games.filter((g) => g !== game && g.rules_page);
  const title = titleOf(game.name, game.title);
  // The game's own words: its catalogs' (game.<name>.<key>); `fallback` for a game without.
  const own = (key, params = {}, fallback = null) => t(`game.${game.name}.${key}`, params, fallback);
  const notes = typeof page.optionNotes === 'function' ? page.optionNotes(own) : page.optionNotes;
  const footnote = typeof page.optionsFootnote === 'function' ? page.optionsFootnote(own) : page.optionsFootnote;
  main.append(h('article.rules.card', { dataset: { testid: `rules-${game.name}` } },
    h('h1', {}, title),
    ...page.sections({ h, P, example: (...args) => example(game, ...args), start, meta: game, t: own }),
    ...optionsSection(game, notes, footnote),
    h('p', {}, h('a.button.primary', { href: '#/' }, t('rules.playGame')),
      game.learn_page ? [' ', h('a.button', { href: `#/learn/${game.name}`, dataset: { testid: 'rules-learn' } }, t('learn.course.title', { game: title }))] : '',
      game.puzzles ? [' ', h('a.button', { href: `#/puzzles/${game.name}`, dataset: { testid: 'rules-puzzles' } }, t('puzzles.game.title', { game: title }))] : '',
      ...others.flatMap((g) => [' ', h('a.rules-other', { href: `#/rules/${g.name}`, dataset: { testid: 'rules-other' } }, t('rules.other', { game: titleOf(g.name, g.title) }))]))));
  document.title = t('rules.documentTitle', { game: title });
}
