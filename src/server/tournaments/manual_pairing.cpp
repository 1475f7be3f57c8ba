#include "server/tournaments/manual_pairing.h"

#include <map>
#include <sstream>

#include "core/text.h"

namespace manqala::tournaments {

Round manual_round(const std::string& text, const std::vector<Entrant>& entrants, const pairing::Tournament& model) {
  if (text.size() > kMaxManualPairing) throw BadManualPairing("a pairing is at most 4096 bytes");
  std::map<std::string, int> number;
  for (std::size_t i = 0; i < entrants.size(); ++i) number[entrants[i].name] = static_cast<int>(i);
  const int next = model.rounds_played() + 1;
  std::vector<bool> asked(entrants.size());
  Round round;
  for (const pairing::RequestedBye& b : model.requested_byes)
    if (b.round == next && b.player >= 1 && static_cast<std::size_t>(b.player) <= entrants.size()) {
      asked[static_cast<std::size_t>(b.player - 1)] = true;
      round.asked_byes.push_back(b.player - 1);
    }
  std::vector<std::string> unknown, twice, left_out, malformed;
  std::vector<int> seen(entrants.size());
  auto player = [&](const std::string& name) {
    const auto it = number.find(name);
    if (it == number.end()) return unknown.push_back(name), -1;
    if (seen[static_cast<std::size_t>(it->second)]++ == 1) twice.push_back(name);
    return it->second;
  };
  std::istringstream lines(text);
  std::string line;
  int byes = 0;
  for (int at = 1; std::getline(lines, line); ++at) {
    std::istringstream words(line);
    std::vector<std::string> w;
    for (std::string word; words >> word;) w.push_back(word);
    if (w.empty()) continue;
    if (w.size() != 2) {
      malformed.push_back(std::to_string(at));
      continue;
    }
    const int south = player(w[0]);
    if (w[1] == "bye") {
      round.bye = south, ++byes;
      continue;
    }
    const int north = player(w[1]);
    if (south >= 0 && north >= 0) round.games.push_back({south, north});
  }
  for (std::size_t i = 0; i < entrants.size(); ++i) {
    const bool out = entrants[i].withdrawn || asked[i];
    if (out && seen[i] > 0) twice.push_back(entrants[i].name + (entrants[i].withdrawn ? " (withdrawn)" : " (bye asked for)"));
    if (!out && seen[i] == 0) left_out.push_back(entrants[i].name);
  }
  std::vector<std::string> why;
  if (!malformed.empty()) why.push_back("lines not 'south north' or 'name bye': " + join(malformed, ", "));
  if (!unknown.empty()) why.push_back("unknown players: " + join(unknown, ", "));
  if (!twice.empty()) why.push_back("not to be paired, or named twice: " + join(twice, ", "));
  if (!left_out.empty()) why.push_back("missing: " + join(left_out, ", "));
  if (byes > 1) why.push_back("more than one bye");
  if (!why.empty()) {
    std::string all;
    for (const auto& w : why) all += (all.empty() ? "" : "; ") + w;
    throw BadManualPairing(all);
  }
  return round;
}

pairing::RoundPairing as_pairing(const Round& round) {
  pairing::RoundPairing p;
  for (const Game& g : round.games) p.boards.push_back({g.south + 1, g.north + 1});
  p.bye = round.bye + 1;
  return p;
}

}  // namespace manqala::tournaments
