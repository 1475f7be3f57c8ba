// #/otb/<id>/sheet/<round>/<board>: a board's game typed in from its scoresheet. Moves come one
// at a time or as a pasted list in the text field, or by clicking the board; the server checks
// the whole sheet as it grows (store:false). A move that is not legal is shown at its place
// with the moves legal there, each a button that mends the sheet. The director then saves it
// (store:true): a stored game like any other, with its replay, review and analysis.
import { Board } from '../../board/board.js';
import { getMeta } from '../../lib/api/games.js';
import { getOtb, postSheet } from '../../lib/api/otb.js';
import { playMoves } from '../../lib/api/study.js';
import { boardOptions } from '../../lib/board_options.js';
import { t, num, sep } from '../../lib/i18n.js';
import { parseOptions, positionText, startPosition } from '../../lib/position.js';
import { h, busy, notFound, toast, sideName } from '../../lib/ui.js';
import { refused, titleOf, resultText } from '../../lib/words.js';
import { sheetWords, paperPlaces } from './sheet_words.js';

export async function render(main, id, roundText, boardText) {
  const [data, meta] = await busy(Promise.all([getOtb(id).catch((e) => (e.status === 404 ? null : Promise.reject(e))), getMeta()]));
  const round = (data?.rounds || []).find((r) => r.round === Number(roundText));
  const b = round?.boards.find((x) => x.board === Number(boardText));
  const tm = data?.tournament;
  const rules = tm && meta.games.find((g) => g.name === tm.game);
  if (!b || !b.black || !rules) return notFound(main);
  document.title = t('title.page', { name: t('sheet.title', { round: round.round, board: b.board }) });
  const options = typeof tm.options === 'object' && tm.options ? tm.options : parseOptions(tm.options);
  const start = positionText(startPosition(rules, options));

  // What was typed is kept in the browser until the game is saved: a reload loses nothing.
  const draftKey = `manqala.sheet.${id}.${round.round}.${b.board}`;
  const draft = readDraft(draftKey);
  const st = { moves: draft, wrong: null, legal: [], over: false, result: '', toMove: 'south', sides: [], saved: b.game_id || '' };
  const input = h('input', { id: 'sheet-move', type: 'text', autocomplete: 'off', spellcheck: false, dir: 'ltr', dataset: { testid: 'sheet-input' },
    'aria-describedby': 'sheet-input-help' });
  const list = h('table.sheet-list', { dataset: { testid: 'sheet-moves' } });
  const status = h('p.sheet-status', { role: 'status', 'aria-live': 'polite', dataset: { testid: 'sheet-status' } });
  const wrongBox = h('div.sheet-wrong', { role: 'alert', dataset: { testid: 'sheet-wrong' }, hidden: true });
  const boardBox = h('div.board-box');
  const board = new Board(boardBox, { ...boardOptions(rules), label: t('sheet.board', { game: titleOf(rules.name, rules.title) }), names: true,
    onPick: (pit) => add([pit]) });
  const save = h('button.primary', { type: 'button', dataset: { testid: 'sheet-save' }, hidden: !data.directs, onclick: () => store() }, t('sheet.save'));
  const saved = h('p.sheet-saved', { dataset: { testid: 'sheet-saved' } });
  const form = h('form.inline-form', { dataset: { testid: 'sheet-form' } },
    h('label', { for: 'sheet-move' }, t('sheet.input')), input, h('button', { type: 'submit', dataset: { testid: 'sheet-add' } }, t('sheet.add')));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const typed = sheetWords(input.value);
    input.value = '';
    if (typed.length) add(typed);
  });

  main.append(h('section.card.otb-sheet', { dataset: { testid: 'sheet-page' } },
    h('p', {}, h('a', { href: `#/otb/${id}` }, t('sheet.back', { name: tm.name }))),
    h('h1', {}, t('sheet.title', { round: round.round, board: b.board })),
    h('p', { dir: 'auto' }, t('sheet.players', { south: b.white_name || '', north: b.black_name || '' }),
      b.result ? `${sep()}${resultText(b.result)}` : ''),
    h('p.help', { id: 'sheet-input-help' }, t('sheet.help')),
    draft.length ? h('p.help', { dataset: { testid: 'sheet-draft' } }, t('sheet.draft', { count: draft.length })) : '',
    form, status, wrongBox,
    h('div.sheet-work', {}, h('div.board-area', {}, boardBox), list),
    h('p', {}, h('button', { type: 'button', dataset: { testid: 'sheet-undo' }, onclick: () => { st.moves.pop(); check(); } }, t('sheet.undo')), ' ',
      h('button', { type: 'button', dataset: { testid: 'sheet-clear' }, onclick: () => { st.moves = []; check(); } }, t('sheet.clear')), ' ', save),
    data.directs ? '' : h('p.muted', {}, t('sheet.directorOnly')), saved));
  if (st.saved) showSaved(st.saved);

  // Moves typed after a wrong one are kept behind it (greyed) and checked once it is mended.
  function add(moves) {
    st.moves.push(...moves);
    check();
  }
  // "Line 2, North": a move's place as the paper has it.
  const placeText = (i) => {
    const p = paperPlaces(st.sides, st.moves.length, st.toMove)[i];
    return p ? t('sheet.place', { line: p.line, side: sideName(p.side) }) : '';
  };

  let seq = 0;
  async function check() {
    const mine = ++seq;
    writeDraft(draftKey, st.moves);
    let r;
    try {
      r = await busy(postSheet(id, round.round, b.board, st.moves, false));
    } catch (e) {
      if (mine !== seq) return;
      if (e.status === 422 && e.body && Number.isInteger(e.body.at)) r = e.body;
      else { status.textContent = refused(e); return; }
    }
    if (mine !== seq) return;
    st.wrong = r.ok === false ? { at: r.at, move: r.move ?? st.moves[r.at], legal: r.legal || [] } : null;
    st.legal = r.ok === false ? [] : r.legal || [];
    st.over = !!r.over;
    st.result = r.result || '';
    st.toMove = r.to_move || 'south';
    st.sides = Array.isArray(r.sides) ? r.sides : [];
    drawList();
    drawWrong();
    const good = st.wrong ? st.moves.slice(0, st.wrong.at) : st.moves;
    status.textContent = st.wrong ? t('sheet.checked.wrong', { count: good.length })
      : st.over ? t('sheet.checked.over', { count: good.length, result: st.result ? resultText(st.result) : '–' })
        : t('sheet.checked.ok', { count: good.length, side: sideName(st.toMove) });
    status.dataset.state = st.wrong ? 'wrong' : st.over ? 'over' : 'ok';
    status.dataset.count = good.length;
    save.disabled = !!st.wrong || !st.moves.length;
    try {
      const p = await playMoves({ game: rules.name, options, position: start, moves: good });
      if (mine === seq) board.set(p.board, { legal: st.wrong || st.over ? [] : p.legal, last: p.last?.move ?? null });
    } catch {}
  }

  // The moves as the paper has them: numbered lines, a South and a North column.
  function drawList() {
    const places = paperPlaces(st.sides, st.moves.length, st.toMove);
    const lines = [];
    places.forEach((p, i) => {
      const row = lines[p.line - 1] || (lines[p.line - 1] = { south: null, north: null });
      row[p.side] = i;
    });
    const cell = (i) => (i == null ? h('td') : h('td', { dataset: { testid: 'sheet-move', ply: i + 1, wrong: String(st.wrong?.at === i), after: String(!!st.wrong && i > st.wrong.at) } },
      h('span', { dir: 'ltr' }, st.moves[i]), ' ',
      h('button.link', { type: 'button', 'aria-label': t('sheet.remove', { place: placeText(i), move: st.moves[i] }), dataset: { testid: 'sheet-remove' },
        onclick: () => { st.moves.splice(i, 1); check(); } }, '×')));
    list.replaceChildren(h('caption.sr-only', {}, t('sheet.moves')),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('sheet.col.number')), h('th', { scope: 'col' }, t('sheet.paper.south')), h('th', { scope: 'col' }, t('sheet.paper.north')))),
      h('tbody', {}, lines.map((row, k) => h('tr', { dataset: { line: k + 1 } }, h('th', { scope: 'row' }, num(k + 1)), cell(row?.south), cell(row?.north)))));
  }

  // The wrong move, its number, and the moves legal there: each replaces it.
  function drawWrong() {
    wrongBox.hidden = !st.wrong;
    if (!st.wrong) return wrongBox.replaceChildren();
    const w = st.wrong;
    wrongBox.dataset.at = w.at;
    wrongBox.dataset.place = placeText(w.at);
    wrongBox.replaceChildren(h('p', {}, t('sheet.wrong', { place: placeText(w.at), move: w.move || '' })),
      w.legal.length ? h('p', {}, t('sheet.legalThere'), ' ', w.legal.map((m) => h('button', { type: 'button', dir: 'ltr', dataset: { testid: 'sheet-legal', move: m },
        onclick: () => { st.moves[w.at] = m; st.wrong = null; check(); } }, m))) : h('p', {}, t('sheet.noneLegal')),
      h('button', { type: 'button', dataset: { testid: 'sheet-drop-rest' }, onclick: () => { st.moves.splice(w.at); st.wrong = null; check(); } }, t('sheet.dropFrom', { place: placeText(w.at) })));
  }

  async function store() {
    try {
      const r = await busy(postSheet(id, round.round, b.board, st.moves, true));
      st.saved = r.game_id || '';
      writeDraft(draftKey, []);
      showSaved(st.saved);
      toast(t('sheet.saved'));
    } catch (e) {
      toast(refused(e), 'error');
    }
  }
  function showSaved(gameId) {
    if (!gameId) return;
    // A game the rules ended has its review too; any game its analysis board.
    saved.replaceChildren(t('sheet.stored'), ' ',
      h('a', { href: `#/replay/${gameId}`, dataset: { testid: 'sheet-replay' } }, t('sheet.replay')), sep(),
      st.over ? [h('a', { href: `#/review/${gameId}`, dataset: { testid: 'sheet-review' } }, t('sheet.review')), sep()] : '',
      h('a', { href: `#/analysis/${rules.name}?from=${gameId}`, dataset: { testid: 'sheet-analysis' } }, t('sheet.analysis')));
  }
  check();
  input.focus();
}

function readDraft(key) {
  try {
    const moves = JSON.parse(localStorage.getItem(key) || '[]');
    return Array.isArray(moves) ? moves.filter((m) => typeof m === 'string' && m.length <= 16).slice(0, 200) : [];
  } catch {
    return [];
  }
}

function writeDraft(key, moves) {
  try {
    if (moves.length) localStorage.setItem(key, JSON.stringify(moves));
    else localStorage.removeItem(key);
  } catch {} // a full or closed storage: the sheet still works, only the draft is not kept
}
