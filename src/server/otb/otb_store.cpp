#include "server/otb/otb_store.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "server/common/secrets.h"
#include "server/db/statement.h"
#include "server/db/utc_time.h"

namespace manqala::otb {

namespace {

class SqlOtbStore final : public SqlStore<OtbStore> {
 public:
  using SqlStore::SqlStore;

  std::string create(const OtbTournament& t, const std::string& by) override;
  std::optional<OtbTournament> find(const std::string& id) override;
  std::optional<OtbData> load(const std::string& id) override;
  std::vector<OtbTournament> list(const std::string& club, int limit) override;  // newest first
  std::vector<OtbLogEntry> log(const std::string& id) override;
  int add_player(const std::string& id, const OtbPlayer& p, const LogLine& line) override;
  void update_player(const std::string& id, const OtbPlayer& p, const LogLine& line, const std::vector<int>& order) override;
  void remove_player(const std::string& id, int player, const LogLine& line) override;
  void readmit(const std::string& id, const OtbPlayer& p, const std::vector<int>& missed, const LogLine& line) override;
  void set_bye(const std::string& id, const OtbBye& bye, const LogLine& line) override;
  void add_round(const std::string& id, int round, const std::vector<OtbBoard>& boards, const std::string& drawn, int planned, const LogLine& line) override;
  void remove_round(const std::string& id, int round, const LogLine& line) override;
  void replace_round(const std::string& id, int round, const std::vector<OtbBoard>& boards, const LogLine& line) override;
  void set_result(const std::string& id, int round, int board, const std::string& result, const LogLine& line) override;
  void set_result(const std::string& id, int round, int board, const std::string& result, const std::vector<LogLine>& lines, int take_back) override;
  void take_back_for_absence(const std::string& id, int round, const std::vector<int>& absent, const std::vector<LogLine>& lines) override;
  void renumber(const std::string& id, const std::vector<int>& order, const std::vector<LogLine>& lines) override;
  void propose(const std::string& id, int round, int board, const std::string& result, const LogLine& line) override;
  void set_game(const std::string& id, int round, int board, const std::string& game_id, const std::string& result, const LogLine& line) override;
  std::optional<std::tuple<std::string, int, int>> board_of_game(const std::string& game_id) override;
  void set_pairing_rules(const std::string& id, const std::string& acceleration, const std::vector<OtbForbidden>& forbidden, const LogLine& line) override;
  void set_status(const std::string& id, const std::string& status, const LogLine& line) override;
  void set_hall(const std::string& id, const std::string& proposals, const std::string& code, const LogLine& line) override;
  int add_team(const std::string& id, const OtbTeam& team, const LogLine& line) override;
  void update_team(const std::string& id, const OtbTeam& team, const std::vector<int>& order, const LogLine& line) override;
  void number_teams(const std::string& id, const std::vector<int>& order) override;
  std::string import(const OtbData& d, const std::string& by) override;
};

}  // namespace

std::unique_ptr<OtbStore> OtbStore::open(Database& db) { return std::make_unique<SqlOtbStore>(db); }

namespace {

// A tournament's row: each column named as tournament_of() reads it.
constexpr const char* kColumns =
    "t.id AS id, t.name AS name, t.game AS game, t.options AS options, t.format AS format, t.rounds AS rounds, "
    "t.tiebreaks AS tiebreaks, t.initial_colour AS initial_colour, t.colour_seed AS colour_seed, "
    "t.drawn_colour AS drawn_colour, t.time_control AS time_control, t.place AS place, t.date AS date, "
    "t.chief_arbiter AS chief_arbiter, t.club_id AS club_id, t.director_id AS director_id, "
    "COALESCE(a.name, '') AS director, t.status AS status, t.round AS round, t.created AS created, "
    "(SELECT count(*) FROM otb_players p WHERE p.tournament_id = t.id AND p.withdrawn = 0) AS players, "
    "t.proposals AS proposals, t.hall_code AS hall_code, t.acceleration AS acceleration, t.forbidden AS forbidden, "
    "t.team_boards AS team_boards";

std::string forbidden_text(const std::vector<OtbForbidden>& groups) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& g : groups) out.push_back({{"players", g.players}, {"from", g.from}, {"to", g.to}, {"note", g.note}});
  return out.dump();
}

