// Standings of a tournament: points, then the format's tie-breaks, and the crosstable.
//   Round robin: Sonneborn-Berger (the points of each opponent beaten, half those of each
//   opponent drawn). Swiss: Buchholz (the sum of the opponents' points), then median Buchholz
//   (the same without the best and the worst opponent, when there are three or more).
// A bye is worth a point and is nobody's opponent, so it adds nothing to a tie-break.
#pragma once

#include <span>
#include <vector>

namespace manqala::tournaments {

enum class Format { RoundRobin, Swiss };

// A finished game: the points South took (1, 0.5, 0; a forfeit counts as a loss), and North's.
struct Played {
  int south = 0, north = 0;
  double south_points = 0;
  double north_points = -1;  // -1: the rest of the point; 0 too when both lost by forfeit
  double north_took() const { return north_points < 0 ? 1 - south_points : north_points; }
};

struct Standing {
  int player = 0;
  int rank = 1;  // shared by players equal on points and every tie-break
  double points = 0;
  int games = 0;  // byes not counted
  double sonneborn_berger = 0, buchholz = 0, median_buchholz = 0;
};

// Every player's standing, best first (equal ones in seeding order). `half_byes`: byes asked
// for in advance, half a point each (nobody's opponent either).
std::vector<Standing> standings(int players, std::span<const Played> games, std::span<const int> byes, Format format,
                                std::span<const int> half_byes = {});

// crosstable[a][b]: the points a took from b over all their games (-1: they have not met).
std::vector<std::vector<double>> crosstable(int players, std::span<const Played> games);

}  // namespace manqala::tournaments
