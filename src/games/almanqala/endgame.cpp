// The rules of RULES.md as an Al-manqala table sees them: each entry from its successors.
#include "games/almanqala/endgame.h"

#include <algorithm>
#include <cstring>
#include <numeric>

#include "tablebase/compositions.h"
#include "tablebase/divided_view.h"

namespace manqala {

using tablebase::compositions;
using tablebase::Entry;
using tablebase::LevelView;

namespace {

// The board turned half round is the loop read from North's first pit: North moves as South.
void turn(const uint8_t* pits, uint8_t* out) { tablebase::half_turn(pits, out); }

}  // namespace

std::string AlManqalaEndgame::options_key() const {
  return tablebase::option_words(AlManqala::option_schema(), rules_.options(), {"capture", "skip-origin", "feed"});
}

std::string AlManqalaEndgame::refusal() const {
  // The tables play on to the end; a game that stops at win-at reaches the same winner only
  // when win-at is more than half of all seeds.
  if (2 * rules_.options().win_at <= rules_.total_seeds())
    return "win-at=" + std::to_string(rules_.options().win_at) + " is not more than half of the " +
           std::to_string(rules_.total_seeds()) + " seeds, so the seeds a player ends up with do not say who wins";
  return "";
}

std::vector<bool> AlManqalaEndgame::reachable_levels(int max_level) const {
  const int start = rules_.total_seeds();
  std::vector<bool> gone(static_cast<size_t>(start) + 1, false);  // gone[x]: x seeds can be captured in all
  gone[0] = true;
  for (int x = 1; x <= start; ++x)
    for (int c : rules_.options().capture)
      if (c > 0 && c <= x && gone[static_cast<size_t>(x - c)]) gone[static_cast<size_t>(x)] = true;
  std::vector<bool> reachable(static_cast<size_t>(max_level) + 1, false);
  for (int level = 0; level <= std::min(max_level, start); ++level)
    reachable[static_cast<size_t>(level)] = gone[static_cast<size_t>(start - level)];
  return reachable;
}

std::string AlManqalaEndgame::unreachable_reason() const {
  const int start = rules_.total_seeds();
  const auto reachable = reachable_levels(start);
  if (std::all_of(reachable.begin(), reachable.end(), [](bool r) { return r; })) return "";
  std::string counts;
  const auto& capture = rules_.options().capture;
  for (size_t i = 0; i < capture.size(); ++i)
    counts += (i == 0 ? "" : i + 1 == capture.size() ? " or " : ", ") + std::to_string(capture[i]);
  std::string why = "a game of seeds=" + std::to_string(rules_.options().seeds) + " starts with " +
                    std::to_string(start) + " seeds and a capture takes pits of " + counts + " seeds";
  int step = 0;
  for (int c : rules_.options().capture) step = std::gcd(step, c);
  if (step == 2 && start % 2 == 0) return why + ", so the seeds on the board stay even";
  return why + ", so the seeds on the board are " + std::to_string(start) + " less a sum of those";
}

std::vector<tablebase::TablePart> AlManqalaEndgame::tables(int level) const {
  return {{level, -1, compositions().count(level)}};
}

Entry AlManqalaEndgame::locate(const AlManqala::Position& p) const {
  uint8_t pits[16] = {};
  if (p.to_move == Side::South) std::memcpy(pits, p.pits, 14);
  else turn(p.pits, pits);
  const int n = p.board_total();
  return {n, compositions().rank(pits, n)};
}

template <class View>
uint64_t AlManqalaEndgame::solve_entries(int level, const uint64_t* index, int count, View& view) const {
  Successors batch[kBatch];
  for (int k = 0; k < count; ++k) {
    uint8_t pits[16] = {};
    compositions().unrank(index[k], level, pits);
    successors(pits, level, view, batch[k]);
  }
  uint64_t changed = 0;
  for (int k = 0; k < count; ++k) changed += view.update(index[k], static_cast<uint8_t>(value(batch[k], view)));
  return changed;
}

template uint64_t AlManqalaEndgame::solve_entries(int, const uint64_t*, int, LevelView&) const;
template uint64_t AlManqalaEndgame::solve_entries(int, const uint64_t*, int, tablebase::DividedView&) const;

uint64_t AlManqalaEndgame::solve_many(int level, const uint64_t* index, size_t count, LevelView& view) const {
  return solve_gathered(level, index, 0, count, view);
}

uint64_t AlManqalaEndgame::solve_gathered(int level, const uint64_t* index, uint64_t first, size_t count,
                                          LevelView& view) const {
  struct Unread {  // where the successors lie is all that is wanted yet
    void prefetch(int, uint64_t) const {}
  };
  // The values in `wanted`'s order, read back one successor after another by value().
  struct Gathered {
    mutable const uint8_t* next;
    uint8_t at(const Entry&) const { return *next++; }
  };
  thread_local std::vector<Successors> found;
  thread_local std::vector<Entry> wanted;
  thread_local std::vector<uint8_t> values;
  found.resize(count);
  wanted.clear();
  uint8_t pits[16] = {};
  if (!index) compositions().unrank(first, level, pits);
  for (size_t k = 0; k < count; ++k) {
    if (index) compositions().unrank(index[k], level, pits);
    successors(pits, level, Unread{}, found[k]);
    wanted.insert(wanted.end(), found[k].child, found[k].child + found[k].count);
    if (!index) tablebase::Compositions::next(pits);
  }
  view.gather(wanted, values);
  const Gathered read{values.data()};
  uint64_t changed = 0;
  for (size_t k = 0; k < count; ++k)
    changed += view.update(index ? index[k] : first + k, static_cast<uint8_t>(value(found[k], read)));
  return changed;
}

int AlManqalaEndgame::parents(int level, uint64_t index, uint64_t* out, uint8_t* moves_again) const {
  uint8_t board[16] = {}, turned[16] = {};
  compositions().unrank(index, level, board);
  turn(board, turned);
  int n = 0;
  if (row_total(board + 7) == 0) {
    if (moves_again) moves_again[n] = false;
    out[n++] = compositions().rank(turned, level);  // that board's mover passes to this one
    n += unsow(board, level, /*passed=*/true, out + n, moves_again ? moves_again + n : nullptr);
  }
  if (row_total(board) > 0) n += unsow(turned, level, /*passed=*/false, out + n, moves_again ? moves_again + n : nullptr);
  return n;
}

int AlManqalaEndgame::unsow(const uint8_t* after, int level, bool passed, uint64_t* out, uint8_t* moves_again) const {
  const bool skip = rules_.options().skip_origin;
  int n = 0;
  for (int origin = 0; origin < 7; ++origin) {
    int left[14];
    for (int i = 0; i < 14; ++i) left[i] = after[i];
    int pit = origin;
    for (int seeds = 1; seeds <= level; ++seeds) {
      do pit = pit == 13 ? 0 : pit + 1;
      while (skip && pit == origin);
      if (--left[pit] < 0) break;  // more seeds would need this pit to give one back too
      if (left[origin] != 0) continue;  // the origin was lifted empty
      if (rules_.takes(after[pit])) continue;  // the last seed would capture
      // The lap just undone sows exactly `after` and its last seed takes nothing, so the
      // move gives `after` and the turn goes as `passed` says (the caller chose `after` by
      // North's row); only feeding is left to check, so the move is not played forward again
      // (tests/tablebase/parent_filter_test.cpp checks the parents found both ways).
      AlManqala::Position p{};
      for (int i = 0; i < 14; ++i) p.pits[i] = static_cast<uint8_t>(left[i]);
      p.pits[origin] = static_cast<uint8_t>(seeds);
      if (row_total(p.pits + 7) == 0) {  // the mover had to feed
        AlManqala::Position q{};
        std::memcpy(q.pits, after, 14);
        if (!rules_.feeds(p, origin, q)) continue;
      }
      if (moves_again) moves_again[n] = passed;
      out[n++] = compositions().rank(p.pits, level);
    }
  }
  return n;
}

uint64_t AlManqalaEndgame::solve_range(int level, uint64_t begin, uint64_t end, LevelView& view) const {
  if (view.windowed()) {
    uint64_t changed = 0;
    for (uint64_t first = begin; first < end; first += tablebase::kManyEntries)
      changed += solve_gathered(level, nullptr, first, std::min<uint64_t>(tablebase::kManyEntries, end - first), view);
    return changed;
  }
  uint8_t pits[16] = {};
  compositions().unrank(begin, level, pits);
  Successors batch[kBatch];
  uint64_t changed = 0;
  for (uint64_t first = begin; first < end; first += kBatch) {
    const int count = static_cast<int>(std::min<uint64_t>(kBatch, end - first));
    for (int k = 0; k < count; ++k) {
      successors(pits, level, view, batch[k]);
      tablebase::Compositions::next(pits);
    }
    for (int k = 0; k < count; ++k)
      changed += view.update(first + static_cast<uint64_t>(k), static_cast<uint8_t>(value(batch[k], view)));
  }
  return changed;
}

}  // namespace manqala

namespace manqala {

AlManqala::Position AlManqalaEndgame::position_at(Entry e) const {
  AlManqala::Position p{};
  compositions().unrank(e.index, e.level, p.pits);
  // Captured counts that make up the game's total, so that the position text is valid.
  const int out = rules_.total_seeds() - p.board_total();
  p.captured[0] = static_cast<uint16_t>(out / 2);
  p.captured[1] = static_cast<uint16_t>(out - out / 2);
  return p;
}

}  // namespace manqala
