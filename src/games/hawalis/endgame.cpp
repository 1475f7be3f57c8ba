// The rules of RULES.md as a Hawalis table sees them: each entry from its successors.
#include "games/hawalis/endgame.h"

#include <algorithm>
#include <cstring>
#include <mutex>
#include <stdexcept>

#include "games/hawalis/circuit.h"
#include "tablebase/compositions.h"
#include "tablebase/divided_view.h"

namespace manqala {

using tablebase::compositions;
using tablebase::Compositions;
using tablebase::Entry;
using tablebase::LevelView;

namespace {

// Turning the board half round maps South's circuit index i onto North's index i + 7 (mod
// 14), so a North circuit read from index 7 is laid out as South's would be.
void turn(const uint8_t* circuit, uint8_t* out) { tablebase::half_turn(circuit, out); }

}  // namespace

struct HawalisEndgame::MovesCache {
  std::array<std::once_flag, kMaxLevel + 1> once;
  std::array<std::unique_ptr<hawalis::CircuitMoves>, kMaxLevel + 1> of;
};

HawalisEndgame::HawalisEndgame(const HawalisOptions& o) : rules_(o), moves_(std::make_shared<MovesCache>()) {
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

const hawalis::CircuitMoves& HawalisEndgame::circuit_moves(int seeds) const {
  const auto s = static_cast<size_t>(seeds);
  std::call_once(moves_->once[s], [&] {
    auto moves = std::make_unique<hawalis::CircuitMoves>(rules_, seeds);
    if (moves->most_into() > kMaxParents)
      throw std::length_error("Hawalis tables: " + std::to_string(moves->most_into()) + " moves lead to one " +
                              std::to_string(seeds) + "-seed circuit, more than the solver's " +
                              std::to_string(kMaxParents));
    moves_->of[s] = std::move(moves);
  });
  return *moves_->of[s];
}

HawalisEndgame::Place HawalisEndgame::place(int level, uint64_t index) const {
  int a = 1;
  while (a + 1 < level && offset_[level][a + 1] <= index) ++a;
  const uint64_t within = index - offset_[level][a], opponents = compositions().count(level - a);
  return {a, level - a, within / opponents, within % opponents};
}

template <class View>
void HawalisEndgame::successors(int a, int b, uint64_t mover, const uint8_t* opponent, const View& view,
                                Successors& out) const {
  // A move that takes nothing leaves the opponent's circuit as it was: the next mover's.
  uint8_t next_mover[16] = {};
  turn(opponent, next_mover);
  const uint64_t level = static_cast<uint64_t>(a + b);
  const uint64_t stays = offset_[level][b] + compositions().rank(next_mover, b) * compositions().count(a);
  out.count = 0;
  for (const hawalis::CircuitMoves::Move& m : circuit_moves(a).of(mover)) {
    Entry& child = out.child[out.count];
    bool& won = out.won[out.count];
    ++out.count;
    won = false;
    if (m.column < 0 || opponent[hawalis::front_index(Side::North, m.column)] == 0) {
      child = {a + b, stays + m.turned};
    } else {  // the file is taken
      uint8_t left_pits[16] = {};
      std::memcpy(left_pits, opponent, 14);
      const int left = b - rules_.take_file(left_pits, Side::North, m.column);
      if (left == 0) {
        won = true;  // the opponent has no seeds
        continue;
      }
      turn(left_pits, next_mover);
      child = {left + a, offset_[left + a][left] + compositions().rank(next_mover, left) * compositions().count(a) +
                             m.turned};
    }
    view.prefetch(child.level, child.index);
  }
}

template <class View>
uint8_t HawalisEndgame::value(const Successors& s, const View& view) {
  int best = -tablebase::kWonScore;  // no legal move loses
  for (int i = 0; i < s.count; ++i)
    best = std::max(best, s.won[i] ? tablebase::kWonScore - 1
                                   : tablebase::parent_score(tablebase::plies_score(view.at(s.child[i]))));
  return tablebase::plies_byte(best);  // a distance too long is held at a mark (endgame_value.h)
}

template <class View>
uint64_t HawalisEndgame::solve_entries(int level, const uint64_t* index, int count, View& view) const {
  Successors batch[kBatch];
  for (int k = 0; k < count; ++k) {
    const Place e = place(level, index[k]);
    uint8_t opponent[16] = {};
    compositions().unrank(e.opponent, e.b, opponent);
    successors(e.a, e.b, e.mover, opponent, view, batch[k]);
  }
  uint64_t changed = 0;
  for (int k = 0; k < count; ++k) changed += view.update(index[k], value(batch[k], view));
  return changed;
}

template uint64_t HawalisEndgame::solve_entries(int, const uint64_t*, int, LevelView&) const;
template uint64_t HawalisEndgame::solve_entries(int, const uint64_t*, int, tablebase::DividedView&) const;

uint64_t HawalisEndgame::solve_range(int level, uint64_t begin, uint64_t end, LevelView& view) const {
  // Walk the opponent's circuits fastest, a batch at a time.
  Place e = place(level, begin);
  uint8_t opponent[16] = {};
  compositions().unrank(e.opponent, e.b, opponent);
  Successors batch[kBatch];
  uint64_t changed = 0;
  for (uint64_t first = begin; first < end; first += kBatch) {
    const int count = static_cast<int>(std::min<uint64_t>(kBatch, end - first));
    for (int k = 0; k < count; ++k) {
      successors(e.a, e.b, e.mover, opponent, view, batch[k]);
      if (Compositions::next(opponent)) continue;
      compositions().unrank(0, e.b, opponent);
      if (++e.mover < compositions().count(e.a)) continue;
      if (++e.a == level) break;  // the level's last entry
      e = {e.a, level - e.a, 0, 0};  // the next table of the level
      compositions().unrank(0, e.b, opponent);
    }
    for (int k = 0; k < count; ++k) changed += view.update(first + static_cast<uint64_t>(k), value(batch[k], view));
  }
  return changed;
}

int HawalisEndgame::parents(int level, uint64_t index, uint64_t* out) const {
  // The entry's parents lie in table (b, a): their opponent is this entry's mover turned half
  // round, and their mover's circuit became this entry's opponent by a move that took nothing.
  const Place e = place(level, index);
  uint8_t mover[16] = {}, their_opponent[16] = {};
  compositions().unrank(e.mover, e.a, mover);
  turn(mover, their_opponent);
  const uint64_t base = offset_[level][e.b] + compositions().rank(their_opponent, e.a);
  int n = 0;
  for (const hawalis::CircuitMoves::From& f : circuit_moves(e.b).into(e.opponent))
    if (f.column < 0 || their_opponent[hawalis::front_index(Side::North, f.column)] == 0)
      out[n++] = base + f.rank * compositions().count(e.a);
  return n;
}

}  // namespace manqala

namespace manqala {

Hawalis::Position HawalisEndgame::position_at(Entry e) const {
  const Place at = place(e.level, e.index);
  Hawalis::Position p{};
  compositions().unrank(at.mover, at.a, p.pits[0]);
  compositions().unrank(at.opponent, at.b, p.pits[1]);
  // Captured counts that make up the game's total, so that the position text is valid.
  const int out = rules_.total_seeds() - p.board_total();
  p.captured[0] = static_cast<uint16_t>(out / 2);
  p.captured[1] = static_cast<uint16_t>(out - out / 2);
  return p;
}

}  // namespace manqala
