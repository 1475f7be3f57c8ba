#include "server/games/game_import.h"

#include <map>
#include <mutex>

#include <nlohmann/json.hpp>

#include "core/notation.h"
#include "record/record.h"
#include "server/common/secrets.h"
#include "server/room/state.h"

namespace manqala {

using nlohmann::json;

namespace {

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

ImportedGame import_game(Archive& archive, const std::string& body, bool is_json) {
  if (!is_json) return {store_record(archive, parse_record(body))};
  json j = json::parse(body, nullptr, false);
  if (j.is_discarded()) throw ParseError("the body is not valid JSON");
  const Record r = record_from_json(j);
  const std::string offline_id = offline_id_of(j);
  if (offline_id.empty()) return {store_record(archive, r)};
  // One at a time, so that a page sending the same game twice at once stores it once.
  static std::mutex offline_imports;
  std::lock_guard lock(offline_imports);
  if (auto id = archive.offline_game(offline_id)) return {*id, true};
  ImportedGame out{store_record(archive, r)};
  archive.note_offline_game(offline_id, out.id);
  return out;
}

std::string store_record(Archive& archive, const Record& r) {
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
  archive.create(s);
  return s.id;
}

}  // namespace manqala
