// The bots' tables, domain "bots" of the migration runner (db/migrations.h): which accounts
// are bots (with their engine's name and version, and the server's level a level's bot
// plays at) and each bot's tokens, kept as digests (docs/bots.md).
#pragma once

#include "server/db/migrations.h"

namespace manqala::bots {

extern const DomainSchema kBotSchema;

}  // namespace manqala::bots
