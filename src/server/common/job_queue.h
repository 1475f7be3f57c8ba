// The queue of work that judges positions for nobody's room (imports, the rules pages'
// examples, the study pages' positions and reviews): one at a time on an executor of its own,
// at most kMaxJobs waiting, so a client that sends slow positions waits behind its own and
// rooms never wait for them.
#pragma once

#include <atomic>
#include <functional>

#include <boost/asio/any_io_executor.hpp>

#include "server/http/message.h"

namespace manqala {

class JobQueue {
 public:
  static constexpr int kMaxJobs = 16;

  explicit JobQueue(boost::asio::any_io_executor jobs) : jobs_(std::move(jobs)) {}

  // Runs `work` on the queue; it answers through the Respond it is given, maybe later. What it
  // throws before it answers is answered as error_of() says; a full queue is answered 503.
  void run(const Respond& respond, std::function<void(const Respond&)> work);
  // The same for work that answers with what it returns.
  void answer(const Respond& respond, std::function<HttpResponse()> job);

 private:
  boost::asio::any_io_executor jobs_;
  std::atomic<int> waiting_{0};
};

}  // namespace manqala
