// A domain's storage is an interface (its *_store.h) whose SQLite implementation (its
// *_store.cpp) is the one place its SQL lives; `X::open(db)` gives the store of the server's
// database. A second database is a second implementation, chosen there.
#pragma once

#include "server/db/database.h"

namespace manqala {

class Store {
 public:
  virtual ~Store() = default;
};

// The SQLite implementation of a store's interface: the database it works in.
template <class Interface>
class SqliteStore : public Interface {
 public:
  explicit SqliteStore(Database& db) : db_(db) {}

 protected:
  Database& db_;
};

}  // namespace manqala
