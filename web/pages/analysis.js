// The analysis board: #/analysis/<game>?position=<text>&options=<words> (the game's start when
// there is no position), or ?from=<game id>&ply=<k> (that game's moves as the main line, at
// move k). Moves clicked on the board grow a move tree (move_tree.js) with variations; the
// engine's best lines (POST /api/analysis) and the endgame tables' verdict follow the node shown.
// Moves are played by the server under the board's options (POST /api/play: the root position
// and the line to the node), which answers the position, its legal moves and the move's trace,
// and judges repetition along the line. The explorer panel (POST /api/explorer) shows the moves
// the archive's finished games played from the node's position.
import { Board } from '../board/board.js';
import { getMeta, getReplay } from '../lib/api/games.js';
import { explain, ApiError } from '../lib/api/request.js';
import { playMoves, analysePosition, explorePosition } from '../lib/api/study.js';
import { endgamePanel } from '../lib/endgame.js';
import { copyText } from '../lib/forms.js';
import { analysisHref } from '../lib/links.js';
import { MoveTree } from '../lib/move_tree.js';
import { parsePosition, positionText, positionOf, parseOptions, optionWords, ownerOf, startPosition } from '../lib/position.js';
import { h, busy, sleep, animSpeed, sideName, notFound, parseResult, resultPhrase } from '../lib/ui.js';

// How long the engine thinks at each step for a node: a quick answer, then deeper ones.
const THINK_MS = [300, 1000, 2000];

const LINES_KEY = 'manqala.analysis.lines';
const ON_KEY = 'manqala.analysis.on';

