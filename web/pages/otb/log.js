// The director's log: every change, who made it and when, newest first.
import { t, num, when } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { factsLine, resultText } from './words.js';

const KINDS = ['created', 'player-added', 'player-edited', 'player-withdrawn', 'account-linked', 'bye', 'bye-cancelled', 'paired', 'unpaired',
  'pairing-edited', 'result', 'correction', 'proposed', 'confirmed', 'sheet-game', 'finished'];

// A value of the log (a result, a bye's kind, a number) as the reader writes it.
const value = (v) => (v === '' || v == null ? '' : /^[-+\d/]+$/.test(String(v)) && !/^\d+$/.test(String(v)) ? resultText(String(v)) : String(v));

export function logList(log, names) {
  const rows = [...log].reverse();
  return h('div.card', {}, h('h2', {}, t('otb.log')),
    rows.length ? h('div.table-wrap', {}, h('table.games.otb-log', { dataset: { testid: 'otb-log' } },
      h('thead', {}, h('tr', {}, ['when', 'who', 'what'].map((c) => h('th', { scope: 'col' }, t(`otb.log.${c}`))))),
      h('tbody', {}, rows.map((e) => h('tr', { dataset: { testid: 'otb-log-row', what: e.what } },
        h('td', {}, when(e.at)), h('td', { dir: 'auto' }, e.by === 'hall' ? t('otb.log.hall') : e.by || ''),
        h('td', {}, line(e, names))))))) : h('p.muted', {}, t('otb.log.none')));
}

function line(e, names) {
  const what = KINDS.includes(e.what) ? t(`otb.log.what.${e.what}`) : String(e.what || '');
  const bits = [];
  if (e.round) bits.push(t('otb.round', { round: e.round }));
  if (e.board) bits.push(t('otb.log.board', { board: e.board }));
  if (e.player) bits.push(names.get(e.player) ?? names.get(Number(e.player)) ?? (typeof e.player === 'number' ? num(e.player) : String(e.player)));
  if (e.from || e.to) bits.push(t('otb.log.change', { from: value(e.from) || '–', to: value(e.to) || '–' }));
  return bits.length ? `${what}: ${factsLine(bits)}` : what;
}
