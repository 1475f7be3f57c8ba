// A game from outside the built-in list (games/game_list.h): a test's, or a program's own
// that links the library. Its folder and one line,
//
//   namespace manqala { MANQALA_REGISTER_GAME(MyRules) }
//
// in one of its .cpp files, compile the engine for it and add it to the registry when the
// program starts, after the built-in games: from then on the engine protocol, records, the
// library, the server and the web page know it by its name. Link that file's object itself
// (an OBJECT library, not a static archive the linker may leave out).
#pragma once

#include "facade/game_of.h"
#include "games/instantiate_engine.h"
#include "games/registry.h"

#define MANQALA_REGISTER_GAME(Rules)  \
  MANQALA_INSTANTIATE_ENGINE(Rules)   \
  [[maybe_unused]] static const bool manqala_registered_##Rules = add_game(DescriptionOf<Rules>::instance());
