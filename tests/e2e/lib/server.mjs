// Starts and stops `manqala serve` processes for the tests; every process started here is
// remembered so that it is killed whatever happens (test failure, timeout, Ctrl-C).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const running = new Set();

export function killAll() {
  for (const p of running) {
    try {
      p.kill('SIGKILL');
    } catch {}
  }
  running.clear();
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => { killAll(); process.exit(130); });
process.on('exit', killAll);

// Starts the server and resolves once its first stdout line names the URL.
// { binary, db, port = 0, engineMs = 30, log, tb } -> { url, port, proc, kill() }; tb: a tables directory
export function startServer({ binary, db, port = 0, engineMs = 30, log = null, timeoutMs = 15000, webRoot = null, tb = null, args: extra = [] }) {
  const args = ['serve', '--host', '127.0.0.1', '--port', String(port), '--db', db, '--engine-ms', String(engineMs), ...extra];
  if (webRoot) args.push('--web-root', webRoot);
  if (tb) args.push('--tb', tb);
  const proc = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(proc);
  const logStream = log ? fs.createWriteStream(log, { flags: 'a' }) : null;
  if (logStream) logStream.write(`\n$ ${binary} ${args.join(' ')}\n`);
  proc.stderr.on('data', (d) => logStream && logStream.write(d));
  proc.on('exit', () => running.delete(proc));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`server did not print its URL within ${timeoutMs} ms`)), timeoutMs);
    const fail = (e) => {
      clearTimeout(timer);
      try { proc.kill('SIGKILL'); } catch {}
      reject(e);
    };
    proc.on('exit', (code, sig) => fail(new Error(`server exited (${code ?? sig}) before listening: ${out.trim()}`)));
    proc.stdout.on('data', (d) => {
      if (logStream) logStream.write(d);
      out += d;
      const m = out.match(/^manqala serve: listening on (http:\/\/[^\s/]+:(\d+)\/)/m);
      if (m) {
        clearTimeout(timer);
        proc.removeAllListeners('exit');
        proc.on('exit', () => running.delete(proc));
        resolve({
          url: m[1],
          port: Number(m[2]),
          proc,
          kill: (signal = 'SIGKILL') => new Promise((res) => {
            if (proc.exitCode !== null || proc.signalCode !== null) return res();
            proc.once('exit', () => res());
            proc.kill(signal);
          }),
        });
      }
    });
  });
}

// Serves a static site's folder with scripts/serve-static.mjs (isolate: with COOP/COEP), as a
// static host would; killed with the servers. -> { url, port, kill() }
export function startStatic({ dir, isolate = false, port = 0, timeoutMs = 10000 }) {
  const script = new URL('../../../scripts/serve-static.mjs', import.meta.url).pathname;
  const proc = spawn(process.execPath, [script, dir, '--port', String(port), ...(isolate ? ['--isolate'] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
  running.add(proc);
  proc.on('exit', () => running.delete(proc));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => { proc.kill('SIGKILL'); reject(new Error('the static server did not start')); }, timeoutMs);
    proc.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/[^\s/]+:(\d+)\/)/);
      if (!m) return;
      clearTimeout(timer);
      resolve({ url: m[1], port: Number(m[2]), proc, kill: () => new Promise((res) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return res();
        proc.once('exit', () => res());
        proc.kill('SIGKILL');
      }) });
    });
  });
}
