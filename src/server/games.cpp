#include "server/games.h"

#include <algorithm>

#include "record/record.h"
#include "search/levels.h"

namespace manqala {

using nlohmann::json;

namespace {

bool is_game_id(const std::string& id) {
  return id.size() == 16 && std::all_of(id.begin(), id.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

// What each RULES.md option means, for the new-game form; names and defaults come from the core.
struct OptionHelp {
  std::string_view game, name, help;
  int min = 0, max = 0;  // a number from min to max; 0, 0: true/false or a choice
  std::vector<std::string_view> values = {};
};
const std::vector<OptionHelp>& option_help() {
  static const std::vector<OptionHelp> help = {
      {"hawalis", "relay", "a lap ending in an occupied pit lifts it and sows on", 0, 0, {"true", "false"}},
      {"hawalis", "back-capture", "a capture takes the back pit of the file with the front pit", 0, 0, {"true", "false"}},
      {"hawalis", "singleton-capture", "a single-seed move may capture", 0, 0, {"true", "false"}},
      {"hawalis", "skip-origin", "each lap passes over the pit it was lifted from", 0, 0, {"false", "true"}},
      {"hawalis", "repetition", "the occurrence of a position that draws", 2, 9},
      {"hawalis", "seeds", "seeds in each pit at the start", 1, 9},
      {"al-manqala", "seeds", "seeds in each pit at the start", 1, 18},
      {"al-manqala", "capture", "the counts a last seed captures, and the chain behind it (e.g. 2,4)"},
      {"al-manqala", "skip-origin", "the sowing passes over the pit it was lifted from", 0, 0, {"false", "true"}},
      {"al-manqala", "feed", "what feeds an empty row: the row holds seeds after the move, or a seed was sown there",
       0, 0, {"after-capture", "sown"}},
      {"al-manqala", "win-at", "captured seeds that win at once", 1, 252},
      {"al-manqala", "repetition", "the occurrence of a position that shares the loop", 2, 9},
  };
  return help;
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

}  // namespace

Games::Games(Archive& archive, EnginePool& pool, RoomSettings settings, int max_games)
    : archive_(archive), pool_(pool), settings_(settings), max_games_(max_games),
      clock_thread_([this] { watch_clocks(); }) {}

void Games::shutdown() {
  {
    std::lock_guard lock(mu_);
    closing_ = true;
  }
  clock_wake_.notify_all();
  if (clock_thread_.joinable()) clock_thread_.join();
}

void Games::watch_clocks() {
  std::unique_lock lock(mu_);
  while (!clock_wake_.wait_for(lock, std::chrono::milliseconds(100), [this] { return closing_; })) {
    std::vector<std::shared_ptr<Room>> clocked;
    for (const auto& [id, room] : rooms_)
      if (room->has_clock()) clocked.push_back(room);
    lock.unlock();
    for (const auto& room : clocked) room->tick();
    lock.lock();
  }
}

json Games::meta() {
  json games = json::array();
  for (auto name : game_names()) {
    auto game = make_game(name);
    json options = json::array();
    const std::string defaults = game->options_text();
    for (auto word : split_words(defaults)) {
      const auto eq = word.find('=');
      const std::string option(word.substr(0, eq)), value(word.substr(eq + 1));
      json o = {{"name", option}, {"default", value}};
      for (const auto& h : option_help()) {
        if (h.game != name || h.name != option) continue;
        o["help"] = h.help;
        if (!h.values.empty()) o["values"] = h.values;
        if (h.max > 0) o["min"] = h.min, o["max"] = h.max;
      }
      options.push_back(std::move(o));
    }
    games.push_back({{"name", name}, {"title", title_of(name)},
                     {"rows", game->rows()}, {"options", options}});
  }
  return {{"version", "0.1.0"}, {"games", games},
          {"levels", {{"min", 1}, {"max", kMaxLevel}, {"default", kDefaultLevel}}}};
}

CreatedGame Games::create(const NewGame& g) {
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
  auto game = make_game(g.game, std::vector<std::string_view>(g.options.begin(), g.options.end()));
  {
    std::lock_guard lock(mu_);
    // Finished games nobody watches leave memory once there are many; the archive has them.
    if (rooms_.size() >= static_cast<size_t>(max_games_))
      std::erase_if(rooms_, [](const auto& entry) { return entry.second->idle(); });
    int ongoing = 0;
    for (const auto& [id, room] : rooms_) ongoing += room->ongoing();
    if (ongoing >= max_games_)
      throw ServerBusy("the server has " + std::to_string(ongoing) + " games in progress, its limit; try again later");
  }
  StoredGame s;
  s.id = random_hex(8);
  s.game = game->name();
  s.options = game->options_text();
  const std::string token = random_hex(16);
  s.south = friendly || human != "north" ? "human" : "engine";
  s.north = friendly || human != "south" ? "human" : "engine";
  s.south_token = human == "south" || human == "both" ? token : "";
  s.north_token = human == "north" || human == "both" ? token : "";
  s.level = g.level;
  s.opponent = g.opponent;
  s.invite = friendly ? random_hex(16) : "";
  s.listed = g.listed;
  s.clock_initial_ms = clock_ms;
  s.clock_increment_ms = int64_t{g.clock_increment_s} * 1000;
  archive_.create(s);
  auto stored = archive_.load(s.id);
  auto room = std::make_shared<Room>(std::move(*stored), archive_, pool_, settings_);
  {
    std::lock_guard lock(mu_);
    rooms_[s.id] = room;
  }
  room->start();
  return {room, token, s.invite};
}

std::shared_ptr<Room> Games::find(const std::string& id) {
  if (!is_game_id(id)) return nullptr;
  std::lock_guard lock(mu_);
  if (auto it = rooms_.find(id); it != rooms_.end()) return it->second;
  auto stored = archive_.load(id);
  if (!stored) return nullptr;
  auto room = std::make_shared<Room>(std::move(*stored), archive_, pool_, settings_);
  rooms_[id] = room;
  room->start();  // an engine to move thinks again after a restart
  return room;
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
  auto game = replay(r);  // throws ParseError naming the bad option, move or result
  Record plain = r;
  plain.result.clear();
  const bool shared = !replay(plain)->result().over() && game->result().reason == EndReason::LoopShared;
  StoredGame s;
  s.id = random_hex(8);
  s.game = game->name();
  s.options = game->options_text();
  s.start = r.start;
  s.south = who_played(r.tags, "South");
  s.north = who_played(r.tags, "North");
  s.source = "import";
  s.outcome.result = r.result.empty() ? status_text(game->result()) : r.result;
  s.outcome.status = s.outcome.result == "ongoing" ? "ongoing" : "over";
  s.outcome.shared = shared;
  for (const auto& m : r.moves) s.moves.push_back({m, 0});
  archive_.create(s);
  return s.id;
}

json Games::lobby() {
  json open = json::array(), playing = json::array();
  for (const auto& s : archive_.friend_games(200)) {
    json clock = s.clock_initial_ms > 0 ? json{{"initial_ms", s.clock_initial_ms}, {"increment_ms", s.clock_increment_ms}}
                                        : json(nullptr);
    json entry = {{"id", s.id}, {"game", s.game}, {"options", s.options}, {"clock", clock},
                  {"plies", s.plies}, {"created", s.created}, {"updated", s.updated}};
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
  for (const auto& s : archive_.list(status, limit, offset, total))
    games.push_back({{"id", s.id}, {"game", s.game}, {"options", s.options}, {"south", s.south},
                     {"north", s.north}, {"level", s.level}, {"status", s.status}, {"result", s.result},
                     {"plies", s.plies}, {"source", s.source}, {"created", s.created}, {"updated", s.updated}});
  return {{"total", total}, {"games", games}};
}

}  // namespace manqala
