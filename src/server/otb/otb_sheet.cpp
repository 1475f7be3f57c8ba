#include "server/otb/otb_sheet.h"

#include "core/notation.h"
#include "games/registry.h"
#include "server/room/state.h"

namespace manqala::otb {

SheetCheck check_sheet(const std::string& game, const std::string& options, const std::vector<std::string>& moves) {
  WorkLimit bound;  // each position within the server's bound, as an import
  bound.lap_budget(kServerLapBudget);
  auto g = make_game(game, split_words(options), &bound);
  SheetCheck c;
  for (const auto& m : moves) {
    bound.lap_budget(kServerLapBudget);
    const char* mover = g->to_move() == Side::South ? "south" : "north";
    try {
      g->play(m);
    } catch (const ParseError& e) {
      c.at = c.moves, c.move = m, c.error = e.what();
      break;
    }
    ++c.moves;
    c.sides.push_back(mover);
  }
  c.ok = c.at < 0;
  c.legal = g->legal_moves();
  c.to_move = g->to_move() == Side::South ? "south" : "north";
  const Result r = g->result();
  c.over = r.over();
  if (c.over)
    c.result = r.winner == Winner::South ? "1-0" : r.winner == Winner::North ? "0-1" : r.winner == Winner::Draw ? "1/2" : "";
  return c;
}

}  // namespace manqala::otb
