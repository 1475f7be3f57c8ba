// #/account[?next=<encoded address>]: log in or create an account; once logged in, who is here,
// a change of password and the way out. `next` brings the visitor back where they came from (a
// join link, say).
import { currentAccount, login, register, logout, changePassword } from '../lib/api/accounts.js';
import { explain, reason } from '../lib/api/request.js';
import { t, tParts, sep } from '../lib/i18n.js';
import { playerHref } from '../lib/links.js';
import { h, busy, toast } from '../lib/ui.js';

// The password rule (src/server/accounts/passwords.h), said before one submits.
const passwordRule = () => t('account.password.rule');
// Too many tries: the wait the server asked for (429's Retry-After), when it gave one.
const tooMany = (err) => (err.retryAfter ? t('account.tooMany.wait', { seconds: err.retryAfter }) : t('account.tooMany'));

export async function render(main, next) {
  const back = backTo(next);
  const account = currentAccount();
  if (account) return main.append(loggedIn(account, back));

  const error = h('p.form-error', { role: 'alert', dataset: { testid: 'account-error' }, hidden: true });
  const say = (text) => { error.textContent = text || ''; error.hidden = !text; };
  const done = () => go(back || '#/account');
  main.append(h('section.card.account', {},
    h('h1', {}, t('account.title')),
    h('p.muted', {}, t('account.text'), back ? ` ${t('account.back')}` : ''),
    error,
    h('div.account-forms', {},
      form('login', t('account.login'), 'current-password', login, say, done),
      form('register', t('account.register'), 'new-password', register, say, done,
        { name: t('account.name.rule'), password: passwordRule() }))));
}

// One of the two forms (they differ in the call, the words, and what the browser may fill in).
// help: the rules said under the name and the password (registration's); no `pattern` on the
// name, whose rule (every script, no look-alikes) only the server can check.
function form(kind, title, pwComplete, call, say, done, help = {}) {
  const name = h('input', { id: `${kind}-name`, name: 'username', required: true, autocomplete: 'username', spellcheck: 'false',
    autocapitalize: 'none', dir: 'auto', dataset: { testid: `${kind}-name` } });
  const password = h('input', { id: `${kind}-password`, name: 'password', type: 'password', required: true, autocomplete: pwComplete,
    dataset: { testid: `${kind}-password` } });
  const submit = h('button.primary', { type: 'submit', dataset: { testid: `${kind}-submit` } }, title);
  const el = h('form.account-form', { dataset: { testid: `${kind}-form` } }, h('h2', {}, title),
    h('div.field', {}, h('label', { for: `${kind}-name` }, t('account.name')), name,
      help.name ? h('small.help', { dataset: { testid: `${kind}-name-rule` } }, help.name) : ''),
    h('div.field', {}, h('label', { for: `${kind}-password` }, t('account.password')), password,
      help.password ? h('small.help', {}, help.password) : ''),
    h('p', {}, submit));
  el.addEventListener('submit', async (e) => {
    e.preventDefault();
    say('');
    submit.disabled = true;
    try {
      await busy(call(name.value.trim(), password.value));
      done();
    } catch (err) {
      // The server's reason in its words (taken, too short, wrong password…); a 429 says how long.
      say(err.status === 429 ? tooMany(err) : err.status === 0 ? explain(err) : t('account.refused', { action: title, why: reason(err) }));
      submit.disabled = false;
      password.select();
    }
  });
  return el;
}

function loggedIn(account, back) {
  const out = h('button', { type: 'button', dataset: { testid: 'logout' } }, t('account.logout'));
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
    h('h1', {}, tParts('account.loggedIn', { name: h('strong', { dir: 'auto', dataset: { testid: 'account-name' } }, account.name) })),
    h('p', {}, h('a', { href: playerHref(account.name), dataset: { testid: 'profile-link' } }, t('account.profile')),
      sep(), h('a', { href: '#/leaderboard' }, t('account.leaderboard'))),
    back ? h('p', {}, h('a.button.primary', { href: back }, t('account.goBack'))) : '',
    h('p', {}, out),
    passwordForm(account));
}

// The current password, then the new one twice. The server checks the current one as a login
// (so wrong guesses wait) and ends the account's other sessions; this one stays.
function passwordForm(account) {
  const field = (id, label, complete) => {
    const input = h('input', { id, type: 'password', required: true, autocomplete: complete, dataset: { testid: id } });
    return [input, h('div.field', {}, h('label', { for: id }, label), input)];
  };
  // The name, for password managers (they file the new password under it); not shown.
  const name = h('input', { type: 'text', name: 'username', autocomplete: 'username', value: account.name, hidden: true, readOnly: true });
  const [current, currentField] = field('password-current', t('account.password.current'), 'current-password');
  const [fresh, freshField] = field('password-new', t('account.password.new'), 'new-password');
  const [again, againField] = field('password-again', t('account.password.again'), 'new-password');
  fresh.minLength = 8;
  const error = h('p.form-error', { role: 'alert', dataset: { testid: 'password-error' }, hidden: true });
  const say = (text) => { error.textContent = text || ''; error.hidden = !text; };
  const submit = h('button.primary', { type: 'submit', dataset: { testid: 'password-submit' } }, t('account.password.submit'));
  const form = h('form.account-form.password-form', { dataset: { testid: 'password-form' } },
    h('h2', {}, t('account.password.title')), name, currentField, freshField, againField,
    h('small.help', {}, `${passwordRule()} ${t('account.password.others')}`),
    error, h('p', {}, submit));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    say('');
    if (fresh.value !== again.value) {
      say(t('account.password.differ'));
      again.select();
      return;
    }
    submit.disabled = true;
    try {
      const r = await busy(changePassword(current.value, fresh.value));
      form.reset();
      const others = r.sessions_ended;
      toast(others ? `${t('account.password.changed')} ${t('account.password.sessionsEnded', { count: others })}` : t('account.password.changed'));
    } catch (err) {
      say(err.status === 429 ? tooMany(err) : err.status === 0 ? explain(err) : t('account.password.refused', { why: reason(err) }));
      (err.status === 403 ? current : fresh).select();
    } finally {
      submit.disabled = false;
    }
  });
  return form;
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
