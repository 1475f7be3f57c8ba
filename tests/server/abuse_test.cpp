// One abuser slows only himself (issue 45, README "Security model", "Which work waits where"):
// the lanes that keep each kind of work to its own threads and each owner to his own line; what
// counts as a game in progress; expensive views built once and answered 304; an
// over-the-board pairing as heavy work; offline games bound to their sender and moves; and
// the everyday answers that were wrong.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "pairing/dutch.h"
#include "pairing/trf.h"
#include "players.h"
#include "server/common/refused.h"
#include "server/common/view_cache.h"
#include "server/common/work_lane.h"

namespace manqala_test {
namespace {

using namespace std::chrono_literals;
using manqala::LaneLimits;
using manqala::Refused;
using manqala::WorkLane;

// A latch the lane's jobs wait on, so that the test decides when they end.
struct Gate {
  std::mutex mu;
  std::condition_variable cv;
  bool open = false;
  void wait() {
    std::unique_lock lock(mu);
    cv.wait(lock, [&] { return open; });
  }
  void release() {
    {
      std::lock_guard lock(mu);
      open = true;
    }
    cv.notify_all();
  }
};

bool eventually(const std::function<bool()>& done, std::chrono::milliseconds within = 5000ms) {
  const auto until = std::chrono::steady_clock::now() + within;
  while (!done()) {
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(2ms);
  }
  return true;
}

// An owner who sends many jobs waits behind his own: another owner's job, sent after all of
// them, runs as soon as a thread is free, not after them.
TEST(WorkLane, AnotherOwnersJobGoesByTheFloodersLine) {
  WorkLane lane({"test", 2, 100, 50, 1, 0});
  Gate gate;
  std::mutex mu;
  std::vector<std::string> order;
  for (int i = 0; i < 20; ++i)
    lane.post("flooder", [&] {
      gate.wait();
      std::lock_guard lock(mu);
      order.push_back("flooder");
    });
  std::atomic<bool> ran{false};
  lane.post("bystander", [&] {
    ran = true;
    std::lock_guard lock(mu);
    order.push_back("bystander");
  });
  // One of the flooder's runs (his share is one at a time); the other thread is the bystander's.
  EXPECT_TRUE(eventually([&] { return ran.load(); })) << "the bystander waited for the flooder";
  EXPECT_EQ(lane.load().running, 1);
  gate.release();
  EXPECT_TRUE(eventually([&] { return lane.load().waiting == 0 && lane.load().running == 0; }));
  std::lock_guard lock(mu);
  ASSERT_EQ(order.size(), 21u);
  EXPECT_EQ(order.front(), "bystander");
}

TEST(WorkLane, AFullLineOrLaneIsRefusedAndNothingIsDone) {
  WorkLane lane({"test", 1, 6, 3, 1, 0});
  Gate gate;
  std::atomic<int> done{0};
  auto job = [&] {
    gate.wait();
    ++done;
  };
  // The refusal's status and code when posting for `owner` is refused, {0, ""} when taken.
  auto refusal = [&](const std::string& owner) -> std::pair<int, std::string> {
    try {
      lane.post(owner, job);
    } catch (const Refused& e) {
      return {e.status, e.code};
    }
    return {0, ""};
  };
  lane.post("a", job);  // runs
  ASSERT_TRUE(eventually([&] { return lane.load().running == 1; }));
  for (int i = 0; i < 3; ++i) lane.post("a", job);
  EXPECT_EQ(refusal("a").first, 429) << "a fourth waiting job of one owner";
  for (int i = 0; i < 3; ++i) lane.post("b", job);
  EXPECT_EQ(refusal("c"), std::make_pair(503, std::string("server-busy"))) << "a seventh waiting job in the lane";
  lane.post_internal(job);  // the server's own work is never refused
  gate.release();
  EXPECT_TRUE(eventually([&] { return done == 8; })) << done;
}

// A view is built once for its inputs however many ask at once, and again when they change.
TEST(ViewCache, OneBuildForEveryoneAskingThenANewOneForNewInputs) {
  WorkLane lane({"views", 2, 100, 50, 1, 0});
  manqala::JobQueue jobs(lane);
  manqala::ViewCache cache(jobs);
  std::atomic<int> builds{0}, answered{0};
  Gate gate;
  auto build = [&] {
    ++builds;
    gate.wait();
    return nlohmann::json{{"built", builds.load()}};
  };
  auto ready = [&](manqala::ViewCache::View v, std::exception_ptr) {
    EXPECT_TRUE(v);
    if (v) EXPECT_EQ(v->json["built"], 1);
    ++answered;
  };
  for (int i = 0; i < 10; ++i) cache.get("t1", 7, "reader" + std::to_string(i), build, ready);
  gate.release();
  ASSERT_TRUE(eventually([&] { return answered == 10; }));
  EXPECT_EQ(builds, 1);
  cache.get("t1", 7, "late", build, ready);  // kept: answered at once
  EXPECT_EQ(answered, 11);
  EXPECT_EQ(builds, 1);
  std::atomic<bool> fresh{false};
  cache.get("t1", 8, "after a change", build, [&](manqala::ViewCache::View v, std::exception_ptr) {
    fresh = v && v->json["built"] == 2;
  });
  EXPECT_TRUE(eventually([&] { return fresh.load(); }));
}

// Two readers of one event around a change, the newer reader asking first: each gets the view
// of what it read. The cache once let the older reader's build answer both, so that a director
// who had just stored a game read the event without it (the e2e club night, once in CI).
TEST(ViewCache, EveryReaderGetsTheViewOfWhatItRead) {
  WorkLane lane({"views", 2, 100, 50, 1, 0});
  manqala::JobQueue jobs(lane);
  manqala::ViewCache cache(jobs);
  Gate gate;
  auto build_of = [&](uint64_t key) {
    return [&gate, key] {
      gate.wait();
      return nlohmann::json{{"key", key}};
    };
  };
  std::atomic<uint64_t> newer{0}, older{0};
  cache.get("t1", 8, "after the change", build_of(8), [&](manqala::ViewCache::View v, std::exception_ptr) {
    if (v) newer = v->json["key"].get<uint64_t>();
  });
  cache.get("t1", 7, "read before it", build_of(7), [&](manqala::ViewCache::View v, std::exception_ptr) {
    if (v) older = v->json["key"].get<uint64_t>();
  });
  gate.release();
  ASSERT_TRUE(eventually([&] { return newer && older; }));
  EXPECT_EQ(newer, 8u) << "the reader after the change got the view from before it";
  EXPECT_EQ(older, 7u);
}

manqala::ServeConfig capped(int max_games) {
  manqala::ServeConfig c = TestServer::with_max_games(max_games);
  c.limits.max_games_per_client = max_games;
  return c;
}

std::string id_of(const Reply& r) { return r.js()["game"]["id"]; }

// Reading stored games used to load each into memory and count it as a game in progress:
// 1,100 anonymous GETs closed the door to new games for half an hour.
TEST(GamesInProgress, GamesOnlyReadDoNotCountNorStayInMemory) {
  TestServer s(capped(3));
  // Three invitations nobody took, their creators gone; three imported games that stop
  // before the end (records of games between two people).
  std::vector<std::string> ids;
  for (int i = 0; i < 3; ++i) ids.push_back(id_of(s.post("/api/games", {{"game", "al-manqala"}, {"opponent", "friend"}})));
  for (const char* moves : {"a1", "a1 a2", "a1 a2 b1"}) {
    json body = {{"game", "al-manqala"}, {"south", "human"}, {"north", "human"}, {"moves", json::array()}};
    for (const auto& m : manqala::split_words(moves)) body["moves"].push_back(std::string(m));
    const Reply r = s.request("POST", "/api/import", body.dump());
    ASSERT_EQ(r.status, 201) << r.body;
    ids.push_back(r.js()["id"]);
  }
  s.restart();  // nothing in memory
  for (const auto& id : ids)
    for (const char* what : {"", "/replay", "/export", "/record"}) ASSERT_EQ(s.get("/api/games/" + id + what).status, 200) << what;
  EXPECT_EQ(s.whole().games().resident(), 3u) << "the invitations' rooms, the imports' none";
  for (int i = 0; i < 3; ++i) {
    const Reply r = s.post_as("198.51.100." + std::to_string(i), "/api/games", {{"game", "hawalis"}, {"level", 1}});
    EXPECT_EQ(r.status, 201) << "game " << i << ": " << r.body;
  }
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}}).status, 503) << "three games played: the cap";
}

