#include "pairing/tournament.h"

#include <algorithm>

namespace manqala::pairing {

Points PointSystem::of(RoundResult o) const {
  switch (o) {
    case RoundResult::win:
    case RoundResult::unrated_win: return win;
    case RoundResult::draw:
    case RoundResult::unrated_draw: return draw;
    case RoundResult::loss:
    case RoundResult::unrated_loss: return loss;
    case RoundResult::forfeit_win: return forfeit_win;
    case RoundResult::forfeit_loss: return forfeit_loss;
    case RoundResult::pairing_bye: return pairing_bye;
    case RoundResult::full_bye: return full_bye;
    case RoundResult::half_bye: return half_bye;
    case RoundResult::zero_bye: return zero_bye;
    case RoundResult::none: return 0;
  }
  return 0;
}

int Tournament::rounds_played() const {
  int n = 0;
  for (const auto& p : players) {
    for (int r = static_cast<int>(p.rounds.size()); r > n; --r)
      if (p.rounds[static_cast<std::size_t>(r - 1)] != Entry{}) {
        n = r;
        break;
      }
  }
  return n;
}

Points Tournament::score(int number, int rounds) const {
  const auto& p = player(number);
  const auto upto = rounds < 0 ? p.rounds.size() : std::min(p.rounds.size(), static_cast<std::size_t>(rounds));
  Points total = 0;
  for (std::size_t r = 0; r < upto; ++r) total += points.of(p.rounds[r].outcome);
  return total;
}

Points Tournament::pairing_score(int number, int round) const {
  const auto& virtual_points = player(number).acceleration;
  const auto r = static_cast<std::size_t>(round);
  return score(number, round - 1) + (round >= 1 && r <= virtual_points.size() ? virtual_points[r - 1] : 0);
}

}  // namespace manqala::pairing
