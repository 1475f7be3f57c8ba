// Game review: #/review/<id>. Every move of a finished game judged against the engine's best
// (GET /api/games/<id>/review, asked again every 500 ms while it answers 202 "running"): the
// evaluation graph over the game (South's view: up is South ahead), every value said in words
// naming the side ahead (lib/engine_score.js), the move list with its marks (?! inaccuracy,
// ? mistake, ?? blunder) and the best move of each marked one, and each player's summary.
// A point of the graph or a move shows the board at that ply (the replay's frames).
import { getReplay, getMeta } from '../lib/api/games.js';
import { explain } from '../lib/api/request.js';
import { getReview } from '../lib/api/study.js';
import { svgEl } from '../lib/chart.js';
import { frameBoard } from '../lib/frame_board.js';
import { t, num, locale, sep } from '../lib/i18n.js';
import { boardOptions } from '../lib/board_options.js';
import { optionsInWords } from '../lib/options.js';
import { h, busy, sleep, sideName, resultSentence } from '../lib/ui.js';
import { titleOf } from '../lib/words.js';
import { sheetLines, lineLabel } from '../lib/move_numbers.js';
import { fromSide, fromSouth, scoreWords } from '../lib/engine_score.js';

const CLIP = 20; // seeds: the graph's range, so that a forced win does not flatten the rest
const W = 600, H = 220, L = 40, R = 12, T = 12, B = 24;
export const MARKS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

export const reviewHref = (id) => `#/review/${id}`;

