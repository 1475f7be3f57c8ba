// One game in progress for any game's rules: the position, its history and its result. This
// is what every user of the rules holds; the rules classes stay stateless.
//
// Each position of the history is judged once, when it is reached (its legal moves and
// whether the game ends there), and the judgement is kept, so undo costs nothing. Judging can
// take long (Hawalis relay sowings with many seeds): the calls that judge take a WorkLimit,
// and when it interrupts them (RulesInterrupted) the game is left exactly as it was.
#pragma once

#include <vector>

#include "core/history.h"
#include "core/types.h"
#include "core/work_limit.h"

namespace manqala {

template <class Rules>
class Game {
 public:
  using Position = typename Rules::Position;

  explicit Game(Rules rules = Rules(), WorkLimit* limit = nullptr) : rules_(std::move(rules)) {
    reset(rules_.start(), limit);
  }

  // Starts again from `p`; the history starts there too.
  void reset(const Position& p, WorkLimit* limit = nullptr) {
    History<Position> history;
    history.push(p);
    Judgement j = judge(history, limit);  // may throw: nothing has changed yet
    history_ = std::move(history);
    judged_.assign(1, j);
    moves_.clear();
    agreed_ = false;
    show();
  }

  const Rules& rules() const { return rules_; }
  // The position now; once the game is over, with any seeds shared out (RULES.md).
  const Position& position() const { return shown_; }
  const Position& initial() const { return history_[0]; }
  const MoveList& legal() const { return agreed_ ? kNone : judged_.back().legal; }
  const Result& result() const { return agreed_ ? agreement_ : judged_.back().result; }
  bool over() const { return result().over(); }
  const std::vector<Move>& moves() const { return moves_; }
  const History<Position>& history() const { return history_; }

  bool is_legal(Move m) const { return !over() && legal().contains(m); }

  // Plays a move that is_legal() accepts.
  void play(Move m, WorkLimit* limit = nullptr) {
    Position next = history_.top();
    rules_.play(next, m, limit);
    advance(m, next, limit);
  }

  // Plays a move that is_legal() accepts and that the caller has already sown: `next` is what
  // rules().play() made of the position now (so a move traced for the board is sown once).
  void advance(Move m, const Position& next, WorkLimit* limit = nullptr) {
    history_.push(next);
    try {
      judged_.push_back(judge(history_, limit));
    } catch (...) {
      history_.pop();
      throw;
    }
    moves_.push_back(m);
    agreed_ = false;
    show();
  }

  // Ends an ongoing game with a result the players agreed on (an Al-manqala shared loop).
  void end_by_agreement(const Result& r) {
    agreement_ = r;
    agreed_ = true;
    show();
  }

  // Takes back the last move, or the agreement that ended the game.
  bool undo() {
    if (agreed_) {
      agreed_ = false;
    } else {
      if (moves_.empty()) return false;
      history_.pop();
      judged_.pop_back();
      moves_.pop_back();
    }
    show();
    return true;
  }

 private:
  struct Judgement {
    MoveList legal;  // empty once over
    Result result;
  };
  static inline const MoveList kNone{};

  // The legal moves and the result at the top of `history`, judged as the rules say.
  Judgement judge(const History<Position>& history, WorkLimit* limit) const {
    const Position& p = history.top();
    Judgement j;
    if (!rules_.over_before_moves(p)) rules_.generate(p, j.legal, nullptr, limit);
    const bool repeated = history.occurrences_of_top() >= rules_.options().repetition;
    j.result = rules_.judge(p, j.legal.size, repeated);
    if (j.result.over()) j.legal = MoveList{};
    return j;
  }

  void show() {
    shown_ = history_.top();
    if (over()) rules_.settle(shown_, result());
  }

  Rules rules_;
  History<Position> history_;
  std::vector<Judgement> judged_;  // one per position of history_
  std::vector<Move> moves_;
  Result agreement_;
  bool agreed_ = false;
  Position shown_{};
};

}  // namespace manqala
