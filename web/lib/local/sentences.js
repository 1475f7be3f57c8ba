// GameState's `result` as the server writes it (src/facade/sentences.cpp): the winner, the
// reason, and the English sentence for programs and logs (the page words a result from its
// catalogs, lib/ui.js resultDetail, with this text as the last fallback). A game's own sentence
// for each way it ends (src/games/<game>/end_reasons.h) is in its English catalog
// (games/<folder>/i18n/en.json, `end.<reason>.sentence`, the same words), which the page has
// (the service worker keeps it): read once per game. Without it the sentence is a plain one.

const catalogs = new Map(); // game name -> Promise<object|null>: its English catalog

function englishCatalog(meta) {
  if (!meta || !meta.catalogs) return Promise.resolve(null);
  if (!catalogs.has(meta.name)) {
    const base = typeof document !== 'undefined' && document.baseURI;
    const asked = !base ? Promise.resolve(null)
      : fetch(new URL(`${meta.catalogs}en.json`, base))
        .then((r) => (r.ok ? r.json() : null))
        .catch(() => null);
    catalogs.set(meta.name, asked.then((c) => {
      if (!c) catalogs.delete(meta.name); // asked again next time (offline before it was kept)
      return c;
    }));
  }
  return catalogs.get(meta.name);
}

const sideTitle = (s) => (s === 'south' ? 'South' : 'North');
const other = (s) => (s === 'south' ? 'north' : 'south');

// {over, winner: south|north|draw, reason, outside?} and the captured counts -> GameState's
// result (null while the game goes on). `outside`: an end from outside the board (a
// resignation), whose sentence is the server's own.
export async function resultJson(meta, st, captured) {
  if (!st.over) return null;
  const w = st.winner;
  if (st.outside) {
    const loser = other(w);
    return { winner: w, reason: st.reason, text: `${sideTitle(loser)} resigned: ${sideTitle(w)} wins.` };
  }
  // The score from the winner's side, the winner's count first (a draw: South's first).
  const first = w === 'north' ? 'north' : 'south';
  const score = `${captured[first]}–${captured[other(first)]}`;
  const verdict = w === 'draw' ? 'a draw' : `${sideTitle(w)} wins`;
  const loser = sideTitle(w === 'south' ? 'north' : 'south');
  const catalog = await englishCatalog(meta);
  const sentence = catalog && catalog[`end.${st.reason}.sentence`];
  const text = typeof sentence === 'string'
    ? sentence.replace(/\{(loser|verdict|score)\}/g, (m, k) => ({ loser, verdict, score })[k])
    : w === 'draw' ? `A draw (${st.reason}), ${score}.` : `${sideTitle(w)} wins (${st.reason}), ${score}.`;
  return { winner: w, reason: st.reason, text };
}
