#include "tools/match/match.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <fstream>
#include <mutex>
#include <random>
#include <thread>
#include <variant>

#include "core/notation.h"
#include "core/text.h"
#include "games/registry.h"
#include "tools/match/elo.h"

namespace manqala {

namespace {

using Millis = std::chrono::milliseconds;

std::string format(const char* fmt, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, fmt, v);
  return buf;
}

// Rounds a value that prints as zero to +0, so that no "-0.00" appears.
std::string signless(const char* fmt, double v, double half_unit) {
  return format(fmt, std::fabs(v) < half_unit ? 0.0 : v);
}

std::string elo_text(double e) {
  if (std::isinf(e)) return e > 0 ? "+inf" : "-inf";
  if (std::fabs(e) < 0.05) e = 0;  // no "-0.0"
  return format("%+.1f", e);
}

bool has_space(std::string_view s) {
  return std::any_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) <= ' '; });
}

bool parse_double(std::string_view text, double& out) {
  if (text.empty()) return false;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size() && std::isfinite(out);
}

// SplitMix64: a small generator with the same sequence everywhere (std distributions differ
// between standard libraries).
struct SplitMix {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
};

std::unique_ptr<AnyGame> referee_of(const MatchConfig& c) {
  std::vector<std::string_view> words(c.options.begin(), c.options.end());
  auto game = make_game(c.game, words);
  if (!c.start.empty()) game->set_position(c.start);
  return game;
}

// The random plies of pair `pair`: each a uniformly chosen legal move that does not end the
// game, from the pair's own generator, so that every pair's opening depends on the seed alone.
std::vector<std::string> opening_of(const MatchConfig& c, int pair) {
  SplitMix rng{c.seed ^ (0xD1B54A32D192ED03ULL * static_cast<uint64_t>(pair + 1))};
  auto game = referee_of(c);
  std::vector<std::string> plies;
  for (int i = 0; i < c.random_plies; ++i) {
    std::vector<std::string> ok;
    for (const auto& m : game->legal_moves()) {
      auto next = game->clone();
      next->play(m);
      if (!next->result().over()) ok.push_back(m);
    }
    if (ok.empty()) break;
    const auto& m = ok[rng.next() % ok.size()];
    game->play(m);
    plies.push_back(m);
  }
  return plies;
}

std::string player_label(const MatchConfig& c, int who) { return "player " + c.players[who].name; }

// Reads the reply to a setup command (`setoption`, `game`): `ok`, or a MatchError.
void expect_ok(EngineClient& client, const MatchConfig& c, int who, const std::string& command) {
  if (!client.send(command))
    throw MatchError(player_label(c, who) + " is not running (it stopped reading before '" + command + "')");
  for (;;) {
    auto line = client.read_line(Millis(move_timeout_ms(c)));
    if (!line)
      throw MatchError(player_label(c, who) + (client.alive() ? " did not answer '" : " ended instead of answering '") +
                       command + "'");
    if (line->starts_with("info")) continue;
    if (*line == "ok") return;
    if (line->starts_with("error"))
      throw MatchError(player_label(c, who) + " refused '" + command + "': " + *line);
    throw MatchError(player_label(c, who) + " answered '" + command + "' with '" + line->substr(0, 80) + "'");
  }
}

struct Failure {
  std::string reason, detail;
};

// Sends `position ...` and `go ...`; the move, or why the player lost.
std::variant<std::string, Failure> ask_move(EngineClient& client, const MatchConfig& c, const std::string& position) {
  const Millis timeout(move_timeout_ms(c));
  auto gone = [&](const std::string& when) -> Failure {
    if (client.alive()) return {"timeout", "no answer to '" + when + "' within " + std::to_string(timeout.count()) + " ms"};
    return {"engine-error", "the engine ended before answering '" + when + "'"};
  };
  if (!client.send(position)) return gone("position");
  for (;;) {
    auto line = client.read_line(timeout);
    if (!line) return gone("position");
    if (line->starts_with("info")) continue;
    if (*line == "ok") break;
    return Failure{"engine-error", "answered 'position' with '" + line->substr(0, 80) + "'"};
  }
  const std::string go = go_command(c);
  if (!client.send(go)) return gone(go);
  auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    auto left = std::chrono::duration_cast<Millis>(deadline - std::chrono::steady_clock::now());
    auto line = client.read_line(std::max(left, Millis(0)));
    if (!line) return gone(go);
    auto w = split_words(*line);
    if (w.empty() || w[0] == "info") continue;
    if (w[0] == "bestmove") {
      if (w.size() != 2) return Failure{"illegal-move", "answered '" + line->substr(0, 80) + "'"};
      return std::string(w[1]);
    }
    if (w[0] == "error") return Failure{"engine-error", "answered '" + go + "' with '" + line->substr(0, 80) + "'"};
    // anything else is ignored, as chess match runners ignore unknown output
  }
}

