// The spectators' page's head: the event's name and facts (game, place, date), whether it is
// broadcast live now and how the live link stands, the follow button (logged in), the way to
// the tournament's own page, and the round to watch. Intent: onRound(r).
import { followButton } from '../../lib/follow.js';
import { t, sep } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { day, gameTitle } from '../../lib/words.js';

export function broadcastHead(st, meta, { onRound }) {
  const info = st.info;
  const facts = [gameTitle(meta, info.game), info.place, info.date ? day(`${info.date}T12:00:00Z`) : ''].filter(Boolean).map((f) => `\u2068${f}\u2069`);
  const live = h('span.badge.bc-live', { dataset: { testid: 'broadcast-live-state' } });
  const link = h('span.link.bc-link', { role: 'status', dataset: { testid: 'broadcast-link' } });
  const pick = h('select', { id: 'bc-round', dataset: { testid: 'broadcast-round' }, onchange: () => onRound(Number(pick.value)) });
  const el = h('section.card.bc-head', {},
    h('h1', { dir: 'auto', dataset: { testid: 'broadcast-name' } }, info.name),
    h('p.muted', {}, facts.join(sep())),
    h('p.bc-status', {}, live, ' ', followButton('event', info.id, t('follow.event')), link),
    h('p.inline-form', {}, h('label', { for: 'bc-round' }, t('broadcast.round')), pick, ' ',
      h('a', { href: `#/otb/${info.id}`, dataset: { testid: 'broadcast-tournament-link' } }, t('broadcast.tournament'))));

  return {
    el,
    draw() {
      const i = st.info;
      live.textContent = i.live ? t('broadcast.live') : t('broadcast.notLive');
      live.classList.toggle('on', !!i.live);
      live.dataset.live = String(!!i.live);
      link.textContent = st.link === 'live' ? t('broadcast.link.live') : st.link === 'reconnecting' ? t('broadcast.link.reconnecting') : t('broadcast.link.connecting');
      link.dataset.state = st.link;
      // The rounds paired so far (the last one `round`), the one watched chosen.
      const rounds = Math.max(Number(i.round) || 0, st.round || 0);
      if (pick.options.length !== rounds)
        pick.replaceChildren(...[...Array(rounds).keys()].map((k) => h('option', { value: k + 1 }, t('otb.round', { round: k + 1 }))));
      pick.value = String(st.round || '');
      pick.disabled = rounds < 2;
    },
  };
}
