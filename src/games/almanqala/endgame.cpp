// The rules of RULES.md as an Al-manqala table sees them: each entry from its successors.
#include "games/almanqala/endgame.h"

#include <algorithm>
#include <cstring>

#include "tablebase/compositions.h"

namespace manqala {

using tablebase::compositions;
using tablebase::Entry;
using tablebase::LevelView;

namespace {

// The board turned half round: the other side's row first, so that side moves as South.
void turn(const uint8_t* pits, uint8_t* out) {
  std::memcpy(out, pits + 7, 7);
  std::memcpy(out + 7, pits, 7);
}

int row_total(const uint8_t* pits) {
  int sum = 0;
  for (int i = 0; i < 7; ++i) sum += pits[i];
  return sum;
}

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

int AlManqalaEndgame::value(const uint8_t* pits, int seeds, const LevelView& view) const {
  if (seeds == 0) return 0;
  uint8_t other[16] = {};
  if (row_total(pits) == 0) {  // the mover passes: the other side moves on the same board
    turn(pits, other);
    return 2 * seeds - view.at(seeds, compositions().rank(other, seeds));
  }
  AlManqala::Position p{};
  std::memcpy(p.pits, pits, 14);
  MoveList moves;
  AlManqala::Position after[kMaxMoves];
  const int n = rules_.generate(p, moves, after);
  int best = 0;  // no move: the opponent is starved and takes the board
  for (int i = 0; i < n; ++i) {
    const AlManqala::Position& q = after[i];
    const int taken = q.captured[0];
    const int left = seeds - taken;
    int v;
    if (q.to_move == Side::South) {  // North's row is empty: North passed, South moves again
      v = view.at(left, compositions().rank(q.pits, left));
    } else {
      turn(q.pits, other);
      v = 2 * left - view.at(left, compositions().rank(other, left));
    }
    best = std::max(best, 2 * taken + v);
  }
  return best;
}

uint64_t AlManqalaEndgame::solve_range(int level, uint64_t begin, uint64_t end, LevelView& view) const {
  uint8_t pits[16] = {};
  compositions().unrank(begin, level, pits);
  uint64_t changed = 0;
  for (uint64_t i = begin; i < end; ++i) {
    changed += view.update(i, static_cast<uint8_t>(value(pits, level, view)));
    tablebase::Compositions::next(pits);
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
