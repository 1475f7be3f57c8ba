// Over-the-board tournaments in the server's database (otb_schema.h). Each change is one
// transaction together with its log line, so the log never misses a change that was made nor
// names one that was not. The checks of whether a change is allowed are the routes' (they
// hold one lock over check and change); this file only reads and writes.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "server/db/store.h"

namespace manqala::otb {

// Players the director keeps apart (same family, same club): no two of them are paired from
// round `from` on (to `to`, 0: the end). Ended rather than deleted once a round was paired
// under it, so that every paired round is still the pairing of the rules it was made under.
struct OtbForbidden {
  std::vector<int> players;  // ids
  int from = 1, to = 0;
  std::string note;
  friend bool operator==(const OtbForbidden&, const OtbForbidden&) = default;
};

struct OtbTournament {
  std::string id, name, game, options, format = "swiss";  // "swiss", "round-robin", "double-round-robin"
  int rounds = 0;  // planned (a round robin's: set when round 1 is paired)
  std::string tiebreaks;  // "BH-C1,BH,SB,DE"
  std::string initial_colour = "lot";  // "lot", "white", "black"
  int64_t colour_seed = 0;
  std::string drawn_colour;  // "white" or "black" once drawn by lot
  std::string time_control, place, date, chief_arbiter, club_id;
  int64_t director_id = 0;
  std::string director;  // the account's name
  std::string status = "registering";  // "registering", "running", "finished"
  int round = 0;  // the last paired round
  std::string created;
  int players = 0;  // not withdrawn
  // Who may propose a result from the hall: "code" (anyone with hall_code, which the hall's
  // link carries) or "players" (the board's players, logged in with their linked accounts).
  std::string proposals = "code", hall_code;
  std::string acceleration = "none";  // "none" or "baku" (C.04.5.1), a Swiss's
  std::vector<OtbForbidden> forbidden;
  // A team event's boards a match (its rounds pair teams: pairing/teams.h); 0: players are paired.
  int team_boards = 0;
};

// A team of a team event: its starting number (given when round 1 is paired: the teams by their
// players' average rating), its name and club.
struct OtbTeam {
  int id = 0, number = 0;
  std::string name, club_id;
};

struct OtbPlayer {
  int id = 0, number = 0;
  std::string name;
  int rating = 0;
  int64_t account_id = 0;
  std::string account;  // the linked account's name, "" when none
  bool withdrawn = false;
  int joined_round = 1;
  // As a TRF player line has them, for a rating officer: "GM", "WIM"…; "OMA"; digits.
  std::string title, federation, fide_id;
  int team = 0, team_order = 0;  // a team event's: the team's id and the player's place in its board order
};

struct OtbBye {
  int player = 0, round = 0;
  std::string kind;  // "half", "zero", "full"
};

struct OtbBoard {
  int round = 0, board = 0, white = 0, black = 0;  // player ids; black 0: white has the bye
  std::string result, game_id, paired_at;
  std::string proposed, proposed_at;  // the hall's proposal, "" when none
  std::string conflict;  // a second, different proposal: the director decides
};
// A board as the pairing makes it.
inline OtbBoard paired_board(int round, int board, int white, int black, std::string result = {}) {
  OtbBoard b;
  b.round = round, b.board = board, b.white = white, b.black = black, b.result = std::move(result);
  return b;
}

struct OtbLogEntry {
  std::string at, by, what;
  int round = 0, board = 0;
  std::string player, from, to;
};

// One change's line in the log (who, what, where, the value before and after).
struct LogLine {
  LogLine(std::string by, std::string what, int round = 0, int board = 0, std::string player = {},
          std::string from = {}, std::string to = {})
      : by(std::move(by)), what(std::move(what)), round(round), board(board), player(std::move(player)),
        from(std::move(from)), to(std::move(to)) {}
  std::string by, what;
  int round = 0, board = 0;
  std::string player, from, to;
};

// Everything of one tournament, read together.
struct OtbData {
  OtbTournament t;
  std::vector<OtbPlayer> players;  // by number
  std::vector<OtbBye> byes;
  std::vector<OtbBoard> boards;  // by round, then board
  std::vector<OtbTeam> teams;    // by id
};

class OtbStore : public Store {
 public:
  static std::unique_ptr<OtbStore> open(Database& db);

  // A new tournament (the id is made here), logged "created".
  virtual std::string create(const OtbTournament& t, const std::string& by) = 0;
  virtual std::optional<OtbTournament> find(const std::string& id) = 0;
  virtual std::optional<OtbData> load(const std::string& id) = 0;
  virtual std::vector<OtbTournament> list(const std::string& club, int limit) = 0;  // newest first
  virtual std::vector<OtbLogEntry> log(const std::string& id) = 0;

