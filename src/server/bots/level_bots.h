// The server's own levels as bots: accounts "manqala-level-1" to "manqala-level-10", made at
// the server's start, that a bot (or a person) challenges like any bot; the server's engine
// plays them at their level at once, untimed. Their games are rated in the bots' pool, so a
// bot's rating is measured against levels whose strength is known (README "Strength").
#pragma once

#include <optional>
#include <string>

#include "server/db/database.h"

namespace manqala::bots {

std::string level_bot_name(int level);
// Makes the levels' accounts and bots that are missing. A name some person took already is
// left theirs (that level is then not a bot here; said on stderr).
void ensure_level_bots(Database& db);

}  // namespace manqala::bots
