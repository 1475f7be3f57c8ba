// What a WebSocket session has yet to write. Two kinds of message: those that must all arrive,
// in order (acks, errors, pongs), and full game states, of which only the newest matters. So
// at most one state waits besides the one being written; a newer state replaces it. A client
// too slow to read its states then skips some instead of piling them up; one that lets the
// ordered messages pile up beyond a bound is too slow to serve.
#pragma once

#include <cstddef>
#include <deque>
#include <memory>
#include <string>

namespace manqala::http_detail {

class OutgoingQueue {
 public:
  using Message = std::shared_ptr<const std::string>;
  explicit OutgoingQueue(size_t max_ordered) : max_ordered_(max_ordered) {}

  // False (and nothing queued) when the bound on waiting ordered messages is reached.
  bool push(Message message) {
    if (ordered_ >= max_ordered_) return false;
    ++ordered_;
    entries_.push_back({std::move(message), false});
    return true;
  }
  void push_state(Message message) {
    for (auto it = entries_.begin() + (writing_ ? 1 : 0); it != entries_.end(); ++it)
      if (it->state) {
        entries_.erase(it);
        break;  // there is never more than one
      }
    entries_.push_back({std::move(message), true});
  }

  // The message to write now, or null when there is none or one is still being written
  // (until written()).
  Message next() {
    if (writing_ || entries_.empty()) return nullptr;
    writing_ = true;
    return entries_.front().text;
  }
  void written() {
    if (!entries_.front().state) --ordered_;
    entries_.pop_front();
    writing_ = false;
  }

  size_t size() const { return entries_.size(); }

 private:
  struct Entry {
    Message text;
    bool state;
  };
  std::deque<Entry> entries_;  // the first is being written while writing_
  bool writing_ = false;
  size_t ordered_ = 0;
  const size_t max_ordered_;
};

}  // namespace manqala::http_detail
