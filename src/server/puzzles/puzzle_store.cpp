#include "server/puzzles/puzzle_store.h"

#include "server/db/statement.h"
#include "server/db/utc_time.h"

namespace manqala::puzzles {

namespace {

class SqlPuzzleStore final : public SqlStore<PuzzleStore> {
 public:
  using SqlStore::SqlStore;

  ratings::Rating player(int64_t account, const std::string& game) override;
  PuzzleRating puzzle(const std::string& game, const std::string& id, int starting_rating) override;
  std::vector<Try> history(int64_t account, const std::string& game) override;
  TryResult record(int64_t account, const std::string& game, const std::string& id, int starting_rating, bool solved) override;
};

}  // namespace

std::unique_ptr<PuzzleStore> PuzzleStore::open(Database& db) { return std::make_unique<SqlPuzzleStore>(db); }

namespace {

ratings::Rating stored_player(Connection* db, int64_t account, const std::string& game) {
  Statement st(db, "SELECT rating, deviation, volatility FROM puzzle_players WHERE account_id = ? AND game = ?");
  st.bind(1, account).bind(2, game);
  if (!st.step()) return {};
  return {st.real(0), st.real(1), st.real(2)};
}

PuzzleRating stored_puzzle(Connection* db, const std::string& game, const std::string& id, int starting_rating) {
  Statement st(db, "SELECT rating, deviation, volatility, plays FROM puzzle_ratings WHERE game = ? AND puzzle = ?");
  st.bind(1, game).bind(2, id);
  if (!st.step()) return {{static_cast<double>(starting_rating), kPuzzleDeviation, 0.06}, 0};
  return {{st.real(0), st.real(1), st.real(2)}, static_cast<int>(st.number(3))};
}

}  // namespace

ratings::Rating SqlPuzzleStore::player(int64_t account, const std::string& game) {
  return db_.locked([&](Connection* db) { return stored_player(db, account, game); });
}

PuzzleRating SqlPuzzleStore::puzzle(const std::string& game, const std::string& id, int starting_rating) {
  return db_.locked([&](Connection* db) { return stored_puzzle(db, game, id, starting_rating); });
}

std::vector<Try> SqlPuzzleStore::history(int64_t account, const std::string& game) {
  return db_.locked([&](Connection* db) {
    Statement st(db,
                 "SELECT puzzle, solved, rating, at FROM puzzle_tries WHERE account_id = ? AND game = ? "
                 "ORDER BY rowid DESC LIMIT ?");
    st.bind(1, account).bind(2, game).bind(3, int64_t{kHistory});
    std::vector<Try> out;
    while (st.step()) out.push_back({st.text(0), st.number(1) != 0, st.real(2), st.text(3)});
    return out;
  });
}

TryResult SqlPuzzleStore::record(int64_t account, const std::string& game, const std::string& id, int starting_rating,
                                    bool solved) {
  return db_.locked([&](Connection* db) {
    Transaction t(db);
    TryResult out;
    out.player = stored_player(db, account, game);
    out.puzzle = stored_puzzle(db, game, id, starting_rating);
    Statement had(db, "SELECT 1 FROM puzzle_tries WHERE account_id = ? AND game = ? AND puzzle = ?");
    had.bind(1, account).bind(2, game).bind(3, id);
    if (had.step()) return out;
    const ratings::ScoredGame as_player{out.puzzle.rating, solved ? 1.0 : 0.0};
    const ratings::ScoredGame as_puzzle{out.player, solved ? 0.0 : 1.0};
    out.player = ratings::rate(out.player, std::span(&as_player, 1));
    out.puzzle.rating = ratings::rate(out.puzzle.rating, std::span(&as_puzzle, 1));
    ++out.puzzle.plays;
    out.rated = true;
    Statement p(db, "INSERT INTO puzzle_players (account_id, game, rating, deviation, volatility) VALUES (?, ?, ?, ?, ?) "
                    "ON CONFLICT (account_id, game) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, "
                    "volatility = excluded.volatility");
    p.bind(1, account).bind(2, game).bind(3, out.player.rating).bind(4, out.player.deviation).bind(5, out.player.volatility);
    p.run();
    Statement q(db, "INSERT INTO puzzle_ratings (game, puzzle, rating, deviation, volatility, plays) VALUES (?, ?, ?, ?, ?, ?) "
                    "ON CONFLICT (game, puzzle) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, "
                    "volatility = excluded.volatility, plays = excluded.plays");
    q.bind(1, game).bind(2, id).bind(3, out.puzzle.rating.rating).bind(4, out.puzzle.rating.deviation)
        .bind(5, out.puzzle.rating.volatility).bind(6, int64_t{out.puzzle.plays});
    q.run();
    Statement r(db, "INSERT INTO puzzle_tries (account_id, game, puzzle, solved, rating, at) VALUES (?, ?, ?, ?, ?, ?)");
    r.bind(1, account).bind(2, game).bind(3, id).bind(4, int64_t{solved}).bind(5, out.player.rating).bind(6, utc_now());
    r.run();
    t.commit();
    return out;
  });
}

}  // namespace manqala::puzzles
