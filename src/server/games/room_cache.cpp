#include "server/games/room_cache.h"

#include <algorithm>
#include <cstdio>
#include <set>

#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>

#include "server/common/refused.h"

namespace manqala {

namespace {

bool is_game_id(const std::string& id) {
  return id.size() == 16 && std::all_of(id.begin(), id.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

// How long a process waits for the holder of a game it wants to let it go: a live holder does
// within milliseconds; one that does not answer is asked again about every second.
constexpr int kClaimAttempts = 120;  // about 5 s
constexpr int kAskEvery = 20;

std::chrono::milliseconds claim_pause(int attempt) { return std::chrono::milliseconds(attempt < 4 ? 5 << attempt : 40); }

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
  // A new game: nobody else holds it. (Should the archive fail here, the room serves all the
  // same, as with a server alone; another process wanting it would find no holder.)
  bool held = false;
  try {
    held = cache_.context_.cluster->take(room->id());
  } catch (const DatabaseError& e) {
    std::fprintf(stderr, "manqala serve: game %s: %s\n", room->id().c_str(), e.what());
  }
  {
    std::lock_guard lock(cache_.mu_);
    --cache_.reserved_;
    filled_ = true;
    Entry& e = cache_.rooms_[room->id()];
    waiting = std::move(e.waiting);
    e = Entry{room, room, false, {}, client_, held, std::chrono::steady_clock::now()};
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
  {
    std::lock_guard lock(mu_);
    let_go_locked();
  }
  let_go_released();
}

void RoomCache::let_go_locked() {
  for (auto it = rooms_.begin(); it != rooms_.end();) {
    Entry& e = it->second;
    if (e.resident && e.resident->evictable(abandoned_)) e.resident.reset();
    if (!e.resident && !e.loading && e.live.expired()) {
      if (e.held) released_.push_back(it->first);
      it = rooms_.erase(it);
    } else {
      ++it;
    }
  }
}

void RoomCache::let_go_released() {
  std::vector<std::string> released;
  {
    std::lock_guard lock(mu_);
    released.swap(released_);
  }
  for (const std::string& id : released) {
    try {
      context_.cluster->let_go(id);
    } catch (const DatabaseError& e) {  // its row stays: another process takes it once this one is gone
      std::fprintf(stderr, "manqala serve: game %s: %s\n", id.c_str(), e.what());
    }
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
  boost::asio::post(context_.work, [this, id] {
    if (!context_.cluster->shared()) return load(id, false);  // a server alone holds every game
    bool playing = false;
    try {
      const auto summary = context_.archive.summary(id);
      playing = summary && summary->status == "ongoing";
    } catch (const DatabaseError& e) {
      return loaded(id, nullptr, RoomAnswer::refused(Refusal::failed, e.what()), false);
    }
    claim(id, playing, 0);
  });
}

void RoomCache::adopt(const std::string& id, Opened then) {
  if (const auto room = in_memory(id)) return then(room, {});
  if (!is_game_id(id)) return;
  try {
    if (!context_.cluster->take(id)) return;  // a live process holds it
    const auto summary = context_.archive.summary(id);
    if (!summary || summary->status != "ongoing") context_.cluster->let_go(id);  // over: nobody holds it
  } catch (const DatabaseError& e) {
    std::fprintf(stderr, "manqala serve: game %s: %s\n", id.c_str(), e.what());
    return;
  }
  open(id, std::move(then));
}

void RoomCache::claim(const std::string& id, bool playing, int attempt) {
  std::optional<int64_t> turn_from;
  try {
    if (playing && !context_.cluster->take(id, &turn_from)) {
      if (attempt == kClaimAttempts)
        return loaded(id, nullptr,
                      RoomAnswer::refused(Refusal::busy, "another of the site's servers holds game " + id +
                                          " and does not let it go; try again", "game-moved"),
                      false);
      if (attempt % kAskEvery == 0) context_.cluster->ask_for(id);
      auto timer = std::make_shared<boost::asio::steady_timer>(context_.work, claim_pause(attempt));
      timer->async_wait([this, timer, id, attempt](boost::system::error_code ec) {
        if (!ec) claim(id, true, attempt + 1);
      });
      return;
    }
  } catch (const DatabaseError& e) {
    return loaded(id, nullptr, RoomAnswer::refused(Refusal::failed, e.what()), false);
  }
  load(id, playing, turn_from);
}

void RoomCache::give_up(const std::string& id) {
  std::shared_ptr<Room> room;
  {
    std::lock_guard lock(mu_);
    const auto it = rooms_.find(id);
    if (it != rooms_.end()) {
      if (it->second.loading) return;  // being loaded here: the asker asks again
      room = it->second.live.lock();
      rooms_.erase(it);
    }
  }
  Cluster* cluster = context_.cluster;
  if (!room) return cluster->let_go(id);
  room->leave([cluster, id](std::optional<int64_t> turn_from) { cluster->let_go(id, turn_from); });
}

void RoomCache::forget_not_held() {
  const auto asked = std::chrono::steady_clock::now();
  const auto list = context_.cluster->held();
  const std::set<std::string> held(list.begin(), list.end());
  std::vector<std::shared_ptr<Room>> gone;
  {
    std::lock_guard lock(mu_);
    for (auto it = rooms_.begin(); it != rooms_.end();) {
      const Entry& e = it->second;
      if (e.held && !e.loading && e.held_since < asked && !held.count(it->first)) {
        if (auto room = e.live.lock()) gone.push_back(std::move(room));
        it = rooms_.erase(it);
      } else {
        ++it;
      }
    }
  }
  for (const auto& room : gone) {
    std::fprintf(stderr, "manqala serve: game %s is another server's now (this one was taken for gone)\n", room->id().c_str());
    room->leave([](std::optional<int64_t>) {});
  }
}

void RoomCache::load(const std::string& id, bool held, std::optional<int64_t> turn_from_ms) {
  std::shared_ptr<Room> room;
  RoomAnswer failure;
  try {
    if (auto stored = context_.archive.load(id)) {
      room = Room::create(std::move(*stored), context_);
      if (turn_from_ms) room->continue_turn(*turn_from_ms);  // handed over: the same turn goes on
    } else {
      failure = RoomAnswer::refused(Refusal::unknown, "no game " + id);
    }
  } catch (const ParseError& e) {
    failure = RoomAnswer::refused(Refusal::failed, "the stored game " + id + " does not replay: " + e.what());
  } catch (const RulesInterrupted& e) {
    failure = RoomAnswer::refused(Refusal::failed, "the stored game " + id + " is beyond this server's bound: " + e.what());
  } catch (const DatabaseError& e) {
    failure = RoomAnswer::refused(Refusal::failed, e.what());
  }
  if (!room && held) {
    try {
      context_.cluster->let_go(id);
    } catch (const DatabaseError&) {
    }
  }
  loaded(id, room, failure, held);
}

void RoomCache::loaded(const std::string& id, std::shared_ptr<Room> room, const RoomAnswer& failure, bool held) {
  std::vector<Opened> waiting;
  {
    std::lock_guard lock(mu_);
    Entry& e = rooms_[id];
    e.loading = false;
    e.resident = room;
    e.live = room;
    e.held = room && held;
    e.held_since = std::chrono::steady_clock::now();
    waiting = std::move(e.waiting);
    e.waiting.clear();
    if (!room) rooms_.erase(id);
  }
  if (room) room->start();  // an engine to move thinks again after a restart
  for (auto& then : waiting) then(room, failure);
}

}  // namespace manqala
