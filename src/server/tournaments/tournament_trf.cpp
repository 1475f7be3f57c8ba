#include "server/tournaments/tournament_trf.h"

#include <map>

#include "server/tournaments/swiss.h"

namespace manqala::tournaments {

pairing::Tournament tournament_model(const Tournament& t, const std::vector<Entrant>& entrants,
                                     const std::vector<Board>& boards) {
  std::map<int64_t, int> number;
  std::vector<bool> withdrawn, late;
  for (std::size_t i = 0; i < entrants.size(); ++i) {
    number[entrants[i].account_id] = static_cast<int>(i);
    withdrawn.push_back(entrants[i].withdrawn);
    late.push_back(entrants[i].late);
  }
  std::vector<SwissBoard> history;
  for (const Board& b : boards)
    if (number.count(b.south_id) && (b.north_id == 0 || number.count(b.north_id)))
      history.push_back({b.round, number[b.south_id], b.north_id == 0 ? -1 : number[b.north_id], b.result});
  const int rounds = t.format == "swiss" ? t.rounds : t.round;
  pairing::Tournament out = swiss_history(static_cast<int>(entrants.size()), withdrawn, history, rounds, late);
  out.header = {{"012", t.name},
                {"092", t.format == "swiss" ? "Swiss (FIDE Dutch system)" : t.format == "round-robin" ? "Round robin" : "Double round robin"},
                {"102", t.organiser}};
  if (t.format == "swiss") out.header.emplace_back("192", "FIDE_DUTCH_2025");
  for (std::size_t i = 0; i < entrants.size(); ++i) out.players[i].name = entrants[i].name;
  return out;
}

std::string tournament_trf(const Tournament& t, const std::vector<Entrant>& entrants, const std::vector<Board>& boards,
                           pairing::TrfFlavour flavour) {
  return pairing::write_trf(tournament_model(t, entrants, boards), flavour);
}

}  // namespace manqala::tournaments
