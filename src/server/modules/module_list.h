// The server's domains, one line each (common/module.h), in the order they are made: a domain
// borrows only from those above it (House::borrow), its tables are migrated after theirs, and
// scripts/check-layers.py reads this list as the order of the server's folders. A domain is a
// folder under src/server/ with a <folder>_module.cpp defining
// `manqala::<folder>::kModule`; listing it here gives it its tables, routes, sockets and
// events. (A domain from outside, a test's or a program's own, registers itself instead:
// modules/register_module.h.)
#pragma once

#define MANQALA_FOR_EACH_SERVER_MODULE(X) \
  X(games)                                \
  X(study)                                \
  X(accounts)                             \
  X(learn)                                \
  X(ratings)                              \
  X(puzzles)                              \
  X(clubs)                                \
  X(otb)                                  \
  X(tournaments)                          \
  X(broadcasts)                           \
  X(bots)
