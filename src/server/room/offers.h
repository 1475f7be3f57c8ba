// The offers one player of a game between people makes to the other, who accepts or declines:
// a draw while the game goes on, a return game (a rematch) once it is over. A draw offer lasts
// until the next move, whoever makes it: the offerer's own move withdraws it, the other's move
// passes it by (as on lichess). A declined offer is not made again before a move, so that a
// player cannot pester the other with it; a declined rematch is not offered again at all.
#pragma once

#include <optional>
#include <string>

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

  // The side whose rematch offer stands; the side whose offer the other declined.
  std::optional<Side> rematch() const { return rematch_; }
  std::optional<Side> rematch_declined() const { return rematch_declined_; }
  void offer_rematch(Side side) { rematch_ = side; }
  void withdraw_rematch() { rematch_.reset(); }
  void decline_rematch() { rematch_declined_ = rematch_, rematch_.reset(); }
  // The return game, once both agreed.
  const std::string& rematch_game() const { return rematch_game_; }
  void rematch_made(std::string id) { rematch_game_ = std::move(id), rematch_.reset(); }

 private:
  std::optional<Side> draw_, declined_;
  std::optional<Side> rematch_, rematch_declined_;
  std::string rematch_game_;
};

}  // namespace manqala
