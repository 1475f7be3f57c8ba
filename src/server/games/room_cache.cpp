#include "server/games/room_cache.h"

#include <algorithm>

#include <boost/asio/post.hpp>

#include "server/common/refused.h"

namespace manqala {

namespace {

bool is_game_id(const std::string& id) {
  return id.size() == 16 && std::all_of(id.begin(), id.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

}  // namespace

RoomCache::Reservation::~Reservation() {
  if (filled_) return;
  std::vector<Opened> waiting;
  {
    std::lock_guard lock(cache_.mu_);
    --cache_.reserved_;
    if (!id_.empty()) {  // the game was not made after all
      waiting = std::move(cache_.rooms_[id_].waiting);
      cache_.rooms_.erase(id_);
    }
  }
  for (auto& then : waiting) then(nullptr, RoomAnswer::refused(Refusal::unknown, "no game " + id_));
}

void RoomCache::Reservation::name(const std::string& id) {
  std::lock_guard lock(cache_.mu_);
  id_ = id;
  cache_.rooms_[id].loading = true;  // opens wait for fill()
}

void RoomCache::Reservation::fill(const std::shared_ptr<Room>& room) {
  std::vector<Opened> waiting;
  {
    std::lock_guard lock(cache_.mu_);
    --cache_.reserved_;
    filled_ = true;
    Entry& e = cache_.rooms_[room->id()];
    waiting = std::move(e.waiting);
    e = Entry{room, room, false, {}, client_};
  }
  for (auto& then : waiting) then(room, {});
}

RoomCache::Reservation RoomCache::reserve(const std::string& client, int max_games, int max_per_client, bool kept) {
  std::lock_guard lock(mu_);
  int by_client = 0;
  if (in_progress_locked(client, by_client) >= max_games) let_go_locked();
  const int all = in_progress_locked(client, by_client);
  if (all >= max_games && !kept)
    throw Refused(503, "the server has " + std::to_string(all) + " games in progress, its limit; try again later", "server-full");
  if (!client.empty() && by_client >= max_per_client)
    throw Refused(429, "this address has " + std::to_string(by_client) + " games in progress, its limit");
  ++reserved_;
  return Reservation(*this, client);
}

int RoomCache::in_progress_locked(const std::string& client, int& by_client) const {
  int all = reserved_;
  by_client = 0;
  for (const auto& [id, e] : rooms_)
    if (e.resident && e.resident->in_progress(idle_)) {
      ++all;
      by_client += e.creator == client;
    }
  return all;
}

void RoomCache::let_go() {
  std::lock_guard lock(mu_);
  let_go_locked();
}

void RoomCache::let_go_locked() {
  for (auto it = rooms_.begin(); it != rooms_.end();) {
    Entry& e = it->second;
    if (e.resident && e.resident->evictable(abandoned_)) e.resident.reset();
    if (!e.resident && !e.loading && e.live.expired())
      it = rooms_.erase(it);
    else
      ++it;
  }
}

std::vector<std::shared_ptr<Room>> RoomCache::clocked() {
  std::lock_guard lock(mu_);
  std::vector<std::shared_ptr<Room>> out;
  for (const auto& [id, entry] : rooms_)
    if (entry.resident && entry.resident->has_clock()) out.push_back(entry.resident);
  return out;
}

size_t RoomCache::resident() {
  std::lock_guard lock(mu_);
  return static_cast<size_t>(std::count_if(rooms_.begin(), rooms_.end(), [](const auto& e) { return e.second.resident != nullptr; }));
}

std::shared_ptr<Room> RoomCache::in_memory(const std::string& id) {
  std::lock_guard lock(mu_);
  const auto it = rooms_.find(id);
  return it == rooms_.end() ? nullptr : it->second.live.lock();
}

void RoomCache::open(const std::string& id, Opened then) {
  if (!is_game_id(id)) return then(nullptr, RoomAnswer::refused(Refusal::unknown, "no game " + id.substr(0, 40)));
  std::shared_ptr<Room> room;
  {
    std::lock_guard lock(mu_);
    Entry& e = rooms_[id];
    if ((room = e.live.lock())) {
      e.resident = room;  // taken back if it had been let go while someone held it
    } else {
      e.waiting.push_back(std::move(then));
      if (e.loading) return;
      e.loading = true;
    }
  }
  if (room) return then(room, {});
  boost::asio::post(context_.work, [this, id] { load(id); });
}

void RoomCache::load(const std::string& id) {
  std::shared_ptr<Room> room;
  RoomAnswer failure;
  try {
    if (auto stored = context_.archive.load(id))
      room = Room::create(std::move(*stored), context_);
    else
      failure = RoomAnswer::refused(Refusal::unknown, "no game " + id);
  } catch (const ParseError& e) {
    failure = RoomAnswer::refused(Refusal::failed, "the stored game " + id + " does not replay: " + e.what());
  } catch (const RulesInterrupted& e) {
    failure = RoomAnswer::refused(Refusal::failed, "the stored game " + id + " is beyond this server's bound: " + e.what());
  } catch (const DatabaseError& e) {
    failure = RoomAnswer::refused(Refusal::failed, e.what());
  }
  std::vector<Opened> waiting;
  {
    std::lock_guard lock(mu_);
    Entry& e = rooms_[id];
    e.loading = false;
    e.resident = room;
    e.live = room;
    waiting = std::move(e.waiting);
    e.waiting.clear();
    if (!room) rooms_.erase(id);
  }
  if (room) room->start();  // an engine to move thinks again after a restart
  for (auto& then : waiting) then(room, failure);
}

}  // namespace manqala
