// Whether this page is local: it answers what it would ask the server with the engine in the
// page (lib/local/backend.js). It is local on the static site (static.json beside index.html:
// {"static": true, "version", "tables": [...]}, asked only once a route the server always
// answers came back 404), and while the server does not answer (a fetch fails or times out);
// the server answering again makes it a server's page again (the `manqala:local` event says
// each change).
import { useTables } from '../engine/local_engine.js';

let staticSite = null; // Promise<object|null>: static.json, or null where there is none
let isStatic = false;
let unreachable = false;

// The static site's static.json, asked once (null on a server: it has no such file).
export function staticInfo() {
  staticSite ??= fetch(new URL('static.json', document.baseURI), { cache: 'no-cache' })
    .then((r) => (r.ok ? r.json() : null))
    .then((j) => (j && j.static ? j : null), () => null)
    .then((j) => {
      useTables(j ? j.tables : []);
      if (j && !isStatic) {
        isStatic = true;
        window.dispatchEvent(new CustomEvent('manqala:local', { detail: { local: true, static: true } }));
      }
      return j;
    });
  return staticSite;
}

// Whether the page is local now (as far as it knows).
export const isLocal = () => isStatic || unreachable;
export const isStaticSite = () => isStatic;
export const serverUnreachable = () => unreachable;

// The server did not answer (false) or answered (true). While it does not, the page asks it
// now and then (and when the browser is back online) whether it is there again: the routes the
// page answers itself do not ask it.
const PROBE_MS = 30000;
let probe = null;
export function serverAnswered(yes) {
  if (unreachable === !yes) return;
  unreachable = !yes;
  clearInterval(probe);
  if (unreachable) probe = setInterval(ask, PROBE_MS);
  if (!isStatic) window.dispatchEvent(new CustomEvent('manqala:local', { detail: { local: unreachable } }));
}
function ask() {
  fetch('/api/meta').then((r) => /json/.test(r.headers.get('Content-Type') || '') && serverAnswered(true), () => {});
}
window.addEventListener('online', () => unreachable && ask());
