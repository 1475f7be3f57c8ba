// The theme filter (docs/puzzles.md): a box for each theme the sets have, its name and one
// line of what it means; the ticked ones are kept in this browser and the next rated puzzle is
// one of them (none ticked: any).
import { t } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { setThemeFilter, themeFilter } from './keep.js';
import { themeName, themeHelp } from './words.js';

export function themeFilterBox(ids) {
  const chosen = new Set(themeFilter().filter((id) => ids.includes(id)));
  const said = h('span.muted', { dataset: { testid: 'puzzles-themes-chosen' } });
  const tell = () => { said.textContent = chosen.size ? t('puzzles.themes.chosen', { count: chosen.size }) : t('puzzles.themes.all'); };
  const box = (id) => h('li', {},
    h('label', {},
      h('input', { type: 'checkbox', value: id, checked: chosen.has(id), dataset: { testid: `puzzles-theme-${id}` },
        onchange: (e) => {
          if (e.target.checked) chosen.add(id);
          else chosen.delete(id);
          setThemeFilter([...chosen]);
          tell();
        } }),
      ' ', h('span.puzzle-theme-name', {}, themeName(id))),
    themeHelp(id) ? h('span.help', {}, themeHelp(id)) : '');
  tell();
  return h('details.puzzle-filter', { open: chosen.size > 0, dataset: { testid: 'puzzles-themes' } },
    h('summary', {}, t('puzzles.themes'), ' ', said),
    h('p.help', {}, t('puzzles.themes.help')),
    h('ul.puzzle-theme-list', {}, ids.map(box)));
}
