// The reader's accessibility preferences, remembered in this browser (docs/accessibility.md):
// the screen-reader mode (moves said in words in a live region, a command line that answers in
// words) and the large high-contrast board (big counts, seeds optional). Pages read them; the
// settings boxes of the play page, the analysis board and the broadcast offer the switches.
import { t } from './i18n.js';
import { h } from './ui.js';

const SR_KEY = 'manqala.screenReader';
const BOARD_KEY = 'manqala.boardTheme'; // 'contrast' | 'contrast-noseeds' | absent (the wooden board)

export const screenReaderMode = () => localStorage.getItem(SR_KEY) === 'true';
export function setScreenReaderMode(on) {
  localStorage.setItem(SR_KEY, String(on));
  window.dispatchEvent(new CustomEvent('manqala:access'));
}

export const boardTheme = () => localStorage.getItem(BOARD_KEY) || 'wood';
// The board's look for every board of the page (board.css reads :root[data-board-theme]).
export function applyBoardTheme(theme = boardTheme()) {
  if (theme === 'wood') delete document.documentElement.dataset.boardTheme;
  else document.documentElement.dataset.boardTheme = theme;
}
export function setBoardTheme(theme) {
  if (theme === 'wood') localStorage.removeItem(BOARD_KEY);
  else localStorage.setItem(BOARD_KEY, theme);
  applyBoardTheme(theme);
  window.dispatchEvent(new CustomEvent('manqala:access'));
}

// Calls fn whenever a preference changes (this page or another tab); returns the unsubscribe.
export function onAccessChange(fn) {
  const storage = (e) => { if (e.key === SR_KEY || e.key === BOARD_KEY) { applyBoardTheme(); fn(); } };
  window.addEventListener('manqala:access', fn);
  window.addEventListener('storage', storage);
  return () => { window.removeEventListener('manqala:access', fn); window.removeEventListener('storage', storage); };
}

// The two switches, for a page's settings box.
export function accessSettings() {
  const sr = h('input', { type: 'checkbox', checked: screenReaderMode(), dataset: { testid: 'screen-reader-toggle' },
    onchange: () => setScreenReaderMode(sr.checked) });
  const look = h('select', { dataset: { testid: 'board-theme' }, onchange: () => setBoardTheme(look.value) },
    ['wood', 'contrast', 'contrast-noseeds'].map((v) => h('option', { value: v, selected: v === boardTheme() }, t(`access.board.${v}`))));
  return [h('label', {}, sr, ` ${t('access.screenReader')}`), h('label', {}, `${t('access.board')} `, look)];
}
