#include "server/ratings/rating_store.h"

#include <optional>

#include <nlohmann/json.hpp>

#include "core/notation.h"
#include "server/db/statement.h"
#include "server/db/utc_time.h"
#include "server/ratings/speed.h"

namespace manqala::ratings {

namespace {

class SqlRatingStore final : public SqlStore<RatingStore> {
 public:
  using SqlStore::SqlStore;

  bool apply(const std::string& game_id) override;
  int apply_pending() override;
  std::vector<PlayerRating> ratings_of(int64_t account) override;
  std::vector<RatingPoint> history_of(int64_t account, int limit) override;
  std::vector<RatingChange> changes_of(const std::string& game_id) override;
  std::vector<BoardRow> leaderboard(const std::string& game, const std::string& speed, int limit, const std::vector<int64_t>* only) override;
};

}  // namespace

std::unique_ptr<RatingStore> RatingStore::open(Database& db) { return std::make_unique<SqlRatingStore>(db); }

namespace {

// South's score in a stored result ("over S resigned", "over N captured-all", "over draw ...").
std::optional<double> south_score(const std::string& result) {
  const auto words = split_words(result);
  if (words.size() < 2 || words[0] != "over") return std::nullopt;
  if (words[1] == "S") return 1.0;
  if (words[1] == "N") return 0.0;
  if (words[1] == "draw") return 0.5;
  return std::nullopt;
}

struct Held {
  Rating rating;
  int games = 0;
};

Held held_rating(Connection* db, int64_t account, const std::string& game, const std::string& speed) {
  Statement st(db, "SELECT rating, deviation, volatility, games FROM ratings WHERE account_id = ? AND game = ? AND speed = ?");
  st.bind(1, account).bind(2, game).bind(3, speed);
  if (!st.step()) return {};
  return {{st.real(0), st.real(1), st.real(2)}, static_cast<int>(st.number(3))};
}

void store_rating(Connection* db, int64_t account, const std::string& game, const std::string& speed, const Held& before,
                  const Held& h, const std::string& game_id, const std::string& now) {
  Statement st(db,
               "INSERT INTO ratings (account_id, game, speed, rating, deviation, volatility, games, updated) "
               "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (account_id, game, speed) DO UPDATE SET "
               "rating = ?4, deviation = ?5, volatility = ?6, games = ?7, updated = ?8");
  st.bind(1, account).bind(2, game).bind(3, speed).bind(4, h.rating.rating).bind(5, h.rating.deviation);
  st.bind(6, h.rating.volatility).bind(7, int64_t{h.games}).bind(8, now).run();
  Statement point(db,
                  "INSERT INTO rating_history (account_id, game_id, game, speed, rating, deviation, at, rating_before) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  point.bind(1, account).bind(2, game_id).bind(3, game).bind(4, speed).bind(5, h.rating.rating);
  point.bind(6, h.rating.deviation).bind(7, now).bind(8, before.rating.rating).run();
}

PlayerRating player_rating(const Statement& st, int first) {
  PlayerRating p;
  p.game = st.text(first), p.speed = st.text(first + 1);
  p.rating = {st.real(first + 2), st.real(first + 3), st.real(first + 4)};
  p.games = static_cast<int>(st.number(first + 5));
  p.updated = st.text(first + 6);
  return p;
}

constexpr const char* kRatingColumns = "game, speed, rating, deviation, volatility, games, updated";

}  // namespace

bool SqlRatingStore::apply(const std::string& game_id) {
  return db_.locked([&](Connection* db) {
    Transaction t(db);
    Statement st(db,
                 "SELECT game, result, south_account, north_account, clock_initial_ms, clock_increment_ms, days_per_move, pool "
                 "FROM games WHERE id = ? AND rated = 1 AND status = 'over'");
    st.bind(1, game_id);
    if (!st.step()) return false;
    const std::string game = st.text(0);
    const auto score = south_score(st.text(1));
    const int64_t south = st.number(2), north = st.number(3);
    const std::string pool = st.text(7);  // a pool of its own ("bot"), or the clock's speed
    const std::string speed = !pool.empty() ? pool : std::string(speed_of(st.number(4), st.number(5), static_cast<int>(st.number(6))));
    if (score && south != 0 && north != 0 && south != north) {
      Held s = held_rating(db, south, game, speed), n = held_rating(db, north, game, speed);
      const ScoredGame for_south{n.rating, *score}, for_north{s.rating, 1 - *score};
      Held s_after{rate(s.rating, {&for_south, 1}), s.games + 1};
      Held n_after{rate(n.rating, {&for_north, 1}), n.games + 1};
      const std::string now = utc_now();
      store_rating(db, south, game, speed, s, s_after, game_id, now);
      store_rating(db, north, game, speed, n, n_after, game_id, now);
    }
    Statement done(db, "UPDATE games SET rated = 2 WHERE id = ?");
    done.bind(1, game_id).run();
    t.commit();
    return score.has_value();
  });
}

int SqlRatingStore::apply_pending() {
  std::vector<std::string> ids = db_.locked([](Connection* db) {
    std::vector<std::string> out;
    Statement st(db, "SELECT id FROM games WHERE rated = 1 AND status = 'over' ORDER BY updated");
    while (st.step()) out.push_back(st.text(0));
    return out;
  });
  int applied = 0;
  for (const auto& id : ids) applied += apply(id);
  return applied;
}

std::vector<PlayerRating> SqlRatingStore::ratings_of(int64_t account) {
  return db_.locked([&](Connection* db) {
    Statement st(db, (std::string("SELECT ") + kRatingColumns + " FROM ratings WHERE account_id = ? ORDER BY game, speed").c_str());
    st.bind(1, account);
    std::vector<PlayerRating> out;
    while (st.step()) out.push_back(player_rating(st, 0));
    return out;
  });
}

std::vector<RatingPoint> SqlRatingStore::history_of(int64_t account, int limit) {
  return db_.locked([&](Connection* db) {
    Statement st(db,
                 "SELECT game, speed, game_id, at, rating, deviation, rating_before FROM (SELECT * FROM rating_history "
                 "WHERE account_id = ? ORDER BY at DESC LIMIT ?) AS latest ORDER BY at");
    st.bind(1, account).bind(2, int64_t{limit});
    std::vector<RatingPoint> out;
    while (st.step()) {
      out.push_back({st.text(0), st.text(1), st.text(2), st.text(3), st.real(4), st.real(5), std::nullopt});
      if (st.kind(6) != Kind::null) out.back().before = st.real(6);
    }
    return out;
  });
}

std::vector<RatingChange> SqlRatingStore::changes_of(const std::string& game_id) {
  return db_.locked([&](Connection* db) {
    Statement st(db,
                 "SELECT h.account_id, CASE WHEN h.account_id = g.south_account THEN 'south' ELSE 'north' END, h.game, "
                 "h.speed, h.rating_before, h.rating FROM rating_history h JOIN games g ON g.id = h.game_id "
                 "WHERE h.game_id = ? AND h.rating_before IS NOT NULL ORDER BY 2 DESC");
    st.bind(1, game_id);
    std::vector<RatingChange> out;
    while (st.step()) out.push_back({st.number(0), st.text(1), st.text(2), st.text(3), st.real(4), st.real(5)});
    return out;
  });
}

std::vector<BoardRow> SqlRatingStore::leaderboard(const std::string& game, const std::string& speed, int limit,
                                                     const std::vector<int64_t>* only) {
  return db_.locked([&](Connection* db) {
    // Only these accounts: one value each (a club's members are a few hundred at most).
    std::string among;
    if (only) {
      among = " AND ratings.account_id IN (0";
      for (size_t i = 0; i < only->size(); ++i) among += ", ?";
      among += ")";
    }
    Statement st(db, std::string("SELECT accounts.name, ") + kRatingColumns +
                         " FROM ratings JOIN accounts ON accounts.id = ratings.account_id WHERE game = ? AND speed = ?" +
                         among + " ORDER BY rating DESC, accounts.name LIMIT ?");
    st.bind(1, game).bind(2, speed);
    int next = 3;
    if (only)
      for (const int64_t account : *only) st.bind(next++, account);
    st.bind(next, int64_t{limit});
    std::vector<BoardRow> out;
    while (st.step()) out.push_back({st.text(0), player_rating(st, 1)});
    return out;
  });
}

}  // namespace manqala::ratings
