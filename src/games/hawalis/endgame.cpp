// The rules of RULES.md as a Hawalis table sees them: each entry from its successors.
#include "games/hawalis/endgame.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "tablebase/compositions.h"

namespace manqala {

using tablebase::compositions;
using tablebase::Compositions;
using tablebase::Entry;
using tablebase::LevelView;

namespace {

// Turning the board half round maps South's circuit index i onto North's index i + 7 (mod
// 14), so a North circuit read from index 7 is laid out as South's would be.
void turn(const uint8_t* circuit, uint8_t* out) { tablebase::half_turn(circuit, out); }

int total(const uint8_t* circuit) {
  int sum = 0;
  for (int i = 0; i < 14; ++i) sum += circuit[i];
  return sum;
}

}  // namespace

HawalisEndgame::HawalisEndgame(const HawalisOptions& o) : rules_(o) {
  for (int s = 0; s <= kMaxLevel; ++s)
    for (int a = 1; a < s; ++a)
      offset_[s][a + 1] = offset_[s][a] + compositions().count(a) * compositions().count(s - a);
}

std::string HawalisEndgame::options_key() const {
  return tablebase::option_words(Hawalis::option_schema(), rules_.options(),
                                 {"relay", "back-capture", "singleton-capture", "skip-origin"});
}

std::vector<tablebase::TablePart> HawalisEndgame::tables(int level) const {
  std::vector<tablebase::TablePart> parts;
  for (int a = 1; a < level; ++a)
    parts.push_back({a, level - a, compositions().count(a) * compositions().count(level - a)});
  return parts;
}

uint64_t HawalisEndgame::index_of(const uint8_t* mover, int a, const uint8_t* opponent, int b) const {
  return offset_[a + b][a] + compositions().rank(mover, a) * compositions().count(b) + compositions().rank(opponent, b);
}

Entry HawalisEndgame::locate(const Hawalis::Position& p) const {
  const int me = index(p.to_move), them = 1 - me;
  const int a = p.seeds_of(p.to_move), b = p.seeds_of(opponent(p.to_move));
  if (p.to_move == Side::South) return {a + b, index_of(p.pits[me], a, p.pits[them], b)};
  uint8_t mover[16] = {}, other[16] = {};
  turn(p.pits[me], mover);
  turn(p.pits[them], other);
  return {a + b, index_of(mover, a, other, b)};
}

int HawalisEndgame::value(const uint8_t* mover, const uint8_t* opponent, const LevelView& view) const {
  Hawalis::Position p{};
  std::memcpy(p.pits[0], mover, 14);
  std::memcpy(p.pits[1], opponent, 14);
  MoveList moves;
  Hawalis::Position after[kMaxMoves];
  const int n = rules_.generate(p, moves, after);
  const int a = total(mover);
  int best = -tablebase::kWonScore;  // no legal move loses
  for (int i = 0; i < n; ++i) {
    const Hawalis::Position& q = after[i];
    const int left = total(q.pits[1]);
    int score;
    if (left == 0) {
      score = tablebase::kWonScore - 1;  // the opponent has no seeds: won with this move
    } else {
      uint8_t next_mover[16] = {}, next_other[16] = {};
      turn(q.pits[1], next_mover);
      turn(q.pits[0], next_other);
      score = tablebase::parent_score(
          tablebase::plies_score(view.at(left + a, index_of(next_mover, left, next_other, a))));
    }
    best = std::max(best, score);
  }
  return best;
}

uint64_t HawalisEndgame::solve_range(int level, uint64_t begin, uint64_t end, LevelView& view) const {
  // Find the table holding `begin`, then walk the opponent's pits fastest.
  int a = 1;
  while (a + 1 < level && offset_[level][a + 1] <= begin) ++a;
  uint64_t within = begin - offset_[level][a];
  uint8_t mover[16] = {}, other[16] = {};
  compositions().unrank(within / compositions().count(level - a), a, mover);
  compositions().unrank(within % compositions().count(level - a), level - a, other);
  uint64_t changed = 0;
  for (uint64_t i = begin; i < end; ++i) {
    const int score = value(mover, other, view);
    if (score != 0 && tablebase::kWonScore - std::abs(score) > tablebase::kMaxPlies)
      throw std::runtime_error("a game longer than " + std::to_string(tablebase::kMaxPlies) +
                               " plies: table format 1 cannot store it");
    changed += view.update(i, tablebase::plies_byte(score));
    if (Compositions::next(other)) continue;
    compositions().unrank(0, level - a, other);
    if (Compositions::next(mover)) continue;
    ++a;  // the next table of the level
    if (a >= level) break;
    compositions().unrank(0, a, mover);
    compositions().unrank(0, level - a, other);
  }
  return changed;
}

}  // namespace manqala

namespace manqala {

Hawalis::Position HawalisEndgame::position_at(Entry e) const {
  int a = 1;
  while (a + 1 < e.level && offset_[e.level][a + 1] <= e.index) ++a;
  const uint64_t within = e.index - offset_[e.level][a];
  Hawalis::Position p{};
  compositions().unrank(within / compositions().count(e.level - a), a, p.pits[0]);
  compositions().unrank(within % compositions().count(e.level - a), e.level - a, p.pits[1]);
  // Captured counts that make up the game's total, so that the position text is valid.
  const int out = rules_.total_seeds() - p.board_total();
  p.captured[0] = static_cast<uint16_t>(out / 2);
  p.captured[1] = static_cast<uint16_t>(out - out / 2);
  return p;
}

}  // namespace manqala
