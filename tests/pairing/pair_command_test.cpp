// `manqala pair` round by round, as the command line runs it (run_pair on a tournament report
// file): on 300 random tournaments (60 under the sanitizers, which make it six times slower),
// the pairing it prints for each round, written into the file with random results, passes
// `manqala pair --check`.
#include <gtest/gtest.h>

#include <random>
#include <sstream>

#include "pairing/acceleration.h"
#include "pairing/dutch.h"
#include "sanitized.h"
#include "pairing/trf.h"
#include "pairing_fixtures.h"
#include "tools/pairing/pair_command.h"

namespace manqala::pairing {
namespace {

// The round `manqala pair` printed, its first line checked against the lines that follow.
RoundPairing parse_pairing(const std::string& text) {
  std::istringstream in(text);
  int said = 0;
  const RoundPairing p = fixtures::parse_pairing_lines(in, said);
  EXPECT_EQ(fixtures::lines_of(p), said) << text;
  return p;
}

int run(const Tournament& t, int round, bool check, std::string& out) {
  PairCommand cmd;
  cmd.file = "-";
  cmd.round = round;
  cmd.check = check;
  std::istringstream in(write_trf(t, TrfFlavour::trf2026));
  std::ostringstream o, err;
  const int status = run_pair(cmd, in, o, err);
  out = o.str() + err.str();
  return status;
}

RoundResult random_result(std::mt19937& lot) {
  const auto roll = lot() % 20;
  return roll < 7 ? RoundResult::win : roll < 14 ? RoundResult::loss : roll < 18 ? RoundResult::draw : roll < 19 ? RoundResult::forfeit_win : RoundResult::forfeit_loss;
}

TEST(PairCommand, EveryPrintedRoundOfRandomTournamentsPassesCheck) {
  const unsigned tournaments = manqala_test::kSanitized ? 60 : 300;
  int rounds_checked = 0;
  for (unsigned seed = 1; seed <= tournaments; ++seed) {
    std::mt19937 lot(seed);
    const int n = 2 + static_cast<int>(lot() % 39);
    Tournament t;
    t.planned_rounds = std::min(9, std::max(1, n - 1));
    t.initial_colour = lot() % 2 ? Colour::white : Colour::black;
    for (int i = 1; i <= n; ++i) {
      Player p;
      p.number = i;
      p.name = "Player " + std::to_string(i);
      p.rating = lot() % 4 ? 1200 + static_cast<int>(lot() % 1000) : 0;
      t.players.push_back(p);
    }
    // Some with Baku's virtual points, some with forbidden pairs (of all rounds, or of some).
    if (seed % 3 == 0) accelerate_baku(t, baku_group_size(n));
    if (seed % 4 == 0 && n >= 4)
      for (int g = 0; g < n / 6 + 1; ++g) {
        const int a = 1 + static_cast<int>(lot() % static_cast<unsigned>(n)), b = 1 + static_cast<int>(lot() % static_cast<unsigned>(n));
        if (a != b) t.forbidden.push_back({{a, b}, g % 2 ? 2 : 1, g % 2 ? 3 : 0});
      }
    for (int round = 1; round <= t.planned_rounds; ++round) {
      for (Player& p : t.players) p.rounds.resize(static_cast<std::size_t>(round));
      for (Player& p : t.players) {
        if (p.withdrawn) continue;
        const auto roll = lot() % 30;
        if (roll == 0) p.withdrawn = true;
        if (roll == 1) {  // a half-point bye asked for in advance
          t.requested_byes.push_back({round, p.number, RoundResult::half_bye});
          p.rounds.back() = {0, Colour::none, RoundResult::half_bye};
        }
      }
      std::string out;
      const int paired = run(t, round, false, out);
      ASSERT_NE(paired, 2) << "seed " << seed << " round " << round << ": " << out;
      if (paired == 1) break;  // no pairing keeps the absolute criteria: the arbiter decides
      const RoundPairing p = parse_pairing(out);
      for (const Board& b : p.boards) {
        const RoundResult o = random_result(lot);
        t.player(b.white).rounds.back() = {b.black, Colour::white, o};
        t.player(b.black).rounds.back() = {b.white, Colour::black, opponents_outcome(o)};
      }
      if (p.bye) t.player(p.bye).rounds.back() = {0, Colour::none, RoundResult::pairing_bye};
      ASSERT_EQ(run(t, round, true, out), 0) << "seed " << seed << " round " << round << ":\n" << out << write_trf(t, TrfFlavour::trf2026);
      EXPECT_NE(out.find("the pairing is the Dutch system's"), std::string::npos) << out;
      ++rounds_checked;
    }
  }
  EXPECT_GT(rounds_checked, static_cast<int>(tournaments) * 3);  // most tournaments run to their last round
}

std::string run_with(PairCommand cmd, const std::string& trf, int& status) {
  cmd.file = "-";
  std::istringstream in(trf);
  std::ostringstream o, err;
  status = run_pair(cmd, in, o, err);
  return o.str() + err.str();
}

TEST(PairCommand, BakuWhenAskedOrNamedByThe192Line) {
  Tournament t;
  t.planned_rounds = 5;
  for (int i = 1; i <= 12; ++i) t.players.push_back({.number = i, .name = "P" + std::to_string(i)});
  const std::string plain = write_trf(t, TrfFlavour::trf2026);
  Tournament accelerated = t;
  accelerate_baku(accelerated, baku_group_size(12));
  const std::string expected = pairing_lines(pair_dutch(accelerated, 1));
  ASSERT_NE(expected, pairing_lines(pair_dutch(t, 1)));

  int status = 0;
  EXPECT_EQ(run_with({.baku = true}, plain, status), expected);
  EXPECT_EQ(status, 0);
  t.header.push_back({"192", "FIDE_DUTCH_2025_BAKU"});
  EXPECT_EQ(run_with({}, write_trf(t, TrfFlavour::trf2026), status), expected);
  // The last player of the first group, when late entries moved it.
  Tournament eight = t;
  accelerate_baku(eight, 8);
  EXPECT_EQ(run_with({.baku_last = 8}, plain, status), pairing_lines(pair_dutch(eight, 1)));
  // A file with its own virtual points keeps them.
  EXPECT_NE(run_with({.baku = true}, write_trf(eight, TrfFlavour::trf2026), status)
                .find("warning: the file gives its own virtual points"),
            std::string::npos);
  // No rounds known: refused.
  t.planned_rounds = 0;
  t.header.clear();
  EXPECT_NE(run_with({.baku = true}, write_trf(t, TrfFlavour::trf2026), status).find("Baku acceleration needs the number of rounds"),
            std::string::npos);
  EXPECT_EQ(status, 2);
}

}  // namespace
}  // namespace manqala::pairing
