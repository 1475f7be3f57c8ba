// The games' store: stored games and their moves, their seats and outcomes (archive.h), in SQLite.
#include "server/archive/archive.h"

#include <chrono>

#include <nlohmann/json.hpp>


#include "server/db/statement.h"
#include "server/db/utc_time.h"

namespace manqala {

namespace {

class SqlArchive final : public SqlStore<Archive> {
 public:
  using SqlStore::SqlStore;

  Database& database() override { return db_; }
  uint64_t count_start() override;
  void create(const StoredGame& g) override;  // with its moves
  void add_move(const std::string& id, int ply, const StoredMove& m, const StoredOutcome& after) override;
  void truncate(const std::string& id, int ply, const StoredOutcome& after) override;
  void set_outcome(const std::string& id, const StoredOutcome& o) override;
  void claim_seat(const std::string& id, bool south, const std::string& token, const SeatAccount& account) override;
  std::optional<StoredGame> load(const std::string& id) override;
  std::vector<GameSummary> list(const std::string& status, int limit, int offset, int& total) override;
  std::optional<GameSummary> summary(const std::string& id) override;
  std::vector<GameSummary> games_of(int64_t account, int limit) override;
  std::vector<GameSummary> friend_games(int limit) override;
  std::vector<GameSummary> awaiting(int64_t account, int limit) override;
  std::vector<std::string> overdue(int64_t now, int64_t day_ms, int limit) override;
  std::string conditional(const std::string& id, const std::string& side) override;
  std::optional<OfflineImport> offline_game(const std::string& offline_id) override;
  void note_offline_game(const std::string& offline_id, const OfflineImport& imported) override;
  void set_conditional(const std::string& id, const std::string& side, const std::string& lines) override;
};

}  // namespace

std::unique_ptr<Archive> Archive::open(Database& db) { return std::make_unique<SqlArchive>(db); }

namespace {

constexpr const char* kSummaryColumns =
    "id, game, options, south, north, status, result, created, updated, source, level, plies, opponent, listed, "
    "clock_initial_ms, clock_increment_ms, south_token = '', north_token = '', rated != 0, days_per_move, "
    "turn_since_ms, to_move, south_account, north_account";

int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

void update_outcome(Connection* db, const std::string& id, const StoredOutcome& o, int plies) {
  Statement st(db,
               "UPDATE games SET status = ?, result = ?, shared = ?, plies = ?, updated = ?, to_move = ? WHERE id = ?");
  st.bind(1, o.status).bind(2, o.result).bind(3, int64_t{o.shared}).bind(4, int64_t{plies});
  st.bind(5, utc_now()).bind(6, o.to_move).bind(7, id).run();
  if (db->changes() != 1) throw DatabaseError("archive: no game " + id);
  if (!o.unrated) return;
  Statement unrated(db, "UPDATE games SET rated = 0 WHERE id = ?");
  unrated.bind(1, id).run();
}

GameSummary summary_of(const Statement& st) {
  GameSummary s;
  s.id = st.text(0), s.game = st.text(1), s.options = st.text(2), s.south = st.text(3);
  s.north = st.text(4), s.status = st.text(5), s.result = st.text(6), s.created = st.text(7);
  s.updated = st.text(8), s.source = st.text(9);
  s.level = static_cast<int>(st.number(10)), s.plies = static_cast<int>(st.number(11));
  s.opponent = st.text(12), s.listed = st.number(13) != 0;
  s.clock_initial_ms = st.number(14), s.clock_increment_ms = st.number(15);
  if (s.opponent == "friend") s.open_side = st.number(16) ? "south" : st.number(17) ? "north" : "";
  s.rated = st.number(18) != 0;
  s.days_per_move = static_cast<int>(st.number(19)), s.turn_since_ms = st.number(20), s.to_move = st.text(21);
  s.south_account = st.number(22), s.north_account = st.number(23);
  return s;
}

// The summaries a query of kSummaryColumns finds (`bind` binds its values).
template <class Bind>
std::vector<GameSummary> summaries(Connection* db, const std::string& rest_of_query, Bind bind) {
  Statement st(db, (std::string("SELECT ") + kSummaryColumns + " FROM games " + rest_of_query).c_str());
  bind(st);
  std::vector<GameSummary> out;
  while (st.step()) out.push_back(summary_of(st));
  return out;
}

}  // namespace

uint64_t SqlArchive::count_start() {
  return db_.locked([](Connection* db) {
    exec_sql(db, "UPDATE server SET value = value + 1 WHERE key = 'starts'");
    Statement st(db, "SELECT value FROM server WHERE key = 'starts'");
    st.step();
    return static_cast<uint64_t>(st.number(0));
  });
}

void SqlArchive::create(const StoredGame& g) {
  db_.locked([&](Connection* db) {
    Transaction t(db);
    const std::string now = utc_now();
    Statement st(db,
                 "INSERT INTO games (id, game, options, start, south, north, south_token, north_token, level, "
                 "source, status, result, shared, plies, created, updated, opponent, invite, listed, "
                 "clock_initial_ms, clock_increment_ms, south_account, north_account, rated, days_per_move, "
                 "turn_since_ms, to_move, continued_from, headers, pool) "
                 "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    st.bind(1, g.id).bind(2, g.game).bind(3, g.options).bind(4, g.start).bind(5, g.south).bind(6, g.north);
    st.bind(7, g.south_token).bind(8, g.north_token).bind(9, int64_t{g.level}).bind(10, g.source);
    st.bind(11, g.outcome.status).bind(12, g.outcome.result).bind(13, int64_t{g.outcome.shared});
    st.bind(14, static_cast<int64_t>(g.moves.size())).bind(15, now).bind(16, now);
    st.bind(17, g.opponent).bind(18, g.invite).bind(19, int64_t{g.listed}).bind(20, g.clock_initial_ms);
    st.bind(21, g.clock_increment_ms).bind(22, g.south_account).bind(23, g.north_account);
    st.bind(24, int64_t{g.rated}).bind(25, int64_t{g.days_per_move}).bind(26, g.turn_since_ms);
    st.bind(27, g.outcome.to_move).bind(28, g.continued_from);
    st.bind(29, g.headers.empty() ? std::string() : nlohmann::json(g.headers).dump()).bind(30, g.pool).run();
    Statement m(db, "INSERT INTO moves (game_id, ply, move, ms, played) VALUES (?, ?, ?, ?, ?)");
    for (size_t i = 0; i < g.moves.size(); ++i) {
      m.reset();
      m.bind(1, g.id).bind(2, static_cast<int64_t>(i)).bind(3, g.moves[i].move).bind(4, g.moves[i].ms);
      m.bind(5, now).run();
    }
    t.commit();
  });
}

void SqlArchive::add_move(const std::string& id, int ply, const StoredMove& m, const StoredOutcome& after) {
  db_.locked([&](Connection* db) {
    Transaction t(db);
    Statement st(db, "INSERT INTO moves (game_id, ply, move, ms, played) VALUES (?, ?, ?, ?, ?)");
    st.bind(1, id).bind(2, int64_t{ply}).bind(3, m.move).bind(4, m.ms).bind(5, utc_now()).run();
    update_outcome(db, id, after, ply + 1);
    Statement turn(db, "UPDATE games SET turn_since_ms = ? WHERE id = ?");
    turn.bind(1, now_ms()).bind(2, id).run();
    t.commit();
  });
}

void SqlArchive::truncate(const std::string& id, int ply, const StoredOutcome& after) {
  db_.locked([&](Connection* db) {
    Transaction t(db);
    Statement st(db, "DELETE FROM moves WHERE game_id = ? AND ply >= ?");
    st.bind(1, id).bind(2, int64_t{ply}).run();
    update_outcome(db, id, after, ply);
    t.commit();
  });
}

void SqlArchive::set_outcome(const std::string& id, const StoredOutcome& o) {
  db_.locked([&](Connection* db) {
    Transaction t(db);
    Statement count(db, "SELECT count(*) FROM moves WHERE game_id = ?");
    count.bind(1, id).step();
    update_outcome(db, id, o, static_cast<int>(count.number(0)));
    t.commit();
  });
}

std::optional<StoredGame> SqlArchive::load(const std::string& id) {
  return db_.locked([&](Connection* db) -> std::optional<StoredGame> {
    Statement st(db,
                 "SELECT game, options, start, south, north, south_token, north_token, level, source, status, "
                 "result, shared, created, updated, opponent, invite, listed, clock_initial_ms, clock_increment_ms, "
                 "south_account, north_account, rated, days_per_move, turn_since_ms, to_move, continued_from, headers, pool "
                 "FROM games WHERE id = ?");
    st.bind(1, id);
    if (!st.step()) return std::nullopt;
    StoredGame g;
    g.id = id;
    g.game = st.text(0), g.options = st.text(1), g.start = st.text(2);
    g.south = st.text(3), g.north = st.text(4), g.south_token = st.text(5), g.north_token = st.text(6);
    g.level = static_cast<int>(st.number(7));
    g.source = st.text(8);
    g.outcome = {st.text(9), st.text(10), st.number(11) != 0};
    g.created = st.text(12), g.updated = st.text(13);
    g.opponent = st.text(14), g.invite = st.text(15), g.listed = st.number(16) != 0;
    g.clock_initial_ms = st.number(17), g.clock_increment_ms = st.number(18);
    g.south_account = st.number(19), g.north_account = st.number(20), g.rated = st.number(21) != 0;
    g.days_per_move = static_cast<int>(st.number(22)), g.turn_since_ms = st.number(23);
    g.outcome.to_move = st.text(24);
    g.continued_from = st.text(25);
    if (const auto headers = nlohmann::json::parse(st.text(26), nullptr, false); headers.is_object())
      for (const auto& [k, v] : headers.items())
        if (v.is_string()) g.headers[k] = v.get<std::string>();
    g.pool = st.text(27);
    Statement mv(db, "SELECT move, ms FROM moves WHERE game_id = ? ORDER BY ply");
    mv.bind(1, id);
    while (mv.step()) g.moves.push_back({mv.text(0), mv.number(1)});
    return g;
  });
}

void SqlArchive::claim_seat(const std::string& id, bool south, const std::string& token, const SeatAccount& account) {
  db_.locked([&](Connection* db) {
    // Both seats are taken now: a correspondence game's first turn begins.
    Statement st(db, south ? "UPDATE games SET south_token = ?, invite = '', updated = ?, south_account = ?, "
                             "south = CASE WHEN ? = '' THEN south ELSE ? END, turn_since_ms = ? "
                             "WHERE id = ? AND south_token = ''"
                           : "UPDATE games SET north_token = ?, invite = '', updated = ?, north_account = ?, "
                             "north = CASE WHEN ? = '' THEN north ELSE ? END, turn_since_ms = ? "
                             "WHERE id = ? AND north_token = ''");
    st.bind(1, token).bind(2, utc_now()).bind(3, account.id).bind(4, account.name).bind(5, account.name);
    st.bind(6, now_ms()).bind(7, id).run();
    if (db->changes() != 1) throw DatabaseError("archive: the seat of game " + id + " is not open");
  });
}

std::vector<GameSummary> SqlArchive::awaiting(int64_t account, int limit) {
  return db_.locked([&](Connection* db) {
    return summaries(db,
                     "WHERE status = 'ongoing' AND ((south_account = ?1 AND to_move = 'south') OR "
                     "(north_account = ?1 AND to_move = 'north')) AND south_token != '' AND north_token != '' "
                     "ORDER BY days_per_move = 0, turn_since_ms + days_per_move * 86400000 LIMIT ?2",
                     [&](Statement& st) { st.bind(1, account).bind(2, int64_t{limit}); });
  });
}

std::vector<std::string> SqlArchive::overdue(int64_t now, int64_t day_ms, int limit) {
  return db_.locked([&](Connection* db) {
    Statement st(db,
                 "SELECT id FROM games WHERE days_per_move > 0 AND status = 'ongoing' AND turn_since_ms > 0 AND "
                 "turn_since_ms + days_per_move * ?1 <= ?2 LIMIT ?3");
    st.bind(1, day_ms).bind(2, now).bind(3, int64_t{limit});
    std::vector<std::string> ids;
    while (st.step()) ids.push_back(st.text(0));
    return ids;
  });
}

std::optional<OfflineImport> SqlArchive::offline_game(const std::string& offline_id) {
  return db_.locked([&](Connection* db) -> std::optional<OfflineImport> {
    Statement st(db, "SELECT game_id, sender, moves FROM offline_games WHERE offline_id = ?");
    st.bind(1, offline_id);
    if (!st.step()) return std::nullopt;
    return OfflineImport{st.text(0), st.text(1), st.text(2)};
  });
}

void SqlArchive::note_offline_game(const std::string& offline_id, const OfflineImport& imported) {
  db_.locked([&](Connection* db) {
    Statement st(db, "INSERT INTO offline_games (offline_id, game_id, sender, moves) VALUES (?, ?, ?, ?)");
    st.bind(1, offline_id).bind(2, imported.game_id).bind(3, imported.sender).bind(4, imported.moves).run();
  });
}

std::string SqlArchive::conditional(const std::string& id, const std::string& side) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "SELECT lines FROM conditional_moves WHERE game_id = ? AND side = ?");
    st.bind(1, id).bind(2, side);
    return st.step() ? st.text(0) : std::string();
  });
}

