#include "server/tournaments/announcements.h"

#include <chrono>

#include "server/common/names.h"
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
  const int characters = text.size() > static_cast<std::size_t>(max) * 4 ? max + 1 : character_count(text);
  if (characters < 0) return what + " is text (UTF-8)";
  if (characters > max || (characters == 0 && !may_be_empty)) return rule;
  for (unsigned char c : text)
    if ((c < 0x20 && c != '\n' && c != '\r' && c != '\t') || c == 0x7f) return rule + ", with no control characters but line breaks";
  return "";
}

}  // namespace manqala::tournaments
