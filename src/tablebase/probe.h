// A game's tables opened for probing: every level from the lowest up to the first one
// missing, memory-mapped, each file checked when opened (table_file.h). Shared read-only by
// any number of threads.
#pragma once

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
    const int highest = highest_complete_level(endgame, dir);
    for (int level = 0; level <= highest; ++level) {
      Level l;
      uint64_t offset = 0;
      for (const TablePart& part : endgame.tables(level)) {
        l.parts.push_back({offset, MappedTable(table_path(dir, endgame, part).string(), table_id(endgame, part))});
        offset += part.entries;
      }
      levels_.push_back(std::move(l));
    }
  }

  // The highest seed total every position of which is in the tables (-1: none).
  int max_level() const { return static_cast<int>(levels_.size()) - 1; }
  const Endgame& endgame() const { return endgame_; }

  // The value of `p` with best play, if it lies in the tables.
  std::optional<EndgameValue> probe(const Position& p) const {
    const int level = endgame_.level_of(p);
    if (level > max_level() || !endgame_.in_tables(p)) return std::nullopt;
    return EndgameValue::decode(Endgame::kKind, at(endgame_.locate(p)), level);
  }

  // The byte of an entry of a level up to max_level().
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
  std::vector<Level> levels_;
};

}  // namespace manqala::tablebase
