// The service worker (web/sw.js): the site installable and offline after the first visit.
// Its address carries the build of the web files (sw.js?v=<build>): the games' meta names it
// (/api/meta, or api/meta.json on a static site: "build", else "version"), so a new build is a
// new worker, which waits while this page runs; a notice offers it, and clicking it lets the new
// worker take over and reloads the page into the new version.
import { getMeta } from '../api/games.js';
import { t } from '../i18n.js';
import { h, toast } from '../ui.js';

async function build() {
  const meta = await getMeta().catch(() => fetch('api/meta.json').then((r) => r.json()));
  return String(meta.build || meta.version || 'dev');
}

function offer(worker) {
  if (document.querySelector('[data-testid=update-ready]')) return;
  const button = h('button', { type: 'button', dataset: { testid: 'update-reload' } }, t('pwa.update.reload'));
  button.addEventListener('click', () => {
    button.disabled = true;
    worker.postMessage('skipWaiting'); // the page reloads once it has taken over (below)
  });
  // ms 0, the reader's: it stays, whichever page is shown, until they choose.
  toast(h('span', {}, t('pwa.update.ready'), ' ', button), 'info', 0, { dataset: { testid: 'update-ready' } }, { scope: 'reader' });
}

export async function registerServiceWorker() {
  // Not where there is none (an old browser, a page not over https or localhost).
  if (!('serviceWorker' in navigator)) return;
  try {
    const hadController = !!navigator.serviceWorker.controller;
    // The new worker took over (the reader's click): reload into the new version, once.
    let reloading = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (!hadController || reloading) return; // the first install: nothing to reload
      reloading = true;
      location.reload();
    });
    const reg = await navigator.serviceWorker.register(`sw.js?v=${encodeURIComponent(await build())}`, { updateViaCache: 'none' });
    const waitFor = (w) => w.addEventListener('statechange', () => {
      if (w.state === 'installed' && navigator.serviceWorker.controller) offer(w);
    });
    if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
    if (reg.installing) waitFor(reg.installing);
    reg.addEventListener('updatefound', () => waitFor(reg.installing));
  } catch (e) {
    console.warn('service worker not registered:', e); // the site works on without it, online
  }
}
