#include "server/common/route_table.h"

#include <algorithm>
#include <stdexcept>

#include "core/text.h"

namespace manqala {

namespace {

bool named(const std::string& segment) { return segment.size() >= 2 && segment.front() == '{' && segment.back() == '}'; }

std::vector<std::string> pattern_segments(const std::string& pattern) {
  std::vector<std::string> out;
  for (std::string_view s : split(pattern, '/'))
    if (!s.empty()) out.emplace_back(s);
  return out;
}

bool matches(const std::vector<std::string>& pattern, const std::vector<std::string>& segments) {
  if (pattern.size() != segments.size()) return false;
  for (size_t i = 0; i < pattern.size(); ++i)
    if (!named(pattern[i]) && pattern[i] != segments[i]) return false;
  return true;
}

// Whether two patterns take the same paths (their named segments may have other names: a
// challenge is {name} to POST and {id} to GET).
bool same_shape(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (named(a[i]) != named(b[i]) || (!named(a[i]) && a[i] != b[i])) return false;
  return true;
}

// Whether `a` is the more literal of two patterns that both match: at the first place where
// one names a segment and the other does not, the literal one.
bool more_literal(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  for (size_t i = 0; i < a.size(); ++i)
    if (named(a[i]) != named(b[i])) return !named(a[i]);
  return false;
}

}  // namespace

std::string_view caller_name(Caller who) {
  switch (who) {
    case Caller::anyone: return "anyone";
    case Caller::account: return "account";
    case Caller::bot: return "bot";
  }
  return "?";
}

const std::string& Call::operator[](std::string_view name) const {
  static const std::string none;
  for (const auto& [key, value] : params)
    if (key == name) return value;
  return none;
}

void add_each(std::vector<Route>& routes, const std::string& method, const std::string& prefix,
              std::initializer_list<const char*> words, Caller who,
              const std::function<void(const Call&, const std::string& word)>& run) {
  for (const char* word : words)
    routes.push_back({method, prefix + word, who, kMaxBodyBytes, Pool::reads,
                      [run, w = std::string(word)](const Call& c) { run(c, w); }});
}

void Callers::know(Caller who, KnowCaller how) { known_.emplace_back(who, std::move(how)); }

std::optional<SeatAccount> Callers::check(Caller who, const HttpRequest& req, const Respond& respond) const {
  if (who == Caller::anyone) return SeatAccount{};
  for (const auto& [kind, how] : known_)
    if (kind == who) return how(req, respond);
  throw std::logic_error("no server module knows callers of the kind " + std::string(caller_name(who)));
}

void RouteTable::add(Route route) {
  Pattern p{pattern_segments(route.pattern)};
  if (p.segments.empty() || p.segments[0] != "api") throw std::logic_error("a route's pattern starts with /api/: " + route.pattern);
  for (size_t i = 0; i < routes_.size(); ++i)
    if (routes_[i].method == route.method && same_shape(patterns_[i].segments, p.segments))
      throw std::logic_error("two routes are " + route.method + " " + route.pattern);
  routes_.push_back(std::move(route));
  patterns_.push_back(std::move(p));
}

RouteTable::Match RouteTable::find(std::string_view method, const std::vector<std::string>& segments) const {
  // The most literal pattern that matches the path; then its route for the method.
  const Pattern* best = nullptr;
  for (const Pattern& p : patterns_)
    if (matches(p.segments, segments) && (!best || more_literal(p.segments, best->segments))) best = &p;
  Match m;
  if (!best) return m;
  std::vector<std::string> methods;
  const Pattern* chosen = nullptr;
  for (size_t i = 0; i < routes_.size(); ++i) {
    if (!same_shape(patterns_[i].segments, best->segments)) continue;
    if (routes_[i].method == method) m.route = &routes_[i], chosen = &patterns_[i];
    if (std::find(methods.begin(), methods.end(), routes_[i].method) == methods.end()) methods.push_back(routes_[i].method);
  }
  if (!m.route) {
    m.allowed = join(methods, " or ");
    return m;
  }
  for (size_t i = 0; i < chosen->segments.size(); ++i)
    if (named(chosen->segments[i]))
      m.params.emplace_back(std::string_view(chosen->segments[i]).substr(1, chosen->segments[i].size() - 2), segments[i]);
  return m;
}

size_t RouteTable::body_limit(std::string_view path) const {
  const std::vector<std::string> segments = parse_target(std::string(path)).segments;
  size_t most = kMaxBodyBytes;
  for (size_t i = 0; i < routes_.size(); ++i)
    if (matches(patterns_[i].segments, segments)) most = std::max(most, routes_[i].body_limit);
  return most;
}

size_t RouteTable::max_body_limit() const {
  size_t most = kMaxBodyBytes;
  for (const Route& r : routes_) most = std::max(most, r.body_limit);
  return most;
}

}  // namespace manqala
