// The page's three parts (web/): board/ (the widget: imports nothing), lib/ (the API client,
// the live connections, shared helpers: imports lib/ and board/ only), and the pages (pages/:
// pages/<page>.js and the components in its own folder, pages/<page>/, import lib/, board/ and
// that folder, never another page); app.js, the router, loads the pages. The router's entries
// are in pages/ too: the list of features (pages/feature_list.js) imports each feature's
// pages/<feature>/feature.js, which loads its pages only when shown (import()); no page imports
// either. Every import names a module that exists and exports the names imported. And every
// file of web/, nested folders too, is served by the server under test as it is on disk, with
// its content type.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assert, assertEq } from './lib/page.mjs';

const web = fileURLToPath(new URL('../../web', import.meta.url));

function files(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...files(p));
    else out.push(p);
  }
  return out;
}

const exportsOf = (file) => new Set([...fs.readFileSync(file, 'utf8')
  .matchAll(/^export (?:async )?(?:const|let|function\*?|class) (\w+)|^export (default)\b/gm)].map((m) => m[1] || m[2]));

// The router's part of pages/: the feature list and each feature's entries.
const FEATURE_LIST = path.join('pages', 'feature_list.js');
const isFeature = (rel) => /^pages[\\/][\w-]+[\\/]feature\.js$/.test(rel);

async function layers() {
  const modules = files(web).filter((f) => f.endsWith('.js'));
  const part = (f) => path.relative(web, f).split(path.sep)[0];
  const wrong = [];
  for (const f of modules) {
    const text = fs.readFileSync(f, 'utf8');
    const from = path.relative(web, f);
    const imports = [...text.matchAll(/^import\s*\{([^}]*)\}\s*from\s*'([^']+)';/gm), ...text.matchAll(/^import\s+'([^']+)';/gm)];
    for (const m of text.matchAll(/^import\s+[\w$]+\s+from\s*'([^']+)';/gm)) imports.push([null, 'default', m[1]]);
    const statics = imports.length;
    for (const m of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) imports.push([null, '', m[1]]);
    for (const [i, [, names, spec]] of imports.entries()) {
      if (!spec.startsWith('.')) {
        wrong.push(`${from}: imports '${spec}' (not a relative path)`);
        continue;
      }
      const target = path.resolve(path.dirname(f), spec);
      const to = path.relative(web, target);
      if (!fs.existsSync(target)) {
        wrong.push(`${from}: '${spec}' does not exist`);
        continue;
      }
      const ex = exportsOf(target);
      for (const n of names.split(',').map((s) => s.trim().split(/\s+as\s+/)[0]).filter(Boolean))
        if (!ex.has(n)) wrong.push(`${from}: '${spec}' exports no ${n}`);
      const p = part(f);
      const q = part(target);
      if (p === 'board') wrong.push(`${from}: the board widget imports ${to}`);
      if (p === 'lib' && q !== 'lib' && q !== 'board') wrong.push(`${from}: lib/ imports ${to}`);
      if (from === FEATURE_LIST) {
        if (!isFeature(to) || i >= statics) wrong.push(`${from}: imports ${to} (the list names each feature's feature.js, statically)`);
      } else if (isFeature(from)) {
        if (q !== 'pages' || isFeature(to) || to === FEATURE_LIST || i < statics)
          wrong.push(`${from}: imports ${to} (a feature loads its pages when shown: import())`);
      } else if (p === 'pages' && (isFeature(to) || to === FEATURE_LIST)) {
        wrong.push(`${from}: a page imports the router's ${to}`);
      } else if (p === 'pages') {
        // A page's own folder: pages/<page>/ for pages/<page>.js and for the files inside it.
        const own = path.join(web, 'pages', path.relative(web, f).split(path.sep)[1].replace(/\.js$/, ''), path.sep);
        if (q === 'pages' && !target.startsWith(own)) wrong.push(`${from}: a page imports another page's ${to}`);
        else if (q !== 'pages' && q !== 'lib' && q !== 'board') wrong.push(`${from}: a page imports ${to}`);
      }
    }
  }
  assertEq(wrong, [], 'the imports of web/ keep to board/ <- lib/ <- pages/');
  assert(modules.some((f) => part(f) === 'board') && modules.some((f) => part(f) === 'lib') && modules.some((f) => part(f) === 'pages'),
    'web/ has board/, lib/ and pages/');
}

async function served(t) {
  const srv = await t.server();
  const types = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.html': 'text/html; charset=utf-8',
    '.svg': 'image/svg+xml' };
  const all = files(web);
  assert(all.some((f) => path.relative(web, f).split(path.sep).length > 2), 'web/ has nested folders (lib/api/)');
  // As a browser does: a 429 (requests too fast on one connection) is asked again after its
  // Retry-After.
  const get = async (url) => {
    for (let tries = 0; ; ++tries) {
      const res = await fetch(url);
      if (res.status !== 429 || tries === 3) return res;
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 1000 * (Number(res.headers.get('Retry-After')) || 1)));
    }
  };
  for (const f of all) {
    const rel = path.relative(web, f).split(path.sep).join('/');
    const res = await get(`${srv.url.replace(/\/$/, '')}/${rel}`);
    const body = Buffer.from(await res.arrayBuffer());
    assertEq([res.status, res.headers.get('content-type')], [200, types[path.extname(f)] || res.headers.get('content-type')], `/${rel}`);
    assert(body.equals(fs.readFileSync(f)), `/${rel} is served as it is on disk (rebuild the binary after changing web/)`);
  }
  t.log(`${all.length} files served`);
}

export const layerTests = [
  ['web layers: board/ <- lib/ <- pages/', layers],
  ['web files served, nested folders too', served],
];
