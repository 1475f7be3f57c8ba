// Archive: finished games (replay, record and JSON export) and the import form.
import { listGames, importGame } from './api.js';
import { h, toast, busy } from './ui.js';
import { when } from './home.js';

const PAGE = 50;

export async function render(main) {
  const section = h('section.card', {}, h('h1', {}, 'Archive'));
  const wrap = h('div.table-wrap');
  section.append(wrap);
  main.append(section, importForm());
  await showPage(wrap, 0);
}

async function showPage(wrap, offset) {
  const r = await busy(listGames('over', PAGE, offset));
  if (!r.games.length) {
    wrap.replaceChildren(h('p.muted', {}, 'No finished games yet.'));
    return;
  }
  const rows = r.games.map((g) => h('tr', { dataset: { id: g.id, testid: 'archive-row' } },
    h('td', {}, g.game), h('td', {}, `${g.south} – ${g.north}`), h('td', {}, g.result || ''), h('td', {}, g.plies),
    h('td', {}, when(g.updated)),
    h('td', {}, h('a', { href: `#/replay/${g.id}`, dataset: { testid: 'replay-link' } }, 'replay'), ' · ',
      h('a', { href: `/api/games/${g.id}/record`, download: `${g.game}-${g.id}.txt`, dataset: { testid: 'record-link' } }, 'record'), ' · ',
      h('a', { href: `/api/games/${g.id}/export`, download: `${g.game}-${g.id}.json`, dataset: { testid: 'export-link' } }, 'JSON'))));
  const nav = h('div.controls');
  if (offset > 0) nav.append(h('button', { type: 'button', onclick: () => showPage(wrap, Math.max(0, offset - PAGE)) }, 'Newer'));
  if (offset + PAGE < r.total) nav.append(h('button', { type: 'button', onclick: () => showPage(wrap, offset + PAGE) }, 'Older'));
  wrap.replaceChildren(
    h('p.muted', {}, `${r.total} finished game${r.total === 1 ? '' : 's'}, newest first.`),
    h('table.games', { dataset: { testid: 'archive-table' } },
      h('thead', {}, h('tr', {}, ...['game', 'players', 'result', 'moves', 'when', ''].map((t) => h('th', {}, t)))),
      h('tbody', {}, rows)),
    nav);
}

// A record (text) or an export (JSON), pasted or from a file; the server checks every move.
function importForm() {
  const text = h('textarea', { id: 'import-text', dataset: { testid: 'import-text' }, placeholder: '[Game "…"]\n[Options "…"]\n\n1. … 2. … over S captured-all\n\nor {"format": "manqala-game", …}', spellcheck: 'false' });
  const file = h('input', { type: 'file', accept: '.txt,.json,.pgn,text/plain,application/json', dataset: { testid: 'import-file' },
    onchange: async () => { if (file.files[0]) text.value = await file.files[0].text(); } });
  const out = h('p', { dataset: { testid: 'import-result' }, 'aria-live': 'polite' });
  const form = h('form.card', {}, h('h2', {}, 'Import a game'),
    h('p.muted', {}, 'Paste a game record or an exported JSON, or choose a file.'),
    h('label', { for: 'import-text' }, 'Record or JSON'), text, h('p', {}, file),
    h('button.primary', { type: 'submit', dataset: { testid: 'import-submit' } }, 'Import'), out);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const body = text.value.trim();
    if (!body) return toast('Nothing to import.', 'error');
    try {
      const r = await busy(importGame(body, body.startsWith('{')));
      out.replaceChildren('Imported: ', h('a', { href: `#/replay/${r.id}` }, 'replay it'));
    } catch (err) {
      out.textContent = 'Not imported: ' + err.message;
      toast(err.message, 'error');
    }
  });
  return form;
}
