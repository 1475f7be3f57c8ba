// Team events (a club against a club, a team round robin or Swiss of several clubs): each round
// pairs teams, and each match is played on `boards` boards, the teams' players in board order,
// board 1's first-named team South (White) and the colours alternating down the boards, as team
// events do. A match is won by the team with more game (board) points: 2 match points a win, 1
// a draw, 0 a loss.
//
// The teams are paired by this library's own systems (the Dutch system, Berger's tables) over a
// Tournament whose "players" are the teams, scored in match points (PointSystem 2, 1, 0; a
// pairing-allocated bye a match won), each team's colour in a round its board 1's.
//
// The standings (FIDE C.07, its team tie-breaks where they apply): match points first, then the
// tournament's order of
//   GP   the team's game points (the sum of its boards' points), C.07's tie-break for team
//        events scored in match points;
//   and any individual tie-break of tiebreaks.h (DE, BH, BH-C1, SB, WIN...), computed on the
//   teams' tournament in match points: its tied groups are teams equal on match points (and
//   its earlier tie-breaks), GP aside.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "pairing/tiebreaks.h"
#include "pairing/tournament.h"

namespace manqala::pairing {

inline constexpr PointSystem kMatchPoints{20, 10, 0, 20, 0, 20, 20, 10, 0};

// One match: teams by starting number (black 0: `white` has the bye), and each board's points
// for the white team (tenths; none while the board has no result).
struct TeamMatch {
  int round = 0;
  int white = 0, black = 0;
  std::vector<std::optional<Points>> white_points;  // board 1 first
};

struct MatchScore {
  Points white = 0, black = 0;  // game points so far (tenths)
  bool complete = false;         // every board has its result
  RoundResult white_outcome = RoundResult::none;  // once complete: win, draw or loss (by game points)
};
MatchScore score_of(const TeamMatch& m, int boards);

// Which side of board `board` (1-based) the match's white team plays: White on odd boards.
inline Colour team_colour_on(int board) { return board % 2 == 1 ? Colour::white : Colour::black; }

struct Team {
  int number = 0;  // starting number
  std::string name;
  int rating = 0;  // the average of its first `boards` players' ratings, for the pairing order
};

// The teams' tournament: each round's matches as entries in match points (a match still being
// played: no outcome yet), a pairing-allocated bye a match won.
Tournament team_tournament(const std::vector<Team>& teams, const std::vector<TeamMatch>& matches, int boards,
                           int planned_rounds, Colour initial_colour);

// A team's tie-breaks: "GP" or any of tiebreaks.h's. Throws std::invalid_argument naming an unknown one.
struct TeamTieBreak {
  bool game_points = false;                  // GP
  std::optional<TieBreak> individual;        // otherwise
};
std::vector<TeamTieBreak> parse_team_tie_breaks(std::string_view text);
std::string_view default_team_tie_breaks(System system);  // "GP,BH,SB" or "GP,DE,SB"

struct TeamStanding {
  int team = 0, rank = 0;
  Points match_points = 0, game_points = 0;
  std::vector<std::optional<Value>> values;  // one per tie-break of the order
};
// After `after_round` complete rounds, best first.
std::vector<TeamStanding> team_standings(const std::vector<Team>& teams, const std::vector<TeamMatch>& matches, int boards,
                                         const std::vector<TeamTieBreak>& order, int after_round,
                                         const StandingsOptions& options = {});

}  // namespace manqala::pairing
