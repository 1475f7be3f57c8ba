#include "server/api/api.h"

#include <boost/asio/post.hpp>

#include "server/common/route_helpers.h"
#include "server/http/security_headers.h"
#include "server/modules/modules.h"

namespace manqala {

Api::Api(Games& games, accounts::Notices& notices, Events& events, boost::asio::any_io_executor work, WorkLane& reads,
         WorkLane& jobs, std::string web_root, House::Settings settings)
    : entries_(server_modules()),
      work_(work),
      reads_(reads),
      files_(std::move(web_root)),
      house_(games, notices, events, work, reads, jobs,
             [this](const std::string& path) -> std::optional<std::string> {
               HttpResponse r = files_.get(path);
               if (r.status != 200) return std::nullopt;
               return std::move(r.body);
             },
             settings) {
  for (const ModuleEntry* m : entries_) modules_.push_back(m->make(house_));
  for (const auto& m : modules_)
    for (Route& r : m->routes()) table_.add(std::move(r));
}

// The domains go in the reverse of their making: none outlives one it borrowed from.
Api::~Api() {
  while (!modules_.empty()) modules_.pop_back();
}

void Api::start() {
  for (const auto& m : modules_) m->start();
}

void Api::stop() {
  for (auto it = modules_.rbegin(); it != modules_.rend(); ++it) (*it)->stop();
}

void Api::shutdown() {
  for (auto it = modules_.rbegin(); it != modules_.rend(); ++it) (*it)->close();
}

// A route on its pool (common/route_table.h): a game's on the games' pool, where its room's
// strand is; everything else waits its client's turn on the reads lane, whose queue is bounded
// a client.
void Api::handle(HttpRequest req, Respond respond) {
  Target t = parse_target(req.target);
  const bool api = !t.segments.empty() && t.segments[0] == "api";
  RouteTable::Match m = api ? table_.find(req.method, t.segments) : RouteTable::Match{};
  if (m.route && m.route->pool == Pool::games)
    return boost::asio::post(work_, [this, req = std::move(req), t = std::move(t), m = std::move(m), respond = std::move(respond)] {
      route(req, t, m, respond);
    });
  const std::string client = req.client;
  reads_.run(client, respond, [this, req = std::move(req), t = std::move(t), m = std::move(m)](const Respond& answer) {
    route(req, t, m, answer);
  });
}

void Api::route(const HttpRequest& req, const Target& t, const RouteTable::Match& m, const Respond& respond) {
  try {
    if (t.segments.empty() || t.segments[0] != "api") {
      if (req.method != "GET" && req.method != "HEAD") return respond(error(405, "only GET serves files"));
      if (!t.segments.empty() && t.segments[0] == "embed") return respond(embed(t));
      return respond(files_.get(t.path));
    }
    if (!m.route && !m.allowed.empty()) return respond(error(405, "use " + m.allowed));
    if (!m.route) return respond(error(404, "no such route: " + req.method + " " + t.path.substr(0, 100)));
    const auto caller = house_.callers.check(m.route->who, req, respond);
    if (!caller) return;
    m.route->run(Call{req, t, respond, m.params, *caller});
  } catch (...) {
    respond(error_of(std::current_exception()));
  }
}

size_t Api::body_limit(const std::string& target) const {
  return table_.body_limit(std::string_view(target).substr(0, target.find('?')));
}

size_t Api::max_body_limit() const { return table_.max_body_limit(); }

// The embedded board's page: web/embed.html at any /embed/broadcast/<id> address, framed by any
// site (frame-ancestors *, and no X-Frame-Options), unlike every other answer of the server.
HttpResponse Api::embed(const Target& t) {
  if (t.segments.size() != 3 || t.segments[1] != "broadcast") return error(404, "no such page");
  HttpResponse page = files_.get("/embed.html");
  if (page.status != 200) return page;
  page.headers.emplace_back("Content-Security-Policy", std::string(http_detail::kEmbedContentSecurityPolicy));
  page.headers.emplace_back("X-Frame-Options", "");
  return page;
}

void Api::open_socket(SocketRequest req, std::function<void(SocketAnswer)> then) {
  for (const auto& m : modules_)
    if (m->open_socket(req, then)) return;
  then({nullptr, error_response(404, "no game to watch at " + req.target.substr(0, 100))});
}

}  // namespace manqala
