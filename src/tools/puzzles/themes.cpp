#include "tools/puzzles/themes.h"

#include <set>

namespace manqala::puzzles {

namespace {

// What one of South's moves did, from its trace and the position it was played in.
struct MoveFacts {
  int laps = 0;              // lifts: a relay sowing has several
  int first_lift = 0;        // the seeds of the first
  std::vector<std::string> captured;  // pit names, in the order taken
  bool fed = false;          // North's pits were all empty before it
};

MoveFacts facts_of(const MoveTrace& trace, bool north_empty) {
  MoveFacts f;
  f.fed = north_empty;
  for (const TraceEvent& e : trace.events) {
    if (e.kind == TraceEvent::Kind::Lift) {
      if (f.laps++ == 0) f.first_lift = e.count;
    } else if (e.kind == TraceEvent::Kind::Capture) {
      f.captured.push_back(e.pit);
    }
  }
  return f;
}

bool all_empty(const AnyGame& g, Side s) {
  const BoardRows b = g.board();
  for (int r = 0; r < g.rows(); ++r)
    if (g.description().geometry().owner_of_row(r + 1) == s)
      for (int c = 0; c < g.columns(); ++c)
        if (b[static_cast<size_t>(r)][static_cast<size_t>(c)] != 0) return false;
  return true;
}

}  // namespace

std::vector<std::string> themes_of(const AnyGame& start, const std::vector<std::string>& line, bool exact) {
  auto game = start.clone();
  const BoardGeometry& geo = start.description().geometry();
  const bool own_circuits = geo.circuits.size() > 1;  // Hawalis: each side sows its own rows
  std::vector<MoveFacts> mine;
  for (const std::string& move : line) {
    const Side mover = game->to_move();
    const bool north_empty = all_empty(*game, Side::North);
    const MoveTrace trace = game->play_traced(move);
    if (mover == Side::South) mine.push_back(facts_of(trace, north_empty));
  }
  std::set<std::string> found;
  for (const MoveFacts& f : mine) {
    if (!f.captured.empty()) found.insert("capture");
    if (f.laps > 1) found.insert("relay");
    if (f.laps > 1 && !f.captured.empty()) found.insert("relay-capture");
    if (f.fed) found.insert("feeding");
    if (own_circuits) {
      // The file: the front pit and the back pit of one column taken by one move.
      for (size_t i = 0; i + 1 < f.captured.size(); ++i)
        if (f.captured[i][0] == f.captured[i + 1][0]) found.insert("file-capture");
      if (f.first_lift == 1) found.insert("singleton");
    } else {
      if (f.captured.size() > 1) found.insert("capture-chain");
      for (const std::string& pit : f.captured) {
        Side owner;
        if (geo.owner_of_pit(pit, owner)) found.insert(owner == Side::North ? "capture-opponent-side" : "capture-own-side");
      }
    }
  }
  const Result end = game->result();
  if (end.over() && end.reason.word() == "starved") found.insert("starvation");
  if (end.over() && end.reason.word() == "loop-shared") found.insert("shared-loop");
  if (end.over() && end.winner == Winner::South) found.insert("win");
  if (exact) found.insert("endgame");
  if (!mine.empty() && mine.front().captured.empty() && gain_of(start, line) <= 0) found.insert("defence");
  found.insert(mine.size() == 1 ? "one-move" : mine.size() >= 3 ? "long" : "two-moves");
  // A fixed order: the mechanism first, then the situation, then the length.
  static const char* kOrder[] = {"capture",  "capture-chain", "capture-opponent-side", "capture-own-side", "file-capture",
                                 "relay",    "relay-capture", "singleton",             "feeding",          "starvation",
                                 "shared-loop", "win",        "endgame",               "defence",          "one-move",
                                 "two-moves", "long"};
  std::vector<std::string> themes;
  for (const char* t : kOrder)
    if (found.count(t)) themes.emplace_back(t);
  return themes;
}

int gain_of(const AnyGame& start, const std::vector<std::string>& line) {
  auto game = start.clone();
  for (const std::string& move : line) game->play(move);
  const int south = game->captured(Side::South) - start.captured(Side::South);
  const int north = game->captured(Side::North) - start.captured(Side::North);
  return south - north;
}

}  // namespace manqala::puzzles
