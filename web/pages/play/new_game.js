// A new game like this one: against the engine or at one screen, the same game, options, seats
// and level, started at once; between people (or from #/watch/) the home page's form, for a new
// invitation to send.
import { newGame } from '../../lib/api/games.js';
import { explain } from '../../lib/api/request.js';
import { busy, toast } from '../../lib/ui.js';

export async function startNew(st) {
  const { first, friend, humanSides } = st;
  if (friend || st.watchOnly) {
    if (friend) localStorage.setItem('manqala.homeTab', 'friend');
    location.hash = '#/';
    return;
  }
  const options = Object.fromEntries(first.options.split(' ').filter(Boolean).map((kv) => kv.split('=')));
  const human = humanSides.length === 2 ? 'both' : humanSides[0] || 'south';
  try {
    const g = await busy(newGame({ game: first.game, options, human, level: first.level || 4 }));
    location.hash = `#/play/${g.id}`;
  } catch (e) {
    toast(explain(e), 'error');
  }
}
