// The engine line protocol of PROTOCOL.md: one command a line in, replies out, flushed at
// once. Malformed or illegal input is answered with one `error ...` line and changes nothing.
//
// Commands that judge positions (game, position, play, perft) and searches (go) run on a
// worker thread, so that the reader stays free for `stop` and `quit`: with many seeds a pit a
// Hawalis relay sowing can take minutes to judge (RULES.md "Endless sowing"), and `stop`
// interrupts that as it ends a search. Any other command waits until the worker is done, so
// replies come in the order of the commands.
#pragma once

#include <atomic>
#include <functional>
#include <istream>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>
#include <string_view>
#include <thread>

#include "games/registry.h"

namespace manqala {

// Where an engine runs its jobs. A process runs them all on a worker thread. The browser's
// builds (src/wasm/) cannot: without threads every command runs where it is read, so `stop`
// cannot cut a search short there (bound it by depth, nodes or time); with threads only
// searches go to the worker, since a C++ exception thrown on a thread of Debian's emscripten
// (3.1.6) is never caught, and judging a position throws on bad input.
struct EngineConfig {
  bool search_thread = true;  // `go` and `bench` beside the reader (`stop` ends them)
  bool judge_thread = true;   // `game`, `position`, `play`, `perft`, `trace` beside it too
  int max_threads = 256;      // what `setoption threads` accepts (a browser's pool is smaller)
};

class Engine {
 public:
  using Output = std::function<void(const std::string& line)>;
  static constexpr size_t kMaxLine = 1 << 20;  // longer lines are refused
  static constexpr int kMaxPerftDepth = 20;
  static constexpr int kDefaultHashMb = 16;
  static constexpr int kMaxHashMb = 4096;  // the table is zeroed at once: keep it to real memory
  static constexpr int kMaxMultiPv = 32;   // lines: more than any position has moves

  explicit Engine(Output out, EngineConfig config = {});
  ~Engine();

  // Handles one command; false once `quit` was read. Safe for any input.
  bool handle(std::string_view line);
  // Blocks until the running command (a search, or a long judgement) has answered.
  void wait_for_search();

 private:
  void reply(const std::string& line);
  void error(const std::string& what) { reply("error " + what); }

  void cmd_game(const std::vector<std::string_view>& w);
  void cmd_position(const std::vector<std::string_view>& w);
  void cmd_play(const std::vector<std::string_view>& w);
  void cmd_trace(const std::vector<std::string_view>& w);
  void cmd_perft(const std::vector<std::string_view>& w);
  void cmd_go(const std::vector<std::string_view>& w);
  void cmd_setoption(const std::vector<std::string_view>& w);
  void cmd_help();
  // Runs `work` on the worker thread with a WorkLimit that `stop` sets off; an interrupted
  // command answers `error <what> interrupted: ...` and has changed nothing.
  void start_job(std::string what, std::function<void(WorkLimit&)> work);
  // On the worker thread when `on_thread`, else here, at once.
  void run_job(bool on_thread, std::function<void()> job);
  void cmd_bench(const std::vector<std::string_view>& w);

  Output out_;
  EngineConfig config_;
  std::mutex out_mutex_;
  std::unique_ptr<AnyGame> game_;
  PlayerOptions player_;
  TranspositionTable tt_{kDefaultHashMb};
  std::thread search_;  // the worker: a search or a long judgement
  std::atomic<bool> stop_{false};
};

// Reads commands from `in` until `quit` or end of input; returns the exit status (0).
int run_engine(std::istream& in, std::ostream& out);

}  // namespace manqala
