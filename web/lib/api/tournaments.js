// Tournaments: listing, creating, a tournament, and its actions.
import { request } from './request.js';

export const listTournaments = (filter = {}) => {
  const q = new URLSearchParams(Object.entries(filter).filter(([, v]) => v)).toString();
  return request('GET', `/api/tournaments${q ? `?${q}` : ''}`);
};
export const getTournament = (id) => request('GET', `/api/tournaments/${id}`);
export const createTournament = (spec) => request('POST', '/api/tournaments', spec);
// join, leave (a player); start, pause, resume, withdraw {name}, result {round, board, result}
// (the organiser or the club's admins). Each answers {tournament}.
export const tournamentAction = (id, what, body = {}) => request('POST', `/api/tournaments/${id}/${what}`, body);
