#include "server/tournaments/tournament_store.h"

#include "server/common/secrets.h"
#include "server/db/statement.h"
#include "server/db/utc_time.h"

namespace manqala::tournaments {

namespace {

class SqlTournamentStore final : public SqlStore<TournamentStore> {
 public:
  using SqlStore::SqlStore;

  Tournament create(const Spec& spec) override;
  std::optional<Tournament> find(const std::string& id) override;
  std::vector<Tournament> list(const std::string& status, const std::string& club, int limit) override;
  std::vector<std::string> running() override;  // running and paused tournaments' ids
  std::vector<std::string> due_to_start(const std::string& now) override;
  std::vector<Entrant> entrants(const std::string& id) override;  // by seed, then registration
  bool add_entrant(const std::string& id, int64_t account) override;
  bool add_late_entrant(const std::string& id, int64_t account) override;
  void remove_entrant(const std::string& id, int64_t account) override;
  std::vector<AskedBye> asked_byes(const std::string& id) override;  // by round, then name
  bool ask_bye(const std::string& id, int64_t account, int round) override;  // false: asked already
  bool cancel_bye(const std::string& id, int64_t account, int round) override;  // false: none asked
  void withdraw(const std::string& id, int64_t account) override;
  void start(const std::string& id, const std::vector<int64_t>& seeded, int rounds) override;
  void add_round(const std::string& id, int round, const std::vector<Board>& boards) override;
  bool round_over(const std::string& id) override;
  void set_game(const std::string& id, int round, int board, const std::string& game_id) override;
  bool set_result(const std::string& id, int round, int board, const std::string& result) override;
  void set_status(const std::string& id, const std::string& status) override;
  void set_description(const std::string& id, const std::string& description) override;
  void set_manual_pairings(const std::string& id, const std::string& text) override;
  std::vector<Board> boards(const std::string& id) override;  // by round, then board
  std::optional<std::pair<std::string, Board>> board_of_game(const std::string& game_id) override;
};

}  // namespace

std::unique_ptr<TournamentStore> TournamentStore::open(Database& db) { return std::make_unique<SqlTournamentStore>(db); }

namespace {

constexpr const char* kColumns =
    "t.id, t.name, t.organiser_id, a.name, t.club_id, t.format, t.game, t.options, t.clock_initial_ms, "
    "t.clock_increment_ms, t.rounds, t.rated, t.forfeit_after_s, t.status, t.round, t.round_started, t.created, "
    "t.updated, (SELECT count(*) FROM tournament_players p WHERE p.tournament_id = t.id AND p.withdrawn = 0), "
    "t.chat, t.pause_s, t.round_ended, t.starts_at, t.registration_closes_at, t.late_entry_until_round, t.max_byes, t.description, "
    "t.manual_pairings, t.tiebreaks, t.bots";

Tournament tournament_of(const Statement& st) {
  Tournament t;
  t.id = st.text(0), t.name = st.text(1), t.organiser_id = st.number(2), t.organiser = st.text(3);
  t.club_id = st.text(4), t.format = st.text(5), t.game = st.text(6), t.options = st.text(7);
  t.clock_initial_ms = st.number(8), t.clock_increment_ms = st.number(9);
  t.rounds = static_cast<int>(st.number(10)), t.rated = st.number(11) != 0;
  t.forfeit_after_s = static_cast<int>(st.number(12)), t.status = st.text(13);
  t.round = static_cast<int>(st.number(14)), t.round_started = st.text(15);
  t.created = st.text(16), t.updated = st.text(17), t.players = static_cast<int>(st.number(18));
  t.chat = st.number(19) != 0;
  t.pause_s = static_cast<int>(st.number(20)), t.round_ended = st.text(21);
  t.starts_at = st.text(22), t.registration_closes_at = st.text(23);
  t.late_entry_until_round = static_cast<int>(st.number(24)), t.max_byes = static_cast<int>(st.number(25));
  t.description = st.text(26), t.manual_pairings = st.text(27), t.tiebreaks = st.text(28);
  t.bots = st.number(29) != 0;
  return t;
}

Board board_of(const Statement& st, int first) {
  Board b{static_cast<int>(st.number(first)), static_cast<int>(st.number(first + 1)), st.number(first + 2),
          st.number(first + 3), st.text(first + 4), st.text(first + 5)};
  b.south_rating = st.real(first + 6), b.north_rating = st.real(first + 7);
  b.by_hand = st.number(first + 8) != 0;
  return b;
}

// A rating not known (NULL) reads -1.
constexpr const char* kBoardColumns =
    "round, board, south_id, north_id, game_id, result, COALESCE(south_rating, -1), COALESCE(north_rating, -1), by_hand";

void touch(Connection* db, const std::string& id) {
  Statement st(db, "UPDATE tournaments SET updated = ? WHERE id = ?");
  st.bind(1, utc_now()).bind(2, id).run();
}

}  // namespace

double south_points(const std::string& result) {
  if (result == "1-0" || result == "+-" || result == "bye") return 1;
  if (result == "0-1" || result == "-+" || result == "--") return 0;
  if (result == "1/2" || result == "half-bye") return 0.5;
  return -1;
}

double north_points(const std::string& result) {
  if (result == "0-1" || result == "-+") return 1;
  if (result == "1-0" || result == "+-" || result == "--") return 0;
  if (result == "1/2") return 0.5;
  return -1;
}

Tournament SqlTournamentStore::create(const Spec& spec) {
  const std::string id = random_hex(8);
  db_.locked([&](Connection* db) {
    const std::string now = utc_now();
    Statement st(db,
                 "INSERT INTO tournaments (id, name, organiser_id, club_id, format, game, options, clock_initial_ms, "
                 "clock_increment_ms, rounds, rated, forfeit_after_s, status, created, updated, chat, pause_s, starts_at, "
                 "registration_closes_at, late_entry_until_round, max_byes, description, tiebreaks, bots) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
                 "?, ?, ?, ?, 'registering', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    st.bind(1, id).bind(2, spec.name).bind(3, spec.organiser_id).bind(4, spec.club_id).bind(5, spec.format);
    st.bind(6, spec.game).bind(7, spec.options).bind(8, spec.clock_initial_ms).bind(9, spec.clock_increment_ms);
    st.bind(10, int64_t{spec.rounds}).bind(11, int64_t{spec.rated}).bind(12, int64_t{spec.forfeit_after_s});
    st.bind(13, now).bind(14, now).bind(15, int64_t{spec.chat}).bind(16, int64_t{spec.pause_s});
    st.bind(17, spec.starts_at).bind(18, spec.registration_closes_at).bind(19, int64_t{spec.late_entry_until_round});
    st.bind(20, int64_t{spec.max_byes}).bind(21, spec.description).bind(22, spec.tiebreaks).bind(23, int64_t{spec.bots}).run();
  });
  return *find(id);
}

std::optional<Tournament> SqlTournamentStore::find(const std::string& id) {
  return db_.locked([&](Connection* db) -> std::optional<Tournament> {
    Statement st(db, (std::string("SELECT ") + kColumns +
                      " FROM tournaments t JOIN accounts a ON a.id = t.organiser_id WHERE t.id = ?")
                         .c_str());
    st.bind(1, id);
    if (!st.step()) return std::nullopt;
    return tournament_of(st);
  });
}

std::vector<Tournament> SqlTournamentStore::list(const std::string& status, const std::string& club, int limit) {
  return db_.locked([&](Connection* db) {
    Statement st(db, (std::string("SELECT ") + kColumns +
                      " FROM tournaments t JOIN accounts a ON a.id = t.organiser_id "
                      "WHERE (?1 = '' OR t.status = ?1) AND (?2 = '' OR t.club_id = ?2) ORDER BY t.created DESC LIMIT ?3")
                         .c_str());
    st.bind(1, status).bind(2, club).bind(3, int64_t{limit});
    std::vector<Tournament> out;
    while (st.step()) out.push_back(tournament_of(st));
    return out;
  });
}

std::vector<std::string> SqlTournamentStore::running() {
  return db_.locked([&](Connection* db) {
    Statement st(db, "SELECT id FROM tournaments WHERE status IN ('running', 'paused') ORDER BY created");
    std::vector<std::string> out;
    while (st.step()) out.push_back(st.text(0));
    return out;
  });
}

std::vector<std::string> SqlTournamentStore::due_to_start(const std::string& now) {
  return db_.locked([&](Connection* db) {
    Statement st(db,
                 "SELECT id FROM tournaments WHERE status = 'registering' AND starts_at != '' AND starts_at <= ? "
                 "ORDER BY starts_at");
    st.bind(1, now);
    std::vector<std::string> out;
    while (st.step()) out.push_back(st.text(0));
    return out;
  });
}

std::vector<Entrant> SqlTournamentStore::entrants(const std::string& id) {
  return db_.locked([&](Connection* db) {
    Statement st(db,
                 "SELECT p.account_id, a.name, p.seed, p.withdrawn, p.late FROM tournament_players p JOIN accounts a "
                 "ON a.id = p.account_id WHERE p.tournament_id = ? ORDER BY p.seed = 0, p.seed, p.joined, a.name");
    st.bind(1, id);
    std::vector<Entrant> out;
    while (st.step())
      out.push_back({st.number(0), st.text(1), static_cast<int>(st.number(2)), st.number(3) != 0, st.number(4) != 0});
    return out;
  });
}

bool SqlTournamentStore::add_entrant(const std::string& id, int64_t account) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "INSERT INTO tournament_players (tournament_id, account_id, joined) VALUES (?, ?, ?) "
                     "ON CONFLICT DO NOTHING");
    st.bind(1, id).bind(2, account).bind(3, utc_now()).run();
    const bool added = db->changes() == 1;
    touch(db, id);
    return added;
  });
}

