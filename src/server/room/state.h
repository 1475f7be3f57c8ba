// What a room knows of its game: the game as stored in the archive, the same game replayed by
// the rules (which check every move), how it ended when the rules did not end it, a share of
// the loop on offer, and the last move's animation.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "facade/any_game.h"
#include "server/archive/stored_game.h"
#include "server/room/offers.h"

namespace manqala {

// Judging one position on the server may sow at most this many relay laps (about a second):
// a bound for the positions that options the server accepts cannot reach in practice, and a
// refusal for those that hand-made positions or damaged archives could bring.
constexpr uint64_t kServerLapBudget = 100'000'000;

struct RoomState {
  // A game replayed from its stored moves. Throws ParseError if they do not replay, and
  // RulesInterrupted if a position takes more than kServerLapBudget to judge.
  explicit RoomState(StoredGame stored);

  // An ending from outside the rules (a resignation, a flag fall, a forfeit, an agreed draw),
  // and who lost by it (none for the draw).
  struct OutsideEnd {
    std::optional<Side> loser;
    std::string reason;  // one of kOffBoardReasons (core/types.h), kAgreedDraw or kAdjudicated
  };

  StoredGame stored;  // as in the archive; its moves kept in step with game
  std::unique_ptr<AnyGame> game;
  std::optional<OutsideEnd> outside_end;
  // Ended with no result, unrated: "aborted" (before both players moved), "cancelled" (an
  // invitation nobody took) or "forfeited" (a tournament game neither player came to); ""
  // otherwise. The archive's status says which; the result stays "ongoing", as a record of an
  // unfinished game writes it.
  std::string called_off;
  int share_offer = -1;  // the side that proposed sharing the loop, until a move
  Offers offers;         // a draw offered between people, until a move
  nlohmann::json last;   // the animation of the last move (docs/web-api.md "last")

  bool over() const { return outside_end.has_value() || !called_off.empty() || game->result().over(); }
  // A tournament game that was never played (docs/tournaments.md, "Unplayed games"): lost by
  // forfeit before the loser made a move, or by both players ("forfeited"). It is unrated.
  bool unplayed() const;
  // The side that played a stored move, from its pit's row.
  Side mover_of(const std::string& pit) const;
  // How the game stands, as the archive keeps it.
  StoredOutcome outcome() const;
  // The number of moves played.
  int64_t ply() const { return static_cast<int64_t>(stored.moves.size()); }
  // The animation of the move now last, replayed from the move before (after an undo).
  void redo_last();
};

// The refusal of a position beyond the bound.
std::string beyond_bound(const RulesInterrupted& e);

// Judges positions for the server: at most kServerLapBudget laps of relay sowing each.
class ServerJudging {
 public:
  explicit ServerJudging(AnyGame& game) : game_(game) {
    limit_.lap_budget(kServerLapBudget);
    game_.set_work_limit(&limit_);
  }
  ~ServerJudging() { game_.set_work_limit(nullptr); }
  ServerJudging(const ServerJudging&) = delete;
  ServerJudging& operator=(const ServerJudging&) = delete;

 private:
  AnyGame& game_;
  WorkLimit limit_;
};

}  // namespace manqala
