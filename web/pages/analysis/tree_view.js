// The moves and variations: the main line with each variation in brackets after the move it
// replaces, the node shown marked; a move's button goes there (intent onGo(node)). Under it,
// promote the variation shown to the main line, or delete it (intent onEdit('promote' |
// 'delete')). And the keys: ← → step, ↑ ↓ switch variation, Home and End (treeKeys).
import { t, num } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';
import { lineEnd } from './state.js';
import { nodePlace, lineLabel } from '../../lib/move_numbers.js';

export function treeView(st, { onGo, onEdit }) {
  const box = h('div.move-list.move-tree', { dataset: { testid: 'move-tree' }, 'aria-label': t('analysis.tree.label') });
  const btn = (testid, text, label, fn) => h('button', { type: 'button', dataset: { testid }, title: label, onclick: fn }, text);
  const promote = btn('promote-variation', t('analysis.tree.promote'), t('analysis.tree.promote.label'), () => onEdit('promote'));
  const remove = btn('delete-variation', t('analysis.tree.delete'), t('analysis.tree.delete.label'), () => onEdit('delete'));

  function drawTree() {
    const { tree } = st;
    // A line's number where the move opens it, and at a variation's first move or the one after it.
    const number = (n, first) => {
      const place = nodePlace(n);
      return place.opens || first ? h('span.num', {}, lineLabel(place, num)) : null;
    };
    const mv = (n) => h('button.mv', { type: 'button', class: n === tree.current ? 'current' : '', onclick: () => onGo(n),
      dataset: { node: n.id, move: n.move, ply: n.ply } }, n.move);
    const after = (x, first) => {
      const out = [];
      while (x.children.length) {
        const [main, ...alts] = x.children;
        out.push(number(main, first), mv(main));
        for (const a of alts)
          out.push(h('span.variation', { dataset: { testid: 'variation' } }, '(', number(a, true), mv(a), ...after(a, false), ')'));
        first = alts.length > 0;
        x = main;
      }
      return out.filter(Boolean);
    };
    const items = after(tree.root, true);
    box.replaceChildren(...(items.length ? items : [h('span.muted', {}, t('analysis.tree.empty'))]));
    const cur = box.querySelector('.current');
    if (cur) cur.scrollIntoView({ block: 'nearest' });
  }

  return {
    parts: [h('h2', {}, t('play.moves')), h('p.muted', {}, t('analysis.tree.keys')), box, h('div.controls', {}, promote, remove)],
    draw() {
      drawTree();
      const n = st.tree.current;
      const inVar = !st.tree.isMain(n);
      promote.disabled = !inVar;
      remove.disabled = n === st.tree.root;
      remove.textContent = inVar ? t('analysis.tree.deleteVariation') : t('analysis.tree.deleteFromHere');
    },
  };
}

// The keydown listener for the document: go to the node (onGo(node, animate)).
export function treeKeys(st, { onGo }) {
  return (e) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.target.closest && e.target.closest('input, textarea, select, dialog')) return;
    const { tree } = st;
    const n = tree.current;
    const to = { ArrowLeft: () => tree.prev(n), ArrowRight: () => tree.next(n), ArrowUp: () => tree.sibling(n, -1),
      ArrowDown: () => tree.sibling(n, 1), Home: () => tree.root, End: () => lineEnd(n) }[e.key];
    if (!to) return;
    e.preventDefault();
    onGo(to(), e.key === 'ArrowRight');
  };
}
