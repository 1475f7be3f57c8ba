// The offers one player of a game between people makes to the other, who accepts or declines:
// a draw. An offer lasts until the next move, whoever makes it: the offerer's own move
// withdraws it, the other's move passes it by (as on lichess). A declined offer is not made
// again before a move, so that a player cannot pester the other with it.
#pragma once

#include <optional>

#include "core/types.h"

namespace manqala {

class Offers {
 public:
  // The side whose draw offer stands, if any.
  std::optional<Side> draw() const { return draw_; }
  // The side whose draw offer the other declined since the last move, if any.
  std::optional<Side> declined() const { return declined_; }
  // Whether `side` may offer a draw now (not again after a refusal, before a move).
  bool may_offer(Side side) const { return declined_ != side; }
  void offer_draw(Side side) { draw_ = side, declined_.reset(); }
  void decline_draw() { declined_ = draw_, draw_.reset(); }
  // A move was made: every offer is gone.
  void moved() { draw_.reset(), declined_.reset(); }

 private:
  std::optional<Side> draw_, declined_;
};

}  // namespace manqala
