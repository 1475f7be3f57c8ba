// A tournament as the pairing rules see it (FIDE Handbook C.04): players by starting number,
// and what each round gave each of them. It is what a FIDE tournament report file (TRF)
// records, and what the Dutch system, round robins and tie-breaks read; it knows no game, no
// server and no clock. South moves first, so South is White.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace manqala::pairing {

// Points in tenths, as a TRF writes them ("1.0", "0.5"; a 3-1-0 system is 30, 10, 0).
using Points = int;

enum class Colour : std::uint8_t { none, white, black };
constexpr Colour opposite(Colour c) {
  return c == Colour::white ? Colour::black : c == Colour::black ? Colour::white : Colour::none;
}

// What a round gave a player: the result codes of a TRF player line.
enum class RoundResult : std::uint8_t {
  none,           // not paired, nothing scored (a blank entry: absent, or not yet entered)
  win,            // "1": played and won
  draw,           // "="
  loss,           // "0"
  unrated_win,    // "W": played, not rated (FIDE: too short a game, say)
  unrated_draw,   // "D"
  unrated_loss,   // "L"
  forfeit_win,    // "+": the opponent did not come
  forfeit_loss,   // "-"
  pairing_bye,    // "U": the pairing-allocated bye
  full_bye,       // "F": a bye of a full point (asked for, or the rules of the tournament)
  half_bye,       // "H": a half-point bye, asked for in advance
  zero_bye,       // "Z": absent by leave, no points
};

// Whether the game of an entry was played over the board (forfeits and byes were not).
constexpr bool played(RoundResult o) {
  return o == RoundResult::win || o == RoundResult::draw || o == RoundResult::loss || o == RoundResult::unrated_win ||
         o == RoundResult::unrated_draw || o == RoundResult::unrated_loss;
}
constexpr bool is_bye(RoundResult o) {
  return o == RoundResult::pairing_bye || o == RoundResult::full_bye || o == RoundResult::half_bye ||
         o == RoundResult::zero_bye;
}

// The opponent's outcome of the same game (a forfeit loss's is a forfeit win: a double forfeit
// is written as two losses).
constexpr RoundResult opponents_outcome(RoundResult o) {
  switch (o) {
    case RoundResult::win: return RoundResult::loss;
    case RoundResult::loss: return RoundResult::win;
    case RoundResult::unrated_win: return RoundResult::unrated_loss;
    case RoundResult::unrated_loss: return RoundResult::unrated_win;
    case RoundResult::forfeit_win: return RoundResult::forfeit_loss;
    case RoundResult::forfeit_loss: return RoundResult::forfeit_win;
    default: return o;
  }
}

struct Entry {
  int opponent = 0;  // starting number; 0: none (a bye, or not paired)
  Colour colour = Colour::none;
  RoundResult outcome = RoundResult::none;
  friend bool operator==(const Entry&, const Entry&) = default;
};

struct Player {
  int number = 0;  // starting number, 1..n
  std::string name;
  int rating = 0;  // 0: unrated
  // The rest of a TRF player line, kept so that a file goes back out as it came in.
  std::string sex, title, federation, fide_id, birth;
  Points declared = -1;  // the points the file gave (-1: none given); checked against the rounds
  int declared_rank = 0;
  std::vector<Entry> rounds;  // rounds[r - 1]: round r
  bool withdrawn = false;     // not paired again
  // Virtual points (C.04.5, accelerated pairings) added to the score when pairing round r:
  // acceleration[r - 1]; none after the end (no trailing zeros). Never in the standings.
  std::vector<Points> acceleration;
  friend bool operator==(const Player&, const Player&) = default;
};

// Points a result is worth (FIDE's default: 1, ½, 0; a pairing-allocated bye as a win).
struct PointSystem {
  Points win = 10, draw = 5, loss = 0, forfeit_win = 10, forfeit_loss = 0;
  Points pairing_bye = 10, full_bye = 10, half_bye = 5, zero_bye = 0;
  Points of(RoundResult o) const;
  friend bool operator==(const PointSystem&, const PointSystem&) = default;
};

// A bye asked for in advance: the player is not paired in that round and scores as its kind.
struct RequestedBye {
  int round = 0;
  int player = 0;
  RoundResult kind = RoundResult::half_bye;  // half_bye, full_bye or zero_bye
  friend bool operator==(const RequestedBye&, const RequestedBye&) = default;
};

// Players who must not meet, as the rules of the tournament say (same family, same club): no
// two of them are paired in rounds first_round to last_round (TRF-2026 260; XXP: all rounds).
struct ForbiddenPairs {
  std::vector<int> players;  // starting numbers, two or more
  int first_round = 1;
  int last_round = 0;  // 0: to the end
  bool apply_in(int round) const { return round >= first_round && (last_round == 0 || round <= last_round); }
  friend bool operator==(const ForbiddenPairs&, const ForbiddenPairs&) = default;
};

struct Tournament {
  // The header lines of a TRF (012 name, 022 city, 032 federation, 042 start, 052 end,
  // 062 players, 072 rated players, 082 teams, 092 type, 102 chief arbiter, 112 deputy,
  // 122 time control, 132 round dates): code -> the rest of the line, in file order.
  std::vector<std::pair<std::string, std::string>> header;
  int planned_rounds = 0;  // XXR or 142; 0: not known
  // The colour of the first player of the initial ranking in round 1 (XXC white1 / black1,
  // 152 W / B): the "initial colour" drawn by lot or chosen by the director (C.04.2).
  Colour initial_colour = Colour::white;
  PointSystem points;
  std::vector<Player> players;  // players[i].number == i + 1
  std::vector<RequestedBye> requested_byes;
  std::vector<ForbiddenPairs> forbidden;
  // Lines the reader did not interpret (comments, federation-specific codes), kept verbatim.
  std::vector<std::string> other_lines;
  friend bool operator==(const Tournament&, const Tournament&) = default;

  // The number of rounds with at least one entry.
  int rounds_played() const;
  // A player's points after `rounds` rounds (all of them when -1).
  Points score(int number, int rounds = -1) const;
  // The score the pairing of `round` sees: the points before it and the virtual points of it.
  Points pairing_score(int number, int round) const;
  const Player& player(int number) const { return players.at(static_cast<std::size_t>(number - 1)); }
  Player& player(int number) { return players.at(static_cast<std::size_t>(number - 1)); }
};

}  // namespace manqala::pairing
