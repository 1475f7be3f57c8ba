// The bots connected to this server: each bot's events (bot_feed.h), made when its runner first
// asks, and the games each one watches (game_watch.h). A bot's game is watched from its start
// (a challenge accepted, a level's game, a tournament's pairing: its "game-ready" notice) to
// its end; a runner that starts, or asks again after the server restarted, finds every game
// of its going on as a gameStart and its state.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include <boost/asio/any_io_executor.hpp>

#include "server/accounts/notices.h"
#include "server/bots/bot_feed.h"
#include "server/bots/game_watch.h"
#include "server/games/games.h"

namespace manqala::bots {

class BotHub {
 public:
  // A runner that asked less than this ago, or waits now, is online.
  static constexpr std::chrono::seconds kOnlineWithin{60};

  BotHub(Games& games, accounts::Notices& notices, boost::asio::any_io_executor timers)
      : games_(games), notices_(notices), timers_(std::move(timers)) {}

  // The bot's events; the first call watches its games going on.
  std::shared_ptr<BotFeed> feed(int64_t account);
  // Something for the bot (a challenge and its end): to its events.
  void tell(int64_t account, nlohmann::json event) { feed(account)->push(std::move(event)); }
  // The bot holds a seat of game `id`: its events follow the game from now to its end.
  void watch(int64_t account, const std::string& game_id);
  bool online(int64_t account);
  // What a runner that starts now needs of the bot's games going on: each one's gameStart and
  // last gameState (without their numbers).
  nlohmann::json snapshot(int64_t account);
  // Answers every long poll (the server stops).
  void close();

 private:
  class Notices;  // the bot's account notices, as a page of its would get them
  Games& games_;
  accounts::Notices& notices_;
  boost::asio::any_io_executor timers_;
  std::mutex mu_;
  std::map<int64_t, std::shared_ptr<BotFeed>> feeds_;
  std::map<int64_t, std::shared_ptr<SocketPeer>> notice_peers_;
  std::map<std::pair<int64_t, std::string>, std::shared_ptr<GameWatch>> watches_;
};

}  // namespace manqala::bots
