// The token of a seat an account holds is not stored: it is made again from the server's
// "seats" key (archive/server_key_store.h) whenever the account asks for it, from any browser where
// it is logged in (POST /api/games/<id>/seat). The seat keeps only its digest, as every seat does.
#pragma once

#include <string>

#include "core/types.h"
#include "server/archive/server_key_store.h"
#include "server/common/secrets.h"

namespace manqala {

inline std::string account_seat_token(Database& db, const std::string& game_id, Side side) {
  return keyed_token(server_key(db, "seats"), game_id + (side == Side::South ? ":south" : ":north"));
}

}  // namespace manqala
