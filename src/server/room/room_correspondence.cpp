// The Room's part in correspondence games (room/move_deadline.h, room/conditional_moves.h):
// what happens when a turn passes (a conditional answer played at once, the notice to the
// player to move) and the conditional moves' route. On the room's strand, as all of it.
#include <cstdio>

#include <boost/asio/post.hpp>

#include "server/common/route_helpers.h"
#include "server/room/room.h"

namespace manqala {

using nlohmann::json;

void Room::turn_passed(const std::string& played) {
  if (!deadline_.enabled()) return;
  const Side to_move = state_.game->to_move();
  if (!state_.over() && !conditional_.of(to_move).empty()) {
    const auto answer = conditional_.answer(to_move, played);
    try {
      context_.archive.set_conditional(id_, side_word(to_move), ConditionalMoves::to_text(conditional_.of(to_move)));
      // Checked when given, in the position foreseen: legal. Then the other side's lines
      // may answer it in turn.
      if (answer) {
        commit_move(*answer, 0);
        return turn_passed(*answer);
      }
    } catch (const std::exception& e) {
      std::fprintf(stderr, "manqala serve: game %s: conditional move not played: %s\n", id_.c_str(), e.what());
    }
  }
  notify_turn();
}

void Room::notify_turn() {
  if (!deadline_.enabled() || state_.over() || !context_.your_turn || !seats_.all_taken()) return;
  const Side s = state_.game->to_move();
  const StoredGame& g = state_.stored;
  const int64_t account = s == Side::South ? g.south_account : g.north_account;
  if (account == 0) return;
  boost::asio::post(context_.work, [f = context_.your_turn, id = id_, account,
                                    name = s == Side::South ? g.north : g.south] { f(id, account, name); });
}

void Room::conditional(const std::string& token, const json& lines, Reply reply) {
  on_strand([token, lines, reply](Room& r) {
    std::string why;
    const auto side = r.seats_.authorise(token, r.state_.game->to_move(), why);
    if (!side) return reply(RoomAnswer::refused(Refusal::not_allowed, why, "no-seat"));
    if (!r.deadline_.enabled())
      return reply(RoomAnswer::refused(Refusal::not_now, "conditional moves are for correspondence games", "conditional-correspondence"));
    if (!lines.is_null()) {
      if (r.state_.over()) return reply(RoomAnswer::refused(Refusal::not_now, "the game is over", "game-over"));
      if (*side == r.state_.game->to_move())
        return reply(RoomAnswer::refused(Refusal::not_now, "it is your turn: play your move", "conditional-your-turn"));
      try {
        auto checked = ConditionalMoves::checked(lines, *r.state_.game);
        r.context_.archive.set_conditional(r.id_, side_word(*side), ConditionalMoves::to_text(checked));
        r.conditional_.set(*side, std::move(checked));
      } catch (const ParseError& e) {
        return reply(RoomAnswer::refused(Refusal::malformed, e.what(), e.code, parse_error_values(e)));
      } catch (const RulesInterrupted& e) {
        return reply(RoomAnswer::refused(Refusal::beyond_bound, beyond_bound(e), "beyond-bound"));
      } catch (const DatabaseError& e) {
        return reply(RoomAnswer::refused(Refusal::failed, e.what()));
      }
    }
    reply(RoomAnswer::of({{"lines", r.conditional_.of(*side)}}));
  }, reply);
}

}  // namespace manqala
