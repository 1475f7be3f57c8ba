// The play page's settings, each remembered in this browser: the pits' names on the board
// (intent onNames(on)), the animation's speed (fixed by ?anim= in the address), sound, and the
// accessibility preferences (lib/access.js: the screen-reader mode, the board's look).
import { accessSettings } from '../../lib/access.js';
import { t } from '../../lib/i18n.js';
import { h, speedSelect, soundOn, setSound } from '../../lib/ui.js';

// The pits' names show unless the player hid them: the move list and the status line name the
// pits ("South played c2"), so the board shows what they refer to.
export const namesShown = () => localStorage.getItem('manqala.names') !== 'false';

export function settings({ onNames }) {
  const names = h('input', { type: 'checkbox', id: 'names', checked: namesShown(),
    dataset: { testid: 'names-toggle' }, onchange: () => {
      onNames(names.checked);
      localStorage.setItem('manqala.names', String(names.checked));
    } });
  const speed = speedSelect('speed');
  const sound = h('input', { type: 'checkbox', id: 'sound', checked: soundOn(), dataset: { testid: 'sound-toggle' },
    onchange: () => setSound(sound.checked) });
  return {
    el: h('div.settings', {}, h('label', {}, names, ` ${t('play.settings.names')}`), h('label', {}, `${t('play.settings.animation')} `, speed),
      h('label', {}, sound, ` ${t('play.settings.sound')}`), ...accessSettings()),
  };
}
