// The engine of PROTOCOL.md as a WebAssembly module, for a browser's Web Worker
// (web/engine/worker.js): the worker hands each command line to manqala_command() and takes
// the lines written since with manqala_replies(), on every command and on a timer while a
// search runs. Replies wait in a queue, never called back into JavaScript from a search
// thread, so a worker blocked on a command cannot deadlock with a thread that writes.
//
// Built twice (src/wasm/CMakeLists.txt): with threads (a search runs beside the reader, `stop`
// works, `setoption threads` up to the pool's size) and without (each command runs to its
// end where it is read). Either way positions are judged where the command is read.
#include <emscripten/emscripten.h>

#include <memory>
#include <mutex>
#include <string>

#include "protocol/engine.h"

namespace {

// Searches on a thread where there are threads; judging always here (protocol/engine.h says why).
#ifdef __EMSCRIPTEN_PTHREADS__
constexpr manqala::EngineConfig kConfig{true, false, MANQALA_WASM_MAX_THREADS};
#else
constexpr manqala::EngineConfig kConfig{false, false, 1};
#endif

std::mutex replies_mutex;
std::string replies;  // lines written since the last manqala_replies(), each ending in '\n'
std::string taken;    // what manqala_replies() returned last: alive until the next call

manqala::Engine& engine() {
  static manqala::Engine e(
      [](const std::string& line) {
        std::lock_guard lock(replies_mutex);
        replies += line;
        replies += '\n';
      },
      kConfig);
  return e;
}

}  // namespace

extern "C" {

// One command line (without its newline); 0 once it was `quit`.
EMSCRIPTEN_KEEPALIVE int manqala_command(const char* line) { return engine().handle(line) ? 1 : 0; }

// The reply lines written since the last call, as one string ("" when none).
EMSCRIPTEN_KEEPALIVE const char* manqala_replies() {
  std::lock_guard lock(replies_mutex);
  taken.swap(replies);
  replies.clear();
  return taken.c_str();
}

// Whether this build runs searches on threads (so `stop` ends one early).
EMSCRIPTEN_KEEPALIVE int manqala_threads() { return kConfig.max_threads; }
}
