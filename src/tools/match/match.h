// `manqala match`: two engines that speak the engine protocol play a series of games, refereed
// here, and the result is summed up as a score, an Elo difference and optionally an SPRT.
// docs/match.md describes the command; elo.h the statistics.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/types.h"
#include "protocol/engine_client.h"
#include "record/record.h"

namespace manqala {

// What stops a match before its end: a player that cannot be started, refuses a `setoption`
// or the game. The message names the player.
struct MatchError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// `NAME:internal[,name=value...]` or `NAME:cmd=PROGRAM ARGS...[,name=value...]`.
struct PlayerSpec {
  std::string name;
  bool internal = true;
  std::vector<std::string> argv;                             // cmd=: the program and arguments
  std::vector<std::pair<std::string, std::string>> options;  // sent as `setoption NAME VALUE`
};
// Throws ParseError saying what is wrong.
PlayerSpec parse_player_spec(std::string_view text);
// A new client for the player (not yet configured). Throws EngineClientError.
std::unique_ptr<EngineClient> start_player(const PlayerSpec& spec);

struct SprtConfig {
  double elo0 = 0, elo1 = 0, alpha = 0.05, beta = 0.05;
};
// "elo0,elo1" or "elo0,elo1,alpha,beta". Throws ParseError.
SprtConfig parse_sprt(std::string_view text);

struct MatchConfig {
  std::string game;                  // a game's name; empty: the protocol's default game
  std::vector<std::string> options;  // rule options, name=value
  std::string start;                 // a position text every game starts from; empty: the start
  std::array<PlayerSpec, 2> players;
  int games = 100;            // even: games come in pairs with colours swapped
  int64_t movetime_ms = 0;    // the search limit of each `go`; none given: movetime 100
  int depth = 0;
  uint64_t nodes = 0;
  int64_t timeout_ms = 0;     // a move's time limit; 0: 10 x movetime + 5 s (60 s without movetime)
  int concurrency = 1;
  int random_plies = 0;       // random opening plies shared by the two games of a pair
  uint64_t seed = 0;
  std::string records;        // append each game's record here; empty: none
  std::optional<SprtConfig> sprt;
  int max_plies = 2000;       // a game still going after this many plies is a draw
  std::string event = "manqala match";
  enum class Progress { None, Tty, Lines } progress = Progress::None;
};

// Checks the values and fills in the defaults; throws ParseError for a bad value.
void validate(MatchConfig& config);
// The `go` command of the config's limits.
std::string go_command(const MatchConfig& config);
// The time a player has to answer a command.
int64_t move_timeout_ms(const MatchConfig& config);

struct GameOutcome {
  int index = 0;                 // 0-based; game 2k and 2k+1 form pair k
  Side player1_side = Side::South;
  std::vector<std::string> opening;  // the random plies the game started with
  Winner winner = Winner::None;  // S, N or Draw
  std::string reason;            // a status reason, or max-plies, illegal-move, timeout, engine-error
  std::string detail;            // for adjudications: what happened
  Record record;
  double player1_score() const;  // 1, 1/2 or 0
};

struct MatchResult {
  int wins = 0, draws = 0, losses = 0;  // player 1's view
  std::vector<GameOutcome> games;       // in game order, as counted
  std::map<std::string, int> reasons;   // how the games ended
  double llr = 0;                       // with SPRT
  std::string sprt_state;               // "continue", "H0 accepted", "H1 accepted"
  bool stopped_early = false;           // by the SPRT
  int played() const { return wins + draws + losses; }
};

// Plays the match. Progress (if the config asks) goes to `progress`. Deterministic given the
// seed and players whose moves depend on the position alone (depth or nodes limits): games
// are counted, recorded and tested in game order whatever the concurrency. Throws MatchError.
MatchResult play_match(const MatchConfig& config, std::ostream* progress = nullptr);

// The summary printed at the end.
std::string summary_text(const MatchConfig& config, const MatchResult& result);

// validate + play_match + summary on `out`; errors as "error: ..." on `err`. Exit status: 0,
// or 2 for a bad configuration or a match that had to stop.
int run_match(MatchConfig config, std::ostream& out, std::ostream& err);

}  // namespace manqala
