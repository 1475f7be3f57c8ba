// `manqala puzzles generate|check` (docs/puzzles.md): puzzle sets from the command line.
#pragma once

#include <CLI/CLI.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "tools/puzzles/generate.h"

namespace manqala {

struct PuzzlesCommand {
  std::string action;  // generate, check
  puzzles::GenerateOptions generate;
  std::vector<std::string> files;  // check
  int check_depth = 0;  // check: 0, as each puzzle was checked
  int margin = 0;
  std::string tables;  // --tb
};

// Adds `puzzles` and its subcommands to `app`, filling `cmd` when one of them runs.
CLI::App* add_puzzles_command(CLI::App& app, PuzzlesCommand& cmd);

// Runs it: 0 done, 1 a set that fails its check or cannot be written, 2 a bad request.
int run_puzzles(PuzzlesCommand& cmd, bool tty, std::ostream& out, std::ostream& err);

}  // namespace manqala
