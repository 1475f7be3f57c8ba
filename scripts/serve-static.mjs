// A plain static file server for the static site (`manqala static --out DIR`, docs/offline.md),
// as any static host serves it: files only, no /api/. Used by the tests; no dependencies.
//   node scripts/serve-static.mjs DIR [--port P] [--host H] [--isolate]
// --isolate: adds the two headers that make the page cross-origin isolated (COOP/COEP), as a
// host configured per docs/offline.md does: the engine then runs its threaded build.
// Prints "listening on http://HOST:PORT/" once ready (port 0: a free one).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const args = process.argv.slice(2);
const opt = (name, def) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : def; };
const root = path.resolve(args.find((a, i) => !a.startsWith('--') && !['--port', '--host'].includes(args[i - 1])) || '.');
const isolate = args.includes('--isolate');
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm', // compiled while it downloads only with this type
};

const server = http.createServer((req, res) => {
  let name;
  try {
    name = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  } catch {
    name = '\0';
  }
  const file = path.join(root, name.endsWith('/') ? name + 'index.html' : name);
  // Nothing outside the folder, no hidden files.
  const inside = file.startsWith(root + path.sep) && !name.includes('\0') && !/\/\./.test(name);
  fs.stat(file, (err, st) => {
    const headers = { 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' };
    if (isolate) Object.assign(headers, { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' });
    if (!inside || err || !st.isFile() || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('not found\n');
    }
    res.writeHead(200, { ...headers, 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream', 'Content-Length': st.size });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  });
});
server.listen(Number(opt('--port', 0)), opt('--host', '127.0.0.1'), () => {
  const a = server.address();
  console.log(`listening on http://${a.address}:${a.port}/${isolate ? ' (cross-origin isolated)' : ''}`);
});
