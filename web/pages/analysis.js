// The analysis board: #/analysis/<game>?position=<text>&options=<words> (the game's start when
// there is no position), or ?from=<game id>&ply=<k> (that game's moves as the main line, at
// move k). Moves clicked on the board grow a move tree (move_tree.js) with variations; the
// engine's best lines (POST /api/analysis) and the endgame tables' verdict follow the node shown.
// Moves are played by the server under the board's options (POST /api/play: the root position
// and the line to the node), which answers the position, its legal moves and the move's trace,
// and judges repetition along the line. The explorer panel (POST /api/explorer) shows the moves
// the archive's finished games played from the node's position.
// One state object (analysis/state.js) holds the tree and the node shown; the components of
// analysis/ draw from it and say what the person asks for, which this module does.
import { accessSettings } from '../lib/access.js';
import { getMeta } from '../lib/api/games.js';
import { explain } from '../lib/api/request.js';
import { playMoves, analysePosition, explorePosition } from '../lib/api/study.js';
import { t } from '../lib/i18n.js';
import { analysisHref } from '../lib/links.js';
import { optionsInWords } from '../lib/options.js';
import { parsePosition, positionText } from '../lib/position.js';
import { speechBox } from '../lib/speech/live_region.js';
import { fromNode } from '../lib/speech/records.js';
import { h, busy, sleep, animSpeed, notFound } from '../lib/ui.js';
import { titleOf } from '../lib/words.js';
import { boardArea } from './analysis/board_area.js';
import { engineLines } from './analysis/engine_lines.js';
import { explorer } from './analysis/explorer.js';
import { whyNot } from './analysis/refusals.js';
import { refusedCard } from './analysis/refused.js';
import { shareLinks } from './analysis/share.js';
import { analysisState, candidates, lineEnd } from './analysis/state.js';
import { treeView, treeKeys } from './analysis/tree_view.js';

// How long the engine thinks at each step for a node: a quick answer, then deeper ones.
const THINK_MS = [300, 1000, 2000];

