// The course's progress kept with a logged-in account (docs/learn.md): game -> stage -> stars.
import { request } from './request.js';

export const getLearnProgress = () => request('GET', '/api/learn/progress');
export const recordLearnProgress = (game, stage, stars) => request('POST', '/api/learn/progress', { game, stage, stars });
