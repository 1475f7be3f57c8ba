// A move in words, for the screen-reader mode (docs/accessibility.md "Screen-reader mode"): who
// played which pit, how the sowing went (one lap, or a relay's laps) and where it ended, what it
// took, and what follows from it (a pass, a row to feed, the end of the game); never each seed's
// fall. A move is a record (records.js): its side and pit, the board before it, its trace and
// the position after it. How a game takes seeds is said in its own words, the catalog's
// game.<name>.speech.capture (one pit) and .chain (several: a Hawalis file, an Al-manqala chain),
// from the game's own catalogs (src/games/<folder>/web/i18n/: "speech.capture", "speech.chain").
import { t, has, list, ltr } from '../i18n.js';
import { readTrace } from '../move_report.js';
import { sideName, resultSentence } from '../ui.js';

const other = (s) => (s === 'south' ? 'north' : 'south');
// Pit names in a list keep their own direction on a right-to-left page.
export const pitsText = (pits) => list(pits.map(ltr));

// The sowing: one lap ("sows 3 seeds, ends in e1"), a relay's laps, or a relay cut short.
function sowing(laps, truncated) {
  if (truncated) return t('speech.relay.long', { count: laps.length });
  const end = laps.at(-1).end;
  if (laps.length > 1) return t('speech.relay', { count: laps.length, end });
  return t('speech.lap', { count: laps[0].seeds, end });
}

// The seeds taken, in the game's own words (the general ones for a game without them).
function taking(game, captures) {
  const params = { pits: pitsText(captures.map((c) => c.pit)), count: captures.reduce((a, c) => a + c.seeds, 0) };
  const kind = captures.length > 1 ? 'chain' : 'capture';
  if (has(`game.${game}.speech.${kind}`)) return t(`game.${game}.speech.${kind}`, params);
  return captures.length > 1 ? t('speech.chain', params) : t('speech.capture', params);
}

// Whether a side's rows are all empty.
const rowsEmpty = (board, side) => {
  const half = board.length / 2;
  return board.filter((_, r) => (r < half) === (side === 'south')).every((row) => row.every((n) => n === 0));
};

// The end of a game of `game` in the page's end sentence (me: the reader's side, "You won"),
// or a game called off; '' while it goes on. a: a record's `after`.
export function endWords(a, game, me = null) {
  if (a.status && !['ongoing', 'over'].includes(a.status)) return t(`play.calledOff.${a.status}`);
  return a.over || a.status === 'over' ? resultSentence(a.result, a.captured, me, game) : '';
}

// What the position after a move means: the end, a pass, a row the side to move must feed.
export function afterWords(m, me = null) {
  const a = m.after;
  const end = endWords(a, m.game, me);
  if (end) return [end];
  const out = [];
  if (m.side && a.toMove === m.side) out.push(t('speech.pass', { side: sideName(other(m.side)), mover: sideName(m.side) }));
  if (rowsEmpty(a.board, other(a.toMove))) out.push(t('speech.feed', { side: sideName(other(a.toMove)), mover: sideName(a.toMove) }));
  return out;
}

// The whole move: "North c2: relay, 3 laps, ends in f3 — takes the file f1 and f2, 6 seeds."
export function moveWords(m, me = null) {
  const side = sideName(m.side);
  let head;
  if (!m.trace || !m.before) head = t('speech.move.bare', { side, move: m.move });
  else {
    const { laps, captures } = readTrace(m.trace, m.before);
    const sown = laps.length ? sowing(laps, m.truncated) : '';
    head = captures.length ? t('speech.move.capture', { side, move: m.move, sowing: sown, capture: taking(m.game, captures) })
      : t('speech.move', { side, move: m.move, sowing: sown });
  }
  return [head, ...afterWords(m, me)].join(' ');
}
