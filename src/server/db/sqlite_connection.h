// The archive as an SQLite file (the default): opened once, checked, in WAL mode.
#pragma once

#include <memory>
#include <string>

#include "server/db/connection.h"

namespace manqala {

// Opens or creates the file (":memory:" for tests and the fuzzer), readable by its owner
// only; refuses a damaged file and one that cannot be in WAL mode. Throws DatabaseError.
std::unique_ptr<Connection> open_sqlite(const std::string& path);

}  // namespace manqala
