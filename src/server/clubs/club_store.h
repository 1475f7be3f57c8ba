// Clubs in the server's database (clubs/club_schema.h): a name, an owner, admins and members.
// The invitation link's code is not stored: it is made from the server's "clubs" key
// (archive/server_key_store.h) and the club's invite generation (common/secrets.h keyed_token), so
// admins can always show it again and renewing it (a new generation) cancels the old one.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "server/archive/stored_game.h"
#include "server/db/store.h"

namespace manqala::clubs {

struct Club {
  std::string id, name, created;
  int64_t owner_id = 0;
  std::string owner;  // the owner's name
  int64_t invite_generation = 1;
  int members = 0;
  std::string place;  // "" when not said
};

struct Member {
  int64_t account_id = 0;
  std::string name, role, joined;  // role: "owner", "admin" or "member"
};

// Another club has the name asked for (`name`, another case of it) or one it looks like
// (looks_like; common/names.h). The rule of a club's name: check_name(name, NameKind::Club).
struct ClubNameTaken : std::runtime_error {
  ClubNameTaken(const std::string& taken, bool looks_like)
      : std::runtime_error(looks_like ? "the name looks like that of the club " + taken
                                      : "there is a club called " + taken + " already"),
        name(taken), looks_like(looks_like) {}
  std::string name;
  bool looks_like;
};

class ClubStore : public Store {
 public:
  static std::unique_ptr<ClubStore> open(Database& db);

  // A new club (its name checked, NFC) owned (and joined) by `owner`; ClubNameTaken if
  // another club's name looks the same.
  virtual Club create(const std::string& name, const SeatAccount& owner) = 0;
  virtual std::optional<Club> find(const std::string& id) = 0;
  virtual std::vector<Club> list(int limit) = 0;
  virtual std::vector<Club> clubs_of(int64_t account) = 0;
  virtual std::vector<Member> members(const std::string& club) = 0;
  // "owner", "admin", "member", or "" for someone who is not a member.
  virtual std::string role_of(const std::string& club, int64_t account) = 0;
  // False when already a member.
  virtual bool add_member(const std::string& club, int64_t account) = 0;
  virtual void set_role(const std::string& club, int64_t account, const std::string& role) = 0;
  virtual void remove_member(const std::string& club, int64_t account) = 0;
  // A new name (checked, NFC); ClubNameTaken if another club's name looks the same.
  virtual void rename(const std::string& club, const std::string& name) = 0;
  virtual void renew_invite(const std::string& club) = 0;
  virtual void set_place(const std::string& club, const std::string& place) = 0;
  // The invitation's code for this generation of the club's link.
  virtual std::string invite_code(const Club& club) = 0;
};

}  // namespace manqala::clubs
