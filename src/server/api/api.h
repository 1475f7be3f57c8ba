// The HTTP routes of docs/web-api.md put together, apart from the network (which carries them:
// http/, through the Handler interface): each domain (modules/module_list.h) answers its own
// paths, by its table of routes (common/route_table.h); the page's files answer everything
// outside /api; and each WebSocket upgrade goes to
// the domain it belongs to. No route runs on a network thread: the games' routes (and
// /api/meta) run on the games' pool, every other route waits on the reads lane, heavy work on
// the jobs lane (README "Which work waits where").
#pragma once

#include <memory>
#include <span>
#include <string>
#include <vector>

#include "server/api/static_files.h"
#include "server/common/module.h"
#include "server/http/handler.h"

namespace manqala {

class Api : public Handler {
 public:
  // Makes every domain of server_modules() in its order. `web_root` empty: the embedded files
  // of web/ and of each game's web/ folder.
  Api(Games& games, accounts::Notices& notices, Events& events, boost::asio::any_io_executor work, WorkLane& reads,
      WorkLane& jobs, std::string web_root = {}, House::Settings settings = {});
  ~Api() override;

  // The domains' start (Module::start), once the server is put together.
  void start();
  // The domains' timers and tickers stop (Module::stop): first when the server stops.
  void stop();
  // Waits for the work under way that answers connections (Module::close): call it after the
  // pools stopped, before the network goes.
  void shutdown();

  void handle(HttpRequest req, Respond respond) override;
  void open_socket(SocketRequest req, std::function<void(SocketAnswer)> then) override;
  // A route's own larger body (a TRF file, a club's logo, a broadcast's push); every other
  // body is held to kMaxBodyBytes.
  size_t body_limit(const std::string& target) const override;
  size_t max_body_limit() const override;

 private:
  // The page's files outside /api, or the route `m` found in handle() for `t`, its target parsed there.
  void route(const HttpRequest& req, const Target& t, const RouteTable::Match& m, const Respond& respond);
  // /embed/...: the page a club's own site frames (the only one another site may frame).
  HttpResponse embed(const Target& t);

  std::span<const ModuleEntry* const> entries_;  // server_modules(), read once
  boost::asio::any_io_executor work_;
  JobQueue reads_;
  StaticFiles files_;
  House house_;
  std::vector<std::unique_ptr<Module>> modules_;  // in server_modules()'s order
  RouteTable table_;  // every module's routes, made with them and read under no lock after
};

}  // namespace manqala
