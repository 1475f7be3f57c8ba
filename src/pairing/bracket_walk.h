// The brackets of a Dutch round, from the top: each is the players moved down from the one
// before and a score group; it is paired with the following group and everyone below in view
// (completion, C7/C8). When the last group is paired and moved-down players are left that
// could only meet each other, they make one last bracket of their own.
#pragma once

#include <optional>
#include <vector>

#include "pairing/bracket_pairer.h"

namespace manqala::pairing {

struct Bracket {
  std::vector<const DutchPlayer*> players;  // the bracket, then the following group and the rest
  std::vector<Place> places;
  Points resident_score = 0;
  bool c9 = false;  // the bracket's single downfloater is the one to have the bye
};

class BracketWalk {
 public:
  BracketWalk(const std::vector<const DutchPlayer*>& ranked, std::optional<Points> bye_score, Colour initial_colour,
              Deadline deadline = {});

  bool done() const;
  Bracket next();
  // The bracket's players not paired in it, in its order: they move down.
  void move_down(const Bracket& bracket, const std::vector<std::pair<int, int>>& pairs);
  const std::vector<const DutchPlayer*>& moved_down() const { return moved_down_; }

 private:
  const std::vector<const DutchPlayer*>& all_;
  std::optional<Points> bye_score_;
  Colour initial_;
  Deadline deadline_;
  std::vector<const DutchPlayer*> moved_down_;
  std::size_t group_ = 0;
  bool collapsed_ = false;
};

}  // namespace manqala::pairing
