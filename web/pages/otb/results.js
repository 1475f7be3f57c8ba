// A board's last cell on the tournament page: for the director, the result to enter or correct
// and a proposal from the hall to confirm; for everyone, the game typed in from its scoresheet
// (its replay) and, for the director, the scoresheet's entry.
import { postResult, confirmProposal } from '../../lib/api/otb.js';
import { t } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { RESULTS, resultText } from './words.js';

export function boardCell(data, round, b, { id, act }) {
  const out = [];
  if (b.game_id) out.push(h('a', { href: `#/replay/${b.game_id}`, dataset: { testid: 'otb-replay' } }, t('otb.board.replay')));
  if (!data.directs || !b.black || data.tournament.status === 'finished') return h('span.otb-cell', {}, out);
  const sid = `otb-r${round.round}-b${b.board}`;
  const pick = h('select', { id: sid, dataset: { testid: 'otb-result-pick' }, 'aria-label': t('otb.result.label', { board: b.board }) },
    h('option', { value: '' }, t('otb.result.choose')),
    RESULTS.map((r) => h('option', { value: r, selected: r === b.result }, resultText(r))));
  const enter = h('button', { type: 'button', dataset: { testid: 'otb-result-set' }, onclick: () => {
    if (!pick.value || pick.value === b.result) return pick.focus();
    act(() => postResult(id, round.round, b.board, pick.value));
  } }, b.result ? t('otb.result.correct') : t('otb.result.enter'));
  out.push(h('span.inline-form', {}, pick, enter));
  if (b.proposed && !b.result)
    out.push(h('button.primary', { type: 'button', dataset: { testid: 'otb-confirm' }, onclick: () => act(() => confirmProposal(id, round.round, b.board)) },
      t('otb.confirm', { result: resultText(b.proposed.result) })));
  out.push(h('a', { href: `#/otb/${id}/sheet/${round.round}/${b.board}`, dataset: { testid: 'otb-sheet-link' } }, b.game_id ? t('otb.board.sheetAgain') : t('otb.board.sheet')));
  return h('span.otb-cell', {}, out);
}
