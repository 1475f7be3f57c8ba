// Game history for repetition (Hawalis draws) and loops (Al-manqala shares): the positions
// since the start, of which only those since the last capture can ever come back, because a
// capture changes the seeds on the board for good.
#pragma once

#include <vector>

namespace manqala {

template <class Position>
class History {
 public:
  History() { positions_.reserve(256); }

  void clear() { positions_.clear(); }
  void reserve(size_t n) { positions_.reserve(n); }
  void push(const Position& p) { positions_.push_back(p); }
  void pop() { positions_.pop_back(); }
  const Position& top() const { return positions_.back(); }
  bool empty() const { return positions_.empty(); }
  size_t size() const { return positions_.size(); }
  const Position& operator[](size_t i) const { return positions_[i]; }

  // How often the top position's placement (pits and side to move) has occurred, itself
  // included, counting back to the last capture.
  int occurrences_of_top() const {
    const Position& p = positions_.back();
    int count = 1;
    for (size_t i = positions_.size() - 1; i-- > 0;) {
      const Position& q = positions_[i];
      if (q.captured[0] != p.captured[0] || q.captured[1] != p.captured[1]) break;
      count += q.same_placement(p);
    }
    return count;
  }

 private:
  std::vector<Position> positions_;
};

}  // namespace manqala
