// Draws the app's icons (web/icons/*.png, listed in web/manifest.webmanifest) from one SVG
// drawing, rendered by the Chromium the end-to-end tests already need (no image tool to install).
// Run after changing the drawing: node scripts/make-icons.mjs; the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(path.join(root, 'tests/e2e/package.json'))('playwright-core');

// A two-row board of 4 pits a side with seeds, on the site's light background (style.css --bg).
// scale: the board's share of the square; a maskable icon keeps it inside the central circle
// that every launcher's mask leaves whole (80% of the side), so it is drawn smaller.
function drawing(scale, rounded) {
  const pits = [];
  const seeds = [[0, 0], [-9, 7], [9, 7], [0, -9]];
  for (let row = 0; row < 2; row++)
    for (let col = 0; col < 4; col++) {
      const cx = 128 + (col - 1.5) * 50, cy = 136 + (row - 0.5) * 64;
      pits.push(`<circle cx="${cx}" cy="${cy}" r="22" fill="#5a3214"/>`);
      const n = (row * 4 + col) % 4 + 1; // a few seeds in each, not the same count everywhere
      for (const [dx, dy] of seeds.slice(0, n)) pits.push(`<circle cx="${cx + dx}" cy="${cy + dy}" r="6" fill="#e9d8b4"/>`);
    }
  const t = (256 - 256 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256">
<rect width="256" height="256" rx="${rounded ? 48 : 0}" fill="#f6f1e7"/>
<g transform="translate(${t} ${t}) scale(${scale})">
<rect x="24" y="64" width="208" height="144" rx="30" fill="#a0612b"/>
<rect x="24" y="64" width="208" height="144" rx="30" fill="none" stroke="#1f7a5a" stroke-width="8"/>
${pits.join('\n')}
</g></svg>`;
}

const icons = [
  ['icon-192.png', 192, drawing(1, true)],
  ['icon-512.png', 512, drawing(1, true)],
  ['maskable-192.png', 192, drawing(0.72, false)],
  ['maskable-512.png', 512, drawing(0.72, false)],
  ['apple-touch-icon.png', 180, drawing(0.9, false)], // iOS rounds the corners itself
];
fs.writeFileSync(path.join(root, 'web/icons/icon.svg'), drawing(1, true));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage();
for (const [file, size, svg] of icons) {
  await page.setViewportSize({ width: size, height: size });
  const img = `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}">`;
  await page.setContent(`<style>html,body{margin:0;background:transparent}img{display:block}</style>${img}`);
  await page.screenshot({ path: path.join(root, 'web/icons', file), omitBackground: true });
}
await browser.close();
console.log('icons written to web/icons/');
