// The games played without the server, to the archive once it answers again: each one POSTed to
// /api/import with its offline_id (the server stores an offline_id once: 201 the first time,
// 200 {"duplicate": true} after), and deleted here only after one of those answers, so that
// none is lost and none is stored twice. Resolves with how many the archive took now.
import { request } from '../api/request.js';
import { dropGame, keptGames } from './offline_games.js';

let running = null;

export function syncOfflineGames() {
  running ??= (async () => {
    let sent = 0;
    for (const kept of await keptGames().catch(() => [])) {
      let r;
      try {
        r = await request('POST', '/api/import', { ...kept.game, offline_id: kept.offline_id });
      } catch (e) {
        if (e.status === 0 || e.status >= 500 || e.status === 429) break; // later, then
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
