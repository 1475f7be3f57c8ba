// `manqala bot`: any engine that speaks the engine protocol (PROTOCOL.md) plays on a manqala
// server as a bot (docs/bots.md). It reads the bot's events, accepts the challenges it can play
// (the games, the rating and the number of games at once it is told), gives the engine each
// position with the clocks, plays its moves, and can itself challenge another bot or a server
// level for a number of games. It reconnects after the server or the network drops; the first
// SIGINT or SIGTERM stops it taking games and it ends when its games have, the second at once.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace manqala {

struct BotConfig {
  std::string server, token;
  std::vector<std::string> engine;  // the program and its arguments; empty: this program's own engine
  std::vector<std::pair<std::string, std::string>> engine_options;  // setoption NAME VALUE, at the start
  std::string engine_name, engine_version;  // shown on the bot's page
  std::vector<std::string> games;  // the games it accepts (empty: every game)
  bool accept_rated = true, accept_casual = true;
  int max_games = 4;            // at once
  int64_t movetime_ms = 1000;   // a move's time in an untimed game
  // Challenging `opponent` (a bot's name or manqala-level-N) `count` games, `at_once` at a time,
  // alternating sides; it ends when they have.
  std::string opponent;
  int count = 0, at_once = 1;
  std::string game = "al-manqala";
  std::vector<std::string> options;
  int clock_minutes = 0, clock_seconds = 0, clock_increment_s = 0;
  bool rated = false;
};

// Runs until stopped (or, challenging, until its games are over). 0 when it ended cleanly; 1
// when the token was refused or the engine could not be started (said on `err`).
int run_bot(const BotConfig& config, std::ostream& out, std::ostream& err);

}  // namespace manqala
