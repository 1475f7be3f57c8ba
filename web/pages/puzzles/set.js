// A game's puzzle set (docs/puzzles.md): the JSON Lines file that /api/meta's `puzzles`
// names (src/games/<folder>/web/puzzles.jsonl, written by `manqala puzzles generate`), one
// puzzle a line, fetched once a page load; offline the service worker has kept it.
const loaded = new Map(); // game -> Promise<puzzles>

// The puzzles of a set's text: each line one JSON object; blank lines skipped. A line that is
// not a puzzle (no id, position or line) is left out rather than breaking the whole set.
export function parseSet(text) {
  const out = [];
  for (const [i, raw] of String(text).split('\n').entries()) {
    if (!raw.trim()) continue;
    let p;
    try {
      p = JSON.parse(raw);
    } catch {
      console.error(`puzzle set: line ${i + 1} is not JSON`);
      continue;
    }
    if (!p || typeof p.id !== 'string' || typeof p.position !== 'string' || !Array.isArray(p.line) || !p.line.length) continue;
    out.push({ options: {}, themes: [], outcome: null, gain: 0, rating: 1500, ...p });
  }
  return out;
}

// game: its /api/meta entry (with `puzzles`, the set's address relative to the site).
export function loadSet(game) {
  if (!loaded.has(game.name)) {
    const url = new URL(game.puzzles, document.baseURI);
    const p = fetch(url).then(async (res) => {
      if (!res.ok) throw new Error(`${game.puzzles}: ${res.status}`);
      return parseSet(await res.text());
    });
    p.catch(() => loaded.delete(game.name)); // asked again next time
    loaded.set(game.name, p);
  }
  return loaded.get(game.name);
}
