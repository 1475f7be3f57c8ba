// What a domain around the room may say about the actions of the games it knows: a
// tournament's games are not aborted and have no return games (its pairings need results and
// make their own rounds), and its director may turn their chat off. The room knows no
// tournament: it asks every policy (RoomContext::policies) before such an action, and the first
// that refuses answers, in its own words and code.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "server/room/answer.h"

namespace manqala {

enum class GameAct { abort, rematch, chat, claim };

// The refusal of `act` in game `game_id`, or nothing when this policy lets it be. Called on
// the work pool, on the room's strand.
using GamePolicy = std::function<std::optional<RoomAnswer>(const std::string& game_id, GameAct act)>;

}  // namespace manqala
