// Names in every script (issue 29, item 4): an account "سالم" registered through the form and a
// club "نادي روي للحواليس" founded through its form, both pages opened by their addresses
// (percent-encoded), the rule said under each form (no browser pattern bubble), and a name that
// only looks like a taken one refused in the page's words, in English and in Arabic. Pictures:
// names-<step>.png, at desktop and phone width.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { assert, assertEq, clickNav } from './lib/page.mjs';
import { PASSWORD, call, register as registerByApi } from './languages.mjs';

const catalog = (lang) => JSON.parse(fs.readFileSync(fileURLToPath(new URL(`../../web/i18n/${lang}.json`, import.meta.url)), 'utf8'));
// A catalog's sentence with its values set in, as the page says it (without its bidi isolates).
const words = (lang, key, values = {}) => catalog(lang)[key].replace(/\{(\w+)\}/g, (_, k) => values[k]);
const bare = (text) => text.replace(/[\u2066-\u2069]/g, '');

const SALIM = 'سالم';
const CLUB = 'نادي روي للحواليس';

async function shot(t, page, step) {
  await t.shot(`names-${step}`, page, { fullPage: true });
}

// The form's refusal line once it shows something.
async function refusalOf(page, testid) {
  const el = await page.waitForSelector(`[data-testid=${testid}]:not([hidden])`);
  return bare(await el.textContent());
}

// Registers through the form; a refusal fails the test with the page's words.
async function register(page, name) {
  await page.fill('[data-testid=register-name]', name);
  await page.fill('[data-testid=register-password]', `${name}-secret-1`);
  await page.click('[data-testid=register-submit]');
  const h = await page.waitForFunction((n) => document.querySelector('[data-testid=nav-account]')?.textContent === n ||
    document.querySelector('[data-testid=account-error]:not([hidden])')?.textContent, name);
  const outcome = await h.jsonValue();
  if (outcome !== true) throw new Error(`${name} was not registered: ${outcome}`);
}

// Founds a club through the form of the clubs page, in the page's language, the rule said under
// the field; its id. A refusal (the browser's bubble, the server's words) fails the test.
async function foundClub(page, name, lang = 'ar') {
  await clickNav(page, 'nav-clubs'); // a phone's header: behind its menu
  await page.waitForSelector('[data-testid=club-name]');
  await page.fill('[data-testid=club-name]', name);
  await page.click('[data-testid=club-create]');
  await page.waitForURL(/#\/clubs\/\w+$/, { timeout: 5000 }).catch(async () => {
    const bubble = await page.$eval('[data-testid=club-name]', (el) => el.validationMessage);
    const said = await page.$eval('[data-testid=form-error]', (el) => el.textContent).catch(() => '');
    throw new Error(`the club ${name} was not founded: ${bubble || said}`);
  });
  await page.waitForSelector('[data-testid=club-page]');
  assertEq(await page.textContent('[data-testid=club-title]'), name, 'the club page shows its name');
  await page.goBack();
  await page.waitForSelector('[data-testid=club-name]');
  assert(!(await page.$('[data-testid=club-name][pattern]')), 'the club form has no pattern attribute');
  assertEq(bare(await page.textContent('[data-testid=club-name-rule]')), bare(words(lang, 'clubs.create.help')), 'the club form says its rule');
  await page.goForward();
  await page.waitForSelector('[data-testid=club-page]');
  return page.url().match(/#\/clubs\/(\w+)$/)[1];
}

