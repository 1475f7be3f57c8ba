// #/account[?next=<encoded address>]: log in or create an account; once logged in, who is here
// and the way out. `next` brings the visitor back where they came from (a join link, say).
import { currentAccount, login, register, logout, explain } from './api.js';
import { h, busy } from './ui.js';

export async function render(main, next) {
  const back = backTo(next);
  const account = currentAccount();
  if (account) return main.append(loggedIn(account, back));

  const error = h('p.form-error', { role: 'alert', dataset: { testid: 'account-error' }, hidden: true });
  const say = (text) => { error.textContent = text || ''; error.hidden = !text; };
  const done = () => go(back || '#/account');
  main.append(h('section.card.account', {},
    h('h1', {}, 'Log in or create an account'),
    h('p.muted', {}, 'An account keeps your seats across browsers and gives you a rating in rated games.',
      back ? ' You will be taken back to where you were.' : ''),
    error,
    h('div.account-forms', {},
      form('login', 'Log in', 'current-password', login, say, done),
      form('register', 'Create an account', 'new-password', register, say, done,
        'Name: 3–20 letters, digits, _ or -, starting with a letter. Password: at least 8 characters, not the name.'))));
}

// One of the two forms (they differ in the call, the words, and what the browser may fill in).
function form(kind, title, pwComplete, call, say, done, help) {
  const name = h('input', { id: `${kind}-name`, name: 'username', required: true, autocomplete: 'username', spellcheck: 'false',
    autocapitalize: 'none', dataset: { testid: `${kind}-name` } });
  const password = h('input', { id: `${kind}-password`, name: 'password', type: 'password', required: true, autocomplete: pwComplete,
    dataset: { testid: `${kind}-password` } });
  const submit = h('button.primary', { type: 'submit', dataset: { testid: `${kind}-submit` } }, title);
  const el = h('form.account-form', { dataset: { testid: `${kind}-form` } }, h('h2', {}, title),
    h('div.field', {}, h('label', { for: `${kind}-name` }, 'Name'), name),
    h('div.field', {}, h('label', { for: `${kind}-password` }, 'Password'), password),
    help ? h('small.help', {}, help) : '', h('p', {}, submit));
  el.addEventListener('submit', async (e) => {
    e.preventDefault();
    say('');
    submit.disabled = true;
    try {
      await busy(call(name.value.trim(), password.value));
      done();
    } catch (err) {
      // The server's reason in its words (taken, too short, wrong password…); a 429 says how long.
      say(err.status === 429 ? `Too many attempts: try again${err.retryAfter ? ` in ${err.retryAfter} s` : ' later'}.`
        : err.status === 0 ? explain(err) : `${title}: ${err.message}.`);
      submit.disabled = false;
      password.select();
    }
  });
  return el;
}

function loggedIn(account, back) {
  const out = h('button', { type: 'button', dataset: { testid: 'logout' } }, 'Log out');
  out.addEventListener('click', async () => {
    out.disabled = true;
    try {
      await busy(logout());
      go('#/account');
    } catch (err) {
      out.disabled = false;
      out.after(h('p.form-error', { role: 'alert' }, explain(err)));
    }
  });
  return h('section.card.account', { dataset: { testid: 'account-card' } },
    h('h1', {}, 'Logged in as ', h('strong', { dataset: { testid: 'account-name' } }, account.name)),
    h('p', {}, h('a', { href: `#/players/${account.name}`, dataset: { testid: 'profile-link' } }, 'Your profile'),
      ' · ', h('a', { href: '#/leaderboard' }, 'the leaderboard')),
    back ? h('p', {}, h('a.button.primary', { href: back }, 'Go back to where you were')) : '',
    h('p', {}, out));
}

// To an address; the same one as now is drawn again (the account changed under it).
function go(hash) {
  if (location.hash === hash) window.dispatchEvent(new HashChangeEvent('hashchange'));
  else location.hash = hash;
}

// Only an address of this page (a hash) is followed: never another site.
function backTo(next) {
  if (!next) return null;
  let hash;
  try {
    hash = decodeURIComponent(next);
  } catch {
    return null;
  }
  return /^#\/(?!account)/.test(hash) ? hash : null;
}

// The account page's address that comes back to `hash` (default: the page shown now).
export const loginHref = (hash = location.hash) => `#/account?next=${encodeURIComponent(hash || '#/')}`;
