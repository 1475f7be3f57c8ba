// The engine of PROTOCOL.md in a Web Worker: the WebAssembly build of src/wasm/ with threads
// where the page may share memory (cross-origin isolated: the server's or host's COOP and COEP
// headers), else the build without. The page posts command lines and receives reply lines,
// exactly as `manqala engine` reads and writes them (web/lib/engine/local_engine.js).
//
// Messages in:  a string (one command line), or {tables: [{name, bytes}]} to put endgame
//               tables (plain, format 1; name <game>/<options>/<file> as `manqala tb build`
//               writes them) in the engine's folder /tb, before `setoption tbpath /tb`.
// Messages out: {ready: true, threads: N, build: 'mt'|'st'} once, then each reply line as a string;
//               {tables: N} once tables are written; {error: text} when the engine could not start.
'use strict';

const threaded = self.crossOriginIsolated === true && typeof SharedArrayBuffer === 'function' &&
  !new URL(self.location.href).searchParams.has('single');
const POLL_MS = 15; // a threaded search writes while the worker is free: its lines are taken this often

let command = null;
let replies = null;
const waiting = []; // what came before the engine was ready

function flush() {
  const text = replies();
  if (!text) return;
  for (const line of text.split('\n')) if (line) self.postMessage(line);
}

function handle(data) {
  if (typeof data === 'string') {
    // One line at a time: a line holding a newline would be two commands.
    for (const line of data.split('\n')) if (line.trim()) command(line);
    flush();
  } else if (data && Array.isArray(data.tables)) {
    const FS = self.engineModule.FS;
    for (const t of data.tables) {
      // <game>/<options>/<file>, as `manqala tb build` lays them out: plain names only.
      const parts = String(t.name).split('/').map((p) => p.replace(/[^A-Za-z0-9._=,-]/g, '_')).filter((p) => p && p !== '..');
      let dir = '/tb';
      for (const p of ['', ...parts.slice(0, -1)]) {
        dir = p ? `${dir}/${p}` : dir;
        try { FS.mkdir(dir); } catch { /* already there */ }
      }
      FS.writeFile(`${dir}/${parts[parts.length - 1]}`, new Uint8Array(t.bytes));
    }
    self.postMessage({ tables: data.tables.length });
  }
}

self.onmessage = (e) => (command ? handle(e.data) : waiting.push(e.data));

try {
  const script = threaded ? 'manqala-engine-mt.js' : 'manqala-engine.js';
  importScripts(script);
  // The threads' workers load the engine's script again: from its address (loaded here by
  // importScripts, the script cannot find its own).
  self.createManqalaEngine({ mainScriptUrlOrBlob: new URL(script, self.location.href).href }).then((m) => {
    self.engineModule = m;
    command = m.cwrap('manqala_command', 'number', ['string']);
    replies = m.cwrap('manqala_replies', 'string', []);
    self.postMessage({ ready: true, threads: m._manqala_threads(), build: threaded ? 'mt' : 'st' });
    if (threaded) setInterval(flush, POLL_MS);
    for (const d of waiting.splice(0)) handle(d);
  }, (err) => self.postMessage({ error: String(err) }));
} catch (err) {
  self.postMessage({ error: String(err) });
}
