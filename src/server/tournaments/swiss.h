// Swiss pairings: players of equal or near score meet, nobody meets the same opponent twice
// while it can be avoided, sides are balanced, and nobody gets a second bye while another
// player has had none.
#pragma once

#include <vector>

#include "server/tournaments/round.h"

namespace manqala::tournaments {

// A player's record before the round. Players are numbers 0..n-1 in seeding order.
struct SwissRecord {
  double score = 0;
  std::vector<int> opponents;  // everyone met so far (a bye is not an opponent)
  int souths = 0, norths = 0;
  int last_side = 0;  // +1 South, -1 North in the last game played, 0 none yet
  bool had_bye = false;
  bool active = true;  // false: withdrawn, not paired
};

// The next round's pairings. How (docs/tournaments.md):
// 1. Active players are ranked by score, then seed.
// 2. With an odd number, the bye goes to the lowest-ranked player without one whose absence
//    still lets the others be paired without a rematch (all have had one: the lowest-ranked).
// 3. From the top, each player is paired with the nearest in score it has not met: in its own
//    score group the one half the group below it (1-3, 2-4 in a group of four, as in the
//    Dutch system), then one whose side preference differs; backtracking when the rest
//    cannot be paired. Two players who have both had the same side twice more than the other
//    are not paired (one would be three over) while another pairing avoids it. Only
//    when no pairing at all avoids rematches (an exhaustive search, up to a budget of a million
//    steps) are rematches allowed, as few and as late in the ranking as the same search finds.
// 4. In each game South goes to the player who has had fewer Souths than Norths, then to the
//    one who was North last, then to the higher ranked.
Round swiss_round(const std::vector<SwissRecord>& players);

}  // namespace manqala::tournaments
