// POST /api/analysis answered by the engine in this page: the position judged, then the best
// lines (multipv) after `ms` of search, in the server's shape (src/server/study/
// position_analysis.cpp): each line's `score` in seeds from South's view (forced ±1000), its
// `text` from the side to move's. A new analysis ends the one still searching (the page has
// moved on to another position).
import { abort, session } from '../engine/local_engine.js';
import { gameLine, infoParts, last, rest, scoreJson } from './protocol.js';
import { asRefusal, here } from './rules.js';

let searching = 0; // analyses searching or waiting to

export async function analyse({ game, options, position, lines = 3, ms = 1000 }) {
  const count = Math.max(1, Math.min(5, Number(lines) || 3));
  const time = Math.max(50, Math.min(60000, Number(ms) || 1000));
  if (searching) abort();
  searching++;
  try {
    return await session(async (cmd) => {
      await cmd(gameLine(game, options));
      await cmd(`position ${position}`);
      const h = await here(cmd);
      const answer = { game, position: h.position, to_move: h.to_move, legal: h.legal, endgame: null };
      // A finished position's result as the protocol's status words, as the server gives it.
      if (h.status.over) return { ...answer, over: true, result: rest(last(await cmd('status'))), lines: [] };
      await cmd('setoption level 10');
      await cmd(`setoption multipv ${count}`);
      const byDepth = new Map();
      await cmd(`go movetime ${time}`, {
        onInfo: (line) => {
          const i = infoParts(line);
          if (!i.score || !i.pv.length) return;
          if (!byDepth.has(i.depth)) byDepth.set(i.depth, []);
          byDepth.get(i.depth)[i.multipv - 1] = i;
        },
      });
      await cmd('setoption multipv 1');
      // The deepest depth whose lines are all there (a search stopped mid-depth has fewer).
      const want = Math.min(count, h.legal.length);
      const depths = [...byDepth.keys()].sort((a, b) => b - a);
      const depth = depths.find((d) => byDepth.get(d).filter(Boolean).length >= want) ?? depths[0];
      const found = depth === undefined ? [] : byDepth.get(depth).filter(Boolean);
      return { ...answer, over: false, depth: depth ?? 0,
        lines: found.map((i) => ({ ...scoreJson(i.score, h.to_move), pv: i.pv })) };
    });
  } catch (e) {
    throw asRefusal(e);
  } finally {
    searching--;
  }
}
