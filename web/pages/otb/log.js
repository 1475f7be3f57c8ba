// The director's log: every change, who made it and when, newest first.
import { t, num, when, sep } from '../../lib/i18n.js';
import { plain, resultText } from '../../lib/words.js';
import { h } from '../../lib/ui.js';
import { factsLine } from './words.js';

const KINDS = ['created', 'player-added', 'player-edited', 'player-withdrawn', 'account-linked', 'bye', 'bye-cancelled', 'paired', 'unpaired',
  'pairing-edited', 'result', 'correction', 'proposed', 'confirmed', 'sheet-game', 'finished', 'renumbered', 'pairing-kept', 'player-deleted', 'player-readmitted', 'reopened', 'proposals', 'hall-code',
  'acceleration', 'forbidden-added', 'forbidden-ended', 'broadcast-game', 'team-added', 'team-changed'];

export function logList(log, names) {
  const rows = [...log].reverse();
  return h('div.card', {}, h('h2', {}, t('otb.log')),
    // On a narrow screen each change is a card (style.css, table.stack).
    rows.length ? h('div.table-wrap', {}, h('table.games.stack.otb-log', { dataset: { testid: 'otb-log' } },
      h('thead', {}, h('tr', {}, ['when', 'who', 'what'].map((c) => h('th', { scope: 'col' }, t(`otb.log.${c}`))))),
      h('tbody', {}, rows.map((e) => h('tr', { dataset: { testid: 'otb-log-row', what: e.what } },
        h('td', { dataset: { label: '' } }, when(e.at)),
        h('td', { dir: 'auto', dataset: { label: t('otb.log.who') } }, e.by === 'hall' ? t('otb.log.hall') : e.by === 'broadcast' ? t('otb.log.broadcast') : e.by || ''),
        h('td', { dataset: { label: '' } }, line(e, names))))))) : h('p.muted', {}, t('otb.log.none')));
}

const RESULT_KINDS = ['result', 'correction', 'proposed', 'confirmed'];
const result = (v) => (v ? resultText(String(v)) : '–');

// What changed: the kind, the round, board and player, then what it was and became.
function line(e, names) {
  const what = KINDS.includes(e.what) ? t(`otb.log.what.${e.what}`) : String(e.what || '');
  const bits = [];
  if (e.round) bits.push(t('otb.round', { round: e.round }));
  if (e.board) bits.push(t('otb.log.board', { board: e.board }));
  if (e.player) bits.push(names.get(e.player) ?? names.get(Number(e.player)) ?? (typeof e.player === 'number' ? num(e.player) : String(e.player)));
  let detail = '';
  if (RESULT_KINDS.includes(e.what)) detail = e.from ? t('otb.log.change', { from: result(e.from), to: result(e.to) }) : result(e.to);
  else if (e.what === 'bye' && ['half', 'zero', 'full'].includes(e.to)) detail = t(`otb.bye.set.${e.to}`);
  else if (e.what === 'player-added') detail = Number(e.to) > 0 ? t('otb.log.rating', { rating: plain(Number(e.to)) }) : '';
  else if (e.what === 'pairing-edited') detail = e.to ? t('otb.log.breaches', { list: e.to }) : t('otb.log.noBreaches');
  else if (e.what === 'proposals') detail = t('otb.log.change', { from: t(`otb.proposals.${e.from === 'players' ? 'players' : 'code'}`), to: t(`otb.proposals.${e.to === 'players' ? 'players' : 'code'}`) });
  else if (e.what === 'hall-code') detail = '';
  else if (e.what === 'acceleration') detail = t('otb.log.change', { from: t(`otb.acceleration.${e.from === 'baku' ? 'baku' : 'none'}`), to: t(`otb.acceleration.${e.to === 'baku' ? 'baku' : 'none'}`) });
  else if (e.what === 'forbidden-added' || e.what === 'forbidden-ended') detail = `\u2068${e.to || e.from}\u2069`;
  else if (e.what === 'renumbered') detail = t('otb.log.change', { from: num(Number(e.from)), to: num(Number(e.to)) });
  else if (e.what === 'pairing-kept' || (e.what === 'unpaired' && e.to)) detail = t('otb.log.after', { board: e.to });
  else if (e.what === 'sheet-game' && e.to) detail = h('a', { href: `#/replay/${e.to}` }, t('otb.board.replay'));
  // A broadcast's game filed in the archive when it ended, or taken out again (its moves changed since).
  else if (e.what === 'broadcast-game') detail = e.to ? h('a', { href: `#/replay/${e.to}` }, t('otb.board.replay')) : t('otb.log.unfiled');
  // A team renamed names both; its board order changed, the team alone.
  else if (e.what === 'team-changed') detail = e.from && e.from !== e.to ? t('otb.log.change', { from: String(e.from), to: String(e.to || '–') }) : '';
  else if (e.from || e.to) detail = t('otb.log.change', { from: String(e.from || '–'), to: String(e.to || '–') });
  const head = bits.length ? `${what}: ${factsLine(bits)}` : what;
  return detail ? [head, sep(), detail] : head;
}
