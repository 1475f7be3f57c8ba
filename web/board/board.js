// A self-contained mancala board widget (in the spirit of lichess's chessground):
// draws a board of any rows and columns (a game's, from /api/meta), seeds as counters with
// their count, optional pit names,
// highlights legal pits, emits picks, and animates a move's trace seed by seed.
// It knows nothing of the server: the page gives it boards and traces. It imports nothing;
// its look is board.css beside it (the page links it). Its own tests: tests/e2e/board.mjs.
//
//   const b = new Board(el, { rows: 4, columns: 7, circuits, onPick: (pit) => ... });
//   b.set(board, { legal: ['a1'], last: 'c1' });
//   await b.animate(boardBefore, trace, { speed: 'normal', captureTarget: (pit) => el });
//
// board[r][c] is row r + 1 (row 1 at South's edge), column 'a' + c. The lower half of
// the rows is South's, the upper half North's. `circuits` (meta's) are the loops seeds go
// round, each a list of pit names in sowing order; the arrows follow them. The widget writes
// no words of its own language: `pitLabel(name, count, playable)` (a pit's label for a screen
// reader; it begins with the name and the count, the pit's visible text), `lapText(lap)` (the
// relay lap being sown) and `number(n)` (a count as the reader writes numbers) come from the
// page, English and Latin digits by default; so do `label` and `keysHelp(interactive)` (how to
// play it, or read it, by keys: said when the board is reached).
//
// By keyboard the board is one tab stop (a roving tabindex): the arrow keys move among the pits
// as drawn (the board never mirrors, so on a right-to-left page too), Home and End to a row's
// ends, Enter or Space sows. The focus stays on the board through the opponent's reply; when the
// player's turn comes and the focused pit cannot be played, it moves to the nearest that can.

const COLS = 'abcdefghijklmnopqrstuvwxyz';
let boardCount = 0; // each board's own id for its keys' help
const MAX_DOTS = 18; // above this a pit shows a heap of 18 dots; the number tells the rest

export const pitName = (r, c) => COLS[c] + (r + 1);
export const pitIndex = (name) => [Number(name.slice(1)) - 1, COLS.indexOf(name[0])];

// Seed positions inside a pit: a golden-angle spiral scaled to the count, so a few seeds
// sit near the middle and many fill the pit.
const dotAt = (i, n) => {
  const r = (n <= 1 ? 0 : 31) * Math.sqrt((i + 0.5) / Math.max(n, 3));
  const a = i * 2.39996 + 0.8;
  return [50 + r * Math.cos(a), 50 + r * Math.sin(a)];
};


// Without a game's circuits: counterclockwise seen from above, each pair of rows a loop, the
// lower row of a pair left to right, then up, the upper row right to left, then down.
function defaultCircuits(rows, columns) {
  const loops = [];
  for (let r = 0; r + 1 < rows; r += 2) {
    const lower = [...Array(columns).keys()].map((c) => pitName(r, c));
    const upper = [...Array(columns).keys()].reverse().map((c) => pitName(r + 1, c));
    loops.push([...lower, ...upper]);
  }
  return loops;
}

const englishPitLabel = (name, n, playable) => `${name}, ${n} seed${n === 1 ? '' : 's'}${playable ? ', playable' : ''}`;

// pit -> the pit its seeds go to next, along the loops.
const nextPits = (circuits) => new Map(circuits.flatMap((loop) => loop.map((pit, i) => [pit, loop[(i + 1) % loop.length]])));

