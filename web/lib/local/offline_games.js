// The games played without the server, kept in IndexedDB until the archive has them: each one
// { offline_id (a UUID), game: the export JSON (docs/web-api.md "The archive"), kept (ms) }.
// sync.js sends them; one is deleted only once the server has answered that it stored it.
const DB = 'manqala';
const STORE = 'offline-games';

let opened = null;
function db() {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'offline_id' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opened = null;
      reject(req.error);
    };
  });
  return opened;
}

async function run(mode, fn) {
  const d = await db();
  return new Promise((resolve, reject) => {
    const tx = d.transaction(STORE, mode);
    const req = fn(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(req && req.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

export const keepGame = (offlineId, game) => run('readwrite', (s) => s.put({ offline_id: offlineId, game, kept: Date.now() }));
export const dropGame = (offlineId) => run('readwrite', (s) => s.delete(offlineId));
export const keptGames = () => run('readonly', (s) => s.getAll());
