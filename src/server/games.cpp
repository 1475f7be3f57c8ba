#include "server/games.h"

#include <algorithm>

#include <boost/asio/post.hpp>

#include "games/registry.h"
#include "record/record.h"
#include "search/levels.h"
#include "server/accounts/account_seats.h"
#include "server/assets.h"
#include "server/room/presenter.h"
#include "server/secrets.h"

namespace manqala {

using nlohmann::json;

namespace {

bool is_game_id(const std::string& id) {
  return id.size() == 16 && std::all_of(id.begin(), id.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

std::string who_played(const std::map<std::string, std::string>& tags, const char* side) {
  auto it = tags.find(side);
  return it == tags.end() || it->second.empty() ? "unknown" : it->second.substr(0, 100);
}

// An export JSON (docs/web-api.md) as a record.
Record record_from_json(const json& j) {
  if (!j.is_object()) throw ParseError("the JSON is not an object");
  Record r;
  if (!j.contains("game") || !j["game"].is_string()) throw ParseError("'game' must be a string");
  r.game = j["game"].get<std::string>();
  if (j.contains("options")) {
    if (j["options"].is_string()) {
      for (auto w : split_words(j["options"].get_ref<const std::string&>())) r.options.emplace_back(w);
    } else if (j["options"].is_array()) {
      for (const auto& w : j["options"]) {
        if (!w.is_string()) throw ParseError("'options' must hold strings");
        r.options.push_back(w.get<std::string>());
      }
    } else if (!j["options"].is_null()) {
      throw ParseError("'options' must be a string or an array");
    }
  }
  if (j.contains("start") && j["start"].is_string()) r.start = j["start"].get<std::string>();
  if (!j.contains("moves") || !j["moves"].is_array()) throw ParseError("'moves' must be an array");
  for (const auto& m : j["moves"]) {
    if (m.is_string()) r.moves.push_back(m.get<std::string>());
    else if (m.is_object() && m.contains("move") && m["move"].is_string()) r.moves.push_back(m["move"].get<std::string>());
    else throw ParseError("each move must be a pit name or {\"move\": name}");
  }
  if (j.contains("result") && j["result"].is_string()) r.result = j["result"].get<std::string>();
  for (const char* side : {"south", "north"})
    if (j.contains(side) && j[side].is_string())
      r.tags[side == std::string("south") ? "South" : "North"] = j[side].get<std::string>();
  return r;
}

// A new game's start position, judged within the server's bound before anything is stored:
// throws ParseError (not a position of these rules, or already decided) or RulesInterrupted.
void checked_start(const std::string& game, const std::string& options, const std::string& start) {
  WorkLimit first;
  first.lap_budget(kServerLapBudget);
  auto g = make_game(game, split_words(options), &first);
  ServerJudging bound(*g);  // a fresh budget for the start position
  g->set_position(start);
  if (g->result().over()) throw ParseError("the start position is already decided: " + g->position_text());
}

json option_json(const OptionInfo& o) {
  static const char* kinds[] = {"flag", "number", "choice", "list"};
  json j = {{"name", o.name}, {"kind", kinds[static_cast<int>(o.kind)]}, {"default", o.default_value}, {"help", o.help}};
  if (!o.choices.empty()) j["values"] = o.choices;
  if (o.kind == OptionInfo::Kind::Number || o.kind == OptionInfo::Kind::NumberList) j["min"] = o.min, j["max"] = o.max;
  return j;
}

}  // namespace

// The option words of a new game as the game's schema has them; refused when judging a move
// under them has no useful bound (the server would hold a thread for minutes on one move).
std::string checked_options(const GameDescription& game, const std::vector<std::string>& options) {
  const std::vector<std::string_view> words(options.begin(), options.end());
  const std::string text = game.options_text(words);  // throws ParseError naming a bad option
  if (const std::string why = game.unbounded_work(words); !why.empty())
    throw ParseError("this server does not offer these options: " + why + " (play them with manqala play)");
  return text;
}


Games::Games(RoomContext context, GamesLimits limits)
    : context_(std::move(context)),
      limits_(limits),
      creates_(limits.creates_per_minute, 2 * limits.creates_per_minute),
      imports_(limits.imports_per_minute, 2 * limits.imports_per_minute),
      housekeeper_([this] { housekeeping(); }) {}

void Games::shutdown() {
  {
    std::lock_guard lock(mu_);
    closing_ = true;
  }
  wake_.notify_all();
  if (housekeeper_.joinable()) housekeeper_.join();
}

void Games::housekeeping() {
  constexpr auto kTick = std::chrono::milliseconds(100);  // flag falls are seen within that
  const int ticks_between_sweeps = std::max(1, limits_.sweep_ms / 100);
  std::unique_lock lock(mu_);
  for (int tick = 1; !wake_.wait_for(lock, kTick, [this] { return closing_; }); ++tick) {
    if (tick % ticks_between_sweeps == 0) let_go_locked();
    std::vector<std::shared_ptr<Room>> clocked;
    for (const auto& [id, entry] : rooms_)
      if (entry.resident && entry.resident->has_clock()) clocked.push_back(entry.resident);
    lock.unlock();
    for (const auto& room : clocked) room->tick();  // posts to each room's strand
    lock.lock();
  }
}

void Games::let_go_locked() {
  for (auto it = rooms_.begin(); it != rooms_.end();) {
    Entry& e = it->second;
    if (e.resident && e.resident->evictable(std::chrono::seconds(limits_.abandoned_s))) e.resident.reset();
    if (!e.resident && !e.loading && e.live.expired())
      it = rooms_.erase(it);
    else
      ++it;
  }
}

size_t Games::resident() {
  std::lock_guard lock(mu_);
  return static_cast<size_t>(std::count_if(rooms_.begin(), rooms_.end(), [](const auto& e) { return e.second.resident != nullptr; }));
}

int Games::in_progress_locked(const std::string& client, int& by_client) const {
  int all = reserved_;
  by_client = 0;
  for (const auto& [id, e] : rooms_)
    if (e.resident && e.resident->in_progress()) {
      ++all;
      by_client += e.creator == client;
    }
  return all;
}

namespace {

// A game's own web file (src/games/<folder>/web/, served as games/<folder>/), or null for a
// game that brings none (a game from outside may have no rules page).
json web_file_of(const GameDescription& g, const std::string& file) {
  const std::string path = "games/" + std::string(g.folder()) + "/" + file;
  return find_embedded_asset(path) ? json(path) : json(nullptr);
}

}  // namespace

json Games::meta() {
  json games = json::array();
  for (const GameDescription* g : registered_games()) {
    json options = json::array();
    for (const OptionInfo& o : g->options()) options.push_back(option_json(o));
    json reasons = json::array();
    for (EndReason r : g->end_reasons())
      reasons.push_back({{"word", r.word()}, {"clause", r.text().clause}, {"brief", r.text().brief}});
    games.push_back({{"name", g->name()},
                     {"title", g->title()},
                     {"rows", g->geometry().rows},
                     {"columns", g->geometry().columns},
                     {"circuits", g->geometry().circuits},
                     {"end_reasons", reasons},
                     {"shares_loops", g->shares_loops()},
                     {"level_ratings", g->level_ratings()},
                     {"start", g->start_text({})},
                     {"rules_page", web_file_of(*g, "rules.js")},
                     {"refusal_page", web_file_of(*g, "refusal.js")},
                     {"options", options}});
  }
  return {{"version", "0.1.0"}, {"games", games},
          {"levels", {{"min", 1}, {"max", kMaxLevel}, {"default", kDefaultLevel}}}};
}

CreatedGame Games::create(const NewGame& g, const std::string& client) {
  const bool friendly = g.opponent == "friend";
  if (!friendly && g.opponent != "engine")
    throw ParseError("opponent must be engine or friend, not '" + g.opponent.substr(0, 20) + "'");
  std::string human = g.human;
  if (human == "random") human = random_hex(1)[0] < '8' ? "south" : "north";
  if (human != "south" && human != "north" && (human != "both" || friendly))
    throw ParseError(std::string("human must be south, north") + (friendly ? " or random" : ", random or both") +
                     ", not '" + human.substr(0, 20) + "'");
  if (g.level < 1 || g.level > kMaxLevel) throw ParseError("level must be from 1 to 10");
  if (g.clock_minutes < 0 || g.clock_minutes > 180) throw ParseError("clock minutes must be from 0 to 180");
  if (g.clock_seconds < 0 || g.clock_seconds > 59) throw ParseError("clock seconds must be from 0 to 59");
  if (g.clock_increment_s < 0 || g.clock_increment_s > 60) throw ParseError("clock increment must be from 0 to 60 s");
  const int64_t clock_ms = (int64_t{g.clock_minutes} * 60 + g.clock_seconds) * 1000;
  if ((clock_ms > 0 || g.clock_increment_s > 0 || g.listed) && !friendly)
    throw ParseError("clocks and the lobby are for games between two people (opponent: friend)");
  if (clock_ms == 0 && g.clock_increment_s > 0) throw ParseError("an increment needs a clock (minutes)");
  if (g.rated && !friendly) throw ParseError("only games between two people are rated (opponent: friend)");
  if (g.rated && g.creator.id == 0) throw Refused(403, "log in to create a rated game");
  if (g.rated && !g.start.empty()) throw ParseError("a rated game starts from the usual position");
  const GameDescription& game = game_named(g.game);
  const std::string options = checked_options(game, g.options);
  if (g.paired.id != 0 && (!friendly || g.creator.id == 0 || human == "both"))
    throw ParseError("a paired game is between two accounts");
  if (!creates_.allow(client)) throw Refused(429, "too many new games from this address; wait a minute");
  if (!g.start.empty()) checked_start(g.game, options, g.start);
  {
    // The cap is counted and taken under one lock: two creations cannot both take the last place.
    std::lock_guard lock(mu_);
    int by_client = 0;
    if (in_progress_locked(client, by_client) >= limits_.max_games) let_go_locked();
    const int all = in_progress_locked(client, by_client);
    if (all >= limits_.max_games)
      throw Refused(503, "the server has " + std::to_string(all) + " games in progress, its limit; try again later");
    if (!client.empty() && by_client >= limits_.max_games_per_client)
      throw Refused(429, "this address has " + std::to_string(by_client) + " games in progress, its limit");
    ++reserved_;
  }
  StoredGame s;
  s.id = random_hex(8);
  s.game = std::string(game.name());
  s.options = options;
  s.start = g.start;
  const std::string invite = friendly && g.paired.id == 0 ? random_hex(16) : "";
  const bool south_mine = human == "south" || human == "both", north_mine = human == "north" || human == "both";
  const std::string token = g.creator.id == 0 ? random_hex(16)
                                              : accounts::account_seat_token(context_.archive, s.id,
                                                                             south_mine ? Side::South : Side::North);
  s.south = friendly || human != "north" ? "human" : "engine";
  s.north = friendly || human != "south" ? "human" : "engine";
  if (g.creator.id != 0) {
    (south_mine ? s.south : s.north) = g.creator.name;
    (south_mine ? s.south_account : s.north_account) = g.creator.id;
    if (human == "both") s.north = g.creator.name, s.north_account = g.creator.id;
  }
  s.rated = g.rated;
  s.south_token = south_mine ? token_digest(token) : "";
  s.north_token = north_mine ? token_digest(token) : "";
  if (g.paired.id != 0) {
    const Side other = south_mine ? Side::North : Side::South;
    (south_mine ? s.north : s.south) = g.paired.name;
    (south_mine ? s.north_account : s.south_account) = g.paired.id;
    (south_mine ? s.north_token : s.south_token) =
        token_digest(accounts::account_seat_token(context_.archive, s.id, other));
  }
  s.level = g.level;
  s.opponent = g.opponent;
  s.invite = token_digest(invite);
  s.listed = g.listed;
  s.clock_initial_ms = clock_ms;
  s.clock_increment_ms = int64_t{g.clock_increment_s} * 1000;
  std::shared_ptr<Room> room;
  try {
    context_.archive.create(s);
    room = Room::create(std::move(*context_.archive.load(s.id)), context_);
  } catch (...) {
    std::lock_guard lock(mu_);
    --reserved_;
    throw;
  }
  {
    std::lock_guard lock(mu_);
    --reserved_;
    rooms_[s.id] = Entry{room, room, false, {}, client};
  }
  room->start();
  return {room, token, invite};
}

void Games::open(const std::string& id, Opened then) {
  if (!is_game_id(id)) return then(nullptr, Outcome::error(404, "no game " + id.substr(0, 40)));
  std::shared_ptr<Room> room;
  {
    std::lock_guard lock(mu_);
    Entry& e = rooms_[id];
    if ((room = e.live.lock())) {
      e.resident = room;  // taken back if it had been let go while someone held it
    } else {
      e.waiting.push_back(std::move(then));
      if (e.loading) return;
      e.loading = true;
    }
  }
  if (room) return then(room, {});
  boost::asio::post(context_.work, [this, id] { load(id); });
}

void Games::load(const std::string& id) {
  std::shared_ptr<Room> room;
  Outcome failure;
  try {
    if (auto stored = context_.archive.load(id))
      room = Room::create(std::move(*stored), context_);
    else
      failure = Outcome::error(404, "no game " + id);
  } catch (const ParseError& e) {
    failure = Outcome::error(500, "the stored game " + id + " does not replay: " + e.what());
  } catch (const RulesInterrupted& e) {
    failure = Outcome::error(500, "the stored game " + id + " is beyond this server's bound: " + e.what());
  } catch (const ArchiveError& e) {
    failure = Outcome::error(500, e.what());
  }
  std::vector<Opened> waiting;
  {
    std::lock_guard lock(mu_);
    Entry& e = rooms_[id];
    e.loading = false;
    e.resident = room;
    e.live = room;
    waiting = std::move(e.waiting);
    e.waiting.clear();
    if (!room) rooms_.erase(id);
  }
  if (room) room->start();  // an engine to move thinks again after a restart
  for (auto& then : waiting) then(room, failure);
}

void Games::check_import_quota(const std::string& client) {
  if (!imports_.allow(client)) throw Refused(429, "too many imports from this address; wait a minute");
}

std::string Games::import_game(const std::string& body, bool is_json) {
  Record r;
  if (is_json) {
    json j = json::parse(body, nullptr, false);
    if (j.is_discarded()) throw ParseError("the body is not valid JSON");
    r = record_from_json(j);
  } else {
    r = parse_record(body);
  }
  WorkLimit bound;  // the whole game within one position's worth of the server's bound
  bound.lap_budget(kServerLapBudget);
  auto game = replay(r, &bound);  // throws ParseError naming the bad option, move or result
  Record plain = r;
  plain.result.clear();
  // Over with its result but not by its moves alone: the players agreed to share the loop
  // (replay() leaves a game that ended off the board going).
  const bool shared = !replay(plain, &bound.lap_budget(kServerLapBudget))->result().over() && game->result().over();
  StoredGame s;
  s.id = random_hex(8);
  s.game = std::string(game->name());
  s.options = game->options_text();
  s.start = r.start;
  s.south = who_played(r.tags, "South");
  s.north = who_played(r.tags, "North");
  s.source = "import";
  s.outcome.result = r.result.empty() ? status_text(game->result()) : r.result;
  s.outcome.status = s.outcome.result == "ongoing" ? "ongoing" : "over";
  s.outcome.shared = shared;
  for (const auto& m : r.moves) s.moves.push_back({m, 0});
  context_.archive.create(s);
  return s.id;
}

json Games::lobby() {
  // A game untouched for a day is not shown any more (it stays resumable by its link).
  const std::string day_ago = utc_time(std::chrono::system_clock::now() - std::chrono::hours(24));
  json open = json::array(), playing = json::array();
  for (const auto& s : context_.archive.friend_games(200)) {
    json clock = s.clock_initial_ms > 0 ? json{{"initial_ms", s.clock_initial_ms}, {"increment_ms", s.clock_increment_ms}}
                                        : json(nullptr);
    json entry = {{"id", s.id}, {"game", s.game}, {"options", s.options}, {"clock", clock},
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

json Games::list(const std::string& status, int limit, int offset) {
  int total = 0;
  json games = json::array();
  for (const auto& s : context_.archive.list(status, limit, offset, total)) games.push_back(summary_json(s));
  return {{"total", total}, {"games", games}};
}

json summary_json(const GameSummary& s) {
  return {{"id", s.id},         {"game", s.game},     {"options", s.options}, {"south", s.south},
          {"north", s.north},   {"level", s.level},   {"status", s.status},   {"result", s.result},
          {"plies", s.plies},   {"source", s.source}, {"created", s.created}, {"updated", s.updated},
          {"rated", s.rated}};
}

}  // namespace manqala
