#include "server/puzzles/puzzle_routes.h"

#include <iostream>

#include "games/registry.h"
#include "tools/puzzles/puzzle.h"

namespace manqala::puzzles {

using nlohmann::json;

namespace {

json puzzle_rating_json(const ratings::Rating& r) {
  return {{"rating", r.rating}, {"deviation", r.deviation}, {"provisional", ratings::provisional(r)}};
}

json puzzle_history_json(const std::vector<Try>& tries) {
  json out = json::array();
  for (const Try& t : tries) out.push_back({{"puzzle", t.puzzle}, {"solved", t.solved}, {"rating", t.rating}, {"at", t.at}});
  return out;
}

}  // namespace

PuzzleRoutes::PuzzleRoutes(Database& db, const ReadFile& read) : store_(PuzzleStore::open(db)) {
  for (const GameDescription* g : registered_games()) {
    const auto text = read("/games/" + std::string(g->folder()) + "/puzzles.jsonl");
    if (!text) continue;
    try {
      auto& ids = starting_[std::string(g->name())];
      for (const Puzzle& p : parse_set(*text)) ids[p.id] = p.rating;
    } catch (const std::exception& e) {  // a damaged set: the page cannot play it either
      std::cerr << "puzzles of " << g->name() << " not read: " << e.what() << "\n";
    }
  }
}

std::vector<Route> PuzzleRoutes::table() {
  return {
      {"GET", "/api/puzzles/rating", Caller::account, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) { rating(c.t, c.caller.id, c.respond); }},
      {"POST", "/api/puzzles/attempt", Caller::account, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) { attempt(c.req, c.caller.id, c.respond); }},
  };
}

void PuzzleRoutes::rating(const Target& t, int64_t account, const Respond& respond) {
  const std::string name(named_game(t.query.count("game") ? t.query.at("game") : "").name());
  respond(json_response(200, {{"game", name},
                              {"player", puzzle_rating_json(store_->player(account, name))},
                              {"history", puzzle_history_json(store_->history(account, name))}}));
}

// {"game", "puzzle", "solved"}: the try, rated when it is the account's first of that puzzle.
void PuzzleRoutes::attempt(const HttpRequest& req, int64_t account, const Respond& respond) {
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  const std::string name(named_game(string_field(body, "game")).name());
  const std::string id = string_field(body, "puzzle");
  const auto set = starting_.find(name);
  if (set == starting_.end() || !set->second.count(id))
    return respond(error(404, "no puzzle " + id.substr(0, 60) + " in the " + name + " set"));
  if (!body.contains("solved") || !body["solved"].is_boolean()) return respond(error(400, "solved must be true or false"));
  const TryResult r = store_->record(account, name, id, set->second.at(id), body["solved"].get<bool>());
  respond(json_response(200, {{"rated", r.rated},
                              {"player", puzzle_rating_json(r.player)},
                              {"puzzle", {{"rating", r.puzzle.rating.rating},
                                          {"deviation", r.puzzle.rating.deviation},
                                          {"plays", r.puzzle.plays}}},
                              {"history", puzzle_history_json(store_->history(account, name))}}));
}

}  // namespace manqala::puzzles
