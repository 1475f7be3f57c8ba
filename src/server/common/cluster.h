// The processes that serve one archive together (docs/deploy.md, "Several servers"): which of
// them holds each game's room (a lease in the archive: one process a game at a time), messages
// to the others (a notice for an account whose page is open on another process), and work that
// one process at a time may do (the tournaments' director).
//
// A server alone (SQLite, or any server until a second one comes) needs none of it: LoneServer
// holds every game and every lease, and has nobody to tell. server/cluster/ is the shared one,
// on PostgreSQL.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace manqala {

class Cluster {
 public:
  using Heard = std::function<void(const nlohmann::json& body)>;
  virtual ~Cluster() = default;
  // Whether other processes may share the archive (false: LoneServer).
  virtual bool shared() const = 0;

  // Game `id` is this process's now, as it was or because nobody alive held it: true. False
  // while another live process holds it (ask_for it, then take it again). `turn_from_ms` gets
  // when its running turn is counted from, if its holder handed it over with a clock running
  // (let_go); after a holder that died, nothing: the turn starts afresh, as after a restart.
  virtual bool take(const std::string& game, std::optional<int64_t>* turn_from_ms = nullptr) = 0;
  // Asks the process that holds the game to let it go (its give_up listener: RoomCache).
  virtual void ask_for(const std::string& game) = 0;
  // This process holds the game no longer; `turn_from_ms`: its running turn's start, for the
  // next holder (Room::leave).
  virtual void let_go(const std::string& game, std::optional<int64_t> turn_from_ms = std::nullopt) = 0;
  // The games this process holds, as the archive says.
  virtual std::vector<std::string> held() = 0;
  // The games held by processes that are gone (killed, or cut off from the archive), and those
  // handed over that nobody took.
  virtual std::vector<std::string> orphans() = 0;

  // `body` to the listeners of `topic` in every other process (a message is at most about
  // 7,900 bytes: db/notifications.h). Nothing is kept for a process that is not listening.
  virtual void tell_others(const std::string& topic, const nlohmann::json& body) = 0;
  // What to do when another process tells `topic`; set before the server serves. `heard`
  // runs on the cluster's listening thread: keep it short (post the rest).
  virtual void on(const std::string& topic, Heard heard) = 0;
  // Sent by a process that wants a game its holder has (ask_for): {"game": id}.
  static constexpr const char* kGiveUp = "give-up";

  // Holds `name` against the other processes until the returned handle goes (within this
  // process, the caller's own mutex keeps its threads apart).
  virtual std::shared_ptr<void> exclusive(const std::string& name) = 0;
  // Whether this process holds the lease `name`: the first to ask gets it and keeps it until
  // it dies, then the next to ask. Ask often (each tick): a lease can change hands.
  virtual bool lease(const std::string& name) = 0;
};

// One server, alone on its archive.
class LoneServer final : public Cluster {
 public:
  bool shared() const override { return false; }
  bool take(const std::string&, std::optional<int64_t>*) override { return true; }
  void ask_for(const std::string&) override {}
  void let_go(const std::string&, std::optional<int64_t>) override {}
  std::vector<std::string> held() override { return {}; }
  std::vector<std::string> orphans() override { return {}; }
  void tell_others(const std::string&, const nlohmann::json&) override {}
  void on(const std::string&, Heard) override {}
  std::shared_ptr<void> exclusive(const std::string&) override { return nullptr; }
  bool lease(const std::string&) override { return true; }
  // The one every server alone shares (it holds nothing of its own).
  static Cluster& instance() {
    static LoneServer lone;
    return lone;
  }
};

}  // namespace manqala
