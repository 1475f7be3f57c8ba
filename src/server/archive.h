// The archive: every game played on the server, in SQLite (WAL mode, versioned schema).
// A move is committed here before any client hears of it, so a crash loses nothing that was
// acknowledged. One connection, used under a mutex: SQLite serialises writers anyway, and a
// game's writes are tiny.
#pragma once

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
  std::string south_token, north_token;  // seat keys ("" for an engine or imported seat)
  int level = 0;
  std::string source = "play";  // "play" or "import"
  StoredOutcome outcome;
  std::string created, updated;  // ISO 8601 UTC, set by the archive
  std::vector<StoredMove> moves;
};

struct GameSummary {
  std::string id, game, options, south, north, status, result, created, updated, source;
  int level = 0, plies = 0;
};

class Archive {
 public:
  // Opens or creates the database; ":memory:" for tests. Throws ArchiveError.
  explicit Archive(const std::string& path);
  ~Archive();
  Archive(const Archive&) = delete;
  Archive& operator=(const Archive&) = delete;

  static constexpr int kSchemaVersion = 1;

  void create(const StoredGame& g);  // with its moves
  // Move number `ply` (0-based) and the outcome after it, in one transaction.
  void add_move(const std::string& id, int ply, const StoredMove& m, const StoredOutcome& after);
  // Forgets moves from `ply` on (an undo) and stores the outcome then.
  void truncate(const std::string& id, int ply, const StoredOutcome& after);
  void set_outcome(const std::string& id, const StoredOutcome& o);

  std::optional<StoredGame> load(const std::string& id);
  // Newest first; `status` "" for all. `total` receives the count before limit/offset.
  std::vector<GameSummary> list(const std::string& status, int limit, int offset, int& total);

 private:
  void exec(const char* sql);
  void migrate();
  std::mutex mu_;
  sqlite3* db_ = nullptr;
};

// Now as ISO 8601 UTC with milliseconds, e.g. 2026-11-30T03:04:05.678Z.
std::string utc_now();

}  // namespace manqala
