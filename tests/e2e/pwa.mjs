// Installable and offline after the first visit (web/manifest.webmanifest, web/sw.js,
// web/lib/pwa/register.js): the manifest and its icons, the service worker in control, the
// page and the engine with the network gone, and a new version taking over on the reader's click.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startStatic } from './lib/server.mjs';
import { assert, assertEq } from './lib/page.mjs';
import { askEngine, makeStaticSite } from './static_site.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));

// The page once its service worker controls it: the first visit installs it, a reload is served by it.
// drawn: what shows the page is drawn (a static site's home needs the pages' local mode).
async function controlled(page, url, drawn = '[data-testid=new-game-form]') {
  await page.goto(url);
  await page.waitForSelector(drawn);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForSelector(drawn);
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL || null);
}

// (a) The manifest has what an install needs and its icons load; the worker controls the page.
// (b) Offline: the page comes back from the cache, cross-origin isolated still, and the engine answers.
async function installableOffline(t) {
  const srv = await t.server();
  const page = await t.newPage({ serviceWorkers: 'allow' });
  await page.goto(srv.url);
  const href = await page.getAttribute('link[rel=manifest]', 'href');
  assertEq(href, 'manifest.webmanifest', 'the manifest is linked by a relative address');
  assert(await page.$('meta[name=theme-color]'), 'a theme colour');
  const m = await page.evaluate(async (href) => {
    const res = await fetch(href);
    const manifest = await res.json();
    const icons = [];
    for (const icon of manifest.icons) {
      const r = await fetch(new URL(icon.src, res.url));
      const bitmap = icon.type === 'image/png' ? await createImageBitmap(await r.blob()) : null;
      icons.push({ ...icon, ok: r.ok, type: r.headers.get('Content-Type'), size: bitmap ? `${bitmap.width}x${bitmap.height}` : 'any' });
    }
    return { type: res.headers.get('Content-Type'), manifest, icons };
  }, href);
  assert(/^application\/(manifest\+)?json/.test(m.type), `manifest content type ${m.type}`);
  for (const [k, v] of Object.entries({ name: 'manqala', short_name: 'manqala', start_url: '.', scope: '.', display: 'standalone' }))
    assertEq(m.manifest[k], v, `manifest ${k}`);
  assert(/^#[0-9a-f]{6}$/i.test(m.manifest.theme_color) && /^#[0-9a-f]{6}$/i.test(m.manifest.background_color), 'colours');
  for (const icon of m.icons) {
    assert(icon.ok && icon.type === icon.type.split(';')[0] && icon.size === icon.sizes, `icon ${icon.src}: ${JSON.stringify(icon)}`);
  }
  for (const [size, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']])
    assert(m.icons.some((i) => i.sizes === size && i.purpose === purpose), `a ${purpose} icon of ${size}`);

  const sw = await controlled(page, srv.url);
  assert(sw && /\/sw\.js\?v=/.test(sw), `the service worker controls the page: ${sw}`);
  assert(await page.evaluate(() => crossOriginIsolated), 'cross-origin isolated under the service worker');

  // (b) No network: the server is gone too (a phone in a tunnel), so nothing can come from it.
  await page.context().setOffline(true);
  await srv.kill();
  await page.reload();
  await page.waitForSelector('[data-testid=new-game-form]');
  assert(await page.evaluate(() => crossOriginIsolated), 'still cross-origin isolated offline (the cached headers)');
  assert(await page.$('[data-testid=nav-rules-hawalis]'), 'the rules links: the meta from the cache');
  const engine = await askEngine(page);
  assertEq(engine.perft, 1539, 'the engine offline: perft 3 of hawalis');
  assertEq(engine.build, 'mt', 'the threaded engine offline');
  // Another page never opened online: its modules came with the shell.
  await page.goto(`${srv.url}#/rules/hawalis`);
  await page.waitForSelector('[data-testid=rules-options]');
  await t.shot('pwa-offline-rules', page);
}

// (c) A new version: the site (a static copy, served from a folder this test changes) visited,
// then a file and the build changed; the next visit offers the new version, still showing the
// old; clicking the notice reloads into the new one.
async function newVersion(t) {
  const dir = await makeStaticSite(t, t.tmpDir('site'));
  const host = await startStatic({ dir, isolate: true });
  const page = await t.newPage({ serviceWorkers: 'allow' });
  assert(await controlled(page, host.url, '#main .view > *'), 'controlled');
  const play = () => page.textContent('[data-testid=nav-home]');
  assertEq(await play(), 'Play', 'the first version');
  const oldBuild = JSON.parse(fs.readFileSync(path.join(dir, 'api/meta.json'), 'utf8')).build;

  const en = path.join(dir, 'i18n/en.json');
  fs.writeFileSync(en, fs.readFileSync(en, 'utf8').replace('"nav.play": "Play"', '"nav.play": "Play v2"'));
  // The new build (`manqala static` writes it from the files; here the files changed by hand).
  const build = execFileSync(process.execPath, [path.join(repo, 'scripts/web-files.mjs'), '--stamp', dir], { encoding: 'utf8' }).trim();
  assert(build !== oldBuild, 'a new build');

  await page.reload();
  await page.waitForSelector('[data-testid=update-ready]', { timeout: 20000 });
  assertEq(await play(), 'Play', 'the old version until the reader chooses');
  await t.shot('pwa-update-ready', page);
  await Promise.all([page.waitForEvent('load'), page.click('[data-testid=update-reload]')]);
  await page.waitForFunction(() => document.querySelector('[data-testid=nav-home]')?.textContent === 'Play v2');
  const sw = await page.evaluate(() => navigator.serviceWorker.controller.scriptURL);
  assert(sw.endsWith(`v=${build}`), `the new worker controls: ${sw}`);
  assertEq(await page.evaluate(() => caches.keys()), [`manqala-${build}`], 'the old cache is gone');
  await host.kill();
}

export const pwaTests = [
  ['installable, and offline after the first visit', installableOffline],
  ['a new version replaces the old on the reader\'s click', newVersion],
];
