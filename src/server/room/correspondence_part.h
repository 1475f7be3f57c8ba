// A correspondence game's turns as a part of its room (room_part.h; the deadline of each turn
// is the room's clock, room/move_deadline.h): when a turn passes, the conditional answer of the
// side to move if it had one for the move played (played at once), and the notice to the
// player to move; and the players' conditional moves (room/conditional_moves.h).
#pragma once

#include "server/room/room_part.h"

namespace manqala {

std::unique_ptr<RoomPart> make_correspondence_part(RoomCore& room);

}  // namespace manqala
