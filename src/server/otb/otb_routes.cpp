#include "server/otb/otb_routes.h"

#include <regex>

#include "server/common/catalog.h"
#include "server/common/csv.h"
#include "server/common/qr_svg.h"

#include "core/notation.h"
#include "games/registry.h"
#include "pairing/tiebreaks.h"
#include "pairing/teams.h"
#include "pairing/trf.h"
#include "server/clubs/club_store.h"
#include "server/otb/otb_checks.h"
#include "server/common/refused.h"
#include "server/common/secrets.h"
#include "server/games/game_options.h"
#include "server/games/new_game.h"
#include "server/otb/otb_fields.h"
#include "server/otb/otb_import.h"
#include "server/otb/otb_model.h"
#include "server/otb/otb_view.h"

namespace manqala::otb {

using nlohmann::json;

namespace {

// The game and its options as the online tournaments' form sends them (an object of
// name: value), or as option words ("" for the defaults).
void read_game(const json& body, OtbTournament& t) {
  const std::string game = text_field(body, "game", 1, 40);
  const GameDescription& g = game_named(game);  // ParseError naming the games
  std::vector<std::string> words;
  if (body.contains("options") && body["options"].is_string()) {
    if (body["options"].get_ref<const std::string&>().size() > 400) throw ParseError("'options' is too long");
    for (auto w : split_words(body["options"].get_ref<const std::string&>())) words.emplace_back(w);
  } else if (body.contains("options")) {
    words = new_game_of({{"game", game}, {"options", body["options"]}, {"opponent", "friend"}}).options;
  }
  t.game = std::string(g.name());
  t.options = checked_options(g, words);
}

OtbTournament spec_of(const json& body) {
  OtbTournament t;
  t.name = text_field(body, "name", 1, 80);
  read_game(body, t);
  t.format = text_field(body, "format", 1, 20, "swiss");
  if (t.format != "swiss" && t.format != "round-robin" && t.format != "double-round-robin")
    throw ParseError("format must be swiss, round-robin or double-round-robin");
  t.rounds = t.format == "swiss" ? int_field(body, "rounds", 1, kMaxSwissRounds, 0) : 0;
  const auto system = t.format == "swiss" ? pairing::System::swiss : pairing::System::round_robin;
  const bool teams = int_field(body, "team_boards", 0, 12, 0) > 0;
  t.tiebreaks = text_field(body, "tiebreaks", 0, 200,
                           std::string(teams ? pairing::default_team_tie_breaks(system) : pairing::default_tie_breaks(system)));
  try {
    if (teams) {
      // The teams' order: GP or the individual ones (pairing/teams.h), as given.
      if (pairing::parse_team_tie_breaks(t.tiebreaks).size() > 10) throw ParseError("at most 10 tie-breaks");
    } else {
      const auto order = pairing::parse_tie_breaks(t.tiebreaks);
      if (order.size() > 10) throw ParseError("at most 10 tie-breaks");
      t.tiebreaks = pairing::format_tie_breaks(order);
    }
  } catch (const std::invalid_argument& e) {
    throw ParseError(std::string("tiebreaks: ") + e.what());
  }
  t.initial_colour = text_field(body, "initial_colour", 1, 10, "lot");
  if (t.initial_colour != "lot" && t.initial_colour != "white" && t.initial_colour != "black")
    throw ParseError("initial_colour must be lot, white or black");
  t.time_control = text_field(body, "time_control", 0, 40);
  t.place = text_field(body, "place", 0, 80);
  t.date = text_field(body, "date", 0, 10);
  int y = 0, m = 0, d = 0;
  if (!t.date.empty() && (t.date.size() != 10 || t.date[4] != '-' || t.date[7] != '-' ||
                          !parse_count(t.date.substr(0, 4), 9999, y) || !parse_count(t.date.substr(5, 2), 12, m) ||
                          !parse_count(t.date.substr(8, 2), 31, d) || m < 1 || d < 1))
    throw ParseError("date must be YYYY-MM-DD or empty");
  t.chief_arbiter = text_field(body, "chief_arbiter", 0, 80);
  t.club_id = text_field(body, "club_id", 0, 40);
  t.team_boards = int_field(body, "team_boards", 0, 12, 0);
  if (t.team_boards == 1) throw ParseError("a team event plays 2 to 12 boards a match (0: players, not teams)");
  t.acceleration = text_field(body, "acceleration", 1, 8, "none");
  if (t.acceleration != "none" && t.acceleration != "baku") throw ParseError("acceleration must be none or baku");
  if (t.acceleration == "baku" && t.format != "swiss") throw ParseError("Baku acceleration is for a Swiss");
  if (t.acceleration == "baku" && t.team_boards > 0) throw ParseError("Baku acceleration is for players, not teams");
  return t;
}

}  // namespace

OtbRoutes::OtbRoutes(Games& games, accounts::AccountRoutes& accounts, accounts::Notices& notices, JobQueue& jobs)
    : games_(games),
      archive_(games.archive()),
      accounts_(accounts),
      notices_(notices),
      jobs_(jobs),
      views_(jobs),
      store_(OtbStore::open(games.archive().database())) {}

bool directs(Database& db, const OtbTournament& t, int64_t account) {
  if (account == 0) return false;
  if (account == t.director_id) return true;
  if (t.club_id.empty()) return false;
  const std::string role = clubs::ClubStore::open(db)->role_of(t.club_id, account);
  return role == "owner" || role == "admin";
}

bool OtbRoutes::directs(const OtbTournament& t, int64_t account) { return otb::directs(archive_.database(), t, account); }

std::function<void(const Call&)> event_route(std::function<void(const Call&, const std::string& id)> f) {
  return [f = std::move(f)](const Call& c) {
    const std::string& id = c["id"];
    if (id.size() != 16) return c.respond(error(404, "no over-the-board tournament " + id.substr(0, 40)));
    f(c, id);
  };
}

std::vector<Route> OtbRoutes::table() {
  // A GET of the tournament as it stands.
  const auto loaded = [this](std::function<void(const Call&, const OtbData&)> f) {
    return event_route([this, f = std::move(f)](const Call& c, const std::string& id) {
      const auto d = store_->load(id);
      if (!d) return c.respond(error(404, "no over-the-board tournament " + id));
      f(c, *d);
    });
  };
  std::vector<Route> routes = {
      {"GET", "/api/otb", Caller::anyone, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) {
         json list = json::array();
         for (const auto& x : store_->list(c.t.query.count("club") ? c.t.query.at("club").substr(0, 40) : "",
                                          int_param(c.t.query, "limit", 50, 1, 500)))
           list.push_back(summary_json(x));
         c.respond(json_response(200, {{"tournaments", list}}));
       }},
      {"POST", "/api/otb", Caller::account, kMaxBodyBytes, Pool::reads, [this](const Call& c) { create(c.req, c.caller, c.respond); }},
      {"POST", "/api/otb/import", Caller::account, kMaxTrfBytes, Pool::reads,
       [this](const Call& c) { import(c.req, c.caller, c.t, c.respond); }},
      {"GET", "/api/otb/{id}", Caller::anyone, kMaxBodyBytes, Pool::reads,
       event_route([this](const Call& c, const std::string& id) { page(c.req, id, c.respond); })},
      {"GET", "/api/otb/{id}/live.svg", Caller::anyone, kMaxBodyBytes, Pool::reads,
       event_route([this](const Call& c, const std::string& id) { live_qr(c.t, id, c.respond); })},
      {"GET", "/api/otb/{id}/crosstable", Caller::anyone, kMaxBodyBytes, Pool::reads,
       loaded([this](const Call& c, const OtbData& d) { crosstable(c.req, c.t, d, c.respond); })},
      {"GET", "/api/otb/{id}/tiebreaks", Caller::anyone, kMaxBodyBytes, Pool::reads,
       loaded([this](const Call& c, const OtbData& d) { tiebreaks(c.req, d, c.respond); })},
      {"GET", "/api/otb/{id}/rating-report", Caller::anyone, kMaxBodyBytes, Pool::reads,
       loaded([this](const Call& c, const OtbData& d) { rating_report(c.req, c.t, d, c.respond); })},
      // Writing a large file is heavy work.
      {"GET", "/api/otb/{id}/tournament.trf", Caller::anyone, kMaxBodyBytes, Pool::reads,
       loaded([this](const Call& c, const OtbData& d) {
         jobs_.run(c.req.client, c.respond, [this, d, t = c.t](const Respond& answer) { trf(d, t, answer); });
       })},
  };
  // The director's changes, and the two board routes anyone may use (a result proposed from the
  // hall, a scoresheet): each tells of the change once it is made.
  for (const char* tail : {"players", "players/{player}", "renumber", "teams", "teams/{team}", "byes", "pair", "unpair", "finish",
                           "reopen", "hall", "acceleration", "forbidden", "forbidden/{pair}/end", "rounds/{round}/pairings",
                           "rounds/{round}/boards/{board}/confirm", "rounds/{round}/boards/{board}/online",
                           "rounds/{round}/boards/{board}/result", "rounds/{round}/boards/{board}/sheet"}) {
    const std::string tail_text = tail;
    const bool board_route = tail_text.ends_with("/result") || tail_text.ends_with("/sheet");
    routes.push_back({"POST", "/api/otb/{id}/" + tail_text, board_route ? Caller::anyone : Caller::account, kMaxBodyBytes,
                      Pool::reads, event_route([this, board_route](const Call& c, const std::string& id) {
                        const SeatAccount me = board_route ? accounts_.acting(c.req) : c.caller;
                        if (!changed_) return post(c.req, c.t, me, board_route, c.respond);
                        post(c.req, c.t, me, board_route, [this, id, respond = c.respond](HttpResponse r) {
                          const bool changed = r.status < 300;
                          respond(std::move(r));
                          if (changed) changed_(id);
                        });
                      })});
  }
  return routes;
}

