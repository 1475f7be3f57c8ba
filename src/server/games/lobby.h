// The archive's games as the pages list them (docs/web-api.md): GET /api/games, a player's
// games, and the lobby's open invitations and friend games to watch.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/archive/archive.h"

namespace manqala {

// A game as GET /api/games lists it.
nlohmann::json summary_json(const GameSummary& s);
// {"total", "games"}: newest first, `status` "" for all.
nlohmann::json games_json(Archive& archive, const std::string& status, int limit, int offset);
// What a domain above the games adds to a lobby entry (a player's rating, the game's
// tournament): it writes into `entry`, whose "players" name each seat's account.
using LobbyPart = std::function<void(const GameSummary& s, nlohmann::json& entry)>;
// Open invitations of the lobby (of the last day) and friend games in progress to watch, each
// with its players (an account's name, null for a guest or an open seat) and the parts.
nlohmann::json lobby_json(Archive& archive, const std::vector<LobbyPart>& parts = {});

}  // namespace manqala
