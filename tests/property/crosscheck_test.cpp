// Move-by-move cross-check of the engine (through the by-name facade) against the independent
// reference implementation in tests/reference: after every move the legal move sets, the
// position texts and the status texts must agree exactly.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <random>
#include <sstream>

#include "games/registry.h"
#include "random_config.h"
#include "reference.h"

using manqala::make_game;
using manqala::status_text;
using manqala_test::Config;
using manqala_test::join;

namespace {

constexpr int kMaxPlies = 400;

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// Plays one random game from `start` (empty: the start position) in both implementations and
// returns an empty string, or a description of the first disagreement.
std::string cross_check_game(const Config& c, const std::string& start, uint64_t seed,
                             int* plies_played = nullptr) {
  auto engine = make_game(c.game, c.views());
  reference::Game ref(c.game, c.ref);
  if (!start.empty()) {
    engine->set_position(start);
    ref.set_position(start);
  }
  std::mt19937_64 rng(seed);
  std::vector<std::string> moves;
  auto where = [&](const std::string& what) {
    std::ostringstream out;
    out << what << "\n  options: " << c.describe() << "\n  start: " << (start.empty() ? "startpos" : start)
        << "\n  moves: " << join(moves);
    return out.str();
  };
  std::string before = ref.position();
  for (int ply = 0;; ++ply) {
    const auto engine_legal = sorted(engine->legal_moves());
    const auto ref_legal = sorted(ref.legal());
    const std::string engine_text = engine->position_text(), ref_text = ref.position();
    const std::string engine_status = status_text(engine->result()), ref_status = ref.status();
    if (engine_text != ref_text || engine_legal != ref_legal || engine_status != ref_status) {
      return where("disagreement after the moves (previous position " + before + ")") +
             "\n  engine:    position " + engine_text + " | status " + engine_status + " | legal " +
             join(engine_legal) + "\n  reference: position " + ref_text + " | status " + ref_status +
             " | legal " + join(ref_legal);
    }
    if (engine_legal.empty() || ply == kMaxPlies) {
      if (plies_played) *plies_played = ply;
      return "";
    }
    const std::string m = engine_legal[std::uniform_int_distribution<size_t>(0, engine_legal.size() - 1)(rng)];
    before = ref_text;
    moves.push_back(m);
    engine->play(m);
    ref.play(m);
  }
}

}  // namespace

// Games played per generated option set (rapidcheck makes 100 option sets per property).
constexpr int kGamesPerCase = 40;

// Random options, random games from the start position.
RC_GTEST_PROP(CrossCheck, RandomGamesWithRandomOptionsFromStart, ()) {
  const Config c = *manqala_test::gen_config();
  const auto seed = *rc::gen::arbitrary<uint64_t>();
  int longest = 0;
  for (int g = 0; g < kGamesPerCase; ++g) {
    int plies = 0;
    const std::string failure = cross_check_game(c, "", seed + g, &plies);
    if (!failure.empty()) RC_FAIL(failure);
    longest = std::max(longest, plies);
  }
  RC_TAG(c.game, longest < 10 ? "longest <10" : longest < 100 ? "longest <100" : "longest >=100");
}

// Random options, random games from random (often sparse or lopsided) positions.
RC_GTEST_PROP(CrossCheck, RandomGamesWithRandomOptionsFromRandomPositions, ()) {
  const Config c = *manqala_test::gen_config();
  const auto seed = *rc::gen::arbitrary<uint64_t>();
  std::mt19937_64 rng(seed);
  for (int g = 0; g < kGamesPerCase; ++g) {
    const std::string start = manqala_test::random_position_text(c, rng);
    const std::string failure = cross_check_game(c, start, rng());
    if (!failure.empty()) RC_FAIL(failure);
  }
}

// Seeded loops with the default rules, which matter most: many full games of each.
TEST(CrossCheck, HawalisDefaultRulesSeededGames) {
  Config c;
  c.game = "hawalis";
  int total_plies = 0;
  for (uint64_t seed = 1; seed <= 2000; ++seed) {
    int plies = 0;
    const std::string failure = cross_check_game(c, "", seed * 7919, &plies);
    ASSERT_EQ(failure, "") << "seed " << seed;
    total_plies += plies;
  }
  EXPECT_GT(total_plies, 2000 * 10);  // the games are real games, not stopped at once
}

TEST(CrossCheck, AlManqalaDefaultRulesSeededGames) {
  Config c;
  c.game = "al-manqala";
  int total_plies = 0;
  for (uint64_t seed = 1; seed <= 2000; ++seed) {
    int plies = 0;
    const std::string failure = cross_check_game(c, "", seed * 104729, &plies);
    ASSERT_EQ(failure, "") << "seed " << seed;
    total_plies += plies;
  }
  EXPECT_GT(total_plies, 2000 * 10);
}

TEST(CrossCheck, DefaultRulesFromSeededRandomPositions) {
  for (const char* game : {"hawalis", "al-manqala"}) {
    Config c;
    c.game = game;
    std::mt19937_64 rng(2024);
    for (int i = 0; i < 1000; ++i) {
      const std::string start = manqala_test::random_position_text(c, rng);
      const std::string failure = cross_check_game(c, start, rng());
      ASSERT_EQ(failure, "") << game << " game " << i;
    }
  }
}

// Perft of small depths from random positions under random options, against the reference.
RC_GTEST_PROP(CrossCheck, PerftAgreesWithReferenceUnderRandomOptions, ()) {
  const Config c = *manqala_test::gen_config();
  const auto seed = *rc::gen::arbitrary<uint64_t>();
  std::mt19937_64 rng(seed);
  const bool from_start = *rc::gen::arbitrary<bool>();
  const std::string start = from_start ? "" : manqala_test::random_position_text(c, rng);
  auto engine = make_game(c.game, c.views());
  reference::Game ref(c.game, c.ref);
  if (!start.empty()) {
    engine->set_position(start);
    ref.set_position(start);
  }
  for (int depth = 1; depth <= 3; ++depth) {
    const uint64_t e = engine->perft(depth), r = reference::perft(ref, depth);
    if (e != r)
      RC_FAIL("perft " + std::to_string(depth) + " engine " + std::to_string(e) + " reference " +
              std::to_string(r) + " options " + c.describe() + " start " +
              (start.empty() ? "startpos" : start));
  }
}
