// The browser's engine as one protocol engine made of two WebAssembly modules. Emscripten
// 3.1.6 catches no C++ exception in its build with threads, and the rules throw on bad input
// (an illegal move, a malformed position). So the single-thread module (the judge) answers
// every command, and the threaded one (the searcher) only searches, given exactly the game,
// position and moves the judge accepted, which never throw (nor, in that build, does a search
// that meets its deadline: core/work_limit.h). Without the threaded module the judge does
// everything. Used by web/engine/worker.js, and by tests/wasm/ under Node.
//
// Each module: { command(line), replies() -> text of the lines written since the last call }.
'use strict';

const MAX_HASH_MB = 256;

class EnginePair {
  constructor(judge, searcher = null) {
    this.judge = judge;
    this.searcher = searcher;
    this.out = ''; // the judge's reply lines not yet taken
    this.gameLine = 'game al-manqala'; // the engine's start: PROTOCOL.md's default game
    this.options = {}; // setoption lines the judge accepted, by name
    this.positionLine = 'position startpos';
    this.moves = []; // play / undo / share since that position, as the judge took them
    this.synced = null; // what the searcher was last given
  }

  // One command line; its reply lines come from replies().
  command(line) {
    const words = line.trim().split(/\s+/);
    const verb = words[0];
    if (!this.searcher) return void this.judge.command(line);
    if (verb === 'go' || verb === 'bench') {
      this.sync();
      this.searcher.command(line);
    } else if (verb === 'stop') {
      this.searcher.command(line);
    } else if (verb === 'setoption' && words[1] === 'hash' && !(Number(words[2]) <= MAX_HASH_MB)) {
      // A table the browser cannot give would end the searcher (bad_alloc is an exception too).
      this.out += `error setoption: hash in the browser is 1-${MAX_HASH_MB} MB\n`;
    } else if (verb === 'setoption' && (words[1] === 'threads' || words[1] === 'hash')) {
      this.searcher.command(line); // the judge has one thread and its own small table
    } else {
      if (verb === 'quit') this.searcher.command(line);
      this.judge.command(line);
      const reply = this.judge.replies();
      this.out += reply;
      if (reply.trim() === 'ok') this.remember(words, line);
    }
  }

  // The reply lines written since the last call: the judge's, then the searcher's.
  replies() {
    const text = this.out + this.judge.replies() + (this.searcher ? this.searcher.replies() : '');
    this.out = '';
    return text;
  }

  // What the judge accepted that the searcher must know before a search.
  remember(words, line) {
    const verb = words[0];
    if (verb === 'game') [this.gameLine, this.positionLine, this.moves] = [line, 'position startpos', []];
    else if (verb === 'position') [this.positionLine, this.moves] = [line, []];
    else if (verb === 'play' || verb === 'undo' || verb === 'share') this.moves.push(line);
    else if (verb === 'setoption') this.options[words[1]] = line;
  }

  // Gives the searcher the judge's game, options, position and moves, when they changed. A
  // search that ended before is read first, so its last lines keep their place.
  sync() {
    const state = [this.gameLine, ...Object.values(this.options), this.positionLine, ...this.moves];
    const key = state.join('\n');
    if (key === this.synced) return;
    this.out += this.searcher.replies();
    const sameGame = this.synced !== null && this.synced.split('\n')[0] === this.gameLine;
    for (const l of sameGame ? state.slice(1) : state) this.searcher.command(l);
    this.searcher.replies(); // their `ok`s: the judge has answered these already
    this.synced = key;
  }
}

if (typeof module === 'object' && module.exports) module.exports = { EnginePair };
else self.EnginePair = EnginePair;