void OtbRoutes::page(const HttpRequest& req, const std::string& id, const Respond& respond) {
  const auto d = store_->load(id);
  if (!d) return respond(error(404, "no over-the-board tournament " + id));
  answer_view(req, *d, directs(d->t, accounts_.acting(req).id), respond);
}

void OtbRoutes::create(const HttpRequest& req, const SeatAccount& me, const Respond& respond) {
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  OtbTournament t = spec_of(body);
  if (!t.club_id.empty()) {
    const auto clubs = clubs::ClubStore::open(archive_.database());
    if (!clubs->find(t.club_id)) return respond(error(404, "no club " + t.club_id));
    const std::string role = clubs->role_of(t.club_id, me.id);
    if (role != "owner" && role != "admin") return respond(error(403, "only the club's admins hold its tournaments"));
  }
  if (!creations_.allow(req.client)) return respond(error(429, "too many new tournaments from this address; wait a minute"));
  t.director_id = me.id;
  t.colour_seed = static_cast<int64_t>(std::stoull(random_hex(4), nullptr, 16));
  respond(json_response(201, {{"id", store_->create(t, me.name)}}));
}

void OtbRoutes::import(const HttpRequest& req, const SeatAccount& me, const Target& target, const Respond& respond) {
  OtbTournament t;
  read_game({{"game", target.query.count("game") ? target.query.at("game") : ""}}, t);
  t.tiebreaks = "BH-C1,BH,SB,DE";
  t.director_id = me.id;
  if (!creations_.allow(req.client)) return respond(error(429, "too many new tournaments from this address; wait a minute"));
  // Reading a file of hundreds of players and rounds is heavy work, on the importer's line.
  jobs_.answer("account:" + std::to_string(me.id), respond, [this, t, body = req.body, name = me.name] {
    pairing::Tournament file;
    try {
      file = pairing::read_trf(body);
    } catch (const pairing::TrfError& e) {
      return error(400, e.what());
    }
    const OtbData d = import_of(file, t);
    return json_response(201, {{"id", store_->import(d, name)}});
  });
}

