// What people read about a game, the same in the terminal and on the web page: how a game
// ended, and search scores.
#pragma once

#include <string>
#include <string_view>

#include "core/types.h"
#include "facade/any_game.h"

namespace manqala {

std::string side_title(Side s);  // "South" / "North"

// How the game ended, with RULES.md's reason in words and the final score where it decides:
// "North has no seeds left: South wins.", "The loop was shared out: a draw, 49–49."
std::string result_sentence(const AnyGame& g, const Result& r);
// An ending from outside the rules: one of kOffBoardReasons (core/types.h), or the
// tournament director's decision (kAdjudicated).
std::string outside_end_sentence(Side loser, std::string_view reason);
// A draw from outside the rules: the players agreed it (kAgreedDraw), the tournament director
// decided it (kAdjudicated), or one player left and the other called it (kAbandoned).
std::string outside_draw_sentence(std::string_view reason);

// A score as people read it: "+2", "-1", "0", "win 5".
std::string signed_score(int score);
// "+2 seeds", "wins in 5 plies".
std::string score_words(int score);

}  // namespace manqala
