#include "server/archive.h"

#include <fcntl.h>
#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <limits>
#include <vector>

#include "server/secrets.h"
#include "server/sqlite.h"

namespace manqala {

namespace {

// Schema version 1. Later versions add a step to migrate() and bump kSchemaVersion.
constexpr const char* kSchemaV1 = R"sql(
CREATE TABLE games (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  start TEXT NOT NULL,
  south TEXT NOT NULL,
  north TEXT NOT NULL,
  south_token TEXT NOT NULL,
  north_token TEXT NOT NULL,
  level INTEGER NOT NULL,
  source TEXT NOT NULL,
  status TEXT NOT NULL,
  result TEXT NOT NULL,
  shared INTEGER NOT NULL,
  plies INTEGER NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX games_by_status ON games (status, updated);
CREATE TABLE moves (
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  move TEXT NOT NULL,
  ms INTEGER NOT NULL,
  played TEXT NOT NULL,
  PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
)sql";

// Version 2: games between two people (issue "online play"): invitations and clocks.
constexpr const char* kSchemaV2 = R"sql(
ALTER TABLE games ADD COLUMN opponent TEXT NOT NULL DEFAULT 'engine';
ALTER TABLE games ADD COLUMN invite TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN listed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN clock_initial_ms INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN clock_increment_ms INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_by_opponent ON games (opponent, status, updated);
)sql";

// Version 3: seat tokens and invitation codes are kept as digests (server/secrets.h; the
// migration turns the ones stored in clear into digests), and the server counts its starts.
constexpr const char* kSchemaV3 = R"sql(
CREATE TABLE server (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
INSERT INTO server (key, value) VALUES ('starts', 0);
)sql";

// Version 4: accounts and their sessions (server/accounts/account_store.h), a game's seats held
// by accounts and whether it is rated, ratings and their history (server/ratings/rating_store.h),
// the server's own keys (server/accounts/account_seats.h), clubs (server/clubs/club_store.h),
// tournaments (server/tournaments/tournament_store.h), and what the study pages keep: each
// finished game's review and the positions of finished games for the explorer
// (server/study/).
// games.rated: 0 casual, 1 rated, 2 rated and its ratings applied.
constexpr const char* kSchemaV4 = R"sql(
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE TABLE sessions (
  digest TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created TEXT NOT NULL,
  expires TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX sessions_by_account ON sessions (account_id);
ALTER TABLE games ADD COLUMN south_account INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN north_account INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_by_south_account ON games (south_account, updated);
CREATE INDEX games_by_north_account ON games (north_account, updated);
CREATE INDEX games_by_rated ON games (rated, status);
CREATE TABLE ratings (
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game TEXT NOT NULL,
  speed TEXT NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL,
  games INTEGER NOT NULL,
  updated TEXT NOT NULL,
  PRIMARY KEY (account_id, game, speed)
) WITHOUT ROWID;
CREATE INDEX ratings_by_board ON ratings (game, speed, rating);
CREATE TABLE rating_history (
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game_id TEXT NOT NULL,
  game TEXT NOT NULL,
  speed TEXT NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (account_id, game_id)
) WITHOUT ROWID;
CREATE TABLE server_keys (name TEXT PRIMARY KEY, key TEXT NOT NULL);
CREATE TABLE clubs (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  owner_id INTEGER NOT NULL REFERENCES accounts (id),
  invite_generation INTEGER NOT NULL DEFAULT 1,
  created TEXT NOT NULL
);
CREATE TABLE club_members (
  club_id TEXT NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  joined TEXT NOT NULL,
  PRIMARY KEY (club_id, account_id)
) WITHOUT ROWID;
CREATE INDEX club_members_by_account ON club_members (account_id);
CREATE TABLE tournaments (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  organiser_id INTEGER NOT NULL REFERENCES accounts (id),
  club_id TEXT NOT NULL DEFAULT '',
  format TEXT NOT NULL,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  clock_initial_ms INTEGER NOT NULL,
  clock_increment_ms INTEGER NOT NULL,
  rounds INTEGER NOT NULL,
  rated INTEGER NOT NULL,
  forfeit_after_s INTEGER NOT NULL,
  status TEXT NOT NULL,
  round INTEGER NOT NULL DEFAULT 0,
  round_started TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX tournaments_by_status ON tournaments (status, created);
CREATE INDEX tournaments_by_club ON tournaments (club_id, created);
CREATE TABLE tournament_players (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  seed INTEGER NOT NULL DEFAULT 0,
  withdrawn INTEGER NOT NULL DEFAULT 0,
  joined TEXT NOT NULL,
  PRIMARY KEY (tournament_id, account_id)
) WITHOUT ROWID;
CREATE TABLE tournament_games (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  round INTEGER NOT NULL,
  board INTEGER NOT NULL,
  south_id INTEGER NOT NULL,
  north_id INTEGER NOT NULL,
  game_id TEXT NOT NULL DEFAULT '',
  result TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (tournament_id, round, board)
) WITHOUT ROWID;
CREATE INDEX tournament_games_by_game ON tournament_games (game_id);
CREATE TABLE reviews (
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  mover TEXT NOT NULL,
  best TEXT NOT NULL,
  best_seeds REAL NOT NULL,
  depth INTEGER NOT NULL,
  PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
CREATE TABLE explorer_positions (
  variant TEXT NOT NULL,
  position TEXT NOT NULL,
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  move TEXT NOT NULL,
  result TEXT NOT NULL,
  PRIMARY KEY (variant, position, game_id, ply)
) WITHOUT ROWID;
CREATE TABLE explorer_games (game_id TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE);
)sql";

constexpr const char* kSummaryColumns =
    "id, game, options, south, north, status, result, created, updated, source, level, plies, opponent, listed, "
    "clock_initial_ms, clock_increment_ms, south_token = '', north_token = '', rated != 0";

void update_outcome(sqlite3* db, const std::string& id, const StoredOutcome& o, int plies) {
  Statement st(db, "UPDATE games SET status = ?, result = ?, shared = ?, plies = ?, updated = ? WHERE id = ?");
  st.bind(1, o.status).bind(2, o.result).bind(3, int64_t{o.shared}).bind(4, int64_t{plies});
  st.bind(5, utc_now()).bind(6, id).run();
  if (sqlite3_changes(db) != 1) throw ArchiveError("archive: no game " + id);
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
  return s;
}

// No text the server stores comes near this (request bodies are at most 64 KiB); a bigger
// one is refused when bound instead of making a huge row.
constexpr int kMaxTextBytes = 16 << 20;

// Creates a missing archive file readable and writable by its owner only: it holds the seat
// tokens. SQLite gives the -wal and -shm files the permissions of the database file.
void create_private(const std::string& path) {
  if (path.empty() || path == ":memory:") return;
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd >= 0) ::close(fd);  // else it exists already, or sqlite3_open_v2 says why it cannot be made
}

// A damaged file is refused before anything is written to it: the operator restores a backup
// rather than the server finding the damage game by game, or adding to it.
void check_integrity(sqlite3* db, const std::string& path) {
  std::string damage;
  try {
    Statement check(db, "PRAGMA quick_check(5)");
    while (check.step()) {
      std::string row = check.text(0);  // "ok", or "*** in database main ***\nPage 12: ..."
      if (row == "ok") continue;
      if (row.rfind("*** ", 0) == 0) row.erase(0, row.find('\n') + 1);
      std::replace(row.begin(), row.end(), '\n', ' ');
      damage += (damage.empty() ? "" : "; ") + row;
    }
  } catch (const ArchiveError&) {  // too damaged to check: "file is not a database", "malformed"
    const int code = sqlite3_errcode(db) & 0xff;
    if (code != SQLITE_CORRUPT && code != SQLITE_NOTADB) throw;  // busy, out of memory: no verdict
    damage = sqlite3_errmsg(db);
  }
  if (!damage.empty()) throw ArchiveError("the archive " + path + " is damaged: " + damage + "; restore a backup");
}

// WAL: readers never block the writer. Where WAL cannot work (some network file systems, a
// temporary database) SQLite stays in its old mode and says so only in the mode it answers.
void use_wal(sqlite3* db, const std::string& path) {
  Statement st(db, "PRAGMA journal_mode = WAL");
  const std::string mode = st.step() ? st.text(0) : "";
  if (mode == "wal" || (path == ":memory:" && mode == "memory")) return;  // memory: nothing to journal
  throw ArchiveError("the archive '" + path + "' cannot use WAL mode (SQLite keeps journal mode '" + mode +
                     "'): put it on a local file system");
}

}  // namespace

std::string utc_now() { return utc_time(std::chrono::system_clock::now()); }

std::string utc_time(std::chrono::system_clock::time_point now) {
  using namespace std::chrono;
  const std::time_t t = system_clock::to_time_t(now);
  const int ms = static_cast<int>(duration_cast<milliseconds>(now.time_since_epoch()).count() % 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1,
                tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, ms);
  return buf;
}

Archive::Archive(const std::string& path) {
  create_private(path);
  if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                      nullptr) != SQLITE_OK) {
    std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    throw ArchiveError("cannot open the archive " + path + ": " + why);
  }
  try {
    sqlite3_busy_timeout(db_, 5000);
    sqlite3_limit(db_, SQLITE_LIMIT_LENGTH, kMaxTextBytes);
    check_integrity(db_, path);
    use_wal(db_, path);
    // synchronous=FULL: a commit survives power loss too.
    exec("PRAGMA synchronous = FULL");
    exec("PRAGMA foreign_keys = ON");
    migrate();
  } catch (...) {
    sqlite3_close(db_);
    throw;
  }
}

