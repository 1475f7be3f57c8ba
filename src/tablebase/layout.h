// Where a game's tables lie under a tables directory (docs/tablebases.md, "Files"):
//   DIR/<game>/<option words, '_' between them>/<seeds>.mqtb        (a table by board total)
//   DIR/<game>/<option words>/<mover seeds>-<opponent seeds>.mqtb   (a table by side)
// and what each file's header must say.
#pragma once

#include <filesystem>
#include <vector>
#include <string>

#include "tablebase/level_view.h"
#include "tablebase/replace_file.h"
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

// Whether every file of a level is there (not opened).
template <class Endgame>
bool level_files_exist(const Endgame& endgame, const std::string& dir, int level) {
  for (const TablePart& part : endgame.tables(level))
    if (!std::filesystem::exists(table_path(dir, endgame, part))) return false;
  return !endgame.tables(level).empty();
}

// The highest level all of whose files are there, every level below it that a game under
// these options can reach too (Endgame::reachable_levels; -1: none; the files are not opened).
template <class Endgame>
int highest_complete_level(const Endgame& endgame, const std::string& dir) {
  const std::vector<bool> reachable = endgame.reachable_levels(Endgame::kMaxLevel);
  int highest = -1;
  bool any = false;
  for (int level = 0; level <= Endgame::kMaxLevel; ++level) {
    if (endgame.tables(level).empty()) continue;  // levels without tables (Hawalis 0 and 1)
    const bool here = level_files_exist(endgame, dir, level);
    if (!here && reachable[static_cast<size_t>(level)]) break;
    if (here) any = true, highest = level;
  }
  return any ? highest : -1;
}

// The file beside a game's tables that says which levels they hold and why the others are
// missing (docs/tablebases.md, "Only the levels a game reaches"). Written by a build after each
// level: the levels whose files are all there, then `why`.
constexpr const char* kLevelsNote = "levels.txt";

template <class Endgame>
void write_levels_note(const Endgame& endgame, const std::string& dir, const std::string& why) {
  const auto folder = options_folder(dir, Endgame::Rules::kName, endgame.options_key());
  std::string levels;
  for (int level = 0; level <= Endgame::kMaxLevel; ++level)
    if (level_files_exist(endgame, dir, level)) levels += (levels.empty() ? "" : " ") + std::to_string(level);
  std::filesystem::create_directories(folder);
  replace_file(folder / kLevelsNote, [&](std::ostream& out) {
    out << "# The levels (seeds on the board) whose tables are in this folder; manqala tb build writes it.\n"
        << "levels " << levels << "\n"
        << (why.empty() ? "" : "others left out: " + why + "\n");
  });
}

// Entries of a whole level.
template <class Endgame>
uint64_t level_entries(const Endgame& endgame, int level) {
  uint64_t n = 0;
  for (const TablePart& part : endgame.tables(level)) n += part.entries;
  return n;
}

}  // namespace manqala::tablebase
