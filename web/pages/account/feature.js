// Logging in, registering, one's account (pages/feature_list.js). Its header link is the
// account's own, in index.html's account nav (app.js names the account there).
export default {
  name: 'account',
  routes: [
    // next: the (encoded) address to go back to once logged in, e.g. a join link.
    [/^#\/account(?:\?next=(.*))?$/, () => import('../account.js')],
  ],
  nav: null,
};