export async function render(main, id) {
  const [{ game, frames }, meta] = await busy(Promise.all([getReplay(id), getMeta()]));
  let left = false;
  const section = h('section.play.review', { dataset: { game: game.game, id } });
  main.append(section);
  const title = h('h1', {}, t('review.title', { game: titleOf(game.game, game.title) }));
  if (game.status === 'ongoing') {
    section.append(h('div.card', {}, title, h('p', { dataset: { testid: 'review-refused' } },
      t('review.ongoing')), h('a', { href: `#/play/${id}` }, t('play.history.back'))));
    return;
  }
  const progress = h('p.muted', { dataset: { testid: 'review-progress', state: 'running' }, 'aria-live': 'polite' }, t('review.running'));
  const side = h('aside.panel', {},
    h('p.muted', {}, optionsInWords(meta, game.game, game.options)),
    h('p', {}, game.result ? resultSentence(game.result, game.captured, null, game.game) : ''),
    h('p', {}, h('a', { href: `#/replay/${id}`, dataset: { testid: 'review-replay' } }, t('play.end.replay')), sep(),
      h('a', { href: `#/analysis/${game.game}?from=${id}`, dataset: { testid: 'review-analyse' } }, t('play.links.analyse'))),
    progress);
  const mainCol = h('div.play-main', {}, title);
  section.append(mainCol, side);

  // Ask until it is done; stop when the page is left.
  let r;
  for (;;) {
    try {
      r = await getReview(id);
    } catch (e) {
      if (left) return;
      progress.dataset.state = 'error';
      progress.textContent = t('review.failed', { why: explain(e) });
      return () => (left = true);
    }
    if (left || !section.isConnected) return;
    if (r.status === 'done') break;
    progress.textContent = t('review.progress', { done: r.done, of: r.of });
    progress.dataset.done = r.done;
    progress.dataset.of = r.of;
    await sleep(500);
    if (left || !section.isConnected) return;
  }
  // The router may already have moved on while this page waited: it then holds no cleanup of
  // ours, so the loop above checks that the section is still shown.
  progress.dataset.state = 'done';
  progress.textContent = t('review.done', { count: r.moves.length });

  // ---- the board at a ply ----
  const note = h('p.to-move', { dataset: { testid: 'review-note' } });
  // A value in words: South's view (the graph), or a mover's (a move's best and played).
  const seeds = (v) => scoreWords(fromSouth(v), game.game);
  const moverSeeds = (v, side) => scoreWords(fromSide(v, side), game.game);
  const graph = drawGraph(r.graph, (i) => show(i), seeds);
  const moveList = h('div.move-list.review-moves', { dataset: { testid: 'review-moves' } });
  const shape = boardOptions(meta.games.find((g) => g.name === game.game));
  const view = frameBoard(game, frames, { kind: 'review', shape, moveList, onGo: (to) => show(to) });
  mainCol.append(
    ...view.parts,
    note,
    h('h2', {}, t('review.evaluation')),
    h('p.muted', {}, t('review.evaluation.help', { clip: CLIP })),
    graph.el);

  // Numbered by scoresheet lines (a pass leaves a cell empty), in both lists alike.
  const places = sheetLines(r.moves.map((m) => m.side));
  moveList.append(...r.moves.flatMap((m) => {
    const mark = MARKS[m.mark] || '';
    return [
      places[m.ply].opens ? h('span.num', {}, lineLabel(places[m.ply], num)) : null,
      h('button.mv', { type: 'button', class: m.mark ? `mark-${m.mark}` : '', title: moveTitle(m),
        dataset: { testid: `review-move-${m.ply}`, ply: m.ply + 1, mark: m.mark || '', move: m.move, loss: m.loss },
        onclick: () => show(m.ply + 1) }, m.move, mark ? h('span.mark', {}, mark) : ''),
    ];
  }).filter(Boolean));
  const marked = r.moves.filter((m) => m.mark);
  const bestList = h('ul.review-best', { dataset: { testid: 'review-best' } }, marked.map((m) =>
    h('li', { dataset: { ply: m.ply, best: m.best } },
      h('button.mv', { type: 'button', onclick: () => show(m.ply + 1) }, `${lineLabel(places[m.ply], num)} ${m.move}${MARKS[m.mark]}`),
      ` ${t('review.better', { mark: markName(m.mark), best: m.best, bestSeeds: moverSeeds(m.best_seeds, m.side), playedSeeds: moverSeeds(m.played_seeds, m.side) })}`)));
  const summary = h('table.games.review-summary', {},
    h('thead', {}, h('tr', {}, ...[['', ''], [t('review.summary.moves'), t('review.summary.moves.title')],
      [t('review.summary.loss'), t('review.summary.loss.title')], ['?!', t('review.summary.inaccuracies')],
      ['?', t('review.summary.mistakes')], ['??', t('review.summary.blunders')]].map(([text, title]) => h('th', { title }, text)))),
    h('tbody', {}, ['south', 'north'].map((sd) => {
      const x = r.summary[sd];
      return h('tr', { dataset: { testid: `review-summary-${sd}`, moves: x.moves, averageLoss: x.average_loss,
        inaccuracies: x.inaccuracies, mistakes: x.mistakes, blunders: x.blunders } },
      h('th', {}, sideName(sd)), h('td', {}, num(x.moves)), h('td', {}, fixed(x.average_loss, 2)), h('td', {}, num(x.inaccuracies)),
      h('td', {}, num(x.mistakes)), h('td', {}, num(x.blunders)));
    })));
  side.append(
    h('h2', {}, t('review.summary')), h('p.muted', {}, t('review.summary.help')), summary,
    h('h2', {}, t('play.moves')), h('p.muted', {}, t('review.marks.help')), moveList,
    h('h2', {}, t('review.better.title')), marked.length ? bestList : h('p.muted', { dataset: { testid: 'review-best' } }, t('review.better.none')));

  function show(to) {
    const f = view.show(to);
    const k = view.k();
    const v = r.graph[k];
    const where = k === 0 ? t('replay.start') : t('replay.played', { side: sideName(f.side), move: f.move });
    note.textContent = v === undefined ? where : t('review.note', { where, value: seeds(v) });
    graph.select(k);
  }

  document.addEventListener('keydown', view.keys);
  show(0);
  return () => {
    left = true;
    document.removeEventListener('keydown', view.keys);
  };
}

