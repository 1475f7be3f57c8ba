#include "server/broadcasts/broadcast_store.h"

#include "core/notation.h"
#include "core/text.h"
#include "server/db/statement.h"
#include "server/db/utc_time.h"

namespace manqala::broadcasts {

namespace {

class SqlBroadcastStore final : public SqlStore<BroadcastStore> {
 public:
  using SqlStore::SqlStore;

  std::optional<Broadcast> find(const std::string& id) override;
  void save(const Broadcast& b) override;
  void set_token(const std::string& id, const std::string& digest) override;
  std::vector<std::string> live() override;
  std::vector<LiveGame> round(const std::string& id, int round) override;
  bool round_begun(const std::string& id, int round) override;
  std::optional<LiveGame> game(const std::string& id, int round, int board) override;
  void save_games(const std::string& id, const std::vector<LiveGame>& games) override;
  std::vector<Follow> follows(int64_t account) override;
  bool follow(int64_t account, const Follow& f, size_t max) override;
  void unfollow(int64_t account, const Follow& f) override;
  std::vector<int64_t> followers(const Follow& f) override;
};

}  // namespace

std::unique_ptr<BroadcastStore> BroadcastStore::open(Database& db) { return std::make_unique<SqlBroadcastStore>(db); }

namespace {

std::vector<int64_t> numbers_of(const std::string& text) {
  std::vector<int64_t> out;
  for (const auto& w : split_words(text)) out.push_back(std::stoll(std::string(w)));
  return out;
}

std::string text_of(const std::vector<int64_t>& numbers) {
  std::string out;
  for (int64_t n : numbers) out += (out.empty() ? "" : " ") + std::to_string(n);
  return out;
}

LiveGame game_of(const Statement& st) {
  LiveGame g;
  g.round = static_cast<int>(st.number(0)), g.board = static_cast<int>(st.number(1));
  const std::string moves = st.text(2);  // split_words() views into it
  for (auto w : split_words(moves)) g.moves.emplace_back(w);
  g.times = numbers_of(st.text(3));
  g.south_clock = st.number(4), g.north_clock = st.number(5);
  g.result = st.text(6);
  return g;
}

constexpr const char* kGameColumns = "SELECT round, board, moves, times, south_clock, north_clock, result FROM broadcast_boards ";

}  // namespace

std::optional<Broadcast> SqlBroadcastStore::find(const std::string& id) {
  return db_.locked([&](Connection* db) -> std::optional<Broadcast> {
    Statement st(db, "SELECT live, eval_delay, token_digest, started FROM broadcasts WHERE tournament_id = ?");
    st.bind(1, id);
    if (!st.step()) return std::nullopt;
    return Broadcast{id, st.number(0) != 0, static_cast<int>(st.number(1)), st.text(2), st.text(3)};
  });
}

void SqlBroadcastStore::save(const Broadcast& b) {
  db_.locked([&](Connection* db) {
    Statement st(db,
                 "INSERT INTO broadcasts (tournament_id, live, eval_delay, started) VALUES (?, ?, ?, ?) "
                 "ON CONFLICT (tournament_id) DO UPDATE SET live = excluded.live, eval_delay = excluded.eval_delay");
    st.bind(1, b.id).bind(2, int64_t{b.live}).bind(3, int64_t{b.eval_delay}).bind(4, b.started.empty() ? utc_now() : b.started);
    st.run();
  });
}

void SqlBroadcastStore::set_token(const std::string& id, const std::string& digest) {
  db_.locked([&](Connection* db) { Statement(db, "UPDATE broadcasts SET token_digest = ? WHERE tournament_id = ?").bind(1, digest).bind(2, id).run(); });
}

std::vector<std::string> SqlBroadcastStore::live() {
  return db_.locked([&](Connection* db) {
    Statement st(db,
                 "SELECT b.tournament_id FROM broadcasts b JOIN otb_tournaments t ON t.id = b.tournament_id "
                 "WHERE b.live = 1 AND t.status != 'finished'");
    std::vector<std::string> out;
    while (st.step()) out.push_back(st.text(0));
    return out;
  });
}

std::vector<LiveGame> SqlBroadcastStore::round(const std::string& id, int round) {
  return db_.locked([&](Connection* db) {
    Statement st(db, (std::string(kGameColumns) + "WHERE tournament_id = ? AND round = ? ORDER BY board").c_str());
    st.bind(1, id).bind(2, int64_t{round});
    std::vector<LiveGame> out;
    while (st.step()) out.push_back(game_of(st));
    return out;
  });
}

bool SqlBroadcastStore::round_begun(const std::string& id, int round) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "SELECT 1 FROM broadcast_boards WHERE tournament_id = ? AND round = ? AND moves != '' LIMIT 1");
    st.bind(1, id).bind(2, int64_t{round});
    return st.step();
  });
}

