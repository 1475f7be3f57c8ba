#include "core/options.h"

#include <functional>
#include <map>

#include "core/notation.h"

namespace manqala {

namespace {

using Setter = std::function<void(std::string_view name, std::string_view value)>;

bool parse_bool(std::string_view name, std::string_view value) {
  if (value == "true") return true;
  if (value == "false") return false;
  throw ParseError("option " + std::string(name) + ": '" + std::string(value) +
                   "' is not true or false");
}

int parse_number(std::string_view name, std::string_view value, int lo, int hi) {
  int n = 0;
  if (!parse_count(value, hi, n) || n < lo)
    throw ParseError("option " + std::string(name) + ": '" + std::string(value) +
                     "' is not a number from " + std::to_string(lo) + " to " + std::to_string(hi));
  return n;
}

std::vector<int> parse_list(std::string_view name, std::string_view value) {
  std::vector<int> list;
  size_t start = 0;
  for (;;) {
    size_t comma = value.find(',', start);
    auto item = value.substr(start, comma == value.npos ? value.npos : comma - start);
    list.push_back(parse_number(name, item, 1, 252));
    if (comma == value.npos) return list;
    start = comma + 1;
  }
}

void apply_words(std::string_view game, const std::vector<std::string_view>& words,
                 const std::map<std::string_view, Setter>& setters) {
  for (auto word : words) {
    size_t eq = word.find('=');
    if (eq == word.npos || eq == 0 || eq + 1 == word.size())
      throw ParseError("option '" + std::string(word) + "' is not name=value");
    auto name = word.substr(0, eq);
    auto it = setters.find(name);
    if (it == setters.end()) {
      std::string known;
      for (const auto& [n, _] : setters) known += (known.empty() ? "" : ", ") + std::string(n);
      throw ParseError("unknown option '" + std::string(name) + "' for " + std::string(game) +
                       " (options: " + known + ")");
    }
    it->second(name, word.substr(eq + 1));
  }
}

std::string flag(bool b) { return b ? "true" : "false"; }

}  // namespace

HawalisOptions parse_hawalis_options(const std::vector<std::string_view>& words) {
  HawalisOptions o;
  apply_words(Hawalis::kName, words,
              {{"relay", [&](auto n, auto v) { o.relay = parse_bool(n, v); }},
               {"back-capture", [&](auto n, auto v) { o.back_capture = parse_bool(n, v); }},
               {"singleton-capture", [&](auto n, auto v) { o.singleton_capture = parse_bool(n, v); }},
               {"skip-origin", [&](auto n, auto v) { o.skip_origin = parse_bool(n, v); }},
               {"repetition", [&](auto n, auto v) { o.repetition = parse_number(n, v, 2, 1000); }},
               {"seeds", [&](auto n, auto v) { o.seeds = parse_number(n, v, 1, Hawalis::kMaxSeeds); }}});
  return o;
}

AlManqalaOptions parse_almanqala_options(const std::vector<std::string_view>& words) {
  AlManqalaOptions o;
  apply_words(AlManqala::kName, words,
              {{"seeds", [&](auto n, auto v) { o.seeds = parse_number(n, v, 1, AlManqala::kMaxSeeds); }},
               {"capture", [&](auto n, auto v) { o.capture = parse_list(n, v); }},
               {"skip-origin", [&](auto n, auto v) { o.skip_origin = parse_bool(n, v); }},
               {"feed",
                [&](auto n, auto v) {
                  if (v != "after-capture" && v != "sown")
                    throw ParseError("option " + std::string(n) + ": '" + std::string(v) +
                                     "' is not after-capture or sown");
                  o.feed_sown = v == "sown";
                }},
               {"win-at", [&](auto n, auto v) { o.win_at = parse_number(n, v, 1, 252); }},
               {"repetition", [&](auto n, auto v) { o.repetition = parse_number(n, v, 2, 1000); }}});
  return o;
}

std::string options_text(const HawalisOptions& o) {
  return "relay=" + flag(o.relay) + " back-capture=" + flag(o.back_capture) +
         " singleton-capture=" + flag(o.singleton_capture) + " skip-origin=" + flag(o.skip_origin) +
         " repetition=" + std::to_string(o.repetition) + " seeds=" + std::to_string(o.seeds);
}

std::string options_text(const AlManqalaOptions& o) {
  std::string capture;
  for (int n : o.capture) capture += (capture.empty() ? "" : ",") + std::to_string(n);
  return "seeds=" + std::to_string(o.seeds) + " capture=" + capture +
         " skip-origin=" + flag(o.skip_origin) + " feed=" + (o.feed_sown ? "sown" : "after-capture") +
         " win-at=" + std::to_string(o.win_at) + " repetition=" + std::to_string(o.repetition);
}

}  // namespace manqala
