// Imports (POST /api/import): a game record (docs/record-format.md) or an export JSON
// (docs/web-api.md), replayed and checked within the server's rules bound, and stored for
// replay with its players' names.
#pragma once

#include <string>

#include "record/record.h"
#include "server/archive/archive.h"

namespace manqala {

struct ImportedGame {
  std::string id;
  bool duplicate = false;  // its offline_id was imported before: nothing stored now
};

// The stored game's id. Throws ParseError naming the bad option, move or result, or
// RulesInterrupted for a game beyond the server's bound. An export JSON keeps the engine's
// `level` and each move's `ms`. It may carry an `offline_id` (a game played in a browser
// without the server, web/lib/local/) and `offline_owner` (the page's secret): a game is
// stored once under it, importing the same game again from the same sender (that secret,
// else `client`'s address) answers the first import's id, and anything else under that id is
// refused (Refused 409, offline-id-taken).
ImportedGame import_game(Archive& archive, const std::string& body, bool is_json, const std::string& client);

// The same for a record already read (an over-the-board game typed in from its scoresheet):
// replayed within the bound, stored with its South and North tags as the players' names, the
// engine's level and the moves' times when known.
std::string store_record(Archive& archive, const Record& r, int level = 0, const std::vector<int64_t>& ms = {});

}  // namespace manqala
