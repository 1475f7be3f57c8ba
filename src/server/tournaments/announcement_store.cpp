// AnnouncementStore's SQL (announcements.h).
#include <chrono>

#include "server/db/statement.h"
#include "server/db/utc_time.h"
#include "server/tournaments/announcements.h"

namespace manqala::tournaments {

namespace {

class SqlAnnouncementStore final : public SqlStore<AnnouncementStore> {
 public:
  using SqlStore::SqlStore;

  bool post(const std::string& tournament, const std::string& text) override;
  std::vector<Announcement> newest(const std::string& tournament) override;
};

}  // namespace

std::unique_ptr<AnnouncementStore> AnnouncementStore::open(Database& db) { return std::make_unique<SqlAnnouncementStore>(db); }

bool SqlAnnouncementStore::post(const std::string& tournament, const std::string& text) {
  return db_.locked([&](Connection* db) {
    Transaction t(db);
    Statement count(db, "SELECT count(*) AS n FROM tournament_announcements WHERE tournament_id = ? AND posted > ?");
    count.bind(1, tournament).bind(2, utc_time(std::chrono::system_clock::now() - std::chrono::hours(24)));
    if (count.step() && count.number("n") >= kPerDay) return false;
    Statement st(db, "INSERT INTO tournament_announcements (tournament_id, text, posted) VALUES (?, ?, ?)");
    st.bind(1, tournament).bind(2, text).bind(3, utc_now()).run();
    t.commit();
    return true;
  });
}

std::vector<Announcement> SqlAnnouncementStore::newest(const std::string& tournament) {
  return db_.locked([&](Connection* db) {
    Statement st(db,
                 "SELECT id, text, posted FROM tournament_announcements WHERE tournament_id = ? "
                 "ORDER BY id DESC LIMIT ?");
    st.bind(1, tournament).bind(2, int64_t{kListed});
    std::vector<Announcement> out;
    while (st.step()) out.push_back({st.number("id"), st.text("text"), st.text("posted")});
    return out;
  });
}

}  // namespace manqala::tournaments
