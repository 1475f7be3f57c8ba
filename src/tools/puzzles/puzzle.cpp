#include "tools/puzzles/puzzle.h"

#include <cstdio>
#include <fstream>
#include <stdexcept>

namespace manqala::puzzles {

using nlohmann::json;

json to_json(const Puzzle& p) {
  json j = {{"id", p.id},         {"position", p.position}, {"options", p.options},
          {"line", p.line},     {"themes", p.themes},     {"source", p.source},
          {"outcome", p.outcome.empty() ? json(nullptr) : json(p.outcome)},
          {"gain", p.gain},     {"rating", p.rating}};
  if (p.source == "search") j["checked"] = {{"depth", p.check_depth}, {"margin", p.margin}};
  return j;
}

Puzzle puzzle_from_json(const json& j) {
  if (!j.is_object()) throw std::runtime_error("a puzzle is a JSON object");
  Puzzle p;
  auto text = [&](const char* key) {
    if (!j.contains(key) || !j[key].is_string()) throw std::runtime_error(std::string(key) + " must be a string");
    return j[key].get<std::string>();
  };
  auto words = [&](const char* key) {
    if (!j.contains(key) || !j[key].is_array()) throw std::runtime_error(std::string(key) + " must be a list of strings");
    std::vector<std::string> out;
    for (const json& w : j[key]) {
      if (!w.is_string()) throw std::runtime_error(std::string(key) + " must be a list of strings");
      out.push_back(w.get<std::string>());
    }
    return out;
  };
  auto number = [&](const char* key) {
    if (!j.contains(key) || !j[key].is_number_integer()) throw std::runtime_error(std::string(key) + " must be a whole number");
    return j[key].get<int>();
  };
  p.id = text("id");
  p.position = text("position");
  p.line = words("line");
  if (p.line.empty()) throw std::runtime_error("line must hold at least one move");
  p.themes = words("themes");
  p.source = text("source");
  if (j.contains("options")) {
    if (!j["options"].is_object()) throw std::runtime_error("options must be an object");
    p.options = j["options"];
  }
  if (j.contains("outcome") && !j["outcome"].is_null()) p.outcome = text("outcome");
  p.gain = number("gain");
  p.rating = number("rating");
  if (p.source != "tables" && p.source != "search") throw std::runtime_error("source must be tables or search");
  if (p.source == "search") {
    if (!j.contains("checked") || !j["checked"].is_object()) throw std::runtime_error("a search puzzle says how it was checked");
    const json& c = j["checked"];
    if (!c.contains("depth") || !c["depth"].is_number_integer() || !c.contains("margin") || !c["margin"].is_number_integer())
      throw std::runtime_error("checked holds a depth and a margin");
    p.check_depth = c["depth"].get<int>();
    p.margin = c["margin"].get<int>();
    if (p.check_depth < 2 || p.check_depth > 30 || p.margin < 1 || p.margin > 100)
      throw std::runtime_error("checked: a depth of 2 to 30 and a margin of 1 to 100 seeds");
  }
  return p;
}

std::string puzzle_id(std::string_view game, std::string_view options_text, std::string_view position) {
  uint64_t h = 1469598103934665603ULL;  // FNV-1a: stable across builds and machines
  for (std::string_view part : {options_text, std::string_view("|"), position})
    for (unsigned char c : part) h = (h ^ c) * 1099511628211ULL;
  char hex[9];
  std::snprintf(hex, sizeof hex, "%08x", static_cast<unsigned>(h ^ (h >> 32)));
  return std::string(game) + "-" + hex;
}

std::vector<Puzzle> parse_set(std::string_view text) {
  std::vector<Puzzle> set;
  size_t start = 0;
  for (int n = 1; start < text.size(); ++n) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    if (line.empty()) continue;
    try {
      set.push_back(puzzle_from_json(json::parse(line)));
    } catch (const std::exception& e) {
      throw std::runtime_error("line " + std::to_string(n) + ": " + e.what());
    }
  }
  return set;
}

std::vector<Puzzle> read_set(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  try {
    return parse_set(text);
  } catch (const std::exception& e) {
    throw std::runtime_error(path + " " + e.what());
  }
}

}  // namespace manqala::puzzles