// What forbidden_text wrote (a damaged row reads as no groups rather than stopping the event).
std::vector<OtbForbidden> forbidden_of(const std::string& text) {
  std::vector<OtbForbidden> out;
  const auto j = nlohmann::json::parse(text, nullptr, false);
  if (!j.is_array()) return out;
  for (const auto& g : j) {
    if (!g.is_object()) continue;
    OtbForbidden f;
    f.players = g.value("players", std::vector<int>{});
    f.from = g.value("from", 1), f.to = g.value("to", 0), f.note = g.value("note", std::string());
    out.push_back(std::move(f));
  }
  return out;
}

OtbTournament tournament_of(const Statement& st) {
  const auto whole = [&st](const char* column) { return static_cast<int>(st.number(column)); };
  OtbTournament t;
  t.id = st.text("id"), t.name = st.text("name"), t.game = st.text("game"), t.options = st.text("options");
  t.format = st.text("format"), t.rounds = whole("rounds"), t.tiebreaks = st.text("tiebreaks");
  t.initial_colour = st.text("initial_colour"), t.colour_seed = st.number("colour_seed");
  t.drawn_colour = st.text("drawn_colour"), t.time_control = st.text("time_control"), t.place = st.text("place");
  t.date = st.text("date"), t.chief_arbiter = st.text("chief_arbiter"), t.club_id = st.text("club_id");
  t.director_id = st.number("director_id"), t.director = st.text("director"), t.status = st.text("status");
  t.round = whole("round"), t.created = st.text("created"), t.players = whole("players");
  t.proposals = st.text("proposals"), t.hall_code = st.text("hall_code"), t.acceleration = st.text("acceleration");
  t.forbidden = forbidden_of(st.text("forbidden")), t.team_boards = whole("team_boards");
  return t;
}

// The log's next line, written in the caller's transaction.
void write_log(Connection* db, const std::string& id, const LogLine& l) {
  Statement st(db,
               "INSERT INTO otb_log (tournament_id, seq, at, by, what, round, board, player, from_value, to_value) "
               "VALUES (?1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM otb_log WHERE tournament_id = ?1), ?2, ?3, ?4, ?5, "
               "?6, ?7, ?8, ?9)");
  st.bind(1, id).bind(2, utc_now()).bind(3, l.by).bind(4, l.what).bind(5, int64_t{l.round}).bind(6, int64_t{l.board});
  st.bind(7, l.player).bind(8, l.from).bind(9, l.to).run();
  Statement touch(db, "UPDATE otb_tournaments SET updated = ? WHERE id = ?");
  touch.bind(1, utc_now()).bind(2, id).run();
}

// The round's boards and proposals gone; the tournament back at round - 1. Before round 1 it
// is registering again; the colour drawn stays (it is drawn from the seed, so a new pairing
// draws the same).
void delete_round(Connection* db, const std::string& id, int round) {
  for (const char* table : {"otb_boards", "otb_proposals"}) {
    Statement st(db, (std::string("DELETE FROM ") + table + " WHERE tournament_id = ? AND round = ?").c_str());
    st.bind(1, id).bind(2, int64_t{round}).run();
  }
  Statement st(db,
               "UPDATE otb_tournaments SET round = ?, status = CASE WHEN ? = 0 THEN 'registering' ELSE status END "
               "WHERE id = ?");
  st.bind(1, int64_t{round - 1}).bind(2, int64_t{round - 1}).bind(3, id).run();
}

