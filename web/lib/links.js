// The addresses of pages that other pages link to. A link to share (an invitation, a game to
// watch, a position) carries no language: the friend who opens it reads his own
// (docs/languages.md "Choosing the language").

// A player's profile: the name percent-encoded, as a name in any script must be in an address.
export const playerHref = (name) => `#/players/${encodeURIComponent(name)}`;
// A bot's page (pages/bots.js), its name encoded as a player's.
export const botHref = (name) => `#/bots/${encodeURIComponent(name)}`;
// The account page's address that comes back to `hash` (default: the page shown now).
export const loginHref = (hash = location.hash) => `#/account?next=${encodeURIComponent(hash || '#/')}`;
// The analysis board at a position (its text) under options (their words).
export const analysisHref = (game, position, options) =>
  `#/analysis/${game}?position=${encodeURIComponent(position)}&options=${encodeURIComponent(options || '')}`;
// Whether a game (a GameState, a replay's game) may be opened on the analysis board: once it
// is over, or against the engine (not imported); never while a game between people goes on,
// where the engine would help one of them.
export const analysable = (g) => g.status !== 'ongoing' ||
  (g.source !== 'import' && ['south', 'north'].some((s) => g.players[s] === 'engine'));
// A stored game's pages: its replay, its review (a game the rules ended) and the analysis board
// from it (at move `ply`, when given).
export const replayHref = (id) => `#/replay/${id}`;
export const reviewHref = (id) => `#/review/${id}`;
export const gameAnalysisHref = (game, id, ply = null) => `#/analysis/${game}?from=${id}${ply === null ? '' : `&ply=${ply}`}`;
// A broadcast (an over-the-board tournament followed live): its spectators' page (at a round),
// and a board's entry page for the phone at the board, with the hall code (?code=, as the hall
// screen's link carries it).
export const broadcastHref = (id, round = null) => `#/broadcast/${id}${round ? `/${round}` : ''}`;
export const entryHref = (id, round, board, code = '') => `#/broadcast/${id}/enter/${round}/${board}${code ? `?code=${code}` : ''}`;
