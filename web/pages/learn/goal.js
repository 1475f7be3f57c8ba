// A course stage's rules of success, without the DOM (docs/learn.md): whether the stage's target
// holds after a move (what the move did: lib/move_report.js); whether the try has failed; North's
// answer; the stars. The stage page and tests/web/learn_courses.mjs both use these, so the course
// is checked as the learner plays it.

// Whether every condition of `target` holds after the learner's move `move`.
// report: readTrace's; after: /api/play's answer; start: the stage's position's captured counts.
export function targetHolds(target, { move, laps, captures }, after, start) {
  const won = after.over && after.result?.winner === 'south';
  const checks = {
    move: (moves) => moves.includes(move),
    laps: (n) => laps.length >= n,
    capturePits: (pits) => pits.every((p) => captures.some((c) => c.pit === p)),
    capture: (n) => after.captured.south - start.captured.south >= n,
    win: (yes) => won === yes,
    end: (reason) => after.over && after.result?.reason === reason,
    draw: (yes) => (after.over && after.result?.winner === 'draw') === yes,
  };
  return Object.entries(target).every(([key, value]) => {
    if (!checks[key]) throw new Error(`a stage's target has no condition '${key}'`);
    return checks[key](value);
  });
}

// Whether a try that missed its target after the learner's `used` moves is over.
export const tryFailed = (stage, used, after) => after.over || stage.solution.length === 1 || used >= stage.solution.length + 3;

// North's answer to the learner: the stage's next listed reply where it is legal, else North's
// first legal move. k: how many replies North has made in this try.
export function northReply(stage, k, legal) {
  const listed = (stage.replies || [])[k];
  return listed && legal.includes(listed) ? listed : legal[0];
}

// Three stars for the solution's moves at the first try; one less for each failed try or move
// beyond it; at least one.
export const starsFor = (stage, used, failedTries) =>
  Math.max(1, 3 - failedTries - Math.max(0, used - stage.solution.length));
