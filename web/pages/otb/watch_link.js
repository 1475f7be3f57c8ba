// "Watch live" on the tournament's page, for everyone, while its rounds are broadcast live (GET
// /api/broadcast/{id} answers with live true; 404: no broadcast): the way to the spectators'
// page. Asked when the page opens, every half minute, and after the director's own change.
import { getBroadcast } from '../../lib/api/broadcasts.js';
import { t } from '../../lib/i18n.js';
import { broadcastHref } from '../../lib/links.js';
import { h } from '../../lib/ui.js';

const EVERY_MS = 30000;

export function watchLink(id) {
  const el = h('p.otb-watch', { hidden: true },
    h('a.button.primary', { href: broadcastHref(id), dataset: { testid: 'otb-watch-live' } }, t('otb.watch')));
  const ask = () => getBroadcast(id).then((b) => { el.hidden = !b?.live; }, () => { el.hidden = true; });
  const timer = setInterval(ask, EVERY_MS);
  ask();
  return { el, refresh: ask, stop: () => clearInterval(timer) };
}
