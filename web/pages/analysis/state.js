// The analysis board's one state object: the game and its rule options, the root position, the
// move tree (lib/move_tree.js: its current node is the node shown) and the number of the
// question asked last of the engine and the explorer (answers to an earlier one are dropped).
// Built from the address: ?position=<text>&options=<words> (the game's start when there is
// no position), or ?from=<game id>&ply=<k> (that game's moves as the main line, at move k).
// The components of analysis/ draw from it; only the page (analysis.js) changes it.
import { getReplay } from '../../lib/api/games.js';
import { analysable } from '../../lib/links.js';
import { MoveTree } from '../../lib/move_tree.js';
import { parsePosition, positionText, positionOf, parseOptions, optionWords, startPosition } from '../../lib/position.js';
import { t } from '../../lib/i18n.js';
import { busy } from '../../lib/ui.js';
import { titleOf } from '../../lib/words.js';

// The state, or { refused: why, position?: text, options? } when the address names nothing to analyse.
export async function analysisState(name, rules, query) {
  const q = new URLSearchParams(query);
  let options = parseOptions(q.get('options'));
  let tree;
  if (q.get('from')) {
    const { game, frames } = await busy(getReplay(q.get('from')));
    if (game.game !== name || !analysable(game))
      return { refused: t('analysis.ongoing') };
    options = parseOptions(game.options);
    tree = new MoveTree(positionOf(frames[0]));
    let n = tree.root;
    for (let k = 1; k < frames.length; k++)
      n = tree.add(n, frames[k].move, positionOf(frames[k]), { before: frames[k - 1].board, trace: frames[k].trace,
        truncated: frames[k].truncated, side: frames[k].side });
    const ply = q.has('ply') ? Number(q.get('ply')) : frames.length - 1;
    tree.current = tree.path(n)[Math.max(0, Math.min(frames.length - 1, ply))] || n;
  } else {
    const text = q.get('position');
    const pos = text ? parsePosition(text, rules) : startPosition(rules, options);
    if (!pos) return { refused: t('analysis.notAPosition', { game: titleOf(name, rules.title), text }), position: text, options };
    tree = new MoveTree(pos);
  }
  return { name, rules, options, optionText: optionWords(options), rootText: positionText(tree.root.position), tree, asked: 0 };
}

// A node's legal moves, whether it is over and its result come from the server (/api/play,
// /api/analysis); until they do, no pit is offered.
export const isOver = (n) => n.over === true;
export const candidates = (n) => (isOver(n) ? [] : n.legal || []);
// The end of the line through n: its main continuation to the last move.
export const lineEnd = (n) => {
  while (n.children.length) n = n.children[0];
  return n;
};