// An invitation counts while its creator has it open, and not once he has gone.
TEST(GamesInProgress, AnInvitationCountsWhileItsCreatorHoldsItOpen) {
  TestServer s(capped(1));
  const Reply inv = s.post("/api/games", {{"game", "al-manqala"}, {"opponent", "friend"}});
  const std::string id = id_of(inv);
  {
    TestSocket creator(s.port(), "/api/games/" + id + "/ws");
    creator.send(json{{"type", "hello"}, {"token", inv.js()["token"]}}.dump());
    const auto here = [&] { return s.get("/api/games/" + id).js()["game"]["seats"]["south"]["connected"] == true; };
    ASSERT_TRUE(eventually(here)) << "the server sees the creator's page";
    EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}}).status, 503) << "the creator's page is open on it";
  }
  ASSERT_TRUE(eventually([&] { return s.get("/api/games/" + id).js()["game"]["seats"]["south"]["connected"] == false; }));
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}}).status, 201) << "its creator has gone";
}

// A game nobody has moved in for the idle time stops counting; one read meanwhile does not
// count again, one moved in does.
TEST(GamesInProgress, AGameIdleForLongStopsCountingUntilSomeoneMoves) {
  manqala::ServeConfig c = capped(1);
  c.limits.idle_s = 1;
  TestServer s(c);
  const Reply g = s.post("/api/games", {{"game", "al-manqala"}, {"level", 1}, {"human", "both"}});
  ASSERT_EQ(g.status, 201);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}}).status, 503);
  std::this_thread::sleep_for(1200ms);
  ASSERT_EQ(s.get("/api/games/" + id_of(g)).status, 200);
  const Reply other = s.post("/api/games", {{"game", "hawalis"}, {"level", 1}, {"human", "both"}});
  ASSERT_EQ(other.status, 201) << other.body;
  std::this_thread::sleep_for(1200ms);
  const json st = s.get("/api/games/" + id_of(g)).js()["game"];
  ASSERT_EQ(s.post("/api/games/" + id_of(g) + "/move", {{"token", g.js()["token"]}, {"move", st["legal"][0]}, {"ply", 0}}).status, 200);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}}).status, 503) << "a move: in progress again";
}

