// The screen-reader mode's command line, read: a pit's name (a move), or a command word, in
// English or in the reader's language (the catalog's speech.command.<name>: its words separated
// by "/"), and "row" with a row's number (in any digits). Answered by answer() in words.
import { t, num, latinDigits } from '../i18n.js';
import { boardWords, rowWords, scoreWords, legalWords, clockWords } from './position_words.js';

const ENGLISH = { board: 'board', row: 'row', clocks: 'clocks', last: 'last', score: 'score', legal: 'legal', help: 'help' };
const OWN = {
  board: () => t('speech.command.board'), row: () => t('speech.command.row'), clocks: () => t('speech.command.clocks'),
  last: () => t('speech.command.last'), score: () => t('speech.command.score'), legal: () => t('speech.command.legal'),
  help: () => t('speech.command.help'),
};
const norm = (s) => latinDigits(String(s).toLocaleLowerCase().normalize('NFC').replace(/[\u2066-\u2069]/g, ''))
  .replace(/\s+/g, ' ').trim();
const wordsOf = (name) => [ENGLISH[name], ...OWN[name]().split('/')].map(norm).filter(Boolean);
// The command's first word in the reader's language, as the help says it.
const shown = (name) => OWN[name]().split('/')[0];

// text -> { name: 'move', pit } | { name, row? } | { name: 'unknown', text } | null (nothing typed).
export function readCommand(text, rules) {
  const s = norm(text);
  if (!s) return null;
  if (/^[a-z][1-9]$/.test(s)) return { name: 'move', pit: s, onBoard: s.charCodeAt(0) - 97 < rules.columns && Number(s[1]) <= rules.rows };
  for (const name of Object.keys(ENGLISH)) {
    if (name === 'row') continue;
    if (wordsOf(name).includes(s)) return { name };
  }
  for (const w of wordsOf('row')) {
    const m = s.startsWith(w) && /^ ?(\d+)$/.exec(s.slice(w.length));
    if (m) return { name: 'row', row: Number(m[1]) };
  }
  return { name: 'unknown', text: String(text).trim() };
}

export const helpWords = () => t('speech.help', { board: shown('board'), row: `${shown('row')} ${num(2)}`, clocks: shown('clocks'),
  last: shown('last'), score: shown('score'), legal: shown('legal') });

// The answer to a command, in words ('' for a move played: its words come when it is made).
// view: { position(): { board, captured, toMove, legal } | null, from(): the reader's side,
// clocks(): clockWords' argument, last(): the last move's words or '', tryMove(pit): '' when
// played, else why not }.
export function answer(cmd, view) {
  const p = view.position();
  if (cmd.name === 'move') return cmd.onBoard ? view.tryMove(cmd.pit) : t('play.move.notAPit', { text: cmd.pit });
  if (cmd.name === 'help') return helpWords();
  if (cmd.name === 'unknown') return `${t('speech.unknown', { text: cmd.text })} ${helpWords()}`;
  if (cmd.name === 'last') return view.last() || t('speech.last.none');
  if (cmd.name === 'clocks') return clockWords(view.clocks());
  if (!p) return t('speech.position.none');
  if (cmd.name === 'board') return boardWords(p.board, view.from());
  if (cmd.name === 'row') return cmd.row >= 1 && cmd.row <= p.board.length ? rowWords(p.board, cmd.row, view.from())
    : t('speech.row.none', { row: cmd.row, rows: p.board.length });
  if (cmd.name === 'score') return scoreWords(p.captured);
  return legalWords(p.legal, p.toMove);
}
