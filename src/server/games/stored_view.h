// A stored game read without a room (docs/web-api.md "Games"): its state, replay, export or
// record built from the archive alone. A game nobody plays (over, called off or imported) is
// shown this way, so that reading the archive makes no room, starts no engine and counts as
// no game in progress, however many games are read.
#pragma once

#include <cstdint>
#include <string>

#include "server/archive/stored_game.h"
#include "server/room/answer.h"

namespace manqala {

// Whether GET of this game needs its room: a game people may still play.
bool played_in_a_room(const GameSummary& g);

// `action` is "" (the state), "replay", "export" or "record", as Room answers them. Throws
// ParseError or RulesInterrupted if the stored moves do not replay.
RoomAnswer stored_view(StoredGame stored, const std::string& action, uint64_t version, int64_t day_ms);

}  // namespace manqala
