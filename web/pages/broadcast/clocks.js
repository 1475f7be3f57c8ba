// The big board's clocks, when the board has them (a relay pushes them with its records): the
// time each side had left as of the board's last move, the side to move's running down from that
// move's time (the board's `times`) until the next update; none running once the game is over.
// Hidden on a board without clocks. Read left to right in every language (style.css .clock).
import { t, clock } from '../../lib/i18n.js';
import { h, sideName } from '../../lib/ui.js';

export function boardClocks() {
  const el = {};
  for (const s of ['south', 'north'])
    el[s] = h('span.clock', { hidden: true, role: 'timer', 'aria-label': t('play.clock.label', { side: sideName(s) }), dataset: { testid: `broadcast-clock-${s}` } });
  let base = null;
  let timer = null;
  function paint() {
    if (!base) return;
    const elapsed = base.running ? Math.max(0, Date.now() - base.since) : 0;
    for (const s of ['south', 'north']) {
      const ms = Math.max(0, base[s] - (base.running === s ? elapsed : 0));
      el[s].textContent = clock(ms);
      el[s].dataset.ms = String(Math.round(ms));
      el[s].classList.toggle('running', base.running === s);
    }
  }
  return {
    el,
    // A board as the round has it; ply: the move shown (an earlier one shows no clock).
    sync(b, ply) {
      const shown = !!b.clocks && ply === b.moves.length;
      for (const s of ['south', 'north']) el[s].hidden = !shown;
      clearInterval(timer);
      timer = null;
      base = null;
      if (!shown) return;
      const since = Number(b.times?.at(-1));
      const running = !b.over && !b.result && b.moves.length && Number.isFinite(since) ? b.to_move : null;
      base = { south: Number(b.clocks.south) || 0, north: Number(b.clocks.north) || 0, running, since };
      paint();
      if (running) timer = setInterval(paint, 500);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