bool SqlTournamentStore::add_late_entrant(const std::string& id, int64_t account) {
  return db_.locked([&](Connection* db) {
    Statement st(db,
                 "INSERT INTO tournament_players (tournament_id, account_id, joined, seed, late) "
                 "SELECT ?1, ?2, ?3, COALESCE(MAX(seed), 0) + 1, 1 FROM tournament_players WHERE tournament_id = ?1 "
                 "ON CONFLICT DO NOTHING");
    st.bind(1, id).bind(2, account).bind(3, utc_now()).run();
    const bool added = db->changes() == 1;
    touch(db, id);
    return added;
  });
}

std::vector<AskedBye> SqlTournamentStore::asked_byes(const std::string& id) {
  return db_.locked([&](Connection* db) {
    Statement st(db,
                 "SELECT b.account_id, a.name, b.round FROM tournament_byes b JOIN accounts a ON a.id = b.account_id "
                 "WHERE b.tournament_id = ? ORDER BY b.round, a.name");
    st.bind(1, id);
    std::vector<AskedBye> out;
    while (st.step()) out.push_back({st.number(0), st.text(1), static_cast<int>(st.number(2))});
    return out;
  });
}

bool SqlTournamentStore::ask_bye(const std::string& id, int64_t account, int round) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "INSERT INTO tournament_byes (tournament_id, account_id, round, asked) VALUES (?, ?, ?, ?) "
                     "ON CONFLICT DO NOTHING");
    st.bind(1, id).bind(2, account).bind(3, int64_t{round}).bind(4, utc_now()).run();
    const bool added = db->changes() == 1;
    if (added) touch(db, id);
    return added;
  });
}

