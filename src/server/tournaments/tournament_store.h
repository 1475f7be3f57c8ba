// Tournaments in the server's database (tournaments/tournament_schema.h): what was announced, who
// registered (and their seeds once it starts), and every round's boards with their games and
// results. Each change is one transaction, so a tournament read after a crash is one the
// director can carry on from (director.h).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "server/db/store.h"

namespace manqala::tournaments {

// Board results: South won, North won, drawn, South or North won by forfeit (no game, or a
// no-show), both lost by forfeit (neither came), and a bye (a point for South, the player
// sitting out), and a half-point bye the player asked for in advance. "" while being played.
inline constexpr const char* kResults[] = {"1-0", "0-1", "1/2", "+-", "-+", "--", "bye", "half-bye"};
// South's and North's points for a result (-1: none yet or not a result; North's of a bye).
double south_points(const std::string& result);
double north_points(const std::string& result);

struct Spec {
  std::string name;
  std::string format = "swiss";  // "swiss", "round-robin" or "double-round-robin"
  std::string game, options;
  int64_t clock_initial_ms = 0, clock_increment_ms = 0;
  int rounds = 0;  // Swiss only: a round robin's come from its players
  bool rated = true;
  int forfeit_after_s = 300;  // a player who has not made a first move this long after the round began loses
  std::string club_id;        // "" for an open tournament
  bool chat = true;           // the two players of each of its games may chat (the director's choice)
  bool bots = false;          // bots may enter (server/bots/); its people agree to play them
  int pause_s = 0;            // seconds between the end of a round and the pairing of the next
  // When the director starts it by itself, and after when registration is refused: utc_time()
  // text, "" for none (start_time.h).
  std::string starts_at, registration_closes_at;
  // A Swiss takes late players while the round being played is before this one (0: none).
  int late_entry_until_round = 0;
  int max_byes = 0;  // half-point byes a Swiss's player may ask for in advance (0: none)
  std::string description;  // plain text, line breaks kept (at most 2000 characters)
  // FIDE C.07 acronyms in order ("BH-C1,SB,DE"); "" for the format's default (tiebreaks_of()).
  std::string tiebreaks;
  int64_t organiser_id = 0;
};

struct Tournament : Spec {
  std::string id, organiser, status = "registering";  // "registering", "running", "paused", "finished"
  int round = 0;  // the round being played (0 before the first)
  std::string round_started, created, updated;
  std::string round_ended;  // when the round being played was seen over ("" while it is not)
  int players = 0;
  // The organiser's pairing of the next round, written by hand ("" for none): lines
  // "south north" in board order and "name bye" (manual_pairing.h).
  std::string manual_pairings;
};

struct Entrant {
  int64_t account_id = 0;
  std::string name;
  int seed = 0;  // 1 the highest, set at the start
  bool withdrawn = false;
  bool late = false;  // registered after the start (a Swiss's late entry)
};

// A half-point bye a player asked for, for a round (paired or still to come).
struct AskedBye {
  int64_t account_id = 0;
  std::string name;
  int round = 0;
};

struct Board {
  int round = 0, board = 0;
  int64_t south_id = 0, north_id = 0;  // north_id 0: South has the bye
  std::string game_id, result;
  double south_rating = -1, north_rating = -1;  // when the round was paired (-1: not known)
  bool by_hand = false;  // paired from the organiser's hand-made pairing
};

class TournamentStore : public Store {
 public:
  static std::unique_ptr<TournamentStore> open(Database& db);

  virtual Tournament create(const Spec& spec) = 0;
  virtual std::optional<Tournament> find(const std::string& id) = 0;
  // Newest first; `status` or `club` "" for any.
  virtual std::vector<Tournament> list(const std::string& status, const std::string& club, int limit) = 0;
  virtual std::vector<std::string> running() = 0;  // running and paused tournaments' ids
  // Registering tournaments whose scheduled start is at or before `now` (utc_time() text).
  virtual std::vector<std::string> due_to_start(const std::string& now) = 0;

  virtual std::vector<Entrant> entrants(const std::string& id) = 0;  // by seed, then registration
  virtual bool add_entrant(const std::string& id, int64_t account) = 0;
  // A late player: seeded after everyone (so the numbers of the others, the pairing's, stay).
  // False when the account is registered already (withdrawn or not).
  virtual bool add_late_entrant(const std::string& id, int64_t account) = 0;
  virtual void remove_entrant(const std::string& id, int64_t account) = 0;

  virtual std::vector<AskedBye> asked_byes(const std::string& id) = 0;  // by round, then name
  virtual bool ask_bye(const std::string& id, int64_t account, int round) = 0;  // false: asked already
  virtual bool cancel_bye(const std::string& id, int64_t account, int round) = 0;  // false: none asked
  virtual void withdraw(const std::string& id, int64_t account) = 0;

  // The seeds (accounts in order, the first seeded 1), the rounds, and status running.
  virtual void start(const std::string& id, const std::vector<int64_t>& seeded, int rounds) = 0;
  // A round's boards, and the round number and its start time, together; the hand-made
  // pairing is cleared with them (it was for this round).
  virtual void add_round(const std::string& id, int round, const std::vector<Board>& boards) = 0;
  // Notes that the round being played is over, now (once: false when it was noted already).
  virtual bool round_over(const std::string& id) = 0;
  virtual void set_game(const std::string& id, int round, int board, const std::string& game_id) = 0;
  // False when the board already had this result.
  virtual bool set_result(const std::string& id, int round, int board, const std::string& result) = 0;
  virtual void set_status(const std::string& id, const std::string& status) = 0;
  virtual void set_description(const std::string& id, const std::string& description) = 0;
  virtual void set_manual_pairings(const std::string& id, const std::string& text) = 0;
  virtual std::vector<Board> boards(const std::string& id) = 0;  // by round, then board
  // The tournament and board a game is played on.
  virtual std::optional<std::pair<std::string, Board>> board_of_game(const std::string& game_id) = 0;
};

}  // namespace manqala::tournaments
