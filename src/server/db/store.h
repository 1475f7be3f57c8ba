// A domain's storage is an interface (its *_store.h) whose implementation (its *_store.cpp) is
// the one place its SQL lives; `X::open(db)` gives the store of the server's database. The
// SQL is one for both engines (db/connection.h): SQLite's and PostgreSQL's differences are
// said once, in db/, not in every store. A store that ever needs SQL of one engine only asks
// db.dialect(), or becomes two implementations chosen in open().
#pragma once

#include "server/db/database.h"

namespace manqala {

class Store {
 public:
  virtual ~Store() = default;
};

// The SQL implementation of a store's interface: the database it works in.
template <class Interface>
class SqlStore : public Interface {
 public:
  explicit SqlStore(Database& db) : db_(db) {}

 protected:
  Database& db_;
};

}  // namespace manqala
