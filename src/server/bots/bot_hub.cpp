#include "server/bots/bot_hub.h"

#include <boost/asio/post.hpp>

#include "server/bots/bot_store.h"
#include "server/room/account_seat_token.h"

namespace manqala::bots {

using nlohmann::json;

// A tournament's "game-ready" notice to the bot's account starts watching that game; other
// notices (announcements, the end of a tournament) are not a bot's business.
class BotHub::Notices : public SocketPeer {
 public:
  Notices(BotHub& hub, int64_t account) : hub_(hub), account_(account) {}
  void send(std::shared_ptr<const std::string> message) override {
    const json m = json::parse(*message, nullptr, false);
    if (m.is_object() && m.value("type", "") == "game-ready" && m.contains("game") && m["game"].is_string())
      hub_.watch(account_, m["game"].get<std::string>());
  }
  void send_state(std::shared_ptr<const std::string> message) override { send(std::move(message)); }

 private:
  BotHub& hub_;
  const int64_t account_;
};

std::shared_ptr<BotFeed> BotHub::feed(int64_t account) {
  std::shared_ptr<BotFeed> made;
  {
    std::lock_guard lock(mu_);
    if (auto it = feeds_.find(account); it != feeds_.end()) return it->second;
    made = std::make_shared<BotFeed>(timers_);
    feeds_[account] = made;
    auto peer = std::make_shared<Notices>(*this, account);
    notice_peers_[account] = peer;
    notices_.add(account, peer);
  }
  for (const auto& id : BotStore::open(games_.archive().database())->ongoing_games(account)) watch(account, id);
  return made;
}

void BotHub::watch(int64_t account, const std::string& game_id) {
  const std::string seat = BotStore::open(games_.archive().database())->seat_in(game_id, account);
  if (seat.empty()) return;
  const Side side = seat == "south" ? Side::South : Side::North;
  const std::string token = account_seat_token(games_.archive().database(), game_id, side);
  const auto key = std::make_pair(account, game_id);
  std::shared_ptr<GameWatch> w;
  {
    const auto events = feed(account);
    std::lock_guard lock(mu_);
    if (watches_.count(key)) return;
    // Let go after the call that ended it (the room forgets a watcher that is gone).
    w = std::make_shared<GameWatch>(game_id, side, events, [this, key] {
      boost::asio::post(timers_, [this, key] {
        std::lock_guard lock(mu_);
        watches_.erase(key);
      });
    });
    watches_[key] = w;
  }
  games_.open(game_id, [w, token](std::shared_ptr<Room> room, RoomAnswer) {
    if (!room) return;
    room->watch(w);
    room->identify(w.get(), token);
  });
}

json BotHub::snapshot(int64_t account) {
  feed(account);  // its games watched
  std::vector<std::shared_ptr<GameWatch>> watches;
  {
    std::lock_guard lock(mu_);
    for (const auto& [key, w] : watches_)
      if (key.first == account) watches.push_back(w);
  }
  json out = json::array();
  for (const auto& w : watches)
    for (auto& e : w->snapshot()) {
      e.erase("id");
      out.push_back(std::move(e));
    }
  return out;
}

bool BotHub::online(int64_t account) {
  std::lock_guard lock(mu_);
  const auto it = feeds_.find(account);
  return it != feeds_.end() && it->second->connected(kOnlineWithin);
}

void BotHub::close() {
  std::map<int64_t, std::shared_ptr<BotFeed>> feeds;
  {
    std::lock_guard lock(mu_);
    feeds = feeds_;
  }
  for (auto& [account, f] : feeds) f->close();
}

}  // namespace manqala::bots
