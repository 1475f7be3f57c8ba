// The tournament director: starts a tournament (seeds by rating), pairs each round (round
// robin or Swiss), creates its games with their clocks and tells the players, records each
// result as its game ends, forfeits players who do not come, and goes on to the next round
// or ends the tournament. The organiser's actions (pause, resume, withdraw a player, correct
// a result) come here too.
//
// Everything it decides is in the archive before it acts on it (tournament_store.h), so after
// a crash resume_all() carries every tournament on: boards without their game get one,
// games that ended unrecorded are recorded, a finished round leads to the next.
//
// On a site of several processes (common/cluster.h) each process's Director acts on the
// tournaments its routes and games touch, one process at a time (the cluster's "tournament
// director" section, around the director's own lock), each reading the archive afresh; so no
// round is paired twice. The ticker works only in the process holding the director's lease.
#pragma once

#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>

#include "server/accounts/notices.h"
#include "server/common/refused.h"
#include "server/common/ticker.h"
#include "server/games/games.h"
#include "pairing/dutch_check.h"
#include "server/tournaments/tournament_store.h"

namespace manqala::tournaments {

class Director {
 public:
  Director(Archive& archive, Games& games, accounts::Notices& notices);
  ~Director();
  Director(const Director&) = delete;
  Director& operator=(const Director&) = delete;

  // Where the director's notices go (the WebSocket of each account's pages).
  accounts::Notices& notices() { return notices_; }

  // At the server's start: every running tournament carried on; the ticker started.
  void resume_all();
  void shutdown();

  void start(const std::string& id);
  void pause(const std::string& id);
  void resume(const std::string& id);
  // The player plays no further round; an unfinished game of theirs is forfeited.
  void withdraw(const std::string& id, int64_t account);
  // A new result for a board (any but a bye); a game still being played on it ends with it.
  void correct(const std::string& id, int round, int board, const std::string& result);
  // A half-point bye asked for in advance by a Swiss's player, for a round not yet paired (at
  // most the tournament's max_byes each), and its cancellation before that round is paired.
  // Here, under the director's lock, so that a round is never paired half-way through one.
  void ask_bye(const std::string& id, int64_t account, int round);
  void cancel_bye(const std::string& id, int64_t account, int round);
  // The organiser's pairing of a running Swiss's next round, written by hand ("" clears it):
  // refused (400, BadManualPairing's why) unless it pairs every player to be paired once; kept,
  // it is what the next round is paired from. Returns what it breaks of the Dutch system.
  std::vector<pairing::Breach> set_manual_pairings(const std::string& id, const std::string& text);
  // A game has ended (any game: most are not a tournament's).
  void game_over(const std::string& game_id);
  // A round held back by a pause is paired once the pause is over.
  // No-shows: forfeit_after_s after the round began, a game without both first moves is
  // forfeited by whoever did not come, by both when neither came (Room::forfeit_no_show).
  void tick();

 private:
  // The director's lock: mu_ in this process, and the cluster's section against the others
  // (taken by the outermost holder only: mu_ is recursive).
  class Held {
   public:
    explicit Held(Director& d);
    ~Held();

   private:
    Director& d_;
    std::lock_guard<std::recursive_mutex> lock_;
  };

  // Under mu_.
  void carry_on(const std::string& id);
  void next_round(const Tournament& t);
  void create_game(const Tournament& t, const Board& b, const std::vector<Entrant>& entrants);
  bool record(const std::string& id, const Board& b);  // from its game, if over
  // A game still being played ends with the result the director set on its board.
  void end_game(const std::string& game_id, const std::string& result);
  Tournament must_find(const std::string& id);

  Archive& archive_;
  Games& games_;
  accounts::Notices& notices_;
  std::unique_ptr<TournamentStore> store_;
  std::recursive_mutex mu_;
  Cluster& cluster_;
  int depth_ = 0;                   // Held's nesting, under mu_
  std::shared_ptr<void> section_;  // the cluster's section, while held
  std::optional<Ticker> ticker_;  // every second, from resume_all() on
};

}  // namespace manqala::tournaments
