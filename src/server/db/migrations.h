// The migration runner. Each domain of the server (the game archive, accounts, ratings, clubs,
// tournaments, study) owns its tables and says how to build them: its schema is a list of
// steps, version k being steps[k-1]. The database keeps each domain's version in the table
// schema_versions; migrate() runs the steps each domain lacks, domain by domain in the order
// given (a domain's tables may refer to those of an earlier one), all in one transaction: an
// archive is upgraded whole or not at all.
//
// Archives from before domains had versions of their own kept one number for all their tables
// (PRAGMA user_version 1 to 4). Each step says which of those held it (archive_version), so a
// domain of such an archive stands at the steps its number held, and is upgraded from there.
// user_version is kDomainVersions from then on: a manqala that knew only 1 to 4 refuses the
// file rather than write to tables it does not know.
//
// The steps are written in SQLite's words; on PostgreSQL they run as db/postgres_dialect.h
// says them, and the first process to start migrates while the others wait.
#pragma once

#include <span>

#include "server/db/database.h"

namespace manqala {

struct SchemaStep {
  const char* sql;                      // the step's statements
  void (*rewrite)(Connection*) = nullptr;  // then the rows it changes, if it changes any
  int archive_version = 0;              // the archive-wide version (1 to 4) that held it; 0: a later step
};

struct DomainSchema {
  const char* domain;  // its name in schema_versions: "games", "accounts", ...
  std::span<const SchemaStep> steps;
};

// PRAGMA user_version of an archive whose domains keep their own versions.
inline constexpr int kDomainVersions = 5;

// Brings every domain's tables up to date. Throws DatabaseError when the archive or one of
// its domains is newer than this manqala, or a step fails (nothing is changed then).
void migrate(Database& db, std::span<const DomainSchema> domains);

}  // namespace manqala
