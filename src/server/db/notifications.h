// Messages between the processes that share a PostgreSQL archive (LISTEN/NOTIFY): each process
// listens on its archive's channel (db/postgres_connection.h, kChannel) on a connection of its
// own, and sends with Connection::notify. A message is at most 8,000 bytes, and one sent while
// the listener's connection was broken is not heard: whoever needs an answer asks again.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <thread>

namespace manqala {

class NotificationListener {
 public:
  using Heard = std::function<void(const std::string& payload)>;

  // Listens on `url`'s archive from a thread of its own; `heard` runs on that thread (keep it
  // short), for every message, this process's own included. A connection that breaks is made
  // again, a fifth of a second later (what was sent meanwhile is not heard).
  NotificationListener(std::string url, Heard heard);
  ~NotificationListener();
  NotificationListener(const NotificationListener&) = delete;
  NotificationListener& operator=(const NotificationListener&) = delete;

  // Whether it listens now (tests wait for it before they send).
  bool listening() const { return listening_; }

 private:
  void run();

  const std::string url_;
  const Heard heard_;
  std::atomic<bool> stopping_{false}, listening_{false};
  std::thread thread_;  // last: it starts once the rest is ready
};

}  // namespace manqala
