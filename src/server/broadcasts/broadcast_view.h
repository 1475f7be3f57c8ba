// The JSON of broadcasts as docs/web-api.md gives it ("Broadcasts"): the broadcast, and a round
// as spectators see it, each board's live game beside the tournament's pairing and result, and
// the standings as they would stand if the games ended now. Also what the engine must not
// judge for anyone while a board is played (fair play).
#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/broadcasts/broadcast_store.h"
#include "server/broadcasts/live_game.h"
#include "server/engine/live_positions.h"
#include "server/otb/otb_store.h"

namespace manqala::broadcasts {

nlohmann::json broadcast_json(const Broadcast& b, const otb::OtbTournament& t);

struct RoundView {
  nlohmann::json boards = nlohmann::json::array();  // by board
  nlohmann::json standings;
  // Each board still being played: the positions the engine does not judge (its position, one
  // move from it, and those within the delay); a board over: none.
  std::map<int, std::vector<LivePositions::Key>> protect;
  // Boards whose game is over with moves, and their result: what the archive keeps.
  std::map<int, std::string> ended;
};

// One board as spectators see it, from its game replayed (`replayed`: replay_live(g.moves)), and
// what it means for the round: the positions it protects, and the result the standings count
// (its own, or as it stands while it is played).
struct BoardShown {
  nlohmann::json board;
  std::vector<LivePositions::Key> protect;
  bool over = false, playing = false;
  std::string counted;  // "" for a bye
};
BoardShown board_shown(const otb::OtbData& d, const otb::OtbBoard& ob, const LiveGame& g, const Replayed& replayed,
                       const Broadcast& b, int64_t now);

RoundView round_view(const otb::OtbData& d, int round, const std::vector<LiveGame>& games, const Broadcast& b, int64_t now);

}  // namespace manqala::broadcasts
