#include "server/learn/learn_routes.h"

#include <algorithm>

#include "games/registry.h"

namespace manqala::learn {

using nlohmann::json;

namespace {

// A stage's id as the courses write them: 1 to 40 small letters, digits and dashes.
bool stage_id(const std::string& s) {
  return !s.empty() && s.size() <= 40 &&
         std::all_of(s.begin(), s.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

}  // namespace

std::vector<Route> LearnRoutes::table() {
  return {
      {"GET", "/api/learn/progress", Caller::account, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) { c.respond(json_response(200, {{"progress", store_->progress_of(c.caller.id)}})); }},
      {"POST", "/api/learn/progress", Caller::account, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) { record(c.req, c.caller.id, c.respond); }},
  };
}

// {"game", "stage", "stars"}: the stars kept where they are more than the stage had.
void LearnRoutes::record(const HttpRequest& req, int64_t account, const Respond& respond) {
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  const GameDescription& game = named_game(string_field(body, "game"));
  const std::string stage = string_field(body, "stage");
  if (!stage_id(stage)) return respond(error(400, "stage must be 1 to 40 small letters, digits or dashes"));
  const json& stars = body.contains("stars") ? body["stars"] : json();
  if (!stars.is_number_integer() || stars.get<int64_t>() < 1 || stars.get<int64_t>() > 3)
    return respond(error(400, "stars must be 1, 2 or 3"));
  if (!store_->record(account, std::string(game.name()), stage, stars.get<int>()))
    return respond(error(400, "an account keeps the stars of at most " + std::to_string(LearnStore::kMaxStages) + " stages"));
  respond(json_response(200, {{"progress", store_->progress_of(account)}}));
}

}  // namespace manqala::learn
