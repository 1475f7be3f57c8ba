// The rules of Hawalis, in the order of RULES.md's section: a move (sowing, relay, endless
// sowing, singletons), capture, the end.
#include "games/hawalis/circuit.h"
#include "games/hawalis/hawalis.h"

namespace manqala {

using namespace hawalis;

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

int Hawalis::sow(Loop14& c, int from, WorkLimit* limit) const {
  const int last = sow_lap(c, from, opt_.skip_origin);  // step 1: one lap (core/sowing.h)
  if (!opt_.relay || c.get(last) == 1) return last;     // step 3, the common case: no relay
  return relay(c, last, limit);
}

int Hawalis::relay(Loop14& c, int last, WorkLimit* limit) const {
  // Step 5: a relay sowing is endless exactly when its state between laps (the circuit and
  // the pit to lift next) repeats. Brent's cycle detection keeps one saved state and finds
  // any cycle, however long, without a lap limit.
  // The laps are told to `limit` in batches: the many short relays of a search add up too.
  Loop14 saved = c;
  int saved_from = last;
  uint64_t power = 1, steps = 0, laps = 0;
  for (;;) {
    last = sow_lap(c, last, opt_.skip_origin);  // step 2: lift the pit and sow on
    ++laps;
    if (c.get(last) == 1) break;                // step 3: it fell into an empty pit
    if (last == saved_from && c == saved) {
      last = kEndless;
      break;
    }
    if (++steps == power) {
      saved = c;
      saved_from = last;
      power *= 2;
      steps = 0;
    }
    if (laps == WorkLimit::kLapsPerCheck && limit) {  // a long one: may have to stop
      limit->add_laps(laps);
      laps = 0;
    }
  }
  if (limit) limit->add_laps(laps);
  return last;
}

int Hawalis::singleton_moves(const Position& p, MoveList& moves, Position* after) const {
  const uint8_t* mine = p.pits[index(p.to_move)];
  for (int i = 0; i < kCircuit; ++i) {
    if (!singleton_may_move(mine, i)) continue;
    if (after) {
      Position& q = after[moves.size];
      q = p;
      play(q, static_cast<Move>(i));
    }
    moves.push(static_cast<Move>(i));
  }
  return moves.size;
}

int Hawalis::generate(const Position& p, MoveList& moves, Position* after, WorkLimit* limit) const {
  moves.size = 0;
  const uint8_t* mine = p.pits[index(p.to_move)];
  // Step 4: pits of two or more seeds whose sowing ends come first.
  for (int i = 0; i < kCircuit; ++i) {
    if (mine[i] < 2) continue;
    Loop14 c = Loop14::load(mine);
    const int last = sow(c, i, limit);
    if (last == kEndless) continue;
    if (after) {
      Position& q = after[moves.size];
      q = p;
      c.store(q.pits[index(p.to_move)]);
      finish_move(q, last, false);
    }
    moves.push(static_cast<Move>(i));
  }
  if (moves.size > 0) return moves.size;
  return singleton_moves(p, moves, after);
}

void Hawalis::play(Position& p, Move m, WorkLimit* limit) const {
  uint8_t* mine = p.pits[index(p.to_move)];
  if (mine[m] == 1) {  // a singleton (only legal when no larger pit can move)
    mine[m] = 0;
    mine[next_pit(m)] = 1;
    finish_move(p, next_pit(m), true);
    return;
  }
  Loop14 c = Loop14::load(mine);
  const int last = sow(c, m, limit);  // a legal move: its sowing ends
  c.store(mine);
  finish_move(p, last, false);
}

void Hawalis::finish_move(Position& p, int last, bool singleton) const {
  // The move ended in a pit that was empty (relay) or whose seeds ran out there (no relay).
  if (p.pits[index(p.to_move)][last] == 1 && in_front_row(p.to_move, last) &&
      (!singleton || opt_.singleton_capture))
    capture_file(p, last);
  p.to_move = opponent(p.to_move);
}

void Hawalis::capture_file(Position& p, int last) const {
  const Side me = p.to_move, them = opponent(me);
  const int taken = take_file(p.pits[index(them)], them, column_of(last));
  p.captured[index(me)] = static_cast<uint16_t>(p.captured[index(me)] + taken);
}

int Hawalis::take_file(uint8_t* theirs, Side them, int column) const {
  uint8_t& front = theirs[front_index(them, column)];
  if (front == 0) return 0;  // an empty front pit protects the back pit
  int taken = front;
  front = 0;
  if (opt_.back_capture) {
    uint8_t& back = theirs[back_index(them, column)];
    taken += back;
    back = 0;
  }
  return taken;
}

Result Hawalis::judge(const Position& p, int legal_moves, bool repeated) const {
  // You win when the opponent has no seeds left or no legal move at their turn; a repeated
  // position is a draw.
  const Winner other = winner_of(opponent(p.to_move));
  if (p.seeds_of(p.to_move) == 0) return {hawalis::kCapturedAll, other};
  if (legal_moves == 0) return {hawalis::kNoMoves, other};
  if (repeated) return {hawalis::kRepetition, Winner::Draw};
  return {};
}

}  // namespace manqala
