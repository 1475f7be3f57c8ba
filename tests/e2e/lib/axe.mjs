// axe-core (npm) in the test browser: the WCAG 2.0, 2.1 and 2.2 A and AA rules, serious and
// critical violations only. The page's strict Content-Security-Policy stays: axe's source is
// evaluated through the browser's own protocol (page.evaluate), which the policy does not govern.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const SERIOUS = new Set(['serious', 'critical']);

// The serious and critical violations on the page as it is now: [{ id, impact, help, nodes }],
// nodes being each offending element's selector and axe's summary of what is wrong.
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(source);
  const result = await page.evaluate((tags) => window.axe.run(document, {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
  }), AXE_TAGS);
  return result.violations.filter((v) => SERIOUS.has(v.impact)).map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${(n.failureSummary || '').replace(/\s+/g, ' ').slice(0, 200)}`),
  }));
}

// One line per violation, for a failure's message.
export const describeViolations = (where, list) => list.map((v) =>
  `${where}: ${v.id} (${v.impact}, ${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'}) ${v.help}\n    ${v.nodes.slice(0, 3).join('\n    ')}`).join('\n');
