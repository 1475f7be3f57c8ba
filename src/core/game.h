// One game in progress for either rule set: the position, its history and its result.
// This is what every user of the core holds; the rule classes stay stateless.
#pragma once

#include <vector>

#include "core/history.h"
#include "core/types.h"

namespace manqala {

template <class Rules>
class Game {
 public:
  using Position = typename Rules::Position;

  explicit Game(Rules rules = Rules()) : rules_(std::move(rules)) { reset(rules_.start()); }

  // Starts again from `p`; the history starts there too.
  void reset(const Position& p) {
    agreed_ = false;
    history_.clear();
    moves_.clear();
    history_.push(p);
    evaluate();
  }

  const Rules& rules() const { return rules_; }
  // The position now; once the game is over, with any seeds shared out (RULES.md).
  const Position& position() const { return shown_; }
  const Position& initial() const { return history_[0]; }
  const MoveList& legal() const { return legal_; }
  const Result& result() const { return result_; }
  bool over() const { return result_.over(); }
  const std::vector<Move>& moves() const { return moves_; }
  const History<Position>& history() const { return history_; }

  bool is_legal(Move m) const { return !over() && legal_.contains(m); }

  // Plays a move that is_legal() accepts.
  void play(Move m) {
    Position next = history_.top();
    rules_.play(next, m);
    history_.push(next);
    moves_.push_back(m);
    agreed_ = false;
    evaluate();
  }

  // Ends an ongoing game with a result the players agreed on (an Al-manqala shared loop).
  void end_by_agreement(const Result& r) {
    result_ = r;
    legal_ = MoveList{};
    rules_.settle(shown_, result_);
    agreed_ = true;
  }

  // Takes back the last move, or the agreement that ended the game.
  bool undo() {
    if (agreed_) {
      agreed_ = false;
      evaluate();
      return true;
    }
    if (moves_.empty()) return false;
    history_.pop();
    moves_.pop_back();
    evaluate();
    return true;
  }

 private:
  void evaluate() {
    const Position& p = history_.top();
    legal_ = MoveList{};
    if (!rules_.over_before_moves(p)) rules_.generate(p, legal_);
    const bool repeated = history_.occurrences_of_top() >= rules_.options().repetition;
    result_ = rules_.judge(p, legal_.size, repeated);
    shown_ = p;
    if (result_.over()) {
      legal_ = MoveList{};
      rules_.settle(shown_, result_);
    }
  }

  Rules rules_;
  History<Position> history_;
  std::vector<Move> moves_;
  MoveList legal_;
  Result result_;
  Position shown_{};
  bool agreed_ = false;
};

}  // namespace manqala