bool SqlTournamentStore::cancel_bye(const std::string& id, int64_t account, int round) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "DELETE FROM tournament_byes WHERE tournament_id = ? AND account_id = ? AND round = ?");
    st.bind(1, id).bind(2, account).bind(3, int64_t{round}).run();
    const bool removed = db->changes() == 1;
    if (removed) touch(db, id);
    return removed;
  });
}

void SqlTournamentStore::remove_entrant(const std::string& id, int64_t account) {
  db_.locked([&](Connection* db) {
    Transaction t(db);
    Statement st(db, "DELETE FROM tournament_players WHERE tournament_id = ? AND account_id = ?");
    st.bind(1, id).bind(2, account).run();
    Statement byes(db, "DELETE FROM tournament_byes WHERE tournament_id = ? AND account_id = ?");  // asked as a player
    byes.bind(1, id).bind(2, account).run();
    touch(db, id);
    t.commit();
  });
}

void SqlTournamentStore::withdraw(const std::string& id, int64_t account) {
  db_.locked([&](Connection* db) {
    Statement st(db, "UPDATE tournament_players SET withdrawn = 1 WHERE tournament_id = ? AND account_id = ?");
    st.bind(1, id).bind(2, account).run();
    touch(db, id);
  });
}

void SqlTournamentStore::start(const std::string& id, const std::vector<int64_t>& seeded, int rounds) {
  db_.locked([&](Connection* db) {
    Transaction t(db);
    Statement seed(db, "UPDATE tournament_players SET seed = ? WHERE tournament_id = ? AND account_id = ?");
    for (size_t i = 0; i < seeded.size(); ++i) {
      seed.reset();
      seed.bind(1, static_cast<int64_t>(i + 1)).bind(2, id).bind(3, seeded[i]).run();
    }
    Statement st(db, "UPDATE tournaments SET status = 'running', rounds = ?, updated = ? WHERE id = ?");
    st.bind(1, int64_t{rounds}).bind(2, utc_now()).bind(3, id).run();
    t.commit();
  });
}

