#include "server/room/seats.h"

#include "server/common/secrets.h"

namespace manqala {

namespace {
// A seat is the engine's, nobody's, or a person's: "human" (a guest) or an account's name (a
// seat an account holds is stored under its name; its clock runs and falls as a guest's).
SeatKind kind_of(const std::string& who) {
  if (who == "engine") return SeatKind::Engine;
  return who.empty() || who == "nobody" ? SeatKind::Nobody : SeatKind::Human;
}
}  // namespace

Seats::Seats(const StoredGame& g)
    : kind_{kind_of(g.south), kind_of(g.north)},
      digest_{g.south_token, g.north_token},
      invite_digest_(g.invite),
      between_people_(g.opponent == "friend"),
      listed_(g.listed) {}

bool Seats::all_taken() const {
  for (Side s : {Side::South, Side::North})
    if (kind(s) == SeatKind::Human && !taken(s)) return false;
  return true;
}

std::optional<Side> Seats::authorise(const std::string& token, Side to_move, std::string& why) const {
  const bool south = token_matches(token, digest_[0]), north = token_matches(token, digest_[1]);
  if (!south && !north) {
    why = token.empty() ? "this action needs the seat's token" : "that token holds no seat in this game";
    return std::nullopt;
  }
  return south && north ? to_move : south ? Side::South : Side::North;
}

std::optional<Side> Seats::seat_of(const std::string& token) const {
  if (token_matches(token, digest_[0])) return Side::South;
  if (token_matches(token, digest_[1])) return Side::North;
  return std::nullopt;
}

std::optional<Side> Seats::open_seat() const {
  if (!between_people_) return std::nullopt;
  for (Side s : {Side::South, Side::North})
    if (digest_[index(s)].empty()) return s;
  return std::nullopt;
}

bool Seats::may_claim(const std::string& code, bool from_lobby, std::string& why) const {
  if (token_matches(code, invite_digest_) || (from_lobby && listed_)) return true;
  why = from_lobby ? "this invitation is not in the lobby" : "that invitation code is not this game's";
  return false;
}

void Seats::claim(Side s, const std::string& digest) {
  digest_[index(s)] = digest;
  invite_digest_.clear();
}

}  // namespace manqala
