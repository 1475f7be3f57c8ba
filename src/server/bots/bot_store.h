// Bots in the server's database (bots/bot_schema.h): an account becomes one by itself, for
// good, before its first game; it acts with tokens of its own, each kept as a digest
// (common/secrets.h) and revocable. The server's levels are bots too (bots/level_bots.h).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "server/db/store.h"

namespace manqala::bots {

// The rating pool of every game with a bot (ratings/speed.h's kSpeeds has it).
inline constexpr const char* kBotPool = "bot";

struct Bot {
  int64_t account = 0;
  std::string name;             // the account's
  std::string engine, version;  // its engine's, as its runner says them ("" until it does)
  int level = 0;                // a server level playing as a bot (1-10), 0 for an engine's bot
  std::string since;            // when the account became a bot
};

struct TokenInfo {
  int64_t id = 0;
  std::string created, last_used;  // "" when never used
  bool revoked = false;
};

// A game of a bot's: its id and who holds the seats (accounts; 0 for nobody).
struct BotGame {
  std::string id, game, status, result, updated;
  int64_t south = 0, north = 0;
  std::string south_name, north_name;
  bool rated = false;
};

class BotStore : public Store {
 public:
  static constexpr int kMaxTokens = 10;  // live tokens a bot may hold

  static std::unique_ptr<BotStore> open(Database& db);

  virtual std::optional<Bot> find(int64_t account) = 0;
  bool is_bot(int64_t account) { return find(account).has_value(); }
  // The rating pool of a rated game between these accounts: kBotPool when one is a bot, else
  // "" (its speed's). RoomContext::rating_pool.
  std::string rating_pool(int64_t south, int64_t north) {
    return is_bot(south) || is_bot(north) ? kBotPool : "";
  }
  // Whether the account holds a seat of any game, over or not (a bot only before its first).
  virtual bool has_games(int64_t account) = 0;
  // The account becomes a bot (at `level` for a server level's); nothing if it is one already.
  virtual void upgrade(int64_t account, int level = 0) = 0;
  virtual void set_engine(int64_t account, const std::string& engine, const std::string& version) = 0;
  virtual std::vector<Bot> all() = 0;  // by name

  // A new token of the account's: given once, in clear. Nothing when it holds kMaxTokens.
  virtual std::optional<std::string> new_token(int64_t account) = 0;
  virtual std::vector<TokenInfo> tokens(int64_t account) = 0;  // newest first, revoked ones too
  virtual bool revoke(int64_t account, int64_t token_id) = 0;  // false: not a live token of the account's
  // The bot a live token is, noting its use (at most once a minute); nothing for any other.
  virtual std::optional<Bot> bot_of_token(const std::string& token) = 0;

  // The side the account holds in game `id` ("south", "north"), "" for none.
  virtual std::string seat_in(const std::string& game_id, int64_t account) = 0;
  // The account's games going on (ids), and its last games.
  virtual std::vector<std::string> ongoing_games(int64_t account) = 0;
  virtual std::vector<BotGame> recent_games(int64_t account, int limit) = 0;
};

}  // namespace manqala::bots