void SqlArchive::set_conditional(const std::string& id, const std::string& side, const std::string& lines) {
  db_.locked([&](Connection* db) {
    Statement st(db, lines.empty() ? "DELETE FROM conditional_moves WHERE game_id = ?1 AND side = ?2"
                                   : "INSERT INTO conditional_moves (game_id, side, lines) VALUES (?1, ?2, ?3) "
                                     "ON CONFLICT (game_id, side) DO UPDATE SET lines = excluded.lines");
    st.bind(1, id).bind(2, side);
    if (!lines.empty()) st.bind(3, lines);
    st.run();
  });
}

std::vector<GameSummary> SqlArchive::friend_games(int limit) {
  return db_.locked([&](Connection* db) {
    return summaries(db, "WHERE opponent = 'friend' AND status = 'ongoing' ORDER BY updated DESC LIMIT ?",
                     [&](Statement& st) { st.bind(1, int64_t{limit}); });
  });
}

std::optional<GameSummary> SqlArchive::summary(const std::string& id) {
  auto found = db_.locked([&](Connection* db) { return summaries(db, "WHERE id = ?", [&](Statement& st) { st.bind(1, id); }); });
  if (found.empty()) return std::nullopt;
  return found.front();
}

std::vector<GameSummary> SqlArchive::games_of(int64_t account, int limit) {
  return db_.locked([&](Connection* db) {
    return summaries(db,
                     "WHERE (south_account = ?1 OR north_account = ?1) AND status NOT IN ('aborted', 'cancelled', 'forfeited') "
                     "ORDER BY updated DESC LIMIT ?2",
                     [&](Statement& st) { st.bind(1, account).bind(2, int64_t{limit}); });
  });
}

std::vector<GameSummary> SqlArchive::list(const std::string& status, int limit, int offset, int& total) {
  return db_.locked([&](Connection* db) {
    // Games called off (aborted, cancelled, forfeited by both) had no game worth listing: kept for their link only.
    const std::string where =
        "WHERE (?1 = '' AND status NOT IN ('aborted', 'cancelled', 'forfeited')) OR status = ?1 ";
    Statement count(db, "SELECT count(*) FROM games " + where);
    count.bind(1, status).step();
    total = static_cast<int>(count.number(0));
    return summaries(db, where + "ORDER BY updated DESC, id LIMIT ?2 OFFSET ?3", [&](Statement& st) {
      st.bind(1, status).bind(2, int64_t{limit}).bind(3, int64_t{offset});
    });
  });
}

}  // namespace manqala