// A tournament's games are never refused by the server's cap: their places are kept.
TEST(GamesInProgress, ATournamentsGameHasItsPlaceKept) {
  TestServer s(capped(1));
  ASSERT_EQ(s.post("/api/games", {{"game", "hawalis"}, {"level", 1}}).status, 201);
  EXPECT_EQ(s.post("/api/games", {{"game", "hawalis"}}).status, 503);
  ASSERT_FALSE(enter(s, "amal").cookie.empty());
  ASSERT_FALSE(enter(s, "badr").cookie.empty());
  manqala::NewGame g;
  g.game = "hawalis", g.opponent = "friend", g.human = "south";
  g.creator = {1, "amal"}, g.paired = {2, "badr"};
  EXPECT_THROW(s.whole().games().create(g, ""), Refused) << "an ordinary game is refused";
  g.tournament = true;
  const auto made = s.whole().games().create(g, "");
  EXPECT_EQ(s.get("/api/games/" + made.room->id()).js()["game"]["status"], "ongoing");
}

// Over the board: a pairing answers 202 at once and runs as heavy work; meanwhile no other
// change is taken; the view is answered 304 when the reader has it already; the crosstable
// of a large event comes by pages.
TEST(OtbUnderLoad, PairingRunsApartAndTheViewIsCachedAndPaged) {
  TestServer s;
  const Player d = enter(s, "director");
  std::string file = "012 Big night\nXXR 5\n";
  for (int i = 1; i <= 150; ++i) {
    char line[128];
    std::snprintf(line, sizeof line, "001 %4d      Player %-26d %4d\n", i, i, 2500 - i);
    file += line;
  }
  const Reply imported = s.request("POST", "/api/otb/import?game=hawalis", file, "text/plain",
                                   {{"Cookie", d.cookie}, {"X-CSRF-Token", d.csrf}});
  ASSERT_EQ(imported.status, 201) << imported.body;
  const std::string id = imported.js()["id"];
  const Reply started = d.post("/api/otb/" + id + "/pair");
  ASSERT_EQ(started.status, 202) << started.body;
  EXPECT_EQ(started.js()["pairing"]["round"], 1);
  const Reply meanwhile = d.post("/api/otb/" + id + "/players", {{"name", "Late"}, {"rating", 100}});
  if (meanwhile.status == 409) EXPECT_EQ(meanwhile.js()["code"], "otb-pairing");
  else EXPECT_EQ(meanwhile.status, 201) << "the pairing was done already: " << meanwhile.body;
  ASSERT_TRUE(eventually([&] { return d.get("/api/otb/" + id).js()["tournament"]["round"] == 1; }, 20000ms));
  // Anyone's view: an ETag, and 304 for a reader who has it.
  const Reply view = s.get("/api/otb/" + id);
  ASSERT_EQ(view.status, 200);
  EXPECT_EQ(view.js()["crosstable"].size(), 100u) << "the first page";
  EXPECT_EQ(view.js()["crosstable_total"], meanwhile.status == 201 ? 151 : 150);
  const Reply page2 = s.get("/api/otb/" + id + "/crosstable?offset=100&limit=100");
  ASSERT_EQ(page2.status, 200) << page2.body;
  EXPECT_EQ(page2.js()["rows"].size(), view.js()["crosstable_total"].get<size_t>() - 100);
  EXPECT_EQ(page2.js()["rows"][0]["number"], 101);
  EXPECT_EQ(s.get("/api/otb/" + id + "/crosstable?limit=500").status, 400) << "a page has at most 100 rows";
}