Archive::~Archive() { sqlite3_close(db_); }

void Archive::exec(const char* sql) {
  char* err = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) != SQLITE_OK) {
    std::string why = err ? err : sqlite3_errmsg(db_);
    sqlite3_free(err);
    throw ArchiveError("archive: " + why);
  }
}

void Archive::migrate() {
  Statement version(db_, "PRAGMA user_version");
  version.step();
  const int v = static_cast<int>(version.number(0));
  if (v > kSchemaVersion)
    throw ArchiveError("the archive has schema version " + std::to_string(v) + ", newer than this manqala (" +
                       std::to_string(kSchemaVersion) + ")");
  if (v == kSchemaVersion) return;
  Transaction t(db_);
  if (v < 1) exec(kSchemaV1);
  if (v < 2) exec(kSchemaV2);
  if (v < 3) {
    exec(kSchemaV3);
    digest_secrets();
  }
  if (v < 4) exec(kSchemaV4);
  exec(("PRAGMA user_version = " + std::to_string(kSchemaVersion)).c_str());
  t.commit();
}

void Archive::digest_secrets() {
  std::vector<std::array<std::string, 4>> rows;  // id, south, north, invite
  Statement read(db_, "SELECT id, south_token, north_token, invite FROM games");
  while (read.step()) rows.push_back({read.text(0), read.text(1), read.text(2), read.text(3)});
  Statement write(db_, "UPDATE games SET south_token = ?, north_token = ?, invite = ? WHERE id = ?");
  for (const auto& r : rows) {
    write.reset();
    write.bind(1, token_digest(r[1])).bind(2, token_digest(r[2])).bind(3, token_digest(r[3])).bind(4, r[0]).run();
  }
}

