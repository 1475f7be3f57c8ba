// A stage's stars as the course list shows them: ★★☆, said in words to a screen reader.
import { t } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';

export const starsBadge = (n) => h('span.stars', { role: 'img', 'aria-label': n ? t('learn.stars', { count: n }) : t('learn.stars.none'),
  dataset: { stars: n } }, '★'.repeat(n) + '☆'.repeat(3 - n));
