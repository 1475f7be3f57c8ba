// The registry of built-in games: one line each. A game is a folder under src/games/ whose
// rules class meets core/game_rules.h's GameRules (name, title, board, end reasons, option
// schema, rules, notation) and brings evaluate(), level_plan(), material_lead() and
// trace_move(); listing it here gives it the search, the engine protocol, records, terminal
// play, the server, the web page, the bench and endgame tables. (A game from outside, a
// test's or a program's own, registers itself instead: games/register_game.h.)
#pragma once

#include "games/almanqala/plugin.h"
#include "games/hawalis/plugin.h"

// X(RulesClass) for every game, in the order menus show them.
#define MANQALA_FOR_EACH_GAME(X) \
  X(Hawalis)                     \
  X(AlManqala)

namespace manqala {
// The engine protocol's game until a `game` command names one (PROTOCOL.md).
using DefaultGame = AlManqala;
}  // namespace manqala
