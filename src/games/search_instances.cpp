// The engine compiled for every built-in game (games/game_list.h), so a new game needs only
// its line there.
#include "games/game_list.h"
#include "games/instantiate_engine.h"

namespace manqala {

MANQALA_FOR_EACH_GAME(MANQALA_INSTANTIATE_ENGINE)

}  // namespace manqala
