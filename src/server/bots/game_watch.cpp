#include "server/bots/game_watch.h"

namespace manqala::bots {

using nlohmann::json;

json game_state_event(const std::string& game_id, const json& g) {
  json moves = json::array();
  if (g.contains("moves"))
    for (const auto& m : g["moves"]) moves.push_back(m.value("move", ""));
  json clock = nullptr;
  if (g.contains("clock") && g["clock"].is_object())
    clock = {{"south_ms", g["clock"].value("south_ms", int64_t{0})},
             {"north_ms", g["clock"].value("north_ms", int64_t{0})},
             {"increment_ms", g["clock"].value("increment_ms", int64_t{0})}};
  return {{"type", "gameState"},   {"game", game_id},
          {"ply", g.value("ply", int64_t{0})},
          {"moves", moves},        {"position", g.value("position", "")},
          {"to_move", g.value("to_move", "")},
          {"legal", g.contains("legal") ? g["legal"] : json::array()},
          {"clock", clock},        {"status", g.value("status", "")},
          {"result", g.contains("result") ? g["result"] : json(nullptr)},
          {"draw_offer", g.contains("draw_offer") ? g["draw_offer"] : json(nullptr)}};
}

std::vector<json> GameWatch::snapshot() {
  std::lock_guard lock(mu_);
  std::vector<json> out;
  if (finished_ || start_.is_null()) return out;
  out.push_back(start_);
  if (!last_state_.is_null()) out.push_back(last_state_);
  return out;
}

void GameWatch::send_state(std::shared_ptr<const std::string> message) {
  const json m = json::parse(*message, nullptr, false);
  if (!m.is_object() || !m.contains("game") || !m["game"].is_object()) return;
  const json& g = m["game"];
  bool ended = false;
  std::vector<json> events;
  {
    std::lock_guard lock(mu_);
    if (finished_) return;
    if (!started_) {
      started_ = true;
      const json players = g.value("players", json::object());
      const std::string mine = side_ == Side::South ? "south" : "north", theirs = side_ == Side::South ? "north" : "south";
      events.push_back({{"type", "gameStart"},
                        {"game", game_id_},
                        {"side", mine},
                        {"opponent", players.value(theirs, "")},
                        {"name", g.value("game", "")},
                        {"options", g.value("options", "")},
                        {"rated", g.value("rated", false)},
                        {"clock", g.contains("clock") && g["clock"].is_object()
                                      ? json{{"initial_ms", g["clock"].value("initial_ms", int64_t{0})},
                                             {"increment_ms", g["clock"].value("increment_ms", int64_t{0})}}
                                      : json(nullptr)}});
      start_ = events.back();
    }
    // A state when the bot is to move (once a ply) and at the end: its own moves it knows from
    // their answers, and presence and spectators change nothing a bot needs.
    const int64_t ply = g.value("ply", int64_t{0});
    const std::string status = g.value("status", "");
    const bool over = status != "ongoing";
    const bool its_turn = g.value("to_move", "") == (side_ == Side::South ? "south" : "north") &&
                          g.contains("legal") && !g["legal"].empty();
    if ((its_turn && ply != last_ply_) || over) {
      last_ply_ = ply;
      events.push_back(game_state_event(game_id_, g));
      last_state_ = events.back();
    }
    if (over) {
      finished_ = ended = true;
      events.push_back({{"type", "gameFinish"}, {"game", game_id_}, {"status", status},
                        {"result", g.contains("result") ? g["result"] : json(nullptr)}});
    }
  }
  for (auto& e : events) feed_->push(std::move(e));
  if (ended && ended_) ended_();
}

}  // namespace manqala::bots
