// A return game as a part of the room of a finished game between people (room_part.h): offered,
// accepted (the other's offer accepted by offering), declined or withdrawn; once agreed the
// room makes it (RoomContext::rematch: sides swapped, the same terms and seats) and the state
// names it to both players. What an offer is lives in room/offers.h.
#pragma once

#include "server/room/room_part.h"

namespace manqala {

std::unique_ptr<RoomPart> make_return_game_part(RoomCore& room);

}  // namespace manqala
