// The bots' routes (docs/bots.md; docs/web-api.md "Bots"): an account becomes a bot; a bot acts
// with a token of its own (Authorization: Bearer), never a session cookie: it reads its events,
// challenges and answers challenges, plays, resigns, enters tournaments that take bots, and
// manages its tokens; people challenge bots and read the bots' leaderboard and a bot's page.
//
// Limits: `requests_per_minute` a token (1,200 by default: `serve --bot-rate`), with a burst of a
// sixth of it; at most kMaxGames games going on a bot; challenges as challenges.h says. A bot's games are rated in the pool "bot" (server.cpp wires it).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include <boost/asio/any_io_executor.hpp>

#include "server/accounts/account_routes.h"
#include "server/accounts/notices.h"
#include "server/bots/bot_hub.h"
#include "server/bots/bot_store.h"
#include "server/bots/challenges.h"
#include "server/common/client_quota.h"
#include "server/games/games.h"

namespace manqala::bots {

class BotRoutes {
 public:
  static constexpr int kMaxGames = 8;                // going on at once, a bot
  static constexpr int kMaxPollSeconds = 25;

  // Makes the server's level bots; keeps bots from logging in; adds "bot" to players' pages.
  BotRoutes(Games& games, accounts::AccountRoutes& accounts, accounts::Notices& notices,
            boost::asio::any_io_executor timers, int requests_per_minute);
  // Answers the long polls waiting (before the network goes).
  void shutdown() { hub_.close(); }

  // /api/bot/... and /api/bots...
  std::vector<Route> table();

  // The bot of the request's token (Caller::bot), or nothing having answered 401 (no token, a
  // session cookie instead, a token that is not a live one) or 429 (over the token's rate).
  std::optional<SeatAccount> caller(const HttpRequest& req, const Respond& respond) {
    const auto bot = bot_of(req, respond);
    if (!bot) return std::nullopt;
    return SeatAccount{bot->account, bot->name};
  }

 private:
  // The bot of the request's token, or nothing having answered 401 (no token, a session
  // cookie instead, a token that is not a live one) or 429 (over the token's rate).
  std::optional<Bot> bot_of(const HttpRequest& req, const Respond& respond);
  void upgrade(const HttpRequest& req, const SeatAccount& me, const Respond& respond);
  void account(const SeatAccount& bot, const HttpRequest& req, const Target& t, const Respond& respond);
  void tokens(const SeatAccount& bot, const HttpRequest& req, const Target& t, const Respond& respond);
  void events(const SeatAccount& bot, const Target& t, const Respond& respond);
  // POST /api/bot/challenge/<name>, by a bot (to a bot or a level) or a person (to a bot).
  void challenge(const HttpRequest& req, const std::string& to, const Respond& respond);
  // GET .../challenge/<id>, POST .../accept, /decline, /cancel.
  void answer_challenge(const HttpRequest& req, const Target& t, const Respond& respond);
  // The accepted challenge's game, made; its id.
  std::string start_game(const Challenge& c);
  void play(const SeatAccount& bot, const HttpRequest& req, const Target& t, const Respond& respond);
  void tournament(const SeatAccount& bot, const Target& t, const Respond& respond);
  void leaderboard(const Target& t, const Respond& respond);
  void page(const std::string& name, const Respond& respond);
  nlohmann::json bot_json(const Bot& bot, const std::string& game);
  int games_going_on(int64_t account) { return static_cast<int>(store_->ongoing_games(account).size()); }

  Games& games_;
  accounts::AccountRoutes& accounts_;
  accounts::Notices& notices_;
  std::unique_ptr<BotStore> store_;
  BotHub hub_;
  Challenges challenges_;
  const int requests_per_minute_;
  ClientQuota requests_;
};

}  // namespace manqala::bots
