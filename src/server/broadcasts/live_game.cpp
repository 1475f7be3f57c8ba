#include "server/broadcasts/live_game.h"

#include "core/notation.h"
#include "games/registry.h"
#include "server/otb/otb_model.h"
#include "server/room/state.h"

namespace manqala::broadcasts {

Replayed replay_live(const std::string& game, const std::string& options, const std::vector<std::string>& moves) {
  WorkLimit bound;  // the start position within the server's bound; each move then its own (play_live)
  bound.lap_budget(kServerLapBudget);
  Replayed r;
  r.game = make_game(game, split_words(options), &bound);
  r.game->set_work_limit(nullptr);
  r.keys.push_back(LivePositions::key_of(*r.game));
  for (const auto& m : moves)
    if (!play_live(r, m)) break;
  return r;
}

bool play_live(Replayed& r, const std::string& move) {
  ServerJudging judging(*r.game);  // this move within the server's bound
  try {
    r.game->play(move);
  } catch (const ParseError& e) {
    r.at = static_cast<int>(r.keys.size()) - 1, r.error = e.what();
    return false;
  }
  r.keys.push_back(LivePositions::key_of(*r.game));
  return true;
}

std::string result_of(const LiveGame& g, const AnyGame& after) {
  const std::string pushed = otb::result_of_ending(g.result);
  return !pushed.empty() ? pushed : otb::result_of_ending(status_text(after.result()));
}

int64_t clock_ms(const std::string& text) {
  int64_t total = 0;
  int parts = 0;
  size_t i = 0;
  while (i <= text.size()) {
    const size_t colon = text.find(':', i);
    const std::string part = text.substr(i, colon == std::string::npos ? std::string::npos : colon - i);
    if (part.empty() || part.size() > 2 || part.find_first_not_of("0123456789") != std::string::npos || ++parts > 3)
      throw ParseError("a clock is H:MM:SS or M:SS, not \"" + text.substr(0, 20) + "\"");
    total = total * 60 + std::stoi(part);
    if (colon == std::string::npos) break;
    i = colon + 1;
  }
  if (parts < 2) throw ParseError("a clock is H:MM:SS or M:SS, not \"" + text.substr(0, 20) + "\"");
  return total * 1000;
}

std::string merge_record(LiveGame& g, const Record& r, const Replayed& replayed, int64_t now) {
  if (!replayed.ok())
    throw ParseError("move " + std::to_string(replayed.at + 1) + " (" + r.moves[static_cast<size_t>(replayed.at)] +
                     ") is not legal there: " + replayed.error);
  LiveGame next = g;
  size_t same = 0;
  while (same < g.moves.size() && same < r.moves.size() && g.moves[same] == r.moves[same]) ++same;
  next.moves = r.moves;
  next.times.assign(g.times.begin(), g.times.begin() + static_cast<std::ptrdiff_t>(std::min(same, g.times.size())));
  next.times.resize(r.moves.size(), now);
  next.result = r.result == "ongoing" ? "" : r.result;
  const auto clock = [&](const char* tag, int64_t old) {
    const auto it = r.tags.find(tag);
    return it == r.tags.end() ? old : clock_ms(it->second);
  };
  next.south_clock = clock("SouthClock", g.south_clock), next.north_clock = clock("NorthClock", g.north_clock);
  if (next == g) return "unchanged";
  g = std::move(next);
  return "updated";
}

int judgeable(const LiveGame& g, bool over, int delay, int64_t now) {
  const int plies = static_cast<int>(g.moves.size());
  if (over) return plies;
  if (delay == kUntilEnd) return -1;
  // Position p stands from the time of the move that made it (the start position from the
  // first move's, the earliest the server knows of it): judged `delay` seconds after that, and
  // the one on the board never.
  int last = -1;
  for (int p = 0; p < plies; ++p) {
    const int64_t reached = p == 0 ? g.times.front() : g.times[static_cast<size_t>(p - 1)];
    if (now - reached >= int64_t{delay} * 1000) last = p;
  }
  return last;
}

}  // namespace manqala::broadcasts
