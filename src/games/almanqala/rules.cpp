// The rules of Al-manqala, in the order of RULES.md's section: a move, capture, feeding, the end.
#include "games/almanqala/almanqala.h"
#include "games/almanqala/circuit.h"

namespace manqala {

using almanqala::first_pit;

AlManqala::AlManqala(Options o) : opt_(std::move(o)) {
  for (int n : opt_.capture)
    if (n > 0 && n < 256) captures_[n] = true;
}

AlManqala::Position AlManqala::start() const {
  Position p{};
  for (int i = 0; i < kCircuit; ++i) p.pits[i] = static_cast<uint8_t>(opt_.seeds);
  return p;
}

int AlManqala::capture_chain(Loop14& board, int last) const {
  // The landing pit, then backwards along the loop while pits hold a capturing count; the
  // chain never comes back round to the pit where it started.
  int taken = 0, pit = last;
  do {
    const int count = board.get(pit);
    if (!captures_[static_cast<std::size_t>(count)]) break;
    taken += count;
    board.clear(pit);
    pit = pit == 0 ? kCircuit - 1 : pit - 1;
  } while (pit != last);
  return taken;
}

void AlManqala::pass_if_empty(const Loop14& board, Side& to_move) {
  if (Position::row_total(board, to_move) == 0 && Position::row_total(board, opponent(to_move)) > 0)
    to_move = opponent(to_move);
}

void AlManqala::pass_if_empty(Position& p) { pass_if_empty(Loop14::load(p.pits), p.to_move); }

void AlManqala::play(Position& p, Move m, WorkLimit*) const {
  Loop14 board = Loop14::load(p.pits);
  const int last = sow(board, m);
  const int taken = capture_chain(board, last);
  board.store(p.pits);
  p.captured[index(p.to_move)] = static_cast<uint16_t>(p.captured[index(p.to_move)] + taken);
  p.to_move = opponent(p.to_move);
  pass_if_empty(board, p.to_move);
}

bool AlManqala::feeds(const Position& p, int from, const Position& after) const {
  const Side them = opponent(p.to_move);
  if (opt_.feed == Options::Feed::AfterCapture) return after.row_total(them) > 0;  // captures included
  // feed=sown: the sowing reaches the opponent's row (their first pit along the loop).
  const int distance = (first_pit(them) - from + kCircuit) % kCircuit;
  return p.pits[from] >= distance;
}

// flatten: the sowing, capture and feeding of each move compiled into the loop (the hottest
// code of perft and search).
__attribute__((flatten)) int AlManqala::generate(const Position& p, MoveList& moves, Position* after, WorkLimit*) const {
  moves.size = 0;
  const int first = first_pit(p.to_move);
  const bool must_feed = p.row_total(opponent(p.to_move)) == 0;
  for (int i = first; i < first + 7; ++i) {
    if (p.pits[i] == 0) continue;
    if (must_feed || after) {
      Position q = p;
      play(q, static_cast<Move>(i));
      if (must_feed && !feeds(p, i, q)) continue;
      if (after) after[moves.size] = q;
    }
    moves.push(static_cast<Move>(i));
  }
  return moves.size;
}

int AlManqala::count_moves(const Position& p) const {
  if (p.row_total(opponent(p.to_move)) == 0) {
    MoveList moves;
    return generate(p, moves);
  }
  const Loop14 board = Loop14::load(p.pits);
  // The row's seven pits as the low seven bytes; a byte's top bit set where a pit is not empty.
  const uint64_t row = p.to_move == Side::South ? board.lo & 0x00ff'ffff'ffff'ffffULL : (board.lo >> 56) | (board.hi << 8);
  constexpr uint64_t kLow7 = 0x7f7f'7f7f'7f7f'7f7fULL;
  const uint64_t not_empty = (row | ((row & kLow7) + kLow7)) & ~kLow7;
  return Position::byte_sum(not_empty >> 7);  // no popcount instruction in plain x86-64
}

bool AlManqala::over_before_moves(const Position& p) const {
  return p.captured[0] >= opt_.win_at || p.captured[1] >= opt_.win_at || p.board_total() == 0;
}

Result AlManqala::judge(const Position& p, int legal_moves, bool repeated) const {
  // PROTOCOL.md: score, board-empty, loop-shared, starved, in this order.
  EndReason reason;
  if (p.captured[0] >= opt_.win_at || p.captured[1] >= opt_.win_at)
    reason = almanqala::kScore;
  else if (p.board_total() == 0)
    reason = almanqala::kBoardEmpty;
  else if (repeated)
    reason = almanqala::kLoopShared;
  else if (legal_moves == 0)
    reason = almanqala::kStarved;
  if (reason.none()) return {};
  return ending(p, reason);
}

Result AlManqala::ending(const Position& p, EndReason reason) const {
  Position final_position = p;
  settle(final_position, {reason, Winner::Draw});
  const int s = final_position.captured[0], n = final_position.captured[1];
  return {reason, s > n ? Winner::South : n > s ? Winner::North : Winner::Draw};
}

void AlManqala::settle(Position& p, const Result& r) const {
  const int left = p.board_total();
  if (r.reason == almanqala::kStarved) {
    // The player to move could not feed: the starved player (the other) takes the rest.
    p.captured[index(opponent(p.to_move))] += static_cast<uint16_t>(left);
  } else if (r.reason == almanqala::kLoopShared) {
    // Shared equally; the board total is even under the default capture counts. Should an
    // odd capture list leave an odd total, the extra seed goes to the player to move.
    p.captured[0] += static_cast<uint16_t>(left / 2);
    p.captured[1] += static_cast<uint16_t>(left / 2);
    p.captured[index(p.to_move)] += static_cast<uint16_t>(left % 2);
  } else {
    return;
  }
  std::memset(p.pits, 0, sizeof p.pits);
}

}  // namespace manqala
