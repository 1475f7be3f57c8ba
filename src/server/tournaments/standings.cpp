#include "server/tournaments/standings.h"

#include <algorithm>
#include <stdexcept>
#include <tuple>

namespace manqala::tournaments {

std::vector<Standing> standings(int players, std::span<const Played> games, std::span<const int> byes, Format format,
                                std::span<const int> half_byes) {
  std::vector<Standing> s(static_cast<size_t>(players));
  auto at = [&](int p) -> Standing& {
    if (p < 0 || p >= players) throw std::out_of_range("a game of a player who is not in the tournament");
    return s[static_cast<size_t>(p)];
  };
  for (int p = 0; p < players; ++p) s[static_cast<size_t>(p)].player = p;
  for (const Played& g : games) {
    at(g.south).points += g.south_points;
    at(g.north).points += g.north_took();
    ++at(g.south).games;
    ++at(g.north).games;
  }
  for (int p : byes) at(p).points += 1;
  for (int p : half_byes) at(p).points += 0.5;
  // Tie-breaks from everyone's final points.
  std::vector<std::vector<double>> opponents(static_cast<size_t>(players));
  for (const Played& g : games) {
    const double south = g.south_points, north = g.north_took();
    at(g.south).sonneborn_berger += south * at(g.north).points;
    at(g.north).sonneborn_berger += north * at(g.south).points;
    opponents[static_cast<size_t>(g.south)].push_back(at(g.north).points);
    opponents[static_cast<size_t>(g.north)].push_back(at(g.south).points);
  }
  for (int p = 0; p < players; ++p) {
    auto& o = opponents[static_cast<size_t>(p)];
    Standing& st = at(p);
    for (double v : o) st.buchholz += v;
    st.median_buchholz = st.buchholz;
    if (o.size() >= 3) st.median_buchholz -= *std::max_element(o.begin(), o.end()) + *std::min_element(o.begin(), o.end());
  }
  auto key = [&](const Standing& x) {
    return format == Format::RoundRobin ? std::tuple(x.points, x.sonneborn_berger, 0.0)
                                        : std::tuple(x.points, x.buchholz, x.median_buchholz);
  };
  std::stable_sort(s.begin(), s.end(), [&](const Standing& a, const Standing& b) { return key(a) > key(b); });
  for (size_t i = 1; i < s.size(); ++i) s[i].rank = key(s[i]) == key(s[i - 1]) ? s[i - 1].rank : static_cast<int>(i) + 1;
  return s;
}

std::vector<std::vector<double>> crosstable(int players, std::span<const Played> games) {
  std::vector<std::vector<double>> t(static_cast<size_t>(players), std::vector<double>(static_cast<size_t>(players), -1));
  for (const Played& g : games) {
    if (g.south < 0 || g.south >= players || g.north < 0 || g.north >= players)
      throw std::out_of_range("a game of a player who is not in the tournament");
    double& a = t[static_cast<size_t>(g.south)][static_cast<size_t>(g.north)];
    double& b = t[static_cast<size_t>(g.north)][static_cast<size_t>(g.south)];
    a = std::max(a, 0.0) + g.south_points;
    b = std::max(b, 0.0) + g.north_took();
  }
  return t;
}

}  // namespace manqala::tournaments
