// Limits on the server's games, so that one client cannot lock others out: a cap on games in
// progress (games someone plays: Room::in_progress), games in progress per client, creations
// and imports a minute per client; rooms abandoned for a while leave memory.
#pragma once

namespace manqala {

struct GamesLimits {
  int max_games = 1000;                   // games in progress at once
  int max_games_per_client = 50;          // games in progress created by one client
  double creates_per_minute = 30;         // a client's new games (bursts of twice that)
  double imports_per_minute = 10;         // a client's imports (bursts of twice that)
  int abandoned_s = 30 * 60;              // an untimed game untouched this long leaves memory
  int idle_s = 10 * 60;                   // a game nobody moves in nor has open stops counting
  int sweep_ms = 5000;                    // how often rooms nobody needs are looked for
};

}  // namespace manqala
