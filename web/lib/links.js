// The addresses of pages that other pages link to.

// The account page's address that comes back to `hash` (default: the page shown now).
export const loginHref = (hash = location.hash) => `#/account?next=${encodeURIComponent(hash || '#/')}`;
// The analysis board at a position (its text) under options (their words).
export const analysisHref = (game, position, options) =>
  `#/analysis/${game}?position=${encodeURIComponent(position)}&options=${encodeURIComponent(options || '')}`;
