#include "server/tournaments/announcements.h"

#include <chrono>

#include "server/common/visible_text.h"
#include "server/db/statement.h"
#include "server/db/utc_time.h"

namespace manqala::tournaments {

bool AnnouncementStore::post(const std::string& tournament, const std::string& text) {
  return db_.locked([&](sqlite3* db) {
    Transaction t(db);
    Statement count(db, "SELECT count(*) FROM tournament_announcements WHERE tournament_id = ? AND posted > ?");
    count.bind(1, tournament).bind(2, utc_time(std::chrono::system_clock::now() - std::chrono::hours(24)));
    if (count.step() && count.number(0) >= kPerDay) return false;
    Statement st(db, "INSERT INTO tournament_announcements (tournament_id, text, posted) VALUES (?, ?, ?)");
    st.bind(1, tournament).bind(2, text).bind(3, utc_now()).run();
    t.commit();
    return true;
  });
}

std::vector<Announcement> AnnouncementStore::newest(const std::string& tournament) {
  return db_.locked([&](sqlite3* db) {
    Statement st(db,
                 "SELECT id, text, posted FROM tournament_announcements WHERE tournament_id = ? "
                 "ORDER BY id DESC LIMIT ?");
    st.bind(1, tournament).bind(2, int64_t{kListed});
    std::vector<Announcement> out;
    while (st.step()) out.push_back({st.number(0), st.text(1), st.text(2)});
    return out;
  });
}

std::string text_refusal(const std::string& text, int max, bool may_be_empty, const std::string& what) {
  const std::string rule = what + " is text of " + (may_be_empty ? "0" : "1") + " to " + std::to_string(max) + " characters";
  // Counted in characters (an Arabic letter is two bytes); far too many bytes is too long already.
  const long characters = text.size() > static_cast<std::size_t>(max) * 4 ? max + 1 : visible_length(text, true);
  if (characters < 0) return what + " is visible text (UTF-8, with no control characters but line breaks, no direction marks or invisible characters)";
  if (characters > max || (characters == 0 && !may_be_empty)) return rule;
  return "";
}

}  // namespace manqala::tournaments
