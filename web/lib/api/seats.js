// Seat tokens live in localStorage so a reload (or a server restart) keeps the seat.
export const getToken = (id) => localStorage.getItem(`manqala.token.${id}`);
export const setToken = (id, t) => localStorage.setItem(`manqala.token.${id}`, t);
// In a game between two people the token does not say which seat it holds: keep the side
// (and, for the creator, the invitation code, to show the link again) beside it.
export const getSide = (id) => localStorage.getItem(`manqala.side.${id}`);
export const setSide = (id, s) => localStorage.setItem(`manqala.side.${id}`, s);
export const getInvite = (id) => localStorage.getItem(`manqala.invite.${id}`);
export const setInvite = (id, invite) => localStorage.setItem(`manqala.invite.${id}`, invite);
