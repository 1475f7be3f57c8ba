#include "pairing/acceleration.h"

#include <stdexcept>

namespace manqala::pairing {

int baku_group_size(int players) { return players <= 0 ? 0 : 2 * ((players + 3) / 4); }

void accelerate_baku(Tournament& t, int last_of_group) {
  if (t.planned_rounds < 1) throw std::invalid_argument("Baku acceleration needs the number of rounds");
  if (t.points.loss != 0 || t.points.win != 2 * t.points.draw || t.points.win <= 0)
    throw std::invalid_argument("Baku acceleration needs the standard point system (1, ½, 0)");
  const int accelerated = (t.planned_rounds + 1) / 2;
  const int full = (accelerated + 1) / 2;  // rounds with a whole virtual point
  for (Player& p : t.players) {
    p.acceleration.clear();
    if (p.number > last_of_group) continue;
    p.acceleration.assign(static_cast<std::size_t>(accelerated), t.points.draw);
    for (int r = 0; r < full; ++r) p.acceleration[static_cast<std::size_t>(r)] = t.points.win;
  }
}

}  // namespace manqala::pairing
