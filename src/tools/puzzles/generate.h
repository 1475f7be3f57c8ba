// `manqala puzzles generate` (docs/puzzles.md): a puzzle set appended to a JSON Lines file,
// with progress, going on from where a stopped run left it.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace manqala::puzzles {

struct GenerateOptions {
  std::string game;
  std::vector<std::string> options;  // rule options, name=value
  std::string out;                   // the set, appended to
  std::string source = "search";     // "tables": random endgames the tables solve; "search": self-play;
                                     // "games": the positions of recorded games (`records`)
  std::vector<std::string> records;  // games: record files, or folders of them
  int count = 100;                   // the set's size to reach, the puzzles already there included
  int depth = 10;                    // search: the multi-line search that finds candidates
  int check_depth = 12;              // search: the check's deeper search of every move
  int margin = 2;                    // search: seeds the solution must lead every other move by
  int max_moves = 3;                 // South's moves in a line at most
  int max_seeds = 16;                // tables: seeds on the board of a candidate at most
  uint64_t seed = 1;                 // candidates are drawn from it: the same seed, the same set
  bool tty = false;                  // progress on one line rather than a line every few seconds
};

// 0 when the set holds `count` puzzles; 1 when it cannot grow (a file that cannot be written,
// a damaged set, no tables). Progress and the summary go to `err`.
int run_generate(const GenerateOptions& o, std::ostream& err);

}  // namespace manqala::puzzles
