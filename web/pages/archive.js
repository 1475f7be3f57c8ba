// Archive: finished games (replay, record and JSON export) and the import form.
import { listGames, importGame, getMeta } from '../lib/api/games.js';
import { getToken, getSide } from '../lib/api/seats.js';
import { explain } from '../lib/api/request.js';
import { t, tParts, num, sep } from '../lib/i18n.js';
import { h, toast, busy, resultPhrase, sideName } from '../lib/ui.js';
import { when, gameTitle } from '../lib/words.js';
import { optionsInWords } from '../lib/options.js';

const PAGE = 50;

export async function render(main) {
  const section = h('section.card', {}, h('h1', {}, t('archive.title')));
  const wrap = h('div.table-wrap');
  section.append(wrap);
  main.append(section, importForm());
  await showPage(wrap, 0);
}

async function showPage(wrap, offset) {
  const [r, meta] = await busy(Promise.all([listGames('over', PAGE, offset), getMeta().catch(() => ({ games: [] }))]));
  if (!r.games.length) {
    wrap.replaceChildren(h('p.muted', {}, t('archive.empty')));
    return;
  }
  // Each cell says what it is (data-label): on a narrow screen the rows become cards.
  // The columns' words: the header and each cell's label on a phone.
  const col = (c) => (c ? t(`archive.column.${c}`) : '');
  const td = (label, testid, ...content) => h('td', { dataset: { label: col(label), testid } }, ...content);
  const rows = r.games.map((g) => h('tr', { dataset: { id: g.id, testid: 'archive-row' } },
    td('', 'archive-game', gameTitle(meta, g.game), archiveOptions(meta, g)), td('players', 'archive-players', playersText(g)),
    td('result', 'archive-result', resultPhrase(g.result, g.game) || ''), td('moves', 'archive-moves', num(g.plies)),
    td('when', 'archive-when', when(g.updated)),
    td('', 'archive-links', h('a', { href: `#/replay/${g.id}`, dataset: { testid: 'replay-link' } }, t('archive.replay')), sep(),
      h('a', { href: `/api/games/${g.id}/record`, download: `${g.game}-${g.id}.txt`, dataset: { testid: 'record-link' } }, t('archive.record')), sep(),
      h('a', { href: `/api/games/${g.id}/export`, download: `${g.game}-${g.id}.json`, dataset: { testid: 'export-link' } }, t('archive.json')), sep(),
      h('a', { href: `#/analysis/${g.game}?from=${g.id}`, dataset: { testid: 'analyse-link' } }, t('archive.analyse')), sep(),
      h('a', { href: `#/review/${g.id}`, dataset: { testid: 'review-link' } }, t('archive.review')))));
  const nav = h('div.controls');
  if (offset > 0) nav.append(h('button', { type: 'button', onclick: () => showPage(wrap, Math.max(0, offset - PAGE)) }, t('archive.newer')));
  if (offset + PAGE < r.total) nav.append(h('button', { type: 'button', onclick: () => showPage(wrap, offset + PAGE) }, t('archive.older')));
  wrap.replaceChildren(
    h('p.muted', {}, t('archive.count', { count: r.total })),
    h('table.games.stack', { dataset: { testid: 'archive-table' } },
      h('thead', {}, h('tr', {}, ...['game', 'players', 'result', 'moves', 'when', ''].map((c) => h('th', {}, col(c))))),
      h('tbody', {}, rows)),
    nav);
}

// The game's rules under its name when they are not the standard ones ("no relay sowing").
function archiveOptions(meta, g) {
  const words = optionsInWords(meta, g.game, g.options, { quiet: true });
  return words ? h('small.muted.options-words', { dataset: { testid: 'archive-options' } }, h('br'), words) : '';
}

// Who played: "You (South) vs engine level 4", "South: amal vs North: badr", "two players at one screen".
function playersText(g) {
  const seat = (s) => {
    const p = g[s];
    if (p === 'engine') return t('archive.players.engine', { level: g.level });
    if (p === 'human' || p === 'nobody' || !p) return null;
    return p; // an account's name
  };
  const mine = getToken(g.id) ? getSide(g.id) || (['south', 'north'].filter((s) => g[s] === 'human').length === 1
    ? ['south', 'north'].find((s) => g[s] === 'human') : null) : null;
  if (g.south === 'human' && g.north === 'human' && !mine) return t('archive.players.people');
  const one = (s) => {
    const name = seat(s);
    if (s === mine) return t('archive.players.you', { side: sideName(s) });
    return name ? t('archive.players.named', { name, side: sideName(s) }) : t('archive.players.person', { side: sideName(s) });
  };
  // The engine's opponent first: "You (South) vs engine level 4 (North)".
  const order = g.south === 'engine' ? ['north', 'south'] : ['south', 'north'];
  return t('archive.players.vs', { a: one(order[0]), b: one(order[1]) });
}

// A record (text) or an export (JSON), pasted or from a file; the server checks every move.
function importForm() {
  const text = h('textarea', { id: 'import-text', dataset: { testid: 'import-text' }, placeholder: t('archive.import.placeholder'), spellcheck: 'false' });
  // The browser's own file button speaks the browser's language, not the page's: it is hidden
  // inside a label that says it in the reader's words, with the chosen file's name beside it.
  const chosen = h('span.muted', { dataset: { testid: 'import-file-name' } }, t('archive.import.noFile'));
  const file = h('input.file-input', { type: 'file', accept: '.txt,.json,.pgn,text/plain,application/json', dataset: { testid: 'import-file' },
    onchange: async () => {
      if (!file.files[0]) return;
      chosen.textContent = file.files[0].name;
      text.value = await file.files[0].text();
    } });
  const fileButton = h('label.button', {}, t('archive.import.file'), file);
  const out = h('p', { dataset: { testid: 'import-result' }, 'aria-live': 'polite' });
  const form = h('form.card', {}, h('h2', {}, t('archive.import.title')),
    h('p.muted', {}, t('archive.import.text')),
    h('label', { for: 'import-text' }, t('archive.import.label')), text, h('p', {}, fileButton, ' ', chosen),
    h('button.primary', { type: 'submit', dataset: { testid: 'import-submit' } }, t('archive.import.submit')), out);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const body = text.value.trim();
    if (!body) return toast(t('archive.import.nothing'), 'error');
    try {
      const r = await busy(importGame(body, body.startsWith('{')));
      out.replaceChildren(...tParts('archive.import.done', { replay: h('a', { href: `#/replay/${r.id}` }, t('archive.import.replay')) }));
    } catch (err) {
      out.textContent = t('archive.import.failed', { why: explain(err) });
      toast(explain(err), 'error');
    }
  });
  return form;
}
