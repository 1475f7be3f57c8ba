// The registry of games: one line each. A game is a folder under src/games/ whose rules class
// meets core/game_rules.h's GameRules (name, title, rows, option schema, rules, notation) and
// brings evaluate(), level_plan(), material_lead() and trace_move(); listing it here gives it
// the search, the engine protocol, records, terminal play, the server and the web page.
#pragma once

#include "games/almanqala/plugin.h"
#include "games/hawalis/plugin.h"

// X(RulesClass) for every game, in the order menus show them.
#define MANQALA_FOR_EACH_GAME(X) \
  X(Hawalis)                     \
  X(AlManqala)
