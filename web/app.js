// The hash router: each route is a page module whose render(main, ...params) draws it
// and may return a cleanup function (closing sockets, timers) for when the page is left. The
// routes and the header's main links are the features' (pages/feature_list.js, one line a feature).
import { loadAccount, currentAccount, saveLanguage } from './lib/api/accounts.js';
import { getMeta } from './lib/api/games.js';
import { ApiError, reason } from './lib/api/request.js';
import { watchAccount } from './lib/notices.js';
import { isLocal, isStaticSite } from './lib/local/mode.js';
import { syncOfflineGames } from './lib/local/sync.js';
import { digitsSwitch } from './lib/digits_switch.js';
import { playerHref } from './lib/links.js';
import { LANGUAGES, chooseLanguage, language, setGameCatalogs, setLanguage, t } from './lib/i18n.js';
import { registerServiceWorker } from './lib/pwa/register.js';
import { applyBoardTheme } from './lib/access.js';
import { h, toast, notFound, applyTheme, setTheme, currentTheme, learnEndReasons, clearPageToasts } from './lib/ui.js';
import features from './pages/feature_list.js';

// The routes: each feature's (pages/feature_list.js), tried in the list's order.
const routes = features.flatMap((f) => f.routes);

let cleanup = null;
let routeSeq = 0;

async function route() {
  const seq = ++routeSeq;
  const main = document.getElementById('main');
  if (cleanup) {
    try {
      cleanup();
    } catch {}
    cleanup = null;
  }
  const hash = location.hash || '#/';
  document.title = 'manqala';
  markCurrent();
  clearPageToasts();
  const found = routes.find(([re]) => re.test(hash));
  // Each page draws into a view of its own: a page still loading when the address changes
  // draws into a view no longer shown (and is cleaned up at once), not over the next page.
  const view = h('div.view');
  main.replaceChildren(view);
  if (!found) return notFound(view);
  const params = hash.match(found[0]).slice(1);
  try {
    await loadAccount(); // pages need to know who is here (forms, seats, the CSRF token)
    // The account's language, where the reader chose none in this browser; also when the account
    // arrives after the page (a login), before any ?lang= of the address.
    const wanted = chooseLanguage(currentAccount()?.language);
    if (wanted !== language()) {
      await setLanguage(wanted);
      drawHeader();
    }
    const mod = await found[1]();
    const done = (await mod.render(view, ...params)) || null;
    if (seq === routeSeq) cleanup = done;
    else if (done) done();
  } catch (e) {
    if (seq !== routeSeq) return; // the page was left meanwhile
    // A game (or page) the server does not have: one clear page, not an error.
    if (e instanceof ApiError && e.status === 404) return notFound(view);
    // Never a blank page: say what went wrong and offer a way on.
    console.error(e);
    view.replaceChildren(
      h('section.card.error-page', {}, h('h1', {}, t('error.page.title')), h('p', {}, reason(e)),
        h('a', { href: '#/' }, t('common.backToStart'))),
    );
    toast(reason(e), 'error');
  }
}

// The nav's link for the page shown carries aria-current.
function markCurrent() {
  const hash = location.hash || '#/';
  for (const a of document.querySelectorAll('header nav a'))
    a.toggleAttribute('aria-current', a.getAttribute('href') === hash);
}

// The main nav's links: each feature's (its nav entry, in the list's order), made once, its
// words written again in each language; then the games' rules links.
const featureLinks = features.filter((f) => f.nav).map(({ nav }) => [h('a', { href: nav.href, dataset: { testid: nav.testid } }), nav.key]);
function drawNavLinks() {
  const nav = document.getElementById('main-nav');
  if (!featureLinks[0]?.[0].isConnected) nav.prepend(...featureLinks.map(([a]) => a));
  for (const [a, key] of featureLinks) a.textContent = t(key);
  drawRulesLinks();
}

// A rules link for each game the server has a rules page of, after the features' links.
let metaGames = [];
function drawRulesLinks() {
  const nav = document.querySelector('header nav');
  nav.querySelectorAll('[data-rules-link]').forEach((a) => a.remove());
  nav.append(...metaGames.filter((g) => g.rules_page).map((g) => h('a', { href: `#/rules/${g.name}`, dataset: { testid: `nav-rules-${g.name}`, rulesLink: '' } },
    t('nav.rules', { game: t(`game.${g.name}.title`, {}, g.title) }))));
  markCurrent();
}

// The header's words in the reader's language: the fixed ones of index.html (data-i18n), the
// features' and rules links, the account link, the theme button and the language switch.
function drawHeader() {
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset.i18nLabel));
  drawNavLinks();
  drawAccountLink();
  drawThemeButton();
  const pick = document.querySelector('[data-testid=language]');
  pick.replaceChildren(...LANGUAGES.map((l) => h('option', { value: l.code, lang: l.code }, l.name)));
  pick.value = language();
  digits.draw();
}

