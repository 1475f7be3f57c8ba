// A new game's request (POST /api/games) checked as the server checks it, in its order and with
// its refusals (src/server/games/new_game.cpp, game_factory.cpp, game_options.cpp;
// src/core/options.cpp): the fields' kinds, the side, the level, the game, its rule options
// (written out whole, every option in the schema's order, as the server's `options` text) and
// the start. The start position itself is judged by the engine (room.js).
import { LocalRefusal, notHere } from './errors.js';

const refuse = (error, values = {}) => new LocalRefusal(400, { error, ...values });
const MAX_LEVEL = 10;
const DEFAULT_LEVEL = 4;
const CORRESPONDENCE_DAYS = [1, 2, 3, 5, 7, 14];

// Options the server does not offer: their judging has no useful bound (each game's
// unbounded_work, src/games/<game>/options.cpp). The page plays what the server plays.
const UNBOUNDED = {
  hawalis: (o) => (o.relay === 'true' && Number(o.seeds) > 4
    ? 'with relay sowing and more than 4 seeds a pit, a relay sowing can run for minutes before it ends or repeats, so judging one move has no useful bound'
    : ''),
};

const isInt = (v) => Number.isInteger(v);
const has = (o, k) => o[k] !== undefined;
function text(spec, name, fallback = '') {
  if (!has(spec, name)) return fallback;
  if (typeof spec[name] !== 'string') throw refuse(`'${name}' must be a string`);
  return spec[name];
}
function smallInt(obj, name, what) {
  if (!isInt(obj[name])) throw refuse(`${what} must be a whole number`);
  if (Math.abs(obj[name]) > 1000000) throw refuse(`${what} is out of range`);
  return obj[name];
}

// An option's value as the server reads it (src/core/options.cpp), or its refusal.
function badValue(o, value) {
  const number = o.kind === 'number' || o.kind === 'list';
  const shown = value.slice(0, 40);
  const values = { option: o.name, value: shown };
  if (number) Object.assign(values, { min: o.min, max: o.max });
  else if (o.kind === 'choice') values.choices = o.values.join(', ');
  const takes = number ? `a number from ${o.min} to ${o.max}` : o.kind === 'choice' ? o.values.join(' or ') : 'true or false';
  return refuse(`option ${o.name}: '${shown}' is not ${takes}`, { code: number ? 'option-number' : o.kind === 'choice' ? 'option-choice' : 'option-flag', ...values });
}
function count(o, v) {
  if (!/^\d{1,9}$/.test(v) || Number(v) > o.max || Number(v) < o.min) throw badValue(o, v);
  return String(Number(v));
}
function parseValue(o, v) {
  if (o.kind === 'number') return count(o, v);
  if (o.kind === 'list') return v.split(',').map((n) => count(o, n)).join(',');
  if (o.kind === 'flag' && v !== 'true' && v !== 'false') throw badValue(o, v);
  if (o.kind === 'choice' && !o.values.includes(v)) throw badValue(o, v);
  return v;
}

// "name=value" words (a later word for the same option wins) -> every option as name=value,
// defaults included, in the schema's order: the server's options text.
export function optionsText(game, words) {
  const schema = game.options || [];
  const chosen = {};
  const parsed = words.map((word) => {
    const eq = word.indexOf('=');
    if (eq <= 0 || eq + 1 === word.length) throw refuse(`option '${word.slice(0, 40)}' is not name=value`, { code: 'option-word', word: word.slice(0, 40) });
    const name = word.slice(0, eq);
    if (!schema.some((o) => o.name === name)) {
      const names = schema.map((o) => o.name).join(', ');
      throw refuse(`unknown option '${name.slice(0, 40)}' for ${game.name} (options: ${names})`,
        { code: 'option-unknown', option: name.slice(0, 40), game: game.name, options: names });
    }
    return [name, word.slice(eq + 1)];
  });
  for (const [name, value] of parsed) chosen[name] = parseValue(schema.find((o) => o.name === name), value);
  return schema.map((o) => `${o.name}=${chosen[o.name] ?? o.default}`).join(' ');
}

