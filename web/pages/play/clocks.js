// The play page's two clocks: the server's times at each state (sync), run down here between
// states, ten times a second. Low time is marked; when a running clock has stood at zero for
// a moment and no state has come, onFlag() is called once (the page asks for the state: the
// server ends the game and says so). Its elements (el.south, el.north) sit in the player
// strips; hidden in a game without a clock.
import { t, num, clock, locale } from '../../lib/i18n.js';
import { h, sideName } from '../../lib/ui.js';
import { timeLeftText } from '../../lib/words.js';

const words = { label: (side) => t('play.clock.label', { side: sideName(side) }) };

export function clocks(first, onFlag) {
  const els = {};
  const shown = !!(first.clock || first.correspondence);
  for (const s of ['south', 'north'])
    els[s] = h('span.clock', { dataset: { testid: `clock-${s}` }, hidden: !shown, role: 'timer', 'aria-label': words.label(s) });
  let days = null; // a correspondence game's time (days a move), painted by paintDays
  function paintDays() {
    const now = performance.now();
    for (const s of ['south', 'north']) {
      const running = days.running === s;
      const ms = running ? Math.max(0, days.left_ms - (now - days.at)) : null;
      const el = els[s];
      el.textContent = running ? timeLeftText(ms) : t('play.correspondence.perMove', { count: days.days });
      el.dataset.ms = running ? String(Math.round(ms)) : '';
      el.dataset.running = String(running);
      el.classList.toggle('running', running);
      el.classList.toggle('low', running && ms < 6 * 3600 * 1000);
      if (running && ms === 0 && !flagAsked && now - days.at > days.left_ms + 1500) {
        flagAsked = true;
        onFlag();
      }
    }
  }
  let base = null;
  let flagAsked = false;
  function paint() {
    if (days) return paintDays();
    if (!base) return;
    const now = performance.now();
    for (const s of ['south', 'north']) {
      const running = base.running === s;
      // A running clock stands still for the grace of the move just played (its animation).
      const ms = Math.max(0, base[`${s}_ms`] - (running ? Math.max(0, now - base.at - (base.grace_ms || 0)) : 0));
      const el = els[s];
      el.textContent = clockText(ms);
      el.dataset.ms = String(Math.round(ms));
      el.dataset.running = String(running);
      el.classList.toggle('running', running);
      // Low time: under a fifth of the start, counted as at least 10 s and at most 20 s.
      el.classList.toggle('low', ms < Math.min(20000, Math.max(10000, (base.initial_ms || 0) * 0.2)));
      // The flag fell here: ask once in case the message is slow to come.
      if (running && ms === 0 && !flagAsked && now - base.at > base[`${s}_ms`] + (base.grace_ms || 0) + 1500) {
        flagAsked = true;
        onFlag();
      }
    }
  }
  let timer = null;
  return {
    el: els,
    // The times of a GameState (a game without a clock: nothing shown runs).
    sync(g) {
      days = g.correspondence ? { ...g.correspondence, at: performance.now(), running: g.status === 'ongoing' ? g.correspondence.running : null } : null;
      if (days) {
        flagAsked = false;
        return paint();
      }
      if (!g.clock) {
        base = null;
        return;
      }
      base = { ...g.clock, at: performance.now(), running: g.status === 'ongoing' ? g.clock.running : null };
      flagAsked = false;
      paint();
    },
    start() {
      timer ??= setInterval(paint, 100);
    },
    stop() {
      clearInterval(timer);
      timer = null;
    },
  };
}

// 5:00, 0:42, and tenths under ten seconds: 0:07.3 (in the reader's digits).
export function clockText(ms) {
  if (ms >= 10000) return clock(ms);
  const tenths = new Intl.NumberFormat(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.floor(ms / 100) / 10);
  return `${num(0)}:${num(0)}${tenths}`;
}

// How long the last move of a timed game is shown: the turn's grace that the server does not
// charge (what is left of it when the state came), or the move's own pace while no clock runs
// yet; null in a game without a clock (the player's own speed). See README "Clocks".
export function timedPace(g) {
  if (!g.clock || !g.last) return null;
  return g.clock.running ? g.clock.grace_ms ?? 0 : g.last.animation_ms ?? null;
}
