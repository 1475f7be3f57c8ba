// The archive: every game played on the server, in SQLite (WAL mode, versioned schema).
// A move is committed here before any client hears of it, so a crash loses nothing that was
// acknowledged. One connection, used under a mutex: SQLite serialises writers anyway, and a
// game's writes are tiny.
#pragma once

#include <chrono>
#include <cstdint>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

struct sqlite3;

namespace manqala {

struct ArchiveError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct StoredMove {
  std::string move;  // pit name
  int64_t ms = 0;    // time taken to choose it
};

// How a game stands, as stored: status "ongoing" or "over", and the result words of
// record.h ("over S captured-all", "over N resigned"; "ongoing" while going on).
struct StoredOutcome {
  std::string status = "ongoing";
  std::string result = "ongoing";
  bool shared = false;  // ended by an agreed Al-manqala loop share
};

struct StoredGame {
  std::string id, game, options, start;  // start: position text where the moves begin
  std::string south, north;              // "human", "engine", or an imported player's name
  // The digests of the seat tokens (server/secrets.h): "" for an engine, imported or open seat.
  std::string south_token, north_token;
  int level = 0;
  std::string opponent = "engine";  // "engine", or "friend": two people, each with a seat
  std::string invite;               // the digest of a friend game's code that claims its open seat
  bool listed = false;              // the invitation is shown in the lobby
  int64_t clock_initial_ms = 0;     // time control (0: none)
  int64_t clock_increment_ms = 0;
  std::string source = "play";  // "play" or "import"
  // The accounts holding the seats (0: none) and whether the game changes their ratings.
  int64_t south_account = 0, north_account = 0;
  bool rated = false;
  StoredOutcome outcome;
  std::string created, updated;  // ISO 8601 UTC, set by the archive
  std::vector<StoredMove> moves;
};

struct GameSummary {
  std::string id, game, options, south, north, status, result, created, updated, source, opponent;
  int level = 0, plies = 0;
  std::string open_side;  // a friend game's seat nobody holds yet ("south", "north" or "")
  bool listed = false, rated = false;
  int64_t clock_initial_ms = 0, clock_increment_ms = 0;
};

// The account that takes a seat (id 0 and name "": a guest).
struct SeatAccount {
  int64_t id = 0;
  std::string name;
};

class Archive {
 public:
  // Opens or creates the database; ":memory:" for tests. Throws ArchiveError.
  explicit Archive(const std::string& path);
  ~Archive();
  Archive(const Archive&) = delete;
  Archive& operator=(const Archive&) = delete;

  static constexpr int kSchemaVersion = 4;

  // Counts this start of the server in the archive and returns the count: 1 the first time.
  // States carry it, so that any two states the server ever sent are ordered.
  uint64_t count_start();
  // Every write fails from now on, as with a full disk (tests); false lifts it.
  void refuse_writes(bool refuse);

  void create(const StoredGame& g);  // with its moves
  // Move number `ply` (0-based) and the outcome after it, in one transaction.
  void add_move(const std::string& id, int ply, const StoredMove& m, const StoredOutcome& after);
  // Forgets moves from `ply` on (an undo) and stores the outcome then.
  void truncate(const std::string& id, int ply, const StoredOutcome& after);
  void set_outcome(const std::string& id, const StoredOutcome& o);
  // The open seat of a friend game gets its token (and the account taking it, whose name
  // then names the seat); the invitation is used up.
  void claim_seat(const std::string& id, bool south, const std::string& token, const SeatAccount& account = {});
  // The server's secret key called `name` (64 hex digits), made at its first use.
  std::string server_key(const std::string& name);

  // Runs `f(db)` on the archive's connection under its lock: the stores beside the archive
  // (accounts, ratings) keep their tables in the same file (server/sqlite.h).
  template <class F>
  auto locked(F&& f) {
    std::lock_guard lock(mu_);
    return f(db_);
  }

  std::optional<StoredGame> load(const std::string& id);
  // Newest first; `status` "" for all. `total` receives the count before limit/offset.
  std::vector<GameSummary> list(const std::string& status, int limit, int offset, int& total);
  // One game's summary (no moves), if there is such a game.
  std::optional<GameSummary> summary(const std::string& id);
  // The games an account holds a seat in, newest first.
  std::vector<GameSummary> games_of(int64_t account, int limit);
  // Friend games in progress, newest first: open invitations and games to watch.
  std::vector<GameSummary> friend_games(int limit);

 private:
  void exec(const char* sql);
  void migrate();
  void digest_secrets();  // schema 3
  std::mutex mu_;
  sqlite3* db_ = nullptr;
};

// Now as ISO 8601 UTC with milliseconds, e.g. 2026-11-30T03:04:05.678Z; utc_time for another time.
std::string utc_now();
std::string utc_time(std::chrono::system_clock::time_point t);

}  // namespace manqala
