// A board's last cell on the tournament page: for the director, the result to enter or correct
// and a proposal from the hall to confirm; for everyone, the game typed in from its scoresheet
// (its replay) and, for the director, the scoresheet's entry.
import { postResult, confirmProposal } from '../../lib/api/otb.js';
import { t, sep } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { RESULTS, resultText } from '../../lib/words.js';

export function boardCell(data, round, b, { id, act }) {
  const out = [];
  if (b.game_id) out.push(h('a', { href: `#/replay/${b.game_id}`, dataset: { testid: 'otb-replay' } }, t('otb.board.replay')));
  if (!data.directs || !b.black || data.tournament.status === 'finished') return h('span.otb-cell', {}, out);
  const sid = `otb-r${round.round}-b${b.board}`;
  const pick = h('select', { id: sid, dataset: { testid: 'otb-result-pick' }, 'aria-label': t('otb.result.label', { board: b.board }) },
    h('option', { value: '' }, t('otb.result.choose')),
    RESULTS.map((r) => h('option', { value: r, selected: r === b.result }, resultText(r))));
  const question = h('div.otb-later', { role: 'alert', hidden: true, dataset: { testid: 'otb-later' } });
  const enter = h('button', { type: 'button', dataset: { testid: 'otb-result-set' }, onclick: () => {
    if (!pick.value || pick.value === b.result) return pick.focus();
    const value = pick.value;
    // A correction of a round the next was paired on: the server asks what becomes of it.
    act(() => postResult(id, round.round, b.board, value).catch((e) => {
      if (e?.body?.code === 'otb-paired-on-old-score') laterQuestion(question, data, round, b, value, { id, act });
      else if (e?.body?.code === 'otb-forfeit-repair') forfeitQuestion(question, round, b, value, { id, act });
      else throw e;
      return null;
    }));
  } }, b.result ? t('otb.result.correct') : t('otb.result.enter'));
  out.push(h('span.inline-form', {}, pick, enter), question);
  if (b.proposed && !b.result && !b.proposed.conflict)
    out.push(h('button.primary', { type: 'button', dataset: { testid: 'otb-confirm' }, onclick: () => act(() => confirmProposal(id, round.round, b.board)) },
      t('otb.confirm', { result: resultText(b.proposed.result) })));
  out.push(h('a', { href: `#/otb/${id}/sheet/${round.round}/${b.board}`, dataset: { testid: 'otb-sheet-link' } }, b.game_id ? t('otb.board.sheetAgain') : t('otb.board.sheet')));
  return h('span.otb-cell', {}, out);
}

// Rounds after this board's were paired on its old result: the director keeps them (the log
// says so) or pairs the last again while none of its results is in.
function laterQuestion(box, data, round, b, value, { id, act }) {
  const last = (data.rounds || []).at(-1);
  const from = round.round + 1;
  const rounds = from === last.round ? t('otb.round', { round: from }) : t('otb.later.rounds', { from, to: last.round });
  const replayable = !last.boards.some((x) => x.black && x.result);
  const send = (later) => act(() => postResult(id, round.round, b.board, value, { later }));
  box.replaceChildren(h('p', {}, t('otb.later.ask', { rounds, result: resultText(value) })),
    replayable ? h('button.primary', { type: 'button', dataset: { testid: 'otb-later-repair' }, onclick: () => send('repair') }, t('otb.later.repair', { round: last.round })) : '',
    ' ', h('button', { type: 'button', dataset: { testid: 'otb-later-keep' }, onclick: () => send('keep') }, t('otb.later.keep')),
    ' ', h('button', { type: 'button', dataset: { testid: 'otb-later-cancel' }, onclick: () => { box.hidden = true; } }, t('otb.later.cancel')),
    replayable ? '' : h('p.help', {}, t('otb.later.played', { round: last.round })));
  box.hidden = false;
  box.querySelector('button')?.focus();
}

// A forfeit entered just after the pairing: the round may be paired again without whoever did
// not come (his opponent gets another), or the forfeit stands.
function forfeitQuestion(box, round, b, value, { id, act }) {
  const absent = value === '+-' ? [b.black_name] : value === '-+' ? [b.white_name] : [b.white_name, b.black_name];
  const names = absent.map((n) => `\u2068${n || ''}\u2069`).join(sep());
  const send = (later) => act(() => postResult(id, round.round, b.board, value, { later }));
  box.replaceChildren(h('p', {}, t('otb.forfeit.ask', { names, round: round.round })),
    h('button.primary', { type: 'button', dataset: { testid: 'otb-forfeit-repair' }, onclick: () => send('repair') }, t('otb.forfeit.repair', { round: round.round })),
    ' ', h('button', { type: 'button', dataset: { testid: 'otb-forfeit-keep' }, onclick: () => send('keep') }, t('otb.forfeit.keep')),
    ' ', h('button', { type: 'button', dataset: { testid: 'otb-later-cancel' }, onclick: () => { box.hidden = true; } }, t('otb.later.cancel')));
  box.hidden = false;
  box.querySelector('button')?.focus();
}
