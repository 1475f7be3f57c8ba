// The board widget's options for a game of /api/meta: its shape (rows, columns, the circuits
// the arrows follow) and the words and digits of the reader's language, which the widget
// itself does not know (board/board.js).
import { num, t } from './i18n.js';
import { boardShape } from './position.js';

export const boardOptions = (rules) => ({
  ...boardShape(rules),
  number: num,
  pitLabel: (pit, count, playable) => (playable ? t('board.pit.playable', { pit, count }) : t('board.pit', { pit, count })),
  lapText: (lap) => t('board.lap', { lap }),
  keysHelp: (interactive) => (interactive ? t('board.keys') : t('board.keys.read')),
});