  // A player inserted at `number` (those from it on move down one); the new id.
  virtual int add_player(const std::string& id, const OtbPlayer& p, const LogLine& line) = 0;
  // The player's row as given (name, rating, account, withdrawn; not its number), and when
  // `order` is given (the players' ids, number 1 first), the pairing numbers anew.
  virtual void update_player(const std::string& id, const OtbPlayer& p, const LogLine& line,
                     const std::vector<int>& order = {}) = 0;
  // The player and its byes gone, numbers after it closed up (a round robin's withdrawal
  // before it starts).
  virtual void remove_player(const std::string& id, int player, const LogLine& line) = 0;
  // A withdrawn player back (withdrawn false), absent (a zero bye) in the paired `missed` rounds.
  virtual void readmit(const std::string& id, const OtbPlayer& p, const std::vector<int>& missed, const LogLine& line) = 0;
  // kind "" removes it.
  virtual void set_bye(const std::string& id, const OtbBye& bye, const LogLine& line) = 0;

  // A round's boards; the tournament's round, status "running", the drawn colour and the
  // planned rounds (a round robin's) with them.
  virtual void add_round(const std::string& id, int round, const std::vector<OtbBoard>& boards, const std::string& drawn,
                 int planned, const LogLine& line) = 0;
  // The round's boards and proposals gone; the tournament back at round - 1.
  virtual void remove_round(const std::string& id, int round, const LogLine& line) = 0;
  // The last round's boards replaced by the director's (proposals go with the old ones).
  virtual void replace_round(const std::string& id, int round, const std::vector<OtbBoard>& boards, const LogLine& line) = 0;
  // The result (the proposal, if any, gone).
  virtual void set_result(const std::string& id, int round, int board, const std::string& result, const LogLine& line) = 0;
  // The same with several log lines, and with round `take_back` (the last) taken back in the
  // same change when it is not 0: a correction after the next round was paired.
  virtual void set_result(const std::string& id, int round, int board, const std::string& result,
                  const std::vector<LogLine>& lines, int take_back = 0) = 0;
  // Round `round` (the last) taken back, the `absent` players absent from it (a zero bye), in one
  // change: a forfeit just after the pairing, the round to be paired again without them.
  virtual void take_back_for_absence(const std::string& id, int round, const std::vector<int>& absent, const std::vector<LogLine>& lines) = 0;
  // The pairing numbers anew (`order`: the players' ids, number 1 first), one log line for
  // each player whose number changed.
  virtual void renumber(const std::string& id, const std::vector<int>& order, const std::vector<LogLine>& lines) = 0;
  // The hall's proposal: the first kept; a different second one kept beside it as the conflict.
  virtual void propose(const std::string& id, int round, int board, const std::string& result, const LogLine& line) = 0;
  // The game typed in from the sheet, and its result when the board had none ("" leaves it).
  virtual void set_game(const std::string& id, int round, int board, const std::string& game_id, const std::string& result,
                const LogLine& line) = 0;
  // The board whose game it is (its tournament, round and board), if any.
  virtual std::optional<std::tuple<std::string, int, int>> board_of_game(const std::string& game_id) = 0;
  // The acceleration and the forbidden pairs, as given.
  virtual void set_pairing_rules(const std::string& id, const std::string& acceleration,
                         const std::vector<OtbForbidden>& forbidden, const LogLine& line) = 0;
  virtual void set_status(const std::string& id, const std::string& status, const LogLine& line) = 0;
  // Who may propose results from the hall, and the hall's code (a new one revokes the old link).
  virtual void set_hall(const std::string& id, const std::string& proposals, const std::string& code, const LogLine& line) = 0;

  // A team event's new team (its id); its name, and its players' board order (`order`: ids,
  // board 1 first; the team's others after them as they were) when given.
  virtual int add_team(const std::string& id, const OtbTeam& team, const LogLine& line) = 0;
  virtual void update_team(const std::string& id, const OtbTeam& team, const std::vector<int>& order, const LogLine& line) = 0;
  // The teams' starting numbers (`order`: team ids, number 1 first), with round 1's boards.
  virtual void number_teams(const std::string& id, const std::vector<int>& order) = 0;

  // A whole tournament at once (a TRF import): the players' ids are theirs in `d`.
  virtual std::string import(const OtbData& d, const std::string& by) = 0;
};

}  // namespace manqala::otb
