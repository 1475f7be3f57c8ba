// Hawalis's course: its stages, in teaching order, each one idea on a small position that the
// learner (South) plays on the real board, shown by the generic page (#/learn/hawalis), which says
// what a stage holds and when it is done (docs/learn.md). This module imports nothing of its own;
// its words are the game's catalogs' (web/i18n/<language>.json beside it, keys `learn.…`), read by
// `t`, with pit names and counts handed in as values. Every stage is checked against the engine:
// its solution, with North's replies, reaches the target after its last move and not before.

export function stages({ t }) {
  const stage = (id, fields, params = {}) => ({
    id,
    title: t(`learn.${id}.title`),
    text: t(`learn.${id}.text`, params),
    goal: t(`learn.${id}.goal`, params),
    options: {},
    replies: [],
    ...fields,
  });
  return [
    // Your two rows, and the way round them.
    stage('circuit', {
      position: '0,0,0,0,2,0,0/0,0,0,0,0,0,0/2,0,0,0,0,0,0/0,0,0,0,0,3,0 S 24 25',
      target: { move: ['f1'] },
      solution: ['f1'],
      marks: ['f1'],
    }, { pit: 'f1', back: '1', front: '2' }),
    // Sowing: one lap, ending in an empty pit.
    stage('sowing', {
      position: '0,0,2,0,0,0,0/0,0,0,0,0,0,0/2,0,0,0,0,0,0/0,2,0,2,0,0,0 S 24 24',
      target: { move: ['d1'] },
      solution: ['d1'],
    }),
    // A lap that ends in an occupied pit is relayed.
    stage('relay', {
      position: '0,2,0,0,2,0,0/0,0,0,0,0,0,0/0,0,1,0,2,0,0/0,0,2,0,0,3,0 S 22 22',
      target: { laps: 2 },
      solution: ['e2'],
    }),
    // However many laps, the move ends in an empty pit.
    stage('ending', {
      position: '2,0,0,0,0,0,2/0,0,0,0,0,0,0/0,0,0,0,0,2,0/0,2,0,1,0,0,2 S 23 22',
      target: { move: ['g1'] },
      solution: ['g1'],
      marks: ['c2'],
    }, { pit: 'c2' }),
    // Ending in your front row takes North's front pit in the same column.
    stage('capture', {
      position: '0,0,0,0,0,0,2/0,0,0,2,0,0,0/2,0,0,0,0,2,0/0,2,0,0,0,0,0 S 23 23',
      target: { capturePits: ['d3'] },
      solution: ['f2'],
      marks: ['d3'],
    }, { pit: 'd3' }),
    // ...and the back pit behind it: the whole file.
    stage('file', {
      position: '0,0,0,0,3,0,0/0,3,0,0,2,0,0/0,0,0,2,0,0,2/2,0,0,0,0,0,0 S 21 21',
      target: { capturePits: ['e3', 'e4'] },
      solution: ['g2'],
    }, { pit: 'e3', back: 'e4' }),
    // The back pit is safe while its front pit is empty.
    stage('backsafe', {
      position: '0,0,6,0,0,0,1/0,0,0,0,0,1,0/0,0,0,0,2,0,0/2,0,0,0,0,0,2 S 21 21',
      target: { capture: 1 },
      solution: ['g1'],
      marks: ['c4'],
    }, { pit: 'c4', front: 'c3' }),
    // Single seeds: only when no pile can move, one step, into an empty pit.
    stage('singles', {
      position: '2,0,0,0,0,0,0/0,0,1,0,0,0,0/0,0,0,1,1,0,0/0,1,0,0,0,0,1 S 24 25',
      target: { capturePits: ['c3'] },
      solution: ['d2'],
    }, { pit: 'c3' }),
    // A sowing that would never end is not a move.
    stage('endless', {
      position: '2,0,1,0,0,0,0/0,0,1,0,0,0,0/2,1,0,3,2,0,1/0,1,0,1,0,1,0 S 20 20',
      target: { capturePits: ['c3'] },
      solution: ['e2'],
      marks: ['a2'],
    }, { pit: 'a2', target: 'c3' }),
    // Taking North's last seeds wins.
    stage('win', {
      position: '0,0,2,0,0,0,0/0,0,1,0,0,0,0/0,0,0,0,2,0,0/2,0,0,0,0,0,2 S 24 23',
      target: { win: true },
      solution: ['e2'],
    }),
    // A position that comes back is a draw.
    stage('repeat', {
      position: '2,1,1,0,1,0,1/0,1,0,1,0,1,0/2,0,2,1,0,1,0/0,0,0,0,1,0,2 S 19 19',
      target: { draw: true },
      solution: ['c2', 'g1', 'b1'],
      replies: ['a4', 'b4'],
    }),
  ];
}

// The sentences that say what a move did, for a try that missed its goal: the laps of the sowing,
// where it ended, and what it captured (or why nothing). Built from the page's report (laps,
// captures); a pit of the learner's front row is row 2, North's front pit in the same column row 3.
export function explain(report, { t }) {
  const laps = (report && report.laps) || [];
  const captures = (report && report.captures) || [];
  if (!laps.length) return [];
  const out = [];
  const first = laps[0];
  const last = laps[laps.length - 1];
  if (first.seeds === 1 && laps.length === 1) {
    out.push(t('learn.why.single', { from: first.from, pit: first.end }));
  } else if (laps.length === 1) {
    out.push(t('learn.why.oneLap', { count: first.seeds, from: first.from, pit: first.end }));
  } else {
    out.push(t('learn.why.relayed', { pit: first.end, count: laps[1].seeds }));
    out.push(t('learn.why.laps', { count: laps.length, pit: last.end }));
  }
  const seeds = captures.reduce((sum, c) => sum + c.seeds, 0);
  if (captures.length >= 2) {
    out.push(t('learn.why.capturedFile', { pit: captures[0].pit, back: captures[1].pit, count: seeds }));
  } else if (captures.length === 1) {
    out.push(t('learn.why.captured', { pit: captures[0].pit, count: seeds }));
  } else if (last.end && last.end[1] === '2') {
    out.push(t('learn.why.frontEmpty', { pit: `${last.end[0]}3` }));
  } else if (last.end) {
    out.push(t('learn.why.backRow', { pit: last.end }));
  }
  return out;
}
