// Everything of Hawalis that the engine and the registry use: the rules, the engine's
// knowledge (evaluation, levels, bench positions) and the move traces.
#pragma once

#include "games/hawalis/bench.h"
#include "games/hawalis/endgame.h"
#include "games/hawalis/evaluate.h"
#include "games/hawalis/hawalis.h"
#include "games/hawalis/levels.h"
#include "games/hawalis/trace.h"
