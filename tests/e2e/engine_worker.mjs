// The engine's Web Worker in Chromium (web/engine/worker.js) against `manqala engine`: the same
// commands, the same replies, in the build with threads (the page cross-origin isolated) and
// in the one without (`?single`). perft counts, legal moves, a trace, searches at fixed depths
// (depth, score, nodes, pv, bestmove; times and speeds aside) and an error, in both games
// under several options. tests/wasm/engine_vs_native.mjs does the same under Node, more.
import { execFileSync } from 'node:child_process';
import { assertEq } from './lib/page.mjs';

const scripts = [
  ['game hawalis', 'perft 4', 'legal', 'trace c2', 'go depth 8', 'play a9'],
  ['game hawalis relay=false seeds=3', 'perft 3', 'setoption multipv 2', 'go depth 6'],
  ['game al-manqala', 'position startpos moves c1 f2', 'perft 5', 'go depth 10', 'show'],
  ['game al-manqala capture=2 feed=none', 'go depth 9', 'status'],
];
const comparable = (line) => line.replace(/ (nps|time) \d+/g, '');
// A command's reply is over with its last line: bestmove for a search, else its one line.
const last = (command) => (command.startsWith('go') ? /^(bestmove|error)/ : /./);

function native(binary, commands) {
  // No quit: at the end of its input the engine finishes its search first.
  return execFileSync(binary, ['engine'], { input: commands.join('\n') + '\n' }).toString().split('\n').filter(Boolean);
}

async function inWorker(page, single, commands) {
  return page.evaluate(async ({ single, commands, lastGo }) => {
    const w = new Worker(single ? 'engine/worker.js?single' : 'engine/worker.js');
    const lines = [];
    let wake = () => {};
    let build = null;
    w.onmessage = (e) => {
      if (typeof e.data === 'string') lines.push(e.data);
      else if (e.data && e.data.ready) build = e.data.build;
      wake();
    };
    for (const c of commands) {
      const from = lines.length;
      w.postMessage(c);
      const end = c.startsWith('go') ? new RegExp(lastGo) : /./;
      while (!lines.slice(from).some((l) => end.test(l))) await new Promise((r) => { wake = r; });
    }
    w.terminate();
    return { build, lines };
  }, { single, commands, lastGo: last('go').source });
}

async function workerMatchesNative(t) {
  const srv = await t.server();
  const page = await t.newPage();
  await page.goto(srv.url);
  for (const single of [true, false]) {
    for (const commands of scripts) {
      const { build, lines } = await inWorker(page, single, commands);
      assertEq(build, single ? 'st' : 'mt', 'the build the page asked for');
      assertEq(lines.map(comparable), native(t.binary, commands).map(comparable), `${build}: ${commands[0]}`);
    }
  }
  t.log(`${scripts.length} scripts, both builds, as manqala engine answers them`);
}

export const engineWorkerTests = [['the engine worker in Chromium answers as manqala engine', workerMatchesNative]];
