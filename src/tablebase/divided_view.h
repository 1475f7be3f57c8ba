// What a game's endgame class reads and writes while a rank of the divided build solves its
// entries (tablebase/divided_build.h): the same calls as LevelView's, in two passes over the
// same entries. Asking, the class's prefetch() of each successor is written down (nothing is
// read, nothing updated); the owners of those successors then answer, and answering, at()
// returns their values in the order they were asked and update() writes this rank's slice.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <vector>

#include "tablebase/level_view.h"

namespace manqala::tablebase {

// An entry in the divided build's messages: the level above bit 48, the index below.
constexpr int kKeyLevelShift = 48;
constexpr uint64_t entry_key(int level, uint64_t index) { return uint64_t(level) << kKeyLevelShift | index; }
constexpr int key_level(uint64_t key) { return static_cast<int>(key >> kKeyLevelShift); }
constexpr uint64_t key_index(uint64_t key) { return key & ((uint64_t{1} << kKeyLevelShift) - 1); }

class DividedView {
 public:
  // `mine`: this rank's slice of level `level`, entries [begin, begin + its size). `before`
  // gets an entry's value before it changes and `changed` its bit (both indexed from begin).
  DividedView(int level, uint8_t* mine, uint64_t begin, uint8_t* before, EntryBits* changed)
      : level_(level), mine_(mine), begin_(begin), before_(before), changed_(changed) {}

  void ask(std::vector<uint64_t>* asked) {
    asked_ = asked;
    answering_ = false;
  }
  void answer(const std::vector<uint64_t>* asked, const uint8_t* answers) {
    asked_ = const_cast<std::vector<uint64_t>*>(asked);
    answers_ = answers;
    answering_ = true;
    cursor_ = 0;
  }
  // As LevelView's: the first pass reads the level being solved as its starting value.
  void read_current_as(int value) { current_as_ = value; }

  void prefetch(int level, uint64_t i) const {
    if (answering_ || (level == level_ && current_as_ >= 0)) return;
    asked_->push_back(entry_key(level, i));
  }
  uint8_t at(int level, uint64_t i) const {
    if (level == level_ && current_as_ >= 0) return static_cast<uint8_t>(current_as_);
    if (!answering_) return 0;  // asking: the value is not used
    const uint64_t key = entry_key(level, i);
    const std::vector<uint64_t>& asked = *asked_;
    if (cursor_ < asked.size() && asked[cursor_] == key) return answers_[cursor_++];
    for (size_t j = 0; j < asked.size(); ++j)  // read in another order than asked: still answered
      if (asked[j] == key) return answers_[j];
    throw std::logic_error("the divided build read an entry it had not asked for");
  }
  uint8_t at(const Entry& e) const { return at(e.level, e.index); }

  bool update(uint64_t i, uint8_t v) {
    if (!answering_) return false;
    uint8_t& entry = mine_[i - begin_];
    if (entry == v) return false;
    before_[i - begin_] = entry;
    entry = v;
    changed_->set(i - begin_);
    return true;
  }

 private:
  int level_;
  uint8_t* mine_;
  uint64_t begin_;
  uint8_t* before_;
  EntryBits* changed_;
  std::vector<uint64_t>* asked_ = nullptr;
  const uint8_t* answers_ = nullptr;
  bool answering_ = false;
  mutable size_t cursor_ = 0;
  int current_as_ = -1;
};

}  // namespace manqala::tablebase
