// Where clubs' logos are kept (clubs/club_logo.h for what a logo is): the table club_logos,
// its SQL in logo_store.cpp.
#pragma once

#include <optional>
#include <string>

#include "server/clubs/club_logo.h"
#include "server/db/database.h"

namespace manqala::clubs {

class LogoStore {
 public:
  explicit LogoStore(Database& db) : db_(db) {}
  void put(const std::string& club, const Logo& logo);
  std::optional<Logo> get(const std::string& club);
  std::string updated(const std::string& club);  // "" when it has none
  void remove(const std::string& club);

 private:
  Database& db_;
};

}  // namespace manqala::clubs
