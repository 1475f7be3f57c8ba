// Where clubs' logos are kept (clubs/club_logo.h for what a logo is): the table club_logos,
// its SQL in logo_store.cpp.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "server/clubs/club_logo.h"
#include "server/db/store.h"

namespace manqala::clubs {

class LogoStore : public Store {
 public:
  static std::unique_ptr<LogoStore> open(Database& db);
  virtual void put(const std::string& club, const Logo& logo) = 0;
  virtual std::optional<Logo> get(const std::string& club) = 0;
  virtual std::string updated(const std::string& club) = 0;  // "" when it has none
  virtual void remove(const std::string& club) = 0;
};

}  // namespace manqala::clubs
