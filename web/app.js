// The hash router: each route is a page module whose render(main, ...params) draws it
// and may return a cleanup function (closing sockets, timers) for when the page is left.
import { loadAccount, currentAccount } from './lib/api/accounts.js';
import { getMeta } from './lib/api/games.js';
import { ApiError } from './lib/api/request.js';
import { watchAccount } from './lib/notices.js';
import { h, toast, notFound, applyTheme, setTheme, currentTheme, learnEndReasons } from './lib/ui.js';

const routes = [
  [/^#?\/?$/, () => import('./pages/home.js')],
  [/^#\/play\/([\w-]+)$/, () => import('./pages/play.js')],
  // A game read-only, for spectators: the play page in its watching mode.
  [/^#\/watch\/([\w-]+)$/, () => import('./pages/play.js').then((m) => ({ render: (main, id) => m.render(main, id, 'watch') }))],
  [/^#\/join\/([\w-]+)\/([0-9a-fA-F]+)$/, () => import('./pages/join.js')],
  [/^#\/lobby$/, () => import('./pages/lobby.js')],
  [/^#\/archive$/, () => import('./pages/archive.js')],
  [/^#\/replay\/([\w-]+)$/, () => import('./pages/replay.js')],
  // A finished game's moves judged by the engine (the evaluation graph, marks, summary).
  [/^#\/review\/([\w-]+)$/, () => import('./pages/review.js')],
  // Any name: the rules page asks /api/meta which games there are (unknown: not found).
  [/^#\/rules\/([\w-]+)$/, () => import('./pages/rules.js')],
  // next: the (encoded) address to go back to once logged in, e.g. a join link.
  [/^#\/account(?:\?next=(.*))?$/, () => import('./pages/account.js')],
  [/^#\/players\/([\w-]+)$/, () => import('./pages/player.js')],
  [/^#\/leaderboard(?:\/([\w-]+))?$/, () => import('./pages/leaderboard.js')],
  // The clubs, a club, and a club's invitation link (joins, then shows the club).
  [/^#\/clubs(?:\/([\w-]+)(?:\/join\/([0-9a-fA-F]+))?)?$/, () => import('./pages/clubs.js')],
  // club: the club chosen in the new-tournament form (its page's "New tournament").
  [/^#\/tournaments(?:\?club=([\w-]+))?$/, () => import('./pages/tournaments.js')],
  [/^#\/tournaments\/([\w-]+)$/, () => import('./pages/tournament.js')],
  // Study: the analysis board and the position editor; the query carries the position.
  [/^#\/analysis\/([\w-]+)(?:\?(.*))?$/, () => import('./pages/analysis.js')],
  [/^#\/editor\/([\w-]+)(?:\?(.*))?$/, () => import('./pages/editor.js')],
];

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
  const found = routes.find(([re]) => re.test(hash));
  // Each page draws into a view of its own: a page still loading when the address changes
  // draws into a view no longer shown (and is cleaned up at once), not over the next page.
  const view = h('div.view');
  main.replaceChildren(view);
  if (!found) return notFound(view);
  const params = hash.match(found[0]).slice(1);
  try {
    await loadAccount(); // pages need to know who is here (forms, seats, the CSRF token)
    // The games' end reasons in words, for every page that tells how a game ended.
    await getMeta().then((meta) => learnEndReasons(meta.games), () => {});
    const mod = await found[1]();
    const done = (await mod.render(view, ...params)) || null;
    if (seq === routeSeq) cleanup = done;
    else if (done) done();
  } catch (e) {
    if (seq !== routeSeq) return; // the page was left meanwhile
    // A game (or page) the server does not have: one clear page, not an error.
    if (e instanceof ApiError && e.status === 404) return notFound(view, e.message);
    // Never a blank page: say what went wrong and offer a way on.
    console.error(e);
    view.replaceChildren(
      h('section.card.error-page', {}, h('h1', {}, 'Something went wrong'), h('p', {}, e.message || String(e)),
        h('a', { href: '#/' }, 'Back to the start')),
    );
    toast(e.message || String(e), 'error');
  }
}

// The nav's link for the page shown carries aria-current.
function markCurrent() {
  const hash = location.hash || '#/';
  for (const a of document.querySelectorAll('header nav a'))
    a.toggleAttribute('aria-current', a.getAttribute('href') === hash);
}

// A rules link for each game the server has a rules page of, after the fixed links of index.html.
async function addRulesLinks() {
  const nav = document.querySelector('header nav');
  try {
    const meta = await getMeta();
    nav.append(...meta.games.filter((g) => g.rules_page).map((g) => h('a', { href: `#/rules/${g.name}`, dataset: { testid: `nav-rules-${g.name}` } },
      `${g.title} rules`)));
    markCurrent();
  } catch {
    // No links to the rules then; the page that needs the server says what is wrong.
  }
}

// The account link: "Log in" for a guest, the account's name (its profile) once logged in.
function drawAccountLink() {
  const a = currentAccount();
  const link = document.querySelector('[data-testid=nav-account]');
  link.textContent = a ? a.name : 'Log in';
  link.href = a ? `#/players/${a.name}` : '#/account';
  markCurrent();
}

// The theme switch in the header: light or dark by hand (remembered), the system's until then.
function drawThemeButton() {
  const b = document.querySelector('[data-testid=theme-toggle]');
  if (!b) return;
  const dark = currentTheme() === 'dark';
  b.textContent = dark ? '☀ Light' : '☾ Dark';
  b.title = dark ? 'switch to the light theme' : 'switch to the dark theme';
  b.setAttribute('aria-label', b.title);
  document.documentElement.dataset.shownTheme = dark ? 'dark' : 'light';
}
applyTheme();
drawThemeButton();
document.querySelector('[data-testid=theme-toggle]')?.addEventListener('click', () => {
  setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
  drawThemeButton();
});

window.addEventListener('manqala:account', drawAccountLink);
window.addEventListener('hashchange', route);
window.addEventListener('unhandledrejection', (e) => toast(String(e.reason && e.reason.message || e.reason), 'error'));
addRulesLinks();
watchAccount(); // before the first route asks who is here: the notices open as soon as it is known
route();