// Plays game `index`; nullopt when `stop` was raised meanwhile. Throws MatchError.
std::optional<GameOutcome> play_game(const MatchConfig& c, int index, const std::atomic<bool>& stop) {
  GameOutcome g;
  g.index = index;
  g.player1_side = index % 2 == 0 ? Side::South : Side::North;
  g.opening = opening_of(c, index / 2);
  auto game = referee_of(c);
  for (const auto& m : g.opening) game->play(m);

  // A fresh pair of players for every game: no state carries over from one game to the next.
  std::array<std::unique_ptr<EngineClient>, 2> clients;
  for (int who = 0; who < 2; ++who) {
    try {
      clients[who] = start_player(c.players[who]);
    } catch (const EngineClientError& e) {
      throw MatchError(player_label(c, who) + ": " + e.what());
    }
    for (const auto& [name, value] : c.players[who].options)
      expect_ok(*clients[who], c, who, "setoption " + name + " " + value);
    std::string game_command = "game " + c.game;
    for (const auto& o : c.options) game_command += " " + o;
    expect_ok(*clients[who], c, who, game_command);
  }

  const std::string position_head = c.start.empty() ? "position startpos" : "position " + c.start;
  auto who_plays = [&](Side s) { return s == g.player1_side ? 0 : 1; };
  auto side_of = [&](int who) { return who == 0 ? g.player1_side : opponent(g.player1_side); };
  auto side_name = [](Side s) { return std::string(s == Side::South ? "South" : "North"); };
  for (;;) {
    if (stop) return std::nullopt;
    if (game->result().over()) {
      g.winner = game->result().winner;
      g.reason = std::string(to_string(game->result().reason));
      break;
    }
    if (static_cast<int>(game->moves().size()) >= c.max_plies) {
      g.winner = Winner::Draw;
      g.reason = "max-plies";
      g.detail = "drawn after " + std::to_string(c.max_plies) + " plies";
      break;
    }
    const Side mover = game->to_move();
    const int who = who_plays(mover);
    std::string position = position_head;
    if (!game->moves().empty()) position += " moves " + join(game->moves());
    auto answer = ask_move(*clients[who], c, position);
    Failure failure;
    if (auto* move = std::get_if<std::string>(&answer)) {
      const auto legal = game->legal_moves();
      if (std::find(legal.begin(), legal.end(), *move) != legal.end()) {
        game->play(*move);
        continue;
      }
      failure = {"illegal-move", "played '" + move->substr(0, 20) + "', not a legal move"};
    } else {
      failure = std::get<Failure>(answer);
    }
    g.winner = winner_of(side_of(1 - who));
    g.reason = failure.reason;
    g.detail = side_name(mover) + " (" + c.players[who].name + ") " + failure.detail;
    break;
  }

  std::map<std::string, std::string> tags;
  tags["Event"] = c.event;
  tags["Round"] = std::to_string(index + 1);
  tags[side_name(g.player1_side)] = c.players[0].name;
  tags[side_name(opponent(g.player1_side))] = c.players[1].name;
  tags["Termination"] = g.reason;
  tags["Winner"] = std::string(to_string(g.winner));
  if (!g.detail.empty()) tags["Adjudication"] = g.detail;
  g.record = record_of(*game, std::move(tags));
  return g;
}

std::string counts_text(int w, int d, int l) {
  return "+" + std::to_string(w) + " =" + std::to_string(d) + " -" + std::to_string(l);
}

std::string progress_line(const MatchConfig& c, const MatchResult& r) {
  std::string line = "games " + std::to_string(r.played()) + "/" + std::to_string(c.games) + "  " +
                     c.players[0].name + " vs " + c.players[1].name + " " +
                     counts_text(r.wins, r.draws, r.losses) + "  score " +
                     format("%.1f%%", 100 * elo::score(r.wins, r.draws, r.losses)) + "  elo " +
                     elo_text(elo::from_score(elo::score(r.wins, r.draws, r.losses)));
  if (c.sprt) line += "  llr " + signless("%.2f", r.llr, 0.005);
  return line;
}

}  // namespace