export class Board {
  constructor(root, opts = {}) {
    this.root = root;
    this.rows = opts.rows || 2;
    this.pitLabel = opts.pitLabel || englishPitLabel;
    this.number = opts.number || String;
    this.lapText = opts.lapText || ((lap) => `relay lap ${lap}`); // the relay lap shown while sowing
    this.columns = opts.columns || 7;
    this.nextPit = nextPits(opts.circuits || defaultCircuits(this.rows, this.columns));
    this.onPick = opts.onPick || null;
    this.flipped = !!opts.flipped;
    this.interactive = opts.interactive !== false;
    this.onRefused = opts.onRefused || null; // a click on a pit that cannot be played
    this.arrows = !!opts.arrows; // the sowing direction, along each row
    this.counts = Array.from({ length: this.rows }, () => Array(this.columns).fill(0));
    this.legal = new Set();
    this.focusPit = null;
    this.pits = new Map(); // name -> button
    this.el = document.createElement('div');
    this.el.className = `board rows-${this.rows}`;
    this.el.style.setProperty('--columns', this.columns);
    this.el.setAttribute('role', 'group');
    this.el.setAttribute('aria-label', opts.label || 'board');
    // The keys' help, read with the board's name when the focus enters it (not shown).
    this.help = document.createElement('span');
    this.help.className = 'keys-help';
    this.help.id = `board-keys-${++boardCount}`;
    const interactive = opts.interactive !== false;
    this.help.textContent = opts.keysHelp ? opts.keysHelp(interactive)
      : `Arrow keys move between the pits${interactive ? '; Enter or Space sows' : ''}.`;
    this.el.setAttribute('aria-describedby', this.help.id);
    if (opts.small) this.el.classList.add('small');
    this.hand = document.createElement('div');
    this.hand.className = 'hand';
    this.hand.dataset.testid = 'hand';
    this.hand.hidden = true;
    this.lapLabel = document.createElement('div');
    this.lapLabel.className = 'lap';
    this.lapLabel.dataset.testid = 'lap';
    this.lapLabel.hidden = true;
    for (let r = 0; r < this.rows; r++)
      for (let c = 0; c < this.columns; c++) this.pits.set(pitName(r, c), this.makePit(r, c));
    this.layout();
    this.setNames(!!opts.names);
    root.append(this.el);
    this.el.addEventListener('keydown', (e) => this.onKey(e));
    // A click anywhere on the board while a move is animated finishes it at once (and plays
    // nothing: the click is spent on the skip).
    this.skipping = false;
    this.el.addEventListener('click', (e) => {
      if (!this.el.dataset.animating) return;
      e.stopPropagation();
      e.preventDefault();
      this.skip();
    }, true);
  }

  // Ends the animation in progress at once (the board jumps to its end).
  skip() {
    if (this.el.dataset.animating) this.skipping = true;
  }