// Arabic-Indic or Latin digits, for a language that writes both (shown only then).
const digits = digitsSwitch(document.querySelector('[data-testid=digits]'), {
  auto: () => t('nav.digits.auto'),
  picked: () => {
    drawHeader();
    route();
  },
});

// The reader picks a language: kept in this browser and on the account; the page is drawn again.
async function pickLanguage(code) {
  await setLanguage(code, { remember: true });
  const url = new URL(location.href);
  if (url.searchParams.has('lang')) { // a shared link's language gives way to the reader's choice
    url.searchParams.delete('lang');
    history.replaceState(null, '', url);
  }
  if (currentAccount()) saveLanguage(code).catch(() => {});
  drawHeader();
  route();
}

// The account link: "Log in" for a guest, the account's name (its profile) once logged in.
function drawAccountLink() {
  const a = currentAccount();
  const link = document.querySelector('[data-testid=nav-account]');
  link.textContent = a ? a.name : t('nav.login');
  link.href = a ? playerHref(a.name) : '#/account';
  markCurrent();
}

// The theme switch in the header: light or dark by hand (remembered), the system's until then.
function drawThemeButton() {
  const b = document.querySelector('[data-testid=theme-toggle]');
  if (!b) return;
  const dark = currentTheme() === 'dark';
  b.textContent = dark ? t('nav.theme.light') : t('nav.theme.dark');
  b.title = dark ? t('nav.theme.toLight') : t('nav.theme.toDark');
  document.documentElement.dataset.shownTheme = dark ? 'dark' : 'light';
}
applyTheme();
applyBoardTheme();
document.querySelector('[data-testid=theme-toggle]')?.addEventListener('click', () => {
  setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
  drawThemeButton();
});
document.querySelector('[data-testid=language]')?.addEventListener('change', (e) => pickLanguage(e.target.value));
// The menu of a phone's one-line header: the button opens the links under it; a link followed,
// Escape or another page closes it (on a wide screen the button is not shown).
const menuButton = document.querySelector('[data-testid=menu-toggle]');
function setMenu(open) {
  document.querySelector('header.top')?.classList.toggle('menu-open', open);
  menuButton?.setAttribute('aria-expanded', String(open));
}
menuButton?.addEventListener('click', () => setMenu(menuButton.getAttribute('aria-expanded') !== 'true'));
document.querySelector('header.top')?.addEventListener('keydown', (e) => {
  if (e.key === 'Escape' && menuButton?.getAttribute('aria-expanded') === 'true') { setMenu(false); menuButton.focus(); }
});
window.addEventListener('hashchange', () => setMenu(false));
// "Skip to content" moves the focus to the page itself: its #main would otherwise be read as a
// route (and show "Page not found").
document.querySelector('a.skip')?.addEventListener('click', (e) => {
  e.preventDefault();
  document.getElementById('main').focus();
});

// Before the first page: the games (their catalogs, their end reasons) and the reader's language.
async function start() {
  try {
    metaGames = (await getMeta()).games;
    setGameCatalogs(metaGames);
    learnEndReasons(metaGames);
  } catch {
    // No games then: the page that needs the server says what is wrong.
  }
  // Who is here first: an account's language comes before the address's ?lang= (never shown
  // in the address's language for a moment, then in the account's).
  await setLanguage(chooseLanguage((await loadAccount())?.language));
  drawHeader();
  window.addEventListener('manqala:account', drawAccountLink);
  window.addEventListener('hashchange', route);
  window.addEventListener('unhandledrejection', (e) => toast(e.reason instanceof ApiError ? reason(e.reason) : String(e.reason?.message || e.reason), 'error'));
  watchAccount(); // before the first route asks who is here: the notices open as soon as it is known
  route();
  // The games played without the server, to its archive: now, and whenever it is back.
  archiveOfflineGames();
  window.addEventListener('online', archiveOfflineGames);
  window.addEventListener('manqala:local', (e) => (e.detail.local ? markLocal(true) : (markLocal(false), archiveOfflineGames())));
  if (isLocal()) markLocal(true);
}

let archiving = false;
async function archiveOfflineGames() {
  if (archiving) return; // one run at a time, one notice
  archiving = true;
  const count = await syncOfflineGames().catch(() => 0).finally(() => { archiving = false; });
  if (count) toast(t('offline.archived', { count }), 'info', 10000, { dataset: { testid: 'offline-archived' } }, { scope: 'reader' });
}

// Without the server the page says once that it plays with the engine in the page.
let saidLocal = false;
function markLocal(local) {
  document.body.dataset.local = String(local);
  if (local && !saidLocal) {
    saidLocal = true;
    toast(isStaticSite() ? t('offline.static') : t('offline.local'), 'info', 8000, { dataset: { testid: 'local-mode' } }, { scope: 'reader' });
  }
}
start().then(registerServiceWorker); // offline after the first visit (web/sw.js)
