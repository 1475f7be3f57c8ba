// The embed's start (web/embed.html, which the server answers at /embed/broadcast/<id>, the one
// address another site may frame): reads the broadcast, round and board from the address
// (/embed/broadcast/<id>?round=r&board=b&lang=ar), takes the language (?lang=, else the
// browser's: lib/i18n.js) and the theme (the system's), and draws the view
// (pages/broadcast/embed_view.js). Everything is loaded from files of this site: the server's
// policy allows no inline script or style.
import { getMeta } from './lib/api/games.js';
import { chooseLanguage, setGameCatalogs, setLanguage, t } from './lib/i18n.js';
import { applyTheme, h, learnEndReasons } from './lib/ui.js';
import { embedView } from './pages/broadcast/embed_view.js';

async function start() {
  applyTheme();
  const main = document.getElementById('main');
  const id = decodeURIComponent(location.pathname.match(/^\/embed\/broadcast\/([^/]+)/)?.[1] || '');
  const q = new URLSearchParams(location.search);
  try {
    const meta = await getMeta();
    setGameCatalogs(meta.games);
    learnEndReasons(meta.games);
  } catch {} // the view says what is wrong
  await setLanguage(chooseLanguage());
  try {
    if (!id) throw new Error('no broadcast');
    await embedView(main, id, { round: Number(q.get('round')) || 0, board: Number(q.get('board')) || 0 });
  } catch {
    main.replaceChildren(h('p.muted', { dataset: { testid: 'embed-missing' } }, t('embed.missing')));
  }
}
start();
