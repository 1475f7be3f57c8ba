// Archive: finished games (replay, record and JSON export) and the import form.
import { listGames, importGame, getMeta } from '../lib/api/games.js';
import { getToken, getSide } from '../lib/api/seats.js';
import { h, toast, busy, resultPhrase, sideName } from '../lib/ui.js';
import { when, gameTitle } from '../lib/words.js';

const PAGE = 50;

export async function render(main) {
  const section = h('section.card', {}, h('h1', {}, 'Archive'));
  const wrap = h('div.table-wrap');
  section.append(wrap);
  main.append(section, importForm());
  await showPage(wrap, 0);
}

async function showPage(wrap, offset) {
  const [r, meta] = await busy(Promise.all([listGames('over', PAGE, offset), getMeta().catch(() => ({ games: [] }))]));
  if (!r.games.length) {
    wrap.replaceChildren(h('p.muted', {}, 'No finished games yet.'));
    return;
  }
  // Each cell says what it is (data-label): on a narrow screen the rows become cards.
  const td = (label, testid, ...content) => h('td', { dataset: { label, testid } }, ...content);
  const rows = r.games.map((g) => h('tr', { dataset: { id: g.id, testid: 'archive-row' } },
    td('', 'archive-game', gameTitle(meta, g.game)), td('players', 'archive-players', playersText(g)),
    td('result', 'archive-result', resultPhrase(g.result) || ''), td('moves', 'archive-moves', g.plies),
    td('when', 'archive-when', when(g.updated)),
    td('', 'archive-links', h('a', { href: `#/replay/${g.id}`, dataset: { testid: 'replay-link' } }, 'replay'), ' · ',
      h('a', { href: `/api/games/${g.id}/record`, download: `${g.game}-${g.id}.txt`, dataset: { testid: 'record-link' } }, 'record'), ' · ',
      h('a', { href: `/api/games/${g.id}/export`, download: `${g.game}-${g.id}.json`, dataset: { testid: 'export-link' } }, 'JSON'), ' · ',
      h('a', { href: `#/analysis/${g.game}?from=${g.id}`, dataset: { testid: 'analyse-link' } }, 'analyse'), ' · ',
      h('a', { href: `#/review/${g.id}`, dataset: { testid: 'review-link' } }, 'review'))));
  const nav = h('div.controls');
  if (offset > 0) nav.append(h('button', { type: 'button', onclick: () => showPage(wrap, Math.max(0, offset - PAGE)) }, 'Newer'));
  if (offset + PAGE < r.total) nav.append(h('button', { type: 'button', onclick: () => showPage(wrap, offset + PAGE) }, 'Older'));
  wrap.replaceChildren(
    h('p.muted', {}, `${r.total} finished game${r.total === 1 ? '' : 's'}, newest first.`),
    h('table.games.stack', { dataset: { testid: 'archive-table' } },
      h('thead', {}, h('tr', {}, ...['game', 'players', 'result', 'moves', 'when', ''].map((t) => h('th', {}, t)))),
      h('tbody', {}, rows)),
    nav);
}

// Who played: "You (South) vs engine level 4", "South: amal vs North: badr", "two players at one screen".
function playersText(g) {
  const seat = (s) => {
    const p = g[s];
    if (p === 'engine') return `engine level ${g.level}`;
    if (p === 'human' || p === 'nobody' || !p) return null;
    return p; // an account's name
  };
  const mine = getToken(g.id) ? getSide(g.id) || (['south', 'north'].filter((s) => g[s] === 'human').length === 1
    ? ['south', 'north'].find((s) => g[s] === 'human') : null) : null;
  if (g.south === 'human' && g.north === 'human' && !mine) return 'two players (people)';
  const one = (s) => {
    const name = seat(s);
    if (s === mine) return `You (${sideName(s)})`;
    if (g[s] === 'engine') return `${name} (${sideName(s)})`;
    return name ? `${name} (${sideName(s)})` : `${sideName(s)}: a person`;
  };
  // The engine's opponent first: "You (South) vs engine level 4 (North)".
  const order = g.south === 'engine' ? ['north', 'south'] : ['south', 'north'];
  return `${one(order[0])} vs ${one(order[1])}`;
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
