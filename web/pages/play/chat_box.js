// The chat between the two players of a game between people: the messages (text only, put in
// as text, never as markup, each isolated in a <bdi> so that its direction stays its own), a line to write one (at most 140 characters, sent in NFC, counted
// as the server counts them: code points), and a mute that hides the other's messages
// (remembered in this browser). Shown only to a player, once the server's chat log says chat
// is open here (not in a tournament whose director turned it off); a spectator's page has none
// and the server sends it nothing of it. Intent: onSend(text), which resolves when sent.
// Each message says who wrote it: "You", or the other player's name (an account's, isolated in
// a <bdi>), "Opponent" for a seat without one; never a side, which is no one's name.
// On a phone the box lies far below the board: a message that arrives while its list is out of
// view is shown at the screen's foot (.chat-latest, a button to the list) until the list is seen.
import { t } from '../../lib/i18n.js';
import { h } from '../../lib/ui.js';

const MAX = 140;
const MUTE_KEY = 'manqala.chat.mute';
const length = (text) => [...text.normalize('NFC')].length;

export function chatBox(st, { onSend }) {
  const list = h('ol.chat-list', { dataset: { testid: 'chat-list' }, 'aria-live': 'polite' });
  const input = h('input', { type: 'text', dataset: { testid: 'chat-input' }, 'aria-label': t('play.chat.label'), autocomplete: 'off' });
  const count = h('small.muted', { dataset: { testid: 'chat-count' } });
  const send = h('button', { type: 'submit', dataset: { testid: 'chat-send' } }, t('play.chat.send'));
  const note = h('p.chat-note', { dataset: { testid: 'chat-note' }, role: 'status' });
  const mute = h('input', { type: 'checkbox', dataset: { testid: 'chat-mute' }, checked: localStorage.getItem(MUTE_KEY) === 'true' });
  const form = h('form.chat-form', {}, input, ' ', send, ' ', count);
  const latest = h('button.chat-latest', { type: 'button', dataset: { testid: 'chat-latest' }, hidden: true, title: t('play.chat.latest'),
    onclick: () => { latest.hidden = true; list.scrollIntoView({ block: 'center' }); } });
  const el = h('section.chat-box', { dataset: { testid: 'chat' }, hidden: true },
    h('h2', {}, t('play.chat.title')), list, form, note, h('label.chat-mute', {}, mute, ` ${t('play.chat.mute')}`), latest);
  const messages = new Map(); // n -> message: a message comes once whatever brought it
  let listSeen = false;
  new IntersectionObserver(([e]) => {
    listSeen = e.isIntersecting;
    if (listSeen) latest.hidden = true;
  }).observe(list);

  const author = (side) => {
    if (side === st.mySide) return t('play.chat.me');
    const p = (st.game || st.first).players[side];
    return !p || ['human', 'engine', 'nobody'].includes(p) ? t('play.chat.opponent') : h('bdi', { dataset: { testid: 'chat-name' } }, p);
  };
  const line = (m) => [h('b', { dataset: { testid: 'chat-author' } }, author(m.side)), ': ', h('bdi.chat-text', { dataset: { testid: 'chat-text' } }, m.text)];

  function drawList() {
    const muted = mute.checked;
    const shown = [...messages.values()].sort((a, b) => a.n - b.n).filter((m) => !muted || m.side === st.mySide);
    list.replaceChildren(...shown.map((m) => h('li', { dataset: { side: m.side, mine: String(m.side === st.mySide) } }, ...line(m))));
    list.scrollTop = list.scrollHeight; // the newest message in the list's view
    note.textContent = muted ? t('play.chat.muted') : '';
    delete note.dataset.refused;
  }
  function drawCount() {
    const n = length(input.value);
    count.textContent = t('play.chat.count', { count: n, max: MAX });
    count.classList.toggle('over', n > MAX);
  }
  input.addEventListener('input', drawCount);
  mute.addEventListener('change', () => {
    localStorage.setItem(MUTE_KEY, String(mute.checked));
    drawList();
  });
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const text = input.value.normalize('NFC').trim();
    if (!text) return;
    send.disabled = true;
    try {
      if (await onSend(text)) input.value = '';
    } finally {
      send.disabled = false;
      drawCount();
    }
  });
  drawCount();

  return {
    el,
    // The server refused a message: why, in the reader's words.
    refused(why) {
      note.textContent = why;
      note.dataset.refused = 'true';
    },
    // A chat message from the server ({"type": "chat", "messages", "open"?}).
    receive(msg) {
      if (!st.mySide || st.spectator) return;
      if (msg.open !== undefined) el.hidden = !msg.open;
      const news = msg.messages.filter((m) => !messages.has(m.n));
      for (const m of msg.messages) messages.set(m.n, m);
      drawList();
      const theirs = news.filter((m) => m.side !== st.mySide).pop();
      // The log a connection brings (with `open`) is no news: the strip is for what arrives now.
      if (msg.open === undefined && theirs && !mute.checked && !listSeen) {
        latest.replaceChildren(...line(theirs));
        latest.hidden = false;
      }
    },
  };
}