  makePit(r, c) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'pit';
    b.dataset.pit = pitName(r, c);
    b.dataset.count = '0';
    b.tabIndex = -1;
    // The name, a space, the count: the text a speech-input user sees reads as the start of the
    // pit's accessible name ("a1, 4 seeds"), as WCAG's label in name asks (2.5.3).
    b.innerHTML = '<span class="dots"></span><span class="name"></span> <span class="count">0</span>';
    b.querySelector('.name').textContent = pitName(r, c);
    b.addEventListener('click', () => {
      this.focusPit = b.dataset.pit;
      if (this.interactive && this.legal.has(b.dataset.pit) && this.onPick) this.onPick(b.dataset.pit);
      else if (this.interactive && this.onRefused) this.onRefused(b.dataset.pit);
    });
    b.addEventListener('focus', () => this.setRoving(b.dataset.pit));
    return b;
  }

  // (Re)builds the rows in display order: seen from South (row 1 at the bottom, a, b, ...
  // left to right), or from North when flipped. Each player's rows sit in their own half.
  layout() {
    this.el.replaceChildren();
    const half = this.rows / 2;
    const halves = [
      { side: 'north', rows: [...Array(half).keys()].map((i) => this.rows - 1 - i) },
      { side: 'south', rows: [...Array(half).keys()].map((i) => half - 1 - i) },
    ];
    if (this.flipped) {
      halves.reverse();
      halves.forEach((hv) => hv.rows.reverse());
    }
    this.grid = [];
    for (const hv of halves) {
      const div = document.createElement('div');
      div.className = `half ${hv.side}`;
      div.dataset.side = hv.side;
      for (const r of hv.rows) {
        const row = document.createElement('div');
        row.className = 'row';
        row.dataset.row = r + 1;
        const cols = [...Array(this.columns).keys()];
        if (this.flipped) cols.reverse();
        this.grid.push(cols.map((c) => pitName(r, c)));
        for (const c of cols) row.append(this.pits.get(pitName(r, c)));
        div.append(row);
      }
      this.el.append(div);
    }
    this.el.append(this.hand, this.lapLabel, this.help);
    if (this.arrows) this.drawArrows();
  }

  // A faint arrow on each pit's edge toward the pit its seeds go to next, as drawn (flipped too).
  drawArrows() {
    const at = new Map();
    this.grid.forEach((row, y) => row.forEach((name, x) => at.set(name, [y, x])));
    for (const [name, b] of this.pits) {
      const [y, x] = at.get(name);
      const [ny, nx] = at.get(this.nextPit.get(name));
      const dir = ny < y ? 'up' : ny > y ? 'down' : nx > x ? 'right' : 'left';
      let a = b.querySelector('.dir');
      if (!a) {
        a = document.createElement('span');
        a.className = 'dir';
        a.setAttribute('aria-hidden', 'true');
        b.append(a);
      }
      a.dataset.dir = dir;
      a.textContent = { up: '▲', down: '▼', left: '◀', right: '▶' }[dir];
    }
  }

  setFlipped(f) {
    if (f === this.flipped) return;
    const had = this.el.contains(document.activeElement) && document.activeElement;
    this.flipped = f;
    this.layout();
    if (had) had.focus();
  }

  setNames(on) {
    this.el.classList.toggle('show-names', on);
  }

  // Immediate update: counts, legal pits, last move, hint.
  set(board, { legal = [], last = null, hint = null } = {}) {
    this.setCounts(board);
    this.setLegal(legal);
    this.mark('last', last);
    this.mark('hint', hint);
  }

  setCounts(board) {
    for (let r = 0; r < this.rows; r++)
      for (let c = 0; c < this.columns; c++) this.setCount(pitName(r, c), board[r][c]);
  }

  setCount(name, n) {
    const [r, c] = pitIndex(name);
    this.counts[r][c] = n;
    const b = this.pits.get(name);
    if (b.dataset.count === String(n) && b.querySelector('.dots').childElementCount) return;
    b.dataset.count = String(n);
    b.querySelector('.count').textContent = this.number(n);
    const dots = b.querySelector('.dots');
    const want = Math.min(n, MAX_DOTS);
    while (dots.childElementCount > want) dots.lastChild.remove();
    while (dots.childElementCount < want) {
      const d = document.createElement('i');
      d.style.setProperty('--hue', (dots.childElementCount * 47) % 360);
      dots.append(d);
    }
    [...dots.children].forEach((d, i) => {
      const [x, y] = dotAt(i, want);
      d.style.left = x + '%';
      d.style.top = y + '%';
    });
    this.label(name);
  }

  label(name) {
    const b = this.pits.get(name);
    const n = Number(b.dataset.count);
    const legal = this.legal.has(name);
    b.setAttribute('aria-label', this.pitLabel(name, n, legal));
  }

  setLegal(list) {
    this.legal = new Set(this.interactive ? list : []);
    for (const [name, b] of this.pits) {
      const on = this.legal.has(name);
      if (on) b.dataset.legal = 'true';
      else delete b.dataset.legal;
      b.setAttribute('aria-disabled', on ? 'false' : 'true');
      this.label(name);
    }
    // Roving tabindex: Tab reaches the board once, on a playable pit when there is one. When the
    // player's turn comes with the focus on a pit that cannot be played, the focus goes to the
    // nearest that can (the next move a key or two away; a screen reader says which pit it is).
    const focused = this.el.contains(document.activeElement) && document.activeElement.dataset.pit;
    if (this.legal.size && (!this.focusPit || !this.legal.has(this.focusPit)))
      this.focusPit = this.nearestLegal(this.focusPit) || this.focusPit;
    this.setRoving(this.focusPit || 'a1');
    if (focused && focused !== this.focusPit) this.pits.get(this.focusPit).focus();
  }

  // The playable pit drawn nearest to `from` (rows count more than columns: the player's own
  // row first), or null when none is playable.
  nearestLegal(from) {
    if (!this.legal.size) return null;
    if (!from) return [...this.legal][0];
    const at = this.drawnAt(from);
    let best = null;
    let bestCost = Infinity;
    for (const pit of this.legal) {
      const [y, x] = this.drawnAt(pit);
      const cost = Math.abs(y - at[0]) * 2 * this.columns + Math.abs(x - at[1]);
      if (cost < bestCost) [best, bestCost] = [pit, cost];
    }
    return best;
  }

  // [drawn row, drawn column] of a pit.
  drawnAt(pit) {
    const y = this.grid.findIndex((row) => row.includes(pit));
    return [y, this.grid[y].indexOf(pit)];
  }

  setRoving(name) {
    this.focusPit = name;
    for (const [n, b] of this.pits) b.tabIndex = n === name ? 0 : -1;
  }

  mark(cls, pit) {
    for (const b of this.pits.values()) b.classList.remove(cls);
    if (pit && this.pits.has(pit)) this.pits.get(pit).classList.add(cls);
  }

  // Arrow keys move focus among the pits as they are drawn, Home and End to the row's ends;
  // Enter/Space is the button's click.
  onKey(e) {
    const far = this.columns;
    const d = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0], Home: [0, -far], End: [0, far] }[e.key];
    const cur = document.activeElement && document.activeElement.dataset.pit;
    if (!d || !cur || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    let [r, c] = this.drawnAt(cur);
    r = Math.max(0, Math.min(this.grid.length - 1, r + d[0]));
    c = Math.max(0, Math.min(this.columns - 1, c + d[1]));
    const next = this.grid[r][c];
    this.setRoving(next);
    this.pits.get(next).focus();
  }

  // Plays a trace from `before`. speed: 'normal' | 'fast' | 'off'. Long traces speed up so a
  // move never takes much more than ~10 s. `duration` (ms), when given, is the time the whole
  // trace takes instead (a timed game's pace: a lift or capture two steps, a drop one, as the
  // server counts it in src/server/room/move_pace.h). If `after` is given (e.g. a truncated trace),
  // the board ends on it.
  // A click on the board or any key (skip()) ends it at once: the rest of the trace is applied
  // without waiting. onEvent(ev) is called for each event shown (sounds). Resolves true when
  // it was skipped.
  async animate(before, trace, { speed = 'normal', duration = null, after = null, captureTarget = null, onStep = null, onEvent = null } = {}) {
    this.mark('hint', null);
    this.setLegal([]);
    if (speed === 'off' || !trace || !trace.length) {
      if (after) this.setCounts(after);
      return;
    }
    this.setCounts(before);
    let step = speed === 'fast' ? 45 : 200;
    step = Math.min(step, Math.max(4, 10000 / trace.length));
    if (duration != null) step = Math.max(1, duration / trace.reduce((n, ev) => n + (ev.k === 'drop' ? 1 : 2), 0));
    this.el.dataset.animating = 'true';
    this.skipping = false;
    let skipped = false;
    // Any key finishes it too (the key keeps its own meaning).
    const onKey = (e) => {
      if (!['Shift', 'Control', 'Alt', 'Meta'].includes(e.key)) this.skip();
    };
    document.addEventListener('keydown', onKey, true);
    let timer = null;
    let wake = null;
    // With a duration the steps keep to the clock (each waits until its time, from the start):
    // a busy page that falls behind catches up instead of running over the server's pace.
    let due = performance.now();
    const pause = (ms) => {
      if (this.skipping) return null;
      due += ms;
      const wait = duration != null ? due - performance.now() : ms;
      return wait <= 0 ? null : new Promise((r) => {
        wake = r;
        timer = setTimeout(r, wait);
      });
    };
    const poll = setInterval(() => this.skipping && wake && wake(), 30);
    let hand = 0;
    let lap = 0;
    try {
      for (const ev of trace) {
        const b = this.pits.get(ev.pit);
        const [r, c] = pitIndex(ev.pit);
        if (this.skipping) {
          // Skipped: the rest at once, without flashes or waits.
          skipped = true;
          if (ev.k === 'lift' || ev.k === 'capture') this.setCount(ev.pit, 0);
          else if (ev.k === 'drop') this.setCount(ev.pit, this.counts[r][c] + 1);
          if (ev.k === 'capture' && onStep) onStep(ev);
          continue;
        }
        if (onEvent) onEvent(ev);
        if (ev.k === 'lift') {
          lap++;
          hand = ev.n;
          this.setCount(ev.pit, 0);
          this.flash(b, 'lift', step * 3);
          this.showHand(b, hand);
          if (lap > 1) {
            this.lapLabel.hidden = false;
            this.lapLabel.textContent = this.lapText(lap);
          }
          await pause(step * 2);
        } else if (ev.k === 'drop') {
          hand = Math.max(0, hand - 1);
          this.setCount(ev.pit, this.counts[r][c] + 1);
          this.flash(b, 'drop', Math.max(step, 120));
          // An empty hand is no bubble (a "0" left over the last pit read as a stray count).
          if (hand > 0) this.showHand(b, hand);
          else this.hand.hidden = true;
          await pause(step);
        } else if (ev.k === 'capture') {
          this.setCount(ev.pit, 0);
          this.flash(b, 'captured', step * 4);
          this.fly(b, ev.n, captureTarget && captureTarget(ev.pit), step * 3);
          if (onStep) onStep(ev);
          await pause(step * 2);
        }
      }
    } finally {
      clearTimeout(timer);
      clearInterval(poll);
      document.removeEventListener('keydown', onKey, true);
      if (this.skipping) skipped = true;
      this.skipping = false;
      this.hand.hidden = true;
      this.lapLabel.hidden = true;
      delete this.el.dataset.animating;
      if (after) this.setCounts(after);
    }
    return skipped;
  }

  flash(b, cls, ms) {
    b.classList.remove(cls);
    void b.offsetWidth; // restart the CSS animation
    b.classList.add(cls);
    clearTimeout(b['_t' + cls]);
    b['_t' + cls] = setTimeout(() => b.classList.remove(cls), ms);
  }

  // The hand: a bubble above the pit being sown, with the seeds still in it.
  showHand(b, n) {
    const br = this.el.getBoundingClientRect();
    const pr = b.getBoundingClientRect();
    this.hand.hidden = false;
    this.hand.textContent = this.number(n);
    this.hand.dataset.count = n;
    this.hand.style.left = pr.left - br.left + pr.width / 2 + 'px';
    this.hand.style.top = pr.top - br.top + 'px';
  }

  // Captured seeds fly off the board toward the mover's tally.
  fly(b, n, target, ms) {
    if (!target) return;
    const from = b.getBoundingClientRect();
    const to = target.getBoundingClientRect();
    const clump = document.createElement('div');
    clump.className = 'flying';
    clump.textContent = this.number(n);
    clump.style.left = from.left + from.width / 2 + 'px';
    clump.style.top = from.top + from.height / 2 + 'px';
    clump.style.transitionDuration = ms + 'ms';
    document.body.append(clump);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clump.style.transform = `translate(${to.left + to.width / 2 - (from.left + from.width / 2)}px, ${
          to.top + to.height / 2 - (from.top + from.height / 2)
        }px) scale(0.6)`;
        clump.style.opacity = '0.2';
      }),
    );
    setTimeout(() => clump.remove(), ms + 50);
  }
}
