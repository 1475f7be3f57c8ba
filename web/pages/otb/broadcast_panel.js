// The director's "Broadcast" (docs/web-api.md "Broadcasts"): start or stop showing the rounds
// live; when the engine's evaluation reaches the spectators (when the game ends, or minutes after
// each move: never while it could help a player at the board); a new push token for a relay
// program (shown this once, the old one stops working: two clicks, as a new hall link); the
// spectators' link; each board's entry link of the current round for the phone at the board
// (with the hall code, as the hall screen's link); and the embed code for the club's own site.
// The broadcast is asked for when the panel is drawn (404: none yet); ctx.pushToken keeps a new
// token over the page's redraws until it is left.
import { embedUrl, getBroadcast, newPushToken, setBroadcast, spectatorUrl } from '../../lib/api/broadcasts.js';
import { copyText, linkRow, refusalLine } from '../../lib/forms.js';
import { t } from '../../lib/i18n.js';
import { broadcastHref, entryHref } from '../../lib/links.js';
import { h, twoClicks } from '../../lib/ui.js';
import { refused } from '../../lib/words.js';

const DELAYS = ['end', 300, 900, 1800];
const ASK_MS = 30000;

export function broadcastPanel(data, ctx) {
  const tm = data.tournament;
  const el = h('div.otb-broadcast', { dataset: { testid: 'otb-broadcast' } });
  const refusal = refusalLine();
  // The broadcast, null while there is none; the last one known drawn at once (ctx.broadcast:
  // kept over the page's redraws), asked again when older than ASK_MS (another director may
  // have started it).
  const known = ctx.broadcast?.id === tm.id ? ctx.broadcast : null;
  let info = known?.info ?? null;
  const keep = (b) => {
    info = b;
    ctx.broadcast = { id: tm.id, info, at: Date.now() };
  };
  const change = async (body) => {
    refusal.say('');
    try {
      keep({ ...(info || {}), ...(await setBroadcast(tm.id, body)) });
      draw();
      ctx.broadcastChanged?.();
    } catch (e) {
      refusal.say(refused(e));
    }
  };

  function draw() {
    const live = !!info?.live;
    const delay = info?.eval_delay ?? 'end';
    const pick = h('select', { id: 'otb-broadcast-delay', dataset: { testid: 'broadcast-delay' },
      // Before the broadcast starts the choice waits for "Start broadcasting".
      onchange: () => (info ? change({ live, eval_delay: delayValue(pick.value) }) : null) },
    [...new Set([...DELAYS, delay])].map((d) => h('option', { value: d, selected: String(d) === String(delay) }, delayText(d))));
    const start = h(live ? 'button' : 'button.primary', { type: 'button', dataset: { testid: 'broadcast-start', live: String(live) },
      onclick: () => change({ live: !live, eval_delay: delayValue(pick.value) }) }, live ? t('otb.broadcast.stop') : t('otb.broadcast.start'));
    el.replaceChildren(h('h3', {}, t('otb.broadcast.title')), h('p.help', {}, t('otb.broadcast.help')),
      h('p', { dataset: { testid: 'broadcast-state', live: String(live) } }, live ? t('otb.broadcast.on') : info ? t('otb.broadcast.stopped') : t('otb.broadcast.off')),
      h('p.inline-form', {}, start),
      h('p.inline-form', {}, h('label', { for: 'otb-broadcast-delay' }, t('otb.broadcast.delay')), pick),
      h('p.help', {}, t('otb.broadcast.delay.help')), refusal.el,
      ...(info ? links().flat(2) : []));
  }

  // What the director hands out once the broadcast exists.
  function links() {
    const last = (data.rounds || []).at(-1);
    const frame = `<iframe src="${embedUrl(tm.id)}" title="${escape(t('otb.broadcast.embed.frame', { name: tm.name }))}" width="100%" height="520" loading="lazy"></iframe>`;
    const embed = h('textarea.otb-embed-code', { readOnly: true, rows: 3, dir: 'ltr', 'aria-label': t('otb.broadcast.embed.label'), dataset: { testid: 'broadcast-embed-code' },
      onfocus: () => embed.select() }, frame);
    return [h('h4', {}, t('otb.broadcast.spectators')),
      h('p', {}, h('a', { href: broadcastHref(tm.id), dataset: { testid: 'broadcast-spectate-link' } }, t('otb.broadcast.spectate'))),
      linkRow(spectatorUrl(tm.id), 'broadcast-spectate-url', 'broadcast-spectate-copy', t('otb.broadcast.spectate.label')),
      last ? [h('h4', {}, t('otb.broadcast.entry', { round: last.round })), h('p.help', {}, t('otb.broadcast.entry.help')),
        h('ul.otb-entry-links', {}, last.boards.filter((b) => b.black).map((b) => h('li', {},
          h('a', { href: entryHref(tm.id, last.round, b.board, data.hall_code || ''), dir: 'auto', dataset: { testid: `broadcast-entry-link-${b.board}` } },
            t('otb.broadcast.entry.board', { board: b.board, south: `\u2068${b.white_name || ''}\u2069`, north: `\u2068${b.black_name || ''}\u2069` })))))] : '',
      h('h4', {}, t('otb.broadcast.token')), h('p.help', {}, t('otb.broadcast.token.help')),
      h('p', {}, twoClicks({ dataset: { testid: 'broadcast-token' } }, t('otb.broadcast.token.new'), t('otb.broadcast.token.ask'), async () => {
        try {
          ctx.pushToken = { id: tm.id, token: (await newPushToken(tm.id)).token };
          draw();
        } catch (e) {
          refusal.say(refused(e));
        }
      })),
      ctx.pushToken?.id === tm.id ? tokenBox(ctx.pushToken.token) : '',
      h('h4', {}, t('otb.broadcast.embed')), h('p.help', {}, t('otb.broadcast.embed.help')), embed,
      h('p', {}, h('button', { type: 'button', dataset: { testid: 'broadcast-embed-copy' }, onclick: () => copyText(frame, embed) }, t('forms.copy')))];
  }

  draw();
  if (!known || Date.now() - known.at > ASK_MS)
    getBroadcast(tm.id).then(keep, (e) => (e.status === 404 ? keep(null) : refusal.say(refused(e)))).finally(draw);
  return el;
}

// The token, this once: to copy now (it is not shown again; the one before no longer works).
const tokenBox = (token) => h('div.otb-token', { dataset: { testid: 'broadcast-token-box' } },
  h('p', { role: 'status' }, t('otb.broadcast.token.once')),
  linkRow(token, 'broadcast-token-value', 'broadcast-token-copy', t('otb.broadcast.token.label')));

const delayValue = (v) => (v === 'end' ? 'end' : Number(v));
const delayText = (d) => (d === 'end' ? t('otb.broadcast.delay.end') : t('otb.broadcast.delay.minutes', { count: Math.max(1, Math.round(Number(d) / 60)) }));
// An attribute's value inside the embed code: the tournament's name as text, never markup.
const escape = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
