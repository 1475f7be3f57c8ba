// The record of a board's live game, as the archive keeps it and games.txt gives it.
#pragma once

#include "record/record.h"
#include "server/broadcasts/broadcast_store.h"
#include "server/otb/otb_store.h"

namespace manqala::broadcasts {

// The tournament's game and options, the players' names as South and North, the event, round
// "r.b", place and date; its ending the moves' own (or the record pushed), else the director's
// result as "adjudicated" (docs/record-format.md), else "ongoing".
Record record_of_board(const otb::OtbData& d, const otb::OtbBoard& board, const LiveGame& g, const AnyGame& after);

}  // namespace manqala::broadcasts
