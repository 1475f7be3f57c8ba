// The archive: every game played on the server, in the server's database (db/database.h):
// the tables games and moves (archive/archive_schema.h; the SQL in archive_store.cpp). A move is committed here before any
// client hears of it, so a crash loses nothing that was acknowledged.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "server/archive/stored_game.h"
#include "server/db/store.h"

namespace manqala {

// A game played in a browser without the server, as imported: the archive's id for it, the
// digest of who sent it (the page's own secret, else its address) and of its moves (the game,
// options, start and moves): "" for both in imports from before they were kept.
struct OfflineImport {
  std::string game_id, sender, moves;
};

class Archive : public Store {
 public:
  static std::unique_ptr<Archive> open(Database& db);

  // The database it is in, where the other domains keep their tables.
  virtual Database& database() = 0;

  // Counts this start of the server in the archive and returns the count: 1 the first time.
  // States carry it, so that any two states the server ever sent are ordered.
  virtual uint64_t count_start() = 0;

  // All of these throw DatabaseError when the database refuses.
  virtual void create(const StoredGame& g) = 0;  // with its moves
  // Move number `ply` (0-based) and the outcome after it, in one transaction.
  virtual void add_move(const std::string& id, int ply, const StoredMove& m, const StoredOutcome& after) = 0;
  // Forgets moves from `ply` on (an undo) and stores the outcome then.
  virtual void truncate(const std::string& id, int ply, const StoredOutcome& after) = 0;
  virtual void set_outcome(const std::string& id, const StoredOutcome& o) = 0;
  // The open seat of a friend game gets its token (and the account taking it, whose name
  // then names the seat); the invitation is used up.
  virtual void claim_seat(const std::string& id, bool south, const std::string& token, const SeatAccount& account = {}) = 0;

  virtual std::optional<StoredGame> load(const std::string& id) = 0;
  // Newest first; `status` "" for all. `total` receives the count before limit/offset.
  virtual std::vector<GameSummary> list(const std::string& status, int limit, int offset, int& total) = 0;
  // One game's summary (no moves), if there is such a game.
  virtual std::optional<GameSummary> summary(const std::string& id) = 0;
  // The games an account holds a seat in, newest first.
  virtual std::vector<GameSummary> games_of(int64_t account, int limit) = 0;
  // Friend games in progress, newest first: open invitations and games to watch.
  virtual std::vector<GameSummary> friend_games(int limit) = 0;
  // The games in progress where it is the account's turn: correspondence games first, the
  // nearest deadline first ("your move" lists). Games stored before whose turn was recorded
  // are left out.
  virtual std::vector<GameSummary> awaiting(int64_t account, int limit) = 0;
  // Correspondence games whose side to move is out of time at `now` (Unix ms), a day being
  // `day_ms`: the server ends them even if nobody looks (room/move_deadline.h).
  virtual std::vector<std::string> overdue(int64_t now, int64_t day_ms, int limit) = 0;
  // A side's conditional moves in a game, as JSON lines ("" if none); "" deletes them.
  virtual std::string conditional(const std::string& id, const std::string& side) = 0;
  // The game a browser imported under `offline_id`, if it was.
  virtual std::optional<OfflineImport> offline_game(const std::string& offline_id) = 0;
  virtual void note_offline_game(const std::string& offline_id, const OfflineImport& imported) = 0;
  virtual void set_conditional(const std::string& id, const std::string& side, const std::string& lines) = 0;
};

}  // namespace manqala
