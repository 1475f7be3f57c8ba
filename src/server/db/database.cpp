#include "server/db/database.h"

#include "server/db/postgres_connection.h"
#include "server/db/sqlite_connection.h"

namespace manqala {

Database::Database(const std::string& where)
    : where_(where), db_(is_postgres_url(where) ? open_postgres(where) : open_sqlite(where)) {}

Database::~Database() = default;

void Database::refuse_writes(bool refuse) {
  std::lock_guard lock(mu_);
  db_->refuse_writes(refuse);
}

}  // namespace manqala
