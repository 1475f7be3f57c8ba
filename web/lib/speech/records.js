// A move as the screen-reader mode reads it (move_words.js), from what each page holds: the
// play page's GameState, /api/play's answer (the broadcast's positions), an analysis node.
// { game, side, move, before: board before, trace, truncated, after: { board, captured, toMove,
// over, result: {winner, reason} | null, status } }.

// The position a GameState holds, as a record's `after`.
export const stateAfter = (g) => ({ board: g.board, captured: g.captured, toMove: g.to_move, over: g.status === 'over', result: g.result, status: g.status });

export const fromState = (g) => ({
  game: g.game, side: g.last.side, move: g.last.move, before: g.last.board_before, trace: g.last.trace, truncated: !!g.last.truncated,
  after: stateAfter(g),
});

// /api/play's answer for game `game`.
export const fromAnswer = (a, game) => ({
  game, side: a.last.side, move: a.last.move, before: a.last.board_before, trace: a.last.trace, truncated: !!a.last.truncated,
  after: { board: a.board, captured: a.captured, toMove: a.to_move, over: !!a.over, result: a.result || null },
});

// A move tree's node (lib/move_tree.js) of game `game`: its position, and what the server said of it.
export const fromNode = (n, game) => ({
  game, side: n.side, move: n.move, before: n.before, trace: n.trace, truncated: !!n.truncated,
  after: { board: n.position.board, captured: n.position.captured, toMove: n.position.toMove, over: n.over === true,
    result: n.result && typeof n.result === 'object' ? n.result : null },
});
