#include "server/study/explorer.h"

#include <vector>

#include "core/notation.h"
#include "server/db/statement.h"
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
  const bool done = archive_.database().locked([&](sqlite3* db) {
    Statement st(db, "SELECT count(*) FROM explorer_games WHERE game_id = ?");
    st.bind(1, id).step();
    return st.number(0) > 0;
  });
  if (done) return;
  const auto g = archive_.load(id);
  if (!g || g->outcome.status != "over") return;
  struct Entry {
    std::string position, move;
  };
  std::vector<Entry> entries;
  try {
    each_move(*g, [&](const AnyGame& before, const std::string& move) { entries.push_back({before.position_text(), move}); });
  } catch (const std::exception&) {
    entries.clear();  // does not replay: marked indexed with nothing, not tried at every start
  }
  const std::string variant = variant_of(g->game, g->options), result = winner_of(g->outcome.result);
  archive_.database().locked([&](sqlite3* db) {
    Transaction t(db);
    Statement st(db,
                 "INSERT OR IGNORE INTO explorer_positions (variant, position, game_id, ply, move, result) "
                 "VALUES (?, ?, ?, ?, ?, ?)");
    for (size_t i = 0; i < entries.size(); ++i) {
      st.reset();
      st.bind(1, variant).bind(2, entries[i].position).bind(3, id).bind(4, static_cast<int64_t>(i));
      st.bind(5, entries[i].move).bind(6, result).run();
    }
    Statement mark(db, "INSERT OR IGNORE INTO explorer_games (game_id) VALUES (?)");
    mark.bind(1, id).run();
    t.commit();
  });
}

int Explorer::backfill(int limit) {
  const auto ids = archive_.database().locked([&](sqlite3* db) {
    Statement st(db,
                 "SELECT id FROM games WHERE status = 'over' AND id NOT IN (SELECT game_id FROM explorer_games) "
                 "ORDER BY updated LIMIT ?");
    st.bind(1, int64_t{limit});
    std::vector<std::string> out;
    while (st.step()) out.push_back(st.text(0));
    return out;
  });
  for (const auto& id : ids) index(id);
  return static_cast<int>(ids.size());
}

json Explorer::moves(const std::string& game, const std::string& options, const std::string& position) {
  return archive_.database().locked([&](sqlite3* db) {
    Statement st(db,
                 "SELECT move, count(*), sum(result = 'S'), sum(result = 'N'), sum(result = 'draw') "
                 "FROM explorer_positions WHERE variant = ? AND position = ? GROUP BY move "
                 "ORDER BY count(*) DESC, move");
    st.bind(1, variant_of(game, options)).bind(2, position);
    json moves = json::array();
    int64_t games = 0;
    while (st.step()) {
      moves.push_back({{"move", st.text(0)}, {"games", st.number(1)}, {"south_wins", st.number(2)},
                       {"north_wins", st.number(3)}, {"draws", st.number(4)}});
      games += st.number(1);
    }
    return json{{"position", position}, {"games", games}, {"moves", moves}};
  });
}

}  // namespace manqala::study
