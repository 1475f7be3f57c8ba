// The archive: every game played on the server, in the server's database (db/database.h):
// the tables games and moves (archive/archive_schema.h; the SQL in archive_store.cpp). A move is committed here before any
// client hears of it, so a crash loses nothing that was acknowledged.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "server/archive/stored_game.h"
#include "server/db/database.h"

namespace manqala {

// A game played in a browser without the server, as imported: the archive's id for it, the
// digest of who sent it (the page's own secret, else its address) and of its moves (the game,
// options, start and moves): "" for both in imports from before they were kept.
struct OfflineImport {
  std::string game_id, sender, moves;
};

class Archive {
 public:
  explicit Archive(Database& db) : db_(db) {}

  Database& database() { return db_; }

  // Counts this start of the server in the archive and returns the count: 1 the first time.
  // States carry it, so that any two states the server ever sent are ordered.
  uint64_t count_start();

  // All of these throw DatabaseError when the database refuses.
  void create(const StoredGame& g);  // with its moves
  // Move number `ply` (0-based) and the outcome after it, in one transaction.
  void add_move(const std::string& id, int ply, const StoredMove& m, const StoredOutcome& after);
  // Forgets moves from `ply` on (an undo) and stores the outcome then.
  void truncate(const std::string& id, int ply, const StoredOutcome& after);
  void set_outcome(const std::string& id, const StoredOutcome& o);
  // The open seat of a friend game gets its token (and the account taking it, whose name
  // then names the seat); the invitation is used up.
  void claim_seat(const std::string& id, bool south, const std::string& token, const SeatAccount& account = {});

  std::optional<StoredGame> load(const std::string& id);
  // Newest first; `status` "" for all. `total` receives the count before limit/offset.
  std::vector<GameSummary> list(const std::string& status, int limit, int offset, int& total);
  // One game's summary (no moves), if there is such a game.
  std::optional<GameSummary> summary(const std::string& id);
  // The games an account holds a seat in, newest first.
  std::vector<GameSummary> games_of(int64_t account, int limit);
  // Friend games in progress, newest first: open invitations and games to watch.
  std::vector<GameSummary> friend_games(int limit);
  // The games in progress where it is the account's turn: correspondence games first, the
  // nearest deadline first ("your move" lists). Games stored before whose turn was recorded
  // are left out.
  std::vector<GameSummary> awaiting(int64_t account, int limit);
  // Correspondence games whose side to move is out of time at `now` (Unix ms), a day being
  // `day_ms`: the server ends them even if nobody looks (room/move_deadline.h).
  std::vector<std::string> overdue(int64_t now, int64_t day_ms, int limit);
  // A side's conditional moves in a game, as JSON lines ("" if none); "" deletes them.
  std::string conditional(const std::string& id, const std::string& side);
  // The game a browser imported under `offline_id`, if it was.
  std::optional<OfflineImport> offline_game(const std::string& offline_id);
  void note_offline_game(const std::string& offline_id, const OfflineImport& imported);
  void set_conditional(const std::string& id, const std::string& side, const std::string& lines);

 private:
  Database& db_;
};

}  // namespace manqala
