// #/account[?next=<encoded address>]: log in or create an account; once logged in, who is here,
// a change of password, the way out, and the way to make the account a bot (for good). `next`
// brings the visitor back where they came from (a join link, say).
import { currentAccount, login, register, logout, changePassword, playerProfile } from '../lib/api/accounts.js';
import { becomeBot } from '../lib/api/bots.js';
import { explain, reason } from '../lib/api/request.js';
import { t, tParts, sep } from '../lib/i18n.js';
import { botHref, playerHref } from '../lib/links.js';
import { h, busy, toast } from '../lib/ui.js';

// The password rule (src/server/accounts/passwords.h), said before one submits.
const passwordRule = () => t('account.password.rule');
// Too many tries: the wait the server asked for (429's Retry-After), when it gave one.
const tooMany = (err) => (err.retryAfter ? t('account.tooMany.wait', { seconds: err.retryAfter }) : t('account.tooMany'));

export async function render(main, next) {
  const back = backTo(next);
  const account = currentAccount();
  if (account) {
    // Whether the account has played: only one that has not may become a bot.
    const played = await busy(playerProfile(account.name).then((p) => p.games.length > 0, () => false));
    return main.append(loggedIn(account, back), botSection(main, account, played));
  }

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

// The account becomes a bot (docs/bots.md): for good, and only before its first game. The name
// typed again confirms it; then the bot's token, shown this once, with a copy button, and the
// account logged out here (the server has ended its sessions: a bot never logs in).
function botSection(main, account, played) {
  const card = h('section.card.account.bot-upgrade', { dataset: { testid: 'bot-upgrade' } }, h('h2', {}, t('account.bot.title')),
    h('p', {}, t('account.bot.text')));
  if (played) {
    card.append(h('p.muted', { dataset: { testid: 'bot-upgrade-played' } }, t('account.bot.played')));
    return card;
  }
  const field = (id, label, input, help) => h('div.field', {}, h('label', { for: id }, label), input, help ? h('small.help', {}, help) : '');
  const engine = h('input', { id: 'bot-engine', maxLength: 60, autocomplete: 'off', spellcheck: 'false', dir: 'auto', dataset: { testid: 'bot-engine' } });
  const version = h('input', { id: 'bot-version', maxLength: 40, autocomplete: 'off', spellcheck: 'false', dir: 'auto', dataset: { testid: 'bot-version' } });
  const confirm = h('input', { id: 'bot-confirm', required: true, autocomplete: 'off', spellcheck: 'false', autocapitalize: 'none', dir: 'auto',
    dataset: { testid: 'bot-confirm' } });
  const submit = h('button.danger', { type: 'submit', disabled: true, dataset: { testid: 'bot-upgrade-submit' } }, t('account.bot.submit', { name: account.name }));
  // The button only once the name is typed as it is.
  confirm.addEventListener('input', () => { submit.disabled = confirm.value.trim() !== account.name; });
  const error = h('p.form-error', { role: 'alert', dataset: { testid: 'bot-upgrade-error' }, hidden: true });
  const form = h('form.account-form', { dataset: { testid: 'bot-upgrade-form' } },
    h('p.bot-warning', {}, h('strong', {}, t('account.bot.warning'))),
    field('bot-engine', t('account.bot.engine'), engine, t('account.bot.engine.help')),
    field('bot-version', t('account.bot.version'), version),
    field('bot-confirm', t('account.bot.confirm', { name: account.name }), confirm),
    error, h('p', {}, submit));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (confirm.value.trim() !== account.name) return;
    error.hidden = true;
    submit.disabled = true;
    try {
      const body = {};
      if (engine.value.trim()) body.engine = engine.value.trim();
      if (version.value.trim()) body.version = version.value.trim();
      const r = await busy(becomeBot(body));
      main.replaceChildren(botMade(r));
      // Its sessions are over: the cookie goes, and the page is a guest's.
      await logout().catch(() => {});
    } catch (err) {
      error.textContent = err.status === 0 ? explain(err) : t('account.bot.refused', { why: reason(err) });
      error.hidden = false;
      submit.disabled = false;
    }
  });
  card.append(form);
  return card;
}

// The bot made: its token, once, to copy now; the account no longer logs in.
function botMade(r) {
  const input = h('input.link-field', { id: 'bot-token', type: 'text', readOnly: true, value: r.token, spellcheck: 'false',
    dataset: { testid: 'bot-token' }, onfocus: () => input.select() });
  const copy = h('button', { type: 'button', dataset: { testid: 'bot-token-copy' }, onclick: () => copyToken(r.token, input) }, t('forms.copy'));
  return h('section.card.account.bot-made', { dataset: { testid: 'bot-made', name: r.bot } },
    h('h1', {}, tParts('account.bot.made', { name: h('bdi', {}, r.bot) })),
    h('p.bot-warning', { role: 'alert' }, h('strong', {}, t('account.bot.token.once'))),
    h('label', { for: 'bot-token' }, t('account.bot.token.label')),
    h('div.link-row', {}, input, copy),
    h('p', {}, t('account.bot.token.use')),
    h('p', { dataset: { testid: 'bot-logged-out' } }, t('account.bot.loggedOut')),
    h('p', {}, h('a', { href: botHref(r.bot), dataset: { testid: 'bot-page-link' } }, t('account.bot.page'))));
}

// The token to the clipboard; where the browser has no clipboard here, selected to copy by hand.
async function copyToken(token, input) {
  try {
    await navigator.clipboard.writeText(token);
    toast(t('account.bot.token.copied'));
  } catch {
    input.select();
    const ok = document.execCommand && document.execCommand('copy');
    toast(ok ? t('account.bot.token.copied') : t('forms.copyByHand'), ok ? 'info' : 'error');
  }
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
