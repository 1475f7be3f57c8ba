// Small DOM helpers shared by every page: element builder, toasts, the busy flag.

// h('button.primary', {onclick}, 'text', child...) builds an element.
// Attributes starting with "on" become listeners; `dataset` and `style` objects are merged.
export function h(tag, attrs = {}, ...children) {
  const [name, ...classes] = tag.split('.');
  const el = document.createElement(name || 'div');
  if (classes.length) el.className = classes.join(' ');
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k === 'style' && typeof v === 'object') Object.assign(el.style, v);
    else if (k === 'class') el.className += (el.className ? ' ' : '') + v;
    else if (k in el && typeof v !== 'string') el[k] = v;
    else el.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

// The page for an address that names nothing: a route that does not exist, or a game the
// server does not have.
export function notFound(main) {
  main.replaceChildren(h('section.card', { dataset: { testid: 'not-found' } }, h('h1', {}, 'Page not found'),
    h('a', { href: '#/' }, 'Back to the start')));
}

// Non-blocking messages in a corner; errors stay a little longer. message: text or nodes;
// ms 0: it stays until removed (the element is returned), as a notice to act on does.
export function toast(message, kind = 'info', ms = kind === 'error' ? 6000 : 3500, attrs = {}) {
  let box = document.getElementById('toasts');
  if (!box) {
    box = h('div', { id: 'toasts', role: 'status', 'aria-live': 'polite' });
    document.body.append(box);
  }
  const t = h('div.toast.' + kind, { dataset: { testid: 'toast' }, ...attrs }, message);
  box.append(t);
  if (ms > 0) setTimeout(() => t.remove(), ms);
  return t;
}

// body[data-busy="true"] while any animation or request is in flight: tests wait for idle.
let busyCount = 0;
function paintBusy() {
  if (busyCount > 0) document.body.dataset.busy = 'true';
  else delete document.body.dataset.busy;
}
export async function busy(promiseOrFn) {
  busyCount++;
  paintBusy();
  try {
    return await (typeof promiseOrFn === 'function' ? promiseOrFn() : promiseOrFn);
  } finally {
    busyCount--;
    paintBusy();
  }
}

// A button for what cannot be taken back: the first click asks ("Really …?"), a second within
// 4 s does it (as the resign button). Returns the button.
export function twoClicks(attrs, label, ask, fn) {
  let armed = null;
  const b = h('button', { type: 'button', ...attrs }, label);
  const disarm = () => { clearTimeout(armed); armed = null; b.textContent = label; b.classList.remove('danger'); };
  b.addEventListener('click', async () => {
    if (!armed) {
      b.textContent = ask;
      b.classList.add('danger');
      armed = setTimeout(disarm, 4000);
      return;
    }
    disarm();
    b.disabled = true;
    try {
      await fn();
    } finally {
      b.disabled = false;
    }
  });
  return b;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Animation speed: normal / fast / off, stored in localStorage; ?anim=... in the URL wins.
const SPEED_KEY = 'manqala.anim';
export function animSpeed() {
  const q = new URLSearchParams(location.search).get('anim');
  if (q === 'off' || q === 'fast' || q === 'normal') return q;
  return localStorage.getItem(SPEED_KEY) || 'normal';
}
export function setAnimSpeed(v) {
  localStorage.setItem(SPEED_KEY, v);
}
export function animForced() {
  return new URLSearchParams(location.search).has('anim');
}

// "c1 d3 e1" -> "1. c1 d3 2. e1": move numbers for pairs of plies, as in the record format.
export function numberedMoves(moves) {
  const out = [];
  moves.forEach((m, i) => out.push({ num: i % 2 === 0 ? `${i / 2 + 1}.` : null, move: m, ply: i + 1 }));
  return out;
}

export function sideName(side) {
  return side === 'south' ? 'South' : side === 'north' ? 'North' : side;
}
