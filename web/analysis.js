// The analysis board: #/analysis/<game>?position=<text>&options=<words> (the game's start when
// there is no position), or ?from=<game id>&ply=<k> (that game's moves as the main line, at
// move k). Moves clicked on the board grow a move tree (move_tree.js) with variations; the
// engine's best lines (POST /api/analysis) and the endgame tables' verdict follow the node shown.
// Moves are played by the server's rules (POST /api/trace); the page replays the trace.
import { request, getMeta, getReplay, traceExample, explain, ApiError } from './api.js';
import { Board } from './board.js';
import { h, busy, sleep, animSpeed, sideName, notFound, parseResult, resultPhrase } from './ui.js';
import { endgamePanel } from './endgame.js';
import { copyText } from './home.js';
import { MoveTree } from './move_tree.js';
import { parsePosition, positionText, positionOf, rowsText, parseOptions, optionWords, changedOptions, ownerOf,
  afterMove, sideSeeds, startPosition } from './position.js';

// Options the moves played here must leave at their default: /api/trace plays the default rules.
const TRACE_SAFE = new Set(['repetition', 'win-at', 'seeds']);
const LINES_KEY = 'manqala.analysis.lines';
const ON_KEY = 'manqala.analysis.on';

export const analysisHref = (game, position, options) =>
  `#/analysis/${game}?position=${encodeURIComponent(position)}&options=${encodeURIComponent(options || '')}`;

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
  const untraceable = Object.keys(changedOptions(rules, options)).filter((o) => !TRACE_SAFE.has(o));

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
      untraceable.length ? h('p.muted', { dataset: { testid: 'rules-note' } },
        `Moves cannot be played here under ${untraceable.join(', ')} other than the default; the engine still analyses the position.`) : '',
      h('h2', {}, 'Engine'),
      h('div.settings', {}, h('label', {}, onBox, ' analysis'), h('label', {}, 'lines ', linesSel)),
      engineStatus, engineLines,
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
  const isOver = (n) => n.over ?? localOver(n.position);
  function localOver(p) {
    if (rules.rows === 2) {
      const winAt = Number(options['win-at'] || 50);
      return p.captured.south >= winAt || p.captured.north >= winAt || sideSeeds(p.board, 'south') + sideSeeds(p.board, 'north') === 0;
    }
    return sideSeeds(p.board, 'south') === 0 || sideSeeds(p.board, 'north') === 0;
  }
  const candidates = (n) => {
    if (isOver(n) || untraceable.length) return [];
    if (n.legal) return n.legal;
    const out = [];
    for (let r = 0; r < rules.rows; r++)
      for (let c = 0; c < 7; c++) {
        const pit = 'abcdefg'[c] + (r + 1);
        if (n.position.board[r][c] > 0 && ownerOf(pit, rules.rows) === n.position.toMove) out.push(pit);
      }
    return out;
  };
  function whyNot(pit) {
    const n = current();
    const p = n.position;
    if (isOver(n)) return 'The game is over in this position.';
    if (untraceable.length) return 'Moves cannot be played under these rule options here.';
    if (ownerOf(pit, rules.rows) !== p.toMove) return `${pit} is ${sideName(ownerOf(pit, rules.rows))}’s: ${sideName(p.toMove)} is to move.`;
    const [r, c] = [Number(pit.slice(1)) - 1, 'abcdefg'.indexOf(pit[0])];
    if (!p.board[r][c]) return `${pit} is empty.`;
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
      answer = await busy(traceExample(name, rowsText(n.position.board), pit));
    } catch (e) {
      const legal = /\(legal: ([a-g\d ]+)\)/.exec(e.message || '');
      if (legal) {
        n.legal = legal[1].trim().split(/\s+/);
        draw();
      }
      return note(`${pit}: ${explain(e)}`);
    }
    if (current() !== n) return;
    const child = tree.add(n, pit, afterMove(n.position, answer, rules.rows),
      { before: answer.board_before, trace: answer.trace, truncated: answer.truncated, side: answer.side });
    return go(child, true);
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
    busy(async () => {
      await sleep(120); // a burst of steps asks once, for where it stops
      if (seq !== asked) return;
      let a;
      try {
        a = await request('POST', '/api/analysis', { game: name, options, position: positionText(n.position), lines: Number(linesSel.value) });
      } catch (e) {
        if (seq !== asked) return;
        engineStatus.dataset.state = 'error';
        engineStatus.textContent = e instanceof ApiError && e.status === 400 ? `The server refuses this position: ${e.message}` : explain(e);
        engineLines.replaceChildren();
        endgame.show(null);
        return;
      }
      // The canonical position (a pass, the seeds shared at a starvation) and whether it is over.
      const canon = parsePosition(a.position, rules.rows);
      n.over = a.over;
      n.result = a.result || null;
      if (canon) n.position = canon;
      if (seq !== asked) return;
      draw();
      endgame.show(a.endgame);
      engineStatus.dataset.state = 'done';
      engineStatus.dataset.depth = a.depth ?? '';
      engineStatus.textContent = a.over ? `Game over (${resultPhrase(a.result)}).` : `depth ${a.depth}, ${sideName(a.to_move)} to move`;
      engineLines.replaceChildren(...a.lines.map((l) => h('li.engine-line', { dataset: { testid: 'engine-line', score: l.score } },
        h('button', { type: 'button', class: 'line-play', title: `play ${l.pv[0]}`, onclick: () => play(l.pv[0]) },
          h('b.score', {}, l.text)), ' ', h('span.pv', {}, l.pv.join(' ')))));
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
  ask();
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
