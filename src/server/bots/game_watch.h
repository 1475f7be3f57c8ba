// A bot's eye on one of its games: it watches the game's room as a player's page does (so the
// bot is seen connected) and turns each new state into the bot's events (bot_feed.h): the
// game's start once, a state each time the bot is to move, and its end.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "core/types.h"
#include "server/bots/bot_feed.h"
#include "server/http/socket_peer.h"

namespace manqala::bots {

class GameWatch : public SocketPeer {
 public:
  // `ended` is called once, when the game is over (the watch may go then).
  GameWatch(std::string game_id, Side side, std::shared_ptr<BotFeed> feed, std::function<void()> ended)
      : game_id_(std::move(game_id)), side_(side), feed_(std::move(feed)), ended_(std::move(ended)) {}

  void send(std::shared_ptr<const std::string>) override {}  // chat and acknowledgements: not a bot's
  void send_state(std::shared_ptr<const std::string> message) override;

  const std::string& game_id() const { return game_id_; }
  // The game as a runner that starts now needs it: its gameStart and its last gameState.
  std::vector<nlohmann::json> snapshot();

 private:
  const std::string game_id_;
  const Side side_;
  const std::shared_ptr<BotFeed> feed_;
  const std::function<void()> ended_;
  std::mutex mu_;
  bool started_ = false, finished_ = false;
  int64_t last_ply_ = -1;  // of the last state told
  nlohmann::json start_, last_state_;
};

// The part of a room's state a bot's engine needs: the moves, the position, whose turn, the
// legal moves, the clocks, the status and result (docs/bots.md, "gameState").
nlohmann::json game_state_event(const std::string& game_id, const nlohmann::json& state);

}  // namespace manqala::bots
