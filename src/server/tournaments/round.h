// What a tournament round is: its games and the player who sits it out. Players are numbers
// 0..n-1 in seeding order (0: the highest rated when the tournament starts).
#pragma once

#include <vector>

namespace manqala::tournaments {

struct Game {
  int south = 0;  // South moves first: the "white" of these games
  int north = 0;
};

struct Round {
  std::vector<Game> games;
  int bye = -1;  // the player without a game this round (-1: none)
  std::vector<int> asked_byes;  // players not paired: they asked for a half-point bye in advance
};

}  // namespace manqala::tournaments
