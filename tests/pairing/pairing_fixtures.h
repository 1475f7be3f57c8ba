// What the pairing tests share: tournaments read from the test data, a field of players
// rated in starting order, a game entered for both players, boards compared as a set.
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <istream>
#include <sstream>
#include <string>
#include <vector>

#include "pairing/dutch.h"
#include "pairing/trf.h"

namespace manqala::pairing::fixtures {

inline Tournament read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return read_trf(text.str());
}

// Boards as a set: board order is the engines' own; colours count.
inline std::vector<Board> sorted(std::vector<Board> boards) {
  std::sort(boards.begin(), boards.end(), [](const Board& a, const Board& b) {
    return std::min(a.white, a.black) < std::min(b.white, b.black);
  });
  return boards;
}

// A round as the FIDE-endorsed engines print it (pairing_lines; bbpPairings' -p file): the
// number of lines to come (the bye counts), then "WHITE BLACK" a line, "BYE 0" the bye.
// `said` receives that first number, for the caller to check it against the lines.
inline RoundPairing parse_pairing_lines(std::istream& in, int& said) {
  said = 0;
  in >> said;
  RoundPairing out;
  for (int white = 0, black = 0; in >> white >> black;) {
    if (black == 0) out.bye = white;
    else out.boards.push_back({white, black});
  }
  return out;
}
inline int lines_of(const RoundPairing& p) { return static_cast<int>(p.boards.size()) + (p.bye ? 1 : 0); }

// A tournament of n players, rated in starting order, with `rounds` planned.
inline Tournament field(int n, int rounds) {
  Tournament t;
  t.planned_rounds = rounds;
  for (int i = 1; i <= n; ++i) {
    Player p;
    p.number = i;
    p.name = "P" + std::to_string(i);
    p.rating = 2000 - i;
    t.players.push_back(p);
  }
  return t;
}

inline void play(Tournament& t, int round, int white, int black, RoundResult white_result) {
  for (Player* p : {&t.player(white), &t.player(black)})
    if (p->rounds.size() < static_cast<std::size_t>(round)) p->rounds.resize(static_cast<std::size_t>(round));
  t.player(white).rounds[static_cast<std::size_t>(round - 1)] = {black, Colour::white, white_result};
  t.player(black).rounds[static_cast<std::size_t>(round - 1)] = {white, Colour::black, opponents_outcome(white_result)};
}

}  // namespace manqala::pairing::fixtures
