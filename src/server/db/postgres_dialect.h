// The stores' SQL said in PostgreSQL's words. The stores write one SQL that both engines
// take (ON CONFLICT, COALESCE, RETURNING); what differs is said here once: `?` values become
// `$1`, `$2`...; a schema step's SQLite types become PostgreSQL's.
#pragma once

#include <string>
#include <string_view>

namespace manqala {

// `?` outside quotes becomes `$n`, n counting from 1; `?n` becomes `$n`.
std::string postgres_placeholders(std::string_view sql);

// A schema step in SQLite's words, in PostgreSQL's: INTEGER is BIGINT (SQLite's integers
// are 64-bit), an INTEGER PRIMARY KEY takes its ids from an identity as a rowid does, REAL is
// DOUBLE PRECISION, BLOB is BYTEA, TEXT compares byte by byte as SQLite's does (COLLATE "C",
// whatever the database's locale), and WITHOUT ROWID and COLLATE NOCASE go (PostgreSQL has
// no rowid; names are unique by their keys: common/names.h). A table SQLite would give a rowid
// gets a column `rowid` numbered in the order its rows come.
std::string postgres_ddl(std::string_view sql);

// A text as PostgreSQL's text can hold it: UTF-8 without NUL. SQLite keeps any bytes; here
// each byte that is not part of a UTF-8 character, and each NUL, becomes U+FFFD, so that a
// lookup by such a text finds nothing (as on SQLite) rather than failing.
std::string postgres_text(std::string_view text);

}  // namespace manqala