// ---- configuration ------------------------------------------------------------------------

PlayerSpec parse_player_spec(std::string_view text) {
  PlayerSpec p;
  size_t colon = text.find(':');
  if (colon == std::string_view::npos)
    throw ParseError("player '" + std::string(text) + "' must be NAME:internal[,option=value...] or NAME:cmd=PROGRAM ARGS[,option=value...]");
  p.name = std::string(text.substr(0, colon));
  if (p.name.empty() || p.name.size() > 40 || has_space(p.name) || p.name.find(',') != std::string::npos)
    throw ParseError("player name '" + p.name + "' must be 1 to 40 characters without spaces or commas");
  auto items = split(text.substr(colon + 1), ',');
  const std::string_view kind = items[0];
  if (kind == "internal") {
    p.internal = true;
  } else if (kind.starts_with("cmd=")) {
    p.internal = false;
    for (auto w : split_words(kind.substr(4))) p.argv.emplace_back(w);
    if (p.argv.empty()) throw ParseError("player " + p.name + ": cmd= needs a program");
  } else {
    throw ParseError("player " + p.name + ": '" + std::string(kind) + "' is neither internal nor cmd=PROGRAM");
  }
  for (size_t i = 1; i < items.size(); ++i) {
    std::string_view item = items[i];
    size_t eq = item.find('=');
    if (eq == std::string_view::npos || eq == 0 || eq + 1 == item.size() || has_space(item))
      throw ParseError("player " + p.name + ": option '" + std::string(item) + "' must be name=value");
    p.options.emplace_back(std::string(item.substr(0, eq)), std::string(item.substr(eq + 1)));
  }
  return p;
}

std::unique_ptr<EngineClient> start_player(const PlayerSpec& spec) {
  return spec.internal ? make_internal_client() : make_process_client(spec.argv);
}

SprtConfig parse_sprt(std::string_view text) {
  auto parts = split(text, ',');
  if (parts.size() != 2 && parts.size() != 4)
    throw ParseError("--sprt takes elo0,elo1 or elo0,elo1,alpha,beta, not '" + std::string(text) + "'");
  double v[4] = {0, 0, 0.05, 0.05};
  for (size_t i = 0; i < parts.size(); ++i)
    if (!parse_double(parts[i], v[i]))
      throw ParseError("--sprt: '" + std::string(parts[i]) + "' is not a number");
  SprtConfig s{v[0], v[1], v[2], v[3]};
  if (!(s.elo0 < s.elo1)) throw ParseError("--sprt: elo0 must be below elo1");
  if (!(s.alpha > 0 && s.alpha < 0.5 && s.beta > 0 && s.beta < 0.5))
    throw ParseError("--sprt: alpha and beta must lie between 0 and 0.5");
  return s;
}

void validate(MatchConfig& c) {
  for (int who = 0; who < 2; ++who)
    if (c.players[who].name.empty()) throw ParseError("a match needs two players (--player NAME:SPEC twice)");
  if (c.players[0].name == c.players[1].name)
    throw ParseError("the two players need different names (both are '" + c.players[0].name + "')");
  if (c.game.empty()) c.game = std::string(default_game().name());
  auto names = game_names();
  if (std::find(names.begin(), names.end(), c.game) == names.end())
    throw ParseError("unknown game '" + c.game + "' (" + game_names_text() + ")");
  for (const auto& o : c.options)
    if (o.empty() || has_space(o)) throw ParseError("rule option '" + o + "' must be name=value");
  std::unique_ptr<AnyGame> game;
  try {
    std::vector<std::string_view> words(c.options.begin(), c.options.end());
    game = make_game(c.game, words);
  } catch (const ParseError& e) {
    throw ParseError(std::string("rule options: ") + e.what());
  }
  if (!c.start.empty()) {
    try {
      game->set_position(c.start);
    } catch (const ParseError& e) {
      throw ParseError(std::string("--start: ") + e.what());
    }
    if (game->result().over()) throw ParseError("--start: the game is already over in that position");
    c.start = game->position_text();
  }
  if (c.games < 2 || c.games % 2 != 0 || c.games > 10'000'000)
    throw ParseError("--games must be an even number from 2 (games come in pairs, colours swapped)");
  if (c.movetime_ms < 0 || c.depth < 0) throw ParseError("search limits must be positive");
  if (c.depth >= kMaxPly) throw ParseError("--depth must be below " + std::to_string(kMaxPly));
  if (c.movetime_ms == 0 && c.depth == 0 && c.nodes == 0) c.movetime_ms = 100;
  if (c.timeout_ms < 0) throw ParseError("--timeout must be positive");
  if (c.concurrency < 1 || c.concurrency > 256) throw ParseError("-j must be from 1 to 256");
  if (c.random_plies < 0 || c.random_plies > 1000) throw ParseError("--random-plies must be from 0 to 1000");
  if (c.max_plies < 1 || c.max_plies > static_cast<int>(kMaxRecordMoves))
    throw ParseError("--max-plies must be from 1 to " + std::to_string(kMaxRecordMoves));
  if (c.sprt && !(c.sprt->elo0 < c.sprt->elo1 && c.sprt->alpha > 0 && c.sprt->alpha < 0.5 &&
                  c.sprt->beta > 0 && c.sprt->beta < 0.5))
    throw ParseError("--sprt needs elo0 < elo1 and alpha, beta between 0 and 0.5");
}

