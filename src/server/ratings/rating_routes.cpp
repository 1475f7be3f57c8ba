#include "server/ratings/rating_routes.h"

#include <cmath>
#include <map>
#include <optional>

#include "games/registry.h"
#include "server/ratings/speed.h"

namespace manqala::ratings {

using nlohmann::json;

json rating_json(const PlayerRating& p) {
  return {{"game", p.game},
          {"speed", p.speed},
          {"rating", std::lround(p.rating.rating)},
          {"deviation", std::lround(p.rating.deviation)},
          {"games", p.games},
          {"provisional", provisional(p.rating)}};
}

RatingRoutes::RatingRoutes(Database& db, accounts::AccountRoutes& accounts) : store_(RatingStore::open(db)) {
  accounts.add_profile_part([this](const accounts::Account& account, json& profile) {
    json ratings = json::array(), history = json::array();
    std::map<std::string, json> change_in;  // by game id
    for (const auto& r : store_->ratings_of(account.id)) ratings.push_back(rating_json(r));
    for (const auto& p : store_->history_of(account.id, 500)) {
      history.push_back({{"game", p.game}, {"speed", p.speed}, {"game_id", p.game_id}, {"at", p.at},
                         {"rating", std::lround(p.rating)}, {"deviation", std::lround(p.deviation)}});
      if (p.before) change_in[p.game_id] = change_json(*p.before, p.rating);
    }
    profile["ratings"] = ratings;
    profile["history"] = history;
    // Each game of the list says what it did to this player's rating.
    for (json& g : profile["games"])
      if (const auto it = change_in.find(g.value("id", "")); it != change_in.end()) g["rating_change"] = it->second;
  });
}

json change_json(double before, double after) {
  return {{"before", std::lround(before)}, {"after", std::lround(after)}, {"change", shown_change(before, after)}};
}

json changes_json(const std::vector<RatingChange>& changes) {
  json out = json::object();
  for (const auto& c : changes) out[c.side] = change_json(c.before, c.after);
  return out;
}

std::vector<Route> RatingRoutes::table() {
  return {{"GET", "/api/leaderboard", Caller::anyone, kMaxBodyBytes, Pool::reads,
           [this](const Call& c) { leaderboard(c.t, c.respond); }},
          {"GET", "/api/games/{id}/ratings", Caller::anyone, kMaxBodyBytes, Pool::reads, [this](const Call& c) {
             const std::string id = c["id"];
             if (id.size() != 16) return c.respond(error(404, "no game " + id.substr(0, 40)));
             c.respond(json_response(200, {{"ratings", changes_json(store_->changes_of(id))}}));
           }}};
}

void RatingRoutes::leaderboard(const Target& t, const Respond& respond) {
  const std::string game = t.query.count("game") ? t.query.at("game") : "";
  if (game.empty()) return respond(error(400, "say which game: ?game= (" + game_names_text() + ")"));
  const std::string name(game_named(game).name());
  const int limit = int_param(t.query, "limit", 50, 1, 200);
  json boards = json::array();
  const std::string only = t.query.count("speed") ? t.query.at("speed") : "";
  if (!only.empty() && !is_speed(only))
    return respond(error(400, "speed must be bullet, blitz, rapid, classical, untimed, correspondence or bot"));
  std::optional<std::vector<int64_t>> members;  // ?club=: its members only
  if (t.query.count("club") && !t.query.at("club").empty())
    members = members_of_ ? members_of_(t.query.at("club")) : std::vector<int64_t>{};
  for (auto speed : kSpeeds) {
    if (!only.empty() && only != speed) continue;
    json players = json::array();
    int rank = 0;
    for (const auto& row : store_->leaderboard(name, std::string(speed), limit, members ? &*members : nullptr)) {
      json p = rating_json(row.rating);
      p.erase("game"), p.erase("speed");
      p["rank"] = ++rank, p["name"] = row.name;
      players.push_back(p);
    }
    if (!players.empty() || !only.empty()) boards.push_back({{"speed", speed}, {"players", players}});
  }
  respond(json_response(200, {{"game", name}, {"boards", boards}}));
}

}  // namespace manqala::ratings