void insert_board(Connection* db, const std::string& id, const OtbBoard& b, const std::string& now) {
  Statement st(db,
               "INSERT INTO otb_boards (tournament_id, round, board, white_id, black_id, result, game_id, paired_at) "
               "VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  st.bind(1, id).bind(2, int64_t{b.round}).bind(3, int64_t{b.board}).bind(4, int64_t{b.white});
  st.bind(5, int64_t{b.black}).bind(6, b.result).bind(7, b.game_id).bind(8, b.paired_at.empty() ? now : b.paired_at).run();
}

void insert_player(Connection* db, const std::string& id, const OtbPlayer& p) {
  Statement st(db,
               "INSERT INTO otb_players (tournament_id, id, number, name, rating, account_id, withdrawn, joined_round, "
               "title, federation, fide_id, team_id, team_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  st.bind(1, id).bind(2, int64_t{p.id}).bind(3, int64_t{p.number}).bind(4, p.name).bind(5, int64_t{p.rating});
  st.bind(6, p.account_id).bind(7, int64_t{p.withdrawn}).bind(8, int64_t{p.joined_round});
  st.bind(9, p.title).bind(10, p.federation).bind(11, p.fide_id).bind(12, int64_t{p.team}).bind(13, int64_t{p.team_order}).run();
}

// The pairing numbers from `order` (the players' ids, number 1 first).
void write_numbers(Connection* db, const std::string& id, const std::vector<int>& order) {
  Statement number(db, "UPDATE otb_players SET number = ? WHERE tournament_id = ? AND id = ?");
  for (size_t i = 0; i < order.size(); ++i) {
    number.bind(1, static_cast<int64_t>(i + 1)).bind(2, id).bind(3, int64_t{order[i]}).run();
    number.reset();
  }
}

void insert_bye(Connection* db, const std::string& id, const OtbBye& b) {
  Statement st(db, "INSERT INTO otb_byes (tournament_id, player_id, round, kind) VALUES (?, ?, ?, ?) "
                   "ON CONFLICT (tournament_id, player_id, round) DO UPDATE SET kind = excluded.kind");
  st.bind(1, id).bind(2, int64_t{b.player}).bind(3, int64_t{b.round}).bind(4, b.kind).run();
}

std::string insert_tournament(Connection* db, const OtbTournament& t) {
  const std::string id = random_hex(8), now = utc_now();
  Statement st(db,
               "INSERT INTO otb_tournaments (id, name, director_id, club_id, game, options, format, rounds, tiebreaks, "
               "initial_colour, colour_seed, drawn_colour, time_control, place, date, chief_arbiter, status, round, "
               "created, updated, proposals, hall_code, acceleration, forbidden, team_boards) "
               "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  st.bind(1, id).bind(2, t.name).bind(3, t.director_id).bind(4, t.club_id).bind(5, t.game).bind(6, t.options);
  st.bind(7, t.format).bind(8, int64_t{t.rounds}).bind(9, t.tiebreaks).bind(10, t.initial_colour);
  st.bind(11, t.colour_seed).bind(12, t.drawn_colour).bind(13, t.time_control).bind(14, t.place).bind(15, t.date);
  st.bind(16, t.chief_arbiter).bind(17, t.status).bind(18, int64_t{t.round}).bind(19, now).bind(20, now);
  st.bind(21, t.proposals.empty() ? std::string("code") : t.proposals).bind(22, random_hex(4));
  st.bind(23, t.acceleration.empty() ? std::string("none") : t.acceleration).bind(24, forbidden_text(t.forbidden));
  st.bind(25, int64_t{t.team_boards}).run();
  return id;
}

}  // namespace

std::string SqlOtbStore::create(const OtbTournament& t, const std::string& by) {
  return db_.locked([&](Connection* db) {
    Transaction tx(db);
    const std::string id = insert_tournament(db, t);
    write_log(db, id, {by, "created"});
    tx.commit();
    return id;
  });
}

namespace {

std::optional<OtbTournament> find_in(Connection* db, const std::string& id) {
  Statement st(db, (std::string("SELECT ") + kColumns +
                    " FROM otb_tournaments t LEFT JOIN accounts a ON a.id = t.director_id WHERE t.id = ?")
                       .c_str());
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  return tournament_of(st);
}

}  // namespace

std::optional<OtbTournament> SqlOtbStore::find(const std::string& id) {
  return db_.locked([&](Connection* db) { return find_in(db, id); });
}

std::vector<OtbTournament> SqlOtbStore::list(const std::string& club, int limit) {
  return db_.locked([&](Connection* db) {
    Statement st(db, (std::string("SELECT ") + kColumns +
                      " FROM otb_tournaments t LEFT JOIN accounts a ON a.id = t.director_id"
                      " WHERE (?1 = '' OR t.club_id = ?1) ORDER BY t.created DESC, t.rowid DESC LIMIT ?2")
                         .c_str());
    st.bind(1, club).bind(2, int64_t{limit});
    std::vector<OtbTournament> out;
    while (st.step()) out.push_back(tournament_of(st));
    return out;
  });
}

// Under one lock, so the tournament's round and its boards are of the same moment.
std::optional<OtbData> SqlOtbStore::load(const std::string& id) {
  return db_.locked([&](Connection* db) -> std::optional<OtbData> {
    auto t = find_in(db, id);
    if (!t) return std::nullopt;
    OtbData d;
    d.t = *t;
    Statement p(db,
                "SELECT p.id AS id, p.number AS number, p.name AS name, p.rating AS rating, p.account_id AS account_id, "
                "COALESCE(a.name, '') AS account, p.withdrawn AS withdrawn, p.joined_round AS joined_round, "
                "p.title AS title, p.federation AS federation, p.fide_id AS fide_id, p.team_id AS team_id, "
                "p.team_order AS team_order "
                "FROM otb_players p LEFT JOIN accounts a ON a.id = p.account_id AND p.account_id != 0 "
                "WHERE p.tournament_id = ? ORDER BY p.number");
    p.bind(1, id);
    const auto whole = [&p](const char* column) { return static_cast<int>(p.number(column)); };
    while (p.step())
      d.players.push_back({whole("id"), whole("number"), p.text("name"), whole("rating"), p.number("account_id"),
                           p.text("account"), p.number("withdrawn") != 0, whole("joined_round"), p.text("title"),
                           p.text("federation"), p.text("fide_id"), whole("team_id"), whole("team_order")});
    Statement teams(db, "SELECT id, number, name, club_id FROM otb_teams WHERE tournament_id = ? ORDER BY id");
    teams.bind(1, id);
    while (teams.step())
      d.teams.push_back({static_cast<int>(teams.number(0)), static_cast<int>(teams.number(1)), teams.text(2), teams.text(3)});
    Statement y(db, "SELECT player_id, round, kind FROM otb_byes WHERE tournament_id = ? ORDER BY round, player_id");
    y.bind(1, id);
    while (y.step()) d.byes.push_back({static_cast<int>(y.number(0)), static_cast<int>(y.number(1)), y.text(2)});
    Statement b(db,
                "SELECT b.round AS round, b.board AS board, b.white_id AS white_id, b.black_id AS black_id, "
                "b.result AS result, b.game_id AS game_id, b.paired_at AS paired_at, COALESCE(q.result, '') AS proposed, "
                "COALESCE(q.at, '') AS proposed_at, COALESCE(q.conflict, '') AS conflict "
                "FROM otb_boards b LEFT JOIN otb_proposals q ON q.tournament_id = b.tournament_id "
                "AND q.round = b.round AND q.board = b.board WHERE b.tournament_id = ? ORDER BY b.round, b.board");
    b.bind(1, id);
    const auto number_of = [&b](const char* column) { return static_cast<int>(b.number(column)); };
    while (b.step())
      d.boards.push_back({number_of("round"), number_of("board"), number_of("white_id"), number_of("black_id"),
                          b.text("result"), b.text("game_id"), b.text("paired_at"), b.text("proposed"),
                          b.text("proposed_at"), b.text("conflict")});
    return d;
  });
}

std::vector<OtbLogEntry> SqlOtbStore::log(const std::string& id) {
  return db_.locked([&](Connection* db) {
    Statement st(db,
                 "SELECT at, by, what, round, board, player, from_value, to_value FROM otb_log WHERE tournament_id = ? "
                 "ORDER BY seq");
    st.bind(1, id);
    std::vector<OtbLogEntry> out;
    while (st.step())
      out.push_back({st.text(0), st.text(1), st.text(2), static_cast<int>(st.number(3)), static_cast<int>(st.number(4)),
                     st.text(5), st.text(6), st.text(7)});
    return out;
  });
}

int SqlOtbStore::add_player(const std::string& id, const OtbPlayer& p, const LogLine& line) {
  return db_.locked([&](Connection* db) {
    Transaction tx(db);
    Statement next(db, "SELECT COALESCE(MAX(id), 0) + 1 FROM otb_players WHERE tournament_id = ?");
    next.bind(1, id).step();
    OtbPlayer row = p;
    row.id = static_cast<int>(next.number(0));
    Statement shift(db, "UPDATE otb_players SET number = number + 1 WHERE tournament_id = ? AND number >= ?");
    shift.bind(1, id).bind(2, int64_t{p.number}).run();
    insert_player(db, id, row);
    write_log(db, id, line);
    tx.commit();
    return row.id;
  });
}

void SqlOtbStore::update_player(const std::string& id, const OtbPlayer& p, const LogLine& line,
                                   const std::vector<int>& order) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    write_numbers(db, id, order);
    Statement st(db,
                 "UPDATE otb_players SET name = ?, rating = ?, account_id = ?, withdrawn = ?, title = ?, federation = ?, "
                 "fide_id = ? WHERE tournament_id = ? AND id = ?");
    st.bind(1, p.name).bind(2, int64_t{p.rating}).bind(3, p.account_id).bind(4, int64_t{p.withdrawn});
    st.bind(5, p.title).bind(6, p.federation).bind(7, p.fide_id).bind(8, id).bind(9, int64_t{p.id}).run();
    write_log(db, id, line);
    tx.commit();
  });
}

