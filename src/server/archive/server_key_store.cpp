#include "server/archive/server_key_store.h"

#include "server/common/secrets.h"
#include "server/db/statement.h"

namespace manqala {

std::string server_key(Database& db, const std::string& name) {
  return db.locked([&](Connection* c) {
    Statement insert(c, "INSERT INTO server_keys (name, key) VALUES (?, ?) ON CONFLICT DO NOTHING");
    insert.bind(1, name).bind(2, random_hex(32)).run();
    Statement st(c, "SELECT key FROM server_keys WHERE name = ?");
    st.bind(1, name).step();
    return st.text(0);
  });
}

}  // namespace manqala
