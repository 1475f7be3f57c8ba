#include "server/study/study_routes.h"

#include <algorithm>

#include "facade/sentences.h"
#include "server/room/presenter.h"
#include "server/room/state.h"
#include "server/study/judged_position.h"

namespace manqala::study {

using nlohmann::json;

namespace {

// POST /api/play: a line of moves played from a position under the game's options (the
// analysis board's moves; repetition is judged along the line), and where it leads.
json play_line(const json& body) {
  if (!body.contains("moves") || !body["moves"].is_array() || body["moves"].size() > 400)
    throw ParseError("'moves' must be an array of at most 400 pit names");
  auto game = judged_position(body).game;
  ServerJudging bound(*game);
  json last = nullptr;
  for (const json& m : body["moves"]) {
    if (!m.is_string() || m.get_ref<const std::string&>().size() > 8) throw ParseError("each move must be a pit name");
    if (game->result().over()) throw ParseError("the game is over before " + m.get<std::string>());
    last = play_traced(*game, m.get<std::string>());  // ParseError: not legal here, with the legal moves
  }
  const Result r = game->result();
  return {{"position", game->position_text()},
          {"to_move", side_word(game->to_move())},
          {"legal", game->legal_moves()},
          {"board", board_json(*game)},
          {"captured", captured_json(*game)},
          {"over", r.over()},
          {"result", r.over() ? json{{"winner", winner_word(r.winner)}, {"reason", std::string(to_string(r.reason))},
                                     {"text", result_sentence(*game, r)}}
                               : json(nullptr)},
          {"last", last}};
}

}  // namespace

StudyRoutes::StudyRoutes(Games& games, JobQueue& jobs)
    : jobs_(jobs),
      analysis_(games.engine(), games.live(), games.engine_ms()),
      reviewer_(games.archive(), games.engine(), games.live(), std::min<int64_t>(games.engine_ms(), kReviewMsPerPosition)),
      explorer_(games.archive()) {}

std::vector<Route> StudyRoutes::table() {
  return {
      {"GET", "/api/games/{id}/review", Caller::anyone, kMaxBodyBytes, Pool::reads, [this](const Call& c) {
         jobs_.run(c.req.client, c.respond, [this, id = c["id"], client = c.req.client](const Respond& answer) {
           const json r = reviewer_.review(id, client);  // replays the game: not on a network thread
           answer(json_response(r["status"] == "done" ? 200 : 202, r));
         });
       }},
      {"POST", "/api/analysis", Caller::anyone, kMaxBodyBytes, Pool::reads, [this](const Call& c) { position_work(c, "analysis"); }},
      {"POST", "/api/play", Caller::anyone, kMaxBodyBytes, Pool::reads, [this](const Call& c) { position_work(c, "play"); }},
      {"POST", "/api/explorer", Caller::anyone, kMaxBodyBytes, Pool::reads, [this](const Call& c) { position_work(c, "explorer"); }},
  };
}

// A position's analysis, the engine's line from it or the explorer's moves: heavy work, on the
// caller's line of the jobs lane.
void StudyRoutes::position_work(const Call& c, const std::string& what) {
  if (what == "analysis" && !analyses_.allow(c.req.client))
    return c.respond(error(429, "too many engine requests from this address; wait a moment"));
  json body;
  HttpResponse bad;
  if (!parse_object(c.req, body, bad)) return c.respond(bad);
  jobs_.run(c.req.client, c.respond, [this, what, body](const Respond& answer) {
    if (what == "analysis") return analysis_.analyse(body, answer);
    if (what == "play") return answer(json_response(200, play_line(body)));
    const JudgedPosition p = judged_position(body);
    answer(json_response(200, explorer_.moves(p.name, p.options, p.game->position_text())));
  });
}

}  // namespace manqala::study
