// /api/meta without the server: the static site's api/meta.json, else the copy this browser
// kept of the last one the server gave (keepMeta, on every answer of the server's).
const KEY = 'manqala.meta';

export function keepMeta(meta) {
  try {
    localStorage.setItem(KEY, JSON.stringify(meta));
  } catch { /* a full or closed storage: the next visit asks again */ }
}

export async function localMeta() {
  try {
    const r = await fetch(new URL('api/meta.json', document.baseURI));
    if (r.ok) return await r.json();
  } catch { /* not the static site, or offline: the copy */ }
  const kept = localStorage.getItem(KEY);
  return kept ? JSON.parse(kept) : null;
}

// One game's entry of the meta at hand (null when there is none).
export async function gameMeta(name) {
  const m = await localMeta();
  return (m && m.games.find((g) => g.name === name)) || null;
}
