#include "server/broadcasts/board_record.h"

#include "core/notation.h"

namespace manqala::broadcasts {

Record record_of_board(const otb::OtbData& d, const otb::OtbBoard& board, const LiveGame& g, const AnyGame& after) {
  Record r;
  r.game = d.t.game;
  for (auto w : split_words(d.t.options)) r.options.emplace_back(w);
  r.moves = g.moves;
  for (const auto& p : d.players) {
    if (p.id == board.white) r.tags["South"] = p.name;
    if (p.id == board.black) r.tags["North"] = p.name;
  }
  r.tags["Event"] = d.t.name;
  r.tags["Round"] = std::to_string(board.round) + "." + std::to_string(board.board);
  if (!d.t.place.empty()) r.tags["Site"] = d.t.place;
  if (!d.t.date.empty()) r.tags["Date"] = d.t.date;
  if (after.result().over()) r.result = status_text(after.result());
  else if (!g.result.empty()) r.result = g.result;
  else if (board.result == "1-0") r.result = "over S adjudicated";
  else if (board.result == "0-1") r.result = "over N adjudicated";
  else if (board.result == "1/2") r.result = "over draw adjudicated";
  else r.result = "ongoing";
  return r;
}

}  // namespace manqala::broadcasts
