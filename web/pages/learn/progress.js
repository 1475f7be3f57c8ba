// The stars of the course's stages (docs/learn.md): kept in this browser, and with the account
// of a logged-in player, so that any browser they log in from shows them. Each stage keeps its
// best; the two are merged when the course is opened.
import { currentAccount } from '../../lib/api/accounts.js';
import { getLearnProgress, recordLearnProgress } from '../../lib/api/learn.js';
import { readKept, writeKept } from '../../lib/kept_object.js';

const KEY = 'manqala.learn';

const local = () => readKept(KEY);
const save = (p) => writeKept(KEY, p);

export const starsOf = (progress, game, stage) => progress[game]?.[stage] || 0;

// Keeps `stars` where they beat what `progress` has; true when they did.
function better(progress, game, stage, stars) {
  if (starsOf(progress, game, stage) >= stars) return false;
  (progress[game] ??= {})[stage] = stars;
  return true;
}

// This browser's stars and the account's, merged; what only this browser had is sent to the
// account. Without the server (or an account) this browser's alone.
export async function loadProgress() {
  const mine = local();
  if (!currentAccount()) return mine;
  try {
    const { progress: theirs } = await getLearnProgress();
    const merged = structuredClone(mine);
    for (const [game, stages] of Object.entries(theirs)) for (const [stage, stars] of Object.entries(stages)) better(merged, game, stage, stars);
    save(merged);
    for (const [game, stages] of Object.entries(mine))
      for (const [stage, stars] of Object.entries(stages)) if (starsOf(theirs, game, stage) < stars) await recordLearnProgress(game, stage, stars);
    return merged;
  } catch {
    return mine;
  }
}

// A stage done: its stars kept here, and with the account when there is one (a refusal there
// costs nothing here: the next load sends them again).
export async function keepStars(progress, game, stage, stars) {
  if (!better(progress, game, stage, stars)) return;
  const mine = local();
  better(mine, game, stage, stars);
  save(mine);
  if (currentAccount()) await recordLearnProgress(game, stage, stars).catch(() => {});
}
