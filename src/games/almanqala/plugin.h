// Everything of Al-manqala that the engine and the registry use: the rules, the engine's
// knowledge (evaluation, levels, bench positions) and the move traces.
#pragma once

#include "games/almanqala/bench.h"
#include "games/almanqala/endgame.h"
#include "games/almanqala/almanqala.h"
#include "games/almanqala/evaluate.h"
#include "games/almanqala/levels.h"
#include "games/almanqala/trace.h"