async function arabicNames(t) {
  const srv = await t.server();
  const A = await t.newPage({ locale: 'ar-OM' });
  await A.goto(`${srv.url}?anim=off#/account`);
  await A.waitForSelector('[data-testid=register-form]');
  await register(A, SALIM);

  const clubId = await foundClub(A, CLUB);
  await shot(t, A, 'ar-club');

  // Both pages by their addresses: the profile's percent-encoded, as a shared link carries it.
  await A.goto(`${srv.url}?anim=off#/players/${encodeURIComponent(SALIM)}`);
  await A.waitForSelector('[data-testid=player-page]');
  assertEq(await A.textContent('[data-testid=player-page] h1'), SALIM, 'the profile by its encoded address');
  assert(await A.$(`[data-testid=club-link][data-id="${clubId}"]`), 'the profile lists the club');
  await shot(t, A, 'ar-profile');
  await A.goto(`${srv.url}?anim=off#/players/${SALIM}`);
  await A.waitForSelector('[data-testid=player-page]');
  await A.goto(`${srv.url}?anim=off#/clubs/${clubId}`);
  await A.waitForSelector('[data-testid=club-page]');
  const profile = await call(srv, 'GET', `/api/players/${encodeURIComponent(SALIM)}`);
  assertEq(profile.name, SALIM, '/api/players/<encoded Arabic name>');

  // A look-alike club name (alef maksura for yeh, as a Persian or Egyptian keyboard may write
  // it), refused in Arabic with the name it looks like.
  await A.goto(`${srv.url}?anim=off#/clubs`);
  await A.waitForSelector('[data-testid=club-name]');
  await A.fill('[data-testid=club-name]', 'نادى روى للحواليس');
  await A.click('[data-testid=club-create]');
  const said = await refusalOf(A, 'form-error');
  assert(said.includes(bare(words('ar', 'error.code.club-name-looks-like', { name: CLUB }))), `the Arabic refusal of a look-alike club: ${said}`);
  await shot(t, A, 'ar-club-looks-like');

  // A look-alike account, at phone width: the same name with its short vowels written.
  const P = await t.newPage({ locale: 'ar-PS', viewport: { width: 390, height: 844 } });
  await P.goto(`${srv.url}?anim=off#/account`);
  await P.waitForSelector('[data-testid=register-form]');
  const rule = bare(await P.textContent('[data-testid=register-name-rule]'));
  assertEq(rule, bare(words('ar', 'account.name.rule')), 'the register form says the rule of a name under it, in Arabic');
  assert(!(await P.$('[data-testid=register-form] input[pattern]')), 'no pattern attribute: no browser bubble');
  await shot(t, P, 'ar-phone-account');
  await P.fill('[data-testid=register-name]', 'سَالِم');
  await P.fill('[data-testid=register-password]', 'a-long-secret-77');
  await P.click('[data-testid=register-submit]');
  const refusal = await refusalOf(P, 'account-error');
  assert(refusal.includes(bare(words('ar', 'error.code.name-looks-like', { name: SALIM }))), `the Arabic refusal of a look-alike name: ${refusal}`);
  await shot(t, P, 'ar-phone-looks-like');
}

async function englishLookAlikes(t) {
  const srv = await t.server();
  await registerByApi(srv, 'Salim');
  const E = await t.newPage({ locale: 'en-US' });
  // Another case finds the same player: a login and the profile's address.
  await E.goto(`${srv.url}?anim=off#/players/salim`);
  await E.waitForSelector('[data-testid=player-page]');
  assertEq(await E.textContent('[data-testid=player-page] h1'), 'Salim', 'the profile by another case');
  await E.goto(`${srv.url}?anim=off#/account`);
  await E.waitForSelector('[data-testid=register-form]');
  assertEq(await E.textContent('[data-testid=register-name-rule]'), words('en', 'account.name.rule'), 'the rule under the form');
  // Cyrillic ѕ and а among Latin letters: refused as mixed scripts.
  await E.fill('[data-testid=register-name]', 'ѕаlim');
  await E.fill('[data-testid=register-password]', 'a-long-secret-77');
  await E.click('[data-testid=register-submit]');
  let said = await refusalOf(E, 'account-error');
  assert(said.includes(words('en', 'error.code.name-mixed')), `mixed scripts refused in words: ${said}`);
  // A capital I for the l: looks like Salim.
  await E.fill('[data-testid=register-name]', 'SaIim');
  await E.fill('[data-testid=register-password]', 'a-long-secret-77');
  await E.click('[data-testid=register-submit]');
  await E.waitForFunction((before) => document.querySelector('[data-testid=account-error]')?.textContent !== before, said);
  said = await refusalOf(E, 'account-error');
  assert(said.includes(words('en', 'error.code.name-looks-like', { name: 'Salim' })), `a look-alike refused with the name: ${said}`);
  await shot(t, E, 'en-looks-like');
  // Logging in as "salim" reaches Salim.
  await E.fill('[data-testid=login-name]', 'salim');
  await E.fill('[data-testid=login-password]', PASSWORD);
  await E.click('[data-testid=login-submit]');
  await E.waitForFunction(() => document.querySelector('[data-testid=nav-account]')?.textContent === 'Salim');
}

// A reader of Latin founds a club with an Arabic name (the report's second refusal: the
// browser's pattern bubble), then reads its page in English.
async function arabicClub(t) {
  const srv = await t.server();
  const E = await t.newPage({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  await E.goto(`${srv.url}?anim=off#/account`);
  await E.waitForSelector('[data-testid=register-form]');
  await register(E, 'amal');
  const id = await foundClub(E, CLUB, 'en');
  await E.goto(`${srv.url}?anim=off#/clubs/${id}`);
  await E.waitForSelector('[data-testid=club-page]');
  await shot(t, E, 'en-phone-arabic-club');
}

export const nameTests = [
  ['names: an Arabic club name through the form, read in English at phone width', arabicClub],
  ['names: an Arabic account and club through their forms, their addresses, a look-alike refused in Arabic', arabicNames],
  ['names: another case finds the player; mixed scripts and a look-alike refused in English', englishLookAlikes],
];
