#include "core/hawalis.h"

#include "core/notation.h"

namespace manqala {

namespace {

constexpr bool in_front_row(Side s, int i) { return s == Side::South ? i >= 7 : i < 7; }
constexpr int column_of(int i) { return i < 7 ? i : 13 - i; }
constexpr int front_index(Side s, int column) { return s == Side::South ? 13 - column : column; }
constexpr int back_index(Side s, int column) { return s == Side::South ? column : 13 - column; }
constexpr int row_of(Side s, int i) { return (s == Side::South ? 1 : 3) + (i < 7 ? 0 : 1); }

}  // namespace

int Hawalis::Position::seeds_of(Side s) const {
  int sum = 0;
  for (int i = 0; i < kCircuit; ++i) sum += pits[index(s)][i];
  return sum;
}

Hawalis::Position Hawalis::start() const {
  Position p{};
  for (int s = 0; s < 2; ++s)
    for (int i = 0; i < kCircuit; ++i) p.pits[s][i] = static_cast<uint8_t>(opt_.seeds);
  return p;
}

int Hawalis::sow(uint8_t c[16], int from) const {
  Loop14 loop = Loop14::load(c);
  const int last = sow(loop, from);
  loop.store(c);
  return last;
}

int Hawalis::sow(Loop14& c, int from) const {
  int last = sow_lap(c, from, opt_.skip_origin);
  if (!opt_.relay || c.get(last) == 1) return last;  // the common case: no relay at all
  // RULES.md step 5: a relay sowing is endless exactly when its state between laps (the
  // circuit and the pit to lift next) repeats. Brent's cycle detection keeps one saved state
  // and finds any cycle, however long, without a lap limit.
  Loop14 saved = c;
  int saved_from = last, power = 1, steps = 0;
  for (;;) {
    last = sow_lap(c, last, opt_.skip_origin);
    if (c.get(last) == 1) return last;  // step 3: the last seed fell into an empty pit
    if (last == saved_from && c == saved) return -1;
    if (++steps == power) {
      saved = c;
      saved_from = last;
      power *= 2;
      steps = 0;
    }
  }
}

void Hawalis::capture_file(Position& p, int last) const {
  const Side me = p.to_move, them = opponent(me);
  const int col = column_of(last);
  uint8_t& front = p.pits[index(them)][front_index(them, col)];
  if (front == 0) return;  // an empty front pit protects the back pit
  int taken = front;
  front = 0;
  if (opt_.back_capture) {
    uint8_t& back = p.pits[index(them)][back_index(them, col)];
    taken += back;
    back = 0;
  }
  p.captured[index(me)] = static_cast<uint16_t>(p.captured[index(me)] + taken);
}

void Hawalis::finish_move(Position& p, int last, bool singleton) const {
  // The move ended in a pit that was empty (relay) or whose seeds ran out there (no relay).
  if (p.pits[index(p.to_move)][last] == 1 && in_front_row(p.to_move, last) &&
      (!singleton || opt_.singleton_capture))
    capture_file(p, last);
  p.to_move = opponent(p.to_move);
}

int Hawalis::generate(const Position& p, MoveList& moves, Position* after) const {
  moves.size = 0;
  const uint8_t* mine = p.pits[index(p.to_move)];
  // RULES.md step 4: pits of two or more seeds whose sowing ends come first.
  for (int i = 0; i < kCircuit; ++i) {
    if (mine[i] < 2) continue;
    Loop14 c = Loop14::load(mine);
    const int last = sow(c, i);
    if (last < 0) continue;
    if (after) {
      Position& q = after[moves.size];
      q = p;
      c.store(q.pits[index(p.to_move)]);
      finish_move(q, last, false);
    }
    moves.push(static_cast<Move>(i));
  }
  if (moves.size > 0) return moves.size;
  // Singletons: one seed into the next pit of the circuit, only if that pit is empty.
  for (int i = 0; i < kCircuit; ++i) {
    const int next = i == kCircuit - 1 ? 0 : i + 1;
    if (mine[i] != 1 || mine[next] != 0) continue;
    if (after) {
      Position& q = after[moves.size];
      q = p;
      q.pits[index(p.to_move)][i] = 0;
      q.pits[index(p.to_move)][next] = 1;
      finish_move(q, next, true);
    }
    moves.push(static_cast<Move>(i));
  }
  return moves.size;
}

void Hawalis::play(Position& p, Move m) const {
  uint8_t* mine = p.pits[index(p.to_move)];
  if (mine[m] == 1) {  // a singleton move (only legal when no larger pit can move)
    const int next = m == kCircuit - 1 ? 0 : m + 1;
    mine[m] = 0;
    mine[next] = 1;
    finish_move(p, next, true);
    return;
  }
  const int last = sow(mine, m);
  finish_move(p, last, false);
}

Result Hawalis::judge(const Position& p, int legal_moves, bool repeated) const {
  // RULES.md "End": you win when the opponent has no seeds left or no legal move at their
  // turn; a repeated position is a draw.
  const Winner other = winner_of(opponent(p.to_move));
  if (p.seeds_of(p.to_move) == 0) return {EndReason::CapturedAll, other};
  if (legal_moves == 0) return {EndReason::NoMoves, other};
  if (repeated) return {EndReason::Repetition, Winner::Draw};
  return {};
}

std::string Hawalis::pit_name(Side owner, int i) { return pit_label(column_of(i), row_of(owner, i)); }

bool Hawalis::parse_pit(std::string_view name, Side& owner, int& circuit_index) {
  int col = 0, row = 0;
  if (!parse_pit_label(name, kRows, col, row)) return false;
  owner = row <= 2 ? Side::South : Side::North;
  const bool second_row = row == 2 || row == 4;  // g2..a2 and g4..a4 run right to left
  circuit_index = second_row ? 13 - col : col;
  return true;
}

std::string Hawalis::to_text(const Position& p) const { return format_position_fields(to_fields(p)); }

PositionFields Hawalis::to_fields(const Position& p) const {
  PositionFields f;
  f.counts.resize(kRows);
  for (int s = 0; s < 2; ++s)
    for (int i = 0; i < kCircuit; ++i)
      f.counts[row_of(static_cast<Side>(s), i) - 1][column_of(i)] = p.pits[s][i];
  f.to_move = p.to_move;
  f.captured[0] = p.captured[0];
  f.captured[1] = p.captured[1];
  return f;
}

Hawalis::Position Hawalis::from_text(std::string_view text) const {
  PositionFields f = parse_position_fields(text, kRows, total_seeds());
  Position p{};
  for (int s = 0; s < 2; ++s)
    for (int i = 0; i < kCircuit; ++i)
      p.pits[s][i] = static_cast<uint8_t>(f.counts[row_of(static_cast<Side>(s), i) - 1][column_of(i)]);
  p.to_move = f.to_move;
  p.captured[0] = static_cast<uint16_t>(f.captured[0]);
  p.captured[1] = static_cast<uint16_t>(f.captured[1]);
  return p;
}

}  // namespace manqala