std::string Archive::server_key(const std::string& name) {
  std::lock_guard lock(mu_);
  Statement insert(db_, "INSERT OR IGNORE INTO server_keys (name, key) VALUES (?, ?)");
  insert.bind(1, name).bind(2, random_hex(32)).run();
  Statement st(db_, "SELECT key FROM server_keys WHERE name = ?");
  st.bind(1, name).step();
  return st.text(0);
}

uint64_t Archive::count_start() {
  std::lock_guard lock(mu_);
  exec("UPDATE server SET value = value + 1 WHERE key = 'starts'");
  Statement st(db_, "SELECT value FROM server WHERE key = 'starts'");
  st.step();
  return static_cast<uint64_t>(st.number(0));
}

void Archive::refuse_writes(bool refuse) {
  std::lock_guard lock(mu_);
  exec(refuse ? "PRAGMA query_only = ON" : "PRAGMA query_only = OFF");
}

void Archive::create(const StoredGame& g) {
  std::lock_guard lock(mu_);
  Transaction t(db_);
  const std::string now = utc_now();
  Statement st(db_,
               "INSERT INTO games (id, game, options, start, south, north, south_token, north_token, level, "
               "source, status, result, shared, plies, created, updated, opponent, invite, listed, "
               "clock_initial_ms, clock_increment_ms, south_account, north_account, rated) "
               "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  st.bind(1, g.id).bind(2, g.game).bind(3, g.options).bind(4, g.start).bind(5, g.south).bind(6, g.north);
  st.bind(7, g.south_token).bind(8, g.north_token).bind(9, int64_t{g.level}).bind(10, g.source);
  st.bind(11, g.outcome.status).bind(12, g.outcome.result).bind(13, int64_t{g.outcome.shared});
  st.bind(14, static_cast<int64_t>(g.moves.size())).bind(15, now).bind(16, now);
  st.bind(17, g.opponent).bind(18, g.invite).bind(19, int64_t{g.listed}).bind(20, g.clock_initial_ms);
  st.bind(21, g.clock_increment_ms).bind(22, g.south_account).bind(23, g.north_account);
  st.bind(24, int64_t{g.rated}).run();
  Statement m(db_, "INSERT INTO moves (game_id, ply, move, ms, played) VALUES (?, ?, ?, ?, ?)");
  for (size_t i = 0; i < g.moves.size(); ++i) {
    m.reset();
    m.bind(1, g.id).bind(2, static_cast<int64_t>(i)).bind(3, g.moves[i].move).bind(4, g.moves[i].ms);
    m.bind(5, now).run();
  }
  t.commit();
}

void Archive::add_move(const std::string& id, int ply, const StoredMove& m, const StoredOutcome& after) {
  std::lock_guard lock(mu_);
  Transaction t(db_);
  Statement st(db_, "INSERT INTO moves (game_id, ply, move, ms, played) VALUES (?, ?, ?, ?, ?)");
  st.bind(1, id).bind(2, int64_t{ply}).bind(3, m.move).bind(4, m.ms).bind(5, utc_now()).run();
  update_outcome(db_, id, after, ply + 1);
  t.commit();
}

void Archive::truncate(const std::string& id, int ply, const StoredOutcome& after) {
  std::lock_guard lock(mu_);
  Transaction t(db_);
  Statement st(db_, "DELETE FROM moves WHERE game_id = ? AND ply >= ?");
  st.bind(1, id).bind(2, int64_t{ply}).run();
  update_outcome(db_, id, after, ply);
  t.commit();
}

void Archive::set_outcome(const std::string& id, const StoredOutcome& o) {
  std::lock_guard lock(mu_);
  Transaction t(db_);
  Statement count(db_, "SELECT count(*) FROM moves WHERE game_id = ?");
  count.bind(1, id).step();
  update_outcome(db_, id, o, static_cast<int>(count.number(0)));
  t.commit();
}

std::optional<StoredGame> Archive::load(const std::string& id) {
  std::lock_guard lock(mu_);
  Statement st(db_,
               "SELECT game, options, start, south, north, south_token, north_token, level, source, status, "
               "result, shared, created, updated, opponent, invite, listed, clock_initial_ms, clock_increment_ms, "
               "south_account, north_account, rated FROM games WHERE id = ?");
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
  Statement mv(db_, "SELECT move, ms FROM moves WHERE game_id = ? ORDER BY ply");
  mv.bind(1, id);
  while (mv.step()) g.moves.push_back({mv.text(0), mv.number(1)});
  return g;
}

void Archive::claim_seat(const std::string& id, bool south, const std::string& token, const SeatAccount& account) {
  std::lock_guard lock(mu_);
  Statement st(db_, south ? "UPDATE games SET south_token = ?, invite = '', updated = ?, south_account = ?, "
                            "south = CASE WHEN ? = '' THEN south ELSE ? END WHERE id = ? AND south_token = ''"
                          : "UPDATE games SET north_token = ?, invite = '', updated = ?, north_account = ?, "
                            "north = CASE WHEN ? = '' THEN north ELSE ? END WHERE id = ? AND north_token = ''");
  st.bind(1, token).bind(2, utc_now()).bind(3, account.id).bind(4, account.name).bind(5, account.name).bind(6, id).run();
  if (sqlite3_changes(db_) != 1) throw ArchiveError("archive: the seat of game " + id + " is not open");
}

std::vector<GameSummary> Archive::friend_games(int limit) {
  std::lock_guard lock(mu_);
  Statement st(db_, (std::string("SELECT ") + kSummaryColumns +
                     " FROM games WHERE opponent = 'friend' AND status = 'ongoing' ORDER BY updated DESC LIMIT ?")
                        .c_str());
  st.bind(1, int64_t{limit});
  std::vector<GameSummary> out;
  while (st.step()) out.push_back(summary_of(st));
  return out;
}

std::optional<GameSummary> Archive::summary(const std::string& id) {
  std::lock_guard lock(mu_);
  Statement st(db_, (std::string("SELECT ") + kSummaryColumns + " FROM games WHERE id = ?").c_str());
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  return summary_of(st);
}

std::vector<GameSummary> Archive::games_of(int64_t account, int limit) {
  std::lock_guard lock(mu_);
  Statement st(db_, (std::string("SELECT ") + kSummaryColumns +
                     " FROM games WHERE south_account = ?1 OR north_account = ?1 ORDER BY updated DESC LIMIT ?2")
                        .c_str());
  st.bind(1, account).bind(2, int64_t{limit});
  std::vector<GameSummary> out;
  while (st.step()) out.push_back(summary_of(st));
  return out;
}

std::vector<GameSummary> Archive::list(const std::string& status, int limit, int offset, int& total) {
  std::lock_guard lock(mu_);
  const char* where = status.empty() ? "" : " WHERE status = ?1";
  Statement count(db_, (std::string("SELECT count(*) FROM games") + where).c_str());
  if (!status.empty()) count.bind(1, status);
  count.step();
  total = static_cast<int>(count.number(0));
  Statement st(db_, (std::string("SELECT ") + kSummaryColumns + " FROM games" + where +
                     " ORDER BY updated DESC, id LIMIT ?2 OFFSET ?3")
                        .c_str());
  if (!status.empty()) st.bind(1, status);
  st.bind(2, int64_t{limit}).bind(3, int64_t{offset});
  std::vector<GameSummary> out;
  while (st.step()) out.push_back(summary_of(st));
  return out;
}

}  // namespace manqala
