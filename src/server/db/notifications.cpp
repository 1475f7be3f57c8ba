#include "server/db/notifications.h"

#include <pqxx/pqxx>

#include <chrono>
#include <cstdio>
#include <utility>

#include "server/db/postgres_connection.h"

namespace manqala {

namespace {

class Receiver final : public pqxx::notification_receiver {
 public:
  Receiver(pqxx::connection_base& c, const std::string& channel, const NotificationListener::Heard& heard)
      : pqxx::notification_receiver(c, channel), heard_(heard) {}
  void operator()(const std::string& payload, int) override { heard_(payload); }

 private:
  const NotificationListener::Heard& heard_;
};

}  // namespace

NotificationListener::NotificationListener(std::string url, Heard heard)
    : url_(std::move(url)), heard_(std::move(heard)), thread_([this] { run(); }) {}

NotificationListener::~NotificationListener() {
  stopping_ = true;
  thread_.join();
}

void NotificationListener::run() {
  bool said = false;  // this break was reported
  while (!stopping_) {
    try {
      pqxx::connection conn(url_);
      std::string channel;
      {
        pqxx::nontransaction w(conn);
        channel = w.exec(std::string("SELECT ") + kChannel)[0][0].c_str();
      }
      Receiver receiver(conn, channel, heard_);
      conn.get_notifs();  // LISTEN is sent now
      listening_ = true;
      said = false;
      // Waits a fifth of a second at a time, so that stopping takes no longer.
      while (!stopping_) conn.await_notification(0, 200000);
    } catch (const std::exception& e) {
      if (!std::exchange(said, true))
        std::fprintf(stderr, "manqala serve: the other servers' messages (trying again): %s\n", e.what());
      listening_ = false;
      for (int i = 0; i < 4 && !stopping_; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  }
  listening_ = false;
}

}  // namespace manqala
