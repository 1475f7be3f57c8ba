// Things said in words on several pages: dates, numbers shown as they are (ratings), a game's
// title, a tournament's format and clock, a refusal of a club or tournament action.
import { explain, reason } from './api/request.js';
import { t, num, locale, when as dateAndTime } from './i18n.js';

// A board's results as a director enters them (White's, i.e. South's, score first); "bye" is
// never entered. The score ("1–0", "+ –") is kept left to right on every page, so that South's
// win reads "1–0" on the Arabic sheet as on the English one; words after it ("(forfeit)") flow
// with the page. (The over-the-board pages and the broadcast's say results alike.)
export const RESULTS = ['1-0', '0-1', '1/2', '+-', '-+', '--'];
export function resultText(r) {
  if (!RESULTS.includes(r)) return r === 'bye' ? t('otb.result.bye') : String(r || '');
  const text = digits(t(`otb.result.${r}`));
  const cut = text.indexOf(' (');
  return cut < 0 ? `\u2066${text}\u2069` : `\u2066${text.slice(0, cut)}\u2069${text.slice(cut)}`;
}

// A date and time (i18n's), a day, and a time of day, as the reader's language writes them.
export const when = (iso) => dateAndTime(iso);
export const day = (iso) => (iso ? new Intl.DateTimeFormat(locale(), { dateStyle: 'medium' }).format(new Date(iso)) : '');
export const timeOfDay = (d = new Date()) => new Intl.DateTimeFormat(locale(), { timeStyle: 'medium' }).format(d);
// A number in the reader's digits without grouping: a rating (1662), a level's rating.
export const plain = (n) => new Intl.NumberFormat(locale(), { useGrouping: false }).format(n);
// A rating's change as players write it: "+12", "−9" (a true minus), "0"; in the reader's digits,
// its sign where the language puts it (Arabic's carries a letter mark: read first, on the right).
export const ratingChange = (n) =>
  new Intl.NumberFormat(locale(), { useGrouping: false, signDisplay: 'exceptZero' }).format(n).replace('-', '\u2212');

// Points as players write them: 2.5 or "2.5" (the server's text) -> "2½", 0.5 -> "½", in the
// reader's digits; bad text is shown as it came.
export function pointsText(p) {
  const x = Number(p);
  if (p === '' || p == null || !Number.isFinite(x)) return String(p ?? '');
  const whole = Math.floor(x);
  // Kept left to right as a whole: "3½" on a right-to-left page too.
  return x % 1 ? `\u2066${whole ? num(whole) : ''}½\u2069` : num(x);
}

// An engine's score as the server writes it ("+3", "-1", "0" seeds; "win 7", "loss 4" plies to
// the end) in the reader's words and digits.
export function scoreText(text) {
  const m = /^(win|loss) (\d+)$/.exec(String(text));
  if (m) return t(`score.${m[1]}`, { count: Number(m[2]) });
  return digits(text);
}
// A text's numbers ("+3", "9½", "1.5") in the reader's digits.
export const digits = (text) => String(text).replace(/\d+(\.\d+)?/g, (d) => num(Number(d)));

// A game's title in the reader's language (its catalog's), meta's title as the fallback.
// The tie-breaks a tournament that chose none uses, by format (the server's, pairing::default_tie_breaks).
export const DEFAULT_BREAKS = { swiss: 'BH-C1,BH,SB,DE', 'round-robin': 'SB,DE,WIN', 'double-round-robin': 'SB,DE,WIN' };

// A tie-break's name: its C.07 acronym's words where the catalog has them, else the acronym.
export const tiebreakName = (code) => t(`otb.tiebreak.${String(code).replace(/[^\w]/g, '_')}`, {}, code);

export const titleOf = (name, title = name) => t(`game.${name}.title`, {}, title);
export const gameTitle = (meta, name) => titleOf(name, (meta.games.find((g) => g.name === name) || { title: name }).title);

// A seat without an account (human, engine, nobody) in words; an account's name as it is.
export const seatName = (p) => (['human', 'engine', 'nobody'].includes(p) ? t(`seat.${p}`) : p);

// A speed (bullet, blitz, rapid, classical, untimed) in words; heading: capitalised, as a title.
export const speedName = (speed, heading = false) => t(`speed.${speed}${heading ? '.heading' : ''}`, {}, speed);

// A refusal of a club or tournament action in words (explain's 403 is about seat tokens).
export const refused = (e) => (e.status === 403 || e.status === 401 ? t('error.refused', { why: reason(e) }) : explain(e));

// The tournament formats: [value, words] for the form's list.
export const FORMATS = ['swiss', 'round-robin', 'double-round-robin'];
export const formatName = (f) => t(`format.${f}`, {}, f);
export const formatText = (tm) => formatName(tm.format);
// "2+0", "1:30+2": minutes (and seconds), then the increment in seconds, as players write it.
export function clockText(c) {
  if (!c || !c.initial_ms) return t('clock.none');
  const m = Math.floor(c.initial_ms / 60000);
  const s = Math.round((c.initial_ms % 60000) / 1000);
  return `${num(m)}${s ? `:${num(s).padStart(2, num(0))}` : ''}+${num(Math.round((c.increment_ms || 0) / 1000))}`;
}

// A correspondence game's time left, to the minute: "2 days 5 hours", "5 hours 12 minutes",
// "12 minutes".
export function timeLeftText(ms) {
  const minutes = Math.floor(Math.max(0, ms) / 60000);
  const d = Math.floor(minutes / 1440), hr = Math.floor((minutes % 1440) / 60), m = minutes % 60;
  const two = (a, b) => t('time.twoUnits', { a, b });
  if (d > 0) return two(t('time.days', { count: d }), t('time.hours', { count: hr }));
  if (hr > 0) return two(t('time.hours', { count: hr }), t('time.minutes', { count: m }));
  return t('time.minutes', { count: m });
}
