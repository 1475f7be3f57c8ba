// Standings and tie-breaks as FIDE's Tie-Break Regulations say (Handbook C.07, "Play-Off and
// Tie-Break Regulations"; the edition in force from 1 March 2026 by default; the text approved in
// 2023, in force 1 August 2024 - 28 February 2026, on request). Everything is computed from rounds 1..after_round only: a
// later round, even one whose byes are already entered, counts for nothing.
//
// Unplayed rounds (C.07 articles 15 and 16):
// - round robins and other pre-determined pairings (15.2): forfeits are the only unplayed rounds
//   and count as regular games against the scheduled opponent (2026: except that every forfeit
//   stays unplayed for the rating tie-breaks, article 10, and a forfeit loss for the player's own
//   counts, article 7); a round a player sits out (an odd number of players) is no round of its;
// - Swiss (article 16): an unplayed round is one of
//   16.2.1 a pairing-allocated bye (U) or a full-point bye (F),
//   16.2.2 a forfeit win, 16.2.4 a forfeit loss,
//   16.2.3 a requested bye (H, Z; and, by 16.1.1, every round after a withdrawal, which this
//          library reads as every round a player was not paired in: a blank entry) followed by
//          at least one round that is not a voluntary unplayed round (VUR: a requested bye or a
//          forfeit loss, 16.1.2), 16.2.5 one followed only by VURs, or in the last round counted;
//   - for the opponents' tie-breaks a player's score is adjusted (16.3): categories 16.2.1-16.2.4
//     count the points awarded, 16.2.5 counts as a draw;
//   - for the player's own Buchholz and Sonneborn-Berger each unplayed round is a game against a
//     "dummy" whose score is the player's own, the result being the points awarded (16.4); the
//     2026 edition caps that score at the scheduled opponent's adjusted score for a forfeit
//     (16.4.1) and at a draw's points times the number of rounds otherwise (16.4.2);
//   - a cut (Cut-1, Cut-2, Median) takes a VUR's contribution first, as long as it is not lower
//     than the least significant value (16.5.1, reapplied for each cut, 16.5.2).
// A paired game with no result yet counts for nothing at all.
//
// Withdrawals from a round robin (C.05, General Regulations for Competitions, "withdrawals"): a
// withdrawn player who completed (played over the board) less than half of its scheduled games
// keeps its line in the table, but the points scored by it or against it do not count in the
// standings: it is not ranked (rank 0, last) and its games count for no one.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/tournament.h"

