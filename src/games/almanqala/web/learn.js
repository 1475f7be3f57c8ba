// Al-manqala's course: its stages, in teaching order, each one idea on a small position that the
// learner (South) plays on the real board, shown by the generic page (#/learn/al-manqala), which
// says what a stage holds and when it is done (docs/learn.md). This module imports nothing of its
// own; its words are the game's catalogs' (web/i18n/<language>.json beside it, keys `learn.…`),
// read by `t`, with pit names and counts handed in as values. Every stage is checked against the
// engine: its solution, with North's replies, reaches the target after its last move and not before.

const twoFour = { two: 2, four: 4 };

export function stages({ t }) {
  const stage = (id, fields, params = {}) => ({
    id,
    title: t(`learn.${id}.title`, { ...twoFour, ...params }),
    text: t(`learn.${id}.text`, { ...twoFour, ...params }),
    goal: t(`learn.${id}.goal`, { ...twoFour, ...params }),
    options: {},
    replies: [],
    ...fields,
  });
  return [
    // One lap round the whole board, and no relay.
    stage('onelap', {
      position: '3,1,0,0,2,0,0/0,0,5,0,5,2,0 S 40 40',
      target: { move: ['e1'] },
      solution: ['e1'],
      marks: ['e2'],
    }, { pit: 'e2' }),
    // A last seed that makes 2 or 4 captures.
    stage('twofour', {
      position: '4,0,0,1,0,0,2/0,0,1,0,0,2,4 S 42 42',
      target: { capture: 2 },
      solution: ['g1'],
    }),
    // The chain backwards.
    stage('chain', {
      position: '2,1,3,0,1,3,0/0,0,0,2,4,4,0 S 39 39',
      target: { capturePits: ['e2', 'f2'] },
      solution: ['f1'],
    }),
    // Captures on either side: your own row too.
    stage('ownrow', {
      position: '3,0,0,0,1,0,0/0,0,2,0,1,0,3 S 44 44',
      target: { capturePits: ['e1'] },
      solution: ['c1'],
    }),
    // An empty row must be fed (the moves that do not feed are refused), here as sparingly as
    // South can.
    stage('feed', {
      position: '0,0,0,0,0,0,0/1,0,2,0,1,3,1 S 45 45',
      target: { move: ['g1'] },
      solution: ['g1'],
    }),
    // A row nobody can feed: the starved side takes the seeds left.
    stage('starve', {
      position: '0,0,0,0,0,1,1/0,0,1,1,0,0,0 S 46 48',
      target: { end: 'starved', win: true },
      solution: ['c1'],
    }),
    // Fifty captured seeds win at once.
    stage('fifty', {
      position: '2,0,0,0,0,0,3/0,1,1,2,3,0,0 S 46 40',
      target: { win: true },
      solution: ['e1'],
    }, { count: 50 }),
    // An endless chase: when a position comes back, the seeds left are shared.
    stage('loop', {
      position: '1,0,1,0,0,0,0/0,0,0,0,0,2,0 S 47 47',
      target: { end: 'loop-shared' },
      solution: ['f1', 'g1', 'a1', 'b1', 'c1', 'd1', 'e1', 'f1'],
      replies: ['g2', 'a2', 'f2', 'e2', 'c2', 'd2', 'b2'],
    }),
  ];
}

// The circuit: a1 → g1, then g2 → a2.
const CIRCUIT = ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'g2', 'f2', 'e2', 'd2', 'c2', 'b2', 'a2'];

// The pits' counts after the sowing, before its captures: the board before the move (rows, row 1
// first) with the trace's lifts and drops; null when the report has no board.
function afterSowing(report) {
  const rows = report.before && report.before.board;
  if (!Array.isArray(rows) || rows.length !== 2) return null;
  const counts = {};
  rows.forEach((row, r) => row.forEach((n, c) => { counts[`${'abcdefg'[c]}${r + 1}`] = Number(n); }));
  for (const e of report.trace || []) {
    const [k, pit] = typeof e === 'string' ? e.split(':') : [e.k, e.pit];
    if (k === 'lift') counts[pit] = 0;
    else if (k === 'drop') counts[pit] = (counts[pit] || 0) + 1;
  }
  return counts;
}

// The sentences that say what a move did, for a try that missed its goal: the sowing, the count
// its last seed made, and the chain of captures (or why nothing was captured). Built from the
// page's report (laps, captures, and the board before the move with the trace).
export function explain(report, { t }) {
  const laps = (report && report.laps) || [];
  const captures = (report && report.captures) || [];
  if (!laps.length) return [];
  const out = [];
  const lap = laps[0];
  out.push(t('learn.why.sown', { count: lap.seeds, from: lap.from, pit: lap.end }));
  // North's seeds (row 2) on a board; a move from an empty North row fed it.
  const north = (board) => (Array.isArray(board) && Array.isArray(board[1]) ? board[1].reduce((sum, n) => sum + Number(n), 0) : null);
  if (north(report.before && report.before.board) === 0 && north(report.after && report.after.board)) {
    out.push(t('learn.why.fed', { count: north(report.after.board) }));
  }
  const counts = afterSowing(report);
  if (!captures.length) {
    if (counts) out.push(t('learn.why.noCapture', { ...twoFour, pit: lap.end, count: counts[lap.end] }));
    return out;
  }
  captures.forEach((c, i) => out.push(t(i === 0 ? 'learn.why.captured' : 'learn.why.chain', { pit: c.pit, count: c.seeds })));
  const lastTaken = CIRCUIT.indexOf(captures[captures.length - 1].pit);
  const stop = CIRCUIT[(lastTaken + CIRCUIT.length - 1) % CIRCUIT.length];
  if (counts && lastTaken >= 0 && !captures.some((c) => c.pit === stop)) {
    out.push(t('learn.why.chainStop', { pit: stop, count: counts[stop] }));
  }
  if (captures.length > 1) out.push(t('learn.why.total', { count: captures.reduce((sum, c) => sum + c.seeds, 0) }));
  return out;
}
