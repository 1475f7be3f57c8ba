// Bounded rules work (core/work_limit.h, core/game.h): a long relay sowing reports to its
// WorkLimit, which ends it on a lap budget, a stop flag or a deadline; the game it was judged
// for is left exactly as it was.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "core/game.h"
#include "games/hawalis/hawalis.h"

using namespace manqala;

namespace {

// seeds=9: judging this position takes minutes (its relay sowings are that long).
const char* kMinutes = "6,1,4,6,10,0,7/13,7,11,3,1,11,1/29,2,20,0,3,8,27/9,21,18,2,9,17,6 S 0 0";

Hawalis nine() {
  HawalisOptions o;
  o.seeds = 9;
  return Hawalis(o);
}

}  // namespace

TEST(WorkLimit, ALapBudgetEndsALongJudgementAndNothingChanges) {
  Game<Hawalis> game(nine());
  const std::string before = game.rules().to_text(game.position());
  WorkLimit limit;
  limit.lap_budget(5'000'000);
  try {
    game.reset(game.rules().from_text(kMinutes), &limit);
    FAIL() << "judged within the budget?";
  } catch (const RulesInterrupted& e) {
    EXPECT_NE(std::string(e.what()).find("more than 5000000 laps"), std::string::npos) << e.what();
  }
  EXPECT_GE(limit.laps_spent(), 5'000'000u);
  EXPECT_LT(limit.laps_spent(), 5'000'000u + 2 * WorkLimit::kLapsPerCheck) << "stopped soon after";
  EXPECT_EQ(game.rules().to_text(game.position()), before);
  EXPECT_EQ(game.history().size(), 1u);
  EXPECT_FALSE(game.over());
}

TEST(WorkLimit, AStopFlagFromAnotherThreadEndsItAtOnce) {
  const Hawalis rules = nine();
  const auto p = rules.from_text(kMinutes);
  std::atomic<bool> stop{false};
  WorkLimit limit;
  limit.stop_on(&stop);
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    stop = true;
  });
  const auto start = std::chrono::steady_clock::now();
  MoveList moves;
  EXPECT_THROW(rules.generate(p, moves, nullptr, &limit), RulesInterrupted);
  stopper.join();
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
}

TEST(WorkLimit, ADeadlineEndsItAndProgressIsReported) {
  const Hawalis rules = nine();
  const auto p = rules.from_text(kMinutes);
  int reports = 0;
  uint64_t last = 0;
  WorkLimit limit;
  limit.until(WorkLimit::Clock::now() + std::chrono::milliseconds(300)).on_progress(
      [&](uint64_t laps) {
        EXPECT_GT(laps, last);
        last = laps;
        ++reports;
      },
      1 << 12);  // often enough that a sanitizer build on a loaded machine reports before 300 ms
  MoveList moves;
  try {
    rules.generate(p, moves, nullptr, &limit);
    FAIL();
  } catch (const RulesInterrupted& e) {
    EXPECT_STREQ(e.what(), "out of time");
  }
  EXPECT_GT(reports, 0);
}

TEST(WorkLimit, AMoveWhosePositionCannotBeJudgedInTimeIsNotPlayed) {
  // North to move in kMinutes' board: North's own sowings are judged at once, but after any
  // North move South's circuit (unchanged, bar a capture) is again the one that takes minutes.
  std::string text = kMinutes;
  text.replace(text.find(" S "), 3, " N ");
  Game<Hawalis> game(nine());
  game.reset(game.rules().from_text(text));
  ASSERT_FALSE(game.over());
  const std::string before = game.rules().to_text(game.position());
  const MoveList legal = game.legal();
  WorkLimit limit;
  limit.lap_budget(2'000'000);
  EXPECT_THROW(game.play(legal.moves[0], &limit), RulesInterrupted);
  EXPECT_EQ(game.rules().to_text(game.position()), before);
  EXPECT_EQ(game.moves().size(), 0u);
  EXPECT_EQ(game.history().size(), 1u);
  EXPECT_EQ(game.legal().size, legal.size);
}

TEST(WorkLimit, ShortWorkIsNeverInterrupted) {
  WorkLimit limit;
  limit.lap_budget(1);
  Game<Hawalis> game(Hawalis(), &limit);  // two seeds a pit: no sowing gets near a check
  EXPECT_EQ(game.legal().size, 14);
}