TEST(OtbUnderLoad, AReaderWhoHasTheViewGets304) {
  TestServer s;
  const Player d = enter(s, "director");
  const Reply t = d.post("/api/otb", {{"name", "Club night"}, {"game", "al-manqala"}, {"rounds", 3}});
  ASSERT_EQ(t.status, 201);
  const std::string id = t.js()["id"];
  const Reply first = s.request("GET", "/api/otb/" + id, "", "application/json", {});
  ASSERT_EQ(first.status, 200);
  ASSERT_FALSE(first.etag.empty());
  const Reply again = s.request("GET", "/api/otb/" + id, "", "application/json", {{"If-None-Match", first.etag}});
  EXPECT_EQ(again.status, 304);
  EXPECT_TRUE(again.body.empty());
  ASSERT_EQ(d.post("/api/otb/" + id + "/players", {{"name", "Amal"}, {"rating", 1500}}).status, 201);
  const Reply changed = s.request("GET", "/api/otb/" + id, "", "application/json", {{"If-None-Match", first.etag}});
  EXPECT_EQ(changed.status, 200) << "a change: a new view";
  EXPECT_NE(changed.etag, first.etag);
}

// The Dutch pairing gives up past its deadline, having changed nothing.
TEST(OtbUnderLoad, APairingPastItsDeadlineIsGivenUp) {
  manqala::pairing::Tournament t;
  for (int i = 1; i <= 40; ++i) {
    manqala::pairing::Player p;
    p.number = i;
    p.name = "P" + std::to_string(i);
    p.rating = 2000 - i;
    t.players.push_back(p);
  }
  t.planned_rounds = 5;
  const auto past = manqala::pairing::Deadline{std::chrono::steady_clock::now() - 1s};
  EXPECT_THROW(manqala::pairing::pair_dutch(t, 1, past), manqala::pairing::PairingTooSlow);
  EXPECT_EQ(manqala::pairing::pair_dutch(t, 1).boards.size(), 20u) << "with no deadline it pairs";
}

