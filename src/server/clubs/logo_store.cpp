#include "server/clubs/logo_store.h"

#include "server/db/statement.h"
#include "server/db/utc_time.h"

namespace manqala::clubs {

namespace {

class SqlLogoStore final : public SqlStore<LogoStore> {
 public:
  using SqlStore::SqlStore;

  void put(const std::string& club, const Logo& logo) override;
  std::optional<Logo> get(const std::string& club) override;
  std::string updated(const std::string& club) override;  // "" when it has none
  void remove(const std::string& club) override;
};

}  // namespace

std::unique_ptr<LogoStore> LogoStore::open(Database& db) { return std::make_unique<SqlLogoStore>(db); }

void SqlLogoStore::put(const std::string& club, const Logo& logo) {
  db_.locked([&](Connection* db) {
    Statement st(db,
                 "INSERT INTO club_logos (club_id, content_type, bytes, updated) VALUES (?, ?, ?, ?) "
                 "ON CONFLICT (club_id) DO UPDATE SET content_type = excluded.content_type, "
                 "bytes = excluded.bytes, updated = excluded.updated");
    st.bind(1, club).bind(2, logo.content_type).bind_blob(3, logo.bytes).bind(4, utc_now()).run();
  });
}

std::optional<Logo> SqlLogoStore::get(const std::string& club) {
  return db_.locked([&](Connection* db) -> std::optional<Logo> {
    Statement st(db, "SELECT content_type, bytes, updated FROM club_logos WHERE club_id = ?");
    st.bind(1, club);
    if (!st.step()) return std::nullopt;
    return Logo{st.text("content_type"), st.blob(st.column("bytes")), st.text("updated")};
  });
}

std::string SqlLogoStore::updated(const std::string& club) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "SELECT updated FROM club_logos WHERE club_id = ?");
    st.bind(1, club);
    return st.step() ? st.text(0) : std::string();
  });
}

void SqlLogoStore::remove(const std::string& club) {
  db_.locked([&](Connection* db) {
    Statement st(db, "DELETE FROM club_logos WHERE club_id = ?");
    st.bind(1, club).run();
  });
}

}  // namespace manqala::clubs
