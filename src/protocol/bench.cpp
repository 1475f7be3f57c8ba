#include "protocol/bench.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "protocol/any_game.h"

namespace manqala {

namespace {

struct BenchPosition {
  const char* game;
  const char* text;  // empty: the start position
  int depth;
};

// Openings, middle games with relays and chains, feeding and endless sowing: RULES.md's
// positions and a few from engine games.
const std::vector<BenchPosition> kPositions = {
    {"hawalis", "", 15},
    {"hawalis", "2,2,2,2,2,2,2/2,2,2,2,2,2,2/3,3,0,3,3,0,3/1,3,0,3,3,0,3 N 0 0", 15},
    {"hawalis", "2,2,2,2,2,2,2/2,2,2,2,2,2,2/0,3,3,0,3,3,0/3,3,0,3,3,1,3 N 0 0", 15},
    {"hawalis", "0,5,0,5,3,0,1/2,0,1,2,2,6,1/2,0,1,1,5,0,0/1,6,0,3,1,2,0 S 0 6", 14},
    {"hawalis", "4,2,0,4,1,2,1/1,0,1,0,6,0,2/1,3,0,1,7,0,1/0,4,1,7,0,1,0 N 4 2", 14},
    {"hawalis", "0,0,0,1,0,0,0/1,1,1,0,1,1,1/1,0,1,1,1,0,1/1,1,1,0,1,0,0 S 21 19", 16},
    {"al-manqala", "", 16},
    {"al-manqala", "7,7,7,7,7,7,8/0,8,8,8,8,8,8 N 0 0", 16},
    {"al-manqala", "3,3,7,10,0,3,0/3,1,2,1,9,10,0 N 26 20", 15},
    {"al-manqala", "1,1,1,14,3,0,0/0,0,0,0,0,0,0 N 40 38", 16},
    {"al-manqala", "1,0,0,0,0,7,3/1,0,0,0,0,0,0 N 44 42", 18},
    {"al-manqala", "9,0,2,11,1,12,3/10,2,0,9,1,8,2 S 14 14", 15},
};

}  // namespace

BenchResult run_bench(std::ostream* out, int depth_offset) {
  BenchResult total;
  TranspositionTable tt(16);
  const std::atomic<bool> stop{false};
  for (const auto& bp : kPositions) {
    auto game = make_game(bp.game);
    if (*bp.text) game->set_position(bp.text);
    tt.clear();
    SearchLimits limits;
    limits.depth = std::max(1, bp.depth + depth_offset);
    const auto start = std::chrono::steady_clock::now();
    AnyGame::Report r = game->think(PlayerOptions{}, limits, tt, stop, nullptr);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start).count();
    total.nodes += r.nodes;
    total.time_ms += ms;
    if (out)
      *out << bp.game << " depth " << limits.depth << " nodes " << r.nodes << " time " << ms
           << " ms bestmove " << r.pv.front() << " score " << score_text(r.score) << "  "
           << (*bp.text ? bp.text : "startpos") << "\n";
  }
  return total;
}

}  // namespace manqala
