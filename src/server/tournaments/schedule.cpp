#include "server/tournaments/schedule.h"

#include "server/tournaments/round_robin.h"

namespace manqala::tournaments {

std::vector<Board> boards_of(int number, const Round& pairing, const std::vector<Entrant>& entrants) {
  std::vector<Board> boards;
  for (const Game& g : pairing.games) {
    const bool south_out = entrants[g.south].withdrawn, north_out = entrants[g.north].withdrawn;
    const std::string result = south_out && north_out ? "--" : south_out ? "-+" : north_out ? "+-" : "";
    boards.push_back({number, static_cast<int>(boards.size()) + 1, entrants[g.south].account_id,
                      entrants[g.north].account_id, "", result});
  }
  if (pairing.bye >= 0 && !entrants[pairing.bye].withdrawn)
    boards.push_back({number, static_cast<int>(boards.size()) + 1, entrants[pairing.bye].account_id, 0, "", "bye"});
  return boards;
}

std::vector<Board> scheduled_boards(const Tournament& t, const std::vector<Entrant>& entrants, int after) {
  if (t.format == "swiss") return {};
  const auto rounds = round_robin(static_cast<int>(entrants.size()), t.format == "double-round-robin");
  std::vector<Board> out;
  for (int r = after; r < static_cast<int>(rounds.size()); ++r)
    for (const Board& b : boards_of(r + 1, rounds[static_cast<size_t>(r)], entrants)) out.push_back(b);
  return out;
}

}  // namespace manqala::tournaments
