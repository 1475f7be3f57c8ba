// Helpers that drive the page through its test hooks (data-testid, data-pit, body[data-busy]).

export function assert(cond, msg) {
  if (!cond) throw new Error('assertion failed: ' + msg);
}
export function assertEq(a, b, msg) {
  const ja = JSON.stringify(a);
  const jb = JSON.stringify(b);
  if (ja !== jb) throw new Error(`assertion failed: ${msg}\n  got:      ${ja}\n  expected: ${jb}`);
}

// The API, called from the test (Node's fetch).
export async function api(base, method, path, body) {
  const res = await fetch(base.replace(/\/$/, '') + path, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let data;
  try { data = JSON.parse(text); } catch { data = text; }
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}: ${text.slice(0, 300)}`);
  return data;
}

export const gameIdOf = (page) => {
  const m = page.url().match(/#\/(?:play|replay)\/([\w-]+)/);
  if (!m) throw new Error('not on a game page: ' + page.url());
  return m[1];
};

export const waitIdle = (page, timeout = 30000) =>
  page.waitForFunction(() => !document.body.dataset.busy, null, { timeout });

// Waits until the human may move (legal pits shown, nothing in flight) or the game is over.
// Returns 'turn' or 'over'.
export async function waitTurnOrEnd(page, timeout = 30000) {
  const h = await page.waitForFunction(() => {
    if (document.body.dataset.busy) return false;
    const d = document.querySelector('[data-testid=result-dialog]');
    if (d && d.open) return 'over';
    return document.querySelector('[data-pit][data-legal=true]') ? 'turn' : false;
  }, null, { timeout, polling: 50 });
  return h.jsonValue();
}

// The counts on the drawn board, as board[r][c] (row 1 first) like the API's; of the page's
// one board, or of the board inside a locator (a rules page has several).
export const readBoard = (target) => target.evaluate((root) => {
  const pits = [...(root || document).querySelectorAll('[data-pit]')];
  const column = (pit) => pit.charCodeAt(0) - 97; // a = 0
  const rows = Math.max(...pits.map((b) => Number(b.dataset.pit.slice(1))));
  const columns = Math.max(...pits.map((b) => column(b.dataset.pit))) + 1;
  const board = Array.from({ length: rows }, () => Array(columns).fill(null));
  for (const b of pits) board[Number(b.dataset.pit.slice(1)) - 1][column(b.dataset.pit)] = Number(b.dataset.count);
  return board;
});

export const legalPits = (page) =>
  page.$$eval('[data-pit][data-legal=true]', (els) => els.map((e) => e.dataset.pit));

export const moveListLength = (page) => page.$$eval('[data-testid=move-list] .mv', (els) => els.length);

// Starts a game from the home page form.
// Opens a game created over the API (r: the answer to POST /api/games) as the holder of its
// seat token, as the browser that created it would; side: the seat, in a game between people.
export async function openWithToken(page, base, r, { side = null, anim = 'off' } = {}) {
  await page.goto(`${base}?anim=${anim}#/`);
  await page.evaluate(([id, tok, side]) => {
    localStorage.setItem(`manqala.token.${id}`, tok);
    if (side) localStorage.setItem(`manqala.side.${id}`, side);
  }, [r.game.id, r.token, side]);
  await page.goto(`${base}?anim=${anim}#/play/${r.game.id}`);
}

