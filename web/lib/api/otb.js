// Over-the-board tournaments (docs/web-api.md, "Over-the-board tournaments"): the list, a
// tournament as the viewer sees it, the director's actions, results from the hall, the games
// typed in from scoresheets, and the TRF file in and out.
import { request } from './request.js';

const base = (id) => `/api/otb/${encodeURIComponent(id)}`;
const board = (id, round, b) => `${base(id)}/rounds/${Number(round)}/boards/${Number(b)}`;

export const listOtb = (limit = 50, club = '') =>
  request('GET', `/api/otb?limit=${Number(limit)}${club ? `&club=${encodeURIComponent(club)}` : ''}`);
export const getOtb = (id) => request('GET', base(id));
// A tournament's view holds the crosstable's first rows (crosstable_total says how many there
// are): the rest by pages of at most 100.
export const getCrosstable = (id, offset, limit = 100) =>
  request('GET', `${base(id)}/crosstable?offset=${Number(offset)}&limit=${Number(limit)}`);
export async function wholeCrosstable(id, data) {
  const rows = [...(data.crosstable || [])];
  while (rows.length < (data.crosstable_total || 0)) {
    const page = await getCrosstable(id, rows.length);
    if (!page.rows.length) break;
    rows.push(...page.rows);
  }
  return rows;
}
// Each player's tie-break breakdown over the rounds the standings count.
export const getTiebreaks = (id) => request('GET', `${base(id)}/tiebreaks`);
// The rating report (games, points, performance); its CSV's address.
export const getRatingReport = (id) => request('GET', `${base(id)}/rating-report`);
export const ratingReportCsv = (id) => `${base(id)}/rating-report?format=csv`;
export const createOtb = (spec) => request('POST', '/api/otb', spec);
// A TRF file as text: a new tournament of `game` (the importer directs it).
export const importTrf = (game, text) => request('POST', `/api/otb/import?game=${encodeURIComponent(game)}`, text, 'text/plain');
export const trfHref = (id, flavour = '') => `${base(id)}/tournament.trf${flavour ? `?flavour=${flavour}` : ''}`;

// The director's actions.
export const addPlayer = (id, p) => request('POST', `${base(id)}/players`, p);
export const editPlayer = (id, pid, change) => request('POST', `${base(id)}/players/${encodeURIComponent(pid)}`, change);
export const setBye = (id, player, round, kind) => request('POST', `${base(id)}/byes`, { player, round, kind });
export const pairNext = (id) => request('POST', `${base(id)}/pair`, {});
export const unpair = (id) => request('POST', `${base(id)}/unpair`, {});
export const setPairings = (id, round, boards) => request('POST', `${base(id)}/rounds/${Number(round)}/pairings`, { boards });
export const confirmProposal = (id, round, b) => request('POST', `${board(id, round, b)}/confirm`, {});
export const finishOtb = (id) => request('POST', `${base(id)}/finish`, {});
export const reopenOtb = (id) => request('POST', `${base(id)}/reopen`, {});

// Anyone: a result (the director's is the result, anyone else's a proposal), a scoresheet.
// extra: {later} for a correction of a round the next was paired on ("keep" or "repair"),
// {code} for a proposal from the hall's screen.
export const postResult = (id, round, b, result, extra = {}) => request('POST', `${board(id, round, b)}/result`, { result, ...extra });
export const setHall = (id, change) => request('POST', `${base(id)}/hall`, change);
// A Swiss's pairing rules: Baku acceleration ("none" | "baku"), players kept apart.
export const setAcceleration = (id, acceleration) => request('POST', `${base(id)}/acceleration`, { acceleration });
export const keepApart = (id, players, note) => request('POST', `${base(id)}/forbidden`, { players, note });
export const endForbidden = (id, n) => request('POST', `${base(id)}/forbidden/${Number(n)}/end`, {});
export const renumber = (id) => request('POST', `${base(id)}/renumber`, {});
// A team event's teams (the director): one added before round 1 ({name, club_id}); its name or
// board order ({name}, {order: player ids, board 1 first}) at any time.
export const addTeam = (id, team) => request('POST', `${base(id)}/teams`, team);
export const editTeam = (id, team, change) => request('POST', `${base(id)}/teams/${Number(team)}`, change);
// The board played online: a game on the site between the two players' accounts.
export const playOnline = (id, round, b) => request('POST', `${board(id, round, b)}/online`, {});
export const postSheet = (id, round, b, moves, store) => request('POST', `${board(id, round, b)}/sheet`, { moves, store });
