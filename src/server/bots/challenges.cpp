#include "server/bots/challenges.h"

#include "core/notation.h"
#include "server/common/refused.h"
#include "server/common/secrets.h"

namespace manqala::bots {

using nlohmann::json;

namespace {

int clock_field(const json& clock, const char* name) {
  if (!clock.contains(name)) return 0;
  if (!clock[name].is_number_integer()) throw ParseError(std::string("clock '") + name + "' must be a whole number");
  const int64_t v = clock[name].get<int64_t>();
  if (v < 0 || v > 10000) throw ParseError(std::string("clock '") + name + "' is out of range");
  return static_cast<int>(v);
}

}  // namespace

ChallengeTerms terms_of(const json& body) {
  ChallengeTerms t;
  if (!body.contains("game") || !body["game"].is_string()) throw ParseError("say which game: 'game'");
  t.game = body["game"].get<std::string>();
  if (body.contains("options")) {
    const json& o = body["options"];
    if (o.is_string()) {
      const std::string words = o.get<std::string>();
      size_t at = 0;
      while (at < words.size()) {
        const size_t end = std::min(words.find(' ', at), words.size());
        if (end > at) t.options.push_back(words.substr(at, end - at));
        at = end + 1;
      }
    } else if (o.is_array()) {
      for (const auto& w : o) {
        if (!w.is_string()) throw ParseError("'options' must be name=value words");
        t.options.push_back(w.get<std::string>());
      }
    } else {
      throw ParseError("'options' must be name=value words");
    }
    if (t.options.size() > 16) throw ParseError("at most 16 options");
  }
  if (body.contains("clock") && !body["clock"].is_null()) {
    if (!body["clock"].is_object()) throw ParseError("'clock' must be {minutes, seconds, increment}");
    t.clock_minutes = clock_field(body["clock"], "minutes");
    t.clock_seconds = clock_field(body["clock"], "seconds");
    t.clock_increment_s = clock_field(body["clock"], "increment");
  }
  if (body.contains("rated")) {
    if (!body["rated"].is_boolean()) throw ParseError("'rated' must be true or false");
    t.rated = body["rated"].get<bool>();
  }
  if (body.contains("side")) {
    if (!body["side"].is_string()) throw ParseError("'side' must be south, north or random");
    t.side = body["side"].get<std::string>();
    if (t.side != "south" && t.side != "north" && t.side != "random")
      throw ParseError("'side' must be south, north or random");
  }
  return t;
}

json challenge_json(const Challenge& c) {
  std::string options;
  for (const auto& o : c.terms.options) options += (options.empty() ? "" : " ") + o;
  const bool clocked = c.terms.clock_minutes > 0 || c.terms.clock_seconds > 0;
  json j = {{"id", c.id},
            {"from", c.from_name},
            {"from_bot", c.from_bot},
            {"to", c.to_name},
            {"game", c.terms.game},
            {"options", options},
            {"clock", clocked ? json{{"minutes", c.terms.clock_minutes},
                                     {"seconds", c.terms.clock_seconds},
                                     {"increment", c.terms.clock_increment_s}}
                              : json(nullptr)},
            {"rated", c.terms.rated},
            {"side", c.terms.side},
            {"status", c.status}};
  if (!c.game.empty()) j["game_id"] = c.game;
  if (!c.reason.empty()) j["reason"] = c.reason;
  return j;
}

void Challenges::forget_old() {
  const auto now = std::chrono::steady_clock::now();
  for (auto it = all_.begin(); it != all_.end();)
    it = now - it->second.made > kLifetime ? all_.erase(it) : std::next(it);
}

Challenge Challenges::add(Challenge c) {
  std::lock_guard lock(mu_);
  forget_old();
  size_t from = 0, to = 0;
  for (const auto& [id, o] : all_) {
    if (o.status != "open") continue;
    from += o.from == c.from;
    to += o.to == c.to;
  }
  if (from >= kOpenPerChallenger) throw Refused(429, "you have too many challenges waiting", "challenges-many");
  if (to >= kOpenTo) throw Refused(429, c.to_name + " has too many challenges waiting", "challenges-many");
  c.id = random_hex(6);
  c.status = "open";
  c.made = std::chrono::steady_clock::now();
  all_[c.id] = c;
  return c;
}

std::optional<Challenge> Challenges::find(const std::string& id) {
  std::lock_guard lock(mu_);
  forget_old();
  const auto it = all_.find(id);
  if (it == all_.end()) return std::nullopt;
  return it->second;
}

std::vector<Challenge> Challenges::open_to(int64_t account) {
  std::lock_guard lock(mu_);
  forget_old();
  std::vector<Challenge> out;
  for (const auto& [id, c] : all_)
    if (c.to == account && c.status == "open") out.push_back(c);
  return out;
}

std::optional<Challenge> Challenges::settle(const std::string& id, int64_t account, bool as_challenger,
                                            const std::string& status, const std::string& reason) {
  std::lock_guard lock(mu_);
  const auto it = all_.find(id);
  if (it == all_.end() || it->second.status != "open" || (as_challenger ? it->second.from : it->second.to) != account)
    return std::nullopt;
  it->second.status = status;
  it->second.reason = reason;
  return it->second;
}

void Challenges::reopen(const std::string& id) {
  std::lock_guard lock(mu_);
  if (const auto it = all_.find(id); it != all_.end() && it->second.status == "accepted" && it->second.game.empty())
    it->second.status = "open";
}

void Challenges::set_game(const std::string& id, const std::string& game) {
  std::lock_guard lock(mu_);
  if (const auto it = all_.find(id); it != all_.end()) it->second.game = game;
}

}  // namespace manqala::bots
