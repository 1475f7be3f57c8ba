// The service worker: the site offline after the first visit (docs/offline.md).
//
// Its version is the `v` of its address (sw.js?v=<build>, lib/pwa/register.js): a new build of
// the web files is a new address, so the browser installs a new worker beside the old one; it
// waits until the reader clicks "Reload" (message 'skipWaiting'), so one page never mixes the
// files of two builds. Each version has its own cache; the old ones go when a new one takes over.
//
// Install: the app shell is fetched into the cache: index.html and every file it names, every
// module the scripts import (read from the files themselves, so a new page needs no list here),
// the language catalogs, each game's web files (from the games' meta: rules, course, puzzle set),
// the engine (both builds) and, on a static site, the small endgame tables that static.json lists.
// Fetch: the site's files cache-first (a navigation gets the cached index.html: the routes are
// in the hash); the games' meta network-first (the last copy kept for offline); the server's other
// /api/ answers never cached, nor anything it marks no-store; a file missed at install is
// cached when first fetched. A cached answer keeps the headers the server sent (COOP/COEP: the
// page stays cross-origin isolated offline).
'use strict';

const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const CACHE = `manqala-${VERSION}`;
const BASE = new URL('./', self.location.href); // the site's folder: a static site may be under a sub-path

// The files the shell crawl starts from; the engine's are fetched by worker.js (importScripts and
// the .wasm), which no import names.
const ROOTS = ['index.html', 'app.js', 'manifest.webmanifest', 'engine/worker.js'];
const ENGINE = ['engine/engine_pair.js', 'engine/manqala-engine.js', 'engine/manqala-engine.wasm', 'engine/manqala-engine-mt.js',
  'engine/manqala-engine-mt.wasm', 'engine/manqala-engine-mt.worker.js'];
// The games' meta: the server's route, or the static site's copy of its answer.
const META = ['api/meta', 'api/meta.json'];
// Only files of these kinds are cached at run time (a server route such as a record's download is not).
const STATIC_FILE = /\.(html|js|mjs|css|json|jsonl|webmanifest|svg|png|ico|wasm|mqtb|txt)$/;