void SqlOtbStore::remove_player(const std::string& id, int player, const LogLine& line) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    Statement number(db, "SELECT number FROM otb_players WHERE tournament_id = ? AND id = ?");
    number.bind(1, id).bind(2, int64_t{player});
    const int64_t n = number.step() ? number.number(0) : 0;
    Statement del(db, "DELETE FROM otb_players WHERE tournament_id = ? AND id = ?");
    del.bind(1, id).bind(2, int64_t{player}).run();
    Statement byes(db, "DELETE FROM otb_byes WHERE tournament_id = ? AND player_id = ?");
    byes.bind(1, id).bind(2, int64_t{player}).run();
    Statement shift(db, "UPDATE otb_players SET number = number - 1 WHERE tournament_id = ? AND number > ?");
    shift.bind(1, id).bind(2, n).run();
    write_log(db, id, line);
    tx.commit();
  });
}

void SqlOtbStore::readmit(const std::string& id, const OtbPlayer& p, const std::vector<int>& missed, const LogLine& line) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    Statement st(db, "UPDATE otb_players SET withdrawn = 0 WHERE tournament_id = ? AND id = ?");
    st.bind(1, id).bind(2, int64_t{p.id}).run();
    for (int r : missed) insert_bye(db, id, {p.id, r, "zero"});
    write_log(db, id, line);
    tx.commit();
  });
}

