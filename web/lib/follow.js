// A follow button (an over-the-board event, a club, a player): whoever follows one gets a notice
// when a round of it begins live (lib/notices.js, "broadcast-live"). Shown only to someone
// logged in (follows are an account's); the button is pressed (aria-pressed) while followed, its
// words the same either way, so that a screen reader says "Follow this club, pressed".
import { currentAccount } from './api/accounts.js';
import { getFollows, setFollow } from './api/broadcasts.js';
import { t } from './i18n.js';
import { h, toast } from './ui.js';
import { refused } from './words.js';

// label: the button's words (the page's: "Follow this event", "Follow Amal"); null for a guest.
export function followButton(kind, id, label) {
  if (!currentAccount()) return null;
  let on = false;
  const b = h('button.follow', { type: 'button', disabled: true, 'aria-pressed': 'false', title: t('follow.help'),
    dataset: { testid: `follow-${kind}`, followed: 'false' } }, label);
  const show = (yes) => {
    on = yes;
    b.setAttribute('aria-pressed', String(on));
    b.dataset.followed = String(on);
  };
  getFollows().then((r) => {
    show((r?.follows || []).some((f) => f.kind === kind && String(f.id) === String(id)));
    b.disabled = false;
  }, () => { b.disabled = false; }); // not known: the reader may still follow
  b.addEventListener('click', async () => {
    b.disabled = true;
    try {
      await setFollow(kind, id, !on);
      show(!on);
      toast(on ? t('follow.followed') : t('follow.unfollowed'));
    } catch (e) {
      toast(refused(e), 'error');
    } finally {
      b.disabled = false;
    }
  });
  return b;
}
