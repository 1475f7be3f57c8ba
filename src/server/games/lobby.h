// The archive's games as the pages list them (docs/web-api.md): GET /api/games, a player's
// games, and the lobby's open invitations and friend games to watch.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "server/archive/archive.h"

namespace manqala {

// A game as GET /api/games lists it.
nlohmann::json summary_json(const GameSummary& s);
// {"total", "games"}: newest first, `status` "" for all.
nlohmann::json games_json(Archive& archive, const std::string& status, int limit, int offset);
// Open invitations of the lobby (of the last day) and friend games in progress to watch.
nlohmann::json lobby_json(Archive& archive);

}  // namespace manqala
