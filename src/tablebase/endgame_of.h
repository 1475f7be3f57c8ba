// A game with endgame databases names its endgame class here, beside its rules
// (games/<name>/endgame.h): `template <> struct EndgameOf<Rules> { using type = ...; };`.
// The class lays out the game's tables (levels by seed total, the tables of a level, where a
// position lies) and solves an entry from its successors; everything else about the tables
// (building, files, probing, verifying) is shared, in src/tablebase/.
#pragma once

#include <concepts>

namespace manqala {

template <class Rules>
struct EndgameOf {};

template <class Rules>
concept HasEndgame = requires { typename EndgameOf<Rules>::type; };

}  // namespace manqala
