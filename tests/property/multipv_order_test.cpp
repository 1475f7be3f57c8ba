// Several lines (PlayerOptions::multipv, search/think.h) stopped anywhere: every reported depth
// gives all its lines, of that one depth, ranked 1..K best first with scores that never
// contradict the order, each beginning with another legal move, and the move played is the
// last depth's first line. Node limits make the stops land mid-depth, and reproducibly.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <sstream>

#include "games/registry.h"
#include "random_config.h"
#include "search/think.h"

using namespace manqala;
using manqala_test::Config;

namespace {

using Report = AnyGame::Report;

// A position of `c` to analyse: random plies from the start, or a random board; nullptr when
// it is over or its text is refused.
std::unique_ptr<AnyGame> position_to_analyse(const Config& c, std::mt19937_64& rng, bool from_start) {
  auto game = make_game(c.game, c.views());
  try {
    if (from_start) {
      const int plies = std::uniform_int_distribution<int>(0, 40)(rng);
      for (int i = 0; i < plies && !game->result().over(); ++i) {
        const auto legal = game->legal_moves();
        game->play(legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)]);
      }
    } else {
      game->set_position(manqala_test::random_position_text(c, rng));
    }
  } catch (const ParseError&) {
    return nullptr;
  }
  return game->result().over() ? nullptr : std::move(game);
}

// What is wrong with the reports of one search of `k` lines that returned `best`, or "".
std::string check_reports(const std::vector<Report>& reports, const Report& best, int k,
                          const std::vector<std::string>& legal) {
  if (reports.size() % k != 0) return "a depth reported only some of its lines";
  int last_depth = 0;
  for (size_t at = 0; at < reports.size(); at += k) {
    const int depth = reports[at].depth;
    if (depth <= last_depth) return "depth " + std::to_string(depth) + " reported after " + std::to_string(last_depth);
    last_depth = depth;
    std::set<std::string> firsts;
    for (int r = 0; r < k; ++r) {
      const Report& line = reports[at + r];
      const std::string where = "depth " + std::to_string(depth) + " line " + std::to_string(r + 1) + ": ";
      if (line.depth != depth) return where + "of depth " + std::to_string(line.depth);
      if (line.multipv != r + 1) return where + "ranked " + std::to_string(line.multipv);
      if (line.pv.empty() || std::find(legal.begin(), legal.end(), line.pv.front()) == legal.end())
        return where + "does not begin with a legal move";
      firsts.insert(line.pv.front());
      if (r > 0 && line.score > reports[at + r - 1].score)
        return where + "scores " + std::to_string(line.score) + ", better than the line before (" +
               std::to_string(reports[at + r - 1].score) + ")";
    }
    if (static_cast<int>(firsts.size()) != k) return "depth " + std::to_string(depth) + ": two lines begin alike";
  }
  if (reports.empty()) return std::find(legal.begin(), legal.end(), best.pv.at(0)) == legal.end() ? "no legal move" : "";
  const Report& first = reports[reports.size() - k];
  if (best.pv.at(0) != first.pv.front() || best.score != first.score || best.depth != first.depth)
    return "played " + best.pv.at(0) + ", not the last depth's first line " + first.pv.front();
  return "";
}

}  // namespace

RC_GTEST_PROP(MultiPv, EveryReportedDepthIsCompleteAndBestFirst, ()) {
  const Config c = *manqala_test::gen_config(2);
  std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());
  TranspositionTable tt(1);
  const std::atomic<bool> stop{false};
  for (int i = 0; i < 6; ++i) {
    const auto game = position_to_analyse(c, rng, i % 2 == 0);
    if (!game) continue;
    PlayerOptions player;
    player.multipv = std::uniform_int_distribution<int>(2, 5)(rng);
    SearchLimits limits;
    limits.nodes = std::uniform_int_distribution<uint64_t>(50, 40'000)(rng);
    tt.clear();
    std::vector<Report> reports;
    const Report best = game->think(player, limits, tt, stop, [&](const Report& r) { reports.push_back(r); });
    const auto legal = game->legal_moves();
    const int k = std::min<int>(player.multipv, static_cast<int>(legal.size()));
    const std::string failure = check_reports(reports, best, k, legal);
    if (!failure.empty()) {
      std::ostringstream what;
      what << c.describe() << " | position " << game->position_text() << " | multipv " << player.multipv
           << " nodes " << limits.nodes << ": " << failure;
      RC_FAIL(what.str());
    }
  }
}
