// Search scores: kSeed units (search/evaluation.h) from the side to move's view, or a decided
// game: kWin minus the plies to reach its end.
#pragma once

#include <string>

#include "search/evaluation.h"

namespace manqala {

constexpr int kWin = 30000;
constexpr bool is_decisive(int score) { return score > kWin - 1000 || score < -kWin + 1000; }
// Plies to the end of a decided game.
constexpr int plies_to_end(int score) { return kWin - (score < 0 ? -score : score); }

// A score for the protocol: whole seeds ("3", "-1"), or `win N` / `loss N` plies.
std::string score_text(int score);

}  // namespace manqala