// The options object of a request as the server takes it: its names in order (a JSON object's
// keys as the server reads them), each value a string, a flag or a whole number.
function optionWords(options) {
  if (options === undefined || options === null) return [];
  // (The page's own older records keep the options as their words.)
  if (typeof options === 'string') return options.split(/\s+/).filter(Boolean);
  if (typeof options !== 'object' || Array.isArray(options)) throw refuse("'options' must be an object of name: value");
  return Object.keys(options).sort().map((name) => {
    const v = options[name];
    if (typeof v === 'string') return `${name}=${v}`;
    if (typeof v === 'boolean' || isInt(v)) return `${name}=${v}`;
    throw refuse(`option '${name.slice(0, 40)}' must be a string`);
  });
}

// The request checked: { meta (the game's), options (text), human: south|north|both, level,
// start (null: the usual) } or a LocalRefusal as the server's. `games`: /api/meta's games.
// random(): where a random side is drawn.
export function checkedSpec(spec, games, random = Math.random) {
  if (!spec || typeof spec !== 'object') throw refuse('the body must be a JSON object');
  const names = games.map((g) => g.name);
  const game = text(spec, 'game');
  if (!game) throw refuse(`'game' is required (${names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names.join('')})`);
  let human = text(spec, 'human', 'south');
  const opponent = text(spec, 'opponent', 'engine');
  const start = text(spec, 'start');
  if (start.length > 400) throw refuse("'start' is too long for a position text");
  if (has(spec, 'listed') && typeof spec.listed !== 'boolean') throw refuse("'listed' must be true or false");
  const clock = { minutes: 0, seconds: 0, increment: 0, days: 0 };
  if (has(spec, 'clock') && spec.clock !== null) {
    if (typeof spec.clock !== 'object' || Array.isArray(spec.clock)) throw refuse('\'clock\' must be {"minutes": M, "seconds": S, "increment": I} or {"days": D}');
    for (const k of Object.keys(clock)) if (has(spec.clock, k)) clock[k] = smallInt(spec.clock, k, `clock ${k}`);
  }
  if (has(spec, 'rated') && typeof spec.rated !== 'boolean') throw refuse("'rated' must be true or false");
  const level = has(spec, 'level') ? smallInt(spec, 'level', "'level' (1 to 10)") : DEFAULT_LEVEL;
  const words = optionWords(spec.options);

  // A game between people is the server's (game_factory.cpp: the side, the terms).
  if (opponent === 'friend') throw notHere(409, 'a game between people needs the server');
  if (opponent !== 'engine') throw refuse(`opponent must be engine or friend, not '${opponent.slice(0, 20)}'`);
  if (human === 'random') human = random() < 0.5 ? 'south' : 'north';
  if (!['south', 'north', 'both'].includes(human)) throw refuse(`human must be south, north, random or both, not '${human.slice(0, 20)}'`);
  if (level < 1 || level > MAX_LEVEL) throw refuse(`level must be from 1 to ${MAX_LEVEL}`);
  if (clock.minutes < 0 || clock.minutes > 180) throw refuse('clock minutes must be from 0 to 180');
  if (clock.seconds < 0 || clock.seconds > 59) throw refuse('clock seconds must be from 0 to 59');
  if (clock.increment < 0 || clock.increment > 60) throw refuse('clock increment must be from 0 to 60 s');
  if (clock.minutes > 0 || clock.seconds > 0 || clock.increment > 0 || spec.listed === true)
    throw refuse('clocks and the lobby are for games between two people (opponent: friend)');
  if (clock.days !== 0) {
    if (!CORRESPONDENCE_DAYS.includes(clock.days)) throw refuse('days a move must be 1, 2, 3, 5, 7 or 14', { code: 'days-per-move' });
    throw refuse('correspondence games are between two people (opponent: friend)');
  }
  if (spec.rated === true) throw refuse('only games between two people are rated (opponent: friend)');

  const meta = games.find((g) => g.name === game);
  if (!meta) {
    throw refuse(`unknown game '${game.slice(0, 20)}' (games: ${names.join(', ')})`,
      { code: 'unknown-game', game: game.slice(0, 20), games: names.join(', ') });
  }
  const options = optionsText(meta, words);
  const why = UNBOUNDED[meta.name] && UNBOUNDED[meta.name](Object.fromEntries(options.split(' ').map((w) => w.split('='))));
  if (why) throw refuse(`this server does not offer these options: ${why} (play them with manqala play)`);
  if (start) {
    const parts = start.split(/\s+/).filter(Boolean).length;
    if (parts !== 4) {
      throw refuse(`position text needs 4 parts (rows, side, captured by S, captured by N), found ${parts}`, { code: 'position-parts', found: parts });
    }
  }
  return { meta, options, human, level, start: start || null };
}
