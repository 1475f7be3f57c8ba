#include "server/study/explorer.h"

#include <vector>

#include "core/notation.h"
#include "server/study/study_store.h"
#include "server/study/replayed.h"

namespace manqala::study {

using nlohmann::json;

namespace {

std::string variant_of(const std::string& game, const std::string& options) { return game + " " + options; }

// "S", "N" or "draw" from a stored result ("over S resigned", "over draw score").
std::string winner_of(const std::string& result) {
  const auto words = split_words(result);
  return words.size() >= 2 ? std::string(words[1]) : "";
}

}  // namespace

void Explorer::index(const std::string& id) {
  const auto store = StudyStore::open(archive_.database());
  if (store->indexed(id)) return;
  const auto g = archive_.load(id);
  if (!g || g->outcome.status != "over") return;
  std::vector<IndexedMove> entries;
  try {
    each_move(*g, [&](const AnyGame& before, const std::string& move) { entries.push_back({before.position_text(), move}); });
  } catch (const std::exception&) {
    entries.clear();  // does not replay: marked indexed with nothing, not tried at every start
  }
  const std::string variant = variant_of(g->game, g->options), result = winner_of(g->outcome.result);
  store->index(id, variant, result, entries);
}

int Explorer::backfill(int limit) {
  const auto ids = StudyStore::open(archive_.database())->unindexed(limit);
  for (const auto& id : ids) index(id);
  return static_cast<int>(ids.size());
}

json Explorer::moves(const std::string& game, const std::string& options, const std::string& position) {
  json moves = json::array();
  int64_t games = 0;
  for (const ExplorerMove& m : StudyStore::open(archive_.database())->moves_from(variant_of(game, options), position)) {
    moves.push_back({{"move", m.move}, {"games", m.games}, {"south_wins", m.south_wins}, {"north_wins", m.north_wins},
                     {"draws", m.draws}});
    games += m.games;
  }
  return json{{"position", position}, {"games", games}, {"moves", moves}};
}

}  // namespace manqala::study
