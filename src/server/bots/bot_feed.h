// One bot's events as its runner reads them (GET /api/bot/events, docs/bots.md): challenges to
// it and their ends, its games' starts, states and ends, each numbered in order. The runner
// asks for those after the last it saw; when there are none yet the answer waits for the next
// (or `wait`): a stream read by long polls, which a runner that reconnects picks up where it
// was. The last kKept events are kept; one that asks from further back gets those, with
// "missed": true, and reads the states of its games afresh.
#pragma once

#include <chrono>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <vector>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <nlohmann/json.hpp>

#include "server/http/message.h"

namespace manqala::bots {

class BotFeed : public std::enable_shared_from_this<BotFeed> {
 public:
  static constexpr size_t kKept = 512;
  static constexpr size_t kMaxWaiting = 2;  // a third long poll answers the oldest at once

  explicit BotFeed(boost::asio::any_io_executor timers) : timers_(std::move(timers)) {}

  // Numbers the event ("id") and answers the polls waiting. Any thread.
  void push(nlohmann::json event);
  // Answers with the events after `after` (at most kKept), at once when there are any, else
  // with the next or, after `wait`, with none.
  void poll(uint64_t after, std::chrono::milliseconds wait, Respond respond);
  uint64_t last() const;  // the number of the newest event (0: none yet)
  // Answers every poll waiting, with nothing (the server is stopping).
  void close();
  // Whether a poll waits now, or one came within `within`.
  bool connected(std::chrono::steady_clock::duration within) const;

 private:
  struct Poll {
    uint64_t after;
    Respond respond;
    std::shared_ptr<boost::asio::steady_timer> timer;
  };
  HttpResponse answer(uint64_t after) const;  // under mu_
  void expire(const std::shared_ptr<boost::asio::steady_timer>& timer);

  boost::asio::any_io_executor timers_;
  mutable std::mutex mu_;
  std::deque<nlohmann::json> events_;
  uint64_t next_id_ = 1;
  std::vector<Poll> polls_;
  std::chrono::steady_clock::time_point last_poll_{};
};

}  // namespace manqala::bots
