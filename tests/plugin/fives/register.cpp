// Fives joins the registry: the one line a game from outside needs (games/register_game.h).
#include "engine.h"
#include "fives.h"
#include "games/register_game.h"

namespace manqala {
MANQALA_REGISTER_GAME(Fives)
}  // namespace manqala