void SqlOtbStore::set_bye(const std::string& id, const OtbBye& bye, const LogLine& line) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    if (bye.kind.empty()) {
      Statement st(db, "DELETE FROM otb_byes WHERE tournament_id = ? AND player_id = ? AND round = ?");
      st.bind(1, id).bind(2, int64_t{bye.player}).bind(3, int64_t{bye.round}).run();
    } else {
      insert_bye(db, id, bye);
    }
    write_log(db, id, line);
    tx.commit();
  });
}

void SqlOtbStore::add_round(const std::string& id, int round, const std::vector<OtbBoard>& boards,
                               const std::string& drawn, int planned, const LogLine& line) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    const std::string now = utc_now();
    for (const auto& b : boards) insert_board(db, id, b, now);
    Statement st(db,
                 "UPDATE otb_tournaments SET round = ?, status = 'running', drawn_colour = ?, rounds = ? WHERE id = ?");
    st.bind(1, int64_t{round}).bind(2, drawn).bind(3, int64_t{planned}).bind(4, id).run();
    write_log(db, id, line);
    tx.commit();
  });
}

void SqlOtbStore::remove_round(const std::string& id, int round, const LogLine& line) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    delete_round(db, id, round);
    write_log(db, id, line);
    tx.commit();
  });
}

