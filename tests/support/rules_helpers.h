// Small helpers for the rule tests: a game by name and options, set to a position text.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/notation.h"
#include "games/registry.h"

namespace manqala_test {

// `name` with RULES.md option words ("relay=false ..."), at `position` (empty: the start).
inline std::unique_ptr<manqala::AnyGame> game_at(const std::string& name, const std::string& position,
                                                 const std::string& options = "") {
  auto game = manqala::make_game(name, manqala::split_words(options));
  if (!position.empty()) game->set_position(position);
  return game;
}
inline std::unique_ptr<manqala::AnyGame> hawalis(const std::string& position, const std::string& options = "") {
  return game_at("hawalis", position, options);
}
inline std::unique_ptr<manqala::AnyGame> almanqala(const std::string& position, const std::string& options = "") {
  return game_at("al-manqala", position, options);
}

// Legal moves as a set of pit names (RULES.md: "in any order").
inline std::set<std::string> legal(const manqala::AnyGame& g) {
  auto v = g.legal_moves();
  return {v.begin(), v.end()};
}
inline std::set<std::string> moves(std::initializer_list<const char*> names) {
  return {names.begin(), names.end()};
}

inline std::string status(const manqala::AnyGame& g) { return manqala::status_text(g.result()); }

// Plays a move and returns the resulting position text.
inline std::string after(manqala::AnyGame& g, const std::string& move) {
  g.play(move);
  return g.position_text();
}

}  // namespace manqala_test
