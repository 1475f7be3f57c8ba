// The games played without the server, to the archive once it answers again: each one POSTed to
// /api/import with its offline_id and this browser's own secret (offline_owner): the server
// stores an offline_id once, 201 the first time, 200 {"duplicate": true} when the same game
// comes again from the same browser, and 409 offline-id-taken for anything else under that id
// (a game here is then kept under a new id and sent again). A game is deleted here only after
// a 201 or a 200, so that none is lost and none is stored twice. Resolves with how many the
// archive took now.
import { request } from '../api/request.js';
import { dropGame, keepGame, keptGames } from './offline_games.js';

const OWNER_KEY = 'manqala.offline.owner';

// This browser's secret, made once: who sent a game, to the server, whatever its address.
function owner() {
  let secret = localStorage.getItem(OWNER_KEY);
  if (!secret) {
    secret = `${crypto.randomUUID()}${crypto.randomUUID()}`.replace(/-/g, '');
    localStorage.setItem(OWNER_KEY, secret);
  }
  return secret;
}

let running = null;

export function syncOfflineGames() {
  running ??= (async () => {
    let sent = 0;
    for (const kept of await keptGames().catch(() => [])) {
      let r;
      try {
        r = await request('POST', '/api/import', { ...kept.game, offline_id: kept.offline_id, offline_owner: owner() });
      } catch (e) {
        if (e.status === 0 || e.status >= 500 || e.status === 429) break; // later, then
        if (e.status === 409 && e.body && e.body.code === 'offline-id-taken') {
          // Another game holds the id: this one is kept under an id of its own, sent next time.
          const fresh = crypto.randomUUID();
          await keepGame(fresh, kept.game).then(() => dropGame(kept.offline_id)).catch(() => {});
        }
        continue; // refused for good (a game the server cannot take): kept, and said in the log
      }
      if (r && r.id) {
        await dropGame(kept.offline_id);
        sent++; // a duplicate too: stored by an earlier try whose answer was lost
      }
    }
    return sent;
  })().finally(() => { running = null; });
  return running;
}
