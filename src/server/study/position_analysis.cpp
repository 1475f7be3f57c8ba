#include "server/study/position_analysis.h"

#include <algorithm>
#include <map>
#include <memory>

#include "facade/sentences.h"
#include "games/registry.h"
#include "search/score.h"
#include "server/common/refused.h"
#include "server/common/route_helpers.h"
#include "server/room/presenter.h"
#include "server/room/state.h"
#include "server/study/judged_position.h"

namespace manqala {

using nlohmann::json;

namespace {

// A score in seeds from South's view (forced wins ±1000), as GET .../eval gives it.
double south_seeds(int score, Side to_move) {
  const double seeds = is_decisive(score) ? (score > 0 ? 1000.0 : -1000.0) : score / double(kSeed);
  return to_move == Side::South ? seeds : -seeds;
}

}  // namespace

void PositionAnalysis::analyse(const json& body, const Respond& respond) {
  int lines = 3;
  if (body.contains("lines")) {
    if (!body["lines"].is_number_integer() || body["lines"].get<int64_t>() < 1 || body["lines"].get<int64_t>() > kMaxLines)
      throw ParseError("'lines' must be 1 to " + std::to_string(kMaxLines));
    lines = static_cast<int>(body["lines"].get<int64_t>());
  }
  int64_t ms = ms_;
  if (body.contains("ms")) {
    if (!body["ms"].is_number_integer() || body["ms"].get<int64_t>() < 50 || body["ms"].get<int64_t>() > 60000)
      throw ParseError("'ms' must be 50 to 60000 (the server thinks at most " + std::to_string(ms_) + " ms)");
    ms = std::min(ms_, body["ms"].get<int64_t>());
  }
  std::shared_ptr<AnyGame> game = study::judged_position(body).game;
  if (live_.protects(*game)) throw Refused(409, LivePositions::kRefusal, "fair-play");
  json answer = {{"game", std::string(game->description().name())},
                 {"position", game->position_text()},
                 {"to_move", side_word(game->to_move())},
                 {"legal", game->legal_moves()},
                 {"endgame", endgame_json(*game)}};
  if (game->result().over()) {
    answer["over"] = true;
    answer["result"] = status_text(game->result());
    answer["lines"] = json::array();
    return respond(json_response(200, answer));
  }
  answer["over"] = false;
  SearchLimits limits;
  limits.movetime_ms = ms;
  const bool queued = pool_.submit(EnginePool::Priority::Analysis, [game, lines, limits, answer, respond](TranspositionTable& tt) mutable {
    std::atomic<bool> stop{false};
    tt.clear();
    PlayerOptions player;
    player.multipv = lines;
    std::map<int, std::vector<AnyGame::Report>> by_depth;  // the lines of each depth reported
    const AnyGame::Report best = game->think(player, limits, tt, stop, [&](const AnyGame::Report& r) {
      by_depth[r.depth].push_back(r);
    });
    std::vector<AnyGame::Report> found = by_depth.empty() ? std::vector<AnyGame::Report>{best} : by_depth.rbegin()->second;
    json out = json::array();
    for (const auto& r : found)
      out.push_back({{"score", south_seeds(r.score, game->to_move())}, {"text", signed_score(r.score)}, {"pv", r.pv}});
    answer["depth"] = found.front().depth;
    answer["lines"] = out;
    respond(json_response(200, answer));
  });
  if (!queued) respond(error(503, "the engine is busy; try again in a moment"));
}

}  // namespace manqala
