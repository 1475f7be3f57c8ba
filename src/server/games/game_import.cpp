#include "server/games/game_import.h"

#include <algorithm>
#include <map>
#include <mutex>

#include <nlohmann/json.hpp>

#include "core/notation.h"
#include "record/record.h"
#include "server/common/refused.h"
#include "server/common/secrets.h"
#include "server/common/visible_text.h"
#include "server/room/state.h"

namespace manqala {

using nlohmann::json;

namespace {

// The player's name of a side's tag, as the archive keeps it: at most 100 bytes, cut between
// characters; one line of visible text (common/visible_text.h), like every name a page shows.
// The record's headers a stored game keeps besides its players: where and when it was played.
constexpr const char* kKeptHeaders[] = {"Event", "Site", "Date", "Round"};

std::map<std::string, std::string> headers_of(const std::map<std::string, std::string>& tags) {
  std::map<std::string, std::string> out;
  for (const char* tag : kKeptHeaders) {
    const auto it = tags.find(tag);
    if (it == tags.end() || it->second.empty()) continue;
    const std::string text = utf8_prefix(it->second, 100);
    if (visible_length(text) < 0)
      throw ParseError(std::string(tag) + " must be one line of visible text (no direction marks or invisible characters)");
    out[tag] = text;
  }
  return out;
}

std::string who_played(const std::map<std::string, std::string>& tags, const char* side) {
  auto it = tags.find(side);
  if (it == tags.end() || it->second.empty()) return "unknown";
  const std::string name = utf8_prefix(it->second, 100);
  if (visible_length(name) < 0)
    throw ParseError(std::string(side) + "'s name must be one line of visible text (no direction marks or invisible characters)");
  return name;
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
  if (const json& headers = j.value("headers", json()); headers.is_object())
    for (const char* tag : kKeptHeaders)
      if (headers.contains(tag) && headers[tag].is_string()) r.tags[tag] = headers[tag].get<std::string>();
  return r;
}

// What an export JSON says beside the record: the engine's level (1 to 10, 0 when not said)
// and each move's time (ms; 0 when not said). A game played in the page keeps both.
struct Played {
  int level = 0;
  std::vector<int64_t> ms;
};

Played played_of(const json& j) {
  Played p;
  if (j.contains("level") && !j["level"].is_null()) {
    if (!j["level"].is_number_integer() || j["level"].get<int64_t>() < 1 || j["level"].get<int64_t>() > 10)
      throw ParseError("'level' must be the engine's level, 1 to 10");
    p.level = static_cast<int>(j["level"].get<int64_t>());
  }
  for (const auto& m : j["moves"]) {
    int64_t ms = 0;
    if (m.is_object() && m.contains("ms")) {
      if (!m["ms"].is_number_integer() || m["ms"].get<int64_t>() < 0) throw ParseError("a move's 'ms' is a whole number of milliseconds");
      ms = std::min<int64_t>(m["ms"].get<int64_t>(), int64_t{365} * 24 * 3600 * 1000);
    }
    p.ms.push_back(ms);
  }
  return p;
}

// What makes two imports the same game: its game, options, start and moves.
std::string moves_digest(const Record& r) {
  std::string all = r.game + "\n" + r.start + "\n";
  for (const auto& o : r.options) all += o + " ";
  for (const auto& m : r.moves) all += "\n" + m;
  return token_digest(all);
}

}  // namespace

// The offline_id of an export JSON ("" when none): 8 to 64 letters, digits and dashes.
std::string offline_id_of(const json& j) {
  if (!j.contains("offline_id") || j["offline_id"].is_null()) return "";
  const json& v = j["offline_id"];
  const std::string id = v.is_string() ? v.get<std::string>() : "";
  if (id.size() < 8 || id.size() > 64 ||
      id.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-") != std::string::npos)
    throw ParseError("'offline_id' must be 8 to 64 letters, digits or dashes");
  return id;
}

ImportedGame import_game(Archive& archive, const std::string& body, bool is_json, const std::string& client) {
  if (!is_json) return {store_record(archive, parse_record(body))};
  json j = json::parse(body, nullptr, false);
  if (j.is_discarded()) throw ParseError("the body is not valid JSON");
  const Record r = record_from_json(j);
  const Played played = played_of(j);
  const std::string offline_id = offline_id_of(j);
  if (offline_id.empty()) return {store_record(archive, r, played.level, played.ms)};
  // Who sent it: the page's own secret (kept in the browser, so a phone that changes address
  // is the same sender), else the address.
  const json& owner = j.value("offline_owner", json());
  if (!owner.is_null() && (!owner.is_string() || owner.get_ref<const std::string&>().size() < 16 ||
                           owner.get_ref<const std::string&>().size() > 128))
    throw ParseError("'offline_owner' must be the page's secret, 16 to 128 characters");
  const std::string sender = token_digest(owner.is_string() ? "page " + owner.get<std::string>() : "address " + client);
  const std::string moves = moves_digest(r);
  // One at a time, so that a page sending the same game twice at once stores it once.
  static std::mutex offline_imports;
  std::lock_guard lock(offline_imports);
  if (auto known = archive.offline_game(offline_id)) {
    const bool same_sender = known->sender.empty() || known->sender == sender;
    const bool same_game = known->moves.empty() || known->moves == moves;
    if (same_sender && same_game) return {known->game_id, true};
    throw Refused(409, "another game was imported under this offline_id; send this one under an id of its own",
                  "offline-id-taken");
  }
  ImportedGame out{store_record(archive, r, played.level, played.ms)};
  archive.note_offline_game(offline_id, {out.id, sender, moves});
  return out;
}

std::string store_record(Archive& archive, const Record& r, int level, const std::vector<int64_t>& ms) {
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
  s.opponent = s.south == "engine" || s.north == "engine" ? "engine" : "people";
  s.headers = headers_of(r.tags);
  s.outcome.result = r.result.empty() ? status_text(game->result()) : r.result;
  s.outcome.status = s.outcome.result == "ongoing" ? "ongoing" : "over";
  s.outcome.shared = shared;
  s.level = level;
  for (size_t i = 0; i < r.moves.size(); ++i) s.moves.push_back({r.moves[i], i < ms.size() ? ms[i] : 0});
  archive.create(s);
  return s.id;
}

}  // namespace manqala
