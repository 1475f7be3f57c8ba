// A player as the Dutch system sees it when pairing a round (C.04.3, its definitions): score,
// colour history and preference, floats of the last two rounds, opponents met, and whether a
// pairing-allocated bye may still go to it.
#pragma once

#include <vector>

#include "pairing/tournament.h"

namespace manqala::pairing {

enum class Strength : std::uint8_t { none, mild, strong, absolute };
enum class Float : std::uint8_t { none, down, up };

struct DutchPlayer {
  int number = 0;  // starting number
  Points score = 0;  // the pairing score: virtual points (C.04.5) included
  std::vector<Colour> colours;  // the games played, in order (unplayed rounds left out)
  int colour_difference = 0;    // whites - blacks
  Colour preference = Colour::none;
  Strength strength = Strength::none;
  bool topscorer = false;        // pairing the last round with over half the points possible
  Float floats[2] = {Float::none, Float::none};  // [0]: the round before, [1]: two rounds before
  std::vector<int> met;          // opponents of games played (a forfeit is no game: C.04.1)
  std::vector<int> forbidden;    // those the rules of the tournament keep it from meeting
  bool bye_eligible = true;      // C2: no PAB yet, nor a win scored without playing
  int unplayed = 0;              // rounds without a game played (C9)

  bool has_met(int other) const;
  bool forbids(int other) const;
  // Whether the preference for the colour is granted when playing it.
  Colour last_colour() const { return colours.empty() ? Colour::none : colours.back(); }
};

// The players to pair in `round`: not withdrawn, no bye asked for and nothing entered yet for
// that round; ranked (C.04.3) by score, then starting number.
std::vector<DutchPlayer> dutch_players(const Tournament& t, int round);

// C1 and C3, and the forbidden pairs: whether two players may meet at all.
bool may_meet(const DutchPlayer& a, const DutchPlayer& b);

}  // namespace manqala::pairing