namespace manqala::pairing {

// The tie-breaks of C.07 article 5 that need no rating tables (TPR, PTP, APRO and APPO do), with
// the article that defines each and the modifiers of article 14.
enum class TieBreak : std::uint8_t {
  DE,      // 6     Direct Encounter
  WIN,     // 7.1   Number of Wins (with or without playing)
  WON,     // 7.2   Number of Games Won (over the board)
  BPG,     // 7.3   Number of Games Played with Black
  BWG,     // 7.4   Number of Games Won with Black
  PS,      // 7.5   (Sum of) Progressive Scores
  PS_C1,   //       PS-C1: without the score after round 1 (14.1)
  REP,     // 7.6   Rounds one Elected to Play in (formerly GE)
  BH,      // 8.1   Buchholz
  BH_C1,   //       BH-C1: without the least significant value (14.1)
  BH_C2,   //       BH-C2: without the two least significant values (14.2)
  BH_M1,   //       BH-M1: without the least and the most significant values (14.3)
  BH_M2,   //       BH-M2: without the two least and the two most significant values (14.4)
  AOB,     // 8.2   Average of Opponents' Buchholz
  SB,      // 9.1   Sonneborn-Berger
  SB_C1,   //       SB-C1 (14.1)
  KS,      // 9.2   Koya System
  ARO,     // 10.1  Average Rating of Opponents
  ARO_C1,  //       ARO-C1 (14.1)
};

// "BH-C1"; the name ("Buchholz Cut-1"); the articles ("8.1, 14.1").
std::string_view acronym(TieBreak);
std::string_view tie_break_name(TieBreak);
std::string_view tie_break_article(TieBreak);
// One acronym, in C.07's form ("BH-C1") or the tournament report file's ("BH/C1"), any case; GE
// is REP's former name. nullopt when unknown.
std::optional<TieBreak> parse_tie_break(std::string_view);
// A list separated by commas ("BH-C1,SB,DE"; blanks ignored). Throws std::invalid_argument naming
// the first unknown acronym.
std::vector<TieBreak> parse_tie_breaks(std::string_view);
std::string format_tie_breaks(const std::vector<TieBreak>&);

// An exact value in points (C.07's sums and averages are exact; ARO is rounded as 10.1 says).
struct Value {
  std::int64_t numerator = 0;
  std::int64_t denominator = 1;  // > 0; in lowest terms
  static Value of(std::int64_t numerator, std::int64_t denominator = 1);
  friend bool operator==(const Value&, const Value&) = default;
  friend std::strong_ordering operator<=>(const Value&, const Value&);
};
// "57", "37.25", "2.5"; a value that is no decimal fraction to four places with two decimals.
std::string to_string(const Value&);

enum class Edition : std::uint8_t {
  fide2024,  // C.07 as approved in 2023 (in force 1 Aug 2024 - 28 Feb 2026)
  fide2026,  // C.07 in force from 1 March 2026: the 16.4 caps and the 15.2 exceptions
};
enum class System : std::uint8_t { swiss, round_robin };

// The order a tournament that chose none uses, the same online and over the board: a Swiss
// "BH-C1,BH,SB,DE", a round robin "SB,DE,WIN".
std::string_view default_tie_breaks(System);

struct StandingsOptions {
  System system = System::swiss;
  Edition edition = Edition::fide2026;
  // 6.1.1: forfeits are left out of a Swiss direct encounter "unless the regulations of the
  // tournament say otherwise" (a round robin counts them by 15.2 anyway).
  bool forfeits_in_direct_encounter = false;
};

struct Standing {
  int player = 0;      // starting number
  int rank = 0;        // 1 is first; equal only when equal on points and every tie-break; 0: not
                       // ranked (a round-robin withdrawal under half its games)
  Points points = 0;   // tenths, rounds 1..after_round
  // One per tie-break of the order. Direct encounter has a value (the player's points against
  // the others of its tied group, 6.1) only where it was applied: while the player was tied.
  std::vector<std::optional<Value>> values;
};

// The standings after `after_round` rounds (those rounds must be complete; rounds at the end
// with no entry at all, and rounds beyond those entered, count for nothing), best first,
// players of equal rank by starting number.
std::vector<Standing> standings(const Tournament&, const std::vector<TieBreak>& order, int after_round,
                                const StandingsOptions& = {});

// How a player's Buchholz and Sonneborn-Berger come about, for an arbiter to check by hand: each
// round counted, against whom (0: the "dummy" of a Swiss's unplayed round, 16.4, whose score is
// capped in the 2026 edition), the score counted for that opponent (adjusted, 16.3), the points
// the player scored there (a Sonneborn-Berger summand is their product); and for each cut
// tie-break of `order` (BH-C1, BH-C2, BH-M1, BH-M2, SB-C1) the rounds it leaves out (14, 16.5).
struct Summand {
  int round = 0;
  int opponent = 0;
  Points opponent_score = 0;  // tenths
  Points scored = 0;          // tenths
  bool voluntary = false;     // a voluntary unplayed round (16.1.2), cut first (16.5)
};
struct CutRounds {
  TieBreak tie_break = TieBreak::BH_C1;
  std::vector<int> rounds;
};
struct Breakdown {
  std::vector<Summand> summands;
  std::vector<CutRounds> cuts;
};
Breakdown breakdown(const Tournament&, const std::vector<TieBreak>& order, int after_round, int player,
                    const StandingsOptions& = {});

// The number of leading rounds that are complete: each has a result (played, forfeit, or a
// pairing-allocated bye) and no paired game waiting for one. Byes entered ahead of a round do
// not make it played.
int completed_rounds(const Tournament&);

}  // namespace manqala::pairing
