// Helpers for the player tests: games at a position text, random positions, and both games as
// the types of typed tests.
#pragma once

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "games/almanqala/plugin.h"
#include "core/game.h"
#include "games/hawalis/plugin.h"
#include "search/simple_players.h"

namespace manqala_test {

template <class Rules>
manqala::Game<Rules> game_from(const std::string& text) {
  manqala::Game<Rules> g;
  g.reset(g.rules().from_text(text));
  return g;
}

// Up to `plies` random moves from the start; backs off one move if the game ended, so the
// position is always one with moves to play.
template <class Rules>
manqala::Game<Rules> random_position(std::mt19937_64& rng, int plies) {
  manqala::Game<Rules> g;
  for (int i = 0; i < plies && !g.over(); ++i) g.play(manqala::random_move(g, rng));
  if (g.over()) g.undo();
  return g;
}

// True when `m` ends the game at once in the mover's favour.
template <class Rules>
bool wins_at_once(const manqala::Game<Rules>& g, manqala::Move m) {
  manqala::Game<Rules> next = g;
  next.play(m);
  return next.over() && next.result().winner == manqala::winner_of(g.position().to_move);
}

using BothGames = ::testing::Types<manqala::Hawalis, manqala::AlManqala>;
struct GameName {
  template <class Rules>
  static std::string GetName(int) {
    return std::string(Rules::kName == "hawalis" ? "Hawalis" : "AlManqala");
  }
};

}  // namespace manqala_test
