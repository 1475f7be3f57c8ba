#include "tools/bot/bot_runner.h"

#include <algorithm>
#include <atomic>
#include <csignal>
#include <map>
#include <memory>
#include <optional>
#include <thread>

#include <nlohmann/json.hpp>

#include "protocol/engine_client.h"
#include "tools/bot/http_client.h"

namespace manqala {

using nlohmann::json;
using Millis = std::chrono::milliseconds;

namespace {

std::atomic<int> g_stops{0};  // SIGINT/SIGTERM seen

extern "C" void on_stop_signal(int) { g_stops.fetch_add(1); }

std::string join_words(const std::vector<std::string>& words, const std::string& head = "") {
  std::string out = head;
  for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

// One game of the bot's, as its events have shown it, and the engine that plays it: each game
// its own engine process, started at its first turn and ended with it, so that nothing carries
// over from one game to another (as `manqala match` gives each game a fresh pair).
struct BotGameState {
  std::string side, name, options, opponent;
  json state;              // the last gameState
  int64_t moved_at = -1;   // the ply it last moved at
  std::shared_ptr<EngineClient> engine;
};

class Runner {
 public:
  Runner(const BotConfig& c, std::ostream& out, std::ostream& err)
      : c_(c), out_(out), err_(err), http_(c.server, c.token), events_(c.server, c.token) {}

  int run();

 private:
  // A new engine with the options set (and the `game` line, when given); null, said on err_,
  // when it cannot be started or refuses them.
  std::shared_ptr<EngineClient> start_engine(const std::string& game_line = "");
  // Sends a line and waits for the reply whose first word is `want`; nothing when the engine
  // answered `error`, went away or said nothing in time.
  std::optional<std::string> ask(EngineClient& engine, const std::string& line, const std::string& want,
                                 Millis timeout);
  void handle(const json& event);
  void consider(const json& challenge);
  void play_turns();
  void think_and_move(const std::string& id, BotGameState& g);
  void challenge_more();
  void snapshot();
  HttpAnswer post(const std::string& target, const json& body = json::object());
  bool stopping() const { return g_stops.load() > 0; }
  bool done() const;
  void say(const std::string& line) { out_ << "manqala bot: " << line << std::endl; }

  const BotConfig& c_;
  std::ostream& out_;
  std::ostream& err_;
  HttpClient http_;    // moves, challenges, answers
  HttpClient events_;  // the long polls, on a connection of their own
  std::map<std::string, BotGameState> games_;
  uint64_t after_ = 0;
  // Challenges made and not yet started as a game (each gameStart while there are some is one).
  int issued_ = 0, open_ = 0, finished_ = 0, wins_ = 0, draws_ = 0, losses_ = 0;
};

std::shared_ptr<EngineClient> Runner::start_engine(const std::string& game_line) {
  std::shared_ptr<EngineClient> engine;
  try {
    engine = c_.engine.empty() ? make_internal_client() : make_process_client(c_.engine);
  } catch (const EngineClientError& e) {
    err_ << "manqala bot: the engine cannot be started: " << e.what() << "\n";
    return nullptr;
  }
  for (const auto& [name, value] : c_.engine_options)
    if (!ask(*engine, "setoption " + name + " " + value, "ok", Millis(10000))) {
      err_ << "manqala bot: the engine refused 'setoption " << name << " " << value << "'\n";
      return nullptr;
    }
  if (!game_line.empty() && !ask(*engine, game_line, "ok", Millis(10000))) {
    err_ << "manqala bot: the engine refused '" << game_line << "'\n";
    return nullptr;
  }
  return engine;
}

std::optional<std::string> Runner::ask(EngineClient& engine, const std::string& line, const std::string& want,
                                       Millis timeout) {
  if (!engine.send(line)) return std::nullopt;
  const auto until = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < until) {
    const auto left = std::chrono::duration_cast<Millis>(until - std::chrono::steady_clock::now());
    auto reply = engine.read_line(std::max(left, Millis(1)));
    if (!reply) {
      if (!engine.alive()) return std::nullopt;
      continue;
    }
    if (reply->starts_with("error")) return std::nullopt;
    if (reply->starts_with(want)) return reply;
  }
  return std::nullopt;
}

bool Runner::done() const {
  if (!c_.opponent.empty() && issued_ >= c_.count && open_ == 0 && games_.empty()) return true;
  return stopping() && open_ == 0 && games_.empty();
}

int Runner::run() {
  if (!start_engine()) return 1;  // the engine can be started and takes its options: else at once
  // Who we are, and the engine's name for the bot's page.
  try {
    const HttpAnswer me = http_.get("/api/bot/account");
    if (me.status == 401) {
      err_ << "manqala bot: the server refused the token: " << me.body.value("error", me.text) << "\n";
      return 1;
    }
    if (me.status != 200) {
      err_ << "manqala bot: " << c_.server << " answered " << me.status << " to /api/bot/account\n";
      return 1;
    }
    std::string engine_name = c_.engine_name;
    if (engine_name.empty()) engine_name = c_.engine.empty() ? "manqala" : c_.engine[0].substr(c_.engine[0].rfind('/') + 1);
    http_.post("/api/bot/account/engine", {{"name", engine_name}, {"version", c_.engine_version}});
    say("playing as " + me.body.value("name", "?") + " on " + c_.server + " with " + engine_name);
  } catch (const HttpUnreachable& e) {
    err_ << "manqala bot: cannot reach the server: " << e.what() << "\n";
    return 1;
  }
  int backoff_s = 1;
  bool announced_stop = false, fresh = true;
  while (!done() && g_stops.load() < 2) {
    if (stopping() && !announced_stop) {
      announced_stop = true;
      say("stopping: no new games; the games going on are played to their end (again to stop at once)");
    }
    try {
      if (fresh) snapshot();
      fresh = false;
      challenge_more();
      play_turns();
      const int wait = stopping() ? 2 : 10;
      const HttpAnswer a = events_.get("/api/bot/events?after=" + std::to_string(after_) + "&wait=" + std::to_string(wait),
                                     Millis((wait + 10) * 1000));
      if (a.status == 401) {
        err_ << "manqala bot: the token was refused: " << a.body.value("error", a.text) << "\n";
        return 1;
      }
      if (a.status == 429 || a.status >= 500) {  // over a limit, or the server is busy: a moment
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        continue;
      }
      if (a.status != 200 || !a.body.is_object()) continue;
      if (backoff_s > 1) say("connected again");
      backoff_s = 1;
      // Events missed, or a server that restarted (its numbers begin again): the picture afresh.
      if (a.body.value("missed", false) || a.body.value("last", uint64_t{0}) < after_) {
        fresh = true;
        continue;
      }
      for (const auto& e : a.body["events"]) {
        after_ = std::max(after_, e.value("id", uint64_t{0}));
        handle(e);
      }
    } catch (const HttpUnreachable& e) {
      err_ << "manqala bot: " << e.what() << "; again in " << backoff_s << " s\n";
      std::this_thread::sleep_for(std::chrono::seconds(backoff_s));
      backoff_s = std::min(backoff_s * 2, 30);
      fresh = true;
    }
  }
  if (finished_ > 0)
    say(std::to_string(finished_) + " games: " + std::to_string(wins_) + " won, " + std::to_string(draws_) + " drawn, " +
        std::to_string(losses_) + " lost");
  return 0;
}

void Runner::handle(const json& e) {
  const std::string type = e.value("type", "");
  if (type == "challenge") return consider(e["challenge"]);
  if (type == "challengeDeclined") {
    open_ = std::max(0, open_ - 1);
    say("challenge declined: " + e["challenge"].value("reason", "no reason given"));
    return;
  }
  const std::string id = e.value("game", "");
  if (type == "gameStart") {
    if (games_.count(id)) return;
    open_ = std::max(0, open_ - 1);
    BotGameState g{e.value("side", ""), e.value("name", ""), e.value("options", ""), e.value("opponent", ""), json(), -1,
                   nullptr};
    games_[id] = g;
    say("game " + id + " (" + g.name + ") against " + g.opponent + " as " + g.side);
    return;
  }
  if (type == "gameState" && games_.count(id)) {
    games_[id].state = e;
    return;
  }
  if (type == "gameFinish" && games_.count(id)) {
    const BotGameState g = games_[id];
    games_.erase(id);
    const json r = e["result"];
    std::string verdict = e.value("status", "over");
    if (r.is_object()) {
      const std::string winner = r.value("winner", "");
      verdict = winner == "draw" ? "draw" : winner == g.side ? "won" : "lost";
      (winner == "draw" ? draws_ : winner == g.side ? wins_ : losses_)++;
      verdict += " (" + r.value("reason", "") + ")";
    }
    ++finished_;
    say("game " + id + " over: " + verdict);
  }
}

void Runner::consider(const json& ch) {
  const std::string id = ch.value("id", "");
  std::string why;
  const std::string game = ch.value("game", "");
  if (stopping()) why = "the bot is stopping";
  else if (!c_.games.empty() && std::find(c_.games.begin(), c_.games.end(), game) == c_.games.end())
    why = "this bot plays " + join_words(c_.games);
  else if (ch.value("rated", false) ? !c_.accept_rated : !c_.accept_casual)
    why = ch.value("rated", false) ? "this bot plays casual games only" : "this bot plays rated games only";
  else if (static_cast<int>(games_.size()) >= c_.max_games)
    why = "this bot is playing as many games as it will";
  const HttpAnswer a = post("/api/bot/challenge/" + id + (why.empty() ? "/accept" : "/decline"),
                                  why.empty() ? json::object() : json{{"reason", why}});
  say((why.empty() ? "accepted " : "declined ") + ch.value("from", "?") + "'s challenge (" + game + ")" +
      (why.empty() ? "" : ": " + why) + (a.status == 200 ? "" : " [" + std::to_string(a.status) + "]"));
}

void Runner::challenge_more() {
  if (c_.opponent.empty() || stopping()) return;
  while (issued_ < c_.count && open_ + static_cast<int>(games_.size()) < c_.at_once) {
    const std::string side = issued_ % 2 == 0 ? "south" : "north";
    json body = {{"game", c_.game}, {"options", join_words(c_.options)}, {"rated", c_.rated}, {"side", side}};
    if (c_.clock_minutes > 0 || c_.clock_seconds > 0)
      body["clock"] = {{"minutes", c_.clock_minutes}, {"seconds", c_.clock_seconds}, {"increment", c_.clock_increment_s}};
    const HttpAnswer a = post("/api/bot/challenge/" + c_.opponent, body);
    if (a.status != 200) {
      err_ << "manqala bot: challenging " << c_.opponent << ": " << a.body.value("error", a.text) << "\n";
      issued_ = c_.count;  // nothing more to do
      return;
    }
    ++issued_, ++open_;
  }
}

void Runner::play_turns() {
  for (auto& [id, g] : games_) {
    const json& s = g.state;
    if (!s.is_object() || s.value("status", "") != "ongoing" || s.value("to_move", "") != g.side) continue;
    if (s.value("ply", int64_t{0}) == g.moved_at || s["legal"].empty()) continue;
    think_and_move(id, g);
  }
}

void Runner::think_and_move(const std::string& id, BotGameState& g) {
  const json& s = g.state;
  const int64_t ply = s.value("ply", int64_t{0});
  if (!g.engine || !g.engine->alive()) {
    if (g.engine) say("the engine of game " + id + " stopped; starting it again");
    g.engine = start_engine(join_words({g.options}, "game " + g.name));
    if (!g.engine) return;
  }
  EngineClient& engine = *g.engine;
  std::vector<std::string> moves;
  for (const auto& m : s["moves"]) moves.push_back(m.get<std::string>());
  if (!ask(engine, moves.empty() ? "position startpos" : join_words(moves, "position startpos moves"), "ok",
           Millis(10000))) {
    err_ << "manqala bot: the engine refused the position of game " << id << "\n";
    return;
  }
  std::string go = "go movetime " + std::to_string(c_.movetime_ms);
  Millis limit(c_.movetime_ms + 30000);
  if (s["clock"].is_object()) {
    const json& k = s["clock"];
    const int64_t mine = k.value(g.side + "_ms", int64_t{0}), inc = k.value("increment_ms", int64_t{0});
    go = "go wtime " + std::to_string(k.value("south_ms", int64_t{0})) + " btime " +
         std::to_string(k.value("north_ms", int64_t{0})) + " winc " + std::to_string(inc) + " binc " + std::to_string(inc);
    limit = Millis(mine + inc + 10000);
  }
  const auto best = ask(engine, go, "bestmove", limit);
  if (!best) {
    err_ << "manqala bot: no move from the engine in game " << id << "\n";
    return;
  }
  const std::string move = best->substr(std::string("bestmove ").size());
  // Any answer but a rate limit's settles it (a 409: the game went on or ended meanwhile).
  const HttpAnswer a = post("/api/bot/game/" + id + "/move/" + move, {{"ply", ply}});
  if (a.status == 429) return;  // still refused: tried again at the next turn of the loop
  g.moved_at = ply;
  if (a.status != 200 && a.status != 409)
    err_ << "manqala bot: move " << move << " in game " << id << ": " << a.body.value("error", a.text) << "\n";
}

// The bot's picture now (its games going on and their states, the challenges waiting for it),
// and the number of its events to read on from: at the start, after events were missed, and
// after the server restarted (its events are numbered afresh).
void Runner::snapshot() {
  const HttpAnswer a = events_.get("/api/bot/events");
  if (a.status != 200 || !a.body.is_object()) return;
  std::map<std::string, BotGameState> known;
  known.swap(games_);
  for (const auto& e : a.body["events"]) {
    const std::string id = e.value("game", "");
    if (e.value("type", "") == "gameStart" && known.count(id)) {  // a game it had: kept as it was
      games_[id] = known[id];
      continue;
    }
    handle(e);
  }
  after_ = a.body.value("last", uint64_t{0});
}

// A POST sent again a moment later while a rate limit refuses it (429).
HttpAnswer Runner::post(const std::string& target, const json& body) {
  for (int attempt = 0;; ++attempt) {
    HttpAnswer a = http_.post(target, body);
    if (a.status != 429 || attempt >= 40) return a;
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
  }
}

}  // namespace

int run_bot(const BotConfig& config, std::ostream& out, std::ostream& err) {
  g_stops = 0;
  std::signal(SIGINT, on_stop_signal);
  std::signal(SIGTERM, on_stop_signal);
  try {
    Runner runner(config, out, err);
    return runner.run();
  } catch (const std::invalid_argument& e) {
    err << "manqala bot: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace manqala
