// The games against the engine in this page (local rooms), kept in localStorage so that a
// reload goes on where the game was: each one's record { id, game, options, start, players,
// level, moves: [{move, side, ms}], end: null | {winner, reason} (an end from outside the
// board: resigned, loop-shared), last_untimed (an undo made the last move last again: the
// state's `last` has no animation_ms, as the server's), version, created, updated }. Its
// options are the server's text: every option, as name=value.
const PREFIX = 'manqala.local.';

export const isLocalId = (id) => /^local-[\w-]+$/.test(String(id));

export function newId() {
  const hex = crypto.randomUUID ? crypto.randomUUID().replace(/-/g, '') : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `local-${hex.slice(0, 16)}`;
}

export function loadRoom(id) {
  const text = localStorage.getItem(PREFIX + id);
  return text ? JSON.parse(text) : null;
}

export function saveRoom(rec) {
  localStorage.setItem(PREFIX + rec.id, JSON.stringify(rec));
}

export function dropRoom(id) {
  localStorage.removeItem(PREFIX + id);
}

// Every local room kept here, newest first.
export function allRooms() {
  const out = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k && k.startsWith(PREFIX)) {
      try {
        out.push(JSON.parse(localStorage.getItem(k)));
      } catch { /* not one of ours */ }
    }
  }
  return out.sort((a, b) => (b.created || '').localeCompare(a.created || ''));
}
