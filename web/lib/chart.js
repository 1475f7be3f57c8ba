// A rating history as an inline SVG line chart: one line per game and speed, the player's
// rated games in order along x (so games days apart do not squeeze the rest), the rating up y;
// and svgEl, h() for SVG elements.
import { t } from './i18n.js';
import { h } from './ui.js';
import { day, plain, speedName } from './words.js';

const NS = 'http://www.w3.org/2000/svg';
const COLORS = ['var(--accent)', '#d9822b', '#2f6fed', '#b3261e', '#8e44ad', '#7a6a58'];
const W = 600, H = 220, L = 48, R = 12, T = 12, B = 28;

// h() for SVG elements, which need their namespace (the review's graph draws with it too).
export function svgEl(tag, attrs = {}, ...children) {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.append(...children);
  return el;
}

// history: [{game, speed, at, rating, ...}] oldest first; label(game): the game's title.
export function ratingChart(history, label = (g) => g) {
  const ratings = history.map((p) => p.rating);
  let lo = Math.min(...ratings);
  let hi = Math.max(...ratings);
  if (hi - lo < 100) [lo, hi] = [(lo + hi) / 2 - 50, (lo + hi) / 2 + 50]; // a flat line sits mid-height
  const x = (i) => (history.length === 1 ? L + (W - L - R) / 2 : L + (i * (W - L - R)) / (history.length - 1));
  const y = (r) => T + ((hi - r) * (H - T - B)) / (hi - lo);
  const series = new Map(); // "game-speed" -> [[i, point]]
  history.forEach((p, i) => {
    const key = `${p.game}-${p.speed}`;
    if (!series.has(key)) series.set(key, []);
    series.get(key).push([i, p]);
  });
  const svg = svgEl('svg', { viewBox: `0 0 ${W} ${H}`, class: 'chart', role: 'img', 'data-testid': 'rating-chart',
    'aria-label': t('chart.label', { count: history.length }) },
  svgEl('line', { x1: L, y1: T, x2: L, y2: H - B, class: 'axis' }),
  svgEl('line', { x1: L, y1: H - B, x2: W - R, y2: H - B, class: 'axis' }),
  svgEl('text', { x: L - 6, y: T + 4, 'text-anchor': 'end', 'data-testid': 'chart-max' }, plain(Math.round(hi))),
  svgEl('text', { x: L - 6, y: H - B, 'text-anchor': 'end', 'data-testid': 'chart-min' }, plain(Math.round(lo))),
  svgEl('text', { x: L, y: H - 8 }, day(history[0].at)),
  svgEl('text', { x: W - R, y: H - 8, 'text-anchor': 'end' }, day(history[history.length - 1].at)));
  const legend = [];
  [...series].forEach(([key, pts], k) => {
    const color = COLORS[k % COLORS.length];
    svg.append(svgEl('polyline', { points: pts.map(([i, p]) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' '),
      fill: 'none', stroke: color, 'stroke-width': 2, 'data-series': key }));
    // A dot per game, with the numbers on hover: a single game is a dot, not an empty line.
    for (const [i, p] of pts)
      svg.append(svgEl('circle', { cx: x(i).toFixed(1), cy: y(p.rating).toFixed(1), r: 3, fill: color },
        svgEl('title', {}, t('chart.point', { game: label(p.game), speed: speedName(p.speed), rating: plain(Math.round(p.rating)),
          deviation: plain(Math.round(p.deviation)), day: day(p.at) }))));
    const [, first] = pts[0];
    legend.push(h('li', {}, h('span.swatch', { style: { background: color } }), t('chart.legend', { game: label(first.game), speed: speedName(first.speed) })));
  });
  return h('figure.rating-chart', {}, svg, h('figcaption', {}, h('ul.legend', {}, legend)));
}
