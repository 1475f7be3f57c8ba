// Iterative-deepening principal-variation search (negamax alpha-beta) over any game.
//
// - Repetition is judged exactly as the rules end the game (History), so a repeated position
//   scores as the draw or the shared loop it would be.
// - A transposition table (tt.h) keeps best moves and bounds across iterations, moves and
//   threads; moves are ordered table move first, then by seeds captured, killers, history.
// - At the horizon a capture search goes on while captures remain, since a position in the
//   middle of an exchange of files or chains would otherwise be misjudged.
// - Scores are search/score.h's. In Al-manqala a pass leaves the same side to move, so a
//   child's score is negated only when the side to move changes.
// - Time, nodes and `stop` are checked every 256 nodes, and inside long rules work (a relay
//   sowing of millions of laps) through a WorkLimit, so every limit holds to a few ms; the
//   time limit waits for the first depth while SearchCounters::hold_time is set.
//
// The member functions (search_impl.h) are compiled once per game, for every game of the
// registry, by games/search_instances.cpp.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "core/game.h"
#include "core/work_limit.h"
#include "search/endgame_scores.h"
#include "search/score.h"
#include "search/time_manager.h"
#include "search/tt.h"

namespace manqala {

constexpr int kMaxPly = 128;
constexpr int kMaxCapturePlies = 6;   // how far the capture search may run past the horizon
constexpr Move kNoMove = 0xff;
constexpr int kAspiration = 2 * kSeed;  // half-width of the first window of an iteration

struct SearchInfo {
  int depth = 0, seldepth = 0;
  int score = 0;  // kSeed units, or decisive
  uint64_t nodes = 0;
  uint64_t tbhits = 0;  // positions the endgame tables answered
  int64_t time_ms = 0;
  std::vector<Move> pv;
  int multipv = 0;  // with several lines searched (think.h), this line's rank: 1 the best
};

using InfoSink = std::function<void(const SearchInfo&)>;

// What all threads of one search count together.
struct SearchCounters {
  std::atomic<uint64_t> nodes{0};
  std::atomic<uint64_t> tbhits{0};
  // While set, the time limit does not end the search (stop, nodes and the deadline of rules
  // work still do): think() holds it until the first depth is complete, so that a search on a
  // busy machine still answers with a searched move, not a guess. A first depth is small: in
  // 450 random positions of both games (Hawalis seeds=2 and 4), 1,258 nodes at most.
  std::atomic<bool> hold_time{false};
};

template <class Rules>
class Search {
 public:
  using Position = typename Rules::Position;

  // `abort` is shared by all threads of one search: any of them may set it.
  Search(const Game<Rules>& game, const SearchLimits& limits, TranspositionTable& tt,
         const std::atomic<bool>& stop, std::atomic<bool>& abort, SearchCounters& counters);

  // Searches deeper and deeper from `first_depth` until a limit or a stop; returns the last
  // completed iteration (the first root move when not even one completed). Needs a legal move.
  SearchInfo run(const MoveList& root_moves, const InfoSink& on_info, int first_depth = 1, int depth_step = 1);

  // The score of each root move searched to `depth` inside the window (lo, hi); a score at or
  // outside the window is only a bound (for playing levels, which care about near-best moves).
  // Fewer scores than moves when a limit stopped it.
  std::vector<std::pair<Move, int>> score_root_moves(const MoveList& root_moves, int depth, int lo, int hi);

  int64_t elapsed_ms() const { return time_.elapsed_ms(); }

 private:
  static constexpr int kStackSize = kMaxPly + kMaxCapturePlies + 2;

  bool aborted() const { return abort_.load(std::memory_order_relaxed); }
  int root(int depth, int alpha, int beta);
  int child_score(const Position& parent, const Position& child, int depth, int alpha, int beta, int ply, bool pv_node);
  int search(int depth, int alpha, int beta, int ply, bool pv_node);
  int capture_search(const Position& p, const MoveList& moves, const Position* after, int n, int depth, int alpha,
                     int beta, int ply);
  static int end_score(const Position& p, const Result& r, int ply);
  static int gain(const Position& p, const Position& child);
  void rank_moves(const Position& p, const MoveList& moves, const Position* after, int n, int tt_move, int ply,
                  int* order);
  void remember_quiet(int ply, const Position& p, Move m, int depth);
  void update_pv(int ply, Move m);
  void count_node();

  const Rules& rules_;
  History<Position> history_;
  SearchLimits limits_;
  TimeManager time_;
  WorkLimit work_;  // stops long rules work on `stop`, `abort` or the hard deadline
  TranspositionTable& tt_;
  const std::atomic<bool>& stop_;
  std::atomic<bool>& abort_;
  SearchCounters& shared_;
  std::shared_ptr<const EndgameScores<Rules>> endgame_;  // null: no tables for this game
  uint64_t local_nodes_ = 0;
  int seldepth_ = 0;
  // The root's moves, best first, with the position each leads to once it was played (its
  // sowing may be long: it is done once, not in every iteration).
  struct RootMove {
    Move move;
    Position child;
    bool played = false;
  };
  std::vector<RootMove> root_order_;
  Move pv_[kStackSize][kStackSize]{};
  int pv_length_[kStackSize]{};
  Move killers_[kStackSize][2]{};
  int history_score_[2][Rules::kMaxMoves]{};
};

}  // namespace manqala
