// The archive in PostgreSQL (`manqala serve --db postgresql://...`): a database server that
// several manqala processes share, backed up and watched with PostgreSQL's own tools
// (docs/deploy.md). Through libpqxx.
#pragma once

#include <memory>
#include <string>

#include "server/db/connection.h"

namespace manqala {

// True for an address PostgreSQL takes (postgresql://... or postgres://...).
bool is_postgres_url(const std::string& url);

// The address as it may be shown: postgresql://user:secret@host/db as postgresql://user@host/db
// (anything else as it is).
std::string without_password(const std::string& where);

// Connects; throws DatabaseError saying why not (the password left out).
std::unique_ptr<Connection> open_postgres(const std::string& url);

}  // namespace manqala