std::string go_command(const MatchConfig& c) {
  std::string go = "go";
  if (c.depth > 0) go += " depth " + std::to_string(c.depth);
  if (c.nodes > 0) go += " nodes " + std::to_string(c.nodes);
  if (c.movetime_ms > 0) go += " movetime " + std::to_string(c.movetime_ms);
  if (go == "go") go += " movetime 100";
  return go;
}

int64_t move_timeout_ms(const MatchConfig& c) {
  if (c.timeout_ms > 0) return c.timeout_ms;
  return c.movetime_ms > 0 ? 10 * c.movetime_ms + 5000 : 60000;
}

double GameOutcome::player1_score() const {
  if (winner == Winner::Draw) return 0.5;
  return winner == winner_of(player1_side) ? 1.0 : 0.0;
}

// ---- the match ----------------------------------------------------------------------------

MatchResult play_match(const MatchConfig& c, std::ostream* progress) {
  MatchResult result;
  std::ofstream records;
  if (!c.records.empty()) {
    records.open(c.records, std::ios::app);
    if (!records) throw MatchError("cannot open '" + c.records + "' to append the records");
  }
  const auto bounds = c.sprt ? elo::sprt_bounds(c.sprt->alpha, c.sprt->beta) : elo::SprtBounds{};
  if (c.sprt) result.sprt_state = "continue";
  const int every = std::max(1, c.games / 10);
  const bool tty = progress && c.progress == MatchConfig::Progress::Tty;
  const bool lines = progress && c.progress == MatchConfig::Progress::Lines;

  std::mutex mutex;
  std::atomic<int> next{0};
  std::atomic<bool> stop{false};
  std::map<int, GameOutcome> waiting;  // finished games that wait for those before them
  std::optional<std::string> error;

  // Counts a finished game; called in game order under the mutex.
  auto commit = [&](GameOutcome g) {
    const double s = g.player1_score();
    (s == 1 ? result.wins : s == 0 ? result.losses : result.draws)++;
    result.reasons[g.reason]++;
    if (records.is_open()) {
      records << write_record(g.record) << "\n" << std::flush;
      if (!records) throw MatchError("cannot write to '" + c.records + "'");
    }
    result.games.push_back(std::move(g));
    if (c.sprt) {
      result.llr = elo::sprt_llr(result.wins, result.draws, result.losses, c.sprt->elo0, c.sprt->elo1);
      auto state = elo::sprt_state(result.llr, bounds);
      if (state != elo::SprtState::Continue) {
        result.sprt_state = state == elo::SprtState::AcceptH1 ? "H1 accepted" : "H0 accepted";
        result.stopped_early = result.played() < c.games;
        stop = true;
      }
    }
    if (tty) *progress << "\r" << progress_line(c, result) << "\x1b[K" << std::flush;
    if (lines && (result.played() % every == 0 || result.played() == c.games || stop))
      *progress << progress_line(c, result) << "\n" << std::flush;
  };

  auto worker = [&] {
    for (;;) {
      if (stop) return;
      const int index = next++;
      if (index >= c.games) return;
      try {
        auto g = play_game(c, index, stop);
        if (!g) return;
        std::lock_guard lock(mutex);
        if (stop) return;
        waiting.emplace(index, std::move(*g));
        while (!stop && !waiting.empty() && waiting.begin()->first == result.played()) {
          auto node = waiting.extract(waiting.begin());
          commit(std::move(node.mapped()));
        }
      } catch (const std::exception& e) {
        std::lock_guard lock(mutex);
        if (!error) error = e.what();
        stop = true;
        return;
      }
    }
  };

  const int n = std::min(c.concurrency, c.games);
  std::vector<std::thread> threads;
  for (int i = 1; i < n; ++i) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  if (tty) *progress << "\n" << std::flush;
  if (error) throw MatchError(*error);
  return result;
}

