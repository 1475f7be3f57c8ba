// Several `manqala serve` processes over one PostgreSQL archive (docs/deploy.md, "Several
// servers"), as common/cluster.h says it:
// - each process is a row of `servers` and holds an advisory lock under its number for as long
//   as its connection lives: a process killed loses it at once, so the others see it gone
//   (db/postgres_connection.h, kLiveServers) with no heartbeat to wait for;
// - a game's holder is its row of `game_owners`, taken from a process only once that one is
//   gone (one statement, so two takers cannot both win);
// - messages go over the archive's LISTEN/NOTIFY channel (db/notifications.h);
// - exclusive sections and leases are advisory locks of their own classes.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "server/common/cluster.h"
#include "server/db/database.h"
#include "server/db/notifications.h"

namespace manqala::cluster {

class SharedCluster final : public Cluster {
 public:
  // Joins the servers of `db`'s archive. Throws DatabaseError.
  explicit SharedCluster(Database& db);
  ~SharedCluster() override;

  // This process's number among the archive's servers.
  int64_t server() const { return server_; }
  // Starts listening, once every listener is set (Cluster::on); returns once it listens.
  void listen();
  // Stops listening (the server stops: what it hears would reach into what goes).
  void stop_listening() { listener_.reset(); }

  bool shared() const override { return true; }
  bool take(const std::string& game, std::optional<int64_t>* turn_from_ms = nullptr) override;
  void ask_for(const std::string& game) override;
  void let_go(const std::string& game, std::optional<int64_t> turn_from_ms = std::nullopt) override;
  std::vector<std::string> held() override;
  std::vector<std::string> orphans() override;
  void tell_others(const std::string& topic, const nlohmann::json& body) override;
  void on(const std::string& topic, Heard heard) override { listeners_[topic] = std::move(heard); }
  std::shared_ptr<void> exclusive(const std::string& name) override;
  bool lease(const std::string& name) override;

 private:
  void heard(const std::string& payload);

  Database& db_;
  int64_t server_ = 0;
  std::map<std::string, Heard> listeners_;  // set before listen(), read unlocked after
  std::unique_ptr<NotificationListener> listener_;
};

}  // namespace manqala::cluster
