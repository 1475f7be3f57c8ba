// Whether this page is local: it answers what it would ask the server with the engine in the
// page (lib/local/backend.js). It is local on the static site (static.json beside index.html:
// {"static": true, "version", "tables": [...]}), and while the server does not answer (a fetch
// fails or times out); the server answering again (the `online` event, a fetch that gets
// through) makes it a server's page again.
import { useTables } from '../engine/local_engine.js';

let staticSite = null; // Promise<object|null>: static.json, or null where there is none
let unreachable = false;

// The static site's static.json, asked once (null on a server: it has no such file).
export function staticInfo() {
  staticSite ??= fetch(new URL('static.json', document.baseURI), { cache: 'no-cache' })
    .then((r) => (r.ok ? r.json() : null))
    .then((j) => (j && j.static ? j : null), () => null)
    .then((j) => {
      useTables(j ? j.tables : []);
      return j;
    });
  return staticSite;
}

// Resolves with true when the page is local now.
export async function isLocal() {
  return !!(await staticInfo()) || unreachable;
}

// The server did not answer (true) or answered (false).
export function serverAnswered(yes) {
  if (unreachable === !yes) return;
  unreachable = !yes;
  window.dispatchEvent(new CustomEvent('manqala:local', { detail: { local: unreachable } }));
}

export const serverUnreachable = () => unreachable;
