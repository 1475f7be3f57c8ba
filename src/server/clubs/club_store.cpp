#include "server/clubs/club_store.h"

#include <functional>

#include "server/archive/server_key_store.h"
#include "server/common/names.h"
#include "server/common/secrets.h"
#include "server/db/statement.h"
#include "server/db/utc_time.h"

namespace manqala::clubs {

namespace {

class SqlClubStore final : public SqlStore<ClubStore> {
 public:
  using SqlStore::SqlStore;

  Club create(const std::string& name, const SeatAccount& owner) override;
  std::optional<Club> find(const std::string& id) override;
  std::vector<Club> list(int limit) override;
  std::vector<Club> clubs_of(int64_t account) override;
  std::vector<Member> members(const std::string& club) override;
  std::string role_of(const std::string& club, int64_t account) override;
  bool add_member(const std::string& club, int64_t account) override;
  void set_role(const std::string& club, int64_t account, const std::string& role) override;
  void remove_member(const std::string& club, int64_t account) override;
  void rename(const std::string& club, const std::string& name) override;
  void renew_invite(const std::string& club) override;
  void set_place(const std::string& club, const std::string& place) override;
  std::string invite_code(const Club& club) override;
};

}  // namespace

std::unique_ptr<ClubStore> ClubStore::open(Database& db) { return std::make_unique<SqlClubStore>(db); }

namespace {

// Throws ClubNameTaken when a club other than `club` has a name that looks like `name`.
void refuse_look_alike(Connection* db, const std::string& name, const std::string& key, const std::string& club) {
  Statement taken(db, "SELECT name FROM clubs WHERE (name_key = ? OR name = ?) AND id != ?");
  taken.bind(1, key).bind(2, name).bind(3, club);
  if (taken.step()) throw ClubNameTaken(taken.text(0), folded_name(taken.text(0)) != folded_name(name));
}

constexpr const char* kClubColumns =
    "clubs.id, clubs.name, clubs.created, clubs.owner_id, accounts.name, clubs.invite_generation, "
    "(SELECT count(*) FROM club_members WHERE club_members.club_id = clubs.id), clubs.place";

Club club_of(const Statement& st) {
  return {st.text(0), st.text(1), st.text(2), st.number(3), st.text(4), st.number(5), static_cast<int>(st.number(6)),
          st.text(7)};
}

std::vector<Club> clubs_where(Connection* db, const std::string& where, const std::function<void(Statement&)>& bind) {
  Statement st(db, (std::string("SELECT ") + kClubColumns +
                    " FROM clubs JOIN accounts ON accounts.id = clubs.owner_id " + where)
                       .c_str());
  bind(st);
  std::vector<Club> out;
  while (st.step()) out.push_back(club_of(st));
  return out;
}

}  // namespace

Club SqlClubStore::create(const std::string& name, const SeatAccount& owner) {
  const std::string id = random_hex(8);
  db_.locked([&](Connection* db) {
    Transaction t(db);
    const std::string key = name_key(name);
    refuse_look_alike(db, name, key, id);
    const std::string now = utc_now();
    Statement st(db, "INSERT INTO clubs (id, name, owner_id, created, name_key) VALUES (?, ?, ?, ?, ?)");
    st.bind(1, id).bind(2, name).bind(3, owner.id).bind(4, now).bind(5, key).run();
    Statement m(db, "INSERT INTO club_members (club_id, account_id, role, joined) VALUES (?, ?, 'owner', ?)");
    m.bind(1, id).bind(2, owner.id).bind(3, now).run();
    t.commit();
  });
  return *find(id);
}

std::optional<Club> SqlClubStore::find(const std::string& id) {
  auto found = db_.locked([&](Connection* db) { return clubs_where(db, "WHERE clubs.id = ?", [&](Statement& st) { st.bind(1, id); }); });
  if (found.empty()) return std::nullopt;
  return found.front();
}

std::vector<Club> SqlClubStore::list(int limit) {
  return db_.locked([&](Connection* db) {
    return clubs_where(db, "ORDER BY clubs.name LIMIT ?", [&](Statement& st) { st.bind(1, int64_t{limit}); });
  });
}

std::vector<Club> SqlClubStore::clubs_of(int64_t account) {
  return db_.locked([&](Connection* db) {
    return clubs_where(db, "WHERE clubs.id IN (SELECT club_id FROM club_members WHERE account_id = ?) ORDER BY clubs.name",
                       [&](Statement& st) { st.bind(1, account); });
  });
}

std::vector<Member> SqlClubStore::members(const std::string& club) {
  return db_.locked([&](Connection* db) {
    Statement st(db,
                 "SELECT accounts.id, accounts.name, club_members.role, club_members.joined FROM club_members "
                 "JOIN accounts ON accounts.id = club_members.account_id WHERE club_id = ? "
                 "ORDER BY CASE role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, accounts.name");
    st.bind(1, club);
    std::vector<Member> out;
    while (st.step()) out.push_back({st.number(0), st.text(1), st.text(2), st.text(3)});
    return out;
  });
}

std::string SqlClubStore::role_of(const std::string& club, int64_t account) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "SELECT role FROM club_members WHERE club_id = ? AND account_id = ?");
    st.bind(1, club).bind(2, account);
    return st.step() ? st.text(0) : std::string();
  });
}

bool SqlClubStore::add_member(const std::string& club, int64_t account) {
  return db_.locked([&](Connection* db) {
    Statement st(db, "INSERT INTO club_members (club_id, account_id, role, joined) VALUES (?, ?, 'member', ?) "
                     "ON CONFLICT DO NOTHING");
    st.bind(1, club).bind(2, account).bind(3, utc_now()).run();
    return db->changes() == 1;
  });
}

void SqlClubStore::set_role(const std::string& club, int64_t account, const std::string& role) {
  db_.locked([&](Connection* db) {
    Statement st(db, "UPDATE club_members SET role = ? WHERE club_id = ? AND account_id = ? AND role != 'owner'");
    st.bind(1, role).bind(2, club).bind(3, account).run();
  });
}

void SqlClubStore::remove_member(const std::string& club, int64_t account) {
  db_.locked([&](Connection* db) {
    Statement st(db, "DELETE FROM club_members WHERE club_id = ? AND account_id = ? AND role != 'owner'");
    st.bind(1, club).bind(2, account).run();
  });
}

void SqlClubStore::set_place(const std::string& club, const std::string& place) {
  db_.locked([&](Connection* db) {
    Statement st(db, "UPDATE clubs SET place = ? WHERE id = ?");
    st.bind(1, place).bind(2, club).run();
  });
}

void SqlClubStore::rename(const std::string& club, const std::string& name) {
  db_.locked([&](Connection* db) {
    Transaction t(db);
    const std::string key = name_key(name);
    refuse_look_alike(db, name, key, club);
    Statement st(db, "UPDATE clubs SET name = ?, name_key = ? WHERE id = ?");
    st.bind(1, name).bind(2, key).bind(3, club).run();
    t.commit();
  });
}

void SqlClubStore::renew_invite(const std::string& club) {
  db_.locked([&](Connection* db) {
    Statement st(db, "UPDATE clubs SET invite_generation = invite_generation + 1 WHERE id = ?");
    st.bind(1, club).run();
  });
}

std::string SqlClubStore::invite_code(const Club& club) {
  return keyed_token(server_key(db_, "clubs"), club.id + ":" + std::to_string(club.invite_generation));
}

}  // namespace manqala::clubs
