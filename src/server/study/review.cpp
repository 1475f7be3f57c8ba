#include "server/study/review.h"

#include <algorithm>
#include <cmath>

#include "core/notation.h"
#include "search/score.h"
#include "server/common/refused.h"
#include "server/room/presenter.h"
#include "server/study/replayed.h"
#include "server/study/study_store.h"

namespace manqala::study {

using nlohmann::json;

namespace {

std::vector<ReviewedMove> rows_of(Archive& archive, const std::string& id) {
  return StudyStore::open(archive.database())->reviewed(id);
}

double seeds_of(int score) { return is_decisive(score) ? (score > 0 ? kDecisive : -kDecisive) : score / double(kSeed); }

// The final result from `side`'s view: a won game is a forced win.
double final_seeds(const StoredGame& g, Side side) {
  const auto words = split_words(g.outcome.result);
  if (words.size() < 2 || words[1] == "draw") return 0;
  const bool south_won = words[1] == "S";
  return (south_won == (side == Side::South)) ? kDecisive : -kDecisive;
}

json assemble(const StoredGame& g, const std::vector<ReviewedMove>& rows) {
  json moves = json::array(), graph = json::array();
  struct Tally {
    int moves = 0, inaccuracies = 0, mistakes = 0, blunders = 0;
    double loss = 0;
  } tally[2];
  auto south_view = [](const ReviewedMove& r) { return r.mover == Side::South ? r.best_seeds : -r.best_seeds; };
  if (!rows.empty()) graph.push_back(south_view(rows[0]));
  for (size_t i = 0; i < rows.size(); ++i) {
    const ReviewedMove& r = rows[i];
    const double played = i + 1 < rows.size()
                              ? (rows[i + 1].mover == r.mover ? rows[i + 1].best_seeds : -rows[i + 1].best_seeds)
                              : final_seeds(g, r.mover);
    const double loss = std::max(0.0, r.best_seeds - played);
    const std::string mark = g.moves[i].move == r.best ? "" : mark_of(r.best_seeds, played);
    Tally& t = tally[r.mover == Side::South ? 0 : 1];
    ++t.moves;
    t.loss += std::min(loss, kLossCap);
    t.inaccuracies += mark == "inaccuracy", t.mistakes += mark == "mistake", t.blunders += mark == "blunder";
    moves.push_back({{"ply", i}, {"side", side_word(r.mover)}, {"move", g.moves[i].move}, {"best", r.best},
                     {"best_seeds", r.best_seeds}, {"played_seeds", played}, {"loss", loss}, {"mark", mark},
                     {"depth", r.depth}});
    graph.push_back(r.mover == Side::South ? played : -played);
  }
  json summary;
  for (int s = 0; s < 2; ++s) {
    const Tally& t = tally[s];
    summary[s == 0 ? "south" : "north"] = {{"moves", t.moves},
                                           {"average_loss", t.moves ? std::round(t.loss / t.moves * 100) / 100 : 0.0},
                                           {"inaccuracies", t.inaccuracies},
                                           {"mistakes", t.mistakes},
                                           {"blunders", t.blunders}};
  }
  return {{"status", "done"},
          {"moves", moves},
          {"summary", summary},
          {"graph", graph},
          {"thresholds", {{"inaccuracy", kInaccuracy}, {"mistake", kMistake}, {"blunder", kBlunder}}}};
}

}  // namespace

std::string mark_of(double best, double played) {
  if ((best >= kDecisive && played < kDecisive) || (played <= -kDecisive && best > -kDecisive)) return "blunder";
  const double loss = best - played;
  if (loss >= kBlunder) return "blunder";
  if (loss >= kMistake) return "mistake";
  if (loss >= kInaccuracy) return "inaccuracy";
  return "";
}

bool Reviewer::touches_live(const StoredGame& g) {
  std::vector<LivePositions::Key> keys;
  {
    std::lock_guard lock(mu_);
    for (const auto& [id, kept] : positions_)
      if (id == g.id && kept.first == g.moves.size()) keys = kept.second;
  }
  if (keys.empty()) {
    each_move(g, [&](const AnyGame& before, const std::string&) { keys.push_back(LivePositions::key_of(before)); });
    std::lock_guard lock(mu_);
    std::erase_if(positions_, [&](const auto& kept) { return kept.first == g.id; });
    positions_.push_back({g.id, {g.moves.size(), keys}});
    if (positions_.size() > kKeptPositions) positions_.pop_front();
  }
  return std::any_of(keys.begin(), keys.end(), [&](LivePositions::Key k) { return live_.protects(k); });
}

json Reviewer::review(const std::string& id, const std::string& client) {
  const auto g = archive_.load(id);
  if (!g) throw Refused(404, "no game " + id.substr(0, 40));
  if (g->outcome.status != "over") throw Refused(409, "a game is reviewed once it is over", "review-not-over");
  if (touches_live(*g))
    throw Refused(409, "a position of this game is on the board of a game between people that is going on: it is "
                       "reviewed once that game ends",
                  "review-live");
  const auto rows = rows_of(archive_, id);
  if (rows.size() >= g->moves.size()) return assemble(*g, rows);
  {
    std::lock_guard lock(mu_);
    if (!running_.count(id)) {
      if (running_.size() >= static_cast<size_t>(kMaxRunning))
        throw Refused(503, "the engine is reviewing other games; try again in a moment", "engine-reviewing");
      const auto mine = std::count_if(running_.begin(), running_.end(), [&](const auto& r) { return r.second == client; });
      if (!client.empty() && mine >= kRunningPerClient)
        throw Refused(429, "a review you asked for is running; ask again when it is done");
      running_.emplace(id, client);
      if (!search_next(id)) {
        running_.erase(id);
        throw Refused(503, "the engine is busy; try again in a moment", "engine-busy");
      }
    }
  }
  return {{"status", "running"}, {"done", rows.size()}, {"of", g->moves.size()}};
}

void Reviewer::stop_running(const std::string& id) {
  std::lock_guard lock(mu_);
  running_.erase(id);
}

bool Reviewer::search_next(const std::string& id) {
  return pool_.submit(EnginePool::Priority::Analysis, [this, id](TranspositionTable& tt) {
    try {
      const auto g = archive_.load(id);
      const size_t ply = rows_of(archive_, id).size();
      if (!g || ply >= g->moves.size()) return stop_running(id);
      const auto position = position_at(*g, ply);
      if (live_.protects(*position)) return stop_running(id);  // it became live meanwhile: refused when asked
      SearchLimits limits;
      limits.movetime_ms = ms_;
      limits.depth = 12;
      std::atomic<bool> stop{false};
      tt.clear();
      const AnyGame::Report r = position->think(PlayerOptions{}, limits, tt, stop, {});
      StudyStore::open(archive_.database())
          ->put_review(id, static_cast<int64_t>(ply),
                      {position->to_move(), r.pv.empty() ? std::string() : r.pv.front(), seeds_of(r.score),
                       r.depth});
      if (ply + 1 >= g->moves.size() || !search_next(id)) stop_running(id);  // done, or asked again later
    } catch (const std::exception&) {  // a game that no longer replays, the archive failing: asked again later
      stop_running(id);
    }
  });
}

}  // namespace manqala::study
