#include "server/room/return_game_part.h"

#include "server/common/refused.h"
#include "server/common/route_helpers.h"
#include "server/room/room.h"

namespace manqala {
namespace {

class ReturnGamePart : public RoomPart {
 public:
  explicit ReturnGamePart(RoomCore& room) : room_(room) {}

  bool act(const std::string& name, Side side, const nlohmann::json& body, const Reply& reply) override {
    if (name != "rematch") return false;
    answer(side, string_field(body, "answer", "offer"), reply);
    return true;
  }

 private:
  // `answer` "offer" (which accepts the other's offer), "accept" or "decline" (the offerer's
  // own "decline" withdraws it).
  void answer(Side side, const std::string& answer, const Reply& reply) {
    if (answer != "offer" && answer != "accept" && answer != "decline")
      return reply(RoomAnswer::refused(Refusal::malformed, "answer must be offer, accept or decline", "bad-rematch-answer"));
    RoomState& state = room_.game_state();
    if (!state.over()) return reply(RoomAnswer::refused(Refusal::not_now, "the game goes on: a return game comes after it", "rematch-early"));
    if (!room_.seats().between_people() || !room_.seats().all_taken())
      return reply(RoomAnswer::refused(Refusal::not_now, "a return game is between two people", "rematch-people"));
    if (!state.called_off.empty())
      return reply(RoomAnswer::refused(Refusal::not_now, "this game was called off: start a new one", "rematch-called-off"));
    if (auto refused = room_.refused_by_policy(GameAct::rematch)) return reply(*refused);
    Offers& offers = state.offers;
    if (!offers.rematch_game().empty()) return reply(room_.with_state());  // agreed already
    const bool theirs = offers.rematch() == opponent(side);
    if (answer == "accept" || (answer == "offer" && theirs)) {
      if (!theirs) return reply(RoomAnswer::refused(Refusal::not_now, "your opponent has not offered a return game", "no-rematch-offer"));
      try {
        offers.rematch_made(room_.context().rematch(room_.id()));
      } catch (const Refused& e) {  // the server is full
        return reply(RoomAnswer::refused(e));
      } catch (const DatabaseError& e) {
        return reply(RoomAnswer::refused(Refusal::failed, e.what()));
      }
    } else if (answer == "decline") {
      if (theirs) offers.decline_rematch();
      else if (offers.rematch() == side) offers.withdraw_rematch();
      else return reply(RoomAnswer::refused(Refusal::not_now, "your opponent has not offered a return game", "no-rematch-offer"));
    } else if (offers.rematch() != side) {
      if (offers.rematch_declined() == side)
        return reply(RoomAnswer::refused(Refusal::not_now, "your opponent declined a return game", "rematch-declined"));
      offers.offer_rematch(side);
    }
    room_.changed_around();
    reply(room_.with_state());
  }

  RoomCore& room_;
};

}  // namespace

std::unique_ptr<RoomPart> make_return_game_part(RoomCore& room) { return std::make_unique<ReturnGamePart>(room); }

}  // namespace manqala
