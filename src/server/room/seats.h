// A room's two seats: who holds each (a person with a token, the engine, or nobody: an
// imported game), the invitation that claims a friend game's open seat, and who may act.
// Tokens are kept only as digests (common/secrets.h) and compared in constant time.
#pragma once

#include <optional>
#include <string>

#include "core/types.h"
#include "server/archive/stored_game.h"

namespace manqala {

enum class SeatKind { Human, Engine, Nobody };

class Seats {
 public:
  explicit Seats(const StoredGame& g);

  SeatKind kind(Side s) const { return kind_[index(s)]; }
  // The engine's, or a person's who has a token.
  bool taken(Side s) const { return kind(s) == SeatKind::Engine || !digest_[index(s)].empty(); }
  bool all_taken() const;
  bool between_people() const { return between_people_; }
  bool listed() const { return listed_; }

  // The side `token` may act for now (`to_move` when it holds both seats), or nothing with
  // the reason in `why`.
  std::optional<Side> authorise(const std::string& token, Side to_move, std::string& why) const;
  // The seat a token holds, for a watcher's presence (South when it holds both).
  std::optional<Side> seat_of(const std::string& token) const;

  // A friend game's open seat, or nothing.
  std::optional<Side> open_seat() const;
  // The invitation's code: refused unless `code` claims the open seat (or the game is listed and
  // the claim comes from the lobby); the reason in `why`.
  bool may_claim(const std::string& code, bool from_lobby, std::string& why) const;
  // The open seat now belongs to the holder of the token with this digest; the invitation is
  // used up.
  void claim(Side s, const std::string& digest);

 private:
  SeatKind kind_[2];
  std::string digest_[2];
  std::string invite_digest_;
  bool between_people_, listed_;
};

}  // namespace manqala
