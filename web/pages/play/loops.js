// Loops (Al-manqala): per ply, the position (board and side to move) and the seeds captured,
// kept to offer sharing only when the game seems to go round: a position repeated, or
// LOOP_PLIES moves without a capture. Against the engine and at one screen only (between
// people sharing is an offer the other side may refuse).
export const LOOP_PLIES = 20; // moves without a capture after which a loop is plausible

// load(): the replay's frames, when the plies before are not known (the page opened mid-game,
// or states were missed); onLoaded() once they are.
export function loopTracker(st, load, onLoaded) {
  let hist = null; // [{ key, total }] for plies 0..n, or null while unknown
  let asked = null;
  const posKey = (board, side) => JSON.stringify(board) + side;
  const total = (c) => c.south + c.north;
  return {
    track(g) {
      if (st.friend || !st.rules.shares_loops) return;
      const entry = { key: posKey(g.board, g.to_move), total: total(g.captured) };
      if (g.ply === 0) hist = [entry];
      else if (hist && hist.length >= g.ply) {
        hist.length = g.ply; // the plies before are the same game (an undo only shortens it)
        hist.push(entry);
      } else if (!asked) {
        asked = load().then((r) => {
          hist = r.frames.map((f) => ({ key: posKey(f.board, f.to_move), total: total(f.captured) }));
          asked = null;
          onLoaded();
        }, () => { asked = null; });
      }
    },
    // { known, since (plies without a capture), repeated, plausible } for game g.
    state(g) {
      if (st.friend) return { plausible: true };
      if (!hist || hist.length !== g.ply + 1) return { known: false, plausible: false };
      let since = 0;
      for (let k = g.ply; k > 0 && hist[k].total === hist[k - 1].total; k--) since++;
      const repeated = hist.slice(0, -1).some((e) => e.key === hist[g.ply].key);
      return { known: true, since, repeated, plausible: repeated || since >= LOOP_PLIES };
    },
  };
}
