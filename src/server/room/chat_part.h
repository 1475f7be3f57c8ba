// The players' chat as a part of their room (room_part.h): what is kept and its limits are
// room/chat.h's; here who may chat (the two players of a game between people whose chat no
// policy closed) and who is sent what.
#pragma once

#include "server/room/room_part.h"

namespace manqala {

std::unique_ptr<RoomPart> make_chat_part(RoomCore& room);

}  // namespace manqala
