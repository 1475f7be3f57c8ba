// Accounts over HTTP against a real server: registering, logging in and out, the session
// cookie and its CSRF token, the login throttle, rated games and the ratings they make,
// profiles and leaderboards; and what one account cannot do for another.
#include <gtest/gtest.h>


#include <fstream>
#include <sstream>

#include "server/common/secrets.h"
#include "players.h"
#include "sql_value.h"

namespace manqala_test {
namespace {

std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}


TEST(AccountRoutes, RegisteringLogsInWithAnHttpOnlyCookieAndKeepsNoSecretInClear) {
  TestServer s;
  const Reply r = s.post("/api/account/register", {{"name", "Amal"}, {"password", "a long secret"}});
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_NE(r.set_cookie.find("HttpOnly"), std::string::npos);
  EXPECT_NE(r.set_cookie.find("SameSite=Lax"), std::string::npos);
  EXPECT_EQ(r.set_cookie.find("Secure"), std::string::npos) << "plain HTTP here";
  const Player amal{&s, "Amal", cookie_of(r), r.js()["account"]["csrf"]};
  EXPECT_EQ(amal.get("/api/account").js()["account"]["name"], "Amal");
  EXPECT_EQ(amal.get("/api/account").js()["account"]["csrf"], amal.csrf);
  EXPECT_TRUE(s.get("/api/account").js()["account"].is_null()) << "no cookie, nobody";
  s.stop();  // the WAL folded in: the whole archive is in one file
  // On PostgreSQL, what the tables hold, every column of every row as text.
  const std::string bytes =
      on_postgres() ? sql_value(s.db(), "SELECT string_agg(a::text, ' ') FROM accounts a") +
                          sql_value(s.db(), "SELECT string_agg(x::text, ' ') FROM sessions x")
                    : file_bytes(s.db());
  EXPECT_EQ(bytes.find("a long secret"), std::string::npos);
  EXPECT_EQ(bytes.find(amal.cookie.substr(amal.cookie.find('=') + 1)), std::string::npos);
  EXPECT_NE(bytes.find("$argon2id$"), std::string::npos);
}

// The page's language, kept with the account: set from its own pages only, a code, and read
// back with the account (docs/languages.md).
TEST(AccountRoutes, TheAccountKeepsItsLanguage) {
  TestServer s;
  const Player amal = enter(s, "amal");
  EXPECT_EQ(amal.get("/api/account").js()["account"]["language"], "") << "none chosen yet";
  EXPECT_EQ(amal.post("/api/account/language", {{"language", "ar"}}).status, 200);
  EXPECT_EQ(amal.get("/api/account").js()["account"]["language"], "ar");
  EXPECT_EQ(amal.post("/api/account/language", {{"language", "Arabic"}}).status, 400);
  EXPECT_EQ(amal.post("/api/account/language", {{"language", "a"}}).status, 400);
  EXPECT_EQ(amal.post("/api/account/language", {{"language", 7}}).status, 400);
  EXPECT_EQ(amal.post("/api/account/language", {{"language", "de"}}, false).status, 403) << "without the CSRF token";
  EXPECT_EQ(s.post("/api/account/language", {{"language", "de"}}).status, 401) << "nobody logged in";
  EXPECT_EQ(amal.get("/api/account").js()["account"]["language"], "ar") << "nothing changed by the refusals";
  const Player again = enter(s, "amal", "login");
  EXPECT_EQ(again.get("/api/account").js()["account"]["language"], "ar") << "kept for the next session";
}

TEST(AccountRoutes, RegistrationRefusesBadNamesWeakPasswordsTakenNamesAndFormPosts) {
  TestServer s;
  enter(s, "amal");
  auto status = [&](const json& body) { return s.post("/api/account/register", body).status; };
  EXPECT_EQ(status({{"name", "AMAL"}, {"password", "another secret"}}), 409) << "names compare without case";
  const json taken = s.post("/api/account/register", {{"name", "AMAL"}, {"password", "another secret"}}).js();
  EXPECT_EQ(taken["code"], "name-taken");
  EXPECT_EQ(taken["name"], "amal") << "the name already there";
  EXPECT_EQ(status({{"name", "x"}, {"password", "another secret"}}), 400);
  EXPECT_EQ(status({{"name", "1abc"}, {"password", "another secret"}}), 400);
  EXPECT_EQ(status({{"name", "badr"}, {"password", "short"}}), 400);
  EXPECT_EQ(status({{"name", "badr"}, {"password", "BADR"}}), 400);
  EXPECT_EQ(status({{"name", "badr"}, {"password", 12345678}}), 400);
  EXPECT_EQ(status(json::array()), 400);
  // Another site's form can send text/plain, never JSON: refused before anything else.
  EXPECT_EQ(s.request("POST", "/api/account/register", R"({"name":"badr","password":"another secret"})", "text/plain")
                .status,
            415);
  EXPECT_EQ(s.get("/api/players/badr").status, 404) << "nothing was made";
}

TEST(AccountRoutes, RegistrationRefusesCommonAndGuessablePasswordsSayingWhy) {
  TestServer s;
  for (const char* p : {"password", "12345678", "qwertyui", "11111111", "PASSWORD", "Manqala1"}) {
    const Reply r = s.post("/api/account/register", {{"name", "badr"}, {"password", p}});
    EXPECT_EQ(r.status, 400) << p;
    EXPECT_NE(r.js()["error"].get<std::string>().find("choose another"), std::string::npos) << r.body;
  }
  EXPECT_EQ(s.post("/api/account/register", {{"name", "badr"}, {"password", "password"}}).js()["error"],
            "this password is one of the most common; choose another");
  EXPECT_EQ(s.get("/api/players/badr").status, 404) << "nothing was made";
  EXPECT_EQ(s.post("/api/account/register", {{"name", "badr"}, {"password", "badr's own phrase"}}).status, 201);
}

TEST(AccountRoutes, ChangingThePasswordChecksTheOldOneAndEndsTheOtherSessions) {
  TestServer s;
  Player amal = enter(s, "amal");
  const Player phone = enter(s, "amal", "login"), laptop = enter(s, "amal", "login");
  ASSERT_FALSE(phone.cookie.empty());
  const json change = {{"current_password", "a long secret"}, {"new_password", "a longer secret"}};
  EXPECT_EQ(s.post("/api/account/password", change).status, 401) << "a guest";
  EXPECT_EQ(amal.post("/api/account/password", change, false).status, 403) << "no CSRF token";
  EXPECT_EQ(s.request("POST", "/api/account/password", change.dump(), "text/plain",
                      {{"Cookie", amal.cookie}, {"X-CSRF-Token", amal.csrf}})
                .status,
            415);
  EXPECT_EQ(amal.call("GET", "/api/account/password").status, 405);
  const Reply common = amal.post("/api/account/password", {{"current_password", "a long secret"}, {"new_password", "password"}});
  EXPECT_EQ(common.status, 400);
  EXPECT_EQ(common.js()["error"], "the new password: this password is one of the most common; choose another");
  EXPECT_EQ(amal.post("/api/account/password", {{"current_password", "a long secret"}, {"new_password", "short"}}).status, 400);
  EXPECT_EQ(amal.post("/api/account/password", {{"current_password", "a long secret"}, {"new_password", "a long secret"}}).status,
            400) << "the same one";
  EXPECT_EQ(amal.post("/api/account/password", {{"new_password", "a longer secret"}}).status, 400) << "no current one";
  const Reply wrong = amal.post("/api/account/password", {{"current_password", "not the secret"}, {"new_password", "a longer secret"}});
  EXPECT_EQ(wrong.status, 403) << wrong.body;
  EXPECT_EQ(wrong.js()["error"], "the current password is wrong");
  EXPECT_EQ(s.post("/api/account/login", {{"name", "amal"}, {"password", "a longer secret"}}).status, 401) << "unchanged";

  const Reply done = amal.post("/api/account/password", change);
  ASSERT_EQ(done.status, 200) << done.body;
  EXPECT_EQ(done.js()["account"]["name"], "amal");
  EXPECT_EQ(done.js()["account"]["csrf"], amal.csrf) << "the same session goes on";
  EXPECT_EQ(done.js()["sessions_ended"], 2) << "the phone's and the laptop's";
  EXPECT_EQ(amal.get("/api/account").js()["account"]["name"], "amal") << "the one asking stays logged in";
  EXPECT_TRUE(phone.get("/api/account").js()["account"].is_null()) << "the others end";
  EXPECT_TRUE(laptop.get("/api/account").js()["account"].is_null());
  EXPECT_EQ(s.post("/api/account/login", {{"name", "amal"}, {"password", "a long secret"}}).status, 401);
  EXPECT_EQ(s.post("/api/account/login", {{"name", "amal"}, {"password", "a longer secret"}}).status, 200);
}

// Guessing the current password through the change route meets the login's throttle: it is
// the same count, so neither route gives more guesses than the other.
TEST(AccountRoutes, GuessesAtTheCurrentPasswordAreThrottledAsLogins) {
  TestServer s;
  Player amal = enter(s, "amal");
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(amal.post("/api/account/password", {{"current_password", "guess " + std::to_string(i)},
                                                  {"new_password", "a longer secret"}})
                  .status,
              403);
  const Reply slowed = amal.post("/api/account/password", {{"current_password", "a long secret"}, {"new_password", "a longer secret"}});
  EXPECT_EQ(slowed.status, 429) << slowed.body;
  EXPECT_EQ(slowed.retry_after, "1");
  EXPECT_EQ(s.post("/api/account/login", {{"name", "amal"}, {"password", "a long secret"}}).status, 429)
      << "the login waits too";
}

TEST(AccountRoutes, AWrongPasswordIsRefusedAndRepeatedFailuresAreSlowedDown) {
  TestServer s;
  enter(s, "amal");
  auto login = [&](const std::string& name, const std::string& password) {
    return s.post("/api/account/login", {{"name", name}, {"password", password}});
  };
  EXPECT_EQ(login("amal", "not the secret").status, 401);
  EXPECT_EQ(login("nobody", "not the secret").status, 401) << "the same answer for an unknown name";
  EXPECT_EQ(login("amal", "not the secret").status, 401);
  EXPECT_EQ(login("amal", "not the secret").status, 401);
  const Reply slowed = login("amal", "a long secret");
  EXPECT_EQ(slowed.status, 429) << "after three failures even the right password waits";
  EXPECT_EQ(slowed.retry_after, "1");
  std::this_thread::sleep_for(std::chrono::milliseconds(1100));
  const Reply in = login("AMAL", "a long secret");
  EXPECT_EQ(in.status, 200) << in.body;
  EXPECT_EQ(in.js()["account"]["name"], "amal") << "the name as registered";
}

TEST(AccountRoutes, LoggingOutNeedsTheCsrfTokenAndEndsTheSession) {
  TestServer s;
  Player amal = enter(s, "amal");
  EXPECT_EQ(amal.post("/api/account/logout", json::object(), false).status, 403);
  EXPECT_EQ(amal.get("/api/account").js()["account"]["name"], "amal") << "still logged in";
  const Reply out = amal.post("/api/account/logout");
  EXPECT_EQ(out.status, 200);
  EXPECT_NE(out.set_cookie.find("Max-Age=0"), std::string::npos);
  EXPECT_TRUE(amal.get("/api/account").js()["account"].is_null()) << "the old cookie is worth nothing";
}

// A token planted in the browser before logging in (session fixation) never becomes a session:
// login makes a new one.
TEST(AccountRoutes, LoginMakesANewSessionWhateverCookieTheBrowserHad) {
  TestServer s;
  enter(s, "amal");
  const std::string planted = "manqala_session=" + std::string(64, 'a');
  const Reply r = s.request("POST", "/api/account/login", R"({"name":"amal","password":"a long secret"})",
                            "application/json", {{"Cookie", planted}});
  ASSERT_EQ(r.status, 200);
  EXPECT_NE(cookie_of(r), planted);
  const Player planted_browser{&s, "", planted, ""};
  EXPECT_TRUE(planted_browser.get("/api/account").js()["account"].is_null());
  // Two session cookies (one per header) are refused together, not one picked.
  const Reply two = s.request("GET", "/api/account", "", "", {{"Cookie", cookie_of(r)}, {"Cookie", planted}});
  EXPECT_TRUE(two.js()["account"].is_null());
}

// Amal offers a rated game, Badr takes it; Amal resigns. Ratings, history, profiles and the
// leaderboard follow; each player is told his change, which the game's page and his list of
// games show too; a restart applies nothing twice.
TEST(AccountRoutes, ARatedGameBetweenTwoAccountsChangesTheirRatingsOnce) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  const json offer = {{"game", "al-manqala"}, {"opponent", "friend"}, {"rated", true}, {"human", "south"},
                      {"clock", {{"minutes", 5}, {"increment", 3}}}};
  EXPECT_EQ(s.post("/api/games", offer).status, 403) << "a guest cannot offer a rated game";
  EXPECT_EQ(amal.post("/api/games", offer, false).status, 403) << "nor a request without the CSRF token";
  const Reply created = amal.post("/api/games", offer);
  ASSERT_EQ(created.status, 201) << created.body;
  const std::string id = created.js()["game"]["id"], invite = created.js()["invite"];
  EXPECT_TRUE(created.js()["game"]["rated"].get<bool>());
  EXPECT_EQ(created.js()["game"]["players"]["south"], "amal");
  EXPECT_EQ(s.post("/api/games/" + id + "/join", {{"invite", invite}}).status, 403) << "a guest cannot take it";
  EXPECT_EQ(amal.post("/api/games/" + id + "/join", {{"invite", invite}}).status, 409) << "nor Amal herself";
  const Reply joined = badr.post("/api/games/" + id + "/join", {{"invite", invite}});
  ASSERT_EQ(joined.status, 200) << joined.body;
  EXPECT_EQ(joined.js()["game"]["players"]["north"], "badr");

