// Hawalis's rules page: its words and examples, shown by the generic page (web/rules.js, at
// #/rules/<name>), which says what it hands in. This module imports nothing of its own.

export function sections({ h, P, example, start }) {
  return [
    P('Hawalis is played in Oman (and as Bao Kiarabu in Zanzibar) on a board of four rows of seven pits, with two seeds in every pit: 56 in all. You own the two rows on your side. Take all your opponent’s seeds, or leave them without a move, and you win.'),
    example(start, 'The start. South (you, at the bottom) owns row 1 (back) and row 2 (front); North owns row 3 (front) and row 4 (back).'),
    h('h2', {}, 'Names of the pits'),
    P('Columns are a to g from South’s left, rows 1 to 4 from South’s edge, so every pit has a name like c1 or g4. A move is written as the pit it starts from. South moves first.'),
    h('h2', {}, 'Sowing around your own rows'),
    P('Lift all the seeds of one of your pits and drop them one by one into the following pits of your own circuit, counterclockwise: South goes a1 → g1, up to g2, along g2 → a2 and down to a1 again. North goes a3 → g3, g4 → a4. Seeds never cross to the other side, except by capture.'),
    h('h2', {}, 'Relay'),
    P('If the last seed of a lap falls into a pit that already held seeds, lift everything in that pit (the seed just dropped too) and sow on: a new lap. The move ends when the last seed lands in an empty pit. A single move can run for many laps.'),
    example(start, 'Relay: South plays a1 from the start. Four laps; the move ends in a1, which had been emptied.', { move: 'a1' }),
    h('h2', {}, 'Capture'),
    P('If your move ends in a pit of your front row and the opponent’s front pit in the same column holds seeds, you take them, and the seeds of the opponent’s back pit behind it as well. If that front pit is empty you take nothing, whatever the back pit holds. Captured seeds leave the game.'),
    example(start, 'Capture: South plays g2. The move ends in g2, in South’s front row, and takes g3 and g4: 4 seeds.', { move: 'g2' }),
    h('h2', {}, 'Single seeds'),
    P('While you have a pit with two or more seeds that can move, you must play one of those. Only when none is left may you move a single seed, and only one step, into the next pit of your circuit, which must be empty. Such a move can capture too.'),
    example('0,0,0,1,0,0,0/1,1,1,0,1,1,1/1,0,1,1,1,0,1/1,1,1,0,1,0,0', 'Only single seeds left: South may play c1, e1, g2 or c2 (marked), the ones whose next pit is empty.', { marks: ['c1', 'e1', 'g2', 'c2'] }),
    h('h2', {}, 'Endless sowing'),
    P('A relay sowing can come back to a state it has already been in and then go round for ever. Such a move is not allowed; the page simply does not offer it. It happens more often than you would think: about one game in ten.'),
    h('h2', {}, 'The end'),
    h('ul', {}, h('li', {}, 'You win when the opponent has no seeds left, or no legal move when it is their turn.'),
      h('li', {}, 'The game is drawn as soon as a position (all the pits and the side to move) comes up for the second time.')),
  ];
}

// More on some options, by name, beside the schema's help.
export const optionNotes = {
  relay: 'With false, a move is a single lap: it ends where the seeds run out, and captures only if that pit was empty before.',
  'back-capture': 'With false, a capture takes only the opponent’s front pit, not the back pit behind it.',
  repetition: '2: the first repetition draws.',
  seeds: 'Many seeds make very long relay sowings: the server refuses, and says why, those it cannot judge in good time.',
};

// Said after the options.
export const optionsFootnote = 'relay=false back-capture=false is close to the reading of Ludii’s Hawalis (after de Voogt 2003).';