// An offline game's id answers only the same game from the same sender (it once answered any
// game from anyone "duplicate", and the page deleted its own copy).
TEST(OfflineImports, AnIdIsBoundToItsSenderAndItsMoves) {
  TestServer s;
  json game = {{"format", "manqala-game"}, {"version", 1}, {"game", "al-manqala"}, {"south", "human"}, {"north", "engine"},
               {"level", 6}, {"moves", json::array({json{{"move", "a1"}, {"ms", 1500}}, json{{"move", "g2"}, {"ms", 820}}})},
               {"offline_id", "7f3c2a10-1b2c-4d5e-8f90-123456789abc"}, {"offline_owner", "secret-of-this-browser-0001"}};
  auto send = [&](const json& body, const std::string& from) {
    return s.request("POST", "/api/import", body.dump(), "application/json", {{"X-Forwarded-For", from}});
  };
  const Reply first = send(game, "198.51.100.1");
  ASSERT_EQ(first.status, 201) << first.body;
  // The level and the times the page measured are kept.
  const json stored = s.get("/api/games/" + first.js()["id"].get<std::string>()).js()["game"];
  EXPECT_EQ(stored["level"], 6);
  EXPECT_EQ(stored["moves"][0]["ms"], 1500);
  EXPECT_EQ(stored["moves"][1]["ms"], 820);
  // The same game from the same browser, on another address: the first import.
  const Reply again = send(game, "203.0.113.9");
  ASSERT_EQ(again.status, 200) << again.body;
  EXPECT_EQ(again.js()["id"], first.js()["id"]);
  // Another game under that id, or the same from another sender: refused, nothing stored.
  json other = game;
  other["moves"] = json::array({"b1"});
  const Reply taken = send(other, "198.51.100.1");
  EXPECT_EQ(taken.status, 409) << taken.body;
  EXPECT_EQ(taken.js()["code"], "offline-id-taken");
  json stranger = game;
  stranger["offline_owner"] = "someone-elses-secret-0002";
  EXPECT_EQ(send(stranger, "198.51.100.1").status, 409);
  json no_secret = game;
  no_secret.erase("offline_owner");
  EXPECT_EQ(send(no_secret, "203.0.113.50").status, 409) << "an address is a sender too";
  EXPECT_EQ(s.get("/api/games").js()["total"], 1);
  game["level"] = 11;
  EXPECT_EQ(send(game, "198.51.100.1").status, 400) << "a level is 1 to 10";
}

// A body that is not JSON to the language route was answered "send the name and password".
TEST(AccountAnswers, TheLanguageRouteAsksForTheLanguage) {
  TestServer s;
  const Player p = enter(s, "amal");
  const Reply r = s.request("POST", "/api/account/language", "ar", "text/plain", {{"Cookie", p.cookie}, {"X-CSRF-Token", p.csrf}});
  EXPECT_EQ(r.status, 415);
  EXPECT_NE(r.body.find("send the language as JSON"), std::string::npos) << r.body;
  EXPECT_EQ(r.body.find("password"), std::string::npos) << r.body;
}

}  // namespace
}  // namespace manqala_test
