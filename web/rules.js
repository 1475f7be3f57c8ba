// The rules, written for players, with small boards drawn by board.js. Examples can be
// played: the server's rules engine sows them (POST /api/trace), so the pictures can never
// disagree with the game.
import { Board } from './board.js';
import { traceExample } from './api.js';
import { h, animSpeed, busy, toast } from './ui.js';

// "2,2,.../..." (rows from the top, as position text writes them) -> board[r][c], row 1 first.
const parseRows = (text) => text.split('/').map((r) => r.split(',').map(Number)).reverse();

const START = {
  hawalis: '2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2',
  'al-manqala': '7,7,7,7,7,7,7/7,7,7,7,7,7,7',
};

// A figure: a small board with pit names; with `move`, a button plays that move on it.
function example(game, rows, caption, { move = null, marks = [] } = {}) {
  const board0 = parseRows(rows);
  const box = h('div.example');
  const b = new Board(box, { rows: board0.length, small: true, names: true, interactive: false, label: caption });
  const reset = () => {
    b.setCounts(board0);
    b.mark('last', move);
    for (const p of marks) b.pits.get(p).classList.add('demo');
  };
  reset();
  const fig = h('figure', { dataset: { testid: 'rules-example' } }, box, h('figcaption', {}, caption));
  if (move) {
    let playing = false;
    const play = h('button', { type: 'button', dataset: { testid: 'rules-play' }, onclick: async () => {
      if (playing) return;
      playing = true;
      reset();
      const speed = animSpeed() === 'off' ? 'off' : animSpeed() === 'fast' ? 'fast' : 'normal';
      try {
        const r = await busy(traceExample(game, rows, move));
        await busy(b.animate(r.board_before, r.trace, { speed, after: r.board }));
        b.mark('last', move);
      } catch (e) {
        toast(e.message);
      }
      playing = false;
    } }, `Play ${move}`);
    fig.append(h('div.replay-controls', {}, play, h('button', { type: 'button', onclick: reset }, 'Reset')));
  }
  return fig;
}

const P = (...parts) => h('p', {}, ...parts);
const opt = (name, text) => [h('dt', {}, name), h('dd', {}, text)];

function hawalis() {
  return [
    h('h1', {}, 'Hawalis'),
    P('Hawalis is played in Oman (and as Bao Kiarabu in Zanzibar) on a board of four rows of seven pits, with two seeds in every pit: 56 in all. You own the two rows on your side. Take all your opponent’s seeds, or leave them without a move, and you win.'),
    example('hawalis', START.hawalis, 'The start. South (you, at the bottom) owns row 1 (back) and row 2 (front); North owns row 3 (front) and row 4 (back).'),
    h('h2', {}, 'Names of the pits'),
    P('Columns are a to g from South’s left, rows 1 to 4 from South’s edge, so every pit has a name like c1 or g4. A move is written as the pit it starts from. South moves first.'),
    h('h2', {}, 'Sowing around your own rows'),
    P('Lift all the seeds of one of your pits and drop them one by one into the following pits of your own circuit, counterclockwise: South goes a1 → g1, up to g2, along g2 → a2 and down to a1 again. North goes a3 → g3, g4 → a4. Seeds never cross to the other side, except by capture.'),
    h('h2', {}, 'Relay'),
    P('If the last seed of a lap falls into a pit that already held seeds, lift everything in that pit (the seed just dropped too) and sow on: a new lap. The move ends when the last seed lands in an empty pit. A single move can run for many laps.'),
    example('hawalis', START.hawalis, 'Relay: South plays a1 from the start. Four laps; the move ends in a1, which had been emptied.', { move: 'a1' }),
    h('h2', {}, 'Capture'),
    P('If your move ends in a pit of your front row and the opponent’s front pit in the same column holds seeds, you take them, and the seeds of the opponent’s back pit behind it as well. If that front pit is empty you take nothing, whatever the back pit holds. Captured seeds leave the game.'),
    example('hawalis', START.hawalis, 'Capture: South plays g2. The move ends in g2, in South’s front row, and takes g3 and g4: 4 seeds.', { move: 'g2' }),
    h('h2', {}, 'Single seeds'),
    P('While you have a pit with two or more seeds that can move, you must play one of those. Only when none is left may you move a single seed, and only one step, into the next pit of your circuit, which must be empty. Such a move can capture too.'),
    example('hawalis', '0,0,0,1,0,0,0/1,1,1,0,1,1,1/1,0,1,1,1,0,1/1,1,1,0,1,0,0', 'Only single seeds left: South may play c1, e1, g2 or c2 (marked), the ones whose next pit is empty.', { marks: ['c1', 'e1', 'g2', 'c2'] }),
    h('h2', {}, 'Endless sowing'),
    P('A relay sowing can come back to a state it has already been in and then go round for ever. Such a move is not allowed; the page simply does not offer it. It happens more often than you would think: about one game in ten.'),
    h('h2', {}, 'The end'),
    h('ul', {}, h('li', {}, 'You win when the opponent has no seeds left, or no legal move when it is their turn.'),
      h('li', {}, 'The game is drawn as soon as a position (all the pits and the side to move) comes up for the second time.')),
    h('h2', {}, 'Options'),
    h('dl', {},
      opt('relay=true|false', 'With false, a move is a single lap: it ends where the seeds run out, and captures only if that pit was empty before.'),
      opt('back-capture=true|false', 'With false, a capture takes only the opponent’s front pit, not the back pit behind it.'),
      opt('singleton-capture=true|false', 'Whether a single-seed move can capture.'),
      opt('skip-origin=false|true', 'With true, each lap passes over the pit it was lifted from.'),
      opt('repetition=2|N', 'The occurrence of a repeated position that draws (2: the first repetition).'),
      opt('seeds=2|N', 'Seeds in each pit at the start. Many seeds make very long relay sowings.')),
    P('relay=false back-capture=false is close to the reading of Ludii’s Hawalis (after de Voogt 2003).'),
  ];
}

