// How the search scores positions. Each game brings its own static evaluation
// (games/<name>/evaluate.h: `int evaluate(const Rules&, const Position&)`), from the side to
// move's view, in units of a tenth of a seed (kSeed). Material dominates; the small terms
// break ties between equal material the way players do.
//
// The evaluation is asked for at the horizon, where the capture search lets the side to move
// stand on it or try its captures. So the side to move's own captures are searched, but the
// opponent's are not: a threat against the side to move is what the search cannot see there,
// and both games count a part of what the opponent could take next move. The other terms are
// the same for either side, counted for one and against the other. Nothing in an evaluation
// generates moves: a threat is found from one look at each of the opponent's pits.
#pragma once

namespace manqala {

constexpr int kSeed = 10;  // evaluation units per seed

}  // namespace manqala