void SqlOtbStore::replace_round(const std::string& id, int round, const std::vector<OtbBoard>& boards,
                                   const LogLine& line) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    for (const char* table : {"otb_boards", "otb_proposals"}) {
      Statement st(db, (std::string("DELETE FROM ") + table + " WHERE tournament_id = ? AND round = ?").c_str());
      st.bind(1, id).bind(2, int64_t{round}).run();
    }
    const std::string now = utc_now();
    for (const auto& b : boards) insert_board(db, id, b, now);
    write_log(db, id, line);
    tx.commit();
  });
}

void SqlOtbStore::set_result(const std::string& id, int round, int board, const std::string& result,
                                const LogLine& line) {
  set_result(id, round, board, result, std::vector<LogLine>{line}, 0);
}

void SqlOtbStore::set_result(const std::string& id, int round, int board, const std::string& result,
                                const std::vector<LogLine>& lines, int take_back) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    Statement st(db, "UPDATE otb_boards SET result = ? WHERE tournament_id = ? AND round = ? AND board = ?");
    st.bind(1, result).bind(2, id).bind(3, int64_t{round}).bind(4, int64_t{board}).run();
    Statement q(db, "DELETE FROM otb_proposals WHERE tournament_id = ? AND round = ? AND board = ?");
    q.bind(1, id).bind(2, int64_t{round}).bind(3, int64_t{board}).run();
    if (take_back > 0) delete_round(db, id, take_back);
    for (const auto& line : lines) write_log(db, id, line);
    tx.commit();
  });
}

void SqlOtbStore::take_back_for_absence(const std::string& id, int round, const std::vector<int>& absent,
                                           const std::vector<LogLine>& lines) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    delete_round(db, id, round);
    for (int player : absent) insert_bye(db, id, {player, round, "zero"});
    for (const auto& line : lines) write_log(db, id, line);
    tx.commit();
  });
}

void SqlOtbStore::renumber(const std::string& id, const std::vector<int>& order, const std::vector<LogLine>& lines) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    write_numbers(db, id, order);
    for (const auto& line : lines) write_log(db, id, line);
    tx.commit();
  });
}

void SqlOtbStore::propose(const std::string& id, int round, int board, const std::string& result, const LogLine& line) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    Statement st(db,
                 "INSERT INTO otb_proposals (tournament_id, round, board, result, at) VALUES (?, ?, ?, ?, ?) "
                 "ON CONFLICT (tournament_id, round, board) DO UPDATE SET conflict = CASE "
                 "WHEN excluded.result = otb_proposals.result THEN otb_proposals.conflict ELSE excluded.result END");
    st.bind(1, id).bind(2, int64_t{round}).bind(3, int64_t{board}).bind(4, result).bind(5, utc_now()).run();
    write_log(db, id, line);
    tx.commit();
  });
}

void SqlOtbStore::set_game(const std::string& id, int round, int board, const std::string& game_id,
                              const std::string& result, const LogLine& line) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    Statement st(db,
                 "UPDATE otb_boards SET game_id = ?, result = CASE WHEN result = '' THEN ? ELSE result END "
                 "WHERE tournament_id = ? AND round = ? AND board = ?");
    st.bind(1, game_id).bind(2, result).bind(3, id).bind(4, int64_t{round}).bind(5, int64_t{board}).run();
    write_log(db, id, line);
    tx.commit();
  });
}

void SqlOtbStore::set_hall(const std::string& id, const std::string& proposals, const std::string& code,
                              const LogLine& line) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    Statement st(db, "UPDATE otb_tournaments SET proposals = ?, hall_code = ? WHERE id = ?");
    st.bind(1, proposals).bind(2, code).bind(3, id).run();
    write_log(db, id, line);
    tx.commit();
  });
}

void SqlOtbStore::set_pairing_rules(const std::string& id, const std::string& acceleration,
                                       const std::vector<OtbForbidden>& forbidden, const LogLine& line) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    Statement st(db, "UPDATE otb_tournaments SET acceleration = ?, forbidden = ? WHERE id = ?");
    st.bind(1, acceleration).bind(2, forbidden_text(forbidden)).bind(3, id).run();
    write_log(db, id, line);
    tx.commit();
  });
}

