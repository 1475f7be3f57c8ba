// The engine line protocol of PROTOCOL.md: one command a line in, replies out, flushed at
// once. Malformed or illegal input is answered with one `error ...` line and changes nothing.
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

#include "protocol/any_game.h"

namespace manqala {

class Engine {
 public:
  using Output = std::function<void(const std::string& line)>;
  static constexpr size_t kMaxLine = 1 << 20;  // longer lines are refused
  static constexpr int kMaxPerftDepth = 20;
  static constexpr int kDefaultHashMb = 16;
  static constexpr int kMaxHashMb = 4096;  // the table is zeroed at once: keep it to real memory

  explicit Engine(Output out);
  ~Engine();

  // Handles one command; false once `quit` was read. Safe for any input.
  bool handle(std::string_view line);
  // Blocks until a running search has printed its bestmove.
  void wait_for_search();

 private:
  void reply(const std::string& line);
  void error(const std::string& what) { reply("error " + what); }

  void cmd_game(const std::vector<std::string_view>& w);
  void cmd_position(const std::vector<std::string_view>& w);
  void cmd_play(const std::vector<std::string_view>& w);
  void cmd_perft(const std::vector<std::string_view>& w);
  void cmd_go(const std::vector<std::string_view>& w);
  void cmd_setoption(const std::vector<std::string_view>& w);
  void cmd_help();

  Output out_;
  std::mutex out_mutex_;
  std::unique_ptr<AnyGame> game_;
  PlayerOptions player_;
  TranspositionTable tt_{kDefaultHashMb};
  std::thread search_;
  std::atomic<bool> stop_{false};
};

// Reads commands from `in` until `quit` or end of input; returns the exit status (0).
int run_engine(std::istream& in, std::ostream& out);

}  // namespace manqala
