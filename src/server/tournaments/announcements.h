// A tournament's announcements (docs/web-api.md, "Tournaments"): short texts its organiser
// posts, kept with the tournament and listed on its page newest first. Sending them to the
// players is the routes' (they know the club); the daily limit is counted here from the store.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "server/db/store.h"

namespace manqala::tournaments {

struct Announcement {
  int64_t id = 0;
  std::string text, posted;
};

class AnnouncementStore : public Store {
 public:
  static constexpr int kMaxCharacters = 500;
  static constexpr int kPerDay = 10;    // a tournament's, over the last 24 hours
  static constexpr int kListed = 50;    // the newest on its page

  static std::unique_ptr<AnnouncementStore> open(Database& db);

  // Stores it unless kPerDay were posted in the last 24 hours (then false, nothing stored).
  virtual bool post(const std::string& tournament, const std::string& text) = 0;
  virtual std::vector<Announcement> newest(const std::string& tournament) = 0;
};

// Why a text is not an announcement or a description ("" when it is one): UTF-8 text of 1 to
// `max` characters (a description may be empty), line breaks allowed, no other control
// characters. Shown as text on the page, never as HTML.
std::string text_refusal(const std::string& text, int max, bool may_be_empty, const std::string& what);

}  // namespace manqala::tournaments
