// Team events over the board (docs/tournaments.md, "A match between clubs"): the teams' rounds
// paired by pairing/teams.h, each match laid out on its boards, and the boards read back as
// matches. A round's matches take `team_boards` boards each, in order: match m holds boards
// (m - 1) * n + 1 to m * n, its white team South on its odd boards and North on its even ones; a
// team's bye is n boards of byes. Nothing here reads or writes the database.
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "pairing/dutch_criteria.h"
#include "pairing/teams.h"
#include "server/otb/otb_store.h"

namespace manqala::otb {

inline bool is_team_event(const OtbTournament& t) { return t.team_boards > 0; }

// The team's players who play, in board order (not withdrawn; by their place, then entry).
std::vector<int> lineup(const OtbData& d, int team);
// The teams as the pairing sees them: their starting numbers and average ratings (their first
// team_boards players'), by number.
std::vector<pairing::Team> teams_of(const OtbData& d);
// The order round 1 numbers the teams in: average rating, highest first, then name.
std::vector<int> team_ranking(const OtbData& d);

// Each round's matches read from the boards, with where they are.
struct OtbMatch {
  pairing::TeamMatch match;      // teams by starting number
  int white_team = 0, black_team = 0;  // ids (black 0: a bye)
  int number = 0;                // in its round, from 1
  std::vector<int> boards;       // board numbers, board 1 of the match first
};
std::vector<OtbMatch> matches_of(const OtbData& d);

// The next round of a team event: its teams paired (Berger for a round robin, Dutch for a
// Swiss), each match laid out. Throws Refused (409) when a team has fewer players than boards;
// pairing::NoPairing and PairingTooSlow as pair_next.
std::vector<OtbBoard> pair_teams(const OtbData& d, int& planned, pairing::Deadline deadline);

// The team standings after the rounds whose every match is complete (pairing::team_standings):
// {"after_round", "rows": [{"rank", "team", "number", "name", "match_points", "game_points", "tiebreaks"}]}.
nlohmann::json team_standings_json(const OtbData& d);
// Each round's matches: [{"round", "match", "white_team", "black_team", "boards", "white_points",
// "black_points", "complete", "result"}].
nlohmann::json matches_json(const OtbData& d);

}  // namespace manqala::otb
