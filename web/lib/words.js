// Things said in words on several pages: dates, a game's title, a tournament's format and
// clock, a refusal of a club or tournament action.
import { explain } from './api/request.js';

export const when = (iso) => (iso ? new Date(iso).toLocaleString() : '');
export const gameTitle = (meta, name) => (meta.games.find((g) => g.name === name) || { title: name }).title;

// A refusal of a club or tournament action in words (explain's 403 is about seat tokens).
export const refused = (e) => (e.status === 403 || e.status === 401 ? `Refused: ${e.message}.` : explain(e));

export const FORMATS = [['swiss', 'Swiss'], ['round-robin', 'Round robin'], ['double-round-robin', 'Double round robin']];
export const formatText = (t) => FORMATS.find(([v]) => v === t.format)?.[1] || t.format;
// "2+0", "1:30+2": minutes (and seconds), then the increment in seconds, as players write it.
export function clockText(c) {
  if (!c || !c.initial_ms) return 'no clock';
  const m = Math.floor(c.initial_ms / 60000);
  const s = Math.round((c.initial_ms % 60000) / 1000);
  return `${m}${s ? `:${String(s).padStart(2, '0')}` : ''}+${Math.round((c.increment_ms || 0) / 1000)}`;
}
