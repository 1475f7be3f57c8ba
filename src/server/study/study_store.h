// Where the study keeps what it works out (its SQL in study_store.cpp): the explorer's index —
// each finished game's positions with the move played and the game's result — and each
// reviewed game's judged moves.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/types.h"
#include "server/db/store.h"

namespace manqala::study {

struct IndexedMove {
  std::string position, move;
};

struct ExplorerMove {
  std::string move;
  int64_t games = 0, south_wins = 0, north_wins = 0, draws = 0;
};

struct ReviewedMove {
  Side mover = Side::South;
  std::string best;
  double best_seeds = 0;
  int depth = 0;
};

class StudyStore : public Store {
 public:
  static std::unique_ptr<StudyStore> open(Database& db);

  virtual bool indexed(const std::string& game_id) = 0;
  // Writes a game's positions (its moves in order: ply i is moves[i]) and marks it indexed, at
  // once; a game indexed already is left as it is.
  virtual void index(const std::string& game_id, const std::string& variant, const std::string& result,
             const std::vector<IndexedMove>& moves) = 0;
  // Up to `limit` finished games not indexed yet, the longest finished first.
  virtual std::vector<std::string> unindexed(int limit) = 0;
  // The moves played from `position` in `variant`, the most played first.
  virtual std::vector<ExplorerMove> moves_from(const std::string& variant, const std::string& position) = 0;

  // A game's judged moves, ply 0 first.
  virtual std::vector<ReviewedMove> reviewed(const std::string& game_id) = 0;
  virtual void put_review(const std::string& game_id, int64_t ply, const ReviewedMove& m) = 0;
};

}  // namespace manqala::study
