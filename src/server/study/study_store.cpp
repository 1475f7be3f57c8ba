#include "server/study/study_store.h"

#include "server/db/statement.h"

namespace manqala::study {

namespace {

class SqlStudyStore final : public SqlStore<StudyStore> {
 public:
  using SqlStore::SqlStore;

  bool indexed(const std::string& game_id) override;
  void index(const std::string& game_id, const std::string& variant, const std::string& result, const std::vector<IndexedMove>& moves) override;
  std::vector<std::string> unindexed(int limit) override;
  std::vector<ExplorerMove> moves_from(const std::string& variant, const std::string& position) override;
  std::vector<ReviewedMove> reviewed(const std::string& game_id) override;
  void put_review(const std::string& game_id, int64_t ply, const ReviewedMove& m) override;
};

}  // namespace

std::unique_ptr<StudyStore> StudyStore::open(Database& db) { return std::make_unique<SqlStudyStore>(db); }

bool SqlStudyStore::indexed(const std::string& game_id) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "SELECT count(*) AS n FROM explorer_games WHERE game_id = ?");
    st.bind(1, game_id).step();
    return st.number("n") > 0;
  });
}

void SqlStudyStore::index(const std::string& game_id, const std::string& variant, const std::string& result,
                             const std::vector<IndexedMove>& moves) {
  db_.locked([&](Connection* db) {
    Transaction t(db);
    Statement st(db,
                 "INSERT INTO explorer_positions (variant, position, game_id, ply, move, result) "
                 "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING");
    for (size_t i = 0; i < moves.size(); ++i) {
      st.reset();
      st.bind(1, variant).bind(2, moves[i].position).bind(3, game_id).bind(4, static_cast<int64_t>(i));
      st.bind(5, moves[i].move).bind(6, result).run();
    }
    Statement mark(db, "INSERT INTO explorer_games (game_id) VALUES (?) ON CONFLICT DO NOTHING");
    mark.bind(1, game_id).run();
    t.commit();
  });
}

std::vector<std::string> SqlStudyStore::unindexed(int limit) {
  return db_.locked([&](Connection* db) {
    Statement st(db,
                 "SELECT id FROM games WHERE status = 'over' AND id NOT IN (SELECT game_id FROM explorer_games) "
                 "ORDER BY updated LIMIT ?");
    st.bind(1, int64_t{limit});
    std::vector<std::string> out;
    while (st.step()) out.push_back(st.text("id"));
    return out;
  });
}

std::vector<ExplorerMove> SqlStudyStore::moves_from(const std::string& variant, const std::string& position) {
  return db_.locked([&](Connection* db) {
    Statement st(db,
                 "SELECT move, count(*) AS games, sum(CASE WHEN result = 'S' THEN 1 ELSE 0 END) AS south_wins, "
                 "sum(CASE WHEN result = 'N' THEN 1 ELSE 0 END) AS north_wins, "
                 "sum(CASE WHEN result = 'draw' THEN 1 ELSE 0 END) AS draws FROM explorer_positions WHERE variant = ? AND position = ? "
                 "GROUP BY move ORDER BY count(*) DESC, move");
    st.bind(1, variant).bind(2, position);
    std::vector<ExplorerMove> out;
    while (st.step())
      out.push_back({st.text("move"), st.number("games"), st.number("south_wins"), st.number("north_wins"),
                     st.number("draws")});
    return out;
  });
}

std::vector<ReviewedMove> SqlStudyStore::reviewed(const std::string& game_id) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "SELECT mover, best, best_seeds, depth FROM reviews WHERE game_id = ? ORDER BY ply");
    st.bind(1, game_id);
    std::vector<ReviewedMove> out;
    while (st.step())
      out.push_back({st.text("mover") == "S" ? Side::South : Side::North, st.text("best"), st.real("best_seeds"), static_cast<int>(st.number("depth"))});
    return out;
  });
}

void SqlStudyStore::put_review(const std::string& game_id, int64_t ply, const ReviewedMove& m) {
  db_.locked([&](Connection* db) {
    Statement st(db, "INSERT INTO reviews (game_id, ply, mover, best, best_seeds, depth) VALUES (?, ?, ?, ?, ?, ?) "
                 "ON CONFLICT (game_id, ply) DO UPDATE SET mover = excluded.mover, best = excluded.best, "
                 "best_seeds = excluded.best_seeds, depth = excluded.depth");
    st.bind(1, game_id).bind(2, ply).bind(3, std::string(m.mover == Side::South ? "S" : "N")).bind(4, m.best);
    st.bind(5, m.best_seeds).bind(6, int64_t{m.depth}).run();
  });
}

}  // namespace manqala::study