void SqlOtbStore::set_status(const std::string& id, const std::string& status, const LogLine& line) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    Statement st(db, "UPDATE otb_tournaments SET status = ? WHERE id = ?");
    st.bind(1, status).bind(2, id).run();
    write_log(db, id, line);
    tx.commit();
  });
}

std::string SqlOtbStore::import(const OtbData& d, const std::string& by) {
  return db_.locked([&](Connection* db) {
    Transaction tx(db);
    const std::string id = insert_tournament(db, d.t);
    for (const auto& p : d.players) insert_player(db, id, p);
    for (const auto& b : d.byes) insert_bye(db, id, b);
    const std::string now = utc_now();
    for (const auto& b : d.boards) insert_board(db, id, b, now);
    write_log(db, id, {by, "created", 0, 0, "", "", "tournament.trf"});
    tx.commit();
    return id;
  });
}

int SqlOtbStore::add_team(const std::string& id, const OtbTeam& team, const LogLine& line) {
  return db_.locked([&](Connection* db) {
    Transaction tx(db);
    Statement next(db, "SELECT COALESCE(MAX(id), 0) + 1 FROM otb_teams WHERE tournament_id = ?");
    next.bind(1, id).step();
    const int64_t team_id = next.number(0);
    Statement st(db, "INSERT INTO otb_teams (tournament_id, id, number, name, club_id) VALUES (?, ?, ?, ?, ?)");
    st.bind(1, id).bind(2, team_id).bind(3, team_id).bind(4, team.name).bind(5, team.club_id).run();
    write_log(db, id, line);
    tx.commit();
    return static_cast<int>(team_id);
  });
}

void SqlOtbStore::update_team(const std::string& id, const OtbTeam& team, const std::vector<int>& order, const LogLine& line) {
  db_.locked([&](Connection* db) {
    Transaction tx(db);
    Statement st(db, "UPDATE otb_teams SET name = ? WHERE tournament_id = ? AND id = ?");
    st.bind(1, team.name).bind(2, id).bind(3, int64_t{team.id}).run();
    if (!order.empty()) {
      std::vector<int> all = order;  // the team's others after them, as they were
      Statement members(db, "SELECT id FROM otb_players WHERE tournament_id = ? AND team_id = ? ORDER BY team_order, id");
      members.bind(1, id).bind(2, int64_t{team.id});
      while (members.step())
        if (std::find(order.begin(), order.end(), static_cast<int>(members.number(0))) == order.end())
          all.push_back(static_cast<int>(members.number(0)));
      Statement place(db, "UPDATE otb_players SET team_order = ? WHERE tournament_id = ? AND id = ? AND team_id = ?");
      for (size_t i = 0; i < all.size(); ++i) {
        place.bind(1, static_cast<int64_t>(i + 1)).bind(2, id).bind(3, int64_t{all[i]}).bind(4, int64_t{team.id}).run();
        place.reset();
      }
    }
    write_log(db, id, line);
    tx.commit();
  });
}

void SqlOtbStore::number_teams(const std::string& id, const std::vector<int>& order) {
  db_.locked([&](Connection* db) {
    Statement st(db, "UPDATE otb_teams SET number = ? WHERE tournament_id = ? AND id = ?");
    for (size_t i = 0; i < order.size(); ++i) {
      st.bind(1, static_cast<int64_t>(i + 1)).bind(2, id).bind(3, int64_t{order[i]}).run();
      st.reset();
    }
  });
}

std::optional<std::tuple<std::string, int, int>> SqlOtbStore::board_of_game(const std::string& game_id) {
  return db_.locked([&](Connection* db) -> std::optional<std::tuple<std::string, int, int>> {
    Statement st(db, "SELECT tournament_id, round, board FROM otb_boards WHERE game_id = ? LIMIT 1");
    st.bind(1, game_id);
    if (!st.step()) return std::nullopt;
    return std::tuple{st.text(0), static_cast<int>(st.number(1)), static_cast<int>(st.number(2))};
  });
}

}  // namespace manqala::otb
