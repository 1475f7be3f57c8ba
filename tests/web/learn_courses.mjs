// Every stage of every game's course (src/games/*/web/learn.js, docs/learn.md) played against the
// rules engine (`manqala engine`), as the Learn page plays it (web/pages/learn/goal.js): the
// position is legal and not over; the learner's solution, with North's answers as the page
// chooses them, reaches the target after its last move and not before; and a one-move stage is
// reached by at most half the legal moves (a goal makes the learner look).
//   node tests/web/learn_courses.mjs --binary build/release/manqala
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { targetHolds, northReply } from '../../web/pages/learn/goal.js';
import { readTrace } from '../../web/lib/move_report.js';
import { gameLine, positionParts, statusParts, traceParts, rest } from '../../web/lib/local/protocol.js';

const args = process.argv.slice(2);
const binary = args[args.indexOf('--binary') + 1];
assert(args.includes('--binary') && binary, 'usage: learn_courses.mjs --binary path/to/manqala');
const root = new URL('../../', import.meta.url).pathname;

// The engine, one command at a time: each answers one line.
function engine() {
  const proc = spawn(binary, ['engine'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: proc.stdout });
  const waiting = [];
  lines.on('line', (l) => waiting.shift()?.(l));
  const cmd = (line) => new Promise((resolve, reject) => {
    waiting.push((answer) => (answer.startsWith('error') ? reject(new Error(`${line}: ${answer}`)) : resolve(answer)));
    proc.stdin.write(line + '\n');
  });
  return { cmd, quit: () => proc.stdin.end('quit\n') };
}

// The games with a course, by their folder's name and the game's protocol name.
const GAMES = { hawalis: 'hawalis', almanqala: 'al-manqala' };
const t = (key, params) => `${key}${params ? JSON.stringify(params) : ''}`;

// The state after `line` from the stage's position, as /api/play answers it.
async function playLine(e, game, stage, line) {
  await e.cmd(gameLine(game, stage.options || {}));
  await e.cmd(`position ${stage.position}${line.length ? ` moves ${line.join(' ')}` : ''}`);
  const where = positionParts(rest(await e.cmd('show')));
  const legal = rest(await e.cmd('legal')).split(' ').filter((w) => w && w !== 'legal');
  const st = statusParts(await e.cmd('status'));
  return { ...where, legal, over: st.over, result: st.over ? { winner: st.winner, reason: st.reason } : null };
}

const e = engine();
let checked = 0;
for (const [folder, game] of Object.entries(GAMES)) {
  const file = path.join(root, 'src/games', folder, 'web/learn.js');
  if (!fs.existsSync(file)) continue;
  const course = await import(file);
  const stages = course.stages({ t });
  assert(stages.length >= 8, `${game}: a course of at least eight stages`);
  assert.equal(new Set(stages.map((s) => s.id)).size, stages.length, `${game}: stage ids are unique`);
  for (const stage of stages) {
    const where = `${game} ${stage.id}`;
    const start = await playLine(e, game, stage, []);
    assert.equal(start.to_move, 'south', `${where}: South to move`);
    assert(!start.over, `${where}: the game is not over at the start`);
    // The solution with North's answers: the target holds after its last move only.
    const line = [];
    let state = start;
    let replies = 0;
    for (const [i, move] of stage.solution.entries()) {
      assert(state.legal.includes(move), `${where}: ${move} is legal (legal: ${state.legal.join(' ')})`);
      await e.cmd(gameLine(game, stage.options || {}));
      await e.cmd(`position ${stage.position}${line.length ? ` moves ${line.join(' ')}` : ''}`);
      const { trace } = traceParts(await e.cmd(`trace ${move}`));
      const before = state.board;
      line.push(move);
      state = await playLine(e, game, stage, line);
      const holds = targetHolds(stage.target, { move, ...readTrace(trace, before) }, state, start);
      const lastMove = i === stage.solution.length - 1;
      assert.equal(holds, lastMove, `${where}: the target ${lastMove ? 'holds' : 'does not hold yet'} after ${line.join(' ')}`);
      if (lastMove) break;
      assert(!state.over, `${where}: the game goes on after ${line.join(' ')}`);
      // North answers (unless it must pass: South moves again; again where South must).
      while (state.to_move === 'north') {
        line.push(northReply(stage, replies++, state.legal));
        state = await playLine(e, game, stage, line);
        assert(!state.over, `${where}: North's answer does not end the game`);
      }
    }
    // A one-move goal makes the learner look: at most half the legal moves reach it.
    if (stage.solution.length === 1) {
      let reached = 0;
      for (const move of start.legal) {
        await e.cmd(gameLine(game, stage.options || {}));
        await e.cmd(`position ${stage.position}`);
        const { trace } = traceParts(await e.cmd(`trace ${move}`));
        const after = await playLine(e, game, stage, [move]);
        if (targetHolds(stage.target, { move, ...readTrace(trace, start.board) }, after, start)) reached++;
      }
      assert(reached * 2 <= start.legal.length, `${where}: ${reached} of ${start.legal.length} legal moves reach the goal`);
    }
    checked++;
  }
}
e.quit();
assert(checked > 0, 'no course found');
console.log(`learn courses: ${checked} stages played to their targets`);
