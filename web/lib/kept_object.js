// A JSON object kept in this browser's localStorage under one key: read whole ({} when absent,
// damaged or not an object) and written whole; a browser that refuses storage (private mode,
// full) keeps nothing rather than breaking the page.
export function readKept(key) {
  try {
    const v = JSON.parse(localStorage.getItem(key));
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}

export const writeKept = (key, value) => { try { localStorage.setItem(key, JSON.stringify(value)); } catch {} };
