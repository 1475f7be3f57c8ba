#include "server/broadcasts/spectators.h"

#include <cstdio>

#include "server/http/json_text.h"

namespace manqala::broadcasts {

using nlohmann::json;

Spectators::Spectators(Refresh refresh) : refresh_(std::move(refresh)), lane_({"spectators", 1, 4096, 4096, 1, 0}) {}

std::shared_ptr<const std::string> Spectators::round_message(const RoundShown& r) {
  json boards = json::array();
  for (const auto& [n, b] : r.boards) boards.push_back(b);
  return std::make_shared<const std::string>(
      json_text({{"type", "round"}, {"round", r.round}, {"boards", boards}, {"standings", r.standings}}));
}

bool Spectators::watch(const std::string& id, int round, const std::shared_ptr<SocketPeer>& peer) {
  Key key{id, round};
  {
    std::lock_guard lock(mu_);
    size_t count = 0;
    for (const auto& [k, f] : feeds_)
      if (k.first == id) count += f.peers.size();
    const auto old = watching_.find(peer.get());
    if (old != watching_.end()) {
      auto& peers = feeds_[old->second].peers;
      std::erase_if(peers, [&](const auto& w) { return w.lock().get() == peer.get(); });
      --count;
    }
    if (count >= kMaxPerBroadcast) return false;
    feeds_[key].peers.push_back(peer);
    watching_[peer.get()] = key;
  }
  lane_.post_internal([this, key, w = std::weak_ptr<SocketPeer>(peer)] { welcome(key, w); });
  return true;
}

void Spectators::unwatch(const SocketPeer* peer) {
  std::lock_guard lock(mu_);
  const auto it = watching_.find(peer);
  if (it == watching_.end()) return;
  auto f = feeds_.find(it->second);
  if (f != feeds_.end()) {
    std::erase_if(f->second.peers, [&](const auto& w) {
      const auto p = w.lock();
      return !p || p.get() == peer;
    });
    if (f->second.peers.empty() && !f->second.queued) feeds_.erase(f);
  }
  watching_.erase(it);
}

size_t Spectators::watching(const std::string& id) {
  std::lock_guard lock(mu_);
  size_t n = 0;
  for (const auto& [k, f] : feeds_)
    if (k.first == id) n += f.peers.size();
  return n;
}

void Spectators::changed(const std::string& id, int round) {
  std::vector<Key> keys;
  {
    std::lock_guard lock(mu_);
    if (round != 0) keys.push_back({id, round});
    else {
      keys.push_back({id, 0});  // the last paired round, whoever watches
      for (const auto& [k, f] : feeds_)
        if (k.first == id) keys.push_back(k);
    }
    std::erase_if(keys, [&](const Key& k) {
      auto& f = feeds_[k];
      if (f.queued) return true;
      f.queued = true;
      return false;
    });
  }
  for (const auto& k : keys) lane_.post_internal([this, k] { build(k); });
}

void Spectators::tick() {
  std::vector<Key> timed;
  {
    std::lock_guard lock(mu_);
    for (const auto& [k, f] : feeds_)
      if (f.shown && f.shown->timed) timed.push_back(k);
  }
  for (const auto& k : timed) changed(k.first, k.second);
}

// The round built anew; each board that differs from what was sent goes to the round's
// spectators, then the standings if they differ.
void Spectators::build(const Key& key) {
  {
    std::lock_guard lock(mu_);
    feeds_[key].queued = false;
  }
  std::optional<RoundShown> now;
  try {
    now = refresh_(key.first, key.second);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "manqala serve: broadcast %s round %d: %s\n", key.first.c_str(), key.second, e.what());
  }
  std::vector<std::shared_ptr<const std::string>> messages;
  std::vector<std::shared_ptr<SocketPeer>> peers, everyone;
  std::shared_ptr<const std::string> told;
  {
    std::lock_guard lock(mu_);
    auto& f = feeds_[key];
    if (now && f.shown && f.shown->round == now->round) {
      for (const auto& [n, b] : now->boards) {
        const auto old = f.shown->boards.find(n);
        if (old == f.shown->boards.end() || old->second != b)
          messages.push_back(std::make_shared<const std::string>(json_text({{"type", "board"}, {"round", now->round}, {"board", b}})));
      }
      if (now->standings != f.shown->standings)
        messages.push_back(std::make_shared<const std::string>(
            json_text({{"type", "standings"}, {"round", now->round}, {"standings", now->standings}})));
    } else if (now && f.shown) {
      messages.push_back(round_message(*now));  // the round itself changed (round 0: a new round paired)
    }
    // A new round paired: every spectator of the broadcast hears of it (a page following the
    // live round moves to it).
    if (now && key.second == 0) {
      auto& last = last_round_[key.first];
      if (last != 0 && last != now->round) {
        const auto paired = std::make_shared<const std::string>(json_text({{"type", "paired"}, {"round", now->round}}));
        for (auto& [k, other] : feeds_)
          if (k.first == key.first)
            for (const auto& w : other.peers)
              if (auto p = w.lock()) everyone.push_back(p);
        told = paired;
      }
      last = now->round;
    }
    if (now) f.shown = std::move(now);
    std::erase_if(f.peers, [&](const auto& w) {
      auto p = w.lock();
      if (!p) return true;
      peers.push_back(std::move(p));
      return false;
    });
    // Kept while its view moves with time, watched or not: the engine's delay runs out for
    // everyone (the fair-play positions are published as it does).
    if (f.peers.empty() && !f.queued && !(f.shown && f.shown->timed)) feeds_.erase(key);
  }
  for (const auto& m : messages)
    for (const auto& p : peers) p->send(m);
  if (told)
    for (const auto& p : everyone) p->send(told);
}

void Spectators::welcome(const Key& key, const std::weak_ptr<SocketPeer>& peer) {
  std::optional<RoundShown> shown;
  {
    std::lock_guard lock(mu_);
    const auto f = feeds_.find(key);
    if (f != feeds_.end()) shown = f->second.shown;
  }
  if (!shown) {
    try {
      shown = refresh_(key.first, key.second);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "manqala serve: broadcast %s round %d: %s\n", key.first.c_str(), key.second, e.what());
    }
    if (!shown) {
      if (auto p = peer.lock()) p->send_json({{"type", "error"}, {"status", 404}, {"error", "no such round"}});
      return;
    }
    std::lock_guard lock(mu_);
    auto f = feeds_.find(key);
    if (f != feeds_.end() && !f->second.shown) f->second.shown = shown;
  }
  if (auto p = peer.lock()) p->send(round_message(*shown));
}

}  // namespace manqala::broadcasts
