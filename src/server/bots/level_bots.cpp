#include "server/bots/level_bots.h"

#include <cstdio>

#include "search/levels.h"
#include "server/accounts/account_store.h"
#include "server/bots/bot_store.h"

namespace manqala::bots {

std::string level_bot_name(int level) { return "manqala-level-" + std::to_string(level); }

void ensure_level_bots(Database& db) {
  const auto accounts = accounts::AccountStore::open(db);
  const auto bots = BotStore::open(db);
  for (int level = 1; level <= kMaxLevel; ++level) {
    const std::string name = level_bot_name(level);
    auto account = accounts->find(name);
    if (!account) {
      try {
        account = accounts->create(name, "");  // no password: nobody logs in as a level
      } catch (const accounts::NameTaken&) {
        account = accounts->find(name);
      }
    }
    if (!account || account->name != name) continue;
    if (const auto bot = bots->find(account->id)) {
      if (bot->level != level)
        std::fprintf(stderr, "manqala serve: the account %s is a bot of its own, not the server's level\n", name.c_str());
      continue;
    }
    if (!accounts->password_hash(account->id).empty() || bots->has_games(account->id)) {
      std::fprintf(stderr, "manqala serve: the name %s is a player's; level %d is not a bot here\n", name.c_str(), level);
      continue;
    }
    bots->upgrade(account->id, level);
    bots->set_engine(account->id, "manqala", "level " + std::to_string(level));
  }
}

}  // namespace manqala::bots
