// Where a game's tables lie under a tables directory (docs/tablebases.md, "Files"):
//   DIR/<game>/<option words, '_' between them>/<seeds>.mqtb        (a table by board total)
//   DIR/<game>/<option words>/<mover seeds>-<opponent seeds>.mqtb   (a table by side)
// and what each file's header must say.
#pragma once

#include <filesystem>
#include <string>

#include "tablebase/level_view.h"
#include "tablebase/table_file.h"

namespace manqala::tablebase {

inline std::filesystem::path options_folder(const std::string& dir, std::string_view game, std::string options) {
  for (char& c : options)
    if (c == ' ') c = '_';
  return std::filesystem::path(dir) / std::string(game) / (options.empty() ? "default" : options);
}

template <class Endgame>
TableId table_id(const Endgame& endgame, const TablePart& part) {
  return {std::string(Endgame::Rules::kName), endgame.options_key(), part.mover_seeds, part.opponent_seeds,
          Endgame::kKind, part.entries};
}

template <class Endgame>
std::filesystem::path table_path(const std::string& dir, const Endgame& endgame, const TablePart& part) {
  const std::string name = part.opponent_seeds < 0
                               ? std::to_string(part.mover_seeds)
                               : std::to_string(part.mover_seeds) + "-" + std::to_string(part.opponent_seeds);
  return options_folder(dir, Endgame::Rules::kName, endgame.options_key()) / (name + ".mqtb");
}

// The highest level all of whose files are there, every level below it too (-1: none; the
// files are not opened).
template <class Endgame>
int highest_complete_level(const Endgame& endgame, const std::string& dir) {
  int highest = -1;
  size_t files = 0;
  for (int level = 0; level <= Endgame::kMaxLevel; ++level) {
    size_t here = 0;
    for (const TablePart& part : endgame.tables(level))
      if (std::filesystem::exists(table_path(dir, endgame, part))) ++here;
    if (here < endgame.tables(level).size()) break;
    files += here;
    highest = level;
  }
  return files > 0 ? highest : -1;  // levels without tables (Hawalis 0 and 1) are no tables
}

// Entries of a whole level.
template <class Endgame>
uint64_t level_entries(const Endgame& endgame, int level) {
  uint64_t n = 0;
  for (const TablePart& part : endgame.tables(level)) n += part.entries;
  return n;
}

}  // namespace manqala::tablebase
