// Clubs: listing, founding, joining, members and admins, the invitation, a club's leaderboard.
import { currentAccount, playerProfile } from './accounts.js';
import { request } from './request.js';

export const listClubs = () => request('GET', '/api/clubs');
export const getClub = (id) => request('GET', `/api/clubs/${id}`);
export const createClub = (name) => request('POST', '/api/clubs', { name });
// 201 joined, 200 already a member; 403 a wrong (or renewed) code.
export const joinClub = (id, invite) => request('POST', `/api/clubs/${id}/join`, { invite });
export const leaveClub = (id) => request('POST', `/api/clubs/${id}/leave`, {});
export const setClubAdmin = (id, name, admin) => request('POST', `/api/clubs/${id}/admins`, { name, admin });
// Admins remove members (only the owner an admin); {club, name, role: ""}.
export const removeClubMember = (id, name) => request('POST', `/api/clubs/${id}/remove`, { name });
// The owner renames the club: {club}.
export const editClub = (id, name) => request('POST', `/api/clubs/${id}/edit`, { name });
// Its admins: where the club is (one line), and its logo (a PNG or JPEG File, sent as it is).
export const setClubPlace = (id, place) => request('POST', `/api/clubs/${id}/place`, { place });
export const uploadClubLogo = (id, file) => request('POST', `/api/clubs/${id}/logo`, file, file.type || 'application/octet-stream');
export const renewClubInvite = (id) => request('POST', `/api/clubs/${id}/renew-invite`, {});
export const clubLeaderboard = (game, club) =>
  request('GET', `/api/leaderboard?game=${encodeURIComponent(game)}&club=${encodeURIComponent(club)}`);
// The invitation link to send (no language: each member reads his own).
export const clubInviteUrl = (id, invite) => `${location.origin}/#/clubs/${id}/join/${invite}`;

// The clubs whose admin the logged-in account is, where it may hold tournaments (its profile
// lists its clubs; each club says the viewer's role).
export async function adminClubs() {
  const me = currentAccount();
  if (!me) return [];
  const p = await playerProfile(me.name).catch(() => ({ clubs: [] }));
  const clubs = await Promise.all((p.clubs || []).map((c) => getClub(c.id).then((r) => r.club, () => null)));
  return clubs.filter((c) => c && (c.role === 'owner' || c.role === 'admin'));
}
