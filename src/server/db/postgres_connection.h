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

// What the processes sharing an archive meet under, per schema (a test cluster holds many
// archives, each in a schema of its own), as SQL: the channel of their messages
// (db/notifications.h), the class of the advisory locks by which each server says it is alive
// (Connection::hold_server_lock), and the servers alive now, by their locks.
inline constexpr const char* kChannel = "('manqala:' || current_schema())";
inline constexpr const char* kServerLockClass = "hashtext('manqala-server:' || current_schema())";
// An advisory lock's int4 key as pg_locks shows it (an oid: the same 32 bits, unsigned).
inline std::string as_lock_oid(const std::string& int4_sql) { return "(" + int4_sql + "::bigint & 4294967295)::oid"; }
inline const std::string kLiveServers =
    "SELECT objid::bigint FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 2 "
    "AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) "
    "AND classid = " + as_lock_oid(kServerLockClass);

// Connects; throws DatabaseError saying why not (the password left out).
std::unique_ptr<Connection> open_postgres(const std::string& url);

}  // namespace manqala
