import { sheetLines } from '../../lib/move_numbers.js';
import { typedMoves } from '../../lib/typed_moves.js';

// The moves in a line typed or pasted from a scoresheet (lib/typed_moves.js: the broadcast's
// entry page at the board reads them the same way).
export const sheetWords = typedMoves;

// Where each move stands on the paper: its line and column (South or North). `sides` are the
// movers the server read (a forced pass lets one side move twice: that line's other cell stays
// empty, as on the paper); moves past them (after a wrong one) alternate from `next`, the side
// to move there.
export function paperPlaces(sides, count, next = 'south') {
  const movers = [];
  for (let i = 0; i < count; i++) {
    movers.push(sides[i] ?? (i === 0 || i === sides.length ? next : movers[i - 1] === 'south' ? 'north' : 'south'));
  }
  return sheetLines(movers).map(({ line, side }) => ({ line, side }));
}
