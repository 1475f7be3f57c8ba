// Al-manqala's rules page: its words and examples, shown by the generic page (web/rules.js, at
// #/rules/<name>), which says what it hands in. This module imports nothing of its own.

export function sections({ h, P, example, start }) {
  return [
    P('Al-manqala is played in the Galilee (and as La’b Hakimi in Syria) on two rows of seven pits, “houses”, with seven seeds in each: 98 in all. Capture more seeds than your opponent; 50 wins at once.'),
    example(start, 'The start. South owns row 1 (bottom), North row 2 (top). South moves first.'),
    h('h2', {}, 'Sowing'),
    P('Lift all the seeds of one of your pits (a single seed is enough) and sow them one by one into the following pits, counterclockwise round the whole board: a1 → g1, then g2 → a2, then back to a1. One lap only: the move ends when your hand is empty. With 14 seeds or more the sowing goes all the way round and the starting pit gets seeds like any other.'),
    example(start, 'South plays e1: seven seeds go to f1, g1, g2, f2, e2, d2 and c2.', { move: 'e1' }),
    h('h2', {}, 'Capture: 2 or 4'),
    P('If your last seed makes its pit hold exactly 2 or 4 seeds (on either side of the board), you take them. Then look at the pit before it (one step back along the sowing): if it holds 2 or 4, take it too, and so on backwards, until a pit holds another number.'),
    example('3,3,7,10,0,3,0/3,1,2,1,9,10,0', 'A chain across both rows: North plays b2. Its three seeds fall in a2, a1 and b1. b1 now holds 2: taken; going back, a1 and a2 hold 4 each: taken too; b2, just emptied, ends the chain. North takes 10 seeds.', { move: 'b2' }),
    h('h2', {}, 'Feeding'),
    P('If your opponent’s row is empty at the start of your turn, you must play a move after which (captures included) their row holds at least one seed, if you have one. If your own row is empty at your turn, you pass, and your opponent must feed you.'),
    example('1,1,1,14,3,0,0/0,0,0,0,0,0,0', 'North to move, South’s row is empty: only d2 and a2 (marked) put seeds into South’s row and keep them there.', { marks: ['d2', 'a2'] }),
    h('h2', {}, 'The end'),
    h('ul', {},
      h('li', {}, 'With 50 captured seeds or more a player has won.'),
      h('li', {}, 'If the opponent’s row is empty and you cannot feed it, the game ends and the starved opponent takes all the seeds left on the board.'),
      h('li', {}, 'The game ends when no seeds are left on the board.'),
      h('li', {}, 'Loops: the players may agree to end an endless chase by sharing the seeds on the board equally (the “propose sharing the loop” button). The game also ends so when a position comes up for the second time.'),
      h('li', {}, 'More captured seeds wins; 49 against 49 is a draw.')),
  ];
}

// More on some options, by name, beside the schema's help.
export const optionNotes = {
  'skip-origin': 'It matters only for a sowing of 14 seeds or more, which comes round to its pit.',
  feed: 'after-capture: the opponent’s row must still hold a seed after your captures; sown: it is enough to drop a seed into it.',
  repetition: 'The game then ends with the loop shared, as if the players had agreed.',
};
