// /api/meta without the server: the static site's api/meta.json, else the copy this browser
// kept of the last one the server gave (keepMeta, on every answer of the server's).
import { isStaticSite, serverUnreachable } from './mode.js';

const KEY = 'manqala.meta';
let known = null; // the meta at hand, once read

export function keepMeta(meta) {
  known = meta;
  try {
    localStorage.setItem(KEY, JSON.stringify(meta));
  } catch { /* a full or closed storage: the next visit asks again */ }
}

export async function localMeta() {
  if (known) return known;
  // The static site's file (kept by its service worker), where the server is not there.
  if (isStaticSite() || serverUnreachable()) {
    try {
      const r = await fetch(new URL('api/meta.json', document.baseURI));
      if (r.ok && /json/.test(r.headers.get('Content-Type') || '')) {
        keepMeta(await r.json());
        return known;
      }
    } catch { /* offline, and not kept: the copy */ }
  }
  const kept = localStorage.getItem(KEY);
  return kept ? (known = JSON.parse(kept)) : null;
}

// One game's entry of the meta at hand (null when there is none).
export async function gameMeta(name) {
  const m = await localMeta();
  return (m && m.games.find((g) => g.name === name)) || null;
}