std::optional<LiveGame> SqlBroadcastStore::game(const std::string& id, int round, int board) {
  return db_.locked([&](Connection* db) -> std::optional<LiveGame> {
    Statement st(db, (std::string(kGameColumns) + "WHERE tournament_id = ? AND round = ? AND board = ?").c_str());
    st.bind(1, id).bind(2, int64_t{round}).bind(3, int64_t{board});
    if (!st.step()) return std::nullopt;
    return game_of(st);
  });
}

void SqlBroadcastStore::save_games(const std::string& id, const std::vector<LiveGame>& games) {
  if (games.empty()) return;
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    Statement st(db,
                 "INSERT INTO broadcast_boards (tournament_id, round, board, moves, times, south_clock, "
                 "north_clock, result) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (tournament_id, round, board) DO UPDATE "
                 "SET moves = excluded.moves, times = excluded.times, south_clock = excluded.south_clock, "
                 "north_clock = excluded.north_clock, result = excluded.result");
    for (const auto& g : games) {
      st.bind(1, id).bind(2, int64_t{g.round}).bind(3, int64_t{g.board}).bind(4, join(g.moves)).bind(5, text_of(g.times));
      st.bind(6, g.south_clock).bind(7, g.north_clock).bind(8, g.result).run();
      st.reset();
    }
    tx.commit();
  });
}

std::vector<Follow> SqlBroadcastStore::follows(int64_t account) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "SELECT kind, target FROM follows WHERE account_id = ? ORDER BY kind, target");
    st.bind(1, account);
    std::vector<Follow> out;
    while (st.step()) out.push_back({st.text(0), st.text(1)});
    return out;
  });
}

bool SqlBroadcastStore::follow(int64_t account, const Follow& f, size_t max) {
  return db_.locked([&](Connection* db) {
    Statement has(db, "SELECT 1 FROM follows WHERE account_id = ? AND kind = ? AND target = ?");
    has.bind(1, account).bind(2, f.kind).bind(3, f.id);
    if (has.step()) return true;
    Statement count(db, "SELECT COUNT(*) FROM follows WHERE account_id = ?");
    count.bind(1, account);
    count.step();
    if (static_cast<size_t>(count.number(0)) >= max) return false;
    Statement(db, "INSERT INTO follows (account_id, kind, target) VALUES (?, ?, ?)").bind(1, account).bind(2, f.kind).bind(3, f.id).run();
    return true;
  });
}

void SqlBroadcastStore::unfollow(int64_t account, const Follow& f) {
  db_.locked([&](Connection* db) {
    Statement(db, "DELETE FROM follows WHERE account_id = ? AND kind = ? AND target = ?").bind(1, account).bind(2, f.kind).bind(3, f.id).run();
  });
}

std::vector<int64_t> SqlBroadcastStore::followers(const Follow& f) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "SELECT account_id FROM follows WHERE kind = ? AND target = ?");
    st.bind(1, f.kind).bind(2, f.id);
    std::vector<int64_t> out;
    while (st.step()) out.push_back(st.number(0));
    return out;
  });
}

}  // namespace manqala::broadcasts
