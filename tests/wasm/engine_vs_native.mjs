// The WebAssembly engine (src/wasm/, both builds) against the native one (`manqala engine`):
// the same commands, the same replies. perft counts, legal moves, traces and positions must be
// equal; searches at fixed depths on one thread must give the same info lines (depth, score,
// nodes, pv) and bestmove, times and speeds aside. Several options of both games.
//   node --no-experimental-fetch tests/wasm/engine_vs_native.mjs --binary build/release/manqala --engine build/engine
// Exits 77 (skipped) when the WebAssembly engine was not built (no emscripten).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const binary = path.resolve(arg('--binary', 'build/release/manqala'));
const engineDir = path.resolve(arg('--engine', 'build/engine'));

// Each script: the commands, sent to both engines as they are.
const scripts = [
  ['game hawalis', 'perft 4', 'legal', 'trace a1', 'position startpos moves a1 g3', 'show', 'status', 'perft 3',
    'go depth 7', 'setoption multipv 3', 'go depth 5'],
  ['game hawalis relay=false seeds=3', 'perft 4', 'go depth 6', 'play a1', 'show', 'undo', 'show'],
  ['game hawalis back-capture=false singleton-capture=false', 'perft 4', 'go depth 6'],
  ['game al-manqala', 'perft 5', 'legal', 'trace c1', 'go depth 9', 'position startpos moves c1 f2 a1', 'show', 'go depth 8'],
  ['game al-manqala capture=2 skip-origin=true', 'perft 5', 'go depth 8'],
  ['game al-manqala feed=none seeds=5', 'perft 4', 'go depth 7'],
  // A position text, an endgame, bad input answered the same way.
  ['game al-manqala', 'position 0,0,1,0,0,2,0/0,1,0,0,0,0,1 S 20 31', 'legal', 'perft 6', 'go depth 12', 'status'],
  ['game hawalis', 'position 0,0,0,0,0,0,1/0,0,0,0,0,0,0/0,0,0,0,0,0,0/1,0,0,0,0,0,1 S 0 0', 'legal', 'go depth 10',
    'play z9', 'bogus', 'perft 99', 'go depth 0', 'setoption threads 999', 'bench -4'],
];

// Times and speeds differ between runs; everything else must not.
// The threads `setoption` accepts differ too (a browser's pool is smaller).
const comparable = (line) => line.replace(/ (nps|time) \d+/g, '').replace(/threads 1-\d+/, 'threads 1-N');

function native(commands) {
  return new Promise((resolve, reject) => {
    const p = spawn(binary, ['engine']);
    let out = '';
    p.stdout.on('data', (d) => { out += d; });
    p.on('error', reject);
    p.on('close', () => resolve(out.split('\n').filter(Boolean)));
    p.stdin.end(commands.join('\n') + '\n'); // no quit: at the end of its input the engine finishes its search
  });
}

const require = createRequire(import.meta.url);
process.setMaxListeners(0); // each module listens for the process's uncaught errors
const { EnginePair } = require('../../web/engine/engine_pair.js');

// One module's protocol face, as web/engine/worker.js makes it.
async function face(file) {
  const m = await require(file)();
  return { command: m.cwrap('manqala_command', 'number', ['string']), replies: m.cwrap('manqala_replies', 'string', []) };
}

// The engine as the worker builds it: the single-thread module alone, or judging beside the
// threaded one searching (web/engine/engine_pair.js).
async function wasm(build) {
  const judge = await face(path.join(engineDir, 'manqala-engine.js'));
  const threaded = build === 'threaded';
  const engine = new EnginePair(judge, threaded ? await face(path.join(engineDir, 'manqala-engine-mt.js')) : null);
  return {
    async run(commands) {
      const out = [];
      for (const c of commands) {
        engine.command(c);
        // The threaded build answers a search from its thread: wait for the search's last line.
        const from = out.length;
        for (let waited = 0; ; waited += 5) {
          out.push(...engine.replies().split('\n').filter(Boolean));
          if (!threaded || (out.length > from && endsCommand(out[out.length - 1], c))) break;
          if (waited > 120000) throw new Error(`no answer to '${c}'`);
          await new Promise((r) => setTimeout(r, 5));
        }
      }
      return out;
    },
  };
}

// Whether `line` is the last reply to `command` (PROTOCOL.md: one line, or info lines and bestmove).
function endsCommand(line, command) {
  if (line === undefined) return false;
  if (command.startsWith('go')) return line.startsWith('bestmove') || line.startsWith('error');
  if (command.startsWith('bench')) return line.startsWith('bench') || line.startsWith('error');
  return true;
}

const has = (f) => fs.existsSync(path.join(engineDir, f));
if (!has('manqala-engine.js')) {
  console.log(`skipped: no WebAssembly engine in ${engineDir} (make wasm needs emscripten)`);
  process.exit(77);
}
const builds = has('manqala-engine-mt.js') ? ['single', 'threaded'] : ['single'];
let failures = 0;
let compared = 0;
for (const build of builds) {
  for (const commands of scripts) {
    const engine = await wasm(build); // fresh modules each script, as a fresh process
    const [a, b] = await Promise.all([native(commands), engine.run(commands)]);
    const ca = a.map(comparable), cb = b.map(comparable);
    const n = Math.max(ca.length, cb.length);
    for (let i = 0; i < n; ++i) {
      if (ca[i] !== cb[i]) {
        ++failures;
        console.error(`${build} [${commands[0]}] line ${i + 1}:\n  native: ${ca[i]}\n  wasm:   ${cb[i]}`);
        break;
      }
    }
    compared += n;
  }
  console.log(`${build} build: ${scripts.length} scripts compared`);
}
// Something was compared: perft counts and bestmoves, not two empty answers.
const perfts = (await native(scripts[0])).filter((l) => l.startsWith('perft ')).length;
if (perfts !== 2) { console.error(`expected 2 perft answers from the native engine, got ${perfts}`); ++failures; }
console.log(`${compared} reply lines compared, ${failures} scripts differ`);
process.exit(failures ? 1 : 0);
