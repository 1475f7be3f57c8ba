// A domain's routes as a table, as lila's routes file is one: each route its method, its path
// pattern, who may call it, the largest body it takes and where its work runs, and the handler.
// The server (api/api.cpp) walks every module's table: it answers 404 and 405 itself, holds a
// body to its route's limit, runs a route on its pool and lets its handler see only a caller
// of the kind it asks for (the domain that knows such callers says how: Callers::know).
#pragma once

#include <cstddef>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "server/common/route_helpers.h"
#include "server/common/seat_account.h"
#include "server/http/message.h"

namespace manqala {

// Who may call a route.
enum class Caller {
  anyone,   // a guest too (a handler may still ask who is acting, for what it shows)
  account,  // a logged-in account, with the session's CSRF token for a change (accounts/)
  bot,      // a bot's API token (bots/)
};
std::string_view caller_name(Caller who);

// Where a route's handler runs: the reads lane (each client's bounded queue, common/work_lane.h),
// or the games' pool, where a room's strand is. Heavy work is queued further by its handler on
// the jobs lane (JobQueue), as README's "Which work waits where" says.
enum class Pool { reads, games };

// A request as its route sees it: the pattern's {named} segments and the caller.
struct Call {
  const HttpRequest& req;
  const Target& t;
  const Respond& respond;
  std::vector<std::pair<std::string_view, std::string>> params;
  SeatAccount caller;  // for Caller::account and Caller::bot; a guest (id 0) for anyone

  // The segment named {name} in the route's pattern ("" when the pattern has none).
  const std::string& operator[](std::string_view name) const;
};

struct Route {
  std::string method;   // GET, POST
  std::string pattern;  // "/api/clubs/{club}/logo": literal segments and {named} ones
  Caller who = Caller::anyone;
  size_t body_limit = kMaxBodyBytes;
  Pool pool = Pool::reads;
  std::function<void(const Call&)> run;
};

// A route for each word below a pattern (`prefix` "/api/clubs/{club}/" and "join", "leave"…),
// the same in all but the word its handler is told.
void add_each(std::vector<Route>& routes, const std::string& method, const std::string& prefix,
              std::initializer_list<const char*> words, Caller who,
              const std::function<void(const Call&, const std::string& word)>& run);

// What a route's {segment} names when it is an id of 16 characters that `find` finds; nothing,
// having answered 404 ("no <what> <id>"), otherwise.
template <class Find>
auto found_or_404(const Call& c, std::string_view segment, const std::string& what, Find find)
    -> decltype(find(std::string())) {
  const std::string& id = c[segment];
  auto found = id.size() == 16 ? find(id) : decltype(find(id)){};
  if (!found) c.respond(error(404, "no " + what + " " + id.substr(0, 40)));
  return found;
}

// How a domain knows a caller of its kind: the caller, or nothing having answered why not
// (401, 403).
using KnowCaller = std::function<std::optional<SeatAccount>(const HttpRequest& req, const Respond& respond)>;

class Callers {
 public:
  // Made before the server serves (a module, as it is made); read without a lock after.
  void know(Caller who, KnowCaller how);
  // The caller of a request to a route for `who`; nothing, having answered, when it is not one.
  // Throws std::logic_error when no domain knows callers of that kind.
  std::optional<SeatAccount> check(Caller who, const HttpRequest& req, const Respond& respond) const;

 private:
  std::vector<std::pair<Caller, KnowCaller>> known_;
};

// Every module's routes, matched by path and method.
class RouteTable {
 public:
  // Throws std::logic_error for a pattern and method already there (two domains claiming one
  // route) or a pattern that does not start with /api/.
  void add(Route route);

  struct Match {
    const Route* route = nullptr;  // none: no route has the path, or none takes the method
    std::vector<std::pair<std::string_view, std::string>> params;
    std::string allowed;  // the path's methods, when it has some but not this one ("GET or POST")
  };
  // The route of a path split in segments; where patterns overlap, a literal segment wins over
  // a named one at the first place they differ (/api/otb/import before /api/otb/{id}).
  Match find(std::string_view method, const std::vector<std::string>& segments) const;

  // The largest body a request to the path may carry (its routes' largest limit), and the
  // largest of any route.
  size_t body_limit(std::string_view path) const;
  size_t max_body_limit() const;

  const std::vector<Route>& routes() const { return routes_; }

 private:
  struct Pattern {
    std::vector<std::string> segments;  // "{name}" for a named one
  };
  std::vector<Route> routes_;
  std::vector<Pattern> patterns_;  // routes_[i]'s pattern, split
};

}  // namespace manqala