const rel = (url) => (url.startsWith(BASE.href) ? url.slice(BASE.href.length).replace(/[?#].*$/, '') : null);
// The meta is kept although the server marks it no-store (its answers are all no-store): the
// page offline needs its last copy.
const cacheable = (res, path = '') => res && res.ok && res.type === 'basic' && !res.redirected &&
  (META.includes(path) || !/no-store/.test(res.headers.get('Cache-Control') || ''));

// The relative addresses a file names: a module's imports (static, dynamic with a plain string,
// re-exports), a style sheet's url() and @import, a page's href and src.
function named(path, text) {
  const found = [];
  if (/\.m?js$/.test(path)) {
    for (const m of text.matchAll(/\b(?:from\s*|import\s*\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]+)\1/g)) found.push(m[2]);
    // lib/i18n.js's LANGUAGES: { code: 'ar', ... } → each language's catalog.
    for (const m of text.matchAll(/\bcode:\s*'([a-z]{2,3}(?:-[A-Za-z]+)?)'/g)) found.push(new URL(`i18n/${m[1]}.json`, BASE).href);
  } else if (/\.css$/.test(path)) {
    for (const m of text.matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)|@import\s+['"]([^'"]+)['"]/g)) found.push(m[1] || m[2]);
  } else if (/\.(html|webmanifest)$/.test(path)) {
    for (const m of text.matchAll(/(?:href|src)(?:"\s*:\s*|=)"([^"#:]+)"/g)) found.push(m[1]);
  }
  return found.map((u) => new URL(u, new URL(path, BASE)).href).filter((u) => rel(u) !== null);
}

// Fetches each file into the cache once, then the files it names. Only index.html and app.js
// must come (a site without them offline is no site); any other file missing is skipped.
async function precache() {
  const cache = await caches.open(CACHE);
  const done = new Set();
  const texts = {};
  async function take(url, required = false) {
    if (done.has(url)) return;
    done.add(url);
    let res;
    try {
      // The server answers 429 to a connection asking too fast (its per-connection rate): the
      // shell is a hundred files, so such a file is asked again after its Retry-After.
      for (let tries = 0; ; ++tries) {
        res = await fetch(url, { cache: 'no-cache' });
        if (res.status !== 429 || tries === 3) break;
        await new Promise((r) => setTimeout(r, 1000 * (Number(res.headers.get('Retry-After')) || 1)));
      }
    } catch (e) {
      if (required) throw e;
      return;
    }
    const path = rel(url);
    if (!cacheable(res, path)) {
      if (required) throw new Error(`${url}: ${res.status}`);
      return;
    }
    const readable = /\.(m?js|css|html|webmanifest|json)$/.test(path) || META.includes(path);
    if (readable) texts[path] = await res.clone().text();
    await cache.put(url, res);
    if (readable) await Promise.all(named(path, texts[path]).map((u) => take(u)));
  }
  const abs = (p) => new URL(p, BASE).href;
  await Promise.all(ROOTS.map((p) => take(abs(p), p === 'index.html' || p === 'app.js')));
  await Promise.all(ENGINE.map((p) => take(abs(p))));
  // The games' own files (catalogs, rules and refusal pages, courses, puzzle sets), as the meta names them.
  for (const p of META) {
    await take(abs(p));
    if (!texts[p]) continue;
    const languages = Object.keys(texts).filter((k) => /^i18n\/[\w-]+\.json$/.test(k)).map((k) => k.slice(5, -5));
    const games = JSON.parse(texts[p]).games || [];
    await Promise.all(games.flatMap((g) => [g.rules_page, g.refusal_page, g.learn_page, g.puzzles, ...(g.catalogs ? languages.map((l) => `${g.catalogs}${l}.json`) : [])]
      .filter(Boolean).map((f) => take(abs(f)))));
    break;
  }
  // A static site's endgame tables (static.json: "tables", <game>/<options>/<n>.mqtb under tb/).
  await take(abs('static.json'));
  if (texts['static.json']) {
    const tables = JSON.parse(texts['static.json']).tables || [];
    await Promise.all(tables.filter((x) => typeof x === 'string').map((x) => take(abs(`tb/${x}`))));
  }
}

self.addEventListener('install', (e) => e.waitUntil(precache()));

self.addEventListener('activate', (e) => e.waitUntil((async () => {
  for (const name of await caches.keys()) if (name.startsWith('manqala-') && name !== CACHE) await caches.delete(name);
  await self.clients.claim(); // the first visit's page too, without a reload
})()));

// The reader clicked "Reload" on the notice of a new version (lib/pwa/register.js).
self.addEventListener('message', (e) => {
  if (e.data === 'skipWaiting') self.skipWaiting();
});

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(request)) || cache.match(request, { ignoreSearch: true });
}

async function cacheFirst(request) {
  const hit = await caches.open(CACHE).then((c) => c.match(request));
  if (hit) return hit;
  try {
    const res = await fetch(request);
    const path = rel(request.url);
    if (cacheable(res) && STATIC_FILE.test(path)) await caches.open(CACHE).then((c) => c.put(request, res.clone()));
    return res;
  } catch (e) {
    const near = await fromCache(request);
    if (near) return near;
    throw e;
  }
}

async function networkFirst(request) {
  try {
    const res = await fetch(request, { cache: 'no-cache' });
    if (cacheable(res, rel(request.url))) await caches.open(CACHE).then((c) => c.put(request, res.clone()));
    return res;
  } catch (e) {
    const hit = await fromCache(request);
    if (hit) return hit;
    throw e;
  }
}

self.addEventListener('fetch', (e) => {
  const { request } = e;
  if (request.method !== 'GET') return;
  const path = rel(request.url);
  if (path === null) return; // another origin, or outside the site's folder
  if (META.includes(path)) return e.respondWith(networkFirst(request));
  if (path.startsWith('api/')) return; // the server's live answers: straight to the network
  // A navigation to the site itself is the one page (index.html); another (a print sheet's own
  // address) is a file like any other.
  if (request.mode === 'navigate' && (path === '' || path === 'index.html'))
    return e.respondWith(fromCache(new URL('index.html', BASE).href).then((hit) => hit || fetch(request)));
  e.respondWith(cacheFirst(request));
});
