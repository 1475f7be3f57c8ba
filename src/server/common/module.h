// A domain of the server as a module, as a site feature is one of lila's: its tables'
// migrations, its routes, its WebSockets, its listeners of the other domains' events, and what
// it lends the domains after it — made from the House (the server's shared services) by its
// entry in modules/module_list.h, the one list the server walks. Adding a domain is its folder
// and one line there (or, for a test's or a program's own, modules/register_module.h).
#pragma once

#include <any>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <typeindex>
#include <typeinfo>
#include <unordered_map>
#include <vector>

#include <boost/asio/any_io_executor.hpp>

#include "server/common/events.h"
#include "server/common/job_queue.h"
#include "server/common/route_helpers.h"
#include "server/common/route_table.h"
#include "server/db/migrations.h"
#include "server/http/handler.h"

namespace manqala {

class Games;
namespace accounts {
class Notices;
}

// What the server's domains share, and the services one domain lends those after it in the
// list (lend/borrow: a domain borrows only from domains before it, as its includes do).
class House {
 public:
  struct Settings {
    bool secure_cookies = false;
    int bot_requests_per_minute = 1200;
  };
  using ReadFile = std::function<std::optional<std::string>(const std::string& path)>;

  House(Games& games, accounts::Notices& notices, Events& events, boost::asio::any_io_executor work, WorkLane& reads,
        WorkLane& jobs, ReadFile read_web_file, Settings settings)
      : games(games), notices(notices), events(events), work(std::move(work)), reads(reads), jobs(jobs),
        read_web_file(std::move(read_web_file)), settings(settings) {}

  Games& games;  // the rooms: a domain may set the rooms' hooks (Games::context) as it is made
  accounts::Notices& notices;
  Events& events;
  boost::asio::any_io_executor work;  // the games' pool
  JobQueue reads, jobs;
  ReadFile read_web_file;  // the page's files (web/), as served
  Settings settings;
  Callers callers;  // how the domains that know callers (accounts, bots) know them

  template <class Service>
  void lend(Service& service) {
    lent_[typeid(Service)] = &service;
  }
  // Throws std::logic_error when no domain before the caller lent one.
  template <class Service>
  Service& borrow() const {
    const auto it = lent_.find(typeid(Service));
    if (it == lent_.end())
      throw std::logic_error(std::string("no server module before this one lends ") + typeid(Service).name());
    return *std::any_cast<Service*>(it->second);
  }

 private:
  std::unordered_map<std::type_index, std::any> lent_;
};

// A domain made: its routes and sockets, and what it does when the server starts and stops.
class Module {
 public:
  virtual ~Module() = default;
  // Its table of routes (common/route_table.h), asked once, after every module is made.
  virtual std::vector<Route> routes() = 0;
  // Opens a WebSocket of its own and says true; false for any other.
  virtual bool open_socket(const SocketRequest& /*req*/, const std::function<void(SocketAnswer)>& /*then*/) {
    return false;
  }
  // After every module is made, before the network serves: resume what a restart cut short.
  virtual void start() {}
  // First when the server stops, before the games: timers and tickers.
  virtual void stop() {}
  // After the pools have stopped, before the network goes: work that answers connections.
  virtual void close() {}
};

// The module of a domain whose routes are one class (with its table in `table()`): its
// routes, and nothing else to do.
template <class DomainRoutes>
class RoutesModule : public Module {
 public:
  template <class... Args>
  explicit RoutesModule(Args&&... args) : domain(std::forward<Args>(args)...) {}
  std::vector<Route> routes() override { return domain.table(); }
  DomainRoutes domain;
};

// A domain's line in the list.
struct ModuleEntry {
  std::string_view name;
  std::optional<DomainSchema> schema;  // its tables, migrated at every start (db/migrations.h)
  std::unique_ptr<Module> (*make)(House& house);
};

}  // namespace manqala
