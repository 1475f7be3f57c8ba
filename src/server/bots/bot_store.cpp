#include "server/bots/bot_store.h"

#include "server/common/secrets.h"
#include "server/db/statement.h"
#include "server/db/utc_time.h"

namespace manqala::bots {

namespace {

class SqlBotStore final : public SqlStore<BotStore> {
 public:
  using SqlStore::SqlStore;

  std::optional<Bot> find(int64_t account) override;
  bool has_games(int64_t account) override;
  void upgrade(int64_t account, int level) override;
  void set_engine(int64_t account, const std::string& engine, const std::string& version) override;
  std::vector<Bot> all() override;  // by name
  std::optional<std::string> new_token(int64_t account) override;
  std::vector<TokenInfo> tokens(int64_t account) override;  // newest first, revoked ones too
  bool revoke(int64_t account, int64_t token_id) override;  // false: not a live token of the account's
  std::optional<Bot> bot_of_token(const std::string& token) override;
  std::string seat_in(const std::string& game_id, int64_t account) override;
  std::vector<std::string> ongoing_games(int64_t account) override;
  std::vector<BotGame> recent_games(int64_t account, int limit) override;
};

}  // namespace

std::unique_ptr<BotStore> BotStore::open(Database& db) { return std::make_unique<SqlBotStore>(db); }

namespace {

constexpr const char* kBotColumns = "b.account_id, a.name, b.engine, b.engine_version, b.level, b.since";

Bot bot_of(const Statement& st) {
  return {st.number(0), st.text(1), st.text(2), st.text(3), static_cast<int>(st.number(4)), st.text(5)};
}

}  // namespace

std::optional<Bot> SqlBotStore::find(int64_t account) {
  return db_.locked([&](Connection* db) -> std::optional<Bot> {
    Statement st(db, (std::string("SELECT ") + kBotColumns +
                      " FROM bots b JOIN accounts a ON a.id = b.account_id WHERE b.account_id = ?")
                         .c_str());
    st.bind(1, account);
    if (!st.step()) return std::nullopt;
    return bot_of(st);
  });
}

bool SqlBotStore::has_games(int64_t account) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "SELECT 1 FROM games WHERE south_account = ?1 OR north_account = ?1 LIMIT 1");
    st.bind(1, account);
    return st.step();
  });
}

void SqlBotStore::upgrade(int64_t account, int level) {
  db_.locked([&](Connection* db) {
    Statement st(db, "INSERT INTO bots (account_id, level, since) VALUES (?, ?, ?) ON CONFLICT DO NOTHING");
    st.bind(1, account).bind(2, int64_t{level}).bind(3, utc_now()).run();
  });
}

void SqlBotStore::set_engine(int64_t account, const std::string& engine, const std::string& version) {
  db_.locked([&](Connection* db) {
    Statement st(db, "UPDATE bots SET engine = ?, engine_version = ? WHERE account_id = ?");
    st.bind(1, engine).bind(2, version).bind(3, account).run();
  });
}

std::vector<Bot> SqlBotStore::all() {
  return db_.locked([&](Connection* db) {
    std::vector<Bot> out;
    Statement st(db, (std::string("SELECT ") + kBotColumns +
                      " FROM bots b JOIN accounts a ON a.id = b.account_id ORDER BY b.level = 0, b.level, a.name")
                         .c_str());
    while (st.step()) out.push_back(bot_of(st));
    return out;
  });
}

std::optional<std::string> SqlBotStore::new_token(int64_t account) {
  const std::string token = "mqb_" + random_hex(20);
  const bool made = db_.locked([&](Connection* db) {
    Transaction t(db);
    Statement live(db, "SELECT count(*) FROM bot_tokens WHERE account_id = ? AND revoked = 0");
    live.bind(1, account);
    live.step();
    if (live.number(0) >= kMaxTokens) return false;
    Statement st(db, "INSERT INTO bot_tokens (account_id, digest, created) VALUES (?, ?, ?)");
    st.bind(1, account).bind(2, token_digest(token)).bind(3, utc_now()).run();
    t.commit();
    return true;
  });
  if (!made) return std::nullopt;
  return token;
}

std::vector<TokenInfo> SqlBotStore::tokens(int64_t account) {
  return db_.locked([&](Connection* db) {
    std::vector<TokenInfo> out;
    Statement st(db, "SELECT id, created, last_used, revoked FROM bot_tokens WHERE account_id = ? ORDER BY id DESC");
    st.bind(1, account);
    while (st.step()) out.push_back({st.number(0), st.text(1), st.text(2), st.number(3) != 0});
    return out;
  });
}

bool SqlBotStore::revoke(int64_t account, int64_t token_id) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "UPDATE bot_tokens SET revoked = 1 WHERE id = ? AND account_id = ? AND revoked = 0");
    st.bind(1, token_id).bind(2, account).run();
    return db->changes() > 0;
  });
}

std::optional<Bot> SqlBotStore::bot_of_token(const std::string& token) {
  if (token.empty() || token.size() > 128) return std::nullopt;
  const std::string digest = token_digest(token);
  const auto account = db_.locked([&](Connection* db) -> std::optional<int64_t> {
    Statement st(db, "SELECT id, account_id, last_used FROM bot_tokens WHERE digest = ? AND revoked = 0");
    st.bind(1, digest);
    if (!st.step()) return std::nullopt;
    const int64_t id = st.number(0), owner = st.number(1);
    // Its use, to the minute: a bot's every move does not write to the archive.
    const std::string now = utc_now();
    if (st.text(2).substr(0, 16) != now.substr(0, 16)) {
      Statement used(db, "UPDATE bot_tokens SET last_used = ? WHERE id = ?");
      used.bind(1, now).bind(2, id).run();
    }
    return owner;
  });
  if (!account) return std::nullopt;
  return find(*account);
}

std::string SqlBotStore::seat_in(const std::string& game_id, int64_t account) {
  return db_.locked([&](Connection* db) -> std::string {
    Statement st(db, "SELECT south_account, north_account FROM games WHERE id = ?");
    st.bind(1, game_id);
    if (!st.step() || account == 0) return "";
    return st.number(0) == account ? "south" : st.number(1) == account ? "north" : "";
  });
}

std::vector<std::string> SqlBotStore::ongoing_games(int64_t account) {
  return db_.locked([&](Connection* db) {
    std::vector<std::string> out;
    Statement st(db,
                 "SELECT id FROM games WHERE status = 'ongoing' AND (south_account = ?1 OR north_account = ?1) "
                 "ORDER BY created");
    st.bind(1, account);
    while (st.step()) out.push_back(st.text(0));
    return out;
  });
}

std::vector<BotGame> SqlBotStore::recent_games(int64_t account, int limit) {
  return db_.locked([&](Connection* db) {
    std::vector<BotGame> out;
    Statement st(db,
                 "SELECT id, game, status, result, updated, south_account, north_account, south, north, rated FROM games "
                 "WHERE south_account = ?1 OR north_account = ?1 ORDER BY updated DESC LIMIT ?2");
    st.bind(1, account).bind(2, int64_t{limit});
    while (st.step())
      out.push_back({st.text(0), st.text(1), st.text(2), st.text(3), st.text(4), st.number(5), st.number(6), st.text(7),
                     st.text(8), st.number(9) != 0});
    return out;
  });
}

}  // namespace manqala::bots