function almanqala() {
  return [
    h('h1', {}, 'Al-manqala'),
    P('Al-manqala is played in the Galilee (and as La’b Hakimi in Syria) on two rows of seven pits, “houses”, with seven seeds in each: 98 in all. Capture more seeds than your opponent; 50 wins at once.'),
    example('al-manqala', START['al-manqala'], 'The start. South owns row 1 (bottom), North row 2 (top). South moves first.'),
    h('h2', {}, 'Sowing'),
    P('Lift all the seeds of one of your pits (a single seed is enough) and sow them one by one into the following pits, counterclockwise round the whole board: a1 → g1, then g2 → a2, then back to a1. One lap only: the move ends when your hand is empty. With 14 seeds or more the sowing goes all the way round and the starting pit gets seeds like any other.'),
    example('al-manqala', START['al-manqala'], 'South plays e1: seven seeds go to f1, g1, g2, f2, e2, d2 and c2.', { move: 'e1' }),
    h('h2', {}, 'Capture: 2 or 4'),
    P('If your last seed makes its pit hold exactly 2 or 4 seeds (on either side of the board), you take them. Then look at the pit before it (one step back along the sowing): if it holds 2 or 4, take it too, and so on backwards, until a pit holds another number.'),
    example('al-manqala', '3,3,7,10,0,3,0/3,1,2,1,9,10,0', 'A chain across both rows: North plays b2. Its three seeds fall in a2, a1 and b1. b1 now holds 2: taken; going back, a1 and a2 hold 4 each: taken too; b2, just emptied, ends the chain. North takes 10 seeds.', { move: 'b2' }),
    h('h2', {}, 'Feeding'),
    P('If your opponent’s row is empty at the start of your turn, you must play a move after which (captures included) their row holds at least one seed, if you have one. If your own row is empty at your turn, you pass, and your opponent must feed you.'),
    example('al-manqala', '1,1,1,14,3,0,0/0,0,0,0,0,0,0', 'North to move, South’s row is empty: only d2 and a2 (marked) put seeds into South’s row and keep them there.', { marks: ['d2', 'a2'] }),
    h('h2', {}, 'The end'),
    h('ul', {},
      h('li', {}, 'With 50 captured seeds or more a player has won.'),
      h('li', {}, 'If the opponent’s row is empty and you cannot feed it, the game ends and the starved opponent takes all the seeds left on the board.'),
      h('li', {}, 'The game ends when no seeds are left on the board.'),
      h('li', {}, 'Loops: the players may agree to end an endless chase by sharing the seeds on the board equally (the “propose sharing the loop” button). The game also ends so when a position comes up for the second time.'),
      h('li', {}, 'More captured seeds wins; 49 against 49 is a draw.')),
    h('h2', {}, 'Options'),
    h('dl', {},
      opt('seeds=7|N', 'Seeds in each pit at the start.'),
      opt('capture=2,4|list', 'The counts that capture, as a comma-separated list.'),
      opt('skip-origin=false|true', 'With true, a long sowing passes over the pit it started from.'),
      opt('feed=after-capture|sown', 'after-capture: the opponent’s row must still hold a seed after your captures; sown: it is enough to drop a seed into it.'),
      opt('win-at=50|N', 'The captured seeds that win at once.'),
      opt('repetition=2|N', 'The occurrence of a repeated position that ends the game with the loop shared.')),
  ];
}

export function render(main, game) {
  const other = game === 'hawalis' ? 'al-manqala' : 'hawalis';
  main.append(h('article.rules.card', { dataset: { testid: `rules-${game}` } },
    ...(game === 'hawalis' ? hawalis() : almanqala()),
    h('p', {}, h('a.button.primary', { href: '#/' }, 'Play a game'), ' ',
      h('a', { href: `#/rules/${other}` }, `Rules of ${other === 'hawalis' ? 'Hawalis' : 'Al-manqala'}`))));
  document.title = `${game === 'hawalis' ? 'Hawalis' : 'Al-manqala'} rules · manqala`;
}
