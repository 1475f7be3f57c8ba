// What a rated game did to its players' ratings, in the end dialog: "Your rating: 1512 (+12)",
// the opponent's too. The server rates the game a moment after its end, so the page asks until
// it has (a few times, then gives up quietly: the player's page has it later).
import { getRatingChanges } from '../../lib/api/games.js';
import { t } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { plain, ratingChange } from '../../lib/words.js';

const TRIES = 10, PAUSE_MS = 500;

export function ratingChanges(st) {
  const el = h('p.rating-changes', { dataset: { testid: 'rating-changes' }, hidden: true });
  let asked = null; // the game whose changes were asked for

  const line = (side, c) => {
    const words = { rating: plain(c.after), change: ratingChange(c.change) };
    const text = side === st.mySide ? t('play.end.ratingYours', words) : t('play.end.rating', { ...words, name: st.game.players[side] });
    return h('span', { dataset: { testid: `rating-change-${side}`, change: c.change } }, text);
  };

  async function ask(id) {
    for (let i = 0; i < TRIES && asked === id; i++) {
      const changes = await getRatingChanges(id).catch(() => ({}));
      const sides = ['south', 'north'].filter((s) => changes[s]);
      if (sides.length && asked === id) {
        el.replaceChildren(...sides.flatMap((s, k) => (k ? [h('br'), line(s, changes[s])] : [line(s, changes[s])])));
        el.hidden = false;
        return;
      }
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
  }

  return {
    el,
    // Called when the dialog shows an end: a rated game's changes, once.
    show(g) {
      if (!g.rated || g.status !== 'over' || asked === g.id) return;
      asked = g.id;
      ask(g.id);
    },
  };
}
