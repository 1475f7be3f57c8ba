// The endings of a tournament's game that its director decides (tournaments/director.h): a
// player who did not come, both who did not, and a result the director set while the game was
// still being played. The Room wires them; what is unplayed is RoomState's.
#include "server/room/room.h"

namespace manqala {

void Room::forfeit(Side loser, Reply reply) {
  on_strand([loser, reply](Room& r) { r.end_off_board(loser, "forfeit", reply); }, reply);
}

void Room::forfeit_no_show(Reply reply) {
  on_strand([reply](Room& r) {
    if (r.state_.over()) return reply(RoomAnswer::refused(Refusal::not_now, "the game is over", "game-over"));
    bool moved[2] = {false, false};
    for (const auto& m : r.state_.stored.moves) moved[index(r.state_.mover_of(m.move))] = true;
    if (moved[0] && moved[1]) return reply(RoomAnswer::refused(Refusal::not_now, "both players have moved: the game goes on"));
    auto absent = [&](Side s) { return !moved[index(s)] && !r.audience_.came(s); };
    if (absent(Side::South) && absent(Side::North)) return r.call_off("forfeited", reply);
    const Side loser = absent(Side::South) ? Side::South
                       : absent(Side::North) ? Side::North
                       : moved[index(Side::South)] ? Side::North
                                                   : Side::South;
    r.end_off_board(loser, "forfeit", reply);
  }, reply);
}

void Room::forfeit_both(Reply reply) {
  on_strand([reply](Room& r) {
    if (r.state_.over()) return reply(RoomAnswer::refused(Refusal::not_now, "the game is over", "game-over"));
    r.call_off("forfeited", reply);
  }, reply);
}

void Room::adjudicate(std::optional<Side> loser, Reply reply) {
  on_strand([loser, reply](Room& r) { r.end_off_board(loser, std::string(kAdjudicated), reply); }, reply);
}

}  // namespace manqala
