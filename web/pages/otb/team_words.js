// What the pages of a team event (a match between two clubs, a team round robin or Swiss) share:
// the teams and matches as the server gives them (docs/web-api.md, "Team events"), a match's
// boards, its score, and the words of the team standings.
import { t, num, list } from '../../lib/i18n.js';
import { pointsText, DEFAULT_BREAKS } from '../../lib/words.js';

// A team event has its number of boards a match; an event of players has none.
export const isTeamEvent = (tm) => Number(tm?.team_boards) > 0;

// The teams by id.
export const teamsOf = (data) => new Map((data.teams || []).map((x) => [x.id, x]));
// Each player's team by pairing number (the boards name players by number).
export const teamByNumber = (data) => new Map((data.players || []).map((p) => [p.number, p.team]));

// A round's matches, in order.
export const matchesOf = (data, round) => (data.matches || []).filter((m) => m.round === round).sort((a, b) => a.match - b.match);
export const findMatch = (data, round, match) => (data.matches || []).find((m) => m.round === round && m.match === match) || null;

// A match's boards as the round has them, its board 1 first; each with its number in the match
// (`seat`: 1…n) beside the round's number (`board`, the one the hall and the results use).
export function matchBoards(data, m) {
  const r = (data.rounds || []).find((x) => x.round === m.round);
  if (!r) return [];
  return (m.boards || []).map((n, i) => ({ ...(r.boards.find((b) => b.board === n) || { board: n }), seat: i + 1 }));
}

// The match's score in game points, the first-named (white) team's first, kept left to right
// on every page as a board's result is ("2½–1½" on the Arabic sheet as on the English one).
export const matchScore = (m) => `\u2066${pointsText(m.white_points)}\u2013${pointsText(m.black_points)}\u2069`;

// Where the first-named team plays South: the odd boards of the match (docs/web-api.md), so
// the other team is South on the even ones. "South (White) on boards 1 and 3".
export function southBoards(m, white) {
  const seats = (m.boards || []).map((_, i) => i + 1).filter((s) => (s % 2 === 1) === white);
  return t('otb.match.southOn', { boards: list(seats.map((s) => num(s))) });
}

// A team event's tie-breaks by default, as the server's: game points first.
export const TEAM_BREAKS = { swiss: 'GP,BH,SB', 'round-robin': 'GP,DE,SB', 'double-round-robin': 'GP,DE,SB' };

// The players' own standings in a team event: the system's tie-breaks (the event's are the
// teams'); the server names them nowhere, so the page takes the defaults the server uses.
export const playerBreaks = (tm) => (DEFAULT_BREAKS[tm.format] || DEFAULT_BREAKS.swiss).split(',');

// How many rounds a team event has: a Swiss's as asked, a round robin's as its teams make.
export function teamRounds(tm, teams) {
  if (tm.format === 'swiss') return tm.rounds;
  const n = teams.length + (teams.length % 2);
  return Math.max(0, n - 1) * (tm.format === 'double-round-robin' ? 2 : 1);
}

// "Team standings after round 3", "Final team standings"; the players' own as board prizes.
export function teamCountedLine(tm, s, what = 'teams') {
  const round = s?.after_round;
  const done = tm.status === 'finished';
  if (what === 'players') return done ? t('otb.standings.players.final') : round ? t('otb.standings.players.after', { round }) : t('otb.standings.players');
  return done ? t('otb.team.standings.final') : round ? t('otb.team.standings.after', { round }) : t('otb.team.standings');
}

// A match in words for a list or a title: "Ruwi – Seeb" (a bye: "Ruwi: bye").
export const matchName = (m, teams) => (m.black_team
  ? t('otb.match.name', { white: teams.get(m.white_team)?.name || '', black: teams.get(m.black_team)?.name || '' })
  : t('otb.match.bye', { team: teams.get(m.white_team)?.name || '' }));
