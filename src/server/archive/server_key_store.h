// The server's own secret keys, one a purpose, each made at its first use and kept in the
// archive's table server_keys: tokens made from them (common/secrets.h keyed_token) need not be
// stored. The "seats" key makes the seat tokens of accounts (room/account_seat_token.h), the
// "clubs" key the clubs' invitation codes.
#pragma once

#include <string>

#include "server/db/database.h"

namespace manqala {

// The key called `name` (64 hex digits).
std::string server_key(Database& db, const std::string& name);

}  // namespace manqala