// The QR code of the tournament's live page, `origin` the site's address as the page sees it
// (https://club.example:8443): the printed pairings carry it for the phones in the hall.
void OtbRoutes::live_qr(const Target& t, const std::string& id, const Respond& respond) {
  static const std::regex origin_form(R"(https?://[A-Za-z0-9.-]{1,80}(:[0-9]{1,5})?)");
  const std::string origin = t.query.count("origin") ? t.query.at("origin") : "";
  if (!std::regex_match(origin, origin_form)) return respond(error(400, "origin is the site's address, http(s)://host[:port]"));
  if (!store_->find(id)) return respond(error(404, "no over-the-board tournament " + id));
  const auto svg = qr_svg(origin + "/#/otb/" + id);
  if (!svg) return respond(error(400, "that address makes no QR code"));
  HttpResponse r{200, "image/svg+xml", *svg, {}};
  r.headers.emplace_back("Cache-Control", "public, max-age=86400");
  respond(r);
}

void OtbRoutes::rating_report(const HttpRequest& req, const Target& t, const OtbData& d, const Respond& respond) {
  const json report = rating_report_json(d);
  if (!t.query.count("format") || t.query.at("format") == "json") return respond(json_response(200, report));
  if (t.query.at("format") != "csv") return respond(error(400, "format is json or csv"));
  // The header in the reader's language, as the online tournaments' CSV.
  const std::string language = request_language(req);
  std::string text;
  for (const char* column : {"number", "name", "title", "federation", "fide_id", "rating", "games", "points", "average_opponent",
                             "performance"})
    text += (text.empty() ? "" : ",") + csv_cell(catalog_message(language, std::string("csv.report.") + column));
  text += "\r\n";
  for (const json& r : report["rows"]) {
    text += std::to_string(r["number"].get<int>()) + "," + csv_text(r["name"]) + "," + csv_text(r["title"]) + "," +
            csv_text(r["federation"]) + "," + csv_text(r["fide_id"]) + "," + std::to_string(r["rating"].get<int>()) + "," +
            std::to_string(r["games"].get<int>()) + "," + r["points"].get<std::string>() + "," +
            std::to_string(r["average_opponent"].get<int>()) + "," + std::to_string(r["performance"].get<int>()) + "\r\n";
  }
  HttpResponse out{200, "text/csv; charset=utf-8", text, {}};
  out.headers.emplace_back("Content-Disposition", "attachment; filename=\"manqala-otb-" + d.t.id + "-rating-report.csv\"");
  respond(out);
}

void OtbRoutes::trf(const OtbData& d, const Target& t, const Respond& respond) {
  const std::string flavour = t.query.count("flavour") ? t.query.at("flavour") : "trf2026";
  if (flavour != "trf2026" && flavour != "trfx") return respond(error(400, "flavour is trf2026 or trfx"));
  std::string text;
  try {
    text = pairing::write_trf(model_of(d), flavour == "trfx" ? pairing::TrfFlavour::trf2016x : pairing::TrfFlavour::trf2026);
  } catch (const pairing::TrfError& e) {
    return respond(error(422, std::string("this tournament cannot be written as a TRF: ") + e.what()));
  }
  HttpResponse r{200, "text/plain; charset=utf-8", text, {}};
  r.headers.emplace_back("Content-Disposition", "attachment; filename=\"manqala-otb-" + d.t.id + ".trf\"");
  r.headers.emplace_back("Cache-Control", "no-store");
  respond(r);
}

}  // namespace manqala::otb
