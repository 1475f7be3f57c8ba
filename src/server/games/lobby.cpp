#include "server/games/lobby.h"

#include <chrono>

#include "server/db/utc_time.h"

namespace manqala {

using nlohmann::json;

json summary_json(const GameSummary& s) {
  return {{"id", s.id},         {"game", s.game},     {"options", s.options}, {"south", s.south},
          {"north", s.north},   {"level", s.level},   {"status", s.status},   {"result", s.result},
          {"plies", s.plies},   {"source", s.source}, {"created", s.created}, {"updated", s.updated},
          {"rated", s.rated},   {"to_move", s.to_move}, {"days_per_move", s.days_per_move},
          {"turn_since_ms", s.turn_since_ms}};
}

json games_json(Archive& archive, const std::string& status, int limit, int offset) {
  int total = 0;
  json games = json::array();
  for (const auto& s : archive.list(status, limit, offset, total)) games.push_back(summary_json(s));
  return {{"total", total}, {"games", games}};
}

json lobby_json(Archive& archive) {
  // A game untouched for a day is not shown any more (it stays resumable by its link).
  const std::string day_ago = utc_time(std::chrono::system_clock::now() - std::chrono::hours(24));
  json open = json::array(), playing = json::array();
  for (const auto& s : archive.friend_games(200)) {
    json clock = s.clock_initial_ms > 0 ? json{{"initial_ms", s.clock_initial_ms}, {"increment_ms", s.clock_increment_ms}}
                                        : json(nullptr);
    json entry = {{"id", s.id}, {"game", s.game}, {"options", s.options}, {"clock", clock}, {"days_per_move", s.days_per_move},
                  {"plies", s.plies}, {"created", s.created}, {"updated", s.updated}};
    if (s.updated < day_ago) continue;
    if (!s.open_side.empty()) {
      if (!s.listed) continue;  // an invitation by link only
      entry["open_side"] = s.open_side;
      open.push_back(std::move(entry));
    } else {
      playing.push_back(std::move(entry));
    }
  }
  return {{"open", open}, {"playing", playing}};
}

}  // namespace manqala
