// The hash router: each route is a page module whose render(main, ...params) draws it
// and may return a cleanup function (closing sockets, timers) for when the page is left.
import { h, toast } from './ui.js';

const routes = [
  [/^#?\/?$/, () => import('./home.js')],
  [/^#\/play\/([\w-]+)$/, () => import('./play.js')],
  // A game read-only, for spectators: the play page in its watching mode.
  [/^#\/watch\/([\w-]+)$/, () => import('./play.js').then((m) => ({ render: (main, id) => m.render(main, id, 'watch') }))],
  [/^#\/join\/([\w-]+)\/([0-9a-fA-F]+)$/, () => import('./join.js')],
  [/^#\/lobby$/, () => import('./lobby.js')],
  [/^#\/archive$/, () => import('./archive.js')],
  [/^#\/replay\/([\w-]+)$/, () => import('./replay.js')],
  [/^#\/rules\/(hawalis|al-manqala)$/, () => import('./rules.js')],
];

let cleanup = null;

async function route() {
  const main = document.getElementById('main');
  if (cleanup) {
    try {
      cleanup();
    } catch {}
    cleanup = null;
  }
  const hash = location.hash || '#/';
  document.title = 'manqala';
  for (const a of document.querySelectorAll('header nav a'))
    a.toggleAttribute('aria-current', a.getAttribute('href') === hash);
  const found = routes.find(([re]) => re.test(hash));
  main.replaceChildren();
  if (!found) {
    main.append(h('section.card', {}, h('h1', {}, 'Page not found'), h('a', { href: '#/' }, 'Back to the start')));
    return;
  }
  const params = hash.match(found[0]).slice(1);
  try {
    const mod = await found[1]();
    cleanup = (await mod.render(main, ...params)) || null;
  } catch (e) {
    // Never a blank page: say what went wrong and offer a way on.
    console.error(e);
    main.replaceChildren(
      h('section.card.error-page', {}, h('h1', {}, 'Something went wrong'), h('p', {}, e.message || String(e)),
        h('a', { href: '#/' }, 'Back to the start')),
    );
    toast(e.message || String(e), 'error');
  }
}

window.addEventListener('hashchange', route);
window.addEventListener('unhandledrejection', (e) => toast(String(e.reason && e.reason.message || e.reason), 'error'));
route();
