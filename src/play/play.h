// `manqala play`: a game in the terminal against the engine or another person.
#pragma once

#include <istream>
#include <ostream>
#include <string>
#include <vector>

namespace manqala {

struct PlayConfig {
  std::string game;                  // a game's name (games/registry.h); empty: the first
  std::vector<std::string> options;  // RULES.md name=value options
  std::string south = "human";       // human or engine
  std::string north = "engine";
  int level = 10;                    // engine playing level, 1 (gentle) to 10 (full strength)
  int engine_depth = 0;              // 0: think for engine_movetime_ms
  int engine_movetime_ms = 1000;
  std::string load;                  // a record file to continue
  std::string save;                  // where `save` without a name writes
  bool color = true;                 // ANSI colours in the board diagram
};

// Runs the game loop on the given streams; returns the process exit status.
int run_play(const PlayConfig& config, std::istream& in, std::ostream& out);

}  // namespace manqala
