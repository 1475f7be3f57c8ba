// The controls of a game between two people around its moves: a draw offered, accepted or
// declined; an abort before both have moved; an invitation cancelled; a game the opponent
// left claimed (room/absence.h). What an offer is lives in
// room/offers.h; a return game is a part of the room (return_game_part.h).
#include "server/room/room.h"

namespace manqala {

void Room::draw(const std::string& token, const std::string& answer, Reply reply) {
  on_strand([token, answer, reply](Room& r) {
    if (answer != "offer" && answer != "accept" && answer != "decline")
      return reply(RoomAnswer::refused(Refusal::malformed, "answer must be offer, accept or decline", "bad-draw-answer"));
    std::string why;
    const auto side = r.seats_.authorise(token, r.state_.game->to_move(), why);
    if (!side) return reply(RoomAnswer::refused(Refusal::not_allowed, why, "no-seat"));
    if (r.state_.over()) return reply(RoomAnswer::refused(Refusal::not_now, "the game is over", "game-over"));
    const std::string title(r.state_.game->description().title());
    if (!r.state_.game->description().agrees_draws())
      return reply(RoomAnswer::refused(Refusal::not_now, title + " has no agreed draws", "no-draws", {{"game", title}}));
    if (!r.seats_.between_people())
      return reply(RoomAnswer::refused(Refusal::not_now, "a draw is agreed between two people only", "draw-people"));
    if (!r.seats_.all_taken()) return reply(RoomAnswer::refused(Refusal::not_now, "the other seat is still open: wait for your opponent", "seat-open"));
    Offers& offers = r.state_.offers;
    const bool theirs = offers.draw() == opponent(*side);
    if (answer == "accept" || (answer == "offer" && theirs)) {
      if (!theirs) return reply(RoomAnswer::refused(Refusal::not_now, "your opponent has not offered a draw", "no-draw-offer"));
      return r.end_off_board(std::nullopt, std::string(kAgreedDraw), reply);
    }
    if (answer == "decline") {
      if (!theirs) return reply(RoomAnswer::refused(Refusal::not_now, "your opponent has not offered a draw", "no-draw-offer"));
      offers.decline_draw();
    } else if (offers.draw() != *side) {
      if (!offers.may_offer(*side))
        return reply(RoomAnswer::refused(Refusal::not_now, "your draw offer was declined: make a move before you offer again", "draw-declined"));
      offers.offer_draw(*side);
    }
    r.changed(Change::Around);
    reply(r.with_state());
  }, reply);
}

void Room::abort(const std::string& token, Reply reply) {
  on_strand([token, reply](Room& r) {
    std::string why;
    const auto side = r.seats_.authorise(token, r.state_.game->to_move(), why);
    if (!side) return reply(RoomAnswer::refused(Refusal::not_allowed, why, "no-seat"));
    if (r.state_.over()) return reply(RoomAnswer::refused(Refusal::not_now, "the game is over", "game-over"));
    if (!r.seats_.between_people())
      return reply(RoomAnswer::refused(Refusal::not_now, "only a game between two people is aborted", "abort-people"));
    bool moved[2] = {false, false};
    for (const auto& m : r.state_.stored.moves) moved[index(r.state_.mover_of(m.move))] = true;
    if (moved[0] && moved[1])
      return reply(RoomAnswer::refused(Refusal::not_now, "both players have moved: the game goes on, or resign", "abort-late"));
    if (auto refused = r.refused_by_policy(GameAct::abort)) return reply(*refused);
    r.call_off("aborted", reply);
  }, reply);
}

void Room::cancel(const std::string& token, Reply reply) {
  on_strand([token, reply](Room& r) {
    std::string why;
    const auto side = r.seats_.authorise(token, r.state_.game->to_move(), why);
    if (!side) return reply(RoomAnswer::refused(Refusal::not_allowed, why, "no-seat"));
    if (r.state_.over()) return reply(RoomAnswer::refused(Refusal::not_now, "the game is over", "game-over"));
    if (!r.seats_.between_people() || !r.seats_.open_seat())
      return reply(RoomAnswer::refused(Refusal::not_now, "no invitation waits for an opponent here; abort or resign instead", "cancel-taken"));
    r.call_off("cancelled", reply);
  }, reply);
}

std::optional<int64_t> Room::claim_in_ms() const {
  if (state_.over() || !seats_.between_people() || !seats_.all_taken() || deadline_.enabled() || !playable_) return std::nullopt;
  const Side absent = state_.game->to_move();
  if (absence_.here(absent)) return std::nullopt;
  if (!claims_refused_) claims_refused_ = refused_by_policy(GameAct::claim).has_value();
  if (*claims_refused_) return std::nullopt;
  const int64_t wait = clock_.enabled() ? context_.settings.absence_live_ms : context_.settings.absence_untimed_ms;
  const auto gone = std::chrono::duration_cast<std::chrono::milliseconds>(absence_.gone(absent, Clock::now())).count();
  return std::max<int64_t>(0, wait - gone);
}

void Room::claim(const std::string& token, const std::string& result, Reply reply) {
  on_strand([token, result, reply](Room& r) {
    if (result != "win" && result != "draw")
      return reply(RoomAnswer::refused(Refusal::malformed, "result must be win or draw", "bad-claim"));
    std::string why;
    const Side absent = r.state_.game->to_move();
    const auto side = r.seats_.authorise(token, absent, why);
    if (!side) return reply(RoomAnswer::refused(Refusal::not_allowed, why, "no-seat"));
    if (r.state_.over()) return reply(RoomAnswer::refused(Refusal::not_now, "the game is over", "game-over"));
    if (*side == absent) return reply(RoomAnswer::refused(Refusal::not_now, "it is your move: the game is claimed on your opponent's", "claim-own-turn"));
    if (auto refused = r.refused_by_policy(GameAct::claim)) return reply(*refused);
    const auto in = r.claim_in_ms();
    if (!in) return reply(RoomAnswer::refused(Refusal::not_now, "your opponent is here, or this game has no claims", "claim-here"));
    if (*in > 0)
      return reply(RoomAnswer::refused(Refusal::not_now, "your opponent has not been gone long enough: wait", "claim-early",
                                       {{"seconds", (*in + 999) / 1000}}));
    r.end_off_board(result == "win" ? std::optional(absent) : std::nullopt, std::string(kAbandoned), reply);
  }, reply);
}

void Room::call_off(const std::string& why, const Reply& reply) {
  state_.called_off = why;
  try {
    context_.archive.set_outcome(state_.stored.id, state_.outcome());
  } catch (const DatabaseError& e) {
    state_.called_off.clear();
    return reply(RoomAnswer::refused(Refusal::failed, e.what()));
  }
  if (state_.unplayed()) state_.stored.rated = false;
  state_.offers.moved();
  engine_.cancel();
  changed();
  reply(with_state());
}

}  // namespace manqala