// anim: the animation speed forced by the URL, or null for the page's own setting.
export async function newGameFromForm(page, base, { game, level = 1, side = 'south', anim = 'off' }) {
  await page.goto(`${base}${anim ? `?anim=${anim}` : ''}#/`);
  await page.waitForSelector('[data-testid=start-game]');
  await page.selectOption('[data-testid=game-select]', game);
  await page.selectOption('[data-testid=side-select]', side);
  await page.$eval('[data-testid=level]', (el, v) => { el.value = String(v); el.dispatchEvent(new Event('input')); }, level);
  await page.click('[data-testid=start-game]');
  await page.waitForURL(/#\/play\//);
  await page.waitForSelector('[data-pit]');
  return gameIdOf(page);
}

// Plays random legal pits by clicking until the result dialog appears (or maxPlies).
export async function playToEnd(page, { maxPlies = 2000, onTurn = null, timeout = 100000 } = {}) {
  const t0 = Date.now();
  let clicks = 0;
  for (;;) {
    if (Date.now() - t0 > timeout) throw new Error(`game not over after ${clicks} clicks`);
    const s = await waitTurnOrEnd(page);
    if (s === 'over') return clicks;
    if (onTurn && (await onTurn(clicks)) === 'stop') return clicks;
    const legal = await legalPits(page);
    if (!legal.length) continue; // the state changed between the two reads
    const pit = legal[Math.floor(Math.random() * legal.length)];
    await page.click(`[data-pit="${pit}"][data-legal=true]`, { timeout: 5000 }).catch(() => {});
    clicks++;
    if (clicks > maxPlies) throw new Error('too many moves');
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// The link a page shows, loaded with the animation off (?anim=off before the hash).
// A link with a query (?lang= of a poster's link): anim=off joins it.
export const noAnim = (url) => url.replace(/\/(\?|#\/)/, (m, c) => (c === '?' ? '/?anim=off&' : '/?anim=off#/'));
export const waitPly = (page, n, timeout = 15000) => page.waitForFunction((n) =>
  !document.body.dataset.busy && document.querySelectorAll('[data-testid=move-list] .mv').length >= n, n, { timeout });
export const resultOpen = (page, timeout = 15000) => page.waitForFunction(() => document.querySelector('[data-testid=result-dialog]')?.open, null, { timeout });

// Creates a game against a friend from the home page form; returns { id, invite, watch } (the links).
export async function createFriendFromForm(page, base, { game, side = 'south', preset = '5+3', options = {}, listed = true, rated = false }) {
  await page.goto(`${base}?anim=off#/`);
  await page.click('[data-testid=mode-friend]');
  await page.selectOption('[data-testid=friend-game-select]', game);
  await page.selectOption('[data-testid=friend-side-select]', side);
  await page.selectOption('[data-testid=clock-preset]', preset);
  for (const [k, v] of Object.entries(options))
    await page.$eval(`[data-testid=friend-form] [data-option="${k}"]`, (el, v) => { el.value = v; }, v);
  if (!listed) await page.uncheck('[data-testid=listed-toggle]');
  if (rated) await page.check('[data-testid=rated]');
  await page.click('[data-testid=create-friend]');
  await page.waitForSelector('[data-testid=invite-link]');
  const invite = await page.inputValue('[data-testid=invite-link]');
  const watch = await page.inputValue('[data-testid=watch-link]');
  const m = invite.match(/#\/join\/(\w+)\/([0-9a-f]{32})$/);
  assert(m, 'invite link shape: ' + invite);
  assert(watch.endsWith(`#/watch/${m[1]}`), 'watch link: ' + watch);
  return { id: m[1], invite, watch };
}

// Polls a condition of the test's own (not the page's) until it holds.
export async function waitUntil(cond, what, timeout = 10000) {
  const t0 = Date.now();
  while (!(await cond())) {
    if (Date.now() - t0 > timeout) throw new Error('timed out waiting until ' + what);
    await sleep(20);
  }
}

// Registers `name` with the account page's form (open in `page`), as a reader does; the
// password is the name's own. Done when the header shows the name.
export async function registerOnPage(page, name) {
  await page.fill('[data-testid=register-name]', name);
  await page.fill('[data-testid=register-password]', `${name}-secret-1`);
  await page.click('[data-testid=register-submit]');
  await page.waitForFunction((n) => document.querySelector('[data-testid=nav-account]')?.textContent === n, name);
}

// Follows a link of the header's navigation; on a phone it is behind the menu button, opened first.
export async function clickNav(page, testid) {
  const link = page.locator(`[data-testid=${testid}]`);
  if (!(await link.isVisible()) && (await page.locator('[data-testid=menu-toggle]').isVisible())) await page.click('[data-testid=menu-toggle]');
  await link.click();
}
