#include "server/learn/learn_store.h"

#include "server/db/statement.h"
#include "server/db/utc_time.h"

namespace manqala::learn {

namespace {

class SqlLearnStore final : public SqlStore<LearnStore> {
 public:
  using SqlStore::SqlStore;

  Progress progress_of(int64_t account) override;
  bool record(int64_t account, const std::string& game, const std::string& stage, int stars) override;
};

}  // namespace

std::unique_ptr<LearnStore> LearnStore::open(Database& db) { return std::make_unique<SqlLearnStore>(db); }

Progress SqlLearnStore::progress_of(int64_t account) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "SELECT game, stage, stars FROM learn_stars WHERE account_id = ?");
    st.bind(1, account);
    Progress out;
    while (st.step()) out[st.text(0)][st.text(1)] = static_cast<int>(st.number(2));
    return out;
  });
}

bool SqlLearnStore::record(int64_t account, const std::string& game, const std::string& stage, int stars) {
  return db_.locked([&](Connection* db) {
    Statement had(db, "SELECT stars FROM learn_stars WHERE account_id = ? AND game = ? AND stage = ?");
    had.bind(1, account).bind(2, game).bind(3, stage);
    if (had.step()) {
      if (had.number(0) >= stars) return true;
    } else {
      Statement count(db, "SELECT COUNT(*) FROM learn_stars WHERE account_id = ?");
      count.bind(1, account);
      if (count.step() && count.number(0) >= kMaxStages) return false;
    }
    Statement put(db, "INSERT INTO learn_stars (account_id, game, stage, stars, at) VALUES (?, ?, ?, ?, ?) "
                      "ON CONFLICT (account_id, game, stage) DO UPDATE SET stars = excluded.stars, at = excluded.at");
    put.bind(1, account).bind(2, game).bind(3, stage).bind(4, int64_t{stars}).bind(5, utc_now());
    put.run();
    return true;
  });
}

}  // namespace manqala::learn
