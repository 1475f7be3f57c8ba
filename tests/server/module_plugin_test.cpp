// The server's domains are modules (src/server/common/module.h): a domain only the tests have
// (test_module/notes_module.cpp, registered by one line) gets its table, its routes, its body
// limit, the games' events and a part in every room, with nothing else in the server naming it.
#include <chrono>
#include <thread>

#include <gtest/gtest.h>

#include "players.h"
#include "server/modules/modules.h"
#include "sql_value.h"
#include "test_server.h"

namespace manqala_test {
namespace {

TEST(ServerModules, ATestsOwnDomainComesAfterTheBuiltInOnes) {
  const auto modules = manqala::server_modules();
  ASSERT_GE(modules.size(), 2u);
  EXPECT_EQ(modules.front()->name, "games") << "the list's first";
  EXPECT_EQ(modules.back()->name, "test-notes") << "registered from outside: after the built-in ones";
  EXPECT_THROW(manqala::add_server_module(*modules.front()), std::logic_error) << "too late, and a name taken";
}

TEST(ServerModules, ARegisteredDomainHasItsTableRoutesBodyLimitAndEvents) {
  TestServer s;
  EXPECT_EQ(sql_value(s.db(), "SELECT version FROM schema_versions WHERE domain = 'test-notes'"), "1");
  EXPECT_EQ(s.get("/api/test-notes").js()["notes"], json::array());
  EXPECT_EQ(s.post("/api/test-notes", {{"text", "first"}}).status, 201);
  EXPECT_EQ(s.get("/api/test-notes").js()["notes"], json({"first"}));

  const std::string long_text(100 * 1024, 'x');
  EXPECT_EQ(s.post("/api/test-notes", {{"text", long_text}}).status, 413) << "the usual limit";
  EXPECT_EQ(s.post("/api/test-notes/long", {{"text", long_text}}).status, 201) << "the module's own limit";

  const json created = s.post("/api/games", {{"game", "al-manqala"}}).js();
  const std::string id = created["game"]["id"];
  const std::string first = created["game"]["legal"][0];
  ASSERT_EQ(s.post("/api/games/" + id + "/move", {{"token", created["token"]}, {"move", first}, {"ply", 0}}).status, 200);
  ASSERT_EQ(s.post("/api/games/" + id + "/resign", {{"token", created["token"]}}).status, 200);
  json notes;
  for (int i = 0; i < 500; ++i) {
    notes = s.get("/api/test-notes").js()["notes"];
    if (notes.size() == 4) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_EQ(notes, json({"first", long_text, "moved " + id + " " + first, "ended " + id}))
      << "the player's move, heard by the module's part of the room; the game's end, on the heavy lane";
}

// Its table says who may call each route and which methods a path takes: the server answers
// 405 and 401 from the table, before the module's handler runs.
TEST(ServerModules, ARegisteredDomainsTableSaysWhoMayCallAndHow) {
  TestServer s;
  EXPECT_EQ(s.request("DELETE", "/api/test-notes").status, 405);
  EXPECT_EQ(s.get("/api/test-notes/mine").status, 405) << "POST only";
  EXPECT_EQ(s.post("/api/test-notes/mine", {{"text", "mine"}}).status, 401) << "an account's only";
  const Player amal = enter(s, "amal");
  EXPECT_EQ(amal.post("/api/test-notes/mine", {{"text", "mine"}}).status, 201);
  EXPECT_EQ(s.get("/api/test-notes").js()["notes"], json({"amal: mine"})) << "the handler is told who called";
  EXPECT_EQ(s.get("/api/test-notes/other").status, 404);
}

}  // namespace
}  // namespace manqala_test