std::string summary_text(const MatchConfig& c, const MatchResult& r) {
  const std::string& p1 = c.players[0].name;
  const std::string& p2 = c.players[1].name;
  std::string limits = go_command(c).substr(3);
  std::string out;
  auto row = [&](const std::string& label, const std::string& value) {
    out += label + std::string(label.size() < 10 ? 10 - label.size() : 1, ' ') + value + "\n";
  };
  std::string game = c.game;
  for (const auto& o : c.options) game += " " + o;
  row("match", p1 + " vs " + p2 + ", " + game + ", " + limits + ", seed " + std::to_string(c.seed) +
                   (c.random_plies ? ", " + std::to_string(c.random_plies) + " random plies" : ""));
  row("games", std::to_string(r.played()) + " of " + std::to_string(c.games) +
                   (r.stopped_early ? " (stopped by the SPRT)" : ""));
  row("result", p1 + " " + counts_text(r.wins, r.draws, r.losses) + " (wins, draws, losses)");
  const double s = elo::score(r.wins, r.draws, r.losses);
  row("score", format("%.1f%%", 100 * s) + " (" + format("%g", r.wins + 0.5 * r.draws) + " of " +
                   std::to_string(r.played()) + ")");
  auto ci = elo::elo_interval(r.wins, r.draws, r.losses);
  std::string margin = std::isfinite(ci.lower) && std::isfinite(ci.upper)
                           ? " +/- " + format("%.1f", (ci.upper - ci.lower) / 2)
                           : "";
  row("elo", elo_text(ci.elo) + margin + ", 95% interval [" + elo_text(ci.lower) + ", " + elo_text(ci.upper) + "]");
  row("los", format("%.1f%%", 100 * elo::los(r.wins, r.losses)));
  int ws = 0, ds = 0, ls = 0, wn = 0, dn = 0, ln = 0;
  for (const auto& g : r.games) {
    const double gs = g.player1_score();
    if (g.player1_side == Side::South)
      (gs == 1 ? ws : gs == 0 ? ls : ds)++;
    else
      (gs == 1 ? wn : gs == 0 ? ln : dn)++;
  }
  row("colours", p1 + " as South " + counts_text(ws, ds, ls) + ", as North " + counts_text(wn, dn, ln) +
                     "; South won " + std::to_string(ws + ln) + ", North " + std::to_string(wn + ls));
  if (c.sprt) {
    auto b = elo::sprt_bounds(c.sprt->alpha, c.sprt->beta);
    row("sprt", "elo0 " + format("%g", c.sprt->elo0) + " elo1 " + format("%g", c.sprt->elo1) + " alpha " +
                    format("%g", c.sprt->alpha) + " beta " + format("%g", c.sprt->beta) + ": llr " +
                    signless("%.2f", r.llr, 0.005) + " in [" + format("%.2f", b.lower) + ", " + format("%.2f", b.upper) +
                    "], " + r.sprt_state);
  }
  std::string ends;
  for (const auto& [reason, count] : r.reasons) ends += (ends.empty() ? "" : ", ") + reason + " " + std::to_string(count);
  row("endings", ends.empty() ? "none" : ends);
  return out;
}

int run_match(MatchConfig config, std::ostream& out, std::ostream& err) {
  try {
    validate(config);
    auto result = play_match(config, &err);
    out << summary_text(config, result) << std::flush;
    return 0;
  } catch (const ParseError& e) {
    err << "error: " << e.what() << "\n";
  } catch (const MatchError& e) {
    err << "error: match stopped: " << e.what() << "\n";
  }
  return 2;
}

}  // namespace manqala
