// "Games of this round": the round's finished games as the archive keeps them (GET
// .../rounds/{r}/games), each with its replay, review and analysis board, and the round's
// records as one text file to download. Asked again when a board's game reaches the archive.
import { getRoundGames, roundGamesTxt } from '../../lib/api/broadcasts.js';
import { t, sep } from '../../lib/i18n.js';
import { gameAnalysisHref, replayHref, reviewHref } from '../../lib/links.js';
import { h } from '../../lib/ui.js';
import { resultText } from '../../lib/words.js';

// The links of a stored game (also the big board's, once its game is over).
export const gameLinks = (game, id) => [
  h('a', { href: replayHref(id), dataset: { testid: 'broadcast-replay' } }, t('broadcast.game.replay')), sep(),
  h('a', { href: reviewHref(id), dataset: { testid: 'broadcast-review' } }, t('broadcast.game.review')), sep(),
  h('a', { href: gameAnalysisHref(game, id), dataset: { testid: 'broadcast-analysis' } }, t('broadcast.game.analysis'))];

// A player of the list: a name, or a player as the round's boards have them ({name, ...}).
const nameOf = (p) => `\u2068${(typeof p === 'object' ? p?.name : p) || ''}\u2069`;

export function gamesList(st) {
  const list = h('ul.gamelist', { dataset: { testid: 'broadcast-games' } });
  const download = h('a', { download: '', dataset: { testid: 'broadcast-games-txt' } }, t('broadcast.games.download'));
  const el = h('section.card.bc-games', {}, h('h2', {}, t('broadcast.games')), list, h('p', {}, download));
  let seq = 0;
  let ids = '';
  return {
    el,
    // The games of the round watched; force: ask even when the boards' games are the ones
    // asked for last (a new round).
    async load(force = false) {
      const have = JSON.stringify((st.data?.boards || []).map((b) => b.game_id || ''));
      if (!force && have === ids) return;
      ids = have;
      const mine = ++seq;
      const round = st.round;
      download.href = roundGamesTxt(st.info.id, round);
      download.setAttribute('download', `broadcast-${st.info.id}-round-${round}.txt`);
      let games = [];
      try {
        games = (await getRoundGames(st.info.id, round)).games || [];
      } catch { /* none shown: asked again at the next game */ }
      if (mine !== seq) return;
      list.replaceChildren(...(games.length ? games.map((g) => h('li', { dataset: { testid: 'broadcast-game', board: g.board, id: g.game_id } },
        t('broadcast.games.row', { board: g.board, south: nameOf(g.south), north: nameOf(g.north), result: resultText(g.result) }), ' ',
        h('span.bc-game-links', {}, gameLinks(st.rules.name, g.game_id)))) : [h('li.muted', {}, t('broadcast.games.none'))]));
      download.hidden = !games.length;
    },
  };
}
