#include "pairing/performance.h"

#include <algorithm>
#include <array>

namespace manqala::pairing {

namespace {

// FIDE B.02 table 8.1(a): dp for p = 1.00, 0.99, ..., 0.51 (0.50 is 0); below 0.50, -dp(1 - p).
constexpr std::array<int, 50> kDp = {800, 677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284,
                                     273, 262, 251, 240, 230, 220, 211, 202, 193, 184, 175, 166, 158, 149, 141, 133, 125,
                                     117, 110, 102, 95,  87,  80,  72,  65,  57,  50,  43,  36,  29,  21,  14,  7};

bool rated_game(RoundResult o) { return o == RoundResult::win || o == RoundResult::draw || o == RoundResult::loss; }

}  // namespace

int rating_difference(int percent) {
  percent = std::clamp(percent, 0, 100);
  if (percent == 50) return 0;
  return percent > 50 ? kDp[static_cast<std::size_t>(100 - percent)] : -kDp[static_cast<std::size_t>(percent)];
}

std::vector<PerformanceRow> performance_report(const Tournament& t, int after_round) {
  std::vector<PerformanceRow> out;
  for (const Player& p : t.players) {
    PerformanceRow row;
    row.player = p.number;
    std::int64_t ratings = 0;
    const int rounds = std::min(after_round, static_cast<int>(p.rounds.size()));
    for (int r = 0; r < rounds; ++r) {
      const Entry& e = p.rounds[static_cast<std::size_t>(r)];
      if (!rated_game(e.outcome) || e.opponent < 1 || e.opponent > static_cast<int>(t.players.size())) continue;
      const int rating = t.player(e.opponent).rating;
      if (rating <= 0) continue;  // an unrated opponent counts for nothing here
      ++row.games;
      ratings += rating;
      row.points += t.points.of(e.outcome);
    }
    if (row.games > 0) {
      row.average_opponent = static_cast<int>((2 * ratings + row.games) / (2 * row.games));
      // The percentage scored, to the nearest whole per cent: 100 × (points / 10) / games.
      const std::int64_t hundredths = (200LL * row.points / 10 + row.games) / (2LL * row.games);
      row.performance = row.average_opponent + rating_difference(static_cast<int>(hundredths));
    }
    out.push_back(row);
  }
  return out;
}

}  // namespace manqala::pairing