  // Each account gets its own seat's token back from any browser where it is logged in.
  EXPECT_EQ(amal.post("/api/games/" + id + "/seat").js()["token"], created.js()["token"]);
  EXPECT_EQ(badr.post("/api/games/" + id + "/seat").js()["token"], joined.js()["token"]);
  EXPECT_EQ(badr.post("/api/games/" + id + "/seat", json::object(), false).status, 403);
  Player chadi = enter(s, "chadi");
  EXPECT_EQ(chadi.post("/api/games/" + id + "/seat").status, 403);
  EXPECT_EQ(s.post("/api/games/" + id + "/seat", json::object()).status, 401);
  // Badr's token does not move for Amal (South moves first).
  const Reply not_his = s.post("/api/games/" + id + "/move", {{"token", joined.js()["token"]}, {"move", "a1"}, {"ply", 0}});
  EXPECT_EQ(not_his.status, 409) << not_his.body;
  EXPECT_EQ(s.get("/api/games/" + id).js()["game"]["ply"], 0);

  EXPECT_EQ(s.get("/api/games/" + id + "/ratings").js()["ratings"], json::object()) << "not rated yet";
  const auto told = notices_socket(s, badr);
  ASSERT_EQ(s.post("/api/games/" + id + "/resign", {{"token", created.js()["token"]}}).status, 200);
  const json notice = json::parse(told->read(5000), nullptr, false);
  json profile;
  for (int i = 0; i < 500 && (profile = s.get("/api/players/badr").js())["ratings"].empty(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  ASSERT_EQ(profile["ratings"].size(), 1u) << profile.dump();
  const json b = profile["ratings"][0];
  EXPECT_EQ(b["game"], "al-manqala");
  EXPECT_EQ(b["speed"], "blitz") << "5 min + 40 x 3 s = 7 min";
  EXPECT_GT(b["rating"].get<int>(), 1500);
  EXPECT_LT(b["deviation"].get<int>(), 350);
  EXPECT_TRUE(b["provisional"].get<bool>());
  EXPECT_EQ(b["games"], 1);
  ASSERT_EQ(profile["history"].size(), 1u);
  EXPECT_EQ(profile["history"][0]["game_id"], id);
  EXPECT_EQ(profile["games"][0]["id"], id);
  const json a = s.get("/api/players/amal").js()["ratings"][0];
  EXPECT_EQ(a["rating"].get<int>() + b["rating"].get<int>(), 3000) << "equal players move by the same amount";
  // What the game did, as each place shows it: +n for Badr, -n for Amal, from 1500.
  const int gain = b["rating"].get<int>() - 1500;
  const json badr_change = {{"before", 1500}, {"after", b["rating"]}, {"change", gain}};
  EXPECT_EQ(profile["games"][0]["rating_change"], badr_change);
  EXPECT_EQ(s.get("/api/players/amal").js()["games"][0]["rating_change"]["change"], -gain);
  const json changes = s.get("/api/games/" + id + "/ratings").js()["ratings"];
  EXPECT_EQ(changes["north"], badr_change);
  EXPECT_EQ(changes["south"]["after"], a["rating"]);
  EXPECT_EQ(s.get("/api/games/nonsense/ratings").status, 404);
  ASSERT_TRUE(notice.is_object());
  EXPECT_EQ(notice["type"], "rating-changed");
  EXPECT_EQ(notice["game_id"], id);
  EXPECT_EQ(notice["game"], "al-manqala");
  EXPECT_EQ(notice["speed"], "blitz");
  EXPECT_EQ(notice["change"], gain);
  EXPECT_EQ(notice["after"], b["rating"]);

  const json board = s.get("/api/leaderboard?game=al-manqala").js();
  ASSERT_EQ(board["boards"].size(), 1u) << "only speeds with rated players";
  EXPECT_EQ(board["boards"][0]["speed"], "blitz");
  EXPECT_EQ(board["boards"][0]["players"][0]["name"], "badr");
  EXPECT_EQ(board["boards"][0]["players"][1]["name"], "amal");
  EXPECT_EQ(board["boards"][0]["players"][1]["rank"], 2);
  EXPECT_EQ(s.get("/api/leaderboard?game=al-manqala&speed=rapid").js()["boards"][0]["players"].size(), 0u);
  EXPECT_EQ(s.get("/api/leaderboard?game=chess").status, 400);
  EXPECT_EQ(s.get("/api/leaderboard?game=hawalis&speed=slow").status, 400);
  EXPECT_EQ(s.get("/api/leaderboard").status, 400);

  s.restart();
  EXPECT_EQ(s.get("/api/players/badr").js()["ratings"][0]["games"], 1) << "not applied again";
}

// The result was stored but the server died before the ratings were: the next start applies them.
TEST(AccountRoutes, RatingsLeftUndoneByACrashAreAppliedAtTheNextStart) {
  TestServer s;
  Player amal = enter(s, "amal"), badr = enter(s, "badr");
  const Reply created = amal.post("/api/games", {{"game", "hawalis"}, {"opponent", "friend"}, {"rated", true}});
  ASSERT_EQ(created.status, 201) << created.body;
  const std::string id = created.js()["game"]["id"];
  ASSERT_EQ(badr.post("/api/games/" + id + "/join", {{"invite", created.js()["invite"]}}).status, 200);
  s.stop();
  {
    manqala::Database db(s.db());  // as the room had stored it, the ratings not yet
    manqala::Archive::open(db)->set_outcome(id, {"over", "over N resigned", false});
  }
  EXPECT_EQ(sql_value(s.db(), "SELECT rated FROM games WHERE id = '" + id + "'"), "1");
  s.start();
  const json ratings = s.get("/api/players/badr").js()["ratings"];
  ASSERT_EQ(ratings.size(), 1u);
  EXPECT_EQ(ratings[0]["speed"], "untimed");
  EXPECT_GT(ratings[0]["rating"].get<int>(), 1500);
  EXPECT_EQ(sql_value(s.db(), "SELECT rated FROM games WHERE id = '" + id + "'"), "2");
}

// A logged-in player's cookie alone, without the page's CSRF token, does not bind a game to
// the account: another site could send it.
TEST(AccountRoutes, WithoutTheCsrfTokenACookieActsAsAGuest) {
  TestServer s;
  Player amal = enter(s, "amal");
  const Reply guest = amal.post("/api/games", {{"game", "hawalis"}}, false);
  ASSERT_EQ(guest.status, 201);
  EXPECT_EQ(guest.js()["game"]["players"]["south"], "human");
  const Reply own = amal.post("/api/games", {{"game", "hawalis"}});
  ASSERT_EQ(own.status, 201);
  EXPECT_EQ(own.js()["game"]["players"]["south"], "amal");
  const json games = s.get("/api/players/amal").js()["games"];
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0]["id"], own.js()["game"]["id"]);
  EXPECT_EQ(amal.post("/api/games/" + guest.js()["game"]["id"].get<std::string>() + "/seat").status, 403);
}

