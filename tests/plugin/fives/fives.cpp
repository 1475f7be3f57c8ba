// Fives' rules, options, end reasons and notation (fives.h has the rules in words).
#include "fives.h"

#include <array>

namespace manqala {

namespace {

constexpr EndReasonText kMajorityText{"majority", "{verdict}: more than half the seeds were captured, {score}.",
                                      "more than half the seeds captured", "majority", true};
constexpr EndReasonText kExhaustedText{"exhausted",
                                       "The player to move had no seeds; each side took its own row: {verdict}, {score}.",
                                       "the player to move had no seeds, and each side took its own row",
                                       "row exhausted", true};
constexpr EndReasonText kCycleText{"cycle", "The position came round again: {verdict}.", "the position came round again",
                                   "cycle"};
constexpr EndReason kMajority{kMajorityText};
constexpr EndReason kExhausted{kExhaustedText};
constexpr EndReason kCycle{kCycleText};
constexpr std::array<EndReason, 3> kEndReasons = {kMajority, kExhausted, kCycle};

constexpr int row_of(int i) { return i < Fives::kColumns ? 1 : 2; }
constexpr int column_of(int i) { return i < Fives::kColumns ? i : Fives::kPits - 1 - i; }
constexpr int index_at(int row, int column) { return row == 1 ? column : Fives::kPits - 1 - column; }

}  // namespace

const OptionSchema<FivesOptions>& Fives::option_schema() {
  static const auto schema = OptionSchema<Options>()
                                 .number("seeds", &Options::seeds, 1, kMaxSeeds, "seeds in each pit at the start")
                                 .number("repetition", &Options::repetition, 2, 10,
                                         "the occurrence of a position that ends the game in a draw");
  return schema;
}

std::span<const EndReason> Fives::end_reasons() { return kEndReasons; }

int Fives::Position::row_total(Side s) const {
  int sum = 0;
  for (int i = 0; i < kPits; ++i)
    if (owner(i) == s) sum += pits[i];
  return sum;
}

Fives::Position Fives::start() const {
  Position p;
  std::memset(p.pits, opt_.seeds, sizeof p.pits);
  return p;
}

int Fives::sow(uint8_t pits[kPits], int from) {
  int hand = pits[from];
  pits[from] = 0;
  int at = from;
  while (hand-- > 0) {
    at = (at + 1) % kPits;
    ++pits[at];
  }
  return at;
}

bool Fives::takes(Side mover, int last, const uint8_t pits[kPits]) {
  return owner(last) != mover && (pits[last] == 2 || pits[last] == 3);
}

int Fives::generate(const Position& p, MoveList& moves, Position* after, WorkLimit*) const {
  moves.size = 0;
  for (int i = 0; i < kPits; ++i) {
    if (owner(i) != p.to_move || p.pits[i] == 0) continue;
    if (after) {
      after[moves.size] = p;
      play(after[moves.size], static_cast<Move>(i));
    }
    moves.push(static_cast<Move>(i));
  }
  return moves.size;
}

void Fives::play(Position& p, Move m, WorkLimit*) const {
  const int last = sow(p.pits, m);
  if (takes(p.to_move, last, p.pits)) {
    p.captured[index(p.to_move)] += p.pits[last];
    p.pits[last] = 0;
  }
  p.to_move = opponent(p.to_move);
}

bool Fives::over_before_moves(const Position& p) const {
  return 2 * p.captured[0] > total_seeds() || 2 * p.captured[1] > total_seeds() || p.row_total(p.to_move) == 0;
}

Result Fives::judge(const Position& p, int, bool repeated) const {
  if (2 * p.captured[0] > total_seeds()) return {kMajority, Winner::South};
  if (2 * p.captured[1] > total_seeds()) return {kMajority, Winner::North};
  if (p.row_total(p.to_move) == 0) {
    Position settled = p;
    settle(settled, {kExhausted, Winner::Draw});
    const int s = settled.captured[0], n = settled.captured[1];
    return {kExhausted, s > n ? Winner::South : n > s ? Winner::North : Winner::Draw};
  }
  if (repeated) return {kCycle, Winner::Draw};
  return {};
}

void Fives::settle(Position& p, const Result& r) const {
  if (r.reason != kExhausted) return;
  for (Side s : {Side::South, Side::North}) p.captured[index(s)] += static_cast<uint16_t>(p.row_total(s));
  std::memset(p.pits, 0, sizeof p.pits);
}

std::string Fives::pit_name(int i) { return pit_label(column_of(i), row_of(i)); }

std::optional<Move> Fives::parse_move(std::string_view name, Side mover) const {
  int column = 0, row = 0;
  if (!parse_pit_label(name, kRows, kColumns, column, row)) return std::nullopt;
  const int i = index_at(row, column);
  if (owner(i) != mover) return std::nullopt;
  return static_cast<Move>(i);
}

std::vector<std::string> Fives::pit_names(Side s) {
  std::vector<std::string> names;
  for (int i = 0; i < kPits; ++i)
    if (owner(i) == s) names.push_back(pit_name(i));
  return names;
}

std::vector<std::vector<std::string>> Fives::circuits() {
  std::vector<std::string> loop;
  for (int i = 0; i < kPits; ++i) loop.push_back(pit_name(i));
  return {loop};
}

PositionFields Fives::to_fields(const Position& p) const {
  PositionFields f;
  f.counts.assign(kRows, std::vector<int>(kColumns));
  for (int i = 0; i < kPits; ++i) f.counts[row_of(i) - 1][column_of(i)] = p.pits[i];
  f.take_turn_of(p);
  return f;
}

Fives::Position Fives::from_text(std::string_view text) const {
  const PositionFields f = parse_position_fields(text, kRows, kColumns, total_seeds());
  Position p;
  for (int i = 0; i < kPits; ++i) p.pits[i] = static_cast<uint8_t>(f.counts[row_of(i) - 1][column_of(i)]);
  f.give_turn_to(p);
  return p;
}

}  // namespace manqala
