// Bots (docs/bots.md): accounts an engine plays through the server's API. Their leaderboard and
// pages, a person's challenge to one (a server level accepts at once, another bot answers in its
// own time: the challenge is asked about until then), and an account made a bot for good.
import { request } from './request.js';

// {game, bots: [{name, engine, version, level, online, since, ratings: {<game>: rating}}]}, best first.
export const listBots = (game) => request('GET', `/api/bots${game ? `?game=${encodeURIComponent(game)}` : ''}`);
// One bot as the list has it, with its last games.
export const botPage = (name) => request('GET', `/api/bots/${encodeURIComponent(name)}`);
// terms: {game, options, clock: {minutes, seconds, increment} | null, rated, side} -> {challenge}.
export const challengeBot = (name, terms) => request('POST', `/api/bot/challenge/${encodeURIComponent(name)}`, terms);
export const getChallenge = (id) => request('GET', `/api/bot/challenge/${encodeURIComponent(id)}`);
export const cancelChallenge = (id) => request('POST', `/api/bot/challenge/${encodeURIComponent(id)}/cancel`);
// The account logged in here becomes a bot, for good: {bot, token} (the token shown once); its
// sessions end. engine: {engine, version}, both optional.
export const becomeBot = (engine = {}) => request('POST', '/api/bot/account/upgrade', engine);
