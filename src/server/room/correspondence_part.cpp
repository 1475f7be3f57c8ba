#include "server/room/correspondence_part.h"

#include <cstdio>

#include <boost/asio/post.hpp>

#include "server/common/route_helpers.h"
#include "server/room/conditional_moves.h"
#include "server/room/room.h"

namespace manqala {
namespace {

using nlohmann::json;

class CorrespondencePart : public RoomPart {
 public:
  explicit CorrespondencePart(RoomCore& room) : room_(room) {
    if (!room_.correspondence()) return;
    for (Side s : {Side::South, Side::North})
      lines_.set(s, ConditionalMoves::from_text(room_.context().archive.conditional(room_.id(), side_word(s))));
  }

  void moved(const std::string& played) override {
    if (!room_.correspondence()) return;
    RoomState& state = room_.game_state();
    const Side to_move = state.game->to_move();
    tell_played(state.mover_of(played), state.over());
    if (!state.over() && !lines_.of(to_move).empty()) {
      const auto answer = lines_.answer(to_move, played);
      try {
        room_.context().archive.set_conditional(room_.id(), side_word(to_move), ConditionalMoves::to_text(lines_.of(to_move)));
        // Checked when given, in the position foreseen: legal. Then the other side's lines
        // may answer it in turn (this part hears that move too).
        if (answer) return room_.play(*answer);
      } catch (const std::exception& e) {
        std::fprintf(stderr, "manqala serve: game %s: conditional move not played: %s\n", room_.id().c_str(), e.what());
      }
    }
    tell_turn();
  }

  void seated() override { tell_turn(); }

  bool act(const std::string& name, Side side, const json& body, const Reply& reply) override {
    if (name != "conditional") return false;
    conditional(side, body.value("lines", json(nullptr)), reply);
    return true;
  }

 private:
  // The player to move hears it is their turn (RoomContext::your_turn), once both are seated.
  void tell_turn() {
    RoomState& state = room_.game_state();
    RoomContext& context = room_.context();
    if (!room_.correspondence() || state.over() || !context.your_turn || !room_.seats().all_taken()) return;
    const Side s = state.game->to_move();
    const StoredGame& g = state.stored;
    const int64_t account = s == Side::South ? g.south_account : g.north_account;
    if (account == 0) return;
    boost::asio::post(context.work, [f = context.your_turn, id = room_.id(), account,
                                     name = s == Side::South ? g.north : g.south] { f(id, account, name); });
  }

  // The mover's "your move" is done, on every page of his (RoomContext::turn_played).
  void tell_played(Side mover, bool over) {
    RoomContext& context = room_.context();
    const StoredGame& g = room_.game_state().stored;
    const int64_t account = mover == Side::South ? g.south_account : g.north_account;
    if (account == 0 || !context.turn_played) return;
    boost::asio::post(context.work, [f = context.turn_played, id = room_.id(), account, over] { f(id, account, over); });
  }

  // `lines` replaces the player's conditional moves (null: only read them).
  void conditional(Side side, const json& lines, const Reply& reply) {
    if (!room_.correspondence())
      return reply(RoomAnswer::refused(Refusal::not_now, "conditional moves are for correspondence games", "conditional-correspondence"));
    RoomState& state = room_.game_state();
    if (!lines.is_null()) {
      if (state.over()) return reply(RoomAnswer::refused(Refusal::not_now, "the game is over", "game-over"));
      if (side == state.game->to_move())
        return reply(RoomAnswer::refused(Refusal::not_now, "it is your turn: play your move", "conditional-your-turn"));
      try {
        auto checked = ConditionalMoves::checked(lines, *state.game);
        room_.context().archive.set_conditional(room_.id(), side_word(side), ConditionalMoves::to_text(checked));
        lines_.set(side, std::move(checked));
      } catch (const ParseError& e) {
        return reply(RoomAnswer::refused(Refusal::malformed, e.what(), e.code, parse_error_values(e)));
      } catch (const RulesInterrupted& e) {
        return reply(RoomAnswer::refused(Refusal::beyond_bound, beyond_bound(e), "beyond-bound"));
      } catch (const DatabaseError& e) {
        return reply(RoomAnswer::refused(Refusal::failed, e.what()));
      }
    }
    reply(RoomAnswer::of({{"lines", lines_.of(side)}}));
  }

  RoomCore& room_;
  ConditionalMoves lines_;
};

}  // namespace

std::unique_ptr<RoomPart> make_correspondence_part(RoomCore& room) { return std::make_unique<CorrespondencePart>(room); }

}  // namespace manqala
