// A game's tables opened for probing: every level from the lowest up to the first one
// missing, memory-mapped, each file checked when opened (table_file.h). Shared read-only by
// any number of threads.
#pragma once

#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/types.h"
#include "tablebase/endgame_value.h"
#include "tablebase/layout.h"
#include "tablebase/table_file.h"

namespace manqala::tablebase {

// The value of the move from `p` to `child` for the side that plays it, from `probe(child)`
// (the tables', or a solve's above them).
template <class Endgame, class Probe>
std::optional<EndgameValue> value_after_move(const Endgame& endgame, const typename Endgame::Rules::Position& p,
                                             const typename Endgame::Rules::Position& child, const Probe& probe) {
  const int board = endgame.level_of(p);
  if constexpr (Endgame::kKind == ValueKind::HalfSeeds) {
    const auto c = probe(child);
    if (!c) return std::nullopt;
    const int me = index(p.to_move);
    const int taken = child.captured[me] - p.captured[me];
    // A pass leaves the same side to move (Al-manqala): the child's value is the mover's.
    const int kept = child.to_move == p.to_move ? c->half_seeds : 2 * c->board - c->half_seeds;
    return EndgameValue::decode(Endgame::kKind, static_cast<uint8_t>(2 * taken + kept), board);
  } else {
    uint8_t byte = 1;  // the opponent has no seeds: lost for them, at once
    if (!endgame.rules().over_before_moves(child)) {
      const auto c = probe(child);
      if (!c) return std::nullopt;
      byte = c->outcome == 0 ? kDrawByte : static_cast<uint8_t>(c->plies + 1);
    }
    return EndgameValue::decode(Endgame::kKind, plies_byte(parent_score(plies_score(byte))), board);
  }
}

template <class Endgame>
class EndgameTables {
 public:
  using Position = typename Endgame::Rules::Position;

  // Opens the tables under `dir` for these rules. Throws TableError when they cannot be used
  // with these options (Endgame::refusal) or a file is damaged or built for other rules.
  EndgameTables(const Endgame& endgame, const std::string& dir) : endgame_(endgame) {
    if (const std::string why = endgame.refusal(); !why.empty())
      throw TableError("the " + std::string(Endgame::Rules::kTitle) + " tables cannot be used: " + why);
    max_level_ = highest_complete_level(endgame, dir);
    levels_.resize(static_cast<size_t>(std::max(max_level_, -1) + 1));
    for (int level = 0; level <= max_level_; ++level) {
      if (!level_files_exist(endgame, dir, level)) continue;  // a level no game reaches, not built
      Level& l = levels_[static_cast<size_t>(level)];
      uint64_t offset = 0;
      for (const TablePart& part : endgame.tables(level)) {
        l.parts.push_back({offset, MappedTable(table_path(dir, endgame, part).string(), table_id(endgame, part))});
        offset += part.entries;
      }
    }
  }

  // The highest seed total every position of which a game under these options can reach is
  // in the tables (-1: none). Levels no game reaches may be missing below it (has_level).
  int max_level() const { return max_level_; }
  bool has_level(int level) const {
    return level >= 0 && level <= max_level_ && !levels_[static_cast<size_t>(level)].parts.empty();
  }
  const Endgame& endgame() const { return endgame_; }

  // Which tables these are, in words: the levels and one checksum of all their entries
  // (a saved solve is trusted only over the same ones).
  std::string describe() const {
    std::string levels;
    uint64_t sum = 0;
    for (size_t level = 0; level < levels_.size(); ++level)
      if (!levels_[level].parts.empty()) {
        levels += (levels.empty() ? "" : " ") + std::to_string(level);
        for (const Part& part : levels_[level].parts) sum = sum * 0x100000001B3ull ^ part.table.checksum();
      }
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(sum));
    return "levels " + levels + ", entries checksum " + hex;
  }

  // The value of `p` with best play, if it lies in the tables.
  std::optional<EndgameValue> probe(const Position& p) const {
    const int level = endgame_.level_of(p);
    if (!has_level(level) || !endgame_.in_tables(p)) return std::nullopt;
    return EndgameValue::decode(Endgame::kKind, at(endgame_.locate(p)), level);
  }

  // The byte of an entry of a level the tables hold (has_level).
  uint8_t at(const Entry& e) const {
    const auto& parts = levels_[static_cast<size_t>(e.level)].parts;
    size_t k = 0;
    while (k + 1 < parts.size() && parts[k + 1].offset <= e.index) ++k;
    return parts[k].table.at(e.index - parts[k].offset);
  }

  // The value of the move that leads from `p` to `child`, for the side that plays it, if the
  // child lies in the tables.
  std::optional<EndgameValue> after_move(const Position& p, const Position& child) const {
    return value_after_move(endgame_, p, child, [&](const Position& c) { return probe(c); });
  }

 private:
  struct Part {
    uint64_t offset;
    MappedTable table;
  };
  struct Level {
    std::vector<Part> parts;
  };
  Endgame endgame_;
  int max_level_ = -1;
  std::vector<Level> levels_;
};

}  // namespace manqala::tablebase