export async function render(main, name, query = '') {
  const meta = await busy(getMeta());
  const rules = meta.games.find((g) => g.name === name);
  if (!rules) return notFound(main, `This server has no game called ${name}.`);
  const q = new URLSearchParams(query);
  let options = parseOptions(q.get('options'));
  let tree;
  if (q.get('from')) {
    const { game, frames } = await busy(getReplay(q.get('from')));
    const engineSeat = ['south', 'north'].some((s) => game.players[s] === 'engine');
    if (game.game !== name || (game.status === 'ongoing' && (!engineSeat || game.source === 'import')))
      return refuse(main, 'This game is between people and still going on: it can be analysed once it ends.');
    options = parseOptions(game.options);
    tree = new MoveTree(positionOf(frames[0]));
    let n = tree.root;
    for (let k = 1; k < frames.length; k++)
      n = tree.add(n, frames[k].move, positionOf(frames[k]), { before: frames[k - 1].board, trace: frames[k].trace,
        truncated: frames[k].truncated, side: frames[k].side });
    const ply = q.has('ply') ? Number(q.get('ply')) : frames.length - 1;
    tree.current = tree.path(n)[Math.max(0, Math.min(frames.length - 1, ply))] || n;
  } else {
    const text = q.get('position');
    const pos = text ? parsePosition(text, rules.rows) : startPosition(rules, options);
    if (!pos) return refuse(main, `This is not a position text of ${rules.title}: “${text}”.`, name, text, options);
    tree = new MoveTree(pos);
  }
  const optionText = optionWords(options);
  const rootText = positionText(tree.root.position);

  // ---- layout ----
  const toMove = h('div.to-move', { dataset: { testid: 'to-move' }, 'aria-live': 'polite' });
  const tally = { south: h('span.tally', { dataset: { testid: 'captured-south' } }), north: h('span.tally', { dataset: { testid: 'captured-north' } }) };
  const strip = (s) => h(`div.player.${s}`, {}, h('span.who', {}, sideName(s)), h('span.captured', {}, 'captured ', tally[s]));
  const boardBox = h('div.board-box');
  const board = new Board(boardBox, { rows: rules.rows, label: `${rules.title} analysis board`, names: true, arrows: true,
    onPick: (pit) => play(pit), onRefused: (pit) => note(whyNot(pit)) });
  // A pit clicked with the mouse gives the focus back to the page, so that the arrow keys step
  // through the moves; played from the keyboard, the focus stays on the board.
  let byPointer = false;
  boardBox.addEventListener('pointerdown', () => (byPointer = true));
  boardBox.addEventListener('keydown', () => (byPointer = false));
  const pitNote = h('p.pit-note', { dataset: { testid: 'pit-note', kind: 'refused' }, role: 'status', 'aria-live': 'polite' });
  const note = (text) => (pitNote.textContent = text || '');
  const btn = (testid, text, label, fn) => h('button', { type: 'button', dataset: { testid }, 'aria-label': label, onclick: fn }, text);
  const endgame = endgamePanel();

  const onBox = h('input', { type: 'checkbox', checked: localStorage.getItem(ON_KEY) !== 'false', dataset: { testid: 'analysis-toggle' },
    onchange: () => { localStorage.setItem(ON_KEY, onBox.checked); ask(); } });
  const linesSel = h('select', { dataset: { testid: 'lines-select' }, 'aria-label': 'engine lines',
    onchange: () => { localStorage.setItem(LINES_KEY, linesSel.value); ask(); } },
  [1, 2, 3, 4, 5].map((n) => h('option', { value: n, selected: n === Number(localStorage.getItem(LINES_KEY) || 3) }, n)));
  const engineStatus = h('p.muted', { dataset: { testid: 'analysis-status' }, 'aria-live': 'polite' });
  const engineLines = h('ol.engine-lines', { dataset: { testid: 'engine-lines' } });
  const treeBox = h('div.move-list.move-tree', { dataset: { testid: 'move-tree' }, 'aria-label': 'moves and variations' });
  const promoteBtn = btn('promote-variation', 'Promote', 'make this variation the main line', () => edit('promote'));
  const deleteBtn = btn('delete-variation', 'Delete', 'delete this variation', () => edit('delete'));
  const linkField = h('input.link-field', { type: 'text', readOnly: true, dataset: { testid: 'analysis-link' }, 'aria-label': 'link to this position',
    onfocus: () => linkField.select() });
  const editorLink = h('a', { dataset: { testid: 'open-editor' } }, 'Edit this position');
  const explorerBox = h('div.explorer', { dataset: { testid: 'explorer' }, 'aria-live': 'polite' });

  const section = h('section.play.analysis', { dataset: { game: name } },
    h('div.play-main', {},
      h('div.status', {}, toMove),
      h('div.board-area', {}, strip('north'), boardBox, strip('south')),
      pitNote,
      h('div.replay-controls', {},
        btn('tree-first', '«', 'first position', () => go(tree.root)),
        btn('tree-prev', '‹ back', 'previous move', () => go(tree.prev())),
        btn('tree-next', 'forward ›', 'next move', () => go(tree.next(), true)),
        btn('tree-last', '»', 'end of this line', () => go(lineEnd(tree.current)))),
      endgame.el),
    h('aside.panel', {},
      h('h1.game-title', {}, `${rules.title} analysis`, h('small.muted', {}, ' ', optionText || 'default rules')),
      h('h2', {}, 'Engine'),
      h('div.settings', {}, h('label', {}, onBox, ' analysis'), h('label', {}, 'lines ', linesSel)),
      engineStatus, engineLines,
      h('h2', {}, 'Explorer'),
      explorerBox,
      h('h2', {}, 'Moves'),
      h('p.muted', {}, '← → step, ↑ ↓ switch variation.'),
      treeBox,
      h('div.controls', {}, promoteBtn, deleteBtn),
      h('h2', {}, 'Share'),
      h('div.link-row', {}, linkField, btn('copy-link', 'Copy link', 'copy the link to this position', () => copyText(linkField.value, linkField))),
      h('p', {}, editorLink)));
  main.append(section);

  // ---- the node shown ----
  const current = () => tree.current;
  // A node's legal moves, whether it is over and its result come from the server (/api/play,
  // /api/analysis); until they do, no pit is offered.
  const isOver = (n) => n.over === true;
  const candidates = (n) => (isOver(n) ? [] : n.legal || []);
  function whyNot(pit) {
    const n = current();
    const p = n.position;
    if (isOver(n)) return 'The game is over in this position.';
    if (!n.legal) return 'The legal moves are not known yet.';
    if (ownerOf(pit, rules.rows) !== p.toMove) return `${pit} is ${sideName(ownerOf(pit, rules.rows))}’s: ${sideName(p.toMove)} is to move.`;
    const [r, c] = [Number(pit.slice(1)) - 1, 'abcdefg'.indexOf(pit[0])];
    if (!p.board[r][c]) return `${pit} is empty.`;
    if (n.legal.includes(pit)) return '';
    return `${pit} cannot be played here.`;
  }

  function draw() {
    const n = current();
    const p = n.position;
    board.set(p.board, { legal: candidates(n), last: n.move });
    for (const s of ['south', 'north']) {
      tally[s].textContent = p.captured[s];
      tally[s].dataset.count = p.captured[s];
    }
    toMove.dataset.side = p.toMove;
    const r = n.result && parseResult(n.result);
    toMove.textContent = isOver(n) ? `Game over${r ? `: ${resultPhrase(r)}` : ''}` : `${sideName(p.toMove)} to move`;
    const text = positionText(p);
    section.dataset.position = text;
    section.dataset.node = n.id;
    linkField.value = `${location.origin}/${analysisHref(name, text, optionText)}`;
    editorLink.href = `#/editor/${name}?position=${encodeURIComponent(text)}&options=${encodeURIComponent(optionText)}`;
    history.replaceState(null, '', `${location.pathname}${location.search}${analysisHref(name, text, optionText)}`);
    drawTree();
    const inVar = !tree.isMain(n);
    promoteBtn.disabled = !inVar;
    deleteBtn.disabled = n === tree.root;
    deleteBtn.textContent = inVar ? 'Delete variation' : 'Delete from here';
  }

  // The main line with each variation in brackets after the move it replaces.
  function drawTree() {
    const num = (n, first) => (n.ply % 2 ? h('span.num', {}, `${(n.ply + 1) / 2}.`) : first ? h('span.num', {}, `${n.ply / 2}…`) : null);
    const mv = (n) => h('button.mv', { type: 'button', class: n === current() ? 'current' : '', onclick: () => go(n),
      dataset: { node: n.id, move: n.move, ply: n.ply } }, n.move);
    const after = (x, first) => {
      const out = [];
      while (x.children.length) {
        const [main, ...alts] = x.children;
        out.push(num(main, first), mv(main));
        for (const a of alts)
          out.push(h('span.variation', { dataset: { testid: 'variation' } }, '(', num(a, true), mv(a), ...after(a, false), ')'));
        first = alts.length > 0;
        x = main;
      }
      return out.filter(Boolean);
    };
    const items = after(tree.root, true);
    treeBox.replaceChildren(...(items.length ? items : [h('span.muted', {}, 'Click a pit to play a move.')]));
    const cur = treeBox.querySelector('.current');
    if (cur) cur.scrollIntoView({ block: 'nearest' });
  }

  const lineEnd = (n) => {
    while (n.children.length) n = n.children[0];
    return n;
  };

  // Steps are queued so that animations never overlap.
  let running = Promise.resolve();
  function go(n, animate = false) {
    if (!n) return running;
    running = running.then(() => busy(async () => {
      const from = current();
      tree.current = n;
      note('');
      await resolve(n);
      if (tree.current !== n) return;
      if (animate && n.parent === from && n.trace && !n.truncated) {
        draw();
        await board.animate(n.before, n.trace, { speed: animSpeed(), after: n.position.board });
      }
      draw();
      ask();
    }));
    return running;
  }

  async function play(pit) {
    const n = current();
    if (byPointer && document.activeElement?.dataset.pit) document.activeElement.blur();
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
      return note(`${pit}: ${explain(e)}`);
    }
    if (current() !== n) return;
    const last = answer.last || {};
    const child = tree.add(n, pit, parsePosition(answer.position, rules.rows),
      { before: last.board_before, trace: last.trace, truncated: last.truncated, side: last.side });
    learn(child, answer);
    return go(child, true);
  }

  const playLine = (moves) => playMoves({ game: name, options, position: rootText, moves });
  // What the server says of a node: its canonical position, legal moves, end.
  function learn(n, a) {
    const canon = parsePosition(a.position, rules.rows);
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
      note(explain(e));
    }
  }

  function edit(what) {
    const n = current();
    if (what === 'promote') tree.promote(n);
    else tree.remove(tree.variationStart(n) || n);
    go(tree.current);
  }

  // ---- the engine ----
  let asked = 0; // answers to an earlier question are dropped
  function ask() {
    const seq = ++asked;
    const n = current();
    explore(n, seq);
    engineLines.hidden = !onBox.checked;
    if (!onBox.checked) {
      engineStatus.textContent = 'Analysis is off.';
      engineStatus.dataset.state = 'off';
      engineLines.replaceChildren();
      endgame.show(null);
      return;
    }
    engineStatus.textContent = 'thinking…';
    engineStatus.dataset.state = 'thinking';
    // The engine thinks longer at each step (THINK_MS), so depth and scores grow while the
    // node stays shown; only the first answer holds the page busy.
    const ask = async (ms, last) => {
      let a;
      try {
        a = await analysePosition({ game: name, options, position: positionText(n.position), lines: Number(linesSel.value), ms });
      } catch (e) {
        if (seq !== asked) return false;
        engineStatus.dataset.state = 'error';
        engineStatus.textContent = e instanceof ApiError && e.status === 400 ? `The server refuses this position: ${e.message}` : explain(e);
        engineLines.replaceChildren();
        endgame.show(null);
        return false;
      }
      // The canonical position (a pass, the seeds shared at a starvation) and whether it is over.
      const canon = parsePosition(a.position, rules.rows);
      if (canon) n.position = canon;
      // The line's end (a repetition) is /api/play's word, which knows the line; a position
      // over by itself is over whatever the line.
      if (a.over) {
        n.over = true;
        if (!n.result) n.result = a.result || null;
      }
      if (a.legal && !n.legal && !n.over) n.legal = a.legal;
      if (seq !== asked) return false;
      draw();
      endgame.show(a.endgame);
      const more = !last && !a.over && a.lines.length > 0;
      engineStatus.dataset.state = 'done';
      engineStatus.dataset.depth = a.depth ?? '';
      engineStatus.textContent = a.over
        ? `Game over (${resultPhrase(a.result)}).`
        : `depth ${a.depth}, ${sideName(a.to_move)} to move${more ? ' · thinking deeper…' : ''}`;
      engineLines.replaceChildren(...a.lines.map((l) => h('li.engine-line', { dataset: { testid: 'engine-line', score: l.score } },
        h('button', { type: 'button', class: 'line-play', title: `play ${l.pv[0]}`, onclick: () => play(l.pv[0]) },
          h('b.score', {}, l.text)), ' ', h('span.pv', {}, l.pv.join(' ')))));
      return more;
    };
    (async () => {
      const first = await busy(async () => {
        await sleep(120); // a burst of steps asks once, for where it stops
        return seq === asked && ask(THINK_MS[0], THINK_MS.length === 1);
      });
      for (let i = 1; first && i < THINK_MS.length && seq === asked; i++)
        if (!(await ask(THINK_MS[i], i === THINK_MS.length - 1))) break;
    })();
  }

  // ---- the explorer: the archive's games through this position ----
  function explore(n, seq) {
    explorerBox.dataset.state = 'loading';
    busy(async () => {
      let a;
      try {
        a = await explorePosition({ game: name, options, position: positionText(n.position) });
      } catch (e) {
        if (seq !== asked) return;
        explorerBox.dataset.state = 'error';
        explorerBox.replaceChildren(h('p.muted', {}, explain(e)));
        return;
      }
      if (seq !== asked) return;
      explorerBox.dataset.state = 'done';
      explorerBox.dataset.games = a.games;
      if (!a.moves.length) {
        explorerBox.replaceChildren(h('p.muted', { dataset: { testid: 'explorer-empty' } }, 'No finished game in the archive reached this position.'));
        return;
      }
      const pct = (k, of) => (of ? ` (${Math.round((100 * k) / of)}%)` : '');
      explorerBox.replaceChildren(h('table.games.explorer-table', {},
        h('thead', {}, h('tr', {}, ...['move', 'games', 'South wins', 'draws', 'North wins'].map((t) => h('th', {}, t)))),
        h('tbody', {}, a.moves.map((m) => h('tr', { dataset: { testid: 'explorer-row', move: m.move, games: m.games,
          south: m.south_wins, draws: m.draws, north: m.north_wins } },
        h('td', {}, h('button.mv', { type: 'button', title: `play ${m.move}`, dataset: { testid: 'explorer-move' }, onclick: () => play(m.move) }, m.move)),
        h('td', {}, m.games),
        h('td', {}, `${m.south_wins}${pct(m.south_wins, m.games)}`),
        h('td', {}, `${m.draws}${pct(m.draws, m.games)}`),
        h('td', {}, `${m.north_wins}${pct(m.north_wins, m.games)}`))))),
      h('p.muted', {}, `${a.games} game${a.games === 1 ? '' : 's'} in the archive from this position.`));
    });
  }

  // ---- keys ----
  const onKey = (e) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.target.closest && e.target.closest('input, textarea, select, dialog')) return;
    const n = current();
    const to = { ArrowLeft: () => tree.prev(n), ArrowRight: () => tree.next(n), ArrowUp: () => tree.sibling(n, -1),
      ArrowDown: () => tree.sibling(n, 1), Home: () => tree.root, End: () => lineEnd(n) }[e.key];
    if (!to) return;
    e.preventDefault();
    go(to(), e.key === 'ArrowRight');
  };
  document.addEventListener('keydown', onKey);
  draw();
  go(tree.current);
  return () => {
    asked++;
    document.removeEventListener('keydown', onKey);
  };
}

function refuse(main, why, name = null, text = null, options = {}) {
  main.append(h('section.card', { dataset: { testid: 'analysis-refused' } }, h('h1', {}, 'Analysis board'), h('p', {}, why),
    name ? h('p', {}, h('a', { href: `#/editor/${name}?position=${encodeURIComponent(text || '')}&options=${encodeURIComponent(optionWords(options))}` },
      'Open it in the position editor')) : '',
    h('a', { href: '#/' }, 'Back to the start')));
}