TEST(AccountRoutes, BadRequestsGetOneClearError) {
  TestServer s;
  EXPECT_EQ(s.get("/api/account/register").status, 405);
  EXPECT_EQ(s.get("/api/account/nothing").status, 404);
  EXPECT_EQ(s.get("/api/account/a/b").status, 404);
  EXPECT_EQ(s.post("/api/account", json::object()).status, 405);
  EXPECT_EQ(s.get("/api/players/x%00y").status, 404);
  EXPECT_EQ(s.get("/api/players/" + std::string(300, 'a')).status, 404);
  EXPECT_EQ(s.post("/api/players/amal", json::object()).status, 405);
  EXPECT_EQ(s.post("/api/account/login", {{"name", std::string(100000, 'a')}, {"password", "x"}}).status, 413);
  EXPECT_EQ(s.post("/api/account/login", {{"name", std::string(1000, 'a')}, {"password", "x"}}).status, 401);
  EXPECT_EQ(s.request("POST", "/api/account/login", "{not json", "application/json").status, 400);
  EXPECT_EQ(s.post("/api/games/0123456789abcdef/seat", json::object()).status, 401);
  const Reply junk = s.request("GET", "/api/account", "", "", {{"Cookie", "manqala_session=zz; ; ;=;"}});
  EXPECT_TRUE(junk.js()["account"].is_null());
}

}  // namespace
}  // namespace manqala_test
