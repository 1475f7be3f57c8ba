// Learn (docs/learn.md): #/learn lists the games that have a course; #/learn/<game> is its list
// of stages with the stars earned; #/learn/<game>/<stage> one stage on the board. Each game's
// course is its own module (src/games/<folder>/web/learn.js, /api/meta's learn_page), which
// imports nothing: it is handed the game's own messages.
import { getMeta } from '../lib/api/games.js';
import { currentAccount } from '../lib/api/accounts.js';
import { t } from '../lib/i18n.js';
import { h, busy, notFound } from '../lib/ui.js';
import { titleOf } from '../lib/words.js';
import { loadProgress, keepStars, starsOf } from './learn/progress.js';
import { stageView } from './learn/stage_view.js';
import { starsBadge } from './learn/stars.js';

const href = (game, stage) => `#/learn/${game}${stage ? `/${stage}` : ''}`;

export async function render(main, name, stageId) {
  const meta = await busy(getMeta());
  const games = meta.games.filter((g) => g.learn_page);
  const progress = await busy(loadProgress());
  if (!name) return main.append(gamesList(games, progress));
  const game = games.find((g) => g.name === name);
  if (!game) return notFound(main);
  const [course, refusal] = await busy(Promise.all([import(`/${game.learn_page}`),
    game.refusal_page ? import(`/${game.refusal_page}`).catch(() => null) : null]));
  const own = (key, params = {}, fallback = null) => t(`game.${game.name}.${key}`, params, fallback);
  const stages = course.stages({ t: own });
  const title = titleOf(game.name, game.title);
  if (!stageId) {
    document.title = t('learn.course.documentTitle', { game: title });
    return main.append(stageList(game, title, stages, progress));
  }
  const k = stages.findIndex((s) => s.id === stageId);
  if (k < 0) return notFound(main);
  const stage = stages[k];
  document.title = t('learn.stage.documentTitle', { stage: stage.title, game: title });
  const next = stages[k + 1];
  const nextLink = h('a.button', { href: next ? href(game.name, next.id) : href(game.name), dataset: { testid: 'learn-next' }, hidden: true },
    next ? t('learn.next') : t('learn.finished', { game: title }));
  const view = stageView({ game, course, own, refusal: refusal || null, stage,
    onDone: (stars) => {
      nextLink.hidden = false;
      keepStars(progress, game.name, stage.id, stars);
    } });
  main.append(h('section.learn.card', { dataset: { testid: 'learn-page', game: game.name } },
    h('p', {}, h('a', { href: href(game.name), dataset: { testid: 'learn-back' } }, t('learn.back', { game: title }))),
    h('h1', {}, t('learn.stage.heading', { n: k + 1, of: stages.length, title: stage.title })),
    view.el, h('p', {}, nextLink)));
  return () => view.stop();
}

// The games with a course, each with the stars earned of all there are.
function gamesList(games, progress) {
  document.title = t('learn.documentTitle');
  return h('section.learn.card', { dataset: { testid: 'learn-page' } },
    h('h1', {}, t('learn.title')),
    h('p', {}, t('learn.intro')),
    h('ul.learn-games', {}, games.map((g) => h('li', {},
      h('a', { href: href(g.name), dataset: { testid: `learn-${g.name}` } }, t('learn.course.title', { game: titleOf(g.name, g.title) })),
      ' ', h('span.muted', {}, earned(g, progress))))),
    h('p.muted', {}, keptWhere()));
}

// The stars earned in a game's course: its stages are known once its module is loaded, so the
// list says what has been earned.
const earned = (g, progress) => {
  const got = Object.values(progress[g.name] || {}).reduce((a, b) => a + b, 0);
  return got ? t('learn.earned', { count: got }) : t('learn.notStarted');
};

const keptWhere = () => (currentAccount() ? t('learn.kept.account') : t('learn.kept.browser'));

// A course's stages, in order, with their stars; the first not done is where to go on.
function stageList(game, title, stages, progress) {
  const total = stages.reduce((n, s) => n + starsOf(progress, game.name, s.id), 0);
  const first = stages.find((s) => !starsOf(progress, game.name, s.id)) || stages[0];
  return h('section.learn.card', { dataset: { testid: 'learn-course', game: game.name } },
    h('p', {}, h('a', { href: '#/learn' }, t('learn.title'))),
    h('h1', {}, t('learn.course.title', { game: title })),
    h('p', {}, t('learn.course.intro'), ' ', h('a', { href: `#/rules/${game.name}` }, t('learn.rulesLink', { game: title }))),
    h('p', { dataset: { testid: 'learn-total' } }, t('learn.course.stars', { stars: total, count: stages.length * 3 })),
    h('ol.learn-stages', {}, stages.map((s) => h('li', { dataset: { stage: s.id } },
      h('a', { href: href(game.name, s.id), dataset: { testid: `learn-stage-${s.id}` } }, s.title), ' ',
      starsBadge(starsOf(progress, game.name, s.id))))),
    h('p', {}, h('a.button.primary', { href: href(game.name, first.id), dataset: { testid: 'learn-go' } },
      total ? t('learn.goOn') : t('learn.begin'))),
    h('p.muted', {}, keptWhere()));
}