export async function render(main, name, query = '') {
  const meta = await busy(getMeta());
  const rules = meta.games.find((g) => g.name === name);
  if (!rules) return notFound(main, t('analysis.noGame', { name }));
  const st = await analysisState(name, rules, query);
  if (st.refused) return main.append(refusedCard(name, st));
  const { tree, options, optionText } = st;

  // ---- the components ----
  const area = boardArea(st, {
    onPick: (pit) => play(pit),
    onStep: (step) => ({ first: () => go(tree.root), prev: () => go(tree.prev()), next: () => go(tree.next(), true),
      last: () => go(lineEnd(tree.current)) })[step](),
  });
  const engine = engineLines({ onChange: () => ask(), onPlay: (move) => play(move), game: name });
  const archive = explorer({ onPlay: (move) => play(move) });
  const moves = treeView(st, { onGo: (n) => go(n), onEdit: edit });
  const share = shareLinks(st);
  // The screen-reader mode (lib/speech/): each move played or stepped forward said in words; a
  // move typed in its command line is played as a pit picked is.
  const speech = speechBox({
    rules, me: () => null, from: () => 'south', clocks: () => null,
    position: () => {
      const n = tree.current;
      return { board: n.position.board, captured: n.position.captured, toMove: n.position.toMove, legal: candidates(n) };
    },
    tryMove: (pit) => {
      const why = whyNot(st, pit);
      if (!why) play(pit);
      return why;
    },
  });
  const section = h('section.play.analysis', { dataset: { game: name } },
    area.el,
    h('aside.panel', {},
      h('h1.game-title', {}, t('analysis.title', { game: titleOf(name, rules.title) }), h('small.muted', { dataset: { testid: 'analysis-options' } }, ' ', optionsInWords(meta, name, options))),
      h('div.settings', {}, ...accessSettings()), speech.el,
      ...engine.parts, ...archive.parts, ...moves.parts, ...share.parts));
  main.append(section);

  // ---- the node shown ----
  function draw() {
    const n = tree.current;
    area.draw();
    const text = positionText(n.position);
    section.dataset.position = text;
    section.dataset.node = n.id;
    share.draw(text);
    history.replaceState(null, '', `${location.pathname}${location.search}${analysisHref(name, text, optionText)}`);
    moves.draw();
  }

  // Steps are queued so that animations never overlap.
  let running = Promise.resolve();
  function go(n, animate = false) {
    if (!n) return running;
    running = running.then(() => busy(async () => {
      const from = tree.current;
      tree.current = n;
      area.say('');
      await resolve(n);
      if (tree.current !== n) return;
      if (animate && n.parent === from && n.trace && !n.truncated) {
        draw();
        await area.board.animate(n.before, n.trace, { speed: animSpeed(), after: n.position.board });
      }
      draw();
      if (n.move) speech.moved(fromNode(n, name), { quiet: n.parent !== from }); // said when played or stepped to
      ask();
    }));
    return running;
  }

  async function play(pit) {
    const n = tree.current;
    const had = tree.child(n, pit);
    if (had) return go(had, true);
    let answer;
    try {
      answer = await busy(playLine([...tree.moves(n), pit]));
    } catch (e) {
      if (Array.isArray(e.body?.legal) && !n.legal) {
        n.legal = e.body.legal;
        draw();
      }
      return area.say(t('analysis.refused', { pit, why: explain(e) }));
    }
    if (tree.current !== n) return;
    const last = answer.last || {};
    const child = tree.add(n, pit, parsePosition(answer.position, rules),
      { before: last.board_before, trace: last.trace, truncated: last.truncated, side: last.side });
    learn(child, answer);
    return go(child, true);
  }

  const playLine = (line) => playMoves({ game: name, options, position: st.rootText, moves: line });
  // What the server says of a node: its canonical position, legal moves, end.
  function learn(n, a) {
    const canon = parsePosition(a.position, rules);
    if (canon) n.position = canon;
    if (a.legal) n.legal = a.legal;
    n.over = !!a.over;
    n.result = a.result || null;
  }
  // A node whose legal moves are not known (the root, a game's frames): ask /api/play for them.
  async function resolve(n) {
    if (n.legal || n.over !== undefined) return;
    try {
      learn(n, await playLine(tree.moves(n)));
    } catch (e) {
      n.over = false;
      n.legal = [];
      area.say(explain(e));
    }
  }

  function edit(what) {
    const n = tree.current;
    if (what === 'promote') tree.promote(n);
    else tree.remove(tree.variationStart(n) || n);
    go(tree.current);
  }

  // ---- the engine and the explorer, for the node shown ----
  function ask() {
    const seq = ++st.asked;
    const n = tree.current;
    explore(n, seq);
    engine.start();
    if (!engine.on()) {
      area.endgame(null);
      return;
    }
    // The engine thinks longer at each step (THINK_MS), so depth and scores grow while the
    // node stays shown; only the first answer holds the page busy.
    const think = async (ms, last) => {
      let a;
      try {
        a = await analysePosition({ game: name, options, position: positionText(n.position), lines: engine.count(), ms });
      } catch (e) {
        if (seq !== st.asked) return false;
        engine.failed(e);
        area.endgame(null);
        return false;
      }
      // The canonical position (a pass, the seeds shared at a starvation) and whether it is over.
      const canon = parsePosition(a.position, rules);
      if (canon) n.position = canon;
      // The line's end (a repetition) is /api/play's word, which knows the line; a position
      // over by itself is over whatever the line.
      if (a.over) {
        n.over = true;
        if (!n.result) n.result = a.result || null;
      }
      if (a.legal && !n.legal && !n.over) n.legal = a.legal;
      if (seq !== st.asked) return false;
      draw();
      area.endgame(a.endgame);
      const more = !last && !a.over && a.lines.length > 0;
      engine.answer(a, more);
      return more;
    };
    (async () => {
      const first = await busy(async () => {
        await sleep(120); // a burst of steps asks once, for where it stops
        return seq === st.asked && think(THINK_MS[0], THINK_MS.length === 1);
      });
      for (let i = 1; first && i < THINK_MS.length && seq === st.asked; i++)
        if (!(await think(THINK_MS[i], i === THINK_MS.length - 1))) break;
    })();
  }

  // The archive's games through this position.
  function explore(n, seq) {
    archive.loading();
    busy(async () => {
      let a;
      try {
        a = await explorePosition({ game: name, options, position: positionText(n.position) });
      } catch (e) {
        if (seq === st.asked) archive.failed(e);
        return;
      }
      if (seq === st.asked) archive.show(a);
    });
  }

  const onKey = treeKeys(st, { onGo: go });
  document.addEventListener('keydown', onKey);
  draw();
  go(tree.current);
  return () => {
    st.asked++;
    speech.stop();
    document.removeEventListener('keydown', onKey);
  };
}
