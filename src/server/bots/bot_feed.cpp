#include "server/bots/bot_feed.h"

#include "server/common/route_helpers.h"

namespace manqala::bots {

using nlohmann::json;

void BotFeed::push(json event) {
  std::vector<std::pair<Respond, HttpResponse>> answers;  // each poll its own (it asked from its place)
  {
    std::lock_guard lock(mu_);
    event["id"] = next_id_++;
    events_.push_back(std::move(event));
    if (events_.size() > kKept) events_.pop_front();
    for (auto& p : polls_) {
      p.timer->cancel();
      answers.emplace_back(std::move(p.respond), answer(p.after));
    }
    polls_.clear();
  }
  for (auto& [respond, reply] : answers) respond(std::move(reply));  // out of the lock
}

HttpResponse BotFeed::answer(uint64_t after) const {
  json events = json::array();
  const uint64_t oldest = events_.empty() ? next_id_ : events_.front()["id"].get<uint64_t>();
  for (const auto& e : events_)
    if (e["id"].get<uint64_t>() > after) events.push_back(e);
  json body = {{"events", std::move(events)}, {"last", next_id_ - 1}};
  if (after + 1 < oldest && after < next_id_ - 1) body["missed"] = true;
  return json_response(200, body);
}

void BotFeed::poll(uint64_t after, std::chrono::milliseconds wait, Respond respond) {
  std::unique_lock lock(mu_);
  last_poll_ = std::chrono::steady_clock::now();
  if (after > next_id_ - 1) after = 0;  // a number from before the server's restart: all there is
  const bool ready = !events_.empty() && events_.back()["id"].get<uint64_t>() > after;
  if (ready || wait.count() <= 0) {
    HttpResponse reply = answer(after);
    lock.unlock();
    return respond(std::move(reply));
  }
  std::vector<Poll> dropped;
  if (polls_.size() >= kMaxWaiting) {
    dropped.push_back(std::move(polls_.front()));
    polls_.erase(polls_.begin());
    dropped.back().timer->cancel();
  }
  auto timer = std::make_shared<boost::asio::steady_timer>(timers_, wait);
  polls_.push_back({after, std::move(respond), timer});
  timer->async_wait([self = weak_from_this(), timer](const boost::system::error_code& ec) {
    if (ec) return;  // answered, or the server stops
    if (auto feed = self.lock()) feed->expire(timer);
  });
  HttpResponse nothing = answer(after);
  lock.unlock();
  for (auto& p : dropped) p.respond(nothing);
}

void BotFeed::expire(const std::shared_ptr<boost::asio::steady_timer>& timer) {
  std::unique_lock lock(mu_);
  for (auto it = polls_.begin(); it != polls_.end(); ++it) {
    if (it->timer != timer) continue;
    Poll p = std::move(*it);
    polls_.erase(it);
    HttpResponse reply = answer(p.after);
    lock.unlock();
    return p.respond(std::move(reply));
  }
}

uint64_t BotFeed::last() const {
  std::lock_guard lock(mu_);
  return next_id_ - 1;
}

void BotFeed::close() {
  std::vector<Poll> polls;
  {
    std::lock_guard lock(mu_);
    polls.swap(polls_);
    for (auto& p : polls) p.timer->cancel();
  }
  for (auto& p : polls) p.respond(error(503, "the server is stopping"));
}

bool BotFeed::connected(std::chrono::steady_clock::duration within) const {
  std::lock_guard lock(mu_);
  return !polls_.empty() || (last_poll_ != std::chrono::steady_clock::time_point{} &&
                             std::chrono::steady_clock::now() - last_poll_ < within);
}

}  // namespace manqala::bots
