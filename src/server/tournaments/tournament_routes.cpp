#include "server/tournaments/tournament_routes.h"

#include <set>
#include <stdexcept>

#include "games/registry.h"
#include "pairing/tiebreaks.h"
#include "server/clubs/club_logo.h"
#include "server/clubs/logo_store.h"
#include "server/clubs/club_store.h"
#include "server/common/catalog.h"
#include "server/common/event_limits.h"
#include "server/common/http_cache.h"
#include "server/common/visible_text.h"
#include "server/games/game_options.h"
#include "server/games/new_game.h"
#include "server/room/presenter.h"
#include "server/db/utc_time.h"
#include "server/room/state.h"
#include "server/tournaments/announcements.h"
#include "server/tournaments/manual_pairing.h"
#include "server/tournaments/start_time.h"
#include "server/tournaments/tournament_trf.h"
#include "server/tournaments/tournament_view.h"

namespace manqala::tournaments {

using nlohmann::json;

namespace {

// An optional time to come (UTC, ISO 8601), within a year; "" when absent or null. Stored as
// utc_time() writes it, so that it sorts with the store's other times.
std::string time_field(const json& body, const char* key) {
  if (!body.contains(key) || body[key].is_null()) return "";
  const auto why = std::string("'") + key + "' is a UTC time to come within a year, such as 2026-12-24T18:00:00Z";
  if (!body[key].is_string()) throw ParseError(why);
  const auto at = parse_start_time(body[key].get<std::string>());
  const auto now = Clock::now();
  if (!at || *at <= now || *at > now + std::chrono::hours(24 * 366)) throw ParseError(why);
  return utc_time(*at);
}

// The organiser's tie-breaks, C.07 acronyms in order, kept in C.07's spelling; "" (absent or
// blank) for the format's default.
std::string tiebreaks_field(const json& body) {
  if (!body.contains("tiebreaks") || body["tiebreaks"].is_null()) return "";
  if (!body["tiebreaks"].is_string() || body["tiebreaks"].get<std::string>().size() > 200)
    throw ParseError("'tiebreaks' is FIDE C.07 acronyms separated by commas, such as BH-C1,BH,SB,DE");
  std::vector<pairing::TieBreak> order;
  try {
    order = pairing::parse_tie_breaks(body["tiebreaks"].get<std::string>());
  } catch (const std::invalid_argument& e) {
    throw ParseError(e.what());
  }
  if (order.size() > 8) throw ParseError("at most 8 tie-breaks");
  return pairing::format_tie_breaks(order);
}

Spec spec_of(const json& body) {
  Spec s;
  s.name = string_field(body, "name");
  // Counted in characters, not bytes: an Arabic name has two bytes a letter.
  const long characters = s.name.size() > 400 ? 81 : visible_length(s.name);
  if (characters < 0) throw ParseError("a tournament's name is one line of visible text (no direction marks or invisible characters)");
  if (characters < 3 || characters > 80) throw ParseError("a tournament's name has 3 to 80 characters");
  s.format = string_field(body, "format", "swiss");
  if (s.format != "swiss" && s.format != "round-robin" && s.format != "double-round-robin")
    throw ParseError("format must be swiss, round-robin or double-round-robin");
  json game_fields = body;
  game_fields["opponent"] = "friend";
  const NewGame g = new_game_of(game_fields);
  if (g.game.empty()) throw ParseError("'game' is required (" + game_names_text() + ")");
  const GameDescription& game = game_named(g.game);
  s.game = std::string(game.name());
  s.options = checked_options(game, g.options);
  if (g.clock_minutes < 0 || g.clock_minutes > 180 || g.clock_seconds < 0 || g.clock_seconds > 59 ||
      g.clock_increment_s < 0 || g.clock_increment_s > 60)
    throw ParseError("the clock is 0 to 180 minutes, 0 to 59 seconds, and an increment of 0 to 60 s");
  s.clock_initial_ms = (int64_t{g.clock_minutes} * 60 + g.clock_seconds) * 1000;
  s.clock_increment_ms = int64_t{g.clock_increment_s} * 1000;
  if (s.clock_initial_ms == 0 && s.clock_increment_ms > 0) throw ParseError("an increment needs a clock (minutes)");
  s.rated = !body.contains("rated") || (body["rated"].is_boolean() && body["rated"].get<bool>());
  if (body.contains("rated") && !body["rated"].is_boolean()) throw ParseError("'rated' must be true or false");
  if (s.format == "swiss") {
    if (!body.contains("rounds") || !body["rounds"].is_number_integer() || body["rounds"].get<int64_t>() < 1 ||
        body["rounds"].get<int64_t>() > 30)
      throw ParseError("a Swiss tournament needs 'rounds', 1 to 30");
    s.rounds = static_cast<int>(body["rounds"].get<int64_t>());
    s.late_entry_until_round = s.rounds / 2;  // lichess's rule of thumb: the first half
    s.max_byes = 1;
  }
  if (body.contains("max_byes")) {
    const json& v = body["max_byes"];
    if (s.format != "swiss" && !(v.is_number_integer() && v.get<int64_t>() == 0))
      throw ParseError("'max_byes' is for Swiss tournaments only");
    if (!v.is_number_integer() || v.get<int64_t>() < 0 || v.get<int64_t>() > s.rounds)
      throw ParseError("'max_byes' is 0 (none) to the number of rounds");
    s.max_byes = static_cast<int>(v.get<int64_t>());
  }
  if (body.contains("late_entry_until_round")) {
    const json& v = body["late_entry_until_round"];
    if (!v.is_number_integer() || v.get<int64_t>() < 0 || v.get<int64_t>() > s.rounds)
      throw ParseError(s.format == "swiss" ? "'late_entry_until_round' is 0 (no late entry) to the number of rounds"
                                           : "'late_entry_until_round' is for Swiss tournaments only");
    s.late_entry_until_round = static_cast<int>(v.get<int64_t>());
  }
  if (body.contains("forfeit_after_s")) {
    if (!body["forfeit_after_s"].is_number_integer() || body["forfeit_after_s"].get<int64_t>() < 0 ||
        body["forfeit_after_s"].get<int64_t>() > 86400)
      throw ParseError("'forfeit_after_s' is 0 (never) to 86400 seconds");
    s.forfeit_after_s = static_cast<int>(body["forfeit_after_s"].get<int64_t>());
  }
  if (body.contains("pause_s")) {
    if (!body["pause_s"].is_number_integer() || body["pause_s"].get<int64_t>() < 0 || body["pause_s"].get<int64_t>() > 3600)
      throw ParseError("'pause_s' is 0 to 3600 seconds between rounds");
    s.pause_s = static_cast<int>(body["pause_s"].get<int64_t>());
  }
  if (body.contains("chat") && !body["chat"].is_boolean()) throw ParseError("'chat' must be true or false");
  s.chat = !body.contains("chat") || body["chat"].get<bool>();
  if (body.contains("bots") && !body["bots"].is_boolean()) throw ParseError("'bots' must be true or false");
  s.bots = body.contains("bots") && body["bots"].get<bool>();
  s.club_id = string_field(body, "club");
  s.description = string_field(body, "description");
  if (const auto why = text_refusal(s.description, 2000, true, "a description"); !why.empty()) throw ParseError(why);
  s.tiebreaks = tiebreaks_field(body);
  s.starts_at = time_field(body, "starts_at");
  s.registration_closes_at = time_field(body, "registration_closes_at");
  return s;
}

}  // namespace

TournamentRoutes::TournamentRoutes(Archive& archive, accounts::AccountRoutes& accounts, clubs::ClubRoutes& clubs,
                                   Director& director, JobQueue& jobs)
    : archive_(archive), accounts_(accounts), director_(director), jobs_(jobs), views_(jobs), store_(TournamentStore::open(archive.database())) {
  clubs.add_page_part([this](const clubs::Club& club, json& page) {
    json list = json::array();
    for (const auto& t : store_->list("", club.id, 100)) list.push_back(summary_json(t));
    page["tournaments"] = list;
  });
  // Someone no longer a member is no longer registered for the club's tournaments still to
  // start (those under way keep their players: a withdrawal is the organiser's to make).
  clubs.on_member_gone([this](const std::string& club, int64_t account) {
    for (const auto& t : store_->list("registering", club, 500)) store_->remove_entrant(t.id, account);
  });
}

bool TournamentRoutes::organises(const Tournament& t, int64_t account) {
  if (account == t.organiser_id) return true;
  if (t.club_id.empty()) return false;
  const std::string role = clubs::ClubStore::open(archive_.database())->role_of(t.club_id, account);
  return role == "owner" || role == "admin";
}

void TournamentRoutes::page_for(const HttpRequest& req, const std::string& id, const SeatAccount& viewer,
                                const Respond& respond, const json& extra) {
  const auto t = store_->find(id);
  if (!t) return respond(error(404, "no tournament " + id));
  auto entrants = store_->entrants(id);
  auto byes = store_->asked_byes(id);
  auto boards = store_->boards(id);
  const uint64_t key = digest_of(*t, entrants, boards, byes);
  json parts = viewer_parts(*t, entrants, byes, viewer);
  parts.update(timely_json(*t));
  views_.get("page " + id, key, req.client,
             [t = *t, entrants, boards, byes] { return page_json(t, entrants, boards, byes); },
             [req, respond, parts = std::move(parts), extra](ViewCache::View view, std::exception_ptr failure) {
               if (!view) return respond(error_of(failure));
               json page = view->json;
               page.update(parts);
               json out = extra;
               out["tournament"] = std::move(page);
               respond(revalidated(req, out.dump()));
             });
}

json TournamentRoutes::viewer_parts(const Tournament& t, const std::vector<Entrant>& entrants,
                                    const std::vector<AskedBye>& byes, const SeatAccount& viewer) {
  json page;
  bool registered = false;
  for (const auto& e : entrants) registered |= e.account_id == viewer.id && !e.withdrawn;
  int byes_asked = 0;  // all of them, paired or not: each counts to max_byes
  for (const auto& b : byes) byes_asked += viewer.id != 0 && b.account_id == viewer.id;
  json notes = json::array();
  for (const Announcement& a : AnnouncementStore::open(archive_.database())->newest(t.id))
    notes.push_back({{"text", a.text}, {"posted", a.posted}});
  page["announcements"] = notes;
  const std::string logo = t.club_id.empty() ? "" : clubs::LogoStore::open(archive_.database())->updated(t.club_id);
  page["club_logo"] = logo.empty() ? json(nullptr) : json(clubs::logo_url(t.club_id, logo));
  page["you"] = {{"registered", viewer.id != 0 && registered}, {"organiser", viewer.id != 0 && organises(t, viewer.id)},
                 {"byes_asked", byes_asked}};
  // The next round's pairing by hand is the organiser's until it is used.
  if (viewer.id != 0 && organises(t, viewer.id)) page["manual_pairings"] = t.manual_pairings;
  return page;
}

std::vector<Route> TournamentRoutes::table() {
  std::vector<Route> routes = {
      {"GET", "/api/tournaments", Caller::anyone, kMaxBodyBytes, Pool::reads, [this](const Call& c) { list(c); }},
      {"POST", "/api/tournaments", Caller::account, kMaxBodyBytes, Pool::reads, [this](const Call& c) { create(c.req, c.caller, c.respond); }},
      {"GET", "/api/tournaments/{id}", Caller::anyone, kMaxBodyBytes, Pool::reads,
       [this](const Call& c) {
         if (const auto t = tournament_of(c)) page_for(c.req, t->id, accounts_.acting(c.req), c.respond);
       }},
  };
  add_each(routes, "GET", "/api/tournaments/{id}/", {"standings.csv", "games.txt", "tournament.trf"}, Caller::anyone,
           [this](const Call& c, const std::string& what) {
             if (const auto t = tournament_of(c)) exported(c, *t, what);
           });
  add_each(routes, "POST", "/api/tournaments/{id}/",
           {"join", "leave", "bye", "bye-cancel", "start", "pause", "resume", "withdraw", "description", "manual-pairings",
            "announce", "result"},
           Caller::account, [this](const Call& c, const std::string& what) {
             if (const auto t = tournament_of(c)) action(c.req, c.caller, *t, what, c.respond);
           });
  return routes;
}

std::optional<Tournament> TournamentRoutes::tournament_of(const Call& c) {
  return found_or_404(c, "id", "tournament", [this](const std::string& id) { return store_->find(id); });
}

void TournamentRoutes::list(const Call& c) {
  const auto& q = c.t.query;
  const std::string status = q.count("status") ? q.at("status") : "";
  if (status != "" && status != "registering" && status != "running" && status != "paused" && status != "finished")
    return c.respond(error(400, "status must be registering, running, paused or finished"));
  json list = json::array();
  for (const auto& x : store_->list(status, q.count("club") ? q.at("club") : "", int_param(q, "limit", 50, 1, 500)))
    list.push_back(summary_json(x));
  c.respond(json_response(200, {{"tournaments", list}}));
}

// The exports read every game or rank every player: heavy work, on the reader's line.
void TournamentRoutes::exported(const Call& c, const Tournament& tournament, const std::string& what) {
  jobs_.run(c.req.client, c.respond,
            [this, t = tournament, what, query = c.t.query, language = request_language(c.req)](const Respond& answer) {
              if (what == "games.txt") return records(t, answer);
              const auto entrants = store_->entrants(t.id);
              const auto boards = store_->boards(t.id);
              if (what == "tournament.trf") return trf(t, entrants, boards, query, answer);
              HttpResponse csv{200, "text/csv; charset=utf-8", standings_csv(t, entrants, boards, language), {}};
              csv.headers.emplace_back("Content-Disposition", "attachment; filename=\"manqala-tournament-" + t.id + ".csv\"");
              csv.headers.emplace_back("Cache-Control", "no-store");
              answer(csv);
            });
}

void TournamentRoutes::create(const HttpRequest& req, const SeatAccount& me, const Respond& respond) {
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  Spec spec = spec_of(body);
  if (!creations_.allow(req.client)) return respond(error(429, "too many new clubs or tournaments from this address; wait a minute"));
  spec.organiser_id = me.id;
  if (!spec.club_id.empty()) {
    const auto clubs = clubs::ClubStore::open(archive_.database());
    if (!clubs->find(spec.club_id)) return respond(error(404, "no club " + spec.club_id.substr(0, 40)));
    const std::string role = clubs->role_of(spec.club_id, me.id);
    if (role != "owner" && role != "admin") return respond(error(403, "only the club's admins announce its tournaments"));
  }
  respond(json_response(201, {{"tournament", summary_json(store_->create(spec))}}));
}

void TournamentRoutes::action(const HttpRequest& req, const SeatAccount& me, const Tournament& t, const std::string& what,
                              const Respond& respond) {
  json body;
  HttpResponse bad;
  if (!parse_object(req, body, bad)) return respond(bad);
  auto answer = [&] { page_for(req, t.id, me, respond); };
  try {
    if (what == "join") {
      const bool late = late_entry_open(t);
      if (t.status != "registering" && !late) {
        if (t.status == "finished" || t.format != "swiss" || t.late_entry_until_round == 0)
          return respond(error(409, "registration is closed: the tournament has started"));
        return respond(error(409, "late entry closed: it was open until round " +
                                      std::to_string(t.late_entry_until_round) + " was paired"));
      }
      if (registration_closed_by_deadline(t, Clock::now()))
        return respond(error(409, "registration closed at " + t.registration_closes_at));
      if (!t.club_id.empty() && clubs::ClubStore::open(archive_.database())->role_of(t.club_id, me.id).empty())
        return respond(error(403, "this tournament is for the club's members"));
      if (t.players >= kMaxEventPlayers) return respond(error(409, "the tournament is full"));
      if (!late) store_->add_entrant(t.id, me.id);
      else if (!store_->add_late_entrant(t.id, me.id)) {
        for (const Entrant& e : store_->entrants(t.id))
          if (e.account_id == me.id && e.withdrawn) return respond(error(409, "you withdrew from this tournament"));
      }
      return answer();
    }
    if (what == "bye" || what == "bye-cancel") {
      if (!body.contains("round") || !body["round"].is_number_integer() || body["round"].get<int64_t>() < 1 ||
          body["round"].get<int64_t>() > 30)
        return respond(error(400, "'round' is a round of the tournament, 1 to 30"));
      const int round = static_cast<int>(body["round"].get<int64_t>());
      if (what == "bye") director_.ask_bye(t.id, me.id, round);
      else director_.cancel_bye(t.id, me.id, round);
      return answer();
    }
    if (what == "leave") {
      director_.withdraw(t.id, me.id);
      return answer();
    }
    if (!organises(t, me.id)) return respond(error(403, "only the organiser does that"));
    if (what == "start") director_.start(t.id);
    else if (what == "pause") director_.pause(t.id);
    else if (what == "resume") director_.resume(t.id);
    else if (what == "withdraw") {
      const auto who = accounts_.find(string_field(body, "name"));
      if (!who) return respond(error(404, "no such player"));
      director_.withdraw(t.id, who->id);
    } else if (what == "description") {
      const std::string text = string_field(body, "description");
      if (const auto why = text_refusal(text, 2000, true, "a description"); !why.empty()) return respond(error(400, why));
      store_->set_description(t.id, text);
    } else if (what == "manual-pairings") {
      const std::string text = string_field(body, "text");
      if (text.size() > kMaxManualPairing) return respond(error(400, "a pairing is at most 4096 bytes"));
      json breaches = json::array();
      for (const auto& b : director_.set_manual_pairings(t.id, text))
        breaches.push_back({{"criterion", b.criterion}, {"text", b.text}});
      return page_for(req, t.id, me, respond, {{"breaches", breaches}});
    } else if (what == "announce") {
      const std::string text = string_field(body, "text");
      if (const auto why = text_refusal(text, AnnouncementStore::kMaxCharacters, false, "an announcement"); !why.empty())
        return respond(error(400, why));
      if (!AnnouncementStore::open(archive_.database())->post(t.id, text))
        return respond(error(429, "at most " + std::to_string(AnnouncementStore::kPerDay) +
                                      " announcements a day for a tournament; wait a while"));
      tell(t, text);
    } else if (what == "result") {
      if (!body.contains("round") || !body["round"].is_number_integer() || !body.contains("board") ||
          !body["board"].is_number_integer())
        return respond(error(400, "'round' and 'board' must be whole numbers"));
      director_.correct(t.id, static_cast<int>(body["round"].get<int64_t>()), static_cast<int>(body["board"].get<int64_t>()),
                        string_field(body, "result"));
    } else {
      return respond(error(404, "no such route: POST /api/tournaments/<id>/" + what.substr(0, 40)));
    }
    answer();
  } catch (const Refused&) {
    respond(error_of(std::current_exception()));
  }
}

void TournamentRoutes::tell(const Tournament& t, const std::string& text) {
  std::set<int64_t> to;
  for (const Entrant& e : store_->entrants(t.id))
    if (!e.withdrawn) to.insert(e.account_id);
  if (!t.club_id.empty())
    for (const auto& m : clubs::ClubStore::open(archive_.database())->members(t.club_id)) to.insert(m.account_id);
  for (const int64_t account : to)
    director_.notices().notify(account, {{"type", "tournament-announcement"}, {"tournament", t.id}, {"name", t.name}, {"text", text}});
}

void TournamentRoutes::records(const Tournament& t, const Respond& respond) {
  std::string out;
  for (const Board& b : store_->boards(t.id)) {
    if (b.game_id.empty()) continue;
    auto g = archive_.load(b.game_id);
    if (!g || is_called_off(g->outcome.status)) continue;  // nothing was played (a double forfeit)
    out += record_text(RoomState(std::move(*g)), t.name, std::to_string(b.round) + "." + std::to_string(b.board)) + "\n";
  }
  HttpResponse r{200, "text/plain; charset=utf-8", out, {}};
  r.headers.emplace_back("Content-Disposition", "attachment; filename=\"manqala-tournament-" + t.id + ".txt\"");
  r.headers.emplace_back("Cache-Control", "no-store");
  respond(r);
}

void TournamentRoutes::trf(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& boards,
                           const std::map<std::string, std::string>& query, const Respond& respond) {
  const std::string flavour = query.count("flavour") ? query.at("flavour") : "trf2026";
  if (flavour != "trf2026" && flavour != "trfx") return respond(error(400, "flavour is trf2026 or trfx"));
  std::string text;
  try {
    text = tournament_trf(t, entrants, boards, flavour == "trfx" ? pairing::TrfFlavour::trf2016x : pairing::TrfFlavour::trf2026);
  } catch (const pairing::TrfError& e) {
    return respond(error(422, std::string("this tournament cannot be written as a TRF: ") + e.what()));
  }
  HttpResponse r{200, "text/plain; charset=utf-8", text, {}};
  r.headers.emplace_back("Content-Disposition", "attachment; filename=\"manqala-tournament-" + t.id + ".trf\"");
  r.headers.emplace_back("Cache-Control", "no-store");
  respond(r);
}

}  // namespace manqala::tournaments