const fixed = (v, digits) => new Intl.NumberFormat(locale(), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);
// inaccuracy, mistake, blunder
const markName = (mark) => t(`review.mark.${mark}`, {}, mark);
const moveTitle = (m) => (m.mark ? t('review.move.marked', { mark: markName(m.mark), best: m.best, count: Number(m.loss.toFixed(1)) })
  : m.loss ? t('review.move.lost', { count: Number(m.loss.toFixed(1)) }) : t('review.move.best'));

// The evaluation along the game: values[i] after i plies, from South's view, clipped at ±CLIP;
// the sides named at the top (South ahead) and bottom (North ahead); seeds(v): a value in words.
function drawGraph(values, onPick, seeds) {
  const n = values.length;
  const clip = (v) => Math.max(-CLIP, Math.min(CLIP, v));
  const x = (i) => (n <= 1 ? L + (W - L - R) / 2 : L + (i * (W - L - R)) / (n - 1));
  const y = (v) => T + ((CLIP - clip(v)) * (H - T - B)) / (2 * CLIP);
  const svg = svgEl('svg', { viewBox: `0 0 ${W} ${H}`, class: 'chart review-graph', role: 'group', 'data-testid': 'review-graph',
    'aria-label': t('review.graph.label', { count: n - 1 }) },
  svgEl('line', { x1: L, y1: T, x2: L, y2: H - B, class: 'axis' }),
  svgEl('line', { x1: L, y1: y(0), x2: W - R, y2: y(0), class: 'axis' }),
  svgEl('text', { x: L - 6, y: T + 4, 'text-anchor': 'end' }, `+${num(CLIP)}`),
  svgEl('text', { x: L - 6, y: y(0) + 4, 'text-anchor': 'end' }, num(0)),
  svgEl('text', { x: L - 6, y: H - B, 'text-anchor': 'end' }, `−${num(CLIP)}`),
  svgEl('text', { x: W - R, y: H - 6, 'text-anchor': 'end' }, t('review.graph.move', { ply: n - 1 })),
  svgEl('text', { x: L + 6, y: T + 12, class: 'graph-side', 'data-testid': 'review-graph-up' }, t('review.graph.up', { side: sideName('south') })),
  svgEl('text', { x: L + 6, y: H - B - 6, class: 'graph-side', 'data-testid': 'review-graph-down' }, t('review.graph.down', { side: sideName('north') })));
  const pts = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  svg.append(svgEl('polygon', { points: `${x(0).toFixed(1)},${y(0).toFixed(1)} ${pts} ${x(n - 1).toFixed(1)},${y(0).toFixed(1)}`,
    fill: 'color-mix(in srgb, var(--accent) 18%, transparent)', stroke: 'none' }));
  svg.append(svgEl('polyline', { points: pts, fill: 'none', stroke: 'var(--accent)', 'stroke-width': 2 }));
  const dots = values.map((v, i) => {
    const c = svgEl('circle', { cx: x(i).toFixed(1), cy: y(v).toFixed(1), r: 5, fill: 'var(--accent)', class: 'review-point',
      'data-testid': 'review-point', 'data-ply': i, 'data-value': v, tabindex: 0, role: 'button',
      'aria-label': t('review.point.label', { ply: i, value: seeds(v) }) }, svgEl('title', {}, t('review.point', { ply: i, value: seeds(v) })));
    c.style.cursor = 'pointer';
    c.addEventListener('click', () => onPick(i));
    c.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        e.stopPropagation();
        onPick(i);
      }
    });
    svg.append(c);
    return c;
  });
  const cursor = svgEl('line', { x1: 0, y1: T, x2: 0, y2: H - B, stroke: 'var(--focus)', 'stroke-dasharray': '3 3' });
  svg.insertBefore(cursor, svg.firstChild);
  return {
    el: h('figure.rating-chart', {}, svg),
    select(i) {
      cursor.setAttribute('x1', x(i).toFixed(1));
      cursor.setAttribute('x2', x(i).toFixed(1));
      dots.forEach((d, j) => d.setAttribute('r', j === i ? 7 : 5));
      svg.dataset.selected = i;
    },
  };
}
