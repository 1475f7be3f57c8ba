#include "server/common/name_key_schema.h"

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "server/common/names.h"
#include "server/db/statement.h"

namespace manqala {

// Two rows already there may share a key: names from before this rule that look alike ("Salim"
// and "SaIim" were two names then). Both stay, and both keep their names: the older has the
// key, the younger the key with "#<rowid>" after it (no key of a name has a '#'), so the index
// holds, the younger is still found by its exact name (AccountStore::find tries that first),
// and any new name that looks like either is refused (it meets the older's key).
void fill_name_keys(Connection* db, const char* table) {
  const std::string index = std::string("CREATE UNIQUE INDEX ") + table + "_by_name_key ON " + table + " (name_key)";
  // A PostgreSQL archive is made at today's versions: its tables have no rows yet (and no rowid).
  if (db->dialect() == Dialect::postgres) return exec_sql(db, index);
  std::vector<std::pair<int64_t, std::string>> rows;
  {
    Statement read(db, (std::string("SELECT rowid, name FROM ") + table + " ORDER BY rowid").c_str());
    while (read.step()) rows.emplace_back(read.number(0), read.text(1));
  }
  std::set<std::string> seen;
  Statement write(db, (std::string("UPDATE ") + table + " SET name_key = ? WHERE rowid = ?").c_str());
  for (const auto& [rowid, name] : rows) {
    std::string key = name_key(name);
    if (key.empty() || !seen.insert(key).second) key += "#" + std::to_string(rowid);
    write.reset();
    write.bind(1, key).bind(2, rowid).run();
  }
  exec_sql(db, index);
}

}  // namespace manqala