void SqlTournamentStore::add_round(const std::string& id, int round, const std::vector<Board>& boards) {
  db_.locked([&](Connection* db) {
    Transaction t(db);
    Statement st(db,
                 "INSERT INTO tournament_games (tournament_id, round, board, south_id, north_id, game_id, result, "
                 "south_rating, north_rating, by_hand) VALUES (?, ?, ?, ?, ?, ?, ?, NULLIF(?, -1.0), NULLIF(?, -1.0), ?)");
    for (const Board& b : boards) {
      st.reset();
      st.bind(1, id).bind(2, int64_t{round}).bind(3, int64_t{b.board}).bind(4, b.south_id).bind(5, b.north_id);
      st.bind(6, b.game_id).bind(7, b.result).bind(8, b.south_rating).bind(9, b.north_rating);
      st.bind(10, int64_t{b.by_hand}).run();
    }
    const std::string now = utc_now();
    Statement r(db, "UPDATE tournaments SET round = ?, round_started = ?, round_ended = '', manual_pairings = '', updated = ? "
                    "WHERE id = ?");
    r.bind(1, int64_t{round}).bind(2, now).bind(3, now).bind(4, id).run();
    t.commit();
  });
}

bool SqlTournamentStore::round_over(const std::string& id) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "UPDATE tournaments SET round_ended = ? WHERE id = ? AND round_ended = ''");
    st.bind(1, utc_now()).bind(2, id).run();
    return db->changes() == 1;
  });
}

void SqlTournamentStore::set_game(const std::string& id, int round, int board, const std::string& game_id) {
  db_.locked([&](Connection* db) {
    Statement st(db, "UPDATE tournament_games SET game_id = ? WHERE tournament_id = ? AND round = ? AND board = ?");
    st.bind(1, game_id).bind(2, id).bind(3, int64_t{round}).bind(4, int64_t{board}).run();
  });
}

bool SqlTournamentStore::set_result(const std::string& id, int round, int board, const std::string& result) {
  return db_.locked([&](Connection* db) {
    Statement st(db,
                 "UPDATE tournament_games SET result = ? WHERE tournament_id = ? AND round = ? AND board = ? "
                 "AND result != ?");
    st.bind(1, result).bind(2, id).bind(3, int64_t{round}).bind(4, int64_t{board}).bind(5, result).run();
    const bool changed = db->changes() == 1;
    if (changed) touch(db, id);
    return changed;
  });
}

void SqlTournamentStore::set_description(const std::string& id, const std::string& description) {
  db_.locked([&](Connection* db) {
    Statement st(db, "UPDATE tournaments SET description = ?, updated = ? WHERE id = ?");
    st.bind(1, description).bind(2, utc_now()).bind(3, id).run();
  });
}

void SqlTournamentStore::set_manual_pairings(const std::string& id, const std::string& text) {
  db_.locked([&](Connection* db) {
    Statement st(db, "UPDATE tournaments SET manual_pairings = ?, updated = ? WHERE id = ?");
    st.bind(1, text).bind(2, utc_now()).bind(3, id).run();
  });
}

void SqlTournamentStore::set_status(const std::string& id, const std::string& status) {
  db_.locked([&](Connection* db) {
    Statement st(db, "UPDATE tournaments SET status = ?, updated = ? WHERE id = ?");
    st.bind(1, status).bind(2, utc_now()).bind(3, id).run();
  });
}

std::vector<Board> SqlTournamentStore::boards(const std::string& id) {
  return db_.locked([&](Connection* db) {
    Statement st(db, (std::string("SELECT ") + kBoardColumns +
                      " FROM tournament_games WHERE tournament_id = ? ORDER BY round, board")
                         .c_str());
    st.bind(1, id);
    std::vector<Board> out;
    while (st.step()) out.push_back(board_of(st, 0));
    return out;
  });
}

std::optional<std::pair<std::string, Board>> SqlTournamentStore::board_of_game(const std::string& game_id) {
  return db_.locked([&](Connection* db) -> std::optional<std::pair<std::string, Board>> {
    if (game_id.empty()) return std::nullopt;
    Statement st(db, (std::string("SELECT tournament_id, ") + kBoardColumns +
                      " FROM tournament_games WHERE game_id = ?")
                         .c_str());
    st.bind(1, game_id);
    if (!st.step()) return std::nullopt;
    return std::pair{st.text(0), board_of(st, 1)};
  });
}

}  // namespace manqala::tournaments
